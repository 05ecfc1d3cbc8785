"""The action right (115), the chain (305, 705), dispatching (500) and Stratagems (501, 416)."""

from engine.core.view import build_view
from engine.games.sanguozhi import GAME
from tests.games.sanguozhi.position import SanguozhiScenario


def test_special_action_keeps_the_action_right_and_a_chain_action_hands_it_on():
    """T32 (114.3, 115.3g-h): placing Authority keeps it; dispatching hands it to p2."""
    s = SanguozhiScenario()
    tally = s.hand("p1", "练习-A01")
    general = s.hand("p1", "练习-001")
    s.expect("p1", "choose_action", exact=False, answer=[f"authority:{tally}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{general}:lord"])
    assert s.request["pending"] == ["p2"] or s.state["stack"] == []  # p2 (empty hand) passes by itself


def test_responses_to_a_non_empty_chain_are_fast_or_untapped_slow_stratagems():
    """T30 (115.1, 501.5): with a General on the chain p2 may cast a fast Stratagem from hand or an
    untapped set slow one; not a normal one, not a tapped slow one."""
    s = SanguozhiScenario()
    general = s.hand("p1", "练习-001")
    s.general("练习-002", "p1")  # a target for the Stratagems
    fast = s.hand("p2", "练习-102")
    normal = s.hand("p2", "练习-101")
    slow = s.set_stratagem("p2", "练习-107")
    tapped_slow = s.set_stratagem("p2", "练习-108", tapped=True)
    s.authority("p1")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{general}:lord"])
    ask = s.expect("p2", "choose_action", [f"cast:{fast}", f"cast:{slow}", "pass"])
    assert f"cast:{normal}" not in str(ask) and f"cast:{tapped_slow}" not in str(ask)


def test_the_whole_chain_resolves_last_in_first_out_and_the_active_player_acts_again():
    """T31 (115.4, 705.1, 705.5): chain [General p1, fast S1 p2, fast S2 p1]; both pass; S2, S1
    and the General resolve with no action right in between; then p1 has the action right."""
    s = SanguozhiScenario()
    general = s.hand("p1", "练习-001")
    s1 = s.hand("p2", "练习-103")  # 坚壁清野: p1 -2 粮
    s.hand("p2", "练习-A01")  # so that p2 is asked (a hidden hand)
    s2 = s.hand("p1", "练习-109")  # 急行军: draw 1
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{general}:lord"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{s1}"])
    # its only legal target (p1) is taken without asking
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s2}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    resolved = [e["type"] for e in s.last_events if e["type"] in ("stratagem_resolved", "general_entered", "action_passed")]
    assert resolved == ["action_passed", "stratagem_resolved", "stratagem_resolved", "general_entered"]
    assert [e["definition"] for e in s.last_events if e["type"] == "stratagem_resolved"] == ["练习-109", "练习-103"]
    assert s.provisions("p1") == 28 and s.state["stack"] == []
    s.expect("p1", "choose_action")  # 705.5


def test_a_stratagem_whose_target_is_gone_is_destroyed_and_does_nothing():
    """T35/T39 (705.2a, 804.5u): 背水一战 (己方−2 粮, 4 damage) loses its only target before it
    resolves (p1's own 暗箭伤人 on top kills it first): it goes to the graveyard and p1 does not
    lose 2 粮."""
    s = SanguozhiScenario()
    target = s.general("练习-003", "p2")  # 2/1/0
    s.authority("p2", "练习-A02")
    s.hand("p2", "练习-A01")
    strike = s.hand("p1", "练习-110")
    arrow = s.hand("p1", "练习-102")  # 暗箭伤人 (fast): 1 permanent damage kills the 1-HP General
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{strike}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{arrow}"])
    s.pass_window()
    assert s.events_of("stratagem_fizzled")[0]["definition"] == "练习-110"
    assert s.provisions("p1") == 30 and not s.cards("p2.field", "练习-003")
    assert target not in s.state["cards"]


def test_intelligence_condition_uses_the_strategist_for_the_lord():
    """T36 (416.3c, 416.5): 火攻 (智力条件 3) may target a Lord of INT 0 only while no cleverer
    Strategist stands beside it."""
    s = SanguozhiScenario()
    s.general("练习-001", "p2", slot="lord")  # INT 0
    strategist = s.general("练习-014", "p2", slot="strategist")  # INT 4
    s.authority("p2", "练习-A04", count=3)
    fire = s.hand("p1", "练习-101")
    ask = s.ask("p1")
    assert f"cast:{fire}" not in [o["id"] for o in ask["options"]]  # no legal target: not castable (110.3)
    s.move(strategist, "p2.graveyard")
    ask = s.ask("p1")
    assert f"cast:{fire}" in [o["id"] for o in ask["options"]]


def test_set_stratagems_enter_tapped_and_a_slow_one_waits_for_the_cleanup():
    """T34 (114.2c, 501.1, 111.2, 613.2): a set slow Stratagem is tapped and cannot be cast this
    main process; the set card is hidden from the opponent."""
    s = SanguozhiScenario()
    s.general("练习-001", "p2")
    slow = s.hand("p1", "练习-108")
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=[f"set:{slow}"])
    [placed] = s.cards("p1.field", "练习-108")
    assert s.card(placed)["tapped"] and s.card(placed)["face_down"]
    assert f"cast:{placed}" not in [o["id"] for o in s.ask("p1")["options"]]
    hidden = next(c for c in build_view(GAME, s.state, "p2")["zones"]["p1.field"]["cards"] if c["id"] == placed)
    assert "def" not in hidden and hidden["hidden"]


def test_a_face_down_dispatch_hides_the_general_from_the_opponent():
    """500.1d, 112.2: a General dispatched face down is unknown to p2 on the chain and on the field,
    in views and in events; it ignores its authority requirement (412.6c)."""
    s = SanguozhiScenario()
    big = s.hand("p1", "练习-019")  # 3骑 2通用: not met
    s.hand("p1", "练习-A01")
    ask = s.expect("p1", "choose_action", exact=False)
    ids = [o["id"] for o in ask["options"]]
    assert f"dispatch:{big}:lord" not in ids and f"conceal:{big}:lord" in ids
    s.answer_raw("p1", [f"conceal:{big}:lord"])
    s.pass_window()
    [down] = [c for c in s.zone("p1.field") if s.card(c).get("face_down")]
    assert s.card(down)["slot"] == "lord"
    view = build_view(GAME, s.state, "p2")
    assert "def" not in next(c for c in view["zones"]["p1.field"]["cards"] if c["id"] == down)
    from engine.core.events import event_for
    assert all("练习-019" not in str(event_for(e, "p2")) for e in s.events)


def test_flipping_a_face_down_general_costs_a_tiger_tally_and_goes_through_the_chain():
    """500.1f, 701.2h, 113.1c, 115.1b: any player with the action right and an empty chain; the
    requirement must be met; the General comes back face up into its slot."""
    s = SanguozhiScenario()
    hidden = s.general("练习-016", "p2", face_down=True, visible_to=["p2"])  # 虎贲 2骑 2通用
    s.authority("p2", "练习-A03", count=4)
    tally = s.hand("p2", "练习-A05")
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    s.expect("p2", "choose_action", [f"flip:{hidden}", "pass"], answer=[f"flip:{hidden}"])
    assert s.cards("p2.graveyard", "练习-A05") == [s.zone("p2.graveyard")[0]] and tally not in s.state["cards"]
    assert s.state["stack"][0]["flipped"] and s.state["stack"][0]["slot"] == "lieutenant"
    s.pass_window()
    [flipped] = s.cards("p2.field", "练习-016")
    assert not s.card(flipped).get("face_down") and s.card(flipped)["slot"] == "lieutenant"


def test_no_flip_without_a_tiger_tally_or_the_requirement():
    """500.1f, 412.5a: a basic Authority does not pay; an unmet requirement forbids the flip."""
    s = SanguozhiScenario()
    s.general("练习-016", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A01")
    assert not [o for o in s.ask("p1")["options"] if o["id"].startswith("flip:")]
    s.hand("p1", "练习-A06")  # a 虎符, but 2骑 2通用 is not met
    assert not [o for o in s.ask("p1")["options"] if o["id"].startswith("flip:")]


def test_conscription_discards_three_and_searches_a_basic_authority():
    """T102 (114.2h, 504.6, 301.5): a special action; the found card is revealed; the deck is
    shuffled; the action right stays with p1."""
    s = SanguozhiScenario()
    hand = [s.hand("p1", "练习-101") for _ in range(3)] + [s.hand("p1", "练习-A05")]
    s.put("练习-A02", "p1.deck")
    s.put("练习-A06", "p1.deck")  # a 虎符: not basic
    s.expect("p1", "choose_action", exact=False, answer=["conscript"])
    s.expect("p1", "choose_cards", answer=hand[:3])
    s.expect("p1", "choose_cards", ["练习卡·基础兵权·1步兵", "练习卡·基础兵权·1弓兵"], answer=["练习卡·基础兵权·1弓兵"])
    assert len(s.cards("p1.hand", "练习-A02")) == 1 and len(s.zone("p1.graveyard")) == 3
    assert s.events_of("card_revealed")[-1]["definition"] == "练习-A02" and s.events_of("zone_shuffled")
    s.expect("p1", "choose_action")  # 114.3


def test_with_every_stratagem_slot_taken_only_set_stratagems_can_be_cast():
    """T33 (501.4, 501.4a): five set Stratagems fill the slots: a fast one in hand cannot be cast
    or set, the set fast one can."""
    s = SanguozhiScenario()
    s.general("练习-001", "p2")
    set_fast = s.set_stratagem("p1", "练习-109")
    for definition in ("练习-101", "练习-104", "练习-105", "练习-107"):
        s.set_stratagem("p1", definition)
    in_hand = s.hand("p1", "练习-103")
    ids = [o["id"] for o in s.ask("p1")["options"]]
    assert f"cast:{set_fast}" in ids and f"cast:{in_hand}" not in ids and f"set:{in_hand}" not in ids


def test_a_player_with_set_stratagems_is_asked_even_when_passing_is_all_that_is_left():
    """112.2, 204.2: a set Stratagem that cannot be cast now (a tapped slow one) must not show
    itself by an instant pass: the holder is asked although the hand is empty."""
    s = SanguozhiScenario()
    s.set_stratagem("p2", "练习-107", tapped=True)
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    s.expect("p2", "choose_action", ["pass"])
