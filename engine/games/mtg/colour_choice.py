""""As this land enters, choose a color" (Crossroads Village): a replacement effect that modifies
how the permanent enters (CR 614.1c), its choice made by its controller (CR 614.12a); its mana
ability adds "one mana of the chosen color" (``adds = "chosen"``).

The move onto the battlefield can't wait in the middle of whatever put it there, so the choice
is asked before anyone gets priority again (with the state-based actions, like the other choices
that finish an event); until then the land has no colour chosen and its ability adds nothing.
The colour is kept on the permanent's record: a new object has none (CR 400.7).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .objects import definition
from .procs import PROCS
from .text import card_name
from .zones import controller_of, permanents

PROC = "mtg.choose_colour"
COLOURS = ("W", "U", "B", "R", "G")  # CR 105.1


def pending(ctx: Ctx) -> bool:
    """Push the colour choice of a permanent that entered without one; False if there is none."""
    state = ctx.state
    waiting = next((c for c in permanents(state) if _chooses(state, c) and "chosen_colour" not in state["cards"][c]), None)
    if waiting is None:
        return False
    ctx.push(PROC, card=waiting)
    return True


def _chooses(state: dict, card_id: str) -> bool:
    enters = definition(state, card_id).enters
    return enters is not None and enters.choose_colour


@PROCS.proc(PROC)
def choose_colour(ctx: Ctx, frame: dict) -> None:
    state, card_id = ctx.state, frame["card"]
    player = controller_of(state, card_id)
    options = [{"id": colour, "label": t(f"mtg.colour.{colour}")} for colour in COLOURS]
    ask = make_ask(t("mtg.prompt.choose_colour", card=card_name(state["cards"][card_id]["def"])), options)
    picked = ctx.choose(frame, player, "choose_option", f"colour:{card_id}", ask)
    if picked is None:
        return
    ctx.pop(frame)
    state["cards"][card_id]["chosen_colour"] = picked[0]
    ctx.emit("colour_chosen", player=player, card=card_id, definition=state["cards"][card_id]["def"], colour=picked[0])
