"""Deck lists and deck construction (1.0.2): exactly 40 cards, at most 3 with the same card
number (2.0.7); names never count (2.0.2). Every problem is reported at once, in Chinese.

A line is "3 卡牌名称" or "3 卡牌编号" (the count may also come last, "卡牌名称 x3"); "#" starts a
comment. A line "备牌" (or "Sideboard") starts the sideboard for best-of-N matches (1.0.2a): exactly
10 cards, checked with the deck (at most 3 of a card number across both)."""

import re
from collections import Counter

from engine.core.decklist import deck_lines
from engine.core.errors import GameError
from engine.core.messages import t

from .cards import card_db

DECK_SIZE = 40  # 1.0.2
MAX_COPIES = 3  # 1.0.2, 2.0.7


def _key(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def lookup_index() -> dict[str, list[str]]:
    """Card numbers and names, normalised, to card numbers (a name may have several, 2.0.2)."""
    index: dict[str, list[str]] = {}
    for card in card_db().values():
        index.setdefault(_key(card.id), []).append(card.id)
        if card.id not in index.setdefault(_key(card.name), []):
            index[_key(card.name)].append(card.id)
    return index


SIDEBOARD_HEADERS = frozenset({"备牌", "sideboard"})


def parse_deck(text: str) -> list[str]:
    """The deck of a list (a sideboard section, if any, is checked too); raises GameError."""
    return parse_deck_and_sideboard(text)[0]


def parse_deck_and_sideboard(text: str) -> tuple[list[str], list[str]]:
    """(deck, sideboard) of a list; the sideboard is empty when the list has none."""
    from .series import sideboard_problems  # series builds on this module

    index = lookup_index()
    sections: dict[str, list[str]] = {"deck": [], "sideboard": []}
    section = "deck"
    problems: list[str] = []
    for line in deck_lines(text):
        if line.count is None and _key(line.text).rstrip(":：") in SIDEBOARD_HEADERS:
            section = "sideboard"
            continue
        if line.count is None:
            problems.append(t("ultraman.deck.line", number=line.number, line=line.text))
            continue
        found = index.get(_key(line.name), [])
        if not found:
            problems.append(t("deck.unknown", number=line.number, name=line.name))
        elif len(found) > 1:
            problems.append(t("ultraman.deck.ambiguous", number=line.number, name=line.name, numbers="、".join(found)))
        else:
            sections[section].extend(found * line.count)
    deck, sideboard = sections["deck"], sections["sideboard"]
    problems.extend(deck_problems(deck))
    if sideboard or section == "sideboard":
        problems.extend(sideboard_problems(deck, sideboard))
    if problems:
        raise GameError("deck.invalid", problems="\n".join(problems))
    return deck, sideboard


def deck_problems(card_ids: list[str], for_play: bool = True) -> list[str]:
    db = card_db()
    problems = []
    if len(card_ids) != DECK_SIZE:
        problems.append(t("ultraman.deck.size", count=len(card_ids)))
    for card_id, count in sorted(Counter(card_ids).items()):
        if count > MAX_COPIES:
            problems.append(t("ultraman.deck.too_many_copies", number=card_id, card=db[card_id].name, count=count))
    if for_play:
        for card_id in sorted(set(card_ids)):
            if not db[card_id].implemented:
                problems.append(t("ultraman.deck.not_implemented", card=db[card_id].name, number=card_id))
    return problems
