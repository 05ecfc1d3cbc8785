"""Saved deck lists, one row per (owner, game, name). A list is private to its owner."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, parse_timestamp, transaction, utcnow


@dataclass(frozen=True)
class Deck:
    id: int
    owner_id: str
    game: str
    name: str
    list_text: str
    updated_at: datetime


class DeckRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def save(self, owner_id: str, game: str, name: str, list_text: str) -> tuple[Deck, bool]:
        """Insert or replace the owner's deck of that name; returns (deck, created)."""
        now = format_timestamp(utcnow())
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO users (user_id, created_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING", (owner_id, now)
            )
            async with conn.execute(
                "SELECT id FROM decks WHERE owner_id = ? AND game = ? AND name = ?", (owner_id, game, name)
            ) as cursor:
                existing = await cursor.fetchone()
            await conn.execute(
                "INSERT INTO decks (owner_id, game, name, list_text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (owner_id, game, name) DO UPDATE SET list_text = excluded.list_text,"
                " updated_at = excluded.updated_at",
                (owner_id, game, name, list_text, now, now),
            )
            async with conn.execute(
                "SELECT * FROM decks WHERE owner_id = ? AND game = ? AND name = ?", (owner_id, game, name)
            ) as cursor:
                row = await cursor.fetchone()
        return _deck(row), existing is None

    async def list(self, owner_id: str, game: str | None = None) -> list[Deck]:
        sql, params = "SELECT * FROM decks WHERE owner_id = ?", [owner_id]
        if game is not None:
            sql, params = sql + " AND game = ?", [*params, game]
        async with connection_lock(self._conn), self._conn.execute(sql + " ORDER BY game, name", params) as cursor:
            return [_deck(row) for row in await cursor.fetchall()]

    async def get(self, owner_id: str, game: str, name: str) -> Deck | None:
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT * FROM decks WHERE owner_id = ? AND game = ? AND name = ?", (owner_id, game, name)
            ) as cursor,
        ):
            row = await cursor.fetchone()
        return _deck(row) if row else None

    async def delete(self, owner_id: str, game: str, name: str) -> bool:
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "DELETE FROM decks WHERE owner_id = ? AND game = ? AND name = ?", (owner_id, game, name)
            )
            return cursor.rowcount == 1


def _deck(row: aiosqlite.Row) -> Deck:
    return Deck(row["id"], row["owner_id"], row["game"], row["name"], row["list_text"], parse_timestamp(row["updated_at"]))
