import asyncio
import logging
import socket

import discord
import pytest

from bot.config import Config
from bot.discord import client as client_module
from bot.discord.client import COGS, CompanionBot, run_bot
from bot.messages import t
from bot.storage.migrations import available_migrations, user_version


@pytest.fixture
def no_network(monkeypatch):
    """Fail loudly on any attempt to open a connection, and record it."""
    attempts = []

    def refuse(*args, **kwargs):
        attempts.append(args)
        raise AssertionError(f"network access attempted: {args!r}")

    async def refuse_async(*args, **kwargs):
        refuse(*args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(asyncio.BaseEventLoop, "create_connection", refuse_async)
    return attempts


def test_without_a_token_explains_and_returns_2(monkeypatch, capsys, no_network, tmp_path):
    def no_bot(*args, **kwargs):
        raise AssertionError("the bot must not be created without a token")

    monkeypatch.setattr(client_module, "CompanionBot", no_bot)
    database = tmp_path / "data" / "tcg.sqlite3"
    assert run_bot(Config(discord_token=None, database_path=database)) == 2

    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == t("config.missing_token")
    assert "DISCORD_TOKEN" in err and "tcg play" in err
    assert no_network == []
    assert not database.parent.exists()  # nothing was opened either


def test_with_a_token_runs_the_bot_and_returns_0(monkeypatch, no_network, tmp_path):
    calls, levels = [], []
    monkeypatch.setattr(
        CompanionBot, "run", lambda self, token, **kwargs: calls.append((self, token, kwargs))
    )
    # Keep the root logger untouched for the other tests.
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kwargs: levels.append(kwargs["level"]))
    config = Config(discord_token="secret", database_path=tmp_path / "tcg.sqlite3", log_level="WARNING")
    assert run_bot(config) == 0
    assert levels == [logging.WARNING]
    [(bot, token, kwargs)] = calls
    assert isinstance(bot, CompanionBot) and bot.config is config
    assert token == "secret" and kwargs == {"log_handler": None}
    # Default intents plus message content, which inline card lookup ([[名称]]) reads.
    assert bot.intents.value == discord.Intents.default().value | discord.Intents(message_content=True).value


def test_a_rejected_token_is_explained(monkeypatch, capsys, no_network, tmp_path):
    def reject(self, token, **kwargs):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(CompanionBot, "run", reject)
    monkeypatch.setattr(discord.utils, "setup_logging", lambda **kwargs: None)
    assert run_bot(Config(discord_token="bad", database_path=tmp_path / "tcg.sqlite3")) == 2
    assert capsys.readouterr().err.strip() == t("config.invalid_token")


async def test_setup_hook_migrates_the_database_and_syncs_commands(monkeypatch, no_network, tmp_path, caplog):
    bot = CompanionBot(Config(discord_token="secret", database_path=tmp_path / "db" / "tcg.sqlite3"))
    synced = []

    async def fake_sync(*args, **kwargs):
        synced.append(True)
        return []

    monkeypatch.setattr(bot.tree, "sync", fake_sync)
    with caplog.at_level("INFO"):
        await bot.setup_hook()
    try:
        assert sorted(bot.extensions) == sorted(COGS)
        latest = available_migrations()[-1].version
        assert await user_version(bot.db) == latest
        assert synced == [True]
        assert t("db.migrated", path=tmp_path / "db" / "tcg.sqlite3", old=0, new=latest) in caplog.messages
    finally:
        await bot.close()
    with pytest.raises(RuntimeError):
        _ = bot.db  # closed with the bot
