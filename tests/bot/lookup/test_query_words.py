"""What players type around a card's name: the game's name as a filter, and the collector number
copied from the card."""

from __future__ import annotations

import pytest

from bot.services.lookup import CardIndex, CardRecord, Filters
from bot.services.lookup.game_words import split_game_word
from engine.games.lorcana.catalog import printed_number_ids

from .fixtures import fixture_records
from .test_search_quality import lorcana_records


@pytest.fixture(scope="module")
def index() -> CardIndex:
    """Lorcana's cards and a made-up game's (unknown to the registry, so it has no numbers)."""
    return CardIndex(lorcana_records([]) + [CardRecord.from_game("fixture", "测试游戏", r) for r in fixture_records()])


@pytest.mark.parametrize(
    ("query", "rest", "game"),
    [
        ("洛卡纳 史迪奇", "史迪奇", "lorcana"), ("Stitch lorcana", "Stitch", "lorcana"),
        ("隐秘世界 钟摆祭司", "钟摆祭司", "underworld"), ("万智牌 克劳德", "克劳德", "mtg"),
        ("迪迦奥特曼", "迪迦奥特曼", None),  # part of a name, not a word of its own
        ("奥特曼", "奥特曼", None),  # the game's name alone is a search for it
    ],
)  # fmt: skip
def test_a_word_naming_a_game_is_taken_out_of_the_query(query, rest, game):
    assert split_game_word(query) == (rest, game)


def test_a_game_word_filters_the_search(index):
    assert {m.record.game for m in index.search("洛卡纳 史迪奇")} == {"lorcana"}
    assert index.search("Stitch lorcana")[0].record.name == "史迪奇"
    assert index.search("奥特曼 史迪奇") == []  # no Ultraman card is called that
    chosen = Filters(game="fixture")
    assert index.search("洛卡纳 史迪奇", filters=chosen) == []  # the command's own game option wins


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("21/204", ["tfc-021", "rotf-021", "iti-021", "urr-021"]), ("1-21", ["tfc-021"]), ("4 - 4a", ["urr-004a"]),
        ("21/204 ZH 1", ["tfc-021"]), ("8/P1 ZH 1", ["tfcp1-008"]),
        ("21", []), ("5-21", []), ("史迪奇", []),
    ],
)  # fmt: skip
def test_lorcana_collector_numbers_as_printed(text, ids):
    assert printed_number_ids(text) == ids


def test_a_collector_number_finds_its_cards_in_release_order(index):
    assert [m.record.id for m in index.search("21/204")][:1] == ["tfc-021"]
    assert [m.record.id for m in index.search("1-21")] == ["tfc-021"]
    assert index.search("TFC 21")[0].record.id == "tfc-021"
