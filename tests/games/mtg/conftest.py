"""Fixtures shared by the MTG rule tests: the official data, read only in tests."""

import json
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[3] / ".." / "shared"
SCRYFALL = SHARED / "data" / "mtg_fin" / "fin_scryfall_cards.json"
SEED_CARDS = SHARED / "games" / "mtg" / "seed-cards.json"


@pytest.fixture(scope="session")
def scryfall() -> dict:
    """The Scryfall export of FIN by collector number (never copied into the project)."""
    if not SCRYFALL.exists():
        pytest.skip(f"the Scryfall export is not at {SCRYFALL} (../shared/data is absent)")
    return {c["collector_number"]: c for c in json.loads(SCRYFALL.read_text(encoding="utf-8"))}


@pytest.fixture(scope="session")
def release_notes() -> dict:
    """The zh-CN release notes' card records by English name."""
    if not SEED_CARDS.exists():
        pytest.skip(f"the release notes' card records are not at {SEED_CARDS} (../shared is absent)")
    return {c["name_en"]: c for c in json.loads(SEED_CARDS.read_text(encoding="utf-8"))["cards"] if c.get("name_en")}


@pytest.fixture
def test_card(monkeypatch):
    """test_card(**facts): a made-up card (id fin-999) in the card library for one test, for rules
    no implemented card shows yet (an Equipment before Equipment cards exist)."""
    from engine.games.mtg import cards

    def make(**facts) -> str:
        card = cards.CardDef(**{"id": "fin-999", "name": "Test Card", "rarity": "common", **facts})
        monkeypatch.setitem(cards.card_db(), card.id, card)
        cards.forget_cache()
        return card.id

    yield make
    cards.forget_cache()
