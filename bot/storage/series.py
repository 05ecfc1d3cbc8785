"""Match persistence above the games (migrations/0007_series.sql, 0014_one_match.sql): a match
(a row of ``series``) is best-of-N games, rows of ``matches`` linked by ``matches.series_id``. A
single game is the best-of-1 case: a match with the game's own id, finished with its game
(``MatchRepository.finish_match``); what follows here is about best-of-N series.

Every write is guarded by the status it expects, so a double click or two tasks racing (a player's
完成 and the timer's 不换) change a series once. The series row of game 1 is written with its
first match (``MatchRepository.create_match``/``activate_match``) and each next game flips the
series back to "playing" in the transaction that creates it (``start_game``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import aiosqlite
import orjson

from bot.storage.database import connection_lock, format_timestamp, parse_timestamp, transaction, utcnow


@dataclass(frozen=True)
class NewSeries:
    """A series to store with its first game."""

    id: str
    game: str
    best_of: int
    data: dict  # the engine's series data (engine/core/series.py)
    seed: int


@dataclass(frozen=True)
class Series:
    id: str
    game: str
    best_of: int
    status: str  # "playing", "sideboarding" or "finished"
    data: dict
    seed: int
    sideboarded: tuple[str, ...]  # player ids done with the current sideboard step
    sideboard_deadline_at: datetime | None
    conceded_by: str | None
    announced_games: int = 0

    @property
    def games_played(self) -> int:
        return len(self.data["games"])


async def insert_series(conn: aiosqlite.Connection, series: NewSeries, now: str) -> None:
    """Part of the transaction that stores the series' first game (the caller holds it)."""
    await conn.execute(
        "INSERT INTO series (id, game, best_of, data_json, seed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (series.id, series.game, series.best_of, orjson.dumps(series.data).decode(), series.seed, now, now),
    )


async def start_game(conn: aiosqlite.Connection, series_id: str, now: str) -> bool:
    """Part of the transaction that stores the next game: the break is over. False when the series
    is not between games any more (another task started the game, or it was conceded)."""
    cursor = await conn.execute(
        "UPDATE series SET status = 'playing', sideboarded_json = '[]', sideboard_deadline_at = NULL, updated_at = ?"
        " WHERE id = ? AND status = 'sideboarding'",
        (now, series_id),
    )
    return cursor.rowcount == 1


class SeriesRepository:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self._conn = conn
        self._clock = clock

    async def get(self, series_id: str) -> Series | None:
        async with connection_lock(self._conn):
            rows = await self._conn.execute_fetchall("SELECT * FROM series WHERE id = ?", (series_id,))
        return _series(rows[0]) if rows else None

    async def record_game(self, series_id: str, data: dict, status: str, deadline: datetime | None) -> Series | None:
        """Store the series data with one more game result, and what comes next ("sideboarding"
        with the sideboard deadline, or "finished"). None when that game was recorded already."""
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "UPDATE series SET data_json = ?, status = ?, sideboarded_json = '[]', sideboard_deadline_at = ?,"
                " updated_at = ? WHERE id = ? AND best_of > 1 AND status = 'playing'"
                " AND json_array_length(data_json, '$.games') = ?",
                (orjson.dumps(data).decode(), status, _timestamp(deadline), self._now(), series_id, len(data["games"]) - 1),
            )
            return await self._get(series_id) if cursor.rowcount == 1 else None

    async def sideboarded(self, series_id: str, player: str, lists: dict, games_played: int) -> Series | None:
        """``player`` finished the sideboard step after game ``games_played`` with these current
        deck and sideboard ``lists`` (the other players' stay as stored: their steps may end at the
        same time). None when that step is over or the player was done already. Read and written
        under the series' lock: steps ending at once in two processes both count."""
        async with transaction(self._conn, lock=f"series {series_id}") as conn:
            rows = await conn.execute_fetchall(
                "SELECT data_json, sideboarded_json FROM series WHERE id = ? AND status = 'sideboarding'"
                " AND json_array_length(data_json, '$.games') = ?",
                (series_id, games_played),
            )
            if not rows or player in orjson.loads(rows[0]["sideboarded_json"]):
                return None
            data = orjson.loads(rows[0]["data_json"])
            data["current"][player] = lists
            done = [*orjson.loads(rows[0]["sideboarded_json"]), player]
            await conn.execute(
                "UPDATE series SET data_json = ?, sideboarded_json = ?, updated_at = ? WHERE id = ?",
                (orjson.dumps(data).decode(), orjson.dumps(done).decode(), self._now(), series_id),
            )
            return await self._get(series_id)

    async def concede(self, series_id: str, player: str) -> Series | None:
        """The whole series is over: ``player`` conceded it. None if it was over already, or is a
        best-of-1 match (its one game is conceded as a game: the result is the game's)."""
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "UPDATE series SET status = 'finished', conceded_by = ?, sideboard_deadline_at = NULL, updated_at = ?"
                " WHERE id = ? AND best_of > 1 AND status != 'finished'",
                (player, self._now(), series_id),
            )
            return await self._get(series_id) if cursor.rowcount == 1 else None

    async def announced(self, series_id: str, games: int) -> None:
        """The thread was told about the end of the first ``games`` games."""
        async with transaction(self._conn) as conn:
            await conn.execute(
                "UPDATE series SET announced_games = MAX(announced_games, ?) WHERE id = ?", (games, series_id)
            )

    async def unsettled(self) -> list[Series]:
        """Series not over yet, or whose last game's end was never told, oldest first: what
        restart recovery looks at."""
        async with connection_lock(self._conn):
            rows = await self._conn.execute_fetchall(
                "SELECT * FROM series WHERE best_of > 1"
                " AND (status != 'finished' OR announced_games < json_array_length(data_json, '$.games'))"
                " ORDER BY created_at, id"
            )
        return [_series(row) for row in rows]

    async def due_sideboard_steps(self, now: datetime) -> list[Series]:
        """Series whose sideboard step has waited for the default-answer delay."""
        async with connection_lock(self._conn):
            rows = await self._conn.execute_fetchall(
                "SELECT * FROM series WHERE status = 'sideboarding' AND sideboard_deadline_at <= ? ORDER BY created_at, id",
                (format_timestamp(now),),
            )
        return [_series(row) for row in rows]

    async def _get(self, series_id: str) -> Series:
        rows = await self._conn.execute_fetchall("SELECT * FROM series WHERE id = ?", (series_id,))
        return _series(rows[0])

    def _now(self) -> str:
        return format_timestamp(self._clock())


def _timestamp(value: datetime | None) -> str | None:
    return format_timestamp(value) if value is not None else None


def _series(row: aiosqlite.Row) -> Series:
    deadline = row["sideboard_deadline_at"]
    return Series(
        id=row["id"],
        game=row["game"],
        best_of=row["best_of"],
        status=row["status"],
        data=orjson.loads(row["data_json"]),
        seed=row["seed"],
        sideboarded=tuple(orjson.loads(row["sideboarded_json"])),
        sideboard_deadline_at=parse_timestamp(deadline) if deadline else None,
        conceded_by=row["conceded_by"],
        announced_games=row["announced_games"],
    )
