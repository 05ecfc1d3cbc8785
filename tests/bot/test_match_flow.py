"""Matches end to end: the real discord.py client (CompanionBot) against the fake Discord server.

A member challenges the bot's AI or another member, plays through DM decisions and the
"我的手牌" button, and the match ends with its result recorded for leagues.
"""

from __future__ import annotations

import orjson

from tests.bot.match_driver import match_id_of, newest_decision, play_until_over, wait_until

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

PRESET = "preset:琥珀紫晶"


async def _challenge_ai(server, user: str = "alice") -> str:
    interaction = await server.slash(
        "对战 发起", user=user, options={"对手": server.bot_user, "游戏": "lorcana", "卡组": PRESET}
    )
    reply = await server.response_to(interaction)
    assert reply.json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: newest_decision(server, user) is not None)
    return match_id_of(newest_decision(server, user))


async def test_a_practice_match_against_the_ai_is_played_to_the_end_by_clicks(fake_discord, companion_bot):
    match_id = await _challenge_ai(fake_discord)
    [thread] = fake_discord.threads
    [status] = fake_discord.pinned(int(thread["id"]))
    assert "我的手牌" in str(status["components"])
    assert "迪士尼洛卡纳" in status["content"]

    clicks = await play_until_over(fake_discord, companion_bot, ["alice"], match_id, seed=7)
    assert clicks > 10

    match = await companion_bot.match_service.get(match_id)
    assert match.status == "finished"
    result = orjson.loads(match.result_json)
    assert result["winners"] in (["p1"], ["p2"])
    assert await companion_bot.match_service.replay_check(match_id)
    await wait_until(lambda: "对局结束" in fake_discord.messages[int(status["id"])]["content"])
