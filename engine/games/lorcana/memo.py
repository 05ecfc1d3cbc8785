"""Reusing derived values while the state cannot change (building the action menu, a view).

Derived values (current strength, static abilities in play, ...) are computed on demand from the
state. Inside `unchanging(state)` they are remembered per key until the block ends; outside it
nothing is remembered, so a stale value can never be read after the state changes.
"""

from collections.abc import Callable


class Memo:
    """What is remembered for one state: `traits` by card id (the hottest lookup, see stats.py),
    everything else in `values` by a key naming the derived value."""

    __slots__ = ("state", "traits", "values")

    def __init__(self, state: dict) -> None:
        self.state = state
        self.traits: dict[str, tuple] = {}
        self.values: dict = {}


_memo: Memo | None = None


class unchanging:  # noqa: N801  (used as a function: `with unchanging(state):`)
    """The block does not change `state`: derived values may be remembered until it ends. Nested
    blocks share the outermost memo. A class rather than a generator: it is entered very often."""

    __slots__ = ("state", "outer")

    def __init__(self, state: dict) -> None:
        self.state = state

    def __enter__(self) -> None:
        global _memo
        self.outer = _memo
        if _memo is None:
            _memo = Memo(self.state)

    def __exit__(self, *exc_info) -> None:
        global _memo
        _memo = self.outer


def memo_for(state: dict) -> Memo | None:
    """The memo of the `unchanging` block around `state`, or None outside one."""
    memo = _memo
    return memo if memo is not None and memo.state is state else None


def remembered(state: dict, key: object, compute: Callable, *args):
    """``compute(*args)``, remembered under ``key`` while inside ``unchanging(state)``."""
    memo = _memo
    if memo is None or memo.state is not state:
        return compute(*args)
    values = memo.values
    try:
        return values[key]
    except KeyError:
        value = values[key] = compute(*args)
        return value
