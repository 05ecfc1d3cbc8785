"""Delayed triggered abilities (CR 603.7): made by a resolving spell or ability ("at the beginning
of the next end step, ..."), they wait in ``state["data"]["delayed_triggers"]`` and trigger once,
the next time their event happens after they were made (CR 603.7b–c), controlled by the player
who controlled the ability that made them (CR 603.7d). They refer to the objects the making
ability named, as they were then: an object that has since changed zone is a new object and is
no longer found (CR 400.7, 603.7c).
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx

from .abilities import Ability, DelayedTrigger
from .cards import card
from .objects import is_type, matches, on_battlefield
from .zones import controller_of

DELAYED = "delayed"  # the ability key of a delayed trigger (its definition travels in its data)


def create(ctx: Ctx, obj: dict, step: DelayedTrigger, specs: list, chosen: str | None, those: list[str]) -> None:
    """Remember the delayed ability: the effects, the making ability's target specifications and
    chosen targets (so its steps' indices mean the same objects), the object it chose and the
    permanents it put onto the battlefield ("return those creatures")."""
    state = ctx.state
    trigger = {"event": step.at, **({"subject": step.subject} if step.subject else {})}
    ability = Ability(kind="triggered", trigger=trigger, targets=specs, effects=step.effects)
    waiting = state["data"].setdefault("delayed_triggers", [])
    watched = {"of": step.of, "if_attached_to_yours": step.if_attached_to_yours} if step.of is not None else {}
    waiting.append({**watched,
        "at": step.at, "controller": obj["controller"], "source": obj.get("source") or obj.get("card"),
        "definition": obj["def"], "ability": ability.model_dump(mode="json", by_alias=True, exclude_defaults=True),
        "targets": obj["targets"], "chosen": chosen, **({"those": those} if those else {}),
        "made": [state["turn"]["number"], state["turn"].get("step")],
    })  # fmt: skip
    ctx.emit("delayed_trigger_created", definition=obj["def"], controller=obj["controller"])


STEPS = {"next_end_step": "end", "next_upkeep": "upkeep"}  # when: the step that begins


def _due(state: dict, delayed: dict, at: str, now: list) -> bool:
    """Made before this step began, for this kind of step ("at the beginning of your next end
    step": only in its controller's turn)."""
    if delayed["made"] == now:
        return False
    return delayed["at"] == at or (delayed["at"] == f"your_{at}" and delayed["controller"] == state["turn"]["active"])


def beginning_of(ctx: Ctx, at: str) -> None:
    """CR 603.7b–c: "at the beginning of the next end step" (``at`` "next_end_step"; "… of your
    next end step" too, in its controller's turn) or "… of the next upkeep" ("next_upkeep"):
    every waiting one made before this step began triggers now, once, and stops waiting."""
    state = ctx.state
    now = [state["turn"]["number"], STEPS[at]]
    waiting = state["data"].get("delayed_triggers", [])
    due = [d for d in waiting if _due(state, d, at, now)]
    state["data"]["delayed_triggers"] = [d for d in waiting if d not in due]
    for delayed in due:
        core_triggers.add_trigger(ctx, delayed["controller"], delayed["source"], DELAYED, definition=delayed["definition"],
                                  delayed=delayed["ability"], targets=list(delayed["targets"]), chosen=delayed["chosen"],
                                  **({"those": delayed["those"]} if "those" in delayed else {}))  # fmt: skip


def spell_cast(ctx: Ctx, player: str, spell_card: str) -> None:
    """"When you next cast a creature spell this turn": the first one of its controller's made this
    turn triggers, once, with the spell's card as "that creature"; those of an earlier turn lapse.
    "Whenever you cast a [noncreature] spell this turn": each made this turn triggers each time its
    controller casts a matching spell (CR 603.7b, 601.2i)."""
    state = ctx.state
    for delayed in _this_turn(state, "you_cast_this_turn"):
        subject = Ability.model_validate(delayed["ability"]).trigger.subject
        if delayed["controller"] == player and matches(state, subject, spell_card, player, None):
            _trigger(ctx, delayed, subject=spell_card)
    waiting = state["data"].get("delayed_triggers", [])
    if not any(d["at"] == "next_creature_spell" for d in waiting):
        return
    turn = state["turn"]["number"]
    creature = "creature" in card(state["cards"][spell_card]["def"]).types
    due = [d for d in waiting if d["at"] == "next_creature_spell" and d["controller"] == player and d["made"][0] == turn and creature]
    state["data"]["delayed_triggers"] = [d for d in waiting if d not in due and (d["at"] != "next_creature_spell" or d["made"][0] == turn)]
    for delayed in due:
        core_triggers.add_trigger(ctx, delayed["controller"], delayed["source"], DELAYED, definition=delayed["definition"],
                                  delayed=delayed["ability"], targets=list(delayed["targets"]), chosen=delayed["chosen"], subject=spell_card)  # fmt: skip


def attacked(ctx: Ctx, attackers: list[str]) -> None:
    """"Until end of turn, whenever a [subject] attacks": made this turn, it triggers once for each
    attacking creature that matches, each time attackers are declared (CR 603.7b, 508.3a)."""
    for delayed in _this_turn(ctx.state, "attacks_this_turn"):
        subject = Ability.model_validate(delayed["ability"]).trigger.subject
        for attacker in [a for a in attackers if matches(ctx.state, subject, a, delayed["controller"], None)]:
            _trigger(ctx, delayed, subject=attacker)


def control_lost(ctx: Ctx, before: dict[str, str]) -> None:
    """"When you lose control of that Equipment this turn[, if it's attached to a creature you
    control]": ``before`` holds the controllers just before a change; made this turn, it triggers
    each time its controller loses control of the object (CR 603.7b), the intervening "if" checked
    now (CR 603.4)."""
    state = ctx.state
    for delayed in _this_turn(state, "lose_control_this_turn"):
        watched = (delayed["targets"][delayed["of"]] or {}).get("card")
        if watched not in before or before[watched] != delayed["controller"] or controller_of(state, watched) == delayed["controller"]:
            continue
        if delayed["if_attached_to_yours"] and not attached_to_creature_of(state, watched, delayed["controller"]):
            continue
        _trigger(ctx, delayed)


def _this_turn(state: dict, at: str) -> list[dict]:
    """The waiting ones of kind ``at`` made this turn; those of an earlier turn have ended ("this
    turn", "until end of turn", CR 514.2) and are forgotten."""
    waiting = state["data"].get("delayed_triggers", [])
    if not any(d["at"] == at for d in waiting):
        return []
    turn = state["turn"]["number"]
    state["data"]["delayed_triggers"] = [d for d in waiting if d["at"] != at or d["made"][0] == turn]
    return [d for d in state["data"]["delayed_triggers"] if d["at"] == at]


def _trigger(ctx: Ctx, delayed: dict, **extra) -> None:
    core_triggers.add_trigger(ctx, delayed["controller"], delayed["source"], DELAYED, definition=delayed["definition"],
                              delayed=delayed["ability"], targets=list(delayed["targets"]), chosen=delayed["chosen"], **extra)  # fmt: skip


def attached_to_creature_of(state: dict, card_id: str, player: str) -> bool:
    """Whether the permanent is attached to a creature ``player`` controls (CR 301.5)."""
    host = state["cards"].get(card_id, {}).get("attached_to")
    return bool(host) and on_battlefield(state, host) and is_type(state, host, "creature") and controller_of(state, host) == player


def ability(data: dict) -> Ability:
    return Ability.model_validate(data["delayed"])
