"""How the heuristic agent turns scores into answers, and its guard against optional loops."""

from engine.ai import HeuristicAgent
from engine.ai.heuristic import REPEAT_LIMIT

VIEW = {"viewer": "p1", "seats": ["p1", "p2"], "zones": {}}


def priority(card_id):
    """A priority decision whose cast option comes back under a new id (MTG 400.7)."""
    return {"kind": "choose_action", "key": "priority", "prompt": "你获得了优先权：要做什么？",
            "options": [{"id": f"cast:{card_id}", "label": "施放：X"}, {"id": "pass", "label": "让过"}],
            "min": 1, "max": 1, "ordered": False, "default": ["pass"]}


def test_a_decision_that_keeps_coming_back_stops_being_answered_the_same_way():
    agent = HeuristicAgent("no_such_game", seed=1)  # generic rules: casting beats passing
    answers = [agent.decide(VIEW, priority(f"c{n}")) for n in range(REPEAT_LIMIT + 2)]
    assert answers[:REPEAT_LIMIT] == [[f"cast:c{n}"] for n in range(REPEAT_LIMIT)]
    assert answers[-1] == ["pass"]


def test_several_wanted_takes_the_options_scoring_above_zero_within_min_and_max():
    ask = {"kind": "choose_cards", "key": "attackers", "prompt": "", "ordered": False, "default": [],
           "options": [{"id": i, "label": i} for i in ("a", "b", "c")], "min": 1, "max": 2}

    class Scored(HeuristicAgent):
        def scores(self, view, ask):
            return {"a": -1.0, "b": 3.0, "c": 2.0}

    assert Scored("x").decide(VIEW, ask) == ["b", "c"]
    assert Scored("x").decide(VIEW, {**ask, "max": 1}) == ["b"]
    assert Scored("x").decide(VIEW, {**ask, "ordered": True, "min": 3, "max": 3}) == ["b", "c", "a"]
