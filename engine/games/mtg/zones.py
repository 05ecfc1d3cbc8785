"""The zones of a game of Magic (CR 400.1): each player's library (hidden, 401), hand (its owner
sees it, 402) and graveyard (public, 404); the shared battlefield (403), stack (405) and exile
(406). A player's zone is named "<player>.<kind>" like every game of the engine."""

from engine.core.effects import SOURCE_LEAVES
from engine.core.zone_names import zone, zone_kind

from .memo import memoized

PLAYER_ZONES = {"library": "hidden", "hand": "owner", "graveyard": "public"}
BATTLEFIELD = "battlefield"
STACK = "stack"
EXILE = "exile"
SHARED_ZONES = (BATTLEFIELD, STACK, EXILE)


def library(player: str) -> str:
    return zone(player, "library")


def hand(player: str) -> str:
    return zone(player, "hand")


def graveyard(player: str) -> str:
    return zone(player, "graveyard")


def kind_of(zone_name: str) -> str:
    return zone_kind(zone_name) if "." in zone_name else zone_name


def controller_of(state: dict, card_id: str) -> str:
    """CR 108.4: a permanent's controller; an object's owner controls it unless an effect says
    otherwise (the card record holds "controller" only when they differ). Control-changing
    effects apply in layer 2 (CR 613.1b), the latest timestamp last (CR 613.7); effects are kept
    oldest first."""
    card = state["cards"][card_id]
    controller = card.get("controller", card["owner"])
    for effect in state["effects"]:
        gone = effect["until"] == SOURCE_LEAVES and effect["source"] not in state["cards"]  # "for as long as you control [it]" (CR 611.2b)
        if "control" in effect["modifier"] and card_id in (effect["cards"] or ()) and not gone:
            controller = effect["modifier"]["control"]
    return controller


@memoized
def permanents(state: dict, controller: str | None = None) -> list[str]:
    cards = state["zones"][BATTLEFIELD]["cards"]
    if controller is None:
        return list(cards)
    if any("control" in effect["modifier"] for effect in state["effects"]):
        return [c for c in cards if controller_of(state, c) == controller]
    # no control-changing effect (the usual case, asked for every menu): the record says it
    records = state["cards"]
    return [c for c in cards if records[c].get("controller", records[c]["owner"]) == controller]

