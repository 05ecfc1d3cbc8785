"""Glicko-2 ratings per server and game, and the results already rated (each counts once)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, transaction, utcnow


@dataclass(frozen=True)
class StoredRating:
    user_id: str
    rating: float
    deviation: float
    volatility: float
    games: int


class RatingRepository:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self._conn = conn
        self._clock = clock

    async def get(self, guild_id: str, game: str, user_ids: list[str]) -> dict[str, StoredRating]:
        marks = ", ".join("?" for _ in user_ids)
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                f"SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks})",
                (guild_id, game, *user_ids),
            ) as cursor,
        ):
            return {row["user_id"]: _rating(row) for row in await cursor.fetchall()}

    async def record(self, result_key: str, guild_id: str, game: str, updated: list[StoredRating]) -> bool:
        """Store the new ratings of one rated result; False (nothing written) if it was rated before."""
        now = format_timestamp(self._clock())
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "INSERT INTO rated_results (result_key, guild_id, game, rated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (result_key) DO NOTHING",
                (result_key, guild_id, game, now),
            )
            if cursor.rowcount != 1:
                return False
            await conn.executemany(
                "INSERT INTO ratings (guild_id, game, user_id, rating, deviation, volatility, games, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, user_id) DO UPDATE SET"
                " rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility,"
                " games = excluded.games, updated_at = excluded.updated_at",
                [(guild_id, game, r.user_id, r.rating, r.deviation, r.volatility, r.games, now) for r in updated],
            )
        return True

    async def leaderboard(self, guild_id: str, game: str, limit: int) -> list[StoredRating]:
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT * FROM ratings WHERE guild_id = ? AND game = ? ORDER BY rating DESC, user_id LIMIT ?",
                (guild_id, game, limit),
            ) as cursor,
        ):
            return [_rating(row) for row in await cursor.fetchall()]


def _rating(row: aiosqlite.Row) -> StoredRating:
    return StoredRating(row["user_id"], row["rating"], row["deviation"], row["volatility"], row["games"])
