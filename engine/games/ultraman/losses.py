"""Losing (1.3): 5 or more damage cards (1.3.2a), drawing or adding energy from an empty deck
(1.3.2b, 1.3.2c); both players at once is a draw (1.3.3). Checked only at check points, never
part-way through an effect (1.3.4): after each top-level effect and after each rule step."""

from engine.core.context import Ctx

from .zones import cards_in

DAMAGE_TO_LOSE = 5  # 1.3.2a, 3.3.2


def has_lost(state: dict, player: str) -> bool:
    return state["players"][player]["deck_out"] or len(cards_in(state, player, "damage")) >= DAMAGE_TO_LOSE


def check_losses(ctx: Ctx) -> bool:
    """End the game if anyone has lost; True if it ended."""
    if ctx.state["result"] is not None:
        return True
    losers = [p for p in ctx.seats if has_lost(ctx.state, p)]
    if not losers:
        return False
    if len(losers) == len(ctx.seats):
        ctx.end_game([], "ultraman.result.draw")  # 1.3.3
    else:
        ctx.end_game([p for p in ctx.seats if p not in losers], "ultraman.result.lost")
    return True
