"""Turn timers: when a waiting decision gets a reminder, a default answer, and a forfeit.

Per server (``guild_settings``): remind after 12 h, answer with the request's default after 24 h,
forfeit after 72 h without an answer of the player's own (defaults given by the timer do not
count). The remind and default delays count from when the request was first asked; the forfeit
delay from the player's last own answer, but it never comes before the default delay of the
request now asked: a player the match did not wait on (their standing 让过 passed for them through
an opponent's turn that took days) is not forfeited the moment a decision comes to them, and an
absent player is reminded before any forfeit. Only the next firing is stored (``matches.deadline_at``
and ``timer_stage``), written in the same transaction as the answer that led to it, so timers
survive restarts and never drift from the match.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

import aiosqlite

from bot.storage.database import connection_lock, transaction
from bot.storage.repositories import TurnTimer

SETTING_KEYS = {"remind": "timer.remind_hours", "default": "timer.default_hours", "forfeit": "timer.forfeit_hours"}
MAX_HOURS = 24 * 30


@dataclass(frozen=True)
class TimerSettings:
    remind: timedelta = timedelta(hours=12)
    default: timedelta = timedelta(hours=24)
    forfeit: timedelta = timedelta(hours=72)

    def hours(self) -> dict[str, float]:
        return {stage: getattr(self, stage) / timedelta(hours=1) for stage in SETTING_KEYS}


def first_timer(asked_at: datetime, last_active: datetime, settings: TimerSettings) -> TurnTimer:
    """The timer of a request just asked: a reminder, unless the forfeit comes first."""
    return _earliest(TurnTimer("remind", asked_at + settings.remind, asked_at), last_active, settings)


def next_timer(timer: TurnTimer, last_active: datetime, settings: TimerSettings) -> TurnTimer | None:
    """After ``timer`` fired without ending the request: a reminder is followed by the default
    answer (or the forfeit, whichever is first); a default or a forfeit answers the request."""
    if timer.stage != "remind":
        return None
    return _earliest(TurnTimer("default", timer.asked_at + settings.default, timer.asked_at), last_active, settings)


def _earliest(timer: TurnTimer, last_active: datetime, settings: TimerSettings) -> TurnTimer:
    forfeit = max(last_active + settings.forfeit, timer.asked_at + settings.default)
    return TurnTimer("forfeit", forfeit, timer.asked_at) if forfeit <= timer.at else timer


async def load_settings(conn: aiosqlite.Connection, guild_id: str | None) -> TimerSettings:
    """The server's timer settings, read from the database each time (one indexed read per
    answer): another bot process may have changed them (issue 25)."""
    if guild_id is None:
        return TimerSettings()
    async with connection_lock(conn), conn.execute(
        "SELECT key, value FROM guild_settings WHERE guild_id = ? AND key IN (?, ?, ?)", (guild_id, *SETTING_KEYS.values())
    ) as cursor:
        stored = {row["key"]: float(row["value"]) for row in await cursor.fetchall()}
    defaults = TimerSettings()
    return TimerSettings(
        **{stage: timedelta(hours=stored[key]) if key in stored else getattr(defaults, stage) for stage, key in SETTING_KEYS.items()}
    )


async def save_settings(conn: aiosqlite.Connection, guild_id: str, hours: dict[str, float]) -> None:
    async with transaction(conn):
        for stage, value in hours.items():
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
                (guild_id, SETTING_KEYS[stage], repr(float(value))),
            )
