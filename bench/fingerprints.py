"""Fixed-seed game fingerprints, to show a speed change plays exactly the same games.

    python bench/fingerprints.py [--game lorcana] [--games 30] > before.txt

One line per game (preset decks for even seeds, random decks for odd ones; a 3-player game every
fifth seed where the game allows it): seed, decisions, a hash of every request asked, a hash of the final state, result.
Compare the output before and after a change with `diff`.
"""

import argparse
import hashlib
import random
import sys

import orjson

# This file sits next to a package it imports by name; drop its own folder from the import path.
sys.path = [p for p in sys.path if not p.endswith("bench")]

import engine  # noqa: E402
from engine.ai import RandomAgent  # noqa: E402
from engine.core.registry import get_game  # noqa: E402
from engine.fuzz import DeckDealer  # noqa: E402


def fingerprint(game_id: str, seed: int) -> str:
    players = ["p1", "p2", "p3"] if seed % 5 == 4 and get_game(game_id).max_players >= 3 else ["p1", "p2"]
    kind = "preset" if seed % 2 == 0 and get_game(game_id).preset_decks() else "random"
    decks = DeckDealer(get_game(game_id), kind)(seed, random.Random(seed), players)
    agent = RandomAgent(seed)
    state, _, request = engine.start(game_id, players, decks, seed)
    asked = hashlib.sha256()
    decisions = 0
    while state["result"] is None:
        asked.update(orjson.dumps(request, option=orjson.OPT_SORT_KEYS))
        player = request["pending"][0]
        choice = agent.choose(engine.ask_for(request, player))
        _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})
        decisions += 1
    final = hashlib.sha256(orjson.dumps(state, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]
    return f"{seed} {kind} {len(players)}p decisions={decisions} asked={asked.hexdigest()[:16]} final={final} result={state['result']}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="lorcana")
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    for seed in range(args.games):
        print(fingerprint(args.game, seed), flush=True)


if __name__ == "__main__":
    main()
