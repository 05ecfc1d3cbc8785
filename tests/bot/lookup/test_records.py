"""The Game.lookup_records hook: every card, public facts only, merged with an imported catalog."""

from engine.core.game import LOOKUP_RECORD_KEYS, OPTIONAL_LOOKUP_KEYS, Game
from engine.core.registry import get_game
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.lookup import release_order
from engine.games.ultraman.cards import card_db as ultraman_cards

from .fixtures import fixture_records


def test_a_game_without_lookup_records_has_none():
    assert Game().lookup_records([]) == []


def test_every_built_in_lorcana_card_has_a_record_of_public_facts():
    records = get_game("lorcana").lookup_records([])
    assert [r["id"] for r in records] == [c.id for c in sorted(card_db().values(), key=release_order)]
    assert records[0]["id"] == "tfc-001"  # sets in release order: equal matches show the earliest first
    for record in records:
        assert set(record) == {*LOOKUP_RECORD_KEYS, *OPTIONAL_LOOKUP_KEYS}  # no ability data, no internals
        assert record["printings"][0] == record["id"]
        assert all(isinstance(label, str) and isinstance(value, str) for label, value in record["facts"])
    ariel = records[0]
    assert ariel["type_label"] == "角色" and ariel["colour_label"] == "琥珀" and ariel["implemented"]
    assert dict(ariel["facts"]) == {"类型": "角色", "奇墨类别": "琥珀", "费用": "4 ⬡", "可放入奇墨池": "是",
                                    "类别": "故事源形·主角·公主", "力量": "3 ¤", "意志力": "4 ⛉",
                                    "奇谈值": "2 ◊", "稀有度": "非普通"}  # fmt: skip
    assert ariel["text"] == "【失声】 这个角色不能 ⟳ 来演唱歌曲。" and ariel["printed_text"] is None
    songs = [r for r in records if r["type_label"] == "行动·歌曲"]
    assert songs and all(r["type"] == "action" for r in songs)  # 6.3.3.2


def test_an_imported_catalog_adds_printed_text_and_cards_the_engine_lacks():
    imported = [
        {"id": "tfc-001", "name": "爱丽儿", "subtitle": "像人一样站立", "type": "character", "ink": "amber", "cost": 4,
         "printed_text": "【失声】 印刷的文字。", "implemented": True},
        {"id": "ssk-132", "name": "导入测试物品", "subtitle": None, "type": None, "ink": "ruby", "cost": 2, "inkable": False,
         "printed_text": "物品的文字。", "implemented": False},  # a made-up later-set card: sets 1-4 all play
    ]  # fmt: skip
    records = {r["id"]: r for r in get_game("lorcana").lookup_records(imported)}
    assert len(records) == len(card_db()) + 1
    assert records["tfc-001"]["printed_text"] == "【失声】 印刷的文字。" and records["tfc-001"]["text"]
    weight = records["ssk-132"]
    assert weight["text"] == "" and weight["printed_text"] == "物品的文字。" and not weight["implemented"]
    assert weight["type_label"] is None and ("可放入奇墨池", "否") in weight["facts"]


def test_the_fixture_game_records_have_the_same_shape():
    assert all(set(record) == set(LOOKUP_RECORD_KEYS) for record in fixture_records())


def test_every_ultraman_card_has_a_record_and_practice_cards_say_so():
    records = {r["id"]: r for r in get_game("ultraman").lookup_records([])}
    assert list(records) == list(ultraman_cards())
    assert all(set(record) == set(LOOKUP_RECORD_KEYS) for record in records.values())
    glitter_tiga = records["HBU-TDG-01"]  # named by the example of 5.11.2a, facts not given
    assert glitter_tiga["name"] == "闪耀迪迦" and glitter_tiga["name_en"] == "Glitter Tiga" and not glitter_tiga["implemented"]
    assert dict(glitter_tiga["facts"]) == {"类型": "角色牌", "来源": "规则书举例（5.11.2a）"}
    assert glitter_tiga["text"].startswith("规则举例")
    swap = records["练习-025"]
    assert swap["name"].startswith("练习卡·") and swap["implemented"]
    assert dict(swap["facts"]) == {"类型": "角色牌", "来源": "练习卡（本项目自制，非官方卡牌）", "关键词": "「迪迦」",
                                   "战力": "4000", "支援战力": "2000"}  # 2.0.4, 2.0.6  # fmt: skip
    assert swap["text"] == "防：【使用2张能量牌】将对方主战角色替换为对方的支援角色。"
    practice = [r for r in records.values() if r["id"].startswith("练习-")]
    assert practice and all(("来源", "练习卡（本项目自制，非官方卡牌）") in r["facts"] for r in practice)


def test_ultraman_pack_cards_are_looked_up_as_pack_cards(tmp_path):
    pack = tmp_path / "ultraman"
    pack.mkdir()
    (pack / "tiga.toml").write_text('id = "HBU01-A01"\nname = "迪迦奥特曼"\nname_en = "Ultraman Tiga"\nkeywords = ["迪迦"]\n'
                                    'power = 5000\nsupport_power = 2000\n', encoding="utf-8")  # fmt: skip
    game = get_game("ultraman")
    try:
        assert game.reload_cards(tmp_path) == []
        tiga = {r["id"]: r for r in game.lookup_records([])}["HBU01-A01"]
        assert ("来源", "社区卡包") in tiga["facts"] and tiga["implemented"] and tiga["text"] == ""
    finally:
        game.reload_cards(None)


def test_reprints_are_one_card_listing_its_printings():
    """2.1.1.3: a card is its name and version; an enchanted reprint (tfc-205) is the same card as
    tfc-005, and a showcase MTG printing the same card as its English name says."""
    imported = [
        {"id": "tfc-005", "name": "哈迪斯", "subtitle": "奥林帕斯山之王", "type": "character", "ink": "amethyst",
         "printed_text": "文字。", "implemented": True},
        {"id": "tfc-205", "name": "哈迪斯", "subtitle": "奥林帕斯山之王", "type": "character", "ink": "amethyst",
         "printed_text": "文字。", "implemented": False},
    ]  # fmt: skip
    records = [r for r in get_game("lorcana").lookup_records(imported) if r["name"] == "哈迪斯"]
    king = next(r for r in records if r["subtitle"] == "奥林帕斯山之王")
    assert king["printings"] == ["tfc-005", "tfc-205"] and sum(r["subtitle"] == "奥林帕斯山之王" for r in records) == 1
    showcase = {"object": "card", "set": "fin", "collector_number": "400", "name": "Cactuar", "type_line": "Creature — Plant",
                "mana_cost": "{G}", "cmc": 1, "colors": ["G"], "oracle_text": "…"}  # fmt: skip
    mtg = get_game("mtg")
    cactuar = [r for r in mtg.lookup_records(mtg.read_catalog([showcase])) if r["name_en"] == "Cactuar" or r["name"] == "Cactuar"]
    assert len(cactuar) == 1 and cactuar[0]["printings"][1:] == ["fin-400"]


def test_a_reprints_number_finds_the_card():
    from bot.services.lookup import CardIndex, CardRecord

    imported = [{"id": "tfc-205", "name": "哈迪斯", "subtitle": "奥林帕斯山之王", "type": "character", "implemented": False}]
    records = [CardRecord.from_game("lorcana", "洛卡纳", r) for r in get_game("lorcana").lookup_records(imported)]
    index = CardIndex(records)
    assert index.search("tfc 205")[0].record.id == "tfc-005"
    assert index.get("lorcana:tfc-205").id == "tfc-005"  # an alias stored for the reprint still resolves


def test_official_image_addresses_come_through_from_the_catalogs():
    lorcana = {"cards": {"all": [{"name": "史迪奇", "subtitle": "摇滚巨星", "card_identifier": "23/204 ZH 1",
                                  "image_urls": [{"height": 512, "url": "https://card.example/23.png"}]}]}}  # fmt: skip
    [record] = get_game("lorcana").read_catalog(lorcana)
    assert record["image_url"] == "https://card.example/23.png"
    [looked_up] = [r for r in get_game("lorcana").lookup_records([record]) if r["id"] == "tfc-023"]
    assert looked_up["image_url"] == "https://card.example/23.png"
    two_faced = {"object": "card", "set": "fin", "collector_number": "999", "name": "A // B", "type_line": "Creature",
                 "card_faces": [{"image_uris": {"normal": "https://scryfall.example/front.jpg"}}, {}]}  # fmt: skip
    [mtg] = get_game("mtg").read_catalog([two_faced])
    assert mtg["image_url"] == "https://scryfall.example/front.jpg"
