"""The fake Discord server works with the real discord.py client.

These tests drive discord.py 2.7 (not mocks) through the fake gateway and REST API in
tests/bot/fakediscord/: the companion bot starting up, slash commands, persistent buttons, modals,
threads and pins, interaction webhooks, blocked DMs, gateway resume and a rejected token.
"""

from __future__ import annotations

import asyncio
import math
import re

import discord
import pytest
from discord import app_commands

from bot.discord.client import CompanionBot
from bot.storage.migrations import available_migrations, user_version
from tests.bot.fakediscord import (
    FAKE_TOKEN,
    FakeDiscordServer,
    fake_discord_server,
    running_client,
)
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL, FLAG_LOADING

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=r"match:(?P<match_id>[0-9]+):hand"):
    """A persistent button like the bot's "我的手牌": the match id lives in the custom id."""

    def __init__(self, match_id: int) -> None:
        super().__init__(discord.ui.Button(label="我的手牌", custom_id=f"match:{match_id}:hand"))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> HandButton:
        return cls(int(match["match_id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        channel = interaction.channel
        interaction.client.events.append(("hand", self.match_id, interaction.user.id, type(channel).__name__))
        await interaction.response.send_message(f"第 {self.match_id} 局：你的手牌", ephemeral=True)


class DeckModal(discord.ui.Modal, title="导入卡组"):
    deck = discord.ui.TextInput(label="卡组列表", custom_id="deck-list", style=discord.TextStyle.long)

    def __init__(self) -> None:
        super().__init__(custom_id="deck-import", timeout=None)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        lines = [line for line in self.deck.value.splitlines() if line.strip()]
        interaction.client.events.append(("deck", lines))
        await interaction.response.send_message(f"收到 {len(lines)} 行", ephemeral=True)


class HarnessClient(discord.Client):
    """A plain discord.Client with a few test-only app commands synced to the test guild."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(intents=discord.Intents.default())
        self.guild_id = guild_id
        self.tree = app_commands.CommandTree(self)
        self.events: list[tuple] = []
        self.interactions: list[discord.Interaction] = []
        self.synced: list[app_commands.AppCommand] = []

        @self.tree.command(name="echo", description="重复一段话")
        async def echo(interaction: discord.Interaction, text: str, times: int = 1) -> None:
            self.interactions.append(interaction)
            self.events.append(("echo", interaction.user.id, text, times, interaction.channel_id))
            await interaction.response.send_message(text * times)

        @self.tree.command(name="slow", description="先思考再回答")
        async def slow(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True)
            await interaction.followup.send("想好了")

        @self.tree.command(name="deck", description="导入卡组")
        async def deck(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(DeckModal())

        match = app_commands.Group(name="对战", description="对战命令")

        @match.command(name="发起", description="发起对战")
        @app_commands.rename(opponent="对手", game="游戏")
        async def challenge(interaction: discord.Interaction, opponent: discord.Member, game: str) -> None:
            self.events.append(("challenge", interaction.user.id, opponent.id, opponent.display_name, game))
            await interaction.response.send_message(
                f"{interaction.user.mention} 向 {opponent.mention} 发起了 {game}"
            )

        self.tree.add_command(match)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(HandButton)
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        self.synced = await self.tree.sync(guild=guild)


@pytest.fixture
async def harness_client(fake_discord: FakeDiscordServer):
    async with running_client(fake_discord, HarnessClient(fake_discord.guild_id)) as client:
        yield client


async def test_companion_bot_connects_migrates_syncs_and_becomes_ready(fake_discord, companion_config):
    bot = CompanionBot(companion_config)
    async with running_client(fake_discord, bot):
        assert bot.is_ready()
        assert bot.user is not None and bot.user.id == fake_discord.bot_user.id and bot.user.bot
        assert bot.application_id == fake_discord.application_id
        guild = bot.get_guild(fake_discord.guild_id)
        assert guild is not None and not guild.unavailable and guild.name == "测试服务器"
        assert guild.get_channel(fake_discord.channel_id).name == "对战大厅"
        assert guild.me is not None and guild.me.guild_permissions.administrator
        assert await user_version(bot.db) == available_migrations()[-1].version
        assert companion_config.database_path.exists()

        # Login, then setup_hook's migrations and the command sync, in that order.
        assert [(r.method, r.route) for r in fake_discord.requests] == [
            ("GET", "/users/@me"),
            ("GET", "/oauth2/applications/@me"),
            ("PUT", "/applications/{application_id}/commands"),
        ]
        login, _, sync = fake_discord.requests
        assert login.headers["Authorization"] == f"Bot {FAKE_TOKEN}"
        assert sync.params["application_id"] == str(fake_discord.application_id)
        # The sync carries exactly the commands the loaded cogs define.
        assert sorted(c["name"] for c in sync.json) == sorted(c.name for c in bot.tree.get_commands())
        assert sync.status == 200 and len(sync.response) == len(sync.json)
        assert fake_discord.unhandled == []

        [identify] = fake_discord.identifies
        assert identify["token"] == FAKE_TOKEN
        assert identify["intents"] == bot.intents.value
        assert fake_discord.heartbeats_received >= 1  # sent right after HELLO ...
        assert ("send", {"op": 11}) in fake_discord.gateway_log  # ... and acknowledged
        assert math.isfinite(bot.latency)
    assert bot.is_closed() and not bot.is_ready()
    with pytest.raises(RuntimeError):
        _ = bot.db  # the database closed with the bot


async def test_slash_command_reaches_the_callback_route(fake_discord, harness_client):
    assert [c.name for c in harness_client.synced] == ["echo", "slow", "deck", "对战"]
    [guild_sync] = fake_discord.requests_to("PUT", "/applications/{app}/guilds/{guild}/commands")
    assert guild_sync.params["guild_id"] == str(fake_discord.guild_id)
    assert harness_client.synced[0].id == int(fake_discord.commands[fake_discord.guild_id][0]["id"])

    interaction = await fake_discord.slash("echo", user="bob", options={"text": "嗨", "times": 2})
    callback = await fake_discord.response_to(interaction)
    assert callback.json["type"] == 4
    assert callback.json["data"]["content"] == "嗨嗨"
    assert callback.query == {"with_response": "1"} and callback.status == 200
    bob = fake_discord.user("bob")
    assert harness_client.events == [("echo", bob.id, "嗨", 2, fake_discord.channel_id)]
    assert fake_discord.original_message(interaction)["content"] == "嗨嗨"

    # The interaction's webhook: read and edit the original response, send a followup.
    sent = harness_client.interactions[0]
    assert (await sent.original_response()).content == "嗨嗨"
    await sent.edit_original_response(content="改过了")
    assert fake_discord.original_message(interaction)["content"] == "改过了"
    followup = await sent.followup.send("还有一句", ephemeral=True, wait=True)
    assert followup.content == "还有一句" and followup.flags.ephemeral
    assert (await fake_discord.followup_to(interaction)).json["content"] == "还有一句"


async def test_subcommand_with_a_member_option_is_resolved(fake_discord, harness_client):
    interaction = await fake_discord.slash(
        "对战 发起", user="alice", options={"对手": "bob", "游戏": "lorcana"}
    )
    callback = await fake_discord.response_to(interaction)
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    assert callback.json["data"]["content"] == f"<@{alice.id}> 向 <@{bob.id}> 发起了 lorcana"
    assert harness_client.events == [("challenge", alice.id, bob.id, "Bob", "lorcana")]


async def test_deferred_response_is_filled_by_the_first_followup(fake_discord, harness_client):
    interaction = await fake_discord.slash("slow")
    callback = await fake_discord.response_to(interaction)
    assert callback.json["type"] == 5
    followup = await fake_discord.followup_to(interaction)
    assert followup.json["content"] == "想好了"
    original = fake_discord.original_message(interaction)
    assert original["content"] == "想好了" and not original["flags"] & FLAG_LOADING


async def test_modal_is_shown_and_its_submission_handled(fake_discord, harness_client):
    interaction = await fake_discord.slash("deck", user="carol")
    shown = await fake_discord.response_to(interaction)
    assert shown.json["type"] == 9 and shown.json["data"]["custom_id"] == "deck-import"
    assert shown.json["data"]["title"] == "导入卡组"

    submitted = await fake_discord.submit_modal(
        "deck-import", {"deck-list": "4 米奇\n\n4 艾莎"}, user="carol"
    )
    callback = await fake_discord.response_to(submitted)
    assert callback.json["data"]["content"] == "收到 2 行"
    assert callback.json["data"]["flags"] == FLAG_EPHEMERAL
    assert harness_client.events == [("deck", ["4 米奇", "4 艾莎"])]


async def test_button_click_reaches_a_dynamic_item(fake_discord, harness_client):
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(42))
    channel = harness_client.get_channel(fake_discord.channel_id)
    sent = await channel.send("第 42 局", view=view)
    stored = fake_discord.messages[sent.id]
    assert stored["components"][0]["components"][0]["custom_id"] == "match:42:hand"

    interaction = await fake_discord.click("match:42:hand", user="carol")
    assert interaction.message_id == sent.id
    callback = await fake_discord.response_to(interaction)
    assert callback.json["type"] == 4
    assert callback.json["data"] == {
        **callback.json["data"],
        "content": "第 42 局：你的手牌",
        "flags": FLAG_EPHEMERAL,
    }
    carol = fake_discord.user("carol")
    assert harness_client.events == [("hand", 42, carol.id, "TextChannel")]

    # A button this client never sent (as after a restart) still reaches the DynamicItem.
    again = await fake_discord.click("match:7:hand", user="bob")
    assert (await fake_discord.response_to(again)).json["data"]["content"] == "第 7 局：你的手牌"
    assert harness_client.events[-1] == ("hand", 7, fake_discord.user("bob").id, "TextChannel")


async def test_a_restarted_client_handles_buttons_the_previous_one_sent(fake_discord):
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(5))
    async with running_client(fake_discord, HarnessClient(fake_discord.guild_id)) as first:
        sent = await first.get_channel(fake_discord.channel_id).send("第 5 局", view=view)
    assert first.is_closed() and not fake_discord.connected

    async with running_client(fake_discord, HarnessClient(fake_discord.guild_id)) as second:
        clicked = await fake_discord.click("match:5:hand", user="bob")
        assert clicked.message_id == sent.id
        assert (await fake_discord.response_to(clicked)).json["data"]["content"] == "第 5 局：你的手牌"
        assert second.events == [("hand", 5, fake_discord.user("bob").id, "TextChannel")]
    assert first.events == [] and len(fake_discord.identifies) == 2


async def test_threads_pins_edits_and_a_click_in_a_thread(fake_discord, harness_client):
    channel = harness_client.get_channel(fake_discord.channel_id)
    starter = await channel.send("对局 #1：alice 对 bob")
    thread = await starter.create_thread(name="对局 #1")
    assert thread.id == starter.id and thread.parent_id == fake_discord.channel_id
    await thread.add_user(discord.Object(fake_discord.user("alice").id))
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(1))
    status = await thread.send("回合 1：alice 行动", view=view)
    await status.pin()
    await status.edit(content="回合 2：bob 行动")

    assert [m["content"] for m in fake_discord.pinned(thread.id)] == ["回合 2：bob 行动"]
    assert fake_discord.messages_in(thread.id) == fake_discord.pinned(thread.id)
    assert fake_discord.thread_members[thread.id] == {fake_discord.user("alice").id}
    assert fake_discord.requests_to("PUT", "/channels/{thread}/messages/pins/{message}")[0].status == 204
    assert [t["name"] for t in fake_discord.threads] == ["对局 #1"]

    async with asyncio.timeout(2):  # THREAD_CREATE arrives over the gateway
        while harness_client.get_channel(thread.id) is None:
            await asyncio.sleep(0.01)
    clicked = await fake_discord.click("match:1:hand", user="alice")
    assert clicked.channel_id == thread.id
    await fake_discord.response_to(clicked)
    assert harness_client.events == [("hand", 1, fake_discord.user("alice").id, "Thread")]


async def test_blocked_dm_raises_forbidden_50007(fake_discord, harness_client):
    alice, bob, carol = (fake_discord.user(n) for n in ("alice", "bob", "carol"))
    fake_discord.block_dms("alice")
    user = await harness_client.fetch_user(alice.id)
    with pytest.raises(discord.Forbidden) as caught:
        await user.create_dm()
    assert caught.value.status == 403 and caught.value.code == 50007
    assert caught.value.text == "Cannot send messages to this user"

    # As on real Discord: the DM channel opens, the message is refused.
    fake_discord.block_dms("bob", fail_create=False)
    with pytest.raises(discord.Forbidden) as caught:
        await (await harness_client.fetch_user(bob.id)).send("你的手牌")
    assert caught.value.code == 50007
    assert fake_discord.dm_channel_of("bob") is not None and fake_discord.dm_messages("bob") == []

    # An open DM works, and a button in it is clicked outside any guild.
    view = discord.ui.View(timeout=None)
    view.add_item(HandButton(9))
    sent = await (await harness_client.fetch_user(carol.id)).send("你的手牌：……", view=view)
    assert [m["content"] for m in fake_discord.dm_messages("carol")] == ["你的手牌：……"]
    clicked = await fake_discord.click("match:9:hand", user="carol")
    assert clicked.message_id == sent.id and "guild_id" not in clicked.payload
    await fake_discord.response_to(clicked)
    assert harness_client.events == [("hand", 9, carol.id, "DMChannel")]


async def test_gateway_resume_keeps_the_session(fake_discord, harness_client):
    resumed = asyncio.Event()

    async def on_resumed() -> None:
        resumed.set()

    harness_client.event(on_resumed)
    await fake_discord.reconnect_clients()
    async with asyncio.timeout(3):
        await resumed.wait()
    assert len(fake_discord.identifies) == 1  # resumed, not identified again
    interaction = await fake_discord.slash("echo", options={"text": "还在"})
    assert (await fake_discord.response_to(interaction)).json["data"]["content"] == "还在"


async def test_a_rejected_token_fails_login():
    async with fake_discord_server(expected_token="the-real-one") as server:
        client = discord.Client(intents=discord.Intents.default())
        with pytest.raises(discord.LoginFailure):
            async with running_client(server, client, token="a-wrong-one"):
                pass
        assert [(r.path, r.status) for r in server.requests] == [("/users/@me", 401)]
        assert client.is_closed()
