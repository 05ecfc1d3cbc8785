"""Named options for the rules' ambiguities (digest §10.1, engine/games/ultraman/options.py): each
test plays the default and the alternative and shows that the option changes the outcome. p1 is
the turn player."""

import re

from engine.compiled import source_file
from engine.games.ultraman import options
from tests.games.ultraman.position import FILLER, UltramanScenario, effect
from tests.games.ultraman.test_rules_battle import bystanders
from tests.games.ultraman.test_rules_digest_more import made_up


def test_a13_a_forbidden_draw_from_an_empty_deck(monkeypatch):
    """A13 (1.1.2, 1.3.2b). p2 cannot draw on its next turn and has 1 card left: the turn's draw is
    forbidden, the energy takes the last card, then p2's "我方回合开始时：额外抽1张牌" meets an empty
    deck. By default a forbidden draw is no attempt and p2 plays on; with the alternative p2 loses."""
    attacker = made_up(monkeypatch, "测试-FORBID", 4000, effect(["attack"], "攻：下一个回合对方不能抽牌。",
                                                                 {"step": "forbid_draw"}))  # fmt: skip
    extra = made_up(monkeypatch, "测试-EXTRA", 4000, effect(["own_turn_start"], "我方回合开始时：额外抽1张牌。",
                                                            {"step": "draw"}))  # fmt: skip
    for spares, winners in ((True, None), (False, ["p1"])):
        s = UltramanScenario(options={"prohibited_draw_spares_deck_out": spares})
        bystanders(s)
        s.field(extra, "p2")
        s.empty("p2.deck", "p2.rest")
        s.on_top(FILLER, "p2")
        s.fight(s.field(attacker), s.field("测试-V6", "p2"))
        assert len(s.events_of("draw_prevented")) == 2 and s.count("p2", "deck") == 0
        if winners is None:
            assert s.result is None and s.state["turn"]["active"] == "p2"
        else:
            s.expect_game_over(winners)


def test_a14_the_weakened_card_goes_to_damage_before_or_after_the_supports():
    """A14 (5.11.1, 4.4.4b-c). W6 loses with a support and stays weakened: by default its deck card
    goes to damage first, then the support to rest; the alternative moves the support first."""
    for weakened_first, expected in ((True, ["weakened", "support_done"]), (False, ["support_done", "weakened"])):
        s = UltramanScenario(options={"weakened_before_supports": weakened_first})
        bystanders(s)
        w6, supports = s.field("测试-W6", "p2"), (s.hand("测试-V6"), s.hand("测试-V4", "p2"))
        s.mains(s.field("测试-V6"), w6)
        s.supports(*supports)  # 9000 against 7000
        s.pass_extra()
        s.expect("p2", "yes_no", answer=["yes"])
        moves = [e["reason"] for e in s.events_of("card_moved", s.last_events)
                 if e["reason"] in ("weakened", "support_done") and e["owner"] == "p2"]
        assert moves == expected and s.card(w6)["weakened"] is True


def test_a17_win_effects_of_a_support(monkeypatch):
    """A17 (2.0.5e, 4.4.3). p1's support has "胜：抽1张牌" and p1 wins: by default only main
    combatants' 胜 effects work, so nothing is drawn; with the alternative the support's fires."""
    helper = made_up(monkeypatch, "测试-WINDRAW", 4000, effect(["win"], "胜：抽1张牌。", {"step": "draw"}))
    for supports_fire, used in ((False, []), (True, [helper])):
        s = UltramanScenario(options={"support_win_lose_effects": supports_fire})
        bystanders(s)
        s.fight(s.field("测试-V6"), s.field("测试-V4", "p2"), p1=s.hand(helper))
        assert [e["definition"] for e in s.events_of("effect_used")] == used
        assert s.count("p1", "hand") == len(used)


def test_a20_hand_limit_of_the_other_player():
    """A20 (4.5.4 vs 3.6.3). At the end of p1's turn p2 holds 11: by default only the turn player
    checks the limit and p2 keeps 11; with "both" p2 discards 1 after p1's check."""
    for players, p2_hand in (("turn_player", 11), ("both", 10)):
        s = UltramanScenario(options={"hand_limit_players": players})
        bystanders(s)
        hand = [s.hand(FILLER, "p2") for _ in range(11)]
        s.fight(s.field("测试-V6"), s.field("测试-V4", "p2"))
        if players == "both":
            s.expect("p2", "choose_cards", answer=[hand[0]])
            discarded = [e["was"] for e in s.events_of("card_moved") if e["reason"] == "discard"]
            assert discarded == [hand[0]] and s.count("p2", "rest") == 1
        assert s.state["turn"]["active"] == "p2"
        assert s.count("p2", "hand") == p2_hand + 1  # and p2 drew for its turn


def test_a8_battle_start_effects_of_the_other_player(monkeypatch):
    """A8 (4.2.2). p2 has "战斗开始时：抽1张牌" face up: by default p2 has its own battle-start window
    after p1's and draws; with "turn_player" only p1's window opens and p2 draws nothing."""
    drawer = made_up(monkeypatch, "测试-BSDRAW", 4000, effect(["battle_start"], "战斗开始时：抽1张牌。", {"step": "draw"}))
    for players, used in (("both", [("p2", drawer)]), ("turn_player", [])):
        s = UltramanScenario(options={"battle_start_players": players})
        bystanders(s)
        s.field(drawer, "p2")
        s.state["frames"][-1]["step"] = 0  # back to the start of the battle phase (4.2.2)
        s.fight(s.field("测试-V6"), s.field("测试-V4", "p2"))
        p1_turn = s.events[:s.events.index(s.events_of("turn_started")[-1])]
        assert [(e["player"], e["definition"]) for e in s.events_of("effect_used", p1_turn)] == used


def test_a20_the_hand_limit_after_a_when_discarded_draw():
    """A20 (5.0.3, 3.6.3). p1 ends with 12 and discards 练习卡·遗留信物 and one more; the keepsake's
    "当此牌被弃置时，抽1张牌" brings p1 to 11. By default that stands; with `hand_limit_rechecks`
    p1 is asked again and discards down to 10."""
    for rechecks, p1_hand in ((False, 11), (True, 10)):
        s = UltramanScenario(options={"hand_limit_rechecks": rechecks})
        bystanders(s)
        keepsake = s.hand("练习-012")
        others = [s.hand(FILLER) for _ in range(11)]
        s.fight(s.field("测试-V6"), s.field("测试-V4", "p2"))
        s.expect("p1", "choose_cards", answer=[keepsake, others[0]])
        if rechecks:
            s.expect("p1", "choose_cards", answer=[others[1]])
        assert s.state["turn"]["active"] == "p2" and s.count("p1", "hand") == p1_hand
        discards = [e for e in s.events_of("card_moved") if e["reason"] == "discard" and e["owner"] == "p1"]
        assert len(discards) == 12 + 1 - p1_hand


def test_a16_an_extra_support_without_a_support():
    """A16 (4.3.4). p1 commits no support but holds 练习卡·赛罗之友 (extra support while our main has
    「赛罗」): by default it may still join; with `extra_support_needs_support` it is not offered."""
    for needs_support in (False, True):
        s = UltramanScenario(options={"extra_support_needs_support": needs_support})
        bystanders(s)
        zero, enemy = s.field("测试-ZN"), s.field("测试-V4", "p2")
        ally = s.hand("练习-015")
        s.hand(FILLER, "p2")
        s.mains(zero, enemy)
        s.supports()
        ask = s.expect("p1", "choose_cards")
        assert [o["id"] for o in ask["options"]] == (["none"] if needs_support else [ally, "none"])


def test_a9_the_turn_player_may_decline_the_battle():
    """A9 (4.2.3). By default p1 goes straight to choosing its main combatant; with `battle_optional`
    p1 is asked first: "yes" leads there too, "no" skips battle, support and settlement."""
    own_main = "战斗阶段：选择我方战场上的一张角色牌作为主战角色。"
    for optional, answer in ((False, None), (True, "yes"), (True, "no")):
        s = UltramanScenario(options={"battle_optional": optional})
        bystanders(s)
        s.field("测试-V6")
        s.field("测试-V4", "p2")
        if answer is not None:
            s.expect("p1", "yes_no", answer=[answer])
        if answer == "no":
            assert [e["player"] for e in s.events_of("battle_skipped")] == ["p1"]
            assert s.state["turn"]["active"] == "p2" and not s.events_of("battle_declared")
        else:
            assert s.ask("p1")["prompt"] == own_main and s.state["turn"]["active"] == "p1"


def test_a5_cards_revealed_from_the_deck(monkeypatch):
    """A5 (2.0.5a, 5.5.2b). p1's attack effect reveals the top card of its deck, 测试翻开抽牌 (翻：抽1张牌),
    and puts it back. By default its 翻 does not fire; with `deck_reveal_fires_reveal` it does,
    after the revealing effect, and p1 draws."""
    card = made_up(monkeypatch, "测试-PEEK", 4000, effect(["attack"], "攻：翻开牌库顶1张牌。",
                                                         {"step": "reveal_deck", "count": 1, "take": 0}))  # fmt: skip
    for fires, used in ((False, [card]), (True, [card, "测试-DRAW"])):
        s = UltramanScenario(options={"deck_reveal_fires_reveal": fires})
        bystanders(s)
        s.on_top("测试-DRAW")
        s.mains(s.field(card), s.field("测试-V6", "p2"))
        assert [e["definition"] for e in s.events_of("effect_used")] == used
        assert s.count("p1", "hand") == len(used) - 1


def test_every_ambiguity_is_accounted_for_in_options():
    """Digest §10.1 lists A1-A30: options.py names each, as an option or with why it has none."""
    source = source_file(options).read_text(encoding="utf-8")
    missing = [n for n in range(1, 31) if not re.search(rf"\bA{n}\b", source)]
    assert missing == []
