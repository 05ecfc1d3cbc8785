"""Copies of spells (CR 707.10): "When you next cast an instant or sorcery spell this turn, copy it
[twice]. You may choose new targets for the copies" (Summon: G.F. Cerberus).

The step makes a delayed triggered ability (CR 603.7a) that waits in
``state["data"]["copy_next_spell"]`` until its controller next casts an instant or sorcery spell
that turn; it then triggers once and stops waiting (603.7c). As it resolves it puts the copies on
the stack (707.10): each copies the spell's characteristics and the choices made for it — its
mode, X, targets, and whether it was kicked (707.10; the release notes: effects of additional
costs paid for the original are copied) — and is not cast, so "whenever you cast" abilities don't
trigger. For each target the controller may choose a new legal one (707.10c). A copy is not a
card: it has no card in the stack zone and ceases to exist when it leaves the stack (704.5e).
"""

from __future__ import annotations

from copy import deepcopy as copy_object

from engine.core import triggers as core_triggers
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import ward
from .abilities import Ability, CopyNextSpell, Target
from .cards import card
from .targets import candidates, from_option, option_id
from .text import card_name, target_label

KEY = "copy_spell"  # the ability key of the delayed trigger (its ability is the rules')
WAITING = "copy_next_spell"  # where the waiting ones are kept in state["data"]
ABILITY = Ability.model_validate({"kind": "triggered", "trigger": {"event": "you_cast"}, "effects": [{"step": "copy_spell"}]})
COPIED = ("mode", "x", "kicked", "overloaded")  # the choices made while casting that a copy keeps (707.10)


def wait_for_next_spell(ctx: Ctx, obj: dict, source: str | None, step: CopyNextSpell) -> None:
    """The step: a delayed triggered ability for the rest of this turn (CR 603.7a)."""
    state = ctx.state
    state["data"].setdefault(WAITING, []).append({
        "controller": obj["controller"], "source": source, "definition": obj["def"], "copies": step.copies,
        "turn": state["turn"]["number"],
    })  # fmt: skip
    ctx.emit("delayed_trigger_created", definition=obj["def"], controller=obj["controller"])


def spell_cast(ctx: Ctx, spell: dict) -> None:
    """CR 603.7c: the waiting abilities of the spell's controller trigger on an instant or sorcery
    spell, once; those of an earlier turn have lapsed ("this turn")."""
    state = ctx.state
    waiting = state["data"].get(WAITING)
    if not waiting:
        return
    current = [w for w in waiting if w["turn"] == state["turn"]["number"]]
    instant_or_sorcery = {"instant", "sorcery"} & set(card(spell["def"]).types)
    due = [w for w in current if w["controller"] == spell["controller"]] if instant_or_sorcery else []
    state["data"][WAITING] = [w for w in current if w not in due]
    copied = {"def": spell["def"], "targets": list(spell["targets"]), **{k: spell[k] for k in COPIED if k in spell}}
    for ability in due:
        core_triggers.add_trigger(ctx, ability["controller"], ability["source"], KEY, definition=ability["definition"],
                                  spell=copied, copies=ability["copies"])  # fmt: skip


def target_specs(spell: dict) -> list[Target]:
    """The targets the copied spell's text asks for (of its chosen mode, CR 700.2)."""
    ability = next((a for a in card(spell["def"]).abilities if a.kind == "spell"), None)
    if ability is None:
        return []
    return ability.body(spell.get("mode")).targets


def resolve_step(ctx: Ctx, frame: dict, obj: dict, _step) -> bool:
    """Put the copies on the stack, one by one, each after its new targets are chosen. False
    while waiting for a choice."""
    data = obj["data"]
    spell = data["spell"]
    scratch = frame.setdefault("scratch", {"made": 0, "targets": []})
    while scratch["made"] < data["copies"]:
        if not _choose_new_targets(ctx, frame, obj, spell["def"], spell["targets"], target_specs(spell), scratch):
            return False
        copy = {"id": ctx.new_id("stack"), "kind": "spell", "copy": True, "card": None, "def": spell["def"],
                "controller": obj["controller"], "targets": scratch["targets"], "mana_spent": {},
                **{k: spell[k] for k in COPIED if k in spell}}  # fmt: skip
        ctx.state["stack"].append(copy)
        ctx.emit("spell_copied", player=obj["controller"], definition=spell["def"], object=copy["id"], targets=copy["targets"])
        ward.targeted(ctx, copy, copy["targets"])
        scratch.update(made=scratch["made"] + 1, targets=[])
    return True


def copy_ability(ctx: Ctx, frame: dict, obj: dict, original: dict | None, copies: int) -> bool:
    """"Copy target activated or triggered ability you control X times. You may choose new targets
    for the copies" (CR 707.10): each copy is put on the stack above it, with the original's
    choices (its mode, X, and the data its costs and trigger left) and the same source (the
    notes); it is neither activated nor triggered. False while waiting for a choice."""
    from .casting import ability_of, body_of  # here: casting imports this module

    if original is None or original not in ctx.state["stack"]:
        return True
    trigger = original["kind"] == "trigger"
    flat = {**original, "def": original["data"]["definition"], "targets": original["data"].get("targets", []), **(
        {"mode": original["data"]["mode"]} if "mode" in original["data"] else {})} if trigger else original  # fmt: skip
    if ability_of(flat).cant_be_copied:
        return True
    scratch = frame.setdefault("scratch", {"made": 0, "targets": []})
    while scratch["made"] < copies:
        if not _choose_new_targets(ctx, frame, obj, flat["def"], flat["targets"], body_of(flat).targets, scratch):
            return False
        copy = copy_object(original)
        copy.update(id=ctx.new_id("stack"), copy=True)
        (copy["data"] if trigger else copy)["targets"] = scratch["targets"]
        ctx.state["stack"].append(copy)
        ctx.emit("ability_copied", player=copy["controller"], definition=flat["def"], object=copy["id"], targets=scratch["targets"])
        ward.targeted(ctx, copy, scratch["targets"])
        scratch.update(made=scratch["made"] + 1, targets=[])
    return True


def _choose_new_targets(ctx: Ctx, frame: dict, obj: dict, definition: str, targets: list, specs: list[Target], scratch: dict) -> bool:
    """CR 707.10c: for each target, keep it (the first option) or choose another legal one; an
    "up to one" target left unchosen stays unchosen."""
    state, controller = ctx.state, obj["controller"]
    while len(scratch["targets"]) < len(specs):
        index = len(scratch["targets"])
        current = targets[index] if index < len(targets) else None
        if current is None:
            scratch["targets"].append(None)
            continue
        others = [c for c in candidates(state, specs[index], controller, None, scratch["targets"]) if c != current]
        options = [{"id": option_id(current), "label": t("mtg.option.same_target", target=target_label(state, current, controller))}]
        options += [{"id": option_id(c), "label": target_label(state, c, controller)} for c in others]
        ask = make_ask(t("mtg.prompt.copy_target", card=card_name(definition), number=index + 1), options, default=[options[0]["id"]])
        choice = ctx.choose(frame, controller, "choose_targets", f"copy_target:{obj['id']}:{scratch['made']}:{index}", ask)
        if choice is None:
            return False
        scratch["targets"].append(from_option(choice[0]))
    return True
