import sqlite3

import pytest

from bot.storage.database import connect
from bot.storage.migrations import (
    MIGRATIONS_DIR,
    MigrationError,
    available_migrations,
    migrate,
    split_statements,
    user_version,
)
from bot.storage.postgres import PostgresConnection

EXPECTED_TABLES = {
    "users",
    "user_settings",
    "guild_settings",
    "decks",
    "matches",
    "match_players",
    "series",
    "match_answers",
    "match_snapshots",
    "match_results",
}


@pytest.fixture
async def conn(database):
    """An empty database, SQLite or PostgreSQL (tests/bot/conftest.py)."""
    connection = await connect(database)
    yield connection
    await connection.close()


@pytest.fixture
async def sqlite_conn(tmp_path):
    connection = await connect(tmp_path / "nested" / "dir" / "tcg.sqlite3")
    yield connection
    await connection.close()


def write(directory, files):
    directory.mkdir(exist_ok=True)
    for name, sql in files.items():
        (directory / name).write_text(sql, encoding="utf-8")
    return directory


async def tables(conn):
    if isinstance(conn, PostgresConnection):  # the migration runner's own version table aside
        sql = ("SELECT table_name AS name FROM information_schema.tables"
               " WHERE table_schema = current_schema() AND table_name != 'schema_version'")  # fmt: skip
    else:
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    async with conn.execute(sql) as cursor:
        return {row["name"] for row in await cursor.fetchall()}


async def columns(conn, table):
    if isinstance(conn, PostgresConnection):  # without the rowid column, hidden in SQLite
        sql = ("SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema()"
               f" AND table_name = '{table}' AND column_name != 'rowid' ORDER BY ordinal_position")  # fmt: skip
    else:
        sql = f"PRAGMA table_info({table})"
    async with conn.execute(sql) as cursor:
        return [row["name"] for row in await cursor.fetchall()]


async def set_version(conn, version):
    if isinstance(conn, PostgresConnection):
        await conn.set_schema_version(version)
    else:
        await conn.execute(f"PRAGMA user_version = {version:d}")


async def scalar(conn, sql):
    async with conn.execute(sql) as cursor:
        return (await cursor.fetchone())[0]


async def test_connect_sets_wal_foreign_keys_and_busy_timeout(tmp_path, sqlite_conn):
    conn = sqlite_conn
    assert (tmp_path / "nested" / "dir" / "tcg.sqlite3").exists()
    assert await scalar(conn, "PRAGMA journal_mode") == "wal"
    assert await scalar(conn, "PRAGMA foreign_keys") == 1
    assert await scalar(conn, "PRAGMA busy_timeout") == 5000
    async with conn.execute("SELECT 1 AS one") as cursor:
        assert (await cursor.fetchone())["one"] == 1  # rows are addressable by name


async def test_fresh_database_reaches_the_latest_version(conn):
    latest = available_migrations()[-1].version
    assert available_migrations()[0].path.parent == MIGRATIONS_DIR
    assert await migrate(conn) == (0, latest)
    assert await user_version(conn) == latest
    assert await tables(conn) >= EXPECTED_TABLES
    assert not conn.in_transaction


async def test_second_run_changes_nothing(conn):
    _, latest = await migrate(conn)
    await conn.execute("INSERT INTO users (user_id, display_name) VALUES ('1', '阿明')")
    assert await migrate(conn) == (latest, latest)
    assert await scalar(conn, "SELECT display_name FROM users WHERE user_id = '1'") == "阿明"


async def test_schema_enforces_foreign_keys_and_status(conn):
    await migrate(conn)
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await conn.execute("INSERT INTO match_players (match_id, seat, is_ai) VALUES ('nope', 0, 1)")
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        await conn.execute(
            "INSERT INTO matches (id, game, status, engine_version, seed) VALUES ('m', 'lorcana', 'won', '1', 1)"
        )


async def test_failing_migration_rolls_back_entirely(tmp_path, database, conn):
    directory = write(
        tmp_path / "migrations",
        {
            "0001_first.sql": "CREATE TABLE a (x INTEGER);",
            "0002_broken.sql": (
                "CREATE TABLE b (y INTEGER);\n"
                "INSERT INTO a (x) VALUES (1);\n"
                "ALTER TABLE a ADD COLUMN z TEXT;\n"
                "INSERT INTO missing_table VALUES (1);\n"
            ),
        },
    )
    with pytest.raises(MigrationError) as excinfo:
        await migrate(conn, directory)
    assert "0002_broken.sql" in str(excinfo.value) and "missing_table" in str(excinfo.value)
    assert not conn.in_transaction

    # Seen from a fresh connection, i.e. what is really on disk: 0001 only, nothing from 0002.
    other = await connect(database)
    try:
        assert await user_version(other) == 1
        assert await tables(other) == {"a"}
        assert await scalar(other, "SELECT COUNT(*) FROM a") == 0
        assert await columns(other, "a") == ["x"]
    finally:
        await other.close()

    # Once fixed, the same connection carries on from version 1.
    (directory / "0002_broken.sql").write_text("CREATE TABLE b (y INTEGER);", encoding="utf-8")
    assert await migrate(conn, directory) == (1, 2)
    assert await tables(conn) == {"a", "b"}


@pytest.mark.parametrize(
    ("files", "expected"),
    [
        (["0001_a.sql", "0003_c.sql"], "期望 2"),
        (["0002_b.sql"], "期望 1"),
        (["0001_a.sql", "0001_b.sql"], "重复"),
        (["0001_a.sql", "2_b.sql"], "2_b.sql"),
    ],
    ids=["gap", "does-not-start-at-1", "duplicate", "bad-name"],
)
async def test_bad_migration_sets_are_refused_before_anything_runs(tmp_path, conn, files, expected):
    directory = write(tmp_path / "migrations", {name: "CREATE TABLE IF NOT EXISTS t (x);" for name in files})
    with pytest.raises(MigrationError, match=expected):
        available_migrations(directory)
    with pytest.raises(MigrationError, match=expected):
        await migrate(conn, directory)
    assert await user_version(conn) == 0
    assert await tables(conn) == set()


async def test_transaction_control_in_a_migration_is_refused(tmp_path, conn):
    directory = write(
        tmp_path / "migrations",
        {"0001_a.sql": "CREATE TABLE a (x);", "0002_b.sql": "CREATE TABLE b (x);\n-- done\nCOMMIT;"},
    )
    with pytest.raises(MigrationError, match="COMMIT"):
        await migrate(conn, directory)
    # Every pending file is parsed before the first one runs.
    assert await user_version(conn) == 0
    assert await tables(conn) == set()


async def test_database_newer_than_the_code_is_refused(tmp_path, conn):
    directory = write(tmp_path / "migrations", {"0001_a.sql": "CREATE TABLE a (x);"})
    await set_version(conn, 7)
    with pytest.raises(MigrationError, match="7"):
        await migrate(conn, directory)


def test_missing_directory_is_refused(tmp_path):
    with pytest.raises(MigrationError, match="找不到"):
        available_migrations(tmp_path / "absent")


def test_split_statements_handles_triggers_strings_and_comments():
    script = """
        -- a comment; with a semicolon
        CREATE TABLE t (x TEXT DEFAULT 'a;b');
        /* block; comment */
        CREATE TRIGGER t_ins AFTER INSERT ON t BEGIN
            UPDATE t SET x = 'c;d' WHERE rowid = new.rowid;
        END;
        ;
        INSERT INTO t (x) VALUES ('e;f');
        -- trailing comment
    """
    statements = split_statements(script)
    assert len(statements) == 3
    assert "CREATE TRIGGER" in statements[1] and statements[1].endswith("END;")
    connection = sqlite3.connect(":memory:")
    for statement in statements:
        connection.execute(statement)
    assert connection.execute("SELECT x FROM t").fetchall() == [("c;d",)]


def test_split_statements_refuses_an_unterminated_statement():
    with pytest.raises(MigrationError, match="不完整"):
        split_statements("CREATE TABLE a (x);\nCREATE TABLE b (", "0001_x.sql")


async def older_database_with(conn, tmp_path, version, script):
    """The database at migration ``version`` holding the rows of the SQL ``script``."""
    import shutil

    older = tmp_path / "older"
    older.mkdir()
    for migration in available_migrations()[:version]:
        shutil.copy(migration.path, older)
    await migrate(conn, older)
    for statement in split_statements(script):
        await conn.execute(statement)


async def test_results_rated_before_the_history_migration_are_read_back(tmp_path, conn):
    """0010: a league result gets its players and score from its pairing, a casual match from its
    seats and result, so a recomputation keeps them."""
    from bot.services.league.ratings import RatingService

    await older_database_with(
        conn, tmp_path, 9,
        """
        INSERT INTO league_events (id, guild_id, game, name, kind, best_of, round_minutes, organizer_id)
            VALUES (1, '9', 'lorcana', 'e', 'tournament', 1, 50, '1');
        INSERT INTO league_rounds (event_id, number, stage) VALUES (1, 1, 'swiss');
        INSERT INTO league_pairings (id, event_id, round_number, table_number, kind, player1_id, player2_id,
            wins1, wins2, draws, status) VALUES (5, 1, 1, 1, 'match', '11', '22', 0, 1, 0, 'final');
        INSERT INTO users (user_id) VALUES ('11'), ('33');
        INSERT INTO matches (id, game, status, engine_version, seed, guild_id, result_json)
            VALUES ('ab12', 'lorcana', 'finished', '1', 1, '9', '{"winners": ["p2"]}');
        INSERT INTO match_players (match_id, seat, user_id) VALUES ('ab12', 1, '33'), ('ab12', 2, '11');
        INSERT INTO rated_results (result_key, guild_id, game, rated_at) VALUES
            ('pairing:5', '9', 'lorcana', '2025-05-01T12:00:00Z'), ('match:ab12', '9', 'lorcana', '2025-05-01T13:00:00Z');
        """,
    )
    await migrate(conn)
    history = await RatingService(conn).repo.history("9", "lorcana")
    assert [(r.player1, r.player2, r.score1) for r in history] == [("11", "22", 0.0), ("33", "11", 0.0)]


async def rows(conn, sql):
    async with conn.execute(sql) as cursor:
        return [dict(row) for row in await cursor.fetchall()]


async def test_single_games_become_best_of_one_matches_without_loss(tmp_path, conn):
    """0014, one match model: each started single game gets its best-of-1 match (a ``series`` row
    with the game's id), a pending challenge waits for its acceptance, and a best-of-N series and
    its games, every other column and every other row stay as they were; then 0015 keeps each
    snapshot's version on its match row."""
    from bot.storage.repositories import MatchRepository

    await older_database_with(
        conn, tmp_path, 13,
        """
        INSERT INTO users (user_id) VALUES ('11'), ('22');
        INSERT INTO series (id, game, best_of, status, data_json, seed, sideboarded_json, announced_games)
            VALUES ('5e', 'ultraman', 3, 'sideboarding', '{"games": [{"winners": ["p1"], "chooser": "p2"}]}', 7, '["p1"]', 1);
        INSERT INTO matches (id, game, status, engine_version, seed, options_json, guild_id, thread_id, result_json,
                             series_id, series_game, created_at) VALUES
            ('a1', 'lorcana', 'active', '1', 11, '{"decks": {}}', '9', '70', NULL, NULL, NULL, '2025-05-01T10:00:00Z'),
            ('f1', 'mtg', 'finished', '2', 12, '{}', '9', '71', '{"winners": ["p2"]}', NULL, NULL, '2025-05-01T11:00:00Z'),
            ('b1', 'lorcana', 'aborted', '1', 13, '{}', '9', NULL, NULL, NULL, NULL, '2025-05-01T12:00:00Z'),
            ('c1', 'lorcana', 'pending', '1', 14, '{"decks": {"p1": []}}', '9', NULL, NULL, NULL, NULL, '2025-05-01T13:00:00Z'),
            ('g1', 'ultraman', 'finished', '1', 7, '{}', '9', '72', '{"winners": ["p1"]}', '5e', 1, '2025-05-01T14:00:00Z'),
            ('g2', 'ultraman', 'active', '1', 8, '{}', '9', '72', NULL, '5e', 2, '2025-05-01T15:00:00Z');
        INSERT INTO match_players (match_id, seat, user_id) VALUES
            ('a1', 1, '11'), ('a1', 2, '22'), ('f1', 1, '11'), ('f1', 2, '22'), ('b1', 1, '11'), ('b1', 2, '22'),
            ('c1', 1, '11'), ('c1', 2, '22'), ('g1', 1, '11'), ('g1', 2, '22'), ('g2', 1, '11'), ('g2', 2, '22');
        INSERT INTO match_answers (match_id, seq, request_id, player, answer_json, answered_at)
            VALUES ('a1', 1, 'r1', 1, '{"request": "r1"}', '2025-05-01T10:01:00Z');
        INSERT INTO match_snapshots (match_id, version, state_json, saved_at)
            VALUES ('a1', 3, '{"version": 3}', '2025-05-01T10:01:00Z');
        """,
    )
    tables_before = {name: await rows(conn, f"SELECT * FROM {name}") for name in ("match_players", "match_answers", "match_snapshots")}
    matches_before = {row["id"]: row for row in await rows(conn, "SELECT * FROM matches")}
    old_series = await rows(conn, "SELECT * FROM series")

    assert (await migrate(conn))[1] >= 14

    for name, before in tables_before.items():
        assert await rows(conn, f"SELECT * FROM {name}") == before
    matches_after = {row["id"]: row for row in await rows(conn, "SELECT * FROM matches")}
    assert matches_after.keys() == matches_before.keys()
    for match_id, after in matches_after.items():
        expected = dict(matches_before[match_id])
        if match_id in ("a1", "f1", "b1"):  # started single games: game 1 of their own match
            expected.update(series_id=match_id, series_game=1)
        # 0015 (several processes) adds the row's versions, the snapshot's kept with it, and no timer claim.
        expected.update(row_version=0, state_version=3 if match_id == "a1" else None, timer_claimed_by=None, timer_claimed_at=None)
        assert after == expected
    series = {row["id"]: row for row in await rows(conn, "SELECT * FROM series")}
    assert series["5e"] == old_series[0]
    assert {k: (s["game"], s["best_of"], s["status"], s["seed"]) for k, s in series.items() if k != "5e"} == {
        "a1": ("lorcana", 1, "playing", 11), "f1": ("mtg", 1, "finished", 12), "b1": ("lorcana", 1, "finished", 13),
    }
    assert series["a1"]["created_at"] == matches_before["a1"]["created_at"]

    repo = MatchRepository(conn)
    assert [(m.id, m.best_of_n) for m in [await repo.get_match(i) for i in ("a1", "f1", "c1", "g2")]] == [
        ("a1", False), ("f1", False), ("c1", False), ("g2", True)
    ]
    await repo.finish_match("a1", '{"winners": ["p1"]}', '["11"]', '{"p1": 1, "p2": 0}')  # ends its match
    assert (await rows(conn, "SELECT status FROM series WHERE id = 'a1'")) == [{"status": "finished"}]
    await repo.finish_match("g2", '{"winners": ["p2"]}', '["22"]', '{"p1": 0, "p2": 1}')  # a series counts its own
    assert (await rows(conn, "SELECT status FROM series WHERE id = '5e'")) == [{"status": "sideboarding"}]
