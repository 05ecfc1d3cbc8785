"""The turn (CR 500–514): beginning phase (untap 502, upkeep 503, draw 504), precombat main phase
(505), combat (506–511, combat.py), postcombat main phase, ending phase (end step 513, cleanup
514). No player gets priority in the untap step (502.4) or, usually, in cleanup (514.3); in every
other step the active player gets priority first (117.3a) and the step ends when all pass in
succession with an empty stack (500.2). In a two-player game the starting player skips the draw
of their first turn (103.8a); in other multiplayer games no one does (103.8c).

``state["turn"]``: number, active, step, lands_played, combat.
"""

from __future__ import annotations

from engine.core.checks import push_checks
from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, end_effects
from engine.core.messages import t
from engine.core.priority import open_window
from engine.core.requests import make_ask

from . import extra_phases, extra_turns, play_from_exile, sagas
from .control import control_returned, controllers_before_effects_end
from .mana import empty_pools
from .objects import doesnt_untap, keeps_damage
from .permanents import discard, draw, end_copy_effects, untap
from .procs import PROCS
from .text import card_label
from .triggers import (
    beginning_of_end_step,
    beginning_of_first_main_phase,
    beginning_of_main_phase,
    beginning_of_postcombat_main_phase,
    beginning_of_upkeep,
)
from .turn_steps import begin_step, no_combat
from .zones import hand, permanents

MAX_HAND_SIZE = 7  # CR 402.2


def start_turn(ctx: Ctx, player: str) -> None:
    turn = ctx.state["turn"]
    turn.update(number=turn["number"] + 1, active=player, step=None, lands_played=0,
                combat=no_combat())  # fmt: skip
    extra_phases.new_turn(turn)
    ctx.state["players"][player]["turns_taken"] += 1  # "your first … turn of the game" (Starting Town)
    ctx.emit("turn_started", player=player, number=turn["number"])
    end_effects(ctx, "start_of_turn", player)  # "until your next turn" (CR 611.2a)
    ctx.push("mtg.turn", stage="untap")


@PROCS.proc("mtg.turn")
def turn(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    stage = frame["stage"]
    if stage == "untap":  # 502.3: the active player's permanents untap; no priority
        begin_step(ctx, "untap")
        untapped = [c for c in permanents(state, active) if not doesnt_untap(state, c) and untap(ctx, c)]
        if untapped:
            ctx.emit("permanents_untapped", player=active, cards=untapped)
        frame["stage"] = "upkeep"
        return
    if stage == "upkeep":  # 503
        begin_step(ctx, "upkeep")
        beginning_of_upkeep(ctx)  # 503.1a
        frame["stage"] = "draw"
        open_window(ctx, active)
        return
    if stage == "draw":  # 504
        begin_step(ctx, "draw")
        # 103.8a: in a two-player game the starting player skips their first draw (103.8c: in other
        # multiplayer games no one does); 800.4: no one draws in the turn of a player who left
        skipped = state["turn"]["number"] == 1 and len(state["players"]) == 2
        if not skipped and active in ctx.seats:
            draw(ctx, active)  # 504.1: a turn-based action, before priority (504.2)
        frame["stage"] = "main1"
        open_window(ctx, active)
        return
    if stage in ("main1", "main2"):  # 505
        begin_step(ctx, stage)
        if stage == "main1":  # 714.3b: a turn-based action as the precombat main phase begins
            sagas.precombat_main_phase(ctx)
            beginning_of_first_main_phase(ctx)
        else:
            beginning_of_postcombat_main_phase(ctx)
        beginning_of_main_phase(ctx)
        frame["stage"] = "combat" if stage == "main1" else "end"
        open_window(ctx, active)
        return
    if stage == "combat":
        extra_phases.begin(state, extra_phases.COMBAT_PHASE)
        frame["stage"] = "after_combat"
        ctx.push("mtg.combat", stage="begin")
        return
    if stage == "after_combat":  # CR 500.8: "after this phase, there is an additional combat phase"
        frame["stage"] = "combat" if extra_phases.take(state, extra_phases.COMBAT_PHASE) else "main2"
        return
    if stage == "end":  # 513
        begin_step(ctx, "end")
        extra_phases.begin(state, extra_phases.END_STEP)
        play_from_exile.end_step_begins(ctx)  # "until your next end step" ends
        beginning_of_end_step(ctx)
        frame["stage"] = "after_end"
        open_window(ctx, active)
        return
    if stage == "after_end":  # CR 500.8: "there is an additional end step after this step"
        frame["stage"] = "end" if extra_phases.take(state, extra_phases.END_STEP) else "cleanup"
        return
    if stage == "cleanup":  # 514
        begin_step(ctx, "cleanup")
        if not _discard_to_hand_size(ctx, frame, active):
            return
        for card_id in permanents(state):  # 514.2: damage wears off, "until end of turn" ends
            if not keeps_damage(state, card_id):  # "damage isn't removed from this creature during cleanup steps"
                ctx.card(card_id).pop("damage", None)
            ctx.card(card_id).pop("deathtouched", None)
        controllers = controllers_before_effects_end(state)
        end_effects(ctx, END_OF_TURN)
        end_copy_effects(ctx)
        control_returned(ctx, controllers)  # CR 514.2: control effects end too
        frame["stage"] = "after_cleanup"
        ctx.push("mtg.cleanup_check")
        return
    if stage == "after_cleanup":
        if frame.pop("again", False):  # 514.3a: another cleanup step follows
            frame["stage"] = "cleanup"
            return
        empty_pools(ctx)
        ctx.pop(frame)
        start_turn(ctx, extra_turns.next_turn_player(state, active))  # CR 500.7: an extra turn first


def _discard_to_hand_size(ctx: Ctx, frame: dict, active: str) -> bool:
    """514.1: the active player discards down to their maximum hand size."""
    if active not in ctx.seats:  # 800.4: the turn of a player who left has no active player
        return True
    cards = ctx.zone(hand(active))
    excess = len(cards) - MAX_HAND_SIZE
    if excess <= 0:
        return True
    options = [{"id": c, "label": card_label(ctx.state, c, active)} for c in cards]
    ask = make_ask(t("mtg.prompt.discard_to_hand_size", count=excess, limit=MAX_HAND_SIZE), options, minimum=excess, maximum=excess)
    choice = ctx.choose(frame, active, "choose_cards", f"cleanup_discard:{ctx.state['turn']['number']}", ask)
    if choice is None:
        return False
    discard(ctx, choice)
    return True


@PROCS.proc("mtg.cleanup_check")
def cleanup_check(ctx: Ctx, frame: dict) -> None:
    """514.3: normally no priority in cleanup; if state-based actions would be performed or
    abilities triggered, they are, players get priority, and another cleanup step follows."""
    turn_data = ctx.state["turn"]
    if frame["step"] == 0:
        frame["step"] = 1
        turn_data["sba_performed"] = False
        push_checks(ctx)
        return
    acted = turn_data.pop("sba_performed") or ctx.state["triggers"]
    ctx.pop(frame)
    if acted and ctx.state["result"] is None:
        ctx.state["frames"][-1]["again"] = True
        open_window(ctx, ctx.state["turn"]["active"])
