"""Server settings kept in ``guild_settings`` (one row per server and key): the board image on the
status message, and the delay of the notification reminder (bot/discord/notices.py, rule 4)."""

from __future__ import annotations

from datetime import timedelta

import aiosqlite

from bot.storage.database import connection_lock, transaction

BOARD_ON_STATUS = "match.board_on_status"
NOTICE_REMINDER = "match.notice_reminder_minutes"
# The shortest reminder delay a server may set: the turn-timer loop runs about once a minute.
MIN_NOTICE_MINUTES = 10


async def _get(conn: aiosqlite.Connection, guild_id: str, key: str) -> str | None:
    async with connection_lock(conn), conn.execute(
        "SELECT value FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, key)
    ) as cursor:
        row = await cursor.fetchone()
    return None if row is None else row["value"]


async def _put(conn: aiosqlite.Connection, guild_id: str, key: str, value: str) -> None:
    async with transaction(conn):
        await conn.execute(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)"
            " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
            (guild_id, key, value),
        )


async def board_on_status(conn: aiosqlite.Connection, guild_id: str | None) -> bool:
    """Whether a match's status message gets the public board image after each turn."""
    return guild_id is not None and await _get(conn, guild_id, BOARD_ON_STATUS) == "1"


async def set_board_on_status(conn: aiosqlite.Connection, guild_id: str, enabled: bool) -> None:
    await _put(conn, guild_id, BOARD_ON_STATUS, "1" if enabled else "0")


async def notice_reminder(conn: aiosqlite.Connection, guild_id: str | None) -> timedelta | None:
    """The server's notification reminder delay; None: the bot's default (Config.notice_reminder)."""
    value = None if guild_id is None else await _get(conn, guild_id, NOTICE_REMINDER)
    return None if value is None else timedelta(minutes=float(value))


async def set_notice_reminder(conn: aiosqlite.Connection, guild_id: str, minutes: float) -> None:
    await _put(conn, guild_id, NOTICE_REMINDER, repr(float(minutes)))


async def shortest_notice_reminder(conn: aiosqlite.Connection, default: timedelta) -> timedelta:
    """The shortest reminder delay of any server (``default`` for servers that set none): the
    turn-timer loop looks at the matches waiting at least this long."""
    async with connection_lock(conn), conn.execute("SELECT value FROM guild_settings WHERE key = ?", (NOTICE_REMINDER,)) as cursor:
        rows = await cursor.fetchall()
    return min([default, *(timedelta(minutes=float(row["value"])) for row in rows)])
