"""Foretell (CR 702.143). 702.143a: "Any time a player has priority during their turn, that player
may pay {2} and exile a card with foretell from their hand face down. That player may look at that
card as long as it remains in exile. They may cast it after the current turn has ended by paying
any foretell cost it has rather than its mana cost." Exiling it is a special action (CR 116.2h):
no stack, no response. Cast from exile, the card type's timing still applies (the rulings: a
foretold instant may be cast in the next player's turn) and the foretell cost is an alternative
cost (CR 118.9), so additional costs and reductions apply to it.

The face-down card is hidden information: only its owner sees what it is (CR 406.3, 702.143a);
everyone knows it is foretold and when (the card records the turn, ``foretold_turn``).
"""

from __future__ import annotations

from collections import Counter

from engine.core.context import Ctx
from engine.core.messages import t

from .casting import CANCEL, begin_cast_from, can_cast_now, pay_cost
from .mana import affordable, parse_cost
from .objects import definition
from .procs import PROCS
from .text import card_label, card_name
from .zones import EXILE, hand

OPTION = "foretell"  # the special action "foretell:<card in hand>"
CAST_OPTION = "foretold"  # the priority option "foretold:<card in exile>"
COST = "{2}"  # 702.143a


def foretell_options(state: dict, player: str, sources: list) -> list[dict]:
    """The cards of the player's hand they may foretell now: in their own turn, {2} payable."""
    if state["turn"]["active"] != player:
        return []
    cards = [c for c in state["zones"][hand(player)]["cards"] if definition(state, c).foretell]
    if not cards or not affordable(state, player, parse_cost(COST), sources=sources):  # the payment's plan costs more than the hand
        return []
    return [{"id": f"{OPTION}:{c}", "label": t("mtg.option.foretell", card=card_label(state, c, player))} for c in cards]


def cast_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The player's foretold cards they may cast now for their foretell costs: after the turn
    they were foretold in has ended (702.143a)."""
    state = ctx.state
    return [{"id": f"{CAST_OPTION}:{c}", "label": t("mtg.option.cast_foretold", card=card_label(state, c, player))}
            for c in state["zones"][EXILE]["cards"] if state["cards"][c]["owner"] == player
            and state["cards"][c].get("foretold_turn", state["turn"]["number"]) < state["turn"]["number"]
            and can_cast_now(ctx, player, c, sorcery_timing, sources, alternative="foretell")]  # fmt: skip


def begin_foretell(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("mtg.foretell", player=player, card=card_id, object=card_id, tapped=[], pool_before=dict(ctx.player(player)["pool"]))


def begin_cast_foretold(ctx: Ctx, player: str, card_id: str) -> None:
    begin_cast_from(ctx, player, card_id, free=False, alternative="foretell")


@PROCS.proc("mtg.foretell")
def foretell(ctx: Ctx, frame: dict) -> None:
    """Pay {2} (the player's mana abilities first, CR 601.2g–h by 116.2h's cost), then exile the card
    face down; only its owner may look at it."""
    player, card_id = frame["player"], frame["card"]
    result = pay_cost(ctx, frame, player, Counter(parse_cost(COST)), None, card_name(ctx.card(card_id)["def"]), None)
    if result is None:
        return
    ctx.pop(frame)
    if result == CANCEL:  # nothing happened (CR 728.1)
        for source in frame["tapped"]:
            if source in ctx.state["cards"]:
                ctx.card(source).pop("tapped", None)
        ctx.player(player)["pool"] = frame["pool_before"]
        return
    exiled = ctx.move(card_id, EXILE, face_down=True, reason="foretold")
    ctx.reveal(exiled, to=[player])
    ctx.card(exiled)["foretold_turn"] = ctx.state["turn"]["number"]
    ctx.emit("foretold", player=player, card=exiled)
