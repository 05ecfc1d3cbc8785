"""Matches end to end: the real discord.py client (CompanionBot) against the fake Discord server.

A member challenges the bot's AI or another member, plays through DM decisions and the
"我的手牌" button, and the match ends with its result recorded for leagues.
"""

from __future__ import annotations

import random
from pathlib import Path

import orjson
import pytest

import engine
from bot.services.decks import DeckService
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import (
    answer_once,
    challenge_member,
    components_of,
    match_id_of,
    newest_decision,
    play_until_over,
    public_messages,
    status_message,
    wait_idle,
    wait_until,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

PRESET = "preset:琥珀紫晶"


async def _challenge_ai(server, user: str = "alice", game: str = "lorcana", deck: str = PRESET, channel_id: int | None = None) -> str:
    options = {"对手": server.bot_user, "游戏": game, "卡组": deck}
    interaction = await server.slash("对战 发起", user=user, options=options, channel_id=channel_id)
    reply = await server.response_to(interaction)
    assert reply.json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: newest_decision(server, user) is not None)
    return match_id_of(newest_decision(server, user))


async def test_a_practice_match_against_the_ai_is_played_to_the_end_by_clicks(fake_discord, companion_bot):
    match_id = await _challenge_ai(fake_discord)
    [thread] = fake_discord.threads
    status = status_message(fake_discord, thread)
    assert "我的手牌" in str(status["components"])
    assert "迪士尼洛卡纳" in status["content"]

    clicks = await play_until_over(fake_discord, companion_bot, {"p1": "alice"}, match_id, seed=7)
    assert clicks > 10

    match = await companion_bot.match_service.get(match_id)
    assert match.status == "finished"
    result = orjson.loads(match.result_json)
    assert result["winners"] in (["p1"], ["p2"])
    assert await companion_bot.match_service.replay_check(match_id)
    await wait_until(lambda: "对局结束" in fake_discord.messages[int(status["id"])]["content"])


@pytest.mark.parametrize("game", [g for g in engine.available_games() if g != "lorcana"])
async def test_every_other_game_plays_a_practice_match_to_the_end(fake_discord, companion_bot, game):
    """The Discord layer is game-agnostic: each registered game's preset deck against the AI."""
    deck = "preset:" + next(iter(engine.get_game(game).preset_decks()))
    match_id = await _challenge_ai(fake_discord, game=game, deck=deck)
    await play_until_over(fake_discord, companion_bot, {"p1": "alice"}, match_id, seed=5)
    assert (await companion_bot.match_service.get(match_id)).status == "finished"
    assert await companion_bot.match_service.replay_check(match_id)


async def test_two_members_play_a_full_match_one_of_them_through_the_hand_button(fake_discord, companion_bot):
    """bob's DMs are closed (50007): the thread says so without revealing anything, and bob plays
    every decision through the ephemeral "我的手牌" button."""
    fake_discord.block_dms("bob", fail_create=False)
    match_id = await challenge_member(fake_discord, "alice", "bob")
    [thread] = fake_discord.threads
    await wait_until(lambda: any("无法私信" in m["content"] for m in fake_discord.messages_in(int(thread["id"]))))
    blocked = next(m for m in fake_discord.messages_in(int(thread["id"])) if "无法私信" in m["content"])
    assert f"<@{fake_discord.user('bob').id}>" in blocked["content"]

    users = {"p1": "alice", "p2": "bob"}
    clicks = await play_until_over(fake_discord, companion_bot, users, match_id, seed=3, via_hand=frozenset({"bob"}))
    assert clicks > 20
    match = await companion_bot.match_service.get(match_id)
    assert match.status == "finished"
    assert await companion_bot.match_service.replay_check(match_id)
    # Nothing private reached the thread: no option labels and no names of cards in a hand.
    thread_text = "\n".join(m["content"] for m in public_messages(fake_discord, int(thread["id"])))
    assert "已选择" not in thread_text and "放入奇墨池：" not in thread_text


async def test_a_declined_challenge_starts_nothing(fake_discord, companion_bot):
    interaction = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": "bob", "游戏": "lorcana", "卡组": PRESET}
    )
    reply = await fake_discord.response_to(interaction)
    decline = next(
        c["custom_id"] for row in reply.json["data"]["components"] for c in row["components"] if c["custom_id"].endswith(":decline")
    )
    click = await fake_discord.click(decline, user="bob")
    update = await fake_discord.response_to(click)
    assert "拒绝了" in update.json["data"]["content"]
    match = await companion_bot.match_service.get(decline.split(":")[2])
    assert match.status == "aborted"
    again = await fake_discord.click(decline.replace("decline", "accept"), user="bob")
    assert (await fake_discord.response_to(again)).json["data"]["content"] == "这个挑战已经被接受、拒绝或撤回了。"
    assert fake_discord.threads == []


async def test_outsiders_double_clicks_and_stale_buttons_change_nothing(fake_discord, companion_bot):
    match_id = await _challenge_ai(fake_discord)
    service = companion_bot.match_service
    message = newest_decision(fake_discord, "alice")
    button = next(
        c["custom_id"] for row in message["components"] for c in row["components"] if c["custom_id"].startswith(("tcg:a:", "tcg:s:"))
    )
    version = (await service.view(match_id, "p1"))["version"]

    outsider = await fake_discord.click(button, user="carol", message_id=int(message["id"]))
    reply = await fake_discord.response_to(outsider)
    assert reply.json["data"]["content"] == "你不是这场对局的玩家，只能观看。"
    assert reply.json["data"]["flags"] & FLAG_EPHEMERAL
    assert (await service.view(match_id, "p1"))["version"] == version

    await answer_once(fake_discord, "alice", message, random.Random(1))
    await wait_idle(companion_bot)
    after = (await service.view(match_id, "p1"))["version"]
    assert after > version
    # The same click again (a double click, or the old message clicked later): refused politely.
    if button.startswith("tcg:a:"):
        again = await fake_discord.click(button, user="alice")
    else:
        again = await fake_discord.select(button, ["0"], user="alice")
    reply = await fake_discord.response_to(again)
    assert reply.json["data"]["flags"] & FLAG_EPHEMERAL
    assert "过期" in reply.json["data"]["content"]
    assert (await service.view(match_id, "p1"))["version"] == after
    await wait_idle(companion_bot)


async def test_a_malformed_deck_list_lists_every_problem_and_saves_nothing(fake_discord, companion_bot):
    interaction = await fake_discord.slash("卡组 导入", user="alice", options={"游戏": "lorcana"})
    modal = await fake_discord.response_to(interaction)
    assert modal.json["type"] == 9  # MODAL
    submit = await fake_discord.submit_modal(
        "tcg:deckimport:lorcana", {"name": "坏卡组", "list": "4 不存在的卡\n这一行没有数量\n60 史迪奇——外星来客"}, user="alice"
    )
    reply = (await fake_discord.response_to(submit)).json["data"]
    assert reply["flags"] & FLAG_EPHEMERAL
    assert "没有保存" in reply["content"]
    assert "不存在的卡" in reply["content"] and "这一行没有数量" in reply["content"]
    assert await DeckService(companion_bot.db).list(str(fake_discord.user("alice").id)) == []


async def test_a_saved_deck_is_listed_viewed_privately_used_and_deleted(fake_discord, companion_bot):
    deck_text = (Path(__file__).resolve().parents[2] / "cards" / "lorcana" / "decks" / "amber-steel.txt").read_text("utf-8")
    interaction = await fake_discord.slash("卡组 导入", user="alice", options={"游戏": "lorcana"})
    await fake_discord.response_to(interaction)
    submit = await fake_discord.submit_modal("tcg:deckimport:lorcana", {"name": "我的钢铁", "list": deck_text}, user="alice")
    assert (await fake_discord.response_to(submit)).json["data"]["content"] == "已保存卡组“我的钢铁”（迪士尼洛卡纳，60 张）。"

    listing = await fake_discord.slash("卡组 列表", user="alice")
    assert "我的钢铁" in (await fake_discord.response_to(listing)).json["data"]["content"]
    others = await fake_discord.slash("卡组 列表", user="bob")
    assert "我的钢铁" not in (await fake_discord.response_to(others)).json["data"]["content"]
    view = await fake_discord.slash("卡组 查看", user="alice", options={"游戏": "lorcana", "名称": "我的钢铁"})
    shown = (await fake_discord.response_to(view)).json["data"]
    assert shown["flags"] & FLAG_EPHEMERAL and "史迪奇" in shown["embeds"][0]["description"] or shown["embeds"]

    challenge = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": "mine:我的钢铁"}
    )
    assert (await fake_discord.response_to(challenge)).json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_idle(companion_bot)

    delete = await fake_discord.slash("卡组 删除", user="alice", options={"游戏": "lorcana", "名称": "我的钢铁"})
    assert (await fake_discord.response_to(delete)).json["data"]["content"] == "已删除卡组“我的钢铁”（迪士尼洛卡纳）。"
    again = await fake_discord.slash("卡组 删除", user="alice", options={"游戏": "lorcana", "名称": "我的钢铁"})
    assert "找不到" in (await fake_discord.response_to(again)).json["data"]["content"]


async def test_board_images_resign_and_my_matches(fake_discord, companion_bot):
    match_id = await _challenge_ai(fake_discord)
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    thread_id = int(thread["id"])

    # A spectator may look at the public board; the image is attached to a public message.
    board = await fake_discord.slash("对战 棋盘", user="carol", channel_id=thread_id)
    await fake_discord.response_to(board)
    posted = await fake_discord.followup_to(board)
    assert [f.filename for f in posted.files] == ["board.png"] and posted.files[0].data.startswith(b"\x89PNG")

    # 我的手牌 for a player: the private view, its decision and the private image.
    hand = await fake_discord.click(f"tcg:hand:{match_id}", user="alice")
    reply = await fake_discord.response_to(hand)
    assert reply.json["data"]["flags"] & FLAG_EPHEMERAL
    assert "私人视图" in reply.json["data"]["content"] and [f.filename for f in reply.files] == ["board.png"]
    spectator = await fake_discord.click(f"tcg:hand:{match_id}", user="carol")
    assert (await fake_discord.response_to(spectator)).json["data"]["content"] == "你不是这场对局的玩家，只能观看。"

    mine = await fake_discord.slash("对战 列表", user="alice")
    assert f"<#{thread_id}>" in (await fake_discord.response_to(mine)).json["data"]["content"]
    not_here = await fake_discord.slash("对战 认输", user="alice")
    assert (await fake_discord.response_to(not_here)).json["data"]["content"].startswith("找不到要操作的对局")
    outsider = await fake_discord.slash("对战 认输", user="carol", channel_id=thread_id)
    assert (await fake_discord.response_to(outsider)).json["data"]["content"] == "你不是这场对局的玩家，只能观看。"

    resign = await fake_discord.slash("对战 认输", user="alice", channel_id=thread_id)
    assert (await fake_discord.response_to(resign)).json["data"]["content"] == "你已认输。"
    await wait_idle(companion_bot)
    result = await companion_bot.match_service.result(match_id)
    assert (result["winners"], result["reason"]) == (["p2"], "concede")
    assert any("认输了" in m["content"] for m in public_messages(fake_discord, thread_id))
    # The public log and status stay readable after the end, for spectators too.
    log = await fake_discord.slash("对战 日志", user="carol", channel_id=thread_id)
    assert "认输了" in (await fake_discord.response_to(log)).files[0].data.decode("utf-8")
    status = await fake_discord.slash("对战 状态", user="alice", channel_id=thread_id)
    assert "获胜" in (await fake_discord.response_to(status)).json["data"]["content"]


async def test_a_draw_offer_needs_the_opponent(fake_discord, companion_bot):
    match_id = await challenge_member(fake_discord, "alice", "bob")
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    thread_id = int(thread["id"])
    log = await fake_discord.slash("对战 日志", user="bob", channel_id=thread_id)
    reply = await fake_discord.response_to(log)
    assert reply.files and "Alice 的卡组已洗牌。" in reply.files[0].data.decode("utf-8")

    offer = await fake_discord.slash("对战 求和", user="alice", channel_id=thread_id)
    posted = (await fake_discord.response_to(offer)).json["data"]
    button = posted["components"][0]["components"][0]["custom_id"]
    own = await fake_discord.click(button, user="alice")
    assert (await fake_discord.response_to(own)).json["data"]["content"] == "只有对手可以同意和棋。"
    agree = await fake_discord.click(button, user="bob")
    await fake_discord.response_to(agree)
    await wait_idle(companion_bot)
    result = await companion_bot.match_service.result(match_id)
    assert (result["winners"], result["reason"]) == ([], "agreed_draw")
    match = await companion_bot.match_service.get(match_id)
    assert match.status == "finished"


async def test_illegal_picks_are_refused_in_chinese_and_change_nothing(fake_discord, companion_bot):
    match_id = await _challenge_ai(fake_discord)
    await wait_idle(companion_bot)
    service = companion_bot.match_service
    message = newest_decision(fake_discord, "alice")
    if "先手" in message["content"]:  # alice was picked to choose who goes first: herself
        await fake_discord.response_to(await fake_discord.click(f"tcg:a:{match_id}:r1:0", user="alice"))
        await wait_idle(companion_bot)
        message = newest_decision(fake_discord, "alice")
    [select] = [
        c for row in message["components"] for c in row["components"] if c["custom_id"].startswith("tcg:s:")
    ]  # the opening hand: which cards to put back (a multi-select)
    before = (await service.view(match_id, "p1"))["version"]
    for values, expected in ((["0", "0"], "只能选一次"), (["99"], "过期")):
        picked = await fake_discord.select(select["custom_id"], values, user="alice", message_id=int(message["id"]))
        reply = (await fake_discord.response_to(picked)).json["data"]
        assert reply["flags"] & FLAG_EPHEMERAL and expected in reply["content"]
    assert (await service.view(match_id, "p1"))["version"] == before
    assert newest_decision(fake_discord, "alice")["id"] == message["id"]  # still there to answer


async def test_the_status_message_can_carry_the_board_image_each_turn(fake_discord, companion_bot):
    refused = await fake_discord.slash("对战 棋盘图设置", user="alice", options={"开启": True})
    assert "管理服务器" in (await fake_discord.response_to(refused)).json["data"]["content"]
    enabled = await fake_discord.slash("对战 棋盘图设置", user="admin", options={"开启": True})
    assert (await fake_discord.response_to(enabled)).json["data"]["content"].startswith("已开启")

    match_id = await _challenge_ai(fake_discord)
    await play_until_over(fake_discord, companion_bot, {"p1": "alice"}, match_id, seed=11)
    [thread] = fake_discord.threads
    status = status_message(fake_discord, thread)
    assert [a["filename"] for a in fake_discord.messages[int(status["id"])]["attachments"]] == ["board.png"]
    edits = fake_discord.requests_to("PATCH", "/channels/{channel}/messages/" + status["id"])
    with_image = [r for r in edits if r.files]
    turns = sum(e["type"] == "turn_started" for e in await companion_bot.match_service.public_events(match_id))
    assert 1 < len(with_image) == len(edits) <= turns + 1  # the server's setting: the status is edited once per turn (and at the end)


async def test_an_opponent_with_many_decks_pages_through_the_deck_menu(fake_discord, companion_bot):
    """A Discord menu holds 25 options: bob's 20 saved decks and the 15 Lorcana presets come in
    pages of 24, the 25th option turns the page (wrapping round), and a deck on page 2 starts the match."""
    deck_text = (Path(__file__).resolve().parents[2] / "cards" / "lorcana" / "decks" / "amber-steel.txt").read_text("utf-8")
    decks = DeckService(companion_bot.db)
    bob = str(fake_discord.user("bob").id)
    for number in range(20):
        await decks.save(bob, "lorcana", f"卡组{number:02}", deck_text)
    choices = await decks.choices(bob, "lorcana")
    assert len(choices) > 25
    challenge = await fake_discord.slash("对战 发起", user="alice", options={"对手": "bob", "游戏": "lorcana", "卡组": PRESET})
    reply = await fake_discord.response_to(challenge)
    accept = reply.json["data"]["components"][0]["components"][0]["custom_id"]
    click = await fake_discord.click(accept, user="bob")
    await fake_discord.response_to(click)
    picker = fake_discord.original_message(click)

    def menu(message: dict) -> dict:
        [select] = [c for c in components_of(message) if c["custom_id"].startswith("tcg:chdeck:")]
        return select

    first = menu(picker)
    assert len(first["options"]) == 25
    assert [o["value"] for o in first["options"][:24]] == [c.value for c in choices[:24]]
    assert first["options"][24]["value"] == "page:1" and first["options"][24]["label"] == "下一页（2/2）"
    outsider = await fake_discord.select(first["custom_id"], ["page:1"], user="carol", message_id=int(picker["id"]))
    assert (await fake_discord.response_to(outsider)).json["data"]["content"] == "这个挑战不是发给你的。"
    turn = await fake_discord.select(first["custom_id"], ["page:1"], user="bob", message_id=int(picker["id"]))
    second = menu((await fake_discord.response_to(turn)).json["data"])
    assert [o["value"] for o in second["options"][:-1]] == [c.value for c in choices[24:]]
    assert second["options"][-1]["value"] == "page:0" and second["options"][-1]["label"] == "下一页（1/2）"
    last_preset = choices[-1].value
    assert last_preset.startswith("preset:")
    await fake_discord.select(second["custom_id"], [last_preset], user="bob", message_id=int(picker["id"]))
    await wait_until(lambda: len(fake_discord.threads) == 1)
    await wait_idle(companion_bot)
