"""State-based checks that repeat until nothing changes (Lorcana 1.9.3, MTG 704.3, ...).

The game supplies one pass (``Game.state_checks``); this procedure repeats it. A pass that needs a
player's decision pushes its own procedure and returns True; the loop resumes after it.
"""

from .context import Ctx
from .game import CORE_PROCS

PROC = "core.checks"


def push_checks(ctx: Ctx) -> dict:
    return ctx.push(PROC)


@CORE_PROCS.proc(PROC)
def run_checks(ctx: Ctx, frame: dict) -> None:
    if ctx.state["result"] is not None:
        ctx.pop(frame)
        return
    frame["passes"] = frame.get("passes", 0) + 1
    if not ctx.game.state_checks(ctx):
        ctx.pop(frame)
