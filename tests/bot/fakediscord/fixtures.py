"""pytest fixtures over the fake Discord server.

Use them from a test module with ``pytest_plugins = ["tests.bot.fakediscord.fixtures"]`` (or from
a conftest, once there is one).
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator

import pytest

from bot.config import Config
from bot.discord.client import CompanionBot

from .harness import FAKE_TOKEN, fake_discord_server, running_client
from .server import FakeDiscordServer


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscordServer]:
    """A started fake Discord server with discord.py pointed at it (strict about unknown routes)."""
    async with fake_discord_server() as server:
        yield server
    # A route the fake lacks must be added to it, not silently answered 404 behind the test's back.
    assert server.unhandled == [], f"requests the fake server has no route for: {server.unhandled}"
    assert server.errors == [], f"the fake server's handlers failed: {server.errors}"


@pytest.fixture
def companion_config(tmp_path) -> Config:
    """Bot configuration with the fake token and a temporary SQLite database."""
    return Config(discord_token=FAKE_TOKEN, database_path=tmp_path / "tcg.sqlite3")


@pytest.fixture
async def companion_bot(
    fake_discord: FakeDiscordServer, companion_config: Config
) -> AsyncIterator[CompanionBot]:
    """A CompanionBot connected to ``fake_discord`` and ready; closed after the test. Match seeds
    are 1, 2, 3, ... so every run of a test plays the same games."""
    seeds = itertools.count(1)
    async with running_client(fake_discord, CompanionBot(companion_config, new_seed=lambda: next(seeds))) as bot:
        yield bot
