"""Picks in progress in ``drafts`` (migrations/0016_drafts.sql): what a player picked so far in a
pick of several steps, by kind ('decision', 'sideboard'), subject (match or series), step (request
id, games played) and user. In the database rather than in a process, so that each step of a pick
may reach another bot process (issue 25)."""

from __future__ import annotations

from collections.abc import Iterable

import aiosqlite
import orjson

from bot.storage.database import connection_lock, transaction


class DraftRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def load(self, kind: str, subject_id: str, step: str, user_id: int) -> dict | None:
        """The stored picks (None: none yet)."""
        async with connection_lock(self._conn):
            rows = await self._conn.execute_fetchall(
                "SELECT body_json FROM drafts WHERE kind = ? AND subject_id = ? AND step = ? AND user_id = ?",
                (kind, subject_id, step, str(user_id)),
            )
        return orjson.loads(rows[0]["body_json"]) if rows else None

    async def save(self, kind: str, subject_id: str, step: str, user_id: int, body: dict) -> None:
        async with transaction(self._conn) as conn:
            await conn.execute(
                "INSERT INTO drafts (kind, subject_id, step, user_id, body_json) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (kind, subject_id, step, user_id) DO UPDATE SET body_json = excluded.body_json",
                (kind, subject_id, step, str(user_id), orjson.dumps(body).decode()),
            )

    async def drop(self, kind: str, subject_id: str, *, keep: Iterable[str] = (), user_id: int | None = None) -> None:
        """Forget the subject's drafts, but those of the steps in ``keep``; only ``user_id``'s if given."""
        keep = sorted(keep)
        sql = "DELETE FROM drafts WHERE kind = ? AND subject_id = ?"
        params: list[object] = [kind, subject_id]
        if keep:
            sql += f" AND step NOT IN ({', '.join('?' * len(keep))})"
            params += keep
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(str(user_id))
        async with transaction(self._conn) as conn:
            await conn.execute(sql, params)
