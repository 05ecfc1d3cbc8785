"""An agent that answers any request with a uniformly random legal answer.

Agents see only what a player sees (``agent.py``); this one needs only the ask.
"""

import random
from collections.abc import Sequence


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def decide(self, view: dict, ask: dict, log: Sequence[dict] = ()) -> list[str]:
        return self.choose(ask)

    def choose(self, ask: dict) -> list[str]:
        ids = [option["id"] for option in ask["options"]]
        if ask["ordered"]:  # min == max options, in a random order
            self.random.shuffle(ids)
            return ids[: ask["min"]]
        count = self.random.randint(ask["min"], ask["max"])
        return self.random.sample(ids, count)
