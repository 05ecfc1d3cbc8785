"""Card filters (`abilities.Filter`) matched against cards in play, relative to a controller."""

from engine.core.context import counter_of

from .abilities import Filter
from .cardinfo import definition, printed_and_effect_keywords
from .teams import are_opponents
from .this_turn import was_challenged
from .zones import at_location, zone_owner


def matches(state: dict, card_id: str, flt: Filter, controller: str, source: str | None) -> bool:
    if flt.limit is not None:  # its bound is read as a step resolves (limits.bounded), not here
        raise ValueError("a filter with a limit must be bounded before matching")
    card = definition(state, card_id)
    owner = zone_owner(state["cards"][card_id]["zone"])
    if flt.owner == "you" and owner != controller:
        return False
    if flt.owner == "opponent" and not are_opponents(state, controller, owner):  # teammates are not (1.4.2)
        return False
    if flt.other and card_id == source:
        return False
    kind = flt.type
    if kind == "character_or_item" and card.type not in ("character", "item"):
        return False
    if kind == "song" and not card.song:
        return False
    if kind not in (None, "character_or_item", "song") and card.type != kind:
        return False
    if flt.name is not None and flt.name not in card.names:
        return False
    if flt.classification is not None and flt.classification not in card.classifications:
        return False
    if flt.not_type is not None and card.type == flt.not_type:
        return False
    if flt.one_of_types and card.type not in flt.one_of_types:
        return False
    if flt.one_of_classifications and not set(flt.one_of_classifications) & set(card.classifications):
        return False
    if flt.one_of_names and not set(flt.one_of_names) & set(card.names):
        return False
    if flt.max_cost is not None and card.cost > flt.max_cost:
        return False
    if flt.damaged is not None and (counter_of(state["cards"][card_id], "damage") > 0) != flt.damaged:
        return False
    # Keywords granted by static abilities are not seen here, so a static that grants to
    # "characters with X" cannot feed on itself.
    if flt.keyword is not None and flt.keyword not in printed_and_effect_keywords(state, card_id):
        return False
    if flt.max_strength is not None or flt.min_strength is not None:
        # stats reads static abilities, whose filters come here
        from .stats import strength_read_by_abilities

        strength = strength_read_by_abilities(state, card_id)
        if flt.max_strength is not None and strength > flt.max_strength:
            return False
        if flt.min_strength is not None and strength < flt.min_strength:
            return False
    if flt.at_location is not None and (at_location(state, card_id) is not None) != flt.at_location:
        return False
    if flt.here and (source is None or at_location(state, card_id) != source):
        return False
    if flt.same_location and not _with_the_source(state, card_id, source):
        return False
    if flt.challenged_this_turn is not None and was_challenged(state, card_id) != flt.challenged_this_turn:
        return False
    if flt.shifted is not None and bool(state["cards"][card_id].get("beneath")) != flt.shifted:
        return False
    return flt.exerted is None or bool(state["cards"][card_id].get("exerted")) == flt.exerted


def _with_the_source(state: dict, card_id: str, source: str | None) -> bool:
    """At the location the source character is at ("在该处的")."""
    where = at_location(state, source) if source in state["cards"] else None
    return where is not None and at_location(state, card_id) == where
