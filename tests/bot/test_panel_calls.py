"""REST calls the table saves (issue 16, ≤ 2 per decision): a new turn edits only the panels it
gives a decision (the others get the new board image with their next edit), and the opening's log
(shuffles, draws) goes with the thread's first log post, shown on the first panels meanwhile."""

from __future__ import annotations

import random

from tests.bot.fakediscord import FakeDiscordServer
from tests.bot.match_driver import answer_once, challenge_member, newest_decision, request_of, wait_until
from tests.bot.test_control_panel import next_mover
from tests.bot.test_narration_recovery import _thread_texts

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

SHUFFLED = "Alice 的卡组已洗牌。"


def panel_calls(server: FakeDiscordServer, user: str, first: int) -> list:
    """The REST calls on ``user``'s DM (their panel) from request number ``first`` on."""
    path = f"/channels/{server.dm_channel_of(user)}/messages"
    return [r for r in server.requests[first:] if r.path.startswith(path)]


async def turns(bot, match_id: str) -> int:
    return sum(e["type"] == "turn_started" for e in await bot.match_service.public_events(match_id))


async def test_a_new_turn_leaves_a_panel_without_a_decision_alone_until_its_next_edit(fake_discord, companion_bot):
    """An Ultraman turn ends with the player who starts the next one answering: the other player's
    panel is not edited for the new turn; their next decision's edit brings the new board image."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game="ultraman")
    rng = random.Random(1)
    while await companion_bot.match_service.pending(match_id):
        user, ask = await next_mover(companion_bot, match_id)
        other = "bob" if user == "alice" else "alice"
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
        before, first = await turns(companion_bot, match_id), len(fake_discord.requests)
        image = [a["id"] for a in fake_discord.dm_messages(other)[-1]["attachments"]]  # their panel
        await answer_once(fake_discord, user, newest_decision(fake_discord, user), rng)
        if not await companion_bot.match_service.pending(match_id):
            break
        next_user, _ = await next_mover(companion_bot, match_id)
        if await turns(companion_bot, match_id) == before or next_user != user or not image:
            continue
        assert panel_calls(fake_discord, other, first) == []  # the new turn alone edits nothing
        while next_user == user:  # the player's run goes on; then the decision passes to the other
            first = len(fake_discord.requests)
            await answer_once(fake_discord, user, newest_decision(fake_discord, user), rng)
            next_user, ask = await next_mover(companion_bot, match_id)
        await wait_until(lambda o=other, r=ask["id"]: request_of(newest_decision(fake_discord, o)) == r)
        [edit] = panel_calls(fake_discord, other, first)
        assert edit.method == "PATCH"  # the other player is at the table: their panel is edited
        assert [a["id"] for a in fake_discord.dm_messages(other)[-1]["attachments"]] != image  # with the new turn's board
        return
    raise AssertionError("no turn began with the same player deciding")


async def test_the_opening_log_goes_with_the_first_log_post_and_shows_on_the_first_panels(fake_discord, companion_bot):
    match_id = await challenge_member(fake_discord, "alice", "bob")
    match = await companion_bot.match_service.get(match_id)
    user, ask = await next_mover(companion_bot, match_id)
    await wait_until(lambda: request_of(newest_decision(fake_discord, user)) == ask["id"])
    assert SHUFFLED in newest_decision(fake_discord, user)["content"]  # the panel's 最近
    assert not any(SHUFFLED in text for text in _thread_texts(fake_discord))  # held, not posted alone
    assert match.narrated_answers is None  # a restart would post it
    rng = random.Random(2)
    for _ in range(50):
        await answer_once(fake_discord, user, newest_decision(fake_discord, user), rng)
        user, ask = await next_mover(companion_bot, match_id)
        posts = [text for text in _thread_texts(fake_discord) if SHUFFLED in text]
        if posts:
            [post] = posts
            lines = post.splitlines()
            assert SHUFFLED in lines[:2] and len(lines) > 2  # the opening starts the first post, with what followed
            return
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
    raise AssertionError("the opening log was never posted")
