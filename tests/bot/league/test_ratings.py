"""Ratings as a function of the result history (issue 23): concurrent results are all counted, a
TO's correction is recomputed, rating periods group results and grow an idle player's deviation
(Glicko-2 step 6), the leaderboard lists provisional players apart, and check() finds a stored
rating that no longer matches its history."""

import asyncio

import pytest

import engine
from bot.services.league.glicko2 import PROVISIONAL_GAMES, Rating, rate
from bot.services.league.rating_history import idle_growth
from bot.services.matches import MatchService
from bot.storage.repositories import NewPlayer
from tests.bot.league.test_event import DECKS, GUILD, TO, new_event

GAME = "lorcana"


async def first_round(league, players: int, best_of: int) -> list:
    """An event of ``players`` members ("11", "22", …) with preset decks, started: its round-1 pairings."""
    event = await league.create_event(new_event(top_cut=0, best_of=best_of))
    for number in range(1, players + 1):
        user = str(11 * number)
        await league.register(event.id, user, f"玩家{user}", DECKS[number % len(DECKS)])
        await league.check_in(event.id, user)
    await league.start(event.id)
    return (await league.pair_next_round(event.id)).pairings


async def test_two_results_reported_at_the_same_moment_are_both_counted(league):
    ratings = league.ratings
    await asyncio.gather(
        ratings.rate("match:a", GUILD, GAME, "11", "22", 1.0),
        ratings.rate("match:b", GUILD, GAME, "11", "33", 1.0),
        ratings.rate("match:c", GUILD, GAME, "22", "33", 0.5),
    )
    assert (await ratings.rating_of(GUILD, GAME, "11")).games == 2
    assert (await ratings.rating_of(GUILD, GAME, "22")).games == 2
    assert (await ratings.rating_of(GUILD, GAME, "33")).games == 2
    # One rating period: both of 11's games are rated together against the opponents' start values.
    assert (await ratings.rating_of(GUILD, GAME, "11")) == rate(Rating(), [(Rating(), 1.0), (Rating(), 1.0)])
    assert await ratings.check() == []


async def test_concurrent_confirmations_of_league_pairings_rate_every_match(league):
    pairings = await first_round(league, players=4, best_of=1)
    for pairing in pairings:
        await league.report(pairing.id, pairing.player1_id, 1, 0, 0)
    await asyncio.gather(*(league.confirm(p.id, p.player2_id) for p in pairings))
    for user in ("11", "22", "33", "44"):
        assert (await league.ratings.rating_of(GUILD, GAME, user)).games == 1


async def test_a_final_result_whose_rating_a_crash_lost_is_rated_at_start_up_once(league):
    """The result and its rating are two transactions: a process stopped between them leaves a
    final result unrated, which the next start rates (and only that one, only once)."""
    first, second = await first_round(league, players=4, best_of=1)
    await league.report(first.id, first.player1_id, 1, 0, 0)
    await league.confirm(first.id, first.player2_id)  # rated as usual
    await league.repo.update_result(  # final, but the process stopped before rating it
        second.id, expected_status="pending", status="final", wins1=0, wins2=1, draws=0, source="players",
        reported_by=second.player2_id, claims={}, decided_by=None,
    )  # fmt: skip
    assert (await league.ratings.rating_of(GUILD, GAME, second.player2_id)).games == 0
    assert await league.recover_results() == 1
    assert (await league.ratings.rating_of(GUILD, GAME, second.player2_id)).games == 1
    assert (await league.ratings.rating_of(GUILD, GAME, second.player1_id)).rating < 1500
    assert await league.recover_results() == 0
    assert (await league.ratings.rating_of(GUILD, GAME, first.player1_id)).games == 1
    assert await league.ratings.check() == []


async def test_a_casual_game_whose_rating_a_stop_lost_is_rated_at_start_up_once(league, db, clock):
    """A member-vs-member game finished while the rating listener never ran (the process stopped
    in between): the next start rates it, once; a game against the AI is never rated."""
    deck = engine.get_game(GAME).parse_deck(DECKS[0])
    unheard = MatchService(db, clock=clock)  # no league listener: as if the process stopped
    casual = await unheard.create(GAME, [NewPlayer(1, "11"), NewPlayer(2, "22")], {"p1": deck, "p2": deck}, 3, guild_id=GUILD)
    await unheard.act(casual.id, "p2", "concede")
    practice = await unheard.create(GAME, [NewPlayer(1, "11"), NewPlayer(2, None, is_ai=True)], {"p1": deck, "p2": deck}, 4,
                                    guild_id=GUILD)  # fmt: skip
    await unheard.act(practice.id, "p1", "concede")
    assert (await league.ratings.rating_of(GUILD, GAME, "11")).games == 0
    assert await league.recover_results() == 1
    assert (await league.ratings.rating_of(GUILD, GAME, "11")).games == 1
    assert (await league.ratings.rating_of(GUILD, GAME, "22")).rating < 1500
    assert await league.recover_results() == 0


async def test_a_pairings_game_finished_while_the_league_was_not_listening_counts_at_start_up(league, matches):
    [pairing] = await first_round(league, players=2, best_of=1)
    handle = await league.start_bot_game(pairing.id, "11", seed=5, channel_id="5")
    matches.finish_listeners.remove(league.on_match_finished)  # the process stops right after the game
    await matches.act(handle.id, "p2", "concede")
    assert (await league.pairing(pairing.id)).status == "pending"
    assert await league.recover_results() == 1
    done = await league.pairing(pairing.id)
    assert (done.wins1, done.wins2, done.status, done.source) == (1, 0, "final", "bot")
    assert (await league.ratings.rating_of(GUILD, GAME, "11")).games == 1
    assert await league.recover_results() == 0


async def test_a_pairings_series_finished_while_the_league_was_not_listening_counts_at_start_up(league, matches):
    [pairing] = await first_round(league, players=2, best_of=3)
    first = await league.start_bot_game(pairing.id, "11", seed=5, channel_id="5")
    matches.series.finish_listeners.remove(league.on_series_finished)  # the process stops at the end
    await matches.act(first.id, "p2", "concede")
    series_id = (await matches.get(first.id)).series_id
    await matches.act((await matches.series.next_game(series_id)).id, "p2", "concede")
    assert (await league.pairing(pairing.id)).status == "pending"
    assert await league.recover_results() == 1
    done = await league.pairing(pairing.id)
    assert (done.wins1, done.wins2, done.status) == (2, 0, "final")
    assert await league.recover_results() == 0


async def test_a_corrected_result_is_recomputed_and_counted_once(league):
    [pairing] = await first_round(league, players=2, best_of=1)
    await league.report(pairing.id, pairing.player1_id, 1, 0, 0)
    await league.confirm(pairing.id, pairing.player2_id)
    assert (await league.ratings.rating_of(GUILD, GAME, pairing.player1_id)).rating > 1500
    await league.override(pairing.id, TO, (0, 1, 0))  # the TO corrects it: player 2 won
    first = await league.ratings.rating_of(GUILD, GAME, pairing.player1_id)
    second = await league.ratings.rating_of(GUILD, GAME, pairing.player2_id)
    assert first == rate(Rating(), [(Rating(), 0.0)]) and second == rate(Rating(), [(Rating(), 1.0)])
    assert await league.ratings.check() == []


async def test_results_in_different_periods_are_rated_in_turn_and_idle_periods_grow_the_deviation(league, clock):
    ratings = league.ratings
    await ratings.rate("match:1", GUILD, GAME, "11", "22", 1.0)
    after_first = rate(Rating(), [(Rating(), 1.0)])
    clock.advance(days=7)  # the next weekly period: rated against the values the first left
    await ratings.rate("match:2", GUILD, GAME, "11", "22", 1.0)
    loser_first = rate(Rating(), [(Rating(), 0.0)])
    expected = rate(after_first, [(loser_first, 1.0)])
    assert await ratings.rating_of(GUILD, GAME, "11") == expected
    clock.advance(days=7)  # the period right after the last one played: nothing has grown yet
    assert await ratings.rating_of(GUILD, GAME, "11") == expected
    clock.advance(days=7 * 5)  # five more whole periods without a game
    idle = await ratings.rating_of(GUILD, GAME, "11")
    assert idle == idle_growth(expected, 5) and idle.deviation > expected.deviation
    assert idle.rating == expected.rating
    # A returning player is rated from the grown deviation.
    await ratings.rate("match:3", GUILD, GAME, "11", "33", 1.0)
    assert (await ratings.rating_of(GUILD, GAME, "11")).deviation < idle.deviation
    assert await ratings.check() == []


async def test_the_rating_period_is_a_server_setting(league, clock):
    ratings = league.ratings
    assert await ratings.period_days(GUILD) == 7
    await ratings.rate("match:1", GUILD, GAME, "11", "22", 1.0)
    clock.advance(days=1)
    await ratings.rate("match:2", GUILD, GAME, "11", "22", 1.0)
    weekly = await ratings.rating_of(GUILD, GAME, "11")
    await ratings.set_period_days(GUILD, 1)
    daily = await ratings.rating_of(GUILD, GAME, "11")
    assert weekly.games == daily.games == 2 and weekly != daily
    assert await ratings.check() == []


def test_idle_growth_never_exceeds_a_new_players_deviation():
    assert idle_growth(Rating(1700, 340, 0.06, 30), 10_000).deviation == pytest.approx(350)


async def test_the_leaderboard_lists_provisional_players_apart(league):
    ratings = league.ratings
    for n in range(PROVISIONAL_GAMES):
        await ratings.rate(f"match:v{n}", GUILD, GAME, "veteran", f"opponent{n}", 0.5 if n else 1.0)
    await ratings.rate("match:lucky", GUILD, GAME, "newcomer", "someone", 1.0)
    board = await ratings.leaderboard(GUILD, GAME)
    newcomer = await ratings.rating_of(GUILD, GAME, "newcomer")
    veteran = await ratings.rating_of(GUILD, GAME, "veteran")
    assert newcomer.rating > veteran.rating  # a single win puts the newcomer higher ...
    assert [user for user, _ in board.established] == ["veteran"]  # ... but not among the established
    assert "newcomer" in [user for user, _ in board.provisional]


async def test_check_finds_a_stored_rating_that_does_not_match_the_history(league, db):
    await league.ratings.rate("match:1", GUILD, GAME, "11", "22", 1.0)
    assert await league.ratings.check() == []
    await db.execute("UPDATE ratings SET rating = rating + 1 WHERE user_id = '11'")
    await db.commit()
    [mismatch] = await league.ratings.check()
    assert (mismatch.guild_id, mismatch.game, mismatch.user_id) == (GUILD, GAME, "11")
    assert mismatch.stored.rating == pytest.approx(mismatch.expected.rating + 1)
