"""Cards divided by players' picks. Memories Returning, revealed cards in turns: "Reveal the top
five cards of your library. Put one of them into your hand. Then choose an opponent. They put one
on the bottom of your library. Then you put one into your hand. Then they put one on the bottom of
your library. Put the other into your hand." Coin of Fate, the cards its cost exiled: "An opponent
chooses one of the exiled cards. You put that card on the bottom of your library and return the
other to the battlefield tapped."

The cards are revealed to every player (CR 701.20a), so each pick is public. The opponent is
chosen by the controller as the step happens, not targeted (with one opponent, that one). Each
pick is one request to the player who picks; the progress is kept in the step's scratch, so a
pick already made is not asked again.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import OpponentSplitsCostExiled, RevealTopDivide
from .permanents import enter_battlefield
from .targets import opponents
from .text import card_label, card_name, player_label
from .zones import EXILE, hand, library


def resolve_step(ctx: Ctx, frame: dict, obj: dict, step: RevealTopDivide) -> bool:
    """False while waiting for a choice."""
    player = obj["controller"]
    scratch = frame.setdefault("scratch", {})
    if "revealed" not in scratch:
        scratch["revealed"] = list(reversed(ctx.zone(library(player))[-step.amount :]))
        for card_id in scratch["revealed"]:
            ctx.reveal(card_id)
        ctx.emit("cards_revealed", player=player, definitions=[ctx.card(c)["def"] for c in scratch["revealed"]])
        scratch["picked"] = 0
    while scratch["picked"] < len(step.picks):
        left = [c for c in scratch["revealed"] if ctx.state["cards"].get(c, {}).get("zone") == library(player)]
        pick = step.picks[scratch["picked"]]
        if pick == "opponent_bottom" and "opponent" not in scratch and not _choose_opponent(ctx, frame, obj, scratch):
            return False
        picker = player if pick == "you_hand" else scratch["opponent"]
        if left and picker is not None:
            options = [{"id": c, "label": card_label(ctx.state, c, picker)} for c in left]
            ask = make_ask(t(f"mtg.prompt.divide_{pick}", card=card_name(obj["def"])), options)
            choice = ctx.choose(frame, picker, "choose_cards", f"divide:{obj['id']}:{frame['index']}:{scratch['picked']}", ask)
            if choice is None:
                return False
            if pick == "you_hand":
                ctx.move(choice[0], hand(player), reason="revealed")
            else:
                ctx.move(choice[0], library(player), position=0, reason="to_bottom")
        scratch["picked"] += 1
    for card_id in [c for c in scratch["revealed"] if ctx.state["cards"].get(c, {}).get("zone") == library(player)]:
        ctx.move(card_id, hand(player), reason="revealed")  # "put the other into your hand"
    return True


def split_cost_exiled(ctx: Ctx, frame: dict, obj: dict, step: OpponentSplitsCostExiled) -> bool:
    """The cards the ability's cost exiled that are still in exile (CR 400.7): the chosen opponent
    picks one for the bottom of the controller's library, the other returns to the battlefield
    tapped under the controller's control. False while waiting."""
    player = obj["controller"]
    scratch = frame.setdefault("scratch", {})
    exiled = [c for c in obj.get("cost_exiled", []) if ctx.state["cards"].get(c, {}).get("zone") == EXILE]
    if "opponent" not in scratch and not _choose_opponent(ctx, frame, obj, scratch):
        return False
    bottom = exiled[:1] if len(exiled) == 1 else []
    if len(exiled) > 1 and scratch["opponent"] is not None:
        options = [{"id": c, "label": card_label(ctx.state, c, scratch["opponent"])} for c in exiled]
        ask = make_ask(t("mtg.prompt.split_exiled", card=card_name(obj["def"])), options)
        bottom = ctx.choose(frame, scratch["opponent"], "choose_cards", f"split:{obj['id']}:{frame['index']}", ask)
        if bottom is None:
            return False
    for card_id in bottom:
        ctx.move(card_id, library(player), position=0, reason="to_bottom")
    for card_id in [c for c in exiled if c not in bottom]:
        enter_battlefield(ctx, card_id, player, tapped=True, reason="returned")
    return True


def _choose_opponent(ctx: Ctx, frame: dict, obj: dict, scratch: dict) -> bool:
    """"Then choose an opponent" (as the text comes to it); None if none is left. False while waiting."""
    player = obj["controller"]
    options = [{"id": p, "label": player_label(p, player)} for p in opponents(ctx.state, player)]
    if not options:  # no opponent left: nobody puts a card on the bottom
        scratch["opponent"] = None
        return True
    ask = make_ask(t("mtg.prompt.choose_opponent", card=card_name(obj["def"])), options)
    choice = ctx.choose(frame, player, "choose_option", f"opponent:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    scratch["opponent"] = choice[0]
    ctx.emit("opponent_chosen", player=player, definition=obj["def"], chosen_player=choice[0])
    return True
