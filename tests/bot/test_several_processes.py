"""Several bot processes on one database (issue 25), each with its own connection and caches: two
match services answer the buttons of one match alternately and race for the same button; the
database is the source of truth, so neither ever answers from a stale cache, exactly one of two
racing answers is recorded, and a due turn timer is claimed by one of them only. Every test runs on
a SQLite file and on PostgreSQL (tests/bot/conftest.py)."""

import asyncio
import random
from datetime import timedelta

import pytest

import engine
from bot.messages import t
from bot.services.matches import MatchService
from bot.services.timers import load_settings, save_settings
from bot.storage.database import connect, transaction
from bot.storage.drafts import DraftRepository
from bot.storage.migrations import migrate
from bot.storage.repositories import StaleMatch, TurnTimer
from bot.storage.series import NewSeries, SeriesRepository, insert_series
from engine.ai import RandomAgent
from tests.bot.clock import FakeClock
from tests.bot.test_match_service import SEATS, START, new_match, stored


@pytest.fixture
def clock():
    return FakeClock(START)


@pytest.fixture
async def two(database, clock):
    """Two services, as two processes would have them: one connection each to one database."""
    connections = [await connect(database), await connect(database)]
    await migrate(connections[0])
    yield [MatchService(conn, clock=clock) for conn in connections]
    for conn in connections:
        await conn.close()


def click_lands_first(monkeypatch, b: MatchService, click) -> list[StaleMatch]:
    """Make the ``click`` of another process land between ``b``'s reading a match and ``b``'s
    writing its next answer; return the list of ``b``'s writes refused as stale (filled later)."""
    record, refused = b.repo.record_answer, []

    async def after_click(*args, **kwargs):
        if not refused:
            assert (await click).accepted
        try:
            return await record(*args, **kwargs)
        except StaleMatch as error:
            refused.append(error)
            raise

    monkeypatch.setattr(b.repo, "record_answer", after_click)
    return refused


async def test_two_processes_answer_one_match_alternately(two):
    """Each answer comes to the other process than the one before: it reloads what the other stored
    and goes on from there; both see the same decisions throughout, and the log replays."""
    a, b = two
    handle = await new_match(a, seed=31)
    agent = RandomAgent(31)
    for turn in range(40):
        here, there = (a, b) if turn % 2 == 0 else (b, a)
        pending = await here.pending(handle.id)
        assert pending == await there.pending(handle.id)
        if pending is None:
            break
        player, ask = next(iter(pending.items()))
        outcome = await here.answer(handle.id, player, ask["id"], agent.choose(ask))
        assert outcome.accepted, outcome.message
        assert await there.view(handle.id, player) == await here.view(handle.id, player)
    assert len(await a.repo.answers(handle.id)) >= 20
    assert await a.replay_check(handle.id) and await b.replay_check(handle.id)


async def test_a_button_raced_in_two_processes_is_answered_once(two):
    """Both processes have the match cached; the same click reaches both: one answer is recorded,
    the other player sees the Chinese 'already answered' message."""
    a, b = two
    handle = await new_match(a, seed=32)
    await b.view(handle.id, None)  # both have the match cached
    player, ask = next(iter((await a.pending(handle.id)).items()))
    outcomes = await asyncio.gather(
        a.answer(handle.id, player, ask["id"], ask["default"]), b.answer(handle.id, player, ask["id"], ask["default"])
    )
    assert sorted(o.accepted for o in outcomes) == [False, True]
    [lost] = [o for o in outcomes if not o.accepted]
    assert (lost.code, lost.message) == ("match.duplicate", t("match.duplicate"))
    assert len(await a.repo.answers(handle.id)) == 1


async def test_the_process_that_loses_the_race_is_refused_by_the_database_and_retries_afresh(two, monkeypatch):
    """B works the click out on its cached state, but A records the same click before B writes: the
    database refuses B's answer as made on a replaced state (never applied on it), B works it out
    again on the stored state and finds it answered."""
    a, b = two
    handle = await new_match(a, seed=33)
    await b.view(handle.id, None)
    player, ask = next(iter((await a.pending(handle.id)).items()))
    refused = click_lands_first(monkeypatch, b, a.answer(handle.id, player, ask["id"], ask["default"]))
    before_b = await stored(b.repo.conn, handle.id)
    outcome = await b.answer(handle.id, player, ask["id"], ask["default"])
    assert len(refused) == 1
    assert (outcome.accepted, outcome.code, outcome.message) == (False, "match.duplicate", t("match.duplicate"))
    [answer] = await a.repo.answers(handle.id)
    assert answer.request_id == ask["id"]
    assert (await b.repo.load_snapshot(handle.id)).version == before_b[1].version + 1
    assert await a.replay_check(handle.id)


async def test_the_process_that_loses_the_race_applies_its_answer_on_the_stored_state(two, monkeypatch):
    """Both seats choose at once (an 奥特曼 battlefield). B works p2's choice out on its cached
    state, but A records p1's choice first: B's write is refused, and p2's choice is applied again
    on the state A stored, so both choices count (on B's stale state p1's would have been lost)."""
    a, b = two
    seed = 34
    decks = engine.get_game("ultraman").random_decks(random.Random(seed), ["p1", "p2"])
    handle = await a.create("ultraman", SEATS, decks, seed)
    agent = RandomAgent(seed)
    [(player, ask)] = (await a.pending(handle.id)).items()
    assert (await a.answer(handle.id, player, ask["id"], agent.choose(ask))).accepted
    both = await b.pending(handle.id)  # B has the match cached, both seats choosing
    assert sorted(both) == ["p1", "p2"]
    refused = click_lands_first(monkeypatch, b, a.answer(handle.id, "p1", both["p1"]["id"], agent.choose(both["p1"])))
    outcome = await b.answer(handle.id, "p2", both["p2"]["id"], agent.choose(both["p2"]))
    assert len(refused) == 1 and outcome.accepted, outcome.message
    assert [(x.player, x.request_id) for x in await a.repo.answers(handle.id)][1:] == [
        (1, both["p1"]["id"]), (2, both["p2"]["id"]),
    ]
    assert await a.pending(handle.id) == await b.pending(handle.id)
    assert await a.replay_check(handle.id) and await b.replay_check(handle.id)


async def test_a_cached_match_row_is_used_only_while_no_other_process_changed_it(two):
    a, b = two
    handle = await new_match(a, seed=35)
    cached = await b.get(handle.id)
    assert await b.get(handle.id) is cached  # nothing changed: the cached row
    await a.repo.set_thread(handle.id, "7001", "7002")
    fresh = await b.get(handle.id)
    assert (fresh.thread_id, fresh.status_message_id) == ("7001", "7002")
    assert fresh.row_version == cached.row_version + 1


async def test_a_due_timer_is_claimed_by_one_process_and_a_dead_claimer_s_claim_lapses(two, clock):
    a, b = two
    handle = await new_match(a, seed=36)
    await a.repo.set_thread(handle.id, "7001", "7002")  # a table that opened: its timer runs
    match = await a.get(handle.id)
    clock.now = due = match.deadline_at
    [seen_by_a] = await a.repo.due_matches(due)
    [seen_by_b] = await b.repo.due_matches(due)
    lease = timedelta(minutes=5)
    claims = await asyncio.gather(a.repo.claim_match(seen_by_a, "a", lease), b.repo.claim_match(seen_by_b, "b", lease))
    assert sorted(claims) == [False, True]
    winner, loser = ("a", "b") if claims[0] else ("b", "a")
    repos = {"a": a.repo, "b": b.repo}
    assert not await repos[winner].claim_match(seen_by_a, winner, lease)  # held, even against its own process
    # The claimer acts: the next timer is written, which frees the claim; the old firing is gone.
    following = TurnTimer("default", due + timedelta(hours=12), match.request_asked_at)
    assert await repos[winner].set_timer(handle.id, match.current_request_id, following)
    assert not await repos[loser].claim_match(seen_by_b, loser, lease)
    clock.now = following.at
    [next_firing] = await b.repo.due_matches(clock.now)
    assert await b.repo.claim_match(next_firing, "b", lease)
    # B dies holding it: A takes it over once the lease has run out, not before.
    clock.now += lease - timedelta(seconds=1)
    assert not await a.repo.claim_match(next_firing, "a", lease)
    clock.now += timedelta(seconds=1)
    assert await a.repo.claim_match(next_firing, "a", lease)
    # Released by its holder only.
    await b.repo.release_match(handle.id, "b")
    assert not await b.repo.claim_match(next_firing, "b", lease)
    await a.repo.release_match(handle.id, "a")
    assert await b.repo.claim_match(next_firing, "b", lease)


async def test_two_processes_writing_one_match_at_once_take_turns(two):
    """Two answers to different requests, both worked out on state 1, written at the same moment
    from two connections: the writers of one match take turns (SQLite's write lock, PostgreSQL's
    advisory lock), so the second sees the state the first stored and is refused as stale (not
    mistaken for a double answer, nor written beside it)."""
    a, b = two
    handle = await new_match(a, seed=37)
    version = (await a.get(handle.id)).state_version
    writes = [
        repo.record_answer(handle.id, f"r-{name}", 1, "{}", version + 1, "{}", None, None, answered_version=version)
        for name, repo in (("a", a.repo), ("b", b.repo))
    ]
    results = await asyncio.gather(*writes, return_exceptions=True)
    assert sorted(type(r).__name__ for r in results) == ["StaleMatch", "int"]
    assert [x.seq for x in await a.repo.answers(handle.id)] == [1]


async def test_a_waiting_player_is_reminded_by_one_process(two):
    """The notification reminder (bot/discord/notices.py, rule 4) is claimed like a timer: of two
    processes reminding one quiet seat in one turn, one sends it; a later turn may remind again."""
    a, b = two
    handle = await new_match(a, seed=38)
    claims = await asyncio.gather(a.repo.claim_notice(handle.id, 1, 4), b.repo.claim_notice(handle.id, 1, 4))
    assert sorted(claims) == [False, True]
    seat = (await b.get(handle.id)).players[0]
    assert (seat.notice_unanswered, seat.noticed_turn) == (True, 4)
    assert not await a.repo.claim_notice(handle.id, 1, 5)  # not seen since: no second notification
    await b.repo.clear_notice(handle.id, 1)  # the player came
    assert not await a.repo.claim_notice(handle.id, 1, 4)  # notified in this turn already
    assert await a.repo.claim_notice(handle.id, 1, 5)


async def test_timer_settings_saved_in_one_process_are_used_by_the_other(two):
    a, b = two
    assert (await load_settings(b.repo.conn, "900")).remind == timedelta(hours=12)
    await save_settings(a.repo.conn, "900", {"remind": 1.0, "default": 2.0})
    settings = await load_settings(b.repo.conn, "900")
    assert (settings.remind, settings.default) == (timedelta(hours=1), timedelta(hours=2))


async def test_sideboard_steps_ending_at_once_in_two_processes_both_count(two):
    """Between games of a best-of-3, p1's step ends in one process and p2's in the other at the
    same moment: the series is read and written under its lock, so neither overwrites the other."""
    a, b = two
    data = {"games": [{"winners": ["p1"]}], "current": {"p1": {"deck": ["a"]}, "p2": {"deck": ["b"]}}}
    async with transaction(a.repo.conn) as conn:
        await insert_series(conn, NewSeries("s1", "ultraman", 3, data, 7), "2025-03-01T12:00:00Z")
        await conn.execute("UPDATE series SET status = 'sideboarding' WHERE id = 's1'")
    repos = [SeriesRepository(a.repo.conn), SeriesRepository(b.repo.conn)]
    await asyncio.gather(
        repos[0].sideboarded("s1", "p1", {"deck": ["a2"]}, 1), repos[1].sideboarded("s1", "p2", {"deck": ["b2"]}, 1)
    )
    series = await repos[0].get("s1")
    assert series.data["current"] == {"p1": {"deck": ["a2"]}, "p2": {"deck": ["b2"]}}
    assert sorted(series.sideboarded) == ["p1", "p2"]


async def test_a_pick_of_several_steps_is_kept_in_the_database_for_every_process(two):
    """Each step of a pick (a decision's pages or ordering, a series' sideboard step) may reach
    another process: the picks so far are stored, by kind, subject, step and user."""
    a, b = (DraftRepository(service.repo.conn) for service in two)
    assert await b.load("decision", "m1", "r1", 7) is None
    await a.save("decision", "m1", "r1", 7, {"picked": ["o2"], "page": 1})
    await b.save("decision", "m1", "r1", 8, {"picked": ["o1"], "page": 0})  # another player's
    await b.save("decision", "m1", "r0", 7, {"picked": ["o9"], "page": 0})  # a request no longer asked
    await b.save("sideboard", "m1", "1", 7, {"out": ["c"], "into": [], "page": 0})
    assert await b.load("decision", "m1", "r1", 7) == {"picked": ["o2"], "page": 1}
    await b.save("decision", "m1", "r1", 7, {"picked": ["o2", "o3"], "page": 1})  # the next step, on B
    assert await a.load("decision", "m1", "r1", 7) == {"picked": ["o2", "o3"], "page": 1}

    await a.drop("decision", "m1", keep={"r1"})
    assert await b.load("decision", "m1", "r0", 7) is None
    assert await b.load("decision", "m1", "r1", 8) == {"picked": ["o1"], "page": 0}
    assert await b.load("sideboard", "m1", "1", 7) is not None  # another kind
    await a.drop("sideboard", "m1", user_id=8)
    assert await b.load("sideboard", "m1", "1", 7) is not None  # another user's
    await a.drop("sideboard", "m1", user_id=7)
    await a.drop("decision", "m1")
    assert [await b.load(*key) for key in (("sideboard", "m1", "1", 7), ("decision", "m1", "r1", 7))] == [None, None]
