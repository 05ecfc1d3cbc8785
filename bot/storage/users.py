"""Users as the bot knows them: the display name shown in match threads and logs."""

from __future__ import annotations

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, transaction, utcnow


class UserRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def remember(self, user_id: str, display_name: str) -> None:
        now = format_timestamp(utcnow())
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO users (user_id, display_name, created_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name",
                (user_id, display_name, now),
            )

    async def display_names(self, user_ids: list[str]) -> dict[str, str]:
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        async with (
            connection_lock(self._conn),
            self._conn.execute(f"SELECT user_id, display_name FROM users WHERE user_id IN ({marks})", user_ids) as cursor,
        ):
            return {row["user_id"]: row["display_name"] for row in await cursor.fetchall() if row["display_name"]}
