"""Reusing derived values while the state cannot change (building the action menu, a view).

Derived values (current strength, static abilities in play, ...) are computed on demand from the
state. Inside `unchanging(state)` they are remembered per key until the block ends; outside it
nothing is remembered, so a stale value can never be read after the state changes.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager

_memo: dict | None = None


@contextmanager
def unchanging(state: dict) -> Iterator[None]:
    global _memo
    outer = _memo
    if outer is None:
        _memo = {"state": state}
    try:
        yield
    finally:
        _memo = outer


def memo_for(state: dict) -> dict | None:
    """The memo of the `unchanging` block around `state`, or None outside one. Hot paths read
    and fill it directly, keyed by a tuple whose first item names the derived value."""
    memo = _memo
    return memo if memo is not None and memo["state"] is state else None


def remembered(state: dict, key: object, compute: Callable, *args):
    """``compute(*args)``, remembered under ``key`` while inside ``unchanging(state)``."""
    memo = _memo
    if memo is None or memo["state"] is not state:
        return compute(*args)
    try:
        return memo[key]
    except KeyError:
        value = memo[key] = compute(*args)
        return value
