"""Per-user settings in ``user_settings`` (key/value text), cached once read: a match reads its
players' settings after every answer."""

from __future__ import annotations

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, transaction, utcnow


class UserSettingRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._cache: dict[tuple[str, str], str | None] = {}

    async def get(self, user_id: str, key: str) -> str | None:
        if (user_id, key) not in self._cache:
            async with connection_lock(self._conn), self._conn.execute(
                "SELECT value FROM user_settings WHERE user_id = ? AND key = ?", (user_id, key)
            ) as cursor:
                row = await cursor.fetchone()
            self._cache[(user_id, key)] = row["value"] if row else None
        return self._cache[(user_id, key)]

    async def set(self, user_id: str, key: str, value: str) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute(  # the settings row needs its user
                "INSERT INTO users (user_id, created_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING",
                (user_id, format_timestamp(utcnow())),
            )
            await conn.execute(
                "INSERT INTO user_settings (user_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value",
                (user_id, key, value),
            )
        self._cache[(user_id, key)] = value
