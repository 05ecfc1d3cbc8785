"""A fake Discord server for end-to-end tests of the bot with the real discord.py client.

Typical use::

    pytest_plugins = ["tests.bot.fakediscord.fixtures"]

    async def test_something(fake_discord, companion_bot):
        interaction = await fake_discord.slash("对战 发起", user="alice", options={"对手": "bob"})
        callback = await fake_discord.response_to(interaction)
        assert callback.json["data"]["content"] == ...
        await fake_discord.click("match:1:accept", user="bob")
        ...

See ``server.py`` for the REST routes, the gateway and the injection helpers, and
``harness.py`` for pointing discord.py at the server and running a client against it.
"""

from .harness import FAKE_TOKEN, fake_discord_server, point_discord_at, running_client
from .payloads import FakeUser
from .server import ROUTES, FakeDiscordServer, InjectedInteraction, RecordedFile, RecordedRequest

__all__ = [
    "FAKE_TOKEN",
    "ROUTES",
    "FakeDiscordServer",
    "FakeUser",
    "InjectedInteraction",
    "RecordedFile",
    "RecordedRequest",
    "fake_discord_server",
    "point_discord_at",
    "running_client",
]
