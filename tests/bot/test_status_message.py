"""The table's status message, the challenge its thread starts from (issue 16): it is edited when
the match ends, never at a new turn nor at a hand-over within a turn (the panels and pings say
whose turn it is and who must answer now)."""

from __future__ import annotations

import random

import pytest

from tests.bot.match_driver import (
    answer_once,
    challenge_member,
    newest_decision,
    play_until_over,
    request_of,
    status_message,
    wait_until,
)
from tests.bot.table_traffic import USERS
from tests.bot.test_control_panel import next_mover

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


async def status_of_table(server) -> dict:
    [thread] = server.threads
    await wait_until(lambda: status_message(server, thread))
    return status_message(server, thread)


def status_edits(server, status: dict) -> list[str]:
    """The contents the status message was edited to once it was one, in order (the first edit
    made the challenge the status message)."""
    edits = server.requests_to("PATCH", "/channels/{channel}/messages/" + status["id"])
    return [r.json["content"] for r in edits if r.json and "content" in r.json][1:]


@pytest.mark.parametrize("game", ["ultraman", "underworld"])  # back-and-forth games: many hand-overs per turn
async def test_the_status_is_edited_only_when_the_match_ends(fake_discord, companion_bot, game):
    """The lead's call on issue 16: the pinned status shows what does not change in play (the game,
    the players, where to see it live) and the result; the panels and the turn's ping say whose
    turn it is, so no turn edits it."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game=game)
    status = await status_of_table(fake_discord)
    assert "观战" in status["content"] and "回合" not in status["content"] and "等待：" not in status["content"]
    await play_until_over(fake_discord, companion_bot, USERS, match_id, seed=2)
    service = companion_bot.match_service
    turns = [e for e in await service.public_events(match_id) if e["type"] == "turn_started"]
    assert len(turns) > 2
    names = await companion_bot.tables.names(await service.get(match_id))
    [final] = status_edits(fake_discord, status)  # once, at the end: the result and the last turn
    assert "对局结束" in final and f"第 {turns[-1]['number']} 回合，{names[turns[-1]['player']]} 的回合" in final


async def test_a_hand_over_or_a_new_turn_does_not_edit_the_status(fake_discord, companion_bot):
    """Ultraman: the decision passes between the players many times in one turn (battle, support);
    none of those hand-overs, nor a new turn, touches the status."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game="ultraman")
    status = await status_of_table(fake_discord)
    service, rng = companion_bot.match_service, random.Random(3)
    handovers = 0

    async def turn_count() -> int:
        return sum(e["type"] == "turn_started" for e in await service.public_events(match_id))

    while handovers < 3 or await turn_count() < 2:
        user, ask = await next_mover(companion_bot, match_id)
        turns = await turn_count()
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
        await answer_once(fake_discord, user, newest_decision(fake_discord, user), rng)
        next_user, _ = await next_mover(companion_bot, match_id)
        assert (await service.get(match_id)).status == "active", "the match ended before three hand-overs within a turn"
        assert status_edits(fake_discord, status) == []
        if next_user != user and await turn_count() == turns:
            handovers += 1
