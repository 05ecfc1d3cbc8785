"""A migrated database and league services over it, with a clock the tests move."""

from datetime import UTC, datetime, timedelta

import pytest

from bot.services.league.service import LeagueService
from bot.services.matches import MatchService


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def db(migrated_db):
    """The league tests run on both databases (tests/bot/conftest.py)."""
    return migrated_db


@pytest.fixture
def matches(db, clock) -> MatchService:
    return MatchService(db, clock=clock)


@pytest.fixture
def league(db, matches, clock) -> LeagueService:
    service = LeagueService(db, matches, clock=clock)
    matches.finish_listeners.append(service.on_match_finished)
    matches.series.finish_listeners.append(service.on_series_finished)
    return service
