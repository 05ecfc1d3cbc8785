"""The opening bid: a simultaneous hidden choice."""

import engine
from engine.core import rng
from engine.core.snapshot import copy, dump
from tests.engine.positions import PLAYERS, decks, opening
from tests.scenario import Scenario


def test_a_hidden_answer_is_invisible_to_the_other_player_and_spectators():
    """After p1 bids, p2's and a spectator's views and events are byte-identical whatever p1 bid;
    the only event is a public choice_made; the same request stays open for p2."""
    seen = {}
    for bid in ("0", "3"):
        s = opening(seed=4)
        request_id = s.request["id"]
        events = s.answer_raw("p1", [bid])
        assert events == [{"type": "choice_made", "player": "p1"}]
        assert (s.request["id"], s.request["pending"]) == (request_id, ["p2"])
        seen[bid] = dump([s.view("p2"), s.view(None), engine.events_for(events, "p2"), engine.events_for(events, None)])
        assert s.view("p1")["request"] == {
            "id": request_id, "state_version": 0, "kind": "choose_number", "waiting_for": ["p2"],
        }
        p2_request = s.view("p2")["request"]
        assert p2_request["player"] == "p2" and "answers" not in p2_request
    assert seen["0"] == seen["3"]


def test_higher_bid_goes_first_and_both_pay():
    """When both have bid the bids are revealed together, the higher bidder is active, each pays life."""
    s = opening(seed=4)
    s.expect("p2", "choose_number", answer=["3"])
    s.expect("p1", "choose_number", answer=["1"])
    assert s.events_of("choices_revealed", s.last_events) == [
        {"type": "choices_revealed", "choices": {"p2": 3, "p1": 1}}
    ]
    assert s.state["turn"]["active"] == "p2"
    assert (s.player("p1")["life"], s.player("p2")["life"]) == (9, 7)
    s.expect("p2", "mulligan")  # the winner decides first


def test_tie_is_broken_by_the_state_rng():
    """Equal bids: the first player is drawn from the state's RNG (seed, counter), so it is predictable
    from the state, identical on replay, and both outcomes happen across seeds."""
    firsts = set()
    for seed in range(12):
        s = opening(seed=seed)
        s.expect("p1", "choose_number", answer=["2"])
        predicted = ["p1", "p2"][rng.randint(copy(s.state["rng"]), 0, 1)]
        s.expect("p2", "choose_number", answer=["2"])
        assert s.state["turn"]["active"] == predicted
        assert (s.player("p1")["life"], s.player("p2")["life"]) == (8, 8)
        again = opening(seed=seed)
        again.answer_raw("p1", ["2"])
        again.answer_raw("p2", ["2"])
        assert dump(again.state) == dump(s.state)
        firsts.add(predicted)
    assert firsts == {"p1", "p2"}


def test_a_simultaneous_choice_asked_of_one_player_still_answers_by_player():
    """choose_simultaneously returns {player: choice} even when only one player was asked, so a
    game need not special-case a lone answer."""
    s = Scenario("fixture", PLAYERS, decks("grunt"), 4, {"bidders": ["p2"]})
    s.expect("p2", "choose_number", answer=["2"])
    assert s.events_of("choices_revealed", s.last_events) == [{"type": "choices_revealed", "choices": {"p2": 2}}]
    assert (s.player("p1")["life"], s.player("p2")["life"]) == (10, 8)
