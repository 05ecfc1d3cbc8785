"""Current characteristics of cards: printed values plus modifiers in timestamp order (7.8.1.1).

Modifiers come from continuous effects in the state (engine.core.effects, see cardinfo.py) and
from static abilities of cards in play (statics.py). Values may go negative; callers clamp where
the rules say (strength in a challenge 4.3.6.13, lore 7.8.3).
"""

from engine.core.effects import apply_stat

from .cardinfo import definition, effect_modifiers
from .cards import STACKING
from .memo import remembered
from .statics import static_modifiers, static_sources


def modifiers(state: dict, card_id: str) -> list[dict]:
    return remembered(state, ("modifiers", card_id), _modifiers, state, card_id)


def _modifiers(state: dict, card_id: str) -> list[dict]:
    sources = static_sources(state)
    if not sources and not state["effects"]:
        return []
    pairs = effect_modifiers(state, card_id) + static_modifiers(state, card_id, sources)
    pairs.sort(key=lambda pair: pair[0])
    return [modifier for _, modifier in pairs]


def stat(state: dict, card_id: str, name: str, mods: list[dict] | None = None) -> int:
    """The current value; pass ``mods`` (from ``modifiers``) to read several stats of a card at once."""
    base = getattr(definition(state, card_id), name) or 0
    value = apply_stat(base, name, modifiers(state, card_id) if mods is None else mods)
    if name == "strength":
        challenge = state["data"].get("challenge")
        if challenge and challenge["attacker"] == card_id:
            value += keyword_value(state, card_id, "challenger")  # 10.3.1, from challenge step 6
    return value


def keywords(state: dict, card_id: str, mods: list[dict] | None = None) -> dict[str, int | None]:
    """Every keyword the card has now. "+N" keywords add up; others count once (10.1.1)."""
    found: dict[str, int | None] = {}

    def add(keyword: str, value: int | None) -> None:
        if keyword in STACKING and keyword in found:
            found[keyword] = (found[keyword] or 0) + (value or 0)
        elif keyword not in found:
            found[keyword] = value

    for keyword in definition(state, card_id).keywords:
        add(keyword.id, keyword.value)
    for modifier in modifiers(state, card_id) if mods is None else mods:
        if "keyword" in modifier:
            add(modifier["keyword"], modifier.get("value"))
    return found


def has_keyword(state: dict, card_id: str, keyword: str) -> bool:
    return keyword in keywords(state, card_id)


def keyword_value(state: dict, card_id: str, keyword: str) -> int:
    return keywords(state, card_id).get(keyword) or 0


def flags(state: dict, card_id: str) -> list[dict]:
    return [modifier for modifier in modifiers(state, card_id) if "flag" in modifier]


def has_flag(state: dict, card_id: str, flag: str) -> bool:
    return any(modifier["flag"] == flag for modifier in flags(state, card_id))
