"""Standings and tiebreakers (MTR 3.1 and Appendix C) against an event worked out by hand.

Five players, best of three, three rounds; C drops after round 2:

    round 1: A beats B 2-1, D beats C 2-0, E has the bye (2-0)
    round 2: A beats C 2-0, B and E draw 1-1-1, D has the bye (2-0)
    round 3: E beats A 2-1, B beats D 2-0

Match points (3 a win, 1 a draw, a bye is a win) and match-win % (points / 3 x rounds, at least 0.33):
    A 6 -> 6/9 = 2/3      B 4 -> 4/9       C 0 -> 0/6, floored to 0.33
    D 6 -> 6/9 = 2/3 (the bye counts as a round played)           E 7 -> 7/9
Game-win % (3 a game won, 1 a game drawn; / 3 x games; at least 0.33; a bye is 2-0):
    A 15/24 = 5/8   B (12+1)/24 = 13/24   C 0/12 -> 0.33   D 12/18 = 2/3   E (15+1)/24 = 2/3
Opponents (byes ignored): A: B C E; B: A E D; C: D A; D: C B; E: B A
    OMW  A (4/9 + 0.33 + 7/9)/3 = 1397/2700   B (2/3 + 7/9 + 2/3)/3 = 19/27   C (2/3 + 2/3)/2 = 2/3
         D (0.33 + 4/9)/2 = 697/1800          E (4/9 + 2/3)/2 = 5/9
    OGW  A (13/24 + 0.33 + 2/3)/3 = 923/1800  B (5/8 + 2/3 + 2/3)/3 = 47/72  C (2/3 + 5/8)/2 = 31/48
         D (0.33 + 13/24)/2 = 523/1200        E (13/24 + 5/8)/2 = 7/12
Ranking: E (7), then A and D on 6 points split by OMW (0.517 > 0.387), then B (4), C (0).
"""

from fractions import Fraction as F

from bot.services.league.standings import FLOOR, RoundResult, as_percent, compute_standings

RESULTS = [
    RoundResult(1, "match", "A", "B", 2, 1, 0),
    RoundResult(1, "match", "D", "C", 2, 0, 0),
    RoundResult(1, "bye", "E", None, 2, 0, 0),
    RoundResult(2, "match", "A", "C", 2, 0, 0),
    RoundResult(2, "match", "B", "E", 1, 1, 1),
    RoundResult(2, "bye", "D", None, 2, 0, 0),
    RoundResult(3, "match", "E", "A", 2, 1, 0),
    RoundResult(3, "match", "B", "D", 2, 0, 0),
]


def test_the_hand_worked_example():
    standings = {s.player: s for s in compute_standings(["A", "B", "C", "D", "E"], RESULTS)}
    expected = {  # points, record, MW, OMW, GW, OGW
        "A": (6, "2-1-0", F(2, 3), F(1397, 2700), F(5, 8), F(923, 1800)),
        "B": (4, "1-1-1", F(4, 9), F(19, 27), F(13, 24), F(47, 72)),
        "C": (0, "0-2-0", FLOOR, F(2, 3), FLOOR, F(31, 48)),
        "D": (6, "2-1-0", F(2, 3), F(697, 1800), F(2, 3), F(523, 1200)),
        "E": (7, "2-0-1", F(7, 9), F(5, 9), F(2, 3), F(7, 12)),
    }
    for player, (points, record, mw, omw, gw, ogw) in expected.items():
        s = standings[player]
        assert (s.match_points, s.record, s.match_win, s.opponents_match_win, s.game_win, s.opponents_game_win) == (
            points, record, mw, omw, gw, ogw,
        ), player  # fmt: skip
    ranked = compute_standings(["A", "B", "C", "D", "E"], RESULTS)
    assert [s.player for s in ranked] == ["E", "A", "D", "B", "C"]
    assert [s.rank for s in ranked] == [1, 2, 3, 4, 5]
    assert as_percent(standings["A"].opponents_match_win) == "51.74%"


def test_game_win_breaks_a_tie_in_points_and_opponents_match_win():
    """W and X both beat Y and Z (same points, same opponents); only their game scores differ."""
    results = [
        RoundResult(1, "match", "W", "Y", 2, 0, 0),
        RoundResult(1, "match", "X", "Z", 2, 1, 0),
        RoundResult(2, "match", "W", "Z", 2, 1, 0),
        RoundResult(2, "match", "X", "Y", 2, 1, 0),
    ]
    ranked = compute_standings(["X", "W", "Y", "Z"], results)
    by_player = {s.player: s for s in ranked}
    assert by_player["W"].opponents_match_win == by_player["X"].opponents_match_win
    assert by_player["W"].game_win == F(12, 15) and by_player["X"].game_win == F(12, 18)
    assert [s.player for s in ranked][:2] == ["W", "X"]


def test_a_late_entrants_missed_round_is_a_loss_without_an_opponent():
    results = [RoundResult(1, "missed", "L", None, 0, 2, 0), RoundResult(2, "match", "L", "M", 2, 0, 0)]
    late = next(s for s in compute_standings(["L", "M"], results) if s.player == "L")
    assert late.record == "1-1-0" and late.match_win == F(3, 6)
    assert late.opponents == ("M",)
    assert late.game_win == F(6, 12)
