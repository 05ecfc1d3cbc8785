"""A 三国智 match between two members through the fake Discord server: best of 3 when 局制 is not
chosen (100.6a), an uneven sideboard swap between games (100.3), and the previous game's loser choosing
the starting player (103.2), through to the match result."""

from __future__ import annotations

from collections import Counter

import orjson

from bot.services.decks import DeckService
from tests.bot.match_driver import components_of, newest_decision, wait_idle, wait_until
from tests.bot.test_series import (
    accept_challenge,
    current_game,
    pick,
    press,
    reply_of,
    resign,
    sideboard_step,
    thread_text,
)
from tests.games.sanguozhi.position import DECK

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

ALICE_SIDEBOARD = ["练习-025", "练习-026"]
BOB_SIDEBOARD = ["练习-027"]


async def save_deck(bot, server, user: str, sideboard: list[str]) -> str:
    text = "\n".join([*(f"1 {card}" for card in DECK), "备卡", *(f"1 {card}" for card in sideboard)])
    await DeckService(bot.db).save(str(server.user(user).id), "sanguozhi", "三盘", text)
    return "mine:三盘"


async def challenge_without_best_of(server, bot, deck: str, opponent_deck: str) -> str:
    """alice challenges bob without choosing 局制; bob accepts. Returns game 1's match id."""
    interaction = await server.slash("对战 发起", user="alice", options={"对手": "bob", "游戏": "sanguozhi", "卡组": deck})
    posted = reply_of(await server.response_to(interaction))
    assert "三国智（三局两胜）" in posted["content"]  # 100.6a: the usual match length by default
    return await accept_challenge(server, bot, posted, opponent_deck)


async def choose_first(server, bot, user: str, first: str) -> None:
    """``user`` answers the 103.2 decision of a game by clicking "<first> 先手"."""
    await wait_until(lambda: newest_decision(server, user) is not None)
    message = newest_decision(server, user)
    button = next(c for c in components_of(message) if c.get("label", "").startswith(first))
    await server.response_to(await server.click(button["custom_id"], user=user, message_id=int(message["id"])))
    await wait_idle(bot)


async def test_a_sanguozhi_best_of_three_between_members(fake_discord, companion_bot):
    alice_deck = await save_deck(companion_bot, fake_discord, "alice", ALICE_SIDEBOARD)
    bob_deck = await save_deck(companion_bot, fake_discord, "bob", BOB_SIDEBOARD)
    first = await challenge_without_best_of(fake_discord, companion_bot, alice_deck, bob_deck)
    service = companion_bot.match_service
    series_id = (await service.get(first)).series_id
    series = await service.series.get(series_id)
    assert series.best_of == 3 and series.data["registered"]["p1"]["sideboard"] == ALICE_SIDEBOARD
    thread_id = int(fake_discord.threads[0]["id"])

    # Game 1: alice concedes; bob wins it.
    await resign(fake_discord, "alice", thread_id, "game")
    await wait_idle(companion_bot)
    assert (await service.series.get(series_id)).status == "sideboarding"
    # 100.3: alice brings 练习-025 and 练习-026 in for 练习-001 (no one-for-one rule); bob keeps his deck.
    step = sideboard_step(fake_discord, "alice")
    assert "备牌（2 张）" in step["content"] and "数量可以不同" in step["content"]
    await pick(fake_discord, "alice", step, "out", ["练习-001"])
    await pick(fake_discord, "alice", step, "in", ["练习-025", "练习-026"])
    await press(fake_discord, "alice", step, "ok")
    await press(fake_discord, "bob", sideboard_step(fake_discord, "bob"), "keep")
    await wait_idle(companion_bot)

    # Game 2: alice lost game 1, so she decides who starts (103.2): she lets bob start.
    second = await current_game(companion_bot, series_id)
    stored = orjson.loads(second.options_json)
    assert second.series_game == 2 and stored["options"]["chooser"] == "p1"
    alice_cards = Counter(stored["decks"]["p1"])
    assert len(stored["decks"]["p1"]) == len(DECK) + 1 and alice_cards["练习-025"] == alice_cards["练习-026"] == 1 and alice_cards["练习-001"] == 0
    assert list(await service.pending(second.id)) == ["p1"]
    assert "由上一局输掉的 Alice 决定先后" in thread_text(fake_discord)
    await choose_first(fake_discord, companion_bot, "alice", "Bob")
    assert (await service.view(second.id, "p1"))["turn"]["first_player"] == "p2"
    # bob concedes game 2: one game each.
    await resign(fake_discord, "bob", thread_id, "game")
    await wait_idle(companion_bot)
    for user in ("alice", "bob"):
        await press(fake_discord, user, sideboard_step(fake_discord, user), "keep")
    await wait_idle(companion_bot)

    # Game 3: bob lost game 2 and decides; alice concedes, so bob wins the match 2 : 1.
    third = await current_game(companion_bot, series_id)
    assert third.series_game == 3 and orjson.loads(third.options_json)["options"]["chooser"] == "p2"
    assert list(await service.pending(third.id)) == ["p2"]
    await choose_first(fake_discord, companion_bot, "bob", "Bob")
    await resign(fake_discord, "alice", thread_id, "game")
    await wait_idle(companion_bot)
    series = await service.series.get(series_id)
    assert series.status == "finished" and [g["winners"] for g in series.data["games"]] == [["p2"], ["p1"], ["p2"]]
    assert "🏆 Bob 赢得了这场三局两胜比赛！最终比分 Alice 1 : 2 Bob。" in thread_text(fake_discord)
    assert series.data["registered"]["p1"]["deck"].count("练习-001") == 1  # the saved list is untouched


async def test_without_a_局制_other_games_play_one_game(fake_discord, companion_bot):
    """Game.usual_best_of is 1 outside 三国智: the challenge offers a single game."""
    options = {"对手": "bob", "游戏": "lorcana", "卡组": "preset:琥珀紫晶"}
    posted = reply_of(await fake_discord.response_to(await fake_discord.slash("对战 发起", user="alice", options=options)))
    assert "洛卡纳" in posted["content"] and "三局两胜" not in posted["content"]
    [pending] = await companion_bot.match_service.matches_of_user(str(fake_discord.user("alice").id), ("pending",))
    assert "series" not in orjson.loads(pending.options_json)
