"""The acceptance test of issue 25: two real bot processes on one PostgreSQL and the fake Discord.
Every click of alice's practice match goes to one of them in turn (``spread_interactions``), and
each answered decision is clicked again at once, so the other process gets a click for a decision
already answered; a turn timer comes due in both; then one process is killed with SIGKILL in the
middle of the handling of a click. The survivor carries the match to its end, finishing what the
dead one left (turn_timers.finish_stalled). Nothing is lost and nothing is done twice: every
request is answered once in the answer log, the match replays from it, the thread got the log of
every answer, the timer's reminder was said once, and one result was recorded.

Skipped, with the reason, only when no PostgreSQL server can be started (tests/postgres_server.py).
"""

from __future__ import annotations

import asyncio
import random
import signal
import subprocess
import sys

from bot.messages import t
from bot.services.matches import MatchService
from bot.storage.database import connect, utcnow
from bot.storage.repositories import TurnTimer
from tests.bot.crash.test_sigkill import ROOT, decision_for, play_script
from tests.bot.fakediscord import FakeDiscordServer
from tests.bot.match_driver import public_messages, wait_until

SEED = 515151
TIMER_INTERVAL = 0.2  # seconds between the timer loop's rounds in each process
STALL_AFTER = 1.0  # seconds: a dead process's work on a match is taken over this long after its last change


async def test_two_processes_share_a_match_and_one_survives_a_sigkill(tmp_path, postgres_server):
    database = await postgres_server.new_schema()
    conn = await connect(database)  # the test's own reads
    service = MatchService(conn)
    rng = random.Random(7)
    logs = [(tmp_path / f"bot{i}.log").open("ab") for i in range(2)]

    async def read() -> tuple[str | None, str | None, str | None]:
        rows = await conn.execute_fetchall("SELECT id, status, current_request_id FROM matches")
        return tuple(rows[0]) if rows else (None, None, None)

    async with FakeDiscordServer() as server:
        server.spread_interactions = True

        def launch(number: int) -> subprocess.Popen:
            command = [sys.executable, "-m", "tests.bot.crash.bot_process", server.api_base, server.gateway_url, database]
            timers = [str(SEED), str(TIMER_INTERVAL), str(STALL_AFTER)]
            return subprocess.Popen([*command, *timers], cwd=ROOT, stdout=logs[number], stderr=logs[number])

        def thread_texts() -> list[str]:
            return [m["content"] for t in server.threads for m in public_messages(server, int(t["id"]))]

        processes = [launch(0), launch(1)]
        killed = False
        refusals: list[bool] = []  # per click sent again: whether it was refused as answered already

        async def after_click(clicks: int, message_id: str, offered: list[str]) -> None:
            nonlocal killed
            if not killed:  # the same decision clicked again: it reaches the other process
                again = next((c for c in offered if c.startswith("tcg:a:")), None)
                if again is not None:
                    # (on a made-up message: the panel was edited to the next decision, as a late double click sees it)
                    again_reply = await server.response_to(await server.click(again, user="alice"), timeout=5)
                    refusals.append(again_reply.json["data"].get("content") == t("table.stale"))
            if clicks == 3:  # a turn timer comes due in both processes while alice thinks
                await due_timer()
            if clicks == 12:
                await asyncio.sleep(rng.uniform(0, 0.04))  # somewhere in the handling of that click
                processes[0].send_signal(signal.SIGKILL)
                processes[0].wait()
                killed = True

        async def due_timer() -> None:
            match_id, _, _ = await read()
            for _ in range(500):
                match = await service.get(match_id)
                if match.current_request_id and decision_for(server, match_id, match.current_request_id):
                    break
                await asyncio.sleep(0.01)
            now = utcnow()
            assert await service.repo.set_timer(match_id, match.current_request_id, TurnTimer("remind", now, now))
            await wait_until(lambda: any(text.startswith("⏰") for text in thread_texts()), timeout=10)
            await asyncio.sleep(5 * TIMER_INTERVAL)  # every round of both loops had its chance

        try:
            try:
                await wait_until(lambda: len(server.identifies) == 2 and server.connected, timeout=60)
                await play_script(server, read, after_click=after_click)
            except AssertionError as error:
                tails = "\n".join((tmp_path / f"bot{i}.log").read_text()[-2000:] for i in range(2))
                raise AssertionError(f"{error}\n{tails}") from None
            match_id, status, _ = await read()
            assert status == "finished" and killed and processes[1].poll() is None
            assert len(refusals) >= 5 and all(refusals)  # the other process never answered from a stale cache  # the survivor played the match to its end
            answers = await service.repo.answers(match_id)
            assert len({a.request_id for a in answers}) == len(answers)  # no request answered twice
            assert await service.replay_check(match_id)

            async def narrated() -> bool:
                return (await service.get(match_id)).narrated_answers == answers[-1].seq

            for _ in range(1000):  # the log of every answer reached the thread
                if await narrated():
                    break
                await asyncio.sleep(0.01)
            assert await narrated()
            assert sum(text.startswith("⏰") for text in thread_texts()) == 1
            [(results,)] = await conn.execute_fetchall("SELECT COUNT(*) FROM match_results")
            assert results == 1
        finally:
            for process in processes:
                if process.poll() is None:
                    process.send_signal(signal.SIGKILL)
                    process.wait()
            await conn.close()

