"""Deck construction (1.0.2, 2.0.2, 2.0.7), setup (1.2) and the first turns (1.2.4, 4.0).

Scenario numbers refer to digest §9 (shared/games/ultraman/digest.md); rule numbers to the rules
V1.9 (shared/seeds/001_6b257dd4847a5024.txt).
"""

from pathlib import Path

import pytest

import engine
from engine.core.errors import GameError
from engine.games.ultraman.deck import parse_deck, parse_deck_and_sideboard
from engine.games.ultraman.series import sideboard_problems
from tests.games.ultraman.position import FILLER, UltramanScenario
from tests.scenario import Scenario

DECKS = Path(__file__).resolve().parents[3] / "cards" / "ultraman" / "decks"
FOURTEEN = [f"练习-{n:03d}" for n in range(1, 15)]  # 14 practice card numbers


def deck_text(counts: dict[str, int]) -> str:
    return "\n".join(f"{count} {number}" for number, count in counts.items())


def legal_counts() -> dict[str, int]:
    counts = dict.fromkeys(FOURTEEN, 3)
    counts["练习-014"] = 1  # 13 x 3 + 1 = 40
    return counts


def test_scenario_1_only_exactly_40_cards_is_legal():
    """1. 39, 40 and 41 cards: only 40 is legal (1.0.2)."""
    counts = legal_counts()
    assert len(parse_deck(deck_text(counts))) == 40
    for size in (39, 41):
        counts["练习-014"] = 1 + size - 40
        with pytest.raises(GameError) as error:
            parse_deck(deck_text(counts))
        assert f"套牌必须正好 40 张，现在是 {size} 张" in error.value.message


def test_scenario_2_at_most_three_per_card_number_names_do_not_count():
    """2. Four copies of one number are illegal; two numbers with the same name are different
    cards, three of each is fine (1.0.2, 2.0.2, 2.0.7). Every problem is listed at once."""
    counts = legal_counts()
    counts["练习-001"] = 4
    counts["练习-014"] = 0
    text = deck_text(counts) + "\n文字不对\n2 不存在的卡"
    with pytest.raises(GameError) as error:
        parse_deck(text)
    message = error.value.message
    assert "卡牌编号 练习-001（练习卡·光之新兵）最多 3 张，现在有 4 张" in message
    assert "第 15 行“文字不对”格式不对" in message and "第 16 行：找不到卡牌“不存在的卡”" in message
    counts = legal_counts()
    counts.update({"练习-013": 0, "练习-014": 0, "测试-SAME1": 3, "测试-SAME2": 1})
    assert parse_deck(deck_text(counts)).count("测试-SAME1") == 3
    with pytest.raises(GameError) as error:
        parse_deck("3 同名测试")
    assert "对应多个卡牌编号（测试-SAME1、测试-SAME2）" in error.value.message


def test_named_cards_without_facts_cannot_be_played():
    counts = legal_counts()
    counts["练习-014"] = 0
    with pytest.raises(GameError) as error:
        parse_deck(deck_text(counts) + "\n1 HBU01-A10")
    assert "“赛罗奥特曼月神奇迹型”（HBU01-A10）的资料不全" in error.value.message


def test_preset_decks_are_legal_with_a_sideboard_for_best_of_n():
    """1.0.2a: 40 cards, and a 10-card 备牌 sharing the limit of three, so the presets can play a series."""
    for path in sorted(DECKS.glob("*.txt")):
        deck, sideboard = parse_deck_and_sideboard(path.read_text(encoding="utf-8"))
        assert len(deck) == 40 and all(card.startswith("练习-") for card in deck)
        assert len(sideboard) == 10 and sideboard_problems(deck, sideboard) == []


def test_scenario_5_setup():
    """5. Each player: deck 29, hand 4, 5 face-down battlefield cards in slots 1-5 (the owner sees
    them, the opponent does not), 2 face-down energy nobody sees, no damage, no rest; no mulligan
    was asked (1.2.3, 3.2.3, 3.5.2a, 5.1.2)."""
    s = UltramanScenario(clear=False)
    for player, other in (("p1", "p2"), ("p2", "p1")):
        assert [s.count(player, k) for k in ("deck", "hand", "battlefield", "energy", "damage", "rest")] == [29, 4, 5, 2, 0, 0]
        field = s.zone(f"{player}.battlefield")
        assert sorted(s.card(c)["slot"] for c in field) == [0, 1, 2, 3, 4]
        own_view = s.view(player)["zones"]
        other_view = s.view(other)["zones"]
        assert all("def" in card for card in own_view[f"{player}.battlefield"]["cards"])
        assert all(card.get("hidden") for card in other_view[f"{player}.battlefield"]["cards"])
        assert all(card.get("hidden") for card in own_view[f"{player}.energy"]["cards"])
    assert not s.events_of("mulligan")
    s.expect("p1", "choose_cards")  # turn 1: straight to choosing main combatants


def test_setup_choice_is_simultaneous_and_hidden():
    """D4 (1.2.3): both players choose their 5 at once; p1's choice leaves p2's view unchanged."""
    seen = []
    for pick in (slice(0, 5), slice(4, 9)):
        s = Scenario("ultraman", ["p1", "p2"], {p: [FILLER] * 40 for p in ("p1", "p2")}, 0, {"chooser": "p1"})
        s.expect("p1", "choose_option", answer=["p2"])
        assert s.state["turn"]["active"] == "p2"
        ask = s.expect("p1", "choose_cards")
        assert (ask["min"], ask["max"]) == (5, 5) and sorted(s.request["pending"]) == ["p1", "p2"]
        s.answer_raw("p1", [o["id"] for o in ask["options"][pick]])
        seen.append((s.view("p2"), engine.events_for(s.last_events, "p2")))
    assert seen[0] == seen[1]


def test_scenario_6_first_turn_skips_draw_and_energy():
    """6. Turn 1 (p1): no draw, no energy. Turn 2 (p2): draw 1 and add 1 energy (1.2.4, 4.0.2,
    4.0.3)."""
    s = UltramanScenario(clear=False)
    assert (s.count("p1", "hand"), s.count("p1", "energy"), s.count("p1", "deck")) == (4, 2, 29)
    own = s.zone("p1.battlefield")[0]
    enemy = s.zone("p2.battlefield")[0]
    s.fight(own, enemy)
    # 5000 against 5000: a tie, both lose (4.4.2); turn 2 begins for p2
    assert s.state["turn"]["active"] == "p2" and s.state["turn"]["number"] == 2
    assert (s.count("p2", "hand"), s.count("p2", "energy"), s.count("p2", "deck")) == (5, 3, 27)
