"""Flow layout for rows of cards on a board: blocks placed left to right and wrapped into lines, at
the largest scale that keeps a row on one line, or else on two (below a floor the row wraps more)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

SCALES = (1.0, 0.9, 0.8, 0.72, 0.64)


@dataclass
class Placed:
    index: int
    x: int
    y: int
    width: int
    height: int


def pack(sizes: Sequence[tuple[int, int]], width: int, gap: int) -> tuple[list[Placed], int]:
    """Place blocks of the given sizes in lines no wider than `width`, bottoms aligned within a
    line; returns the placements and the total height."""
    placed: list[Placed] = []
    line: list[Placed] = []
    x = y = 0

    def close_line() -> int:
        height = max((p.height for p in line), default=0)
        for p in line:
            p.y = y + height - p.height
        return height

    for index, (w, h) in enumerate(sizes):
        if line and x + w > width:
            y += close_line() + gap
            line, x = [], 0
        block = Placed(index, x, 0, w, h)
        line.append(block)
        placed.append(block)
        x += w + gap
    height = y + close_line()
    return placed, height


def best_scale(measure: Callable[[float], Sequence[tuple[int, int]]], width: int, gap: int, max_lines: int = 2) -> float:
    """The largest scale at which the blocks (`measure(scale)` gives their sizes) fit one line,
    else the largest at which they fit `max_lines` lines, else the smallest scale (and more lines)."""
    for lines in range(1, max_lines + 1):
        for scale in SCALES:
            if line_count(measure(scale), width, gap) <= lines:
                return scale
    return SCALES[-1]


def line_count(sizes: Sequence[tuple[int, int]], width: int, gap: int) -> int:
    lines, x = 1, 0
    for w, _ in sizes:
        if x and x + w > width:
            lines, x = lines + 1, 0
        x += w + gap
    return lines
