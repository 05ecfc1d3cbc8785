"""Effects (1.1.3-1.1.7, 2.0.5, 5.0, 5.5.3, 5.10), windows (4.0.4-4.0.5, 4.5.2-4.5.4) and losses
(1.3). Scenario numbers refer to digest §9; rule numbers to the rules V1.9. p1 is the turn player.
"""

from tests.games.ultraman.position import FILLER, UltramanScenario
from tests.games.ultraman.test_rules_battle import bystanders


def test_scenario_20_five_damage_loses():
    """20. p2 has 4 damage and its main combatant loses: 5 damage, p2 loses (1.3.2a, 3.3.2)."""
    s = UltramanScenario()
    s.damage(4, "p2")
    s.fight(s.field("测试-V6"), s.field("测试-V4", "p2"))
    assert s.expect_game_over(["p1"])["reason"] == "ultraman.result.damage"  # the result says why


def test_scenario_21_both_reach_five_is_a_draw():
    """21. Both have 4 damage and the battle is a tie: both reach 5 in the same step, a draw
    (1.3.3; checked after both players' moves, digest A12). With the check after each player's
    moves, the turn player loses alone."""
    for check, winners in (("after_step", []), ("after_each_player", ["p2"])):
        s = UltramanScenario(options={"settlement_loss_check": check})
        s.damage(4, "p1")
        s.damage(4, "p2")
        s.fight(s.field("测试-V5"), s.field("测试-V5", "p2"))
        s.expect_game_over(winners)


def test_scenario_22_23_deck_out():
    """22. An empty deck when drawing at turn start loses at once (1.3.2b). 23. One card: the draw
    works, adding energy from the empty deck loses (1.3.2c)."""
    for left, reason in ((0, "draw"), (1, "energy")):
        s = UltramanScenario()
        bystanders(s)
        s.empty("p2.deck", "p2.rest")
        for _ in range(left):
            s.on_top(FILLER, "p2")
        s.fight(s.field("测试-V5"), s.field("测试-V5", "p2"))
        assert s.expect_game_over(["p1"])["reason"] == "ultraman.result.deck_out"
        drawn = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
        assert len(drawn) == left, reason


def test_both_players_drawing_from_an_empty_deck_in_one_effect_is_a_draw():
    """p1's attack effect makes each player draw 1 (the turn player first, 1.1.5) and both decks
    are empty: both meet 1.3.2b. The loss is checked once the effect is done (1.3.4), so they
    lose at the same time and the game is a draw (1.3.3), before the battle is settled."""
    s = UltramanScenario()
    bystanders(s)
    for player in ("p1", "p2"):
        s.empty(f"{player}.deck", f"{player}.rest")
    s.fight(s.field("测试-BOTHDRAW"), s.field("测试-V6", "p2"))
    assert s.expect_game_over([])["reason"] == "ultraman.result.draw"
    assert s.events_of("battle_result") == []


def test_scenario_24_no_loss_part_way_through_an_effect():
    """24. p2 has 4 damage; p1's attack effect puts p2's top deck card into damage (5) and then p2
    moves one from damage to rest (4): p2 does not lose (1.3.4)."""
    s = UltramanScenario()
    bystanders(s)
    s.damage(4, "p2")
    s.fight(s.field("测试-HEAL"), s.field("测试-V6", "p2"), p1=s.hand("测试-V6"))
    assert s.result is None and s.count("p2", "damage") == 5  # 4 - 1 + 1 + the lost battle


def test_scenario_25_26_form_change():
    """25. FCM (mark 「泽塔」) face up; hand: ZET (keyword 泽塔) and NAMEZ (泽塔 only in its name).
    Only ZET can come in (5.10.3b-c); it takes FCM's slot face up, FCM goes to rest, then ZET's 转
    draws 1 (5.10.1, 2.0.5g). There is no second form change this turn (4.1.2, 5.10.4).
    26. A face-down FCM cannot form-change (5.10.2a): no form change is offered."""
    s = UltramanScenario()
    bystanders(s)
    fcm = s.field("测试-FCM")
    slot = s.card(fcm)["slot"]
    zet, namez = s.hand("测试-ZET"), s.hand("测试-NAMEZ")
    s.on_top("测试-V4")
    s.state["frames"][-2:] = [{"proc": "turn", "step": 3}]  # back to the form change phase (4.1)
    s.expect("p1", "choose_option", options=[fcm, "none"], answer=[fcm])  # ZET, the only match, comes in
    assert zet not in s.zone("p1.hand") and namez in s.zone("p1.hand") and s.defs("p1", "rest") == ["测试-FCM"]
    new = s.cards("p1.battlefield", "测试-ZET")[0]
    assert s.card(new)["slot"] == slot and s.card(new)["visible_to"] == "all"
    assert "测试-V4" in s.defs("p1", "hand")
    s.expect("p1", "choose_cards")  # next: the battle, no second form change
    s2 = UltramanScenario()
    s2.field("测试-FCM", face_down=True)
    s2.hand("测试-ZET")
    bystanders(s2)
    s2.state["frames"][-2:] = [{"proc": "turn", "step": 3}]
    assert s2.expect("p1", "choose_cards")["prompt"].startswith("战斗阶段")


def test_scenario_29_reveal_effect_waits_for_the_revealing_effect():
    """29. 练习卡·侦察兵 (翻: reveal 1 of our face-down characters, then draw 1) reveals a card
    whose 翻 draws 1: the effect's own draw comes first, then the revealed card's (5.5.3)."""
    s = UltramanScenario()
    bystanders(s)
    scout = s.field("练习-016", face_down=True)
    hidden = s.field("测试-DRAW", face_down=True)
    first, second = s.on_top("测试-V5"), s.on_top("测试-V6")
    s.mains(scout, s.field("测试-V4", "p2"))
    # the only face-down card is revealed without asking
    assert s.card(hidden)["visible_to"] == "all"
    drawn = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert drawn == [second, first]
    assert [e["definition"] for e in s.last_events if e["type"] == "effect_used"] == ["练习-016", "测试-DRAW"]


def test_scenario_32_cost_all_or_nothing():
    """32. 练习卡·能量充填 (我方回合开始时：【使用2张能量牌】抽1张牌): with 1 energy it cannot be used
    and is not offered (1.1.3); with 3 p1 is offered it (optional, 1.1.4a) and picks which 2
    face-down energy cards (blind, 5.4.1) go to rest."""
    s = UltramanScenario()
    bystanders(s)
    s.field("练习-010")
    s.energy(1)
    s.state["frames"][-2:] = [{"proc": "turn", "step": 1}]
    assert s.expect("p1", "choose_cards")["prompt"].startswith("战斗阶段")
    s2 = UltramanScenario()
    bystanders(s2)
    s2.field("练习-010")
    energy = s2.energy(3)
    s2.on_top("测试-V4")
    s2.state["frames"][-2:] = [{"proc": "turn", "step": 1}]
    ask = s2.expect("p1", "choose_option")
    assert [o["label"] for o in ask["options"]][-1] == "不再使用其他效果"
    s2.answer_raw("p1", [ask["options"][0]["id"]])
    ask = s2.expect("p1", "choose_cards", options=energy)
    assert [o["label"] for o in ask["options"]] == ["暗盖的能量牌 1", "暗盖的能量牌 2", "暗盖的能量牌 3"]
    s2.answer_raw("p1", energy[1:])
    assert s2.zone("p1.energy") == energy[:1] and s2.count("p1", "rest") == 2 and s2.defs("p1", "hand") == ["测试-V4"]


def test_scenario_35_each_player_discards_turn_player_first_with_interrupts():
    """35, 28. "双方各弃1张牌，然后抽1张牌" on p1's turn: p1 discards first, then p2 (1.1.5). p2
    discards 练习卡·遗留信物 ("when discarded, draw 1", 5.0.3): its draw interrupts and resolves
    before p1's effect continues with its draw (1.1.7)."""
    s = UltramanScenario()
    bystanders(s)
    mine = s.hand(FILLER)
    s.hand(FILLER)
    keepsake = s.hand("练习-012", "p2")
    s.hand(FILLER, "p2")
    p2_top, p1_top = s.on_top("测试-V5", "p2"), s.on_top("测试-V6")
    s.mains(s.field("测试-BOTH"), s.field("测试-V4", "p2"))
    s.expect("p1", "choose_cards", answer=[mine])
    s.expect("p2", "choose_cards", answer=[keepsake])
    moves = [(e["was"], e["reason"]) for e in s.last_events if e["type"] == "card_moved"]
    assert moves == [(keepsake, "discard"), (p2_top, "draw"), (p1_top, "draw")]


def test_scenario_36_hand_limit():
    """36. At the end p1 holds 12 including 练习卡·遗留信物: p1 discards 2 in one go (4.5.4); the
    keepsake's draw leaves p1 at 11, no second check (digest A20). p2 with 11 does not discard."""
    s = UltramanScenario()
    bystanders(s)
    keepsake = s.hand("练习-012")
    others = [s.hand(FILLER) for _ in range(11)]
    for _ in range(11):
        s.hand(FILLER, "p2")
    s.fight(s.field("测试-V6"), s.field("测试-V4", "p2"))
    s.expect("p1", "choose_cards", answer=[keepsake, others[0]])
    assert s.state["turn"]["active"] == "p2"
    assert s.count("p1", "hand") == 11 and s.count("p2", "hand") == 12  # p2 drew for its turn


def test_scenario_37_random_discard_is_picked_blind_by_the_other_player():
    """37. 练习卡·扰乱者 (攻：对方随机弃1张牌): p2's hand is shuffled face down and p1 picks a
    position without seeing any card (5.0.2)."""
    s = UltramanScenario()
    bystanders(s)
    hand = [s.hand(FILLER, "p2"), s.hand("测试-V6", "p2"), s.hand("测试-V4", "p2")]
    s.mains(s.field("练习-018"), s.field("测试-V4", "p2"))
    ask = s.expect("p1", "choose_cards")
    assert [o["label"] for o in ask["options"]] == ["第 1 张", "第 2 张", "第 3 张"]
    assert not any(c in str(ask) for c in hand)
    s.answer_raw("p1", ["pos2"])
    assert s.count("p2", "rest") == 1 and s.count("p2", "hand") == 2


def test_scenario_40_turn_start_windows():
    """40. p1's "回合开始时" first, then p2 uses its "回合开始时" and "对方回合开始时" one at a time,
    the optional one may be left (4.0.4, 4.0.5)."""
    s = UltramanScenario()
    s.field("测试-START")
    s.field("测试-START", "p2")
    s.state["frames"][-2:] = [{"proc": "turn", "step": 1}]
    # p1: only the mandatory "回合开始时" effect, used without asking
    ask = s.expect("p2", "choose_option")
    labels = [o["label"] for o in ask["options"]]
    assert labels == ["测试回合开始：回合开始时：抽1张牌。", "测试回合开始：对方回合开始时：你可以抽1张牌。"]
    s.answer_raw("p2", [ask["options"][1]["id"]])  # the mandatory one is left and used at once
    used = [(e["player"], e["text"][:5]) for e in s.events_of("effect_used")]
    assert used == [("p1", "回合开始时"), ("p2", "对方回合开"), ("p2", "回合开始时")]
    assert (s.count("p1", "hand"), s.count("p2", "hand")) == (1, 2)


def test_a_may_effect_is_asked_and_a_forced_one_is_not():
    """1.1.4: 练习卡·后撤重整 (败：你可以抽1张牌) loses: its owner is asked, and "no" draws nothing,
    "yes" draws (the 败 of 4.4.3). A mandatory effect (测试翻开抽牌's 翻, no 可) is used without
    asking (1.1.4: automatic by default)."""
    for answer, drawn in (("no", 0), ("yes", 1)):
        s = UltramanScenario()
        bystanders(s)
        mine, theirs = s.field("练习-007"), s.field("测试-V6", "p2")
        s.fight(mine, theirs)
        ask = s.expect("p1", "yes_no")
        assert "败：你可以抽1张牌。" in ask["prompt"]
        hand = s.count("p1", "hand")
        s.answer_raw("p1", [answer])
        assert s.count("p1", "hand") == hand + drawn
    s = UltramanScenario()
    bystanders(s)
    mine, theirs = s.field("测试-DRAW", face_down=True), s.field("测试-V6", "p2")
    s.mains(mine, theirs)
    assert s.count("p1", "hand") == 1 and s.events_of("effect_used")[-1]["text"] == "翻：抽1张牌。"


def test_a_granted_form_change_may_be_declined():
    """练习卡·终结一击 (翻：对方将其战场1张角色牌移入伤害区，然后你可以进行1次形态转换): the first
    part is forced (p2 must choose a card), the form change is p1's choice (1.1.4, 5.10.1, 5.10.4):
    p1 is offered it and may make none."""
    s = UltramanScenario()
    bystanders(s)
    mark = s.field("测试-FCM")
    s.hand("测试-ZET")
    blow, theirs = s.field("练习-027", face_down=True), s.field("测试-V4", "p2")
    s.mains(blow, theirs)
    s.expect("p2", "choose_cards", answer=[theirs])
    s.expect("p1", "choose_option", options=[mark, "none"], answer=["none"])
    assert mark in s.zone("p1.battlefield") and s.defs("p1", "hand") == ["测试-ZET"]
    assert s.defs("p2", "damage") == ["测试-V4"]
