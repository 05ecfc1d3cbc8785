"""The thread's pinned status message (issue 16): it names the turn holder and is edited once per
turn and when the match ends, never at a hand-over within a turn (the panels and pings say who
must answer now)."""

from __future__ import annotations

import random

import pytest

from tests.bot.match_driver import (
    answer_once,
    challenge_member,
    newest_decision,
    play_until_over,
    request_of,
    wait_until,
)
from tests.bot.table_traffic import USERS
from tests.bot.test_control_panel import next_mover

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


async def pinned_status(server) -> dict:
    [thread] = server.threads
    await wait_until(lambda: server.pinned(int(thread["id"])))
    return server.pinned(int(thread["id"]))[0]


def status_edits(server, status: dict) -> list[str]:
    """The contents the status message was edited to, in order."""
    edits = server.requests_to("PATCH", "/channels/{channel}/messages/" + status["id"])
    return [r.json["content"] for r in edits if r.json and "content" in r.json]


@pytest.mark.parametrize("game", ["ultraman", "underworld"])  # back-and-forth games: many hand-overs per turn
async def test_the_status_is_edited_once_per_turn_and_at_the_end(fake_discord, companion_bot, game):
    match_id = await challenge_member(fake_discord, "alice", "bob", game=game)
    status = await pinned_status(fake_discord)
    clicks = await play_until_over(fake_discord, companion_bot, USERS, match_id, seed=2)
    service = companion_bot.match_service
    turns = [e for e in await service.public_events(match_id) if e["type"] == "turn_started"]
    contents = status_edits(fake_discord, status)
    assert len(contents) <= len(turns) + 1 < clicks  # each turn's start, then the end
    names = await companion_bot.tables.names(await service.get(match_id))
    shown = [f"第 {e['number']} 回合，{names[e['player']]} 的回合" for e in turns]
    for content in contents[:-1]:
        assert "等待：" not in content and "观战" in content  # not whom it waits for: where to see it live
        assert sum(line in content for line in shown) == 1, (content, shown)
    assert all(a != b for a, b in zip(contents, contents[1:], strict=False))  # never the same text twice
    assert "对局结束" in contents[-1] and shown[-1] in contents[-1]


async def test_a_hand_over_within_a_turn_does_not_edit_the_status(fake_discord, companion_bot):
    """Ultraman: the decision passes between the players many times in one turn (battle, support);
    none of those hand-overs touches the status."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game="ultraman")
    status = await pinned_status(fake_discord)
    service, rng = companion_bot.match_service, random.Random(3)
    handovers = 0

    async def turn_count() -> int:
        return sum(e["type"] == "turn_started" for e in await service.public_events(match_id))

    while handovers < 3:
        user, ask = await next_mover(companion_bot, match_id)
        turns, edits = await turn_count(), len(status_edits(fake_discord, status))
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
        await answer_once(fake_discord, user, newest_decision(fake_discord, user), rng)
        next_user, _ = await next_mover(companion_bot, match_id)
        assert (await service.get(match_id)).status == "active", "the match ended before three hand-overs within a turn"
        if next_user != user and await turn_count() == turns:
            assert len(status_edits(fake_discord, status)) == edits
            handovers += 1
