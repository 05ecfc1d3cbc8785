"""Play whole matches between agents, each seeing only its own view (``agent.decide_for``).

Used by the benchmark (``bench/ai.py``) and by tests of the agents.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine.core.events import events_for
from engine.core.match import advance_in_place, start

from .agent import Agent, decide_for


@dataclass
class MatchRecord:
    state: dict
    answers: list[dict] = field(default_factory=list)
    seconds: dict[str, list[float]] = field(default_factory=dict)  # decision times per player
    cpu_seconds: dict[str, list[float]] = field(default_factory=dict)  # the same in this process's CPU time

    @property
    def winners(self) -> list[str]:
        result = self.state["result"]
        return list(result["winners"]) if result else []


def play_match(
    game_id: str, agents: dict[str, Agent], decks: dict[str, list[str]], seed: int, max_decisions: int = 5000
) -> MatchRecord:
    """Play until the match ends or ``max_decisions`` answers were given; each agent gets the
    events of the last step as its player sees them."""
    state, events, _ = start(game_id, list(agents), decks, seed)
    record = MatchRecord(state, seconds={p: [] for p in agents}, cpu_seconds={p: [] for p in agents})
    while state["result"] is None and len(record.answers) < max_decisions:
        player = state["request"]["pending"][0]
        began, began_cpu = time.perf_counter(), time.process_time()
        choice = decide_for(agents[player], state, player, events_for(events, player))
        record.seconds[player].append(time.perf_counter() - began)
        record.cpu_seconds[player].append(time.process_time() - began_cpu)
        answer = {"request": state["request"]["id"], "player": player, "choice": choice}
        record.answers.append(answer)
        events, _ = advance_in_place(state, answer)
    return record
