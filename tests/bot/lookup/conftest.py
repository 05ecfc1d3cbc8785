"""A migrated database for the lookup storage and service tests."""

import pytest

from bot.storage.database import connect
from bot.storage.migrations import migrate


@pytest.fixture
async def migrated_db(tmp_path):
    connection = await connect(tmp_path / "tcg.sqlite3")
    await migrate(connection)
    yield connection
    await connection.close()
