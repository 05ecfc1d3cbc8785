"""Resolving what is on the stack (G:堆叠 p3, G:结算 p5) and running abilities' effect steps.

Stack objects: "card" (a played card), "dispatch" (a face-down card: only its region is public),
"reveal" (a hidden agent being turned face up), "ability" (an activated ability, independent of
its source once announced, G:来源 p6) and "trigger" (core.triggers; announced by
`announce_trigger` before anyone gets priority).

A card or ability whose targets are all gone or illegal on resolution does nothing; costs are
not refunded; an attachment without its host goes to its owner's graveyard (G:目标 p7, digest A33).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.optional import ask_may, no_effect
from engine.core.requests import make_ask

from .abilities import (
    Ability,
    Condition,
    DealDamage,
    Move,
    PlaceInfluence,
    PutCounters,
    Ref,
    Select,
    TargetSpec,
)
from .announce import can_choose_all, choose_mode, choose_targets
from .attachments import accepts, attach_rule, host_select
from .card_text import steps_text
from .cards import ability_by_id, card
from .options import option
from .permanents import attach_card, enter_area, graveyard_of
from .procs import PROCS
from .sealing import seal_without_host
from .stats import condition_holds, flip_locked
from .steps import RESOLVERS, may_change
from .targets import slot_number, spec_select, still_legal
from .text import card_label, card_name
from .triggers import collect_card_triggers
from .zones import controller_of, is_hidden_agent, region_in, slot_of, zone

# Keyword abilities in the same vocabulary (G:袭击X p9, G:标志X p1, G:机动 p5, G:威名 p9, G:声望 p8);
# the amount of 袭击 and 标志 comes with the trigger.
KEYWORD_ABILITIES = {
    "ambush": Ability(kind="triggered", targets=[TargetSpec(select=Select(kind="character", here=True))],
                      effects=[DealDamage(step="deal_damage", amount=0, what=Ref(target="t"))]),
    "time_counters": Ability(kind="triggered", effects=[PutCounters(step="put_counters", kind="time", what=Ref(source=True))]),
    "mobile": Ability(kind="triggered", targets=[TargetSpec(select=Select(kind="region", not_here=True, entered_by=["source"]))],
                      effects=[Move(step="move", what=Ref(source=True), to="t")]),
    "renown": Ability(kind="triggered", effects=[PlaceInfluence(step="place_influence")]),
    "prestige": Ability(kind="triggered", effects=[PlaceInfluence(step="place_influence")]),
}  # fmt: skip


def object_ability(obj: dict) -> tuple[list, list]:
    """(target specs, steps) of a stack object."""
    if obj["kind"] == "card":
        printed = card(obj["definition"])
        if printed.modes:
            mode = printed.modes[obj["mode"]]
            return mode.targets, mode.effects
        return printed.targets, printed.effects
    ability = ability_of(obj)
    if ability.modes:
        mode = ability.modes[obj.get("mode") or 0]
        return mode.targets, mode.effects
    return ability.targets, ability.effects


def ability_of(obj: dict) -> Ability:
    ability_id = obj["ability"]
    if ability_id in KEYWORD_ABILITIES:
        return KEYWORD_ABILITIES[ability_id]
    return ability_by_id(obj["definition"], ability_id)


def ability_title(obj: dict) -> str:
    name = card_name(obj["definition"])
    if obj["ability"] in KEYWORD_ABILITIES:
        return t(f"underworld.keyword.{obj['ability']}") + f"（{name}）"
    return name


def resolve_stack_object(ctx: Ctx, obj: dict) -> None:
    ctx.push("resolve", object=obj)


@PROCS.proc("resolve")
def resolve(ctx: Ctx, frame: dict) -> None:
    obj = frame["object"]
    kind = obj["kind"]
    if kind in ("ability", "trigger"):
        ctx.pop(frame)
        ctx.push("effects", object=_flat(obj))
        return
    if kind == "reveal":
        ctx.pop(frame)
        turn_face_up(ctx, obj)
        return
    card_id = obj["card"]
    if not ctx.exists(card_id):
        ctx.pop(frame)
        return
    controller = obj["controller"]
    if kind == "dispatch":
        ctx.pop(frame)
        enter_area(ctx, card_id, obj["slot"], "dispatch", controller, face_down=True)
        return
    printed = card(ctx.card(card_id)["def"])
    if printed.basic_type == "character":
        ctx.pop(frame)
        enter_area(ctx, card_id, obj["slot"], "play", controller)
        return
    if printed.basic_type == "attachment":
        ctx.pop(frame)
        attach(ctx, card_id, obj, printed)
        return
    # an affair: its effect, then its owner's graveyard (G:打出 p2 step 6)
    if printed.each_player_modes and "runs" not in frame:  # WM084
        runs = _each_player_choices(ctx, frame, obj, printed)
        if runs is None:
            return
        frame["runs"] = runs
    if printed.each_player_modes:
        if frame["step"] < len(frame["runs"]):
            player, mode, targets = frame["runs"][frame["step"]]
            frame["step"] += 1
            ctx.push("effects", object={**obj, "controller": player, "mode": mode, "targets": targets, "definition": printed.id, "source": None})
            return
    elif obj.get("modes"):  # "选择两项" (CQ28): each chosen option in order, with its own targets
        if frame["step"] < len(obj["modes"]):
            index = frame["step"]
            frame["step"] += 1
            own = {k.removeprefix(f"{index}:"): v for k, v in obj["targets"].items() if k.startswith(f"{index}:")}
            ctx.push("effects", object={**obj, "mode": obj["modes"][index], "targets": {"_regions": obj["targets"].get("_regions", {}), **own},
                                        "definition": printed.id, "source": None})  # fmt: skip
            return
    elif frame["step"] == 0:
        frame["step"] = 1
        ctx.push("effects", object={**_flat(obj), "definition": printed.id, "source": None})
        return
    ctx.pop(frame)
    if ctx.exists(card_id):
        ctx.move(card_id, graveyard_of(ctx, card_id), reason="resolved")


def turn_face_up(ctx: Ctx, obj: dict) -> None:
    """A paid reveal resolves: the card enters as a character, keeping its exhausted state
    (G:暗藏者翻面 step 5 and L62). With option `reveal_moves_to_stack` False (digest A24) it waited
    in its region and turns face up wherever it is now, if it is still a hidden agent of the same
    player that may turn face up; otherwise the reveal does nothing and its cost stays paid, as for
    a target gone (G:目标 L488)."""
    state = ctx.state
    card_id, controller = obj["card"], obj["controller"]
    if option(state, "reveal_moves_to_stack"):
        enter_area(ctx, card_id, obj["slot"], "reveal", controller, keep=("exhausted",))
    elif (ctx.exists(card_id) and is_hidden_agent(state, card_id) and controller_of(state, card_id) == controller
          and not flip_locked(state, card_id)):  # fmt: skip
        enter_area(ctx, card_id, slot_of(state, card_id), "reveal", controller, keep=("exhausted",))
    else:
        ctx.emit("reveal_failed", player=controller)


def _flat(obj: dict) -> dict:
    """One shape for the effects procedure: triggers keep their details in `data`."""
    if obj["kind"] != "trigger":
        return obj
    data = obj["data"]
    return {"kind": "trigger", "controller": obj["controller"], "source": obj["source"], "ability": obj["ability"],
            "definition": data["definition"], "here": data.get("here"), "targets": data.get("targets", {}),
            "mode": data.get("mode"), "data": data}  # fmt: skip


def attach(ctx: Ctx, card_id: str, obj: dict, printed) -> None:
    """结附: beside its host; its controller keeps it even on an opponent's card (G:附属和结附 p4).
    An attachment enters play on resolution, so its 进场触发 fires (G:进场和离场 p5, XQ42)."""
    state = ctx.state
    controller = obj["controller"]
    mode = obj.get("attach_mode")  # the option chosen when it was played (JC082)
    if attach_rule(printed, mode).kind == "own_society":
        new_id = ctx.move(card_id, zone(controller, "society"), reason="attach")
        ctx.card(new_id)["attached_to"] = f"society:{controller}"
        collect_card_triggers(ctx, new_id, ["enters"], None)  # attachments enter play too (G:进场和离场 p5)
        return
    host = obj["host"]
    if host.startswith("slot"):
        slot = int(host[4:])
        legal = region_in(state, slot) == obj["host_region"]
    else:
        legal = (host in state["cards"] and still_legal(state, host_select(printed, mode), host, controller, None, None, {})
                 and accepts(state, printed, host))  # fmt: skip
        slot = int(state["cards"][host]["zone"][-1]) if legal else None
    if not legal:
        ctx.move(card_id, graveyard_of(ctx, card_id), reason="no_host")
        return
    attach_card(ctx, card_id, host, slot, controller, "attach")


@PROCS.proc("effects")
def effects(ctx: Ctx, frame: dict) -> None:
    """Run an ability's steps in order; "你可以" steps ask first."""
    obj = frame["object"]
    specs, steps = object_ability(obj)
    if "targets" not in frame:
        chosen = obj.get("targets", {})
        known = {**chosen, "_x": obj.get("x")}  # the X paid: "印刷费用为X的" (JC135)
        legal = {}
        for spec in specs:
            select = spec_select(ctx.state, spec, obj["controller"], obj.get("source"))
            legal[spec.name] = [o for o in chosen.get(spec.name, [])
                                if still_legal(ctx.state, select, o, obj["controller"], obj.get("source"), obj.get("here"), known)]  # fmt: skip
        named = sum(len(chosen.get(s.name, [])) for s in specs)
        dropped = named - sum(len(found) for found in legal.values())
        if named and not any(legal.values()):  # G:目标 p7: it does nothing, and every player is told
            ctx.emit("ability_fizzled", controller=obj["controller"], definition=obj["definition"])
            ctx.pop(frame)
            seal_without_host(ctx, obj, steps)
            return
        if dropped:  # digest A33: the still-legal targets only, and every player is told
            ctx.emit("targets_dropped", controller=obj["controller"], definition=obj["definition"], count=dropped)
        if obj.get("x") is not None:
            legal["_x"] = obj["x"]  # for selections made while resolving ("所有印刷费用小于或等于X的附属", XQ50)
        frame.update(targets=legal, index=0, scratch={}, did=True)
    while frame["index"] < len(steps):
        step = steps[frame["index"]]
        region = _condition_region(frame, step.condition)
        skipped = ((step.if_done and not frame["did"]) or (step.if_not_done and frame["did"])
                   or (step.if_extra_cost_paid and not obj.get("extra_paid")))  # fmt: skip
        dying = tuple(obj.get("data", {}).get("dying_subtypes", ()))
        destroyed = tuple(frame.get("destroyed_subtypes", ()))
        sacrificed = tuple(obj.get("sacrificed_subtypes", ()))
        discarded = tuple(obj.get("discarded_subtypes", ()))
        exhausted = tuple(frame.get("exhausted_own_subtypes", ()))
        if skipped or not condition_holds(ctx.state, step.condition, obj.get("source") or "", obj["controller"], region, dying,
                                          destroyed, sacrificed, discarded, exhausted):  # fmt: skip
            _next(frame, did=False)
            continue
        if step.optional and "accepted" not in frame["scratch"]:
            prompt = t("underworld.prompt.may_step", card=card_name(obj["definition"]), step=steps_text([step]))
            possible = may_change(ctx, frame, step)
            taken = ask_may(ctx, frame, obj["controller"], f"may:{frame['index']}", prompt, possible=possible, card=obj["definition"])
            if taken is None:
                return
            if not taken:
                _next(frame, did=False)
                continue
            frame["scratch"]["accepted"] = True
        if not RESOLVERS[step.step](ctx, frame, step):
            return
        _next(frame, did=frame["scratch"].get("did", True))
    ctx.pop(frame)


def _condition_region(frame: dict, condition: Condition | None) -> int | None:
    """The slot of the region target a step's condition names ("若该地区…", JC127)."""
    chosen = frame["targets"].get(condition.region, []) if condition and condition.region else []
    return slot_number(chosen[0]) if chosen else None


def _next(frame: dict, did: bool) -> None:
    frame.update(index=frame["index"] + 1, scratch={}, did=did)


# ---------------------------------------------------------------------------- announcing triggers
def unannounced_trigger(state: dict) -> dict | None:
    return next((o for o in state["stack"] if o["kind"] == "trigger" and not o["data"].get("announced")), None)


@PROCS.proc("announce_trigger")
def announce_trigger(ctx: Ctx, frame: dict) -> None:
    """Use it or not (unless 强制), then its targets (G:触发能力 p2, G:发动 p4)."""
    obj = next((o for o in ctx.state["stack"] if o["id"] == frame["object"]), None)
    if obj is None:
        ctx.pop(frame)
        return
    data = obj["data"]
    flat = _flat(obj)
    title = ability_title(flat)
    ability = ability_of(flat)
    if ability.modes and "mode" not in data:
        usable = [can_choose_all(ctx.state, m.targets, obj["controller"], obj["source"], data.get("here")) for m in ability.modes]
        labels = [steps_text(m.effects, m.targets) for m in ability.modes]
        if any(usable):
            mode = choose_mode(ctx, frame, obj["controller"], labels, usable, title)
            if mode is None:
                return
            data["mode"] = mode
            flat = _flat(obj)
    specs, _ = object_ability(flat)
    # "该能力每回合只能发动一次", "该能力每回合至多发动三次" (WM068)
    limit = 1 if ability.once_per_turn else ability.times_per_turn
    once = f"{obj['source']}:{obj['ability']}" if limit else None
    possible = can_choose_all(ctx.state, specs, obj["controller"], obj["source"], data.get("here"))
    possible = can_act = possible and (not limit or ctx.state["turn"]["used"].count(once) < limit)
    if possible and not data.get("forced"):
        if "use" not in frame:  # kept: the answer is consumed, and targets are asked after it
            options = [{"id": "yes", "label": t("underworld.option.use_trigger")}, {"id": "no", "label": t("option.no")}]
            ask = make_ask(t("underworld.prompt.use_trigger", ability=title), options)
            choice = ctx.choose(frame, obj["controller"], "yes_no", "use", ask, confirm=True)
            if choice is None:
                return
            frame["use"] = choice == ["yes"]
        possible = frame["use"]
    if possible and specs:
        chosen = choose_targets(ctx, frame, specs, obj["controller"], obj["source"], data.get("here"), title)
        if chosen is None:
            return
        data["targets"] = chosen
    ctx.pop(frame)
    if not possible:
        ctx.state["stack"].remove(obj)
        if can_act:
            ctx.emit("trigger_declined", object=obj["id"], controller=obj["controller"])
        else:  # nothing it could do: not asked, and the log says so (engine/core/optional.py)
            no_effect(ctx, obj["controller"], flat["definition"])
        return
    data["announced"] = True
    if once:
        ctx.state["turn"]["used"].append(once)


def _each_player_choices(ctx: Ctx, frame: dict, obj: dict, printed) -> list | None:
    """"每位玩家选择一项或多项，并各自执行" (WM084): each player in turn, the controller first, chooses at
    least one of the options he can use (legal targets, G:选择一项 p10), then their targets; returns
    [player, option, targets] in that order, each player's options in printed order (None while asking)."""
    from .actions import mode_usable

    controller = obj["controller"]
    players = [controller] + [p for p in ctx.seats if p != controller]
    chosen = frame.setdefault("chosen_modes", {})
    for player in players:
        if player not in chosen:
            usable = [i for i, mode in enumerate(printed.modes) if mode_usable(ctx.state, mode, player, None, None)]
            if not usable:
                chosen[player] = []
                continue
            options = [{"id": str(i), "label": steps_text(printed.modes[i].effects, printed.modes[i].targets)} for i in usable]
            ask = make_ask(t("underworld.prompt.modes_each", card=printed.name), options, minimum=1, maximum=len(options))
            choice = ctx.choose(frame, player, "choose_option", f"modes:{player}", ask)
            if choice is None:
                return None
            chosen[player] = sorted(int(i) for i in choice)
        for index in chosen[player]:
            specs = printed.modes[index].targets
            if specs and choose_targets(ctx, frame, specs, player, None, None, printed.name, prefix=f"{player}:{index}:") is None:
                return None
    picked = frame.get("chosen", {})
    # lists, not tuples: the frame is kept in the state, which is JSON
    return [[player, index, {"_regions": picked.get("_regions", {}),
                             **{k.removeprefix(f"{player}:{index}:"): v for k, v in picked.items() if k.startswith(f"{player}:{index}:")}}]
            for player in players for index in chosen[player]]  # fmt: skip


def trigger_label(ctx: Ctx, trigger: dict) -> str:
    flat = {"ability": trigger["ability"], "definition": trigger["data"]["definition"]}
    return t("underworld.option.trigger", ability=ability_title(flat), card=card_label(ctx.state, trigger["source"], trigger["controller"])
             if trigger["source"] in ctx.state["cards"] else card_name(flat["definition"]))  # fmt: skip


__all__ = ["resolve_stack_object", "trigger_label", "unannounced_trigger", "controller_of"]
