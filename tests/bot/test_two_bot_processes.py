"""Bot processes of a community that outgrew one (issue 25), with the fake Discord: two bots on one
database, where a turn timer both would fire fires once (bot A holds the gateway; bot B has only
logged in over REST, as a second process whose timer loop runs beside A's), a sharded bot, and two
processes running one shard each, which the fake Discord sends only their own servers' events
(run again over PostgreSQL by tests/bot/test_bot_on_postgres.py)."""

from __future__ import annotations

import asyncio
import contextlib
import random
from dataclasses import replace
from datetime import timedelta

from discord.ext import commands

from bot.discord.client import CompanionBot, companion_bot
from tests.bot.fakediscord import running_client
from tests.bot.fakediscord.harness import FAKE_TOKEN
from tests.bot.match_driver import answer_once, newest_decision, request_of, wait_idle
from tests.bot.test_match_flow import _challenge_ai
from tests.bot.test_match_timers import clock, thread_texts  # noqa: F401 (clock is a fixture)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


@contextlib.asynccontextmanager
async def two_bots(fake_discord, companion_config, clock):  # noqa: F811
    """(A, B, match id): bot A on the gateway with alice's new practice match; bot B only logged in
    (setup_hook ran: its own connection, services and timer runner), closed at the end."""

    def bot() -> CompanionBot:
        return CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)

    async with running_client(fake_discord, bot()) as a:
        match_id = await _challenge_ai(fake_discord)
        await wait_idle(a)
        b = bot()
        await b.login(FAKE_TOKEN)
        try:
            yield a, b, match_id
        finally:
            await b.close()


async def test_a_timer_due_in_two_bot_processes_fires_once(fake_discord, companion_config, clock):  # noqa: F811
    async with two_bots(fake_discord, companion_config, clock) as (a, b, match_id):
        assert a.turn_timers.owner != b.turn_timers.owner
        service = a.match_service
        reminder = await service.get(match_id)
        clock.now = reminder.timer.at
        assert sorted(await asyncio.gather(a.turn_timers.fire_due(), b.turn_timers.fire_due())) == [0, 1]
        assert sum(text.startswith("⏰") for text in thread_texts(fake_discord)) == 1

        default = await service.get(match_id)
        assert default.timer.stage == "default"
        answers = len(await service.repo.answers(match_id))
        clock.now = default.timer.at
        assert sorted(await asyncio.gather(a.turn_timers.fire_due(), b.turn_timers.fire_due())) == [0, 1]
        await wait_idle(a)
        await wait_idle(b)
        assert sum("电脑已代为选择" in text for text in thread_texts(fake_discord)) == 1
        assert len(await service.repo.answers(match_id)) > answers
        assert await service.replay_check(match_id)
        assert await b.match_service.pending(match_id) == await service.pending(match_id)


async def test_a_sharded_bot_runs_its_shards_and_plays(fake_discord, companion_config):
    """TCG_SHARD_COUNT (and TCG_SHARDS) make the bot discord.py's AutoShardedBot with those shards;
    with one shard in all, this one process gets every server's events."""
    config = replace(companion_config, shard_count=1, shard_ids=(0,))
    assert type(companion_bot(companion_config)) is CompanionBot
    async with running_client(fake_discord, companion_bot(config, timer_interval=3600)) as bot:
        assert isinstance(bot, commands.AutoShardedBot) and (bot.shard_count, bot.shard_ids) == (1, [0])
        assert sorted(bot.shards) == [0]
        match_id = await _challenge_ai(fake_discord)
        await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), random.Random(3))
        await wait_idle(bot)
        assert len(await bot.match_service.repo.answers(match_id)) >= 1


async def test_two_processes_running_one_shard_each_share_the_matches_of_both(fake_discord, companion_config, clock):  # noqa: F811
    """Shards 0 and 1 of 2 in two processes on one database. Discord sends a server's events to shard
    ``(guild_id >> 22) % 2`` and DMs to shard 0, so each process sees only its own servers; a
    practice match opened in a server of shard 1 is opened by that shard's process, its decisions
    (in DMs) are answered by shard 0's process from what the database holds, and its turn timer,
    due in both, fires once."""
    zero, _ = fake_discord.add_guild("零号服务器", shard=(0, 2))
    one, lobby = fake_discord.add_guild("一号服务器", shard=(1, 2))
    received: dict[int, list[int]] = {0: [], 1: []}

    def bot(shard: int) -> CompanionBot:
        config = replace(companion_config, shard_count=2, shard_ids=(shard,))
        client = companion_bot(config, clock=clock, timer_interval=3600, new_seed=lambda: 7)

        async def on_interaction(interaction) -> None:
            received[shard].append(interaction.id)

        client.add_listener(on_interaction)
        return client

    # The outer block checks that neither client leaves tasks behind (the inner one would take the
    # outer client's late-started tasks for its own).
    async with running_client(fake_discord, bot(0)) as a, running_client(fake_discord, bot(1), check_tasks=False) as b:
        on_shard = {s: {g for g in fake_discord.guild_names if (g >> 22) % 2 == s} for s in (0, 1)}
        assert zero in on_shard[0] and one in on_shard[1]
        assert {g.id for g in a.guilds} == on_shard[0] and {g.id for g in b.guilds} == on_shard[1]

        match_id = await _challenge_ai(fake_discord, channel_id=lobby)
        assert (received[0], received[1]) == ([], [fake_discord.interactions[-1].id])
        [thread] = fake_discord.threads
        assert int(thread["guild_id"]) == one
        await wait_idle(b)

        await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), random.Random(3))
        assert received[0] == [i.id for i in fake_discord.interactions[1:]] and len(received[0]) >= 1
        await wait_idle(a)
        service = b.match_service
        assert len(await service.repo.answers(match_id)) >= 1
        assert await service.pending(match_id) == await a.match_service.pending(match_id)

        clock.now = (await service.get(match_id)).timer.at
        assert sorted(await asyncio.gather(a.turn_timers.fire_due(), b.turn_timers.fire_due())) == [0, 1]
        assert sum(text.startswith("⏰") for text in thread_texts(fake_discord)) == 1
        assert await service.replay_check(match_id)


async def test_the_work_of_a_process_that_died_changing_a_match_is_finished_by_another(fake_discord, companion_config, clock):  # noqa: F811
    """Bot A records alice's answer and dies before the work that follows the commit (the AI's
    reply, alice's next decision): nothing would ever send it, as no click comes without a
    decision. Once the match's last change is ``stall_after`` old, the timer loop of a live
    process finds the match still waiting on that work, claims it and finishes it, once."""

    async with two_bots(fake_discord, companion_config, clock) as (a, b, match_id):
        await b.turn_timers.recover()  # what on_ready runs: nothing is waiting yet
        asked = newest_decision(fake_discord, "alice")
        match = await a.match_service.get(match_id)
        ask = (await a.match_service.pending(match_id))["p1"]
        assert ask["id"] == request_of(asked)
        choice = await a.tables.ai.default_answer(match, "p1", ask)
        assert (await a.match_service.answer(match_id, "p1", ask["id"], choice)).accepted  # then A "dies"

        clock.now += b.stall_after - timedelta(seconds=1)
        assert await asyncio.gather(a.turn_timers.fire_due(), b.turn_timers.fire_due()) == [0, 0]
        assert newest_decision(fake_discord, "alice") is asked
        clock.now += timedelta(seconds=1)
        assert sorted(await asyncio.gather(a.turn_timers.fire_due(), b.turn_timers.fire_due())) == [0, 1]
        await wait_idle(a)
        await wait_idle(b)
        pending = await b.match_service.pending(match_id)
        assert list(pending) == ["p1"]  # the AI played on to alice's next decision, which she got
        assert request_of(newest_decision(fake_discord, "alice")) == pending["p1"]["id"]
        assert await asyncio.gather(a.turn_timers.fire_due(), b.turn_timers.fire_due()) == [0, 0]
        assert await b.match_service.replay_check(match_id)
