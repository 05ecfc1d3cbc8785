"""The Discord client: opens and migrates the database, loads the cogs, syncs slash commands."""

from __future__ import annotations

import logging
import random
import sys
from collections.abc import Callable
from datetime import datetime, timedelta

import aiosqlite
import discord
from discord.ext import commands

from bot.config import Config
from bot.discord.errors import answer_failure, guard_item
from bot.discord.tables import MatchTables
from bot.discord.turn_timers import STALL_AFTER, TurnTimerRunner
from bot.messages import t
from bot.services.matches import MatchService
from bot.services.search_workers import SearchWorkers
from bot.storage.database import DatabaseUnavailable, connect, utcnow
from bot.storage.dialect import redacted
from bot.storage.migrations import MigrationError, migrate
from engine.core.registry import reload_cards

log = logging.getLogger(__name__)

# Extension modules loaded at start, in order.
COGS: list[str] = [
    "bot.discord.cogs.decks",
    "bot.discord.cogs.matches",
    "bot.discord.cogs.rules",
    "bot.discord.cogs.lookup",
    "bot.discord.cogs.league",
    "bot.discord.cogs.cards",
]


class CompanionBot(commands.Bot):
    def __init__(
        self,
        config: Config,
        clock: Callable[[], datetime] = utcnow,
        timer_interval: float = 60.0,
        stall_after: timedelta = STALL_AFTER,
        new_seed: Callable[[], int] = lambda: random.SystemRandom().getrandbits(48),
    ) -> None:
        # Inline card lookup ([[名称]] in chat) reads messages: the privileged message-content
        # intent must be switched on for the bot in the Discord developer portal.
        intents = discord.Intents.default()
        intents.message_content = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, **self.client_options(config))
        self.config = config
        self.clock = clock  # every service reads time from here, so tests can move it
        self.timer_interval = timer_interval
        self.stall_after = stall_after  # when the work of a process that died changing a match is taken over
        self.new_seed = new_seed  # a fresh match seed; fixed in tests that compare runs
        self._db: aiosqlite.Connection | None = None
        self._recovered = False
        self.tree.on_error = answer_failure  # slash commands: a Chinese answer, never a bare failure

    @staticmethod
    def client_options(config: Config) -> dict[str, object]:
        """Options for discord.py's client beyond the intents (ShardedCompanionBot: its shards)."""
        return {}

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem]) -> None:
        """Register persistent buttons and select menus, each answering unexpected errors."""
        for item in items:
            guard_item(item)
        super().add_dynamic_items(*items)

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
            log.info(t("db.migrated", path=redacted(path), old=old, new=new))
        else:
            log.info(t("db.up_to_date", path=redacted(path), version=new))
        for game_id, problems in reload_cards(self.config.card_packs_path).items():  # community card packs
            if problems:
                log.warning(t("cards.pack_problems", game=game_id, count=len(problems), problems="\n".join(problems)))
        # Services the cogs share; built before the cogs load. Match state lives in the database,
        # so a restarted bot picks every match up where it was (buttons carry the match id).
        self.search_workers = SearchWorkers(self.config.card_packs_path)  # 困难 searches off the loop
        self.match_service = MatchService(self._db, clock=self.clock, search_workers=self.search_workers)
        self.tables = MatchTables(self, self.match_service)
        self.turn_timers = TurnTimerRunner(self.tables, self.clock, self.timer_interval, self.stall_after)
        for name in COGS:
            await self.load_extension(name)
            log.info(t("bot.extension_loaded", name=name))
        synced = await self.tree.sync()
        log.info(t("bot.commands_synced", count=len(synced)))

    async def on_ready(self) -> None:
        # Fires again after reconnects; logging it each time is intended.
        assert self.user is not None
        log.info(t("bot.ready", user=self.user, user_id=self.user.id, guilds=len(self.guilds)))
        if not self._recovered:  # once per process: resume what a crash or restart interrupted
            self._recovered = True
            recovered = await self.turn_timers.recover()
            if recovered:
                log.info(t("bot.matches_recovered", count=recovered))
            self.turn_timers.start()

    async def close(self) -> None:
        if getattr(self, "turn_timers", None) is not None:
            await self.turn_timers.stop()
        if getattr(self, "search_workers", None) is not None:
            self.search_workers.close()
        try:
            await super().close()  # unloads the cogs first, so they may still use the database
        finally:
            if self._db is not None:
                await self._db.close()
                self._db = None


class ShardedCompanionBot(CompanionBot, commands.AutoShardedBot):
    """The bot as discord.py's AutoShardedBot: the shards ``config.shard_ids`` of
    ``config.shard_count`` (TCG_SHARDS, TCG_SHARD_COUNT; all of them when no ids are given) in this
    process. Several such processes share one database (issue 25): a button is answered by the
    process whose shard holds its server, and turn timers by whichever claims them first."""

    @staticmethod
    def client_options(config: Config) -> dict[str, object]:
        ids = list(config.shard_ids) if config.shard_ids is not None else None
        return {"shard_count": config.shard_count, "shard_ids": ids}


def companion_bot(config: Config, **options) -> CompanionBot:
    """The bot ``config`` asks for: sharded when it names a shard count, else one plain client."""
    return (ShardedCompanionBot if config.shard_count is not None else CompanionBot)(config, **options)


def run_bot(config: Config) -> int:
    """Run the bot until it is stopped; return the process exit status.

    Without a token nothing is created or contacted: the operator gets the catalog explanation
    (including the offline `tcg play`) and status 2.
    """
    if config.discord_token is None:
        print(t("config.missing_token"), file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=config.log_level_number)
    bot = companion_bot(config)
    try:
        bot.run(config.discord_token, log_handler=None)  # logging is configured just above
    except discord.LoginFailure:
        print(t("config.invalid_token"), file=sys.stderr)
        return 2
    except (MigrationError, DatabaseUnavailable) as error:
        print(error, file=sys.stderr)
        return 1
    return 0
