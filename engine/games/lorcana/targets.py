"""Choosing cards for effects: filters, Ward (10.12), "up to" (7.1.8), "another" (7.1.5).

Choices are made on resolution (1.2.4). With nothing to choose, the effect does as much as it
can (1.2.3): an empty choice, not an illegal play.
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import Target
from .banish import is_in_play
from .filters import matches
from .limits import bounded
from .memo import unchanging
from .stats import has_keyword
from .teams import are_opponents
from .text import card_label
from .zones import all_in_play, zone_owner


def candidates(ctx: Ctx, target: Target, controller: str, source: str | None) -> list[str]:
    with unchanging(ctx.state):
        found = [c for c in all_in_play(ctx.state) if matches(ctx.state, c, target.filter, controller, source)]
        if target.mode == "chosen":  # Ward: opponents can't choose it for effects (10.12.1, 10.12.3)
            found = [c for c in found if not are_opponents(ctx.state, controller, zone_owner(ctx.card(c)["zone"]))
                     or not has_keyword(ctx.state, c, "ward")]  # fmt: skip
    return found


def what_text(target: Target) -> str:
    """What the prompt asks for: "角色", "地点或物品", "卡"."""
    kinds = target.filter.one_of_types or (target.filter.type or "card",)
    return "或".join(t(f"lorcana.what.{kind}") for kind in kinds)


def resolve_target(ctx: Ctx, frame: dict, target: Target, key: str) -> list[str] | None:
    """The cards a step affects, asking the controller when they choose; None while waiting."""
    controller, source = frame["controller"], frame.get("source")
    if target.filter.limit is not None:
        target = target.model_copy(update={"filter": bounded(ctx, frame, target.filter)})
    if target.mode == "self":
        return [source] if source and is_in_play(ctx.state, source) else []
    if target.mode == "this_card":
        return [source] if source in ctx.state["cards"] else []
    if target.mode in ("trigger_card", "challenger", "challenged"):
        card_id = frame.get(target.mode)
        return [card_id] if card_id in ctx.state["cards"] else []  # gone if it changed zone (7.1.9.1)
    if target.mode == "previous":
        found = [c for c in frame.get("previous", []) if c in ctx.state["cards"]]
        if target.only is not None:
            found = [c for c in found if matches(ctx.state, c, target.only, controller, source)]
        return found
    if target.mode in ("each_opponent", "each_player"):
        return _each_opponent_chooses(ctx, frame, target, key)
    found = candidates(ctx, target, controller, source)
    if target.mode == "chosen" and target.filter.other and frame.get("previous"):  # "所选的另一": nor the card just chosen (7.1.5)
        found = [c for c in found if c not in frame["previous"]]
    if target.mode == "all":
        return found
    if not found:
        return []
    what = what_text(target)
    label = card_label(ctx.state, source) if source and source in ctx.state["cards"] else ""
    prompt = (
        t("lorcana.prompt.targets_up_to", card=label, count=target.count, what=what)
        if target.up_to
        else t("lorcana.prompt.targets", card=label, what=what)
    )
    options = [
        {"id": c, "label": t("lorcana.option.card_of", card=card_label(ctx.state, c), owner=zone_owner(ctx.card(c)["zone"]))}
        for c in found
    ]
    count = min(target.count, len(found))
    ask = make_ask(prompt, options, minimum=0 if target.up_to else count, maximum=count)
    return ctx.choose(frame, controller, "choose_targets", key, ask)


def _each_opponent_chooses(ctx: Ctx, frame: dict, target: Target, key: str) -> list[str] | None:
    """"每位对手各选择自己的一个角色": each opponent in turn order from the active player (1.6.2)
    picks one of their own matching cards; Ward does not apply, it is their own choice (10.12.1).
    A player with none picks nothing (1.2.3)."""
    picked = frame["scratch"].setdefault(f"{key}:picked", {})
    active = ctx.state["turn"]["active"]
    order = ctx.turn_order_from(active) if active in ctx.seats else list(ctx.seats)
    what = what_text(target)
    source = frame.get("source")
    label = card_label(ctx.state, source) if source and source in ctx.state["cards"] else ""
    for player in order:
        if player in picked or (target.mode == "each_opponent" and not are_opponents(ctx.state, frame["controller"], player)):
            continue
        own = [c for c in all_in_play(ctx.state) if matches(ctx.state, c, target.filter.mine, player, source)]
        if own:
            options = [{"id": c, "label": card_label(ctx.state, c)} for c in own]
            ask = make_ask(t("lorcana.prompt.targets", card=label, what=what), options)
            choice = ctx.choose(frame, player, "choose_targets", f"{key}:{player}", ask)
            if choice is None:
                return None
            own = choice
        picked[player] = own[:1]
    return [c for chosen in picked.values() for c in chosen]
