"""The search AI (困难) decides in worker processes, so a search never holds the bot's event loop.

The engine is not thread-safe (Lorcana's ``memo.current`` and 隐秘世界's fixed-sources caches are
module globals), so a search cannot run in a thread beside the matches the loop is advancing; a
process of its own has its own globals. ``SearchWorkers`` keeps a small pool of such processes
(spawned, never forked: a fork would copy the bot's open database and sockets):

- a worker gets the match state as snapshot bytes, the seat and the agent, and answers through
  ``engine.ai.decide_for``, the one place a state becomes what that seat may see;
- the agent comes back with the decision remembered (its guard against optional loops), and the
  seat's agent in the bot takes that memory over;
- the loop waits for the answer without blocking: other matches' clicks are answered meanwhile;
- when the worker fails, crashes or takes longer than ``timeout`` seconds, the agent answers on
  the loop's thread without searching (the heuristic's answer, a few milliseconds) and the pool
  is replaced (a hung worker is stopped);
- workers load the same community card packs as the bot, and are replaced after a pack reload.

The workers start with the first 困难 decision, not with the bot: most bots never play one.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import signal
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from engine.ai.agent import Agent, decide_for, decide_without_search
from engine.core import snapshot
from engine.core.registry import reload_cards

log = logging.getLogger(__name__)

WORKERS = 2  # two 困难 matches decide at once; the machine's other cores are the bot's
# The search stops itself after 1.5 s; a worker's first decision also imports the engine and
# loads the cards. Much longer means it is stuck.
TIMEOUT = 30.0


def searches(agent: Agent) -> bool:
    """Whether the agent searches worlds (the search agent): the decisions worth a worker."""
    return getattr(agent, "searches_worlds", False)


class SearchWorkers:
    def __init__(self, packs_root: Path | None, workers: int = WORKERS, timeout: float = TIMEOUT) -> None:
        self.packs_root = packs_root
        self.workers = workers
        self.timeout = timeout
        self.fallbacks = 0  # decisions answered without the search because a worker failed
        self._pool: ProcessPoolExecutor | None = None

    async def decide(self, agent: Agent, state: dict, player: str) -> list[str]:
        """``agent``'s answer for ``player`` in ``state``, searched in a worker process."""
        loop = asyncio.get_running_loop()
        try:
            work = loop.run_in_executor(self._executor(), _decide, agent, snapshot.dump(state), player)
            choice, decided = await asyncio.wait_for(work, self.timeout)
        except Exception:  # a crash, a timeout, a failure in the worker: the bot plays on
            log.exception("a search worker failed; the agent answers without searching")
            self.fallbacks += 1
            self.restart()
            return decide_without_search(agent, state, player)
        vars(agent).update(vars(decided))  # the agent remembers the decision, as if made here
        return choice

    def restart(self) -> None:
        """Stop the workers (a running search too); the next decision starts new ones. After a
        card pack reload, so the workers see the new cards."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        # ProcessPoolExecutor cannot stop a running task before Python 3.14 (terminate_workers):
        # the processes are stopped directly, or a stuck search would hold its worker for good.
        processes = list((pool._processes or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()

    def close(self) -> None:
        """With the bot: stop the workers."""
        self.restart()

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
                initargs=(self.packs_root,),
            )
        return self._pool


def _start_worker(packs_root: Path | None) -> None:
    """In a new worker: the bot's cards, and Ctrl-C left to the bot (which stops the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    reload_cards(packs_root)


def _decide(agent: Agent, state: bytes, player: str) -> tuple[list[str], Agent]:
    """In a worker: the answer, and the agent with the decision remembered."""
    return decide_for(agent, snapshot.load(state), player), agent
