"""Per-viewer views: what one player (or a spectator, viewer None) may see of a match.

Hidden information is decided per card instance (``visible_to``) and per zone (``show``): a card
the viewer may not see keeps its opaque id and public physical state (exerted, counters) but loses
its definition. Hidden zones (decks) show their size and only the cards the viewer knows.
Everything a game keeps outside cards and frames is public by convention.
"""

from collections.abc import Collection

from .requests import ask_for
from .snapshot import copy

# State keys that are never part of a view: the RNG would reveal future shuffles, frames may hold
# hidden choices, cards and zones and the request are shown through their redacted forms.
PRIVATE_KEYS = frozenset({"rng", "frames", "cards", "zones", "request", "ids"})


def card_view(card: dict, viewer: str | None, secret_fields: frozenset[str]) -> dict:
    visible = card["visible_to"]
    if visible == "all" or (viewer is not None and viewer in visible):
        return card
    return {k: v for k, v in card.items() if k != "def" and k not in secret_fields} | {"hidden": True}


def zone_view(state: dict, zone: dict, viewer: str | None, secret_fields: frozenset[str]) -> dict:
    cards = state["cards"]
    if zone["show"] == "hidden":
        known = []
        for position, card_id in enumerate(zone["cards"]):
            card = cards[card_id]
            visible = card["visible_to"]
            if visible == "all" or (viewer is not None and viewer in visible):
                known.append({"position": position, **card})
        return {"owner": zone["owner"], "show": "hidden", "count": len(zone["cards"]), "cards": known}
    return {
        "owner": zone["owner"],
        "show": zone["show"],
        "count": len(zone["cards"]),
        "cards": [card_view(cards[card_id], viewer, secret_fields) for card_id in zone["cards"]],
    }


def build_view(game, state: dict, viewer: str | None) -> dict:
    view = {key: value for key, value in state.items() if key not in PRIVATE_KEYS}
    view["viewer"] = viewer
    view["request"] = ask_for(state["request"], viewer)
    view.update(card_dependent_view(game, state, viewer))
    return copy(view)  # a caller editing its view must never edit the match


def card_dependent_view(
    game, state: dict, viewer: str | None, extras: bool = True, zone_names: Collection[str] | None = None
) -> dict:
    """The only parts of a view that read cards: the zones and (with ``extras``) the game's derived
    facts. The rest is copied from state keys or the request, so the fuzzer's hidden-card check
    compares just these (shared with the state: serialise them at once, never edit them). With
    ``zone_names``, only those zones: a zone's view reads no card outside it."""
    secret_fields = game.secret_card_fields
    names = state["zones"] if zone_names is None else zone_names
    zones = {name: zone_view(state, state["zones"][name], viewer, secret_fields) for name in names}
    return {"zones": zones, **game.view_extras(state, viewer)} if extras else {"zones": zones}
