"""Each player's control panel (issue 16): one DM message with the board image, the private view
and the current decision, edited in place; a new panel message (and so a notification) only when
a decision comes to the player after someone else acted; no thread pings for players whose DM
works; closed DMs get a mention with the 我的手牌 button at those moments instead."""

from __future__ import annotations

import itertools
import random
from datetime import UTC, datetime

import pytest

import engine
from bot.discord.client import CompanionBot
from bot.discord.notices import ATTENTION_AFTER_IDLE, turn_key
from bot.render.registry import RENDERERS
from tests.bot.clock import FakeClock
from tests.bot.fakediscord import running_client
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import (
    answer_once,
    challenge_member,
    components_of,
    hand_decision,
    newest_decision,
    play_until_over,
    request_of,
    wait_idle,
    wait_until,
)
from tests.bot.table_traffic import USERS, measure_match

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


def dm_posts(server, user: str) -> int:
    path = f"/channels/{server.dm_channel_of(user)}/messages"
    return sum(r.method == "POST" and r.path == path for r in server.requests)


async def next_mover(bot, match_id: str) -> tuple[str, dict]:
    await wait_idle(bot)
    player, ask = min((await bot.match_service.pending(match_id)).items())  # simultaneous: p1 first
    return USERS[player], ask


@pytest.mark.parametrize("game", engine.available_games())
async def test_a_whole_match_leaves_one_panel_per_player_and_pings_no_one_in_the_thread(fake_discord, companion_bot, game):
    traffic = await measure_match(fake_discord, companion_bot, game, seed=4)
    assert traffic.redundant == 0  # no edit that leaves a panel as it was, no panel posted and withdrawn at once
    # A panel is deleted only when a new one replaces it (each player's first panel replaces none).
    assert traffic.calls.get("delete", 0) == sum(traffic.dm_messages.values()) - len(USERS)
    for user in USERS.values():
        [panel] = fake_discord.dm_messages(user)  # every older panel was deleted
        assert "对局结束" in panel["content"] and not components_of(panel)
        assert bool(panel["attachments"]) == (game in RENDERERS)  # the board image, refreshed at the end
        assert traffic.mentions[user] == 0  # their DM works: the DM is the one notification
        # A new DM message only when the decision came after someone else acted: far fewer
        # messages than clicks (the clicker's next decisions edit the panel in place).
        assert traffic.dm_messages[user] < traffic.clicks / 2


async def test_the_players_next_decision_edits_the_panel_they_clicked(fake_discord, companion_bot):
    """Lorcana: after alice's own main-phase action the main-phase menu comes back to her; the
    panel she clicked shows it (same message, new request), and no new DM message is sent."""
    match_id = await challenge_member(fake_discord, "alice", "bob")
    rng = random.Random(1)
    for _ in range(200):
        user, ask = await next_mover(companion_bot, match_id)
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
        panel = newest_decision(fake_discord, user)
        posts = dm_posts(fake_discord, user)
        await answer_once(fake_discord, user, panel, rng)
        next_user, next_ask = await next_mover(companion_bot, match_id)
        if next_user == user:
            assert dm_posts(fake_discord, user) == posts
            assert request_of(fake_discord.messages[int(panel["id"])]) == next_ask["id"]
            assert "已选择" in fake_discord.messages[int(panel["id"])]["content"]
            return
    raise AssertionError("no decision followed the player's own")


async def play_until_the_turn_passes(server, bot, match_id: str, rng: random.Random, before_the_handover=None) -> tuple[str, dict]:
    """Answer until a decision goes to the other player; ``before_the_handover`` runs before each
    click. Returns who is asked then, and the ask."""
    for _ in range(300):
        user, ask = await next_mover(bot, match_id)
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(server, u)) == r)
        if before_the_handover is not None:
            before_the_handover()
        await answer_once(server, user, newest_decision(server, user), rng)
        next_user, next_ask = await next_mover(bot, match_id)
        if next_user != user:
            return next_user, next_ask
    raise AssertionError("the turn never passed")


async def test_a_decision_for_an_idle_player_is_a_new_panel_and_the_old_one_goes(fake_discord, companion_config):
    """A player who last answered longer ago than ATTENTION_AFTER_IDLE: their decision is a new DM
    message (their notification), with the board image, and their previous panel is deleted."""
    clock = FakeClock(datetime(2026, 11, 1, tzinfo=UTC))
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600)) as bot:
        match_id = await challenge_member(fake_discord, "alice", "bob")

        def wait_long() -> None:
            clock.now += ATTENTION_AFTER_IDLE * 2

        rng = random.Random(2)
        # Hand-overs edit the panel in place until one needs a notification (notices.py: the
        # player came since their last one, and it is a turn they were not notified in yet).
        for _ in range(30):
            await wait_idle(bot)
            before = {u: dm_posts(fake_discord, u) for u in USERS.values()}
            user, ask = await play_until_the_turn_passes(fake_discord, bot, match_id, rng, wait_long)
            if dm_posts(fake_discord, user) > before[user]:
                break
        else:
            raise AssertionError("no hand-over notified its player")
        [panel] = fake_discord.dm_messages(user)
        assert request_of(panel) == ask["id"] and panel["attachments"]  # Lorcana has a board image
        posted = [r for r in fake_discord.requests if r.method == "POST" and r.path.endswith("/messages")]
        assert posted[-1].path == f"/channels/{fake_discord.dm_channel_of(user)}/messages"


async def test_a_decision_for_a_player_at_the_table_edits_their_panel(fake_discord, companion_config):
    """Both players answer within ATTENTION_AFTER_IDLE: a decision coming to the other player
    edits the panel they are looking at, without a new message."""
    clock = FakeClock(datetime(2026, 11, 1, tzinfo=UTC))
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600)) as bot:
        match_id = await challenge_member(fake_discord, "alice", "bob")
        rng = random.Random(2)
        user, _ = await play_until_the_turn_passes(fake_discord, bot, match_id, rng)  # both have answered now
        user, ask = await play_until_the_turn_passes(fake_discord, bot, match_id, rng)
        panel = newest_decision(fake_discord, user)
        posts = dm_posts(fake_discord, user)
        user, ask = await play_until_the_turn_passes(fake_discord, bot, match_id, rng)
        user, ask = await play_until_the_turn_passes(fake_discord, bot, match_id, rng)
        assert newest_decision(fake_discord, user)["id"] == panel["id"] and request_of(panel := fake_discord.messages[int(panel["id"])]) == ask["id"]
        assert dm_posts(fake_discord, user) == posts


@pytest.mark.parametrize("game", engine.available_games())
async def test_a_closed_dm_gets_a_mention_with_the_hand_button_and_answers_there(fake_discord, companion_bot, game):
    """bob's DMs are closed: when a decision comes to him after alice acted, the thread calls him
    with the 我的手牌 button (until he first comes, the mention that his DMs are closed is his one
    notification; then, answering at once, he is at the table and named without a ping:
    tests/bot/test_closed_dms.py has the pings of an away player); his ephemeral panel becomes
    his next decision when he answers."""
    fake_discord.block_dms("bob", fail_create=False)
    match_id = await challenge_member(fake_discord, "alice", "bob", game=game)
    [thread] = fake_discord.threads
    bob = f"<@{fake_discord.user('bob').id}>"
    rng = random.Random(3)
    came = False
    for _ in range(300):
        user, ask = await next_mover(companion_bot, match_id)
        if user == "alice":
            await wait_until(lambda r=ask["id"]: request_of(newest_decision(fake_discord, "alice")) == r)
            await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), rng)
            continue
        messages = fake_discord.messages_in(int(thread["id"]))
        [opening] = [m for m in messages if bob in m["content"]]  # his one ping: not repeated, and then he is at the table
        assert "私信已关闭" in opening["content"] and "我的手牌" in str(opening["components"])
        if came:  # he answered just now: named in the log post, with the button
            called = [m for m in messages if "轮到 Bob 做决定" in m["content"]][-1]
            assert "我的手牌" in str(called["components"])
        hand = await hand_decision(fake_discord, "bob", match_id)
        assert hand["flags"] & FLAG_EPHEMERAL and request_of(hand) == ask["id"]
        await answer_once(fake_discord, "bob", hand, rng)
        came = True
        next_user, next_ask = await next_mover(companion_bot, match_id)
        if next_user == "bob":
            assert request_of(fake_discord.messages[int(hand["id"])]) == next_ask["id"]
            return
    raise AssertionError("bob never had two decisions in a row")



@pytest.mark.parametrize("game", engine.available_games())
async def test_a_restart_mid_turn_keeps_the_panels_and_the_hand_button_working(fake_discord, companion_config, game):
    """The bot process is replaced in the middle of a turn (after an answer that did not end it),
    with bob's DMs closed: alice's panel on screen and bob's 我的手牌 button still answer, the
    game goes on to its end, alice is left with one panel and bob was never sent a DM."""
    fake_discord.block_dms("bob", fail_create=False)
    new_seed = itertools.count(1).__next__
    async with running_client(fake_discord, CompanionBot(companion_config, timer_interval=3600, new_seed=new_seed)) as bot:
        match_id = await challenge_member(fake_discord, "alice", "bob", game=game)
        service, rng = bot.match_service, random.Random(6)
        for clicks in itertools.count():
            user, ask = await next_mover(bot, match_id)
            turn = turn_key(await service.view(match_id, None))
            if user == "bob":
                message = await hand_decision(fake_discord, "bob", match_id)
            else:
                await wait_until(lambda r=ask["id"]: request_of(newest_decision(fake_discord, "alice")) == r)
                message = newest_decision(fake_discord, "alice")
            await answer_once(fake_discord, user, message, rng)
            await wait_idle(bot)
            if clicks >= 15 and turn > 0 and turn_key(await service.view(match_id, None)) == turn:
                break  # a turn under way
        assert (await service.get(match_id)).status == "active"
    async with running_client(fake_discord, CompanionBot(companion_config, timer_interval=3600, new_seed=new_seed)) as bot:
        await play_until_over(fake_discord, bot, USERS, match_id, seed=6, via_hand=frozenset({"bob"}))
        assert await bot.match_service.replay_check(match_id)
    [panel] = fake_discord.dm_messages("alice")
    assert "对局结束" in panel["content"]
    assert fake_discord.dm_channel_of("bob") is None or fake_discord.dm_messages("bob") == []


async def test_a_draft_in_progress_survives_the_other_player_answering_at_the_same_time(fake_discord, companion_bot):
    """Ultraman setup (1.2.3): both players order 5 of 9 cards at once. alice has picked two when
    bob answers; her picks stay, and her 确认 after the fifth is accepted (the draft used to be
    dropped, leaving a panel that showed five picks while 确认 sent none)."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game="ultraman")
    service = companion_bot.match_service
    await wait_idle(companion_bot)
    while set(await service.pending(match_id)) != {"p1", "p2"}:  # who goes first (1.2.2), then both set up at once
        [(player, request)] = (await service.pending(match_id)).items()
        user = {"p1": "alice", "p2": "bob"}[player]
        await wait_until(lambda u=user, r=request["id"]: request_of(newest_decision(fake_discord, u)) == r)
        await answer_once(fake_discord, user, newest_decision(fake_discord, user), random.Random(2))
        await wait_idle(companion_bot)
    pending = await service.pending(match_id)
    asked = pending["p1"]["id"]
    for player, user in (("p1", "alice"), ("p2", "bob")):
        await wait_until(lambda u=user, r=pending[player]["id"]: request_of(newest_decision(fake_discord, u)) == r)

    async def pick(user: str) -> None:
        panel = newest_decision(fake_discord, user)
        [select] = [c for c in components_of(panel) if c.get("custom_id", "").startswith("tcg:d:")]
        chosen = await fake_discord.select(select["custom_id"], [select["options"][0]["value"]], user=user, message_id=int(panel["id"]))
        await fake_discord.response_to(chosen)

    for _ in range(2):
        await pick("alice")
    await answer_once(fake_discord, "bob", newest_decision(fake_discord, "bob"), random.Random(1))
    await wait_idle(companion_bot)
    assert "p2" not in (await service.pending(match_id) or {})
    panel = newest_decision(fake_discord, "alice")
    assert "当前顺序：1. " in panel["content"] and "2. " in panel["content"]
    for _ in range(3):
        await pick("alice")
    panel = newest_decision(fake_discord, "alice")
    [confirm] = [c for c in components_of(panel) if c.get("custom_id", "").startswith("tcg:ok:")]
    await fake_discord.response_to(await fake_discord.click(confirm["custom_id"], user="alice", message_id=int(panel["id"])))
    await wait_idle(companion_bot)
    assert (await service.pending(match_id) or {}).get("p1", {}).get("id") != asked  # her setup was accepted


async def test_a_click_that_starts_a_turn_brings_the_new_board_in_its_own_response(fake_discord, companion_bot):
    """The clicker's panel gets the new turn's board image from the click's response: no second
    edit of that message follows (one REST call fewer per turn)."""
    match_id = await challenge_member(fake_discord, "alice", "bob")
    service, rng = companion_bot.match_service, random.Random(1)

    async def turns() -> int:
        return sum(e["type"] == "turn_started" for e in await service.public_events(match_id))

    for _ in range(300):
        user, ask = await next_mover(companion_bot, match_id)
        await wait_until(lambda u=user, r=ask["id"]: request_of(newest_decision(fake_discord, u)) == r)
        panel = newest_decision(fake_discord, user)
        before, first, images = await turns(), len(fake_discord.requests), {a["id"] for a in panel["attachments"]}
        await answer_once(fake_discord, user, panel, rng)
        await wait_idle(companion_bot)
        if await turns() == before:
            continue
        edits = [r for r in fake_discord.requests[first:] if r.method == "PATCH" and r.path.endswith(f"/messages/{panel['id']}")]
        assert edits == []
        [image] = fake_discord.messages[int(panel["id"])]["attachments"]
        assert image["id"] not in images  # a new image
        return
    raise AssertionError("no click started a turn")
