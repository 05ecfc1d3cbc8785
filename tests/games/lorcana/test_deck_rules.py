"""Deck construction (2.1.1) and deck lists, digest §11 scenario 1.

Validation reports every problem at once, in Chinese; lists are accepted in Chinese
("4 名称——副标题") and English ("4 Name - Subtitle").
"""

import re

import pytest

from engine.core.errors import GameError
from engine.core.registry import get_game
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.deck import deck_problems, parse_deck

# Vanilla characters (no abilities, implemented): amber, then emerald, then ruby.
AMBER = ["tfc-007", "tfc-009", "tfc-010", "tfc-012", "tfc-013", "tfc-015", "tfc-017", "tfc-019"]
EMERALD = ["tfc-069", "tfc-073", "tfc-077", "tfc-078", "tfc-079", "tfc-083", "tfc-089"]
RUBY = ["tfc-103"]
CJK = re.compile(r"[\u4e00-\u9fff]")


def legal_deck() -> list[str]:
    """60 cards, two inks (amber, emerald), 15 full names four times each."""
    return [card for card in AMBER + EMERALD for _ in range(4)]


def chinese_list(cards: list[str]) -> str:
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return "\n".join(f"{n} {card_db()[c].full_name}" for c, n in counts.items())


def english_list(cards: list[str]) -> str:
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    lines = []
    for card, n in counts.items():
        d = card_db()[card]
        lines.append(f"{n} {d.name_en} - {d.subtitle_en}" if d.subtitle_en else f"{n} {d.name_en}")
    return "\n".join(lines)


def test_scenario_01_a_legal_deck_has_no_problems():
    """1. 60 cards, two inks, at most 4 of each full name (2.1.1.1-2.1.1.3)."""
    deck = legal_deck()
    assert len(deck) == 60 and len({card_db()[c].ink for c in deck}) == 2
    assert deck_problems(deck) == []


def test_scenario_01a_fifty_nine_cards_is_too_few():
    """1(a). A deck needs at least 60 cards (2.1.1.1)."""
    deck = legal_deck()[:-1]
    problems = deck_problems(deck)
    assert len(problems) == 1
    assert "60" in problems[0] and "59" in problems[0] and CJK.search(problems[0])


def test_scenario_01a_there_is_no_maximum_size():
    """1. No upper limit on deck size (2.1.1.1): 64 cards with 16 names is fine."""
    deck = legal_deck() + ["tfc-091"] * 4
    assert deck_problems(deck) == []


def test_scenario_01b_three_inks_is_illegal():
    """1(b). Cards of at most two ink types (2.1.1.2): swapping in a ruby card makes three."""
    deck = legal_deck()[:-4] + RUBY * 4
    problems = deck_problems(deck)
    assert len(problems) == 1
    assert all(ink in problems[0] for ink in ("琥珀", "翡翠", "红玉"))


def test_scenario_01c_five_copies_of_a_full_name_is_illegal():
    """1(c). At most 4 cards with the same full name (2.1.1.3, 6.2.5)."""
    deck = legal_deck() + ["tfc-012"]
    problems = deck_problems(deck)
    assert len(problems) == 1
    assert "米奇——真心朋友" in problems[0] and "5" in problems[0] and "4" in problems[0]


def test_scenario_01d_four_of_each_of_two_versions_of_a_name_is_legal():
    """1(d). The limit is per full name (name + version, 6.2.5): 4× Mickey Mouse – True Friend
    plus 4× Mickey Mouse – Steamboat Pilot is legal (2.1.1.3)."""
    deck = legal_deck()
    assert deck.count("tfc-012") == 4 and deck.count("tfc-089") == 4
    assert card_db()["tfc-012"].name == card_db()["tfc-089"].name == "米奇"
    assert deck_problems(deck) == []
    # ...and a third version on top makes 12 Mickeys, still legal.
    assert deck_problems(deck + ["tfc-088"] * 4) == []


def test_scenario_01_every_problem_is_reported_at_once_in_chinese():
    """1. A deck with 59 cards, three inks and 5 copies gets all three problems in one answer."""
    deck = legal_deck()[:-8] + ["tfc-012"] + RUBY * 4 + ["tfc-091"] * 2  # 52 + 1 + 4 + 2
    assert len(deck) == 59 and deck.count("tfc-012") == 5
    problems = deck_problems(deck)
    assert len(problems) == 3
    assert all(CJK.search(problem) for problem in problems)
    with pytest.raises(GameError) as raised:
        parse_deck(chinese_list(deck))
    message = raised.value.message
    assert all(problem in message for problem in problems)


def test_scenario_01_deck_lists_in_chinese_and_in_english_give_the_same_deck():
    """1. Deck lists: "4 名称——副标题" and "4 Name - Subtitle" both name full names."""
    deck = legal_deck()
    text = chinese_list(deck)
    assert text.splitlines()[0] == "4 憨憨——小点心"
    assert sorted(parse_deck(text)) == sorted(deck)
    english = english_list(deck)
    assert english.splitlines()[0] == "4 HeiHei - Boat Snack"
    assert sorted(parse_deck(english)) == sorted(deck)
    assert sorted(get_game("lorcana").parse_deck(english)) == sorted(deck)


def test_scenario_01_deck_list_reports_unknown_names_bad_lines_and_deck_problems_together():
    """1. Every problem of a list at once: an unknown card, a malformed line and the rule problems."""
    text = chinese_list(legal_deck()[:-4]) + "\n4 不存在的卡——没有\n这一行不对"
    with pytest.raises(GameError) as raised:
        parse_deck(text)
    message = raised.value.message
    assert "不存在的卡" in message  # unknown card, with its line
    assert "这一行不对" in message  # the malformed line
    assert "56" in message  # and the deck is too small (2.1.1.1)
    assert CJK.search(message)
