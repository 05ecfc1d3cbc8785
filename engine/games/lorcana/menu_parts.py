"""A ready character's quest and challenge options in the main-phase menu (4.3.2), remembered
between decisions.

What a ready character offers depends on its definition, whether it is dry (6.1.4) and a few
derived values: the keywords Reckless (10.5.2), Rush (10.7) and Evasive (10.4), the flags
"can't quest", "can't challenge" and "can challenge ready characters", and its lore (4.3.5).

Staleness rule: while no effect and no static ability could give, take away or change any of
these values on the character, they are the printed ones, so the part is a function of
(definition, dry) alone. It is remembered under that key, which holds everything it reads, and so
never goes stale; only reloading the card files forgets it (`forget_parts`). Whether a source
could touch a character is read once per menu (inside `memo.unchanging`): a static ability whose
condition does not hold now gives nothing and rules out no card (7.8.1.1); one that holds and
applies only to its own card ("这个角色…") rules out that card, one that applies to other cards
rules out the cards its filter matches now, an effect on chosen cards rules out those; a static
ability whose filter asks for a keyword (which another static may give) or an effect with a
selector that names one of the values rules out every character. A character ruled out has its part worked out afresh from its current
values, and so has every character outside `memo.unchanging` (the fuzzer's build from scratch).
Who the character could challenge is asked separately (`challenge.can_challenge_with`): it
depends on the opposing cards.
"""

from functools import cache
from typing import NamedTuple

from . import memo
from .cards import card_db
from .challenge import attacker_facts, can_challenge_now
from .filters import matches
from .quest import can_quest
from .statics import SINGS_AS_EXTRA, static_applies_now, statics_in_play
from .stats import has_keyword, stat
from .zones import all_in_play

READ_KEYWORDS = frozenset({"reckless", "rush", "evasive"})
READ_FLAGS = frozenset({"cannot_quest", "cannot_challenge", "can_challenge_ready"})
READ_STATS = frozenset({"lore"})


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
    touched = _cards_touched(state, frozenset(card_ids)) if memo.remembering(state) else None
    if touched is None:
        return [_current_part(state, card_id) for card_id in card_ids]
    cards = state["cards"]
    return [
        _current_part(state, card_id) if card_id in touched
        else _printed_part((card := cards[card_id])["def"], card.get("dry", False))
        for card_id in card_ids
    ]  # fmt: skip


def _cards_touched(state: dict, among: frozenset[str] | None = None) -> frozenset[str] | None:
    """The cards whose own static ability, a static ability whose filter matches them, or an effect
    on just those cards could change a value the part reads; None when an effect with a selector
    or a static ability whose filter asks for a keyword could (on any character). With `among`
    (the characters the menu asks about), only those are looked at: a static ability that reaches
    none of them is passed over without asking its condition, the costly part."""
    touched = set()
    for source, controller, ability in statics_in_play(state):
        static = ability.static
        stat_name = SINGS_AS_EXTRA if static.sings_as_extra else static.stat
        if not _touches_reads(static.keyword, static.loses_keyword, static.flag, stat_name):
            continue
        to = static.to
        if to is None:  # it applies to its own card
            reached = [source] if among is None or source in among else []
        elif to.keyword is None:  # to the cards its filter matches now, condition or not (statics.static_modifiers)
            reached = [c for c in (all_in_play(state) if among is None else among) if matches(state, c, to, controller, source)]
        else:  # a filter on a keyword that other statics may give (statics._matches_with_static_keywords)
            reached = None
        if reached == [] or not static_applies_now(state, source, controller, ability):  # reaches none, or gives nothing (7.8.1.1)
            continue
        if reached is None:
            return None
        touched.update(reached)
    for effect in state["effects"]:
        modifier = effect["modifier"]
        if _touches_reads(modifier.get("keyword"), modifier.get("loses_keyword"), modifier.get("flag"), modifier.get("stat")):
            if effect["cards"] is None:  # a selector (engine.core.effects.effect_applies)
                return None
            touched.update(effect["cards"])
    return frozenset(touched)


def _touches_reads(keyword: str | None, lost: str | None, flag: str | None, stat_name: str | None) -> bool:
    return keyword in READ_KEYWORDS or lost in READ_KEYWORDS or flag in READ_FLAGS or stat_name in READ_STATS


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
