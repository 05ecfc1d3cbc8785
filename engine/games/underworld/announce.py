"""Choosing targets and "choose one" modes when a card is played, an ability is activated or a
trigger is put on the stack: before paying, and final (G:打出 p2 step 3, G:发动 p4 step 2,
G:目标 p7, G:选择一项 p10).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import TargetSpec
from .targets import has_legal_targets, legal_targets, slot_number, spec_select
from .text import object_label
from .zones import region_in


def can_choose_all(state: dict, specs: list[TargetSpec], controller: str, source: str | None, here: int | None) -> bool:
    """Whether every required target has a legal choice now (a card or ability cannot be
    played or activated without its targets): some choice of each one leaves the later ones a
    legal choice too (a destination its mover may enter, `Select.entered_by`)."""
    return _choosable(state, specs, controller, source, here, {})


def _choosable(state: dict, specs: list[TargetSpec], controller: str, source: str | None, here: int | None,
               chosen: dict) -> bool:  # fmt: skip
    if not specs:
        return True
    spec, rest = specs[0], specs[1:]
    select = spec_select(state, spec, controller, source)
    if not rest:  # enough legal targets for the last one is all it takes
        return has_legal_targets(state, select, controller, source, here, chosen, 0 if spec.up_to else spec.count)
    found = legal_targets(state, select, controller, source, here, chosen)
    if len(found) < (0 if spec.up_to else spec.count):
        return False
    picks = [[o] for o in found] if spec.count == 1 and rest else [found[: spec.count]]  # one target: try each
    if spec.up_to:
        picks.append([])
    return any(_choosable(state, rest, controller, source, here, {**chosen, spec.name: pick}) for pick in picks)


def choose_targets(ctx: Ctx, frame: dict, specs: list[TargetSpec], controller: str, source: str | None,
                   here: int | None, title: str, *, prefix: str = "") -> dict | None:  # fmt: skip
    """Ask for each target in turn; returns {name: [object ids]} (plus "_regions": the region card
    each chosen slot held, so a region won meanwhile is no longer the target), or None while
    waiting. A spec with fewer legal objects than needed makes the result None-free but short:
    callers check `can_choose_all` first. `prefix`: the names of one chosen option of several
    ("0:t", "1:t": "选择两项，你可以重复选择同一项", CQ28), each option seeing only its own."""
    chosen = frame.setdefault("chosen", {"_regions": {}})
    for index, spec in enumerate(specs):
        if prefix + spec.name in chosen:
            continue
        key = f"target:{prefix}{spec.name}"
        # The answer to the ask below came back to a state unchanged since it was asked: its legal
        # targets, checked by the engine against the ask, are not worked out again.
        choice = ctx.answer_for(frame, key)
        if choice is None:
            own = {"_regions": chosen["_regions"]} | {k.removeprefix(prefix): v for k, v in chosen.items() if prefix and k.startswith(prefix)}
            own = own if prefix else chosen
            found = legal_targets(ctx.state, spec_select(ctx.state, spec, controller, source), controller, source, here, own)
            if spec.count == 1:  # never one that leaves a later target without a legal choice (JC117 and a 不能移动 character)
                found = [o for o in found if _choosable(ctx.state, specs[index + 1 :], controller, source, here, {**own, spec.name: [o]})]
            options = [{"id": o, "label": object_label(ctx.state, o, controller)} for o in found]
            need = min(spec.count, len(found))
            if not options:
                chosen[prefix + spec.name] = []
                continue
            ask = make_ask(t("underworld.prompt.target", card=title, count=spec.count), options,
                           minimum=0 if spec.up_to else need, maximum=need)  # fmt: skip
            choice = ctx.choose(frame, controller, "choose_targets", key, ask)
            if choice is None:
                return None
        chosen[prefix + spec.name] = choice
        for object_id in choice:
            if object_id.startswith("slot"):
                chosen["_regions"][object_id] = region_in(ctx.state, slot_number(object_id))
        ctx.emit("targets_chosen", player=controller, targets=list(choice))
    return chosen


def choose_mode(ctx: Ctx, frame: dict, controller: str, labels: list[str], usable: list[bool], title: str,
                key: str = "mode") -> int | None:  # fmt: skip
    """One option of 选择一项, kept in `frame[key]` (another key for each option of "选择两项", CQ28)."""
    if key in frame:
        return frame[key]
    options = [{"id": str(i), "label": label} for i, label in enumerate(labels) if usable[i]]
    choice = ctx.choose(frame, controller, "choose_option", key, make_ask(t("underworld.prompt.mode", card=title), options))
    if choice is None:
        return None
    frame[key] = int(choice[0])
    ctx.emit("mode_chosen", player=controller, mode=frame[key])
    return frame[key]
