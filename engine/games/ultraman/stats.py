"""Power and support power (2.0.6, 4.4.2): printed values, the weakened power in the weakened
state (5.11.3), "this turn" modifiers and continuous effects of face-up battlefield cards
(2.0.5h). Values are computed on demand, never stored."""

from engine.core.effects import apply_stat, modifiers_for

from .cards import Aura, CardDef, card_db
from .zones import battlefield


def definition(state: dict, card_id: str) -> CardDef:
    return card_db()[state["cards"][card_id]["def"]]


def is_full_power(state: dict, card_id: str) -> bool:
    """Only cards with a weakened power are ever at full power or weakened (5.11.3a)."""
    return definition(state, card_id).weakened_power is not None and not state["cards"][card_id].get("weakened")


def _aura_applies(state: dict, source: str, aura: Aura, card_id: str) -> bool:
    card = state["cards"][card_id]
    if card["zone"] != state["cards"][source]["zone"] or card.get("face_down"):
        return False  # 我方战场中: face-up cards on the same battlefield (digest A7)
    if aura.other and card_id == source:
        return False
    if aura.full_power_only and not is_full_power(state, card_id):
        return False
    keywords = definition(state, card_id).keywords
    return not aura.keywords_any or any(k in keywords for k in aura.keywords_any)


def aura_bonus(state: dict, card_id: str, stat: str) -> int:
    card = state["cards"][card_id]
    if not card["zone"].endswith(".battlefield"):
        return 0
    total = 0
    for source in battlefield(state, card["owner"]):
        if state["cards"][source].get("face_down"):
            continue  # face-down cards' effects are inactive (digest A7)
        for aura in definition(state, source).continuous:
            if aura.stat == stat and _aura_applies(state, source, aura, card_id):
                total += aura.amount
    return total


def current(state: dict, card_id: str, stat: str) -> int:
    """`stat` is "power" or "support_power"."""
    card = definition(state, card_id)
    if stat == "power":
        weakened = state["cards"][card_id].get("weakened")
        base = card.weakened_power if weakened else card.power
    else:
        base = card.support_power
    value = apply_stat(base or 0, stat, modifiers_for(state, card_id, (), None))
    return value + aura_bonus(state, card_id, stat)
