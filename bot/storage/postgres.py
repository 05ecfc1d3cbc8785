"""A PostgreSQL connection (asyncpg) with the part of aiosqlite's interface the storage uses.

The repositories, services and the migration runner are written against aiosqlite: ``execute``
(awaited, or used as ``async with ... as cursor``), ``execute_fetchall``, ``executemany``,
``commit``/``rollback``, rows read by column name or position, ``cursor.rowcount``. This class
offers the same over one asyncpg connection, rewriting every statement with
``bot.storage.dialect.to_postgres``, so each query exists once for both databases.

Like the SQLite connection it is one connection shared by the bot's tasks, serialized by
``bot.storage.database.connection_lock``; transactions are the explicit BEGIN/COMMIT that
``bot.storage.database.transaction`` sends (asyncpg runs everything else in autocommit).

Errors surface as the DB-API classes of ``sqlite3`` the callers already catch: a broken
constraint is ``sqlite3.IntegrityError`` whose text starts as SQLite's does ("UNIQUE constraint
failed", "FOREIGN KEY ...", "NOT NULL ...", "CHECK ..."), any other server error
``sqlite3.OperationalError``; the asyncpg error is kept as ``__cause__``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import asyncpg

from bot.storage.dialect import to_postgres

# The migration runner's version (SQLite keeps it in PRAGMA user_version).
_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)"
# One migrating process at a time (key: "tcg" in ASCII), held until its transaction ends.
MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(7627623)"
# One writer of a row at a time across processes (e.g. a match: bot/storage/repositories.py), held
# until its transaction ends. The two-key form is a key space of its own (never the one above).
ROW_LOCK = "SELECT pg_advisory_xact_lock(7627624, hashtext(?))"

Params = Sequence[Any] | Mapping[str, Any]


class Cursor:
    """The rows (if any) and the affected-row count of one executed statement."""

    def __init__(self, rows: list[asyncpg.Record], rowcount: int) -> None:
        self._rows = rows
        self.rowcount = rowcount

    async def fetchone(self) -> asyncpg.Record | None:
        return self._rows.pop(0) if self._rows else None

    async def fetchall(self) -> list[asyncpg.Record]:
        rows, self._rows = self._rows, []
        return rows


class _Execution:
    """What ``execute`` returns: awaitable, or an async context manager, like aiosqlite's."""

    def __init__(self, connection: PostgresConnection, sql: str, params: Params) -> None:
        self._run = connection._run(sql, params)

    def __await__(self) -> Generator[Any, None, Cursor]:
        return self._run.__await__()

    async def __aenter__(self) -> Cursor:
        return await self._run

    async def __aexit__(self, *exc_info: object) -> None:
        return None


class PostgresConnection:
    def __init__(self, raw: asyncpg.Connection) -> None:
        self.raw = raw  # for bulk work that has no SQLite twin (tcg db copy)

    def execute(self, sql: str, params: Params = ()) -> _Execution:
        return _Execution(self, sql, params)

    async def execute_fetchall(self, sql: str, params: Params = ()) -> list[asyncpg.Record]:
        return await (await self._run(sql, params)).fetchall()

    async def executemany(self, sql: str, params: Iterable[Params]) -> None:
        translation = to_postgres(sql)
        rows = [_arguments(translation.names, p) for p in params]
        if rows:
            with _sqlite_errors():
                await self.raw.executemany(translation.sql, rows)

    @property
    def in_transaction(self) -> bool:
        return self.raw.is_in_transaction()

    async def commit(self) -> None:
        if self.raw.is_in_transaction():
            await self.raw.execute("COMMIT")

    async def rollback(self) -> None:
        if self.raw.is_in_transaction():
            await self.raw.execute("ROLLBACK")

    async def close(self) -> None:
        await self.raw.close()

    async def schema_version(self) -> int:
        """The last migration applied (0 for a new database)."""
        await self.raw.execute(_VERSION_TABLE)
        version = await self.raw.fetchval("SELECT max(version) FROM schema_version")
        return int(version or 0)

    async def set_schema_version(self, version: int) -> None:
        await self.raw.execute(_VERSION_TABLE)
        await self.raw.execute("DELETE FROM schema_version")
        await self.raw.execute("INSERT INTO schema_version (version) VALUES ($1)", version)

    async def _run(self, sql: str, params: Params) -> Cursor:
        translation = to_postgres(sql)
        arguments = _arguments(translation.names, params)
        with _sqlite_errors():
            if translation.returns_rows:
                rows = await self.raw.fetch(translation.sql, *arguments)
                return Cursor(rows, len(rows))
            status = await self.raw.execute(translation.sql, *arguments)
        count = status.rsplit(" ", 1)[-1]  # "UPDATE 2", "INSERT 0 1", "DELETE 0"
        return Cursor([], int(count) if count.isdigit() else -1)


async def connect_postgres(url: str) -> PostgresConnection:
    """Open a connection to the PostgreSQL database at ``url`` (a libpq URL; query parameters
    asyncpg does not know, e.g. ``?search_path=x``, become server settings)."""
    return PostgresConnection(await asyncpg.connect(url))


def _arguments(names: tuple[str, ...] | None, params: Params) -> list[Any]:
    if names is None:
        return list(params)
    return [params[name] for name in names]


# SQLite's wording for each broken constraint, which callers and tests match on.
_CONSTRAINT_WORDING = {
    asyncpg.UniqueViolationError: "UNIQUE",
    asyncpg.ForeignKeyViolationError: "FOREIGN KEY",
    asyncpg.NotNullViolationError: "NOT NULL",
    asyncpg.CheckViolationError: "CHECK",
}


@contextmanager
def _sqlite_errors() -> Iterator[None]:
    """Re-raise asyncpg's server errors as the sqlite3 classes the storage catches."""
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as error:
        wording = _CONSTRAINT_WORDING.get(type(error))
        message = f"{wording} constraint failed: {error}" if wording else str(error)
        raise sqlite3.IntegrityError(message) from error
    except asyncpg.PostgresError as error:
        raise sqlite3.OperationalError(str(error)) from error
