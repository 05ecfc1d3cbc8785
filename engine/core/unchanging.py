"""The `unchanging` block games use to reuse derived values while the state cannot change.

A game's memo module keeps the memo of its outermost block in its own global ``current``, which the
hot paths read directly (a module global is the cheapest lookup they have). The block class that
sets and restores it is the same for every game; only the memo differs (Lorcana's slotted `Memo`,
MTG's dict per state), so each game makes its class here with its memo factory.
"""

from __future__ import annotations

from collections.abc import Callable


def unchanging_block(memo_module_globals: dict, new_memo: Callable[[dict], object]) -> type:
    """The `unchanging` class of a game whose memo module is ``memo_module_globals`` (its
    ``globals()``, holding ``current``): ``with unchanging(state):`` promises the block does not
    change ``state``. Nested blocks share the outermost one's memo, ``new_memo(state)``."""

    class unchanging:  # noqa: N801  (used as a function: `with unchanging(state):`)
        # A class rather than a generator: it is entered at every decision, many times.
        __slots__ = ("state", "outer")

        def __init__(self, state: dict) -> None:
            self.state = state

        def __enter__(self) -> None:
            self.outer = outer = memo_module_globals["current"]
            if outer is None:
                memo_module_globals["current"] = new_memo(self.state)

        def __exit__(self, *exc_info) -> None:
            memo_module_globals["current"] = self.outer

    return unchanging
