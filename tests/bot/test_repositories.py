import asyncio
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from bot.storage.postgres import PostgresConnection
from bot.storage.repositories import (
    DuplicateAnswer,
    MatchRepository,
    NewPlayer,
    StaleMatch,
    TurnTimer,
    UnknownMatch,
)
from tests.bot.clock import FakeClock

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
PLAYERS = [NewPlayer(seat=0, user_id="111"), NewPlayer(seat=1, user_id="222")]


@pytest.fixture
def clock():
    return FakeClock(START)


@pytest.fixture
def conn(migrated_db):
    return migrated_db


@pytest.fixture
def repo(conn, clock):
    return MatchRepository(conn, clock=clock)


async def new_match(repo, match_id="m1", status="active", players=PLAYERS):
    return await repo.create_match(
        match_id,
        "lorcana",
        "0.1.0",
        seed=42,
        players=players,
        status=status,
        guild_id="900",
        channel_id="901",
        current_request_id="r1",
        timer=TurnTimer("remind", START + timedelta(hours=12), START),
        state_version=1,
        state_json='{"v": 1}',
    )


async def everything(repo, match_id="m1"):
    """All the rows record_answer may touch, to compare before and after."""
    return await repo.get_match(match_id), await repo.load_snapshot(match_id), await repo.answers(match_id)


async def test_create_match_stores_seats_users_and_first_snapshot(repo, conn):
    players = [NewPlayer(seat=0, user_id="111", is_ai=False), NewPlayer(seat=1, user_id=None, is_ai=True)]
    match = await new_match(repo, players=players)
    assert (match.id, match.game, match.status, match.seed) == ("m1", "lorcana", "active", 42)
    assert match.deadline_at == START + timedelta(hours=12)
    assert match.created_at == match.updated_at == START
    assert [(p.seat, p.user_id, p.is_ai, p.dm_blocked) for p in match.players] == [
        (0, "111", False, False),
        (1, None, True, False),
    ]
    snapshot = await repo.load_snapshot("m1")
    assert (snapshot.version, snapshot.state_json) == (1, '{"v": 1}')
    async with conn.execute("SELECT user_id FROM users") as cursor:
        assert [row["user_id"] for row in await cursor.fetchall()] == ["111"]  # the AI has no user row


async def test_create_match_is_all_or_nothing(repo):
    seats_clash = [NewPlayer(seat=0, user_id="111"), NewPlayer(seat=0, user_id="222")]
    with pytest.raises(sqlite3.IntegrityError):
        await new_match(repo, players=seats_clash)
    assert await repo.get_match("m1") is None
    assert await repo.load_snapshot("m1") is None


async def test_record_answer_commits_answer_snapshot_and_next_request_together(repo, clock):
    await new_match(repo)
    clock.now = START + timedelta(minutes=5)
    deadline = START + timedelta(hours=24)
    seq = await repo.record_answer("m1", "r1", 0, '{"pick": 3}', 2, '{"v": 2}', "r2", TurnTimer("remind", deadline, START), answered_version=1)
    assert seq == 1
    [answer] = await repo.answers("m1")
    assert (answer.seq, answer.request_id, answer.player, answer.answer_json) == (1, "r1", 0, '{"pick": 3}')
    assert answer.answered_at == clock.now
    snapshot = await repo.load_snapshot("m1")
    assert (snapshot.version, snapshot.state_json, snapshot.saved_at) == (2, '{"v": 2}', clock.now)
    match = await repo.get_match("m1")
    assert (match.current_request_id, match.deadline_at, match.updated_at) == ("r2", deadline, clock.now)

    # The other seat may answer the same request; a finished request leaves no deadline.
    assert await repo.record_answer("m1", "r1", 1, "{}", 3, '{"v": 3}', None, None, answered_version=2) == 2
    match = await repo.get_match("m1")
    assert (match.current_request_id, match.deadline_at) == (None, None)
    assert [a.seq for a in await repo.answers("m1")] == [1, 2]


async def test_duplicate_answer_raises_and_changes_nothing(repo, clock):
    await new_match(repo)
    await repo.record_answer("m1", "r1", 0, '{"pick": 3}', 2, '{"v": 2}', "r2", TurnTimer("remind", START + timedelta(hours=1), START), answered_version=1)
    before = await everything(repo)
    clock.now = START + timedelta(hours=2)
    with pytest.raises(DuplicateAnswer) as excinfo:
        await repo.record_answer(
            "m1", "r1", 0, '{"pick": 4}', 3, '{"v": 3}', "r3", TurnTimer("remind", START + timedelta(hours=9), START), answered_version=2
        )
    assert (excinfo.value.match_id, excinfo.value.request_id, excinfo.value.player) == ("m1", "r1", 0)
    assert await everything(repo) == before


async def test_an_answer_on_a_replaced_state_is_refused_and_changes_nothing(repo):
    """Another process stored state 2 meanwhile: an answer worked out on state 1 is not written."""
    await new_match(repo)
    await repo.record_answer("m1", "r1", 0, "{}", 2, '{"v": 2}', "r2", None, answered_version=1)
    before = await everything(repo)
    with pytest.raises(StaleMatch):
        await repo.record_answer("m1", "r2", 1, "{}", 2, '{"v": 2, "stale": true}', "r3", None, answered_version=1)
    assert await everything(repo) == before
    assert (await repo.get_match("m1")).state_version == 2


async def create_refusing_trigger(conn) -> None:
    """A trigger named refuse that fails every update of a match with the error "boom"."""
    if isinstance(conn, PostgresConnection):
        await conn.execute(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS"
            " $$ BEGIN RAISE EXCEPTION 'boom' USING ERRCODE = 'integrity_constraint_violation'; END $$"
        )
        await conn.execute("CREATE TRIGGER refuse BEFORE UPDATE ON matches FOR EACH ROW EXECUTE FUNCTION refuse()")
    else:
        await conn.execute("CREATE TRIGGER refuse BEFORE UPDATE ON matches BEGIN SELECT RAISE(ABORT, 'boom'); END")


async def test_failure_midway_rolls_back_answer_and_snapshot(repo, conn):
    await new_match(repo)
    before = await everything(repo)
    # The match update is record_answer's last step: make it fail after the other two succeeded.
    await create_refusing_trigger(conn)
    with pytest.raises(sqlite3.IntegrityError, match="boom"):
        await repo.record_answer("m1", "r1", 0, "{}", 2, '{"v": 2}', "r2", None, answered_version=1)
    assert not conn.in_transaction
    assert await everything(repo) == before
    await conn.execute("DROP TRIGGER refuse" + (" ON matches" if isinstance(conn, PostgresConnection) else ""))
    assert await repo.record_answer("m1", "r1", 0, "{}", 2, '{"v": 2}', "r2", None, answered_version=1) == 1


async def test_answers_for_unknown_matches_or_seats_are_refused(repo):
    with pytest.raises(UnknownMatch):
        await repo.record_answer("ghost", "r1", 0, "{}", 1, "{}", None, None, answered_version=0)
    await new_match(repo)
    before = await everything(repo)
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await repo.record_answer("m1", "r1", 5, "{}", 2, "{}", None, None, answered_version=1)  # there is no seat 5
    assert await everything(repo) == before


async def test_naive_deadline_is_refused(repo):
    await new_match(repo)
    before = await everything(repo)
    with pytest.raises(ValueError, match="naive"):
        naive = datetime(2025, 3, 2, 12, 0)
        await repo.record_answer("m1", "r1", 0, "{}", 2, "{}", "r2", TurnTimer("remind", naive, START), answered_version=1)
    assert await everything(repo) == before


async def test_concurrent_answers_get_distinct_sequence_numbers(repo):
    """Started together, each on the state the one before it stores (the connection lock is FIFO)."""
    await new_match(repo)
    results = await asyncio.gather(
        *(
            repo.record_answer("m1", f"r{i}", i % 2, "{}", i + 2, f'{{"v": {i + 2}}}', None, None, answered_version=i + 1)
            for i in range(20)
        )
    )
    assert sorted(results) == list(range(1, 21))
    answers = await repo.answers("m1")
    assert [a.seq for a in answers] == list(range(1, 21))
    assert {a.request_id for a in answers} == {f"r{i}" for i in range(20)}


async def test_active_matches_lists_only_matches_in_play_oldest_first(repo, clock):
    for minute, (match_id, status) in enumerate(
        [("b", "active"), ("p", "pending"), ("a", "active"), ("f", "finished"), ("x", "aborted")]
    ):
        clock.now = START + timedelta(minutes=minute)
        await new_match(repo, match_id=match_id, status=status)
    active = await repo.active_matches()
    assert [m.id for m in active] == ["b", "a"]
    assert all(m.status == "active" for m in active)
    assert [[p.user_id for p in m.players] for m in active] == [["111", "222"], ["111", "222"]]


async def test_active_matches_is_empty_on_a_fresh_database(repo):
    assert await repo.active_matches() == []
    assert await repo.answers("m1") == []
    assert await repo.load_snapshot("m1") is None
