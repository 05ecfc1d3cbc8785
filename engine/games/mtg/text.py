"""Chinese names and labels players read: card names (English and Chinese where both exist),
option labels for cards and players, zone names."""

from __future__ import annotations

from functools import cache

from engine.core.messages import t
from engine.core.zone_names import zone_owner

from .cards import COPY, FACE_SUFFIX, card, card_db, token_db
from .zones import kind_of

# Designations whose inherent triggered abilities have no source (CR 724.2, the monarch): the
# stack and the log name the designation where they would name a card.
DESIGNATIONS = {"monarch": "mtg.designation.monarch"}


@cache  # every permanent of every view, every option's label; forgotten when the cards are reloaded
def card_name(definition_id: str) -> str:
    """A card's, a face's (a transformed permanent's back face, CR 712.8d; an Adventure), a copy's,
    a token's or a designation's name; an unknown id names itself."""
    if definition_id in DESIGNATIONS:
        return t(DESIGNATIONS[definition_id])
    found = card_db().get(definition_id) or token_db().get(definition_id)
    if found is None and (COPY in definition_id or FACE_SUFFIX.search(definition_id)):
        found = card(definition_id)
    return found.display_name() if found else definition_id


def card_label(state: dict, card_id: str, viewer: str) -> str:
    """A card in an option: its name, and for a permanent whose controller is not the asked
    player, whose it is."""
    record = state["cards"][card_id]
    name = card_name(record["def"])
    controller = record.get("controller", record["owner"])
    if record["zone"] == "battlefield" and controller != viewer:
        return t("mtg.label.opponents", card=name)
    return name


def player_label(player: str, viewer: str) -> str:
    return t("mtg.label.you") if player == viewer else t("mtg.label.opponent")


def target_label(state: dict, target: dict, viewer: str) -> str:
    """A chosen target as the player reads it; one that no longer exists (a token that ceased to
    exist, CR 111.7; an ability that left the stack) as such: a copy keeps it (CR 707.10c)."""
    if "player" in target:
        return player_label(target["player"], viewer)
    if "object" in target:  # an ability on the stack (public, CR 405.1)
        obj = next((o for o in state["stack"] if o["id"] == target["object"]), None)
        return t("mtg.label.stack_ability", card=card_name(obj.get("def") or obj["data"]["definition"])) if obj else t("mtg.label.gone_target")
    return card_label(state, target["card"], viewer) if target["card"] in state["cards"] else t("mtg.label.gone_target")


ZONE_WORDS = {"library": "mtg.zone.library", "hand": "mtg.zone.hand", "graveyard": "mtg.zone.graveyard",
              "battlefield": "mtg.zone.battlefield", "stack": "mtg.zone.stack", "exile": "mtg.zone.exile",
              "command": "mtg.zone.command", "left": "mtg.zone.left"}  # fmt: skip


def zone_label(zone_name: str, names: dict[str, str]) -> str:
    word = t(ZONE_WORDS[kind_of(zone_name)])
    if "." in zone_name:
        owner = zone_owner(zone_name)
        return t("mtg.zone.owned", player=names.get(owner, owner), zone=word)
    return word


def is_land(definition_id: str) -> bool:
    return "land" in card(definition_id).types
