"""The card files: every one valid; the 10 cards the rules name carry only the facts the rules
give (and so cannot be played); practice cards are labelled as such in their number and name."""

import random

import engine
from engine.games.ultraman.cards import LIBRARY

NAMED = {"HBU01-A07", "HBU02-A02", "HBU02-CR", "HBU02-A10", "HBU01-CR", "HBU02-A28", "HBU01-A36", "HBU-JCA-01",
         "HBU01-A10", "HBU-TDG-01"}  # fmt: skip


def test_every_card_file_is_valid():
    assert engine.get_game("ultraman").check_card_files() == []


def test_named_cards_have_only_the_given_facts():
    cards = LIBRARY.load_builtin()
    named = {card_id: card for card_id, card in cards.items() if not card.practice}
    assert set(named) == NAMED
    assert all(not c.implemented and c.power is None and c.support_power is None for c in named.values())
    assert named["HBU01-A36"].keywords == ["泽塔", "奥特战士", "伽马未来"]  # 2.0.4
    assert [k for c in named.values() for k in c.keywords] == ["泽塔", "奥特战士", "伽马未来"]
    assert named["HBU01-A10"].effects[0].condition.at_most == 3  # 5.9.1
    assert named["HBU-JCA-01"].continuous[0].keywords_any == ["捷德", "赛罗"]  # 5.6.1


def test_practice_cards_are_labelled_and_cover_every_timing():
    practice = [card for card in LIBRARY.load_builtin().values() if card.practice]
    assert len(practice) >= 14
    assert all(c.id.startswith("练习-") and c.name.startswith("练习卡·") and c.implemented for c in practice)
    timings = {timing for card in practice for e in card.effects for timing in e.timings}
    assert {"reveal", "attack", "defense", "support", "extra_support", "win", "lose", "form_change"} <= timings
    assert {"own_turn_start", "turn_start", "own_turn_end", "battle_start", "discarded", "to_damage"} <= timings
    assert any(c.continuous for c in practice) and any(c.weakened_power for c in practice)
    assert any(c.form_change_mark for c in practice)


def test_random_decks_from_the_game_are_playable():
    game = engine.get_game("ultraman")
    decks = game.random_decks(random.Random(1), ["p1", "p2"])
    text = "\n".join(f"1 {card}" for card in decks["p1"])
    assert sorted(game.parse_deck(text)) == sorted(decks["p1"])


def test_the_shipped_cards_ask_exactly_their_may_effects():
    """1.1.4, 1.1.4a audit of the 37 shipped cards: the effects a player decides on are the three
    worded 你可以 and the five with a 【】 cost; the continuous and replacement effects (HBU-JCA-01,
    练习-014, 练习-022) say no 可 (the card schema refuses a "may" in them)."""
    cards = LIBRARY.load_builtin()
    assert len(cards) == 37
    decided = {(c.id, i) for c in cards.values() for i, e in enumerate(c.effects) if e.may}
    assert decided == {("练习-007", 0), ("练习-011", 0), ("练习-026", 0), ("练习-010", 0), ("练习-020", 0),
                       ("练习-023", 0), ("练习-025", 0), ("练习-026", 1)}  # fmt: skip
    assert sorted(c.id for c in cards.values() if c.continuous or c.replacements) == ["HBU-JCA-01", "练习-014", "练习-022"]
