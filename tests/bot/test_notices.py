"""When a decision notifies its player (bot/discord/notices.py, issue 16): the rule itself, its
reminder for a decision left waiting without a notification, and its memory across restarts, through
the fake Discord server."""

from __future__ import annotations

import inspect
import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.discord.client import CompanionBot
from bot.discord.notices import ATTENTION_AFTER_IDLE, needs_notice, reminder_due, turn_key
from bot.services.matches import player_id
from bot.services.settings import notice_reminder
from tests.bot.clock import FakeClock
from tests.bot.fakediscord import running_client
from tests.bot.match_driver import (
    answer_once,
    challenge_member,
    newest_decision,
    request_of,
    wait_idle,
    wait_until,
)
from tests.bot.table_traffic import USERS, answer_turns, notices_by_the_rule
from tests.bot.test_control_panel import dm_posts, next_mover

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

NOW = datetime(2026, 11, 1, 12, tzinfo=UTC)
AWAY = NOW - timedelta(hours=1)


@dataclass(frozen=True)
class Seat:
    last_active_at: datetime | None = AWAY
    notice_unanswered: bool = False
    noticed_turn: int | None = None
    prompted_request_id: str | None = "r1"
    is_ai: bool = False


def test_the_rule_notifies_an_away_player_once_per_turn():
    assert needs_notice(Seat(noticed_turn=3), turn=4, now=NOW)
    assert needs_notice(Seat(last_active_at=None), turn=0, now=NOW)
    assert not needs_notice(Seat(last_active_at=NOW - ATTENTION_AFTER_IDLE / 2), turn=4, now=NOW)  # at the table
    assert not needs_notice(Seat(notice_unanswered=True, noticed_turn=3), turn=4, now=NOW)  # not seen yet
    assert not needs_notice(Seat(noticed_turn=4), turn=4, now=NOW)  # already once in this turn


def test_the_reminder_comes_once_a_decision_waited_in_a_turn_the_player_was_not_called_in():
    delay = timedelta(hours=3)
    assert reminder_due(Seat(noticed_turn=4), 5, NOW - delay, NOW, delay)
    assert not reminder_due(Seat(noticed_turn=4), 5, NOW - delay / 2, NOW, delay)  # not long yet
    assert not reminder_due(Seat(noticed_turn=5), 5, NOW - delay, NOW, delay)  # called in this turn already
    assert not reminder_due(Seat(notice_unanswered=True), 5, NOW - delay, NOW, delay)  # their notification is unseen
    assert not reminder_due(Seat(prompted_request_id=None), 5, NOW - delay, NOW, delay)  # nothing waits on them
    assert not reminder_due(Seat(is_ai=True), 5, NOW - delay, NOW, delay)


def test_the_rule_reads_no_hidden_information():
    """Whether a player is notified may depend on public facts and their own activity only: the
    rule sees a seat's timestamps and flags, the public turn number and the time, never a view of
    the game or a request's options (a ping's timing must not tell what a hand holds)."""
    assert list(inspect.signature(needs_notice).parameters) == ["seat", "turn", "now"]
    assert list(inspect.signature(reminder_due).parameters) == ["seat", "turn", "asked_at", "now", "delay"]
    assert turn_key({"turn": {"number": 7, "active": "p1"}, "players": {"p1": {"hand": ["secret"]}}}) == 7
    assert turn_key({"turn": {}}) == 0


async def click(server, bot, match_id: str, rng: random.Random) -> None:
    user, ask = await next_mover(bot, match_id)
    await wait_until(lambda: request_of(newest_decision(server, user)) == ask["id"])
    await answer_once(server, user, newest_decision(server, user), rng)


async def test_a_decision_back_in_a_turn_already_called_waits_quietly_and_a_new_turn_is_reminded_once(
    fake_discord, companion_config
):
    """三国智 at an hour per click: a decision that comes back to a player in a turn they were
    already notified in edits their panel without a new message, and no reminder follows however
    long it waits (rule 3 holds for reminders too: one notification per player per turn). The
    server sets a 30-minute reminder delay (/对战 通知提醒); then, played at the table (no
    notification), a decision in a turn the player was not called in gets one new panel after
    30 minutes, and only one."""
    clock = FakeClock(NOW)
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 1)) as bot:
        match_id = await challenge_member(fake_discord, "alice", "bob", game="sanguozhi")
        rng = random.Random(1)
        came = set()  # who clicked since their first panel (until then it is their unseen notification)
        for _ in range(300):
            before, _ = await next_mover(bot, match_id)
            posts = {user: dm_posts(fake_discord, user) for user in USERS.values()}
            clock.now += timedelta(hours=1)
            await click(fake_discord, bot, match_id, rng)
            came.add(before)
            user, ask = await next_mover(bot, match_id)
            if user != before and user in came and dm_posts(fake_discord, user) == posts[user]:
                break  # a hand-over within a turn they were notified in already
        else:
            raise AssertionError("every hand-over notified")
        await wait_until(lambda: request_of(newest_decision(fake_discord, user)) == ask["id"])  # the panel, edited
        clock.now += companion_config.notice_reminder * 2
        assert await bot.turn_timers.fire_due() == 0
        assert dm_posts(fake_discord, user) == posts[user]

        saved = await fake_discord.slash("对战 通知提醒", user="admin", options={"分钟": 30.0})
        assert (await fake_discord.response_to(saved)).json["data"]["content"].startswith("已更新通知提醒。")
        for _ in range(300):  # at the table: a minute per click, nobody notified
            clock.now += timedelta(minutes=1)
            await click(fake_discord, bot, match_id, rng)
            user, ask = await next_mover(bot, match_id)
            player = next(p for p, u in USERS.items() if u == user)
            seat = (await bot.match_service.get(match_id)).players[int(player[1:]) - 1]
            if seat.noticed_turn != turn_key(await bot.match_service.view(match_id, None)):
                break  # a decision in a turn this player was not called in
        else:
            raise AssertionError("no new turn")
        await wait_until(lambda: request_of(newest_decision(fake_discord, user)) == ask["id"])
        posts = dm_posts(fake_discord, user)
        clock.now += timedelta(minutes=29)
        assert await bot.turn_timers.fire_due() == 0
        clock.now += timedelta(minutes=1)
        assert await bot.turn_timers.fire_due() == 1
        assert dm_posts(fake_discord, user) == posts + 1
        [panel] = fake_discord.dm_messages(user)  # the new panel, the old one deleted
        assert request_of(panel) == ask["id"]
        clock.now += timedelta(hours=1)
        assert await bot.turn_timers.fire_due() == 0  # not repeated
        assert dm_posts(fake_discord, user) == posts + 1


async def test_the_reminder_delay_is_a_server_setting_for_managers(fake_discord, companion_bot, companion_config):
    """/对战 通知提醒 shows the delay (the bot's default until the server sets one); changing it
    needs 管理服务器 and a delay the turn-timer loop can keep; a refusal changes nothing."""
    shown = await fake_discord.slash("对战 通知提醒", user="alice")
    default = f"{companion_config.notice_reminder / timedelta(minutes=1):g}"
    assert (await fake_discord.response_to(shown)).json["data"]["content"] == f"本服务器的通知提醒：决定等待 {default} 分钟后提醒一次，每位玩家每回合最多一次。"
    refused = await fake_discord.slash("对战 通知提醒", user="alice", options={"分钟": 30.0})
    assert (await fake_discord.response_to(refused)).json["data"]["content"] == "只有拥有“管理服务器”权限的成员才能修改这个设置。"
    too_short = await fake_discord.slash("对战 通知提醒", user="admin", options={"分钟": 1.0})
    assert (await fake_discord.response_to(too_short)).json["data"]["content"] == "通知提醒必须在 10 到 43200 分钟之间。"
    assert await notice_reminder(companion_bot.db, str(fake_discord.guild_id)) is None
    saved = await fake_discord.slash("对战 通知提醒", user="admin", options={"分钟": 45.0})
    assert "决定等待 45 分钟后提醒" in (await fake_discord.response_to(saved)).json["data"]["content"]
    assert await notice_reminder(companion_bot.db, str(fake_discord.guild_id)) == timedelta(minutes=45)
    assert await notice_reminder(companion_bot.db, "another server") is None


async def test_who_was_notified_survives_restarts(fake_discord, companion_config):
    """三国智 at an hour per click, the bot replaced every ten clicks: the players are notified
    exactly as in one run (notices_by_the_rule); kept in memory, a restart notified again a player
    whose notification was unseen or who had had theirs in that turn."""
    clock = FakeClock(NOW)
    rng = random.Random(5)
    match_id = None
    for _ in range(5):
        async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 1)) as bot:
            if match_id is None:
                match_id = await challenge_member(fake_discord, "alice", "bob", game="sanguozhi")
            for _ in range(10):
                clock.now += timedelta(hours=1)
                await click(fake_discord, bot, match_id, rng)
            await wait_idle(bot)
            deciders = [player_id(answer.player) for answer in await bot.match_service.repo.answers(match_id)]
            answers = list(zip(deciders, await answer_turns(bot.match_service, match_id), strict=True))
    assert len({turn for _, turn in answers}) > 3
    for player, user in USERS.items():
        assert dm_posts(fake_discord, user) == notices_by_the_rule(answers, player)
