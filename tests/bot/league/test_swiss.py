"""Swiss pairing (bot/services/league/swiss.py): the maximum-weight matching gives the optimum of
the tiered cost on thousands of random histories (checked against brute force over every perfect
matching, ≤ 10 players); whole events keep the round properties (hypothesis); and the MTR rules by
example: the bye, score groups that close, the smallest pair-down, rematches only when forced."""

import functools
import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.services.league.standings import RoundResult, compute_standings
from bot.services.league.swiss import BYE, Cost, pair_cost, pair_round

TIERS = ("second_byes", "rematches", "bye_rank", "score_difference", "rank_difference")


def total(costs: list[Cost]) -> tuple[int, ...]:
    return tuple(sum(getattr(c, tier) for c in costs) for tier in TIERS)


def brute_force_optimum(players, points, played, had_bye) -> tuple[int, ...]:
    """The least total cost over every way to seat the players (with the bye seat if odd): the
    first seat left meets each other seat in turn, memoised on the seats left (lexicographic order
    is kept by adding the same cost to both sides, so the least rest is part of the least whole)."""
    seats = [*players, BYE] if len(players) % 2 else list(players)
    cost = {(i, j): total([pair_cost(players, points, played, had_bye, seats[i], seats[j])])
            for i, j in combinations(range(len(seats)), 2)}  # fmt: skip

    @functools.cache
    def least(rest: frozenset[int]) -> tuple[int, ...]:
        if not rest:
            return (0,) * len(TIERS)
        first = min(rest)
        return min(
            tuple(a + b for a, b in zip(cost[(first, other)], least(rest - {first, other}), strict=True))
            for other in rest - {first}
        )

    return least(frozenset(range(len(seats))))


def seated_cost(pairing, players, points, played, had_bye) -> tuple[int, ...]:
    costs = [pair_cost(players, points, played, had_bye, a, b) for a, b in pairing.pairs]
    if pairing.bye is not None:
        costs.append(pair_cost(players, points, played, had_bye, pairing.bye, BYE))
    return total(costs)


def test_the_matching_is_the_brute_force_optimum_on_random_small_histories():
    rng = random.Random(23)
    for _ in range(2000):
        size = rng.randint(2, 10)
        players = [f"p{i}" for i in range(size)]
        points = {p: rng.choice([0, 1, 3, 3, 4, 6, 6, 7, 9, 9, 12]) for p in players}
        players.sort(key=lambda p: -points[p])  # ranked: best first
        density = rng.random()
        played = {frozenset(pair) for pair in combinations(players, 2) if rng.random() < density}
        had_bye = {p for p in players if rng.random() < 0.3}
        pairing = pair_round(players, points, played, had_bye)
        seated = [p for pair in pairing.pairs for p in pair] + ([pairing.bye] if pairing.bye else [])
        assert sorted(seated) == sorted(players)
        assert seated_cost(pairing, players, points, played, had_bye) == brute_force_optimum(players, points, played, had_bye)


def rematch_free_exists(players: list[str], played: set[frozenset[str]], had_bye: set[str]) -> bool:
    def perfect(rest: tuple[str, ...]) -> bool:
        if not rest:
            return True
        first = rest[0]
        return any(
            frozenset((first, other)) not in played and perfect(tuple(p for p in rest[1:] if p != other))
            for other in rest[1:]
        )

    if len(players) % 2 == 0:
        return perfect(tuple(players))
    eligible = [p for p in players if p not in had_bye] or [players[-1]]
    return any(perfect(tuple(p for p in players if p != bye)) for bye in eligible)


@st.composite
def events(draw):
    size = draw(st.integers(min_value=2, max_value=11))
    rounds = draw(st.integers(min_value=1, max_value=min(size - 1, 6)))
    outcomes = draw(st.lists(st.sampled_from([(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1)]), min_size=80, max_size=80))
    drops = draw(st.lists(st.tuples(st.integers(1, 6), st.integers(0, size - 1)), max_size=3))
    return size, rounds, outcomes, drops


@settings(max_examples=100, deadline=None)
@given(events())
def test_swiss_rounds_keep_the_pairing_properties(event):
    size, rounds, outcomes, drops = event
    players = [f"p{i:02d}" for i in range(size)]
    active = list(players)
    results: list[RoundResult] = []
    played: set[frozenset[str]] = set()
    byes: list[str] = []
    scores = iter(outcomes)
    for number in range(1, rounds + 1):
        for when, who in drops:
            if when == number and players[who] in active and len(active) > 2:
                active.remove(players[who])
        standings = compute_standings(players, results)
        ranked = [s.player for s in standings if s.player in active]
        points = {s.player: s.match_points for s in standings}
        had_bye = set(byes)
        avoidable = rematch_free_exists(ranked, played, had_bye)
        pairing = pair_round(ranked, points, played, had_bye)

        seated = [p for pair in pairing.pairs for p in pair] + ([pairing.bye] if pairing.bye else [])
        assert sorted(seated) == sorted(active)  # every active player exactly once
        assert (pairing.bye is not None) == (len(active) % 2 == 1)
        if pairing.bye is not None:
            # A second bye only when every active player had one (drops can leave nobody else).
            assert pairing.bye not in had_bye or set(active) <= had_bye
            byes.append(pairing.bye)
        rematches = [pair for pair in pairing.pairs if frozenset(pair) in played]
        if avoidable:
            assert rematches == []
        for a, b in pairing.pairs:
            played.add(frozenset((a, b)))
            results.append(RoundResult(number, "match", a, b, *next(scores)))
        if pairing.bye:
            results.append(RoundResult(number, "bye", pairing.bye, None, 2, 0, 0))
    if len(byes) != len(set(byes)):
        assert drops  # without drops there are fewer rounds than players: nobody needs two byes


def test_the_bye_goes_to_the_lowest_ranked_player_without_one():
    ranked = ["a", "b", "c", "d", "e"]
    points = dict.fromkeys(ranked, 3)
    assert pair_round(ranked, points, set(), set()).bye == "e"
    assert pair_round(ranked, points, set(), {"e"}).bye == "d"


def test_players_are_paired_within_their_score_group_before_pairing_down():
    ranked = ["a", "b", "c", "d", "e", "f"]
    points = {"a": 6, "b": 6, "c": 3, "d": 3, "e": 0, "f": 0}
    assert pair_round(ranked, points, set(), set()).pairs == (("a", "b"), ("c", "d"), ("e", "f"))
    # a and b met already: each pairs down once, a to c and b to d.
    pairing = pair_round(ranked, points, {frozenset("ab")}, set())
    assert pairing.pairs == (("a", "c"), ("b", "d"), ("e", "f"))


def test_a_score_group_that_can_close_is_closed_where_greedy_pairing_would_not():
    """Greedy top-down pairing gives a-b, then c (who met d) pairs down to e: two pair-downs more
    than needed. The optimum pairs a down once and closes both other groups."""
    ranked = ["a", "b", "c", "d", "e", "f"]
    points = {"a": 6, "b": 3, "c": 3, "d": 3, "e": 0, "f": 0}
    pairing = pair_round(ranked, points, {frozenset("bf"), frozenset("cd")}, set())
    assert pairing.pairs == (("a", "c"), ("b", "d"), ("e", "f"))


def test_a_rematch_is_allowed_only_when_nothing_else_works():
    everyone = {frozenset(pair) for pair in combinations("abcd", 2)}
    points = dict.fromkeys("abcd", 0)
    pairing = pair_round(["a", "b", "c", "d"], points, everyone - {frozenset("ad"), frozenset("bc")}, set())
    assert set(map(frozenset, pairing.pairs)) == {frozenset("ad"), frozenset("bc")}
    pairing = pair_round(["a", "b", "c", "d"], points, everyone, set())
    assert sorted(p for pair in pairing.pairs for p in pair) == ["a", "b", "c", "d"]
