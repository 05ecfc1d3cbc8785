"""The card-pack vocabulary of issue 20, one scenario per entry (cards/README.md shows each with
its TOML and text): counted amounts, effects aimed at the opponent's cards, restrictions with a
duration, watching triggers, conditions on this card's own state, a deck reveal onto the
battlefield and rule-constant changes."""

import re
import tomllib
import typing
from pathlib import Path

import pytest
from pydantic import TypeAdapter, ValidationError

from bot.cli import main
from engine.core.card_files import literal_values
from engine.core.registry import get_game
from engine.core.snapshot import dump
from engine.games.ultraman.cards import CardDef, Condition, RuleConstant, Step, Timing, card_db
from engine.games.ultraman.steps import RESOLVERS
from tests.games.ultraman.position import FILLER, UltramanScenario, character, effect
from tests.games.ultraman.test_rules_battle import bystanders, result


def add(monkeypatch, card: CardDef) -> str:
    monkeypatch.setitem(card_db(), card.id, card)
    return card.id


def attacking(monkeypatch, *steps: dict, condition: dict | None = None, weakened: int | None = None) -> UltramanScenario:
    """p1 at the battle with a 4000/1000 attacker whose 攻 effect is `steps`, against a 6000."""
    extra = {"condition": condition} if condition else {}
    add(monkeypatch, character("测试-PACK", "测试卡包", 4000, 1000, weakened=weakened,
                               effects=[effect(["attack"], "攻：测试。", *steps, **extra)]))  # fmt: skip
    s = UltramanScenario()
    bystanders(s)
    s.attacker = s.field("测试-PACK")
    s.defender = s.field("测试-V6", "p2")
    return s


def watcher(monkeypatch, timing: str, *steps: dict) -> str:
    return add(monkeypatch, character("测试-WATCH", "测试观察者", 4000, 1000, effects=[effect([timing], "测试：抽1张牌。", *steps)]))


# ---------------------------------------------------------------------- 1. counted amounts
def test_draw_one_for_each_card_in_the_opponents_damage_zone(monkeypatch):
    s = attacking(monkeypatch, {"step": "draw", "for_each": {"zone": "damage", "owner": "opponent"}})
    s.damage(3, "p2")
    s.damage(1, "p1")
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "hand") == 3


def test_power_for_each_face_up_keyword_card_counts_face_up_cards_only(monkeypatch):
    """「赛罗」 on our battlefield: the face-up one counts, the face-down one tells nothing (3.2.3)."""
    s = attacking(monkeypatch, {"step": "modify", "amount": 1000, "for_each": {"zone": "battlefield", "keyword": "赛罗"}})
    s.field("测试-ZW")
    s.field("测试-ZN", face_down=True)
    s.fight(s.attacker, s.defender)
    assert result(s)["totals"]["p1"] == 5000


def test_count_by_name_in_pairs(monkeypatch):
    """"休息区每有2张「同名测试」名称的牌": 5 such cards are 2 whole pairs; other names do not count."""
    s = attacking(monkeypatch, {"step": "draw", "for_each": {"zone": "rest", "name": "同名测试", "per": 2}})
    for definition in ("测试-SAME1", "测试-SAME2", "测试-SAME1", "测试-SAME2", "测试-SAME1", "测试-V5"):
        s.put(definition, "p1.rest")
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "hand") == 2


def test_a_hidden_zone_is_counted_never_read():
    with pytest.raises(ValidationError) as error:
        CardDef.model_validate({"id": "X-1", "name": "X", "power": 1, "support_power": 1, "effects": [
            {"timings": ["attack"], "text": "攻：测试。",
             "steps": [{"step": "draw", "for_each": {"zone": "hand", "keyword": "赛罗"}}]}]})  # fmt: skip
    assert error.value.errors()[0]["type"] == "ultraman.card_error.hidden_count"


# ---------------------------------------------------------------------- 2. the opponent's cards
def test_modify_the_opposing_main_combatant(monkeypatch):
    s = attacking(monkeypatch, {"step": "modify", "amount": -3000, "target": "opponent_main"})
    s.fight(s.attacker, s.defender)
    assert result(s)["totals"] == {"p1": 4000, "p2": 3000}


def test_a_support_lowers_the_opposing_supports(monkeypatch):
    """4.3.3: p1's support's 支 lowers p2's support's support power before the totals (4.4.2)."""
    weaken = add(monkeypatch, character("测试-WEAKEN", "测试削弱支援", 4000, 1000, effects=[
        effect(["support"], "支：本回合对方支援角色支援战力-1000。",
               {"step": "modify", "stat": "support_power", "amount": -1000, "target": "opponent_supports"})]))  # fmt: skip
    s = UltramanScenario()
    bystanders(s)
    own, enemy = s.field("测试-V5"), s.field("测试-V5", "p2")
    mine, theirs = s.hand(weaken), s.hand("测试-V6", "p2")
    s.fight(own, enemy, p1=mine, p2=theirs)
    assert result(s)["totals"] == {"p1": 6000, "p2": 7000}


def test_return_one_of_the_opponents_face_up_non_main_cards_to_hand(monkeypatch):
    """The controller chooses among the opponent's face-up cards that are not the main combatant."""
    s = attacking(monkeypatch, {"step": "return_to_hand", "pick": {"side": "opponent", "face": "up", "main": False}})
    hidden = s.field("测试-V5", "p2", face_down=True)
    s.mains(s.attacker, s.defender)
    ask = s.expect("p1", "choose_cards")
    offered = [o["id"] for o in ask["options"]]
    assert s.defender not in offered and hidden not in offered and len(offered) == 2
    assert all(o["label"].startswith("对方第 ") for o in ask["options"])
    s.answer_raw("p1", [offered[0]])
    assert s.defs("p2", "hand") == [FILLER] and len(s.zone("p2.battlefield")) == 3


def test_return_a_face_down_card_of_either_side_chosen_by_slot(monkeypatch):
    """Face-down cards are offered by slot: named to their owner only (3.2.3)."""
    s = attacking(monkeypatch, {"step": "return_to_hand", "pick": {"side": "any", "face": "down"}})
    own = s.field("测试-V5", face_down=True)
    theirs = s.field("测试-DRAW", "p2", face_down=True)
    s.mains(s.attacker, s.defender)
    ask = s.expect("p1", "choose_cards")
    labels = {o["id"]: o["label"] for o in ask["options"]}
    assert labels == {own: "我方第 4 格：测试五千", theirs: "对方第 4 格：暗盖的牌"}
    s.answer_raw("p1", [theirs])
    assert s.defs("p2", "hand") == ["测试-DRAW"] and b"\xe6\xb5\x8b\xe8\xaf\x95\xe7\xbf\xbb" not in dump(s.view("p1"))


def test_reveal_an_opponents_face_down_card(monkeypatch):
    """Chosen blind; its 翻 effect belongs to its owner and waits until this effect ends (5.5.3)."""
    s = attacking(monkeypatch, {"step": "reveal", "who": "opponent"}, {"step": "draw"})
    theirs, other = s.field("测试-DRAW", "p2", face_down=True), s.field("测试-V5", "p2", face_down=True)
    s.mains(s.attacker, s.defender)
    ask = s.expect("p1", "choose_cards")
    assert ask["options"] == [{"id": theirs, "label": "对方第 4 格：暗盖的牌"}, {"id": other, "label": "对方第 5 格：暗盖的牌"}]
    s.answer_raw("p1", [theirs])
    assert not s.card(theirs).get("face_down") and s.card(theirs)["visible_to"] == "all"
    assert s.count("p1", "hand") == 1 and s.count("p2", "hand") == 1  # p1's draw, then p2's 翻


def test_turn_another_card_face_down(monkeypatch):
    s = attacking(monkeypatch, {"step": "turn_face_down", "pick": {"side": "opponent", "main": False}})
    s.hand(FILLER)  # the battle waits at the support choice
    s.mains(s.attacker, s.defender)
    ask = s.expect("p1", "choose_cards")
    target = ask["options"][0]["id"]
    s.answer_raw("p1", [target])
    assert s.card(target)["face_down"] and s.card(target)["visible_to"] == ["p2"]
    assert s.card(s.attacker).get("face_down") is None


# ---------------------------------------------------------------------- 3. restrictions
def test_the_opponent_cannot_make_extra_supports_this_turn(monkeypatch):
    """1.1.2: p2 holds 练习卡·赛罗之友 with a 「赛罗」 main, and is not offered it."""
    s = attacking(monkeypatch, {"step": "restrict", "action": "extra_support"})
    s.move(s.defender, "p2.rest")
    s.defender = s.field("测试-ZN", "p2")
    s.hand("练习-015", "p2")
    s.hand(FILLER, "p2")
    s.mains(s.attacker, s.defender)
    s.supports()
    ask = s.expect("p2", "choose_cards")  # p1, with an empty hand, is not asked
    assert [o["id"] for o in ask["options"]] == ["none"]
    assert s.player("p2")["restrictions"] == [{"action": "extra_support", "turn": 1}]


def test_the_opponent_cannot_support_this_turn_and_the_restriction_ends_with_it(monkeypatch):
    """p2 holds a card but is not asked to support (4.3.2); at the end of the turn it is over."""
    s = attacking(monkeypatch, {"step": "restrict", "action": "support"})
    s.hand("测试-V6", "p2")
    s.mains(s.attacker, s.defender)
    s.pass_extra()  # p2, holding a card, is still asked about an extra support (4.3.4)
    assert result(s)["totals"] == {"p1": 4000, "p2": 6000}  # p2 was never asked to support
    assert s.state["turn"]["active"] == "p2" and s.player("p2")["restrictions"] == []


# ---------------------------------------------------------------------- 4. watching triggers
def test_a_card_of_ours_discarded_from_hand(monkeypatch):
    s = attacking(monkeypatch, {"step": "discard"})
    s.field(watcher(monkeypatch, "own_discarded", {"step": "draw"}))
    s.hand("测试-V5")
    s.mains(s.attacker, s.defender)
    assert s.defs("p1", "rest") == ["测试-V5"] and s.count("p1", "hand") == 1


def test_a_card_put_into_the_opponents_damage_zone(monkeypatch):
    s = attacking(monkeypatch, {"step": "deck_to_damage", "who": "opponent", "count": 2})
    s.field(watcher(monkeypatch, "opponent_to_damage", {"step": "draw"}))
    s.mains(s.attacker, s.defender)
    assert s.count("p2", "damage") == 2 and s.count("p1", "hand") == 1  # once per turn (2.0.5)


def test_a_card_put_into_our_damage_zone(monkeypatch):
    s = attacking(monkeypatch, {"step": "deck_to_damage"})
    s.field(watcher(monkeypatch, "own_to_damage", {"step": "draw"}))
    s.hand(FILLER)  # the battle waits at the support choice
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "damage") == 1 and s.count("p1", "hand") == 2


def test_the_opponents_support_revealed(monkeypatch):
    s = UltramanScenario()
    bystanders(s)
    s.field(watcher(monkeypatch, "opponent_support_revealed", {"step": "add_energy"}), "p2")
    own, enemy = s.field("测试-V5"), s.field("测试-V4", "p2")
    s.fight(own, enemy, p1=s.hand("测试-V4"))
    assert [(e["player"], e["definition"]) for e in s.events_of("effect_used")] == [("p2", "测试-WATCH")]
    assert s.count("p2", "energy") == 2  # the watcher's, then p2's turn-start energy (4.0.3)


def test_a_face_down_card_does_not_watch(monkeypatch):
    s = attacking(monkeypatch, {"step": "deck_to_damage"})
    s.field(watcher(monkeypatch, "own_to_damage", {"step": "draw"}), face_down=True)
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "hand") == 0 and [e["definition"] for e in s.events_of("effect_used")] == ["测试-PACK"]


def test_our_support_revealed(monkeypatch):
    s = UltramanScenario()
    bystanders(s)
    s.field(watcher(monkeypatch, "support_revealed", {"step": "add_energy"}))
    own, enemy = s.field("测试-V5"), s.field("测试-V4", "p2")
    support = s.hand("测试-V4")
    s.fight(own, enemy, p1=support)
    assert s.count("p1", "energy") == 1


def test_a_form_change_of_ours(monkeypatch):
    """The new card's 转 and the watcher trigger together; p1 orders them (1.1.6)."""
    s = attacking(monkeypatch, {"step": "form_change"})
    s.field(watcher(monkeypatch, "own_form_change", {"step": "add_energy"}))
    mark, _ = s.field("测试-FCM"), s.hand("测试-ZET")
    s.mains(s.attacker, s.defender)
    s.expect("p1", "choose_option", options=[mark, "none"], answer=[mark])
    ask = s.expect("p1", "choose_option")
    assert len(ask["options"]) == 2
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert s.count("p1", "energy") == 1 and s.count("p1", "hand") == 1


def test_an_opponents_effect_resolving(monkeypatch):
    """p2's watcher responds when p1's 攻 effect is used, before its steps (1.1.7)."""
    s = attacking(monkeypatch, {"step": "deck_to_damage", "who": "opponent"})
    s.field(watcher(monkeypatch, "opponent_effect", {"step": "draw"}), "p2")
    s.mains(s.attacker, s.defender)
    assert s.count("p2", "hand") == 1 and s.count("p2", "damage") == 1
    used = [e["definition"] for e in s.events_of("effect_used")]
    assert used == ["测试-PACK", "测试-WATCH"]


# ---------------------------------------------------------------------- 5. this card's own state
@pytest.mark.parametrize(("weakened", "drawn"), [(True, 1), (False, 0)])
def test_while_this_card_is_weakened(monkeypatch, weakened, drawn):
    s = attacking(monkeypatch, {"step": "draw"}, condition={"self_state": "weakened"}, weakened=2000)
    s.card(s.attacker)["weakened"] = weakened
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "hand") == drawn


def test_a_card_that_entered_by_an_effect(monkeypatch):
    """Placed by an effect, its 回合结束时 effect is offered; the same card placed at setup is not."""
    late = add(monkeypatch, character("测试-LATE", "测试效果进场", 4000, 1000, effects=[
        effect(["own_turn_end"], "我方回合结束时：如此牌通过效果进入配置区，抽1张牌。", {"step": "draw"},
               condition={"entered": "effect"})]))  # fmt: skip
    s = attacking(monkeypatch, {"step": "place_from_hand"})
    s.field(late)  # put there directly: it did not enter by an effect
    s.hand(late)
    s.fight(s.attacker, s.defender)  # to the end of the turn: the one mandatory effect is used at once
    placed = [c for c in s.cards("p1.battlefield", late) if s.card(c).get("entered") == "effect"]
    used = [e["card"] for e in s.events_of("effect_used") if e["definition"] == late]
    assert len(placed) == 1 and used == placed and s.count("p1", "hand") == 1


# ---------------------------------------------------------------------- 6. onto the battlefield, rule constants
def test_a_deck_reveal_puts_the_card_onto_the_battlefield(monkeypatch):
    s = attacking(monkeypatch, {"step": "reveal_deck", "count": 2, "take": 1, "keyword": "赛罗", "to": "battlefield"})
    s.on_top("测试-V5")
    s.on_top("测试-ZN")
    s.mains(s.attacker, s.defender)  # the lone 「赛罗」 is taken without asking
    placed = s.cards("p1.battlefield", "测试-ZN")
    assert len(placed) == 1 and s.card(placed[0])["visible_to"] == "all" and s.card(placed[0])["slot"] == 3
    assert s.defs("p1", "deck")[-1] == "测试-V5"


def test_a_deck_reveal_onto_a_full_battlefield_places_nothing(monkeypatch):
    """3.2.1a: with 5 cards in place the card cannot enter; it goes back (5.5.4a)."""
    s = attacking(monkeypatch, {"step": "reveal_deck", "count": 1, "take": 1, "to": "battlefield"})
    s.field(FILLER)
    s.field(FILLER)
    s.on_top("测试-ZN")
    s.mains(s.attacker, s.defender)
    assert s.defs("p1", "deck")[-1] == "测试-ZN" and not s.cards("p1.battlefield", "测试-ZN")


def test_a_hand_limit_change(monkeypatch):
    """3.6.2 "一般为 10 张": with the +2 card face up, p1 keeps 12 and discards down to 12 from 13."""
    card = CardDef.model_validate({"id": "测试-HAND", "name": "测试手牌上限", "power": 4000, "support_power": 1000,
                                   "rule_constants": [{"text": "此牌在战场时，我方手牌上限+2。",
                                                       "constant": "hand_limit", "amount": 2}]})  # fmt: skip
    add(monkeypatch, card)
    s = attacking(monkeypatch, {"step": "draw"})
    s.field(card.id)
    for _ in range(12):
        s.hand(FILLER)
    s.fight(s.attacker, s.defender)
    ask = s.expect("p1", "choose_cards")
    assert ask["prompt"] == "手牌超过上限 12 张：选择弃置 1 张。"


def test_a_turn_draw_change_for_the_opponent(monkeypatch):
    """4.0.2: p1's card makes p2 draw one card less at the start of p2's turn."""
    card = CardDef.model_validate({"id": "测试-NODRAW", "name": "测试少抽", "power": 4000, "support_power": 1000,
                                   "rule_constants": [{"text": "此牌在战场时，对方回合开始时少抽1张牌。",
                                                       "constant": "turn_draw", "amount": -1, "who": "opponent"}]})  # fmt: skip
    add(monkeypatch, card)
    s = attacking(monkeypatch, {"step": "draw"})
    s.field(card.id)
    s.fight(s.attacker, s.defender)
    assert s.state["turn"]["active"] == "p2" and s.count("p2", "hand") == 0 and s.count("p2", "energy") == 1


# ---------------------------------------------------------------------- the authoring guide
GUIDE = Path(__file__).resolve().parents[3] / "cards" / "README.md"


def ultraman_guide() -> str:
    text = GUIDE.read_text(encoding="utf-8")
    return text[text.index("## Ultraman Heroes Duel") : text.index("## 三国智")]  # the next game's part


def test_the_guide_shows_every_entry():
    """cards/README.md has a TOML line for every step and event timing, and names every other
    timing, condition state and rule constant."""
    guide = ultraman_guide()
    missing = [name for name in RESOLVERS if f'step = "{name}"' not in guide]
    missing += [name for name in typing.get_args(Timing) if not re.search(rf"\b{name}\b", guide)]
    for model, field in ((Condition, "self_state"), (Condition, "entered"), (RuleConstant, "constant")):
        missing += [value for value in literal_values(model.model_fields[field].annotation) if f"`{value}`" not in guide and f'"{value}"' not in guide]
    assert not missing, f"not in the authoring guide: {missing}"


def test_every_toml_line_of_the_guide_is_valid():
    """The one-line examples are real: each step and condition parses with the card schema."""
    guide = ultraman_guide()
    steps = re.findall(r"`(\{ step = [^`]*\})`", guide)
    conditions = re.findall(r"`condition = (\{ [a-z][^`]*\})`", guide)
    assert len(steps) > 25 and len(conditions) >= 5
    for line in steps:
        TypeAdapter(Step).validate_python(tomllib.loads(f"x = {line}")["x"])
    for line in conditions:
        Condition.model_validate(tomllib.loads(f"x = {line}")["x"])


# ---------------------------------------------------------------------- a community pack, played
COMMUNITY_PACK = Path(__file__).resolve().parent / "packs" / "cp01"


def test_the_community_pack_checks_clean_and_its_decks_play(capsys):
    """Two real-style decks written only as a pack (16 cards using the vocabulary above, decks in
    `decks/`): `tcg cards check` finds nothing, and `tcg fuzz ultraman --pack` plays its decks and
    random decks with its cards with no contract violation."""
    game = get_game("ultraman")
    try:
        assert game.check_card_pack(COMMUNITY_PACK) == []
        assert main(["fuzz", "ultraman", "--pack", str(COMMUNITY_PACK), "--games", "6", "--seed", "3"]) == 0
        assert "fuzz ultraman: 6 games, 0 errors" in capsys.readouterr().out
        assert game.card_name("CP01-016") == "特佩通讯员（社区）"
    finally:
        game.reload_cards(None)  # back to the built-in cards only


def test_fuzz_refuses_a_pack_with_problems(tmp_path, capsys):
    (tmp_path / "bad.toml").write_text('id = "CP09-001"\nname = "坏卡"\npower = 1\nsuport_power = 1\n', encoding="utf-8")
    try:
        assert main(["fuzz", "ultraman", "--pack", str(tmp_path), "--games", "1"]) == 1
        assert "bad.toml 第 4 行：未知字段“suport_power”，是否想写“support_power”？" in capsys.readouterr().out
    finally:
        get_game("ultraman").reload_cards(None)


def test_preview_draws_a_pack_card_and_prints_its_text(tmp_path, capsys):
    out = tmp_path / "card.png"
    assert main(["cards", "preview", "ultraman", str(COMMUNITY_PACK), "CP01-004", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert out.read_bytes().startswith(b"\x89PNG")
    assert "终极赛罗（社区）" in printed and "转：选择对方战场1张正面表示的非主战角色，将其返回持有者的手牌。" in printed
    assert "CP01-004" not in get_game("ultraman").card_library.cards()  # the pack was for the preview only
    assert main(["cards", "preview", "ultraman", str(COMMUNITY_PACK), "CP01-999", "--out", str(out)]) == 1
    assert "找不到卡牌“CP01-999”。" in capsys.readouterr().err


def test_the_rules_table_names_real_example_cards():
    """Every practice and CP01 card the rules-section table cites exists (and says what it cites)."""
    guide = ultraman_guide()
    table = guide[guide.index("### Rules V1.9, section by section") :]
    cited = set(re.findall(r"(练习-\d{3}|CP01-\d{3})", table))
    pack = {tomllib.loads(path.read_text(encoding="utf-8"))["id"] for path in COMMUNITY_PACK.glob("*.toml")}
    missing = [card for card in cited if card not in card_db() and card not in pack]
    assert len(cited) > 20 and not missing, missing
