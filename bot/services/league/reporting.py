"""Result reporting for one pairing, as pure transitions: one player reports, the opponent
confirms (or reports the same score), a different score or a dispute goes to the TO, and the TO
can set any result, final or not.

Scores are (games won by player 1, games won by player 2, drawn games). A player reports from
their own side; ``oriented`` turns that into the pairing's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.services.league.errors import LeagueError
from bot.storage.league import Pairing

Score = tuple[int, int, int]


@dataclass(frozen=True)
class ResultChange:
    status: str
    score: Score | None
    source: str | None
    reported_by: str | None
    claims: dict[str, list[int]]
    decided_by: str | None = None


def wins_needed(best_of: int) -> int:
    return best_of // 2 + 1


def check_score(score: Score, best_of: int, *, allow_draw: bool) -> None:
    """A score that can end a best-of-``best_of`` match (unfinished games count as draws, MTR
    Appendix C), or LeagueError."""
    wins1, wins2, draws = score
    needed = wins_needed(best_of)
    valid = (
        min(score) >= 0
        and 0 < wins1 + wins2 + draws <= best_of
        and max(wins1, wins2) <= needed
        and not (wins1 == needed and wins2 == needed)
    )
    if not valid:
        raise LeagueError("league.bad_score", best_of=best_of)
    if not allow_draw and wins1 == wins2:
        raise LeagueError("league.no_draw_in_top_cut")


def oriented(pairing: Pairing, user_id: str, own: int, theirs: int, draws: int) -> Score:
    return (own, theirs, draws) if user_id == pairing.player1_id else (theirs, own, draws)


def _playable(pairing: Pairing, user_id: str) -> None:
    if pairing.kind != "match":
        raise LeagueError("league.not_reportable")
    if user_id not in pairing.players():
        raise LeagueError("league.not_your_pairing")
    if pairing.status == "final":
        raise LeagueError("league.already_final")
    if pairing.status == "disputed":
        raise LeagueError("league.awaiting_organizer")


def report(pairing: Pairing, user_id: str, score: Score) -> ResultChange:
    _playable(pairing, user_id)
    claims = {**pairing.claims, user_id: list(score)}
    if pairing.status == "reported" and pairing.reported_by != user_id:
        current = (pairing.wins1, pairing.wins2, pairing.draws)
        if current == score:
            return ResultChange("final", score, "players", pairing.reported_by, claims)
        return ResultChange("disputed", current, None, pairing.reported_by, claims)
    return ResultChange("reported", score, None, user_id, claims)


def _reported_score(pairing: Pairing, user_id: str) -> Score:
    """The score awaiting ``user_id``'s answer: only the reporter's opponent confirms or disputes."""
    _playable(pairing, user_id)
    if pairing.status != "reported":
        raise LeagueError("league.nothing_to_confirm")
    if pairing.reported_by == user_id:
        raise LeagueError("league.confirm_by_opponent")
    return (pairing.wins1, pairing.wins2, pairing.draws)


def confirm(pairing: Pairing, user_id: str) -> ResultChange:
    score = _reported_score(pairing, user_id)
    return ResultChange("final", score, "players", pairing.reported_by, {**pairing.claims, user_id: list(score)})


def dispute(pairing: Pairing, user_id: str) -> ResultChange:
    return ResultChange("disputed", _reported_score(pairing, user_id), None, pairing.reported_by, pairing.claims)


def override(pairing: Pairing, organizer_id: str, score: Score) -> ResultChange:
    if pairing.kind != "match":
        raise LeagueError("league.not_reportable")
    return ResultChange("final", score, "organizer", pairing.reported_by, pairing.claims, organizer_id)
