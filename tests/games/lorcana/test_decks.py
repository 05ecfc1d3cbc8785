"""The shipped decks in cards/lorcana/decks are legal 60-card two-ink decks (2.1.1), one for
each of the 15 pairs of the six inks, each under its own title."""

from itertools import combinations
from pathlib import Path

import pytest

from engine.core.registry import get_game
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.deck import deck_problems, parse_deck

DECKS = sorted((Path(__file__).resolve().parents[3] / "cards" / "lorcana" / "decks").glob("*.txt"))
INKS = ("amber", "amethyst", "emerald", "ruby", "sapphire", "steel")


def deck_inks(path: Path) -> tuple[str, ...]:
    return tuple(sorted({card_db()[c].ink for c in parse_deck(path.read_text(encoding="utf-8"))}))


def test_every_pair_of_inks_has_a_deck():
    assert len(DECKS) >= 12
    assert {deck_inks(path) for path in DECKS} == set(combinations(INKS, 2))


def test_each_deck_has_its_own_title():
    titles = list(get_game("lorcana").preset_decks())
    assert len(titles) == len(DECKS) and all("（" not in title for title in titles)


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_deck_is_legal_and_playable(path):
    cards = parse_deck(path.read_text(encoding="utf-8"))
    assert len(cards) == 60 and deck_problems(cards) == []
    assert "-".join(deck_inks(path)) == path.stem  # the file is named after its two inks
