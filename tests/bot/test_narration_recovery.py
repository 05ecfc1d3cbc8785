"""After a crash the thread gets the log of what was committed but never posted, once (issue 16,
defect 6): the match remembers up to which answer its thread was told (``narrated_answers``)."""

from __future__ import annotations

import random

import engine
from bot.discord.client import CompanionBot
from bot.services.board_text import log_lines
from bot.services.matches import MatchService
from tests.bot.fakediscord import running_client
from tests.bot.match_driver import (
    answer_once,
    newest_decision,
    play_until_over,
    public_messages,
    status_message,
    wait_idle,
    wait_until,
)
from tests.bot.test_match_flow import _challenge_ai

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


def _bot(config) -> CompanionBot:
    return CompanionBot(config, timer_interval=3600, new_seed=lambda: 7)


def _thread_texts(server) -> list[str]:
    """The thread's messages but the pinned status (edited as the match goes)."""
    [thread] = server.threads
    return [m["content"] for m in public_messages(server, int(thread["id"])) if not m.get("pinned")]


async def _crash_after(server, config, commit) -> tuple[str, list[str], list[str]]:
    """Play a few decisions, then ``commit`` (service, match id) an answer with nothing posted, as
    if the process died right after; returns the match id, the thread before, and the log lines
    the thread has not been sent: those alice's own run of decisions held back (the log waits
    until the decision passes on), then those of the committed answer."""
    async with running_client(server, _bot(config)) as bot:
        match_id = await _challenge_ai(server)
        rng = random.Random(3)
        for _ in range(3):
            await answer_once(server, "alice", newest_decision(server, "alice"), rng)
            await wait_idle(bot)
        match = await bot.match_service.get(match_id)
        assert match.narrated_answers < len(await bot.match_service.repo.answers(match_id))  # alice's run: held
        outcome = await commit(bot.match_service, match_id)
        names = await bot.tables.names(match)
        game = engine.get_game("lorcana")
        committed = log_lines(game, outcome.spectator_events, names)
        unposted, _ = await bot.match_service.public_events_since(match_id, match.narrated_answers)
        lines = log_lines(game, unposted, names)
        before = _thread_texts(server)
    assert committed and lines[-len(committed) :] == committed
    return match_id, before, lines


async def test_the_log_of_an_answer_committed_before_a_crash_reaches_the_thread_once(fake_discord, companion_config):
    async def answer(service: MatchService, match_id: str):
        ask = (await service.pending(match_id))["p1"]
        return await service.answer(match_id, "p1", ask["id"], ask["default"])

    match_id, before, lines = await _crash_after(fake_discord, companion_config, answer)
    async with running_client(fake_discord, _bot(companion_config)) as bot:
        await wait_until(lambda: len(_thread_texts(fake_discord)) > len(before))
        await wait_idle(bot)
        pending = await bot.match_service.pending(match_id)
        assert list(pending) == ["p1"]  # the AI played on to alice's next decision
        after = _thread_texts(fake_discord)
        assert after[: len(before)] == before
        assert after[len(before)].split("\n")[: len(lines)] == lines  # first, before the AI plays on
        match = await bot.match_service.get(match_id)
        assert match.narrated_answers == len(await bot.match_service.repo.answers(match_id))
    # A later start posts nothing again.
    async with running_client(fake_discord, _bot(companion_config)) as bot:
        await wait_until(lambda: bot._recovered)  # set as its start-up recovery begins
        await wait_idle(bot)
        assert _thread_texts(fake_discord) == after


async def test_the_last_action_of_a_match_reaches_the_thread_after_a_crash(fake_discord, companion_config):
    """The answer that ended the match (here alice resigning) was committed, its log not posted:
    the restarted bot posts it and the pinned status shows the result."""

    async def resign(service: MatchService, match_id: str):
        return await service.act(match_id, "p1", "concede")

    match_id, before, lines = await _crash_after(fake_discord, companion_config, resign)
    assert lines[-1] == "对局结束：电脑获胜。"
    async with running_client(fake_discord, _bot(companion_config)) as bot:
        await wait_until(lambda: len(_thread_texts(fake_discord)) > len(before))
        await wait_idle(bot)
        assert _thread_texts(fake_discord)[len(before):] == ["\n".join(lines)]
        [thread] = fake_discord.threads
        status = status_message(fake_discord, thread)
        assert "对局结束" in fake_discord.messages[int(status["id"])]["content"]
        assert (await bot.match_service.get(match_id)).status == "finished"


async def test_a_played_underworld_match_never_shows_none_in_any_message(fake_discord, companion_bot):
    """Issue 16, defect 3 through Discord: a whole 隐秘世界 match (won regions move to the score
    areas with no owner) leaves no Python ``None`` in the thread, the status or the DMs."""
    deck = "preset:" + next(iter(engine.get_game("underworld").preset_decks()))
    match_id = await _challenge_ai(fake_discord, game="underworld", deck=deck)
    await play_until_over(fake_discord, companion_bot, {"p1": "alice"}, match_id, seed=5)
    [thread] = fake_discord.threads
    texts = [m["content"] for m in [*fake_discord.messages_in(int(thread["id"])), *fake_discord.dm_messages("alice")]]
    assert any("计分区" in text for text in texts)  # a region was won and told
    assert not [text for text in texts if "None" in text]
