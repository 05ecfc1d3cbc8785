"""AI benchmark: per game, an agent of one level against the random agent or another level, sides
swapped every game. Prints the level's win rate and its median, p99 and longest decision time;
asserts nothing.

    python bench/ai.py [--games 500] [--game lorcana] [--level normal] [--against random]
    python bench/ai.py --level hard --against normal --games 20   # search vs heuristic (slow)

Decks: each game's random legal decks of implemented cards (``game.random_decks``), the same for
both sides' roles from one seed, so a seed's deck pair is played once each way round.
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path = [p for p in sys.path if not p.endswith("bench")]
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import LEVELS, Agent, RandomAgent, make_agent  # noqa: E402
from engine.ai.arena import play_match  # noqa: E402
from engine.core.registry import available_games, get_game  # noqa: E402


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def opponent(against: str, game_id: str, seed: int) -> Agent:
    return RandomAgent(seed) if against == "random" else make_agent(against, game_id, seed)


def bench_game(game_id: str, games: int, level: str, against: str, max_decisions: int) -> None:
    game = get_game(game_id)
    wins = draws = unfinished = 0
    times: list[float] = []
    began = time.perf_counter()
    for index in range(games):
        seed = index // 2
        decks = game.random_decks(random.Random(seed), ["p1", "p2"])
        ai_seat = "p1" if index % 2 == 0 else "p2"  # the same decks and seed, sides swapped
        agents = {p: make_agent(level, game_id, seed) if p == ai_seat else opponent(against, game_id, seed) for p in ("p1", "p2")}
        record = play_match(game_id, agents, decks, seed, max_decisions)
        times.extend(record.seconds[ai_seat])
        if record.state["result"] is None:
            unfinished += 1
        elif ai_seat in record.winners and len(record.winners) == 1:
            wins += 1
        elif not record.winners or len(record.winners) > 1:
            draws += 1
    finished = games - unfinished
    rate = wins / finished if finished else 0.0
    print(
        f"{game_id:10} {level} vs {against}: {wins}/{finished} won ({rate:.1%}), {draws} draws, "
        f"{unfinished} unfinished; decision median {statistics.median(times) * 1000:.2f} ms, "
        f"p99 {percentile(times, 0.99) * 1000:.2f} ms, longest {max(times) * 1000:.0f} ms; "
        f"{time.perf_counter() - began:.0f} s",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--game", action="append", help="a game id (repeatable); default: every game")
    parser.add_argument("--level", default="normal", choices=LEVELS)
    parser.add_argument("--against", default="random", choices=["random", *LEVELS])
    parser.add_argument("--max-decisions", type=int, default=5000)
    args = parser.parse_args()
    for game_id in args.game or available_games():
        bench_game(game_id, args.games, args.level, args.against, args.max_decisions)


if __name__ == "__main__":
    main()
