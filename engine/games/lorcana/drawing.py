"""Drawing (4.2.3.1): take the top card of your own deck into hand. Drawing from an empty deck
is remembered until the next game state check, which makes that player lose (1.9.1.2)."""

from engine.core.context import Ctx

from .zones import zone


def draw(ctx: Ctx, player: str, count: int = 1) -> None:
    for _ in range(count):
        deck = ctx.zone(zone(player, "deck"))
        if not deck:
            ctx.player(player)["drew_from_empty"] = True
            continue
        ctx.move(deck[-1], zone(player, "hand"), reason="draw")  # the top of the deck is the end
