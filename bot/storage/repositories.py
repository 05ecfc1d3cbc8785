"""Match persistence: creating matches, the answer log with its snapshot, loading live matches.

The interface speaks in plain dataclasses and JSON text so that a PostgreSQL implementation can
follow without touching the services. Discord ids are strings; timestamps are aware datetimes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, parse_timestamp, transaction, utcnow
from bot.storage.series import NewSeries, insert_series, start_game

MATCH_STATUSES = ("pending", "active", "finished", "aborted")


class DuplicateAnswer(Exception):
    """This seat already answered this request (a double click, a retry); nothing was written."""

    def __init__(self, match_id: str, request_id: str, player: int) -> None:
        super().__init__(f"match {match_id}: seat {player} already answered request {request_id}")
        self.match_id, self.request_id, self.player = match_id, request_id, player


class UnknownMatch(LookupError):
    """No match has this id."""


class StaleMatch(Exception):
    """The answer was worked out on a state of the match that is no longer the stored one (another
    process or task recorded an answer first); nothing was written: load the match again."""

    def __init__(self, match_id: str, expected: int, stored: int | None) -> None:
        super().__init__(f"match {match_id}: answered on state {expected}, stored state is {stored}")
        self.match_id = match_id


class SeriesMovedOn(Exception):
    """The next game of a series was started already (or the series ended); nothing was written."""


@dataclass(frozen=True)
class FinishedResult:
    """What a finished game records: the engine result, winners' user ids, game wins per player."""

    result_json: str
    winner_ids_json: str
    game_wins_json: str


@dataclass(frozen=True)
class TurnTimer:
    """The next firing of a match's turn timer (bot/services/timers.py): what, when, and since when
    the current request has been waiting."""

    stage: str  # "remind", "default" or "forfeit"
    at: datetime
    asked_at: datetime


@dataclass(frozen=True)
class NewPlayer:
    """A seat to create with a match; ``user_id`` is None only for the bot's AI."""

    seat: int
    user_id: str | None
    deck_id: int | None = None
    is_ai: bool = False
    ai_level: str | None = None  # engine/ai/levels.py; None for a human


@dataclass(frozen=True)
class MatchPlayer:
    seat: int
    user_id: str | None
    deck_id: int | None
    is_ai: bool
    dm_channel_id: str | None
    dm_message_id: str | None
    dm_blocked: bool
    last_active_at: datetime | None = None
    prompted_request_id: str | None = None
    pass_order: str | None = None  # engine/core/stops.py PASS_ORDERS
    pass_order_turn: int | None = None  # the turn number the order was given in
    ai_level: str | None = None  # engine/ai/levels.py; None: a human, or an AI seat that plays at random
    notice_unanswered: bool = False  # notified, and no interaction since (bot/discord/notices.py)
    noticed_turn: int | None = None  # the turn number of their last notification (0: before turn 1)


@dataclass(frozen=True)
class Match:
    id: str
    game: str
    status: str
    engine_version: str
    seed: int
    options_json: str
    guild_id: str | None
    channel_id: str | None
    thread_id: str | None
    status_message_id: str | None
    current_request_id: str | None
    deadline_at: datetime | None
    created_at: datetime
    updated_at: datetime
    result_json: str | None
    players: tuple[MatchPlayer, ...]
    timer_stage: str | None = None
    request_asked_at: datetime | None = None
    # The match (bot/storage/series.py) this game is number ``series_game`` of, from 1; None while
    # a challenge is pending. A single game is its own best-of-1 match (migrations/0014_one_match.sql).
    series_id: str | None = None
    series_game: int | None = None
    narrated_answers: int | None = None  # answers whose log the thread got (None: not the opening's)
    row_version: int = 0  # raised by every write to the match or its seats (MatchRepository)
    state_version: int | None = None  # the stored snapshot's version (None: none yet)

    @property
    def best_of_n(self) -> bool:
        """Whether this is a game of a best-of-N series (N > 1), not a best-of-1 match's one game."""
        return self.series_id is not None and self.series_id != self.id

    @property
    def timer(self) -> TurnTimer | None:
        if self.deadline_at is None or self.timer_stage is None or self.request_asked_at is None:
            return None
        return TurnTimer(self.timer_stage, self.deadline_at, self.request_asked_at)


@dataclass(frozen=True)
class Answer:
    match_id: str
    seq: int
    request_id: str
    player: int
    answer_json: str
    answered_at: datetime


@dataclass(frozen=True)
class Snapshot:
    match_id: str
    version: int
    state_json: str
    saved_at: datetime


class MatchRepository:
    """Matches over one aiosqlite connection from ``bot.storage.database.connect``.

    ``clock`` supplies every timestamp written, so tests and timers can control time.

    Several processes may share the database (issue 25): it is the source of truth. Every write
    to a match raises its ``row_version`` in the same transaction; ``get_match`` answers from its
    cached row (each click reads its match several times) only after checking that the stored
    ``row_version`` is still the cached one, so a process that did not make the last change reloads.
    Writers of one match take turns across processes (``transaction(..., lock=...)``), and
    ``record_answer`` refuses an answer worked out on a state that is no longer the stored one.
    """

    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self._conn = conn
        self._clock = clock
        self._cache: dict[str, Match] = {}

    @property
    def conn(self) -> aiosqlite.Connection:
        return self._conn

    @asynccontextmanager
    async def _writing(self, match_id: str) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction on match ``match_id``: its lock held across processes, its
        ``row_version`` raised with what the block writes, its cached row dropped either way."""
        try:
            async with transaction(self._conn, lock=f"match {match_id}") as conn:
                yield conn
                await conn.execute("UPDATE matches SET row_version = row_version + 1 WHERE id = ?", (match_id,))
        finally:
            self._cache.pop(match_id, None)

    async def create_match(
        self,
        match_id: str,
        game: str,
        engine_version: str,
        seed: int,
        players: Sequence[NewPlayer],
        *,
        status: str = "pending",
        options_json: str = "{}",
        guild_id: str | None = None,
        channel_id: str | None = None,
        thread_id: str | None = None,
        current_request_id: str | None = None,
        timer: TurnTimer | None = None,
        state_version: int | None = None,
        state_json: str | None = None,
        new_series: NewSeries | None = None,
        series_game: tuple[str, int] | None = None,
    ) -> Match:
        """Insert the match, its seats and (optionally) its first snapshot in one transaction.

        Human players get a ``users`` row if they have none yet, so a first-time player can be
        challenged without a separate sign-up step. With ``new_series`` the match is game 1 of that
        new series; ``series_game`` (series id, number) makes it the next game of a series between
        games, and raises SeriesMovedOn when that series is not between games any more.
        """
        if status not in MATCH_STATUSES:
            raise ValueError(f"unknown match status {status!r}")
        if not players:
            raise ValueError("a match needs at least one player")
        if (state_version is None) != (state_json is None):
            raise ValueError("state_version and state_json go together")
        now = format_timestamp(self._clock())
        async with transaction(self._conn) as conn:
            await conn.executemany(
                "INSERT INTO users (user_id, created_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING",
                [(p.user_id, now) for p in players if p.user_id is not None],
            )
            if new_series is not None:
                await insert_series(conn, new_series, now)
                series_game = (new_series.id, 1)
            elif series_game is not None and not await start_game(conn, series_game[0], now):
                raise SeriesMovedOn(series_game[0])
            row = {
                "id": match_id,
                "game": game,
                "status": status,
                "engine_version": engine_version,
                "seed": seed,
                "options_json": options_json,
                "guild_id": guild_id,
                "channel_id": channel_id,
                "thread_id": thread_id,
                "current_request_id": current_request_id,
                **_timer_columns(timer),
                "created_at": now,
                "updated_at": now,
                "series_id": series_game[0] if series_game else None,
                "series_game": series_game[1] if series_game else None,
            }
            await conn.execute(
                "INSERT INTO matches (id, game, status, engine_version, seed, options_json, guild_id,"
                " channel_id, thread_id, current_request_id, deadline_at, timer_stage, request_asked_at,"
                " created_at, updated_at, series_id, series_game)"
                " VALUES (:id, :game, :status, :engine_version, :seed, :options_json, :guild_id,"
                " :channel_id, :thread_id, :current_request_id, :deadline_at, :timer_stage, :request_asked_at,"
                " :created_at, :updated_at, :series_id, :series_game)",
                row,
            )
            await conn.executemany(
                "INSERT INTO match_players (match_id, seat, user_id, deck_id, is_ai, ai_level, last_active_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(match_id, p.seat, p.user_id, p.deck_id, int(p.is_ai), p.ai_level, now) for p in players],
            )
            if state_version is not None:
                await self._save_snapshot(match_id, state_version, state_json, now)
            return await self._get_match(match_id)

    async def record_answer(
        self,
        match_id: str,
        request_id: str,
        player: int,
        answer_json: str,
        state_version: int,
        state_json: str,
        current_request_id: str | None,
        timer: TurnTimer | None,
        finished: FinishedResult | None = None,
        *,
        answered_version: int,
        active_seat: int | None = None,
    ) -> int:
        """Append the answer, replace the snapshot and move the match to its next request, atomically;
        with ``finished`` (the answer ended the game) the result is recorded in the same transaction.

        ``timer`` is the turn timer of the next request (None: none runs); ``active_seat`` is the
        seat that answered by itself (not through a timer default), whose forfeit delay restarts.

        ``answered_version`` is the version of the state the answer was applied to: if the stored
        state is another (a process that did not make the last change answered on its stale copy),
        StaleMatch is raised and nothing is written.

        Returns the answer's sequence number. Raises DuplicateAnswer if ``player`` already answered
        ``request_id`` in this match, and UnknownMatch for an unknown match; both change nothing.
        """
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            rows = await conn.execute_fetchall("SELECT state_version FROM matches WHERE id = ?", (match_id,))
            if not rows:
                raise UnknownMatch(match_id)
            if rows[0][0] != answered_version:
                raise StaleMatch(match_id, answered_version, rows[0][0])
            try:  # the next sequence number and the double-answer check in one statement
                [(seq,)] = await conn.execute_fetchall(
                    "INSERT INTO match_answers (match_id, seq, request_id, player, answer_json, answered_at)"
                    " SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ? FROM match_answers WHERE match_id = ?"
                    " RETURNING seq",
                    (match_id, request_id, player, answer_json, now, match_id),
                )
            except sqlite3.IntegrityError as error:
                if "UNIQUE" in str(error):  # (match, request, player) is already in the log
                    raise DuplicateAnswer(match_id, request_id, player) from None
                raise
            await self._save_snapshot(match_id, state_version, state_json, now)
            await conn.execute(
                "UPDATE matches SET current_request_id = :request, deadline_at = :deadline_at, timer_stage = :timer_stage,"
                " request_asked_at = :request_asked_at, timer_claimed_by = NULL, updated_at = :now WHERE id = :id",
                {"request": current_request_id, **_timer_columns(timer), "now": now, "id": match_id},
            )
            if active_seat is not None:
                await conn.execute(
                    "UPDATE match_players SET last_active_at = ? WHERE match_id = ? AND seat = ?",
                    (now, match_id, active_seat),
                )
            if finished is not None:
                await self._finish(conn, match_id, finished, now)
        return seq

    async def finish_match(
        self, match_id: str, result_json: str, winner_ids_json: str, game_wins_json: str
    ) -> None:
        """Mark the match finished and record its result (for leagues), in one transaction.

        Idempotent: finishing an already finished match keeps the first result. Raises UnknownMatch
        for an unknown match.
        """
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            if not await self._exists("SELECT 1 FROM matches WHERE id = ?", match_id):
                raise UnknownMatch(match_id)
            await self._finish(conn, match_id, FinishedResult(result_json, winner_ids_json, game_wins_json), now)

    @staticmethod
    async def _finish(conn: aiosqlite.Connection, match_id: str, finished: FinishedResult, now: str) -> None:
        await conn.execute(
            "UPDATE matches SET status = 'finished', result_json = ?, current_request_id = NULL, deadline_at = NULL,"
            " timer_stage = NULL, timer_claimed_by = NULL, updated_at = ? WHERE id = ? AND status != 'finished'",
            (finished.result_json, now, match_id),
        )
        await conn.execute(
            "INSERT INTO match_results (match_id, game, winner_ids_json, game_wins_json, finished_at)"
            " SELECT id, game, ?, ?, ? FROM matches WHERE id = ?"
            " ON CONFLICT (match_id) DO NOTHING",
            (finished.winner_ids_json, finished.game_wins_json, now, match_id),
        )
        await conn.execute(  # a best-of-1 match is over with its game (a series counts its games itself)
            "UPDATE series SET status = 'finished', updated_at = ? WHERE id = ? AND best_of = 1 AND status != 'finished'",
            (now, match_id),
        )

    async def activate_match(
        self,
        match_id: str,
        options_json: str,
        current_request_id: str | None,
        state_version: int,
        state_json: str,
        timer: TurnTimer | None = None,
        new_series: NewSeries | None = None,
    ) -> bool:
        """Start a pending match (an accepted challenge) with its first snapshot, as game 1 of
        ``new_series`` if given; False (nothing written) when it is no longer pending, e.g.
        accepted twice or declined meanwhile."""
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            if not await self._exists("SELECT 1 FROM matches WHERE id = ? AND status = 'pending'", match_id):
                return False
            if new_series is not None:  # before the match refers to it
                await insert_series(conn, new_series, now)
            await conn.execute(
                "UPDATE matches SET status = 'active', options_json = :options, current_request_id = :request,"
                " deadline_at = :deadline_at, timer_stage = :timer_stage, request_asked_at = :request_asked_at,"
                " updated_at = :now, series_id = :series, series_game = :game WHERE id = :id AND status = 'pending'",
                {"options": options_json, "request": current_request_id, **_timer_columns(timer), "now": now, "id": match_id,
                 "series": new_series.id if new_series else None, "game": 1 if new_series else None},
            )
            await conn.execute("UPDATE match_players SET last_active_at = ? WHERE match_id = ?", (now, match_id))
            await self._save_snapshot(match_id, state_version, state_json, now)
        return True

    async def keep_pending_options(self, match_id: str, options_json: str) -> bool:
        """Store what a challenge of three or more holds so far (the decks of those who accepted);
        False (nothing written) when it is no longer pending."""
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            cursor = await conn.execute(
                "UPDATE matches SET options_json = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
                (options_json, now, match_id),
            )
            return cursor.rowcount == 1

    async def abort_match(self, match_id: str) -> bool:
        """Withdraw a pending match (a declined or cancelled challenge); False if not pending."""
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            cursor = await conn.execute(
                "UPDATE matches SET status = 'aborted', updated_at = ? WHERE id = ? AND status = 'pending'",
                (now, match_id),
            )
            return cursor.rowcount == 1

    async def set_timer(self, match_id: str, request_id: str, timer: TurnTimer | None) -> bool:
        """Move the timer of ``request_id`` on (after a reminder); False if the match moved on."""
        async with self._writing(match_id) as conn:
            cursor = await conn.execute(
                "UPDATE matches SET deadline_at = :deadline_at, timer_stage = :timer_stage, request_asked_at = :request_asked_at,"
                " timer_claimed_by = NULL WHERE id = :id AND current_request_id = :request",
                {**_timer_columns(timer), "id": match_id, "request": request_id},
            )
            return cursor.rowcount == 1

    async def due_matches(self, now: datetime) -> list[Match]:
        """Active matches whose timer fires at or before ``now``, earliest first. A match whose
        table has not opened (no status message: its players may not know of it) never times out."""
        async with connection_lock(self._conn):
            return await self._matches(
                "WHERE status = 'active' AND status_message_id IS NOT NULL AND deadline_at IS NOT NULL AND deadline_at <= ?",
                format_timestamp(now),
            )

    async def changed_between(self, after: datetime, until: datetime) -> list[Match]:
        """Active matches last written after ``after`` and at or before ``until``, oldest first:
        the timer loop looks at each match once, as its last change grows old (turn_timers.py)."""
        async with connection_lock(self._conn):
            return await self._matches(
                "WHERE status = 'active' AND updated_at > ? AND updated_at <= ?", format_timestamp(after), format_timestamp(until)
            )

    async def claim_match(self, match: Match, owner: str, lease: timedelta) -> bool:
        """Claim ``match`` (as it was read) for ``owner`` before the timer loop acts on it (its due
        turn timer, or the work of a process that died changing it), so that of several processes
        one acts; False if another holds it, or the match changed since it was read
        (``row_version``). Writing the match's next timer frees the claim; a claim older than
        ``lease`` (its process died while acting) may be taken over."""
        now = self._clock()
        async with transaction(self._conn) as conn:
            claimed = await conn.execute_fetchall(
                "UPDATE matches SET timer_claimed_by = ?, timer_claimed_at = ? WHERE id = ? AND status = 'active'"
                " AND row_version = ? AND (timer_claimed_by IS NULL OR timer_claimed_at <= ?) RETURNING id",
                (owner, format_timestamp(now), match.id, match.row_version, format_timestamp(now - lease)),
            )
            return bool(claimed)

    async def release_match(self, match_id: str, owner: str) -> None:
        """Free ``owner``'s claim on the match (it acted, or found nothing to do)."""
        async with transaction(self._conn) as conn:
            await conn.execute(
                "UPDATE matches SET timer_claimed_by = NULL WHERE id = ? AND timer_claimed_by = ?", (match_id, owner)
            )

    async def abort_unopened(self, match_id: str) -> bool:
        """Call off an active match whose table never opened (nothing was answered, nobody rated),
        and the series it was to open; False if its table did open meanwhile."""
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            cursor = await conn.execute(
                "UPDATE matches SET status = 'aborted', current_request_id = NULL, deadline_at = NULL, timer_stage = NULL,"
                " updated_at = ? WHERE id = ? AND status = 'active' AND status_message_id IS NULL",
                (now, match_id),
            )
            if cursor.rowcount != 1:
                return False
            await conn.execute(  # no game played: the series is over before it began, unscored
                "UPDATE series SET status = 'finished', updated_at = ?"
                " WHERE id = (SELECT series_id FROM matches WHERE id = ? AND series_game = 1)",
                (now, match_id),
            )
            return True

    async def upgrade_engine(self, match_id: str, engine_version: str, state_version: int, state_json: str) -> None:
        """Store the snapshot a newer engine rebuilt from the answer log, with that engine's version."""
        now = format_timestamp(self._clock())
        async with self._writing(match_id) as conn:
            await self._save_snapshot(match_id, state_version, state_json, now)
            await conn.execute("UPDATE matches SET engine_version = ? WHERE id = ?", (engine_version, match_id))

    async def set_narrated(self, match_id: str, seq: int) -> None:
        """Record that the thread was sent the log up to answer ``seq`` (0: the opening events);
        never moves back, should two updates finish out of order."""
        async with self._writing(match_id) as conn:
            await conn.execute(
                "UPDATE matches SET narrated_answers = MAX(COALESCE(narrated_answers, -1), ?) WHERE id = ?", (seq, match_id)
            )

    async def unopened_matches(self) -> list[Match]:
        """Active matches whose table (thread and pinned status) did not finish opening."""
        async with connection_lock(self._conn):
            return await self._matches("WHERE status = 'active' AND status_message_id IS NULL")

    async def unnarrated_matches(self) -> list[Match]:
        """Matches with a table whose thread was not sent the log of every answer (a crash came
        between committing an answer and posting it)."""
        async with connection_lock(self._conn):
            return await self._matches(
                "WHERE status IN ('active', 'finished') AND status_message_id IS NOT NULL AND (narrated_answers IS NULL"
                " OR narrated_answers < (SELECT COALESCE(MAX(seq), 0) FROM match_answers WHERE match_id = matches.id))"
            )

    async def set_prompted(self, match_id: str, seat: int, request_id: str | None) -> None:
        """Record which decision the seat's panel shows (None: none), for restart recovery."""
        async with self._writing(match_id) as conn:
            await conn.execute(
                "UPDATE match_players SET prompted_request_id = ? WHERE match_id = ? AND seat = ?",
                (request_id, match_id, seat),
            )

    async def set_noticed(self, match_id: str, seat: int, turn: int) -> None:
        """The seat was just notified of a decision in ``turn`` (bot/discord/notices.py)."""
        async with self._writing(match_id) as conn:
            await conn.execute(
                "UPDATE match_players SET notice_unanswered = 1, noticed_turn = ? WHERE match_id = ? AND seat = ?",
                (turn, match_id, seat),
            )

    async def claim_notice(self, match_id: str, seat: int, turn: int) -> bool:
        """Mark the seat notified in ``turn`` if it is still quiet (not notified since it last
        came, nor in this turn): of several processes reminding it at once, the one this returns
        True to sends the reminder (bot/discord/notices.py, rule 4)."""
        async with self._writing(match_id) as conn:
            cursor = await conn.execute(
                "UPDATE match_players SET notice_unanswered = 1, noticed_turn = ? WHERE match_id = ? AND seat = ?"
                " AND notice_unanswered = 0 AND (noticed_turn IS NULL OR noticed_turn != ?)",
                (turn, match_id, seat, turn),
            )
            return cursor.rowcount == 1

    async def clear_notice(self, match_id: str, seat: int | None = None) -> None:
        """The seat (every seat when None) came to the match after its notification: a later
        decision may notify it again."""
        where, params = ("match_id = ?", (match_id,)) if seat is None else ("match_id = ? AND seat = ?", (match_id, seat))
        async with self._writing(match_id) as conn:
            await conn.execute(f"UPDATE match_players SET notice_unanswered = 0 WHERE {where}", params)

    async def waiting_matches(self, asked_before: datetime) -> list[Match]:
        """Active matches with a table whose current request, asked at or before ``asked_before``,
        is shown to a human seat not notified since it last came (notices.py, rule 4)."""
        async with connection_lock(self._conn):
            return await self._matches(
                "WHERE status = 'active' AND status_message_id IS NOT NULL AND request_asked_at IS NOT NULL"
                " AND request_asked_at <= ? AND EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = matches.id"
                " AND p.is_ai = 0 AND p.notice_unanswered = 0 AND p.prompted_request_id = matches.current_request_id)",
                format_timestamp(asked_before),
            )

    async def set_pass_order(self, match_id: str, seat: int, order: str | None, given_in_turn: int | None = None) -> None:
        async with self._writing(match_id) as conn:
            await conn.execute(
                "UPDATE match_players SET pass_order = ?, pass_order_turn = ? WHERE match_id = ? AND seat = ?",
                (order, given_in_turn, match_id, seat),
            )

    async def set_thread(self, match_id: str, thread_id: str, status_message_id: str | None) -> None:
        async with self._writing(match_id) as conn:
            await conn.execute(
                "UPDATE matches SET thread_id = ?, status_message_id = ? WHERE id = ?",
                (thread_id, status_message_id, match_id),
            )

    async def set_private_channel(
        self, match_id: str, seat: int, dm_channel_id: str | None, dm_message_id: str | None, dm_blocked: bool
    ) -> None:
        """Where a seat's private view lives: its DM message, or blocked (the 我的手牌 fallback)."""
        async with self._writing(match_id) as conn:
            await conn.execute(
                "UPDATE match_players SET dm_channel_id = ?, dm_message_id = ?, dm_blocked = ?"
                " WHERE match_id = ? AND seat = ?",
                (dm_channel_id, dm_message_id, int(dm_blocked), match_id, seat),
            )

    async def match_in_thread(self, thread_id: str) -> Match | None:
        """The newest match of a thread (the current game when a series plays there)."""
        async with connection_lock(self._conn):
            matches = await self._matches("WHERE thread_id = ?", thread_id)
        return matches[-1] if matches else None

    async def series_games(self, series_id: str) -> list[Match]:
        """The games of a series, in order."""
        async with connection_lock(self._conn):
            return await self._matches("WHERE series_id = ?", series_id)

    async def matches_of_user(self, user_id: str, statuses: Sequence[str]) -> list[Match]:
        """The user's matches with one of ``statuses``, oldest first."""
        for status in statuses:
            if status not in MATCH_STATUSES:
                raise ValueError(f"unknown match status {status!r}")
        marks = ", ".join("?" for _ in statuses)
        async with connection_lock(self._conn):
            return await self._matches(
                f"WHERE status IN ({marks}) AND id IN (SELECT match_id FROM match_players WHERE user_id = ?)",
                *statuses,
                user_id,
            )

    async def get_match(self, match_id: str) -> Match | None:
        """The stored match: the cached row while its ``row_version`` is still the stored one."""
        async with connection_lock(self._conn):
            cached = self._cache.get(match_id)
            if cached is not None:
                rows = await self._conn.execute_fetchall("SELECT row_version FROM matches WHERE id = ?", (match_id,))
                if rows and rows[0][0] == cached.row_version:
                    return cached
            match = await self._get_match(match_id)
            if match is None:
                self._cache.pop(match_id, None)
            else:
                self._cache[match_id] = match
            return match

    async def load_snapshot(self, match_id: str) -> Snapshot | None:
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT match_id, version, state_json, saved_at FROM match_snapshots WHERE match_id = ?",
                (match_id,),
            ) as cursor,
        ):
            row = await cursor.fetchone()
        if row is None:
            return None
        return Snapshot(row["match_id"], row["version"], row["state_json"], parse_timestamp(row["saved_at"]))

    async def answers(self, match_id: str) -> list[Answer]:
        """The answer log of a match, in the order the answers were recorded."""
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                "SELECT match_id, seq, request_id, player, answer_json, answered_at"
                " FROM match_answers WHERE match_id = ? ORDER BY seq",
                (match_id,),
            ) as cursor,
        ):
            rows = await cursor.fetchall()
        return [
            Answer(
                match_id=r["match_id"],
                seq=r["seq"],
                request_id=r["request_id"],
                player=r["player"],
                answer_json=r["answer_json"],
                answered_at=parse_timestamp(r["answered_at"]),
            )
            for r in rows
        ]

    async def active_matches(self) -> list[Match]:
        """Every match in play, oldest first: what the bot reloads and re-arms on start."""
        async with connection_lock(self._conn):
            return await self._matches("WHERE status = 'active'")

    # Helpers below run under a lock or transaction already held by the caller.

    async def _exists(self, sql: str, *params: object) -> bool:
        return bool(await self._conn.execute_fetchall(sql, params))

    async def _save_snapshot(self, match_id: str, version: int, state_json: str, saved_at: str) -> None:
        await self._conn.execute(
            "INSERT INTO match_snapshots (match_id, version, state_json, saved_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (match_id) DO UPDATE SET"
            " version = excluded.version, state_json = excluded.state_json, saved_at = excluded.saved_at",
            (match_id, version, state_json, saved_at),
        )
        await self._conn.execute("UPDATE matches SET state_version = ? WHERE id = ?", (version, match_id))

    async def _get_match(self, match_id: str) -> Match | None:
        matches = await self._matches("WHERE id = ?", match_id)
        return matches[0] if matches else None

    async def _matches(self, where: str, *params: object) -> list[Match]:
        # `where` is always a literal from this class; values go through `params`.
        # One thread hop per query (execute_fetchall): this runs several times per click.
        # A series' games may share a creation second: series_game orders them (NULL elsewhere).
        rows = await self._conn.execute_fetchall(f"SELECT * FROM matches {where} ORDER BY created_at, series_game, id", params)
        if not rows:
            return []
        player_rows = await self._conn.execute_fetchall(
            f"SELECT * FROM match_players WHERE match_id IN (SELECT id FROM matches {where})"
            " ORDER BY match_id, seat",
            params,
        )
        seats: dict[str, list[MatchPlayer]] = {}
        for p in player_rows:
            seats.setdefault(p["match_id"], []).append(
                MatchPlayer(
                    seat=p["seat"],
                    user_id=p["user_id"],
                    deck_id=p["deck_id"],
                    is_ai=bool(p["is_ai"]),
                    dm_channel_id=p["dm_channel_id"],
                    dm_message_id=p["dm_message_id"],
                    dm_blocked=bool(p["dm_blocked"]),
                    last_active_at=parse_timestamp(p["last_active_at"]) if p["last_active_at"] else None,
                    prompted_request_id=p["prompted_request_id"],
                    pass_order=p["pass_order"],
                    pass_order_turn=p["pass_order_turn"],
                    ai_level=p["ai_level"],
                    notice_unanswered=bool(p["notice_unanswered"]),
                    noticed_turn=p["noticed_turn"],
                )
            )
        return [_match_from_row(row, tuple(seats.get(row["id"], ()))) for row in rows]


def _match_from_row(row: aiosqlite.Row, players: tuple[MatchPlayer, ...]) -> Match:
    return Match(
        id=row["id"],
        game=row["game"],
        status=row["status"],
        engine_version=row["engine_version"],
        seed=row["seed"],
        options_json=row["options_json"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        status_message_id=row["status_message_id"],
        current_request_id=row["current_request_id"],
        deadline_at=parse_timestamp(row["deadline_at"]) if row["deadline_at"] else None,
        created_at=parse_timestamp(row["created_at"]),
        updated_at=parse_timestamp(row["updated_at"]),
        result_json=row["result_json"],
        players=players,
        timer_stage=row["timer_stage"],
        request_asked_at=parse_timestamp(row["request_asked_at"]) if row["request_asked_at"] else None,
        series_id=row["series_id"],
        series_game=row["series_game"],
        narrated_answers=row["narrated_answers"],
        row_version=row["row_version"],
        state_version=row["state_version"],
    )


def _timer_columns(timer: TurnTimer | None) -> dict[str, str | None]:
    if timer is None:
        return {"deadline_at": None, "timer_stage": None, "request_asked_at": None}
    return {
        "deadline_at": format_timestamp(timer.at),
        "timer_stage": timer.stage,
        "request_asked_at": format_timestamp(timer.asked_at),
    }
