"""Using effects (1.1.3-1.1.7, 2.0.5, 5.5.3; digest §6.9).

An effect that triggers becomes a pending *item*. Items that trigger together form a batch,
resolved by the `effects` procedure: the turn player's side first, then the other (1.1.6a); the
turn player picks the order within a side (1.1.6; option `trigger_order`, digest A2). Each item
runs in its own `effect` frame: condition, "may" (1.1.4, 1.1.4a), the cost in full or nothing
(1.1.3), then its steps as far as they go (1.1.3a).

- Event triggers of affected cards ("when discarded", "when moved to the damage zone") and of
  face-up battlefield cards watching an event (`WATCHED`: "当我方手牌被弃置时" …) wait in
  `state["triggers"]` and interrupt the running effect after its current step (1.1.7).
- 翻 effects of battlefield cards an effect revealed wait until that effect ends (5.5.3), then
  join their side's items (the 1.1.6 example); the other side's go first, before the rest (1.1.7).
- Each effect of a card triggers at most once per turn (2.0.5; `items.py`).
- A batch started by a rule step is top-level: losses are checked after each of its items (1.3.4).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.optional import ask_may
from engine.core.requests import make_ask
from engine.core.triggers import add_trigger

from .actions import discard, move
from .cards import Effect, PlaceFromHand
from .conditions import holds
from .items import effect_of, mark_used, trigger
from .losses import check_losses
from .options import option
from .procs import PROCS
from .steps import RESOLVERS
from .text import card_name, energy_options
from .zones import battlefield, cards_in, free_slots, other_player, zone, zone_kind, zone_owner

EVENT_TIMINGS = {"rest": "discarded", "damage": "to_damage"}  # zone kind reached -> timing


def collect_event_triggers(ctx: Ctx, event: dict) -> None:
    """A card discarded (5.0.3) or moved into the damage zone responds to the event (1.1.7), and
    so do the face-up battlefield cards watching it."""
    for player, timing in watched(ctx.state, event):
        for card_id in battlefield(ctx.state, player):
            if card_id != event.get("card") and not ctx.card(card_id).get("face_down"):  # digest A7
                _wait(ctx, trigger(ctx, card_id, timing))
    if event["type"] != "card_moved":
        return
    kind = event["to_zone"].split(".")[1]
    timing = EVENT_TIMINGS.get(kind)
    if timing is None or (timing == "discarded" and event["reason"] != "discard"):
        return
    _wait(ctx, trigger(ctx, event["card"], timing))


def _wait(ctx: Ctx, items: list[dict]) -> None:
    for item in items:
        add_trigger(ctx, item["controller"], item["source"], f"effect:{item['effect']}", item=item)


def watched(state: dict, event: dict) -> list[tuple[str, str]]:
    """(player whose cards watch, timing) for each watching timing the event sets off: a card of
    theirs discarded from hand (5.0.1) or put into a damage zone (3.3.1), a support revealed
    (4.3.2), a form change (5.10.1), an opponent's effect used (1.1.7)."""
    kind = event["type"]
    player = event.get("player")
    if kind == "card_moved":
        owner, reached = zone_owner(event["to_zone"]), zone_kind(event["to_zone"])
        if reached == "rest" and event["reason"] == "discard":
            return [(owner, "own_discarded")]
        if reached == "damage":
            return [(owner, "own_to_damage"), (other_player(state, owner), "opponent_to_damage")]
        return []
    if kind == "support_revealed":
        return [(player, "support_revealed"), (other_player(state, player), "opponent_support_revealed")]
    if kind == "form_changed":
        return [(player, "own_form_change")]
    if kind == "effect_used":
        return [(other_player(state, player), "opponent_effect")]
    return []


def push_effects(ctx: Ctx, items: list[dict], *, top: bool) -> bool:
    """Resolve a batch of items; True if there was anything to resolve."""
    if not items:
        return False
    ctx.push("effects", pool=items, side=0, top=top)
    return True


def push_interrupts(ctx: Ctx, *, top: bool) -> bool:
    """Resolve the event triggers waiting now, before anything else continues (1.1.7)."""
    return push_effects(ctx, take_waiting(ctx), top=top)


def take_waiting(ctx: Ctx) -> list[dict]:
    """The items of the event triggers waiting now, no longer waiting."""
    waiting = ctx.state["triggers"]
    ctx.state["triggers"] = []
    return [entry["data"]["item"] for entry in waiting]


def item_label(item: dict) -> str:
    return t("ultraman.option.effect", card=card_name(item["def"]), text=effect_of(item).text)


@PROCS.proc("effects")
def resolve_batch(ctx: Ctx, frame: dict) -> None:
    if frame.pop("running", False) and frame["top"] and check_losses(ctx):
        return  # 1.3.4: a top-level effect has finished
    active = ctx.state["turn"]["active"]
    sides = [active, other_player(ctx.state, active)]
    while frame["side"] < len(sides):
        side = sides[frame["side"]]
        own = [item for item in frame["pool"] if item["controller"] == side]
        if not own:
            frame["side"] += 1
            continue
        chooser = active if option(ctx.state, "trigger_order") == "turn_player" else side
        options = [{"id": item["id"], "label": item_label(item)} for item in own]
        choice = ctx.choose(frame, chooser, "choose_option", "order", make_ask(t("ultraman.prompt.order_effects"), options))
        if choice is None:
            return
        item = next(i for i in own if i["id"] == choice[0])
        frame["pool"].remove(item)
        frame["running"] = True
        ctx.push("effect", item=item, index=0, scratch={}, deferred=[])
        return
    ctx.pop(frame)


def step_possible(state: dict, step, controller: str) -> bool:
    """Whether a step of an optional effect could change the game, from public facts only (hand
    counts are public, 3.6.4a, and every card is a character; engine/core/optional.py): a step goes
    only as far as it can (1.1.3a). Drawing or adding energy always can: from an empty deck it
    loses the game (1.3.2b, 1.3.2c)."""
    if isinstance(step, PlaceFromHand):
        return bool(cards_in(state, controller, "hand")) and bool(free_slots(state, controller))
    return True


def cost_payable(state: dict, effect: Effect, controller: str) -> bool:
    cost = effect.cost
    if cost is None:
        return True
    return len(cards_in(state, controller, "energy")) >= cost.use_energy and \
        len(cards_in(state, controller, "hand")) >= cost.discard  # fmt: skip


def can_use(state: dict, effect: Effect, controller: str, source: str) -> bool:
    return holds(state, effect.condition, controller, source) and cost_payable(state, effect, controller)


def pay_cost(ctx: Ctx, frame: dict, effect: Effect, player: str) -> bool:
    """Pay the 【】 part (1.1.3): use energy (5.4.1), then discard (5.0.1). False while asking."""
    cost = effect.cost
    if cost is None:
        return True
    scratch = frame["scratch"]
    if cost.use_energy and "energy_paid" not in scratch:
        ask = make_ask(t("ultraman.prompt.pay_energy", count=cost.use_energy), energy_options(ctx.state, player),
                       minimum=cost.use_energy, maximum=cost.use_energy)  # fmt: skip
        choice = ctx.choose(frame, player, "choose_cards", "pay_energy", ask)
        if choice is None:
            return False
        for card_id in choice:
            move(ctx, card_id, zone(player, "rest"), reason="use_energy")
        scratch["energy_paid"] = True
    if cost.discard and "discard_paid" not in scratch:
        options = [{"id": c, "label": card_name(ctx.card(c)["def"])} for c in ctx.zone(zone(player, "hand"))]
        ask = make_ask(t("ultraman.prompt.pay_discard", count=cost.discard), options, minimum=cost.discard,
                       maximum=cost.discard)  # fmt: skip
        choice = ctx.choose(frame, player, "choose_cards", "pay_discard", ask)
        if choice is None:
            return False
        discard(ctx, choice)
        scratch["discard_paid"] = True
    frame["scratch"] = {}
    return True


def _start(ctx: Ctx, frame: dict) -> bool | None:
    """Condition, "may" and the cost check. True to go on, False to stop, None while asking."""
    item = frame["item"]
    effect = effect_of(item)
    controller = item["controller"]
    if not holds(ctx.state, effect.condition, controller, item["source"]):
        return False
    payable = cost_payable(ctx.state, effect, controller)  # else it is not used (1.1.3)
    if effect.may and not item.get("chosen"):
        prompt = t("ultraman.prompt.may", card=card_name(item["def"]), text=effect.text)
        possible = payable and (effect.cost is not None or any(step_possible(ctx.state, s, controller) for s in effect.steps))
        taken = ask_may(ctx, frame, controller, "may", prompt, possible=possible, card=item["def"])
        if not taken:
            return taken  # None while asking
    elif not payable:
        return False
    if ctx.exists(item["source"]):
        mark_used(ctx, item["source"], item["effect"])
    ctx.emit("effect_used", player=item["controller"], card=item["source"], definition=item["def"], text=effect.text)
    return True


@PROCS.proc("effect")
def resolve_effect(ctx: Ctx, frame: dict) -> None:
    item = frame["item"]
    effect = effect_of(item)
    if not frame.get("started"):
        started = _start(ctx, frame)
        if started is None:
            return
        if not started:
            ctx.pop(frame)
            return
        frame["started"] = True
    if not frame.get("paid"):
        if not pay_cost(ctx, frame, effect, item["controller"]):
            return
        frame["paid"] = True
        if push_interrupts(ctx, top=False):
            return
    while frame["index"] < len(effect.steps):
        step = effect.steps[frame["index"]]
        if not RESOLVERS[step.step](ctx, frame, step):
            return
        frame["index"] += 1
        frame["scratch"] = {}
        if push_interrupts(ctx, top=False):  # 1.1.7: affected cards respond first
            return
        if ctx.state["frames"][-1] is not frame:  # the step started a procedure (a form change)
            return
    ctx.pop(frame)
    _hand_over_deferred(ctx, frame["deferred"], item["controller"])


def _hand_over_deferred(ctx: Ctx, deferred: list[dict], controller: str) -> None:
    """5.5.3: reveal effects wait until the revealing effect has finished, then join their
    side's pending items; the other side's run before the rest of this batch (1.1.7)."""
    if not deferred:
        return
    parent = ctx.state["frames"][-1]
    own = [item for item in deferred if item["controller"] == controller]
    parent["pool"].extend(own)
    push_effects(ctx, [item for item in deferred if item["controller"] != controller], top=False)
