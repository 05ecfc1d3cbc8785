"""The turn, priority and the standard actions (digest §4–§5; scenarios T05, T07, T08, T10, T11,
T12, T26, and ambiguity A14)."""

from engine.games.underworld.actions import menu_turn_key
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def test_t05_reset_readies_everything_without_priority_then_the_preparation_step():
    """F:1.1.2: both players' exhausted cards ready at once; nobody gets priority in the reset
    step; the first player gets it in the preparation step (F:1.2.2)."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    s.pass_until("action_first", "p1")
    a1, a2 = s.asset(exhausted=True), s.asset("JC014", "p2", exhausted=True)
    agent = s.agent("JC058", "p2", 2, exhausted=True)
    s.hand("JC014", "p2")
    s.pass_until("prepare")  # through the rest of turn 1 into turn 2
    assert s.state["turn"]["number"] == 2 and s.priority_player() == "p2"  # p2 holds the token now
    assert not any(s.card(c).get("exhausted") for c in (a1, a2, agent))
    steps = [e["step"] for e in s.events_of("step_started")]
    assert steps[-2:] == ["reset", "prepare"]
    reset_at = max(i for i, e in enumerate(s.events) if e["type"] == "step_started" and e["step"] == "reset")
    assert not [e for e in s.events[reset_at:] if e["type"] == "priority_passed"]


def test_t07_unspent_cost_is_lost_at_the_end_of_every_step():
    """G:费用 p4: 备用资金 gives 1; the step ends; the pool is empty in the next step."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    funds = s.put("JC115", zone("p1", "society"), attached_to="society:p1")
    s.pass_until("draw", "p1")
    s.act("p1", f"activate:{funds}:0")
    assert s.player("p1")["pool"] == 1 and not s.state["stack"]  # cost abilities use no stack
    s.pass_until("action_first", "p1")
    assert s.player("p1")["pool"] == 0


def test_t08_recovery_step_discards_then_damage_and_effects_end_then_the_token_passes():
    """F:4.2.1–4.2.5: the first player discards to 7, then the second; damage and "this turn"
    effects end together; then the token passes."""
    s = UnderworldScenario()
    for _ in range(9):
        s.hand(FILLER, "p1")
    for _ in range(8):
        s.hand(FILLER, "p2")
    knight = s.character("JC016", "p2", 1)
    s.pass_until("end")
    s.ctx().set_counter(knight, "damage", 1)
    from engine.core.effects import END_OF_TURN, add_effect

    add_effect(s.ctx(), source=None, controller="p1", cards=[knight], modifier={"defence": 1}, until=END_OF_TURN)
    s.pass_priority(2)
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == ask["max"] == len(s.zone(zone("p1", "hand"))) - 7
    s.answer_raw("p1", [o["id"] for o in ask["options"][: ask["min"]]])
    ask = s.expect("p2", "choose_cards")
    assert s.counter_of(knight) == 1 and s.state["effects"]  # nothing ended before the discards
    s.answer_raw("p2", [o["id"] for o in ask["options"][: ask["min"]]])
    assert s.state["effects"] == [] and s.counter_of(knight) == 0
    assert s.events_of("token_passed")[-1]["player"] == "p2"
    assert len(s.zone(zone("p1", "hand"))) >= 7


def test_t10_t11_standard_actions_need_the_own_step_priority_and_an_empty_stack():
    """G:标准行动 p1, F:2.1.2a–b: establishing an asset is once per turn and uses no stack; while
    the stack holds a card only fast actions are offered; the opponent never gets standard ones."""
    s = UnderworldScenario()
    knight, other, murder = s.hand("JC014", "p1"), s.hand("JC014", "p1"), s.hand("JC091", "p2")
    s.assets(2, "JC014", "p1")
    s.assets(3, "JC084", "p2")
    assert s.options("p1") == ["pass"]  # the preparation step: nothing standard
    s.pass_until("action_first", "p1")
    assert {f"establish:{knight}", f"play:{knight}", f"establish:{other}"} <= set(s.options("p1"))
    s.act("p1", f"establish:{other}")
    assert not s.state["stack"] and s.events_of("asset_established", s.last_events)
    assert not [o for o in s.options("p1") if o.startswith("establish:")]  # once per turn
    s.act("p1", f"play:{knight}")
    s.expect("p1", "choose_targets", answer=["slot2"])
    s.expect("p1", "choose_cards", answer=[o for o in s.zone(zone("p1", "assets"))][:2])
    assert [o["kind"] for o in s.state["stack"]] == ["card"]
    assert s.options("p1") == ["pass"]  # a card on the stack: no standard action
    s.act("p1", "pass")
    assert f"play:{murder}" not in s.options("p2")  # 谋杀 targets a human character: none in play yet
    s.act("p2", "pass")
    assert s.card(s.area(2)[0])["def"] == "JC014"
    assert s.priority_player() == "p1"  # the first player after a resolution (G:行动权 p9)


def test_t26_the_second_player_gets_priority_after_resolutions_in_his_action_step():
    """F:2.2.2: in the second player's action step he gets priority first, also after each
    resolution; after a pass with an empty stack his standard actions are over (digest A14)."""
    s = UnderworldScenario()
    s.hand(FILLER, "p1")
    knight = s.hand("JC014", "p2")
    s.assets(2, "JC014", "p2")
    s.pass_until("action_second")
    assert s.priority_player() == "p2"
    s.act("p2", f"play:{knight}")
    s.expect("p2", "choose_targets", answer=["slot1"])
    s.pass_priority(2)  # p2, then p1: the knight resolves
    assert s.card(s.area(1)[0])["def"] == "JC014"
    assert s.priority_player() == "p2"
    spare = s.hand("JC014", "p2")
    assert f"establish:{spare}" in s.options("p2")
    s.act("p2", "pass")
    s.hand(FILLER, "p1")
    s.act("p1", "pass")
    assert s.step == "contest_start"
    s2 = UnderworldScenario()
    s2.hand(FILLER, "p1")
    s2.hand("JC014", "p2")
    s2.pass_until("action_second")
    s2.act("p2", "pass")
    assert s2.step == "action_second" and s2.priority_player() == "p1"
    s2.act("p1", "pass")
    assert s2.step == "contest_start"


def test_t12_an_asset_has_only_faction_and_domains():
    """G:资产 p10: a leader established as an asset is no character (no leader conflict) and
    gives its faction to loyalty."""
    s = UnderworldScenario()
    leader = s.character("JC023", "p1", 1)
    s.asset("JC023")
    s.hand("JC014", "p1")
    s.pass_until("action_first", "p1")
    assert s.card(leader)["zone"] == "area1"  # no 领袖 conflict with the asset
    assert f"play:{s.zone(zone('p1', 'hand'))[0]}" not in s.options("p1")  # 公路骑士 needs two green
    s.asset("JC016")
    assert f"play:{s.zone(zone('p1', 'hand'))[0]}" in s.options("p1")


def test_a_menu_is_kept_for_what_of_the_turn_it_reads():
    """A menu is kept per what of the turn it reads (`actions.menu_turn_key`): outside the action
    phase only whether it is one (G:标准行动 p1, G:快速行动 p6), so the steps there share one menu; his
    standard timing, an ability used this turn (once a turn) and the cards played (JC026) each
    make another. The fuzzer compares the kept menu with a build from scratch (`cache_problems`)."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    turn = s.state["turn"]
    before = menu_turn_key(s.state, "p1")
    step, turn["step"] = turn["step"], "draw"
    assert step != "draw" and menu_turn_key(s.state, "p1") == before
    turn["step"] = step
    s.pass_until("action_first", "p1")
    state = s.state  # the match's state after the answers
    in_action_step = menu_turn_key(state, "p1")
    assert in_action_step != before and menu_turn_key(state, "p2") != in_action_step
    state["turn"]["used"].append("c1:0")
    assert menu_turn_key(state, "p1") != in_action_step
    state["turn"]["used"].pop()
    state["turn"].setdefault("played", []).append(["p1", "JC014"])
    assert menu_turn_key(state, "p1") != in_action_step
