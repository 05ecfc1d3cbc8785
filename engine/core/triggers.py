"""Triggered abilities waiting to be placed, and ordering them by their controllers.

Games add a trigger when its event happens (``add_trigger``, usually from ``Game.on_event``).
``order_onto_stack`` then puts every waiting trigger on the stack: each player orders their own,
players in turn order from the active player, so the active player's go on the stack first and
resolve last (MTG 603.3b). Games with another container (Lorcana's bag) read ``waiting`` instead.
"""

from .context import Ctx
from .game import CORE_PROCS
from .messages import t
from .requests import make_ask

PROC = "core.order_triggers"


def add_trigger(ctx: Ctx, controller: str, source: str, ability: str, **data) -> dict:
    trigger = {
        "id": ctx.new_id("trigger"),
        "controller": controller,
        "source": source,
        "ability": ability,
        "data": data,
    }
    ctx.state["triggers"].append(trigger)
    ctx.emit("trigger_added", trigger=trigger["id"], controller=controller, source=source, ability=ability)
    return trigger


def waiting(ctx: Ctx, controller: str | None = None) -> list[dict]:
    return [tr for tr in ctx.state["triggers"] if controller is None or tr["controller"] == controller]


def order_onto_stack(ctx: Ctx, active: str) -> dict:
    return ctx.push(PROC, order=ctx.turn_order_from(active), index=0)


@CORE_PROCS.proc(PROC)
def order_triggers(ctx: Ctx, frame: dict) -> None:
    while frame["index"] < len(frame["order"]):
        player = frame["order"][frame["index"]]
        own = waiting(ctx, player)
        if own:
            options = [{"id": tr["id"], "label": ctx.game.trigger_label(ctx, tr)} for tr in own]
            ask = make_ask(
                t("prompt.order_triggers", count=len(own)),
                options,
                minimum=len(options),
                maximum=len(options),
                ordered=True,
            )
            choice = ctx.choose(frame, player, "order_triggers", f"order:{player}", ask)
            if choice is None:
                return
            by_id = {tr["id"]: tr for tr in own}
            # The first in the answer resolves first, so it goes on the stack last.
            for trigger_id in reversed(choice):
                trigger = by_id[trigger_id]
                ctx.state["triggers"].remove(trigger)
                obj = {
                    "id": ctx.new_id("stack"),
                    "kind": "trigger",
                    "controller": trigger["controller"],
                    "source": trigger["source"],
                    "ability": trigger["ability"],
                    "data": trigger["data"],
                }
                ctx.state["stack"].append(obj)
                ctx.emit("stack_added", object=obj["id"], kind="trigger", controller=player, ability=obj["ability"])
        frame["index"] += 1
    ctx.pop(frame)
