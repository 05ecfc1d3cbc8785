"""Digest §11 scenarios that waited for a vocabulary entry (issue 19, cards/README.md chapter by
chapter): requirement changes by −N (T16), arithmetic X (T08), an INT anthem for
equipped Generals read by an equip condition (T44), counters and "then" (T42, T107),
setting face down and restoring face up (T29, T69), damage to a player equal to
an ATK below zero (T05), paying 粮 (T12), a General
that may only be a Lieutenant (T26), damage of an ATK difference before the Lord bonus (T21), a cost
lowered and locked (T41), an anthem for empty text boxes (T67),
an extra combat from an effect (T95), a
defining set lasting while its source stays (T64), losing a talent in timestamp order (T66), a
dealer-side damage bonus off during its own flip skill (T51)."""

from engine.core.registry import get_game
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.stats import (
    attack,
    current_requirement_total,
    health,
    intelligence,
    lowered,
    requirement_of,
)
from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_combat import attack_and_block, attack_position
from tests.games.sanguozhi.test_digest_scenarios_2 import action_ids, play
from tests.games.sanguozhi.test_treasures import equip


def test_T16_lowering_one_kind_or_every_kind_of_a_requirement():
    """T16 (412.3a-b, the rule's own examples): "谋士兵权条件−2" makes 周瑜 (2弓 2谋 1通用) 2弓
    1通用; "所有兵权条件−1" makes 葛玄 (4通用) 3通用 and 周瑜 1弓 1谋 (a kind at 0 is gone)."""
    zhou_yu, ge_xuan = card_db()["官渡-潮昇-066"].requirement, card_db()["官渡-惊蛰-055"].requirement
    assert lowered(zhou_yu, 2, "谋") == [{"弓": 2, "通用": 1}]
    assert lowered(ge_xuan, 1, None) == [{"通用": 3}]
    assert lowered(zhou_yu, 1, None) == [{"弓": 1, "谋": 1}]


def test_T16_practice_stratagems_lower_each_alternative_in_timestamp_order():
    """412.3, 412.4b, 709.6: p1 casts 简拔贤能 (谋士兵权条件−2) at its 军司马 (2步 1弓 1通用 /
    2谋 2通用): 2步 1弓 1通用 / 2通用 (total 4 and 2; 虎视 and 威凛 read the larger, 412.2e);
    then 减灶之计 (所有兵权条件−1): 1步 / 1通用. Both end with the turn."""
    s = stocked()
    officer = s.general("练习-017", "p1")
    play(s, f"cast:{s.hand('p1', '练习-135')}")
    assert requirement_of(s.state, officer) == [{"步": 2, "弓": 1, "通用": 1}, {"通用": 2}]
    play(s, f"cast:{s.hand('p1', '练习-136')}")
    assert requirement_of(s.state, officer) == [{"步": 1}, {"通用": 1}] and current_requirement_total(s.state, officer) == 1
    s.ctx().card(officer)["boosts"] = []  # the turn ended (614.2)
    assert requirement_of(s.state, officer) == card_db()["练习-017"].requirement


def test_T08_arithmetic_x_is_counted_as_the_step_resolves():
    """T08 (105.3a, 105.3d): 屯田积谷 "己方+2X 粮，X 为己方场上将领的数量" with 2 Generals: +4. X is
    counted on resolution: p2's 火攻 in response kills one of them first, so +2."""
    s = SanguozhiScenario()
    s.set_player("p1", provisions=20)
    for definition in ("练习-001", "练习-010"):
        s.general(definition, "p1")
    s.authority("p1", count=2)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-137')}"])
    s.pass_window()
    assert s.provisions("p1") == 24

    s = SanguozhiScenario()
    s.set_player("p1", provisions=20)
    recruit = s.general("练习-001", "p1")  # 新兵 1/1/0
    s.general("练习-010", "p1")
    s.authority("p1", count=2)
    s.authority("p2", count=3)
    fire = s.hand("p2", "练习-102")  # 暗箭伤人 (fast): 1 permanent damage
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-137')}"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{fire}"])
    s.expect("p2", "choose_targets", answer=[recruit])
    s.pass_window()
    assert s.cards("p1.graveyard", "练习-001") and s.provisions("p1") == 22


def test_T44_an_equip_condition_counts_another_statics_intelligence():
    """T44 (418.4, 708.3a): 工曹掾 (INT 2, "己方场上装备宝物的将领 +1 智") as Strategist: bare, INT 2,
    so 兵书 (智≥3 军师) is not offered; wearing 铁甲 he is INT 3, 兵书 is offered and stays
    equipped, its condition read with his static but without 兵书's own +1 (INT 4 in all). His
    static reaches p1's other equipped Generals only."""
    s = stocked()
    clerk = s.general("练习-088", "p1", slot="strategist")
    assert intelligence(s.state, clerk) == 2
    assert f"equip:{s.hand('p1', '练习-203')}" not in action_ids(s)

    s = stocked()
    clerk = s.general("练习-088", "p1", slot="strategist")
    s.put("练习-202", "p1.field", slot="treasure", equipped_to=clerk)
    adviser, bare = s.general("练习-009", "p1"), s.general("练习-005", "p1")
    s.put("练习-206", "p1.field", slot="treasure", equipped_to=adviser)
    assert (intelligence(s.state, clerk), intelligence(s.state, adviser), intelligence(s.state, bare)) == (3, 4, 2)
    book = s.hand("p1", "练习-203")
    equip(s, book, clerk)
    s.expect("p1", "choose_action")
    [worn] = s.cards("p1.field", "练习-203")
    assert s.card(worn)["equipped_to"] == clerk and intelligence(s.state, clerk) == 4


def test_T42_then_happens_only_when_the_step_before_was_done_in_full():
    """T42 (706.2a, 119.4a): 铁盾兵 enters with 2 铁盾 counters ([上场]); its [横置] "移除 2 枚铁盾
    指示物，然后抓 2 张卡" with both removes them and draws 2; with only 1 it removes that 1 and
    draws nothing."""
    s = stocked()
    soldier = s.hand("p1", "练习-089")
    play(s, f"dispatch:{soldier}:lieutenant")
    [soldier] = s.cards("p1.field", "练习-089")
    assert s.card(soldier)["counters"] == {"counter:铁盾": 2}
    hand = len(s.zone("p1.hand"))
    play(s, f"ability:{soldier}:1")
    assert "counters" not in s.card(soldier) and len(s.zone("p1.hand")) == hand + 2

    s = stocked()
    soldier = s.general("练习-089", "p1", counters={"counter:铁盾": 1})
    hand = len(s.zone("p1.hand"))
    play(s, f"ability:{soldier}:1")
    assert "counters" not in s.card(soldier) and len(s.zone("p1.hand")) == hand
    assert [e["change"] for e in s.events_of("counters_changed")] == [-1]


def test_T107_a_mark_is_had_once_other_marks_still_come_and_a_zone_change_clears_them():
    """T107 (119.4c-d, 119.2b): 火烧连营 gives p2's 盾卫 (1/4/0) a 火焰标记, then 1 damage; a second
    one finds it marked already: no second mark and so no damage (706.2a). 水淹之计 still gives it
    a 水涟标记 (then −1 攻). Returned to hand, it comes back with no counters."""
    s = stocked()
    shield = s.general("练习-010", "p2")
    play(s, f"cast:{s.hand('p1', '练习-138')}")
    assert s.card(shield)["counters"] == {"counter:火焰": 1, "damage": 1}
    play(s, f"cast:{s.hand('p1', '练习-138')}")
    assert s.card(shield)["counters"] == {"counter:火焰": 1, "damage": 1}
    play(s, f"cast:{s.hand('p1', '练习-139')}")
    assert s.card(shield)["counters"] == {"counter:火焰": 1, "counter:水涟": 1, "damage": 1} and attack(s.state, shield) == 0
    assert get_game("sanguozhi").card_details(s.state, shield) == ["伤害 1", "火焰指示物 1", "水涟指示物 1"]  # what players read
    play(s, f"cast:{s.hand('p1', '练习-115')}")  # 调虎离山: back to its owner's hand
    [back] = s.cards("p2.hand", "练习-010")
    assert "counters" not in s.card(back)


def test_T107_setting_a_general_face_down_removes_its_counters():
    """T107 (112.4, 119.2b): 火烧连营 marks p2's 盾卫 (and deals 1); 偃旗息鼓 sets it face down in
    its slot: the mark is gone, the damage stays marked (117.6), only p2 may look at it."""
    s = stocked()
    shield = s.general("练习-010", "p2")
    play(s, f"cast:{s.hand('p1', '练习-138')}")
    play(s, f"cast:{s.hand('p1', '练习-140')}")
    card = s.card(shield)
    assert card["face_down"] and card["slot"] == "lieutenant" and card["visible_to"] == ["p2"] and card["counters"] == {"damage": 1}
    assert "练习-010" not in str(s.view("p1")["zones"]["p2.field"])


def test_T69_an_effect_on_a_general_ends_for_good_when_it_is_set_face_down():
    """T69 (112.2d, 709.9): 返璞归真 makes p2's 盾卫 (1/4/0) 2/2 始终 this turn; 偃旗息鼓 sets it
    face down; restored face up by p2's 拨云见日 the same turn, it is 1/4 again."""
    s = stocked()
    shield = s.general("练习-010", "p2")
    play(s, f"cast:{s.hand('p1', '练习-122')}")
    assert (attack(s.state, shield), s.card(shield).get("boosts") is not None) == (2, True)
    play(s, f"cast:{s.hand('p1', '练习-140')}")
    assert "boosts" not in s.card(shield)
    restore = s.hand("p2", "练习-141")
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{restore}"])
    s.pass_window()
    assert not s.card(shield).get("face_down") and (attack(s.state, shield), health(s.state, shield)) == (1, 4)


def test_T29_restoring_face_up_is_not_a_flip_and_an_illegal_general_returns_to_hand():
    """T29 (113.4, 113.4b, 804.5k): p1's face-down 突骑 ([FLIP] taps an enemy) restored face up by
    拨云见日: no 虎符, no chain, no flip, its [FLIP] does not trigger; its requirement met, it
    stays. Face-down 上将军 (3骑 2通用, unmet) restored face up returns to p1's hand."""
    s = stocked()
    enemy = s.general("练习-010", "p2")
    rider = s.general("练习-044", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A05")
    restore = s.hand("p1", "练习-141")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{restore}"])
    s.pass_window()
    assert not s.card(rider).get("face_down") and s.card(rider)["zone"] == "p1.field" and not s.card(enemy).get("tapped")
    assert not s.events_of("general_flipped") and not s.events_of("skill_triggered") and s.cards("p1.hand", "练习-A05")

    s = SanguozhiScenario()
    s.general("练习-019", "p1", face_down=True, visible_to=["p1"])
    s.authority("p1", count=2)
    s.hand("p2", "练习-A02")
    restore = s.hand("p1", "练习-141")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{restore}"])
    s.pass_window()
    assert s.cards("p1.hand", "练习-019") and not s.cards("p1.field", "练习-019")


def test_T05_damage_equal_to_a_negative_attack_is_no_damage():
    """T05 (105.1b, 117.12, 117.1): 投石兵 (2/1/1) "[横置]：对 1 名指定敌方玩家造成等同于其攻的战斗
    伤害": p2 −2 粮. At ATK −2 (2 − 4) the ability resolves, but deals no damage and announces none."""
    for lowered_by, loss in ((0, 2), (4, 0)):
        s = stocked()
        thrower = s.general("练习-095", "p1")
        if lowered_by:
            s.ctx().card(thrower)["boosts"] = [{"attack": -lowered_by, "health": 0}]
        assert attack(s.state, thrower) == 2 - lowered_by
        play(s, f"ability:{thrower}:0")
        assert s.provisions("p2") == 30 - loss and len(s.events_of("provisions_damaged")) == (loss > 0)
        assert s.events_of("ability_resolved") and s.card(thrower).get("tapped")


def test_T12_paying_yourself_is_nothing():
    """T12 (801.12a, 801.12c): 征粮令 "1 名指定玩家支付给己方 2 粮": designating p2, p2 −2 and p1 +2;
    designating p1 itself, nothing happens and no change of 粮 is announced (nothing triggers)."""
    for payer, changes in (("p2", [("p2", -2), ("p1", 2)]), ("p1", [])):
        s = SanguozhiScenario()
        s.set_player("p1", provisions=20)
        s.hand("p2", "练习-A02")
        s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-142')}"])
        s.expect("p1", "choose_targets", answer=[payer])
        s.pass_window()
        assert [(e["player"], e["amount"]) for e in s.events_of("provisions_changed")] == changes
        assert (s.provisions("p1"), s.provisions("p2")) == ((22, 28) if changes else (20, 30))


def test_T26_a_general_in_a_slot_it_may_not_take_returns_to_its_owners_hand():
    """T26 (200.7, 804.5c): 牙将 "只能为副将" is offered face up as a Lieutenant only (face down in
    any slot: its text is hidden, 112.2); dispatched face down as Lord and restored face up by 拨云
    见日, it returns to p1's hand. As a Lieutenant it stays."""
    s = stocked()
    officer = s.hand("p1", "练习-097")
    ids = action_ids(s)
    assert f"dispatch:{officer}:lieutenant" in ids and f"dispatch:{officer}:lord" not in ids and f"conceal:{officer}:lord" in ids
    for slot, stays in (("lord", False), ("lieutenant", True)):
        s = stocked()
        s.general("练习-097", "p1", slot=slot, face_down=True, visible_to=["p1"])
        play(s, f"cast:{s.hand('p1', '练习-141')}")
        assert bool(s.cards("p1.field", "练习-097")) is stays and bool(s.cards("p1.hand", "练习-097")) is not stays


def test_T21_an_enter_skill_reads_the_attack_before_the_lord_bonus():
    """T21 (804.3, 804.5f): 猛将 (4/3/1, total 3) dispatched as Lord: its [上场] deals "攻击差值"
    to p2's 骑兵校尉 Lieutenant (ATK 2): 2 (4 − 2), not 4, as the Lord bonus is a rule effect
    applied after the skill (骑兵校尉 2/3 survives); 猛将 is 6/5 afterwards."""
    s = stocked()
    cavalry = s.general("练习-008", "p2")
    assert attack(s.state, cavalry) == 2
    champion = s.hand("p1", "练习-098")
    play(s, f"dispatch:{champion}:lord")
    [champion] = s.cards("p1.field", "练习-098")
    assert [e["amount"] for e in s.events_of("general_damaged")] == [2]
    assert (attack(s.state, champion), health(s.state, champion)) == (6, 5)


def test_T41_a_lowered_cost_is_locked_when_the_ability_is_used():
    """T41 (702.2c): with 军械官 ("「效果费用」−1 粮") on p1's field, 医官's 愈术 (−2 粮) costs 1;
    军械官 leaving the field while the ability is on the chain changes nothing: p1 paid 1 in all,
    and the permanent damage is healed."""
    s = stocked()
    healer = s.general("练习-033", "p1")
    quartermaster = s.general("练习-099", "p1")
    wounded = s.general("练习-010", "p1", counters={"permanent": 2})
    s.expect("p1", "choose_action", exact=False, answer=[f"ability:{healer}:0"])
    assert s.provisions("p1") == 29 and s.state["stack"]
    s.move(quartermaster, "p1.hand")
    s.pass_window()
    assert s.provisions("p1") == 29 and s.card(wounded)["counters"]["permanent"] == 1


def test_T67_an_empty_text_box_loses_its_anthem_once_it_gains_a_talent():
    """T67 (108.12, 709.1g): 简朴从事 ("己方场上文字栏为空的将领 +1 攻 +1 命") as Strategist: p1's
    枪兵队长 (2/2/0, no text) is 3/3; made a 刀盾兵 too (a troop type is no text) it stays 3/3;
    once 枪阵教头 ("己方场上枪兵将领具有仗枪") joins, it has 仗枪, so text, and is 2/2. 简朴从事
    itself has text: 0/2."""
    s = stocked()
    clerk = s.general("练习-100", "p1", slot="strategist")
    captain = s.general("练习-006", "p1")
    assert (attack(s.state, captain), health(s.state, captain), attack(s.state, clerk)) == (3, 3, 0)
    s.ctx().card(captain)["boosts"] = [{"factions": [], "troops": ["刀盾兵"], "traits": [], "keywords": [], "ts": s.ctx().timestamp()}]
    assert (attack(s.state, captain), health(s.state, captain)) == (3, 3)
    s.general("练习-067", "p1")
    assert (attack(s.state, captain), health(s.state, captain)) == (2, 2)


def test_T95_an_effect_starts_an_extra_combat_for_one_lieutenant():
    """T95 (606.11): in p1's main process 出其不意 ("1 名指定己方场上智 ≥ 2 的副将……") may designate
    军司马 (3/4/2), not 弩手队长 (INT 0): 军司马 attacks at once, unasked, alone; p2 may block
    with any General and declines: p2 −3. Then p1's main process goes on."""
    s = stocked()
    officer = s.general("练习-017", "p1")
    s.general("练习-007", "p1")
    s.general("练习-010", "p2")
    play(s, f"cast:{s.hand('p1', '练习-143')}")  # 军司马 is its only legal target
    [declared] = s.events_of("attack_declared")
    assert declared["cards"] == [officer]
    s.pass_window()  # the attack phase's action right
    s.expect("p2", "choose_option", exact=False, answer=["no_block"])
    assert s.provisions("p2") == 27 and s.cards("p1.graveyard", "练习-143")
    assert s.state["turn"]["phase"] == "main" and s.state["frames"][-1]["proc"] == "action_window"


def test_T64_a_defining_set_comes_before_the_anthems_and_lasts_while_its_source_stays():
    """T64 (709.3a, 709.4): p2's 骑兵校尉 (2/3/0 骑兵) is 3/3 with 骑都尉 ("其他骑兵将领 +1 攻").
    p1's 幻术士 enters (not designating 先锋: its requirement total 3 is over "≤2"): "攻命为本将领的
    初始攻命（0/2），直到本将领不再在己方场上" (sublayer 8.1), so
    0/2, then +1 (8.3): 1/2. A later 8.2 set (返璞归真 2/2) wins over it: 3/2. The turn ends and it
    lasts; once 幻术士 leaves p1's field, 骑兵校尉 is 3/3 again."""
    s = stocked()
    s.general("练习-038", "p2")
    captain = s.general("练习-008", "p2")
    vanguard = s.general("练习-012", "p2")
    assert (attack(s.state, captain), health(s.state, captain)) == (3, 3)
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{s.hand('p1', '练习-401')}:lieutenant"])
    ask = s.expect("p1", "choose_targets", answer=[captain])  # 701.2g: designated as it is dispatched
    assert vanguard not in [o["id"] for o in ask["options"]]  # 兵权条件总数 3 > 2
    s.pass_window()
    [mage] = s.cards("p1.field", "练习-401")
    assert (attack(s.state, captain), health(s.state, captain)) == (1, 2)
    s.ctx().card(captain)["boosts"] = [{"set": {"attack": 2, "health": 2}, "always": False, "ts": s.ctx().timestamp(), "by": "p1"}]
    assert (attack(s.state, captain), health(s.state, captain)) == (3, 2)
    s.ctx().card(captain).pop("boosts")  # the turn ended (614.2); the 8.1 set lasts
    assert (attack(s.state, captain), health(s.state, captain)) == (1, 2)
    s.move(mage, "p1.hand")
    assert (attack(s.state, captain), health(s.state, captain)) == (3, 3)


def test_T66_a_later_loss_of_a_talent_overrides_an_earlier_gain_and_not_the_reverse():
    """T66 (709.6, 709.8): p1's Lord 火箭手 (火矢 1, printed) loses 火矢 to 挫其锐气: none. 上将军 gains
    刚勇 from 易帜换旗, then loses it to 挫其锐气: none; losing it first and gaining it after, it has
    刚勇."""
    from engine.games.sanguozhi.stats import keyword_level

    s = stocked()
    archer = s.general("练习-025", "p1", slot="lord")
    play(s, f"cast:{s.hand('p1', '练习-144')}")
    assert keyword_level(s.state, archer, "火矢") is None
    for order, kept in ((("练习-123", "练习-144"), False), (("练习-144", "练习-123"), True)):
        s = stocked()
        general = s.general("练习-019", "p1")
        for card in order:
            play(s, f"cast:{s.hand('p1', card)}")
        assert (keyword_level(s.state, general, "刚勇") == 1) is kept


def test_T51_a_flip_skill_deals_its_damage_without_its_generals_own_static():
    """T51 (703.5d, 117.4a): 暗箭都尉 (暗箭 2; "本将领对具有忠义的将领造成的伤害 +1") flipped at p2's
    忠勇校尉 (忠义, 2/3): its 暗箭 deals 2 permanent damage, not 3, its static being off while its
    flip skill resolves. Once on the field its static works: blocked by 忠勇校尉 it deals 2 + 1, which kills it."""
    s = stocked()
    loyal = s.general("练习-057", "p2")
    archer = s.general("练习-402", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A05")
    s.expect("p1", "choose_action", exact=False, answer=[f"flip:{archer}"])
    s.expect("p1", "choose_targets", answer=[loyal])  # 暗箭 2 (可): designated as it is flipped
    s.pass_window()
    assert s.card(loyal)["counters"] == {"permanent": 2}

    s, archer, loyal = attack_position("练习-402", "练习-057")
    attack_and_block(s, archer, loyal)
    assert [e["amount"] for e in s.events_of("general_damaged") if e["card"] == loyal] == [3] and s.cards("p2.graveyard", "练习-057")
