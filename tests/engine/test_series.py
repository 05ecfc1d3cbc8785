"""Best-of-N matches for every game that plays them (engine/core/series.py): from game 2 the match
option ``chooser`` names who decides the first player, and every such game asks that player."""

import random

import pytest

import engine
from engine.core import series as bo

SERIES_GAMES = [g for g in engine.available_games() if engine.get_game(g).plays_series]


def test_the_games_that_play_series():
    assert {"ultraman", "lorcana", "sanguozhi"} <= set(SERIES_GAMES)
    assert all(engine.get_game(g).usual_best_of % 2 == 1 for g in engine.available_games())


@pytest.mark.parametrize("game_id", SERIES_GAMES)
@pytest.mark.parametrize("chooser", ["p1", "p2"])
def test_the_chooser_a_series_names_decides_the_first_player(game_id, chooser):
    """Ultraman 1.2.2a, Lorcana 3.1.2, 三国智 103.2: the previous game's loser decides."""
    game = engine.get_game(game_id)
    decks = game.random_decks(random.Random(1), ["p1", "p2"])
    lists = {p: {"deck": decks[p], "sideboard": []} for p in decks}
    match = bo.plain_series(lists, best_of=3)
    bo.record_game(match, [] if chooser == "p1" else ["p1"], chooser="p1")  # p1 after a draw, else the loser p2
    assert bo.game_options(match) == {"chooser": chooser}
    _, _, request = engine.start(game_id, ["p1", "p2"], bo.next_decks(match), 1, bo.game_options(match))
    assert request["key"] == "first_player" and request["pending"] == [chooser]
