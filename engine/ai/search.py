"""The search agent (困难): determinized Monte Carlo over worlds consistent with its own view.

For a decision with more than one sensible answer, the agent plays each candidate answer in worlds
where every card hidden from it has been dealt again (``worlds.py``), continues every playout
with the heuristic agent for all players up to a cutoff (``ROLLOUT_TURNS`` turn changes, or the
game's own in ``GAME_ROLLOUT_TURNS``, or ``ROLLOUT_DECISIONS`` decisions), and scores the position it reached (``evaluation.py``). Every
round deals a new world and plays each candidate in it (common random numbers: the comparison is
between answers, not between worlds). The answer is the candidate with the best total, if over at
least ``MIN_ROUNDS`` rounds its gain over the heuristic's answer is above ``MARGIN`` a round and
``CONFIDENCE`` standard errors above zero (``clearly_better``); otherwise the heuristic's answer.

Candidates: the heuristic's answer, and, for a pick of one option, the ``CANDIDATES`` options the
heuristic scores best (answers its loop guard holds against are left out). An ordered ask, or one
that wants at least two options, is answered by the heuristic alone (its answers are too many to
play out).

Budget: ``playouts`` per decision (spread over the candidates), cut short at ``seconds`` as read
on ``clock`` (the wall clock; ``bench/ai.py`` passes the process's CPU clock, so a shared
machine's load does not starve the search it measures). The answer is a function of the view, the ask and the seed as long as the playout budget is what
stops the search (tests pass ``seconds=None``); on a loaded machine the time cap may stop it
earlier, and with fewer than ``MIN_ROUNDS`` rounds the heuristic answers. When after
``MIN_ROUNDS`` rounds no candidate is ahead of the heuristic's answer at all, the search stops
there (most decisions, such as passing priority with nothing worth doing, end this way).

Nothing here reads the match: ``agent.decide_for`` hands a searching agent its ``Worlds``.
"""

from __future__ import annotations

import logging
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence

from engine.core import snapshot
from engine.core.match import advance_in_place

from .agent import decide_for
from .evaluation import evaluate
from .guesses import DeckGuesser
from .heuristic import REPEATED, HeuristicAgent
from .worlds import Worlds

logger = logging.getLogger(__name__)

PLAYOUTS = 64
SECONDS = 1.5  # under the 2 s per decision, with room for dealing the worlds
CANDIDATES = 5
ROLLOUT_TURNS = 2  # the agent's turn and the opponent's answer to it
# Lorcana: a character played this turn is drying and quests first on its player's next turn
# (6.1.4); two turns end before that, and a character played scored less than the ink it became.
# Measured against the heuristic on the same 40 games (bench/ai.py): 4 turns won 30, 2 turns 26.
GAME_ROLLOUT_TURNS = {"lorcana": 4}
ROLLOUT_DECISIONS = 150
# How much better than the heuristic's answer, on average over the rounds, another candidate must
# score to be chosen instead (a lore point is 0.05): small differences are playout noise.
MARGIN = 0.05
# Fewer complete rounds than this (the time cap struck) say too little: the heuristic answers.
MIN_ROUNDS = 4
# How many standard errors the mean gain over the heuristic's answer must stand above zero: of
# several candidates, the one ahead after a few rounds is often ahead only by chance.
CONFIDENCE = 2.0


def clearly_better(gains: list[float]) -> bool:
    """Whether a candidate's gains over the heuristic's answer, one a round, say it plays better:
    enough rounds, a mean above ``MARGIN`` and ``CONFIDENCE`` standard errors above zero."""
    if len(gains) < MIN_ROUNDS:
        return False
    mean = statistics.fmean(gains)
    return mean > MARGIN and mean > CONFIDENCE * statistics.stdev(gains) / math.sqrt(len(gains))


class SearchAgent:
    searches_worlds = True  # agent.decide_for passes the decision's Worlds

    def __init__(
        self,
        game_id: str,
        seed: int = 0,
        playouts: int = PLAYOUTS,
        seconds: float | None = SECONDS,
        rollout_decisions: int = ROLLOUT_DECISIONS,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.game_id = game_id
        self.seed = seed
        self.playouts = playouts
        self.seconds = seconds
        self.rollout_decisions = rollout_decisions
        self.rollout_turns = GAME_ROLLOUT_TURNS.get(game_id, ROLLOUT_TURNS)
        self.clock = clock
        self.heuristic = HeuristicAgent(game_id, seed)
        self.guesser = DeckGuesser(game_id, seed)

    def decide(
        self, view: dict, ask: dict, log: Sequence[dict] = (), worlds: Worlds | None = None
    ) -> list[str]:
        scores = self.heuristic.guarded_scores(view, ask)
        candidates = self.candidates(ask, scores)
        choice = candidates[0]
        if worlds is not None and len(candidates) > 1:
            try:
                choice = self.search(view, ask, candidates, worlds)
            except Exception:
                # A dealt world is a guess and may be one the rules could never reach; the real
                # match must not pay for it: the heuristic's answer stands.
                logger.exception("search failed in a dealt world; the heuristic answers")
        self.heuristic.remember(ask, choice)
        return choice

    def candidates(self, ask: dict, scores: dict[str, float]) -> list[list[str]]:
        found = [self.heuristic.rank(ask, scores)]
        if not ask["ordered"] and ask["min"] <= 1 <= ask["max"]:
            sensible = sorted(
                (i for i in scores if scores[i] > REPEATED / 2), key=lambda i: scores[i], reverse=True
            )
            found += [[i] for i in sensible[:CANDIDATES] if [i] != found[0]]
        return found

    def search(self, view: dict, ask: dict, candidates: list[list[str]], worlds: Worlds) -> list[str]:
        """Rounds of playouts: each round deals one world and plays every candidate in a copy of
        it with the same rollout seed, so candidates are compared in the same circumstances."""
        rng = random.Random(f"search:{self.seed}:{ask['id']}")
        guesses = self.guesses(view)
        gains: list[list[float]] = [[] for _ in candidates]  # per round, over the heuristic's answer
        deadline = None if self.seconds is None else self.clock() + self.seconds
        for _ in range(max(1, self.playouts // len(candidates))):
            world = worlds.sample(rng, guesses)
            rollout_seed = rng.getrandbits(32)
            values = [
                self.playout(snapshot.copy(world), view["viewer"], ask["id"], choice, rollout_seed, deadline)
                for choice in candidates
            ]
            if None in values:  # out of time: a partial round would favour some candidates
                break
            for gain, value in zip(gains, values, strict=True):
                gain.append(value - values[0])
            if len(gains[0]) >= MIN_ROUNDS and max(sum(g) for g in gains) <= 0:
                break  # nothing even ahead of the heuristic's answer: more rounds would not pass the margin
        best = max(range(len(candidates)), key=lambda i: (sum(gains[i]), -i))
        return candidates[best] if clearly_better(gains[best]) else candidates[0]

    def playout(
        self, world: dict, player: str, request_id: str, choice: list[str], seed: int, deadline: float | None
    ) -> float | None:
        """The value for ``player`` of answering ``choice`` in ``world``; None when the time ran out.

        The horizon counts from the turn of the decision, before the answer: an answer that ends
        the turn must not earn the agent a whole extra turn of play over the other candidates."""
        turn = world["turn"].get("number", 0)
        advance_in_place(world, {"request": request_id, "player": player, "choice": choice})
        rollout = {p: HeuristicAgent(self.game_id, seed + n) for n, p in enumerate(world["seats"])}
        for _ in range(self.rollout_decisions):
            if world["result"] is not None or world["turn"].get("number", 0) >= turn + self.rollout_turns:
                break
            if deadline is not None and self.clock() > deadline:
                return None
            mover = world["request"]["pending"][0]
            answer = decide_for(rollout[mover], world, mover)
            advance_in_place(world, {"request": world["request"]["id"], "player": mover, "choice": answer})
        return evaluate(world, player)

    def guesses(self, view: dict) -> dict[str, list[str]]:
        """The decks the worlds deal the opponents' hidden cards from (guesses.py)."""
        return self.guesser.guesses(view)
