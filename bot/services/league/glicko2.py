"""Glicko-2 ratings, as in Mark Glickman's "Example of the Glicko-2 system" (glicko.net).

Steps 1-8 of the paper, with the Illinois algorithm of step 5 for the new volatility. Ratings are
stored on the Glicko scale (1500 / RD 350 for a new player) and converted to the Glicko-2 scale
(mu, phi) for the update. Which results form one rating period is decided by
bot/services/league/rating_history.py.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SCALE = 173.7178  # step 2: Glicko-2 scale = (Glicko scale - 1500) / 173.7178
INITIAL_RATING = 1500.0  # step 1: an unrated player
INITIAL_DEVIATION = 350.0
INITIAL_VOLATILITY = 0.06
TAU = 0.5  # the system constant; the paper suggests 0.3-1.2, and uses 0.5 in its example
CONVERGENCE = 0.000001  # step 5's epsilon
PROVISIONAL_GAMES = 10  # a rating is shown as provisional until the player has rated games enough


@dataclass(frozen=True)
class Rating:
    rating: float = INITIAL_RATING
    deviation: float = INITIAL_DEVIATION
    volatility: float = INITIAL_VOLATILITY
    games: int = 0

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_GAMES


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def rate(player: Rating, results: list[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with ``results``: (opponent, score) pairs,
    score 1 for a win, 0.5 for a draw, 0 for a loss."""
    mu = (player.rating - INITIAL_RATING) / SCALE  # step 2
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:
        # Step 6 for a player who did not compete: only the deviation grows.
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, phi_star * SCALE, sigma, player.games)
    opponents = [((o.rating - INITIAL_RATING) / SCALE, o.deviation / SCALE, score) for o, score in results]
    # Step 3: the estimated variance v of the rating from game outcomes alone.
    v = 1.0 / sum(_g(phi_j) ** 2 * _expected(mu, mu_j, phi_j) * (1 - _expected(mu, mu_j, phi_j)) for mu_j, phi_j, _ in opponents)
    # Step 4: the estimated improvement delta.
    improvement = sum(_g(phi_j) * (score - _expected(mu, mu_j, phi_j)) for mu_j, phi_j, score in opponents)
    delta = v * improvement
    sigma = _new_volatility(phi, sigma, v, delta, tau)  # step 5
    phi_star = math.sqrt(phi * phi + sigma * sigma)  # step 6
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)  # step 7
    mu = mu + phi * phi * improvement
    return Rating(SCALE * mu + INITIAL_RATING, SCALE * phi, sigma, player.games + len(results))  # step 8


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: solve f(x) = 0 for x = ln(sigma'^2) with the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > CONVERGENCE:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)
