"""Engine benchmark: random 2-player Lorcana games and snapshot cost. Prints figures; asserts nothing.

    python bench/engine.py [--games N] [--game lorcana]

Figures: median and p90 ms per random game (random legal answers, sample decks of implemented
cards), decisions per game and ms per decision; snapshot save/load time and size for a state
at turn 10.
"""

import argparse
import random
import statistics
import sys
import time

# This file is named like the package it measures; drop its own folder from the import path.
sys.path = [p for p in sys.path if not p.endswith("bench")]

import engine  # noqa: E402
from engine.ai import RandomAgent  # noqa: E402
from engine.core import snapshot  # noqa: E402
from engine.core.registry import get_game  # noqa: E402


def random_game(game_id: str, seed: int, stop_at_turn: int | None = None) -> tuple[dict, int]:
    game = get_game(game_id)
    players = ["p1", "p2"]
    decks = game.random_decks(random.Random(seed), players)
    agent = RandomAgent(seed)
    state, _, request = engine.start(game_id, players, decks, seed)
    decisions = 0
    while state["result"] is None:
        if stop_at_turn is not None and state["turn"].get("number", 0) >= stop_at_turn:
            break
        player = request["pending"][0]
        choice = agent.choose(engine.ask_for(request, player))
        _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})
        decisions += 1
    return state, decisions


def time_per_call(function, repeat: int) -> float:
    began = time.perf_counter()
    for _ in range(repeat):
        function()
    return (time.perf_counter() - began) / repeat * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="lorcana")
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()

    random_game(args.game, 0)  # warm caches (card database, imports)
    times, decisions = [], []
    for seed in range(args.games):
        began = time.perf_counter()
        _, count = random_game(args.game, seed)
        times.append((time.perf_counter() - began) * 1000)
        decisions.append(count)
    times.sort()
    print(f"{args.game}: {args.games} random games")
    print(f"  median {statistics.median(times):.1f} ms per game, p90 {times[int(len(times) * 0.9)]:.1f} ms")
    print(f"  {statistics.mean(decisions):.0f} decisions per game, {sum(times) / sum(decisions):.3f} ms per decision")

    state, _ = random_game(args.game, 1, stop_at_turn=10)
    data = snapshot.dump(state)
    save = time_per_call(lambda: snapshot.dump(state), 2000)
    load = time_per_call(lambda: snapshot.load(data), 2000)
    print(f"  turn-10 snapshot: {len(data) / 1024:.1f} KB, save {save:.3f} ms, load {load:.3f} ms")


if __name__ == "__main__":
    main()
