"""The battle (4.2), support (4.3) and settlement (4.4) phases, and the weakened state (5.11).

Scenario numbers refer to digest §9 (shared/games/ultraman/digest.md); rule numbers to the rules
V1.9 (shared/seeds/001_6b257dd4847a5024.txt). p1 is the turn player.
"""

import engine
from engine.core.snapshot import dump
from tests.games.ultraman.position import FILLER, UltramanScenario


def bystanders(s: UltramanScenario) -> None:
    """Two more cards each, so the next turn stops at a choice of main combatant."""
    for player in ("p1", "p2", "p1", "p2"):
        s.field(FILLER, player)


def result(s: UltramanScenario) -> dict:
    return s.events_of("battle_result")[-1]


def test_scenario_8_tie_both_lose():
    """8. 5000 + 1000 against 6000: a tie, both lose (4.4.2). p1's main to damage, its support to
    rest (4.4.4b); p2's main to damage."""
    s = UltramanScenario()
    v5, v6 = s.field("测试-V5"), s.field("测试-V6", "p2")
    v4 = s.hand("测试-V4")
    bystanders(s)
    s.fight(v5, v6, p1=v4)
    assert result(s)["totals"] == {"p1": 6000, "p2": 6000}
    assert result(s)["result"] == {"p1": "lose", "p2": "lose"}
    assert s.defs("p1", "damage") == ["测试-V5"] and s.defs("p1", "rest") == ["测试-V4"]
    assert s.defs("p2", "damage") == ["测试-V6"]
    line = engine.get_game("ultraman").narrate(result(s), {"p1": "Alice", "p2": "Bob"})
    assert line == "总战力：Alice 6000，Bob 6000。Alice 战斗失败。Bob 战斗失败。"  # no space after "。"


def test_scenario_9_winner_support_takes_the_slot():
    """9. 5000 + 3000 beats 6000: p1's main goes to rest, the support goes face up into the
    main combatant's slot (4.4.4a, 3.4.1b); p2's main goes to damage (4.4.4b)."""
    s = UltramanScenario()
    bystanders(s)
    v5, v6 = s.field("测试-V5"), s.field("测试-V6", "p2")
    slot = s.card(v5)["slot"]
    support = s.hand("测试-V6")
    s.fight(v5, v6, p1=support)
    assert result(s)["result"] == {"p1": "win", "p2": "lose"}
    assert s.defs("p1", "rest") == ["测试-V5"]
    kept = [c for c in s.zone("p1.battlefield") if s.card(c)["slot"] == slot]
    assert [s.card(c)["def"] for c in kept] == ["测试-V6"] and s.card(kept[0])["visible_to"] == "all"
    assert s.defs("p2", "damage") == ["测试-V6"]


def test_scenario_10_winner_without_support_stays():
    """10. 6000 beats 4000 + 1000: p1's main stays in its slot (4.4.4c); p2's main to damage,
    its support to rest (3.4.1c)."""
    s = UltramanScenario()
    bystanders(s)
    v6, v4 = s.field("测试-V6"), s.field("测试-V4", "p2")
    s.fight(v6, v4, p2=s.hand("测试-V4", "p2"))
    assert v6 in s.zone("p1.battlefield")
    assert s.defs("p2", "damage") == ["测试-V4"] and s.defs("p2", "rest") == ["测试-V4"]


def test_scenario_11_winner_chooses_one_of_support_and_extra_supports():
    """11. p1 wins with a support and two extra supports (练习卡·赛罗之友: extra support while our
    main combatant has 「赛罗」): p1 chooses exactly one to take the slot; the main and the other
    two go to rest (4.4.4a, 3.4.1d). The exchange alternates until two passes in a row (4.3.4)."""
    s = UltramanScenario()
    bystanders(s)
    zero, enemy = s.field("测试-ZN"), s.field("测试-V4", "p2")
    support = s.hand("测试-V4")
    allies = [s.hand("练习-015"), s.hand("练习-015")]
    s.hand(FILLER)
    s.hand(FILLER, "p2")
    s.mains(zero, enemy)
    s.supports(p1=support, p2=None)
    s.expect("p1", "choose_cards", options=[allies[0], allies[1], "none"], answer=[allies[0]])
    s.expect("p2", "choose_cards", options=["none"], answer=["none"])
    s.expect("p1", "choose_cards", options=[allies[1], "none"], answer=[allies[1]])
    s.expect("p2", "choose_cards", answer=["none"])
    s.expect("p1", "choose_cards", options=["none"], answer=["none"])  # two passes in a row end it
    # 4.3.5: each extra support's 支 (support power +1000 this turn) resolves, p1 ordering them
    s.expect("p1", "choose_option", answer=[s.ask("p1")["options"][0]["id"]])
    assert result(s)["totals"] == {"p1": 5000 + 1000 + 3000 + 3000, "p2": 4000}
    aside = s.zone("p1.aside")
    ask = s.expect("p1", "choose_cards")
    assert sorted(o["id"] for o in ask["options"]) == sorted(aside) and (ask["min"], ask["max"]) == (1, 1)
    s.answer_raw("p1", [aside[1]])
    # p1 orders the three cards going to rest (digest D14): the main and the two not kept
    leaving = [zero, aside[0], aside[2]]
    s.expect("p1", "choose_cards", options=leaving, answer=leaving[::-1])
    assert s.defs("p1", "rest") == ["练习-015", "测试-V4", "测试-ZN"]
    assert s.count("p1", "aside") == 0


def test_scenario_12_reveal_effects_in_turn_order():
    """12. Both mains face down; p1's has 翻 "draw 1", p2's 翻 "discard 1": p1's is flipped and
    resolved first, then p2's (4.2.4, 4.2.5)."""
    s = UltramanScenario()
    bystanders(s)
    mine, theirs = s.field("测试-DRAW", face_down=True), s.field("测试-DISCARD", "p2", face_down=True)
    s.hand(FILLER, "p2")
    s.on_top("测试-V4")
    s.mains(mine, theirs)
    kinds = [(e["type"], e.get("reason")) for e in s.last_events if e["type"] in ("card_revealed", "card_moved")]
    assert kinds == [("card_revealed", None), ("card_revealed", None), ("card_moved", "draw"), ("card_moved", "discard")]
    assert s.defs("p1", "hand") == ["测试-V4"] and s.count("p2", "hand") == 0 and s.defs("p2", "rest") == [FILLER]


def test_scenario_13_face_up_main_does_not_fire_reveal():
    """13. A main combatant already face up does not fire its 翻 (2.0.5a, 4.2.5; digest A6)."""
    s = UltramanScenario()
    bystanders(s)
    mine, theirs = s.field("测试-DRAW"), s.field("测试-V4", "p2")
    s.mains(mine, theirs)
    assert not s.events_of("effect_used") and s.count("p1", "hand") == 0
    s2 = UltramanScenario(options={"reveal_needs_flip": False})
    bystanders(s2)
    mine, theirs = s2.field("测试-DRAW"), s2.field("测试-V4", "p2")
    s2.mains(mine, theirs)
    assert [e["definition"] for e in s2.events_of("effect_used")] == ["测试-DRAW"]


def test_scenario_14_attack_then_defense_inclusive_condition():
    """14. 练习卡·月神演练 (攻/防: if our damage zone has 3 or fewer cards, power +1000 this turn)
    attacks with exactly 3 damage: +1000 ("以下" includes 3, 5.9.1). The defending copy with 4
    damage gets nothing. The attack effect resolves before the defense effect (4.2.6)."""
    s = UltramanScenario()
    bystanders(s)
    s.damage(3, "p1")
    s.damage(4, "p2")
    mine, theirs = s.field("练习-003"), s.field("练习-003", "p2")
    s.fight(mine, theirs)
    # p2's condition fails (4 damage), so its defense effect does nothing
    assert [(e["player"], e["definition"]) for e in s.events_of("effect_used")] == [("p1", "练习-003")]
    assert result(s)["totals"] == {"p1": 5000, "p2": 4000}


def test_scenario_15_continuous_bonus_to_other_full_power_zero():
    """15. 练习卡·阿尔法指挥 (other full-power 「赛罗」 +1000): a full ZW gets +1000; ZN has no
    weakened power so is never at full power (5.11.3a); a weakened ZW gets nothing; a card
    without the keyword and the source itself get nothing (5.6.1, 2.0.5h)."""
    s = UltramanScenario()
    alpha = s.field("练习-014")
    full, plain, weak, other = s.field("测试-ZW"), s.field("测试-ZN"), s.field("测试-ZW", weakened=True), s.field("测试-V5")
    stats = s.view("p2")["stats"]
    assert [stats[c]["power"] for c in (alpha, full, plain, weak, other)] == [4000, 6000, 5000, 2000, 5000]


def test_scenario_16_17_weakened_option():
    """16. W6 at full power loses: p2 may send the top deck card to damage and keep W6 in its slot,
    weakened; its power is then 3000 (5.11.1, 5.11.3); the support still goes to rest.
    17. Weakened, it loses again: no option, it goes to damage."""
    s = UltramanScenario()
    bystanders(s)
    attacker, w6 = s.field("测试-V6"), s.field("测试-W6", "p2")
    support, mine = s.hand("测试-V4", "p2"), s.hand("测试-V6")
    s.mains(attacker, w6)
    s.supports(p1=mine, p2=support)  # 9000 against 7000
    s.pass_extra()
    top = s.zone("p2.deck")[-1]
    s.expect("p2", "yes_no", answer=["yes"])
    assert w6 in s.zone("p2.battlefield") and s.card(w6)["weakened"] is True
    moved = [e for e in s.last_events if e["type"] == "card_moved" and e["to_zone"] == "p2.damage"]
    assert [(e["was"], e["reason"]) for e in moved] == [(top, "weakened")] and s.count("p2", "damage") == 1
    assert s.defs("p2", "rest") == ["测试-V4"]
    assert s.view("p1")["stats"][w6]["power"] == 3000
    # 17: p2's turn now; p2 attacks with the weakened W6 into p1's V6 and loses again
    s.expect("p2", "choose_cards", answer=[w6])
    s.expect("p2", "choose_cards", answer=[s.cards("p1.battlefield", "测试-V6")[0]])
    s.supports()
    s.pass_extra()
    assert "测试-W6" in s.defs("p2", "damage") and not s.events_of("card_weakened")[1:]


def test_scenario_18_weakened_winner_with_support_leaves_and_resets():
    """18. A weakened W6 wins with a support: it goes to rest and is no longer weakened (5.11.2a)."""
    s = UltramanScenario()
    bystanders(s)
    w6, enemy = s.field("测试-W6", weakened=True), s.field("测试-V4", "p2")
    s.fight(w6, enemy, p1=s.hand("测试-V6"))
    rested = s.zone("p1.rest")
    assert [s.card(c)["def"] for c in rested] == ["测试-W6"] and "weakened" not in s.card(rested[0])


def support_position(pick: int) -> tuple[UltramanScenario, list[str], str]:
    """p1 (turn player) holds 测试-V4 and 练习-005 (支：抽1张牌), p2 holds 测试-ENERGY (支：增加1张能量牌);
    the main combatants are chosen, so p1 is asked for its support; p1 commits ``cards[pick]``."""
    s = UltramanScenario()
    bystanders(s)
    mine, theirs = s.field("测试-V5"), s.field("测试-V5", "p2")
    cards = [s.hand("测试-V4"), s.hand("练习-005")]
    p2_card = s.hand("测试-ENERGY", "p2")
    s.on_top("测试-V6")
    s.mains(mine, theirs)
    return s, cards, p2_card


def test_scenario_38_turn_player_sets_support_aside_before_the_other_decides():
    """38. 4.3.2: p1 alone is asked first; its support goes face down into no zone at once (hand
    one smaller), hidden from p2: p2's view shows a face-down card with an opaque id and the
    events p2 gets do not name it, whichever card it is. Only then is p2 asked, told that p1 set a
    card aside. Once p2 has decided, p1's support is revealed, then p2's, then p1's 支, then p2's
    (4.3.3)."""
    for pick in (0, 1):
        s, cards, p2_card = support_position(pick)
        assert s.ask("p2")["waiting_for"] == ["p1"]
        s.expect("p1", "choose_cards", options=[*cards, "none"], answer=[cards[pick]])
        aside = s.zone("p1.aside")
        assert s.count("p1", "hand") == 1 and len(aside) == 1 and cards[pick] not in s.state["cards"]
        hidden = s.view("p2")["zones"]["p1.aside"]["cards"]
        assert hidden == [{k: v for k, v in s.card(aside[0]).items() if k != "def"} | {"hidden": True}]
        assert s.card(aside[0])["face_down"] and s.view("p2")["zones"]["p1.hand"]["count"] == 1
        assert s.events_of("support_set_aside", s.last_events) == [{"type": "support_set_aside", "player": "p1",
                                                                   "card": aside[0]}]  # fmt: skip
        assert not s.events_of("support_revealed", s.last_events)
        ask = s.expect("p2", "choose_cards", options=[p2_card, "none"])
        assert ask["prompt"].startswith("支援阶段：对方已将一张支援角色暗盖在一旁。")
        for viewer in ("p2", None):
            seen = dump([s.view(viewer), engine.events_for(s.last_events, viewer)]).decode()
            assert "测试-V4" not in seen and "练习-005" not in seen
        if pick == 1:
            s.answer_raw("p2", [p2_card])
            order = [(e["type"], e.get("player")) for e in s.last_events
                     if e["type"] in ("support_revealed", "effect_used")]  # fmt: skip
            assert order == [("support_revealed", "p1"), ("support_revealed", "p2"), ("effect_used", "p1"),
                             ("effect_used", "p2")]  # fmt: skip
            assert s.defs("p1", "hand") == ["测试-V4", "测试-V6"] and s.count("p2", "energy") == 1


def test_scenario_38_no_support_is_told_to_the_other_player():
    """38 (variation). 4.3.2: p1 declines; nothing is set aside and p2 is asked knowing it; p2
    declines too: no reveal, and neither side has a support in the settlement (4.4.2)."""
    s, cards, p2_card = support_position(0)
    s.expect("p1", "choose_cards", answer=["none"])
    assert s.count("p1", "aside") == 0 and s.count("p1", "hand") == 2
    assert [e["player"] for e in s.events_of("support_declined", s.last_events)] == ["p1"]
    ask = s.expect("p2", "choose_cards", options=[p2_card, "none"])
    assert ask["prompt"].startswith("支援阶段：对方不进行支援。")
    s.answer_raw("p2", ["none"])
    assert [e["player"] for e in s.events_of("support_declined", s.last_events)] == ["p2"]
    s.pass_extra()
    assert not s.events_of("support_revealed") and result(s)["totals"] == {"p1": 5000, "p2": 5000}


def test_scenario_38_an_empty_hand_is_not_asked():
    """38 (variation). 4.3.2, 3.6.4a: a player with no hand card has nothing to decide (the count
    is public): p1 is not asked and p2 is told p1 did not support."""
    s = UltramanScenario()
    bystanders(s)
    mine, theirs = s.field("测试-V5"), s.field("测试-V5", "p2")
    p2_card = s.hand("测试-V4", "p2")
    s.mains(mine, theirs)
    ask = s.expect("p2", "choose_cards", options=[p2_card, "none"], answer=[p2_card])
    assert ask["prompt"].startswith("支援阶段：对方不进行支援。")
    s.pass_extra()
    assert result(s)["totals"] == {"p1": 5000, "p2": 6000}


def test_a_stored_simultaneous_support_request_is_asked_again_in_order():
    """Matches saved before 4.3.2 was played in order hold one support request for both players
    (key "support"). Answering it does not break the match: the turn player is asked again, then
    the other player, as 4.3.2 says."""
    s, cards, p2_card = support_position(0)
    request = s.state["request"]
    p2_ask = {**request["asks"]["p1"], "options": [{"id": p2_card, "label": "测试四千"}, {"id": "none", "label": "-"}]}
    request.update(key="support", asks={"p1": request["asks"]["p1"], "p2": p2_ask}, pending=["p1", "p2"])
    s.answer_raw("p1", [cards[0]])
    s.answer_raw("p2", [p2_card])
    assert s.count("p1", "hand") == 2 and s.count("p2", "hand") == 1
    s.expect("p1", "choose_cards", answer=[cards[1]])
    s.expect("p2", "choose_cards", answer=[p2_card])
    assert [e["player"] for e in s.events_of("support_revealed", s.last_events)] == ["p1", "p2"]


def test_scenario_39_extra_support_passes_must_be_consecutive():
    """39 (variation). p1 passes, p2 plays an extra support, so p1 is asked again; two passes in
    a row end the exchange (4.3.4)."""
    s = UltramanScenario()
    bystanders(s)
    mine, theirs = s.field("测试-ZN"), s.field("测试-ZN", "p2")
    s.hand(FILLER)
    ally = s.hand("练习-015", "p2")
    s.hand(FILLER, "p2")
    s.mains(mine, theirs)
    s.supports()
    s.expect("p1", "choose_cards", options=["none"], answer=["none"])
    s.expect("p2", "choose_cards", options=[ally, "none"], answer=[ally])
    s.expect("p1", "choose_cards", options=["none"], answer=["none"])
    s.expect("p2", "choose_cards", answer=["none"])
    assert result(s)["totals"] == {"p1": 5000, "p2": 5000 + 2000 + 1000}
