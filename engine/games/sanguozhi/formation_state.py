"""Which Generals are in a player's Formation (阵型中的将领, 503.2a) and its N (503.5).

A formed Formation is the face-up card in its controller's Formation slot (at most one, 503.2c);
face-down ones wait under it. It lists its members by id: a member that leaves the field, or
stops being a face-up Lieutenant, is no longer counted. stats.py, combat.py and formations.py
read this module.
"""

import re

from .zones import field_cards

SLOT = "formation"


def formed(state: dict, player: str) -> str | None:
    return next((c for c in field_cards(state, player, SLOT) if not state["cards"][c].get("face_down")), None)


def members(state: dict, formation: str) -> list[str]:
    card = state["cards"][formation]
    field = f"{card['owner']}.field"
    return [m for m in card.get("members", []) if m in state["cards"] and state["cards"][m]["zone"] == field
            and state["cards"][m].get("slot") == "lieutenant" and not state["cards"][m].get("face_down")]  # fmt: skip


def in_formation(state: dict, card_id: str) -> bool:
    """503.5: a member cannot fight on its own."""
    card = state["cards"][card_id]
    formation = formed(state, card.get("controller", card["owner"]))
    return formation is not None and card_id in members(state, formation)


def formula_value(formula: str, n: int) -> int:
    """503.7c: substitute N ("2N+1" with N = 3 is 7)."""
    factor, constant = re.fullmatch(r"(\d*N)?([+-]?\d+)?", formula).groups()
    value = int(constant or 0)
    if factor:
        value += int(factor[:-1] or 1) * n
    return value
