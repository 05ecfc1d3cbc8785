"""A player whose DMs are closed (issue 16): they play through the thread's 我的手牌 button, and
when a decision comes to them the mention rides in the log post that tells them what happened
(one message with the log, the mention and the button), never a separate "轮到你做决定了". The
rule of DM panels applies (bot/discord/notices.py): a ping when their attention is needed, none
again until they come, none while they are at the table, at most one per turn."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bot.discord.client import CompanionBot
from tests.bot.clock import FakeClock
from tests.bot.fakediscord import running_client
from tests.bot.table_traffic import USERS, measure_match, notices_by_the_rule

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

START = datetime(2026, 11, 1, tzinfo=UTC)


def thread_posts(server, thread_id: str) -> list[tuple[int, dict]]:
    """(request index, payload) of every message the bot posted in the thread."""
    path = f"/channels/{thread_id}/messages"
    return [(r.index, r.json or {}) for r in server.requests if r.method == "POST" and r.path == path and r.status < 300]


def updates(server, posts: list[tuple[int, dict]]) -> list[list[dict]]:
    """The thread posts grouped by the click whose update made them (an interaction response
    starts each group)."""
    starts = [r.index for r in server.requests if r.route == "/interactions/{interaction_id}/{token}/callback"]
    groups: dict[int, list[dict]] = {}
    for index, payload in posts:
        groups.setdefault(sum(start < index for start in starts), []).append(payload)
    return list(groups.values())


async def play(server, config, game: str, think: timedelta):
    clock = FakeClock(START)
    async with running_client(server, CompanionBot(config, clock=clock, timer_interval=3600, new_seed=lambda: 1)) as bot:

        def thinking() -> None:
            clock.now += think

        traffic = await measure_match(server, bot, game, seed=1, think=thinking, closed_dms=frozenset({"bob"}))
        [thread] = server.threads
        return traffic, thread


async def test_an_away_closed_dm_player_is_pinged_in_the_log_post_once_per_hand_over(fake_discord, companion_config):
    """隐秘世界 at an asynchronous pace (an hour per click): every decision that comes to bob after
    alice acted finds him away; a hand-over pings him at most once, inside the log post."""
    traffic, thread = await play(fake_discord, companion_config, "underworld", timedelta(hours=1))
    bob = f"<@{fake_discord.user('bob').id}>"
    assert traffic.dm_messages["bob"] == 0
    opening, *called = [p for _, p in thread_posts(fake_discord, thread["id"]) if bob in (p.get("content") or "")]
    assert "私信已关闭" in opening["content"]
    assert called and traffic.mentions["bob"] == len(called) + 1
    for group in updates(fake_discord, thread_posts(fake_discord, thread["id"])):
        mentioning = [p for p in group if bob in (p.get("content") or "") and p is not opening]
        assert len(mentioning) <= 1  # one ping per hand-over
        for post in mentioning:
            assert post is group[-1] and "我的手牌" in str(post["components"])  # the log post's last message
            if len(group) > 1:  # the log was too long for one message: the mention is in its last part
                assert len(group[-2]["content"]) + len(post["content"]) > 2000
    # What bob got before this change: a separate mention message after each log post.
    log_posts_with_a_mention = sum(len(post["content"].split("\n")) > 1 for post in called)
    assert log_posts_with_a_mention > len(called) / 2
    assert traffic.redundant == 0


async def test_a_closed_dm_player_goes_on_answering_on_the_ephemeral_panel(fake_discord, companion_config):
    """Lorcana at an asynchronous pace: each click's response turns bob's ephemeral panel into
    his next decision, so he presses 我的手牌 only when a decision comes to him after alice acted
    (and for his first), not before each decision of his own turn."""
    traffic, _ = await play(fake_discord, companion_config, "lorcana", timedelta(hours=1))
    presses = [i for i in fake_discord.interactions if i.user.name == "bob" and i.payload["data"].get("custom_id", "").startswith("tcg:hand:")]
    decisions = sum(who == "p2" for who, _ in traffic.answers)
    assert len(presses) <= traffic.hand_overs["bob"] + 1 < decisions / 2


async def test_a_closed_dm_player_at_the_table_is_named_not_pinged(fake_discord, companion_config):
    """Ultraman at a live pace (20 s per click): bob, answering all the time, is at the table: the log post
    names him with the 我的手牌 button, without a ping, after his first visit."""
    traffic, thread = await play(fake_discord, companion_config, "ultraman", timedelta(seconds=20))
    assert traffic.mentions["bob"] <= 2  # the opening's 私信已关闭, and at most his first decision
    named = [p for _, p in thread_posts(fake_discord, thread["id"]) if "轮到 Bob 做决定" in (p.get("content") or "")]
    assert named and all("我的手牌" in str(p["components"]) for p in named)



async def test_an_away_player_is_notified_once_per_turn_at_most(fake_discord, companion_config):
    """三国智 at an asynchronous pace (an hour per click), alice with her DM open and bob with his
    closed; the decision goes back and forth within turns. Each is notified as the rule of
    bot/discord/notices.py says (notices_by_the_rule): at most once per turn, and in every turn a
    decision came to them after the other acted (after their opening notification, which bob's
    first decision finds unseen: it only names him). Guards a race: a click before the update that
    mentioned bob had recorded the mention left him counted as not having come."""
    traffic, thread = await play(fake_discord, companion_config, "sanguozhi", timedelta(hours=1))
    assert traffic.hand_overs["alice"] > 2 * traffic.hand_over_turns["alice"]  # back and forth within turns
    assert traffic.dm_messages["alice"] == notices_by_the_rule(traffic.answers, "p1")
    assert traffic.mentions["bob"] == notices_by_the_rule(traffic.answers, "p2")
    for user in USERS.values():
        assert traffic.hand_over_turns[user] <= traffic.notifications(user) <= traffic.turns + 1
    named = [p for _, p in thread_posts(fake_discord, thread["id"]) if "轮到 Bob 做决定" in (p.get("content") or "")]
    assert len(named) == traffic.hand_overs["bob"] - traffic.mentions["bob"] + 1  # every other hand-over names him
