"""Finding cards by what they do: "抽2张", "歌曲 5费", "有 恶卡 的角色", "draw 2".

Every word of the query must appear in the card's public text (names, type, ink or colour, facts,
generated and printed rules text), compared without spaces or case, so "抽 2 张" finds "抽2张卡".
A word such as "5费" or "费用5" is a cost filter, a game's name a game filter, and the small words
of a Chinese phrase (有, 的) are left out. Results keep the index's order (a game's release order).
"""

from __future__ import annotations

import re
from dataclasses import replace

from .game_words import split_game_word
from .index import Filters
from .keys import normalize
from .records import CardRecord

COST_WORD = re.compile(r"^(?:(\d{1,2})费|费用(\d{1,2})|cost(\d{1,2}))$")
LINKING_WORDS = ("有", "的", "张")  # "有 恶卡 的角色": only 恶卡 and 角色 say anything
CHINESE_NUMERALS = {"1": "一", "2": "两", "3": "三", "4": "四", "5": "五", "6": "六", "7": "七", "8": "八", "9": "九"}
# English words players use for what Chinese card text says (Lorcana and Ultraman text is Chinese
# only; MTG's imported Oracle text is English and matches the word itself).
ENGLISH_WORDS = {
    "draw": "抽", "card": "卡", "cards": "卡", "damage": "伤害", "banish": "驱逐", "exert": "力竭", "ready": "就绪",
    "lore": "奇谈", "discard": "弃", "song": "歌曲", "character": "角色", "item": "物品", "action": "行动",
    "location": "地点", "shift": "转形", "evasive": "灵活", "rush": "速击", "ward": "庇护", "bodyguard": "护卫",
    "challenger": "善战", "resist": "抵抗", "support": "辅助", "singer": "歌手", "reckless": "鲁莽", "heal": "移除",
}  # fmt: skip


def searchable_text(record: CardRecord) -> str:
    parts = [record.name, record.subtitle, record.name_en, record.subtitle_en, record.type_label, record.colour_label,
             *(value for _, value in record.facts), record.text, record.printed_text]  # fmt: skip
    return normalize(" ".join(part for part in parts if part))


def parse_text_query(query: str, filters: Filters) -> tuple[list[str], Filters]:
    """The words to find and the filters the query adds (cost, game)."""
    rest, game = split_game_word(query)
    if game is not None and filters.game is None:
        filters = replace(filters, game=game)
    words = []
    for word in rest.split():
        cost = COST_WORD.match(normalize(word))
        if cost and filters.cost is None:
            filters = replace(filters, cost=int(next(g for g in cost.groups() if g)))
            continue
        word = normalize(word)
        for linking in LINKING_WORDS:
            word = word.removeprefix(linking) if len(word) > len(linking) else word
        if word and word not in LINKING_WORDS:
            words.append(word)
    return words, filters


class TextSearch:
    """The cards' searchable text, built once per index."""

    def __init__(self, records: list[CardRecord]) -> None:
        self.records = records
        self._texts = [searchable_text(record) for record in records]

    def search(self, query: str, filters: Filters) -> list[CardRecord]:
        words, filters = parse_text_query(query, filters)
        if not words and filters == Filters():
            return []
        return [
            record
            for record, text in zip(self.records, self._texts, strict=True)
            if filters.accepts(record) and all(_says(text, word) for word in words)
        ]


def _says(text: str, word: str) -> bool:
    """``word`` is in ``text`` as typed, with its digits as Chinese numerals (抽2张 / 抽两张), or as
    the Chinese for an English word."""
    if word in text:
        return True
    numerals = "".join(CHINESE_NUMERALS.get(character, character) for character in word)
    return (numerals != word and numerals in text) or ENGLISH_WORDS.get(word, word) in text
