"""Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system": a player
rated 1500 (RD 200, volatility 0.06) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a
1700 (RD 300), with tau = 0.5. The paper gives mu' = -0.2069, phi' = 0.8722, sigma' = 0.05999,
that is r' = 1464.06 and RD' = 151.52 (it rounds intermediate values, hence the tolerances)."""

import pytest

from bot.services.league.glicko2 import PROVISIONAL_GAMES, SCALE, Rating, rate


def test_glickmans_worked_example():
    player = Rating(1500, 200, 0.06)
    results = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = rate(player, results, tau=0.5)
    assert round((after.rating - 1500) / SCALE, 4) == -0.2069
    assert round(after.deviation / SCALE, 4) == 0.8722
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)  # the paper truncates 0.059996
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.games == 3


def test_a_player_who_did_not_compete_only_gains_deviation():
    """Step 6 of the paper for a player without games: phi* = sqrt(phi^2 + sigma^2)."""
    player = Rating(1500, 200, 0.06, games=4)
    after = rate(player, [])
    assert after.rating == 1500 and after.volatility == 0.06 and after.games == 4
    assert after.deviation == pytest.approx(SCALE * ((200 / SCALE) ** 2 + 0.06**2) ** 0.5)


def test_one_match_moves_both_players_symmetrically_and_provisional_ends():
    winner, loser = rate(Rating(), [(Rating(), 1.0)]), rate(Rating(), [(Rating(), 0.0)])
    assert winner.rating > 1500 > loser.rating
    assert winner.rating - 1500 == pytest.approx(1500 - loser.rating)
    assert winner.deviation < 350 and winner.provisional
    drawn = rate(Rating(), [(Rating(), 0.5)])
    assert drawn.rating == pytest.approx(1500)
    assert not Rating(games=PROVISIONAL_GAMES).provisional
