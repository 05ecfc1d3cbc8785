"""Chinese names of cards, players and zones as players read them in prompts and the log."""

from functools import cache

from engine.core.messages import t

from . import messages  # noqa: F401  (registers the catalog)
from .cards import card_db
from .zones import zone_kind, zone_owner


@cache
def fixed_text(key: str) -> str:
    """A message without parameters (prompts and labels asked over and over), formatted once."""
    return t(key)


def card_name(definition: str) -> str:
    return card_db()[definition].full_name


def card_label(state: dict, card_id: str) -> str:
    return card_name(state["cards"][card_id]["def"])


def zone_label(zone_name: str, names: dict[str, str]) -> str:
    owner = zone_owner(zone_name)
    return t(f"lorcana.zone.{zone_kind(zone_name)}", player=names.get(owner, owner))
