"""The rules service: every game's rule book in memory, looked up by number, keyword or term.

Loaded from the JSON shipped in ``data/`` (see ``build.py``), so it needs nothing outside the
package. Answers are plain data; ``presentation.py`` and the Discord cog turn them into Chinese.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import orjson
from rapidfuzz import fuzz

from bot.messages import t
from engine.core.registry import GAME_NAMES

from .cards import CardRulingsIndex, CardRulingsMatch
from .model import GlossaryEntry, Rule, RuleBook
from .parser import SEED_NUMBERS, normalize_rule_id
from .search import RuleSearch, SearchHit, normalize_query
from .synonyms import document_words

RULE_GAMES = tuple(SEED_NUMBERS)
DATA_DIR = Path(__file__).resolve().parent / "data"  # written by build.py, shipped as package data
MTG_RULINGS_FILE = "mtg_rulings.json"
_NUMBER_LIKE = re.compile(r"^[\d.]+[a-z]?$")
_SUGGESTIONS = 3


class RulesError(LookupError):
    """A lookup that cannot be answered; ``message`` is the Chinese text to show."""

    def __init__(self, key: str, **params: object) -> None:
        self.message = t(key, **params)
        super().__init__(self.message)


@dataclass(frozen=True)
class RuleDetail:
    """A rule with what a reader wants next to it: its subrules, the rules it cites, its parent,
    and the rules printed under the same number elsewhere in the document (``801.2-2``)."""

    rule: Rule
    subrules: tuple[Rule, ...]
    references: tuple[Rule, ...]
    parent: Rule | None
    same_number: tuple[Rule, ...] = ()


@dataclass(frozen=True)
class RulesAnswer:
    """What ``lookup`` found: an exact rule, or a glossary term and/or keyword hits."""

    game: str
    query: str
    detail: RuleDetail | None = None
    term: GlossaryEntry | None = None
    hits: tuple[SearchHit, ...] = field(default_factory=tuple)

    @property
    def found(self) -> bool:
        return self.detail is not None or self.term is not None or bool(self.hits)


class RulesService:
    def __init__(self, books: dict[str, RuleBook], card_rulings: CardRulingsIndex) -> None:
        self.books = books
        self.card_rulings = card_rulings
        self._by_id = {game: {normalize_rule_id(r.id): r for r in book.rules} for game, book in books.items()}
        self._terms = {
            game: {normalize_query(g.term): g for g in book.glossary} for game, book in books.items()
        }
        self._search = {game: RuleSearch(book) for game, book in books.items()}

    @classmethod
    def load(cls, data_dir: Path = DATA_DIR) -> RulesService:
        books = {
            game: RuleBook.from_dict(orjson.loads((data_dir / f"{game}.json").read_bytes())) for game in RULE_GAMES
        }
        return cls(books, CardRulingsIndex.load(data_dir / MTG_RULINGS_FILE))

    def book(self, game: str) -> RuleBook:
        if game not in self.books:
            available = "、".join(f"{g}（{GAME_NAMES[g]}）" for g in self.books)
            raise RulesError("rules.unknown_game", game=game, available=available)
        return self.books[game]

    def rule(self, game: str, rule_id: str) -> RuleDetail | None:
        """The rule printed with this number (or derived id), with its neighbourhood."""
        self.book(game)
        rule = self._by_id[game].get(normalize_rule_id(rule_id))
        return None if rule is None else self._detail(game, rule)

    def glossary(self, game: str, term: str) -> GlossaryEntry | None:
        self.book(game)
        return self._terms[game].get(normalize_query(term))

    def search(self, game: str, query: str, limit: int = 5) -> list[SearchHit]:
        self.book(game)
        return self._search[game].search(query, limit)

    def lookup(self, game: str, query: str, limit: int = 5) -> RulesAnswer:
        """By number first, then glossary term and keywords; raises RulesError with suggestions
        when nothing matches."""
        self.book(game)
        query = query.strip()
        if not query:
            raise RulesError("rules.empty_query")
        detail = self.rule(game, query)
        if detail is not None:
            return RulesAnswer(game, query, detail=detail)
        if _NUMBER_LIKE.match(normalize_rule_id(query)):
            raise self._not_found(game, query)  # a missing number is not a keyword
        words = document_words(game, query)
        term = self.glossary(game, words)
        hits = tuple(self.search(game, words, limit))
        if term is None and not hits:
            raise self._not_found(game, query)
        return RulesAnswer(game, query, term=term, hits=hits)

    def _detail(self, game: str, rule: Rule) -> RuleDetail:
        rules = self._by_id[game]
        by_id = {r.id: r for r in rules.values()}
        printed = rule.id.split("-")[0]
        same_number = tuple(
            r for r in rules.values() if r.id != rule.id and (r.id == printed or r.id.startswith(f"{printed}-"))
        )
        return RuleDetail(
            rule=rule,
            subrules=tuple(by_id[c] for c in rule.children),
            references=tuple(by_id[r] for r in rule.refs),
            parent=by_id.get(rule.parent) if rule.parent else None,
            same_number=same_number,
        )

    def _not_found(self, game: str, query: str) -> RulesError:
        name = GAME_NAMES[game]
        if _NUMBER_LIKE.match(normalize_rule_id(query)):
            wanted = normalize_rule_id(query)
            ranked = sorted(self._by_id[game], key=lambda rule_id: -fuzz.ratio(wanted, rule_id))
            suggestions = [self._by_id[game][rule_id].id for rule_id in ranked[:_SUGGESTIONS]]
            return RulesError("rules.number_not_found", game=name, number=query, suggestions="、".join(suggestions))
        suggestions = self._search[game].vocabulary_suggestions(query, _SUGGESTIONS)
        if suggestions:
            return RulesError("rules.keyword_not_found_suggest", game=name, query=query, suggestions="、".join(suggestions))
        return RulesError("rules.keyword_not_found", game=name, query=query)

    def mtg_rulings(self, name: str, limit: int = 5) -> list[CardRulingsMatch]:
        """MTG cards from the release notes by Chinese or English name (or a flavour name), best first."""
        return self.card_rulings.find(name, limit)
