"""Zone names (§8). Every player has a deck, hand, play area, inkwell and discard pile; the cards
beneath a Shift stack live in their own public zone so every card stays in exactly one zone."""

from engine.core.zone_names import zone as zone
from engine.core.zone_names import zone_kind as zone_kind
from engine.core.zone_names import zone_owner as zone_owner

ZONE_KINDS = ("deck", "hand", "play", "inkwell", "discard", "beneath", "resolving", "out")
# 8.2.2 deck hidden from all; 8.3.2 hand private to its owner; 8.4.3, 8.6.3 public zones;
# the inkwell is a public zone of face-down cards (8.5.3), hidden through the cards themselves;
# an action being played waits in "resolving": revealed, not yet in the discard (4.3.4.8);
# "out" holds the cards of a player who left the game (1.10.2.3).
ZONE_SHOW = {"deck": "hidden", "hand": "owner", "play": "public", "inkwell": "public", "discard": "public", "beneath": "public", "resolving": "public", "out": "public"}


# The helpers below are on every hot path: they spell zone names out instead of calling `zone`.
def in_play(state: dict, player: str) -> list[str]:
    return state["zones"][f"{player}.play"]["cards"]


def all_in_play(state: dict) -> list[str]:
    """Every card in play, players in seat order (turn order for simultaneous events)."""
    zones, found = state["zones"], []
    for player in state["seats"]:
        found.extend(zones[f"{player}.play"]["cards"])
    return found


def ink_cards(state: dict, player: str) -> list[str]:
    return state["zones"][f"{player}.inkwell"]["cards"]


def at_location(state: dict, card_id: str) -> str | None:
    """The location a character is at (4.3.7), if that location is still in play."""
    location = state["cards"][card_id].get("at_location")
    return location if location in state["cards"] else None
