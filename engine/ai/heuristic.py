"""The heuristic agent: scores every option of an ask with small named rules, then answers.

Each game has a module ``engine/ai/heuristics/<game>.py`` with ``score_options(view, ask)``: a
score per option id, or None for a decision it does not judge. ``heuristics/generic.py`` scores
those (and every decision of a game with no module). How scores become an answer:

- one option wanted: the best one;
- an ordered ask (the order of triggers, cards on the deck bottom): best first;
- several wanted: every option scoring above zero, best first, within min..max.

``noise`` (the 简单 level) adds a uniform jitter of that size to every score, so the agent makes
the odd poor choice; ties are broken at random. The jitter comes from an RNG seeded by the agent's
seed and the request id, not from one stream, so a decision gets the same answer from a fresh agent
(the bot makes one after a restart, and a crashed match must play on exactly as it would have).

Optional loops: a rule that likes an option (accept "you may") would take a loop that the cards
allow forever. When the very same decision came ``REPEAT_LIMIT`` times in one turn among the
agent's last ``RECENT`` decisions, the answers already given to it score far below the others, so
the agent tries something else. Only repeats within a turn count: a decision the rules ask once a
turn or once a combat (三国智's attackers, 608.1; a once-a-turn ability) comes back every turn of a
standing board, and the turns passing move the game to its end (the agent held back its attacks
after eight such turns and decked out with the enemy on 3 粮草). Decisions and answers are compared by their labels, not option ids: a spell
cast and then cancelled comes back to hand as a new card with a new id (MTG 400.7) but the same
label. Answers that do nothing (pass, end the turn, decline: ``generic.STOPPING``) are never held
against it: they cannot keep a loop going, and priority passes do repeat.
"""

from __future__ import annotations

import importlib
import random
from collections import deque
from collections.abc import Callable, Sequence

from .heuristics import generic

REPEAT_LIMIT = 8
RECENT = 200  # a loop can take several decisions a round (cast, target, pay three times, cancel)
REPEATED = -1000.0

Scorer = Callable[[dict, dict], "dict[str, float] | None"]


def game_scorer(game_id: str) -> Scorer | None:
    """The game's own ``score_options``, or None when it has no heuristics module."""
    try:
        module = importlib.import_module(f"{__package__}.heuristics.{game_id}")
    except ModuleNotFoundError:
        return None
    return module.score_options


class HeuristicAgent:
    def __init__(self, game_id: str, seed: int = 0, noise: float = 0.0) -> None:
        self.scorer = game_scorer(game_id)
        self.seed = seed
        self.noise = noise
        self.recent: deque[tuple] = deque(maxlen=RECENT)  # (turn number, decision)
        self.given: dict[tuple, set[str]] = {}

    def decide(self, view: dict, ask: dict, log: Sequence[dict] = ()) -> list[str]:
        choice = self.rank(ask, self.guarded_scores(view, ask))
        self.remember(ask, choice)
        return choice

    def guarded_scores(self, view: dict, ask: dict) -> dict[str, float]:
        """The options' scores, the answers already given to a decision that keeps coming back
        marked down (the guard against optional loops); counts this decision as seen."""
        scores = self.scores(view, ask)
        decision = self.decision(ask)
        seen = (view.get("turn", {}).get("number"), decision)
        self.recent.append(seen)
        if self.recent.count(seen) > REPEAT_LIMIT:
            for option in ask["options"]:
                if option["label"] in self.given.get(decision, ()) and option["id"] not in generic.STOPPING:
                    scores[option["id"]] += REPEATED
        return scores

    def remember(self, ask: dict, choice: list[str]) -> None:
        """``choice`` was the answer to ``ask`` (the loop guard holds it against a repeat)."""
        labels = {o["id"]: o["label"] for o in ask["options"]}
        self.given.setdefault(self.decision(ask), set()).update(labels[i] for i in choice)

    @staticmethod
    def decision(ask: dict) -> tuple:
        """What makes two asks the same decision: a request asked again after a refused answer
        ("blockers:p1:3", CR 509.1c) counts its tries in its key, which is left out, or the guard
        would never see the refused answer come back."""
        key = ask.get("key") or ""
        head, _, tail = key.rpartition(":")
        return head if tail.isdigit() else key, ask["prompt"], tuple(o["label"] for o in ask["options"])

    def rank(self, ask: dict, scores: dict[str, float]) -> list[str]:
        rng = random.Random(f"{self.seed}:{ask.get('id')}")
        jitter = {i: rng.random() * (self.noise or 1e-6) for i in scores}  # also breaks ties
        ranked = sorted(scores, key=lambda i: scores[i] + jitter[i], reverse=True)
        if ask["ordered"]:
            return ranked[: ask["min"]]
        wanted = sum(1 for i in ranked if scores[i] + jitter[i] > 0)
        return ranked[: max(ask["min"], min(ask["max"], wanted))]

    def scores(self, view: dict, ask: dict) -> dict[str, float]:
        scores = generic.score_options(view, ask)
        if self.scorer is not None:
            scores.update(self.scorer(view, ask) or {})
        return scores
