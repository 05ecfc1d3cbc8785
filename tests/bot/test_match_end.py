"""The end of a match and watching one (issue 16): the game-over summary with 再来一局 and 查看回放,
replays stepped with ◀ ▶, the status message's 观战 button; all refuse a match of another server."""

from __future__ import annotations

from datetime import timedelta

import orjson

import engine
from bot.discord.match_end import duration_text
from bot.services.board_text import log_lines
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import (
    PRESETS,
    challenge_member,
    components_of,
    match_id_of,
    newest_decision,
    play_until_over,
    status_message,
    wait_idle,
    wait_until,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


async def practice_to_the_end(server, bot) -> tuple[str, dict]:
    """alice plays a Lorcana practice match to the end; returns its id and the thread."""
    interaction = await server.slash("对战 发起", user="alice", options={"对手": server.bot_user, "游戏": "lorcana", "卡组": PRESETS["lorcana"]})
    await server.response_to(interaction)
    await wait_until(lambda: newest_decision(server, "alice") is not None)
    match_id = match_id_of(newest_decision(server, "alice"))
    await play_until_over(server, bot, {"p1": "alice"}, match_id, seed=7)
    await wait_idle(bot)
    [thread] = server.threads
    return match_id, thread


def button(message: dict, part: str) -> dict:
    [found] = [c for c in components_of(message) if part in c.get("custom_id", "")]
    return found


def summary_of(server, thread: dict) -> dict:
    [summary] = [m for m in server.messages_in(int(thread["id"])) if "对局结束**" in m["content"]]
    return summary


async def test_the_summary_tells_the_result_and_offers_a_rematch_and_the_replay(fake_discord, companion_bot):
    match_id, thread = await practice_to_the_end(fake_discord, companion_bot)
    summary = summary_of(fake_discord, thread)
    match = await companion_bot.match_service.get(match_id)
    winners = orjson.loads(match.result_json)["winners"]
    assert ("Alice 获胜" in summary["content"]) == (winners == ["p1"])
    assert "回合" in summary["content"] and "用时" in summary["content"]
    assert summary["attachments"]  # the final board
    assert button(summary, "tcg:again:")["label"] == "再来一局"
    assert button(summary, ":0:open")["label"] == "查看回放"

    # 再来一局 by someone else changes nothing; by alice it starts the same decks against the AI.
    refused = await fake_discord.click(button(summary, "tcg:again:")["custom_id"], user="carol", message_id=int(summary["id"]))
    assert (await fake_discord.response_to(refused)).json["data"]["content"] == "你不是这场对局的玩家，只能观看。"
    again = await fake_discord.click(button(summary, "tcg:again:")["custom_id"], user="alice", message_id=int(summary["id"]))
    assert (await fake_discord.response_to(again)).json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: len(fake_discord.threads) == 2)
    await wait_idle(companion_bot)
    [newer] = [m for m in await companion_bot.match_service.repo.active_matches() if m.id != match_id]
    assert orjson.loads(newer.options_json)["decks"] == orjson.loads(match.options_json)["decks"]


async def test_a_replay_steps_scene_by_scene_for_anyone(fake_discord, companion_bot):
    match_id, thread = await practice_to_the_end(fake_discord, companion_bot)
    summary = summary_of(fake_discord, thread)
    opened = await fake_discord.click(button(summary, ":0:open")["custom_id"], user="carol", message_id=int(summary["id"]))
    await fake_discord.response_to(opened)
    replay = fake_discord.original_message(opened)
    assert replay["flags"] & FLAG_EPHEMERAL and "**回放**" in replay["content"] and "开局准备" in replay["content"]
    assert replay["attachments"] and button(replay, ":prev").get("disabled")
    seen = [replay["content"].splitlines()[0]]
    for _ in range(200):
        forward = button(replay, ":next")
        if forward.get("disabled"):
            break
        click = await fake_discord.click(forward["custom_id"], user="carol", message_id=int(replay["id"]))
        await fake_discord.response_to(click)
        replay = fake_discord.messages[int(replay["id"])]
        seen.append(replay["content"].splitlines()[0])
    turns = (await companion_bot.match_service.view(match_id, None))["turn"]["number"]
    assert "第 1 回合" in seen[1] and "对局结束" in seen[-1]
    assert len(seen) == turns + 2  # the setup, every turn, the end


async def test_the_spectate_button_shows_the_public_board_and_refreshes(fake_discord, companion_bot):
    match_id = await challenge_member(fake_discord, "alice", "bob")
    [thread] = fake_discord.threads
    await wait_until(lambda: status_message(fake_discord, thread))
    await wait_idle(companion_bot)
    status = status_message(fake_discord, thread)
    watch = await fake_discord.click(f"tcg:watch:{match_id}", user="carol", message_id=int(status["id"]))
    await fake_discord.response_to(watch)
    shown = fake_discord.original_message(watch)
    assert shown["flags"] & FLAG_EPHEMERAL and "迪士尼洛卡纳" in shown["content"] and shown["attachments"]
    again = await fake_discord.click(f"tcg:watch:{match_id}", user="carol", message_id=int(shown["id"]))
    assert (await fake_discord.response_to(again)).json["type"] == 7  # the same message, updated


async def test_a_match_of_another_server_is_not_found(fake_discord, companion_bot):
    match_id, _ = await practice_to_the_end(fake_discord, companion_bot)
    await companion_bot.db.execute("UPDATE matches SET guild_id = '1' WHERE id = ?", (match_id,))
    await companion_bot.db.commit()
    companion_bot.match_service.repo._cache.clear()
    for custom_id in (f"tcg:replay:{match_id}:0:open", f"tcg:watch:{match_id}", f"tcg:again:{match_id}"):
        reply = (await fake_discord.response_to(await fake_discord.click(custom_id, user="alice"))).json["data"]
        assert reply["content"].startswith("找不到这场对局")


async def test_the_summary_carries_the_last_lines_of_the_log(fake_discord, companion_bot):
    """The game's last log lines ride in the summary message (one REST call less per match), and
    the thread counts as told up to the last answer."""
    match_id, thread = await practice_to_the_end(fake_discord, companion_bot)
    service = companion_bot.match_service
    match = await service.get(match_id)
    events, _ = await service.public_events_since(match_id, None)
    last = log_lines(engine.get_game("lorcana"), events, await companion_bot.tables.names(match))[-1]
    messages = fake_discord.messages_in(int(thread["id"]))
    summary = summary_of(fake_discord, thread)
    assert messages[-1]["id"] == summary["id"]
    assert summary["content"].index(last) < summary["content"].index("对局结束**")
    assert match.narrated_answers == len(await service.repo.answers(match_id))


def test_the_duration_spaces_its_units():
    assert duration_text(timedelta(days=1, hours=8, seconds=30)) == "1 天 8 小时"
    assert duration_text(timedelta(hours=2, minutes=5)) == "2 小时 5 分钟"
    assert duration_text(timedelta(seconds=10)) == "1 分钟"
