"""One scripted scenario per request kind, with exactly the options offered and what follows."""

from engine.core.messages import t
from tests.engine.positions import of_type, opening, turn_one


def request_number(s) -> int:
    return int(s.request["id"][1:])


def test_choose_action_offers_exactly_the_affordable_actions():
    """choose_action lists castable spells, playable creatures, ready attackers and pass; playing a
    creature moves it to play as a new object and spends its cost."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    grunt = s.put("grunt", "p1.hand")
    s.put("ogre", "p1.hand")  # cost 3: not affordable with 1 mana
    veteran = s.put("grunt", "p1.play", since_turn=0)
    s.put("grunt", "p1.play", since_turn=1)  # entered this turn: cannot attack
    ask = s.expect(
        "p1",
        "choose_action",
        options=[f"cast:{bolt}", f"play:{grunt}", f"attack:{veteran}", "pass"],
        answer=["打出 步兵"],
    )
    assert (ask["min"], ask["max"], ask["default"]) == (1, 1, ["pass"])
    assert {o["label"] for o in ask["options"]} == {"施放 闪电", "打出 步兵", "步兵 攻击", t("option.pass")}
    moved = of_type(s.last_events, "card_moved")[0]
    assert (moved["was"], moved["from_zone"], moved["to_zone"], moved["definition"]) == (
        grunt, "p1.hand", "p1.play", "grunt",
    )
    assert moved["card"] in s.zone("p1.play") and grunt not in s.state["cards"]
    assert s.player("p1")["mana"] == 0


def test_choose_targets_offers_players_and_creatures_in_play():
    """Bolt's targets are both players and every creature in play, one to choose; p2 takes 2."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    mine = s.put("grunt", "p1.play")
    theirs = s.put("ogre", "p2.play")
    s.put("grunt", "p2.hand")  # not in play: not a target
    s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
    ask = s.expect("p1", "choose_targets", options=["p1", "p2", mine, theirs], answer=["玩家 p2"])
    assert (ask["min"], ask["max"]) == (1, 1)
    # p1's hand is now empty (passed by the engine); p2 holds a card, so p2 is asked to pass.
    s.expect("p2", "choose_action", options=["pass"], answer=["pass"])
    assert s.player("p2")["life"] == 8
    assert of_type(s.events, "life_changed")[-1] == {"type": "life_changed", "player": "p2", "amount": -2, "life": 8}


def test_choose_cards_insight_discards_one_of_the_hand():
    """Insight draws 2 then asks to discard exactly one card among the whole hand; it goes to discard."""
    s = turn_one()
    insight = s.put("insight", "p1.hand")
    kept = s.put("ogre", "p1.hand")
    s.set_player("p1", mana=2)
    s.expect("p1", "choose_action", answer=[f"cast:{insight}"])
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])  # the ogre costs 3; p2 has no cards
    drawn = [e["card"] for e in of_type(s.last_events, "card_moved") if e["reason"] == "draw"]
    assert len(drawn) == 2
    ask = s.expect("p1", "choose_cards", options=[kept, *drawn])
    assert (ask["min"], ask["max"]) == (1, 1)
    s.answer_raw("p1", [kept])
    assert sorted(s.zone("p1.hand")) == sorted(drawn)
    assert [s.card(c)["def"] for c in s.zone("p1.discard")] == ["ogre", "insight"]


def test_choose_cards_end_of_turn_discard_down_to_seven():
    """With 9 cards at end of turn the active player must discard exactly 2 of them."""
    s = turn_one()
    hand = [s.put("ogre", "p1.hand") for _ in range(9)]  # nothing affordable
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])  # p2, with no cards, is not asked
    ask = s.expect("p1", "choose_cards", options=hand)
    assert (ask["min"], ask["max"]) == (2, 2)
    s.expect_error("answer.too_few", "p1", [hand[0]])
    s.answer_raw("p1", hand[:2])
    assert len(s.zone("p1.hand")) == 7 and len(s.zone("p1.discard")) == 2
    assert s.state["turn"]["active"] == "p2"


def test_order_triggers_lists_exactly_the_simultaneous_triggers():
    """A scout entering beside two healers makes three triggers; p1 must order exactly those."""
    s = turn_one()
    s.put("healer", "p1.play")
    s.put("healer", "p1.play")
    scout = s.put("scout", "p1.hand")
    s.set_player("p1", mana=2)
    s.expect("p1", "choose_action", answer=[f"play:{scout}"])
    triggers = [e["trigger"] for e in of_type(s.last_events, "trigger_added")]
    ask = s.expect("p1", "order_triggers", options=triggers)
    assert (ask["min"], ask["max"], ask["ordered"]) == (3, 3, True)
    assert ask["prompt"] == t("prompt.order_triggers", count=3)
    s.expect_error("answer.not_a_permutation", "p1", triggers[:2])


def test_choose_number_is_the_simultaneous_bid():
    """The opening bid asks both players at once for a number 0 to 3."""
    s = opening()
    assert s.request["pending"] == ["p1", "p2"]
    for player in ("p1", "p2"):
        ask = s.expect(player, "choose_number", options=["0", "1", "2", "3"])
        assert ask["default"] == ["0"]
    s.answer_raw("p2", ["1"])
    s.answer_raw("p1", ["0"])
    assert s.state["turn"]["active"] == "p2" and s.player("p2")["life"] == 9


def test_yes_no_scout_may_draw():
    """The scout's trigger asks yes/no; yes draws one card, no draws nothing."""
    for answer, drawn in (("是", 1), ("否", 0)):
        s = turn_one()
        scout = s.put("scout", "p1.hand")
        s.set_player("p1", mana=2)
        s.expect("p1", "choose_action", answer=[f"play:{scout}"])
        deck = len(s.zone("p1.deck"))
        s.expect("p1", "yes_no", options=["yes", "no"], answer=[answer])
        assert len(s.zone("p1.hand")) == drawn
        assert len(s.zone("p1.deck")) == deck - drawn
        draws = [e for e in of_type(s.last_events, "card_moved") if e["reason"] == "draw" and e["owner"] == "p1"]
        assert len(draws) == drawn


def test_mulligan_keep_or_redraw():
    """mulligan offers keep/redraw to each player in turn order; redrawing gives 5 new objects."""
    s = opening(card="ogre")
    s.expect("p1", "choose_number", answer=["0"])
    s.expect("p2", "choose_number", answer=["3"])
    before = s.zone("p2.hand")
    s.expect("p2", "mulligan", options=["keep", "mulligan"], answer=["重抽"])
    after = s.zone("p2.hand")
    assert len(after) == 5 and not set(after) & set(before)
    assert [e["type"] for e in s.last_events if e["type"] in ("zone_shuffled", "mulligan")] == [
        "zone_shuffled", "mulligan",
    ]
    p1_hand = s.zone("p1.hand")
    s.expect("p1", "mulligan", options=["保留手牌", "重抽"], answer=["keep"])
    assert s.zone("p1.hand")[:5] == p1_hand  # later cards come from turn draws
    assert not of_type(s.last_events, "mulligan")


def test_choose_option_between_two_replacements():
    """Damage to a player with a shieldbearer and a warden asks that player which applies first."""
    s = turn_one()
    ogre = s.put("ogre", "p1.play", since_turn=0)
    shield = s.put("shieldbearer", "p2.play")
    warden = s.put("warden", "p2.play")
    s.expect("p1", "choose_action", answer=[f"attack:{ogre}"])
    ask = s.expect("p2", "choose_option", options=[f"shield:{shield}", f"warden:{warden}"])
    assert ask["prompt"] == t("prompt.choose_replacement")
    s.answer_raw("p2", [f"warden:{warden}"])  # 3 - 2 = 1, then the lone mandatory shield: 0
    assert [e["replacement"] for e in s.events_of("replacement_applied")] == [f"warden:{warden}", f"shield:{shield}"]
    assert s.player("p2")["life"] == 10 and not s.events_of("life_changed")


def test_only_pass_is_asked_while_the_hand_holds_cards_and_other_lone_answers_are_not():
    """A player holding cards is asked for priority even when only 'pass' is legal (answering at
    once would tell the others the hand offers nothing); a player with an empty hand has nothing
    hidden, so the engine passes for them. A lone trigger is still put on the stack without an
    order_triggers request."""
    s = turn_one()
    s.put("healer", "p1.play", since_turn=1)  # cannot attack this turn
    grunt = s.put("grunt", "p1.hand")
    ogre = s.put("ogre", "p1.hand")  # unaffordable: after the grunt, p1 can only pass
    s.expect("p1", "choose_action", answer=[f"play:{grunt}"])
    # One trigger: no order_triggers request, it went on the stack, and p1 (holding the ogre) is
    # asked with 'pass' as the only option, before the trigger resolves.
    assert request_number(s) == int(s.answers[-1]["request"][1:]) + 1
    kinds = [e["type"] for e in s.last_events]
    assert kinds.index("trigger_added") < kinds.index("stack_added")
    assert "life_changed" not in kinds and not of_type(s.last_events, "priority_passed")
    ask = s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    assert [o["id"] for o in ask["options"]] == ["pass"]
    # p2's hand is empty: the engine passed for p2 and the trigger resolved.
    assert [e["player"] for e in of_type(s.last_events, "priority_passed")] == ["p1", "p2"]
    assert of_type(s.last_events, "life_changed")[0]["player"] == "p1" and s.player("p1")["life"] == 11
    # Priority returns to p1 on the empty stack: still only 'pass', still asked.
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    assert [e["player"] for e in of_type(s.last_events, "priority_passed")] == ["p1", "p2"]
    assert s.state["turn"] == {"number": 2, "active": "p2"} and s.zone("p1.hand") == [ogre]
    s.expect("p2", "choose_action", options=["pass"], exact=False)  # p2 drew a grunt to play


def test_only_pass_with_an_empty_hand_is_passed_by_the_engine():
    """With both hands empty nobody is asked for a lone 'pass': the turn ends at once."""
    s = turn_one()
    grunt = s.put("grunt", "p1.hand")
    s.expect("p1", "choose_action", options=[f"play:{grunt}", "pass"], answer=[f"play:{grunt}"])
    assert [e["player"] for e in of_type(s.last_events, "priority_passed")] == ["p1", "p2"]
    assert s.state["turn"] == {"number": 2, "active": "p2"}
    assert request_number(s) == int(s.answers[-1]["request"][1:]) + 1
    s.expect("p2", "choose_action", options=["pass"], exact=False)


def test_a_lone_target_is_chosen_by_the_engine():
    """Cancel with exactly one spell on the stack targets it without asking."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    cancel = s.put("cancel", "p2.hand")
    s.set_player("p2", mana=2)
    s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    number = request_number(s)
    s.expect("p2", "choose_action", answer=[f"cast:{cancel}"])
    assert request_number(s) == number + 1  # no choose_targets request in between
    assert s.request["kind"] == "choose_action"
    countered = [e for e in of_type(s.last_events, "card_moved") if e["reason"] == "countered"]
    assert [(e["definition"], e["to_zone"]) for e in countered] == [("bolt", "p1.discard")]
    assert s.player("p2")["life"] == 10
