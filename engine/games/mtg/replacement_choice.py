"""CR 616.1: when several replacement effects would apply to one event, the affected player (the
controller of the affected object) chooses one to apply; after it, an "instead exile it" event
is no longer a death, so the others no longer apply (CR 614.5, 616.1c).

The dying creature is exiled at once (every such replacement exiles it); what only the chosen
one does besides (The Darkness Crystal's "and you gain 2 life", and the card being "exiled with"
it) waits for the choice, which the controller makes before anyone gets priority again. The
move itself can't wait: it happens in the middle of whatever rule or effect destroyed the
creature.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .permanents import REPLACEMENT_CHOICES, apply_exile_replacement
from .procs import PROCS
from .text import card_name

PROC = "mtg.replacement_choice"


def pending(ctx: Ctx) -> bool:
    """Push the next choice an affected player still has to make; False if there is none."""
    if not ctx.state["data"].get(REPLACEMENT_CHOICES):
        return False
    ctx.push(PROC, choice=ctx.state["data"][REPLACEMENT_CHOICES].pop(0))
    if not ctx.state["data"][REPLACEMENT_CHOICES]:
        del ctx.state["data"][REPLACEMENT_CHOICES]
    return True


def _label(state: dict, option: dict) -> str:
    if option["id"] == "finality":  # CR 122.1h
        return t("mtg.option.replacement.finality")
    source = option["source"]
    name = card_name(state["cards"][source]["def"]) if source in state["cards"] else t("mtg.option.replacement.left")
    if "life" in option:
        return t("mtg.option.replacement.exile_and_life", card=name, life=option["life"])
    return t("mtg.option.replacement.exile", card=name)


@PROCS.proc(PROC)
def replacement_choice(ctx: Ctx, frame: dict) -> None:
    choice = frame["choice"]
    exiled = choice["card"]
    options = [{"id": str(i), "label": _label(ctx.state, o)} for i, o in enumerate(choice["options"])]
    name = card_name(ctx.state["cards"][exiled]["def"]) if exiled in ctx.state["cards"] else ""
    ask = make_ask(t("mtg.prompt.replacement_order", card=name), options)
    picked = ctx.choose(frame, choice["controller"], "choose_option", f"replacement:{exiled}", ask)
    if picked is None:
        return
    ctx.pop(frame)
    chosen = choice["options"][int(picked[0])]
    ctx.emit("replacement_chosen", player=choice["controller"], card=exiled, effect=chosen["id"])
    apply_exile_replacement(ctx, chosen, exiled)
