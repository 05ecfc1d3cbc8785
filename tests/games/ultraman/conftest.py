"""The made-up test cards of position.py are in the card database for every Ultraman test."""

import pytest

from engine.games.ultraman.cards import card_db
from tests.games.ultraman.position import TEST_CARDS


@pytest.fixture(autouse=True)
def test_cards(monkeypatch):
    for card in TEST_CARDS:
        monkeypatch.setitem(card_db(), card.id, card)
    yield
    monkeypatch.undo()
