"""Swiss pairing for one round.

Players come ranked (standings order, best first; a random order in round 1). The bye, when the
number of players is odd, goes to the lowest-ranked player who has not had one (MTR: at most one
bye per player). The rest are paired by taking the highest-ranked unpaired player and giving them
the highest-ranked opponent they have not played: that pairs within a score group first and pairs
down only when a group cannot be closed. The search backtracks, so a pairing without rematches is
found whenever one exists (for every bye candidate in turn); only when none exists are rematches
allowed, then as few as the same search order gives.

Pure and deterministic: the same input gives the same pairings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class RoundPairing:
    pairs: tuple[tuple[str, str], ...]  # in table order: higher-ranked players first
    bye: str | None


def pair_round(ranked: Sequence[str], played: set[frozenset[str]], had_bye: set[str]) -> RoundPairing:
    """Pair ``ranked`` (the active players, best first). ``played`` holds earlier pairings as
    frozensets of two players, ``had_bye`` the players who already had a bye."""
    players = list(ranked)
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    failed: set[frozenset[str]] = set()  # player sets with no rematch-free pairing
    if len(players) % 2 == 0:
        candidates: list[str | None] = [None]
    else:
        eligible = [p for p in reversed(players) if p not in had_bye]
        # Everyone had a bye (more rounds than players): the lowest-ranked player gets another.
        candidates = eligible or [players[-1]]
    for bye in candidates:
        rest = tuple(p for p in players if p != bye)
        pairs = _pair(rest, played, failed, allow_rematch=False)
        if pairs is not None:
            return RoundPairing(tuple(pairs), bye)
    bye = candidates[0]
    pairs = _pair(tuple(p for p in players if p != bye), played, set(), allow_rematch=True)
    assert pairs is not None  # with rematches allowed every even set can be paired
    return RoundPairing(tuple(pairs), bye)


def _pair(
    remaining: tuple[str, ...], played: set[frozenset[str]], failed: set[frozenset[str]], allow_rematch: bool
) -> list[tuple[str, str]] | None:
    if not remaining:
        return []
    key = frozenset(remaining)
    if key in failed:
        return None
    top, others = remaining[0], remaining[1:]
    fresh = [o for o in others if frozenset((top, o)) not in played]
    opponents = fresh + [o for o in others if o not in fresh] if allow_rematch else fresh
    for opponent in opponents:
        rest = tuple(p for p in others if p != opponent)
        pairs = _pair(rest, played, failed, allow_rematch)
        if pairs is not None:
            return [(top, opponent), *pairs]
    failed.add(key)
    return None
