"""The bot end to end on PostgreSQL: the same match-flow tests as on SQLite (imported from
test_match_flow.py, so they exist once), with TCG_DATABASE a PostgreSQL URL."""

from __future__ import annotations

import pytest

from bot.config import Config
from tests.bot.fakediscord.harness import FAKE_TOKEN
from tests.bot.test_match_flow import (  # noqa: F401  (collected again here, over PostgreSQL)
    test_a_declined_challenge_starts_nothing,
    test_a_practice_match_against_the_ai_is_played_to_the_end_by_clicks,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


@pytest.fixture
async def companion_config(postgres_server) -> Config:
    """Bot configuration with the fake token and a new PostgreSQL schema as its database."""
    return Config(discord_token=FAKE_TOKEN, database_path=await postgres_server.new_schema())
