"""Priority stops (engine/core/stops.py): which priority requests a front end passes for a player,
shown on 隐秘世界 positions."""

import engine
from engine.core.registry import get_game
from engine.core.stops import auto_pass
from tests.games.underworld.position import FILLER, UnderworldScenario

GAME = get_game("underworld")


def windows_of_turn_one(s: UnderworldScenario) -> list[tuple[str, str, bool]]:
    """(step, holder, passed for him on smart stops) for every priority request of turn 1."""
    seen = []
    while s.state["turn"]["number"] == 1:
        holder = s.priority_player()
        if holder is None:  # anything else (the recovery discard…) takes its default
            s.answer_raw(s.request["pending"][0], s.ask(s.request["pending"][0])["default"])
            continue
        seen.append((s.step, holder, auto_pass(GAME, s.state, holder, "smart")))
        s.pass_priority()
    return seen


def test_smart_stops_ask_in_the_own_action_step_and_when_contests_begin_only():
    """With nothing on the stack a player is asked in his own action step (G:标准行动 p9) and when
    the contest phase begins (F:3.1); every other window is passed for him."""
    s = UnderworldScenario()
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    asked = {(step, holder) for step, holder, passed in windows_of_turn_one(s) if not passed}
    assert asked == {("action_first", "p1"), ("action_second", "p2"), ("contest_start", "p1"), ("contest_start", "p2")}


def test_every_mode_never_passes():
    s = UnderworldScenario()
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    for _ in range(30):
        holder = s.priority_player()
        assert not auto_pass(GAME, s.state, holder, "every")
        s.pass_priority()


def test_an_opponents_card_on_the_stack_is_a_stop_and_ones_own_is_not():
    """p1 plays a character: p2 is asked (the moment to respond); once p2 responds with nothing
    and p1 holds priority over his own card again, p1's own step still stops him."""
    s = UnderworldScenario()
    knight = s.hand("JC014", "p1")
    s.hand(FILLER, "p2")
    s.assets(2, "JC014", "p1")
    s.pass_until("action_first", "p1")
    s.act("p1", f"play:{knight}")
    s.expect("p1", "choose_targets", answer=["slot2"])
    assert s.state["stack"] and s.priority_player() == "p1"
    s.act("p1", "pass")
    assert s.priority_player() == "p2"
    assert s.step == "action_first" and not auto_pass(GAME, s.state, "p2", "smart")


def test_the_decision_does_not_depend_on_the_hand():
    """The same windows are passed whether p2's hand holds a fast card he could use or a filler:
    passing for him at once reveals nothing (DESIGN change 1)."""
    decisions = []
    for card in (FILLER, "JC006"):  # JC006 is a fast affair
        s = UnderworldScenario()
        s.hand(FILLER, "p1")
        s.hand(card, "p2")
        s.assets(3, "JC014", "p2")
        decisions.append(windows_of_turn_one(s))
    assert decisions[0] == decisions[1]
    assert any(passed for _, _, passed in decisions[0])


def test_only_priority_requests_are_passed():
    """The mulligan at the start is a decision of its own, never passed."""
    state, _, _ = engine.start("underworld", ["p1", "p2"], {p: [FILLER] * 50 for p in ("p1", "p2")}, seed=3)
    assert state["request"]["kind"] == "mulligan"
    assert not any(auto_pass(GAME, state, p, "smart") for p in state["request"]["pending"])
