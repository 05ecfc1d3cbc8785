"""Losing (1.3): 5 or more damage cards (1.3.2a), drawing or adding energy from an empty deck
(1.3.2b, 1.3.2c), the opponent's card effect making them win (1.3.2d); both players at once is
a draw (1.3.3). Checked only at check points, never
part-way through an effect (1.3.4): after each top-level effect and after each rule step."""

from engine.core.context import Ctx

from .zones import cards_in

DAMAGE_TO_LOSE = 5  # 1.3.2a, 3.3.2


def loss_cause(state: dict, player: str) -> str | None:
    """Why the player has lost, as the result's catalog key (1.3.2d: the other player's card effect
    made them win, digest A29; 1.3.2b-c: an empty deck; 1.3.2a: damage), or None."""
    if any(state["players"][p].get("won_by_effect") for p in state["seats"] if p != player):
        return "ultraman.result.effect"
    if state["players"][player]["deck_out"]:
        return "ultraman.result.deck_out"
    if len(cards_in(state, player, "damage")) >= DAMAGE_TO_LOSE:
        return "ultraman.result.damage"
    return None


def check_losses(ctx: Ctx) -> bool:
    """End the game if anyone has lost; True if it ended. The result names the loser's cause."""
    if ctx.state["result"] is not None:
        return True
    causes = {p: cause for p in ctx.seats if (cause := loss_cause(ctx.state, p)) is not None}
    if not causes:
        return False
    if len(causes) == len(ctx.seats):
        ctx.end_game([], "ultraman.result.draw")  # 1.3.3
    else:
        [cause] = set(causes.values())  # two seats: one loser
        ctx.end_game([p for p in ctx.seats if p not in causes], cause)
    return True
