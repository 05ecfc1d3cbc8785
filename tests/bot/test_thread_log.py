"""The thread log and notifications at hand-overs (issue 16): the log of one player's run of
decisions waits and is posted in one message when the decision passes on (or before a timer's
message about it); a player who has not interacted since their last notification is not notified
again, their panel changes in place; once they act, the next need for them notifies again."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

import engine
from bot.discord import tables
from bot.discord.client import CompanionBot
from bot.discord.notices import ATTENTION_AFTER_IDLE
from bot.discord.tables import HELD_ROOM, split_message
from bot.services.board_text import log_lines
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
from tests.bot.table_traffic import USERS
from tests.bot.test_control_panel import dm_posts, next_mover
from tests.bot.test_narration_recovery import _thread_texts

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

START = datetime(2026, 11, 1, tzinfo=UTC)


async def unposted_log(bot, match_id: str, narrated: int | None) -> list[str]:
    """The log messages of every answer after ``narrated``, as the thread should get them."""
    service = bot.match_service
    events, _ = await service.public_events_since(match_id, narrated)
    names = await bot.tables.names(await service.get(match_id))
    return split_message(log_lines(engine.get_game("lorcana"), events, names))


async def click(server, bot, match_id: str, rng: random.Random) -> tuple[str, str]:
    """The next mover answers from their panel; returns who answered and who is asked next."""
    user, ask = await next_mover(bot, match_id)
    await wait_until(lambda: request_of(newest_decision(server, user)) == ask["id"])
    await answer_once(server, user, newest_decision(server, user), rng)
    return user, (await next_mover(bot, match_id))[0]


async def hold_a_log(server, bot, match_id: str, rng: random.Random) -> str:
    """Play until one player's run of decisions holds some log back; returns that player."""
    service = bot.match_service
    for _ in range(300):
        user, next_user = await click(server, bot, match_id, rng)
        narrated = (await service.get(match_id)).narrated_answers  # None: not even the opening's log yet
        if next_user == user and (-1 if narrated is None else narrated) < len(await service.repo.answers(match_id)):
            return user
    raise AssertionError("no player ever made two decisions in a row")


async def test_the_held_log_rides_in_the_panels_and_is_posted_in_one_message_at_a_new_turn(fake_discord, companion_bot):
    """The log waits through one player's run of decisions and through hand-overs within a turn
    (the receiver's panel shows it under 最近: a hand-over costs no thread post); at the next
    turn the thread gets all of it in one message (two only past Discord's length limit)."""
    match_id = await challenge_member(fake_discord, "alice", "bob")
    service = companion_bot.match_service
    rng = random.Random(1)
    await hold_a_log(fake_discord, companion_bot, match_id, rng)
    narrated = (await service.get(match_id)).narrated_answers
    before = _thread_texts(fake_discord)
    handovers = 0
    for _ in range(300):
        turns = sum(e["type"] == "turn_started" for e in await service.public_events(match_id))
        user, next_user = await click(fake_discord, companion_bot, match_id, rng)
        await wait_idle(companion_bot)
        if sum(e["type"] == "turn_started" for e in await service.public_events(match_id)) == turns:
            assert _thread_texts(fake_discord) == before  # still within the turn: the thread gets nothing
            if next_user != user:
                handovers += 1
                assert "最近" in newest_decision(fake_discord, next_user)["content"]
            continue
        assert _thread_texts(fake_discord)[len(before) :] == await unposted_log(companion_bot, match_id, narrated)
        assert (await service.get(match_id)).narrated_answers == len(await service.repo.answers(match_id))
        assert handovers  # the mulligans: alice's, then bob's
        return
    raise AssertionError("no turn began")


async def test_a_timer_reminder_comes_after_the_log_it_refers_to(fake_discord, companion_config):
    clock = FakeClock(START)
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600)) as bot:
        match_id = await challenge_member(fake_discord, "alice", "bob")
        runner = await hold_a_log(fake_discord, bot, match_id, random.Random(1))
        match = await bot.match_service.get(match_id)
        expected = await unposted_log(bot, match_id, match.narrated_answers)
        before = _thread_texts(fake_discord)
        clock.now = match.timer.at
        assert await bot.turn_timers.fire_due() == 1
        *log, reminder = _thread_texts(fake_discord)[len(before) :]
        assert log == expected
        assert reminder.startswith(f"⏰ <@{fake_discord.user(runner).id}>")


async def test_an_unanswered_notification_is_not_repeated_and_the_next_one_follows_an_answer(fake_discord, companion_config):
    """bob is notified of a decision and does not come: the timer answers for him. Decisions that
    come to him meanwhile edit his panel in place. Once he answers himself, the next decision
    that finds him away notifies him again."""
    clock = FakeClock(START)
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600)) as bot:
        service = bot.match_service
        match_id = await challenge_member(fake_discord, "alice", "bob")
        rng = random.Random(5)
        # Until a decision notifies bob after he answered once (his first panel came with the match).
        while (await next_mover(bot, match_id))[0] != "bob" or dm_posts(fake_discord, "bob") == 1:
            clock.now += ATTENTION_AFTER_IDLE * 2
            await click(fake_discord, bot, match_id, rng)
        await wait_until(lambda: newest_decision(fake_discord, "bob") is not None)
        panel, posts = newest_decision(fake_discord, "bob"), dm_posts(fake_discord, "bob")
        handovers = 0
        while handovers < 2:  # bob stays away: timers answer for him, alice plays on
            user, ask = await next_mover(bot, match_id)
            clock.now += ATTENTION_AFTER_IDLE * 2
            if user == "bob":
                await wait_until(lambda a=ask: request_of(fake_discord.messages[int(panel["id"])]) == a["id"])
                handovers += 1
                while (await service.get(match_id)).current_request_id == ask["id"]:  # remind, then default
                    clock.now = (await service.get(match_id)).timer.at
                    assert await bot.turn_timers.fire_due() == 1
                    await wait_idle(bot)
            else:
                await click(fake_discord, bot, match_id, rng)
        assert dm_posts(fake_discord, "bob") == posts  # no new message: his one panel followed the game
        assert [m["id"] for m in fake_discord.dm_messages("bob")] == [panel["id"]]
        while (await next_mover(bot, match_id))[0] != "bob":
            await click(fake_discord, bot, match_id, rng)
        await click(fake_discord, bot, match_id, rng)  # bob is back
        while (await next_mover(bot, match_id))[0] == "bob":
            await click(fake_discord, bot, match_id, rng)
        while (await next_mover(bot, match_id))[0] != "bob":
            clock.now += ATTENTION_AFTER_IDLE * 2
            await click(fake_discord, bot, match_id, rng)
        await wait_idle(bot)
        assert dm_posts(fake_discord, "bob") == posts + 1


async def test_a_new_process_posts_from_where_the_thread_was_last_told(fake_discord, companion_bot):
    """As after a crash, before the start-up recovery ran: the held log is gone from memory, and
    the match's first update in the new process still posts everything since the thread was last
    told."""
    match_id = await challenge_member(fake_discord, "alice", "bob")
    service = companion_bot.match_service
    rng = random.Random(1)
    await hold_a_log(fake_discord, companion_bot, match_id, rng)
    narrated = (await service.get(match_id)).narrated_answers
    companion_bot.tables._unposted.clear()  # what a killed process kept in memory
    companion_bot.tables._log_in_step.clear()
    before = _thread_texts(fake_discord)
    while (await service.get(match_id)).narrated_answers == narrated:  # until the next post (a new turn)
        await click(fake_discord, companion_bot, match_id, rng)
        await wait_idle(companion_bot)
    assert _thread_texts(fake_discord)[len(before) :] == await unposted_log(companion_bot, match_id, narrated)


async def held_log(bot, match_id: str) -> list[str]:
    """Every log line the thread has not been told yet (since its last post)."""
    match = await bot.match_service.get(match_id)
    events, _ = await bot.match_service.public_events_since(match_id, match.narrated_answers)
    return log_lines(engine.get_game(match.game), events, await bot.tables.names(match))


@pytest.mark.parametrize(("game", "room"), [("lorcana", HELD_ROOM), ("ultraman", HELD_ROOM), ("lorcana", 60)])
async def test_every_decision_comes_after_every_public_event_in_the_thread_or_the_panel(fake_discord, companion_bot, monkeypatch, game, room):
    """A player asked to decide has seen every public event since the thread's last post: the
    panel shows all the held log (not just its last lines), or, when it would not fit the panel's
    ``room`` for it (60: the log of most hand-overs), it was posted first. (A simultaneous decision is asked once: what the other
    player does meanwhile comes after.)"""
    monkeypatch.setattr(tables, "HELD_ROOM", room)
    match_id = await challenge_member(fake_discord, "alice", "bob", game=game)
    rng = random.Random(3)
    longest, asked = 0, set()
    for _ in range(80):  # the opening, mulligans and the first turns
        await wait_idle(companion_bot)
        pending = await companion_bot.match_service.pending(match_id)
        if not pending:
            break
        held = await held_log(companion_bot, match_id)
        longest = max(longest, len(held))
        for player, ask in pending.items():
            if ask["id"] in asked:
                continue
            asked.add(ask["id"])
            user = USERS[player]
            await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
            assert [line for line in held if line not in newest_decision(fake_discord, user)["content"]] == []
        user, _ = await next_mover(companion_bot, match_id)
        await answer_once(fake_discord, user, newest_decision(fake_discord, user), rng)
    # The case of the defect (panels showed the last 8 lines); with little room, logs were held.
    assert longest > (8 if room == HELD_ROOM else 0)
