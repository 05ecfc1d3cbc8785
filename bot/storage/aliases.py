"""Server lookup configuration: card aliases (绰号) and where inline lookup answers."""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

from bot.storage.database import connection_lock, transaction

INLINE_SETTING = "lookup.inline"  # guild_settings key: '0' turns inline lookup off


@dataclass(frozen=True)
class StoredAlias:
    guild_id: str
    game: str
    alias: str
    card_id: str
    author_id: str
    created_at: str


class AliasExists(Exception):
    """The server already has this alias for the game; nothing was written."""

    def __init__(self, existing: StoredAlias) -> None:
        super().__init__(f"alias {existing.alias!r} already names {existing.game}:{existing.card_id}")
        self.existing = existing


class AliasRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def add(self, guild_id: str, game: str, alias: str, alias_key: str, card_id: str, author_id: str) -> StoredAlias:
        """Store an alias; raises ``AliasExists`` if ``alias_key`` is taken for the game."""
        async with transaction(self.conn) as conn:
            cursor = await conn.execute(
                "SELECT * FROM card_aliases WHERE guild_id = ? AND game = ? AND alias_key = ?", (guild_id, game, alias_key)
            )
            row = await cursor.fetchone()
            if row is not None:
                raise AliasExists(_alias(row))
            await conn.execute(
                "INSERT INTO card_aliases (guild_id, game, alias, alias_key, card_id, author_id) VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, game, alias, alias_key, card_id, author_id),
            )
            cursor = await conn.execute(
                "SELECT * FROM card_aliases WHERE guild_id = ? AND game = ? AND alias_key = ?", (guild_id, game, alias_key)
            )
            return _alias(await cursor.fetchone())

    async def remove(self, guild_id: str, alias_key: str, game: str | None = None) -> list[StoredAlias]:
        """Delete the alias (in every game unless ``game`` is given); returns what was deleted."""
        async with transaction(self.conn) as conn:
            cursor = await conn.execute(
                "SELECT * FROM card_aliases WHERE guild_id = ? AND alias_key = ? AND (CAST(? AS TEXT) IS NULL OR game = ?)",
                (guild_id, alias_key, game, game),
            )
            removed = [_alias(row) for row in await cursor.fetchall()]
            await conn.execute(
                "DELETE FROM card_aliases WHERE guild_id = ? AND alias_key = ? AND (CAST(? AS TEXT) IS NULL OR game = ?)",
                (guild_id, alias_key, game, game),
            )
        return removed

    async def list(self, guild_id: str | None = None) -> list[StoredAlias]:
        """A server's aliases (every server's when ``guild_id`` is None), oldest first."""
        async with connection_lock(self.conn):
            cursor = await self.conn.execute(
                "SELECT * FROM card_aliases WHERE CAST(? AS TEXT) IS NULL OR guild_id = ? ORDER BY created_at, rowid", (guild_id, guild_id)
            )
            rows = await cursor.fetchall()
        return [_alias(row) for row in rows]


class InlineSettingsRepository:
    """Whether inline lookup is on in a server, and the channels it is limited to."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def enabled(self, guild_id: str) -> bool:
        async with connection_lock(self.conn):
            cursor = await self.conn.execute(
                "SELECT value FROM guild_settings WHERE guild_id = ? AND key = ?", (guild_id, INLINE_SETTING)
            )
            row = await cursor.fetchone()
        return row is None or row["value"] != "0"

    async def set_enabled(self, guild_id: str, enabled: bool) -> None:
        async with transaction(self.conn) as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, INLINE_SETTING, "1" if enabled else "0"),
            )

    async def channels(self, guild_id: str) -> list[str]:
        """The channels inline lookup is limited to; empty means every channel."""
        async with connection_lock(self.conn):
            cursor = await self.conn.execute(
                "SELECT channel_id FROM lookup_inline_channels WHERE guild_id = ? ORDER BY rowid", (guild_id,)
            )
            rows = await cursor.fetchall()
        return [row["channel_id"] for row in rows]

    async def add_channel(self, guild_id: str, channel_id: str) -> None:
        async with transaction(self.conn) as conn:
            await conn.execute(
                "INSERT OR IGNORE INTO lookup_inline_channels (guild_id, channel_id) VALUES (?, ?)", (guild_id, channel_id)
            )

    async def remove_channel(self, guild_id: str, channel_id: str) -> bool:
        async with transaction(self.conn) as conn:
            cursor = await conn.execute(
                "DELETE FROM lookup_inline_channels WHERE guild_id = ? AND channel_id = ?", (guild_id, channel_id)
            )
            return cursor.rowcount > 0

    async def clear_channels(self, guild_id: str) -> None:
        async with transaction(self.conn) as conn:
            await conn.execute("DELETE FROM lookup_inline_channels WHERE guild_id = ?", (guild_id,))


def _alias(row: aiosqlite.Row) -> StoredAlias:
    return StoredAlias(row["guild_id"], row["game"], row["alias"], row["card_id"], row["author_id"], row["created_at"])
