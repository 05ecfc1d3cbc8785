"""Ratings per server and game: every league match and casual rated match is one rated result,
and the ratings are recomputed from all of them (bot/services/league/rating_history.py) in the
transaction that records the result. A repeated call with the same result key is a no-op; a
corrected result (a TO's override) replaces the old score."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

import aiosqlite

from bot.services.league.glicko2 import Rating
from bot.services.league.rating_history import (
    DEFAULT_PERIOD_DAYS,
    MAX_PERIOD_DAYS,
    PlayerRating,
    current,
    replay,
)
from bot.storage.database import utcnow
from bot.storage.league_ratings import RatedResult, RatingRepository, StoredRating

LEADERBOARD_SIZE = 20
MISMATCH_TOLERANCE = 1e-6


@dataclass(frozen=True)
class Leaderboard:
    """Established players (PROVISIONAL_GAMES rated games or more) ranked by rating, then the
    provisional ones in their own list. A separate list rather than a conservative rating
    (rating - 2 RD): players see and compare the Glicko rating itself, and a one-game player's
    rating says too little to rank against veterans in the same list either way."""

    established: list[tuple[str, Rating]]
    provisional: list[tuple[str, Rating]]


@dataclass(frozen=True)
class Mismatch:
    guild_id: str
    game: str
    user_id: str
    stored: Rating | None
    expected: Rating | None


class RatingService:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], datetime] = utcnow) -> None:
        self.repo = RatingRepository(conn, clock)
        self._clock = clock

    async def period_days(self, guild_id: str) -> int:
        return await self.repo.period_days(guild_id) or DEFAULT_PERIOD_DAYS

    async def set_period_days(self, guild_id: str, days: int) -> None:
        """A new period length changes how the history is grouped: the ratings are recomputed."""
        if not 1 <= days <= MAX_PERIOD_DAYS:
            raise ValueError(f"a rating period is 1-{MAX_PERIOD_DAYS} days, not {days}")
        await self.repo.set_period_days(guild_id, days)
        await self.rebuild_all()

    async def rating_of(self, guild_id: str, game: str, user_id: str) -> Rating:
        stored = {r.user_id: r for r in await self.repo.ratings(guild_id, game)}.get(user_id)
        if stored is None:
            return Rating()
        return current(_player(stored), self._clock(), await self.period_days(guild_id))

    async def rate(self, result_key: str, guild_id: str, game: str, player1: str, player2: str, score1: float) -> bool:
        """Record one result (``score1``: 1, 0.5 or 0 for player1) and recompute the ratings; False
        if the key was rated already with this result."""
        days = await self.period_days(guild_id)
        return await self.repo.record(result_key, guild_id, game, (player1, player2, score1), self._rebuilder(days))

    async def leaderboard(self, guild_id: str, game: str, limit: int = LEADERBOARD_SIZE) -> Leaderboard:
        days, now = await self.period_days(guild_id), self._clock()
        rated = [(r.user_id, current(_player(r), now, days)) for r in await self.repo.ratings(guild_id, game)]
        rated.sort(key=lambda entry: (-entry[1].rating, entry[0]))
        established = [entry for entry in rated if not entry[1].provisional]
        provisional = [entry for entry in rated if entry[1].provisional]
        return Leaderboard(established[:limit], provisional[:limit])

    async def rebuild_all(self) -> None:
        """Store every board's ratings as recomputed from its history (after an upgrade whose
        ratings were computed otherwise, or to repair what check() found)."""
        for guild_id, game in await self.repo.boards():
            await self.repo.rebuild(guild_id, game, self._rebuilder(await self.period_days(guild_id)))

    async def check(self) -> list[Mismatch]:
        """Every stored rating that differs from a recomputation of the result history."""
        mismatches = []
        for guild_id, game in await self.repo.boards():
            days = await self.period_days(guild_id)
            expected = {r.user_id: r for r in self._rebuilder(days)(await self.repo.history(guild_id, game))}
            stored = {r.user_id: r for r in await self.repo.ratings(guild_id, game)}
            for user in sorted(expected.keys() | stored.keys()):
                want, have = expected.get(user), stored.get(user)
                if want is None or have is None or not _same(want, have):
                    mismatches.append(Mismatch(guild_id, game, user, _plain(have), _plain(want)))
        return mismatches

    @staticmethod
    def _rebuilder(period_days: int) -> Callable[[list[RatedResult]], list[StoredRating]]:
        def rebuild(history: list[RatedResult]) -> list[StoredRating]:
            return [_stored(user, player) for user, player in sorted(replay(history, period_days).items())]

        return rebuild


def _same(first: StoredRating, second: StoredRating) -> bool:
    return first.games == second.games and all(
        abs(a - b) <= MISMATCH_TOLERANCE
        for a, b in ((first.rating, second.rating), (first.deviation, second.deviation), (first.volatility, second.volatility))
    )


def _plain(stored: StoredRating | None) -> Rating | None:
    return None if stored is None else _player(stored).rating


def _player(stored: StoredRating) -> PlayerRating:
    return PlayerRating(Rating(stored.rating, stored.deviation, stored.volatility, stored.games), stored.last_played_at)


def _stored(user_id: str, player: PlayerRating) -> StoredRating:
    rating = player.rating
    return StoredRating(user_id, rating.rating, rating.deviation, rating.volatility, rating.games, player.last_played_at)
