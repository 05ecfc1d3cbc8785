"""Damage on the receiving side (117.4c): wards that lower damage enemies deal, or prevent it
(711), and how they change the lethal damage to assign in combat (610.3b)."""

from tests.games.sanguozhi.position import SanguozhiScenario
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
