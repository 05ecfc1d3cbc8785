"""A LIFO stack with priority passing (MTG 117, 405, 608; 隐秘世界's 堆叠 with 行动权).

``open_window`` pushes a priority round starting with a player. Before anyone gets priority,
state-based checks run and waiting triggers go on the stack (MTG 117.5). The player with priority
takes an action (priority then returns to them, MTG 117.3c) or passes; when every player has
passed in succession the top object resolves and the active player gets priority (117.3b, 117.4;
a game may name another player with ``Game.priority_after_resolution``), or, with an empty stack,
the window closes.

The game supplies ``priority_actions``, ``take_priority_action`` and ``resolve_stack_object``.
"""

from .checks import push_checks
from .context import Ctx
from .game import CORE_PROCS
from .messages import t
from .requests import make_ask
from .triggers import order_onto_stack

PROC = "core.priority"
PASS = "pass"


def open_window(ctx: Ctx, first: str) -> dict:
    return ctx.push(PROC, player=first, passes=0, phase="checks")


@CORE_PROCS.proc(PROC)
def priority(ctx: Ctx, frame: dict) -> None:
    active = ctx.state["turn"]["active"]
    if frame["phase"] == "checks":
        frame["phase"] = "triggers"
        push_checks(ctx)
        return
    if frame["phase"] == "triggers":
        if ctx.state["triggers"]:  # then check again, until neither happens (MTG 117.5)
            frame["phase"] = "checks"
            order_onto_stack(ctx, active)
            frame["passes"] = 0
        else:
            frame["phase"] = "ask"
        return
    player = frame["player"]
    if player not in ctx.seats:  # the player left the game: priority moves on
        frame["player"] = ctx.seats[0]
        return
    choice = ctx.answer_for(frame, "priority")
    if choice is None:
        options = [*ctx.game.priority_actions(ctx, player), {"id": PASS, "label": t("option.pass")}]
        ask = make_ask(t("prompt.priority"), options, default=[PASS])
        # Passing at once when nothing else is possible would tell the others what the hand lacks.
        confirm = ctx.game.hides_options(ctx, player)
        choice = ctx.choose(frame, player, "choose_action", "priority", ask, confirm=confirm)
        if choice is None:
            return
    frame["phase"] = "checks"
    if choice[0] != PASS:
        frame["passes"] = 0
        ctx.game.take_priority_action(ctx, player, choice[0])
        return
    ctx.emit("priority_passed", player=player)
    frame["passes"] += 1
    if frame["passes"] < len(ctx.seats):
        order = ctx.seats
        frame["player"] = order[(order.index(player) + 1) % len(order)]
        return
    stack = ctx.state["stack"]
    if not stack:
        ctx.pop(frame)
        return
    obj = stack.pop()
    frame["passes"] = 0
    frame["player"] = ctx.game.priority_after_resolution(ctx)
    ctx.emit("stack_resolved", object=obj["id"], kind=obj["kind"], controller=obj["controller"])
    ctx.game.resolve_stack_object(ctx, obj)
