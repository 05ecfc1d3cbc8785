"""What a General is equipped with (502.4): the Treasures on its controller's field whose
"equipped_to" names it, their stat bonuses and the keyword talents they grant. stats.py reads
them; treasures.py equips and removes them.

A suit Treasure (套装宝物, 419, 502.2) prints its completion "n/m": its effects work once its
General has at least n Treasures of that suit (digest §12.2 item 8 reads "超过" as ≥ n; option
``suit_completion`` "more_than": more than n)."""

from .cards import card_db
from .options import option
from .zones import zone

SLOT = "treasure"  # a Treasure lies under its General, in the same slot (502.4)


def equipment(state: dict, general: str) -> list[str]:
    """The Treasures equipped to ``general``, oldest first."""
    cards = state["cards"]
    controller = cards[general].get("controller", cards[general]["owner"])
    return [c for c in state["zones"][zone(controller, "field")]["cards"] if cards[c]["slot"] == SLOT and cards[c].get("equipped_to") == general]


def working(state: dict, general: str) -> list[tuple[str, object]]:
    """(Treasure, definition) for the General's Treasures whose effects work (502.2)."""
    equipped = [(t, card_db()[state["cards"][t]["def"]]) for t in equipment(state, general)]
    pieces: dict[str, int] = {}
    for _, definition in equipped:
        if definition.suit is not None:
            pieces[definition.suit] = pieces.get(definition.suit, 0) + 1
    extra = 1 if pieces and option(state, "suit_completion") == "more_than" else 0
    return [(t, d) for t, d in equipped if d.suit is None or pieces[d.suit] >= d.completion[0] + extra]


def bonus(state: dict, general: str, stat: str, without: str | None = None) -> int:
    """What the General's Treasures add to a stat, leaving out ``without`` (418.4)."""
    return sum(getattr(d.bonus, stat) for t, d in working(state, general) if t != without)


def granted_keywords(state: dict, general: str) -> list[tuple]:
    """(keyword, the Treasure's timestamp) for the talents its working Treasures grant."""
    return [(keyword, state["cards"][t]["ts"]) for t, d in working(state, general) for keyword in d.keywords]


def wears_suit(state: dict, general: str) -> bool:
    """502.6: a General equipped with any suit Treasure loses its own text (stats.own_effects_on)."""
    return any(card_db()[state["cards"][t]["def"]].suit is not None for t in equipment(state, general))
