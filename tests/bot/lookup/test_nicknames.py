"""Community names (小美人鱼, 玛琳菲森, 史迪仔, Z奥特曼) find the character's cards, ranked under the
printed names and a server's own aliases."""

from __future__ import annotations

import json

import pytest

from bot.services.lookup import Alias, CardIndex
from bot.services.lookup.nicknames import shipped_nicknames

from .test_search_quality import CATALOG, GUILD, lorcana_records


@pytest.fixture(scope="module")
def index() -> CardIndex:
    return CardIndex(lorcana_records([]), [Alias(GUILD, "lorcana", "小美人鱼", "tfc-034")])


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("小美人鱼", "爱丽儿"), ("长发公主", "乐佩"), ("米老鼠", "米奇"), ("玛琳菲森", "黑巫婆"),
        ("史迪仔", "史迪奇"), ("灯神", "精灵"), ("小飞侠", "彼得·潘"),
        ("xiaofeixia", "彼得·潘"),  # a nickname's pinyin
        ("長髮公主", "乐佩"),  # traditional characters read the same
    ],
)  # fmt: skip
def test_a_community_name_finds_the_characters_cards(index, query, name):
    matches = index.search(query)
    assert matches and matches[0].record.name == name
    assert {m.record.name for m in matches if m.score >= matches[0].score - 0.5} == {name}


@pytest.mark.parametrize(
    ("query", "card_id"),
    [("长发公主 放下长发", "tfc-121"), ("米老鼠 侦探", "tfc-154"), ("玛琳菲森魔鬼恶龙", "tfc-113"), ("冰雪女王 驭冰踏浪", "tfc-109")],
)
def test_a_community_name_with_a_subtitle_finds_that_card(index, query, card_id):
    assert index.search(query)[0].record.id == card_id


def test_a_printed_name_ranks_above_a_nickname_and_a_server_alias_above_both(index):
    assert index.search("史迪奇")[0].kind == "name"
    assert index.search("小美人鱼", guild=GUILD)[0].record.id == "tfc-034"  # the server's own alias
    assert index.search("小美人鱼", guild="another")[0].record.name == "爱丽儿"


def test_a_nickname_finds_every_card_whose_name_starts_with_the_printed_name():
    records = lorcana_records([])
    index = CardIndex(records, nicknames={"lorcana": {"史迪": ("小蓝怪",)}})
    found = {m.record.id for m in index.search("小蓝怪", limit=50)}
    assert found == {r.id for r in records if r.name == "史迪奇"} and len(found) >= 2


def test_every_lorcana_nickname_names_a_character_of_the_official_catalog():
    if not CATALOG.exists():
        pytest.skip(f"the official Lorcana catalog is not at {CATALOG} (../shared/data is absent)")
    names = {card["name"] for card in json.loads(CATALOG.read_text(encoding="utf-8"))["cards"]["all"]}
    for printed in shipped_nicknames()["lorcana"]:
        assert printed in names, printed


def test_no_nickname_is_shared_by_two_characters_of_a_game():
    for game, table in shipped_nicknames().items():
        owners: dict[str, str] = {}
        for printed, nicknames in table.items():
            for nickname in nicknames:
                assert owners.setdefault(nickname, printed) == printed, (game, nickname)
