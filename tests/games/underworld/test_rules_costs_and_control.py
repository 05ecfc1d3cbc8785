"""Playing and paying (G:打出 p2, G:忠诚需求 p11, G:X p9, G:印刷费用 p10, G:额外费用 p3): digest
T13–T16 and T28, and a card that raises a cost (监控探头, XQ25)."""


from engine.games.underworld.abilities import Select
from engine.games.underworld.targets import matches
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def test_t13_loyalty_is_checked_not_paid():
    """格鲁尼的走私客 (JC087, two black icons, cost 4): two exhausted black assets meet the loyalty,
    four neutral assets pay; with one black asset it cannot be played at all."""
    s = UnderworldScenario()
    smuggler = s.hand("JC087", "p1")
    s.asset("JC084", "p1", exhausted=True)
    s.assets(4, FILLER, "p1")
    s.to_action_step()
    assert f"play:{smuggler}" not in s.options("p1")
    s.asset("JC084", "p1", exhausted=True)
    s.act("p1", f"play:{smuggler}")
    s.expect("p1", "choose_targets", answer=["slot1"])  # the four ready neutral assets pay by themselves
    s.pass_priority(2)
    assert "JC087" in [s.card(c)["def"] for c in s.area(1)]


def test_t14_neutral_cards_skip_loyalty_and_domain_icons_count_among_assets(test_card):
    s = UnderworldScenario()
    neutral = s.hand(FILLER, "p1")
    deathly = s.hand(test_card("TE010", loyalty=["death", "death"]), "p1")
    s.asset("JC044", "p1")  # red, one death domain icon
    s.to_action_step()
    options = s.options("p1")
    assert f"play:{neutral}" in options and f"play:{deathly}" not in options
    s.asset("JC044", "p1", exhausted=True)
    assert f"play:{deathly}" in s.options("p1")


def test_t15_mode_and_target_before_paying_and_an_illegal_target_wastes_the_card():
    """警车追捕 (JC063): "选择一项" then its target, then the payment; 职业杀手 lurks in response,
    so the card does nothing, goes to p1's graveyard and the cost stays paid."""
    s = UnderworldScenario()
    chase = s.hand("JC063", "p1")
    s.assets(3, "JC063", "p1")  # grey
    killer = s.character("JC088", "p2", 1)
    s.character("JC014", "p2", 2)
    s.agent("JC014", "p2", 3)  # so that both modes can be chosen
    s.assets(2, FILLER, "p2")
    s.to_action_step()
    s.act("p1", f"play:{chase}")
    s.expect("p1", "choose_option", answer=["0"])  # lurk a character
    s.expect("p1", "choose_targets", answer=[killer])
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:2])
    s.pass_priority()
    s.act("p2", f"activate:{killer}:1")
    s.pass_priority(4)
    assert s.events_of("ability_fizzled") and s.defs("p1", "graveyard") == ["JC063"]
    assert sum(1 for a in s.zone(zone("p1", "assets")) if s.card(a).get("exhausted")) == 2


def test_t16_x_is_chosen_when_paying_and_counts_as_zero_in_the_printed_cost(test_card):
    s = UnderworldScenario()
    card = s.hand(test_card("TE011", cost_x=True), "p1")
    s.assets(3, FILLER, "p1")
    s.to_action_step()
    s.act("p1", f"play:{card}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.expect("p1", "choose_option", options=["0", "1", "2", "3"], answer=["2"])
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:2])
    assert s.events_of("x_chosen")[0]["x"] == 2 and s.events_of("cost_paid")[-1]["amount"] == 2
    s.pass_priority(2)
    played = s.area(1)[0]
    assert matches(s.state, Select(kind="character", printed_cost_max=0), played, "p1", None, None)


def test_t16_x_is_chosen_at_a_paid_reveal_too(test_card):
    s = UnderworldScenario()
    agent = s.agent(test_card("TE012", cost=1, cost_x=True), "p1", 2)
    s.assets(3, FILLER, "p1")
    s.to_action_step()
    s.act("p1", f"reveal:{agent}")
    s.expect("p1", "choose_option", options=["0", "1", "2"], answer=["2"])
    assert s.events_of("cost_paid")[-1]["amount"] == 3  # paid with all three assets at once


def test_t28_the_additional_cost_sacrifices_an_own_character_while_paying():
    """深渊细语 (JC049, 额外费用：牺牲一个角色): only p1's characters are offered, the sacrifice
    happens before the card is on the stack, with no priority in between; without a character of
    his own he cannot play it."""
    s = UnderworldScenario()
    whisper = s.hand("JC049", "p1")
    s.assets(2, "JC049", "p1")  # red
    mine = [s.character("JC014", "p1", 1), s.character("JC075", "p1", 2)]
    s.character("JC096", "p2", 1)
    s.to_action_step()
    before = len(s.events)
    s.act("p1", f"play:{whisper}")
    s.expect("p1", "choose_cards", options=mine, answer=[mine[0]])
    assert [o["kind"] for o in s.state["stack"]] == ["card"]
    order = [e["type"] for e in s.events[before:] if e["type"] in ("character_died", "card_played", "priority_passed")]
    assert order == ["character_died", "card_played"] and s.defs("p1", "graveyard") == ["JC014"]


def test_t28_no_own_character_no_additional_cost_no_play():
    s = UnderworldScenario()
    whisper = s.hand("JC049", "p1")
    s.assets(2, "JC049", "p1")
    s.character("JC096", "p2", 1)
    s.to_action_step()
    assert f"play:{whisper}" not in s.options("p1")


def test_a_ready_surveillance_camera_makes_dispatching_to_its_region_cost_one_more():
    """监控探头 (XQ25) on region 1: p1, with one ready asset, may dispatch only elsewhere; with
    two he may dispatch there too and pays 2 (G:秘密派遣 p7: otherwise 1)."""
    s = UnderworldScenario()
    s.put("XQ25", "area1", owner="p2", attached_to="slot1")
    agent_card = s.hand("JC088", "p1")
    s.asset(FILLER, "p1")
    s.to_action_step()
    s.act("p1", f"dispatch:{agent_card}")
    assert [o["id"] for o in s.expect("p1", "choose_targets")["options"]] == ["slot2", "slot3"]
    s = UnderworldScenario()
    s.put("XQ25", "area1", owner="p2", attached_to="slot1")
    agent_card = s.hand("JC088", "p1")
    s.assets(2, FILLER, "p1")
    s.to_action_step()
    s.act("p1", f"dispatch:{agent_card}")
    s.expect("p1", "choose_targets", answer=["slot1"])  # then both assets pay by themselves
    assert s.events_of("cost_paid")[-1]["amount"] == 2 and s.state["stack"][-1]["slot"] == 1


def test_jc112_the_black_cat_makes_the_next_domain_card_cheaper():
    """黑猫 (JC112): sacrificed (no stack needed for its cost), then 灾难使者 (death domain, cost 3)
    costs 2 this turn."""
    s = UnderworldScenario()
    cat = s.character("JC112", "p1", 1)
    herald = s.hand("JC044", "p1")
    s.assets(2, "JC044", "p1")  # red
    s.to_action_step()
    assert f"play:{herald}" not in s.options("p1")
    s.act("p1", f"activate:{cat}:0")
    s.pass_priority(2)
    assert cat not in s.state["cards"]
    s.act("p1", f"play:{herald}")
    s.expect("p1", "choose_targets", answer=["slot2"])  # the two assets pay by themselves
    assert s.events_of("cost_paid")[-1]["amount"] == 2
