"""Ratings as a function of the result history, in Glicko-2 rating periods.

Glickman's paper rates all games of a rating period together, each player against the opponents'
ratings from the start of the period, and a player who does not compete in a period only sees the
deviation grow (step 6). Periods here are fixed windows of ``period_days`` counted from PERIOD_EPOCH
(a Monday, so a week-long period runs Monday to Sunday UTC). The period under way is rated with the
results it has so far; every new result (or a TO's correction) recomputes the whole history, which
makes the stored ratings a cache that can always be checked against the results.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.services.league.glicko2 import INITIAL_DEVIATION, SCALE, Rating, rate
from bot.storage.league_ratings import RatedResult

PERIOD_EPOCH = datetime(2024, 1, 1, tzinfo=UTC)
DEFAULT_PERIOD_DAYS = 7
MAX_PERIOD_DAYS = 90


@dataclass(frozen=True)
class PlayerRating:
    rating: Rating
    last_played_at: datetime  # the player's last rated result: its period is the last one they played


def period_of(moment: datetime, period_days: int) -> int:
    return math.floor((moment - PERIOD_EPOCH) / timedelta(days=period_days))


def idle_growth(rating: Rating, idle_periods: int) -> Rating:
    """Step 6 once per period without a game: phi* = sqrt(phi^2 + sigma^2), capped at a new player's
    deviation (Glickman's note: RD should never exceed that of an unrated player)."""
    if idle_periods <= 0:
        return rating
    phi = rating.deviation / SCALE
    grown = math.sqrt(phi * phi + idle_periods * rating.volatility**2) * SCALE
    return Rating(rating.rating, min(grown, INITIAL_DEVIATION), rating.volatility, rating.games)


def current(player: PlayerRating, now: datetime, period_days: int) -> Rating:
    """The rating as shown at ``now``: grown for every whole period since the last one played."""
    return idle_growth(player.rating, period_of(now, period_days) - period_of(player.last_played_at, period_days) - 1)


def replay(results: list[RatedResult], period_days: int) -> dict[str, PlayerRating]:
    """Every player's rating after the results, period by period (the order inside one period does
    not matter, so two results reported at the same moment give the same ratings either way)."""
    by_period: dict[int, list[RatedResult]] = defaultdict(list)
    for result in results:
        by_period[period_of(result.rated_at, period_days)].append(result)
    players: dict[str, PlayerRating] = {}
    for period in sorted(by_period):
        played = by_period[period]
        before = {}
        for result in played:
            for user in (result.player1, result.player2):
                known = players.get(user)
                before[user] = Rating() if known is None else idle_growth(
                    known.rating, period - period_of(known.last_played_at, period_days) - 1
                )
        games: dict[str, list[tuple[Rating, float]]] = defaultdict(list)
        last: dict[str, datetime] = {}
        for result in played:
            games[result.player1].append((before[result.player2], result.score1))
            games[result.player2].append((before[result.player1], 1.0 - result.score1))
            for user in (result.player1, result.player2):
                last[user] = max(last.get(user, result.rated_at), result.rated_at)
        for user, opponents in games.items():
            players[user] = PlayerRating(rate(before[user], opponents), last[user])
    return players
