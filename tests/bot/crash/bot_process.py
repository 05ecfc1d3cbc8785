"""The bot as a separate process for the crash tests: ``python -m tests.bot.crash.bot_process
API_BASE GATEWAY_URL DATABASE SEED [TIMER_INTERVAL STALL_AFTER]`` (seconds: how often the timer
loop runs, and how old a match's last change is when a dead process's work on it is taken over).
It runs until killed."""

from __future__ import annotations

import asyncio
import sys
from datetime import timedelta

from bot.config import Config
from bot.discord.client import CompanionBot
from bot.discord.turn_timers import STALL_AFTER
from tests.bot.fakediscord.harness import FAKE_TOKEN, point_discord_at


async def main(api_base: str, gateway_url: str, database: str, seed: int, interval: float, stall_after: timedelta) -> None:
    with point_discord_at(api_base, gateway_url):
        config = Config(discord_token=FAKE_TOKEN, database_path=database)
        bot = CompanionBot(config, new_seed=lambda: seed, timer_interval=interval, stall_after=stall_after)
        bot._connection.guild_ready_timeout = 0.05  # as running_client does: no 2 s wait for guilds
        await bot.start(FAKE_TOKEN)


if __name__ == "__main__":
    api_base, gateway_url, database, seed, *timers = sys.argv[1:]
    interval, stall_after = (float(timers[0]), timedelta(seconds=float(timers[1]))) if timers else (60.0, STALL_AFTER)
    asyncio.run(main(api_base, gateway_url, database, int(seed), interval, stall_after))
