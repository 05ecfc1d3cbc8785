"""Runtime configuration, read from environment variables only (no .env file)."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from bot.messages import t
from bot.storage.dialect import is_postgres_url, sqlite_path

DEFAULT_DATABASE_PATH = Path("data/tcg.sqlite3")
DEFAULT_LOG_LEVEL = "INFO"
DEFAULT_CARD_PACKS_PATH = Path("data/cards")  # community card packs: <path>/<game>/*.toml
DEFAULT_NOTICE_REMINDER = timedelta(hours=3)  # bot/discord/notices.py, rule 4


class ConfigError(ValueError):
    """A configuration value is invalid; the message is the catalog text for the operator."""


@dataclass(frozen=True)
class Config:
    discord_token: str | None
    # A SQLite file, or a PostgreSQL URL kept as text (TCG_DATABASE=postgresql://...).
    database_path: Path | str = DEFAULT_DATABASE_PATH
    log_level: str = DEFAULT_LOG_LEVEL
    card_packs_path: Path = DEFAULT_CARD_PACKS_PATH
    # How long a decision waits before its player, not called in that turn, is reminded (servers may set their own).
    notice_reminder: timedelta = DEFAULT_NOTICE_REMINDER
    # Sharding (discord.py AutoShardedBot): how many shards the bot has in all, and the ones this
    # process runs (None: all of them). No shard count: one unsharded process, as before.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None

    @property
    def log_level_number(self) -> int:
        return logging.getLevelNamesMapping()[self.log_level]


def load_config(environ: Mapping[str, str] | None = None) -> Config:
    """Build a Config from ``environ`` (``os.environ`` by default).

    A blank DISCORD_TOKEN counts as missing, so ``DISCORD_TOKEN=`` in a shell profile does not
    send an empty token to Discord.
    """
    env = os.environ if environ is None else environ
    token = env.get("DISCORD_TOKEN", "").strip() or None
    database = env.get("TCG_DATABASE", "").strip()
    packs = env.get("TCG_CARD_PACKS", "").strip()
    raw_level = env.get("TCG_LOG_LEVEL", "").strip()
    level = raw_level.upper() or DEFAULT_LOG_LEVEL
    levels = logging.getLevelNamesMapping()
    if level not in levels:
        raise ConfigError(t("config.invalid_log_level", value=raw_level, choices="、".join(sorted(levels))))
    return Config(
        discord_token=token,
        notice_reminder=notice_reminder(env.get("TCG_NOTICE_REMINDER_MINUTES", "").strip()),
        database_path=database_target(database) if database else DEFAULT_DATABASE_PATH,
        log_level=level,
        card_packs_path=Path(packs).expanduser() if packs else DEFAULT_CARD_PACKS_PATH,
        **shards(env.get("TCG_SHARDS", "").strip(), env.get("TCG_SHARD_COUNT", "").strip()),
    )


def shards(ids: str, count: str) -> dict[str, object]:
    """TCG_SHARDS (the shards this process runs: ``0-3``, ``0,2,5`` or ``0-3,6``) and
    TCG_SHARD_COUNT (the bot's shards in all, over every process) as Config fields. A count alone
    runs all its shards here; shards without their count are refused, since which servers a
    shard holds depends on it."""
    if not count:
        if ids:
            raise ConfigError(t("config.shards_without_count", shards=ids))
        return {}
    if not count.isdigit() or int(count) < 1:
        raise ConfigError(t("config.invalid_shard_count", value=count))
    total = int(count)
    if not ids:
        return {"shard_count": total}
    chosen: set[int] = set()
    for part in ids.split(","):
        first, dash, last = part.strip().partition("-")
        if not first.isdigit() or (dash and not last.isdigit()) or int(last if dash else first) < int(first):
            raise ConfigError(t("config.invalid_shards", value=ids))
        chosen.update(range(int(first), int(last if dash else first) + 1))
    if max(chosen) >= total:
        raise ConfigError(t("config.shard_out_of_range", value=ids, count=total, last=total - 1))
    return {"shard_count": total, "shard_ids": tuple(sorted(chosen))}


def notice_reminder(minutes: str) -> timedelta:
    """TCG_NOTICE_REMINDER_MINUTES: a positive number of minutes; blank: the default."""
    if not minutes:
        return DEFAULT_NOTICE_REMINDER
    try:
        value = float(minutes)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise ConfigError(t("config.invalid_notice_reminder", value=minutes))
    return timedelta(minutes=value)


def database_target(value: str) -> Path | str:
    """A TCG_DATABASE (or --database) value: a PostgreSQL URL stays text, anything else is the
    SQLite file, given as a path or as ``sqlite:///path``."""
    if is_postgres_url(value):
        return value
    return Path(sqlite_path(value)).expanduser()
