"""Reusing derived values while the state cannot change (building the action menu, a view).

Derived values (current strength, static abilities in play, ...) are computed on demand from the
state. Inside `unchanging(state)` they are remembered per key until the block ends; outside it
nothing is remembered, so a stale value can never be read after the state changes.
"""

from collections.abc import Callable


class Memo:
    """What is remembered for one state. The hottest lookups have their own slot: `traits` by
    card id and `grantable` (stats.py) and `statics` (statics.py); everything else is in `values` by a key naming
    the derived value."""

    __slots__ = ("state", "traits", "statics", "grantable", "values")

    def __init__(self, state: dict) -> None:
        self.state = state
        self.traits: dict[str, tuple] = {}
        self.statics: list | None = None
        self.grantable: tuple | None = None
        self.values: dict = {}


# The memo of the outermost `unchanging` block, or None. Hot paths read it as `memo.current`
# and check `current.state is state` themselves, saving a call.
current: Memo | None = None


class unchanging:  # noqa: N801  (used as a function: `with unchanging(state):`)
    """The block does not change `state`: derived values may be remembered until it ends. Nested
    blocks share the outermost memo. A class rather than a generator: it is entered very often."""

    __slots__ = ("state", "outer")

    def __init__(self, state: dict) -> None:
        self.state = state

    def __enter__(self) -> None:
        global current
        self.outer = current
        if current is None:
            current = Memo(self.state)

    def __exit__(self, *exc_info) -> None:
        global current
        current = self.outer


def remembering(state: dict) -> bool:
    """Inside `unchanging(state)`. Shortcuts of the main-phase menu apply only there, so the
    fuzzer's build from scratch (outside) checks them against the full rules."""
    return current is not None and current.state is state


def remembered(state: dict, key: object, compute: Callable, *args):
    """``compute(*args)``, remembered under ``key`` while inside ``unchanging(state)``."""
    memo = current
    if memo is None or memo.state is not state:
        return compute(*args)
    values = memo.values
    try:
        return values[key]
    except KeyError:
        value = values[key] = compute(*args)
        return value
