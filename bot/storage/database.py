"""Opening the database, explicit transactions and the timestamp format stored in it.

SQLite (aiosqlite) is the default; a PostgreSQL URL opens a ``bot.storage.postgres`` connection,
which offers the same interface, so everything else is written once.

Connections run in autocommit mode (``isolation_level=None``): Python's implicit BEGIN would
otherwise open transactions behind our back, and every multi-statement write here goes through
``transaction()`` instead.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from weakref import WeakKeyDictionary

import aiosqlite
import asyncpg

from bot.messages import t
from bot.storage.dialect import is_postgres_url, redacted, sqlite_path
from bot.storage.postgres import ROW_LOCK, PostgresConnection, connect_postgres

log = logging.getLogger(__name__)

# Fixed width, UTC, second precision: the same text SQLite's strftime default below produces, so
# values written by Python and by SQL compare correctly as strings (deadlines are compared in SQL).
TIMESTAMP_FORMAT = "%Y-%m-%dT%H:%M:%SZ"

# Either database's connection; both speak aiosqlite's interface (bot/storage/postgres.py).
Connection = aiosqlite.Connection | PostgresConnection

_locks: WeakKeyDictionary[Connection, asyncio.Lock] = WeakKeyDictionary()


class DatabaseUnavailable(RuntimeError):
    """The PostgreSQL server cannot be reached or refuses us; the message is catalog text."""


async def connect(target: str | Path) -> Connection:
    """Open the database ``target`` names (a TCG_DATABASE value): a ``postgresql://`` URL, or a
    SQLite file path (optionally as ``sqlite:///path``)."""
    if is_postgres_url(target):
        try:
            return await connect_postgres(str(target))
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            raise DatabaseUnavailable(t("db.unreachable", target=redacted(target), error=error)) from error
    return await connect_sqlite(sqlite_path(target) if isinstance(target, str) else target)


async def connect_sqlite(path: str | Path) -> aiosqlite.Connection:
    """Open (creating if needed) the database at ``path`` in WAL mode (synchronous NORMAL) with
    foreign keys on."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(path, isolation_level=None)
    try:
        conn.row_factory = aiosqlite.Row
        async with conn.execute("PRAGMA journal_mode=WAL") as cursor:
            (mode,) = await cursor.fetchone()
        if str(mode).lower() != "wal":  # e.g. some network file systems refuse WAL
            log.warning(t("db.wal_unavailable", path=path, mode=mode))
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA busy_timeout=5000")
        # In WAL mode NORMAL skips the fsync on each commit (about 3 ms per answer here): a commit
        # survives the bot crashing or being killed (the crash test SIGKILLs it), and only a power
        # loss or OS crash can roll back the last commits, never corrupt the database.
        await conn.execute("PRAGMA synchronous=NORMAL")
    except BaseException:
        await conn.close()
        raise
    return conn


def connection_lock(conn: Connection) -> asyncio.Lock:
    """The lock serializing use of ``conn``.

    All tasks share one connection, so without it a statement from task B could land in
    the middle of task A's transaction (and be committed or rolled back with it), or read A's
    uncommitted rows.
    """
    lock = _locks.get(conn)
    if lock is None:
        lock = _locks[conn] = asyncio.Lock()
    return lock


@asynccontextmanager
async def transaction(conn: Connection, *, lock: str | None = None) -> AsyncIterator[Connection]:
    """Hold the connection lock and run the block in one write transaction.

    IMMEDIATE takes SQLite's write lock up front, so another process cannot slip in between our
    reads and writes. PostgreSQL's plain BEGIN locks nothing up front: with ``lock`` (a key, e.g.
    a match id) the block holds that key's advisory lock until it ends, so writers of one match in
    several processes take turns, as every writer does on SQLite. Any exception (including
    cancellation) rolls the whole block back.
    """
    async with connection_lock(conn):
        await conn.execute("BEGIN IMMEDIATE")
        try:
            if lock is not None and isinstance(conn, PostgresConnection):
                await conn.execute(ROW_LOCK, (lock,))
            yield conn
            await conn.commit()
        except BaseException:
            await conn.rollback()  # a no-op if COMMIT itself already ended the transaction
            raise


def utcnow() -> datetime:
    return datetime.now(UTC)


def format_timestamp(value: datetime) -> str:
    """Aware datetime -> stored text (UTC). Naive datetimes are refused: their zone is a guess."""
    if value.tzinfo is None:
        raise ValueError("naive datetime; pass an aware datetime (e.g. datetime.now(UTC))")
    return value.astimezone(UTC).strftime(TIMESTAMP_FORMAT)


def parse_timestamp(value: str) -> datetime:
    return datetime.strptime(value, TIMESTAMP_FORMAT).replace(tzinfo=UTC)
