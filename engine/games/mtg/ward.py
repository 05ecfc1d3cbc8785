"""Ward (CR 702.21): "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays [cost]"
(702.21a). Each instance triggers separately (702.21b). A permanent has ward from its own static
ability or from an Equipment's ("equipped creature has ward {1}"): ``ward = "{1}"`` on the static.

A spell or ability becomes the target of ... as it is cast (601.2c, triggering once it has become
cast, 601.2i), activated (602.2), put on the stack as a triggered ability with its targets
(603.3d), or created as a copy with its targets (707.10c). Countering it (701.6a) removes it from
the stack: none of its effects happen and a countered spell card goes to its owner's graveyard
(exiled instead if it was cast by flashback, 702.34a); a copy ceases to exist.
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import adventures
from .abilities import Ability
from .cards import card
from .mana import affordable, parse_cost, pay_automatically
from .objects import on_battlefield, power, statics_affecting
from .permanents import change_life
from .text import card_name
from .zones import EXILE, controller_of, graveyard

KEY = "ward"  # the ability key of a ward trigger (the ability is the rules')
ABILITY = Ability.model_validate({"kind": "triggered", "trigger": {"event": "becomes_target"}, "effects": [{"step": "ward_counter"}]})
PAY, DECLINE = "pay", "decline"


LIFE_EQUAL_TO_POWER = "life=power"  # the cost of "Ward—Pay life equal to [its] power"


def ward_costs(state: dict, card_id: str) -> list[str]:
    """The ward costs the permanent has now, one per instance."""
    found = [ability.ward for ability, _ in statics_affecting(state, card_id) if ability.ward]
    return found + [LIFE_EQUAL_TO_POWER for ability, _ in statics_affecting(state, card_id) if ability.ward_life_equal_to_power]


def targeted(ctx: Ctx, obj: dict, targets: list) -> None:
    """``obj`` (a stack object) has just become a spell or ability on the stack with ``targets``:
    the ward abilities of the permanents it targets that an opponent of its controller controls
    trigger (702.21a)."""
    state = ctx.state
    for target in {tg["card"] for tg in targets if tg and "card" in tg}:
        if not on_battlefield(state, target) or controller_of(state, target) == obj["controller"]:
            continue
        for cost in ward_costs(state, target):
            core_triggers.add_trigger(ctx, controller_of(state, target), target, KEY, definition=state["cards"][target]["def"],
                                      countering=obj["id"], cost=cost, power=power(state, target))  # fmt: skip


def resolve_step(ctx: Ctx, frame: dict, obj: dict, _step) -> bool:
    """Counter the spell or ability unless its controller pays (asked only if they can). False
    while waiting."""
    state = ctx.state
    data = obj["data"]
    countered = next((o for o in state["stack"] if o["id"] == data["countering"]), None)
    if countered is None:  # it has left the stack already
        return True
    if data["cost"] == LIFE_EQUAL_TO_POWER:  # its power as the ward ability resolves (last known, CR 608.2h)
        life = power(state, obj["source"]) if on_battlefield(state, obj["source"]) else data["power"]
        return _counter_unless_life_paid(ctx, frame, countered, max(0, life), data["definition"], f"ward:{obj['id']}")
    prompt = t("mtg.prompt.ward", card=card_name(data["definition"]), cost=data["cost"], spell=card_name(_definition(countered)))
    return counter_unless_paid(ctx, frame, countered, data["cost"], prompt, f"ward:{obj['id']}")


def _counter_unless_life_paid(ctx: Ctx, frame: dict, countered: dict, life: int, ward_definition: str, key: str) -> bool:
    """Counter ``countered`` unless its controller pays ``life`` life (CR 119.4: only with at
    least that much life; paying 0 is always possible). False while waiting."""
    payer = countered["controller"]
    if ctx.player(payer)["life"] >= life:
        prompt = t("mtg.prompt.ward_life", card=card_name(ward_definition), amount=life, spell=card_name(_definition(countered)))
        options = [{"id": PAY, "label": t("mtg.option.pay_life", amount=life)}, {"id": DECLINE, "label": t("mtg.option.decline")}]
        choice = ctx.choose(frame, payer, "choose_option", key, make_ask(prompt, options))
        if choice is None:
            return False
        if choice[0] == PAY:
            change_life(ctx, payer, -life)
            return True
    counter(ctx, countered)
    return True


def counter_unless_paid(ctx: Ctx, frame: dict, countered: dict, cost_text: str, prompt: str, key: str, exile: bool = False) -> bool:
    """Counter ``countered`` unless its controller pays ``cost_text`` (asked only if they can).
    False while waiting."""
    paid = pays(ctx, frame, countered["controller"], cost_text, prompt, key)
    if paid is None:
        return False
    if not paid:
        counter(ctx, countered, exile)
    return True


def pays(ctx: Ctx, frame: dict, payer: str, cost_text: str, prompt: str, key: str) -> bool | None:
    """Whether ``payer`` pays ``cost_text`` for an "unless [that player] pays" (asked only if they
    can; paid automatically); None while waiting."""
    cost = parse_cost(cost_text)
    if not affordable(ctx.state, payer, cost):
        return False
    options = [{"id": PAY, "label": t("mtg.option.pay_optional", cost=cost_text)}, {"id": DECLINE, "label": t("mtg.option.decline")}]
    choice = ctx.choose(frame, payer, "choose_option", key, make_ask(prompt, options))
    if choice is None:
        return None
    if choice[0] == PAY:
        pay_automatically(ctx, payer, cost)
    return choice[0] == PAY


def counter(ctx: Ctx, countered: dict, exile: bool = False) -> None:
    """CR 701.6a: removed from the stack without resolving; a spell card goes to its owner's
    graveyard (or exile, by flashback or ``exile``: "exile it instead"); a copy or an ability just
    ceases to exist. A spell that can't be countered stays (CR 101.2)."""
    if countered["kind"] == "spell" and card(_definition(countered)).cant_be_countered:
        return
    ctx.state["stack"].remove(countered)
    ctx.emit("countered", object=countered["id"], definition=_definition(countered), controller=countered["controller"])
    from .flashback import leaves_stack_to  # here: flashback's module imports casting, which imports this one

    card_id = countered.get("card") if countered["kind"] == "spell" else None
    if card_id in ctx.state["cards"]:
        to = EXILE if exile else leaves_stack_to(countered, graveyard(ctx.card(card_id)["owner"]))
        adventures.leave_stack(ctx, countered, to, "countered")


def _definition(stack_object: dict) -> str:
    return stack_object.get("def") or stack_object["data"]["definition"]
