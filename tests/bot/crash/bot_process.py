"""The bot as a separate process for the crash test: ``python -m tests.bot.crash.bot_process
API_BASE GATEWAY_URL DATABASE SEED``. It runs until killed."""

from __future__ import annotations

import asyncio
import sys

from bot.config import Config
from bot.discord.client import CompanionBot
from tests.bot.fakediscord.harness import FAKE_TOKEN, point_discord_at


async def main(api_base: str, gateway_url: str, database: str, seed: int) -> None:
    with point_discord_at(api_base, gateway_url):
        bot = CompanionBot(Config(discord_token=FAKE_TOKEN, database_path=database), new_seed=lambda: seed)
        bot._connection.guild_ready_timeout = 0.05  # as running_client does: no 2 s wait for guilds
        await bot.start(FAKE_TOKEN)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])))
