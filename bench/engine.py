"""Engine benchmark: random 2-player games and snapshot cost. Prints figures; asserts nothing.

    python bench/engine.py [--games N] [--game lorcana] [--decks preset|random|both]

Figures per kind of decks (the game's preset decks, ``cards/<game>/decks``, one per player; or
random legal decks of every implemented card): median and p90 ms per random game (random legal
answers), in wall time and in CPU time (the figure to read on a shared machine), decisions per
game and ms per decision; snapshot save/load time and size for a state at turn 10.
"""

import argparse
import random
import statistics
import sys
import time
from functools import cache

# This file is named like the package it measures; drop its own folder from the import path.
sys.path = [p for p in sys.path if not p.endswith("bench")]

import engine  # noqa: E402
from engine.ai import RandomAgent  # noqa: E402
from engine.core import snapshot  # noqa: E402
from engine.core.registry import get_game  # noqa: E402
from engine.fuzz import DeckDealer  # noqa: E402


@cache
def dealer(game_id: str, decks_kind: str) -> DeckDealer:
    return DeckDealer(get_game(game_id), decks_kind)  # reads the preset lists once


def random_game(game_id: str, seed: int, decks_kind: str = "random", stop_at_turn: int | None = None) -> tuple[dict, int]:
    players = ["p1", "p2"]
    decks = dealer(game_id, decks_kind)(seed, random.Random(seed), players)
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
    parser.add_argument("--decks", choices=("preset", "random", "both"), default="both")
    args = parser.parse_args()

    random_game(args.game, 0)  # warm caches (card database, imports)
    kinds = ("preset", "random") if args.decks == "both" else (args.decks,)
    for kind in kinds if get_game(args.game).preset_decks() else ("random",):
        wall, cpu, decisions = [], [], []
        for seed in range(args.games):
            began, began_cpu = time.perf_counter(), time.process_time()
            _, count = random_game(args.game, seed, kind)
            wall.append((time.perf_counter() - began) * 1000)
            cpu.append((time.process_time() - began_cpu) * 1000)
            decisions.append(count)
        print(f"{args.game}: {args.games} random games, {kind} decks")
        for label, times in (("wall", sorted(wall)), ("cpu", sorted(cpu))):
            print(f"  {label}: median {statistics.median(times):.1f} ms per game, p90 {times[int(len(times) * 0.9)]:.1f} ms, "
                  f"{sum(times) / sum(decisions):.3f} ms per decision")  # fmt: skip
        print(f"  {statistics.mean(decisions):.0f} decisions per game")

    state, _ = random_game(args.game, 1, stop_at_turn=10)
    data = snapshot.dump(state)
    save = time_per_call(lambda: snapshot.dump(state), 2000)
    load = time_per_call(lambda: snapshot.load(data), 2000)
    print(f"  turn-10 snapshot: {len(data) / 1024:.1f} KB, save {save:.3f} ms, load {load:.3f} ms")


if __name__ == "__main__":
    main()
