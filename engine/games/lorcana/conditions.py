"""Conditions of abilities: intervening "if"s (7.4.4) and the "while" of static abilities."""

from engine.core.context import counter_of

from .abilities import Condition, Filter
from .cardinfo import definition
from .filters import matches
from .teams import is_active, opponents
from .this_turn import another_quested, opposing_character_banished_in_challenge, played_holds
from .zones import all_in_play, at_location, ink_cards, zone


def holds(state: dict, condition: Condition | None, controller: str, source: str | None) -> bool:
    if condition is None:
        return True
    if condition.during_your_turn and not is_active(state, controller):
        return False
    if condition.source_exerted and not (source in state["cards"] and state["cards"][source].get("exerted")):
        return False
    if condition.source_damaged is not None:
        damaged = source in state["cards"] and counter_of(state["cards"][source], "damage") > 0
        if damaged != condition.source_damaged:
            return False
    if condition.source_at_location and not (source in state["cards"] and at_location(state, source)):
        return False
    if condition.source_not_at_location and (source not in state["cards"] or at_location(state, source)):
        return False
    if condition.source_shifted and not (source in state["cards"] and state["cards"][source].get("beneath")):
        return False
    if condition.source_challenged and (state["data"].get("challenge") or {}).get("defender") != source:
        return False
    if condition.you_have is not None:
        mine = [c for c in all_in_play(state) if matches(state, c, condition.you_have.mine, controller, source)]
        if len(mine) < condition.you_have_count:
            return False
    if condition.you_have_also is not None and not any(
        matches(state, c, condition.you_have_also.mine, controller, source) for c in all_in_play(state)
    ):
        return False
    if condition.source_strength_at_least is not None:
        # stats reads static abilities, whose conditions come here
        from .stats import strength_read_by_abilities

        strength = strength_read_by_abilities(state, source) if source in state["cards"] else None
        if strength is None or strength < condition.source_strength_at_least:
            return False
    if condition.you_have_none is not None and any(
        matches(state, c, condition.you_have_none.mine, controller, source) for c in all_in_play(state)
    ):
        return False
    if condition.opponent_has is not None and not any(
        matches(state, c, condition.opponent_has.model_copy(update={"owner": "opponent"}), controller, source)
        for c in all_in_play(state)
    ):
        return False
    if condition.more_than_each_opponent is not None and not _more_than_each_opponent(
        state, condition.more_than_each_opponent, controller
    ):
        return False
    if condition.strongest_character and not _has_strongest_character(state, controller):
        return False
    if condition.anyone_has is not None and not any(
        matches(state, c, condition.anyone_has, controller, source) for c in all_in_play(state)
    ):
        return False
    if condition.inkwell_at_least is not None and len(ink_cards(state, controller)) < condition.inkwell_at_least:
        return False
    hand = len(state["zones"][zone(controller, "hand")]["cards"])
    if condition.no_cards_in_hand and hand:
        return False
    if condition.an_opponent_has_no_cards_in_hand and not any(
        not state["zones"][zone(p, "hand")]["cards"] for p in opponents(state, controller)
    ):
        return False
    if condition.opponent_has_more_ink and not any(
        len(ink_cards(state, p)) > len(ink_cards(state, controller)) for p in opponents(state, controller)
    ):
        return False
    if condition.opponent_has_more_cards_in_hand:
        others = [len(state["zones"][zone(p, "hand")]["cards"]) for p in opponents(state, controller)]
        if not any(count > hand for count in others):
            return False
    if condition.you_played_this_turn is not None and not played_holds(state, condition.you_played_this_turn, controller):
        return False
    if condition.opposing_character_banished_in_challenge_this_turn and not opposing_character_banished_in_challenge(
        state, controller
    ):
        return False
    return not (condition.no_other_quested_this_turn and another_quested(state, source))


def _more_than_each_opponent(state: dict, flt: Filter, controller: str) -> bool:
    """More of your cards in play match than any one opponent's (a tie is not more)."""

    def count(player: str) -> int:
        return sum(1 for c in state["zones"][zone(player, "play")]["cards"] if matches(state, c, flt, player, None))

    mine = count(controller)
    return all(mine > count(p) for p in opponents(state, controller))


def _has_strongest_character(state: dict, controller: str) -> bool:
    """One of your characters has more strength than every opposing character (none counts as
    beaten); current strength (7.8.1.1)."""
    from .stats import strength_read_by_abilities  # stats reads static abilities, whose conditions come here

    def strengths(players) -> list[int]:
        return [strength_read_by_abilities(state, c) for p in players for c in state["zones"][zone(p, "play")]["cards"]
                if definition(state, c).type == "character"]  # fmt: skip

    mine, theirs = strengths([controller]), strengths(opponents(state, controller))
    return bool(mine) and max(mine) > max(theirs, default=-1_000)
