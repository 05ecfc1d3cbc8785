"""League play end to end: the real discord.py client (CompanionBot) against the fake Discord
server. Members register, submit lists and check in with buttons, the TO starts and pairs the
round, a match is reported and confirmed in its thread, the standings message follows; a second
match is played in the bot, where a concession reports the game automatically, after a member who
left the server was dropped."""

from __future__ import annotations

import orjson

import engine
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import public_messages, wait_idle, wait_until

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

DECK = engine.get_game("lorcana").preset_decks()["琥珀紫晶"]


def custom_ids(message: dict) -> list[str]:
    return [c["custom_id"] for row in message.get("components") or [] for c in row.get("components", [])]


async def ephemeral_text(server, interaction) -> str:
    reply = await server.response_to(interaction)
    assert reply.json["data"]["flags"] & FLAG_EPHEMERAL
    return reply.json["data"]["content"]


async def create_event(server, best_of: int) -> int:
    refused = await server.slash("联赛 创建", user="alice", options={"名称": "周六赛", "游戏": "lorcana", "类型": "tournament", "局制": best_of})
    assert await ephemeral_text(server, refused) == "创建赛事需要“管理服务器”权限。"
    created = await server.slash("联赛 创建", user="admin", options={"名称": "周六赛", "游戏": "lorcana", "类型": "tournament", "局制": best_of})
    reply = await server.response_to(created)
    assert "周六赛" in reply.json["data"]["content"]
    register = next(c for c in custom_ids(reply.json["data"]) if c.endswith(":reg"))
    return int(register.split(":")[2])


async def sign_up(server, event_id: int, user: str) -> None:
    assert "已报名" in await ephemeral_text(server, await server.click(f"lg:ev:{event_id}:reg", user=user))
    modal = await server.click(f"lg:ev:{event_id}:deck", user=user)
    assert (await server.response_to(modal)).json["type"] == 9  # the deck list modal
    saved = await server.submit_modal(f"lg:deck:{event_id}", {"list": DECK}, user=user)
    assert "卡表已保存（60 张）" in await ephemeral_text(server, saved)
    assert "已签到" in await ephemeral_text(server, await server.click(f"lg:ev:{event_id}:chk", user=user))


async def start_and_pair(server, event_id: int) -> None:
    refused = await server.slash("联赛 开始", user="alice", options={"赛事": event_id})
    assert "只有裁判" in await ephemeral_text(server, refused)
    started = await server.slash("联赛 开始", user="admin", options={"赛事": event_id})
    assert "开始了" in (await server.response_to(started)).json["data"]["content"]
    paired = await server.slash("联赛 配对", user="admin", options={"赛事": event_id})
    await server.response_to(paired)
    assert "第 1 轮对阵已公布" in (await server.followup_to(paired)).json["content"]


def report_message(server, thread_id: int) -> dict:
    return next(m for m in server.messages_in(thread_id) if any(c.startswith("lg:rp:") for c in custom_ids(m)))


def player_ids(server, report: dict) -> tuple[str, str]:
    """The two players of a thread, from its starter message's mentions, as fake user names."""
    by_id = {str(server.user(name).id): name for name in ("alice", "bob", "carol") if name in server.members}
    starter = server.messages[int(report["channel_id"])]  # a thread made from a message reuses its id
    mentioned = [by_id[u] for u in by_id if f"<@{u}>" in starter["content"]]
    first = min(mentioned, key=lambda name: starter["content"].index(f"<@{server.user(name).id}>"))
    return first, next(name for name in mentioned if name != first)


async def test_register_pair_report_confirm_and_standings(fake_discord, companion_bot):
    event_id = await create_event(fake_discord, best_of=3)
    bad = await fake_discord.slash("联赛 卡表", user="carol", options={"赛事": event_id})
    assert await ephemeral_text(fake_discord, bad) == "你还没有报名这项赛事。"
    await fake_discord.response_to(await fake_discord.click(f"lg:ev:{event_id}:reg", user="carol"))
    # A modal is answered only once it was shown.
    await fake_discord.response_to(await fake_discord.click(f"lg:ev:{event_id}:deck", user="carol"))
    wrong = await fake_discord.submit_modal(f"lg:deck:{event_id}", {"list": "4 不存在的卡\n3 也没有这张"}, user="carol")
    text = await ephemeral_text(fake_discord, wrong)
    assert text.startswith("卡表未通过检查") and "不存在的卡" in text and "也没有这张" in text
    for user in ("alice", "bob", "carol"):
        if user == "carol":
            await fake_discord.response_to(await fake_discord.click(f"lg:ev:{event_id}:deck", user="carol"))
            await fake_discord.response_to(await fake_discord.submit_modal(f"lg:deck:{event_id}", {"list": DECK}, user="carol"))
            await fake_discord.response_to(await fake_discord.click(f"lg:ev:{event_id}:chk", user="carol"))
        else:
            await sign_up(fake_discord, event_id, user)
    hidden = await fake_discord.slash("联赛 卡表", user="bob", options={"成员": "alice", "赛事": event_id})
    assert "只有选手本人和裁判" in await ephemeral_text(fake_discord, hidden)

    await start_and_pair(fake_discord, event_id)
    await wait_until(lambda: len(fake_discord.threads) == 1)
    channel_text = "\n".join(m["content"] for m in public_messages(fake_discord, fake_discord.channel_id))
    assert "轮空（记 2-0 胜）" in channel_text and "第 1 桌" in channel_text
    assert "憨憨" not in channel_text  # a card of the hidden lists
    thread_id = int(fake_discord.threads[0]["id"])
    await wait_until(lambda: any(any(c.startswith("lg:rp:") for c in custom_ids(m)) for m in fake_discord.messages_in(thread_id)))
    report = report_message(fake_discord, thread_id)
    first, second = player_ids(fake_discord, report)
    outsider = next(u for u in ("alice", "bob", "carol") if u not in (first, second))
    pairing_id = next(c for c in custom_ids(report) if c.startswith("lg:rp:")).split(":")[2]

    refused = await fake_discord.click(f"lg:rp:{pairing_id}:2:0:0", user=outsider, message_id=int(report["id"]))
    assert await ephemeral_text(fake_discord, refused) == "这不是你的对阵。"
    reported = await fake_discord.click(f"lg:rp:{pairing_id}:2:1:0", user=first, message_id=int(report["id"]))
    assert await ephemeral_text(fake_discord, reported) == "已上报，等待对手确认。"
    await wait_until(lambda: any("上报了结果" in m["content"] for m in fake_discord.messages_in(thread_id)))
    own_confirm = await fake_discord.click(f"lg:cf:{pairing_id}:ok", user=first)
    assert await ephemeral_text(fake_discord, own_confirm) == "结果需要由对手确认。"
    confirmed = await fake_discord.click(f"lg:cf:{pairing_id}:ok", user=second)
    assert await ephemeral_text(fake_discord, confirmed) == "结果已确定。"
    await wait_until(lambda: any(m["content"].startswith("结果已确认") for m in fake_discord.messages_in(thread_id)))
    again = await fake_discord.click(f"lg:cf:{pairing_id}:ok", user=second)
    assert "结果已经确定" in await ephemeral_text(fake_discord, again)

    # One standings message, edited: the winner leads with 3 points and the image is attached.
    def standings_messages():
        return [m for m in public_messages(fake_discord, fake_discord.channel_id) if m["content"].startswith("**周六赛 排名")]

    names = await companion_bot.get_cog("LeagueCog").league.names(event_id)
    winner_line = f"{names[str(fake_discord.user(first).id)]}　3 分（1-0-0）"
    await wait_until(lambda: len(standings_messages()) == 1 and winner_line in standings_messages()[0]["content"])
    [standings] = standings_messages()
    assert f"{names[str(fake_discord.user(second).id)]}　0 分（0-1-0）" in standings["content"]
    assert [a["filename"] for a in standings["attachments"]] == ["standings.png"]
    assert "对手胜率" in standings["content"]
    asked = await fake_discord.slash("联赛 排名", user=outsider, options={"赛事": event_id})
    await fake_discord.response_to(asked)
    assert "排名已更新" in (await fake_discord.followup_to(asked)).json["content"]
    assert len(standings_messages()) == 1

    exported = await fake_discord.slash("联赛 导出", user=outsider, options={"赛事": event_id})
    reply = await fake_discord.response_to(exported)
    assert sorted(f.filename for f in reply.files) == [
        f"event-{event_id}-pairings.csv", f"event-{event_id}-standings.csv", f"event-{event_id}.json",
    ]  # fmt: skip

    board = await fake_discord.slash("排行榜", user=outsider, options={"游戏": "lorcana"})
    text = (await fake_discord.response_to(board)).json["data"]["content"]
    assert "等级分排行榜" in text and "暂定" in text and f"<@{fake_discord.user(first).id}>" in text
    await wait_idle(companion_bot)


async def play_in_bot(server, bot, who: str) -> tuple[int, dict, tuple[str, str], str]:
    """The only pairing's thread: ``who`` ("first" or "second" player) clicks 在机器人中对战.
    Returns (pairing thread id, report message, (first, second), pairing id)."""
    await wait_until(lambda: len(server.threads) == 1)
    thread_id = int(server.threads[0]["id"])
    await wait_until(lambda: any(any(c.startswith("lg:play:") for c in custom_ids(m)) for m in server.messages_in(thread_id)))
    report = report_message(server, thread_id)
    players = player_ids(server, report)
    pairing_id = next(c for c in custom_ids(report) if c.startswith("lg:play:")).split(":")[2]
    user = players[0] if who == "first" else players[1]
    play = await server.click(f"lg:play:{pairing_id}", user=user, message_id=int(report["id"]))
    assert "对局已开始" in await ephemeral_text(server, play)
    await wait_until(lambda: len(server.threads) == 2)
    await wait_idle(bot)
    return thread_id, report, players, pairing_id


async def test_a_league_game_played_in_the_bot_is_reported_automatically(fake_discord, companion_bot):
    event_id = await create_event(fake_discord, best_of=1)
    for user in ("alice", "bob", "carol"):
        await sign_up(fake_discord, event_id, user)
    carol = fake_discord.user("carol")
    fake_discord.remove_member("carol")  # leaves the server: dropped when the round is paired
    await start_and_pair(fake_discord, event_id)
    await wait_until(lambda: len(fake_discord.threads) == 1)
    channel_text = "\n".join(m["content"] for m in public_messages(fake_discord, fake_discord.channel_id))
    assert f"<@{carol.id}> 离开了服务器，已自动退出 周六赛。" in channel_text and "轮空" not in channel_text
    thread_id, report, (first, second), pairing_id = await play_in_bot(fake_discord, companion_bot, "second")
    match_thread = int(fake_discord.threads[1]["id"])
    resign = await fake_discord.slash("对战 认输", user=second, channel_id=match_thread)
    await fake_discord.response_to(resign)
    await wait_until(lambda: any(m["content"].startswith("机器人对局结果已记录") for m in fake_discord.messages_in(thread_id)))
    recorded = next(m for m in fake_discord.messages_in(thread_id) if m["content"].startswith("机器人对局结果已记录"))
    assert "1-0-0" in recorded["content"]
    league = companion_bot.get_cog("LeagueCog").league
    pairing = await league.pairing(int(pairing_id))
    assert pairing.status == "final" and pairing.source == "bot"
    assert {pairing.player1_id: pairing.wins1, pairing.player2_id: pairing.wins2}[str(fake_discord.user(first).id)] == 1
    await wait_idle(companion_bot)


async def test_a_member_with_the_events_to_role_runs_it_without_manage_server(fake_discord, companion_bot):
    """TO actions need the event's TO role or Manage Server: carol holds the role, bob does not."""
    role_id = await fake_discord.add_role("裁判", members=("carol",))
    options = {"名称": "周日赛", "游戏": "lorcana", "类型": "tournament", "局制": 1, "裁判身份组": role_id}
    created = await fake_discord.slash("联赛 创建", user="admin", options=options)
    reply = await fake_discord.response_to(created)
    event_id = int(next(c for c in custom_ids(reply.json["data"]) if c.endswith(":reg")).split(":")[2])
    for user in ("alice", "bob"):
        await sign_up(fake_discord, event_id, user)
    refused = await fake_discord.slash("联赛 开始", user="bob", options={"赛事": event_id})
    assert "只有裁判" in await ephemeral_text(fake_discord, refused)
    started = await fake_discord.slash("联赛 开始", user="carol", options={"赛事": event_id})
    assert "开始了" in (await fake_discord.response_to(started)).json["data"]["content"]
    await wait_idle(companion_bot)


async def test_a_best_of_three_pairing_played_in_the_bot_is_one_series_reported_with_its_score(fake_discord, companion_bot):
    event_id = await create_event(fake_discord, best_of=3)
    for user in ("alice", "bob"):
        await sign_up(fake_discord, event_id, user)
    await start_and_pair(fake_discord, event_id)
    thread_id, report, (first, second), pairing_id = await play_in_bot(fake_discord, companion_bot, "first")
    match_thread = int(fake_discord.threads[1]["id"])
    league = companion_bot.get_cog("LeagueCog").league
    for game in (1, 2):  # the second player concedes two games: the series is over, 2-0
        resign = await fake_discord.slash("对战 认输", user=second, channel_id=match_thread)
        choice = (await fake_discord.response_to(resign)).json["data"]
        assert "三局两胜" in choice["content"]
        await fake_discord.response_to(await fake_discord.click(next(c for c in custom_ids(choice) if c.endswith(":game")), user=second))
        await wait_idle(companion_bot)
        if game == 1:  # one game counts nothing by itself
            assert (await league.pairing(int(pairing_id))).status == "pending"
            again = await fake_discord.click(f"lg:play:{pairing_id}", user=second, message_id=int(report["id"]))
            assert "正在机器人里进行" in await ephemeral_text(fake_discord, again)
    await wait_until(lambda: any(m["content"].startswith("机器人对局结果已记录") for m in fake_discord.messages_in(thread_id)))
    recorded = next(m for m in fake_discord.messages_in(thread_id) if m["content"].startswith("机器人对局结果已记录"))
    assert "2-0-0" in recorded["content"]
    pairing = await league.pairing(int(pairing_id))
    assert pairing.status == "final" and pairing.source == "bot"
    assert {pairing.player1_id: pairing.wins1, pairing.player2_id: pairing.wins2}[str(fake_discord.user(first).id)] == 2
    rating = await league.ratings.rating_of(str(fake_discord.guild_id), "lorcana", str(fake_discord.user(first).id))
    assert rating.games == 1  # the series is one rated result
    assert "赢得了这场三局两胜比赛" in "\n".join(m["content"] for m in public_messages(fake_discord, match_thread))


async def report_in_thread(server, thread_id: int) -> str:
    """The thread's first player reports a 1-0 win and the second confirms; returns the winner."""
    await wait_until(lambda: any(any(c.startswith("lg:rp:") for c in custom_ids(m)) for m in server.messages_in(thread_id)))
    report = report_message(server, thread_id)
    first, second = player_ids(server, report)
    pairing_id = next(c for c in custom_ids(report) if c.startswith("lg:rp:")).split(":")[2]
    reported = await server.click(f"lg:rp:{pairing_id}:1:0:0", user=first, message_id=int(report["id"]))
    await server.response_to(reported)
    await wait_until(lambda: any(c == f"lg:cf:{pairing_id}:ok" for m in server.messages_in(thread_id) for c in custom_ids(m)))
    confirmed = await server.click(f"lg:cf:{pairing_id}:ok", user=second)
    assert await ephemeral_text(server, confirmed) == "结果已确定。"
    return first


async def test_an_event_with_a_top_cut_ends_with_the_champion_first_and_the_bracket_image(fake_discord, companion_bot):
    event_id = await create_event(fake_discord, best_of=1)
    for user in ("alice", "bob"):
        await sign_up(fake_discord, event_id, user)
    await start_and_pair(fake_discord, event_id)
    await wait_until(lambda: len(fake_discord.threads) == 1)
    await report_in_thread(fake_discord, int(fake_discord.threads[0]["id"]))
    await wait_idle(companion_bot)
    cut = await fake_discord.slash("联赛 淘汰赛", user="admin", options={"淘汰赛人数": 2, "赛事": event_id})
    await fake_discord.response_to(cut)
    await wait_until(lambda: len(fake_discord.threads) == 2)
    champion = await report_in_thread(fake_discord, int(fake_discord.threads[1]["id"]))
    await wait_idle(companion_bot)
    ended = await fake_discord.slash("联赛 结束", user="admin", options={"赛事": event_id})
    text = (await fake_discord.response_to(ended)).json["data"]["content"]
    names = await companion_bot.get_cog("LeagueCog").league.names(event_id)
    champion_name = names[str(fake_discord.user(champion).id)]
    assert f"冠军：{champion_name}" in text and f"1. {champion_name}　" in text

    def standings_message() -> dict:
        [message] = [m for m in public_messages(fake_discord, fake_discord.channel_id) if m["content"].startswith("**周六赛 排名")]
        return message

    # The standings message is edited after the command's response (cogs/league.py): wait for it.
    await wait_until(lambda: len(standings_message()["attachments"]) == 2)
    standings = standings_message()
    assert [a["filename"] for a in standings["attachments"]] == ["standings.png", "bracket.png"]
    assert f"1. {champion_name}　" in standings["content"]
    exported = await fake_discord.slash("联赛 导出", user="alice", options={"赛事": event_id})
    reply = await fake_discord.response_to(exported)
    document = next(f for f in reply.files if f.filename.endswith(".json"))
    assert orjson.loads(document.data)["event"]["champion"] == str(fake_discord.user(champion).id)


async def test_the_rating_period_is_shown_to_anyone_and_set_by_a_server_manager(fake_discord, companion_bot):
    shown = await fake_discord.slash("联赛 等级分周期", user="alice")
    assert await ephemeral_text(fake_discord, shown) == "本服务器的评分周期是 7 天。"
    refused = await fake_discord.slash("联赛 等级分周期", user="alice", options={"天数": 14})
    assert "管理服务器" in await ephemeral_text(fake_discord, refused)
    saved = await fake_discord.slash("联赛 等级分周期", user="admin", options={"天数": 14})
    assert "14 天" in await ephemeral_text(fake_discord, saved)
    league = companion_bot.get_cog("LeagueCog").league
    assert await league.ratings.period_days(str(fake_discord.guild_id)) == 14
