"""Users as the bot knows them: the display name shown in match threads and logs, and their DM
channel with the bot (migrations/0017_dm_channels.sql)."""

from __future__ import annotations

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, transaction, utcnow


class UserRepository:
    """Display names are cached once read or written: match views ask for them on every update."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._names: dict[str, str] = {}

    async def remember(self, user_id: str, display_name: str) -> None:
        now = format_timestamp(utcnow())
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO users (user_id, display_name, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name",
                (user_id, display_name, now),
            )
        self._names[user_id] = display_name

    async def display_names(self, user_ids: list[str]) -> dict[str, str]:
        missing = [u for u in user_ids if u not in self._names]
        if missing:
            marks = ", ".join("?" for _ in missing)
            async with (
                connection_lock(self._conn),
                self._conn.execute(f"SELECT user_id, display_name FROM users WHERE user_id IN ({marks})", missing) as cursor,
            ):
                self._names.update({row["user_id"]: row["display_name"] for row in await cursor.fetchall() if row["display_name"]})
        return {u: self._names[u] for u in user_ids if u in self._names}

    async def dm_channel(self, user_id: str) -> str | None:
        """The user's DM channel id as last remembered (None: not known)."""
        async with (
            connection_lock(self._conn),
            self._conn.execute("SELECT dm_channel_id FROM users WHERE user_id = ?", (user_id,)) as cursor,
        ):
            row = await cursor.fetchone()
        return row["dm_channel_id"] if row is not None else None

    async def set_dm_channel(self, user_id: str, channel_id: str | None) -> None:
        """Remember the user's DM channel (None: forget it). Only known users: players are
        remembered when they challenge or accept."""
        async with transaction(self._conn) as conn:
            await conn.execute("UPDATE users SET dm_channel_id = ? WHERE user_id = ?", (channel_id, user_id))
