"""隐秘世界 deck lists registered at an event are read against the imported catalog: every printed
card, implemented or not, by the deck building rules (G:牌组 p7, G:秘社牌 p7, digest A12). The
records are made up in the shape ``read_catalog`` gives; one test reads the real database."""

import pytest

import engine
from engine.core.errors import GameError
from engine.games.underworld.cards import card_db
from engine.games.underworld.catalog import read_catalog
from engine.games.underworld.deck import PrintedCard, catalog_index


def record(card_id, name, faction="green", *, type_line="角色-人类", icons="", domains="", text="", keywords=()):
    kind = {"角色": "character", "事务": "affair", "附属": "attachment", "地区": "region", "秘社": "society"}
    return {"id": card_id, "name": name, "subtitle": None, "name_en": None, "subtitle_en": None, "type_line": type_line, "type": kind.get(type_line.split("-")[0]),
            "faction": faction, "icons": icons, "domains": domains, "printed_text": text,
            "keywords": list(keywords), "implemented": False}  # fmt: skip


FILLER = [record(f"ZZ{n:03d}", f"绿牌{n}") for n in range(17)]
GREEN = "\n".join(f"3 绿牌{n}" for n in range(17))  # 51 green catalog-only characters
CATALOG = [
    *FILLER,
    record("ZZ100", "红牌", "red"),
    record("ZZ101", "红色法术", "red", type_line="事务-法术", domains="星辰"),
    record("ZZ102", "红色灵体", "red", keywords=["灵体", "隐秘"]),
    record("ZZ103", "路人", "neutral", text="持续：名称为路人的牌，构筑时在牌组中的数量没有限制。"),
    record("ZZ104", "锚点", "neutral", text="持续：若本方秘社为测试会，则名为锚点的牌，构筑时在牌组中的数量没有限制。"),
    record("ZZ105", "血瓶", "neutral", type_line="附属-物品"),
    record("ZZ106", "测试会", type_line="秘社-团体", text="持续：构筑时你的牌组中需包含25张或更多【绿】派系的牌。"),
    record("ZZ107", "纯绿会", type_line="秘社-团体",
           text="持续：构筑时你的牌组中只能包含【绿】和【中立】派系的牌。名称为血瓶的牌，构筑时在牌组中的数量没有限制。"),
    record("ZZ108", "宽容会", type_line="秘社-团体", text="持续：构筑时你的牌组中，非【绿】且非【中立】派系的牌不能超过2张。"),
    record("ZZ109", "法师会", type_line="秘社-团体", text="持续：构筑时你的牌组中只能包含【绿】和【中立】派系的牌，以及其他派系的法师和法术牌。"),
    record("ZZ110", "测试地区", None, type_line="地区-城市"),
    record("ZZ111", "测试指示物", "neutral", type_line="指示物角色-仙灵"),
]  # fmt: skip


def parse(text):
    return engine.get_game("underworld").parse_catalog_deck(text, CATALOG)


def problems(text) -> str:
    with pytest.raises(GameError) as error:
        parse(text)
    return error.value.message


def test_a_list_of_cards_the_engine_does_not_play_registers():
    cards = parse(f"{GREEN}\n1 测试会")
    assert len(cards) == 52 and cards.count("ZZ000") == 3 and "ZZ106" in cards


def test_size_copies_societies_regions_tokens_and_unknown_names_are_all_reported():
    """G:牌组 p7: 50 cards, regions are not deck cards; G:秘社牌 p7: one society; A12: 3 copies."""
    message = problems("4 绿牌1\n1 测试会\n1 纯绿会\n1 测试地区\n2 测试指示物\n1 不存在的卡")
    assert "不存在的卡" in message
    assert "至少需要 50 张牌（秘社牌不计），现在是 7 张" in message
    assert "最多只能有一张秘社牌，现在有 2 张" in message
    assert "“测试地区”是地区牌" in message
    assert "“测试指示物”不是牌组卡牌" in message
    assert "“绿牌1”最多只能放 3 张，现在有 4 张" in message


def test_copy_limit_exemptions_printed_on_the_card_and_on_the_society():
    """JC125 "名称为…的牌，构筑时在牌组中的数量没有限制"; BQ009 only with the named society; MSBQ01 the
    society exempts a name."""
    assert parse(f"{GREEN}\n9 路人").count("ZZ103") == 9
    assert "“锚点”最多只能放 3 张，现在有 5 张" in problems(f"{GREEN}\n5 锚点")
    assert parse(f"{GREEN}\n5 锚点\n1 测试会").count("ZZ104") == 5
    assert "“血瓶”最多只能放 3 张" in problems(f"{GREEN}\n5 血瓶")
    assert parse(f"{GREEN}\n5 血瓶\n1 纯绿会").count("ZZ105") == 5


def test_a_catalog_societys_plain_construction_rules_are_read_from_its_printed_text():
    """"需包含25张或更多【绿】派系的牌" (MSJC01's shape), "只能包含【绿】和【中立】派系的牌。" (MSLC02's),
    "非【绿】且非【中立】派系的牌不能超过N张" (MSJC13's)."""
    eight_green = "\n".join(f"3 绿牌{n}" for n in range(8))
    assert "测试会”要求牌组中至少有 25 张绿派系的牌，现在只有 24 张" in problems(f"{eight_green}\n30 路人\n1 测试会")
    assert len(parse(f"{eight_green}\n1 绿牌8\n30 路人\n1 测试会")) == 56
    reds = f"{GREEN}\n3 红牌\n3 红色灵体\n3 红色法术"
    assert "秘社“纯绿会”不允许牌组中有“红牌”" in problems(f"{reds}\n1 纯绿会")
    assert "秘社“宽容会”最多允许 2 张其他派系的牌，现在有 9 张" in problems(f"{reds}\n1 宽容会")
    assert len(parse(f"{GREEN}\n2 红牌\n1 宽容会")) == 54


def test_a_construction_rule_that_is_not_encoded_does_not_refuse_the_list():
    """法师会's "以及其他派系的法师和法术牌" is not read from text: what can be checked is (the size)."""
    assert len(parse(f"{GREEN}\n3 红牌\n1 法师会")) == 55
    assert "至少需要 50 张牌" in problems("3 红牌\n1 法师会")


def test_a_card_with_a_card_file_is_read_from_it_and_its_society_rule_reads_catalog_cards():
    """MSJC14 哨兵 (a card file): 灰 and 中立, and other factions' cards without a magic-domain icon;
    MSJC17 梦魇族群: other factions' 灵体 characters (the catalog record's printed keywords)."""
    index = catalog_index(CATALOG)
    assert index["哨兵"] is card_db()["MSJC14"] and isinstance(index["红牌"], PrintedCard)
    assert len(parse(f"{GREEN.replace('绿牌16', '红牌')}\n1 哨兵")) == 52  # green cards print no domain
    assert "秘社“哨兵”不允许牌组中有“红色法术”" in problems(f"{GREEN}\n1 红色法术\n1 哨兵")
    message = problems(f"{GREEN}\n3 红色灵体\n3 红牌\n1 梦魇族群")
    assert "“红牌”" in message and "“红色灵体”" not in message


def test_the_real_database_registers_a_deck_of_cards_the_engine_does_not_play(database):
    """冷山帮 (MSWM03): 非【黑】且非【中立】派系的牌不能超过12张, over deck cards the engine does not play."""
    records = read_catalog(database)
    playable = set(engine.get_game("underworld").implemented_cards())
    names: dict[str, dict] = {}
    for entry in records:
        if entry["id"] not in playable and entry["type"] in ("character", "affair", "attachment"):
            names.setdefault(entry["name"], entry)
    black = [name for name, entry in names.items() if entry["faction"] == "black"][:14]
    green = [name for name, entry in names.items() if entry["faction"] == "green"][:5]
    assert len(black) == 14 and len(green) == 5
    deck = "\n".join(f"3 {name}" for name in black) + f"\n3 {green[0]}\n3 {green[1]}\n2 {green[2]}\n1 冷山帮"
    game = engine.get_game("underworld")
    cards = game.parse_catalog_deck(deck, records)
    society = next(r["id"] for r in records if r["name"] == "冷山帮")
    assert len(cards) == 51 and not (set(cards) - {society}) & playable
    with pytest.raises(GameError, match="冷山帮”最多允许 12 张其他派系的牌，现在有 14 张"):
        game.parse_catalog_deck(deck + f"\n3 {green[3]}\n3 {green[4]}", records)
