"""AI benchmark: per game, an agent of one level against the random agent or another level, sides
swapped every game. Prints the level's win rate with its 95% (Wilson) interval, its median, p99 and
longest decision time (wall clock, and CPU time in brackets), the CPU time per game and how many
deck pairs the same seat won both ways (the decks decided them, whatever the agents did); asserts
nothing.

    python bench/ai.py [--games 500] [--game lorcana] [--level normal] [--against random]
    python bench/ai.py --level hard --against normal --games 20   # search vs heuristic (slow)
    python bench/ai.py --level hard --against normal --decks preset --game sanguozhi

Decks (``--decks``, dealt as the fuzzer deals them, engine/fuzz.py's DeckDealer): ``random``
(the default), each game's random legal decks of implemented cards (``game.random_decks``), which
are often so mismatched that the deck decides the game whatever the agents do; or ``preset``, a
preset deck per player drawn from the seed (``cards/<game>/decks``; both may draw the same one, a
mirror), the built decks players play. Either way the seed deals both seats' decks, so games 2k and
2k+1 play the same deck pair, once each way round. ``--first`` starts at another game index (an
even one keeps the pairs), to spread a long run over sessions.

The search level (hard) with the bot's budget: ``--playouts`` a decision, cut at ``--seconds``.
The cap is read on ``--clock``: ``cpu`` (the default here) counts this process's CPU time, which is
what the wall clock would show on a quiet machine, so other work on a shared machine does not cut
the search short and the result depends only on the seeds; ``wall`` is the bot's own clock;
``--seconds 0`` removes the cap (the playouts alone bound the search).
"""

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path = [p for p in sys.path if not p.endswith("bench")]
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import LEVELS, Agent, RandomAgent, SearchAgent, make_agent  # noqa: E402
from engine.ai.arena import play_match  # noqa: E402
from engine.ai.search import PLAYOUTS, SECONDS  # noqa: E402
from engine.core.registry import available_games, get_game  # noqa: E402
from engine.fuzz import DeckDealer  # noqa: E402


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a win rate (Wilson score interval: sound for small samples and 0 or 1)."""
    if not games:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.1f}/{percentile(values, 0.99) * 1000:.0f}/{max(values) * 1000:.0f}"


MakeAgent = Callable[[str, int], Agent]  # (game id, seed) -> agent


def bench_game(
    game_id: str,
    games: int,
    first: int,
    level: MakeAgent,
    against: MakeAgent,
    name: str,
    max_decisions: int,
    decks_kind: str,
) -> None:
    deal = DeckDealer(get_game(game_id), decks_kind)
    wins = draws = unfinished = 0
    seat_won: dict[int, str | None] = {}  # game index -> the seat that alone won it
    times: list[float] = []
    cpu: list[float] = []
    began, began_cpu = time.perf_counter(), time.process_time()
    for index in range(first, first + games):
        seed = index // 2
        decks = deal(seed, random.Random(seed), ["p1", "p2"])
        ai_seat = "p1" if index % 2 == 0 else "p2"  # the same decks and seed, sides swapped
        agents = {p: (level if p == ai_seat else against)(game_id, seed) for p in ("p1", "p2")}
        record = play_match(game_id, agents, decks, seed, max_decisions)
        times.extend(record.seconds[ai_seat])
        cpu.extend(record.cpu_seconds[ai_seat])
        seat_won[index] = record.winners[0] if len(record.winners) == 1 else None
        if record.state["result"] is None:
            unfinished += 1
        elif ai_seat in record.winners and len(record.winners) == 1:
            wins += 1
        elif not record.winners or len(record.winners) > 1:
            draws += 1
    finished = games - unfinished
    rate = wins / finished if finished else 0.0
    low, high = wilson(wins, finished)
    print(
        f"{game_id:10} {name}, {decks_kind} decks: {wins}/{finished} won ({rate:.1%}, 95% {low:.0%}–{high:.0%}), "
        f"{draws} draws, {unfinished} unfinished; decision ms median/p99/longest {ms(times)} "
        f"(CPU {ms(cpu)}); CPU {(time.process_time() - began_cpu) / games:.1f} s a game, "
        f"{time.perf_counter() - began:.0f} s wall; {same_seat(seat_won)}",
        flush=True,
    )


def same_seat(seat_won: dict[int, str | None]) -> str:
    """How many deck pairs (games 2k and 2k+1: the same decks, sides swapped) the same seat won
    both ways: there the decks decided, not the agents, and only the other pairs can move the
    win rate off 50%."""
    pairs = [(i, i + 1) for i in seat_won if i % 2 == 0 and i + 1 in seat_won]
    decided = sum(1 for a, b in pairs if seat_won[a] is not None and seat_won[a] == seat_won[b])
    return f"{decided} of {len(pairs)} deck pairs won by the same seat both ways"


def agent_maker(level: str, args: argparse.Namespace) -> MakeAgent:
    """A function of (game id, seed) giving an agent of ``level`` with the command line's budget."""
    if level == "random":
        return lambda game_id, seed: RandomAgent(seed)
    if level == "hard":
        clock = time.process_time if args.clock == "cpu" else time.perf_counter
        return lambda game_id, seed: SearchAgent(
            game_id, seed, playouts=args.playouts, seconds=args.seconds or None, clock=clock
        )
    return lambda game_id, seed: make_agent(level, game_id, seed)


def budget(args: argparse.Namespace) -> str:
    if "hard" not in (args.level, args.against):
        return ""
    cap = f"{args.seconds} s {args.clock}" if args.seconds else "no time cap"
    return f" ({args.playouts} playouts, {cap})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--game", action="append", help="a game id (repeatable); default: every game")
    parser.add_argument("--level", default="normal", choices=LEVELS)
    parser.add_argument("--against", default="random", choices=["random", *LEVELS])
    parser.add_argument("--max-decisions", type=int, default=5000)
    parser.add_argument(
        "--decks",
        default="random",
        choices=["random", "preset"],
        help="random legal decks or the preset decks",
    )
    parser.add_argument(
        "--first", type=int, default=0, help="the first game's index (its seed is half of it)"
    )
    parser.add_argument("--playouts", type=int, default=PLAYOUTS, help="the search's playouts a decision")
    parser.add_argument("--seconds", type=float, default=SECONDS, help="the search's time cap; 0: none")
    parser.add_argument(
        "--clock", default="cpu", choices=["cpu", "wall"], help="the clock the cap is read on"
    )
    args = parser.parse_args()
    level, against = agent_maker(args.level, args), agent_maker(args.against, args)
    name = f"{args.level} vs {args.against}{budget(args)}"
    for game_id in args.game or available_games():
        bench_game(game_id, args.games, args.first, level, against, name, args.max_decisions, args.decks)


if __name__ == "__main__":
    main()
