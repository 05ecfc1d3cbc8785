"""General abilities (108.3): [ENTER]/[FLIP] skills (703.5), activated abilities (702) with their
costs, speeds and limits, role symbols (105.9), static anthems (704, 708.3), and the keyword
talents that are abilities (援军, 毒箭, 暗箭, 愈术: 802.4-802.10)."""

from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import stocked as main_position


def test_an_enter_skill_designates_when_dispatched_and_resolves_when_the_general_enters():
    """T49 (701.2g, 703.5a, 802.9): 毒箭手 (毒箭 1) dispatched: its target is designated with the
    dispatch, and 1 permanent damage lands after it enters, as a trigger (no chain)."""
    s = main_position()
    enemy = s.general("练习-010", "p2")  # 盾卫 1/4/0
    archer = s.hand("p1", "练习-030")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{archer}:lieutenant"])
    s.expect("p1", "choose_targets", [enemy], answer=[enemy])
    assert not s.events_of("general_damaged")
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.card(enemy)["counters"] == {"permanent": 1}
    assert [e["ability"] for e in s.events_of("skill_triggered")] == ["毒箭 1"]


def test_an_optional_skill_may_designate_nothing_and_then_does_not_trigger():
    """706.3: 毒箭 says 可 (may): no target, no trigger."""
    s = main_position()
    s.general("练习-010", "p2")
    archer = s.hand("p1", "练习-030")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{archer}:lieutenant"])
    s.expect("p1", "choose_targets", answer=[])
    s.pass_window()
    assert s.cards("p1.field", "练习-030") and not s.events_of("skill_triggered")


def test_a_skill_whose_target_is_gone_fails_but_the_general_enters():
    """705.4a: the target of 突骑's [ENTER] leaves the field while the General is on the chain:
    the skill does nothing, 突骑 stays on the field."""
    s = main_position()
    enemy = s.general("练习-010", "p2")
    rider = s.hand("p1", "练习-044")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{rider}:lieutenant"])  # only target: designated at once
    assert s.state["stack"][0]["skills"] == {"0": [enemy]}
    s.move(enemy, "p2.hand")
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.cards("p1.field", "练习-044") and not s.events_of("general_damaged")
    assert [e["ability"] for e in s.events_of("ability_fizzled")] == ["[上场]：本将领对 1 名指定敌方场上将领造成 1 点战斗伤害。"]


def test_a_face_down_dispatch_asks_for_no_skill_target_and_triggers_nothing():
    """112.2, 701.2c: a face-down General has no abilities: no target is asked (nothing about it
    shows), no skill triggers when it enters."""
    s = main_position()
    s.general("练习-010", "p2")
    archer = s.hand("p1", "练习-030")
    s.expect("p1", "choose_action", exact=False, answer=[f"conceal:{archer}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert not s.events_of("skill_triggered") and not s.events_of("general_damaged")


def test_a_flip_skill_triggers_on_a_flip_and_not_an_enter_skill():
    """T28 (113.3, 703.5c, 802.10): 突骑 face down flipped with a 虎符: its [FLIP] taps the
    designated enemy, its [ENTER] does not trigger; 伏弩手 (暗箭 2) deals 2 permanent damage."""
    s = main_position()
    enemy = s.general("练习-010", "p2")
    rider = s.general("练习-044", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A05")
    s.expect("p1", "choose_action", exact=False, answer=[f"flip:{rider}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.card(enemy).get("tapped") and not s.events_of("general_damaged")
    assert len(s.events_of("skill_triggered")) == 1

    s = main_position()
    enemy = s.general("练习-010", "p2")
    crossbow = s.general("练习-031", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A05")
    s.expect("p1", "choose_action", exact=False, answer=[f"flip:{crossbow}"])
    s.expect("p1", "choose_targets", answer=[enemy])
    s.pass_window()
    assert s.card(enemy)["counters"] == {"permanent": 2}


def test_reinforcements_search_a_tiger_tally_and_shuffle():
    """802.7, 105.10: 援军校尉 enters: p1 may take a 虎符 from the deck (revealed), the deck is
    shuffled."""
    s = main_position()
    tally = s.put("练习-A06", "p1.deck")
    captain = s.hand("p1", "练习-032")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{captain}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p1", "choose_cards", [tally], answer=[tally])
    assert s.cards("p1.hand", "练习-A06") and s.card(s.cards("p1.hand", "练习-A06")[0])["visible_to"] == "all"
    assert s.events_of("deck_searched")[0]["found"]


def test_a_role_skill_triggers_only_in_that_role():
    """105.9b: 军师祭酒's [上场][军师] draws as Strategist, not as Lieutenant."""
    for slot, drawn in (("strategist", 1), ("lieutenant", 0)):
        s = main_position()
        s.put("练习-001", "p1.deck")
        sage = s.hand("p1", "练习-043")
        s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{sage}:{slot}"])
        s.pass_window()
        assert len(s.zone("p1.hand")) == 1 + drawn


def test_a_tap_ability_goes_on_the_chain_and_resolves_without_its_general():
    """T40 (702, 105.4, 108.8a): 军正's [横置] taps it, goes onto the chain and p2 gets the action
    right; it resolves after 军正 left the field (its text makes no General act): p2 −1 粮."""
    s = main_position()
    judge = s.general("练习-039", "p1")
    s.expect("p1", "choose_action", exact=False, answer=[f"ability:{judge}:0"])  # the only target: p2
    assert s.card(judge)["tapped"] and s.state["stack"][0]["kind"] == "ability"
    s.move(judge, "p1.graveyard")
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.provisions("p2") == 29


def test_a_tapped_general_cannot_use_a_tap_ability_and_abilities_wait_for_an_empty_chain():
    """111.1e, 105.4-105.6, T30: 军正 tapped has no [横置]; with a chain, no ability at all."""
    s = main_position()
    judge = s.general("练习-039", "p1", tapped=True)
    ask = s.expect("p1", "choose_action")
    assert f"ability:{judge}:0" not in str(ask)
    s = main_position()
    s.general("练习-041", "p2")  # 先登死士: [急速]
    general = s.hand("p1", "练习-001")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{general}:lord"])
    assert "ability:" not in str(s.expect("p2", "choose_action"))


def test_a_normal_ability_pays_its_discard_cost_and_keeps_to_its_limit():
    """108.5, 105.12b: 传令兵 discards 1, draws 2; once per turn; not in the enemy's turn (105.5)."""
    s = main_position()
    herald = s.general("练习-040", "p1")
    spare = s.hand("p1", "练习-A01")
    s.put("练习-001", "p1.deck")
    s.put("练习-002", "p1.deck")
    s.expect("p1", "choose_action", exact=False, answer=[f"ability:{herald}:0"])
    s.expect("p1", "choose_cards", answer=[spare])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert len(s.zone("p1.hand")) == 3 and s.cards("p1.graveyard", "练习-A01")
    assert f"ability:{herald}:0" not in str(s.expect("p1", "choose_action"))


def test_a_fast_ability_in_the_enemys_turn_costs_provisions_and_boosts_until_the_end_of_the_turn():
    """105.6, 614.2: 先登死士 [急速] −1 粮: +1/+1 this turn, used in p1's end phase by p2."""
    s = main_position()
    soldier = s.general("练习-041", "p2")
    s.pass_window()  # main; p1 has no General to attack with (606.1)
    s.expect("p1", "choose_action", answer=["pass"])  # end phase
    s.expect("p2", "choose_action", exact=False, answer=[f"ability:{soldier}:0"])
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.provisions("p2") == 29 and (attack(s.state, soldier), health(s.state, soldier)) == (3, 3)
    s.pass_window()
    assert (attack(s.state, soldier), health(s.state, soldier)) == (2, 2)


def test_healing_art_removes_permanent_damage_for_two_provisions():
    """802.4: 医官 (愈术 1) −2 粮, taps: 1 permanent damage less on a designated own General;
    without a damaged own General it cannot be used."""
    s = main_position()
    healer = s.general("练习-033", "p1")
    assert f"ability:{healer}" not in str(s.expect("p1", "choose_action"))
    s = main_position()
    healer = s.general("练习-033", "p1")
    wounded = s.general("练习-010", "p1", counters={"permanent": 2})
    s.expect("p1", "choose_action", exact=False, answer=[f"ability:{healer}:0"])
    s.pass_window()
    assert s.card(wounded)["counters"]["permanent"] == 1 and s.provisions("p1") == 28 and s.card(healer)["tapped"]


def test_a_provisions_cost_needs_that_much_provisions_unless_the_option_says_otherwise():
    """108.5c, 105.1b (option provisions_cost_needs_provisions): with 1 粮 the −2 粮 of 愈术 cannot
    be paid by default; with the option off it is paid and 粮草 goes to −1."""
    for needs, usable in ((True, False), (False, True)):
        s = main_position()
        s.ctx().state["options"]["provisions_cost_needs_provisions"] = needs
        healer = s.general("练习-033", "p1")
        s.general("练习-010", "p1", counters={"permanent": 2})
        s.set_player("p1", provisions=1)
        s.settle()
        ask = s.expect("p1", "choose_action")
        assert (f"ability:{healer}:0" in [o["id"] for o in ask["options"]]) is usable
        if usable:
            s.answer_raw("p1", [f"ability:{healer}:0"])
            assert s.provisions("p1") == -1


def test_anthems_apply_to_whatever_matches_now_and_role_anthems_only_in_their_role():
    """704, 708.3a, 105.9a: 骑都尉 gives other 骑兵 +1 ATK (not itself), a 骑兵 arriving later
    too; 仁德之主 as Lord gives +1 HP to every General of its side, as Lieutenant nothing."""
    s = main_position()
    captain = s.general("练习-038", "p1")  # 2/2/1 骑兵
    footman = s.general("练习-001", "p1")  # 新兵 1/1/0
    assert attack(s.state, captain) == 2 and attack(s.state, footman) == 1
    rider = s.general("练习-008", "p1")  # 骑兵校尉 2/3/1
    assert attack(s.state, rider) == 3
    s.move(captain, "p1.hand")
    assert attack(s.state, rider) == 2
    s = main_position()
    lord = s.general("练习-042", "p1", slot="lord")  # 2/4/2, 3通用
    footman = s.general("练习-001", "p1")
    assert health(s.state, footman) == 2 and health(s.state, lord) == 4 + 2 + 1  # Lord bonus (804.5f) and its own anthem
    s.ctx().card(lord)["slot"] = "lieutenant"
    assert health(s.state, footman) == 1 and health(s.state, lord) == 4


def test_foresight_puts_the_top_cards_back_in_the_chosen_order():
    """802.16: 占星术士 (先知 2) [横置]: p1 sees the top 2 and puts them back, the first chosen on top."""
    s = main_position()
    seer = s.general("练习-046", "p1")
    second, top = s.put("练习-002", "p1.deck"), s.put("练习-001", "p1.deck")
    s.expect("p1", "choose_action", exact=False, answer=[f"ability:{seer}:0"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    ask = s.expect("p1", "choose_cards", [top, second], answer=[second, top])
    assert ask["ordered"]
    assert [s.card(c)["def"] for c in s.zone("p1.deck")[-2:]] == ["练习-001", "练习-002"]  # 乡勇 on top now


def test_physiognomy_arranges_before_it_draws():
    """802.6, 705.2c: 相士 (相术 3) enters: p1 arranges the top 3, then draws the one put on top
    (a step that asks finishes before the next)."""
    s = main_position()
    for definition in ("练习-003", "练习-002", "练习-001"):
        s.put(definition, "p1.deck")
    seer = s.hand("p1", "练习-047")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{seer}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    ask = s.expect("p1", "choose_cards")
    chosen = [next(o["id"] for o in ask["options"] if "弓手" in o["label"])] + [o["id"] for o in ask["options"] if "弓手" not in o["label"]]
    s.answer_raw("p1", chosen)
    assert s.cards("p1.hand", "练习-003")


def test_awe_returns_a_weaker_enemy_lieutenant_only():
    """802.8: 威震将军 (total 4, 威凛) may return p2's Lieutenant 乡勇 (total 1); not p2's
    Lieutenant 上将军 (total 5), nor p2's Lord."""
    s = main_position()
    weak = s.general("练习-002", "p2")
    s.general("练习-019", "p2")
    s.general("练习-010", "p2", slot="lord")
    general = s.hand("p1", "练习-052")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{general}:lieutenant"])
    s.expect("p1", "choose_targets", [weak], answer=[weak])
    s.pass_window()
    assert s.cards("p2.hand", "练习-002")
