"""The shipped decks in cards/lorcana/decks are legal 60-card decks that cover all six inks."""

from pathlib import Path

import pytest

from engine.games.lorcana.cards import card_db
from engine.games.lorcana.deck import deck_problems, parse_deck

DECKS = sorted((Path(__file__).resolve().parents[3] / "cards" / "lorcana" / "decks").glob("*.txt"))


def test_at_least_six_decks_cover_every_ink():
    inks = {card_db()[c].ink for path in DECKS for c in parse_deck(path.read_text(encoding="utf-8"))}
    assert len(DECKS) >= 6 and inks == {"amber", "amethyst", "emerald", "ruby", "sapphire", "steel"}


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_deck_is_legal_and_playable(path):
    cards = parse_deck(path.read_text(encoding="utf-8"))
    assert len(cards) == 60 and deck_problems(cards) == []
