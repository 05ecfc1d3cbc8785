"""Conditions of effects ("如…"): counts compare inclusively, 以上/以下/大于/小于 all include
the number itself (5.9.1); keywords are matched, never names (5.6.1, 5.10.3c); the state of this
card (此牌, 5.7.1) is read where it is now."""

from .cards import Condition, card_db
from .stats import is_full_power
from .zones import cards_in, other_player, zone_kind


def holds(state: dict, condition: Condition | None, controller: str, source: str | None = None) -> bool:
    if condition is None:
        return True
    if condition.main_has_keyword is not None:
        battle = state["turn"].get("battle")
        main = battle["main"].get(controller) if battle else None
        if main is None or main not in state["cards"] or state["cards"][main].get("face_down"):
            return False
        return card_db()[state["cards"][main]["def"]].has_keyword(condition.main_has_keyword)
    if condition.zone is None:
        return source is not None and source in state["cards"] and own_state_holds(state, condition, source)
    player = controller if condition.owner == "you" else other_player(state, controller)
    count = len(cards_in(state, player, condition.zone))
    if condition.at_least is not None and count < condition.at_least:
        return False
    return condition.at_most is None or count <= condition.at_most


def own_state_holds(state: dict, condition: Condition, card_id: str) -> bool:
    """Full power and weakened exist only for cards with a weakened power (5.11.3a): a card without
    one is neither. "How it entered" is remembered on the battlefield only."""
    card = state["cards"][card_id]
    on_battlefield = zone_kind(card["zone"]) == "battlefield"
    states = {
        "full": is_full_power(state, card_id),
        "weakened": bool(card.get("weakened")),
        "face_up": not card.get("face_down"),
        "face_down": bool(card.get("face_down")),
    }
    if condition.self_state is not None and not states[condition.self_state]:
        return False
    return condition.entered is None or (on_battlefield and card.get("entered") == condition.entered)
