"""先锋 (802.17): used from hand (108.6b) for a 虎符, on the chain; placing (500.1c) is not the
turn's dispatch; the speed is the option vanguard_speed (digest §12.2 item 21)."""

from tests.games.sanguozhi.position import SanguozhiScenario, stocked


def test_vanguard_places_the_general_besides_the_dispatch():
    """802.17, 500.1c, 500.3: p1 has dispatched already; 先锋 discards a 虎符, goes onto the chain
    and, when it resolves, p1 places 轻骑先驱 face up as a Lieutenant straight from the hand."""
    s = stocked()
    s.set_player("p1", dispatched=True)
    vanguard = s.hand("p1", "练习-058")
    tally = s.hand("p1", "练习-A05")
    s.settle()
    ask = s.expect("p1", "choose_action", exact=False, answer=[f"vanguard:{vanguard}"])
    assert not [o for o in ask["options"] if o["id"].startswith("dispatch:")]
    assert s.cards("p1.graveyard", "练习-A05") and tally not in s.zone("p1.hand")
    assert s.state["stack"][-1]["kind"] == "vanguard" and vanguard in s.zone("p1.hand")
    assert s.card(vanguard)["visible_to"] == "all"  # used from hand, it is shown (no hidden card in the event)
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p1", "choose_option", exact=False, answer=["lieutenant:up"])
    placed = s.cards("p1.field", "练习-058")
    assert placed and s.card(placed[0])["slot"] == "lieutenant" and not s.card(placed[0]).get("face_down")
    assert not s.events_of("general_dispatched") and s.player("p1")["dispatched"]


def test_vanguard_needs_a_tiger_tally_and_by_default_the_main_process():
    """108.5c: no 虎符, no 先锋; [NORMAL] by default: not in p2's turn; with vanguard_speed "fast"
    p2 may use it while holding the action right in p1's main process."""
    s = stocked()
    vanguard = s.hand("p1", "练习-058")
    s.settle()
    assert f"vanguard:{vanguard}" not in str(s.expect("p1", "choose_action"))
    for speed, offered in (("normal", False), ("fast", True)):
        s = stocked()
        s.ctx().state["options"]["vanguard_speed"] = speed
        vanguard = s.hand("p2", "练习-058")
        s.hand("p2", "练习-A05")
        s.settle()
        s.expect("p1", "choose_action", answer=["pass"])
        ask = s.expect("p2", "choose_action")
        assert (f"vanguard:{vanguard}" in [o["id"] for o in ask["options"]]) is offered


def test_a_vanguard_that_left_the_hand_is_not_placed():
    """The General must still be in hand when 先锋 resolves (it places "this General")."""
    s = SanguozhiScenario()
    s.authority("p1", "练习-A03", count=1)
    vanguard = s.hand("p1", "练习-058")
    s.hand("p1", "练习-A05")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"vanguard:{vanguard}"])
    s.move(vanguard, "p1.graveyard")
    s.expect("p2", "choose_action", answer=["pass"])
    assert not s.cards("p1.field", "练习-058") and s.events_of("ability_resolved")


def test_a_vanguard_general_is_placed_face_up_only():
    """500.5c, 112.2c: 先锋 places "this 先锋 General", a requirement on the card's text that a
    face-down card cannot meet, so the placement offers no face-down slot (500.1d does not apply)."""
    s = stocked()
    vanguard = s.hand("p1", "练习-058")
    s.hand("p1", "练习-A05")
    s.settle()
    s.expect("p1", "choose_action", exact=False, answer=[f"vanguard:{vanguard}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    ask = s.expect("p1", "choose_option", exact=False)
    ids = [o["id"] for o in ask["options"]]
    assert ids and all(i.endswith(":up") for i in ids)
    s.expect("p1", "choose_option", exact=False, answer=[ids[0]])
    placed = s.cards("p1.field", "练习-058")
    assert placed and not s.card(placed[0]).get("face_down")
