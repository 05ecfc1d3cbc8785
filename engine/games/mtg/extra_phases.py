"""Additional combat phases and end steps (CR 500.8, 505.1a): "After this phase, there is an
additional combat phase" (Genji Glove) and "there is an additional end step after this step"
(Y'shtola Rhul).

The turn (``turn.py``) counts the combat phases and end steps that have begun this turn, which
"if it's the first combat phase of the turn" reads, and a step like these adds one to what is
owed: as the current combat phase (or end step) ends, another one begins directly, with no main
phase between two combat phases (the card says so, unlike "an additional combat phase followed by
an additional main phase", CR 500.8). Ending the turn (CR 723.1d) skips to cleanup, past what is
owed, and a new turn owes nothing.
"""

from __future__ import annotations

from engine.core.context import Ctx

BEGUN, OWED = "begun", "additional"
COMBAT_PHASE, END_STEP = "combat_phase", "end_step"


def new_turn(turn: dict) -> None:
    """A turn begins with none begun and none owed."""
    turn.pop(BEGUN, None)
    turn.pop(OWED, None)


def begin(state: dict, kind: str) -> None:
    """A combat phase or end step begins: counted for "the first … of the turn"."""
    begun = state["turn"].setdefault(BEGUN, {})
    begun[kind] = begun.get(kind, 0) + 1


def first_this_turn(state: dict, kind: str) -> bool:
    """Whether the combat phase or end step in progress is the turn's first."""
    return state["turn"].get(BEGUN, {}).get(kind, 0) == 1


def add(ctx: Ctx, kind: str) -> None:
    """The effect: one more combat phase (or end step) after the current one."""
    owed = ctx.state["turn"].setdefault(OWED, {})
    owed[kind] = owed.get(kind, 0) + 1
    ctx.emit("additional_step_added", kind=kind, player=ctx.state["turn"]["active"])


def take(state: dict, kind: str) -> bool:
    """As the current one ends: whether another is owed (and it is no longer owed)."""
    owed = state["turn"].get(OWED, {})
    if not owed.get(kind):
        return False
    owed[kind] -= 1
    return True
