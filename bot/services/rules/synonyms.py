"""What players call a rule, mapped to the words the rules document uses: English keyword names
(shift, evasive, job select), everyday words (演唱, 获胜, 调度 for a mulligan). Written by hand per
game; each target is a heading, glossary term or phrase of that game's document (a test checks
that each one finds a rule)."""

from __future__ import annotations

from .search import normalize_query

SYNONYMS: dict[str, dict[str, str]] = {
    "lorcana": {
        "shift": "转形", "evasive": "灵活", "challenger": "善战", "bodyguard": "护卫", "reckless": "鲁莽",
        "resist": "抵抗", "rush": "速击", "singer": "歌手", "sing together": "合唱", "support": "辅助",
        "ward": "庇护", "quest": "探奇", "challenge": "挑战", "inkwell": "奇墨池", "ink": "奇墨池", "bag": "奇囊",
        "the bag": "奇囊", "lore": "奇谈", "exert": "力竭", "ready": "就绪", "banish": "驱逐", "location": "地点",
        "move": "将角色移至地点", "song": "歌曲", "keyword": "关键词", "mulligan": "调整自己的手卡",
        "调度": "调整自己的手卡", "起手调度": "调整自己的手卡", "换手": "调整自己的手卡", "重抽": "调整自己的手卡",
        "演唱": "歌曲", "唱歌": "歌曲", "获胜": "游戏结束", "胜利": "游戏结束", "赢": "游戏结束", "win": "游戏结束",
    },
    "ultraman": {
        "获胜": "结束游戏", "胜利": "结束游戏", "输": "结束游戏", "win": "结束游戏", "起手": "开始游戏",
        "起手调度": "开始游戏", "调度": "开始游戏", "form change": "形态转换", "变身": "形态转换", "support": "支援阶段",
        "battle": "战斗阶段", "energy": "能量区",
    },
    "underworld": {
        "调度": "再调度", "起手调度": "再调度", "mulligan": "再调度", "获胜": "胜利和失败", "赢": "胜利和失败",
        "win": "胜利和失败",
    },
    "mtg": {
        "job select": "职业选择", "tiered": "分级", "landfall": "地落", "flashback": "返照", "saga": "传纪",
        "town": "市镇", "transform": "转化式双面牌", "meld": "融合牌", "summon": "传纪生物",
    },
    "sanguozhi": {"获胜": "结束游戏", "胜利": "结束游戏", "赢": "结束游戏", "win": "结束游戏"},
}  # fmt: skip
_BY_QUERY = {game: {normalize_query(k): v for k, v in table.items()} for game, table in SYNONYMS.items()}


def document_words(game: str, query: str) -> str:
    """The document's words for ``query`` when players call it something else; else the query."""
    return _BY_QUERY.get(game, {}).get(normalize_query(query), query)
