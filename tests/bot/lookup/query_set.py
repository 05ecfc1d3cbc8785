"""The lookup query set (data/queries.tsv): queries as players type them, each with the card it
must find first, and the index they are asked of: every game's built-in cards plus the imported
official catalogs in ../shared/data when present (Lorcana, MTG FIN, 隐秘世界).

Shared by tests/bot/lookup/test_query_set.py (asserts the first-result rate) and bench/lookup.py
(prints it per category).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from bot.services.lookup import CardIndex, CardRecord
from engine.core.registry import get_game

QUERIES = Path(__file__).resolve().parent / "data" / "queries.tsv"
DATA = Path(__file__).resolve().parents[3] / ".." / "shared" / "data"
CATALOGS = {  # game -> its official catalog file, as `tcg cards import` reads it
    "lorcana": DATA / "lorcana" / "zh_catalog_full.json",
    "mtg": DATA / "mtg_fin" / "fin_scryfall_cards.json",
    "underworld": DATA / "underworld_ymsj" / "cards.json",
}
GAMES = ("lorcana", "mtg", "ultraman", "underworld", "sanguozhi")


@dataclass(frozen=True)
class Query:
    category: str
    text: str
    expected: str  # a card key, "game:id"


def read_queries(path: Path = QUERIES) -> list[Query]:
    """Rows ``category<TAB>query<TAB>game:id``; '#' starts a comment line."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        category, text, expected = line.split("\t")
        rows.append(Query(category, text, expected))
    return rows


def catalog_records(game_id: str) -> list[dict]:
    """The game's imported catalog as ``read_catalog`` makes it; [] when the data is absent."""
    path = CATALOGS.get(game_id)
    if path is None or not path.exists():
        return []
    from bot.storage.catalog import read_companions

    game = get_game(game_id)
    return game.read_catalog(json.loads(path.read_text(encoding="utf-8")), read_companions(game, path))


def full_index() -> tuple[CardIndex, bool]:
    """The index over every game's cards, and whether every official catalog was present."""
    records = []
    for game_id in GAMES:
        game = get_game(game_id)
        catalog = catalog_records(game_id)
        records += [CardRecord.from_game(game_id, game.name, r) for r in game.lookup_records(catalog)]
    return CardIndex(records), all(path.exists() for path in CATALOGS.values())


def first_result(index: CardIndex, query: str) -> str | None:
    matches = index.search(query, limit=5)
    return matches[0].record.key if matches else None
