"""Standings: match points and the tiebreakers of the Magic Tournament Rules (MTR 3.1, Appendix C).

MTR 3.1 ranks players by, in order: match points, opponents' match-win percentage, game-win
percentage, opponents' game-win percentage. Appendix C defines them (quoted where implemented):

- Match points: "3 match points for each match win, 0 points for each match loss and 1 match point
  for each match ending in a draw. Players receiving byes are considered to have won the match."
- Game points: "3 game points for each game they win and 1 point for each game that ends in a draw,
  and 0 points for any game lost." A bye is recorded as a 2-0 win (Appendix C counts it as a won
  match; the 2-0 game score is this project's rule), a late entrant's missed round as a 0-2 loss.
- Match-win percentage: "accumulated match points divided by the total match points possible in
  those rounds (generally, 3 times the number of rounds played). If this number is lower than 0.33,
  use 0.33 instead." Rounds with a bye count as played.
- Game-win percentage: game points divided by the game points possible (3 times the games played),
  with the same 0.33 floor.
- Opponents' match-win / game-win percentage: "the average match-win percentage of each opponent
  that player faced (ignoring those rounds for which the player received a bye)", each opponent's
  percentage floored at 0.33 as above. A missed round has no opponent either, so it is ignored too.

Percentages are exact fractions, so ties are ties and tests can compare exactly. A player with no
opponent yet gets the floor as their opponents' percentages.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

FLOOR = Fraction(33, 100)  # Appendix C: "If this number is lower than 0.33, use 0.33 instead."
MATCH_WIN, MATCH_DRAW = 3, 1
GAME_WIN, GAME_DRAW = 3, 1


@dataclass(frozen=True)
class RoundResult:
    """A final result of one pairing: ``kind`` "match" (player1 vs player2), "bye" or "missed"
    (player1 alone); games won by each side and drawn games."""

    round: int
    kind: str
    player1: str
    player2: str | None
    wins1: int
    wins2: int
    draws: int


@dataclass(frozen=True)
class _Played:
    opponent: str | None  # None for a bye or a missed round
    won: int
    lost: int
    drawn: int

    @property
    def match_points(self) -> int:
        if self.won > self.lost:
            return MATCH_WIN
        return MATCH_DRAW if self.won == self.lost else 0


@dataclass(frozen=True)
class Standing:
    player: str
    rank: int
    match_points: int
    wins: int
    losses: int
    draws: int
    match_win: Fraction
    opponents_match_win: Fraction
    game_win: Fraction
    opponents_game_win: Fraction
    opponents: tuple[str, ...] = field(default=())

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"


def _floored(points: int, possible: int) -> Fraction:
    if possible == 0:
        return FLOOR
    return max(FLOOR, Fraction(points, possible))


def _average(values: Sequence[Fraction]) -> Fraction:
    return sum(values, Fraction(0)) / len(values) if values else FLOOR


def played_by_player(players: Iterable[str], results: Iterable[RoundResult]) -> dict[str, list[_Played]]:
    played: dict[str, list[_Played]] = {p: [] for p in players}
    for r in results:
        played.setdefault(r.player1, []).append(_Played(r.player2, r.wins1, r.wins2, r.draws))
        if r.kind == "match" and r.player2 is not None:
            played.setdefault(r.player2, []).append(_Played(r.player1, r.wins2, r.wins1, r.draws))
    return played


def compute_standings(players: Sequence[str], results: Iterable[RoundResult]) -> list[Standing]:
    """Every player of ``players`` ranked (ties keep the order of ``players``)."""
    played = played_by_player(players, results)
    match_points = {p: sum(m.match_points for m in ms) for p, ms in played.items()}
    match_win = {p: _floored(match_points[p], MATCH_WIN * len(ms)) for p, ms in played.items()}
    game_win = {
        p: _floored(sum(GAME_WIN * m.won + GAME_DRAW * m.drawn for m in ms), GAME_WIN * sum(m.won + m.lost + m.drawn for m in ms))
        for p, ms in played.items()
    }
    rows = []
    for p in players:
        opponents = [m.opponent for m in played[p] if m.opponent is not None]
        rows.append(
            (
                p,
                _average([match_win[o] for o in opponents]),
                _average([game_win[o] for o in opponents]),
                tuple(opponents),
            )
        )
    order = {p: i for i, p in enumerate(players)}
    rows.sort(key=lambda row: (-match_points[row[0]], -row[1], -game_win[row[0]], -row[2], order[row[0]]))
    standings = []
    for rank, (p, omw, ogw, opponents) in enumerate(rows, start=1):
        outcomes = [m.match_points for m in played[p]]
        standings.append(
            Standing(
                player=p,
                rank=rank,
                match_points=match_points[p],
                wins=outcomes.count(MATCH_WIN),
                losses=outcomes.count(0),
                draws=outcomes.count(MATCH_DRAW),
                match_win=match_win[p],
                opponents_match_win=omw,
                game_win=game_win[p],
                opponents_game_win=ogw,
                opponents=opponents,
            )
        )
    return standings


def as_percent(value: Fraction) -> str:
    """How standings show a percentage: 66.67%."""
    return f"{float(value) * 100:.2f}%"
