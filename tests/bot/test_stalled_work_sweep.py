"""The timer loop against a click that lands while it runs: a match is listed and claimed (its
last change ``stall_after`` old, or its timer due), and the player answers just then.

The sweep for stalled work (turn_timers.finish_stalled, issue 25) must judge what is missing
from the match as it is once the click's update is done, not as it was listed; else it sends a
decision the click is already showing (a second panel and ping, issue 16 defect 4, and a delete
of a panel already gone). A default answer the click beat is refused, and the thread is not told
that the computer chose."""

from __future__ import annotations

import contextlib
import random
from datetime import timedelta

from bot.discord.client import CompanionBot
from bot.messages import t
from tests.bot.fakediscord import running_client
from tests.bot.match_driver import answer_once, challenge_member, newest_decision, wait_idle
from tests.bot.test_match_timers import START, clock, thread_texts  # noqa: F401 (clock is a fixture)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


def panel_posts(server, users: tuple[str, ...]) -> list:
    channels = {f"/channels/{server.dm_channel_of(user)}/messages" for user in users}
    return [r for r in server.requests if r.method == "POST" and r.path in channels]


async def play_to_one_waiting(server, bot, match_id: str, users: tuple[str, ...]) -> None:
    """Answer at random until one player is waited on and the other shows no decision (a click
    then hands the decision over: the case where a stale seat reads "never shown")."""
    rng = random.Random(3)
    for _ in range(60):
        match = await bot.match_service.get(match_id)
        if sum(seat.prompted_request_id is None for seat in match.players) == 1:
            return
        user = next(u for u in users if (m := newest_decision(server, u)) and match_id in str(m))
        await answer_once(server, user, newest_decision(server, user), rng)
        await wait_idle(bot)
    raise AssertionError("no position with one player waited on")


USERS = ("alice", "bob")


@contextlib.asynccontextmanager
async def one_waiting(fake_discord, companion_config, clock):  # noqa: F811
    """(bot, match id): alice and bob's match, played to a position where one of them is waited on."""
    bot = CompanionBot(companion_config, clock=clock, timer_interval=3600)
    async with running_client(fake_discord, bot):
        match_id = await challenge_member(fake_discord, *USERS)
        await wait_idle(bot)
        await play_to_one_waiting(fake_discord, bot, match_id, USERS)
        yield bot, match_id


@contextlib.contextmanager
def click_after_claim(server, bot, match_id: str):
    """While the block runs, each claim the timer loop makes on a match lets the waiting player
    click right after it; yields the list of the players who clicked."""
    repo = bot.match_service.repo
    claim, clicked = repo.claim_match, []

    async def claim_then_click(match, owner, lease) -> bool:
        claimed = await claim(match, owner, lease)
        waiting = next(u for u in USERS if (m := newest_decision(server, u)) and match_id in str(m))
        await answer_once(server, waiting, newest_decision(server, waiting), random.Random(1))
        clicked.append(waiting)
        return claimed

    repo.claim_match = claim_then_click
    try:
        yield clicked
    finally:
        repo.claim_match = claim


async def test_a_click_during_the_sweep_gets_no_second_panel(fake_discord, companion_config, clock):  # noqa: F811
    async with one_waiting(fake_discord, companion_config, clock) as (bot, match_id):
        clock.now = START + timedelta(hours=1)  # both away an hour: the match looks stalled
        before = len(panel_posts(fake_discord, USERS))
        with click_after_claim(fake_discord, bot, match_id) as clicked:
            finished = await bot.turn_timers.finish_stalled()
            await wait_idle(bot)
        assert clicked  # the sweep listed and claimed the match, and the click came then
        assert finished == 0  # the click's update did all there was to do
        # The click's own update notifies at most the other player (away an hour): one new panel.
        assert len(panel_posts(fake_discord, USERS)) - before <= 1
        deletes = [r for r in fake_discord.requests if r.method == "DELETE"]
        assert all(r.status < 300 for r in deletes)  # never a panel deleted twice
        assert await bot.match_service.replay_check(match_id)


async def test_a_default_answer_beaten_by_a_click_is_not_announced(fake_discord, companion_config, clock):  # noqa: F811
    async with one_waiting(fake_discord, companion_config, clock) as (bot, match_id):
        match = await bot.match_service.get(match_id)
        while match.timer.stage != "default":  # the reminder first
            clock.now = match.timer.at
            await bot.turn_timers.fire_due()
            await wait_idle(bot)
            match = await bot.match_service.get(match_id)
        answers = len(await bot.match_service.repo.answers(match_id))
        clock.now = match.timer.at
        with click_after_claim(fake_discord, bot, match_id) as clicked:
            await bot.turn_timers.fire_due()
            await wait_idle(bot)
        assert clicked and len(await bot.match_service.repo.answers(match_id)) == answers + 1  # the click's answer only
        said = [t("timer.defaulted", users=f"<@{fake_discord.user(user).id}>") for user in USERS]
        assert not any(text in said for text in thread_texts(fake_discord))
