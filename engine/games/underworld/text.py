"""Chinese names of cards, objects and zones as players read them in prompts and the log.

A label is written for one reader: a hidden agent is named only to a player who may look at it
(G:暗藏者 p1); everyone else reads "暗藏者" and its region.
"""

from engine.core.messages import t

from . import messages  # noqa: F401  (registers the catalog)
from .cards import card
from .zones import region_in, slot_of, zone_kind, zone_owner


def card_name(definition: str) -> str:
    return card(definition).name


def card_label(state: dict, card_id: str, reader: str | None = None) -> str:
    card = state["cards"][card_id]
    visible = card["visible_to"]
    if visible != "all" and (reader is None or reader not in visible):
        slot = slot_of(state, card_id)
        return t("underworld.label.hidden_agent", slot=slot) if slot else t("narrate.hidden_card")
    name = card_name(card["def"])
    slot = slot_of(state, card_id)
    if card.get("face_down"):
        return t("underworld.label.own_hidden_agent", card=name, slot=slot)
    if slot and not card["zone"].startswith("slot"):
        return t("underworld.label.in_region", card=name, slot=slot)
    return name


def region_label(state: dict, slot: int) -> str:
    region = region_in(state, slot)
    return t("underworld.label.region", slot=slot, card=card_name(state["cards"][region]["def"]) if region else "—")


def object_label(state: dict, object_id: str, reader: str | None) -> str:
    """A target option: a card, a region slot ("slot2") or a player."""
    if object_id.startswith("slot"):
        return region_label(state, int(object_id[4:]))
    if object_id in state["players"]:
        return t("underworld.label.player", player=object_id)
    return card_label(state, object_id, reader)


def zone_label(zone_name: str, names: dict[str, str]) -> str:
    owner = zone_owner(zone_name)
    kind = zone_kind(zone_name)
    if owner is None:
        slot = zone_name[-1] if zone_name[-1].isdigit() else ""
        return t(f"underworld.zone.{kind}", slot=slot)
    return t(f"underworld.zone.{kind}", player=names.get(owner, owner))
