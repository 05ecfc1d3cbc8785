"""Matches of three or four members through the fake Discord server: a challenge with 对手2/对手3
(and 队友 for 2v2), each invited member accepting with their own deck, the table with a panel per
seat, a resignation that lets the others play on (MTG 104.3a/800.4a), draw offers that need every
player still in the game, a restart in the middle of a turn, and bad input refused in Chinese with
nothing stored."""

from __future__ import annotations

import random

import orjson
import pytest

import engine
from bot.services.board_text import log_lines
from tests.bot.fakediscord import running_client
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import (
    answer_once,
    components_of,
    newest_decision,
    public_messages,
    request_of,
    status_message,
    wait_for_turn,
    wait_idle,
    wait_until,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

GARNET, WALTZ = "preset:嘉妮特的召唤兽（指挥官）", "preset:黑色华尔兹（指挥官）"
COMMANDER_DECKS = {"alice": GARNET, "bob": WALTZ, "carol": GARNET, "dave": WALTZ}
# 三国智 2v2: alice and carol (the 队友) against bob and dave, four different practice decks.
SANGUOZHI_DECKS = {"alice": "preset:蜀汉练习", "bob": "preset:魏吴练习", "carol": "preset:群雄练习", "dave": "preset:魏蜀练习"}


def _button(reply, op: str) -> str:
    return next(c["custom_id"] for row in reply.json["data"]["components"] for c in row["components"] if c["custom_id"].endswith(op))


async def _stored_matches(bot) -> list:
    return [m for user in ("alice", "bob", "carol", "dave") for m in await bot.match_service.matches_of_user(user)]


async def _challenge(server, options: dict, user: str = "alice"):
    interaction = await server.slash("对战 发起", user=user, options=options)
    return await server.response_to(interaction)


async def _accept(server, user: str, accept: str, deck: str) -> dict:
    """``user`` clicks 接受 and picks ``deck``; returns the (ephemeral) picker message after."""
    click = await server.click(accept, user=user)
    await server.response_to(click)
    picker = server.original_message(click)
    assert picker["flags"] & FLAG_EPHEMERAL
    [select] = [c for c in components_of(picker) if c["custom_id"].startswith("tcg:chdeck:")]
    chosen = await server.select(select["custom_id"], [deck], user=user, message_id=int(picker["id"]))
    await server.response_to(chosen)
    return server.messages[int(picker["id"])]


async def _four_player_match(server, bot, game: str, decks: dict[str, str], extra: dict) -> str:
    """alice challenges bob, carol and dave (or, with a 队友, bob and dave with carol as her
    teammate); each accepts in turn. Returns the match id once the thread is open."""
    server.add_member("dave")
    members = {"对手": "bob", "对手2": "dave"} if "队友" in extra else {"对手": "bob", "对手2": "carol", "对手3": "dave"}
    reply = await _challenge(server, {**members, "游戏": game, "卡组": decks["alice"], **extra})
    posted = reply.json["data"]["content"]
    assert "邀请你们" in posted and "4 人对战" in posted
    accept = _button(reply, ":accept")
    match_id = accept.split(":")[2]
    invited = ("bob", "carol", "dave")
    for n, user in enumerate(invited):
        after = await _accept(server, user, accept, decks[user])
        if n < len(invited) - 1:
            assert after["content"] == "你接受了挑战，等其他受邀者接受后对局开始。"
            assert server.threads == []
            match = await bot.match_service.get(match_id)
            assert match.status == "pending"
            # 接受 twice: refused, nothing changes
            again = await server.click(accept, user=user)
            assert (await server.response_to(again)).json["data"]["content"] == "你已经接受了这个挑战，正在等待其他受邀者。"
    await wait_until(lambda: len(server.threads) == 1)
    await wait_idle(bot)
    return match_id


async def _clicks(
    server, service, users: dict[str, str], match_id: str, rng: random.Random, count: int, pass_orders: bool = False
) -> set[str]:
    """``count`` random legal answers, each by whoever the match waits on; returns who answered.
    ``pass_orders``: as in ``play_until_over``, one who can only pass in another's turn passes
    until their own (让过直到我的回合)."""
    movers = set()
    for _ in range(count):
        await wait_for_turn(service, match_id, users)
        pending = await service.pending(match_id)
        assert pending is not None, "the game ended before the test's resignations"
        mover = next(p for p in pending if p in users)
        who, asked = users[mover], pending[mover]["id"]
        await wait_until(lambda who=who, asked=asked: request_of(newest_decision(server, who)) == asked)
        theirs = (await service.view(match_id, mover))["turn"].get("active") not in (None, mover)
        await answer_once(server, who, newest_decision(server, who), rng, pass_order="my_turn" if pass_orders and theirs else None)
        movers.add(mover)
    return movers


async def _resign(server, bot, user: str, thread_id: int) -> None:
    resign = await server.slash("对战 认输", user=user, channel_id=thread_id)
    assert (await server.response_to(resign)).json["data"]["content"] == "你已认输。"
    await wait_idle(bot)


def _names_only_in(game: str, decks: dict[str, str], user: str) -> set[str]:
    """Card names of the other players' decks that are not in ``user``'s own deck."""
    definition = engine.get_game(game)
    lists = {u: definition.parse_deck(definition.preset_decks()[d.removeprefix("preset:")]) for u, d in decks.items()}
    own = {definition.card_name(c) for c in lists[user]}
    return {definition.card_name(c) for u, cards in lists.items() if u != user for c in cards} - own


async def _assert_no_hand_leaks(server, bot, match_id: str, game: str, decks: dict[str, str]) -> None:
    """A card of another player's deck shows in a player's DMs only once it was public (in the
    match's full public log or the thread): nobody ever sees another player's hand."""
    match = await bot.match_service.get(match_id)
    public = "\n".join(log_lines(engine.get_game(game), await bot.match_service.public_events(match_id), await bot.tables.names(match)))
    [thread] = server.threads
    public += "\n".join(m["content"] for m in server.messages_in(int(thread["id"])))
    for user in decks:
        private = "\n".join(m["content"] + str(m.get("components") or "") for m in server.dm_messages(user))
        assert private, f"{user} got no private panel"
        leaked = {name for name in _names_only_in(game, decks, user) if len(name) >= 3 and name in private and name not in public}
        assert not leaked, f"{user} saw {leaked}"


async def test_four_members_play_a_commander_match_with_resignations_to_the_end(fake_discord, companion_bot):
    """MTG Commander (903) for four through the bot: everyone's panel, the 4-player table; dave
    resigns in the middle and the other three play on (104.3a, 800.4a), then carol and bob: a
    random four-player Commander game is thousands of answers, too long for a test."""
    match_id = await _four_player_match(fake_discord, companion_bot, "mtg", COMMANDER_DECKS, {"赛制": "commander"})
    match = await companion_bot.match_service.get(match_id)
    assert [s.user_id for s in match.players] == [str(fake_discord.user(u).id) for u in ("alice", "bob", "carol", "dave")]
    assert orjson.loads(match.options_json)["options"] == {"format": "commander"}
    [thread] = fake_discord.threads
    status = status_message(fake_discord, thread)
    assert "万智牌：最终幻想（指挥官）" in status["content"]
    users = {"p1": "alice", "p2": "bob", "p3": "carol", "p4": "dave"}
    rng = random.Random(4)
    service = companion_bot.match_service
    await _clicks(fake_discord, service, users, match_id, rng, 20)  # into the game, then dave resigns
    await _resign(fake_discord, companion_bot, "dave", int(thread["id"]))
    assert await service.in_game(match_id) == ["p1", "p2", "p3"]
    assert (await service.get(match_id)).status == "active"  # the others play on (800.4a)
    thread_text = "\n".join(m["content"] for m in public_messages(fake_discord, int(thread["id"])))
    assert "Dave 认输了。" in thread_text and "Dave 离开了这盘游戏" in thread_text
    del users["p4"]
    await _clicks(fake_discord, service, users, match_id, rng, 20)
    await _resign(fake_discord, companion_bot, "carol", int(thread["id"]))
    del users["p3"]
    assert (await service.get(match_id)).status == "active"
    await _clicks(fake_discord, service, users, match_id, rng, 20)
    await _resign(fake_discord, companion_bot, "bob", int(thread["id"]))  # the last opponent: alice wins (104.2a)
    match = await service.get(match_id)
    assert match.status == "finished"
    assert orjson.loads(match.result_json)["winners"] == ["p1"]
    assert await service.replay_check(match_id)
    await _assert_no_hand_leaks(fake_discord, companion_bot, match_id, "mtg", COMMANDER_DECKS)
    await wait_until(lambda: "对局结束" in fake_discord.messages[int(status["id"])]["content"])


async def test_a_sanguozhi_2v2_match_is_won_by_a_team_together(fake_discord, companion_bot):
    """三国智 2v2 (chapter 9): alice names carol her 队友; the challenge shows the teams, the seats
    alternate (900.2). Everyone plays; carol resigns and her teammate plays on (900.3); once bob
    and dave have resigned too, alice's team wins together, carol with it (104.2c). (A random 2v2
    game played to its end through the bot took most of a CI minute per hundred clicks; the
    engine's 2v2 games are fuzzed to their end by `make fuzz`.)"""
    fake_discord.add_member("dave")
    reply = await _challenge(fake_discord, {"对手": "bob", "对手2": "dave", "队友": "carol", "游戏": "sanguozhi",
                                            "卡组": SANGUOZHI_DECKS["alice"]})  # fmt: skip
    ids = {u: f"<@{fake_discord.user(u).id}>" for u in SANGUOZHI_DECKS}
    assert f"队伍：{ids['alice']}、{ids['carol']} 对 {ids['bob']}、{ids['dave']}" in reply.json["data"]["content"]
    accept = _button(reply, ":accept")
    match_id = accept.split(":")[2]
    for user in ("bob", "carol", "dave"):
        await _accept(fake_discord, user, accept, SANGUOZHI_DECKS[user])
    await wait_until(lambda: len(fake_discord.threads) == 1)
    service = companion_bot.match_service
    match = await service.get(match_id)
    seats = {s.user_id: f"p{s.seat}" for s in match.players}
    assert [seats[str(fake_discord.user(u).id)] for u in ("alice", "bob", "carol", "dave")] == ["p1", "p2", "p3", "p4"]
    [thread] = fake_discord.threads
    status = status_message(fake_discord, thread)
    names = await companion_bot.tables.names(match)
    assert f"队伍：{names['p1']}、{names['p3']} 对 {names['p2']}、{names['p4']}" in status["content"]
    users = {"p1": "alice", "p2": "bob", "p3": "carol", "p4": "dave"}
    rng = random.Random(9)
    assert await _clicks(fake_discord, service, users, match_id, rng, 40, pass_orders=True) == set(users)
    await _resign(fake_discord, companion_bot, "carol", int(thread["id"]))
    del users["p3"]
    assert await service.in_game(match_id) == ["p1", "p2", "p4"]
    await _clicks(fake_discord, service, users, match_id, rng, 10, pass_orders=True)
    for user in ("bob", "dave"):
        assert (await service.get(match_id)).status == "active"
        await _resign(fake_discord, companion_bot, user, int(thread["id"]))
    match = await service.get(match_id)
    assert match.status == "finished"
    assert orjson.loads(match.result_json)["winners"] == ["p1", "p3"]
    assert await service.replay_check(match_id)
    await _assert_no_hand_leaks(fake_discord, companion_bot, match_id, "sanguozhi", SANGUOZHI_DECKS)


async def test_a_declined_invitation_cancels_the_challenge_for_everyone(fake_discord, companion_bot):
    fake_discord.add_member("dave")
    reply = await _challenge(fake_discord, {"对手": "bob", "对手2": "carol", "对手3": "dave", "游戏": "mtg", "卡组": GARNET,
                                            "赛制": "commander"})  # fmt: skip
    accept, decline = _button(reply, ":accept"), _button(reply, ":decline")
    await _accept(fake_discord, "bob", accept, WALTZ)
    click = await fake_discord.click(decline, user="carol")
    update = await fake_discord.response_to(click)
    assert update.json["data"]["content"] == (
        f"<@{fake_discord.user('carol').id}> 拒绝了 <@{fake_discord.user('alice').id}> 的 万智牌：最终幻想（指挥官） 挑战。"
    )
    assert (await companion_bot.match_service.get(accept.split(":")[2])).status == "aborted"
    late = await fake_discord.click(accept, user="dave")
    assert (await fake_discord.response_to(late)).json["data"]["content"] == "这个挑战已经被接受、拒绝或撤回了。"
    assert fake_discord.threads == []


@pytest.mark.parametrize(
    ("options", "answer"),
    [
        ({"对手": "bob", "对手2": "bob"}, "同一位成员只能邀请一次：<@{bob}> 出现了不止一次。"),
        ({"对手": "bob", "对手2": "alice"}, "不能向自己发起对战。"),
        ({"对手": "bob", "对手2": "BOT"}, "和电脑练习只能一对一：不要再邀请其他成员。"),
        ({"对手": "bob", "对手2": "carol", "队友": "dave"}, "万智牌：最终幻想 不支持组队对局：请去掉「队友」选项。"),
        ({"对手": "bob", "对手2": "carol", "卡组": "preset:红绿践踏"}, "这副卡组不能用于这场对局：\n"),
        ({"对手": "bob", "对手2": "carol", "局制": 3}, "多局赛制只用于一对一和默认赛制：多人或指定赛制的对局请选一局。"),
    ],
)
async def test_bad_challenges_are_answered_in_chinese_and_store_nothing(fake_discord, companion_bot, options, answer):
    fake_discord.add_member("dave")
    if options.get("对手2") == "BOT":
        options = {**options, "对手2": fake_discord.bot_user}
    reply = await _challenge(fake_discord, {"游戏": "mtg", "卡组": GARNET, "赛制": "commander", **options})
    assert reply.json["data"]["flags"] & FLAG_EPHEMERAL
    assert reply.json["data"]["content"].startswith(answer.format(bob=fake_discord.user("bob").id))
    assert await _stored_matches(companion_bot) == []


async def test_sanguozhi_four_players_need_a_teammate_and_a_draw_needs_everyone(fake_discord, companion_bot):
    """Three for 三国智 is refused (2v2 only, 900.1); in a 2v2 a draw offer ends the game only once
    every other player still in it has agreed."""
    fake_discord.add_member("dave")
    refused = await _challenge(fake_discord, {"对手": "bob", "对手2": "carol", "游戏": "sanguozhi", "卡组": SANGUOZHI_DECKS["alice"]})
    assert refused.json["data"]["content"] == "三国智 的四人对局是 2v2：请用「队友」选项指定你的队友。".replace(
        "三国智", engine.get_game("sanguozhi").name
    )
    assert await _stored_matches(companion_bot) == []
    reply = await _challenge(fake_discord, {"对手": "bob", "对手2": "dave", "队友": "carol", "游戏": "sanguozhi",
                                            "卡组": SANGUOZHI_DECKS["alice"]})  # fmt: skip
    accept = _button(reply, ":accept")
    match_id = accept.split(":")[2]
    for user in ("bob", "carol", "dave"):
        await _accept(fake_discord, user, accept, SANGUOZHI_DECKS[user])
    await wait_until(lambda: len(fake_discord.threads) == 1)
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    offer = await fake_discord.slash("对战 求和", user="alice", channel_id=int(thread["id"]))
    posted = await fake_discord.response_to(offer)
    draw = _button(posted, ":1")  # the proposer's seat
    message_id = int(fake_discord.original_message(offer)["id"])
    for user in ("bob", "carol"):
        click = await fake_discord.click(draw, user=user, message_id=message_id)
        await fake_discord.response_to(click)
        await wait_idle(companion_bot)
        assert (await companion_bot.match_service.get(match_id)).status == "active"
        [draw] = [c["custom_id"] for c in components_of(fake_discord.messages[message_id]) if c["custom_id"].startswith("tcg:draw:")]
    assert "还在等" in fake_discord.messages[message_id]["content"]
    again = await fake_discord.click(draw, user="bob", message_id=message_id)
    assert (await fake_discord.response_to(again)).json["data"]["content"] == "你已经同意了和棋，正在等其他玩家。"
    last = await fake_discord.click(draw, user="dave", message_id=message_id)
    await fake_discord.response_to(last)
    await wait_idle(companion_bot)
    match = await companion_bot.match_service.get(match_id)
    assert match.status == "finished" and orjson.loads(match.result_json)["winners"] == []


async def test_a_four_player_match_survives_a_restart_in_the_middle_of_a_turn(fake_discord, companion_config):
    """The bot stops in the middle of a 4-player Commander turn and starts again on the same
    database: the match waits on the same decisions, their panels answer, and it ends."""
    from bot.discord.client import CompanionBot

    users = {"p1": "alice", "p2": "bob", "p3": "carol", "p4": "dave"}
    async with running_client(fake_discord, CompanionBot(companion_config, new_seed=lambda: 5)) as bot:
        match_id = await _four_player_match(fake_discord, bot, "mtg", COMMANDER_DECKS, {"赛制": "commander"})
        await _clicks(fake_discord, bot.match_service, users, match_id, random.Random(6), 15)
        await wait_idle(bot)
        before = await bot.match_service.pending(match_id)
    async with running_client(fake_discord, CompanionBot(companion_config, new_seed=lambda: 5)) as bot:
        await wait_until(lambda: bot._recovered)
        await wait_idle(bot)
        assert await bot.match_service.pending(match_id) == before
        await _clicks(fake_discord, bot.match_service, users, match_id, random.Random(7), 10)  # the panels answer again
        [thread] = fake_discord.threads
        for user in ("bob", "carol", "dave"):
            await _resign(fake_discord, bot, user, int(thread["id"]))
        match = await bot.match_service.get(match_id)
        assert match.status == "finished" and orjson.loads(match.result_json)["winners"] == ["p1"]
        assert await bot.match_service.replay_check(match_id)
