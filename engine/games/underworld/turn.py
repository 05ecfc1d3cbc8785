"""The turn (F:0.1–4.2.5, digest §4): start phase (reset, preparation, draw), action phase (the
first player's action step, then the second player's), contest phase, end phase (end step,
recovery). The first player holds the key-shaped token (先手标志); it passes at the very end.

`state["turn"]`: number, active (the first player of this turn), step, step_owner (whose action
step), and what is once per turn (established, dispatched, used, privilege_used, won_slots, played).
Unspent cost is lost at the end of every step (G:费用 p4).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.priority import open_window
from engine.core.requests import make_ask

from .control import end_turn_effects
from .library import draw
from .options import option
from .permanents import discard_cards, enter_area, lurk
from .procs import PROCS
from .sealing import stays_exhausted
from .stats import first_player, flip_locked, is_character, keywords, sources_fixed
from .text import card_label
from .triggers import add_ability_trigger, collect_flow_triggers
from .zones import SLOTS, area_cards, controller_of, is_hidden_agent, zone

HAND_LIMIT = 7  # "通常为 7 张" (F:4.2.1, digest A38)


def end_step(ctx: Ctx) -> None:
    for player in ctx.seats:
        ctx.player(player)["pool"] = 0


def begin_step(ctx: Ctx, step: str, owner: str | None = None) -> None:
    end_step(ctx)
    turn = ctx.state["turn"]
    turn.update(step=step, step_owner=owner, passed_empty=False)
    ctx.emit("step_started", step=step, player=owner)


def second_player(ctx: Ctx) -> str:
    return ctx.opponents(first_player(ctx.state))[0]


@PROCS.proc("turn")
def turn(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    fp = first_player(state)
    step = frame["step"]
    if step == 0:  # 1.1 reset step: no priority; what triggers here waits for 1.2.1
        state["turn"].update(number=state["turn"]["number"] + 1, established=[], dispatched=[], used=[],
                             privilege_used=False, won_slots=[], played=[], influence_removed=[])  # fmt: skip
        ctx.emit("turn_started", player=fp, number=state["turn"]["number"])
        begin_step(ctx, "reset")
        ready_everything(ctx)
        frame["step"] = 1
        begin_step(ctx, "prepare")  # 1.2
        reveal_waiting_agents(ctx)
        collect_flow_triggers(ctx, "prepare")
        open_window(ctx, fp)
        return
    if step == 1:  # 1.3 draw step: both draw at once, no stack
        begin_step(ctx, "draw")
        for player in ctx.turn_order_from(fp):
            draw(ctx, player, together=True)
        frame["step"] = 2
        if option(state, "draw_step_priority"):  # digest A4
            open_window(ctx, fp)
            return
        step = 2
    if step == 2:  # 2.1 the first player's action step
        begin_step(ctx, "action_first", fp)
        frame["step"] = 3
        open_window(ctx, fp)
        return
    if step == 3:  # 2.2 the second player's: he gets priority first, and after each resolution
        begin_step(ctx, "action_second", second_player(ctx))
        frame["step"] = 4
        open_window(ctx, second_player(ctx))
        return
    if step == 4:  # 3.1 contest phase begins: 机动
        begin_step(ctx, "contest_start")
        mobile_triggers(ctx)
        frame["step"] = 5
        open_window(ctx, fp)
        return
    if step == 5:  # 3.2–3.4
        begin_step(ctx, "contests")
        frame["step"] = 6
        ctx.push("contest_phase")
        return
    if step == 6:  # 4.1 end step
        begin_step(ctx, "end")
        collect_flow_triggers(ctx, "end_step")
        frame["step"] = 7
        open_window(ctx, fp)
        return
    if step == 7:  # 4.2 recovery step
        begin_step(ctx, "recovery")
        frame["step"] = 8
        ctx.push("recovery")
        return
    # 4.2.5 the token passes: the turn ends
    end_step(ctx)
    state["turn"]["active"] = second_player(ctx)
    ctx.emit("token_passed", player=state["turn"]["active"])
    ctx.pop(frame)
    ctx.push("turn")


def reveal_waiting_agents(ctx: Ctx) -> None:
    """"将S．P．T董事局潜伏。在下一个准备步骤开始时，令其现身，且不需要支付其费用" (JC024): the
    agents such a lurk made turn face up, for free, as on a reveal (G:暗藏者翻面 p1 step 5)."""
    for slot in SLOTS:
        for card_id in list(area_cards(ctx.state, slot)):
            if (ctx.exists(card_id) and ctx.card(card_id).get("reveals_next_prepare") and is_hidden_agent(ctx.state, card_id)
                    and not flip_locked(ctx.state, card_id)):  # fmt: skip
                enter_area(ctx, card_id, slot, "reveal", controller_of(ctx.state, card_id), keep=("exhausted",))


def lurk_drafted(ctx: Ctx) -> None:
    """"在回合结束时，若因此效果进场的角色仍然在场，将其潜伏" (XQ09): at 4.2.3, with the effects
    "直到回合结束"; the same object only (a card that left play or turned over is a new one)."""
    for slot in SLOTS:
        for card_id in list(area_cards(ctx.state, slot)):  # an attachment may be gone with its host by then
            if (ctx.exists(card_id) and ctx.card(card_id).get("lurks_at_end_of_turn") and is_character(ctx.state, card_id)
                    and not flip_locked(ctx.state, card_id)):  # fmt: skip
                lurk(ctx, card_id)


def ready_everything(ctx: Ctx) -> None:
    """1.1.2: every exhausted card in play readies, both players' at once, except the characters a
    card keeps exhausted (乔治·帕佐 JC108: enemy characters with a card sealed on them)."""
    state = ctx.state
    cards = [c for s in SLOTS for c in area_cards(state, s) if not stays_exhausted(state, c)]
    for player in ctx.seats:
        cards += state["zones"][zone(player, "assets")]["cards"] + state["zones"][zone(player, "society")]["cards"]
    readied = [c for c in cards if state["cards"][c].pop("exhausted", False)]
    if readied:
        ctx.emit("cards_readied", cards=readied)


def mobile_triggers(ctx: Ctx) -> None:
    """机动 triggers at the start of the contest phase, once per character per turn (G:机动 p5)."""
    state = ctx.state
    with sources_fixed(state):  # every character's keywords, read before any trigger waits
        mobile = [(slot, card_id) for slot in SLOTS for card_id in area_cards(state, slot)
                  if is_character(state, card_id) and "mobile" in keywords(state, card_id) and "immobile" not in keywords(state, card_id)]  # fmt: skip
    for slot, card_id in mobile:
        add_ability_trigger(ctx, controller_of(state, card_id), card_id, "mobile", slot, forced=False)


@PROCS.proc("recovery")
def recovery(ctx: Ctx, frame: dict) -> None:
    """4.2.1–4.2.4: discards (first player, then second), damage and "this turn" effects end (in
    the order of option `recovery_order`, digest A5), then, if anything triggered, a priority
    window and the recovery step again."""
    state = ctx.state
    clear_first = option(state, "recovery_order") == "clear_first"
    if clear_first:
        clear_turn(ctx, frame)
    if not discard_to_limit(ctx, frame):
        return
    if not clear_first:
        clear_turn(ctx, frame)
    if state["triggers"]:  # 4.2.4a
        frame.update(discarded=0, cleared=False, round=frame.get("round", 0) + 1)
        open_window(ctx, first_player(state))
        return
    ctx.pop(frame)


def discard_to_limit(ctx: Ctx, frame: dict) -> bool:
    """4.2.1–4.2.2: each player above the hand limit discards down to it; False while waiting."""
    state = ctx.state
    order = ctx.turn_order_from(first_player(state))
    while frame.setdefault("discarded", 0) < len(order):
        player = order[frame["discarded"]]
        hand = ctx.zone(zone(player, "hand"))
        excess = len(hand) - HAND_LIMIT
        if excess > 0:
            options = [{"id": c, "label": card_label(state, c, player)} for c in hand]
            ask = make_ask(t("underworld.prompt.discard_to", limit=HAND_LIMIT, count=excess), options, minimum=excess, maximum=excess)
            choice = ctx.choose(frame, player, "choose_cards", f"discard:{player}:{frame.get('round', 0)}", ask)
            if choice is None:
                return False
            discard_cards(ctx, player, choice, by=player)
        frame["discarded"] += 1
    return True


def clear_turn(ctx: Ctx, frame: dict) -> None:
    """4.2.3: damage is removed and "this turn" effects end, once per round of the step."""
    if frame.get("cleared"):
        return
    frame["cleared"] = True
    for slot in SLOTS:
        for card_id in area_cards(ctx.state, slot):
            ctx.set_counter(card_id, "damage", 0)
    end_turn_effects(ctx)
    lurk_drafted(ctx)
    ctx.emit("damage_removed")
