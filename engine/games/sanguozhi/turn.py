"""The player turn (600-614): four processes, always in this order (600.2).

- 开始流程 start: 重置阶段 reset (untap the active player's Generals, 602.1), 开始阶段 start phase
  (action right, 603.2), 抓卡阶段 draw (1 card, 604.1; not on the starting player's first turn, 103.5a);
- 准备流程 main: action right with the main-process actions (605.3);
- 战斗流程 combat: attack, defence and damage calculation (606-610, combat.py);
- 结束流程 end: 结束阶段 end phase (action right, 612.2), 清除阶段 cleanup (combat damage removed from
  every General, 613.1; set Stratagems untapped, 613.2), 弃卡阶段 discard to the hand limit of 7
  (614.1, 302.2); then "until the end of the turn" results end (614.2).
"""

from engine.core.context import Ctx
from engine.core.hand_limit import choose_discards

from . import control
from .action_right import next_player, open_window
from .actions import draw, untap
from .factions import hand_limit_bonus
from .keywords import end_of_turn
from .procs import PROCS
from .stats import keyword_level
from .stratagems import expired
from .teams import enemies
from .text import card_label
from .zones import GENERAL_SLOTS, field_cards, generals, zone

HAND_LIMIT = 7  # 302.2, 614.1


@PROCS.proc("turn")
def turn(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    step = frame["step"]
    frame["step"] += 1
    if active not in ctx.seats and step in (2, 4, 7):
        return  # 900.3: the turn of a player who left goes on for the others, without its draw, combat or discard
    if step == 0:
        state["turn"]["number"] += 1
        state["players"][active].update(dispatched=False, authority_placed=False, formation_toggled=False, suits_equipped=[])  # 1 each per turn (500.1b, 504.1a, 503.3, 502.3b)
        ctx.emit("turn_started", player=active, number=state["turn"]["number"])
        for card_id in generals(state, active):  # 602.1
            untap(ctx, card_id)
        set_phase(ctx, "reset")
    elif step == 1:
        set_phase(ctx, "start")
        open_window(ctx, "start")  # 603.2, 115.3a
    elif step == 2:
        set_phase(ctx, "draw")
        if not (state["turn"]["number"] == 1 and active == state["turn"]["first_player"]):  # 103.5a
            for card_id in draw(ctx, active):  # 604.1
                if scouted(state, active):
                    ctx.reveal(card_id)  # 802.5b
    elif step == 3:
        set_phase(ctx, "main")
        open_window(ctx, "main")  # 605.2, 115.3b
    elif step == 4:
        set_phase(ctx, "combat")
        ctx.push("combat", step=0)
    elif step == 5:
        set_phase(ctx, "end")
        open_window(ctx, "end")  # 612.2, 115.3d
    elif step == 6:
        set_phase(ctx, "cleanup")
        cleanup(ctx)
    elif step == 7:
        set_phase(ctx, "discard")
        ctx.push("discard", player=active)
    elif step == 8:
        end_of_turn(ctx)  # 614.2
        control.end_of_turn(ctx)  # 805.3
        for card_id in expired(state):  # 804.5v: after this turn's discard phase
            ctx.emit("rule_effect", outcome="stratagem_expired", card=card_id, player=ctx.card(card_id)["owner"], definition=ctx.card(card_id)["def"])
            ctx.move(card_id, zone(ctx.card(card_id)["owner"], "graveyard"), reason="stratagem_expired")
    else:
        ctx.pop(frame)
        state["turn"]["active"] = next_player(ctx, active)
        ctx.push("turn")


def scouted(state: dict, player: str) -> bool:
    """802.5 刺探: an enemy has a face-up General with it, so the player reveals what they draw in
    their draw phase."""
    return any(keyword_level(state, c, "刺探") is not None for enemy in enemies(state, player) for c in generals(state, enemy))


def set_phase(ctx: Ctx, phase: str) -> None:
    ctx.state["turn"]["phase"] = phase
    ctx.emit("phase_started", phase=phase, player=ctx.state["turn"]["active"])


def cleanup(ctx: Ctx) -> None:
    """613.1: combat damage leaves every General and Formation; 613.2: set Stratagems untap.
    Permanent damage stays (117.6b)."""
    for player in ctx.seats:
        for card_id in field_cards(ctx.state, player):
            card = ctx.card(card_id)
            if card["slot"] in GENERAL_SLOTS or card["slot"] == "formation":
                ctx.set_counter(card_id, "damage", 0)
            elif card["slot"] == "stratagem" and card.get("face_down"):
                untap(ctx, card_id)


@PROCS.proc("discard")
def discard_to_limit(ctx: Ctx, frame: dict) -> None:
    """614.1: the active player discards down to the hand limit (a game action, no chain), 7 and
+1 per 孙权军 General (410.3i)."""
    player = frame["player"]
    limit = HAND_LIMIT + hand_limit_bonus(ctx.state, player)  # 410.3i
    choice = choose_discards(ctx, frame, player, ctx.zone(zone(player, "hand")), limit, "sanguozhi.prompt.discard", card_label)
    if choice is None:
        return
    ctx.pop(frame)
    for card_id in choice:
        ctx.move(card_id, zone(player, "graveyard"), reason="discard")
