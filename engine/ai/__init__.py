"""Agents that answer engine requests: used by tests, the fuzzer, benchmarks and practice matches.

Every agent answers from its player's view only (``agent.py``)."""

from .agent import Agent, decide_for
from .heuristic import HeuristicAgent
from .levels import DEFAULT_LEVEL, LEVELS, make_agent
from .random_agent import RandomAgent
from .search import SearchAgent

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Agent", "HeuristicAgent", "RandomAgent", "SearchAgent", "decide_for", "make_agent"]
