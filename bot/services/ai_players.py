"""Answers the bot gives by itself: its AI seats in practice matches, and the turn timer's default
for a human who is away. Every answer comes from an agent (engine/ai) that reads only that
player's view and ask, never the match state.

- An AI seat with a level (engine/ai/levels.py, chosen in /对战 发起) plays the agent of that
  level: the heuristic agent (简单, 普通) or the search agent (困难), which the match service runs
  in a worker process (``MatchService.decide``, search_workers.py). Agents remember their recent
  decisions (their guard against optional loops), so a seat keeps its agent while the bot runs;
  after a restart it gets a fresh one, which answers every decision as the old one would have
  (its random tie-breaks and the search's worlds are seeded per request) unless the seat was
  caught in an optional loop or the search ran into its time cap or its worker failed.
- An AI seat from before levels existed (no level stored) keeps playing the random agent, seeded
  by the match and request so that a restart gives the same pick.
- The timer's default answers as the heuristic agent would (level "normal"), so an absent player
  does not throw the game away by taking the first legal option.
"""

from __future__ import annotations

import random

from engine.ai import Agent, RandomAgent, make_agent

TIMER_LEVEL = "normal"


def _seed(match_seed: int, request_id: str) -> int:
    return random.Random(f"{match_seed}:{request_id}").getrandbits(32)


class AiPlayers:
    def __init__(self, matches) -> None:
        self.matches = matches  # bot.services.matches.MatchService
        self.agents: dict[tuple[str, str], Agent] = {}  # (match id, player) -> the seat's agent

    async def answer(self, match, player: str, ask: dict, level: str | None) -> list[str]:
        """The AI seat ``player``'s answer to ``ask`` in ``match`` (a bot.storage Match)."""
        if level is None:
            agent = RandomAgent(_seed(match.seed, ask["id"]))
            return agent.decide(await self.matches.view(match.id, player), ask)
        agent = self.agents.setdefault((match.id, player), make_agent(level, match.game, match.seed))
        return await self.matches.decide(match.id, player, agent)

    async def default_answer(self, match, player: str, ask: dict) -> list[str]:
        """What the turn timer answers for ``player``, who let the time run out."""
        agent = make_agent(TIMER_LEVEL, match.game, _seed(match.seed, ask["id"]))
        return agent.decide(await self.matches.view(match.id, player), ask)

    def forget(self, match_id: str) -> None:
        """The match is over: its seats' agents are not needed again."""
        for key in [k for k in self.agents if k[0] == match_id]:
            del self.agents[key]
