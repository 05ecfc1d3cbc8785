"""A match opens its table completely or does not start (issue 16, defect 1): the thread goes to
the parent channel when the challenge was made inside a thread; a channel where the bot may not
create threads calls the match off with a Chinese explanation, unrated; a table a crash left
half-open is opened at start-up; and no timer ever fires for a match whose table did not open."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from bot.discord.client import CompanionBot
from bot.storage.repositories import NewPlayer
from tests.bot.clock import FakeClock
from tests.bot.fakediscord import running_client
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import (
    components_of,
    newest_decision,
    public_messages,
    status_message,
    wait_idle,
    wait_until,
)
from tests.bot.test_match_flow import PRESET, _challenge_ai

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
FORBIDDEN = "没有在 <#{channel}> 创建讨论串的权限"


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


def _bot(config, clock) -> CompanionBot:
    return CompanionBot(config, clock=clock, timer_interval=3600, new_seed=lambda: 7)


def _rows(database, sql: str) -> list[tuple]:
    with sqlite3.connect(database) as conn:
        return conn.execute(sql).fetchall()


async def _accepted_challenge(server, best_of: int = 1, before_pick=None) -> tuple[str, dict, dict]:
    """alice challenges bob, who accepts with a preset (``before_pick`` awaited with the challenge
    message first): the match id, the challenge message and the answer to bob's pick."""
    challenge = await server.slash("对战 发起", user="alice", options={"对手": "bob", "游戏": "lorcana", "卡组": PRESET, "局制": best_of})
    match_id = (await server.response_to(challenge)).json["data"]["components"][0]["components"][0]["custom_id"].split(":")[2]
    message = server.original_message(challenge)
    click = await server.click(f"tcg:ch:{match_id}:accept", user="bob", message_id=int(message["id"]))
    await server.response_to(click)
    picker = server.original_message(click)
    [select] = [c for c in components_of(picker) if c["custom_id"].startswith(f"tcg:chdeck:{match_id}")]
    if before_pick is not None:
        await before_pick(message)
    pick = await server.select(select["custom_id"], ["preset:琥珀钢铁"], user="bob", message_id=int(picker["id"]))
    return match_id, message, (await server.response_to(pick)).json["data"]


async def test_a_members_match_thread_starts_from_the_challenge_message(fake_discord, companion_bot):
    """The lead's call on issue 16: no opening message of its own (one REST call less); the
    challenge heads the thread and becomes its status message (no status post, no pin: two
    calls less), its 接受/拒绝 buttons replaced by 我的手牌 and 观战."""
    match_id, challenge, answer = await _accepted_challenge(fake_discord)
    assert "对局马上在讨论串里开始" in answer["content"]
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    assert thread["id"] == challenge["id"] and int(thread["parent_id"]) == fake_discord.channel_id
    [shown] = public_messages(fake_discord, fake_discord.channel_id)  # the challenge, and nothing else
    assert shown["id"] == challenge["id"] and "对局已开始" in shown["content"] and "对局进行中" in shown["content"]
    assert status_message(fake_discord, thread) is shown
    assert [c["custom_id"].split(":")[1] for c in components_of(shown)] == ["hand", "watch"]
    in_thread = public_messages(fake_discord, int(thread["id"]))
    assert not any("对局进行中" in m["content"] for m in in_thread) and not fake_discord.pinned(int(thread["id"]))
    match = await companion_bot.match_service.get(match_id)
    assert match.thread_id == match.status_message_id == thread["id"]


async def test_a_deleted_challenge_message_gives_the_thread_an_opening_message_instead(fake_discord, companion_bot):
    """Discord refuses a thread from a message that is gone (404): the table opens as for a
    practice match, from an opening message of its own."""
    match_id, challenge, _ = await _accepted_challenge(fake_discord, before_pick=lambda m: fake_discord.delete_message_by_user(int(m["id"])))
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    [opening] = public_messages(fake_discord, fake_discord.channel_id)
    assert thread["id"] == opening["id"] != challenge["id"] and "对局已开始" in opening["content"]
    assert status_message(fake_discord, thread) and newest_decision(fake_discord, "alice")
    assert (await companion_bot.match_service.get(match_id)).status == "active"


async def test_a_challenge_made_inside_a_match_thread_opens_its_table_in_the_parent_channel(fake_discord, companion_bot):
    await _challenge_ai(fake_discord)
    await wait_idle(companion_bot)
    [first] = fake_discord.threads
    interaction = await fake_discord.slash(
        "对战 发起", user="alice", channel_id=int(first["id"]), options={"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": PRESET}
    )
    assert (await fake_discord.response_to(interaction)).json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: len(fake_discord.threads) == 2)
    await wait_idle(companion_bot)
    second = fake_discord.threads[1]
    assert int(second["parent_id"]) == fake_discord.channel_id
    assert status_message(fake_discord, second)  # the status message
    # No thread was asked for inside a thread (Discord refuses that with 400 / 50024).
    assert not fake_discord.requests_to("POST", f"/channels/{first['id']}/messages/{{m}}/threads")
    assert [m for m in await companion_bot.match_service.matches_of_user(str(fake_discord.user("alice").id)) if m.thread_id]


@pytest.mark.parametrize("best_of", [1, 3])
async def test_a_channel_without_thread_permission_calls_the_challenge_off_and_tells_both(
    fake_discord, companion_config, clock, best_of
):
    """403 / 50013 on the thread: the match is aborted (a best-of-3 with the series it opened),
    no timer ever fires for it and nothing is rated."""
    fake_discord.forbid_threads()
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        match_id, _, answer = await _accepted_challenge(fake_discord, best_of)
        assert FORBIDDEN.format(channel=fake_discord.channel_id) in answer["content"] and "对战没有开始" in answer["content"]
        await wait_idle(bot)
        alice, bob = fake_discord.user("alice").id, fake_discord.user("bob").id
        notice = public_messages(fake_discord, fake_discord.channel_id)[-1]["content"]
        assert notice.startswith(f"<@{alice}>、<@{bob}>：") and "对战没有开始" in notice
        assert fake_discord.threads == []
        assert fake_discord.dm_messages("alice") == [] and fake_discord.dm_messages("bob") == []
        match = await bot.match_service.get(match_id)
        assert (match.status, match.deadline_at) == ("aborted", None)
        if best_of > 1:
            assert (await bot.match_service.series.get(match.series_id)).status == "finished"
            assert await bot.match_service.series.repo.unsettled() == []
        clock.now = START + timedelta(days=30)
        assert await bot.turn_timers.fire_due() == 0
    assert _rows(companion_config.database_path, "SELECT * FROM match_results") == []


async def test_a_practice_match_in_a_channel_without_threads_is_refused_privately(fake_discord, companion_bot):
    fake_discord.forbid_threads()
    interaction = await fake_discord.slash("对战 发起", user="alice", options={"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": PRESET})
    reply = (await fake_discord.response_to(interaction)).json["data"]
    assert reply["flags"] & FLAG_EPHEMERAL and "对战没有开始" in reply["content"]
    await wait_idle(companion_bot)
    [match] = await companion_bot.match_service.matches_of_user(str(fake_discord.user("alice").id), ("pending", "active", "aborted"))
    assert match.status == "aborted"


async def test_timers_never_fire_for_a_match_whose_table_did_not_open(fake_discord, companion_config, clock):
    """A match stored but never shown (its table not open, no channel to open it in) is never
    answered by a timer nor rated: the sweep for stalled work calls it off (issue 25)."""
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        opened = await _challenge_ai(fake_discord)  # a table that did open, to compare
        await wait_idle(bot)
        seats = [NewPlayer(1, str(fake_discord.user("bob").id)), NewPlayer(2, str(fake_discord.user("carol").id))]
        decks = {"p1": _preset_cards(), "p2": _preset_cards()}
        stranded = await bot.match_service.create("lorcana", seats, decks, 3, guild_id=str(fake_discord.guild_id))
        for hours in (12, 24, 72, 24 * 30):
            clock.now = START + timedelta(hours=hours)
            await bot.turn_timers.fire_due()
            await wait_idle(bot)
        assert [a.player for a in await bot.match_service.repo.answers(opened)][:1] == [1]  # a timer default
        match = await bot.match_service.get(stranded.id)
        assert (match.status, match.current_request_id, match.deadline_at) == ("aborted", None, None)
        assert await bot.match_service.repo.answers(stranded.id) == []
    assert _rows(companion_config.database_path, f"SELECT * FROM match_results WHERE match_id = '{stranded.id}'") == []


def _preset_cards() -> list[str]:
    import engine

    game = engine.get_game("lorcana")
    return game.parse_deck(game.preset_decks()["琥珀紫晶"])


async def test_a_table_a_crash_left_unopened_is_opened_at_start_up(fake_discord, companion_config, clock):
    """The process died right after the match was stored: the next start opens the table (thread,
    pinned status, private view, the opening log, the first decision)."""
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        seats = [NewPlayer(1, str(fake_discord.user("alice").id)), NewPlayer(2, None, is_ai=True)]
        await bot.tables.users.remember(str(fake_discord.user("alice").id), "Alice")
        handle = await bot.match_service.create(
            "lorcana", seats, {"p1": _preset_cards(), "p2": _preset_cards()}, 3,
            guild_id=str(fake_discord.guild_id), channel_id=str(fake_discord.channel_id),
        )  # fmt: skip
    assert fake_discord.threads == []
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        await wait_until(lambda: newest_decision(fake_discord, "alice") is not None)
        await wait_idle(bot)
        [thread] = fake_discord.threads
        assert status_message(fake_discord, thread)
        match = await bot.match_service.get(handle.id)
        answers = await bot.match_service.repo.answers(handle.id)
        assert (match.thread_id, match.narrated_answers) == (thread["id"], len(answers))
        assert match.players[0].dm_message_id is not None
        assert any("抽了" in m["content"] or "起手" in m["content"] for m in public_messages(fake_discord, int(thread["id"])))


@pytest.mark.parametrize("starter_deleted", [False, True])
async def test_a_thread_a_crash_left_without_its_status_gets_it_at_start_up(fake_discord, companion_config, clock, starter_deleted):
    """The process died after the thread was started from the challenge, before the challenge
    became the status message: the next start makes it one (我的手牌 and 观战 in place of 接受/拒绝).
    A starter message deleted meanwhile gives way to a status message posted and pinned in the
    thread."""
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        seats = [NewPlayer(1, str(fake_discord.user("alice").id)), NewPlayer(2, None, is_ai=True)]
        handle = await bot.match_service.create(
            "lorcana", seats, {"p1": _preset_cards(), "p2": _preset_cards()}, 3,
            guild_id=str(fake_discord.guild_id), channel_id=str(fake_discord.channel_id),
        )  # fmt: skip
        challenge = await bot.get_channel(fake_discord.channel_id).send("挑战")
        thread = await challenge.create_thread(name="对局")
        await bot.match_service.repo.set_thread(handle.id, str(thread.id), None)
        if starter_deleted:
            await fake_discord.delete_message_by_user(challenge.id)
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        await wait_until(lambda: newest_decision(fake_discord, "alice") is not None)
        await wait_idle(bot)
        match = await bot.match_service.get(handle.id)
        [pinned] = fake_discord.pinned(thread.id) or [None]
        if starter_deleted:
            assert pinned is not None and int(match.status_message_id) == int(pinned["id"]) != thread.id
            status = pinned
        else:
            assert pinned is None and match.status_message_id == str(thread.id) == str(challenge.id)
            status = fake_discord.messages[challenge.id]
        assert "对局进行中" in status["content"] and [c["label"] for c in components_of(status)] == ["我的手牌", "观战"]
        assert len(fake_discord.threads) == 1


async def test_a_half_open_table_whose_channel_is_gone_is_called_off_at_start_up(fake_discord, companion_config, clock):
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        seats = [NewPlayer(1, str(fake_discord.user("alice").id)), NewPlayer(2, None, is_ai=True)]
        handle = await bot.match_service.create("lorcana", seats, {"p1": _preset_cards(), "p2": _preset_cards()}, 3, channel_id="1234")
    async with running_client(fake_discord, _bot(companion_config, clock)) as bot:
        await wait_until(lambda: _rows(companion_config.database_path, f"SELECT status FROM matches WHERE id = '{handle.id}'") == [("aborted",)])
        await wait_idle(bot)
