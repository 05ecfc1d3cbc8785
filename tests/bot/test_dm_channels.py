"""Each player's DM channel is remembered in the database (migrations/0017_dm_channels.sql), so a
fresh bot process sends a match's first panel without opening the channel again (POST
/users/@me/channels: one REST call per player and process before); a remembered channel Discord
refuses is forgotten and opened anew (bot/discord/tables.py, _send_private)."""

from __future__ import annotations

import itertools
import random

from bot.discord.client import CompanionBot
from bot.storage.users import UserRepository
from tests.bot.fakediscord import running_client
from tests.bot.match_driver import answer_once, newest_decision, wait_idle
from tests.bot.test_match_flow import _challenge_ai

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

OPEN_DM = ("POST", "/users/@me/channels")


async def test_the_dm_channel_is_remembered_and_forgotten_per_user(migrated_db):
    """The stored form, on SQLite and PostgreSQL (migration 0017)."""
    users = UserRepository(migrated_db)
    await users.remember("111", "阿明")
    assert await users.dm_channel("111") is None
    await users.set_dm_channel("111", "987")
    assert (await users.dm_channel("111"), await users.dm_channel("222")) == ("987", None)
    await users.set_dm_channel("111", None)
    assert await users.dm_channel("111") is None


async def _practice_match(server, config) -> str | None:
    """A fresh bot process opens alice's practice match against the AI and stops; alice's DM
    channel as it remembered it."""
    seeds = itertools.count(1)
    async with running_client(server, CompanionBot(config, new_seed=lambda: next(seeds))) as bot:
        await _challenge_ai(server)
        await wait_idle(bot)
        return await bot.tables.users.dm_channel(str(server.user("alice").id))


async def test_a_fresh_process_sends_the_first_panel_without_opening_the_dm_again(fake_discord, companion_config):
    assert await _practice_match(fake_discord, companion_config) == str(fake_discord.dm_channel_of("alice"))
    assert len(fake_discord.requests_to(*OPEN_DM)) == 1
    first = newest_decision(fake_discord, "alice")

    await _practice_match(fake_discord, companion_config)  # another process on the same database
    assert len(fake_discord.requests_to(*OPEN_DM)) == 1
    assert newest_decision(fake_discord, "alice")["id"] != first["id"]  # the new match's panel


async def test_a_remembered_channel_discord_no_longer_knows_is_opened_anew(fake_discord, companion_config):
    stale = await _practice_match(fake_discord, companion_config)
    alice = fake_discord.user("alice").id
    del fake_discord.channels[fake_discord.dm_channels.pop(alice)]  # gone: 404 Unknown Channel

    remembered = await _practice_match(fake_discord, companion_config)
    assert remembered == str(fake_discord.dm_channel_of("alice")) != stale
    assert len(fake_discord.requests_to(*OPEN_DM)) == 2
    assert newest_decision(fake_discord, "alice") is not None


async def test_a_player_who_closed_their_dms_since_is_forgotten_and_called_in_the_thread(fake_discord, companion_config):
    await _practice_match(fake_discord, companion_config)
    fake_discord.block_dms("alice", fail_create=False)

    assert await _practice_match(fake_discord, companion_config) is None  # the next match opens it anew
    assert len(fake_discord.requests_to(*OPEN_DM)) == 2
    [_, thread] = fake_discord.threads
    assert any("私信" in m["content"] for m in fake_discord.messages_in(int(thread["id"])))


async def test_a_fresh_process_edits_a_panel_without_fetching_its_dm_channel(fake_discord, companion_config):
    """A process that did not open the DM channel (a restart, another process) edits the panels in
    it from the stored id alone (no GET /channels/{id})."""
    await _practice_match(fake_discord, companion_config)
    seeds = itertools.count(1)
    async with running_client(fake_discord, CompanionBot(companion_config, new_seed=lambda: next(seeds))) as bot:
        for _ in range(3):  # answers whose updates edit alice's panel (the AI's turn in between)
            await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), random.Random(7))
            await wait_idle(bot)
    assert fake_discord.requests_to("GET", "/channels/{channel_id}") == []
    assert len(fake_discord.requests_to("PATCH", "/channels/{channel_id}/messages/{message_id}")) > 0
