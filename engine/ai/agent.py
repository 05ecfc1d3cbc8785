"""The agent interface: what an agent may read, and the one place a match becomes that.

An agent answers one decision from what its player may see: ``view`` (``engine.view`` for that
player), ``ask`` (``engine.ask_for``: the player's own decision) and ``log`` (the events as that
player saw them, ``engine.events_for``). It is never given the state, so it cannot read hidden
cards: tests change the opponent's hidden cards and check that the answers stay the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.core.match import view
from engine.core.requests import ask_for


class Agent(Protocol):
    def decide(self, view: dict, ask: dict, log: Sequence[dict] = ()) -> list[str]:
        """The option ids answering ``ask`` (a legal choice)."""
        ...


def decide_for(agent: Agent, state: dict, player: str, log: Sequence[dict] = ()) -> list[str]:
    """``player``'s answer to the pending request, from that player's view only."""
    return agent.decide(view(state, player), ask_for(state["request"], player), log)
