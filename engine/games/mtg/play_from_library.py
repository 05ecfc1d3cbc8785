"""The top card of a library: looked at any time, played from there (The Lunar Whale, Traveling
Chocobo: "you may play lands and cast Bird spells from the top of your library").

"You may look at the top card of your library any time": the owner sees it (it is revealed to
them before anyone gets priority, whenever it is a new card). "As long as The Lunar Whale
attacked this turn, you may play the top card of your library": at priority, with the normal
timing and costs (a land also needs a land play left, CR 305.2).
"""

from __future__ import annotations

from engine.core.context import Ctx

from .memo import memoized
from .objects import definition, matches
from .zones import library, permanents

OPTION = "top"  # the priority option "top:<card>"


@memoized
def _statics(state: dict, player: str) -> list:
    return [(a, c) for c in permanents(state, player) for a in definition(state, c).static_abilities]


def show_tops(ctx: Ctx) -> None:
    """Reveal the top card of each library whose owner may look at it any time (to them only)."""
    for player in ctx.seats:
        cards = ctx.zone(library(player))
        if cards and player not in ctx.card(cards[-1])["visible_to"] and any(a.look_at_top_any_time for a, _ in _statics(ctx.state, player)):
            ctx.reveal(cards[-1], to=[player])


def playable_top(state: dict, player: str) -> str | None:
    """The top card of the player's library if an attacker of theirs this turn lets them play it,
    or a permanent of theirs lets them play such a card from there (Traveling Chocobo)."""
    cards = state["zones"][library(player)]["cards"]
    if not cards:
        return None
    turn = state["turn"]["number"]
    statics = _statics(state, player)
    allowed = any(a.play_top_if_attacked and state["cards"][c].get("attacked_turn") == turn for a, c in statics)
    allowed = allowed or any(a.play_top and matches(state, a.play_top, cards[-1], player, c) for a, c in statics)
    return cards[-1] if allowed else None
