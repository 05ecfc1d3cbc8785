"""The bot end to end on PostgreSQL: some of the SQLite tests (imported, so they exist once) run
again with TCG_DATABASE a PostgreSQL URL: a match played to the end, a declined challenge, turn
timers firing and restarts picking up a match, a series surviving restarts, the notification
reminder and who was notified kept across restarts, a timer due in two bot processes firing once,
two processes running one shard each, the work of a process that died finished by another."""

from __future__ import annotations

import pytest

from bot.config import Config
from tests.bot.fakediscord.harness import FAKE_TOKEN

# Collected again here, over PostgreSQL.
from tests.bot.test_match_flow import (  # noqa: F401
    test_a_declined_challenge_starts_nothing,
    test_a_practice_match_against_the_ai_is_played_to_the_end_by_clicks,
)
from tests.bot.test_match_timers import (  # noqa: F401
    clock,
    test_a_restarted_bot_takes_the_next_click_and_sends_decisions_lost_in_a_crash,
    test_reminder_then_default_answers_then_forfeit_after_72_hours,
    timed_bot,
)
from tests.bot.test_notices import (  # noqa: F401
    test_a_decision_back_in_a_turn_already_called_waits_quietly_and_a_new_turn_is_reminded_once,
    test_who_was_notified_survives_restarts,
)
from tests.bot.test_series import test_a_practice_series_survives_restarts_between_games_and_after_a_crash  # noqa: F401
from tests.bot.test_two_bot_processes import (  # noqa: F401
    test_a_timer_due_in_two_bot_processes_fires_once,
    test_the_work_of_a_process_that_died_changing_a_match_is_finished_by_another,
    test_two_processes_running_one_shard_each_share_the_matches_of_both,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


@pytest.fixture
async def companion_config(postgres_server) -> Config:
    """Bot configuration with the fake token and a new PostgreSQL schema as its database."""
    return Config(discord_token=FAKE_TOKEN, database_path=await postgres_server.new_schema())
