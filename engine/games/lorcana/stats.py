"""Current characteristics of cards: printed values plus modifiers in timestamp order (7.8.1.1).

Modifiers come from continuous effects in the state (engine.core.effects) and from static
abilities of cards in play. A modifier may carry `during: player`, applying only during that
player's turn ("在其下一个回合", 1.8.2). Values may go negative; callers clamp where the rules say
(strength in a challenge 4.3.6.13, lore 7.8.3).
"""

from engine.core.effects import apply_stat

from .cards import STACKING, CardDef, card_db


def definition(state: dict, card_id: str) -> CardDef:
    return card_db()[state["cards"][card_id]["def"]]


def _applies(state: dict, effect: dict, card_id: str) -> bool:
    if effect["until"] == "source_leaves" and effect["source"] not in state["cards"]:
        return False
    modifier = effect["modifier"]
    during = modifier.get("during")
    if during is not None and state["turn"].get("active") != during:
        return False
    if state["turn"].get("number", 0) <= modifier.get("after_turn", -1):
        return False
    cards = effect["cards"]
    return cards is not None and card_id in cards


def modifiers(state: dict, card_id: str) -> list[dict]:
    found = [e for e in state["effects"] if _applies(state, e, card_id)]
    found.sort(key=lambda effect: effect["ts"])
    return [effect["modifier"] for effect in found]


def stat(state: dict, card_id: str, name: str) -> int:
    card = definition(state, card_id)
    base = getattr(card, name) or 0
    value = apply_stat(base, name, modifiers(state, card_id))
    if name == "strength":
        challenge = state["data"].get("challenge")
        if challenge and challenge["attacker"] == card_id and challenge["step"] >= 6:
            value += keyword_value(state, card_id, "challenger")  # 10.3.1, from challenge step 6
    return value


def keywords(state: dict, card_id: str) -> dict[str, int | None]:
    """Every keyword the card has now. "+N" keywords add up; others count once (10.1.1)."""
    found: dict[str, int | None] = {}

    def add(keyword: str, value: int | None) -> None:
        if keyword in STACKING and keyword in found:
            found[keyword] = (found[keyword] or 0) + (value or 0)
        elif keyword not in found:
            found[keyword] = value

    for keyword in definition(state, card_id).keywords:
        add(keyword.id, keyword.value)
    for modifier in modifiers(state, card_id):
        if "keyword" in modifier:
            add(modifier["keyword"], modifier.get("value"))
    return found


def has_keyword(state: dict, card_id: str, keyword: str) -> bool:
    return keyword in keywords(state, card_id)


def keyword_value(state: dict, card_id: str, keyword: str) -> int:
    return keywords(state, card_id).get(keyword) or 0


def has_flag(state: dict, card_id: str, flag: str) -> bool:
    return any(modifier.get("flag") == flag for modifier in modifiers(state, card_id))
