"""The top cut: single elimination among the best of the Swiss standings, seeded by rank.

Seeds meet in the usual bracket order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight), so the two best
seeds can only meet in the final. Each later round pairs the winners of neighbouring matches, in
bracket order.
"""

from __future__ import annotations

from collections.abc import Sequence

SIZES = (2, 4, 8)


def bracket_order(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket order: [1, 8, 4, 5, 2, 7, 3, 6] for 8."""
    if size not in SIZES:
        raise ValueError(f"a top cut has {', '.join(map(str, SIZES))} players, not {size}")
    order = [1, 2]
    while len(order) < size:
        total = len(order) * 2 + 1
        order = [seed for s in order for seed in (s, total - s)]
    return order


def first_round(seeded: Sequence[str]) -> list[tuple[str, str]]:
    """The first top-cut round for players in seed order (best first)."""
    order = bracket_order(len(seeded))
    return [(seeded[order[i] - 1], seeded[order[i + 1] - 1]) for i in range(0, len(order), 2)]


def next_round(winners: Sequence[str]) -> list[tuple[str, str]]:
    """The next round from the previous round's winners, listed in that round's table order."""
    if len(winners) < 2 or len(winners) % 2:
        raise ValueError("an even number of winners is needed")
    return [(winners[i], winners[i + 1]) for i in range(0, len(winners), 2)]


def depths(rounds: Sequence[Sequence[tuple[str, str, str | None]]]) -> dict[str, int]:
    """How far each top-cut player went: the rounds they played, plus one for the last round's
    winner (so the champion of an 8-player cut has 4, the finalist 3, a semi-finalist 2).
    ``rounds`` holds each top-cut round's matches as (player1, player2, winner or None)."""
    reached: dict[str, int] = {}
    for number, matches in enumerate(rounds, start=1):
        for first, second, winner in matches:
            reached[first] = reached[second] = number
            if winner is not None and number == len(rounds) and len(matches) == 1:
                reached[winner] = number + 1
    return reached


def final_order(swiss_order: Sequence[str], reached: dict[str, int]) -> list[str]:
    """Final standings after a top cut: the further a player went in the playoff the higher they
    finish; players out in the same round, and everyone outside the cut, keep their Swiss order."""
    swiss_rank = {player: i for i, player in enumerate(swiss_order)}
    return sorted(swiss_order, key=lambda player: (-reached.get(player, 0), swiss_rank[player]))


def stage_reached(depth: int, size: int) -> str:
    """The message key suffix of how far a player went: 'champion', 'top2', 'top4', 'top8', or
    'swiss' for a player outside the cut (depth 0)."""
    if depth == 0:
        return "swiss"
    rounds = size.bit_length() - 1
    return "champion" if depth > rounds else f"top{size >> (depth - 1)}"
