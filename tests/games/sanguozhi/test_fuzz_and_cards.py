"""Random games keep the engine contract (snapshots, replay, views and events hide face-down
Generals and set Stratagems), every alternative option plays, and the card files are valid."""

import random

import pytest

from engine.ai import RandomAgent
from engine.core.match import advance_in_place, start
from engine.core.registry import get_game
from engine.core.requests import ask_for
from engine.fuzz import fuzz
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.options import OPTIONS

ALTERNATIVES = [(name, value) for name, spec in OPTIONS.items() for value in spec.get("choices", ())
                if value != spec["default"]]  # fmt: skip


def test_random_games_keep_the_contract():
    report = fuzz("sanguozhi", games=6, seed=3, decks="both")
    assert report.failures == [], report.failures[0].error if report.failures else ""


@pytest.mark.parametrize(("name", "value"), ALTERNATIVES)
def test_random_games_end_with_every_alternative_option(name, value):
    for seed in range(5):
        decks = get_game("sanguozhi").random_decks(random.Random(seed), ["p1", "p2"])
        state, _, _ = start("sanguozhi", ["p1", "p2"], decks, seed, {name: value})
        agent = RandomAgent(seed)
        for _ in range(5000):
            if state["result"] is not None:
                break
            request = state["request"]
            player = request["pending"][0]
            advance_in_place(state, {"request": request["id"], "player": player, "choice": agent.choose(ask_for(request, player))})
        assert state["result"] is not None


def test_practice_cards_are_labelled_and_the_built_in_files_are_valid():
    """DESIGN.md: practice cards say so wherever their name shows; 40+ cards load without problems."""
    game = get_game("sanguozhi")
    assert game.check_card_files() == []
    names = [record["name"] for record in game.lookup_records([])]
    assert len(names) == len(card_db()) and all(name.startswith("练习卡·") for name in names)
