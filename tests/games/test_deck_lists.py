"""Deck lists read the same way in every game: one header for a bad list, one wording for an
unknown card, and preset decks named by their first line."""

import pytest

import engine
from engine.core.errors import GameError

PLACEHOLDER_NAMES = {"名称", "卡组", "套牌", "牌组", "卡组名称", "名字"}


@pytest.mark.parametrize("game", engine.available_games())
def test_a_bad_deck_list_has_the_same_header_in_every_game(game):
    """A list with an unknown card is refused as "卡组不合法" (not 套牌不合法 / 牌组有问题), naming the line."""
    with pytest.raises(GameError) as caught:
        engine.get_game(game).parse_deck("2 绝对不存在的卡\n")
    assert caught.value.code == "deck.invalid"
    assert caught.value.message.startswith("卡组不合法：\n第 1 行：找不到卡牌“绝对不存在的卡”。")


@pytest.mark.parametrize("game", engine.available_games())
def test_preset_decks_are_named_by_their_first_line_not_a_placeholder(game):
    """Every shipped deck has a real name (the first line's text up to "："), and its list is legal."""
    presets = engine.get_game(game).preset_decks()
    for name, text in presets.items():
        assert name not in PLACEHOLDER_NAMES and text.startswith(f"# {name}："), name
        assert engine.get_game(game).parse_deck(text)
