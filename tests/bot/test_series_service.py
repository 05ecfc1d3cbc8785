"""The series service against a real SQLite file: what the rules refuse, the chooser after a drawn
game (Ultraman 1.2.2a), and racing writers (two sideboard steps at once, a game started twice)."""

import asyncio
import random
from datetime import UTC, datetime

import pytest

import engine
from bot.services.matches import MatchService
from bot.services.series import SeriesError, open_series, score, winner
from bot.storage.repositories import NewPlayer

START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SEATS = [NewPlayer(seat=1, user_id="111"), NewPlayer(seat=2, user_id="222")]
DECK = [f"练习-{n:03d}" for n in range(1, 14) for _ in range(3)] + ["练习-014"]
SIDEBOARD = ["练习-015"] * 3 + ["练习-016"] * 3 + ["练习-017"] * 3 + ["练习-018"]


@pytest.fixture
def service(migrated_db):
    return MatchService(migrated_db, clock=lambda: START)


async def ultraman_series(service: MatchService, seed: int = 3):
    handle = await service.create(
        "ultraman", SEATS, {"p1": DECK, "p2": DECK}, seed, best_of=3, sideboards={"p1": SIDEBOARD, "p2": SIDEBOARD}
    )
    return handle, (await service.get(handle.id)).series_id


def test_a_series_is_refused_in_chinese_for_games_and_lists_the_rules_do_not_allow():
    with pytest.raises(SeriesError, match="隐秘世界 不支持多局赛制"):
        open_series("underworld", "s", {"p1": [], "p2": []}, {}, 3, 1)
    with pytest.raises(SeriesError, match="局制只能是单局、三局两胜或五局三胜"):
        open_series("ultraman", "s", {"p1": DECK, "p2": DECK}, {"p1": SIDEBOARD, "p2": SIDEBOARD}, 7, 1)
    with pytest.raises(SeriesError, match="这副卡组不能用于多局赛制：\n备牌必须正好 10 张，现在是 9 张（1.0.2a）。"):
        open_series("ultraman", "s", {"p1": DECK, "p2": DECK}, {"p1": SIDEBOARD, "p2": SIDEBOARD[:9]}, 3, 1)


async def test_after_a_drawn_game_the_same_player_decides_again(service):
    """1.2.2a (digest scenario 7): game 2 is drawn, so game 3's chooser is game 2's."""
    first, series_id = await ultraman_series(service)
    await service.act(first.id, "p1", "concede")  # p1 lost game 1
    await service.series.swap(series_id, "p1", 1, [], [])
    await service.series.swap(series_id, "p2", 1, [], [])
    second = await service.series.next_game(series_id)
    assert list(second.pending) == ["p1"]  # the loser decides game 2
    assert (await service.act(second.id, "p2", "agree_draw")).finished
    for player in ("p1", "p2"):
        await service.series.swap(series_id, player, 2, [], [])
    third = await service.series.next_game(series_id)
    assert list(third.pending) == ["p1"]
    series = await service.series.get(series_id)
    assert [g["winners"] for g in series.data["games"]] == [["p2"], []] and series.status == "playing"


async def test_two_sideboard_steps_ending_together_both_count_and_the_next_game_starts_once(service):
    first, series_id = await ultraman_series(service)
    await service.act(first.id, "p2", "concede")
    await asyncio.gather(
        service.series.swap(series_id, "p1", 1, ["练习-001"], ["练习-015"]),
        service.series.swap(series_id, "p2", 1, ["练习-002", "练习-003"], ["练习-016", "练习-018"]),
    )
    current = (await service.series.get(series_id)).data["current"]
    assert current["p1"]["deck"].count("练习-015") == 1 and current["p2"]["deck"].count("练习-018") == 1
    with pytest.raises(SeriesError, match="这次备牌调整已经结束了"):
        await service.series.swap(series_id, "p1", 1, [], [])  # done already: nothing changes
    started = await asyncio.gather(service.series.next_game(series_id), service.series.next_game(series_id))
    assert sum(handle is not None for handle in started) == 1
    assert [g.series_game for g in await service.series.games(series_id)] == [1, 2]
    # A game's result is counted once, whoever asks.
    assert await service.series.record(await service.get(first.id)) is None


async def test_a_best_of_five_needs_three_wins_and_lorcana_goes_on_without_a_sideboard_step(service):
    decks = {p: engine.get_game("lorcana").random_decks(random.Random(1), ["p1", "p2"])[p] for p in ("p1", "p2")}
    handle = await service.create("lorcana", SEATS, decks, 5, best_of=5, sideboards={"p1": None, "p2": None})
    series_id = (await service.get(handle.id)).series_id
    for number in (1, 2, 3):
        game = (await service.series.games(series_id))[-1]
        assert game.series_game == number
        await service.act(game.id, "p1", "concede")
        series = await service.series.get(series_id)
        if number < 3:
            assert series.status == "sideboarding" and await service.series.waiting_for(series) == []
            assert list((await service.series.next_game(series_id)).pending) == ["p1"]  # the loser chooses (3.1.2)
    assert series.status == "finished" and score(series) == ({"p1": 0, "p2": 3}, 0) and winner(series) == "p2"


async def test_a_single_game_is_its_own_best_of_one_match_ended_with_it(service):
    """One match model (migrations/0014_one_match.sql): a single game's match has its id and ends
    with the game, as a game and not as a series (no series result, no series concession)."""
    told = []
    service.series.finish_listeners.append(told.append)
    handle = await service.create("ultraman", SEATS, {"p1": DECK, "p2": DECK}, 5)
    match = await service.get(handle.id)
    assert (match.series_id, match.series_game, match.best_of_n) == (handle.id, 1, False)
    single = await service.series.get(handle.id)
    assert (single.best_of, single.status, single.seed) == (1, "playing", 5)
    with pytest.raises(SeriesError, match="已经结束"):
        await service.series.concede(handle.id, "p1")
    assert (await service.get(handle.id)).status == "active"
    assert (await service.act(handle.id, "p1", "concede")).finished
    assert (await service.series.get(handle.id)).status == "finished"
    assert (await service.series.get(handle.id)).data == single.data and told == []
