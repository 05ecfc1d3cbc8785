"""Every ask of a few random games of a game (each player's own, as ``engine.ask_for`` gives it):
for guard tests over what the engines ask, the way the fuzzer plays (engine/fuzz.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import engine
from engine.ai import RandomAgent
from engine.core.match import advance_in_place, start

MAX_DECISIONS = 3000


def random_asks(game_id: str, games: int, seed: int = 0) -> Iterator[tuple[dict, dict]]:
    """(request, ask) for every pending player of every request of ``games`` random 2-player games."""
    game = engine.get_game(game_id)
    players = ["p1", "p2"]
    for index in range(games):
        game_seed = seed * 1_000_003 + index
        state, _, _ = start(game_id, players, game.random_decks(random.Random(game_seed), players), game_seed, None)
        agent = RandomAgent(game_seed)
        for _ in range(MAX_DECISIONS):
            request = state["request"]
            if state["result"] is not None:
                break
            asks = {p: engine.ask_for(request, p) for p in request["pending"]}
            for ask in asks.values():
                yield request, ask
            player = request["pending"][0]
            advance_in_place(state, {"request": request["id"], "player": player, "choice": agent.choose(asks[player])})
