"""Control change (805) and 忠义 (802.16): defectors ignore authority (412.6b) and go home when
they have 忠义 (804.5n, 805.3a)."""

from engine.games.sanguozhi.control import is_defector, move_to_controller
from tests.games.sanguozhi.position import SanguozhiScenario


def cast_turncoat(s: SanguozhiScenario, enemy: str, definition: str = "练习-119") -> None:
    """p1 casts 策反 (or ``definition``) at ``enemy``; p2 holds a card and passes; the chain resolves."""
    card = s.hand("p1", definition)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    if s.request["kind"] == "choose_targets":  # one legal target is designated by itself
        s.expect("p1", "choose_targets", answer=[enemy])
    s.expect("p2", "choose_action", answer=["pass"])


def test_a_loyal_general_cannot_be_controlled_by_an_enemy():
    """802.16b, 805.2b: 策反 at p2's 忠勇校尉 (忠义) resolves and nothing changes."""
    s = SanguozhiScenario()
    loyal = s.general("练习-057", "p2")
    s.authority("p2", count=2)
    cast_turncoat(s, loyal)
    assert s.card(loyal)["zone"] == "p2.field" and "controller" not in s.card(loyal)
    assert s.events_of("control_unchanged") and s.cards("p1.graveyard", "练习-119")


def test_no_free_general_slot_means_no_control_change():
    """805.2d: with every General slot of p1 taken the control change does not happen."""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2")
    s.authority("p2", count=3)
    s.general("练习-001", "p1", slot="lord")
    s.general("练习-002", "p1", slot="strategist")
    for definition in ("练习-003", "练习-004", "练习-005"):
        s.general(definition, "p1")
    s.authority("p1", "练习-A01", count=3)
    s.authority("p1", "练习-A02", count=3)
    s.authority("p1", "练习-A03", count=3)
    s.authority("p1", "练习-A04", count=3)
    cast_turncoat(s, enemy)
    assert s.card(enemy)["zone"] == "p2.field" and s.events_of("control_unchanged")


def test_a_defector_ignores_authority_and_goes_home_once_it_has_loyalty():
    """412.6b, 804.5k: p1 has no Authority, yet the taken 盾卫 stays; 804.5n, 805.3a: once it is
    equipped with 忠义旗 (忠义) it returns to its owner's hand."""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2")
    s.authority("p2", count=3)
    banner = s.hand("p1", "练习-206")
    cast_turncoat(s, enemy)
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p1", "choose_option", answer=["lieutenant"])
    assert is_defector(s.state, enemy)
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{banner}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.cards("p2.hand", "练习-010") and not s.cards("p1.field", "练习-010")
    assert [e["outcome"] for e in s.events_of("rule_effect")][0] == "loyal_defector"


def test_control_back_to_the_owner_ends_the_defection():
    """805.3a: a General controlled by its owner again is no defector."""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2")
    move_to_controller(s.ctx(), enemy, "p1", "lieutenant")
    assert is_defector(s.state, enemy)
    move_to_controller(s.ctx(), enemy, "p2", "lieutenant")
    assert not is_defector(s.state, enemy) and "controller" not in s.card(enemy)


def test_a_general_changing_controller_takes_its_treasures_along():
    """502.4, 805.2a: 铁甲 lies under 盾卫 and moves with it; it still gives +2 HP."""
    from engine.games.sanguozhi.stats import health

    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2")
    armour = s.put("练习-202", "p2.field", slot="treasure", equipped_to=enemy)
    move_to_controller(s.ctx(), enemy, "p1", "lieutenant")
    assert s.card(armour)["zone"] == "p1.field" and s.card(armour)["controller"] == "p1"
    assert health(s.state, enemy) == 6


def test_control_until_the_end_of_the_turn_ends_in_the_owners_hand():
    """805.3: 临阵倒戈 gives p1 p2's 盾卫 for the turn; it may attack for p1 (its damage counts as
    p1's); when the turn ends p1 loses control and it returns to p2's hand."""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2")
    s.authority("p2", count=3)
    cast_turncoat(s, enemy, "练习-124")
    s.expect("p1", "choose_option", answer=["lieutenant"])
    assert s.card(enemy)["zone"] == "p1.field" and s.card(enemy)["control_until_end_of_turn"]
    s.pass_window()  # the rest of the main process
    s.expect("p1", "choose_cards", [enemy], answer=[enemy])  # it attacks for p1
    s.pass_window()
    s.pass_window()  # end phase; cleanup, discard, end of the turn
    assert s.cards("p2.hand", "练习-010") and not s.cards("p1.field", "练习-010") and s.provisions("p2") == 29
