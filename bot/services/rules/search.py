"""Keyword search over one rule book, in Chinese or pinyin.

A Chinese query is scored against each rule's heading and text with rapidfuzz (exact and
substring hits first). A pinyin query (``tiaozhan``, ``tz``, ``qinang``) is first turned into the
Chinese words it spells, taken from the book's vocabulary (headings and glossary terms), and those
words are searched: pinyin of every rule's full text would cost seconds at start for little gain.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from pypinyin import Style, lazy_pinyin
from rapidfuzz import fuzz

from .model import Rule, RuleBook

MIN_SCORE = 55.0
_PINYIN_QUERY = re.compile(r"^[a-z\s']+$")
_PINYIN_WORDS = 3  # Chinese words tried for one pinyin query
_PARAMETER = re.compile(r"\s*[XYN]$")  # "杀伤 X" is spelled shashang


@dataclass(frozen=True)
class SearchHit:
    rule: Rule
    score: float


def normalize_query(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


def pinyin_keys(word: str) -> tuple[str, str]:
    """(full pinyin, initials) of a Chinese word: ``挑战`` -> (``tiaozhan``, ``tz``)."""
    syllables = [s for s in lazy_pinyin(word, errors="ignore") if s.isalpha()]
    initials = lazy_pinyin(word, style=Style.FIRST_LETTER, errors="ignore")
    return "".join(syllables).casefold(), "".join(i for i in initials if i.isalpha()).casefold()


def pinyin_score(query: str, keys: tuple[str, str]) -> float:
    full, initials = keys
    compact = query.replace(" ", "").replace("'", "")
    if compact in (full, initials):
        return 100.0
    if len(compact) >= 2 and (full.startswith(compact) or initials.startswith(compact)):
        return 90.0
    if len(compact) >= 4 and compact in full:
        return 85.0
    return fuzz.ratio(compact, full) * 0.9 if len(compact) >= 4 else 0.0


class RuleSearch:
    def __init__(self, book: RuleBook) -> None:
        self._rules = [r for r in book.rules if r.text or r.examples or r.children]
        self._headings = [r.heading.casefold() for r in self._rules]
        self._texts = [" ".join([r.text, *r.examples]).casefold() for r in self._rules]
        words = {r.heading for r in book.rules if r.heading} | {g.term for g in book.glossary}
        self._vocabulary = {word: pinyin_keys(_PARAMETER.sub("", word)) for word in sorted(words)}

    def search(self, query: str, limit: int = 5) -> list[SearchHit]:
        query = normalize_query(query)
        if not query:
            return []
        if _PINYIN_QUERY.match(query):
            words = self.words_for_pinyin(query)
            if words:
                return self._best([normalize_query(word) for word in words], limit)
        return self._best([query], limit)

    def words_for_pinyin(self, query: str) -> list[str]:
        """The vocabulary words a pinyin query most likely spells, best first."""
        scored = [(pinyin_score(query, keys), word) for word, keys in self._vocabulary.items()]
        scored = sorted((s for s in scored if s[0] >= 80), key=lambda s: (-s[0], len(s[1]), s[1]))
        return [word for _, word in scored[:_PINYIN_WORDS]]

    def vocabulary_suggestions(self, query: str, limit: int = 3) -> list[str]:
        query = normalize_query(query)
        scored = [
            (max(fuzz.ratio(query, word.casefold()), pinyin_score(query, keys)), word)
            for word, keys in self._vocabulary.items()
        ]
        return [word for score, word in sorted(scored, key=lambda s: -s[0])[:limit] if score >= 50]

    def _best(self, queries: list[str], limit: int) -> list[SearchHit]:
        scores: dict[int, float] = {}
        for rank, query in enumerate(queries):
            tokens = query.split(" ")
            for index in range(len(self._rules)):
                score = sum(self._score(token, index) for token in tokens) / len(tokens) - rank
                if score >= MIN_SCORE and score > scores.get(index, 0.0):
                    scores[index] = score
        # Best score first; among equals the shallower rule (a section before its subrules), then
        # document order.
        best = sorted(scores, key=lambda i: (-scores[i], self._rules[i].id.count("."), i))
        return [SearchHit(self._rules[i], round(scores[i], 1)) for i in best[:limit]]

    def _score(self, token: str, index: int) -> float:
        heading, text = self._headings[index], self._texts[index]
        if token == heading:
            heading_score = 100.0
        elif token in heading:
            heading_score = 92.0
        elif heading and heading in token:  # the query is more specific than the section
            heading_score = 60.0 + 20.0 * len(heading) / len(token)
        elif 2 <= len(token) <= len(heading):
            heading_score = fuzz.partial_ratio(token, heading) * 0.8
        else:
            heading_score = 0.0
        count = text.count(token)
        text_score = 70.0 + 4 * min(count, 5) if count else fuzz.partial_ratio(token, text) * 0.7
        if count and text.startswith(token):
            text_score += 8.0  # "手牌上限一般为 10 张": a rule that opens with the words defines them
        return max(heading_score, text_score)
