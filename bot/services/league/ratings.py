"""Ratings per server and game: every league match and casual rated match updates both players'
Glicko-2 ratings once (the result key makes a repeated call a no-op)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import aiosqlite

from bot.services.league.glicko2 import Rating, rate_match
from bot.storage.database import utcnow
from bot.storage.league_ratings import RatingRepository, StoredRating

LEADERBOARD_SIZE = 20


class RatingService:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self.repo = RatingRepository(conn, clock)

    async def rating_of(self, guild_id: str, game: str, user_id: str) -> Rating:
        stored = (await self.repo.get(guild_id, game, [user_id])).get(user_id)
        return _rating(stored)

    async def rate(self, result_key: str, guild_id: str, game: str, player1: str, player2: str, score1: float) -> bool:
        """Rate one match (``score1``: 1, 0.5 or 0 for player1); False if it was rated already."""
        stored = await self.repo.get(guild_id, game, [player1, player2])
        first, second = rate_match(_rating(stored.get(player1)), _rating(stored.get(player2)), score1)
        return await self.repo.record(result_key, guild_id, game, [_stored(player1, first), _stored(player2, second)])

    async def leaderboard(self, guild_id: str, game: str, limit: int = LEADERBOARD_SIZE) -> list[tuple[str, Rating]]:
        return [(r.user_id, _rating(r)) for r in await self.repo.leaderboard(guild_id, game, limit)]


def _rating(stored: StoredRating | None) -> Rating:
    if stored is None:
        return Rating()
    return Rating(stored.rating, stored.deviation, stored.volatility, stored.games)


def _stored(user_id: str, rating: Rating) -> StoredRating:
    return StoredRating(user_id, rating.rating, rating.deviation, rating.volatility, rating.games)
