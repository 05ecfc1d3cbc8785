"""Deck list lines, the same for every game: "3 名称", "3x Name", "名称 x3"; "#" starts a comment.

Games resolve the names themselves (by name, number or both) and report problems in their own
words; this module only splits the text into (line number, count, name) entries.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .errors import GameError
from .messages import t

LINE = re.compile(r"^\s*(?:(\d+)\s*[xX×]?\s+(.+?)|(.+?)\s+[xX×]\s*(\d+))\s*$")


@dataclass(frozen=True)
class DeckLine:
    number: int  # 1-based line number in the text
    text: str  # the stripped line
    count: int | None  # None: the line does not read "count name"
    name: str


def deck_lines(text: str) -> Iterator[DeckLine]:
    """Every non-blank, non-comment line of a deck list."""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = LINE.match(line)
        if match is None:
            yield DeckLine(number, line, None, "")
        elif match.group(1):
            yield DeckLine(number, line, int(match.group(1)), match.group(2).strip())
        else:
            yield DeckLine(number, line, int(match.group(4)), match.group(3).strip())


def split_sideboard(text: str, headers: frozenset[str]) -> tuple[str, str | None]:
    """The deck part and the sideboard part (None when there is no header line) of a list whose
    sideboard follows a header line such as "备牌：" (``headers``: lower case, no spaces or colon).
    Each part keeps the other's lines as blank lines, so problems name the list's line numbers."""
    lines = text.splitlines()
    for index, raw in enumerate(lines):
        if re.sub(r"\s+", "", raw).lower().rstrip(":：") in headers:
            return "\n".join(lines[:index]), "\n" * (index + 1) + "\n".join(lines[index + 1 :])
    return text, None


def read_deck(text: str, find, bad_line_key: str, deck_problems) -> list[str]:
    """The card ids of a deck list, or a ``GameError`` listing every problem at once: lines that
    do not read "count name" (the game's ``bad_line_key`` explains its format), names ``find``
    (name -> card id, None, or the list of card ids a name is ambiguous between) does not
    resolve, then the game's ``deck_problems(cards)``."""
    cards: list[str] = []
    problems: list[str] = []
    for line in deck_lines(text):
        if line.count is None:
            problems.append(t(bad_line_key, number=line.number, line=line.text))
            continue
        card_id = find(line.name)
        if isinstance(card_id, list):
            problems.append(t("deck.ambiguous", number=line.number, name=line.name, numbers="、".join(card_id)))
            continue
        if card_id is None:
            problems.append(t("deck.unknown", number=line.number, name=line.name))
            continue
        cards.extend([card_id] * line.count)
    problems.extend(deck_problems(cards))
    if problems:
        raise GameError("deck.invalid", problems="\n".join(problems))
    return cards


def read_indexed_deck(text: str, index: dict, normalise, bad_line_key: str, construction_problems) -> list[str]:
    """``read_deck`` over an index of normalised names to card objects with an ``id`` (an imported
    catalog's printed cards, implemented or not): the card ids, or a ``GameError`` listing every
    problem, ending with ``construction_problems(cards)`` over one card object per copy."""
    by_id = {card.id: card for card in index.values()}

    def find(name: str) -> str | None:
        card = index.get(normalise(name))
        return card.id if card else None

    return read_deck(text, find, bad_line_key, lambda ids: construction_problems([by_id[i] for i in ids]))
