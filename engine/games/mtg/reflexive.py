"""Reflexive triggered abilities (CR 603.12): "[You may pay {N}.] When you do, ..." — made while a
spell or ability resolves, they trigger on the player's action and wait like any trigger, so
they go on the stack the next time a player would receive priority, with their targets chosen
then (CR 603.3d), after the payment."""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import Ability, ReflexiveTrigger
from .mana import affordable, parse_cost, pay_automatically
from .text import card_name

REFLEXIVE = "reflexive"  # the ability key of a reflexive trigger (its definition travels in its data)
PAY, DECLINE = "pay", "decline"


def pay_optional(ctx: Ctx, frame: dict, obj: dict, cost_text: str, key: str, also: str = "") -> bool | None:
    """"You may pay [cost]": asked only if the controller can pay; True if they paid, None while
    waiting. ``also`` names the rest of the cost, paid by the caller ("并放逐…")."""
    player, cost = obj["controller"], parse_cost(cost_text)
    if not affordable(ctx.state, player, cost):
        return False
    options = [{"id": PAY, "label": t("mtg.option.pay_optional", cost=cost_text + also)}, {"id": DECLINE, "label": t("mtg.option.decline")}]
    ask = make_ask(t("mtg.prompt.pay_optional", card=card_name(obj["def"]), cost=cost_text + also), options)
    choice = ctx.choose(frame, player, "choose_option", key, ask)
    if choice is None:
        return None
    if choice[0] == DECLINE:
        return False
    pay_automatically(ctx, player, cost)
    return True


def resolve_step(ctx: Ctx, frame: dict, obj: dict, step: ReflexiveTrigger) -> bool:
    """Ask whether the player pays (only if they can); if they do, the reflexive ability
    triggers. False while waiting."""
    player = obj["controller"]
    if +parse_cost(step.pay):
        paid = pay_optional(ctx, frame, obj, step.pay, f"reflexive:{obj['id']}:{frame['index']}")
        if not paid:
            return paid is not None
    ability = Ability(kind="triggered", trigger={"event": "when_you_do"}, targets=step.targets, effects=step.effects)
    # the source sacrificed by an earlier step ("you may sacrifice this land. When you do, return
    # another target permanent card"): its card in the graveyard, so "another" excludes it
    source = frame.get("source_card") or obj.get("source") or obj.get("card")
    those = {"those": frame["those"]} if frame.get("those") else {}  # "one of them": what an earlier step put onto the battlefield
    for remembered in ("revealed_mana_value", "discarded_mana_value"):  # "that card's mana value": revealed or discarded earlier
        if remembered in frame:
            those[remembered] = frame[remembered]
    core_triggers.add_trigger(ctx, player, source, REFLEXIVE, definition=obj["def"], **those,
                              reflexive=ability.model_dump(mode="json", by_alias=True, exclude_defaults=True))  # fmt: skip
    return True


def ability(data: dict) -> Ability:
    return Ability.model_validate(data["reflexive"])
