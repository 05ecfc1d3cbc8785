"""Conditions of abilities: intervening "if"s (7.4.4) and the "while" of static abilities."""

from .abilities import Condition
from .filters import matches
from .teams import is_active, opponents
from .zones import all_in_play, at_location, ink_cards, zone


def holds(state: dict, condition: Condition | None, controller: str, source: str | None) -> bool:
    if condition is None:
        return True
    if condition.during_your_turn and not is_active(state, controller):
        return False
    if condition.source_exerted and not (source in state["cards"] and state["cards"][source].get("exerted")):
        return False
    if condition.source_at_location and not (source in state["cards"] and at_location(state, source)):
        return False
    if condition.you_have is not None:
        mine = [c for c in all_in_play(state) if matches(state, c, condition.you_have.mine, controller, source)]
        if len(mine) < condition.you_have_count:
            return False
    if condition.inkwell_at_least is not None and len(ink_cards(state, controller)) < condition.inkwell_at_least:
        return False
    hand = len(state["zones"][zone(controller, "hand")]["cards"])
    if condition.no_cards_in_hand and hand:
        return False
    if condition.opponent_has_more_cards_in_hand:
        others = [len(state["zones"][zone(p, "hand")]["cards"]) for p in opponents(state, controller)]
        if not any(count > hand for count in others):
            return False
    return True
