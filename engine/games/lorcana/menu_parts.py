"""A ready character's quest and challenge options in the main-phase menu (4.3.2), remembered
between decisions.

What a ready character offers depends on its definition, whether it is dry (6.1.4) and a few
derived values: the keywords Reckless (10.5.2), Rush (10.7) and Evasive (10.4), the flags
"can't quest", "can't challenge" and "can challenge ready characters", and its lore (4.3.5).

Staleness rule: while no effect and no static ability could give, take away or change any of
these values on the character, they are the printed ones, so the part is a function of
(definition, dry) alone. It is remembered under that key, which holds everything it reads, and so
never goes stale; only reloading the card files forgets it (`forget_parts`). Which characters a
source could touch (`stats.cards_touched`) is read once per menu, inside `memo.unchanging`; a
character touched has its part worked out afresh from its current values, and so has every
character outside `memo.unchanging` (the fuzzer's build from scratch).
Who the character could challenge is asked separately (`challenge.can_challenge_with`): it
depends on the opposing cards.
"""

from functools import cache
from typing import NamedTuple

from .cards import card_db
from .challenge import attacker_facts, can_challenge_now
from .quest import can_quest
from .stats import Reads, cards_touched, has_keyword, stat

READS = Reads(frozenset({"reckless", "rush", "evasive"}), frozenset({"cannot_quest", "cannot_challenge", "can_challenge_ready"}),
              frozenset({"lore"}))  # fmt: skip


class CharacterPart(NamedTuple):
    quest_lore: int | None  # the lore questing gains (7.8.3: not below 0), None if it cannot quest
    attacker: tuple[bool, int, bool] | None  # `challenge.attacker_facts` if it may challenge now
    reckless: bool


def character_part(state: dict, card_id: str) -> CharacterPart:
    """The part of a ready character in play."""
    return character_parts(state, [card_id])[0]


def character_parts(state: dict, card_ids: list[str]) -> list[CharacterPart]:
    """The parts of these ready characters in play, in order; which cards a source could touch is
    read once for all of them."""
    touched = cards_touched(state, READS)
    if touched is None:
        return [_current_part(state, card_id) for card_id in card_ids]
    cards = state["cards"]
    return [
        _current_part(state, card_id) if card_id in touched
        else _printed_part((card := cards[card_id])["def"], card.get("dry", False))
        for card_id in card_ids
    ]  # fmt: skip


@cache
def _printed_part(definition_id: str, dry: bool) -> CharacterPart:
    card = card_db()[definition_id]
    printed = card.printed_keywords
    reckless = "reckless" in printed
    quest_lore = max(0, card.lore or 0) if dry and not reckless else None  # 4.3.5, 10.5.2
    may_challenge = dry or "rush" in printed  # 4.3.6.5, 10.7
    return CharacterPart(quest_lore, ("evasive" in printed, card.cost, False) if may_challenge else None, reckless)


def _current_part(state: dict, card_id: str) -> CharacterPart:
    quest_lore = max(0, stat(state, card_id, "lore")) if can_quest(state, card_id) else None
    attacker = attacker_facts(state, card_id) if can_challenge_now(state, card_id) else None
    return CharacterPart(quest_lore, attacker, has_keyword(state, card_id, "reckless"))


def forget_parts() -> None:
    _printed_part.cache_clear()
