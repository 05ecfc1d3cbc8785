"""Best-of-N matches end to end (bot/services/series.py, bot/discord/series_tables.py): the real
discord.py client against the fake Discord server.

Ultraman's best-of-N rules: a 10-card sideboard swapped one for one between games (1.0.2a-b), the
decks restored after the match (1.0.2c), and from game 2 the previous loser decides who goes
first (1.2.2a); Lorcana's loser chooses too (3.1.2), without a sideboard.
"""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta

import orjson
import pytest

import engine
from bot.discord.client import CompanionBot
from bot.services.board_text import log_lines
from bot.services.decks import DeckService
from tests.bot.clock import FakeClock
from tests.bot.fakediscord import running_client
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import (
    components_of,
    hand_decision,
    match_id_of,
    newest_decision,
    play_until_over,
    public_messages,
    status_message,
    wait_idle,
    wait_until,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

DECK = {f"练习-{n:03d}": 3 for n in range(1, 14)} | {"练习-014": 1}  # 40 cards
ALICE_SIDEBOARD = {"练习-015": 3, "练习-016": 3, "练习-017": 3, "练习-024": 1}  # 10 cards
BOB_SIDEBOARD = {"练习-015": 3, "练习-016": 3, "练习-017": 3, "练习-018": 1}
SWAPPED_IN = "练习卡·能量觉醒"  # 练习-024: only in alice's sideboard
START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


def list_text(deck: dict[str, int], sideboard: dict[str, int]) -> str:
    lines = [f"{count} {number}" for number, count in deck.items()]
    if sideboard:
        lines += ["备牌", *(f"{count} {number}" for number, count in sideboard.items())]
    return "\n".join(lines)


async def save_deck(bot, server, user: str, sideboard: dict[str, int], name: str = "系列赛") -> str:
    await DeckService(bot.db).save(str(server.user(user).id), "ultraman", name, list_text(DECK, sideboard))
    return f"mine:{name}"


def reply_of(interaction_reply) -> dict:
    return interaction_reply.json["data"]


async def challenge(server, bot, game: str, deck: str, opponent_deck: str, best_of: int = 3) -> str:
    """alice challenges bob; bob accepts with ``opponent_deck``. Returns game 1's match id."""
    interaction = await server.slash(
        "对战 发起", user="alice", options={"对手": "bob", "游戏": game, "卡组": deck, "局制": best_of}
    )
    posted = reply_of(await server.response_to(interaction))
    assert "三局两胜" in posted["content"]
    return await accept_challenge(server, bot, posted, opponent_deck)


async def accept_challenge(server, bot, posted: dict, opponent_deck: str) -> str:
    """bob accepts the challenge ``posted`` with ``opponent_deck``. Returns game 1's match id."""
    accept = next(c["custom_id"] for row in posted["components"] for c in row["components"] if c["custom_id"].endswith(":accept"))
    match_id = accept.split(":")[2]
    click = await server.click(accept, user="bob")
    await server.response_to(click)
    picker = server.original_message(click)
    [select] = components_of(picker)
    await server.select(select["custom_id"], [opponent_deck], user="bob", message_id=int(picker["id"]))
    await wait_until(lambda: len(server.threads) == 1)
    await wait_idle(bot)
    return match_id


async def current_game(bot, series_id: str):
    return (await bot.match_service.series.games(series_id))[-1]


def sideboard_step(server, user: str) -> dict | None:
    """The newest DM to ``user`` carrying sideboard components."""
    for message in reversed(server.dm_messages(user)):
        if any(c.get("custom_id", "").startswith("tcg:sb") for c in components_of(message)):
            return message
    return None


def component(message: dict, prefix: str) -> str:
    return next(c["custom_id"] for c in components_of(message) if c["custom_id"].startswith(prefix))


async def pick(server, user: str, message: dict, pile: str, cards: list[str]) -> None:
    for card in cards:
        message = server.messages[int(message["id"])]
        select = component(message, f"tcg:sb{pile}:")
        await server.response_to(await server.select(select, [card], user=user, message_id=int(message["id"])))


async def press(server, user: str, message: dict, op: str):
    message = server.messages[int(message["id"])]
    button = next(c["custom_id"] for c in components_of(message) if c["custom_id"].startswith("tcg:sb:") and c["custom_id"].endswith(f":{op}"))
    interaction = await server.click(button, user=user, message_id=int(message["id"]))
    return await server.response_to(interaction)


def thread_text(server) -> str:
    [thread] = server.threads
    return "\n".join(m["content"] for m in public_messages(server, int(thread["id"])))


async def test_an_ultraman_best_of_three_with_a_sideboard_swap_the_opponent_never_sees(fake_discord, companion_bot):
    alice_deck = await save_deck(companion_bot, fake_discord, "alice", ALICE_SIDEBOARD)
    bob_deck = await save_deck(companion_bot, fake_discord, "bob", BOB_SIDEBOARD)
    first = await challenge(fake_discord, companion_bot, "ultraman", alice_deck, bob_deck)
    service = companion_bot.match_service
    series_id = (await service.get(first)).series_id
    users = {"p1": "alice", "p2": "bob"}
    [thread] = fake_discord.threads
    status = status_message(fake_discord, thread)
    assert "三局两胜" in status["content"] and "第 1 局" in status["content"]

    await play_until_over(fake_discord, companion_bot, users, first, seed=1)
    await wait_idle(companion_bot)
    series = await service.series.get(series_id)
    [game_one] = series.data["games"]
    # 1.2.2a: game 2's first player is decided by game 1's loser, or after a draw by its chooser.
    chooser = next((p for p in users if p not in game_one["winners"]), None) if game_one["winners"] else game_one["chooser"]
    assert series.status == "sideboarding"
    assert "第 1 局结束" in thread_text(fake_discord) and "调整备牌" in thread_text(fake_discord)
    assert "比分" in fake_discord.messages[int(status["id"])]["content"]
    between = await fake_discord.slash("对战 状态", user="bob", channel_id=int(thread["id"]))
    assert "比分" in reply_of(await fake_discord.response_to(between))["content"]  # between games too

    # alice: two out and one in is refused in Chinese, and nothing changes (1.0.2b).
    step = sideboard_step(fake_discord, "alice")
    assert "备牌（10 张）" in step["content"]
    await pick(fake_discord, "alice", step, "out", ["练习-001", "练习-002"])
    await pick(fake_discord, "alice", step, "in", ["练习-024"])
    refused = reply_of(await press(fake_discord, "alice", step, "ok"))
    assert refused["content"] == "替换备牌必须一换一：换出 2 张、换入 1 张，数量不同。"
    assert (await service.series.get(series_id)).data == series.data
    # Reset, then one for one: 练习-001 out, 练习-024 in.
    await press(fake_discord, "alice", step, "reset")
    await pick(fake_discord, "alice", step, "out", ["练习-001"])
    await pick(fake_discord, "alice", step, "in", ["练习-024"])
    done = reply_of(await press(fake_discord, "alice", step, "ok"))
    assert SWAPPED_IN in done["content"] and "换出" in done["content"]
    await press(fake_discord, "bob", sideboard_step(fake_discord, "bob"), "keep")
    await wait_idle(companion_bot)

    second = await current_game(companion_bot, series_id)
    assert second.series_game == 2 and second.thread_id == thread["id"]
    stored = orjson.loads(second.options_json)
    alice_cards = Counter(stored["decks"]["p1"])
    assert len(stored["decks"]["p1"]) == 40 and alice_cards["练习-024"] == 1 and alice_cards["练习-001"] == 2
    assert stored["options"]["chooser"] == chooser
    ask = (await service.pending(second.id))[chooser]
    assert ask["prompt"] == "请决定先后手。"  # the engine's own setup request
    chooser_name = {"p1": "Alice", "p2": "Bob"}[chooser]
    assert "决定先后。" in thread_text(fake_discord) and f"{chooser_name} 决定先后" in thread_text(fake_discord)
    assert second.id in str(fake_discord.messages[int(status["id"])]["components"])  # 我的手牌 shows game 2
    # Hidden information: nothing bob, the thread or the game's log can read names the swap.
    assert "Alice 已完成备牌调整。" in thread_text(fake_discord) and "Bob 已完成备牌调整。" in thread_text(fake_discord)
    assert all(SWAPPED_IN not in m["content"] for m in fake_discord.dm_messages("bob"))
    assert SWAPPED_IN not in thread_text(fake_discord) and "练习-024" not in thread_text(fake_discord)
    names = await companion_bot.tables.names(second)
    log = log_lines(engine.get_game("ultraman"), await service.public_events(second.id), names)
    assert log and SWAPPED_IN not in "\n".join(log)

    # Play on until a player has two wins; later breaks: both keep their decks.
    while (await service.series.get(series_id)).status != "finished":
        game = await current_game(companion_bot, series_id)
        await play_until_over(fake_discord, companion_bot, users, game.id, seed=game.series_game)
        await wait_idle(companion_bot)
        if (await service.series.get(series_id)).status == "sideboarding":
            for user in ("alice", "bob"):
                await press(fake_discord, user, sideboard_step(fake_discord, user), "keep")
            await wait_idle(companion_bot)
    series = await service.series.get(series_id)
    assert "赢得了这场三局两胜比赛" in thread_text(fake_discord)
    # 1.0.2c: the saved list is what it was, sideboard and all.
    saved = await DeckService(companion_bot.db).get(str(fake_discord.user("alice").id), "ultraman", "系列赛")
    assert saved.list_text == list_text(DECK, ALICE_SIDEBOARD)
    assert series.data["registered"]["p1"]["sideboard"].count("练习-024") == 1


async def resign(server, user: str, thread_id: int, what: str) -> dict:
    """/对战 认输 in a series: the ephemeral choice, then one of its buttons."""
    interaction = await server.slash("对战 认输", user=user, channel_id=thread_id)
    choice = reply_of(await server.response_to(interaction))
    assert choice["content"].startswith("这是一场三局两胜比赛。你要认输的是这一局，还是整场比赛？")
    labels = {c["custom_id"].rsplit(":", 1)[1]: c["label"] for row in choice["components"] for c in row["components"]}
    assert labels[what] == {"game": "只认输这一局", "series": "认输整场比赛"}[what]
    button = next(c["custom_id"] for row in choice["components"] for c in row["components"] if c["custom_id"].endswith(f":{what}"))
    return reply_of(await server.response_to(await server.click(button, user=user)))


async def test_a_lorcana_best_of_three_asks_the_loser_to_choose_then_a_series_concession_ends_it(fake_discord, companion_bot):
    first = await challenge(fake_discord, companion_bot, "lorcana", "preset:琥珀紫晶", "preset:琥珀钢铁")
    service = companion_bot.match_service
    series_id = (await service.get(first)).series_id
    thread_id = int(fake_discord.threads[0]["id"])

    assert (await resign(fake_discord, "bob", thread_id, "game"))["content"] == "你已认输。"
    await wait_idle(companion_bot)
    # Lorcana has no sideboard: game 2 starts at once, and bob, who lost game 1, chooses (3.1.2).
    second = await current_game(companion_bot, series_id)
    assert second.series_game == 2 and second.status == "active"
    pending = await service.pending(second.id)
    assert list(pending) == ["p2"] and pending["p2"]["options"][0]["label"].endswith("先手")
    assert "第 2 局开始！由上一局输掉的 Bob 决定先后。" in thread_text(fake_discord)
    assert "第 1 局结束：Alice 获胜。比分 Alice 1 : 0 Bob" in thread_text(fake_discord)
    await wait_until(lambda: newest_decision(fake_discord, "bob") is not None)
    assert match_id_of(newest_decision(fake_discord, "bob")) == second.id

    assert (await resign(fake_discord, "alice", thread_id, "series"))["content"] == "你已认输整场比赛。"
    await wait_idle(companion_bot)
    series = await service.series.get(series_id)
    assert (series.status, series.conceded_by) == ("finished", "p1")
    assert (await service.get(second.id)).status == "finished"
    assert "Alice 认输了整场比赛，Bob 获胜。最终比分 Alice 1 : 2 Bob。" in thread_text(fake_discord)
    assert "第 2 局结束" not in thread_text(fake_discord)  # one message for the concession
    # Ratings count the whole series once.
    ratings = companion_bot.get_cog("LeagueCog").league.ratings
    bob = await ratings.rating_of(str(fake_discord.guild_id), "lorcana", str(fake_discord.user("bob").id))
    assert bob.games == 1 and bob.rating > 1500
    # Nothing more to concede.
    again = await fake_discord.slash("对战 认输", user="alice", channel_id=thread_id)
    assert reply_of(await fake_discord.response_to(again))["content"] == "这场对局已经结束，无法再做选择。"


async def practice_series(server, bot, deck: str) -> str:
    interaction = await server.slash(
        "对战 发起", user="alice", options={"对手": server.bot_user, "游戏": "ultraman", "卡组": deck, "局制": 3}
    )
    assert reply_of(await server.response_to(interaction))["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: len(server.threads) == 1)
    await wait_idle(bot)
    [game] = await bot.match_service.repo.matches_of_user(str(server.user("alice").id), ("active",))
    return game.series_id


async def test_a_practice_series_survives_restarts_between_games_and_after_a_crash(fake_discord, companion_config, clock):
    def new_bot():
        return running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7))

    async with new_bot() as bot:
        deck = await save_deck(bot, fake_discord, "alice", ALICE_SIDEBOARD)
        series_id = await practice_series(fake_discord, bot, deck)
        thread_id = int(fake_discord.threads[0]["id"])
        await resign(fake_discord, "alice", thread_id, "game")
        await wait_idle(bot)
        assert (await bot.match_service.series.get(series_id)).status == "sideboarding"  # alice's step; the AI keeps
        step = sideboard_step(fake_discord, "alice")
    # A new process: the old step's buttons still work, and game 2 starts with alice choosing.
    async with new_bot() as bot:
        await press(fake_discord, "alice", step, "keep")
        await wait_idle(bot)
        second = await current_game(bot, series_id)
        assert second.series_game == 2 and list(await bot.match_service.pending(second.id)) == ["p1"]
        # A crash right after game 2 ended: the answer is committed, the thread never told.
        assert (await bot.match_service.act(second.id, "p1", "concede")).finished
        told = thread_text(fake_discord)
    async with new_bot() as bot:
        await wait_until(lambda: "第 2 局结束：电脑获胜。比分 Alice 0 : 2 电脑" in thread_text(fake_discord))
        await wait_idle(bot)
        assert "第 2 局结束" not in told
        series = await bot.match_service.series.get(series_id)
        assert series.status == "finished" and series.announced_games == 2
        assert "🏆 电脑赢得了这场三局两胜比赛！" in thread_text(fake_discord)


async def test_an_unanswered_sideboard_step_counts_as_keeping_the_deck(fake_discord, companion_config, clock):
    async with running_client(fake_discord, CompanionBot(companion_config, clock=clock, timer_interval=3600, new_seed=lambda: 7)) as bot:
        deck = await save_deck(bot, fake_discord, "alice", ALICE_SIDEBOARD)
        series_id = await practice_series(fake_discord, bot, deck)
        thread_id = int(fake_discord.threads[0]["id"])
        await resign(fake_discord, "alice", thread_id, "game")
        await wait_idle(bot)
        series = await bot.match_service.series.get(series_id)
        assert series.sideboard_deadline_at == START + timedelta(hours=24)  # the default-answer delay
        clock.now = START + timedelta(hours=23, minutes=59)
        assert await bot.turn_timers.fire_due() == 0
        clock.now = START + timedelta(hours=24)
        assert await bot.turn_timers.fire_due() == 1
        await wait_idle(bot)
        assert f"⏰ <@{fake_discord.user('alice').id}> 超时未调整备牌，视为不换。" in thread_text(fake_discord)
        second = await current_game(bot, series_id)
        assert second.series_game == 2
        assert orjson.loads(second.options_json)["decks"]["p1"] == series.data["registered"]["p1"]["deck"]
        # The old step is over: a late click changes nothing.
        late = await press(fake_discord, "alice", sideboard_step(fake_discord, "alice"), "keep")
        assert reply_of(late)["content"] == "这次备牌调整已经结束了（你已完成，或下一局已经开始）。"
        # Turn timers keep working in game 2.
        assert second.timer is not None and second.timer.stage == "remind"


async def test_with_closed_dms_the_sideboard_step_is_in_the_hand_button(fake_discord, companion_bot):
    fake_discord.block_dms("alice", fail_create=False)
    deck = await save_deck(companion_bot, fake_discord, "alice", ALICE_SIDEBOARD)
    series_id = await practice_series(fake_discord, companion_bot, deck)
    first = await current_game(companion_bot, series_id)
    await resign(fake_discord, "alice", int(fake_discord.threads[0]["id"]), "game")
    await wait_idle(companion_bot)
    alice = fake_discord.user("alice").id
    assert f"<@{alice}>，请点状态消息上的“我的手牌”调整备牌（完成或不换）。" in thread_text(fake_discord)

    step = await hand_decision(fake_discord, "alice", first.id)  # game 1's status button, now the break
    assert step["flags"] & FLAG_EPHEMERAL and "备牌调整" in step["content"]
    await pick(fake_discord, "alice", step, "out", ["练习-014"])
    await pick(fake_discord, "alice", step, "in", ["练习-015"])
    assert "换出：练习卡·阿尔法指挥×1" in fake_discord.messages[int(step["id"])]["content"]
    await press(fake_discord, "alice", step, "ok")
    await wait_idle(companion_bot)
    second = await current_game(companion_bot, series_id)
    deck = Counter(orjson.loads(second.options_json)["decks"]["p1"])
    assert (second.series_game, deck["练习-014"], deck["练习-015"]) == (2, 0, 1)
    hand = await hand_decision(fake_discord, "alice", first.id)  # the same button shows game 2 now
    assert "请决定先后手。" in hand["content"]


async def test_lists_without_a_sideboard_and_games_without_series_are_refused_in_chinese(fake_discord, companion_bot):
    """1.0.2a: an Ultraman best-of-N match needs each player's 10-card sideboard; 隐秘世界 has no
    best-of-N rules. Nothing is stored or started."""
    preset = "preset:" + next(iter(engine.get_game("underworld").preset_decks()))
    underworld = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": "bob", "游戏": "underworld", "卡组": preset, "局制": 3}
    )
    assert reply_of(await fake_discord.response_to(underworld))["content"] == "隐秘世界 不支持多局赛制，只能打单局。"
    bare = await save_deck(companion_bot, fake_discord, "alice", {}, "无备牌")
    refused = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": "bob", "游戏": "ultraman", "卡组": bare, "局制": 3}
    )
    text = reply_of(await fake_discord.response_to(refused))["content"]
    assert text == "这副卡组不能用于多局赛制：\n备牌必须正好 10 张，现在是 0 张（1.0.2a）。"
    assert await companion_bot.match_service.matches_of_user(str(fake_discord.user("alice").id)) == []

    # bob accepts alice's challenge with a list without a sideboard: refused, the challenge waits.
    deck = await save_deck(companion_bot, fake_discord, "alice", ALICE_SIDEBOARD)
    interaction = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": "bob", "游戏": "ultraman", "卡组": deck, "局制": 3}
    )
    posted = reply_of(await fake_discord.response_to(interaction))
    accept = next(c["custom_id"] for row in posted["components"] for c in row["components"] if c["custom_id"].endswith(":accept"))
    click = await fake_discord.click(accept, user="bob")
    await fake_discord.response_to(click)
    picker = fake_discord.original_message(click)
    bare = await save_deck(companion_bot, fake_discord, "bob", {}, "无备牌")
    [select] = components_of(picker)
    pick = await fake_discord.select(select["custom_id"], [bare], user="bob", message_id=int(picker["id"]))
    assert reply_of(await fake_discord.response_to(pick))["content"].startswith("这副卡组不能用于多局赛制：\n备牌必须正好 10 张")
    await wait_idle(companion_bot)
    assert (await companion_bot.match_service.get(accept.split(":")[2])).status == "pending" and fake_discord.threads == []
