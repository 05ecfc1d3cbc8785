"""What a card is before static abilities: its definition and the stored effects on it.

Kept apart from `stats.py` so filters and conditions, which static abilities themselves use,
can read cards without going round in a circle.
"""

from engine.core.effects import effect_applies

from .cards import CARDS, card_db


def definition(state: dict, card_id: str):
    try:
        return CARDS[state["cards"][card_id]["def"]]
    except KeyError:  # the card files are not loaded yet (or the card is unknown: raises again)
        return card_db()[state["cards"][card_id]["def"]]


def effect_modifiers(state: dict, card_id: str) -> list[tuple[int, dict]]:
    """(timestamp, modifier) of the stored continuous effects on a card."""
    return [(e["ts"], e["modifier"]) for e in state["effects"] if effect_applies(state, e, card_id)]


def printed_and_effect_keywords(state: dict, card_id: str) -> set[str]:
    found = {k.id for k in definition(state, card_id).keywords}
    modifiers = [modifier for _, modifier in effect_modifiers(state, card_id)]
    found.update(modifier["keyword"] for modifier in modifiers if "keyword" in modifier)
    return found - {modifier["loses_keyword"] for modifier in modifiers if "loses_keyword" in modifier}
