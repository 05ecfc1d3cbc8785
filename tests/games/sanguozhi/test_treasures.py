"""Treasures (502) with equip conditions (418) and their rule effects (804.5u, 804.5x-z)."""

import pytest

from engine.games.sanguozhi.stats import attack, health, intelligence, keyword_level
from tests.games.sanguozhi.position import SanguozhiScenario
from tests.games.sanguozhi.position import stocked as equip_position


def equip(s: SanguozhiScenario, treasure: str, general: str) -> None:
    """p1 equips ``treasure`` to ``general`` (asked only when several Generals qualify) and both
    pass: the chain resolves."""
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{treasure}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p1", "choose_targets", answer=[general])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])


def test_a_treasure_equips_a_general_meeting_its_condition_and_adds_its_bonus():
    """502.3, 502.7a, 418.1: 青锋剑 (攻≥2, +2 攻) may go to 上将军 5/5/2, not to 新兵 1/1/0; it
    resolves under the General (same slot, 502.4)."""
    s = equip_position()
    general = s.general("练习-019", "p1")
    recruit = s.general("练习-001", "p1")
    sword = s.hand("p1", "练习-201")
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{sword}"])  # the only legal target: no question
    assert s.state["stack"][0]["target"] == general and recruit not in str(s.state["stack"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    equipped = s.cards("p1.field", "练习-201")[0]
    assert s.card(equipped)["equipped_to"] == general and attack(s.state, general) == 7


def test_a_second_treasure_replaces_the_first():
    """804.5x, 502.5a: 铁甲 equipped to the General holding 青锋剑, or the suit piece 虎卫盔 (a
    Treasure outside its suit replaces every piece): the older one goes to the graveyard."""
    for held in ("练习-201", "练习-207"):
        s = equip_position()
        general = s.general("练习-019", "p1")
        s.put(held, "p1.field", slot="treasure", equipped_to=general)
        armour = s.hand("p1", "练习-202")
        equip(s, armour, general)
        assert s.cards("p1.graveyard", held) and s.cards("p1.field", "练习-202")
        assert (attack(s.state, general), health(s.state, general)) == (5, 7)


def test_the_equip_condition_is_checked_continuously_without_the_treasures_own_bonus():
    """804.5y, 418.4: 新兵 1/1 boosted to 3/2 this turn takes 青锋剑 (攻≥2); at the end of the turn
    it is 3 ATK with the sword but 1 without, so the sword goes to the graveyard."""
    s = equip_position()
    recruit = s.general("练习-001", "p1", boosts=[{"attack": 2, "health": 1}])
    sword = s.hand("p1", "练习-201")
    equip(s, sword, recruit)
    assert attack(s.state, recruit) == 5 and s.cards("p1.field", "练习-201")
    s.pass_window()  # main
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # end phase; the boost ends (614.2)
    s.expect("p2", "choose_action")  # p2's start phase: rule effects were applied first (115.5)
    assert s.cards("p1.graveyard", "练习-201") and attack(s.state, recruit) == 1


def test_a_role_condition_and_a_granted_keyword():
    """418.1, 802.17: 兵书 (智≥3 军师, +1 智, 神算) on the Strategist 军师祭酒; moved to a
    Lieutenant slot it fails its condition and goes (804.5y)."""
    s = equip_position()
    sage = s.general("练习-043", "p1", slot="strategist")
    lieutenant = s.general("练习-033", "p1")  # 医官 INT 3, not a Strategist
    book = s.hand("p1", "练习-203")
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{book}"])
    assert lieutenant not in str(s.state["stack"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert intelligence(s.state, sage) == 5 and keyword_level(s.state, sage, "神算") == 1
    s.ctx().card(sage)["slot"] = "lieutenant"
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.graveyard", "练习-203") and keyword_level(s.state, sage, "神算") is None


def test_a_treasure_goes_when_its_general_leaves_the_field():
    """804.5z, 502.7d: the General returns to hand: its Treasure goes to the graveyard."""
    s = equip_position()
    general = s.general("练习-019", "p1")
    s.put("练习-202", "p1.field", slot="treasure", equipped_to=general)
    s.move(general, "p1.hand")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.graveyard", "练习-202") and not s.cards("p1.field", "练习-202")


def test_a_treasure_stays_with_a_general_that_survives():
    """710.7, 804.5z: 不死校尉's 生还 replaces its death in the rule-effect pass that finds it lethally
    damaged: it never leaves the field, so its Treasure stays."""
    s = equip_position()
    general = s.general("练习-056", "p1")
    s.put("练习-202", "p1.field", slot="treasure", equipped_to=general)
    s.card(general)["counters"] = {"damage": 10}
    s.settle()
    s.expect("p1", "choose_action")
    assert s.events_of("general_survived") and s.card(s.cards("p1.field", "练习-202")[0])["equipped_to"] == general


def test_a_treasure_whose_target_is_gone_is_destroyed():
    """705.4b, 804.5u: the target leaves the field while the Treasure is on the chain."""
    s = equip_position()
    general = s.general("练习-019", "p1")
    sword = s.hand("p1", "练习-201")
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{sword}"])
    s.move(general, "p1.hand")
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.cards("p1.graveyard", "练习-201") and s.events_of("treasure_fizzled")


def test_a_mount_needs_cavalry_and_grants_valour():
    """418.1, 802.12: 战马 (骑兵; +1 攻, 刚勇) only on a 骑兵 General, which then has 刚勇."""
    s = equip_position()
    rider = s.general("练习-008", "p1")  # 骑兵校尉 2/3/1
    s.general("练习-010", "p1")  # 盾卫: no 骑兵
    horse = s.hand("p1", "练习-204")
    equip(s, horse, rider)
    assert attack(s.state, rider) == 3 and keyword_level(s.state, rider, "刚勇") == 1


def test_suit_treasures_stack_work_from_their_completion_and_silence_their_general():
    """T45 (without the second suit), 502.2, 502.5, 502.6 (digest §12.2 item 8): 骑都尉 2/2 (its
    anthem gives other 骑兵 +1 ATK) takes 虎卫盔 (1/2, +1 HP): the anthem stops; a second piece
    this turn is not offered (502.3b); next turn 虎卫刀 (2/2, +2 ATK) joins it instead of
    replacing it, and works with 2 pieces."""
    s = equip_position()
    captain = s.general("练习-038", "p1")
    rider = s.general("练习-008", "p1")  # 骑兵校尉 2/3/1
    helmet, blade = s.hand("p1", "练习-207"), s.hand("p1", "练习-208")
    assert attack(s.state, rider) == 3
    s.settle()
    equip(s, helmet, captain)
    assert health(s.state, captain) == 3 and attack(s.state, rider) == 2  # 502.6: no anthem
    assert f"equip:{blade}" not in str(s.expect("p1", "choose_action"))  # 502.3b
    s.set_player("p1", suits_equipped=[])  # as in p1's next turn (turn.py resets it)
    s.settle()
    equip(s, blade, captain)
    assert s.cards("p1.field", "练习-207") and s.cards("p1.field", "练习-208")
    assert (attack(s.state, captain), health(s.state, captain)) == (4, 3)


def test_a_piece_before_its_completion_does_nothing():
    """502.2: 虎卫刀 (2/2) alone gives no ATK."""
    s = equip_position()
    general = s.general("练习-019", "p1")
    s.put("练习-208", "p1.field", slot="treasure", equipped_to=general)
    assert attack(s.state, general) == 5


@pytest.mark.parametrize(("reading", "health_now"), [("at_least", 3), ("more_than", 2)])
def test_a_suit_piece_works_from_its_completion_by_the_option(reading, health_now):
    """502.2, digest §12.2 item 8 (option suit_completion): 骑都尉 2/2 wears 虎卫盔 (1/2, +1 HP)
    alone: one piece reaches "1" (at_least: 3 HP) but does not exceed it (more_than: 2 HP)."""
    s = SanguozhiScenario(suit_completion=reading)
    captain = s.general("练习-038", "p1")
    s.put("练习-207", "p1.field", slot="treasure", equipped_to=captain)
    assert health(s.state, captain) == health_now
