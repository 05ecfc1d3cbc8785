""""Until end of turn, you may cast a spell from among these cards" (Locke, Treasure Hunter's
Mug): the cards an ability milled (any player's, now in a graveyard, CR 400.7) may be cast this
turn with their normal timing and costs (the rulings: an alternative cost may be paid instead),
one spell in all: the permission is used once a spell becomes cast (CR 601.2i), not if the cast is
cancelled. A land card can't be cast."""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t

from .casting import begin_cast_from, can_cast_now
from .objects import definition
from .text import card_label

OPTION = "milled"  # the priority option "milled:<card>"
# state["data"][KEY]: [{"player", "cards", "turn", "key"}]; used keys in data["graveyard_casts"]
KEY = "cast_one_milled"


def allow(ctx: Ctx, player: str, cards: list[str], key: str) -> None:
    grants = [g for g in ctx.state["data"].get(KEY, []) if g["turn"] == ctx.state["turn"]["number"]]
    ctx.state["data"][KEY] = [*grants, {"player": player, "cards": cards, "turn": ctx.state["turn"]["number"], "key": key}]


def _castable(state: dict, player: str) -> dict[str, str]:
    """The cards the player may cast now this way, each with its permission's key."""
    used = state["data"].get("graveyard_casts", {})
    found = {}
    for grant in state["data"].get(KEY, []):
        if grant["player"] != player or grant["turn"] != state["turn"]["number"] or grant["key"] in used:
            continue
        for card_id in grant["cards"]:
            if card_id in state["cards"] and state["cards"][card_id]["zone"].endswith(".graveyard") and "land" not in definition(state, card_id).types:
                found[card_id] = grant["key"]
    return found


def options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    return [{"id": f"{OPTION}:{c}", "label": t("mtg.option.cast_milled", card=card_label(ctx.state, c, player))}
            for c in _castable(ctx.state, player) if can_cast_now(ctx, player, c, sorcery_timing, sources)]  # fmt: skip


def begin(ctx: Ctx, player: str, card_id: str) -> None:
    begin_cast_from(ctx, player, card_id, free=False, permitted_by=_castable(ctx.state, player)[card_id])
