"""CR 616.1: when several replacement effects would apply to one event, the affected player (the
controller of the affected object) chooses one to apply; after it, an "instead exile it" event
is no longer a death, so the others no longer apply (CR 614.5, 616.1c).

The dying creature is exiled at once (every such replacement exiles it); what only the chosen
one does besides (The Darkness Crystal's "and you gain 2 life", and the card being "exiled with"
it) waits for the choice, which the controller makes before anyone gets priority again. The
move itself can't wait: it happens in the middle of whatever rule or effect destroyed the
creature.

A damage event that several redirections could end on different creatures (``damage_redirect.py``)
waits the same way: the damage is dealt to the creature the affected player chooses, before
state-based actions see any of it.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import damage_redirect
from .permanents import REPLACEMENT_CHOICES, apply_exile_replacement, deal_redirected_damage
from .procs import PROCS
from .text import card_label, card_name

PROC = "mtg.replacement_choice"
DAMAGE_PROC = "mtg.damage_recipient_choice"


def pending(ctx: Ctx) -> bool:
    """Push the next choice an affected player still has to make; False if there is none."""
    for key, proc in ((REPLACEMENT_CHOICES, PROC), (damage_redirect.CHOICES, DAMAGE_PROC)):
        if ctx.state["data"].get(key):
            ctx.push(proc, choice=ctx.state["data"][key].pop(0))
            if not ctx.state["data"][key]:
                del ctx.state["data"][key]
            return True
    return False


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


def _recipient_label(state: dict, card_id: str, viewer: str) -> str:
    """Its name, and the damage already marked on it (two Adamantoises share a name)."""
    damage = state["cards"][card_id].get("damage", 0)
    label = card_label(state, card_id, viewer)
    return t("mtg.option.damage_recipient", card=label, damage=damage) if damage else label


@PROCS.proc(DAMAGE_PROC)
def damage_recipient_choice(ctx: Ctx, frame: dict) -> None:
    choice = frame["choice"]
    player, source = choice["player"], choice["source"]
    options = [{"id": str(i), "label": _recipient_label(ctx.state, o["card"], player)} for i, o in enumerate(choice["options"])]
    ask = make_ask(t("mtg.prompt.damage_recipient", source=card_name(source["def"]), amount=choice["amount"]), options)
    picked = ctx.choose(frame, player, "choose_option", f"damage_recipient:{source['card']}", ask)
    if picked is None:
        return
    ctx.pop(frame)
    deal_redirected_damage(ctx, source, choice["options"][int(picked[0])], choice["amount"], choice["combat"])
