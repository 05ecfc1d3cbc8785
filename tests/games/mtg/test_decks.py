"""Deck lists and constructed deck rules (CR 100.2a)."""

import random

import pytest

from engine.core.errors import GameError
from engine.games.mtg.cards import card_db
from engine.games.mtg.deck import BASIC_BY_COLOUR, deck_problems, parse_deck, random_deck
from engine.games.mtg.game import MtgGame


def test_the_presets_are_legal_sixty_card_decks():
    """Besides three 100-card Commander decks (test_commander.py), six legal constructed decks, one
    for each of six two-colour pairs."""
    presets = MtgGame().preset_decks()
    assert set(presets) == {"红绿践踏", "白黑骑士", "蓝白飞行", "黑红快攻", "绿白大军", "蓝黑控制",
                            "嘉妮特的召唤兽（指挥官）", "黑色华尔兹（指挥官）", "布斯陶与依谢（指挥官）"}
    for name, text in presets.items():
        assert len(parse_deck(text)) == (100 if "指挥官" in name else 60)


def test_names_are_read_in_english_chinese_or_by_id():
    assert parse_deck("56 Forest\n4 萨菲罗斯的干预\n") == ["fin-306"] * 56 + ["fin-116"] * 4
    assert parse_deck("56 树林\n4 fin-116\n") == ["fin-306"] * 56 + ["fin-116"] * 4


def test_too_few_cards_and_a_fifth_copy_are_refused_together():
    with pytest.raises(GameError) as caught:
        parse_deck("50 Forest\n5 Cactuar\n")
    assert "至少需要 60 张" in caught.value.message and "最多 4 张" in caught.value.message


def test_basic_lands_have_no_copy_limit():
    assert deck_problems(["fin-306"] * 60) == []


def test_random_decks_are_legal():
    for seed in range(20):
        deck = random_deck(random.Random(seed))
        assert len(deck) == 60 and deck_problems(deck) == []


def test_random_decks_play_the_town_of_their_two_colours():
    """A two-colour deck has its pair's dual Town (four copies) among the lands, so the fuzzer
    plays them (a deck of three or more colours has no Town of them all, only Towns within them), with the
    Towns of one of the two colours (the land adventurers, CR 715) and the colourless
    lands, which fit every pair (Adventurer's Inn and Wastes take turns), as does Starting Town,
    which makes every colour."""
    db = card_db()
    basic_colour = {card_id: colour for colour, card_id in BASIC_BY_COLOUR.items()}
    makes = lambda card_id: {kind for a in db[card_id].abilities for kind in a.mana_kinds}  # noqa: E731
    colourless_lands = set()
    for seed in range(20):  # enough seeds for both colourless lands to have had their turn
        deck = random_deck(random.Random(seed))
        pair = {basic_colour[card_id] for card_id in deck if card_id in basic_colour}
        towns = [card_id for card_id in deck if "Town" in db[card_id].subtypes and makes(card_id) != {"C"} and not makes(card_id) >= set(BASIC_BY_COLOUR)]
        assert all(towns.count(town) == 4 and makes(town) <= pair for town in towns), seed
        assert len(pair) >= 3 or [town for town in set(towns) if makes(town) == pair], seed  # the dual one
        colourless_lands |= {card_id for card_id in deck if card_id in ("fin-271", "fin-309")}
    assert colourless_lands == {"fin-271", "fin-309"}  # Adventurer's Inn and Wastes take turns
