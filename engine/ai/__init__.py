"""Agents that answer engine requests: used by tests, the fuzzer, benchmarks and practice matches."""

from .random_agent import RandomAgent

__all__ = ["RandomAgent"]
