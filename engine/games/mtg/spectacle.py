"""Spectacle (CR 702.137). 702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay
this spell's mana cost" if an opponent lost life this turn: an alternative cost (CR 118.9), with
the spell's normal timing (the rulings). An opponent who lost life and then gained it, or left the
game, still counts (the rulings: it is about losing life this turn)."""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t

from .casting import begin_cast_from, can_cast_now
from .objects import LIFE_LOST, definition, lost_life_this_turn
from .text import card_label
from .zones import hand

OPTION = "spectacle"  # the priority option "spectacle:<card in hand>"


def an_opponent_lost_life(state: dict, player: str) -> bool:
    return any(lost_life_this_turn(state, p) for p in state["data"].get(LIFE_LOST, {}) if p not in ("turn", player))


def spectacle_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards of the player's hand they may cast now for their spectacle costs."""
    state = ctx.state
    if not an_opponent_lost_life(state, player):
        return []
    return [{"id": f"{OPTION}:{c}", "label": t("mtg.option.spectacle", card=card_label(state, c, player))}
            for c in state["zones"][hand(player)]["cards"]
            if definition(state, c).spectacle and can_cast_now(ctx, player, c, sorcery_timing, sources, alternative="spectacle")]  # fmt: skip


def begin_spectacle_cast(ctx: Ctx, player: str, card_id: str) -> None:
    begin_cast_from(ctx, player, card_id, free=False, alternative="spectacle")
