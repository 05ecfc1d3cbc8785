"""The main-phase menu (4.3.2) is built inside `memo.unchanging`, which remembers derived values
(traits, static abilities that apply, who can be challenged) for the whole build and lets the menu
take its shortcuts (parts kept between decisions, menu_parts.py; the ink-only payment of a hand
card, play.py). Over many random
positions of random games with every implemented card, it must be exactly the menu built with
nothing remembered; the fuzzer checks the same at every step (`cache_problems`)."""

import random

import engine
from engine.ai import RandomAgent
from engine.core.requests import ask_for
from engine.games.lorcana import memo
from engine.games.lorcana.challenge import TARGET_FLAGS, TARGET_KEYWORDS, _any_defender, can_challenge_with
from engine.games.lorcana.stats import printed_only
from engine.games.lorcana.turn import _turn_actions, menu_problems, turn_actions

GAMES = 12


def main_phase_positions(seed: int, players: list[str]):
    """Each position of a random game where a main-phase menu is asked: (state, player)."""
    game = engine.get_game("lorcana")
    decks = game.random_decks(random.Random(seed), players)
    agent = RandomAgent(seed)
    state, _, request = engine.start("lorcana", players, decks, seed)
    while state["result"] is None:
        player = request["pending"][0]
        if request["kind"] == "choose_action" and state["frames"][-1]["proc"] == "main":
            yield state, player
        choice = agent.choose(ask_for(request, player))
        _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})


def test_cached_menu_is_the_menu_built_from_scratch():
    positions = 0
    for seed in range(GAMES):
        players = ["p1", "p2"] if seed % 3 else ["p1", "p2", "p3"]
        for state, player in main_phase_positions(seed, players):
            assert memo.current is None  # so the second build below remembers nothing
            assert turn_actions(state, player) == _turn_actions(state, player)
            assert menu_problems(state) == []
            positions += 1
    assert positions > 50 * GAMES


def test_the_fuzzer_check_sees_a_menu_that_differs():
    state, player = next(main_phase_positions(3, ["p1", "p2"]))
    options = state["request"]["asks"][player]["options"]
    del options[0]  # a stale cache that missed a legal action
    assert menu_problems(state) != []
    assert engine.get_game("lorcana").cache_problems(state) == menu_problems(state)


def test_any_defender_from_the_printed_cards_is_the_full_answer():
    """`can_challenge_with` inside `memo.unchanging` may read the printed cards (challenge.py); for
    every attacker's facts it must give what the full rules (4.3.6.6, 10.4, card text) give."""
    every_facts = [(evasive, cost, ready_ok) for evasive in (False, True) for cost in (1, 4, 9) for ready_ok in (False, True)]
    readings, answers = [], set()
    for seed in range(GAMES):
        players = ["p1", "p2"] if seed % 3 else ["p1", "p2", "p3"]
        for state, player in main_phase_positions(seed, players):
            with memo.unchanging(state):
                readings.append(printed_only(state, TARGET_KEYWORDS, TARGET_FLAGS))
                kept = [can_challenge_with(state, player, facts) for facts in every_facts]
            fresh = [_any_defender(state, player, facts) for facts in every_facts]
            assert kept == fresh
            answers.update(fresh)
    assert readings.count(True) > 50 * GAMES and False in readings  # both readings were taken
    assert answers == {True, False}
