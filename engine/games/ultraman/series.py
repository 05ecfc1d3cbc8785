"""Ultraman's part of best-of-N matches (engine/core/series.py holds the rest): the sideboard
(备牌) holds exactly 10 cards, or up to 10 (option `sideboard_exactly_ten`, digest A26), and deck
plus sideboard hold at most 3 of a card number (1.0.2a)."""

from collections import Counter

from engine.core.messages import t

from .cards import card_db
from .deck import MAX_COPIES

SIDEBOARD_SIZE = 10  # 1.0.2a


def sideboard_problems(deck: list[str], sideboard: list[str], exactly: bool = True) -> list[str]:
    problems = []
    if exactly and len(sideboard) != SIDEBOARD_SIZE:
        problems.append(t("ultraman.series.sideboard_size", count=len(sideboard)))
    elif len(sideboard) > SIDEBOARD_SIZE:
        problems.append(t("ultraman.series.sideboard_too_big", count=len(sideboard)))
    for card_id, count in sorted(Counter(deck + sideboard).items()):
        if count > MAX_COPIES:
            problems.append(t("ultraman.series.too_many_copies", number=card_id, card=card_db()[card_id].name, count=count))
    return problems
