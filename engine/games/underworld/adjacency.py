"""Adjacent regions (相邻地区, WM056, WM062, DQCQ02): the one place that says which contested
regions neighbour each other.

The rulebook never defines adjacency. It numbers the three contested regions 地区1—地区2—地区3 in
a row and contests them in that order (seed L187, L725, L843–895); a region replacing a won one
takes its slot, so its place in the row (regions.win_region). Option `adjacent_regions`: "row"
(default) makes neighbours in that row adjacent (1–2, 2–3, not 1–3); "any_other" makes every
other contested region adjacent.
"""

from .options import option
from .zones import SLOTS, region_in


def adjacent_slots(state: dict, slot: int | None) -> list[int]:
    """The slots adjacent to `slot` that hold a region now."""
    if slot is None:
        return []
    row = option(state, "adjacent_regions") == "row"
    return [s for s in SLOTS if s != slot and (not row or abs(s - slot) == 1) and region_in(state, s)]
