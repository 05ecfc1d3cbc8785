"""Named options for the rules' ambiguities (digest §12.1, engine/games/underworld/options.py): each
test plays the default and the alternative and shows that the option changes the outcome. p1
holds the first-player token."""

import re
from pathlib import Path

import pytest

from engine.core.errors import GameError
from engine.games.underworld import options
from tests.games.underworld.position import FILLER, UnderworldScenario


def test_a18_carnage_of_several_participants_sums_or_takes_the_largest():
    """A18 (G:杀伤X, F:战斗奖励 2.1). Two ⚔2 杀伤1 characters win the battle by 4 against a lone
    exhausted defender: "sum" assigns 4 + 1 + 1 damage, "max" 4 + 1."""
    for stacking, damage in (("sum", 6), ("max", 5)):
        s = UnderworldScenario(options={"carnage_stacking": stacking})
        s.character("JC016", "p1", 1)  # ⚔2, 杀伤1
        s.character("JC016", "p1", 1)
        target = s.character("JC059", "p2", 1, exhausted=True)  # takes no part
        s.to_contests()
        s.drive(lambda s: s.events_of("damage_dealt"))
        assert [(e["card"], e["amount"]) for e in s.events_of("damage_dealt")] == [(target, damage)]


def test_a19_the_influence_reward_must_or_may_be_taken():
    """A19 (G:势力对抗 vs F:获得势力奖励 2.2). p1 wins the influence contest of region 1 by 2: by
    default both tokens are placed, nobody is asked; with "may" p1 is asked and declines them."""
    for reward, tokens in (("must", 2), ("may", 0)):
        s = UnderworldScenario(options={"influence_reward": reward})
        s.character("JC075", "p1", 1)  # 🏰1
        s.character("JC075", "p1", 1)
        s.to_contests()
        s.drive(lambda s: s.request["key"].startswith("influence") or s.events_of("influence_placed"))
        if reward == "may":
            s.expect("p1", "yes_no", answer=["no"])
        s.drive(lambda s: s.events_of("contest_result") and s.events_of("contest_result")[-1]["slot"] == 2)
        assert s.tokens(1, "p1") == tokens and len(s.events_of("influence_placed")) == (tokens > 0)
        assert ("influence", "win", "p1", 2) in [(e["kind"], e["result"], e.get("player"), e.get("margin"))
                                                  for e in s.events_of("contest_result") if e["slot"] == 1]  # fmt: skip


def win_region_two(s: UnderworldScenario) -> str:
    """p1 wins region 2 (切尔诺贝利, cap 3) in its influence contest, with a 撤回 character there."""
    s.set_region("DQJC113", 2)
    s.influence(2, "p1", 2)
    elite = s.character("JC016", "p1", 2)  # 撤回
    s.character("JC075", "p1", 2)
    s.to_contests()
    return elite


def test_a15_withdraw_is_optional_or_automatic():
    """A15 (G:撤回, F:赢取地区牌 1.2.1). By default p1 is asked and keeps 精英 out of his hand, so
    it goes to the library bottom; with the alternative it returns to hand unasked."""
    for optional, place in ((True, "library"), (False, "hand")):
        s = UnderworldScenario(options={"withdraw_optional": optional})
        win_region_two(s)
        s.drive(lambda s: s.request["key"] == "withdraw:p1" or (s.events_of("region_won") and s.priority_player()))
        if optional:
            s.expect("p1", "choose_cards", answer=[])
        s.drive(lambda s: s.priority_player() is not None)
        assert s.events_of("region_won") and "JC016" in s.defs("p1", place)
        assert [e["reason"] == "withdraw" for e in s.events_of("card_moved")].count(True) == (not optional)


def test_a16_spirit_against_non_battle_damage():
    """A16 (G:灵体). p1's 烈火重围 deals 1 non-battle damage to every character in region 1, where
    p2's 灵体 fairy shows more domain icons: by default it is prevented; with "battle_only" the
    fairy takes it and dies."""
    for scope, survives in (("all_damage", True), ("battle_only", False)):
        s = UnderworldScenario(options={"spirit_scope": scope})
        fairy = s.character("JC022", "p2", 1)  # 灵体, a star domain, defence 1
        fire = s.hand("JC047", "p1")  # 烈火重围
        s.assets(4, "JC044", "p1")  # red
        s.pass_until("action_first", "p1")
        s.act("p1", f"play:{fire}")
        s.expect("p1", "choose_targets", answer=["slot1"])
        s.expect("p1", "choose_cards", answer=s.zone("p1.assets")[:3])
        s.pass_priority(2)
        assert bool(s.events_of("damage_prevented")) is survives
        assert (fairy in s.state["cards"]) is survives
        assert [e["card"] for e in s.events_of("damage_dealt")] == ([] if survives else [fairy])


def test_a32_priority_after_a_region_won_in_the_second_players_action_step():
    """A32 (F:赢取地区牌 1.2.5 vs F:2.2.2). In p2's action step p2 holds enough tokens on region 2
    and establishes an asset; the region is won at once (its win trigger declined): by default p1 gets priority, with the
    alternative p2 keeps it, as after a resolution in his step."""
    for rule, holder in (("first_player", "p1"), ("as_after_resolution", "p2")):
        s = UnderworldScenario(options={"region_win_priority": rule})
        s.set_region("DQJC113", 2)  # cap 3
        s.hand(FILLER, "p1")
        asset = s.hand(FILLER, "p2")
        s.hand(FILLER, "p2")
        s.pass_until("action_second", "p2")
        s.influence(2, "p2", 3)
        s.act("p2", f"establish:{asset}")
        s.expect("p2", "yes_no", answer=["no"])  # 切尔诺贝利's win trigger
        assert [e["player"] for e in s.events_of("region_won")] == ["p2"] and "DQJC113" in s.defs("p2", "score")
        assert s.step == "action_second" and s.priority_player() == holder


def test_a5_the_recovery_step_discards_before_or_after_damage_is_removed():
    """A5 (F:4.2.1–4.2.3 vs G:恢复步骤). p1 holds more than 7 cards and a damaged character at the recovery
    step: by default he discards while the damage is still there, and it is removed after; with
    "clear_first" the damage is gone when he is asked to discard."""
    for order, damage_at_discard in (("discard_first", 1), ("clear_first", 0)):
        s = UnderworldScenario(options={"recovery_order": order})
        hurt = s.character("JC059", "p1", 1, exhausted=True)  # defence 2
        s.ctx().set_counter(hurt, "damage", 1)
        hand = [s.hand(FILLER, "p1") for _ in range(8)]
        s.drive(lambda s: s.request["key"].startswith("discard:p1"))
        assert s.step == "recovery" and s.counter_of(hurt) == damage_at_discard
        excess = s.ask("p1")["min"]  # 8 and the turn's draw
        s.expect("p1", "choose_cards", answer=hand[:excess])
        kinds = [e["type"] for e in s.events if e["type"] == "damage_removed" or e.get("reason") == "discard"]
        discards = ["card_moved"] * excess
        assert kinds == (discards + ["damage_removed"] if order == "discard_first" else ["damage_removed"] + discards)
        assert s.counter_of(hurt) == 0 and s.count("p1", "hand") == 7


def test_a21_a_card_with_only_an_idle_white_icon_takes_part_or_not(test_card):
    """A21 (G:临时能力图标, G:调查对抗). p1 holds the token, so the white 👁👁 of p2's 声望 monk do
    not work; p1 wins the investigation of region 1. By default the monk took no part and nobody
    has 声望 there; with the alternative it took part, and p2 places a 声望 token."""
    for take_part, p2_tokens in ((False, 0), (True, 1)):
        s = UnderworldScenario(options={"idle_white_icons_take_part": take_part})
        s.character(test_card("TE901", icons=["investigation"]), "p1", 1)  # 👁, nothing else
        s.character("JC076", "p2", 1)  # 声望, white 👁👁
        s.to_contests()
        s.drive(lambda s: s.step == "end", answers=lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
        assert [e["result"] for e in s.events_of("contest_result") if e["slot"] == 1][0] == "win"
        assert s.tokens(1, "p2") == p2_tokens


def test_every_ambiguity_is_accounted_for_in_options():
    """Digest §12.1 lists A1–A46: options.py names each, as an option or with why it has none."""
    source = Path(options.__file__).read_text(encoding="utf-8")
    missing = [n for n in range(1, 47) if not re.search(rf"\bA{n}\b", source)]
    assert missing == []


def test_every_option_default_is_one_of_its_choices():
    for name, spec in options.OPTIONS.items():
        assert "choices" not in spec or spec["default"] in spec["choices"], name


def test_a_match_refuses_unknown_options_and_values_in_chinese():
    """A misspelt option or a value outside its choices would silently play the default: the
    match refuses to start instead (1 is not True, a count must be a positive integer)."""
    for bad, code in (({"carnage": "max"}, "underworld.options.unknown"),
                      ({"carnage_stacking": "most"}, "underworld.options.bad_value"),
                      ({"withdraw_optional": 1}, "underworld.options.bad_value"),
                      ({"first_player": "p3"}, "underworld.options.bad_value"),
                      ({"winning_score": 0}, "underworld.options.bad_number")):  # fmt: skip
        with pytest.raises(GameError) as raised:
            UnderworldScenario(options=bad)
        assert raised.value.code == code and "对局选项" in raised.value.message
    assert UnderworldScenario(options={"winning_score": 10, "first_player": "p1"}).state["options"]["winning_score"] == 10
