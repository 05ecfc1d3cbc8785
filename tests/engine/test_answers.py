"""Rejected answers change nothing, and ``advance`` is a pure function."""

import re

import pytest

import engine
from engine.core.snapshot import copy, dump
from tests.engine.positions import PLAYERS, decks, play_random

CJK = re.compile(r"[\u4e00-\u9fff]")


def started(seed: int = 5) -> dict:
    state, _, request = engine.start("fixture", PLAYERS, decks(), seed)
    assert request["kind"] == "choose_number" and request["pending"] == ["p1", "p2"]
    return state


def answer(state: dict, player: str, choice, request: str | None = None) -> dict:
    return {"request": request or state["request"]["id"], "player": player, "choice": choice}


def at_mulligan() -> dict:
    """p1 bid 1, p2 bid 0: p1 is asked to keep or mulligan."""
    state = started()
    state, _, _ = engine.advance(state, answer(state, "p1", ["1"]))
    state, _, request = engine.advance(state, answer(state, "p2", ["0"]))
    assert (request["kind"], request["pending"]) == ("mulligan", ["p1"])
    return state


def finished() -> dict:
    """A fixture game played to its end by random agents."""
    return play_random(11)[1]


def assert_rejected(state: dict, bad: object, code: str) -> None:
    """Both advance and advance_in_place reject ``bad`` with ``code`` and leave every byte alone."""
    before = dump(state)
    for advance in (engine.advance, engine.advance_in_place):
        with pytest.raises(engine.AnswerError) as caught:
            advance(state, bad)
        assert caught.value.code == code
        assert CJK.search(caught.value.message)
        assert dump(state) == before


def test_stale_request_id_is_rejected():
    """An answer naming an earlier (already answered) request is stale and changes nothing."""
    state = at_mulligan()
    first_request = "r1"
    assert state["request"]["id"] != first_request
    assert_rejected(state, answer(state, "p1", ["keep"], request=first_request), "answer.stale")
    assert_rejected(state, answer(state, "p1", ["keep"], request="r999"), "answer.stale")


def test_wrong_player_is_rejected():
    """p2 (or a stranger) answering p1's mulligan is told it is not their decision."""
    state = at_mulligan()
    assert_rejected(state, answer(state, "p2", ["keep"]), "answer.not_your_turn")
    assert_rejected(state, answer(state, "p9", ["keep"]), "answer.not_your_turn")


def test_answering_a_simultaneous_request_twice_is_rejected():
    """After p1's hidden bid, a second bid from p1 is refused; p2 is still pending."""
    state = started()
    state, _, _ = engine.advance(state, answer(state, "p1", ["2"]))
    assert state["request"]["pending"] == ["p2"]
    assert_rejected(state, answer(state, "p1", ["3"]), "answer.already_answered")
    assert state["request"]["answers"] == {"p1": ["2"]}


@pytest.mark.parametrize(
    ("choice", "code"),
    [(["7"], "answer.unknown_option"), (["1", "2"], "answer.too_many"), ([], "answer.too_few"), ("1", "answer.malformed")],
)
def test_illegal_option_is_rejected(choice, code):
    """A bid outside 0-3, two bids, no bid or a non-list is refused with its own code."""
    state = started()
    assert_rejected(state, answer(state, "p1", choice), code)


@pytest.mark.parametrize("bad", [None, "r1", ["r1", "p1"], {"request": "r1", "player": "p1"}])
def test_malformed_answer_is_rejected(bad):
    """An answer that is not a dict, or has no choice, is malformed."""
    state = started()
    assert_rejected(state, bad, "answer.malformed")


@pytest.mark.parametrize("player", [["p1"], {"p": 1}, None, 1])
def test_non_string_player_is_malformed_not_a_crash(player):
    """A player field that is not a string (a list or dict used to raise TypeError) is malformed."""
    state = started()
    assert_rejected(state, answer(state, player, ["1"]), "answer.malformed")


def test_answer_after_game_over_is_rejected():
    """Once the game has a result every answer is refused with game_over."""
    state = finished()
    assert state["result"] is not None and state["request"] is None
    assert_rejected(state, {"request": "r1", "player": "p1", "choice": ["pass"]}, "answer.game_over")


def test_advance_does_not_touch_its_input():
    """advance works on a copy: the input state is byte-identical afterwards, and its result differs."""
    state = at_mulligan()
    before = dump(state)
    new_state, _, request = engine.advance(state, answer(state, "p1", ["mulligan"]))
    assert dump(state) == before
    assert dump(new_state) != before
    assert request["pending"] == ["p2"]


def test_advance_gives_the_same_output_for_the_same_input():
    """Two advances of equal states with the same answer give byte-identical states, events and requests."""
    state = at_mulligan()
    twin = copy(state)
    first = engine.advance(state, answer(state, "p1", ["mulligan"]))
    second = engine.advance(twin, answer(twin, "p1", ["mulligan"]))
    assert dump(list(first)) == dump(list(second))
    assert any(e["type"] == "zone_shuffled" for e in first[1])  # the RNG was used, and still agreed
