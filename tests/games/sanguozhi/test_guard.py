"""守护 (802.26): a 守护 General not in combat may take damage an enemy would deal to another
General of its side, from one source only, with its own receiving side's modifications."""

from tests.games.sanguozhi.position import SanguozhiScenario, stocked


def test_a_guard_takes_the_damage_of_an_effect_instead():
    """802.26b: p1's 火攻 deals 2 to p2's 盾卫; p2 lets 亲卫 take it instead."""
    s = SanguozhiScenario()
    target = s.general("练习-010", "p2")
    guard = s.general("练习-059", "p2")
    s.authority("p2", count=3)
    card = s.hand("p1", "练习-101")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p1", "choose_targets", answer=[target])
    s.expect("p2", "choose_action", answer=["pass"])
    ask = s.expect("p2", "choose_option", [guard, "no_guard"], answer=[guard])
    assert [(o["card"], o["amount"]) for o in ask["options"]] == [(guard, 2), (target, 2)]  # who receives it (for the AI)
    assert not s.card(target).get("counters") and s.card(guard)["counters"] == {"damage": 2}
    assert s.events_of("damage_guarded")[0]["card"] == target


def test_a_guard_takes_combat_damage_from_one_source_only():
    """802.26b, 802.26e: 上将军 and 虎贲 attack, 乡勇 and 盾卫 block them; 亲卫 (out of combat)
    takes the damage meant for 乡勇, and then is not offered for 盾卫's."""
    s = stocked()
    general, tiger = s.general("练习-019", "p1"), s.general("练习-016", "p1")
    yeoman, shield, guard = s.general("练习-002", "p2"), s.general("练习-010", "p2"), s.general("练习-059", "p2")
    s.settle()
    s.pass_window()  # main process
    s.expect("p1", "choose_cards", answer=[general, tiger])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[yeoman])  # blocks 上将军
    s.expect("p2", "choose_option", answer=[shield])  # blocks 虎贲
    s.expect("p1", "choose_cards", answer=[general, tiger])  # damage order (609.3)
    s.pass_window()
    s.expect("p1", "choose_option", answer=["0"])  # 上将军: no overflow, all 5 on 乡勇
    s.expect("p2", "choose_option", [guard, "no_guard"], answer=[guard])  # for 乡勇; 虎贲's 4 is exactly 盾卫's lethal
    assert [e["card"] for e in s.events_of("damage_guarded")] == [yeoman]  # not offered again for 盾卫
    assert s.cards("p2.field", "练习-002") and s.cards("p2.graveyard", "练习-059") and s.cards("p2.graveyard", "练习-010")


def test_no_guard_against_own_damage_nor_by_a_guard_in_combat():
    """802.26b: only damage an enemy deals (a Formation's 804.5q damage to its members is not
    guarded), and only by a 守护 General not in combat."""
    from engine.games.sanguozhi.guard import guard_candidates

    s = SanguozhiScenario()
    target = s.general("练习-010", "p2")
    guard = s.general("练习-059", "p2")
    item = {"card": target, "amount": 2, "kind": "combat", "dealt_by": "p2"}
    assert guard_candidates(s.state, item, set()) == []
    assert guard_candidates(s.state, {**item, "dealt_by": "p1"}, set()) == [guard]
    assert guard_candidates(s.state, {**item, "dealt_by": "p1"}, {guard}) == []


def test_a_guarding_formation_takes_permanent_damage_as_combat_damage():
    """802.26c: p2's formed 卫城阵 (守护) takes 暗箭伤人's 1 permanent damage meant for p2's
    Strategist, as 1 combat damage."""
    s = SanguozhiScenario()
    strategist = s.general("练习-010", "p2", slot="strategist")
    members = [s.general(d, "p2") for d in ("练习-001", "练习-002", "练习-004")]
    formation = s.put("练习-305", "p2.field", slot="formation", members=members)
    for kind in ("练习-A01", "练习-A02", "练习-A03", "练习-A04"):
        s.authority("p2", kind, count=3)
    card = s.hand("p1", "练习-102")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p1", "choose_targets", answer=[strategist])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p2", "choose_option", [formation, "no_guard"], answer=[formation])
    assert s.card(formation)["counters"] == {"damage": 1} and not s.card(strategist).get("counters")


def test_both_members_of_a_blocking_pair_are_in_combat():
    """802.26b, 807.1f: a 仗枪 partner is a blocker too, so it cannot guard during the combat."""
    from engine.games.sanguozhi.guard import combatants

    frame = {"proc": "combat", "attackers": ["a"], "blocks": {"a": "b"}, "partners": {"b": "c", "c": "b"}}
    assert combatants({"frames": [frame]}) == {"a", "b", "c"}
