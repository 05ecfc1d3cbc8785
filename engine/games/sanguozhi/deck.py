"""Deck lists and deck construction (100.2-100.5).

A main deck holds at least 50 cards with no maximum (100.2a, 100.4). It is highlander: one card
per Chinese name (同名卡牌构筑限制规则, 100.2a), except that a card printing a copy-limit symbol may
be included up to that many times by card number (403.1; another card number of the same name is
still held to the name rule, digest §12.2 item 25). Authority cards have no name (402.2a) and no
cap (digest §12.2 item 26). Event cards go beside the main deck (not counted in it) and number
at most 10, under the same name rule (100.5a-b). A line "备卡" (or "备牌", "Sideboard") starts the
sideboard for best-of-N matches (100.3): at most 15 cards and no Events (100.3a, 100.5a), one per
name within it; a card number in the deck may not come again in the sideboard, another number of
the same name may (100.3a), and a copy-limit symbol counts deck and sideboard together (100.2a).

A line is "3 卡牌名称" or "3 卡牌编号" (or "卡牌名称 x3"); "#" starts a comment. Authority cards
are named by their number or by their face value ("基础兵权·1步兵").
"""

import functools
import re
from collections import Counter

from engine.core.decklist import read_deck, split_sideboard
from engine.core.messages import t

from .cards import card_db
from .text import card_name

MIN_DECK = 50  # 100.2a
MAX_EVENTS = 10  # 100.5a
MAX_SIDEBOARD = 15  # 100.3a
SIDEBOARD_HEADERS = frozenset({"备卡", "备卡卡组", "备牌", "sideboard"})


def _key(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def lookup_index() -> dict[str, list[str]]:
    """Card numbers and names, normalised, to card numbers (a name several numbers share has them all)."""
    index: dict[str, list[str]] = {}
    for card in card_db().values():
        index[_key(card.id)] = [card.id]
        index.setdefault(_key(card_name(card.id)), []).append(card.id)
    return index


def _find(index: dict[str, list[str]], name: str) -> str | list[str] | None:
    found = index.get(_key(name), [])
    return found[0] if len(found) == 1 else found or None


def parse_deck(text: str) -> list[str]:
    """The deck of a list (a sideboard section, if any, is checked too); raises GameError."""
    return parse_deck_and_sideboard(text)[0]


def parse_deck_and_sideboard(text: str) -> tuple[list[str], list[str]]:
    """(deck, sideboard) of a list; the sideboard is empty when the list has none."""
    index = lookup_index()

    def find(name: str) -> str | list[str] | None:
        return _find(index, name)

    deck_text, sideboard_text = split_sideboard(text, SIDEBOARD_HEADERS)
    deck = read_deck(deck_text, find, "sanguozhi.deck.line", deck_problems)
    if sideboard_text is None:
        return deck, []
    return deck, read_deck(sideboard_text, find, "sanguozhi.deck.line", functools.partial(sideboard_problems, deck))


def deck_problems(card_ids: list[str], for_play: bool = True) -> list[str]:
    db = card_db()
    problems = []
    events = [card_id for card_id in card_ids if db[card_id].type == "event"]
    if len(card_ids) - len(events) < MIN_DECK:
        problems.append(t("sanguozhi.deck.size", minimum=MIN_DECK, count=len(card_ids) - len(events)))
    if len(events) > MAX_EVENTS:
        problems.append(t("sanguozhi.deck.events", maximum=MAX_EVENTS, count=len(events)))
    counts = Counter(card_ids)
    problems.extend(same_name_problems(counts, counts))
    if for_play:
        problems.extend(unimplemented_problems(counts))
    return problems


def sideboard_problems(deck: list[str], sideboard: list[str]) -> list[str]:
    """100.3a, 100.5a: what keeps ``sideboard`` from a best-of-N match beside ``deck``."""
    db = card_db()
    events = [card_id for card_id in sideboard if db[card_id].type == "event"]
    problems = []
    if len(sideboard) - len(events) > MAX_SIDEBOARD:
        problems.append(t("sanguozhi.sideboard.size", maximum=MAX_SIDEBOARD, count=len(sideboard) - len(events)))
    if events:
        problems.append(t("sanguozhi.sideboard.events", count=len(events)))
    counts, in_deck = Counter(sideboard), Counter(deck)
    problems.extend(same_name_problems(counts, counts + in_deck))
    for card_id in sorted(counts.keys() & in_deck.keys()):
        if db[card_id].type != "authority" and db[card_id].copy_limit is None:
            problems.append(t("sanguozhi.sideboard.in_deck", card=card_name(card_id), number=card_id))
    problems.extend(unimplemented_problems(counts))  # any sideboard card may be swapped in
    return problems


def same_name_problems(counts: Counter, limit_counts: Counter) -> list[str]:
    """100.2a over the cards ``counts``: one card per Chinese name, or of a card number with a
    copy-limit symbol at most its limit, counted in ``limit_counts`` (deck and sideboard)."""
    db = card_db()
    by_name: dict[str, list[str]] = {}
    for card_id in sorted(counts):
        if db[card_id].type != "authority":  # no name, no cap (402.2a)
            by_name.setdefault(db[card_id].name, []).append(card_id)
    problems = []
    for name, numbers in sorted(by_name.items()):
        total = sum(counts[number] for number in numbers)
        limit = db[numbers[0]].copy_limit if len(numbers) == 1 else None
        if limit is not None and limit_counts[numbers[0]] > limit:
            problems.append(t("sanguozhi.deck.copy_limit", card=name, number=numbers[0], limit=limit, count=limit_counts[numbers[0]]))
        elif limit is None and total > 1:
            problems.append(t("sanguozhi.deck.same_name", card=name, count=total))
    return problems


def unimplemented_problems(counts: Counter) -> list[str]:
    db = card_db()
    return [t("sanguozhi.deck.not_implemented", card=card_name(card_id), number=card_id)
            for card_id in sorted(counts) if not db[card_id].implemented]  # fmt: skip
