"""The priority menu (CR 117.1), a payment's options (601.2g-h), the toughness the state-based
actions read (704.5f-g) and every view's derived facts are worked out inside `memo.unchanging`,
which remembers derived values (permanents, controllers, static abilities that apply, mana
sources, counts) until the block ends. Over the positions of random games with every implemented
card, the menu asked must be exactly the menu built with nothing remembered; the fuzzer checks the
same every few steps (`cache_problems`)."""

import random

import engine
from engine.ai import RandomAgent
from engine.core.context import Ctx
from engine.core.requests import ask_for
from engine.games.mtg import memo
from engine.games.mtg.actions import menu_problems
from engine.games.mtg.zones import permanents

GAMES = 4


def priority_positions(seed: int, players: list[str]):
    """Each position of a random game where priority is asked: (state, player)."""
    game = engine.get_game("mtg")
    decks = game.random_decks(random.Random(seed), players)
    agent = RandomAgent(seed)
    state, _, request = engine.start("mtg", players, decks, seed)
    while state["result"] is None:
        player = request["pending"][0]
        if request["key"] == "priority":
            yield state, player
        choice = agent.choose(ask_for(request, player))
        _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})


def test_remembered_menu_and_view_are_those_built_from_scratch():
    game, positions = engine.get_game("mtg"), 0
    for seed in range(GAMES):
        players = ["p1", "p2"] if seed % 2 else ["p1", "p2", "p3"]
        for state, _ in priority_positions(seed, players):
            assert memo.current is None  # so the builds below remember nothing
            assert menu_problems(Ctx(game, state)) == []
            assert game.view_extras(state, None) == game._view_extras(state)
            positions += 1
    assert positions > 100 * GAMES


def test_the_fuzzer_check_sees_a_menu_that_differs():
    state, player = next(priority_positions(1, ["p1", "p2"]))
    state["request"]["asks"][player]["options"].insert(0, {"id": "cast:c999", "label": "?"})  # a stale menu
    assert menu_problems(Ctx(engine.get_game("mtg"), state)) != []
    assert engine.get_game("mtg").cache_problems(state) == menu_problems(Ctx(engine.get_game("mtg"), state))


def test_values_are_remembered_only_inside_the_block():
    state, _ = next(priority_positions(1, ["p1", "p2"]))
    with memo.unchanging(state):
        mine = permanents(state, "p1")
        mine.append("c999")  # a caller's list is its own: the remembered one is unchanged
        assert "c999" not in permanents(state, "p1")
        assert memo.current[0] is state and memo.current[1]
    assert memo.current is None
