"""Server settings kept in ``guild_settings`` that are simple switches."""

from __future__ import annotations

import aiosqlite

from bot.storage.database import connection_lock, transaction

BOARD_ON_STATUS = "match.board_on_status"


async def board_on_status(conn: aiosqlite.Connection, guild_id: str | None) -> bool:
    """Whether a match's pinned status message gets the public board image after each turn."""
    if guild_id is None:
        return False
    async with connection_lock(conn), conn.execute(
        "SELECT value FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, BOARD_ON_STATUS)
    ) as cursor:
        row = await cursor.fetchone()
    return row is not None and row["value"] == "1"


async def set_board_on_status(conn: aiosqlite.Connection, guild_id: str, enabled: bool) -> None:
    async with transaction(conn):
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
            (guild_id, BOARD_ON_STATUS, "1" if enabled else "0"),
        )
