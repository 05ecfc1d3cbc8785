"""A whole event through the league services against a real SQLite file: 13 players, six Swiss
rounds with a bye, drops (by a player, by the TO, for leaving the server), a late entry, a disputed
result the TO settles, a TO re-pairing, then a top cut of four and the end."""

import random
from datetime import timedelta

import pytest

import engine
from bot.services.league.errors import LeagueError
from bot.storage.league import NewEvent
from bot.storage.repositories import NewPlayer

DECKS = list(engine.get_game("lorcana").preset_decks().values())
GUILD = "900"
TO = "1"


def new_event(**changes) -> NewEvent:
    fields = dict(guild_id=GUILD, game="lorcana", name="周六赛", kind="tournament", best_of=3, round_minutes=50,
                  organizer_id=TO, top_cut=4)  # fmt: skip
    return NewEvent(**{**fields, **changes})


async def play_round(league, event_id, number, rng, *, dispute_one=False):
    """Every open match gets a random result: player 1 reports, player 2 confirms (or, once,
    reports a different score, and the TO settles it)."""
    disputed = None
    for pairing in await league.repo.pairings(event_id, number):
        if pairing.status == "final":
            continue
        own, theirs, draws = rng.choice([(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)])
        update = await league.report(pairing.id, pairing.player1_id, own, theirs, draws)
        assert update.pairing.status == "reported" and not update.final
        if dispute_one and disputed is None:
            update = await league.report(pairing.id, pairing.player2_id, own, theirs, draws)  # "I won that way"
            assert update.pairing.status == "disputed"
            assert set(update.pairing.claims) == {pairing.player1_id, pairing.player2_id}
            with pytest.raises(LeagueError, match="等待裁判"):
                await league.confirm(pairing.id, pairing.player2_id)
            disputed = pairing
            continue
        update = await league.confirm(pairing.id, pairing.player2_id)
        assert update.final and update.pairing.source == "players"
    return disputed


def check_round(pairings, active, earlier_pairs, earlier_byes):
    seated = [p for pairing in pairings if pairing.kind != "missed" for p in pairing.players()]
    assert sorted(seated) == sorted(active), "every active player is paired exactly once"
    matches = [frozenset(p.players()) for p in pairings if p.kind == "match"]
    assert not set(matches) & earlier_pairs, "no rematch"
    byes = [p.player1_id for p in pairings if p.kind == "bye"]
    assert len(byes) == len(active) % 2
    assert not set(byes) & earlier_byes, "one bye per player"
    return set(matches), set(byes)


async def test_a_six_round_thirteen_player_event_with_top_cut(league, clock):
    rng = random.Random(13)
    event = await league.create_event(new_event())
    players = [str(100 + i) for i in range(13)]
    for i, user in enumerate(players):
        await league.register(event.id, user, f"选手{i}", DECKS[i % len(DECKS)])
        await league.check_in(event.id, user)
    await league.register(event.id, "199", "没签到的人", DECKS[0])  # registers, never checks in
    absent = await league.start(event.id)
    assert [r.user_id for r in absent] == ["199"]
    with pytest.raises(LeagueError, match="开始后不能再修改卡表"):
        await league.submit_deck(event.id, players[0], DECKS[1])

    active = list(players)
    earlier_pairs: set[frozenset[str]] = set()
    earlier_byes: set[str] = set()
    disputed = None
    for number in range(1, 7):
        points_before = {s.player: s.match_points for s in await league.standings(event.id)}
        paired = await league.pair_next_round(event.id)
        assert paired.round.number == number and paired.round.stage == "swiss"
        assert paired.round.deadline_at == clock.now + timedelta(minutes=50)
        if number == 3:
            # The TO re-pairs round 3 before any result: still a valid round.
            paired = await league.repair_round(event.id)
        pairs, byes = check_round(paired.pairings, active, earlier_pairs, earlier_byes)
        if byes:
            # The bye is a final 2-0 win for an eligible player with the fewest match points.
            [bye] = byes
            eligible = {p: pts for p, pts in points_before.items() if p in active and p not in earlier_byes}
            assert points_before[bye] == min(eligible.values())
            bye_pairing = next(p for p in paired.pairings if p.kind == "bye")
            assert bye_pairing.status == "final" and (bye_pairing.wins1, bye_pairing.wins2) == (2, 0)
        earlier_pairs |= pairs
        earlier_byes |= byes
        disputed = await play_round(league, event.id, number, rng, dispute_one=number == 2)
        if disputed is not None:
            with pytest.raises(LeagueError, match="还有对阵没有最终结果"):
                await league.pair_next_round(event.id)
            update = await league.override(disputed.id, TO, (2, 1, 0))
            assert update.final and update.pairing.source == "organizer" and update.pairing.decided_by == TO
        clock.advance(minutes=60)
        if number == 1:  # a late entry joins for round 2, with a loss for round 1
            await league.register(event.id, "150", "迟到的人", DECKS[2])
            active.append("150")
        if number == 2:
            await league.drop(event.id, players[3], by=players[3])
            active.remove(players[3])
        if number == 4:
            await league.drop(event.id, players[5], by=TO)
            active.remove(players[5])
            await league.drop(event.id, players[7], by="left_server")  # left the server (the cog notices)
            active.remove(players[7])

    standings = await league.standings(event.id)
    by_player = {s.player: s for s in standings}
    late = by_player["150"]
    assert late.wins + late.losses + late.draws == 6 and late.losses >= 1  # the missed round is a loss
    assert sum(s.wins + s.losses + s.draws for s in standings) == sum(
        2 if p.kind == "match" else 1 for p in await league.repo.pairings(event.id)
    )
    dropped = by_player[players[3]]
    assert dropped.wins + dropped.losses + dropped.draws == 2  # kept their two rounds
    for s in standings:
        assert s.match_points == 3 * s.wins + s.draws
    # The ranking is by points, then the tiebreakers.
    keys = [(s.match_points, s.opponents_match_win, s.game_win, s.opponents_game_win) for s in standings]
    assert keys == sorted(keys, reverse=True)

    # Top cut of four: 1 v 4 and 2 v 3 among players still in the event.
    cut = await league.start_top_cut(event.id)
    remaining = [s.player for s in standings if s.player in active][:4]
    assert [p.players() for p in cut.pairings] == [(remaining[0], remaining[3]), (remaining[1], remaining[2])]
    with pytest.raises(LeagueError, match="不能平局"):
        await league.report(cut.pairings[0].id, remaining[0], 1, 1, 1)
    for pairing in cut.pairings:
        await league.report(pairing.id, pairing.player2_id, 2, 1, 0)
        await league.confirm(pairing.id, pairing.player1_id)
    final = await league.pair_next_round(event.id)
    assert [p.players() for p in final.pairings] == [(remaining[3], remaining[2])]
    await league.report(final.pairings[0].id, remaining[3], 2, 0, 0)
    await league.confirm(final.pairings[0].id, remaining[2])
    assert await league.champion(event.id) == remaining[3]
    with pytest.raises(LeagueError, match="冠军"):
        await league.pair_next_round(event.id)

    # Lists stay hidden from other players until the end, then anyone may read them.
    with pytest.raises(LeagueError, match="只有选手本人和裁判"):
        await league.deck_list(event.id, players[0], players[1], viewer_is_organizer=False)
    assert await league.deck_list(event.id, players[0], TO, viewer_is_organizer=True) == DECKS[0].strip()
    final_standings = await league.end(event.id)
    # The playoff first (champion, finalist, semi-finalists in Swiss order), then the Swiss order.
    playoff = [remaining[3], remaining[2], remaining[0], remaining[1]]
    assert [p.standing.player for p in final_standings] == playoff + [s.player for s in standings if s.player not in playoff]
    assert [p.place for p in final_standings] == list(range(1, len(standings) + 1))
    assert [p.stage for p in final_standings[:5]] == ["champion", "top2", "top4", "top4", "swiss"]
    assert next(p for p in final_standings if p.standing.player == players[3]).dropped_after == 2
    assert (await league.event(event.id)).status == "finished"
    assert await league.deck_list(event.id, players[0], players[1], viewer_is_organizer=False) == DECKS[0].strip()

    # Every final match result was rated once.
    board = await league.ratings.leaderboard(GUILD, "lorcana", limit=50)
    board = dict(board.established + board.provisional)
    played = sum(1 for p in await league.repo.pairings(event.id) if p.kind == "match")
    assert sum(r.games for r in board.values()) == 2 * played


async def test_registration_lists_every_deck_problem_and_changes_nothing(league):
    event = await league.create_event(new_event())
    with pytest.raises(LeagueError) as error:
        await league.register(event.id, "7", "某人", "4 不存在的卡\n2 也不存在的卡")
    assert "不存在的卡" in error.value.message and "也不存在的卡" in error.value.message
    assert await league.registrations(event.id) == []
    await league.register(event.id, "7", "某人")
    with pytest.raises(LeagueError, match="签到前请先提交卡表"):
        await league.check_in(event.id, "7")
    assert await league.submit_deck(event.id, "7", DECKS[0]) == 60
    with pytest.raises(LeagueError, match="卡表未通过检查"):
        await league.submit_deck(event.id, "7", "60 不存在的卡")
    assert (await league.repo.get_registration(event.id, "7")).deck_list == DECKS[0].strip()
    await league.check_in(event.id, "7")
    with pytest.raises(LeagueError, match="人数不足"):
        await league.start(event.id)


async def test_a_best_of_three_pairing_is_one_series_in_the_bot_and_casual_matches_are_rated(league, matches):
    event = await league.create_event(new_event(top_cut=0))
    for user in ("11", "22"):
        await league.register(event.id, user, f"玩家{user}", DECKS[0])
        await league.check_in(event.id, user)
    await league.start(event.id)
    [pairing] = (await league.pair_next_round(event.id)).pairings
    first = await league.start_bot_game(pairing.id, "11", seed=1, channel_id="5")
    with pytest.raises(LeagueError, match="正在机器人里进行"):
        await league.start_bot_game(pairing.id, "22", seed=2, channel_id="5")
    assert (await matches.act(first.id, "p2", "concede")).finished  # 22 concedes game 1
    after_one = await league.pairing(pairing.id)
    assert (after_one.wins1, after_one.wins2, after_one.status) == (None, None, "pending")  # the series goes on
    assert await league.on_match_finished(first.id) is None  # a game of a series counts nothing by itself
    with pytest.raises(LeagueError, match="正在机器人里进行"):  # between games the series is still live
        await league.start_bot_game(pairing.id, "22", seed=2, channel_id="5")
    series_id = (await matches.get(first.id)).series_id
    second = await matches.series.next_game(series_id)  # Lorcana has no sideboard step
    await matches.act(second.id, "p2", "concede")
    done = await league.pairing(pairing.id)
    assert (done.wins1, done.wins2, done.draws, done.status, done.source) == (2, 0, 0, "final", "bot")
    assert await league.on_series_finished(series_id) is None  # counted once
    winner = await league.ratings.rating_of(GUILD, "lorcana", "11")
    assert winner.rating > 1500 and winner.games == 1  # the series is one rated result

    deck = engine.get_game("lorcana").parse_deck(DECKS[0])
    casual = await matches.create("lorcana", [NewPlayer(1, "11"), NewPlayer(2, "33")], {"p1": deck, "p2": deck}, 9, guild_id=GUILD)
    await matches.act(casual.id, "p1", "concede")
    assert (await league.ratings.rating_of(GUILD, "lorcana", "33")).games == 1
    assert (await league.ratings.rating_of(GUILD, "lorcana", "11")).games == 2


async def test_round_timers_are_handed_out_once_after_their_deadline(league, clock):
    event = await league.create_event(new_event(round_minutes=30))
    for user in ("11", "22", "33"):
        await league.register(event.id, user, user, DECKS[0])
        await league.check_in(event.id, user)
    await league.start(event.id)
    await league.pair_next_round(event.id)
    clock.advance(minutes=29)
    assert await league.due_timers() == []
    clock.advance(minutes=2)
    [(due_event, due_round)] = await league.due_timers()
    assert (due_event.id, due_round.number) == (event.id, 1)
    assert await league.due_timers() == []


async def test_an_ultraman_best_of_three_event_needs_sideboards_and_plays_a_series_with_them(league, matches):
    """1.0.2a: a best-of-N match needs a 10-card sideboard; a list without one is refused for a BO3
    event (single games need none), and the bot's series gets both sideboards."""
    event = await league.create_event(new_event(game="ultraman", top_cut=0))
    deck = "\n".join(f"3 练习-{n:03d}" for n in range(1, 14)) + "\n1 练习-014"
    sideboard = "\n备牌\n3 练习-015\n3 练习-016\n3 练习-017\n1 练习-018"
    with pytest.raises(LeagueError, match="备牌必须正好 10 张，现在是 0 张"):
        await league.register(event.id, "22", "玩家22", deck)
    assert await league.registrations(event.id) == []
    for user in ("11", "22"):
        await league.register(event.id, user, f"玩家{user}", deck + sideboard)
        await league.check_in(event.id, user)
    await league.start(event.id)
    [pairing] = (await league.pair_next_round(event.id)).pairings
    first = await league.start_bot_game(pairing.id, "22", seed=1, channel_id="5")
    series = await matches.series.get((await matches.get(first.id)).series_id)
    assert series.best_of == 3 and len(series.data["registered"]["p2"]["sideboard"]) == 10
