"""Narration never prints a Python ``None`` or a raw player id (issue 16, defect 3): every event of
random games of every game, narrated for each player and for spectators."""

import random

import pytest

import engine
from engine import ask_for, events_for
from engine.ai import RandomAgent
from engine.core.match import advance_in_place, start
from engine.core.narration import narrate
from engine.games.underworld.zones import zone
from tests.games.underworld.position import UnderworldScenario

NAMES = {"p1": "Alice", "p2": "Bob"}
GAMES_PER_GAME = 6
DECISION_LIMIT = 3000


def _bad_lines(game, events: list[dict]) -> list[tuple[str, dict]]:
    """Lines of ``events`` (every viewer's form) that show ``None`` or a player id."""
    bad = []
    for viewer in (None, *NAMES):
        for event in events_for(events, viewer):
            line = narrate(game, event, NAMES) or ""
            if "None" in line or any(player in line for player in NAMES):
                bad.append((line, event))
    return bad


@pytest.mark.parametrize("game_id", engine.available_games())
def test_random_games_narrate_every_event_without_none_for_every_viewer(game_id):
    game = engine.get_game(game_id)
    bad, kinds = [], set()
    for seed in range(GAMES_PER_GAME):
        decks = game.random_decks(random.Random(seed), list(NAMES))
        agent = RandomAgent(seed)
        state, events, _ = start(game_id, list(NAMES), decks, seed, None)
        for _ in range(DECISION_LIMIT):
            bad += _bad_lines(game, events)
            kinds |= {e["type"] for e in events}
            if state["result"] is not None:
                break
            request = state["request"]
            player = request["pending"][0]
            answer = {"request": request["id"], "player": player, "choice": agent.choose(ask_for(request, player))}
            events, _ = advance_in_place(state, answer)
    assert bad == []
    assert {"turn_started", "card_moved"} <= kinds  # the games really were played


def test_a_won_region_moves_to_the_score_area_without_an_owner_in_the_log():
    """F:赢取地区牌 1.2.3: the region card (owned by nobody) goes to the winner's score area; the
    log names the card and both places, never "None 的"."""
    s = UnderworldScenario()
    s.set_region("DQJC113", 2)  # 切尔诺贝利: cap 3, 2 points
    s.influence(2, "p1", 2)
    s.character("JC016", "p1", 2)
    s.character("JC075", "p1", 2)
    s.to_contests()
    s.drive(lambda s: s.events_of("region_won") and s.priority_player())
    [moved] = [e for e in s.events_of("card_moved") if e["to_zone"] == zone("p1", "score")]
    assert moved["owner"] is None and moved["reason"] == "region_won"
    game = engine.get_game("underworld")
    for viewer in (None, "p1", "p2"):
        line = narrate(game, events_for([moved], viewer)[0], NAMES)
        assert line == "切尔诺贝利：地区2 → Alice的计分区。"
