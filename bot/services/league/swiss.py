"""Swiss pairing for one round, as one optimisation.

Players come ranked (standings order, best first; a random order within each score group in
round 1) with their match points. A round is a perfect matching of the players, plus a "bye" seat
when their number is odd, that minimises, in this order of priority:

1. second byes: the bye goes to a player who has not had one (MTR: at most one bye per player;
   only when every active player has had one does anyone get a second);
2. rematches: none while a pairing without them exists;
3. the bye's rank from the bottom: the lowest-ranked player without a bye gets it (MTR);
4. the total score difference of the pairs, squared so that one big pair-down costs more than
   two small ones: score groups close whenever they can, and a pair-down is as small as it can be;
5. the rank difference of the pairs (squared): within a group, neighbours in the standings meet,
   which also makes the result deterministic.

Each pair's cost is the tiers packed into one integer (each tier's radix exceeds the largest total
the lower tiers can reach), and a maximum-weight perfect matching (networkx's blossom algorithm,
exact in integer arithmetic) finds the minimum total. Greedy top-down pairing cannot promise this:
closing one group early can force a bigger pair-down further on. networkx is a well-kept, pure
Python library; its matching is O(n^3), instant for any event size.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import networkx as nx

BYE = object()  # the extra seat of an odd round: the player matched to it has the bye


@dataclass(frozen=True)
class RoundPairing:
    pairs: tuple[tuple[str, str], ...]  # in table order: higher-ranked players first
    bye: str | None


@dataclass(frozen=True)
class Cost:
    """One pairing's cost by tier, compared lexicographically (see the module docstring)."""

    second_byes: int
    rematches: int
    bye_rank: int
    score_difference: int
    rank_difference: int


def pair_cost(
    ranked: Sequence[str], points: Mapping[str, int], played: set[frozenset[str]], had_bye: set[str],
    first: str, second: object,
) -> Cost:  # fmt: skip
    """The cost of seating ``first`` against ``second`` (a player, or BYE)."""
    if second is BYE:
        eligible = [p for p in reversed(ranked) if p not in had_bye]
        second_bye = first in had_bye and bool(eligible)
        return Cost(int(second_bye), 0, eligible.index(first) if first in eligible else 0, 0, 0)
    rank = {p: i for i, p in enumerate(ranked)}
    return Cost(
        0,
        int(frozenset((first, second)) in played),
        0,
        (points.get(first, 0) - points.get(second, 0)) ** 2,
        (rank[first] - rank[second]) ** 2,
    )


def pair_round(
    ranked: Sequence[str], points: Mapping[str, int], played: set[frozenset[str]], had_bye: set[str]
) -> RoundPairing:
    """Pair ``ranked`` (the active players, best first). ``points`` are their match points,
    ``played`` holds earlier pairings as frozensets of two players, ``had_bye`` the players who
    already had a bye."""
    players = list(ranked)
    if len(set(players)) != len(players):
        raise ValueError("a player is listed twice")
    seats: list[object] = [*players, BYE] if len(players) % 2 else list(players)
    n = len(players)
    spread = max((points.get(p, 0) for p in players), default=0) - min((points.get(p, 0) for p in players), default=0)
    # Each radix is larger than the most the lower tiers can add up to over one round's pairs.
    radices = (n + 1, n + 1, n * n + 1, n * spread * spread + 1, n**3 + 1)

    def packed(cost: Cost) -> int:
        value = 0
        for radix, tier in zip(radices, (cost.second_byes, cost.rematches, cost.bye_rank, cost.score_difference,
                                         cost.rank_difference), strict=True):  # fmt: skip
            value = value * radix + tier
        return value

    costs = {
        (i, j): packed(pair_cost(players, points, played, had_bye, seats[i], seats[j]))
        for i in range(len(seats))
        for j in range(i + 1, len(seats))
    }
    ceiling = max(costs.values(), default=0) + 1  # every weight positive; all matchings are perfect
    graph = nx.Graph()
    graph.add_weighted_edges_from((i, j, ceiling - cost) for (i, j), cost in costs.items())
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    pairs, bye = [], None
    for i, j in matching:
        i, j = min(i, j), max(i, j)  # seats are in rank order (BYE last): the higher-ranked first
        if seats[j] is BYE:
            bye = seats[i]
        else:
            pairs.append((seats[i], seats[j]))
    pairs.sort(key=lambda pair: players.index(pair[0]))
    return RoundPairing(tuple(pairs), bye)
