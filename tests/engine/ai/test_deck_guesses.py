"""Guessed decks (engine/ai/guesses.py): the search deals the opponents' hidden cards from a deck
the game could deal them that fits the cards they have shown."""

import random

from engine.ai.guesses import DeckGuesser, shown_cards
from engine.core.registry import get_game
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
