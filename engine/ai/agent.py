"""The agent interface: what an agent may read, and the one place a match becomes that.

An agent answers one decision from what its player may see: ``view`` (``engine.view`` for that
player), ``ask`` (``engine.ask_for``: the player's own decision) and ``log`` (the events as that
player saw them, ``engine.events_for``). It is never given the state, so it cannot read hidden
cards: tests change the opponent's hidden cards and check that the answers stay the same.

A searching agent (``searches_worlds``, the search agent of search.py) also gets the decision's
``Worlds``: it deals copies of the match in which every card hidden from the player is dealt
again (worlds.py), so it can play answers out without learning what its view does not show.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.core.match import view
from engine.core.requests import ask_for

from .worlds import Worlds


class Agent(Protocol):
    def decide(self, view: dict, ask: dict, log: Sequence[dict] = ()) -> list[str]:
        """The option ids answering ``ask`` (a legal choice)."""
        ...


def decide_for(agent: Agent, state: dict, player: str, log: Sequence[dict] = ()) -> list[str]:
    """``player``'s answer to the pending request, from that player's view only."""
    seen, ask = view(state, player), ask_for(state["request"], player)
    if getattr(agent, "searches_worlds", False):
        return agent.decide(seen, ask, log, Worlds(state, player))
    return agent.decide(seen, ask, log)


def decide_without_search(agent: Agent, state: dict, player: str, log: Sequence[dict] = ()) -> list[str]:
    """``player``'s answer from that player's view, with no worlds to search: a searching agent
    gives its heuristic's answer (when a search cannot run, e.g. its worker process failed)."""
    return agent.decide(view(state, player), ask_for(state["request"], player), log)
