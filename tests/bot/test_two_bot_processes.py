"""Bot processes of a community that outgrew one (issue 25), with the fake Discord: two bots on one
database, where a turn timer both would fire fires once (bot A holds the gateway; bot B has only
logged in over REST, as a second process whose timer loop runs beside A's; run again over
PostgreSQL by tests/bot/test_bot_on_postgres.py), and a sharded bot."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace

from discord.ext import commands

from bot.discord.client import CompanionBot, companion_bot
from tests.bot.fakediscord import running_client
from tests.bot.fakediscord.harness import FAKE_TOKEN
from tests.bot.match_driver import answer_once, newest_decision, wait_idle
from tests.bot.test_match_flow import _challenge_ai
from tests.bot.test_match_timers import clock, thread_texts  # noqa: F401 (clock is a fixture)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


async def test_a_timer_due_in_two_bot_processes_fires_once(fake_discord, companion_config, clock):  # noqa: F811
    def bot() -> CompanionBot:
        return CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)

    async with running_client(fake_discord, bot()) as a:
        match_id = await _challenge_ai(fake_discord)
        await wait_idle(a)
        b = bot()
        await b.login(FAKE_TOKEN)  # runs setup_hook: its own connection, services and timer runner
        try:
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
        finally:
            await b.close()


async def test_a_sharded_bot_runs_its_shards_and_plays(fake_discord, companion_config):
    """TCG_SHARD_COUNT (and TCG_SHARDS) make the bot discord.py's AutoShardedBot with those shards;
    the fake Discord routes every server to shard 0 of 1, so this one process answers everything."""
    config = replace(companion_config, shard_count=1, shard_ids=(0,))
    assert type(companion_bot(companion_config)) is CompanionBot
    async with running_client(fake_discord, companion_bot(config, timer_interval=3600)) as bot:
        assert isinstance(bot, commands.AutoShardedBot) and (bot.shard_count, bot.shard_ids) == (1, [0])
        assert sorted(bot.shards) == [0]
        match_id = await _challenge_ai(fake_discord)
        await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), random.Random(3))
        await wait_idle(bot)
        assert len(await bot.match_service.repo.answers(match_id)) >= 1
