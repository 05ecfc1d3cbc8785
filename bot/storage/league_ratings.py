"""Glicko-2 ratings per server and game, and the rated results they are computed from.

``rated_results`` is the history (each result once, by its key; a correction replaces its score);
``ratings`` is rebuilt from it in the same transaction that records a result, so two results
recorded at the same moment cannot overwrite each other's update.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, parse_timestamp, transaction, utcnow

PERIOD_SETTING = "ratings.period_days"  # guild_settings key: the length of a rating period in days


@dataclass(frozen=True)
class RatedResult:
    player1: str
    player2: str
    score1: float  # 1, 0.5 or 0 for player1
    rated_at: datetime


@dataclass(frozen=True)
class StoredRating:
    user_id: str
    rating: float
    deviation: float
    volatility: float
    games: int
    last_played_at: datetime


Rebuild = Callable[[list[RatedResult]], list[StoredRating]]


class RatingRepository:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self._conn = conn
        self._clock = clock

    async def ratings(self, guild_id: str, game: str) -> list[StoredRating]:
        async with (
            connection_lock(self._conn),
            self._conn.execute("SELECT * FROM ratings WHERE guild_id = ? AND game = ?", (guild_id, game)) as cursor,
        ):
            return [_rating(row) for row in await cursor.fetchall()]

    async def history(self, guild_id: str, game: str) -> list[RatedResult]:
        async with connection_lock(self._conn):
            return await _history(self._conn, guild_id, game)

    async def boards(self) -> list[tuple[str, str]]:
        """Every (server, game) with rated results or stored ratings."""
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT guild_id, game FROM rated_results UNION SELECT guild_id, game FROM ratings ORDER BY 1, 2"
            ) as cursor,
        ):
            return [(row[0], row[1]) for row in await cursor.fetchall()]

    async def record(
        self, result_key: str, guild_id: str, game: str, result: tuple[str, str, float], rebuild: Rebuild
    ) -> bool:
        """Store one result (a new one, or a corrected score for its key) and rebuild the server's
        ratings for the game from the whole history, in one transaction. False (nothing written) if
        the key was rated already with the same result."""
        player1, player2, score1 = result
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "INSERT INTO rated_results (result_key, guild_id, game, rated_at, player1_id, player2_id, score1)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (result_key) DO UPDATE SET"
                " player1_id = excluded.player1_id, player2_id = excluded.player2_id, score1 = excluded.score1"
                " WHERE (rated_results.player1_id, rated_results.player2_id, rated_results.score1)"
                " IS NOT (excluded.player1_id, excluded.player2_id, excluded.score1)",
                (result_key, guild_id, game, format_timestamp(self._clock()), player1, player2, score1),
            )
            if cursor.rowcount != 1:
                return False
            await _replace(conn, guild_id, game, rebuild(await _history(conn, guild_id, game)))
        return True

    async def rebuild(self, guild_id: str, game: str, rebuild: Rebuild) -> None:
        async with transaction(self._conn) as conn:
            await _replace(conn, guild_id, game, rebuild(await _history(conn, guild_id, game)))

    async def period_days(self, guild_id: str) -> int | None:
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT value FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, PERIOD_SETTING)
            ) as cursor,
        ):
            row = await cursor.fetchone()
        return None if row is None else int(row["value"])

    async def set_period_days(self, guild_id: str, days: int) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, PERIOD_SETTING, str(days)),
            )


async def _history(conn: aiosqlite.Connection, guild_id: str, game: str) -> list[RatedResult]:
    async with conn.execute(
        "SELECT player1_id, player2_id, score1, rated_at FROM rated_results"
        " WHERE guild_id = ? AND game = ? AND player1_id IS NOT NULL AND score1 IS NOT NULL ORDER BY rated_at, rowid",
        (guild_id, game),
    ) as cursor:
        return [
            RatedResult(row["player1_id"], row["player2_id"], row["score1"], parse_timestamp(row["rated_at"]))
            for row in await cursor.fetchall()
        ]


async def _replace(conn: aiosqlite.Connection, guild_id: str, game: str, ratings: list[StoredRating]) -> None:
    await conn.execute("DELETE FROM ratings WHERE guild_id = ? AND game = ?", (guild_id, game))
    await conn.executemany(
        "INSERT INTO ratings (guild_id, game, user_id, rating, deviation, volatility, games, updated_at, last_played_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (guild_id, game, r.user_id, r.rating, r.deviation, r.volatility, r.games,
             format_timestamp(r.last_played_at), format_timestamp(r.last_played_at))
            for r in ratings
        ],  # fmt: skip
    )


def _rating(row: aiosqlite.Row) -> StoredRating:
    played = row["last_played_at"] or row["updated_at"]
    return StoredRating(
        row["user_id"], row["rating"], row["deviation"], row["volatility"], row["games"], parse_timestamp(played)
    )
