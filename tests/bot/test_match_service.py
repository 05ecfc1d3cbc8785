"""The match service against a real database (SQLite and PostgreSQL): full matches, rejections,
restart, concurrency."""

import asyncio
import random
from datetime import UTC, datetime
from pathlib import Path

import orjson
import pytest

import engine
from bot.services.matches import MatchError, MatchService
from bot.services.replays import replay_scenes
from bot.storage.database import connect
from bot.storage.migrations import migrate
from bot.storage.repositories import MatchRepository, NewPlayer, UnknownMatch
from engine.ai import RandomAgent

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SEATS = [NewPlayer(seat=1, user_id="111"), NewPlayer(seat=2, user_id="222")]
DECKS_DIR = Path(__file__).resolve().parents[2] / "cards" / "lorcana" / "decks"


def has_cjk(text: str | None) -> bool:
    return bool(text) and any("\u4e00" <= ch <= "\u9fff" for ch in text)


@pytest.fixture
def db_path(database):
    """A SQLite file or a PostgreSQL URL (tests/bot/conftest.py)."""
    return database


@pytest.fixture
async def conn(db_path):
    connection = await connect(db_path)
    await migrate(connection)
    yield connection
    await connection.close()


@pytest.fixture
def service(conn):
    return MatchService(conn, clock=lambda: START)


def random_decks(seed: int) -> dict[str, list[str]]:
    return engine.get_game("lorcana").random_decks(random.Random(seed), ["p1", "p2"])


async def new_match(service: MatchService, seed: int = 7):
    return await service.create("lorcana", SEATS, random_decks(seed), seed)


async def stored(conn, match_id: str):
    """Every row an answer may touch, to compare before and after a rejection."""
    repo = MatchRepository(conn)
    return await repo.get_match(match_id), await repo.load_snapshot(match_id), await repo.answers(match_id)


async def play_one(service: MatchService, match_id: str, agent: RandomAgent):
    """Answer the first pending ask with the agent; return the outcome."""
    pending = await service.pending(match_id)
    player, ask = next(iter(pending.items()))
    outcome = await service.answer(match_id, player, ask["id"], agent.choose(ask))
    assert outcome.accepted, outcome.message
    return outcome


async def play_to_end(service: MatchService, match_id: str, agent: RandomAgent, limit: int = 5000) -> int:
    count = 0
    while await service.pending(match_id) is not None:
        await play_one(service, match_id, agent)
        count += 1
        assert count < limit, "the match did not end"
    return count


async def result_row(conn, match_id: str):
    async with conn.execute("SELECT * FROM match_results WHERE match_id = ?", (match_id,)) as cursor:
        return await cursor.fetchone()


async def test_full_match_to_the_end(conn, service):
    handle = await new_match(service)
    assert handle.pending and handle.request_id
    answered = await play_to_end(service, handle.id, RandomAgent(1))
    assert answered > 10

    match = await service.repo.get_match(handle.id)
    assert match.status == "finished"
    assert match.current_request_id is None
    result = orjson.loads(match.result_json)
    assert result["winners"] and set(result["winners"]) <= {"p1", "p2"}
    assert await service.pending(handle.id) is None

    row = await result_row(conn, handle.id)
    assert row is not None and row["game"] == "lorcana"
    users = {"p1": "111", "p2": "222"}
    assert orjson.loads(row["winner_ids_json"]) == [users[p] for p in result["winners"]]
    wins = orjson.loads(row["game_wins_json"])
    assert wins == {p: int(p in result["winners"]) for p in ("p1", "p2")}
    assert len(await service.repo.answers(handle.id)) == answered
    assert await service.replay_check(handle.id)

    # Answering a finished match is refused in Chinese.
    late = await service.answer(handle.id, "p1", "r1", [])
    assert not late.accepted and has_cjk(late.message)


async def test_create_stores_active_match_and_snapshot(conn, service):
    decks = random_decks(3)
    handle = await service.create("lorcana", SEATS, decks, 3)
    match, snap, answers = await stored(conn, handle.id)
    assert match.status == "active" and match.seed == 3 and match.game == "lorcana"
    assert [p.seat for p in match.players] == [1, 2]
    assert [p.user_id for p in match.players] == ["111", "222"]
    state = orjson.loads(snap.state_json)
    assert match.current_request_id == state["request"]["id"] == handle.request_id
    assert answers == []
    options = orjson.loads(match.options_json)
    assert options["decks"] == decks and options["players"] == ["p1", "p2"]
    # Deck lists never leave the service: not in the handle, not in any view.
    public = orjson.dumps(handle, option=orjson.OPT_NON_STR_KEYS).decode()
    assert "decks" not in public and orjson.dumps(decks["p2"]).decode() not in public
    for viewer in (None, "p1", "p2"):
        assert "decks" not in (await service.view(handle.id, viewer))["options"]
    assert await service.replay_check(handle.id)


async def test_bad_seats_and_decks_are_refused_in_chinese(service):
    with pytest.raises(MatchError) as error:
        await service.create(
            "lorcana", [NewPlayer(seat=0, user_id="1"), NewPlayer(seat=1, user_id="2")], random_decks(1), 1
        )
    assert has_cjk(error.value.message)
    with pytest.raises(MatchError) as error:
        await service.create("lorcana", SEATS, {"p1": random_decks(1)["p1"]}, 1)
    assert has_cjk(error.value.message)


async def test_parsed_deck_from_a_shipped_list(service):
    game = engine.get_game("lorcana")
    files = sorted(DECKS_DIR.glob("*.txt"))
    decks = {
        "p1": game.parse_deck(files[0].read_text("utf-8")),
        "p2": game.parse_deck(files[1].read_text("utf-8")),
    }
    handle = await service.create("lorcana", SEATS, decks, 11)
    await play_to_end(service, handle.id, RandomAgent(11))
    assert (await service.repo.get_match(handle.id)).status == "finished"
    assert await service.replay_check(handle.id)


async def test_rejections_change_nothing(conn, service):
    handle = await new_match(service, seed=5)
    agent = RandomAgent(5)
    for _ in range(3):
        await play_one(service, handle.id, agent)
    pending = await service.pending(handle.id)
    player, ask = next(iter(pending.items()))
    other = "p2" if player == "p1" else "p1"
    before = await stored(conn, handle.id)
    view_before = await service.view(handle.id, player)

    # An old request id, sent by the seat that did not answer it: plainly stale, not a double click.
    log = before[2]
    last = log[-1]
    stale_player = "p2" if log[0].player == 1 else "p1"
    attempts = {
        "stale": (stale_player, log[0].request_id, ask["default"]),
        "wrong player": (other, ask["id"], ask["default"]),
        "not a player": ("p9", ask["id"], ask["default"]),
        "illegal option": (player, ask["id"], ["no-such-option"]),
        "too many": (player, ask["id"], [o["id"] for o in ask["options"]] + ["x"]),
        "malformed": (player, ask["id"], "c1"),
    }
    codes = {}
    for name, (who, request_id, choice) in attempts.items():
        outcome = await service.answer(handle.id, who, request_id, choice)
        assert not outcome.accepted, name
        assert has_cjk(outcome.message), (name, outcome.message)
        codes[name] = outcome.code
        assert await stored(conn, handle.id) == before, name
    assert codes["stale"] == "answer.stale"
    assert codes["wrong player"] == "answer.not_your_turn"
    assert codes["illegal option"] == "answer.unknown_option"
    assert await service.view(handle.id, player) == view_before

    # A double answer: the same seat answering the request it already answered.
    outcome = await service.answer(
        handle.id, f"p{last.player}", last.request_id, orjson.loads(last.answer_json)["choice"]
    )
    assert not outcome.accepted and outcome.code == "match.duplicate" and has_cjk(outcome.message)
    assert await stored(conn, handle.id) == before

    # After all that, the right answer still goes through.
    assert (await service.answer(handle.id, player, ask["id"], ask["default"])).accepted
    assert len((await stored(conn, handle.id))[2]) == len(log) + 1


async def test_duplicate_seen_by_a_fresh_service(conn, service):
    """A double click arriving after a restart is caught from the stored answer log."""
    handle = await new_match(service, seed=8)
    first = await play_one(service, handle.id, RandomAgent(8))
    assert first.accepted
    last = (await service.repo.answers(handle.id))[-1]
    fresh = MatchService(conn, clock=lambda: START)
    before = await stored(conn, handle.id)
    choice = orjson.loads(last.answer_json)["choice"]
    outcome = await fresh.answer(handle.id, f"p{last.player}", last.request_id, choice)
    assert not outcome.accepted and outcome.code == "match.duplicate"
    assert await stored(conn, handle.id) == before


async def test_unknown_match(service):
    outcome = await service.answer("nope", "p1", "r1", [])
    assert not outcome.accepted and outcome.code == "match.unknown" and has_cjk(outcome.message)
    with pytest.raises(MatchError):
        await service.view("nope", None)


async def played_for_a_while(db_path, seed: int = 21, answers: int = 25):
    """A fresh connection and service with a match ``answers`` answers in (random agent ``seed``)."""
    conn = await connect(db_path)
    await migrate(conn)
    service = MatchService(conn, clock=lambda: START)
    handle = await new_match(service, seed=seed)
    agent = RandomAgent(seed)
    for _ in range(answers):
        await play_one(service, handle.id, agent)
    return conn, service, handle, agent


async def test_restart_mid_match(db_path):
    conn, service, handle, agent = await played_for_a_while(db_path)
    view_before = await service.view(handle.id, "p1")
    pending_before = await service.pending(handle.id)
    await conn.close()

    conn = await connect(db_path)
    try:
        await migrate(conn)
        restarted = MatchService(conn, clock=lambda: START)
        assert [m.id for m in await restarted.repo.active_matches()] == [handle.id]
        assert await restarted.view(handle.id, "p1") == view_before
        assert await restarted.pending(handle.id) == pending_before
        await play_to_end(restarted, handle.id, agent)
        assert (await restarted.repo.get_match(handle.id)).status == "finished"
        assert await result_row(conn, handle.id) is not None
        assert await restarted.replay_check(handle.id)
    finally:
        await conn.close()


async def _saved_by_an_older_engine(conn, match_id: str, state: dict) -> None:
    """Store ``state`` as the match's snapshot under engine version "0"."""
    await conn.execute("UPDATE match_snapshots SET state_json = ? WHERE match_id = ?", (orjson.dumps(state).decode(), match_id))
    await conn.execute("UPDATE matches SET engine_version = '0' WHERE id = ?", (match_id,))
    await conn.commit()


async def test_a_match_saved_by_an_older_engine_is_rebuilt_from_its_answer_log(db_path):
    """An engine whose snapshots changed layout bumps ``engine_version``; a match saved before
    is played again from its answer log on load (here the old layout lacks a key today's engine
    reads), stored with today's version, and goes on to the end."""
    conn, service, handle, agent = await played_for_a_while(db_path)
    view_before = await service.view(handle.id, "p1")
    old_layout = orjson.loads((await service.repo.load_snapshot(handle.id)).state_json)
    del old_layout["turn"]
    await _saved_by_an_older_engine(conn, handle.id, old_layout)
    await conn.close()

    conn = await connect(db_path)
    try:
        restarted = MatchService(conn, clock=lambda: START)
        assert await restarted.view(handle.id, "p1") == view_before
        assert (await restarted.repo.get_match(handle.id)).engine_version == engine.get_game("lorcana").engine_version
        assert await restarted.replay_check(handle.id)
        await play_to_end(restarted, handle.id, agent)
        assert (await restarted.repo.get_match(handle.id)).status == "finished"
    finally:
        await conn.close()


async def test_a_match_an_older_engine_played_differently_keeps_its_snapshot(conn, service):
    """When today's rules no longer replay the log to the same request, the stored snapshot is
    kept (and its version): the players' buttons name that request."""
    handle = await new_match(service, seed=4)
    for _ in range(5):
        await play_one(service, handle.id, RandomAgent(4))
    saved = orjson.loads((await service.repo.load_snapshot(handle.id)).state_json)
    await _saved_by_an_older_engine(conn, handle.id, saved)
    await conn.execute("DELETE FROM match_answers WHERE match_id = ? AND seq = (SELECT MAX(seq) FROM match_answers WHERE match_id = ?)",
                       (handle.id, handle.id))  # fmt: skip
    await conn.commit()
    fresh = MatchService(conn, clock=lambda: START)
    assert await fresh.pending(handle.id) == await service.pending(handle.id)
    assert (await fresh.repo.get_match(handle.id)).engine_version == "0"
    assert orjson.loads((await fresh.repo.load_snapshot(handle.id)).state_json) == saved


async def test_replay_check_detects_a_tampered_snapshot(conn, service):
    handle = await new_match(service, seed=4)
    for _ in range(5):
        await play_one(service, handle.id, RandomAgent(4))
    assert await service.replay_check(handle.id)
    await conn.execute(
        "UPDATE match_snapshots SET state_json = replace(state_json, '\"lore\":0', '\"lore\":1')"
        " WHERE match_id = ?",
        (handle.id,),
    )
    assert await service.replay_check(handle.id) is False


async def test_concurrent_answers_exactly_one_accepted(conn, service):
    handle = await new_match(service, seed=9)
    pending = await service.pending(handle.id)
    player, ask = next(iter(pending.items()))
    outcomes = await asyncio.gather(
        service.answer(handle.id, player, ask["id"], ask["default"]),
        service.answer(handle.id, player, ask["id"], ask["default"]),
    )
    assert sorted(o.accepted for o in outcomes) == [False, True]
    rejected = next(o for o in outcomes if not o.accepted)
    assert has_cjk(rejected.message)
    assert len(await service.repo.answers(handle.id)) == 1


async def test_concurrent_answers_from_two_services(db_path, conn, service):
    """Two services (two connections) racing on one request: the database lets one through."""
    handle = await new_match(service, seed=10)
    other_conn = await connect(db_path)
    try:
        other = MatchService(other_conn, clock=lambda: START)
        await other.view(handle.id, None)  # both have the match cached
        player, ask = next(iter((await service.pending(handle.id)).items()))
        outcomes = await asyncio.gather(
            service.answer(handle.id, player, ask["id"], ask["default"]),
            other.answer(handle.id, player, ask["id"], ask["default"]),
        )
        assert sorted(o.accepted for o in outcomes) == [False, True]
        assert len(await service.repo.answers(handle.id)) == 1
    finally:
        await other_conn.close()


async def test_spectator_view_hides_hands(service):
    handle = await new_match(service, seed=12)
    agent = RandomAgent(12)
    for _ in range(6):
        await play_one(service, handle.id, agent)
    own = await service.view(handle.id, "p1")
    hand = own["zones"]["p1.hand"]["cards"]
    assert hand and all("def" in card for card in hand)  # p1 sees their hand: the check can fail
    hand_ids = {card["id"] for card in hand}
    for viewer in (None, "p2"):
        seen = await service.view(handle.id, viewer)
        cards = [c for zone in seen["zones"].values() for c in zone["cards"] if c["id"] in hand_ids]
        assert len(cards) == len(hand_ids)
        assert all("def" not in card for card in cards)
    # The pending request's options are shown only to the asked player.
    spectator = await service.view(handle.id, None)
    assert "options" not in (spectator["request"] or {})


async def test_outcome_events_are_per_viewer(service):
    handle = await new_match(service, seed=13)
    agent = RandomAgent(13)
    secret_seen = False
    while await service.pending(handle.id) is not None:
        outcome = await play_one(service, handle.id, agent)
        assert set(outcome.events) == {"p1", "p2"}
        for event in outcome.spectator_events:
            assert "secret" not in event and "seen_by" not in event
        for forms in outcome.events.values():
            assert all("secret" not in e for e in forms)
        for public, mine in zip(outcome.spectator_events, outcome.events["p1"], strict=True):
            if "definition" in mine and "definition" not in public:
                secret_seen = True
    assert secret_seen  # p1 learnt a card (a draw) that spectators did not


async def test_finish_match_is_idempotent(conn, service):
    handle = await new_match(service, seed=14)
    repo = MatchRepository(conn, clock=lambda: START)
    await repo.finish_match(handle.id, '{"winners": ["p1"]}', '["111"]', '{"p1": 1, "p2": 0}')
    await repo.finish_match(handle.id, '{"winners": ["p2"]}', '["222"]', '{"p1": 0, "p2": 1}')
    match = await repo.get_match(handle.id)
    assert match.status == "finished" and match.result_json == '{"winners": ["p1"]}'
    assert (await result_row(conn, handle.id))["winner_ids_json"] == '["111"]'
    with pytest.raises(UnknownMatch):
        await repo.finish_match("nope", "{}", "[]", "{}")


async def test_a_second_resignation_or_draw_agreement_says_what_was_already_done(conn, service):
    """A repeated /对战 认输 (two clicks racing, or after a restart) is told "你已经认输了", not the
    generic "你已经回答过这个请求了"; a second 同意和棋 likewise. Nothing changes."""
    handle = await new_match(service, seed=9)
    assert (await service.act(handle.id, "p1", "concede")).accepted
    before = await stored(conn, handle.id)
    again = await MatchService(conn, clock=lambda: START).act(handle.id, "p1", "concede")
    assert (again.accepted, again.code, again.message) == (False, "match.duplicate_concede", "你已经认输了。")
    assert await stored(conn, handle.id) == before

    drawn = await new_match(service, seed=10)
    assert (await service.act(drawn.id, "p1", "agree_draw")).accepted
    twice = await service.act(drawn.id, "p1", "agree_draw")
    assert (twice.code, twice.message) == ("match.duplicate_agree_draw", "你已经同意和棋了。")


async def test_a_replay_today_s_rules_refuse_stops_there_and_says_so(conn, service):
    """A finished match whose log today's rules refuse from some answer on (an older engine played
    it) replays up to that answer; its end scene is marked, while an intact log replays to the end."""
    handle = await new_match(service, seed=5)
    await play_to_end(service, handle.id, RandomAgent(5))
    complete = await replay_scenes(service, handle.id)
    assert not complete[-1].stopped_early
    answers = await service.repo.answers(handle.id)
    middle = answers[len(answers) // 2]
    refused = orjson.loads(middle.answer_json) | {"choice": ["no such option"]}
    await conn.execute("UPDATE match_answers SET answer_json = ? WHERE match_id = ? AND seq = ?",
                       (orjson.dumps(refused).decode(), handle.id, middle.seq))  # fmt: skip
    await conn.commit()
    stopped = await replay_scenes(service, handle.id)
    assert stopped[-1].stopped_early
    assert len(stopped) < len(complete)
    assert sum(len(s.events) for s in stopped) < sum(len(s.events) for s in complete)


async def test_only_the_states_of_the_matches_played_lately_stay_in_memory(service):
    """The database holds every state: past LIVE_STATES matches the least recently played one's
    state leaves memory, and its next answer reads it again from its snapshot (a duplicate of an
    earlier answer is still refused)."""
    service._live.limit = 2
    first, second, third = [await new_match(service, seed) for seed in (11, 12, 13)]
    assert list(service._live) == [second.id, third.id]
    agent = RandomAgent(5)
    pending = await service.pending(first.id)  # read from the snapshot, and kept again
    assert list(service._live) == [third.id, first.id]
    player, ask = next(iter(pending.items()))
    choice = agent.decide(await service.view(first.id, player), ask)
    assert (await service.answer(first.id, player, ask["id"], choice)).accepted
    await play_one(service, second.id, agent)
    assert list(service._live) == [first.id, second.id]
    assert not (await service.answer(first.id, player, ask["id"], choice)).accepted  # answered already
    await play_to_end(service, third.id, agent)
    assert await service.replay_check(first.id) and await service.replay_check(third.id)
