"""Conditions of effects ("如…"): counts compare inclusively, 以上/以下/大于/小于 all include
the number itself (5.9.1); keywords are matched, never names (5.6.1, 5.10.3c)."""

from .cards import Condition, card_db
from .zones import cards_in, other_player


def holds(state: dict, condition: Condition | None, controller: str) -> bool:
    if condition is None:
        return True
    if condition.main_has_keyword is not None:
        battle = state["turn"].get("battle")
        main = battle["main"].get(controller) if battle else None
        if main is None or main not in state["cards"] or state["cards"][main].get("face_down"):
            return False
        return card_db()[state["cards"][main]["def"]].has_keyword(condition.main_has_keyword)
    player = controller if condition.owner == "you" else other_player(state, controller)
    count = len(cards_in(state, player, condition.zone))
    if condition.at_least is not None and count < condition.at_least:
        return False
    return condition.at_most is None or count <= condition.at_most
