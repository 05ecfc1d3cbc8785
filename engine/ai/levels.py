"""Difficulty levels of the AI opponent (their Chinese labels are in bot/messages).

- ``easy`` (简单): the heuristic agent with noise, so it makes the odd poor choice;
- ``normal`` (普通): the heuristic agent;
- ``hard`` (困难): the search agent (search.py), which plays the heuristic's candidate answers
  out in worlds dealt from its view; up to about 1.5 s a decision.
"""

from __future__ import annotations

from .agent import Agent
from .heuristic import HeuristicAgent
from .search import SearchAgent

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
# Uniform jitter added to every score: the size of a typical gap between a good and a poor option
# in the games' rules (a point of lore is worth 2, a card's cost 1 per ink).
EASY_NOISE = 6.0


def make_agent(level: str, game_id: str, seed: int = 0) -> Agent:
    if level == "easy":
        return HeuristicAgent(game_id, seed, noise=EASY_NOISE)
    if level == "normal":
        return HeuristicAgent(game_id, seed)
    if level == "hard":
        return SearchAgent(game_id, seed)
    raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
