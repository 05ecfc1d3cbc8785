"""Fixtures shared by the bot tests."""

import pytest

from bot.storage.database import connect
from bot.storage.migrations import migrate


@pytest.fixture
async def migrated_db(tmp_path):
    """A SQLite database at the latest migration, closed after the test."""
    connection = await connect(tmp_path / "tcg.sqlite3")
    await migrate(connection)
    yield connection
    await connection.close()
