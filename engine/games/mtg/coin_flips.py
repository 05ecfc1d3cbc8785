"""Flipping a coin (CR 705): each flip is won or lost with equal chances, from the game's random
numbers (the call a player would make changes nothing, CR 705.2). "The first time you flip one or
more coins each turn, those coins come up heads and you win those flips" (Edgar, King of Figaro's
Two-Headed Coin): the turn's first flip of a player who controls such a permanent is won without
a random number. A won flip triggers "whenever you win a coin flip" (Setzer, Wandering Gambler).
``state["data"]["coin_flips"]``: the turn and the players who flipped in it.
"""

from __future__ import annotations

from engine.core import rng
from engine.core.context import Ctx

from . import triggers
from .objects import definition
from .zones import permanents

FLIPS = "coin_flips"


def flip(ctx: Ctx, player: str) -> bool:
    """``player`` flips a coin; whether they win the flip."""
    state = ctx.state
    record = state["data"].get(FLIPS, {})
    if record.get("turn") != state["turn"]["number"]:
        record = state["data"][FLIPS] = {"turn": state["turn"]["number"], "players": []}
    first = player not in record["players"]
    if first:
        record["players"].append(player)
    if first and any(a.wins_first_coin_flips for c in permanents(state, player) for a in definition(state, c).static_abilities):
        won = True
    else:
        won = rng.randint(state["rng"], 0, 1) == 1
    ctx.emit("coin_flipped", player=player, won=won)
    if won:
        triggers.coin_flip_won(ctx, player)
    return won
