"""Reflexive triggered abilities (CR 603.12) and "at the beginning of combat on your turn" with an
intervening "if" (CR 507.1, 603.4) — Weapons Vendor: "if you control an Equipment, you may pay
{1}. When you do, attach target Equipment you control to target creature you control."""

from tests.games.mtg.position import PLAINS, MtgScenario

VENDOR, LION_HEART, COEURL = "fin-040", "fin-261", "fin-012"


def to_beginning_of_combat(s: MtgScenario) -> None:
    s.pass_to("main1")
    s.pass_both()  # main phase -> beginning of combat, where the trigger goes on the stack


def test_paying_makes_the_reflexive_trigger_whose_targets_are_chosen_then():
    """The notes' ruling: the beginning-of-combat trigger has no targets; paying {1} triggers the
    reflexive ability, whose targets are chosen as it is put on the stack."""
    s = MtgScenario()
    lands = s.lands(1, PLAINS)
    vendor, coeurl = s.permanent(VENDOR), s.permanent(COEURL)
    heart = s.permanent(LION_HEART)
    to_beginning_of_combat(s)
    assert s.step == "begin_combat" and [o["source"] for o in s.state["stack"]] == [vendor]
    s.pass_both()
    s.expect("p1", "choose_option", answer=["pay"])
    assert s.card(lands[0]).get("tapped")
    ask = s.expect("p1", "choose_targets", exact=False)  # the Equipment is the only choice: the creature is asked
    assert {o["id"] for o in ask["options"]} == {vendor, coeurl}
    s.answer_raw("p1", [coeurl])
    assert s.state["stack"][-1]["ability"] == "reflexive"
    s.pass_both()
    assert s.card(heart)["attached_to"] == coeurl


def test_declining_to_pay_makes_nothing():
    s = MtgScenario()
    lands = s.lands(1, PLAINS)
    s.permanent(VENDOR)
    heart = s.permanent(LION_HEART)
    to_beginning_of_combat(s)
    s.pass_both()
    s.expect("p1", "choose_option", answer=["decline"])
    assert s.state["stack"] == [] and not s.state["triggers"]
    assert not s.card(lands[0]).get("tapped") and "attached_to" not in s.card(heart)


def test_without_an_equipment_it_does_not_trigger():
    """CR 603.4: the intervening "if" is checked as the event happens."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    s.permanent(VENDOR)
    to_beginning_of_combat(s)
    assert s.step == "begin_combat" and s.state["stack"] == []


def test_an_equipment_gone_by_resolution_means_no_payment_is_offered():
    """CR 603.4: checked again on resolution."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    s.permanent(VENDOR)
    heart = s.permanent(LION_HEART)
    to_beginning_of_combat(s)
    s.move(heart, "exile")
    s.pass_both()
    assert s.events_of("condition_unmet") and s.state["request"]["kind"] == "choose_action"


def test_it_is_not_offered_when_the_cost_cannot_be_paid():
    s = MtgScenario()
    s.permanent(VENDOR)
    heart = s.permanent(LION_HEART)
    to_beginning_of_combat(s)
    s.pass_both()
    assert s.state["stack"] == [] and "attached_to" not in s.card(heart)
