"""Discarding (glossary 弃置): moving cards from a player's hand to their discard pile.

Every discard goes through `discard`, so both kinds of trigger see it: "每当你弃置一张卡时" once per
card (each card's own move event), and "每当对手弃置 1 张或数张卡时" once per discard, with how many
cards it was (the `cards_discarded` event)."""

from engine.core.context import Ctx

from .zones import zone


def discard(ctx: Ctx, player: str, cards: list[str], reason: str = "discard") -> list[str]:
    """Discard the cards from the player's hand at once; returns them as they are now (7.1.9.1)."""
    moved = [ctx.move(card_id, zone(player, "discard"), reason=reason) for card_id in list(cards)]  # not the live hand
    if moved:
        ctx.emit("cards_discarded", player=player, count=len(moved))
    return moved
