"""The heuristic agent: scores every option of an ask with small named rules, then answers.

Each game has a module ``engine/ai/heuristics/<game>.py`` with ``score_options(view, ask)``: a
score per option id, or None for a decision it does not judge. ``heuristics/generic.py`` scores
those (and every decision of a game with no module). How scores become an answer:

- one option wanted: the best one;
- an ordered ask (the order of triggers, cards on the deck bottom): best first;
- several wanted: every option scoring above zero, best first, within min..max.

``noise`` (the 简单 level) adds a uniform jitter of that size to every score, so the agent makes
the odd poor choice; ties are broken by the seeded RNG, so the same seed gives the same answers.

Optional loops: a rule that likes an option (accept "you may") would take a loop that the cards
allow forever. When the very same decision came ``REPEAT_LIMIT`` times among the agent's last
``RECENT`` decisions, the answers already given to it score far below the others, so the agent
tries something else. Decisions and answers are compared by their labels, not option ids: a spell
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
        self.random = random.Random(seed)
        self.noise = noise
        self.recent: deque[tuple] = deque(maxlen=RECENT)
        self.given: dict[tuple, set[str]] = {}

    def decide(self, view: dict, ask: dict, log: Sequence[dict] = ()) -> list[str]:
        scores = self.scores(view, ask)
        labels = {o["id"]: o["label"] for o in ask["options"]}
        decision = (ask.get("key"), ask["prompt"], tuple(labels.values()))
        self.recent.append(decision)
        if self.recent.count(decision) > REPEAT_LIMIT:
            for option_id, label in labels.items():
                if label in self.given[decision] and option_id not in generic.STOPPING:
                    scores[option_id] += REPEATED
        choice = self.rank(ask, scores)
        self.given.setdefault(decision, set()).update(labels[i] for i in choice)
        return choice

    def rank(self, ask: dict, scores: dict[str, float]) -> list[str]:
        jitter = {i: self.random.random() * (self.noise or 1e-6) for i in scores}  # also breaks ties
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
