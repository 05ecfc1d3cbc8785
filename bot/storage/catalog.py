"""The card store: imported official catalogs, one row per card and game."""

from __future__ import annotations

import json
from pathlib import Path

import aiosqlite

from bot.storage.database import connection_lock, transaction

FACT_KEYS = ("id", "name", "subtitle", "name_en", "subtitle_en", "type", "printed_text", "implemented")


class CatalogRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def replace_game(self, game: str, records: list[dict]) -> int:
        """Replace the game's whole catalog with ``records`` in one transaction."""
        async with transaction(self.conn) as conn:
            await conn.execute("DELETE FROM catalog_cards WHERE game = ?", (game,))
            await conn.executemany(
                "INSERT INTO catalog_cards (game, card_id, name, subtitle, name_en, subtitle_en, card_type,"
                " printed_text, facts_json, implemented) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        game, r["id"], r["name"], r["subtitle"], r["name_en"], r["subtitle_en"], r["type"],
                        r["printed_text"], json.dumps({k: v for k, v in r.items() if k not in FACT_KEYS}, ensure_ascii=False),
                        int(r["implemented"]),
                    )
                    for r in records
                ],
            )  # fmt: skip
        return len(records)

    async def count(self, game: str) -> tuple[int, int]:
        """(cards, implemented cards) stored for a game."""
        async with connection_lock(self.conn):
            cursor = await self.conn.execute(
                # PostgreSQL sums integers as numeric: the cast keeps the count an int on both databases.
                "SELECT COUNT(*), CAST(COALESCE(SUM(implemented), 0) AS INTEGER) FROM catalog_cards WHERE game = ?",
                (game,),
            )
            total, implemented = await cursor.fetchone()
        return total, implemented

    async def get(self, game: str, card_id: str) -> dict | None:
        async with connection_lock(self.conn):
            cursor = await self.conn.execute(
                "SELECT game, card_id, name, subtitle, name_en, subtitle_en, card_type, printed_text, facts_json,"
                " implemented, imported_at FROM catalog_cards WHERE game = ? AND card_id = ?",
                (game, card_id),
            )
            row = await cursor.fetchone()
        if row is None:
            return None
        columns = row.keys()  # a Row iterates its values, not its column names
        return {**json.loads(row["facts_json"]), **{k: row[k] for k in columns if k != "facts_json"}}

    async def records(self, game: str) -> list[dict]:
        """Every stored card of a game, in the shape ``Game.read_catalog`` gave it (for lookup)."""
        async with connection_lock(self.conn):
            cursor = await self.conn.execute(
                "SELECT card_id, name, subtitle, name_en, subtitle_en, card_type, printed_text, facts_json, implemented"
                " FROM catalog_cards WHERE game = ? ORDER BY rowid",
                (game,),
            )
            rows = await cursor.fetchall()
        return [
            {**json.loads(row["facts_json"]), "id": row["card_id"], "name": row["name"], "subtitle": row["subtitle"],
             "name_en": row["name_en"], "subtitle_en": row["subtitle_en"], "type": row["card_type"],
             "printed_text": row["printed_text"], "implemented": bool(row["implemented"])}
            for row in rows
        ]  # fmt: skip

    async def fingerprint(self) -> tuple[int, str | None]:
        """(rows, latest import time) over every game: changes when any catalog is imported."""
        async with connection_lock(self.conn):
            cursor = await self.conn.execute("SELECT COUNT(*), MAX(imported_at) FROM catalog_cards")
            count, latest = await cursor.fetchone()
        return count, latest


def read_companions(game, catalog: Path) -> list[object]:
    """The files beside an official catalog that its import reads too (``Game.catalog_companions``,
    e.g. Lorcana's per-set files), parsed: YAML or JSON. Raises OSError or ValueError."""
    import yaml

    parsed = []
    for pattern in game.catalog_companions:
        for path in sorted(catalog.parent.glob(pattern)):
            text = path.read_text(encoding="utf-8")
            if path.suffix not in (".yml", ".yaml"):
                parsed.append(json.loads(text))
                continue
            try:
                parsed.append(yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)))
            except yaml.YAMLError as error:
                raise ValueError(str(error)) from error
    return parsed
