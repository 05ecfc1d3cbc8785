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


def test_a_refused_answer_asked_again_under_a_counted_key_is_not_given_for_ever():
    """A declaration the engine refuses is asked again with its tries in the key ("blockers:p1:3",
    MTG 509.1c): the guard sees one decision, so the refused answer stops coming back (an agent
    repeating it kept a fuzzed game going for 20,000 decisions)."""
    agent = HeuristicAgent("no_such_game", seed=1)  # generic rules: casting beats passing
    asks = [{**priority("c1"), "key": f"refused:p1:{tries}"} for tries in range(REPEAT_LIMIT + 2)]
    answers = [agent.decide(VIEW, ask) for ask in asks]
    assert answers[0] == ["cast:c1"] and answers[-1] == ["pass"]


def test_closing_an_ultraman_effect_window_is_never_held_against_the_agent():
    """"done" ends a turn-end window (R4.5.2) and does nothing: every turn of a long deck race the
    agent closes it the same way, without being pushed into the optional energy (练习-011) it
    declined (R1.3.2c)."""
    agent = HeuristicAgent("ultraman", seed=1)
    card = {"id": "a", "def": "练习-011", "owner": "p1", "zone": "p1.battlefield"}
    view = {"viewer": "p1", "seats": ["p1", "p2"], "stats": {"a": {"power": 4000, "support_power": 2000}},
            "zones": {"p1.battlefield": {"count": 1, "cards": [card]}, "p2.battlefield": {"count": 0, "cards": []}}}
    window = {"kind": "choose_option", "key": "window", "prompt": "回合结束时", "min": 1, "max": 1, "ordered": False,
              "options": [{"id": "a:0", "label": "聚能者"}, {"id": "done", "label": "不再使用"}], "default": ["done"]}
    assert all(agent.decide(view, window) == ["done"] for _ in range(REPEAT_LIMIT * 2))


def test_a_sanguozhi_attack_declared_every_turn_of_a_standing_board_is_not_taken_for_a_loop():
    """三国智 asks for attackers once a combat (608.1): with the board standing still the same
    decision comes back every turn, and the 2/2 facing no enemy General attacks every time (it was
    held back after REPEAT_LIMIT turns, and games were lost by deck-out). Asked as often within
    one turn, it is a loop, and the guard holds the attack back."""
    card = {"id": "m", "owner": "p1", "zone": "p1.field", "slot": "lieutenant"}
    view = {"viewer": "p1", "seats": ["p1", "p2"], "stats": {"m": {"attack": 2, "health": 2, "damage": 0}},
            "players": {"p1": {"provisions": 30}, "p2": {"provisions": 30}},
            "zones": {"p1.field": {"owner": "p1", "show": "public", "count": 1, "cards": [card]}}}
    attackers = {"kind": "choose_cards", "key": "attackers", "prompt": "选择攻击的将领", "ordered": False, "min": 0, "max": 1,
                 "options": [{"id": "m", "label": "将领"}], "default": []}  # fmt: skip
    every_turn = HeuristicAgent("sanguozhi", seed=1)
    turns = [{**view, "turn": {"number": n}} for n in range(REPEAT_LIMIT * 2)]
    assert all(every_turn.decide(turn, attackers) == ["m"] for turn in turns)
    one_turn = HeuristicAgent("sanguozhi", seed=1)
    answers = [one_turn.decide({**view, "turn": {"number": 3}}, attackers) for _ in range(REPEAT_LIMIT + 1)]
    assert answers[:REPEAT_LIMIT] == [["m"]] * REPEAT_LIMIT and answers[-1] == []


def test_several_wanted_takes_the_options_scoring_above_zero_within_min_and_max():
    ask = {"kind": "choose_cards", "key": "attackers", "prompt": "", "ordered": False, "default": [],
           "options": [{"id": i, "label": i} for i in ("a", "b", "c")], "min": 1, "max": 2}

    class Scored(HeuristicAgent):
        def scores(self, view, ask):
            return {"a": -1.0, "b": 3.0, "c": 2.0}

    assert Scored("x").decide(VIEW, ask) == ["b", "c"]
    assert Scored("x").decide(VIEW, {**ask, "max": 1}) == ["b"]
    assert Scored("x").decide(VIEW, {**ask, "ordered": True, "min": 3, "max": 3}) == ["b", "c", "a"]


def test_a_fresh_agent_answers_a_decision_as_the_one_that_played_before_it():
    """The bot makes a fresh agent after a restart: every answer must be the same as the agent
    that had played the earlier decisions would give (random tie-breaks seeded per request)."""
    ask = {"id": "r42", "kind": "choose_cards", "key": "pick", "prompt": "选择", "ordered": False, "min": 1, "max": 1,
           "options": [{"id": f"o{n}", "label": f"选项{n}"} for n in range(6)]}  # fmt: skip
    played = HeuristicAgent("no_such_game", seed=5, noise=6.0)
    for number in range(30):  # other decisions (not a loop): they move nothing a later one depends on
        played.decide(VIEW, {**ask, "id": f"r{number}", "prompt": f"选择第 {number} 项"})
    assert played.decide(VIEW, ask) == HeuristicAgent("no_such_game", seed=5, noise=6.0).decide(VIEW, ask)
