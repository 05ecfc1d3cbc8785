import dataclasses
import logging
import string
from datetime import timedelta
from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE_PATH, Config, ConfigError, load_config
from bot.messages import MESSAGES, t


def test_defaults_when_nothing_is_set():
    config = load_config({})
    assert config == Config(discord_token=None, database_path=Path("data/tcg.sqlite3"), log_level="INFO")
    assert config.database_path == DEFAULT_DATABASE_PATH
    assert config.log_level_number == logging.INFO


@pytest.mark.parametrize("token", ["", "   ", "\t\n"])
def test_blank_token_counts_as_missing(token):
    assert load_config({"DISCORD_TOKEN": token}).discord_token is None


def test_values_come_from_the_environment(tmp_path):
    config = load_config(
        {
            "DISCORD_TOKEN": "  abc.def  ",
            "TCG_DATABASE": str(tmp_path / "x.sqlite3"),
            "TCG_LOG_LEVEL": "debug",
        }
    )
    assert config.discord_token == "abc.def"
    assert config.database_path == tmp_path / "x.sqlite3"
    assert config.log_level == "DEBUG"
    assert config.log_level_number == logging.DEBUG


@pytest.mark.parametrize(
    ("value", "target"),
    [
        ("postgresql://tcg:pw@db.example:5432/tcg", "postgresql://tcg:pw@db.example:5432/tcg"),
        ("postgres://db.example/tcg", "postgres://db.example/tcg"),
        ("sqlite:///data/other.sqlite3", Path("data/other.sqlite3")),
        ("sqlite:////srv/tcg.sqlite3", Path("/srv/tcg.sqlite3")),
    ],
)
def test_database_urls_choose_the_backend(value, target):
    """TCG_DATABASE: a PostgreSQL URL is kept as text; a sqlite:/// URL is the SQLite file."""
    assert load_config({"TCG_DATABASE": value}).database_path == target


def test_reads_os_environ_by_default(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "from-env")
    monkeypatch.setenv("TCG_DATABASE", "elsewhere/db.sqlite3")
    monkeypatch.delenv("TCG_LOG_LEVEL", raising=False)
    config = load_config()
    assert config.discord_token == "from-env"
    assert config.database_path == Path("elsewhere/db.sqlite3")
    assert config.log_level == "INFO"


def test_invalid_log_level_is_explained_in_chinese():
    with pytest.raises(ConfigError) as excinfo:
        load_config({"TCG_LOG_LEVEL": "loud"})
    message = str(excinfo.value)
    assert "TCG_LOG_LEVEL" in message and "loud" in message and "DEBUG" in message
    assert "无效" in message


def test_config_is_immutable():
    config = load_config({})
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.discord_token = "x"  # type: ignore[misc]


# The catalog the configuration errors come from.


def test_unknown_message_key_raises_key_error():
    with pytest.raises(KeyError):
        t("no.such.key")


def test_every_template_is_a_valid_format_string():
    for key, template in MESSAGES.items():
        fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        assert t(key, **{name: "X" for name in fields}), key


def test_db_migrated_message():
    assert t("db.migrated", path="data/tcg.sqlite3", old=0, new=1) == "数据库 data/tcg.sqlite3：版本 0 → 1"


def test_the_notice_reminder_delay_is_read_in_minutes_and_bad_values_are_refused():
    assert load_config({}).notice_reminder == timedelta(hours=3)
    assert load_config({"TCG_NOTICE_REMINDER_MINUTES": " 45 "}).notice_reminder == timedelta(minutes=45)
    for bad in ("0", "-5", "soon", "nan", "inf"):
        with pytest.raises(ConfigError, match="TCG_NOTICE_REMINDER_MINUTES"):
            load_config({"TCG_NOTICE_REMINDER_MINUTES": bad})


@pytest.mark.parametrize(
    ("shards", "count", "expected"),
    [
        ("", "", (None, None)),
        ("", "8", (8, None)),  # every shard in this process
        ("0-3", "8", (8, (0, 1, 2, 3))),
        ("4-7", "8", (8, (4, 5, 6, 7))),
        ("0,2, 5", "8", (8, (0, 2, 5))),
        ("0-1,6", "8", (8, (0, 1, 6))),
        ("3-3", "4", (4, (3,))),
    ],
)
def test_shards_of_this_process(shards, count, expected):
    config = load_config({"TCG_SHARDS": shards, "TCG_SHARD_COUNT": count})
    assert (config.shard_count, config.shard_ids) == expected


@pytest.mark.parametrize(
    ("shards", "count", "named"),
    [
        ("0-3", "", "TCG_SHARD_COUNT"),  # which servers a shard holds depends on the count
        ("0-3", "0", "TCG_SHARD_COUNT"),
        ("0-3", "eight", "TCG_SHARD_COUNT"),
        ("3-1", "8", "TCG_SHARDS"),
        ("0-", "8", "TCG_SHARDS"),
        ("a", "8", "TCG_SHARDS"),
        ("0,,1", "8", "TCG_SHARDS"),
        ("4-8", "8", "0 到 7"),
    ],
)
def test_bad_shards_are_explained_in_chinese(shards, count, named):
    with pytest.raises(ConfigError) as excinfo:
        load_config({"TCG_SHARDS": shards, "TCG_SHARD_COUNT": count})
    assert named in str(excinfo.value) and "分片" in str(excinfo.value)
