"""Server rulings: moderators' per-card rulings, one row per ruling, scoped to a guild and game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.storage.database import connection_lock, format_timestamp, parse_timestamp, transaction, utcnow


@dataclass(frozen=True)
class ServerRuling:
    id: int
    guild_id: str
    game: str
    card_key: str
    card_name: str
    text: str
    author_id: str
    created_at: datetime


class RulingsRepository:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self._conn = conn
        self._clock = clock

    async def add(
        self, guild_id: str, game: str, card_key: str, card_name: str, text: str, author_id: str
    ) -> ServerRuling:
        created_at = format_timestamp(self._clock())
        async with transaction(self._conn) as conn:
            [(ruling_id,)] = await conn.execute_fetchall(
                "INSERT INTO rulings (guild_id, game, card_key, card_name, text, author_id, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (guild_id, game, card_key, card_name, text, author_id, created_at),
            )
        return ServerRuling(
            ruling_id, guild_id, game, card_key, card_name, text, author_id, parse_timestamp(created_at)
        )

    async def remove(self, guild_id: str, ruling_id: int) -> ServerRuling | None:
        """Delete the guild's ruling ``ruling_id``; return it, or None if the guild has no such ruling."""
        async with transaction(self._conn) as conn:
            async with conn.execute(
                "SELECT * FROM rulings WHERE guild_id = ? AND id = ?", (guild_id, ruling_id)
            ) as cursor:
                row = await cursor.fetchone()
            if row is None:
                return None
            await conn.execute("DELETE FROM rulings WHERE id = ?", (ruling_id,))
        return _ruling_from_row(row)

    async def for_card(self, guild_id: str, game: str, card_key: str) -> list[ServerRuling]:
        """The guild's rulings for one card, oldest first."""
        return await self._select(
            "WHERE guild_id = ? AND game = ? AND card_key = ? ORDER BY created_at, id", guild_id, game, card_key
        )

    async def card_names(self, guild_id: str, game: str | None = None) -> dict[tuple[str, str], str]:
        """(game, card key) -> the latest name typed for it, for every card the guild has rulings on."""
        where, params = ("WHERE guild_id = ?", [guild_id]) if game is None else (
            "WHERE guild_id = ? AND game = ?", [guild_id, game]
        )
        async with (
            connection_lock(self._conn),
            self._conn.execute(
                f"SELECT game, card_key, card_name FROM rulings {where} ORDER BY id", params
            ) as cursor,
        ):
            rows = await cursor.fetchall()
        return {(row["game"], row["card_key"]): row["card_name"] for row in rows}

    async def _select(self, where: str, *params: object) -> list[ServerRuling]:
        # `where` is always a literal from this class; values go through `params`.
        async with (
            connection_lock(self._conn),
            self._conn.execute(f"SELECT * FROM rulings {where}", params) as cursor,
        ):
            rows = await cursor.fetchall()
        return [_ruling_from_row(row) for row in rows]


def _ruling_from_row(row: aiosqlite.Row) -> ServerRuling:
    return ServerRuling(
        id=row["id"],
        guild_id=row["guild_id"],
        game=row["game"],
        card_key=row["card_key"],
        card_name=row["card_name"],
        text=row["text"],
        author_id=row["author_id"],
        created_at=parse_timestamp(row["created_at"]),
    )
