"""Playing exiled cards without paying their mana costs until end of turn (Triple Triad).

"Each player exiles the top card of their library. Until end of turn, you may play the card you
own exiled this way and each other card exiled this way with lesser mana value than it without
paying their mana costs." The permission is remembered in the state for this turn; the player
plays such a card at priority with the normal timing (a land: in their main phase with an empty
stack and a land play left, CR 305.1–305.2; a spell: by its card type, CR 307.1) and casts it for
its additional costs only, X being 0 (CR 118.9). A card that has left exile is a new object and
can no longer be played this way (CR 400.7).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t

from .cards import card
from .zones import EXILE, library

KEY = "play_free"  # state["data"][KEY]: [{"player", "turn", "cards"}]
OPTION = "free"  # the priority option "free:<card>"


def exile_top_of_each_library(ctx: Ctx, controller: str) -> None:
    """Each player exiles their top card; the controller may play their own and each other one
    with lesser mana value (a card of no mana cost has mana value 0, CR 202.3a) this turn."""
    exiled = {}
    for player in ctx.seats:
        cards = ctx.zone(library(player))
        if cards:
            exiled[player] = ctx.move(cards[-1], EXILE, reason="exiled")
    own = exiled.get(controller)
    if own is None:  # nothing exiled of theirs: nothing has "lesser mana value than it"
        return
    value = card(ctx.card(own)["def"]).mana_value
    allowed = [own] + [c for p, c in exiled.items() if p != controller and card(ctx.card(c)["def"]).mana_value < value]
    turn = ctx.state["turn"]["number"]
    kept = [g for g in ctx.state["data"].get(KEY, []) if g["turn"] == turn]
    ctx.state["data"][KEY] = [*kept, {"player": controller, "turn": turn, "cards": allowed}]


def playable(state: dict, player: str) -> list[str]:
    """The exiled cards the player may play free this turn (still in exile)."""
    turn = state["turn"]["number"]
    return [c for g in state["data"].get(KEY, []) if g["player"] == player and g["turn"] == turn
            for c in g["cards"] if c in state["cards"] and state["cards"][c]["zone"] == EXILE]  # fmt: skip


def option_label(card_label: str) -> str:
    return t("mtg.option.play_free", card=card_label)
