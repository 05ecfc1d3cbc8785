"""The in-memory card index: every card of every game plus server aliases, searched by name,
reading (pinyin), English name or word, set/number id and alias, with typo tolerance.

A search looks up a few candidate keys (exact, prefix, and keys sharing the query's rarest
character pairs, or letter triples for longer Latin queries) and scores only those with rapidfuzz,
so a query costs about the same over 900 cards or 100,000 (bench/lookup.py prints the figures).
"""

from __future__ import annotations

import heapq
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import islice

from rapidfuzz import fuzz

from engine.core.errors import GameError
from engine.core.registry import get_game

from .game_words import split_game_word
from .keys import (
    FAMILIES,
    KIND_WEIGHTS,
    PREFIX_ONLY_KINDS,
    alias_keys,
    card_keys,
    has_cjk,
    id_keys,
    key_family,
    normalize,
    query_reading,
)
from .near_names import near_names
from .nicknames import nicknames_of, shipped_nicknames
from .records import CardRecord

MIN_SCORE = 72.0  # below this a key is not a match ("stich" vs "stitch" scores 91)
CLOSE = 2.0  # matches this near the best one are offered to choose from
READING_FACTOR = 0.97  # a query matched through its pinyin (史迪其 -> shidiqi) ranks under its characters
NEAR_FACTOR = 0.97  # a query matched as a near-name (words swapped, a synonym) ranks under one matched as typed
STRONG = 90.0  # a match at least this good is a prefix or better: near-names are not tried
PREFIX_LIMIT = 32  # keys taken in order after the query in the sorted key list
GRAM_CANDIDATES = 150  # keys taken from the n-gram index
GRAM_BUDGET = 2_000  # key ids counted per query form and family at most (bench/lookup.py: p99 over 100,000 names)
# Letters (English, pinyin) are indexed by pairs and by triples: over a large catalog every pair of
# letters is common, a triple far less, so long queries count triples (fewer ids, better
# candidates). A query shorter than TRIPLES_FROM keeps pairs: one typo can touch all its triples.
TRIPLES_FROM = 6
EXACT_IS_ENOUGH = 4  # a Latin query this long that is some card's key needs no typo candidates


@dataclass(frozen=True)
class Alias:
    """A server's nickname (绰号) for a card."""

    guild: str
    game: str
    alias: str
    card_id: str
    author: str = ""
    created_at: str = ""


@dataclass(frozen=True)
class Filters:
    game: str | None = None
    cost: int | None = None
    type: str | None = None  # an id ("character") or a Chinese label ("角色", "歌曲")
    colour: str | None = None  # an id ("amber") or a Chinese label ("琥珀")

    def accepts(self, record: CardRecord) -> bool:
        if self.game is not None and record.game != self.game:
            return False
        if self.cost is not None and record.cost != self.cost:
            return False
        return _label_matches(self.type, record.type, record.type_label) and _label_matches(
            self.colour, record.colour, record.colour_label
        )


NO_FILTERS = Filters()


def _label_matches(wanted: str | None, value: str | None, label: str | None) -> bool:
    if wanted is None:
        return True
    wanted = normalize(wanted)
    return wanted in (normalize(value or ""), normalize(label or "")) or bool(label and wanted and wanted in normalize(label))


@dataclass(frozen=True)
class Match:
    record: CardRecord
    score: float
    key: str  # the key that matched best
    kind: str  # its kind (see keys.KIND_WEIGHTS)


class CardIndex:
    def __init__(
        self,
        records: Iterable[CardRecord],
        aliases: Iterable[Alias] = (),
        nicknames: dict[str, dict[str, tuple[str, ...]]] | None = None,
    ) -> None:
        """``nicknames``: community names per game and printed name (``nicknames.py``; the shipped
        list unless given)."""
        self.records: list[CardRecord] = list(records)
        self._by_key = {f"{r.game}:{card_id}": position for position, r in enumerate(self.records) for card_id in r.printings}
        self._by_key |= {record.key: position for position, record in enumerate(self.records)}
        self._games = sorted({record.game for record in self.records})
        self._texts: list[str] = []
        self._text_ids: dict[str, int] = {}
        self._entries: list[list[tuple[int, str, str | None]]] = []  # per text: (record, kind, guild or None)
        table = shipped_nicknames() if nicknames is None else nicknames
        for position, record in enumerate(self.records):
            for text, kind in card_keys(record.name, record.subtitle, record.name_en, record.subtitle_en, record.id):
                self._add(text, position, kind, None)
            for reprint in record.printings[1:]:
                for text, kind in id_keys(reprint):
                    self._add(text, position, kind, None)
            for nickname in nicknames_of(record.game, record.name, table):
                for text, kind in alias_keys(nickname, "nickname"):
                    self._add(text, position, kind, None)
                if record.subtitle:  # 长发公主 放下长发: the nickname stands for the name
                    for text, kind in alias_keys(nickname + record.subtitle, "nickname"):
                        self._add(text, position, kind, None)
        self.aliases: list[Alias] = []
        for alias in aliases:
            position = self._by_key.get(f"{alias.game}:{alias.card_id}")
            if position is not None:  # the card may have left the catalog since
                self.aliases.append(alias)
                for text, kind in alias_keys(alias.alias):
                    self._add(text, position, kind, alias.guild)
        order = sorted(range(len(self._texts)), key=self._texts.__getitem__)
        self._sorted_texts = [self._texts[i] for i in order]
        self._sorted_ids = order
        # N-grams per family of keys, so that a query counts only keys it can match: an English
        # typo never wades through the pinyin keys that share its common pairs.
        self._grams: dict[tuple[str, int], dict[str, list[int]]] = {
            (family, size): {} for family in FAMILIES for size in _gram_sizes(family)
        }
        for text_id, text in enumerate(self._texts):
            for family in {key_family(text, kind) for _, kind, _ in self._entries[text_id]} - {None}:
                for size in _gram_sizes(family):
                    grams = self._grams[family, size]
                    for gram in _ngrams(text, size):
                        grams.setdefault(gram, []).append(text_id)

    def _add(self, text: str, record: int, kind: str, guild: str | None) -> None:
        text_id = self._text_ids.get(text)
        if text_id is None:
            text_id = self._text_ids[text] = len(self._texts)
            self._texts.append(text)
            self._entries.append([])
        self._entries[text_id].append((record, kind, guild))

    def __len__(self) -> int:
        return len(self.records)

    def get(self, key: str) -> CardRecord | None:
        """A card by its key ("lorcana:tfc-021")."""
        position = self._by_key.get(key)
        return None if position is None else self.records[position]

    def search(self, query: str, *, guild: str | None = None, filters: Filters = NO_FILTERS, limit: int = 10) -> list[Match]:
        """The best cards for ``query``, best first; ``guild`` adds that server's aliases. An empty
        query lists the cards the filters accept. A word naming a game filters by it, and a
        collector number as printed ("21/204") finds its cards."""
        rest, named_game = split_game_word(query)
        if named_game is None or filters.game not in (None, named_game):
            return self._search(query, guild, filters, limit)
        # "Ultraman Zero" names a card, not the game: the query as typed competes, ties to the game.
        in_game = self._search(rest, guild, replace(filters, game=named_game), limit)
        as_typed = self._search(query, guild, filters, limit)
        if as_typed and (not in_game or as_typed[0].score > in_game[0].score):
            return as_typed
        return in_game

    def _search(self, query: str, guild: str | None, filters: Filters, limit: int) -> list[Match]:
        numbered = [m for m in self._by_printed_number(query) if filters.accepts(m.record)]
        if numbered:
            return numbered[:limit]
        compact = normalize(query)
        if not compact:
            return [Match(r, 0.0, "", "") for r in islice((r for r in self.records if filters.accepts(r)), limit)]
        best = self._scores(compact, guild, filters, 1.0)
        if max((score for score, _, _ in best.values()), default=0.0) < STRONG:
            for near in near_names(query):
                for record, found in self._scores(near, guild, filters, NEAR_FACTOR).items():
                    if record not in best or found[0] > best[record][0]:
                        best[record] = found
        ranked = heapq.nsmallest(limit, best.items(), key=lambda item: (-item[1][0], item[0]))
        return [Match(self.records[r], round(s, 2), t, k) for r, (s, t, k) in ranked if s >= MIN_SCORE]

    def _scores(self, compact: str, guild: str | None, filters: Filters, factor: float) -> dict[int, tuple[float, str, str]]:
        """record -> (score, key, kind) of its best key for the normalized query ``compact``."""
        chinese = has_cjk(compact)
        forms: list[tuple[str, float, tuple[str, ...], tuple[str, ...]]] = [
            (compact, factor, (), ("chinese",) if chinese else ("latin", "pinyin"))
        ]
        if chinese:  # homophones: 史迪其 reads like 史迪奇
            forms.append((query_reading(compact) or compact, factor * READING_FACTOR, ("pinyin", "pinyin_alt"), ("pinyin",)))
        accepts = None if filters == NO_FILTERS else filters.accepts
        best: dict[int, tuple[float, str, str]] = {}
        for form, form_factor, only_kinds, families in forms:
            for text_id in self._candidates(form, families):
                text = self._texts[text_id]
                how, score = _compare(form, text)
                score *= form_factor
                if score < MIN_SCORE:
                    continue
                loose = how not in ("exact", "prefix")
                for record, kind, owner in self._entries[text_id]:
                    if (owner is not None and owner != guild) or (only_kinds and kind not in only_kinds):
                        continue
                    if loose and kind in PREFIX_ONLY_KINDS:
                        continue
                    final = score * KIND_WEIGHTS[kind]
                    current = best.get(record)
                    if (current is None or final > current[0]) and (accepts is None or accepts(self.records[record])):
                        best[record] = (final, text, kind)
        return best

    def _by_printed_number(self, query: str) -> list[Match]:
        found = []
        for game_id in self._games:
            try:
                card_ids = get_game(game_id).printed_number_ids(query)
            except GameError:  # a game known only by its records (tests' made-up games)
                continue
            for card_id in card_ids:
                position = self._by_key.get(f"{game_id}:{card_id}")
                if position is not None:
                    found.append(Match(self.records[position], 100.0, normalize(query), "id"))
        return found

    def _candidates(self, form: str, families: tuple[str, ...]) -> set[int]:
        found: set[int] = set()
        exact = self._text_ids.get(form)
        if exact is not None:
            found.add(exact)
        start = bisect_left(self._sorted_texts, form)
        for position in range(start, min(start + PREFIX_LIMIT, len(self._sorted_texts))):
            if not self._sorted_texts[position].startswith(form):
                break
            found.add(self._sorted_ids[position])
        if exact is not None and len(form) >= EXACT_IS_ENOUGH and not has_cjk(form):
            # The query is some card's English or pinyin key: that card and the keys starting with
            # the query answer it. Typo candidates are not looked for (they score under the exact
            # key unless it is of a lower kind and theirs is one letter longer inside), so most
            # Latin queries cost a look-up and a bisection. Chinese queries are short and their
            # one-character neighbours (亡者之门, 死者之门) are worth listing.
            return found
        # A key within ``edits`` typos of the query still has all but n * edits of its n-grams,
        # so it holds one of any n * edits + 1 of them: the rarest are enough. N-grams so common
        # that counting them would cost more than GRAM_BUDGET are left out (queries stay fast).
        edits = max(1, len(form) // 4)
        for family in families:
            size = max(size for size in _gram_sizes(family) if size == 2 or len(form) >= TRIPLES_FROM)
            grams = self._grams[family, size]
            counts: Counter[int] = Counter()
            budget = GRAM_BUDGET
            for posting in sorted((grams[g] for g in _ngrams(form, size) if g in grams), key=len)[: size * edits + 1]:
                budget -= len(posting)
                if budget < 0:
                    break
                counts.update(posting)
            if len(counts) > GRAM_CANDIDATES:  # the keys sharing the most n-grams (a C sort: most_common is slower)
                found.update(sorted(counts, key=counts.__getitem__, reverse=True)[:GRAM_CANDIDATES])
            else:
                found.update(counts)
        return found

    def values(self, field: str, game: str | None = None) -> list[tuple[str, str]]:
        """Distinct (id, Chinese label) of ``type`` or ``colour`` over the cards (for filters)."""
        seen: dict[str, str] = {}
        for record in self.records:
            value = getattr(record, field)
            if value and (game is None or record.game == game):
                seen.setdefault(value, getattr(record, f"{field}_label") or value)
        return sorted(seen.items(), key=lambda item: item[1])


def close_matches(matches: list[Match]) -> list[Match]:
    """The matches as good as the best one, give or take ``CLOSE``: the player should choose."""
    if not matches:
        return []
    return [m for m in matches if m.score >= matches[0].score - CLOSE]


def _gram_sizes(family: str) -> tuple[int, ...]:
    return (2,) if family == "chinese" else (2, 3)  # two characters already say much


def _ngrams(text: str, size: int) -> set[str]:
    return {text[i : i + size] for i in range(len(text) - size + 1)}


def _compare(query: str, key: str) -> tuple[str, float]:
    """How ``query`` matches ``key`` and how well (0-100)."""
    if query == key:
        return "exact", 100.0
    chinese = has_cjk(query)
    if (chinese or len(query) >= 2) and key.startswith(query):
        return "prefix", 90.0 + 10.0 * len(query) / len(key)
    if chinese and query in key:  # Latin letters inside a word ("tiga" in "instigator") mean nothing
        return "contains", 80.0 + 10.0 * len(query) / len(key)
    return "fuzzy", fuzz.ratio(query, key, score_cutoff=MIN_SCORE - 10)
