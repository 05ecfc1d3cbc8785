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

DELAYED = "delayed"  # the ability key of a delayed trigger (its definition travels in its data)


def create(ctx: Ctx, obj: dict, step: DelayedTrigger, specs: list, chosen: str | None, those: list[str]) -> None:
    """Remember the delayed ability: the effects, the making ability's target specifications and
    chosen targets (so its steps' indices mean the same objects), the object it chose and the
    permanents it put onto the battlefield ("return those creatures")."""
    state = ctx.state
    ability = Ability(kind="triggered", trigger={"event": step.at}, targets=specs, effects=step.effects)
    waiting = state["data"].setdefault("delayed_triggers", [])
    waiting.append({
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
    turn triggers, once, with the spell's card as "that creature"; those of an earlier turn lapse."""
    state = ctx.state
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


def ability(data: dict) -> Ability:
    return Ability.model_validate(data["delayed"])
