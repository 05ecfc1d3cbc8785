"""Which cards of the community database can be played (issue 21): `cards/underworld/card_classes.tsv`,
one row a card (id, name, set, status, terms), our own table. A status is `implemented` (a card file
plays it), `playable` (it uses only terms the rulebook defines: a card file can be written),
`blocked` (it uses terms the rulebook leaves undefined, listed in `terms`: lookup-only, rules are not
invented) or `rule` (the first-player marker token, played by the rules, G:先手标志 p9).
tests/games/underworld/test_card_classes.py recomputes the table from the database."""

from dataclasses import dataclass
from functools import cache

from .cards import CARDS_DIR

CLASSES_FILE = CARDS_DIR / "card_classes.tsv"


@dataclass(frozen=True)
class CardClass:
    id: str
    name: str
    set: str
    status: str
    terms: tuple[str, ...]


@cache
def card_classes() -> tuple[CardClass, ...]:
    lines = CLASSES_FILE.read_text(encoding="utf-8").splitlines()[1:]
    rows = (line.split("\t") for line in lines if line)
    return tuple(CardClass(id, name, set_, status, tuple(filter(None, terms.split(",")))) for id, name, set_, status, terms in rows)
