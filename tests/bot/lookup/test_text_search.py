"""/搜卡: cards found by what they say ("抽2张", "歌曲 5费", "有 恶卡 的角色", "draw"), paged by
buttons that survive a restart (the query rides in the custom id)."""

from __future__ import annotations

import pytest

from bot.services.lookup import Filters
from bot.services.lookup.text_search import TextSearch, parse_text_query
from tests.bot.lookup.test_cog import bot, reply_data  # noqa: F401 (the fixture)

from .test_search_quality import lorcana_records

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


@pytest.fixture(scope="module")
def search() -> TextSearch:
    return TextSearch(lorcana_records([]))


def names(records) -> set[str]:
    return {record.full_name for record in records}


def test_every_word_must_appear_in_the_cards_text(search):
    found = search.search("抽 卡 弃置", Filters())
    assert found and all("抽" in r.text and "弃置" in r.text for r in found)
    assert names(search.search("史迪奇 转形", Filters())) == {"史迪奇——摇滚巨星"}


def test_a_cost_word_a_game_word_and_linking_words_are_filters_not_text(search):
    assert parse_text_query("歌曲 5费", Filters()) == (["歌曲"], Filters(cost=5))
    assert parse_text_query("洛卡纳 有 恶卡 的角色", Filters()) == (["恶卡", "角色"], Filters(game="lorcana"))
    found = search.search("歌曲 5费", Filters())
    songs = [r for r in search.records if r.cost == 5 and r.type_label == "行动·歌曲"]
    assert songs and set(songs) <= set(found) and all(r.cost == 5 for r in found)


def test_digits_match_chinese_numerals_and_english_words_their_chinese(search):
    one = search.search("抽1张", Filters())  # the text says 抽一张
    assert one and {r.id for r in one} == {r.id for r in search.search("抽一张", Filters())}
    assert all("抽 2 张" in r.text or "抽2张" in (r.printed_text or "") for r in search.search("抽2张", Filters()))
    assert {r.id for r in search.search("draw", Filters())} == {r.id for r in search.search("抽", Filters())}


def test_nothing_to_look_for_finds_nothing(search):
    assert search.search("有 的", Filters()) == []


async def test_search_pages_with_buttons_and_opens_a_card_from_its_menu(fake_discord, bot):  # noqa: F811
    data = await reply_data(fake_discord, await fake_discord.slash("搜卡", options={"文字": "驱逐"}))
    [embed] = data["embeds"]
    assert embed["title"].startswith("文字含“驱逐”的卡牌：") and embed["footer"]["text"].startswith("第 1/")
    assert embed["description"].splitlines()[0].startswith("1. ")
    rows = [c for row in data["components"] for c in row["components"]]
    menu = next(c for c in rows if c["custom_id"] == "lookup:choose")
    assert len(menu["options"]) == 10
    [next_page] = [c for c in rows if c["custom_id"].startswith("lookup:page:1:")]
    assert next_page["label"] == "下一页 ▶"
    update = await fake_discord.response_to(await fake_discord.click(next_page["custom_id"], user="bob"))
    assert update.json["type"] == 7
    page_two = update.json["data"]["embeds"][0]
    assert page_two["footer"]["text"].startswith("第 2/") and page_two["description"].startswith("11. ")
    first_on_two = update.json["data"]["components"][0]["components"][0]["options"][0]["value"]
    opened = await fake_discord.response_to(await fake_discord.select("lookup:choose", [first_on_two], user="bob"))
    assert opened.json["data"]["embeds"][0]["footer"]["text"].endswith(first_on_two.split(":")[1])


async def test_a_search_that_finds_nothing_says_so_privately(fake_discord, bot):  # noqa: F811
    data = await reply_data(fake_discord, await fake_discord.slash("搜卡", options={"文字": "不存在的词语xyz"}))
    assert data["content"].startswith("没有卡牌的文字同时包含") and data["flags"] & (1 << 6)
