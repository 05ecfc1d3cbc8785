"""Deck lists and deck construction (100.2-100.5).

A main deck holds at least 50 cards with no maximum (100.2a, 100.4). It is highlander: one card
per Chinese name (同名卡牌构筑限制规则, 100.2a), except that a card printing a copy-limit symbol may
be included up to that many times by card number (403.1; another card number of the same name is
still held to the name rule, digest §12.2 item 25). Authority cards have no name (402.2a) and no
cap (digest §12.2 item 26). Event cards go beside the main deck (not counted in it) and number
at most 10, under the same name rule (100.5a-b). Sideboards are not part of this slice.

A line is "3 卡牌名称" or "3 卡牌编号" (or "卡牌名称 x3"); "#" starts a comment. Authority cards
are named by their number or by their face value ("基础兵权·1步兵").
"""

import re
from collections import Counter

from engine.core.decklist import read_deck
from engine.core.messages import t

from .cards import card_db
from .text import card_name

MIN_DECK = 50  # 100.2a
MAX_EVENTS = 10  # 100.5a


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
    index = lookup_index()
    return read_deck(text, lambda name: _find(index, name), "sanguozhi.deck.line", deck_problems)


def deck_problems(card_ids: list[str], for_play: bool = True) -> list[str]:
    db = card_db()
    problems = []
    events = [card_id for card_id in card_ids if db[card_id].type == "event"]
    if len(card_ids) - len(events) < MIN_DECK:
        problems.append(t("sanguozhi.deck.size", minimum=MIN_DECK, count=len(card_ids) - len(events)))
    if len(events) > MAX_EVENTS:
        problems.append(t("sanguozhi.deck.events", maximum=MAX_EVENTS, count=len(events)))
    counts = Counter(card_ids)
    by_name: dict[str, list[str]] = {}
    for card_id in sorted(counts):
        if db[card_id].type != "authority":  # no name, no cap (402.2a)
            by_name.setdefault(db[card_id].name, []).append(card_id)
    for name, numbers in sorted(by_name.items()):
        total = sum(counts[number] for number in numbers)
        limit = db[numbers[0]].copy_limit if len(numbers) == 1 else None
        if limit is not None and total > limit:
            problems.append(t("sanguozhi.deck.copy_limit", card=name, number=numbers[0], limit=limit, count=total))
        elif limit is None and total > 1:
            problems.append(t("sanguozhi.deck.same_name", card=name, count=total))
    if for_play:
        for card_id in sorted(counts):
            if not db[card_id].implemented:
                problems.append(t("sanguozhi.deck.not_implemented", card=card_name(card_id), number=card_id))
    return problems
