"""`tcg db copy`: move a community's SQLite database into an empty PostgreSQL database.

Both databases are first brought to the latest migration, so their tables are the same. Every
table is copied in one PostgreSQL transaction (a failure leaves the target empty), parents before
children (foreign keys), with SQLite's ``rowid`` (the insertion order some queries sort by) in
the PostgreSQL ``rowid`` column (bot/storage/dialect.py). Identity columns then continue after
the copied ids, and the row counts of both sides are compared. Replaying the active matches is the
caller's part (it needs the match service: bot/cli.py).
"""

from __future__ import annotations

import graphlib
from dataclasses import dataclass

import aiosqlite

from bot.messages import t
from bot.storage.migrations import migrate
from bot.storage.postgres import PostgresConnection

_BATCH = 5000  # rows read from SQLite at a time


class CopyError(RuntimeError):
    """The copy cannot be made or does not match; the message is catalog text for the operator."""


@dataclass(frozen=True)
class TableCount:
    table: str
    source: int
    target: int


async def copy_database(source: aiosqlite.Connection, target: PostgresConnection) -> list[TableCount]:
    """Copy every table of ``source`` into ``target``; return the row counts of both, per table.

    Raises CopyError when ``target`` already holds rows or a count differs after the copy.
    """
    await migrate(source)
    await migrate(target)
    tables = await _tables_in_dependency_order(source)
    for table in tables:
        if await target.raw.fetchval(f'SELECT EXISTS (SELECT 1 FROM "{table}")'):
            raise CopyError(t("db.copy_target_not_empty", table=table))
    async with target.raw.transaction():
        for table in tables:
            await _copy_table(source, target, table)
        await _continue_identities(target)
    counts = [
        TableCount(table, await _count(source, table), await target.raw.fetchval(f'SELECT count(*) FROM "{table}"'))
        for table in tables
    ]
    wrong = [c for c in counts if c.source != c.target]
    if wrong:
        raise CopyError(
            t("db.copy_count_mismatch", tables="、".join(f"{c.table}（{c.source} → {c.target}）" for c in wrong))
        )
    return counts


async def _tables_in_dependency_order(source: aiosqlite.Connection) -> list[str]:
    rows = await source.execute_fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    )
    order: graphlib.TopologicalSorter[str] = graphlib.TopologicalSorter()
    for (table,) in rows:
        parents = await source.execute_fetchall(f'SELECT "table" FROM pragma_foreign_key_list(\'{table}\')')
        order.add(table, *(parent for (parent,) in parents if parent != table))
    return list(order.static_order())


async def _copy_table(source: aiosqlite.Connection, target: PostgresConnection, table: str) -> None:
    """Copy the rows with their SQLite rowid into the PostgreSQL ``rowid`` column (dialect.py)."""
    columns = ["rowid"] + [row[1] for row in await source.execute_fetchall(f"PRAGMA table_info('{table}')")]
    names = ", ".join(f'"{c}"' for c in columns)
    async with source.execute(f'SELECT {names} FROM "{table}" ORDER BY rowid') as cursor:
        while rows := await cursor.fetchmany(_BATCH):
            await target.raw.copy_records_to_table(table, records=[tuple(r) for r in rows], columns=columns)


async def _continue_identities(target: PostgresConnection) -> None:
    """Make each identity column (ids and rowids) go on after the largest copied value (COPY does
    not move them)."""
    identities = await target.raw.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE is_identity = 'YES' AND table_schema = current_schema()"
    )
    for table, column in identities:
        await target.raw.execute(
            f"SELECT setval(pg_get_serial_sequence('\"{table}\"', '{column}'), COALESCE(MAX(\"{column}\"), 0) + 1,"
            f' false) FROM "{table}"'
        )


async def _count(source: aiosqlite.Connection, table: str) -> int:
    [(count,)] = await source.execute_fetchall(f'SELECT count(*) FROM "{table}"')
    return count
