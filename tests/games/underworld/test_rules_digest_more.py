"""The remaining scenarios of digest §11 (T09, T22, T25, T27, T39, T46–T49, T51–T55), and a guard
that every scenario T01–T58 has a test named after it (test_t23_…, test_t19_t20_…, or a step test
ending in _t40). p1 holds the first-player token."""

import re
from pathlib import Path

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.underworld.stats import keywords
from engine.games.underworld.triggers import add_ability_trigger
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def settle(s: UnderworldScenario, use_triggers: bool = True) -> None:
    """Answer until the stack is empty and someone holds priority: triggers are used, every other
    ask takes its default."""
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None,
            lambda s, ask: ["yes"] if use_triggers and s.request["key"] == "use" else None)  # fmt: skip




def test_t09_a_trigger_in_the_recovery_step_opens_a_window_then_the_step_starts_again(test_card):
    """F:4.2.4a: something triggered during 4.2.1–4.2.3 (here: a generic "draw a card"), so the
    first player gets priority; once it resolved and both passed, 4.2.1 again: p1 is above 7 and
    discards once more; then the token passes."""
    drawer = test_card("TE020", abilities=[{"kind": "triggered", "trigger": {"event": "end_step"}, "effects": [{"step": "draw"}]}])
    s = UnderworldScenario()
    source = s.character(drawer, "p1", 1)
    for _ in range(8):
        s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: s.step == "recovery" and s.request["kind"] == "choose_cards")
    add_ability_trigger(s.ctx(), "p1", source, "0", 1, forced=True)  # it triggers while p1 discards
    ask = s.expect("p1", "choose_cards")
    s.answer_raw("p1", [o["id"] for o in ask["options"][: ask["min"]]])
    assert s.step == "recovery" and s.priority_player() == "p1" and s.state["stack"]
    s.pass_priority(2)  # p1 draws: 8 cards again
    s.pass_priority(2)
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == 1 and s.step == "recovery"
    s.answer_raw("p1", [ask["options"][0]["id"]])
    s.drive(lambda s: s.events_of("token_passed"))
    assert len(s.zone(zone("p1", "hand"))) == 7


def test_t22_ambush_deals_its_damage_to_a_character_here_on_a_reveal():
    """袭击2 (范·弥尔顿, JC023, G:袭击X p9): 2 damage to 克里斯蒂娜 (defence 3) who survives; with 1
    damage already taken this turn she dies; two 袭击1 make 袭击2."""
    for earlier, survives in ((0, True), (1, False)):
        s = UnderworldScenario()
        agent = s.agent("JC023", "p1", 1)
        victim = s.character("JC037", "p2", 1)
        s.ctx().set_counter(victim, "damage", earlier)
        s.assets(6, "JC014", "p1")  # green
        s.to_action_step()
        s.act("p1", f"reveal:{agent}")
        s.pass_priority(2)
        s.expect("p1", "yes_no", answer=["yes"])  # use 袭击
        s.expect("p1", "choose_targets", answer=[victim])  # 范·弥尔顿 itself is a character here too
        settle(s)
        assert (victim in s.state["cards"]) == survives
        if survives:
            assert s.counter_of(victim) == 2
    s = UnderworldScenario()
    bat = s.character("JC029", "p1", 1)  # 袭击1
    add_effect(s.ctx(), source=None, controller="p1", cards=[bat], modifier={"keywords": [{"id": "ambush", "value": 1}]}, until=END_OF_TURN)
    assert keywords(s.state, bat)["ambush"] == 2


def test_t25_an_ability_resolves_though_its_source_died_in_response():
    """G:来源 p6: 青手费南迪尔 (JC010) exhausts to destroy an exhausted character; p2 murders him in
    response (谋杀, JC091); the ability still destroys its target."""
    s = UnderworldScenario()
    fernandel = s.character("JC010", "p1", 1)
    tired = s.character("JC014", "p2", 2, exhausted=True)
    s.assets(3, "JC091", "p2")  # black
    s.to_action_step()
    s.act("p1", f"activate:{fernandel}:0")  # its one legal target is chosen by itself
    s.act("p1", "pass")
    s.act("p2", f"play:{s.hand('JC091', 'p2')}")
    s.expect("p2", "choose_targets", answer=[fernandel])  # 谋杀 destroys a human
    s.pass_priority(2)
    assert fernandel not in s.state["cards"]
    s.pass_priority(2)
    assert tired not in s.state["cards"] and s.defs("p2", "graveyard") == ["JC091", "JC014"]


def test_t27_mobile_triggers_first_player_first_and_the_second_players_resolve_first():
    """G:机动 p5, G:触发能力 p2: p1's two 公路骑士 go on the stack first, then p2's one, which
    therefore resolves first; each moves once, never to the region it is in."""
    s = UnderworldScenario()
    mine = [s.character("JC014", "p1", 1), s.character("JC014", "p1", 1)]
    theirs = s.character("JC014", "p2", 2)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: len(s.state["stack"]) == 3 and all(o["data"].get("announced") for o in s.state["stack"]),
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
    assert [o["controller"] for o in s.state["stack"]] == ["p1", "p1", "p2"]
    assert s.state["stack"][-1]["source"] == theirs and "slot2" not in s.state["stack"][-1]["data"]["targets"]["t"]
    s.pass_priority(2)
    assert s.card(theirs)["zone"] != "area2" and all(s.card(c)["zone"] == "area1" for c in mine)
    settle(s)
    assert all(s.card(c)["zone"] != "area1" for c in mine)
    assert sum(1 for e in s.events_of("trigger_added") if e.get("ability") == "mobile") == 3


def test_t29_cannot_dispatch_beats_the_permission_to_dispatch():
    """G:否定效果优先 p4: while p2's 阿格斯IV (JC068) is ready, p1 — who may normally dispatch once
    per turn — cannot; once it is exhausted he can."""
    s = UnderworldScenario()
    argus = s.put("JC068", zone("p2", "society"), attached_to="society:p2")
    s.hand("JC088", "p1")
    s.assets(2, FILLER, "p1")
    s.to_action_step()
    assert not [o for o in s.options("p1") if o.startswith("dispatch:")]
    s.ctx().card(argus)["exhausted"] = True
    assert [o for o in s.options("p1") if o.startswith("dispatch:")]


def test_t29_argus_forces_its_controller_to_pay_or_exhaust_it_in_the_preparation_step():
    """准备步骤强制触发：支付1，否则横置 (the step marked "否则" runs only if the payment did not)."""
    for pays in (True, False):
        s = UnderworldScenario()
        argus = s.put("JC068", zone("p1", "society"), attached_to="society:p1")
        s.asset(FILLER, "p1")
        s.hand(FILLER, "p1")
        s.hand(FILLER, "p2")
        s.drive(lambda s: s.request["key"].startswith("pay:"))
        s.expect("p1", "yes_no", answer=["yes" if pays else "no"])
        settle(s)
        assert bool(s.card(argus).get("exhausted")) != pays


def test_t39_two_regions_reached_at_once_are_won_one_whole_procedure_after_the_other():
    """G:赢取地区牌 p10: slot 1's procedure (cards out, region scored, refill), then slot 3's."""
    s = UnderworldScenario()
    s.character("JC075", "p1", 1)
    s.character("JC075", "p1", 3)
    s.to_action_step()
    for slot in (1, 3):
        s.influence(slot, "p1", 4)  # every region's cap is 4 or less
    before = len(s.events)
    s.drive(lambda s: len(s.events_of("region_won")) == 2)  # a 赢取触发 of the first region is declined
    seen = [e for e in s.events[before:] if e["type"] in ("region_won", "priority_passed")
            or (e["type"] == "card_moved" and e["reason"] == "region_revealed")]  # fmt: skip
    assert [(e["type"], e.get("slot")) for e in seen[-4:]] == [("region_won", 1), ("card_moved", None),
                                                              ("region_won", 3), ("card_moved", None)]  # fmt: skip
    assert s.count("p1", "score") == 2


def test_t46_damage_adds_up_within_the_turn_only():
    """G:伤害和战斗伤害 p8: 2 damage then 妖火's 1 destroys 克里斯蒂娜 (defence 3); if 妖火 comes the
    next turn, the 2 damage were removed in the recovery step and she survives."""
    s = UnderworldScenario()
    victim = s.character("JC037", "p2", 1)
    s.ctx().set_counter(victim, "damage", 2)
    s.assets(2, "JC102", "p1")  # purple
    s.to_action_step()
    s.act("p1", f"play:{s.hand('JC102', 'p1')}")
    settle(s)
    assert victim not in s.state["cards"]

    s = UnderworldScenario()
    victim = s.character("JC037", "p2", 1)
    s.ctx().set_counter(victim, "damage", 2)
    s.assets(2, "JC102", "p1")
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.step == "action_second" and s.priority_player() == "p1")
    assert s.counter_of(victim) == 0
    s.act("p1", f"play:{s.hand('JC102', 'p1')}")
    settle(s)
    assert victim in s.state["cards"] and s.counter_of(victim) == 1


def test_t47_prevented_damage_was_not_dealt():
    """G:造成伤害 p10: 光能盾 (JC078) then 妖火 (JC102): no damage_dealt event at all."""
    s = UnderworldScenario()
    victim = s.character("JC037", "p2", 1)
    s.assets(3, "JC078", "p1")  # white
    s.assets(2, "JC102", "p1")  # purple
    s.to_action_step()
    s.act("p1", f"play:{s.hand('JC078', 'p1')}")
    settle(s)
    s.act("p1", f"play:{s.hand('JC102', 'p1')}")
    settle(s)
    assert s.events_of("damage_prevented") and not s.events_of("damage_dealt")
    assert s.counter_of(victim) == 0


def test_t48_a_second_unique_copy_is_sacrificed_by_choice_but_a_hidden_copy_is_no_conflict(test_card):
    """G:独有卡牌 p3: the controller keeps one and sacrifices the other (a death); a hidden agent
    has no name (digest A42)."""
    unique = test_card("TE021", unique=True)
    s = UnderworldScenario()
    first = s.character(unique, "p1", 1)
    s.agent(unique, "p1", 2)
    s.to_action_step()
    assert not s.events_of("character_died")
    s.act("p1", f"play:{s.hand(unique, 'p1')}")
    s.expect("p1", "choose_targets", answer=["slot3"])
    s.pass_priority(2)
    s.expect("p1", "choose_cards", answer=[first])
    assert first not in s.state["cards"] and s.events_of("character_died") and s.defs("p1", "graveyard") == [unique]


def test_t49_revealing_a_second_leader_makes_its_controller_sacrifice_one():
    """G:领袖 p6: 克里斯蒂娜 (JC037) in play, 范·弥尔顿 (JC023) revealed: p1 keeps one."""
    s = UnderworldScenario()
    christina = s.character("JC037", "p1", 1)
    agent = s.agent("JC023", "p1", 2)
    s.assets(6, "JC014", "p1")
    s.to_action_step()
    s.act("p1", f"reveal:{agent}")
    s.pass_priority(2)
    s.expect("p1", "choose_cards", answer=[christina])
    assert christina not in s.state["cards"] and s.defs("p1", "graveyard") == ["JC037"]


def test_t51_a_flipped_host_loses_its_counters_and_its_attachment_with_the_attachments_counters():
    """G:指示物标志 p11: 职业杀手 lurks: its own lock counter is gone (a new object), and the
    attachment on it, holding a time counter, is destroyed."""
    s = UnderworldScenario()
    killer = s.character("JC088", "p1", 2, counters={"lock": 1})
    gun = s.put("JC116", "area2", owner="p1", attached_to=killer, counters={"time": 2})
    s.assets(2)
    s.to_action_step()
    s.act("p1", f"activate:{killer}:1")
    s.pass_priority(2)
    agent = s.area(2)[0]
    assert "counters" not in s.card(agent) and gun not in s.state["cards"] and s.defs("p1", "graveyard") == ["JC116"]


def test_t52_time_counters_on_entering_also_on_a_reveal():
    """标志X (灾难使者, JC044, G:标志X p1): an optional enter trigger, played or revealed."""
    s = UnderworldScenario()
    herald = s.hand("JC044", "p1")
    s.assets(6, "JC044", "p1")  # red
    agent = s.agent("JC044", "p1", 2)
    s.to_action_step()
    s.act("p1", f"play:{herald}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:3])
    settle(s)
    played = s.area(1)[0]
    assert s.counter_of(played, "time") == 1
    s.act("p1", f"reveal:{agent}")
    settle(s)
    revealed = next(c for c in s.area(2) if not s.card(c).get("face_down"))
    assert s.counter_of(revealed, "time") == 1


def test_t53_a_conditional_continuous_ability_follows_the_assets():
    """G:持续 p2: 通灵猫头鹰 (JC001) has its white 👁 while two mind icons are among p1's assets,
    exhausted or not; losing one turns it off again, with nothing on the stack."""
    s = UnderworldScenario()
    owl = s.character("JC001", "p1", 1)
    s.asset("JC001", "p1")
    s.to_action_step()
    assert s.view("p2")["characters"][owl]["white_icons"].get("investigation", 0) == 0
    second = s.asset("JC001", "p1", exhausted=True)
    assert s.view("p2")["characters"][owl]["white_icons"]["investigation"] == 1 and not s.state["stack"]
    s.move(second, zone("p1", "graveyard"))
    assert s.view("p2")["characters"][owl]["white_icons"].get("investigation", 0) == 0


def test_t54_put_into_play_is_not_playing_but_it_enters(test_card):
    """G:置于 p11, digest A28: 灾难使者 (JC044, red) is put from the graveyard into region 2 face
    up (死者之城's form, DQJC115) by p1, who has no red asset: no cost, no loyalty check, no
    "played" event, but its enter trigger (时间标志1) fires."""
    raiser = test_card("TE022", basic_type="affair", type_line="事务-测试", defence=None, speed="fast",
                       targets=[{"name": "r", "select": {"kind": "region"}},
                                {"select": {"kind": "graveyard_character", "controller": "you"}}],
                       effects=[{"step": "put_into_play", "what": {"target": "t"}, "region": "r"}])  # fmt: skip
    s = UnderworldScenario()
    s.put("JC044", zone("p1", "graveyard"))
    s.to_action_step()
    s.act("p1", f"play:{s.hand(raiser, 'p1')}")
    s.expect("p1", "choose_targets", answer=["slot2"])
    settle(s)
    herald = s.area(2)[0]
    assert s.card(herald)["def"] == "JC044" and not s.card(herald).get("face_down")
    assert [e["definition"] for e in s.events_of("card_played")] == [raiser] and not s.events_of("cost_paid")
    assert s.counter_of(herald, "time") == 1


def test_t55_putting_the_bottom_card_into_hand_is_not_a_draw():
    """G:抓牌 p11: 深渊细语 (JC049) with an empty library gives nothing and p1 does not lose."""
    s = UnderworldScenario()
    s.assets(2, "JC049", "p1")
    s.character("JC075", "p1", 1)
    s.to_action_step()
    s.empty(zone("p1", "library"), zone("p1", "graveyard"))
    s.act("p1", f"play:{s.hand('JC049', 'p1')}")  # sacrifices the one character, pays with both assets
    settle(s)
    assert s.result is None and s.events_of("card_played")[-1]["definition"] == "JC049"


def test_every_digest_scenario_has_a_test():
    """Digest §11 lists T01–T58; each is named by at least one test function of this folder."""
    source = "".join(path.read_text(encoding="utf-8") for path in Path(__file__).parent.glob("test_*.py"))
    names = re.findall(r"^def (test_\w+)\(", source, re.M)
    covered = {int(n) for name in names for n in re.findall(r"(?:^|_)t(\d{2})(?=_|$)", name[len("test"):])}
    assert sorted(set(range(1, 59)) - covered) == []
