"""Deck lists registered at an event are read against an imported catalog: every printed card,
by the game's deck building rules, implemented in the engine or not. The records here are made
up in the shape each game's ``read_catalog`` gives, so the rules are tested without the data."""

import pytest

import engine
from engine.core.errors import GameError


def lorcana_record(card_id, name, subtitle, ink, *, english=("", ""), text=""):
    return {"id": card_id, "name": name, "subtitle": subtitle, "name_en": english[0], "subtitle_en": english[1],
            "type": "character", "ink": ink, "printed_text": text, "implemented": False}  # fmt: skip


LORCANA = [
    lorcana_record("zz-001", "测试甲", "第一版", "amber", english=("Test A", "First")),
    lorcana_record("zz-002", "测试乙", "第一版", "amber"),
    lorcana_record("zz-003", "测试丙", None, "steel"),
    lorcana_record("zz-004", "测试丁", "红宝石", "ruby"),
    lorcana_record("zz-204", "测试甲", "第一版", "amber", english=("Test A", "First")),  # an enchanted reprint
    lorcana_record("zz-005", "测试狗", "很多只", "amber", text="【一群】你可以在你的卡组中使用至多 99 张测试狗 - 很多只。"),
    *(lorcana_record(f"zz-1{n:02d}", f"填充{n}", None, "steel") for n in range(13)),
]
FILLER = "\n".join(f"4 填充{n}" for n in range(13))  # 52 steel cards


def lorcana(text):
    return engine.get_game("lorcana").parse_catalog_deck(text, LORCANA)


def test_lorcana_a_list_of_printed_cards_the_engine_does_not_play_registers():
    cards = lorcana(f"4 测试甲——第一版\n4 测试乙 - 第一版\n{FILLER}")
    assert len(cards) == 60 and cards.count("zz-001") == 4


def test_lorcana_english_names_and_both_printings_count_as_one_card():
    """2.1.1.3: the four-copy limit is per full name, whichever printing or language."""
    with pytest.raises(GameError) as error:
        lorcana(f"3 Test A - First\n2 测试甲——第一版\n{FILLER}")
    assert "“测试甲——第一版”最多只能放 4 张，现在有 5 张" in error.value.message


def test_lorcana_deck_size_inks_and_unknown_names_are_all_reported():
    """2.1.1.1 at least 60 cards, 2.1.1.2 at most two inks; every problem at once."""
    with pytest.raises(GameError) as error:
        lorcana("4 测试甲——第一版\n4 测试丙\n4 测试丁——红宝石\n1 不存在的卡")
    message = error.value.message
    assert "不存在的卡" in message and "只有 12 张" in message and "琥珀、红玉、钢铁" in message


def test_lorcana_a_card_that_allows_more_copies_says_so_in_its_printed_text():
    """2.1.1.3 / 7.1.2.1: "你可以在你的卡组中使用至多 99 张…" lifts the limit for that card."""
    assert len(lorcana(f"8 测试狗——很多只\n{FILLER}")) == 60


def mtg_record(card_id, name_en, type_line, *, name_zh=None, text=""):
    return {"id": card_id, "name": name_zh or name_en, "subtitle": None, "name_en": name_en, "subtitle_en": None,
            "type_line": type_line, "type": None, "printed_text": text, "implemented": False}  # fmt: skip


MTG = [
    mtg_record("zz-010", "Test Knight", "Creature — Human Knight", name_zh="测试骑士"),
    mtg_record("zz-310", "Test Knight", "Creature — Human Knight", name_zh="测试骑士"),  # a showcase printing
    mtg_record("zz-011", "Test Bolt", "Instant"),
    mtg_record("zz-012", "Test Rats", "Creature — Rat", text="A deck can have any number of cards named Test Rats."),
    mtg_record("zz-299", "Plains", "Basic Land — Plains"),
]


def mtg(text):
    return engine.get_game("mtg").parse_catalog_deck(text, MTG)


def test_mtg_a_list_of_printed_cards_registers_in_either_language_or_by_id():
    cards = mtg("4 测试骑士\n4 Test Bolt\n30 Test Rats\n22 zz-299")
    assert len(cards) == 60 and cards.count("zz-299") == 22


def test_mtg_copies_count_by_english_name_across_printings():
    """100.2a: no more than four copies of any card, by its English name, other than basic lands."""
    with pytest.raises(GameError) as error:
        mtg("3 zz-010\n2 zz-310\n55 Plains")
    assert "测试骑士（Test Knight） 有 5 张" in error.value.message


def test_mtg_too_small_and_unknown_names_are_all_reported():
    with pytest.raises(GameError) as error:
        mtg("4 Test Bolt\n4 Cloud Strife")
    assert "“Cloud Strife”" in error.value.message and "卡组只有 4 张牌" in error.value.message


@pytest.mark.parametrize("game_id", ["lorcana", "mtg"])
def test_the_implemented_cards_count_as_printed_whatever_the_catalog_holds(game_id):
    game = engine.get_game(game_id)
    for text in game.preset_decks().values():
        assert game.parse_catalog_deck(text, []) == game.parse_deck(text)
