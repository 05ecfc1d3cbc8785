"""Turn timers (remind, default answer, forfeit) with a controllable clock, and restarts: the bot
process replaced mid-match, and a decision committed but never sent before a crash."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from bot.discord.client import CompanionBot
from bot.services.timers import TimerSettings, first_timer, next_timer
from bot.storage.repositories import TurnTimer
from tests.bot.clock import FakeClock
from tests.bot.fakediscord import running_client
from tests.bot.match_driver import (
    answer_once,
    newest_decision,
    public_messages,
    request_of,
    wait_idle,
    wait_until,
)
from tests.bot.test_match_flow import _challenge_ai

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


@pytest.fixture
async def timed_bot(fake_discord, companion_config, clock):
    # The loop interval is long: the tests fire timers themselves after moving the clock.
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)) as bot:
        yield bot


def thread_texts(server) -> list[str]:
    [thread] = server.threads
    return [m["content"] for m in public_messages(server, int(thread["id"]))]


async def test_reminder_then_default_answers_then_forfeit_after_72_hours(fake_discord, timed_bot, clock):
    match_id = await _challenge_ai(fake_discord)
    await wait_idle(timed_bot)
    service = timed_bot.match_service
    match = await service.get(match_id)
    assert (match.timer.stage, match.timer.at) == ("remind", START + timedelta(hours=12))
    runner = timed_bot.turn_timers

    clock.now = START + timedelta(hours=11, minutes=59)
    assert await runner.fire_due() == 0  # not yet

    clock.now = START + timedelta(hours=12)
    assert await runner.fire_due() == 1
    alice = fake_discord.user("alice").id
    assert any(text.startswith(f"⏰ <@{alice}>，对局在等你做决定") for text in thread_texts(fake_discord))
    match = await service.get(match_id)
    assert (match.timer.stage, match.timer.at) == ("default", START + timedelta(hours=24))
    version = (await service.view(match_id, "p1"))["version"]

    clock.now = START + timedelta(hours=24)
    assert await runner.fire_due() == 1
    await wait_idle(timed_bot)
    assert any("电脑已代为选择" in text for text in thread_texts(fake_discord))
    assert (await service.view(match_id, "p1"))["version"] > version
    # alice has not answered herself since the start: the forfeit at 72 h caps the new timers.
    for _ in range(20):
        match = await service.get(match_id)
        if match.status == "finished":
            break
        assert match.timer.at <= START + timedelta(hours=72)
        clock.now = match.timer.at
        assert await runner.fire_due() == 1
        await wait_idle(timed_bot)
    match = await service.get(match_id)
    assert match.status == "finished"
    result = await service.result(match_id)
    assert (result["winners"], result["reason"]) == (["p2"], "concede")
    assert clock.now == START + timedelta(hours=72)
    assert any("长时间未操作，判负" in text for text in thread_texts(fake_discord))


async def test_an_own_answer_restarts_the_forfeit_delay(fake_discord, timed_bot, clock):
    match_id = await _challenge_ai(fake_discord)
    clock.now = START + timedelta(hours=70)
    await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), random.Random(2))
    await wait_idle(timed_bot)
    match = await timed_bot.match_service.get(match_id)
    assert match.status == "active" and "p1" in await timed_bot.match_service.pending(match_id)
    assert match.players[0].last_active_at == clock.now
    assert match.timer == TurnTimer("remind", clock.now + timedelta(hours=12), clock.now)


async def test_timer_settings_are_per_server_and_need_manage_server(fake_discord, timed_bot, clock):
    refused = await fake_discord.slash("对战 计时", user="alice", options={"提醒小时": 1.0})
    assert (await fake_discord.response_to(refused)).json["data"]["content"] == "只有拥有“管理服务器”权限的成员才能修改回合计时。"
    bad = await fake_discord.slash("对战 计时", user="admin", options={"提醒小时": 30.0})
    assert "提醒 ≤ 默认选项 ≤ 判负" in (await fake_discord.response_to(bad)).json["data"]["content"]
    saved = await fake_discord.slash("对战 计时", user="admin", options={"提醒小时": 1.0, "默认小时": 2.0})
    text = (await fake_discord.response_to(saved)).json["data"]["content"]
    assert text.startswith("已更新回合计时。") and "提醒 1 小时" in text and "判负 72 小时" in text

    match_id = await _challenge_ai(fake_discord)
    await wait_idle(timed_bot)
    match = await timed_bot.match_service.get(match_id)
    assert (match.timer.stage, match.timer.at) == ("remind", START + timedelta(hours=1))


async def test_a_restarted_bot_takes_the_next_click_and_sends_decisions_lost_in_a_crash(
    fake_discord, companion_config, clock
):
    rng = random.Random(5)
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)) as bot:
        match_id = await _challenge_ai(fake_discord)
        for _ in range(3):
            await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), rng)
            await wait_idle(bot)
        pending = await bot.match_service.pending(match_id)
    # A new process on the same database: the old decision message's buttons still work.
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)) as bot:
        message = newest_decision(fake_discord, "alice")
        before = (await bot.match_service.view(match_id, "p1"))["version"]
        await answer_once(fake_discord, "alice", message, rng)
        await wait_idle(bot)
        assert (await bot.match_service.view(match_id, "p1"))["version"] > before

        # A crash after an answer was committed but before its next decision went out: the
        # service answers directly (no Discord side), as if the process died right after.
        pending = await bot.match_service.pending(match_id)
        ask = pending["p1"]
        await bot.match_service.answer(match_id, "p1", ask["id"], ask["default"])
        shown = request_of(newest_decision(fake_discord, "alice"))
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)) as bot:
        await wait_until(lambda: request_of(newest_decision(fake_discord, "alice")) not in (None, shown))  # a new panel
        await wait_idle(bot)
        pending = await bot.match_service.pending(match_id)
        assert list(pending) == ["p1"]  # the AI played on to alice's next decision
        custom_ids = str(newest_decision(fake_discord, "alice")["components"])
        assert f":{pending['p1']['id']}:" in custom_ids
        assert await bot.match_service.replay_check(match_id)


def test_a_decision_coming_after_days_not_waited_on_is_not_forfeited_at_once():
    """A player whose standing 让过 passed for them through an opponent's turn of four days gets
    their turn's decision: the forfeit counts from their last own answer (four days ago) but never
    comes before the decision's default delay, so they are reminded at 12 h and, still absent,
    forfeited at 24 h; a player who answered lately keeps the full 72 h."""
    settings = TimerSettings()
    asked = START + timedelta(days=4)
    timer = first_timer(asked, START, settings)
    assert timer == TurnTimer("remind", asked + timedelta(hours=12), asked)
    assert next_timer(timer, START, settings) == TurnTimer("forfeit", asked + timedelta(hours=24), asked)
    recent = asked - timedelta(hours=1)
    assert next_timer(first_timer(asked, recent, settings), recent, settings) == TurnTimer("default", asked + timedelta(hours=24), asked)
    late = first_timer(asked, asked - timedelta(hours=65), settings)  # 72 h of absence falls before the reminder
    assert late == TurnTimer("remind", asked + timedelta(hours=12), asked)
