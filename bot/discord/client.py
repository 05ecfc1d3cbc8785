"""The Discord client: opens and migrates the database, loads the cogs, syncs slash commands."""

from __future__ import annotations

import logging
import sys

import aiosqlite
import discord
from discord.ext import commands

from bot.config import Config
from bot.discord.tables import MatchTables
from bot.messages import t
from bot.services.matches import MatchService
from bot.storage.database import connect
from bot.storage.migrations import MigrationError, migrate

log = logging.getLogger(__name__)

# Extension modules loaded at start, in order.
COGS: list[str] = [
    "bot.discord.cogs.decks",
    "bot.discord.cogs.matches",
    "bot.discord.cogs.rules",
    "bot.discord.cogs.lookup",
    "bot.discord.cogs.league",
]


class CompanionBot(commands.Bot):
    def __init__(self, config: Config) -> None:
        # Inline card lookup ([[名称]] in chat) reads messages: the privileged message-content
        # intent must be switched on for the bot in the Discord developer portal.
        intents = discord.Intents.default()
        intents.message_content = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents)
        self.config = config
        self._db: aiosqlite.Connection | None = None

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the database is opened in setup_hook; the bot has not started yet")
        return self._db

    async def setup_hook(self) -> None:
        path = self.config.database_path
        self._db = await connect(path)
        old, new = await migrate(self._db)
        if new != old:
            log.info(t("db.migrated", path=path, old=old, new=new))
        else:
            log.info(t("db.up_to_date", path=path, version=new))
        # Services the cogs share; built before the cogs load. Match state lives in the database,
        # so a restarted bot picks every match up where it was (buttons carry the match id).
        self.match_service = MatchService(self._db)
        self.tables = MatchTables(self, self.match_service)
        for name in COGS:
            await self.load_extension(name)
            log.info(t("bot.extension_loaded", name=name))
        synced = await self.tree.sync()
        log.info(t("bot.commands_synced", count=len(synced)))

    async def on_ready(self) -> None:
        # Fires again after reconnects; logging it each time is intended.
        assert self.user is not None
        log.info(t("bot.ready", user=self.user, user_id=self.user.id, guilds=len(self.guilds)))

    async def close(self) -> None:
        try:
            await super().close()  # unloads the cogs first, so they may still use the database
        finally:
            if self._db is not None:
                await self._db.close()
                self._db = None


def run_bot(config: Config) -> int:
    """Run the bot until it is stopped; return the process exit status.

    Without a token nothing is created or contacted: the operator gets the catalog explanation
    (including the offline `tcg play`) and status 2.
    """
    if config.discord_token is None:
        print(t("config.missing_token"), file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=config.log_level_number)
    bot = CompanionBot(config)
    try:
        bot.run(config.discord_token, log_handler=None)  # logging is configured just above
    except discord.LoginFailure:
        print(t("config.invalid_token"), file=sys.stderr)
        return 2
    except MigrationError as error:
        print(error, file=sys.stderr)
        return 1
    return 0
