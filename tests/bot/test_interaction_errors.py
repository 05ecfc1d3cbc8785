"""An unexpected error in any interaction (slash command, button, select menu, modal) is answered
in Chinese and logged with its trace; Discord never shows its bare "interaction failed"
(issue 16, defect 2)."""

from __future__ import annotations

import logging
import random

import pytest

from bot.discord.tables import MatchTables
from bot.services.decks import DeckService
from bot.services.matches import MatchService
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import answer_once, newest_decision, wait_idle, wait_until

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

FAILED = "出了点问题，这次操作没有完成（错误已记录）。请稍后再试；如果一再出现，请告诉服务器管理员。"


def _boom(*args, **kwargs):
    raise RuntimeError("unexpected")


async def _answered_with_apology(server, interaction, caplog) -> None:
    reply = (await server.response_to(interaction)).json["data"]
    assert reply["content"] == FAILED
    assert reply["flags"] & FLAG_EPHEMERAL
    assert any(r.levelno == logging.ERROR and r.exc_info and "unexpected" in str(r.exc_info[1]) for r in caplog.records)


async def test_a_failing_slash_command_is_answered(fake_discord, companion_bot, monkeypatch, caplog):
    monkeypatch.setattr(DeckService, "list", _boom)
    await _answered_with_apology(fake_discord, await fake_discord.slash("卡组 列表", user="alice"), caplog)


async def test_a_failing_modal_is_answered(fake_discord, companion_bot, monkeypatch, caplog):
    monkeypatch.setattr(DeckService, "save", _boom)
    await fake_discord.response_to(await fake_discord.slash("卡组 导入", user="alice", options={"游戏": "lorcana"}))
    submit = await fake_discord.submit_modal("tcg:deckimport:lorcana", {"name": "坏", "list": "4 随便"}, user="alice")
    await _answered_with_apology(fake_discord, submit, caplog)


@pytest.mark.parametrize("component", ["button", "select"])
async def test_a_failing_persistent_component_is_answered(fake_discord, companion_bot, monkeypatch, caplog, component):
    """The thread's 我的手牌 button and the challenge's deck menu (both DynamicItems)."""
    monkeypatch.setattr(MatchService, "get", _boom)
    if component == "button":
        interaction = await fake_discord.click("tcg:hand:abc123", user="alice")
    else:
        interaction = await fake_discord.select("tcg:chdeck:abc123", ["preset:琥珀紫晶"], user="bob")
    await _answered_with_apology(fake_discord, interaction, caplog)


async def test_an_error_after_the_answer_is_told_in_a_followup(fake_discord, companion_bot, monkeypatch, caplog):
    """A decision click is answered (the DM message edited) before the table updates; when that
    update fails the player still hears about it, in a followup."""
    interaction = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": "preset:琥珀紫晶"}
    )
    await fake_discord.response_to(interaction)
    await wait_until(lambda: newest_decision(fake_discord, "alice") is not None)
    await wait_idle(companion_bot)
    monkeypatch.setattr(MatchTables, "_update_table", _boom)
    message = newest_decision(fake_discord, "alice")
    await answer_once(fake_discord, "alice", message, random.Random(1))
    followup = await fake_discord.wait_for("POST", "/webhooks/{app}/{token}")
    assert followup.json["content"] == FAILED and followup.json["flags"] & FLAG_EPHEMERAL


async def test_every_persistent_item_is_guarded(companion_bot):
    """Buttons and select menus are DynamicItems registered through the bot, which guards each."""
    registered = companion_bot._connection._view_store._dynamic_items.values()
    assert len(registered) > 10
    assert all(getattr(item.callback, "guarded", False) for item in registered)
