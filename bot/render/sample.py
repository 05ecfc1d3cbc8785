"""A random game stopped at a given turn: boards to look at (`tcg render`), golden images and the
render benchmark. Random legal answers from the engine's random agent, so a seed fixes the game."""

from __future__ import annotations

import random

import engine
from engine.ai import RandomAgent


def random_state(game_id: str, seed: int, turns: int, players: int = 2) -> dict:
    """The state at the first decision of turn `turns` (or the end, if the game ends sooner)."""
    game = engine.get_game(game_id)
    seats = [f"p{number}" for number in range(1, players + 1)]
    decks = game.random_decks(random.Random(seed), seats)
    agent = RandomAgent(seed)
    state, _, request = engine.start(game_id, seats, decks, seed)
    while state["result"] is None and state["turn"].get("number", 0) < turns:
        player = request["pending"][0]
        choice = agent.choose(engine.ask_for(request, player))
        _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})
    return state
