"""The search AI decides in worker processes (bot/services/search_workers.py): the bot's event loop
answers other matches while a search runs, and a worker that crashes or hangs gives way to the
agent's answer without searching.

The agents here stand in for the search agent (``searches_worlds``): given worlds (in a worker)
they answer with the last option, without (the fallback) the first one; the worker imports them
from this module."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest

from bot.services.matches import MatchService
from bot.services.search_workers import SearchWorkers
from bot.storage.database import connect
from bot.storage.migrations import migrate
from engine.ai.search import SearchAgent
from tests.bot.match_driver import wait_until
from tests.bot.test_match_service import START, new_match


class StandInSearch:
    searches_worlds = True

    def __init__(self) -> None:
        self.decided = 0

    def decide(self, view, ask, log=(), worlds=None) -> list[str]:
        self.decided += 1
        if worlds is not None:
            self.search()
            return [ask["options"][-1]["id"]]
        return [ask["options"][0]["id"]]

    def search(self) -> None:
        pass


class Crashing(StandInSearch):
    def search(self) -> None:
        os._exit(3)  # the worker process dies without a word


class Hanging(StandInSearch):
    def search(self) -> None:
        time.sleep(3600)


class Gated(StandInSearch):
    """Searches until the test opens the gate, telling it when the search has begun."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.began, self.gate = folder / "began", folder / "gate"

    def search(self) -> None:
        self.began.touch()
        while not self.gate.exists():
            time.sleep(0.01)


@pytest.fixture
async def conn(tmp_path):
    connection = await connect(tmp_path / "tcg.sqlite3")
    await migrate(connection)
    yield connection
    await connection.close()


@pytest.fixture
def workers():
    pool = SearchWorkers(None, timeout=120)
    yield pool
    pool.close()


async def first_ask(service: MatchService, match_id: str) -> tuple[str, dict]:
    return next(iter((await service.pending(match_id)).items()))


async def test_another_match_is_answered_while_a_search_runs(conn, workers, tmp_path):
    service = MatchService(conn, clock=lambda: START, search_workers=workers)
    searched, other = await new_match(service, seed=7), await new_match(service, seed=8)
    player, ask = await first_ask(service, searched.id)
    agent = Gated(tmp_path)
    search = asyncio.create_task(service.decide(searched.id, player, agent))
    await wait_until(lambda: agent.began.exists(), timeout=120)  # the worker is searching

    other_player, other_ask = await first_ask(service, other.id)
    outcome = await service.answer(other.id, other_player, other_ask["id"], [other_ask["options"][0]["id"]])
    assert outcome.accepted and not search.done()  # answered while the search still runs

    agent.gate.touch()
    assert await search == [ask["options"][-1]["id"]]  # the worker's answer, not the fallback
    assert agent.decided == 1  # the agent's state came back from the worker
    assert workers.fallbacks == 0


@pytest.mark.parametrize("agent_class", [Crashing, Hanging])
async def test_a_failing_worker_gives_way_to_the_answer_without_search(conn, tmp_path, agent_class):
    workers = SearchWorkers(None, timeout=120 if agent_class is Crashing else 1)
    try:
        service = MatchService(conn, clock=lambda: START, search_workers=workers)
        match = await new_match(service)
        player, ask = await first_ask(service, match.id)
        assert await service.decide(match.id, player, agent_class()) == [ask["options"][0]["id"]]
        assert workers.fallbacks == 1
        # New workers take over: the next search is answered by one.
        workers.timeout = 120
        (tmp_path / "gate").touch()
        assert await service.decide(match.id, player, Gated(tmp_path)) == [ask["options"][-1]["id"]]
        assert workers.fallbacks == 1
    finally:
        workers.close()


async def test_the_real_search_agent_answers_from_a_worker(conn, workers):
    service = MatchService(conn, clock=lambda: START, search_workers=workers)
    match = await new_match(service)
    player, ask = await first_ask(service, match.id)
    agent = SearchAgent("lorcana", seed=1, playouts=8, seconds=None)
    choice = await service.decide(match.id, player, agent)
    assert choice and set(choice) <= {o["id"] for o in ask["options"]}
    assert workers.fallbacks == 0
    assert agent.heuristic.recent  # the decision is remembered by the bot's agent
