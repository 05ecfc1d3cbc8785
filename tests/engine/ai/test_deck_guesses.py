"""Guessed decks (engine/ai/guesses.py): the search deals the opponents' hidden cards from a deck
the game could deal them that fits the cards they have shown."""

import pickle
import random

import pytest

from engine.ai.guesses import DeckGuesser, shown_cards
from engine.ai.search import SearchAgent
from engine.core.registry import available_games, get_game
from engine.games.lorcana.cards import card_db

PLAYERS = ["p1", "p2"]


def test_the_guessed_deck_fits_the_cards_the_opponent_has_shown():
    """Lorcana: an opponent who has shown cards of two inks is guessed a deck of those inks."""
    real = get_game("lorcana").random_decks(random.Random(5), PLAYERS)["p2"]
    shown = [{"id": f"s{n}", "def": definition, "owner": "p2"} for n, definition in enumerate(real[:6])]
    seen = {
        "seats": PLAYERS,
        "viewer": "p1",
        "zones": {
            "p2.discard": {"cards": shown},
            "p2.hand": {"cards": [{"id": "h", "owner": "p2", "hidden": True}]},
        },
    }
    assert shown_cards(seen) == {"p2": tuple(sorted(real[:6]))}
    guess = DeckGuesser("lorcana", 3).guesses(seen)["p2"]
    inks = {card_db()[c].ink for c in real}
    assert {card_db()[c].ink for c in guess} == inks
    blind = DeckGuesser("lorcana", 3).guesses({**seen, "zones": {}})["p2"]
    assert len(set(blind) & set(real[:6])) < len(set(guess) & set(real[:6]))


@pytest.mark.parametrize("game_id", available_games())
def test_a_search_agent_of_every_game_goes_to_a_worker_process_and_back(game_id):
    """The bot pickles the 困难 agent to a worker process (bot/services/search_workers.py)."""
    agent = SearchAgent(game_id, 1)
    agent.guesses({"seats": PLAYERS, "viewer": "p1", "zones": {}})
    again = pickle.loads(pickle.dumps(agent))
    assert again.guesses({"seats": PLAYERS, "viewer": "p1", "zones": {}}) == agent.guesses(
        {"seats": PLAYERS, "viewer": "p1", "zones": {}}
    )
