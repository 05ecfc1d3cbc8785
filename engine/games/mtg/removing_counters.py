""""As Sin enters, remove all counters from any number of artifacts, creatures, and enchantments.
Sin enters with X +1/+1 counters on it, where X is twice the number of counters removed this way"
(Sin, Unending Cataclysm): a replacement effect that modifies how the permanent enters (CR 614.1c),
its choice made by its controller (CR 614.12a).

As with "as this land enters, choose a color" (``colour_choice.py``), the move onto the
battlefield can't wait in the middle of whatever put it there: the choice is asked before anyone
gets priority again (with the state-based actions), and the counters are put then, before any
ability that triggered as it entered is put on the stack. A new object chooses again (CR 400.7).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .objects import definition, matches
from .procs import PROCS
from .replacement import put_counters
from .text import card_label, card_name
from .zones import controller_of, permanents

PROC = "mtg.remove_counters_as_enters"
PENDING = "removes_counters_pending"  # on the entering permanent's record until it has chosen


def entering(ctx: Ctx, card_id: str) -> None:
    """The permanent that removes counters as it enters waits for its controller's choice."""
    enters = definition(ctx.state, card_id).enters
    if enters is not None and enters.removes_counters_from is not None:
        ctx.card(card_id)[PENDING] = True


def pending(ctx: Ctx) -> bool:
    """Push the choice of a permanent that entered without making it; False if there is none."""
    waiting = next((c for c in permanents(ctx.state) if ctx.state["cards"][c].get(PENDING)), None)
    if waiting is None:
        return False
    ctx.push(PROC, card=waiting)
    return True


@PROCS.proc(PROC)
def remove_counters_as_enters(ctx: Ctx, frame: dict) -> None:
    state, card_id = ctx.state, frame["card"]
    player = controller_of(state, card_id)
    what = definition(state, card_id).enters.removes_counters_from
    having = [c for c in permanents(state) if c != card_id and any(state["cards"][c].get("counters", {}).values())
              and matches(state, what, c, player, card_id)]  # fmt: skip
    options = [{"id": c, "label": card_label(state, c, player)} for c in having]
    ask = make_ask(t("mtg.prompt.remove_counters_as_enters", card=card_name(state["cards"][card_id]["def"])), options,
                   minimum=0, maximum=len(having), default=[])  # fmt: skip
    chosen = ctx.choose(frame, player, "choose_cards", f"remove_counters:{card_id}", ask) if having else []
    if chosen is None:
        return
    ctx.pop(frame)
    del state["cards"][card_id][PENDING]
    removed = 0
    for other in chosen:
        for kind, count in [(k, n) for k, n in state["cards"][other].get("counters", {}).items() if n > 0]:
            ctx.add_counter(other, kind, -count)
            removed += count
            ctx.emit("counters_removed", card=other, definition=state["cards"][other]["def"], kind=kind, amount=count, total=0)
    if removed:
        total = put_counters(ctx, card_id, "+1/+1", 2 * removed, by=player)
        ctx.emit("counters_added", card=card_id, definition=state["cards"][card_id]["def"], kind="+1/+1", amount=2 * removed, total=total)
