"""The MTG release notes' per-card rulings, found by Chinese name, English name or pinyin.

Names are compared in a compact form (case, spaces and punctuation dropped), so
``cloud midgar mercenary``, ``Cloud, Midgar Mercenary`` and ``米德加佣兵克劳德`` all find the card;
rapidfuzz absorbs typos, and Chinese names also match by pinyin (``kelaode``).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import orjson
from rapidfuzz import fuzz

from .model import CardRulings
from .search import pinyin_keys, pinyin_score

MIN_SCORE = 70.0
_PUNCTUATION = re.compile(r"[\s\W_]+")
_ASCII_QUERY = re.compile(r"^[a-z0-9]+$")


def compact_name(name: str) -> str:
    """``Cloud, Midgar Mercenary`` -> ``cloudmidgarmercenary``; ``召唤: 巴哈姆特`` -> ``召唤巴哈姆特``."""
    return _PUNCTUATION.sub("", unicodedata.normalize("NFKC", name).casefold())


@dataclass(frozen=True)
class CardRulingsMatch:
    card: CardRulings
    score: float


class CardRulingsIndex:
    def __init__(self, cards: list[CardRulings]) -> None:
        self.cards = cards
        self._names = [
            [compact_name(n) for n in (c.name_en, c.name_zh, *c.other_names) if compact_name(n)] for c in cards
        ]
        self._pinyin = [[pinyin_keys(n) for n in (c.name_zh, *c.other_names) if not n.isascii()] for c in cards]

    @classmethod
    def load(cls, path: Path) -> CardRulingsIndex:
        return cls([CardRulings.from_dict(d) for d in orjson.loads(path.read_bytes())])

    def find(self, query: str, limit: int = 5) -> list[CardRulingsMatch]:
        wanted = compact_name(query)
        if not wanted:
            return []
        scored = []
        for index, names in enumerate(self._names):
            score = max(self._name_score(wanted, name) for name in names)
            if _ASCII_QUERY.match(wanted) and self._pinyin[index]:
                score = max(score, *(pinyin_score(wanted, keys) for keys in self._pinyin[index]))
            if score >= MIN_SCORE:
                scored.append((score, index))
        scored.sort(key=lambda s: (-s[0], s[1]))
        return [CardRulingsMatch(self.cards[i], round(score, 1)) for score, i in scored[:limit]]

    @staticmethod
    def _name_score(wanted: str, name: str) -> float:
        if wanted == name:
            return 100.0
        if len(wanted) >= 2 and wanted in name:
            return 90.0 + 5 * len(wanted) / len(name)
        return fuzz.ratio(wanted, name)
