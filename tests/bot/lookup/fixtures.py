"""Card records of a made-up second game ("fixture"): Ultraman, Final Fantasy and 三国 style names,
so search is proven on another game's cards than Lorcana's."""

from __future__ import annotations

from engine.core.game import Game, ProcTable

# A Lorcana card as an imported catalog gives it, that the engine does not implement (every
# card of sets 1–4 plays now: this is a made-up card of a later set).
IMPORTED_LORCANA_CARD = {
    "id": "ssk-002", "name": "导入测试角色", "subtitle": "只在目录里", "name_en": None, "subtitle_en": None,
    "type": "character", "song": False, "ink": "amber", "cost": 3, "inkable": False, "strength": 1, "willpower": 3,
    "lore": 2, "classifications": ["故事源形"], "printed_text": "【都坐下】 印刷的文字。", "implemented": False,
}  # fmt: skip

FIXTURE_RECORDS = [
    ("fx-001", "迪迦奥特曼", "复合型", "Ultraman Tiga", "Multi Type", "hero", "英雄", 4, "light", "光"),
    ("fx-002", "迪迦奥特曼", "强力型", "Ultraman Tiga", "Power Type", "hero", "英雄", 5, "light", "光"),
    ("fx-003", "赛罗奥特曼", None, "Ultraman Zero", None, "hero", "英雄", 6, "light", "光"),
    ("fx-004", "哥尔赞", None, "Golza", None, "monster", "怪兽", 3, "dark", "暗"),
    ("fx-010", "克劳德", "米德加佣兵", "Cloud", "Midgar Mercenary", "creature", "生物", 3, "red", "红"),
    ("fx-011", "克劳德", "前神罗特种兵", "Cloud", "Ex-SOLDIER", "creature", "生物", 4, "red", "红"),
    ("fx-012", "蒂法", "第七天堂店主", "Tifa", "Seventh Heaven Owner", "creature", "生物", 2, "green", "绿"),
    ("fx-013", "萨菲罗斯", "片翼天使", "Sephiroth", "One-Winged Angel", "creature", "生物", 6, "black", "黑"),
    ("fx-020", "曹操", "乱世奸雄", "Cao Cao", "Hero of Chaos", "general", "武将", 5, "wei", "魏"),
    ("fx-021", "长坂坡", None, "Changban", None, "event", "事件", 2, "shu", "蜀"),
    ("fx-022", "重装骑兵", None, "Heavy Cavalry", None, "soldier", "士兵", 3, "wei", "魏"),
]


def fixture_records() -> list[dict]:
    """The records as ``Game.lookup_records`` gives them."""
    return [
        {"id": card_id, "name": name, "subtitle": subtitle, "name_en": name_en, "subtitle_en": subtitle_en,
         "type": kind, "type_label": type_label, "cost": cost, "colour": colour, "colour_label": colour_label,
         "implemented": card_id == "fx-001", "facts": [("费用", str(cost))], "text": "", "printed_text": None}
        for card_id, name, subtitle, name_en, subtitle_en, kind, type_label, cost, colour, colour_label in FIXTURE_RECORDS
    ]  # fmt: skip


class FixtureLookupGame(Game):
    """Only the lookup hook: enough for the card index to pick the game up from the registry."""

    id = "fixture"
    name = "测试游戏"
    procs = ProcTable()

    def lookup_records(self, catalog: list[dict]) -> list[dict]:
        return fixture_records()
