"""A tiny migration runner over ``migrations/NNNN_name.sql`` and ``PRAGMA user_version``.

Migration N is applied in its own transaction together with ``PRAGMA user_version = N``, so a
failing migration leaves the database exactly as it was (SQLite DDL is transactional). The same
files migrate PostgreSQL: each statement is rewritten by ``bot/storage/dialect.py``, the version
is kept in a ``schema_version`` table, and an advisory lock stands for BEGIN IMMEDIATE. We split
the script into statements ourselves because ``executescript`` commits before it runs.
``PRAGMA foreign_keys`` cannot change inside a transaction: table rebuilds must keep keys valid.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from bot.messages import t
from bot.storage.database import Connection, transaction
from bot.storage.postgres import MIGRATION_LOCK, PostgresConnection

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"

_FILE_NAME = re.compile(r"^(\d{4})_(\w+)\.sql$")
# Whitespace and comments before a statement's first keyword.
_NOISE = re.compile(r"(?:\s+|--[^\n]*|/\*.*?\*/)*", re.S)
_KEYWORD = re.compile(r"[A-Za-z]+")
# Statements that would end or nest our per-migration transaction and break its atomicity.
_TRANSACTION_CONTROL = frozenset({"BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"})


class MigrationError(RuntimeError):
    """The migrations cannot be listed or applied; the message is catalog text for the operator."""


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    path: Path

    def statements(self) -> list[str]:
        return split_statements(self.path.read_text(encoding="utf-8"), self.path.name)


def split_statements(script: str, name: str = "<script>") -> list[str]:
    """Split an SQL script into single statements (triggers, strings and comments included)."""
    statements: list[str] = []
    start = 0
    for end, char in enumerate(script, start=1):
        if char == ";" and sqlite3.complete_statement(script[start:end]):
            statement = script[start:end].strip()
            body = statement[_NOISE.match(statement).end() :]
            if body != ";":  # skip empty statements
                keyword = _KEYWORD.match(body)
                if keyword and keyword[0].upper() in _TRANSACTION_CONTROL:
                    raise MigrationError(
                        t("db.migration_transaction_control", name=name, keyword=keyword[0].upper())
                    )
                statements.append(statement)
            start = end
    tail = script[start:]
    if tail[_NOISE.match(tail).end() :]:
        raise MigrationError(t("db.migration_incomplete", name=name))
    return statements


def available_migrations(directory: str | Path | None = None) -> list[Migration]:
    """The migrations in ``directory``, ordered; refuses bad names, duplicates and gaps."""
    directory = MIGRATIONS_DIR if directory is None else Path(directory)
    if not directory.is_dir():
        raise MigrationError(t("db.migrations_missing", path=directory))
    by_version: dict[int, list[Path]] = {}
    for path in sorted(directory.glob("*.sql")):
        match = _FILE_NAME.match(path.name)
        if match is None:
            raise MigrationError(t("db.migration_bad_name", name=path.name))
        by_version.setdefault(int(match[1]), []).append(path)
    migrations: list[Migration] = []
    for expected, version in enumerate(sorted(by_version), start=1):
        paths = by_version[version]
        if len(paths) > 1:
            raise MigrationError(
                t("db.migration_duplicate", version=version, names="、".join(p.name for p in paths))
            )
        if version != expected:
            raise MigrationError(t("db.migration_gap", expected=expected, found=version, name=paths[0].name))
        name = _FILE_NAME.match(paths[0].name)[2]
        migrations.append(Migration(version=version, name=name, path=paths[0]))
    return migrations


async def user_version(conn: Connection) -> int:
    if isinstance(conn, PostgresConnection):
        return await conn.schema_version()
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0])


async def _set_user_version(conn: Connection, version: int) -> None:
    if isinstance(conn, PostgresConnection):
        await conn.set_schema_version(version)
    else:  # PRAGMA takes no parameters; the version is an int parsed from the file name.
        await conn.execute(f"PRAGMA user_version = {version:d}")


async def migrate(conn: Connection, directory: str | Path | None = None) -> tuple[int, int]:
    """Apply every pending migration; return (version before, version after)."""
    migrations = available_migrations(directory)
    latest = migrations[-1].version if migrations else 0
    old = await user_version(conn)
    if old > latest:
        raise MigrationError(t("db.newer_than_code", version=old, latest=latest))
    # Versions are 1..latest without gaps, so the pending ones start at index `old`. Parse them all
    # first: a malformed later file should stop us before anything is applied.
    pending = [(migration, migration.statements()) for migration in migrations[old:]]
    for migration, statements in pending:
        async with transaction(conn):
            if isinstance(conn, PostgresConnection):
                await conn.execute(MIGRATION_LOCK)
            if await user_version(conn) >= migration.version:
                continue  # another process applied it since we looked
            for statement in statements:
                try:
                    await conn.execute(statement)
                except sqlite3.Error as error:
                    raise MigrationError(
                        t(
                            "db.migration_failed",
                            name=migration.path.name,
                            version=migration.version - 1,
                            error=error,
                        )
                    ) from error
            await _set_user_version(conn, migration.version)
    return old, await user_version(conn)
