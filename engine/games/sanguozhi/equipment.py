"""What a General is equipped with (502.4): the Treasures on its controller's field whose
"equipped_to" names it, their stat bonuses and the keyword talents they grant. stats.py reads
them; treasures.py equips and removes them."""

from .cards import card_db
from .zones import field_cards

SLOT = "treasure"  # a Treasure lies under its General, in the same slot (502.4)


def equipment(state: dict, general: str) -> list[str]:
    """The Treasures equipped to ``general``, oldest first."""
    controller = state["cards"][general].get("controller", state["cards"][general]["owner"])
    return [c for c in field_cards(state, controller, SLOT) if state["cards"][c].get("equipped_to") == general]


def bonus(state: dict, general: str, stat: str, without: str | None = None) -> int:
    """What the General's Treasures add to a stat, leaving out ``without`` (418.4)."""
    return sum(getattr(card_db()[state["cards"][t]["def"]].bonus, stat) for t in equipment(state, general) if t != without)


def granted_keywords(state: dict, general: str) -> list:
    return [keyword for t in equipment(state, general) for keyword in card_db()[state["cards"][t]["def"]].keywords]
