"""Swiss pairing properties (hypothesis): every active player is paired exactly once a round, no
player gets a second bye while someone active has had none, and no rematch happens while a rematch-free pairing exists (checked by
brute force over every bye choice and matching); plus the bye and score-group rules by example."""

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.services.league.standings import RoundResult, compute_standings
from bot.services.league.swiss import pair_round


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


@settings(max_examples=150, deadline=None)
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
        ranked = [s.player for s in compute_standings(players, results) if s.player in active]
        had_bye = set(byes)
        avoidable = rematch_free_exists(ranked, played, had_bye)
        pairing = pair_round(ranked, played, had_bye)

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
    assert pair_round(ranked, set(), set()).bye == "e"
    assert pair_round(ranked, set(), {"e"}).bye == "d"


def test_players_are_paired_within_their_score_group_before_pairing_down():
    # a, b on 6 points; c, d on 3; e, f on 0 (ranked in that order): three groups close exactly.
    pairing = pair_round(["a", "b", "c", "d", "e", "f"], set(), set())
    assert pairing.pairs == (("a", "b"), ("c", "d"), ("e", "f"))
    # a and b met already: a pairs down to c, and b takes the next one, d.
    pairing = pair_round(["a", "b", "c", "d", "e", "f"], {frozenset("ab")}, set())
    assert pairing.pairs == (("a", "c"), ("b", "d"), ("e", "f"))


def test_a_rematch_is_allowed_only_when_nothing_else_works():
    everyone = {frozenset(pair) for pair in combinations("abcd", 2)}
    pairing = pair_round(["a", "b", "c", "d"], everyone - {frozenset("ad"), frozenset("bc")}, set())
    assert set(map(frozenset, pairing.pairs)) == {frozenset("ad"), frozenset("bc")}
    pairing = pair_round(["a", "b", "c", "d"], everyone, set())
    assert sorted(p for pair in pairing.pairs for p in pair) == ["a", "b", "c", "d"]
