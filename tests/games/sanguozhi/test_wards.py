"""Damage on the receiving side (117.4c): wards that lower damage enemies deal, or prevent it
(711), and how they change the lethal damage to assign in combat (610.3b); 生还 replacing death
(710.7)."""

from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_combat import attack_and_block, attack_position
from tests.games.sanguozhi.test_steps import cast


def test_prevented_combat_damage_does_not_happen_but_permanent_damage_does():
    """711.3, 117.12: 藤甲兵 (防止 combat damage from enemies): 火攻's 2 combat damage is prevented
    (no damage event); 暗箭伤人's permanent damage lands."""
    s, rattan = cast("练习-101", enemy="练习-054")
    assert not s.events_of("general_damaged") and s.events_of("damage_prevented")[0]["amount"] == 2
    s, rattan = cast("练习-102", enemy="练习-054")
    assert s.card(rattan)["counters"] == {"permanent": 1}


def test_no_damage_can_be_lethal_to_a_warded_blocker_so_nothing_overflows():
    """610.3b: 上将军 5/5 blocked by 藤甲兵: no assignment is lethal, so p1 is not asked about
    overflow and p2's 粮草 is untouched; 藤甲兵 takes nothing and deals 1 back."""
    s, attacker, rattan = attack_position("练习-019", "练习-054")
    attack_and_block(s, attacker, rattan)
    assert s.provisions("p2") == 30 and not s.card(rattan).get("counters")
    assert s.card(attacker)["counters"] == {"damage": 1}


def test_a_role_ward_lowers_damage_to_every_own_general_only_in_its_role():
    """105.9a, 117.4c: 护军 as Strategist: 火攻's 2 damage to p2's 盾卫 becomes 1; as a
    Lieutenant it does nothing."""
    for slot, received in (("strategist", {"damage": 1}), ("lieutenant", {"damage": 2})):
        s = SanguozhiScenario()
        s.general("练习-055", "p2", slot=slot)
        s.authority("p2", "练习-A04", count=2)
        s, guard = cast("练习-101", s=s)  # at p2's 盾卫
        assert s.card(guard)["counters"] == received


def test_survive_replaces_death_but_not_destruction_at_hp_zero():
    """T72 (the HP 0 part), 710.7, 801.9, 500.9: 不死校尉 2/2 (生还) blocking 上将军 5/5 takes
    lethal damage: instead it loses all its damage and stays; with HP 0 it is destroyed all the
    same."""
    s, attacker, survivor = attack_position("练习-019", "练习-056")
    attack_and_block(s, attacker, survivor)
    s.expect("p1", "choose_option", answer=["0"])
    assert s.cards("p2.field", "练习-056") and not s.card(survivor).get("counters") and s.events_of("general_survived")
    s = stocked()
    s.general("练习-056", "p2", boosts=[{"attack": 0, "health": -2}])
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p2.graveyard", "练习-056")


def test_a_general_that_survived_before_combat_fights_as_usual():
    """606.9g lasts for the combat it happens in: 不死校尉 survives p2's 暗箭伤人 in p1's main
    process, then attacks and deals its 2 damage."""
    s = stocked()
    survivor = s.general("练习-056", "p1", counters={"damage": 1})
    arrow = s.hand("p2", "练习-102")  # fast: 1 permanent damage
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{arrow}"])
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.events_of("general_survived")
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[survivor])
    s.pass_window()
    assert s.provisions("p2") == 28
