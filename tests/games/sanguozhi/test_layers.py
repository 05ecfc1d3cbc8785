"""Layer 8 of the continuous effect system (709.3): sets (8.2) by timestamp (709.6) with 始终
overriding (709.9), additions (8.3), swaps (8.4); the examples of 709.3."""

from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import SanguozhiScenario


def stats(s: SanguozhiScenario, card: str) -> tuple[int, int]:
    return attack(s.state, card), health(s.state, card)


def test_the_709_3_examples_swap_after_every_addition():
    """T61, 709.3 examples: a 3/1/0 General with 命+1 is 3/2; swapped, 2/3; a later 攻+3 still comes
    before the swap: 2/6; when 命+1 ends before the swap: 1/3 (without 攻+3)."""
    s = SanguozhiScenario()
    crossbow = s.general("练习-007", "p1", boosts=[{"attack": 0, "health": 1}])  # 弩手队长 3/1/0
    s.authority("p1", "练习-A02", count=2)
    assert stats(s, crossbow) == (3, 2)
    card = s.hand("p1", "练习-120")  # 偷梁换柱
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert stats(s, crossbow) == (2, 3)
    results = s.ctx().card(crossbow)["boosts"]
    results.append({"attack": 3, "health": 0})
    assert stats(s, crossbow) == (2, 6)
    results[:] = [r for r in results if r.get("swap")]  # 命+1 and 攻+3 end, the swap stays
    assert stats(s, crossbow) == (1, 3)


def test_the_latest_set_wins_and_an_always_set_wins_whatever_its_timestamp():
    """709.6: of two "变为" the later applies last; 709.9: a 始终 one overrides the layer even
    when it is older; 8.3 additions still come after it."""
    s = SanguozhiScenario()
    shield = s.general("练习-010", "p1", boosts=[{"set": {"attack": 0}, "always": False, "ts": 1}])  # 盾卫 1/4
    assert stats(s, shield) == (0, 4)
    results = s.ctx().card(shield)["boosts"]
    results.append({"set": {"attack": 5}, "always": False, "ts": 2})
    assert stats(s, shield) == (5, 4)
    results.append({"set": {"attack": 2, "health": 2}, "always": True, "ts": 0})
    assert stats(s, shield) == (2, 2)
    results.append({"attack": 1, "health": 1})
    assert stats(s, shield) == (3, 3)


def test_709_4_a_general_made_cavalry_gets_the_cavalry_anthem_until_it_is_no_longer_cavalry():
    """T63, 709.4 example: 军令如山 stands on p1's field (己方骑兵将领 +1 攻命); 盾卫 1/4 (刀盾兵) made
    骑兵 by 易帜换旗 (layer 4) gets it (layer 8.3): 2/5, 骑兵 and 刀盾兵; at the end of the turn
    it is a 刀盾兵 1/4 again."""
    s = SanguozhiScenario()
    shield = s.general("练习-010", "p1")
    s.authority("p1", count=2)
    s.put("练习-118", "p1.field", slot="stratagem")
    assert stats(s, shield) == (1, 4)
    card = s.hand("p1", "练习-123")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert stats(s, shield) == (2, 5)
    s.pass_window()  # the rest of the main process
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # end phase, then the end of the turn (614.2)
    assert stats(s, shield) == (1, 4)


def test_a_grant_for_generals_with_a_keyword_waits_for_the_grant_of_that_keyword():
    """709.7a-b (layer 7): 联营统领 (earlier timestamp: "Generals with 仗枪 have 联破 and +1 ATK")
    depends on 枪阵教头 (later: "枪兵 have 仗枪"), so it applies after it: 枪兵队长 2/2 gets 仗枪,
    then 联破 and +1 ATK (layer 8.3 reads layer 7); 新兵 (no troop type) gets nothing."""
    from engine.games.sanguozhi.stats import keyword_level

    s = SanguozhiScenario()
    s.general("练习-068", "p1")  # 联营统领, on the field first
    s.general("练习-067", "p1")  # 枪阵教头
    pikeman = s.general("练习-006", "p1")
    recruit = s.general("练习-001", "p1", slot="strategist")
    assert keyword_level(s.state, pikeman, "仗枪") == 1 and keyword_level(s.state, pikeman, "联破") == 1
    assert keyword_level(s.state, recruit, "联破") is None
    assert stats(s, pikeman) == (3, 2) and stats(s, recruit) == (1, 1)


def test_a_granted_faction_brings_its_faction_effect():
    """709.1c (layer 3), 410.3n: 改换门庭 makes p1's 盾卫 a 吕布军 General this turn: its overflow
    damage gets +1."""
    from engine.games.sanguozhi.factions import overflow_bonus
    from tests.games.sanguozhi.test_steps import cast_at_own

    s, own = cast_at_own("练习-127")
    assert overflow_bonus(s.state, own, 2) == 1
    s.ctx().card(own).pop("boosts")
    assert overflow_bonus(s.state, own, 2) == 0


def test_a_general_given_a_trait_gets_the_anthem_for_that_trait_this_turn():
    """709.1e (layer 5) before 709.3c (layer 8.3), 404.2: 水军都督 gives p1's other 水军 Generals
    +1 ATK: 江东水卒 (水军 printed) 2/2, 都督 itself 3/3; 编练水师 makes 盾卫 (no trait) 水军 this
    turn: 2/4, and at the end of the turn 1/4 again."""
    from engine.games.sanguozhi.stats import traits_of

    s = SanguozhiScenario()
    admiral, marine = s.general("练习-076", "p1"), s.general("练习-077", "p1")
    shield = s.general("练习-010", "p1", slot="strategist")
    for kind in ("练习-A01", "练习-A02"):
        s.authority("p1", kind, count=3)
    assert stats(s, admiral) == (3, 3) and stats(s, marine) == (2, 2) and stats(s, shield) == (1, 4)
    card = s.hand("p1", "练习-128")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p1", "choose_targets", answer=[shield])
    s.expect("p2", "choose_action", answer=["pass"])
    assert traits_of(s.state, shield) == ["水军"] and stats(s, shield) == (2, 4)
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # the end of the turn (614.2)
    assert traits_of(s.state, shield) == [] and stats(s, shield) == (1, 4)


def test_a_requirement_made_0_keeps_a_general_whose_authority_is_gone_until_the_turn_ends():
    """709.1f (layer 6), 804.5k, 412.5b: 礼贤下士 makes 虎贲's requirement (2骑 2通用) 0通用 this
    turn; p1's 骑 Authority then leaves and 虎贲 stays; at the end of the turn its printed
    requirement is back, unmet, and it returns to p1's hand. Its initial requirement still gives a
    Lord its +2/+2 (202.4a reads the initial one)."""
    from engine.games.sanguozhi.stats import current_requirement_total, requirement_of

    s = SanguozhiScenario()
    tiger = s.general("练习-016", "p1")  # 虎贲 4/4, 2骑 2通用
    cavalry = s.authority("p1", "练习-A03", count=4)
    card = s.hand("p1", "练习-129")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert requirement_of(s.state, tiger) == [{}] and current_requirement_total(s.state, tiger) == 0
    for authority in cavalry:
        s.move(authority, "p1.graveyard")
    s.settle()
    assert s.cards("p1.field", "练习-016")
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # the end of the turn (614.2)
    assert s.cards("p1.hand", "练习-016") and not s.cards("p1.field", "练习-016")
    lord = SanguozhiScenario()
    lord_tiger = lord.general("练习-016", "p1", slot="lord", boosts=[{"requirement": [{}], "ts": 1}])
    lord.authority("p1", "练习-A03", count=4)
    assert stats(lord, lord_tiger) == (6, 6)


def test_layer_1_control_comes_before_the_anthems_of_layer_8():
    """709.1a before 709.3c, 805.2a: p2's 骑兵校尉 2/3 (骑兵) has p2's 军令如山 (己方骑兵将领 +1
    攻命): 3/4. p1's 策反 takes it; now p1's 骑都尉 (己方其他骑兵将领 +1 攻) applies and p2's
    Stratagem no longer does: 3/3."""
    from tests.games.sanguozhi.test_control import cast_turncoat

    s = SanguozhiScenario()
    captain = s.general("练习-008", "p2")
    s.authority("p2", "练习-A03", count=2)
    s.put("练习-118", "p2.field", slot="stratagem")
    s.general("练习-038", "p1")
    s.authority("p1", "练习-A03", count=2)
    assert stats(s, captain) == (3, 4)
    cast_turncoat(s, captain)
    s.expect("p1", "choose_option", exact=False, answer=["lieutenant"])
    assert s.card(captain)["controller"] == "p1" and stats(s, captain) == (3, 3)
