"""Ending the turn (CR 723, Ultima's "End the turn."): when the spell or ability that says so
finishes resolving,

- 723.1a: every object on the stack is exiled, the resolving spell included (an ability just
  ceases to exist);
- 723.1b: every creature and planeswalker is removed from combat;
- 723.1c: state-based actions are checked; no player gets priority and no triggered ability is
  put onto the stack;
- 723.1d: the current phase and step end and the turn skips to its cleanup step: the steps
  between are skipped (no end step, its "at the beginning of the end step" abilities don't
  trigger); abilities that triggered meanwhile wait for the cleanup step, where 514.3a gives
  players priority and another cleanup step follows.
"""

from __future__ import annotations

from engine.core.checks import push_checks
from engine.core.context import Ctx

from . import adventures
from .turn_steps import no_combat
from .zones import EXILE, STACK

ENDING = "ending"  # state["turn"][ENDING]: an "end the turn" step has happened in the resolving object


def end_the_turn(ctx: Ctx) -> None:
    """The step: remembered until the resolving object is done (723.1a exiles it too)."""
    ctx.state["turn"][ENDING] = True


def ending(state: dict) -> bool:
    return bool(state["turn"].get(ENDING))


def finish(ctx: Ctx, resolving: dict) -> None:
    """After ``resolving`` (the stack object whose step ended the turn) has done its effects."""
    state = ctx.state
    del state["turn"][ENDING]
    for obj in [*state["stack"], resolving][::-1]:  # 723.1a
        if obj is not resolving:
            state["stack"].remove(obj)
        if obj["kind"] == "spell" and obj.get("card") in state["cards"] and state["cards"][obj["card"]]["zone"] == STACK:
            adventures.leave_stack(ctx, obj, EXILE, "turn_ended")
    state["turn"]["combat"] = no_combat()  # 723.1b
    frames = state["frames"]
    turn = max(i for i, frame in enumerate(frames) if frame["proc"] == "mtg.turn")
    del frames[turn + 1 :]  # the current step's priority and procedures (723.1d)
    frames[turn]["stage"] = "cleanup"
    ctx.emit("turn_ended", player=state["turn"]["active"])
    push_checks(ctx)  # 723.1c
