"""League storage: events, registrations, rounds and pairings (migrations/0006_league.sql).

Plain dataclasses in and out, parameterized SQL only. Methods that change several rows do it in
one transaction; the services decide what is allowed, this module only stores it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import aiosqlite
import orjson

from bot.storage.database import connection_lock, format_timestamp, parse_timestamp, transaction, utcnow

EVENT_KINDS = ("league", "tournament")
EVENT_STATUSES = ("registration", "running", "top_cut", "finished")


@dataclass(frozen=True)
class Event:
    id: int
    guild_id: str
    game: str
    name: str
    kind: str
    best_of: int
    format: str
    schedule: str
    status: str
    round_minutes: int
    top_cut: int
    organizer_id: str
    to_role_id: str | None
    channel_id: str | None
    standings_message_id: str | None
    ended_at: datetime | None


@dataclass(frozen=True)
class NewEvent:
    guild_id: str
    game: str
    name: str
    kind: str
    best_of: int
    round_minutes: int
    organizer_id: str
    format: str = ""
    schedule: str = ""
    top_cut: int = 0
    to_role_id: str | None = None
    channel_id: str | None = None


@dataclass(frozen=True)
class Registration:
    event_id: int
    user_id: str
    display_name: str
    deck_list: str | None
    checked_in: bool
    first_round: int
    dropped_after: int | None
    dropped_by: str | None

    @property
    def dropped(self) -> bool:
        return self.dropped_after is not None


@dataclass(frozen=True)
class Round:
    event_id: int
    number: int
    stage: str
    deadline_at: datetime | None
    timer_announced: bool


@dataclass(frozen=True)
class Pairing:
    id: int
    event_id: int
    round_number: int
    table_number: int
    kind: str
    player1_id: str
    player2_id: str | None
    wins1: int | None
    wins2: int | None
    draws: int | None
    status: str
    source: str | None
    reported_by: str | None
    claims: dict[str, list[int]]
    decided_by: str | None
    thread_id: str | None

    def players(self) -> tuple[str, ...]:
        return (self.player1_id,) if self.player2_id is None else (self.player1_id, self.player2_id)

    def opponent_of(self, user_id: str) -> str | None:
        return self.player2_id if user_id == self.player1_id else self.player1_id


@dataclass(frozen=True)
class NewPairing:
    table_number: int
    kind: str
    player1_id: str
    player2_id: str | None = None
    # Byes and missed rounds are final when created.
    wins1: int | None = None
    wins2: int | None = None


class LeagueRepository:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self._conn = conn
        self._clock = clock

    def _now(self) -> str:
        return format_timestamp(self._clock())

    # ------------------------------------------------------------------ events
    async def create_event(self, new: NewEvent) -> Event:
        async with transaction(self._conn) as conn:
            [(event_id,)] = await conn.execute_fetchall(
                "INSERT INTO league_events (guild_id, game, name, kind, best_of, format, schedule, round_minutes,"
                " top_cut, organizer_id, to_role_id, channel_id, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (new.guild_id, new.game, new.name, new.kind, new.best_of, new.format, new.schedule, new.round_minutes,
                 new.top_cut, new.organizer_id, new.to_role_id, new.channel_id, self._now()),
            )  # fmt: skip
            return await self._event(event_id)

    async def get_event(self, event_id: int) -> Event | None:
        async with connection_lock(self._conn):
            return await self._event(event_id)

    async def events_of_guild(self, guild_id: str, statuses: Sequence[str] = EVENT_STATUSES) -> list[Event]:
        marks = ", ".join("?" for _ in statuses)
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                f"SELECT * FROM league_events WHERE guild_id = ? AND status IN ({marks}) ORDER BY id DESC",
                (guild_id, *statuses),
            ) as cursor,
        ):
            return [_event(row) for row in await cursor.fetchall()]

    async def set_event_status(self, event_id: int, status: str, *, top_cut: int | None = None) -> None:
        ended = self._now() if status == "finished" else None
        async with transaction(self._conn) as conn:
            await conn.execute(
                "UPDATE league_events SET status = ?, top_cut = COALESCE(?, top_cut), ended_at = COALESCE(?, ended_at)"
                " WHERE id = ?",
                (status, top_cut, ended, event_id),
            )

    async def set_standings_message(self, event_id: int, channel_id: str, message_id: str) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute(
                "UPDATE league_events SET channel_id = ?, standings_message_id = ? WHERE id = ?",
                (channel_id, message_id, event_id),
            )

    # ------------------------------------------------------------------ registrations
    async def register(self, event_id: int, user_id: str, display_name: str, first_round: int = 1) -> Registration:
        """Add the player (or bring back one who dropped before playing); the caller checks rules."""
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO league_registrations (event_id, user_id, display_name, first_round, registered_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (event_id, user_id) DO UPDATE SET"
                " display_name = excluded.display_name",
                (event_id, user_id, display_name, first_round, self._now()),
            )
            return await self._registration(event_id, user_id)

    async def register_late(self, event_id: int, user_id: str, display_name: str, deck_list: str,
                            first_round: int, missed: Sequence[tuple[int, NewPairing]]) -> Registration:  # fmt: skip
        """A late entry: registered and checked in, with a loss for each round already paired."""
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO league_registrations (event_id, user_id, display_name, deck_list, checked_in, first_round,"
                " registered_at) VALUES (?, ?, ?, ?, 1, ?, ?)",
                (event_id, user_id, display_name, deck_list, first_round, self._now()),
            )
            for round_number, pairing in missed:
                await self._insert_pairing(event_id, round_number, pairing)
            return await self._registration(event_id, user_id)

    async def get_registration(self, event_id: int, user_id: str) -> Registration | None:
        async with connection_lock(self._conn):
            return await self._registration(event_id, user_id)

    async def registrations(self, event_id: int) -> list[Registration]:
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT * FROM league_registrations WHERE event_id = ? ORDER BY registered_at, user_id", (event_id,)
            ) as cursor,
        ):
            return [_registration(row) for row in await cursor.fetchall()]

    async def set_deck(self, event_id: int, user_id: str, deck_list: str) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute(
                "UPDATE league_registrations SET deck_list = ? WHERE event_id = ? AND user_id = ?",
                (deck_list, event_id, user_id),
            )

    async def set_checked_in(self, event_id: int, user_id: str, checked_in: bool) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute(
                "UPDATE league_registrations SET checked_in = ? WHERE event_id = ? AND user_id = ?",
                (int(checked_in), event_id, user_id),
            )

    async def drop(self, event_id: int, user_ids: Sequence[str], after_round: int, by: str) -> None:
        async with transaction(self._conn) as conn:
            await conn.executemany(
                "UPDATE league_registrations SET dropped_after = ?, dropped_by = ?"
                " WHERE event_id = ? AND user_id = ? AND dropped_after IS NULL",
                [(after_round, by, event_id, user_id) for user_id in user_ids],
            )

    async def withdraw(self, event_id: int, user_id: str) -> bool:
        """Remove a registration before the event starts."""
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "DELETE FROM league_registrations WHERE event_id = ? AND user_id = ?", (event_id, user_id)
            )
            return cursor.rowcount == 1

    # ------------------------------------------------------------------ rounds and pairings
    async def add_round(self, event_id: int, number: int, stage: str, deadline_at: datetime | None,
                        pairings: Sequence[NewPairing]) -> Round:  # fmt: skip
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO league_rounds (event_id, number, stage, deadline_at, created_at) VALUES (?, ?, ?, ?, ?)",
                (event_id, number, stage, format_timestamp(deadline_at) if deadline_at else None, self._now()),
            )
            for pairing in pairings:
                await self._insert_pairing(event_id, number, pairing)
            return await self._round(event_id, number)

    async def replace_pairings(self, event_id: int, number: int, pairings: Sequence[NewPairing]) -> None:
        """A TO's re-pairing: the round's pairings (none with a result) are replaced at once."""
        async with transaction(self._conn) as conn:
            await conn.execute(
                "DELETE FROM league_pairings WHERE event_id = ? AND round_number = ? AND kind != 'missed'",
                (event_id, number),
            )
            for pairing in pairings:
                await self._insert_pairing(event_id, number, pairing)

    async def rounds(self, event_id: int) -> list[Round]:
        async with (
            connection_lock(self._conn),
            self._conn.execute("SELECT * FROM league_rounds WHERE event_id = ? ORDER BY number", (event_id,)) as cursor,
        ):
            return [_round(row) for row in await cursor.fetchall()]

    async def due_rounds(self, now: datetime) -> list[Round]:
        """Rounds whose timer ran out and was not announced yet."""
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT * FROM league_rounds WHERE timer_announced = 0 AND deadline_at IS NOT NULL AND deadline_at <= ?"
                " ORDER BY deadline_at",
                (format_timestamp(now),),
            ) as cursor,
        ):
            return [_round(row) for row in await cursor.fetchall()]

    async def mark_announced(self, event_id: int, number: int) -> bool:
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "UPDATE league_rounds SET timer_announced = 1 WHERE event_id = ? AND number = ? AND timer_announced = 0",
                (event_id, number),
            )
            return cursor.rowcount == 1

    async def pairings(self, event_id: int, round_number: int | None = None) -> list[Pairing]:
        sql, params = "SELECT * FROM league_pairings WHERE event_id = ?", [event_id]
        if round_number is not None:
            sql, params = sql + " AND round_number = ?", [*params, round_number]
        async with (
            connection_lock(self._conn),
            self._conn.execute(sql + " ORDER BY round_number, table_number", params) as cursor,
        ):
            return [_pairing(row) for row in await cursor.fetchall()]

    async def unrated_final_matches(self) -> list[Pairing]:
        """Final match results whose rating was never recorded (the process stopped between the
        result and its rating, which are two transactions)."""
        sql = (
            "SELECT * FROM league_pairings AS p WHERE p.kind = 'match' AND p.status = 'final'"
            " AND p.wins1 IS NOT NULL AND NOT EXISTS"
            " (SELECT 1 FROM rated_results AS r WHERE r.result_key = 'pairing:' || p.id) ORDER BY p.id"
        )
        async with connection_lock(self._conn), self._conn.execute(sql) as cursor:
            return [_pairing(row) for row in await cursor.fetchall()]

    async def finished_games_not_counted(self) -> list[str]:
        """Finished single games (best-of-1 matches) whose result a stop between two transactions lost: a
        pairing's game not counted yet, or a game between two members of a server never rated."""
        sql = (
            "SELECT m.id FROM matches AS m JOIN match_results AS r ON r.match_id = m.id"
            " LEFT JOIN league_match_games AS g ON g.match_id = m.id"
            " WHERE (m.series_id IS NULL OR m.series_id = m.id) AND (g.counted = 0 OR (g.match_id IS NULL AND m.guild_id IS NOT NULL"
            " AND NOT EXISTS (SELECT 1 FROM rated_results AS x WHERE x.result_key = 'match:' || m.id)"
            " AND (SELECT COUNT(*) FROM match_players AS p WHERE p.match_id = m.id) = 2"
            " AND NOT EXISTS (SELECT 1 FROM match_players AS p WHERE p.match_id = m.id AND p.is_ai = 1)))"
            " ORDER BY r.finished_at, m.id"
        )
        async with connection_lock(self._conn), self._conn.execute(sql) as cursor:
            return [row["id"] for row in await cursor.fetchall()]

    async def finished_series_not_counted(self) -> list[str]:
        """Finished series whose result a stop lost, as ``finished_games_not_counted`` for single
        games: a pairing's series (linked through its game 1) not counted, or a series between two
        members of a server never rated."""
        sql = (
            "SELECT s.id FROM series AS s JOIN matches AS m ON m.series_id = s.id AND m.series_game = 1"
            " LEFT JOIN league_match_games AS g ON g.match_id = m.id"
            " WHERE s.status = 'finished' AND s.best_of > 1 AND (g.counted = 0 OR (g.match_id IS NULL AND m.guild_id IS NOT NULL"
            " AND NOT EXISTS (SELECT 1 FROM rated_results AS x WHERE x.result_key = 'series:' || s.id)"
            " AND (SELECT COUNT(*) FROM match_players AS p WHERE p.match_id = m.id) = 2"
            " AND NOT EXISTS (SELECT 1 FROM match_players AS p WHERE p.match_id = m.id AND p.is_ai = 1)))"
            " ORDER BY s.updated_at, s.id"
        )
        async with connection_lock(self._conn), self._conn.execute(sql) as cursor:
            return [row["id"] for row in await cursor.fetchall()]

    async def get_pairing(self, pairing_id: int) -> Pairing | None:
        async with connection_lock(self._conn):
            return await self._pairing(pairing_id)

    async def update_result(self, pairing_id: int, *, expected_status: str, status: str,
                            wins1: int | None, wins2: int | None, draws: int | None, source: str | None,
                            reported_by: str | None, claims: dict[str, list[int]], decided_by: str | None) -> Pairing | None:  # fmt: skip
        """Set a pairing's result if its status is still ``expected_status`` (two clicks racing:
        the second one finds the status changed and gets None)."""
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "UPDATE league_pairings SET status = ?, wins1 = ?, wins2 = ?, draws = ?, source = ?, reported_by = ?,"
                " claims_json = ?, decided_by = ?, updated_at = ? WHERE id = ? AND status = ?",
                (status, wins1, wins2, draws, source, reported_by, orjson.dumps(claims).decode(), decided_by,
                 self._now(), pairing_id, expected_status),
            )  # fmt: skip
            if cursor.rowcount != 1:
                return None
            return await self._pairing(pairing_id)

    async def set_pairing_thread(self, pairing_id: int, thread_id: str) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute("UPDATE league_pairings SET thread_id = ? WHERE id = ?", (thread_id, pairing_id))

    # ------------------------------------------------------------------ games played in the bot
    async def link_match(self, match_id: str, pairing_id: int) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute("INSERT INTO league_match_games (match_id, pairing_id) VALUES (?, ?)", (match_id, pairing_id))

    async def pairing_of_match(self, match_id: str) -> tuple[int, bool] | None:
        """(pairing id, already counted) for a match played for a pairing."""
        async with (
            connection_lock(self._conn),
            self._conn.execute("SELECT pairing_id, counted FROM league_match_games WHERE match_id = ?", (match_id,)) as cursor,
        ):
            row = await cursor.fetchone()
        return (row["pairing_id"], bool(row["counted"])) if row else None

    async def finished_match(self, match_id: str) -> tuple[list[str | None], dict[str, int]] | None:
        """The recorded result of a finished match (bot/storage/repositories.py writes it): the
        winners' user ids and game wins per engine player id, or None while it is unfinished."""
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT winner_ids_json, game_wins_json FROM match_results WHERE match_id = ?", (match_id,)
            ) as cursor,
        ):
            row = await cursor.fetchone()
        return (orjson.loads(row["winner_ids_json"]), orjson.loads(row["game_wins_json"])) if row else None

    async def count_bot_result(self, match_id: str, pairing_id: int, score: tuple[int, int, int]) -> Pairing | None:
        """The final result of a pairing played in the bot (its single game, or its series through
        game 1's link), once: None if it was counted before or the pairing's result is final."""
        async with transaction(self._conn) as conn:
            cursor = await conn.execute(
                "UPDATE league_match_games SET counted = 1 WHERE match_id = ? AND counted = 0", (match_id,)
            )
            if cursor.rowcount != 1:
                return None
            cursor = await conn.execute(
                "UPDATE league_pairings SET wins1 = ?, wins2 = ?, draws = ?, status = 'final', source = 'bot', updated_at = ?"
                " WHERE id = ? AND status != 'final'",
                (*score, self._now(), pairing_id),
            )
            if cursor.rowcount != 1:
                return None
            return await self._pairing(pairing_id)

    async def live_match_of_pairing(self, pairing_id: int) -> str | None:
        """A bot match of the pairing still being played, if any (a series between games too)."""
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT g.match_id FROM league_match_games g JOIN matches m ON m.id = g.match_id"
                " LEFT JOIN series s ON s.id = m.series_id"
                " WHERE g.pairing_id = ? AND (m.status IN ('pending', 'active') OR s.status IN ('playing', 'sideboarding'))",
                (pairing_id,),
            ) as cursor,
        ):
            row = await cursor.fetchone()
        return row["match_id"] if row else None

    # ------------------------------------------------------------------ helpers (lock held)
    async def _insert_pairing(self, event_id: int, round_number: int, p: NewPairing) -> None:
        final = p.kind != "match"
        await self._conn.execute(
            "INSERT INTO league_pairings (event_id, round_number, table_number, kind, player1_id, player2_id, wins1,"
            " wins2, draws, status, source, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (event_id, round_number, p.table_number, p.kind, p.player1_id, p.player2_id, p.wins1, p.wins2,
             0 if final else None, "final" if final else "pending", p.kind if final else None, self._now()),
        )  # fmt: skip

    async def _one(self, sql: str, *params: object) -> aiosqlite.Row | None:
        async with self._conn.execute(sql, params) as cursor:
            return await cursor.fetchone()

    async def _event(self, event_id: int) -> Event | None:
        row = await self._one("SELECT * FROM league_events WHERE id = ?", event_id)
        return _event(row) if row else None

    async def _registration(self, event_id: int, user_id: str) -> Registration | None:
        row = await self._one("SELECT * FROM league_registrations WHERE event_id = ? AND user_id = ?", event_id, user_id)
        return _registration(row) if row else None

    async def _round(self, event_id: int, number: int) -> Round:
        return _round(await self._one("SELECT * FROM league_rounds WHERE event_id = ? AND number = ?", event_id, number))

    async def _pairing(self, pairing_id: int) -> Pairing | None:
        row = await self._one("SELECT * FROM league_pairings WHERE id = ?", pairing_id)
        return _pairing(row) if row else None


def _time(value: str | None) -> datetime | None:
    return parse_timestamp(value) if value else None


def _event(row: aiosqlite.Row) -> Event:
    return Event(
        id=row["id"], guild_id=row["guild_id"], game=row["game"], name=row["name"], kind=row["kind"],
        best_of=row["best_of"], format=row["format"], schedule=row["schedule"], status=row["status"],
        round_minutes=row["round_minutes"], top_cut=row["top_cut"], organizer_id=row["organizer_id"],
        to_role_id=row["to_role_id"], channel_id=row["channel_id"], standings_message_id=row["standings_message_id"],
        ended_at=_time(row["ended_at"]),
    )  # fmt: skip


def _registration(row: aiosqlite.Row) -> Registration:
    return Registration(
        event_id=row["event_id"], user_id=row["user_id"], display_name=row["display_name"], deck_list=row["deck_list"],
        checked_in=bool(row["checked_in"]), first_round=row["first_round"], dropped_after=row["dropped_after"],
        dropped_by=row["dropped_by"],
    )  # fmt: skip


def _round(row: aiosqlite.Row) -> Round:
    return Round(row["event_id"], row["number"], row["stage"], _time(row["deadline_at"]), bool(row["timer_announced"]))


def _pairing(row: aiosqlite.Row) -> Pairing:
    return Pairing(
        id=row["id"], event_id=row["event_id"], round_number=row["round_number"], table_number=row["table_number"],
        kind=row["kind"], player1_id=row["player1_id"], player2_id=row["player2_id"], wins1=row["wins1"],
        wins2=row["wins2"], draws=row["draws"], status=row["status"], source=row["source"],
        reported_by=row["reported_by"], claims=orjson.loads(row["claims_json"]), decided_by=row["decided_by"],
        thread_id=row["thread_id"],
    )  # fmt: skip
