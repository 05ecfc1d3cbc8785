"""Match-level actions outside requests: conceding and an agreed draw (engine/core/match_actions.py)."""

import random

import pytest

import engine
from engine.core import snapshot
from tests.engine.fixture import GAME
from tests.engine.positions import PLAYERS, play_random


def _started(seed: int = 3) -> tuple[dict, dict]:
    decks = GAME.random_decks(random.Random(seed), PLAYERS)
    state, _, _ = engine.start("fixture", PLAYERS, decks, seed)
    return decks, state


def test_conceding_ends_a_two_player_game_with_the_other_player_winning():
    """三国智 104.3a: a player may concede at any time, even while another player must decide."""
    _, state = _started()
    waiting_for = state["request"]["pending"][0]
    conceder = next(p for p in PLAYERS if p != waiting_for)
    new_state, events, request = engine.advance(state, {"action": "concede", "player": conceder})
    assert request is None
    assert new_state["request"] is None
    assert new_state["result"]["winners"] == [waiting_for]
    assert new_state["result"]["reason"] == "concede"
    assert [e["type"] for e in events] == ["conceded", "game_over"]
    assert new_state["version"] == state["version"] + 1
    assert state["result"] is None  # advance stays pure


def test_an_agreed_draw_ends_the_game_without_winners():
    _, state = _started()
    new_state, events, _ = engine.advance(state, {"action": "agree_draw", "player": "p1"})
    assert new_state["result"]["winners"] == []
    assert new_state["result"]["reason"] == "agreed_draw"
    assert events[-1]["type"] == "game_over"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"action": "surrender", "player": "p1"}, "answer.malformed"),
        ({"action": "concede", "player": 1}, "answer.malformed"),
        ({"action": "concede", "player": "p9"}, "answer.not_in_game"),
    ],
)
def test_bad_actions_are_rejected_and_change_nothing(action, code):
    _, state = _started()
    before = snapshot.dump(state)
    with pytest.raises(engine.AnswerError) as raised:
        engine.advance(state, action)
    assert raised.value.code == code
    assert snapshot.dump(state) == before


def test_no_action_after_the_game_is_over():
    _, state = _started()
    state, _, _ = engine.advance(state, {"action": "concede", "player": "p1"})
    with pytest.raises(engine.AnswerError) as raised:
        engine.advance(state, {"action": "concede", "player": "p2"})
    assert raised.value.code == "answer.game_over"


def test_a_concession_in_the_answer_log_replays_to_the_same_state():
    decks, _, answers = play_random(5, max_steps=12)
    log = [*answers, {"action": "concede", "player": "p2"}]
    first = engine.replay("fixture", PLAYERS, decks, 5, None, log)
    second = engine.replay("fixture", PLAYERS, decks, 5, None, log)
    assert first["result"]["winners"] == ["p1"]
    assert snapshot.dump(first) == snapshot.dump(second)

