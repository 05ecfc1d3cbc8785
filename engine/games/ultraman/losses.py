"""Losing (1.3): 5 or more damage cards (1.3.2a), drawing or adding energy from an empty deck
(1.3.2b, 1.3.2c), the opponent's card effect making them win (1.3.2d); both players at once is
a draw (1.3.3). Checked only at check points, never
part-way through an effect (1.3.4): after each top-level effect and after each rule step."""

from engine.core.context import Ctx

from .zones import cards_in

DAMAGE_TO_LOSE = 5  # 1.3.2a, 3.3.2


def has_lost(state: dict, player: str) -> bool:
    """1.3.2a-c, and 1.3.2d: the other player's card effect made them win (digest A29)."""
    opponent_won = any(state["players"][p].get("won_by_effect") for p in state["seats"] if p != player)
    return state["players"][player]["deck_out"] or opponent_won or \
        len(cards_in(state, player, "damage")) >= DAMAGE_TO_LOSE  # fmt: skip


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
