"""`tcg db copy`: a community's SQLite database moved into PostgreSQL keeps every row (matches,
answers, decks, events, ratings, rulings, aliases ...), and the active matches still replay."""

import asyncio
import sqlite3
from datetime import UTC, datetime

import asyncpg
import pytest

from bot.cli import main
from bot.services.league.ratings import RatingService
from bot.services.matches import MatchService
from bot.storage.aliases import AliasRepository
from bot.storage.database import connect
from bot.storage.decks import DeckRepository
from bot.storage.league import LeagueRepository, NewEvent
from bot.storage.migrations import migrate
from bot.storage.rulings import RulingsRepository
from engine.ai import RandomAgent
from tests.bot.test_match_service import new_match, play_one, play_to_end

NOW = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def target(postgres_server) -> str:
    return asyncio.run(postgres_server.new_schema())


@pytest.fixture
def community(tmp_path):
    """A SQLite database with a row in every kind of table; returns (path, active match id)."""
    path = tmp_path / "community.sqlite3"

    async def build() -> str:
        conn = await connect(path)
        try:
            await migrate(conn)
            service = MatchService(conn, clock=lambda: NOW)
            active = await new_match(service, seed=3)
            for _ in range(8):
                await play_one(service, active.id, RandomAgent(3))
            finished = await new_match(service, seed=5)
            await play_to_end(service, finished.id, RandomAgent(5))
            await DeckRepository(conn).save("111", "lorcana", "主卡组", "4 米奇老鼠 - 勇敢的小裁缝")
            rulings = RulingsRepository(conn, clock=lambda: NOW)
            for text in ("先结算", "后结算"):
                await rulings.add("g1", "lorcana", "mickey", "米奇", text, "9")
            await AliasRepository(conn).add("g1", "lorcana", "老鼠", "老鼠", "tfc-001", "9")
            await LeagueRepository(conn, clock=lambda: NOW).create_event(
                NewEvent("g1", "lorcana", "周赛", "league", 1, 50, "9")
            )
            await RatingService(conn, clock=lambda: NOW).rate(f"match:{finished.id}", "g1", "lorcana", "111", "222", 1.0)
            return active.id
        finally:
            await conn.close()

    return path, asyncio.run(build())


def sqlite_tables(path) -> dict[str, list[tuple]]:
    """Every table's rows with their rowid, in rowid order."""
    with sqlite3.connect(path) as conn:
        names = [n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {name: conn.execute(f'SELECT rowid, * FROM "{name}" ORDER BY rowid').fetchall() for name in names}


def postgres_tables(url: str, like: dict[str, list[tuple]]) -> dict[str, list[tuple]]:
    """The same tables read from PostgreSQL: the rowid column first, the others in their order
    (the same as SQLite's: both append the columns migrations add)."""

    async def read():
        conn = await asyncpg.connect(url)
        try:
            tables = {}
            for name in like:
                rows = await conn.fetch(f'SELECT * FROM "{name}" ORDER BY rowid')
                tables[name] = [(r["rowid"], *(v for k, v in r.items() if k != "rowid")) for r in rows]
            return tables
        finally:
            await conn.close()

    return asyncio.run(read())


def test_copy_keeps_every_row_and_replays_the_active_match(community, target, capsys):
    path, active_id = community
    assert main(["db", "copy", str(path), target]) == 0
    out = capsys.readouterr().out
    assert "各表行数一致" in out and "1 局进行中的对局" in out

    source = sqlite_tables(path)
    assert all(source[table] for table in ("matches", "match_answers", "decks", "league_events", "ratings", "rulings"))
    assert postgres_tables(target, source) == source

    async def play_on() -> None:
        conn = await connect(target)
        try:
            service = MatchService(conn, clock=lambda: NOW)
            await play_one(service, active_id, RandomAgent(4))  # the moved match goes on
            assert await service.replay_check(active_id)
            # Identity columns continue after the copied ids.
            ruling = await RulingsRepository(conn, clock=lambda: NOW).add("g1", "lorcana", "x", "x", "新裁定", "9")
            assert ruling.id == 3
        finally:
            await conn.close()

    asyncio.run(play_on())


def test_copy_refuses_a_target_with_rows_and_writes_nothing(community, target, capsys):
    path, _ = community
    assert main(["db", "copy", str(path), target]) == 0
    before = postgres_tables(target, sqlite_tables(path))
    assert main(["db", "copy", str(path), target]) == 1
    assert "只能复制到空数据库" in capsys.readouterr().err
    assert postgres_tables(target, before) == before


@pytest.mark.parametrize(
    "tampering",
    [
        "UPDATE match_snapshots SET state_json = replace(state_json, '\"lore\":0', '\"lore\":5') WHERE match_id = ?",
        "UPDATE match_answers SET answer_json = '\"nonsense\"' WHERE match_id = ? AND seq = 3",  # cannot replay
    ],
    ids=["snapshot", "answer-log"],
)
def test_copy_reports_a_match_whose_log_does_not_replay_to_its_snapshot(community, target, capsys, tampering):
    path, active_id = community
    with sqlite3.connect(path) as conn:
        conn.execute(tampering, (active_id,))
    assert main(["db", "copy", str(path), target]) == 1
    assert f"对局 {active_id} 按记录重放的结果与复制后的快照不一致" in capsys.readouterr().err


def test_copy_needs_a_postgres_target_and_an_existing_source(tmp_path, capsys):
    assert main(["db", "copy", str(tmp_path / "none.sqlite3"), str(tmp_path / "other.sqlite3")]) == 1
    assert "复制的目标必须是 postgresql:// 地址" in capsys.readouterr().err
    assert main(["db", "copy", str(tmp_path / "none.sqlite3"), "postgresql://localhost/x"]) == 1
    assert "找不到要复制的 SQLite 数据库文件" in capsys.readouterr().err
