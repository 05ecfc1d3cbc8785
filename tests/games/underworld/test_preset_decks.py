"""The preset decks (cards/underworld/decks/*.txt): each a legal deck of implemented cards (G:牌组
p7, G:秘社牌 p7), and together they show every faction and bring every faction's secret society."""

import pytest

from engine.core.registry import get_game
from engine.games.underworld.abilities import Faction
from engine.games.underworld.cards import card
from engine.games.underworld.deck import parse_deck

PRESETS = get_game("underworld").preset_decks()
# The eight factions a basic secret society card stands for (MSJC01–08), by name (G:派系和颜色 p7)
SOCIETIES = {"帷幕守望", "猎魔人", "王座会", "鸣钟教派", "国家机构", "圣贤", "方碑序列", "梦境行者"}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_each_preset_deck_is_legal_with_a_secret_society(name):
    cards = parse_deck(PRESETS[name])  # raises, in Chinese, on any problem
    assert [card(c).basic_type for c in cards].count("society") == 1


def test_the_preset_decks_cover_every_faction_and_every_secret_society():
    decks = [parse_deck(text) for text in PRESETS.values()]
    colours = {card(c).faction for deck in decks for c in deck if card(c).basic_type != "society"}
    societies = {card(c).society for deck in decks for c in deck if card(c).basic_type == "society"}
    assert len(decks) >= 8
    assert colours == set(Faction.__args__)
    assert societies == SOCIETIES
