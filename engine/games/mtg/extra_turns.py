"""Extra turns (CR 500.7): "take an extra turn after this one" (Ultimecia, Omnipotent).

An extra turn is added directly after the current turn; when several were created, the most
recently created is taken first (500.7), so they wait in ``state["data"]["extra_turns"]`` as a
stack of players. A player who has left the game takes none of theirs (CR 800.4a).
"""

from __future__ import annotations

from engine.core.context import Ctx

from .multiplayer import next_player

EXTRA_TURNS = "extra_turns"


def add(ctx: Ctx, player: str) -> None:
    """``player`` takes an extra turn after this one."""
    ctx.state["data"].setdefault(EXTRA_TURNS, []).append(player)
    ctx.emit("extra_turn_added", player=player)


def next_turn_player(state: dict, active: str) -> str:
    """Who takes the next turn: the most recently created extra turn's player, else the next
    player in turn order (CR 500.7, 101.4)."""
    waiting = state["data"].get(EXTRA_TURNS, [])
    while waiting:
        player = waiting.pop()
        if player in state["seats"]:
            return player
    return next_player(state, active)
