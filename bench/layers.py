"""Where CPU time goes, by layer: random games with the preset decks (random decks for a game
without), or a checked fuzz run.

    python bench/layers.py [--game lorcana] [--games N] [--fuzz [--players N] [--option K=V]] [--seed S] [--modules]

A sampling profiler (a CPU-time timer signal, one sample per millisecond): unlike cProfile it
adds no cost per call, so many small functions (the engine core's) are not overstated beside a
few long loops (a game's checks, the fuzzer's). Each sample goes to the innermost frame in the
engine (core, the game's rules code, the fuzz harness, the AI; the standard library counts for its
caller) and, in a fuzz run, to the outermost harness phase on the stack (the step played, the
replay, each check). Prints shares of the samples; asserts nothing. ``--modules`` also prints
every engine module's share: run from source (``TCG_PURE_PYTHON=1``), it shows which modules are
worth compiling (`scripts/compile_engine.py` leaves the coldest out).
"""

import argparse
import random
import signal
import sys
from collections import Counter

# bench/engine.py, beside this file, would hide the engine package: drop this folder from the path.
sys.path = [p for p in sys.path if not p.endswith("bench")]

from engine.ai import RandomAgent  # noqa: E402
from engine.core.match import advance_in_place, start  # noqa: E402
from engine.core.registry import get_game  # noqa: E402
from engine.core.requests import ask_for  # noqa: E402
from engine.fuzz import DeckDealer, fuzz  # noqa: E402

# The fuzz harness's phases (engine/fuzz.py), by function name.
PHASES = frozenset(
    {"advance_in_place", "replay", "start", "choose", "round_trip", "invariants", "cache_problems",
     "check_viewer", "check_shared", "check_events", "check_turns", "legal_answer_count"}
)  # fmt: skip


def layer_of(path: str) -> str | None:
    for marker, name in (
        ("/engine/core/", "core"),
        ("/engine/fuzz.py", "fuzz harness"),
        ("/engine/ai/", "ai"),
    ):
        if marker in path:
            return name
    if "/engine/games/" in path:
        return "game " + path.split("/engine/games/")[1].split("/")[0]
    return None


class Sampler:
    def __init__(self) -> None:
        self.layers, self.phases, self.functions, self.modules = Counter(), Counter(), Counter(), Counter()

    def sample(self, _signal, frame) -> None:
        layer = function = phase = module = None
        while frame is not None:
            code = frame.f_code
            if layer is None and (layer := layer_of(code.co_filename)):
                module = code.co_filename.split("/engine/")[-1]
                function = f"{module}:{code.co_name}"
            if code.co_name in PHASES:
                phase = code.co_name  # the outermost one wins
            frame = frame.f_back
        self.layers[layer or "other"] += 1
        self.phases[phase or "other"] += 1
        self.functions[function or "other"] += 1
        self.modules[module or "other"] += 1

    def __enter__(self) -> "Sampler":
        signal.signal(signal.SIGPROF, self.sample)
        signal.setitimer(signal.ITIMER_PROF, 0.001, 0.001)
        return self

    def __exit__(self, *_) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)

    def report(self, phases: bool, modules: bool) -> None:
        total = sum(self.layers.values()) or 1
        tables = [("layers", self.layers), ("phases", self.phases)] if phases else [("layers", self.layers)]
        for label, counts in [*tables, ("functions", self.functions)]:
            print(
                f"  {label}: " + ", ".join(f"{k} {100 * v / total:.1f}%" for k, v in counts.most_common(15))
            )
        if modules:
            print("  modules:")
            for module, count in self.modules.most_common():
                print(f"    {100 * count / total:6.2f}% {module}")
        print(f"  ({total} samples)")


def random_games(game_id: str, games: int) -> None:
    game = get_game(game_id)
    deal = DeckDealer(game, "preset" if game.preset_decks() else "random")
    for seed in range(games):
        state, _, request = start(game_id, ["p1", "p2"], deal(seed, random.Random(seed), ["p1", "p2"]), seed)
        agent = RandomAgent(seed)
        while state["result"] is None:
            player = request["pending"][0]
            choice = agent.choose(ask_for(request, player))
            _, request = advance_in_place(
                state, {"request": request["id"], "player": player, "choice": choice}
            )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="lorcana")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fuzz", action="store_true", help="a checked fuzz run (--jobs 1, --decks both)")
    parser.add_argument("--players", type=int, default=2, help="with --fuzz")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="with --fuzz: a game option")
    parser.add_argument("--modules", action="store_true", help="every engine module's share too")
    args = parser.parse_args()
    random_games(args.game, 1)  # warm caches (card database, imports)
    with Sampler() as sampler:
        if args.fuzz:
            options = dict(option.split("=", 1) for option in args.option) or None
            print(fuzz(args.game, args.games, args.seed, args.players, options=options).summary())
        else:
            random_games(args.game, args.games)
    print(f"{args.game}: {args.games} {'fuzzed' if args.fuzz else 'random'} games")
    sampler.report(args.fuzz, args.modules)


if __name__ == "__main__":
    main()
