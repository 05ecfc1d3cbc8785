"""Resolving the top object of the stack (CR 608).

608.2b: if every target of a spell or ability with targets is illegal, it doesn't resolve: it is
removed from the stack (a spell goes to its owner's graveyard) and none of its effects happen;
otherwise illegal targets are neither affected nor made to act (an illegal target that would deal
damage deals none). 603.4: an intervening "if" is checked again. 608.2c: the effects happen in
the order written. 608.2n: an instant or sorcery goes to its owner's graveyard as the final step;
608.3: a permanent spell becomes a permanent under its controller's control.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect
from engine.core.messages import t
from engine.core.requests import make_ask

from . import control, delayed, reflexive
from .abilities import (
    AddCountersEach,
    Attach,
    AttachEquipment,
    AttachSourceEquipment,
    CreateCopyToken,
    CreateToken,
    Damage,
    DelayedTrigger,
    Discard,
    Double,
    Draw,
    Exile,
    ExileIfDies,
    GainControl,
    GainLife,
    Grant,
    Mill,
    Pump,
    PutSourceCounters,
    ReflexiveTrigger,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    SetBase,
    Tap,
    Unattach,
    Untap,
)
from .cards import card
from .casting import ability_of, body_of
from .objects import amount, holds, matches, on_battlefield, power, toughness
from .permanents import (
    change_life,
    create_token,
    deal_damage,
    destroy,
    discard,
    draw,
    enter_battlefield,
    leave_battlefield,
    mill,
    source_facts,
    untap,
)
from .procs import PROCS
from .replacement import exile_if_it_would_die
from .targets import still_legal
from .text import card_label, card_name
from .triggers import intervening_if_holds
from .zones import controller_of, graveyard, hand, permanents


def resolve_stack_object(ctx: Ctx, obj: dict) -> None:
    if obj["kind"] == "trigger":  # the core's trigger shape: details in "data"
        obj = {**obj, "def": obj["data"]["definition"], "targets": obj["data"].get("targets", []), **(
            {"mode": obj["data"]["mode"]} if "mode" in obj["data"] else {})}
    ctx.push("mtg.resolve", object=obj, index=0)


def _source_id(obj: dict) -> str | None:
    return obj.get("source") if obj["kind"] != "spell" else obj["card"]


@PROCS.proc("mtg.resolve")
def resolve(ctx: Ctx, frame: dict) -> None:
    obj = frame["object"]
    ability, body = ability_of(obj), body_of(obj)
    state = ctx.state
    if frame["index"] == 0 and "legal" not in frame:
        specs = body.targets if body else []
        if obj.get("ability") == delayed.DELAYED:  # CR 603.7c: it names objects, it doesn't target them
            frame["legal"] = [bool(tg) and ("player" in tg or tg["card"] in state["cards"]) for tg in obj["targets"]]
        else:
            frame["legal"] = [still_legal(state, s, tg, obj["controller"], _source_id(obj)) for s, tg in zip(specs, obj["targets"], strict=True)]
        if any(tg is not None for tg in obj["targets"]) and not any(frame["legal"]) and obj.get("ability") != delayed.DELAYED:  # 608.2b
            ctx.emit("fizzled", object=obj["id"], definition=obj["def"], controller=obj["controller"])
            _finish(ctx, frame, obj, resolved=False)
            return
        if obj["kind"] == "trigger" and not intervening_if_holds(state, ability, obj["source"]):  # 603.4
            ctx.emit("condition_unmet", object=obj["id"], definition=obj["def"], controller=obj["controller"])
            _finish(ctx, frame, obj, resolved=False)
            return
        frame["lki"] = {tg["card"]: {"power": power(state, tg["card"])} for tg in obj["targets"]
                        if tg and "card" in tg and on_battlefield(state, tg["card"])}  # fmt: skip
    steps = body.effects if body else []
    while frame["index"] < len(steps):
        if not _run_step(ctx, frame, obj, steps[frame["index"]]):
            return
        frame["index"] += 1
        frame.pop("scratch", None)
    _finish(ctx, frame, obj, resolved=True)


def _finish(ctx: Ctx, frame: dict, obj: dict, resolved: bool) -> None:
    ctx.pop(frame)
    if obj["kind"] != "spell":
        return
    printed = card(obj["def"])
    if resolved and printed.is_permanent_card:  # 608.3
        enter_battlefield(ctx, obj["card"], obj["controller"], reason="resolved")
    else:  # 608.2n (and a spell that doesn't resolve, 608.2b)
        ctx.move(obj["card"], graveyard(ctx.card(obj["card"])["owner"]), reason="resolved")


def _ref(state: dict, frame: dict, obj: dict, ref) -> dict | None:
    """A step's object: "self" is the ability's source while on the battlefield; an index is that
    target, if it is still legal (608.2b)."""
    if ref == "self":
        source = _source_id(obj)
        return {"card": source} if source and on_battlefield(state, source) else None
    if ref == "chosen":  # chosen by an earlier step, or remembered by a delayed trigger (CR 603.7c)
        chosen = frame.get("chosen") or obj.get("data", {}).get("chosen")
        return {"card": chosen} if chosen and on_battlefield(state, chosen) else None
    return obj["targets"][ref] if frame["legal"][ref] else None


def _run_step(ctx: Ctx, frame: dict, obj: dict, step) -> bool:
    """Do one effect step; False while waiting for a player's choice."""
    state = ctx.state
    controller, source = obj["controller"], _source_id(obj)
    if not holds(state, step.condition, controller, source) or (step.unless and holds(state, step.unless, controller, source)):
        return True
    if step.kicked is not None and step.kicked != bool(obj.get("kicked")):  # CR 702.33d
        return True
    value = lambda v: obj.get("x", 0) if v == "X" else amount(state, v, controller, source, obj["targets"], frame["lki"])  # noqa: E731
    if isinstance(step, Damage):
        _damage(ctx, frame, obj, step, value(step.amount))
    elif isinstance(step, Pump):
        target = _ref(state, frame, obj, step.target)
        if target:
            _pump(ctx, obj, target["card"], value(step.power), value(step.toughness), step.keywords)
    elif step.step == "destroy":
        target = _ref(state, frame, obj, step.target)
        if target:
            destroy(ctx, [target["card"]])
    elif isinstance(step, Untap):
        target = _ref(state, frame, obj, step.target)
        if target and untap(ctx, target["card"]):
            ctx.emit("untapped", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, Draw):
        who = {"player": controller} if step.who == "you" else _ref(state, frame, obj, step.who)
        if who:
            draw(ctx, who["player"], value(step.amount))
    elif isinstance(step, Tap):
        target = _ref(state, frame, obj, step.target)
        if target and not ctx.card(target["card"]).get("tapped"):
            ctx.card(target["card"])["tapped"] = True
            ctx.emit("tapped", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, ReturnToHand):
        target = _ref(state, frame, obj, step.target)
        if target:
            leave_battlefield(ctx, [target["card"]], "hand", "returned")
    elif isinstance(step, AddCountersEach):
        for card_id in [c for c in permanents(state) if matches(state, step.what, c, controller, source)]:
            _add_counters(ctx, card_id, step.kind, step.amount)
    elif step.step == "add_counters":
        target = _ref(state, frame, obj, step.target)
        if target:
            _add_counters(ctx, target["card"], step.kind, step.amount)
    elif isinstance(step, Double):
        target = _ref(state, frame, obj, step.target)
        if target:  # CR 701.9b–c: +X/+Y from its power and toughness now (negative ones stay negative)
            card_id = target["card"]
            _pump(ctx, obj, card_id, power(state, card_id) * step.extra, toughness(state, card_id) * step.extra, [])
    elif isinstance(step, SetBase):
        target = _ref(state, frame, obj, step.target)
        if target:
            for stat, value in (("power", step.power), ("toughness", step.toughness)):
                add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                           modifier={"stat": stat, "op": "set_base", "value": value}, until=END_OF_TURN)  # fmt: skip
    elif isinstance(step, Grant):
        target = _ref(state, frame, obj, step.target)
        if target:
            granted = step.ability.model_dump(mode="json", by_alias=True, exclude_defaults=True)
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                       modifier={"grant": granted}, until=END_OF_TURN)  # fmt: skip
    elif isinstance(step, ReturnToBattlefield):
        card_id = obj.get("data", {}).get("new_object")
        if card_id in state["cards"] and state["cards"][card_id]["zone"].endswith(".graveyard"):
            enter_battlefield(ctx, card_id, ctx.card(card_id)["owner"], tapped=step.tapped, reason="returned")
    elif isinstance(step, PutSourceCounters):
        target = _ref(state, frame, obj, step.target)
        for kind, count in obj.get("source_lki", {}).get("counters", {}).items() if target else ():
            _add_counters(ctx, target["card"], kind, count)
    elif isinstance(step, AttachSourceEquipment):
        target = _ref(state, frame, obj, step.target)
        kept = [c for c in obj.get("source_lki", {}).get("equipment", []) if on_battlefield(state, c) and controller_of(state, c) == controller]
        if target and kept:
            ctx.card(kept[0])["attached_to"] = target["card"]
            ctx.emit("attached", card=kept[0], definition=ctx.card(kept[0])["def"], to=target["card"])
    elif isinstance(step, Exile):
        target = _ref(state, frame, obj, step.target)
        if target:
            leave_battlefield(ctx, [target["card"]], "exile", "exiled")
    elif isinstance(step, ExileIfDies):
        target = _ref(state, frame, obj, step.target)
        if target and on_battlefield(state, target["card"]):
            exile_if_it_would_die(ctx, target["card"], source, controller)
    elif isinstance(step, Attach):
        target, what = _ref(state, frame, obj, step.target), _ref(state, frame, obj, step.what)
        if target and what and ctx.card(what["card"]).get("attached_to") != target["card"]:
            ctx.card(what["card"])["attached_to"] = target["card"]  # CR 701.3a–b
            ctx.emit("attached", card=what["card"], definition=ctx.card(what["card"])["def"], to=target["card"])
    elif isinstance(step, ReflexiveTrigger):
        return reflexive.resolve_step(ctx, frame, obj, step)
    elif isinstance(step, GainControl):
        target = _ref(state, frame, obj, step.target)
        if target:
            control.gain_control(ctx, [target["card"]], obj["controller"], _source_id(obj))
    elif isinstance(step, AttachEquipment):
        return _attach_equipment(ctx, frame, obj, step)
    elif isinstance(step, Sacrifice):
        return _sacrifice(ctx, frame, obj, step)
    elif isinstance(step, Unattach):
        target = _ref(state, frame, obj, step.target)
        if target and ctx.card(target["card"]).pop("attached_to", None):  # CR 701.3d
            ctx.emit("unattached", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, DelayedTrigger):
        if frame.get("chosen") or not step.only_if_chosen:
            delayed.create(ctx, obj, step, body_of(obj).targets, frame.get("chosen"))
    elif isinstance(step, CreateToken):
        for _ in range(value(step.amount)):
            create_token(ctx, step.token, controller, tapped=step.tapped)
    elif isinstance(step, CreateCopyToken):
        target = _ref(state, frame, obj, step.target)
        if target:  # CR 707.2: the copiable values are the definition the permanent has
            create_token(ctx, ctx.card(target["card"])["def"], controller)
    elif isinstance(step, GainLife):
        change_life(ctx, controller, value(step.amount))
    elif isinstance(step, Mill):
        mill(ctx, controller, value(step.amount))
    elif isinstance(step, Discard):
        return _discard(ctx, frame, obj, step)
    return True


def _damage(ctx: Ctx, frame: dict, obj: dict, step: Damage, count: int) -> None:
    state = ctx.state
    if step.source == "self":
        source_id = _source_id(obj)
    else:
        source_target = _ref(state, frame, obj, step.source)
        if source_target is None:  # an illegal target performs no action (608.2b)
            return
        source_id = source_target["card"]
    definition_id = state["cards"][source_id]["def"] if source_id in state["cards"] else obj["def"]
    source = source_facts(state, source_id, definition_id, obj["controller"])
    if step.to == "each_opponent":
        recipients = [{"player": p} for p in ctx.turn_order_from(obj["controller"]) if p != obj["controller"]]
    else:
        target = _ref(state, frame, obj, step.to)
        recipients = [target] if target else []
    for recipient in recipients:
        deal_damage(ctx, source, recipient, count)


def _add_counters(ctx: Ctx, card_id: str, kind: str, count: int) -> None:
    total = ctx.add_counter(card_id, kind, count)
    ctx.emit("counters_added", card=card_id, definition=ctx.card(card_id)["def"], kind=kind, amount=count, total=total)


def _attach_equipment(ctx: Ctx, frame: dict, obj: dict, step: AttachEquipment) -> bool:
    """"You may attach an Equipment you control to that creature" (CR 701.3a): one of the
    controller's Equipment, or none. False while waiting."""
    state, player = ctx.state, obj["controller"]
    target = _ref(state, frame, obj, step.target)
    equipment = [c for c in permanents(state, player) if "Equipment" in card(state["cards"][c]["def"]).subtypes]
    if not target or not equipment:
        return True
    options = [{"id": c, "label": card_label(state, c, player)} for c in equipment]
    ask = make_ask(t("mtg.prompt.attach_equipment", card=card_name(obj["def"])), options, minimum=0, default=[])
    choice = ctx.choose(frame, player, "choose_cards", f"attach_equipment:{obj['id']}", ask)
    if choice is None:
        return False
    if choice:
        frame["chosen"] = choice[0]
        ctx.card(choice[0])["attached_to"] = target["card"]
        ctx.emit("attached", card=choice[0], definition=ctx.card(choice[0])["def"], to=target["card"])
    return True


def _sacrifice(ctx: Ctx, frame: dict, obj: dict, step: Sacrifice) -> bool:
    """The player chooses which of their matching permanents to sacrifice (CR 701.21a). False
    while waiting."""
    state = ctx.state
    who = _ref(state, frame, obj, step.who)
    if not who:
        return True
    player = who["player"]
    choices = [c for c in permanents(state, player) if matches(state, step.what, c, player, None)]
    if not choices:
        return True
    options = [{"id": c, "label": card_label(state, c, player)} for c in choices]
    ask = make_ask(t("mtg.prompt.sacrifice", card=card_name(obj["def"])), options)
    choice = ctx.choose(frame, player, "choose_cards", f"sacrifice:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    leave_battlefield(ctx, choice, "graveyard", "sacrificed")
    return True


def _pump(ctx: Ctx, obj: dict, card_id: str, plus_power: int, plus_toughness: int, keywords: list[str]) -> None:
    """CR 611.2c: the affected object is locked in when the effect begins; it ends at cleanup
    (CR 514.2)."""
    for stat, value in (("power", plus_power), ("toughness", plus_toughness)):
        if value:
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[card_id],
                       modifier={"stat": stat, "op": "add", "value": value}, until=END_OF_TURN)  # fmt: skip
    for keyword in keywords:
        add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[card_id],
                   modifier={"keyword": keyword}, until=END_OF_TURN)  # fmt: skip


def _discard(ctx: Ctx, frame: dict, obj: dict, step: Discard) -> bool:
    """Each opponent chooses in turn order starting with the next (the notes' Hecteyes ruling),
    without revealing; then all the chosen cards are discarded at once."""
    scratch = frame.setdefault("scratch", {"chosen": [], "done": []})
    for player in ctx.turn_order_from(obj["controller"]):
        if player == obj["controller"] or player in scratch["done"]:
            continue
        cards = ctx.zone(hand(player))
        count = min(step.amount, len(cards))
        if count:
            options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
            ask = make_ask(t("mtg.prompt.discard", count=count, card=card_name(obj["def"])), options, minimum=count, maximum=count)
            choice = ctx.choose(frame, player, "choose_cards", f"discard:{obj['id']}:{player}", ask)
            if choice is None:
                return False
            scratch["chosen"] += choice
        scratch["done"].append(player)
    discard(ctx, scratch["chosen"])
    return True
