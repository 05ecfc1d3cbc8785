"""The top card of a library: looked at any time, played from there (The Lunar Whale, Traveling
Chocobo: "you may play lands and cast Bird spells from the top of your library"; Bolas's Citadel:
"… If you cast a spell this way, pay life equal to its mana value rather than pay its mana
cost").

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
LIFE_OPTION = "top_life"  # "top_life:<card>": cast paying life equal to its mana value (Bolas's Citadel)


@memoized
def _statics(state: dict, player: str) -> list:
    """(ability, its permanent); one "as long as this Equipment is attached to a creature" only
    while it is (Summoning Materia)."""
    return [(a, c) for c in permanents(state, player) for a in definition(state, c).static_abilities
            if not a.while_attached or state["cards"][c].get("attached_to")]  # fmt: skip


def show_tops(ctx: Ctx) -> None:
    """Reveal the top card of each library whose owner may look at it any time (to them only)."""
    for player in ctx.seats:
        cards = ctx.zone(library(player))
        if cards and player not in ctx.card(cards[-1])["visible_to"] and any(a.look_at_top_any_time for a, _ in _statics(ctx.state, player)):
            ctx.reveal(cards[-1], to=[player])


def playable_top(state: dict, player: str, for_life: bool = False) -> str | None:
    """The top card of the player's library if an attacker of theirs this turn lets them play it,
    or a permanent of theirs lets them play such a card from there (Traveling Chocobo);
    ``for_life``: one that lets them cast it paying life rather than its mana cost (Bolas's
    Citadel)."""
    cards = state["zones"][library(player)]["cards"]
    if not cards:
        return None
    turn = state["turn"]["number"]
    statics = [(a, c) for a, c in _statics(state, player) if a.play_top_for_life == for_life]
    allowed = any(a.play_top_if_attacked and state["cards"][c].get("attacked_turn") == turn for a, c in statics)
    allowed = allowed or any(a.play_top and matches(state, a.play_top, cards[-1], player, c) for a, c in statics)
    return cards[-1] if allowed else None
