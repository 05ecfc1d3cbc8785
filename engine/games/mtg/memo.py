"""Reusing derived values while the state cannot change (building the priority menu, a payment's
options, a view, the state-based checks' reading of toughness).

Characteristics, controllers and mana sources are derived on demand from the state (objects.py),
and one priority menu asks for the same ones hundreds of times. Inside ``unchanging(state)`` a
function marked ``@memoized`` remembers its results per arguments until the block ends; outside
it nothing is remembered, so a stale value can never be read after the state changes. The
fuzzer compares the menu asked with one built outside any block (``menu_problems``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from engine.core.unchanging import unchanging_block

# (the state of the outermost block, its remembered values), or None outside every block
current: tuple[dict, dict] | None = None


unchanging = unchanging_block(globals(), lambda state: (state, {}))


def memoized(function: Callable) -> Callable:
    """``function(state, *args)`` (hashable positional arguments) remembered inside
    ``unchanging(state)``. A list result is handed out as a copy, as callers may change theirs."""

    @functools.wraps(function)
    def remembering(state: dict, *args):
        memo = current
        if memo is None or memo[0] is not state:
            return function(state, *args)
        values, key = memo[1], (function, args)
        value = values.get(key, _NOT_YET)
        if value is _NOT_YET:  # a raised KeyError would cost more
            value = values[key] = function(state, *args)
        return value.copy() if type(value) is list else value

    return remembering


def memoized_by_identity(function: Callable) -> Callable:
    """``memoized`` for arguments that may not be hashable (a vocabulary model holding lists),
    remembered by the objects themselves: kept with the value, so no other object takes the id
    of one while the block lasts."""

    @functools.wraps(function)
    def remembering(state: dict, *args):
        memo = current
        if memo is None or memo[0] is not state:
            return function(state, *args)
        values, key = memo[1], (function, *map(id, args))
        found = values.get(key)
        if found is None:
            found = values[key] = (args, function(state, *args))
        return found[1]

    return remembering


_NOT_YET = object()  # nothing remembered under the key (None is a value)
