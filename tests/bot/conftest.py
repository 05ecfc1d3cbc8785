"""Fixtures shared by the bot tests.

``database`` (and ``migrated_db`` over it) runs a test once on SQLite and once on PostgreSQL
(tests/postgres_server.py); the PostgreSQL run is skipped, with the reason, only when no server
can be started.
"""

import pytest

from bot.storage.database import connect
from bot.storage.migrations import migrate
from tests.postgres_server import PostgresUnavailable, start_server


@pytest.fixture(scope="session")
def postgres_server():
    try:
        server = start_server()
    except PostgresUnavailable as error:
        pytest.skip(f"PostgreSQL tests skipped: {error}")
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
async def database(request, tmp_path):
    """Where the test's empty database is: a SQLite file, or a PostgreSQL URL of a new schema."""
    if request.param == "sqlite":
        return tmp_path / "tcg.sqlite3"
    return await request.getfixturevalue("postgres_server").new_schema()


@pytest.fixture
async def migrated_db(database):
    """The test's database at the latest migration, closed after the test."""
    connection = await connect(database)
    await migrate(connection)
    yield connection
    await connection.close()
