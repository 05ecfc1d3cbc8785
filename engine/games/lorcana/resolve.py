"""Resolving abilities and action effects: run their steps in order (7.1.1), asking "may" first
(7.1.3). Triggered abilities come here from the bag; actions when they are played (6.3.1.2)."""

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect
from engine.core.messages import t
from engine.core.optional import ask_may, no_effect

from .abilities import Filter, PlayForFree, Target
from .card_text import step_text
from .cards import card_db
from .conditions import holds
from .granted import ability_at
from .may import step_possible, steps_possible
from .procs import PROCS
from .stats import stat
from .steps import RESOLVERS, each_decides
from .targets import candidates, resolve_target
from .text import card_name


def steps_of(frame: dict) -> list:
    """The steps to run: an action's effects, an ability's, or nested ones (`path`: the index of
    a `floating` step, or [index, option] of a `choose_one` step, at each level)."""
    card = card_db()[frame["definition"]]
    steps = card.effects if frame["ability"] is None else ability_at(card.id, frame["ability"]).effects
    for entry in frame.get("path", []):
        if isinstance(entry, list):
            index, option = entry
            steps = steps[index].options[option]
        elif isinstance(steps[entry], PlayForFree):  # the delayed ability it made (7.4.7)
            steps = steps[entry].at_end_of_turn
        else:
            steps = steps[entry].effects
    return steps


@PROCS.proc("ability")
def resolve_ability(ctx: Ctx, frame: dict) -> None:
    if frame["controller"] not in ctx.seats:  # its player left the game: it is removed (3.2.1.2)
        ctx.pop(frame)
        return
    card = card_db()[frame["definition"]]
    if frame["ability"] is not None and not frame.get("path") and not frame.get("accepted"):
        ability = ability_at(card.id, frame["ability"])
        if not holds(ctx.state, ability.condition, frame["controller"], frame["source"]):
            ctx.pop(frame)  # an "if" is checked on resolution; for triggers, again (7.4.4.2)
            return
        if ability.optional:
            prompt = t("lorcana.prompt.may", card=card.full_name, ability=ability.name or card_name(card.id))
            possible = steps_possible(ctx, frame, ability.effects)
            taken = ask_may(ctx, frame, frame["controller"], "may", prompt, possible=possible, card=card.id)
            if taken is None:
                return
            if not taken:
                ctx.pop(frame)
                return
        frame["accepted"] = True
    steps = steps_of(frame)
    frame.setdefault("index", 0)
    frame.setdefault("scratch", {})
    while frame["index"] < len(steps) and not frame.get("stop"):
        step = steps[frame["index"]]
        if step.condition is not None and not holds(ctx.state, step.condition, frame["controller"], frame.get("source")):
            frame["index"] += 1
            continue
        if step.if_done and not step.optional and not frame.get("counted"):  # nothing done "this way" (may.py for a may)
            frame["index"] += 1
            continue
        if step.optional and not each_decides(ctx.state, step) and not frame["scratch"].get("accepted"):
            prompt = t("lorcana.prompt.may_step", card=card.full_name, step=step_text(step))
            possible = step_possible(ctx, frame, step)
            taken = ask_may(ctx, frame, frame["controller"], f"may:{frame['index']}", prompt, possible=possible, card=card.id)
            if taken is None:
                return
            if not taken:
                frame["index"] += 1
                frame["scratch"] = {}
                continue
            frame["scratch"]["accepted"] = True
        if not RESOLVERS[step.step](ctx, frame, step):
            return
        frame["index"] += 1
        # what this step chose and counted, for "they" and "for each ... this way" in the next
        frame["previous"] = frame["scratch"].get("targets", [])
        frame["counted"] = frame["scratch"].get("counted", 0)
        frame["previous_players"] = frame["scratch"].get("target_players", [])  # "其玩家"
        frame["scratch"] = {}
    ctx.pop(frame)
    for after in reversed(frame.get("after", [])):  # cards played by the ability come after it (7.1.6)
        ctx.push(after.pop("proc"), step=0, **after)


SUPPORT_TARGET = Target(filter=Filter(type="character", other=True), up_to=True)


@PROCS.proc("support")
def resolve_support(ctx: Ctx, frame: dict) -> None:
    """Support (10.11.1): may add this character's strength to another chosen character's this
    turn; the amount is its strength on resolution."""
    if frame["controller"] not in ctx.seats:  # 3.2.1.2
        ctx.pop(frame)
        return
    frame.setdefault("index", 0)
    if not candidates(ctx, SUPPORT_TARGET, frame["controller"], frame["source"]):  # no one to support (7.1.3)
        ctx.pop(frame)
        no_effect(ctx, frame["controller"], frame["definition"])
        return
    chosen = resolve_target(ctx, frame, SUPPORT_TARGET, "support")
    if chosen is None:
        return
    ctx.pop(frame)
    source = frame["source"]
    for card_id in chosen:  # "每当你的一个角色因<辅助>被选中时"
        ctx.emit("chosen_for_support", card=card_id, by=source)
    if chosen and source in ctx.state["cards"]:
        amount = stat(ctx.state, source, "strength")
        add_effect(ctx, source=source, controller=frame["controller"], cards=chosen,
                   modifier={"stat": "strength", "op": "add", "value": amount}, until=END_OF_TURN)  # fmt: skip
