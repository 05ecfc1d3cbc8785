"""Reusing derived values while the state cannot change (building the action menu, a view).

Derived values (current strength, static abilities in play, ...) are computed on demand from the
state. Inside `unchanging(state)` they are remembered per key until the block ends; outside it
nothing is remembered, so a stale value can never be read after the state changes. The one
exception is `kept_while_in_play`: values that depend only on the cards in play are taken over by
the next block while those cards are the same (compared at the start of each block); the fuzzer
compares them with values found afresh (kept_check.py).
"""

from collections.abc import Callable

from engine.core.unchanging import unchanging_block


class Memo:
    """What is remembered for one state. The hottest lookups have their own slot: `traits` by
    card id and `grantable` (stats.py) and `statics` (statics.py); everything else is in `values` by a key naming
    the derived value."""

    __slots__ = ("state", "traits", "statics", "grantable", "values", "in_play")

    def __init__(self, state: dict) -> None:
        self.state = state
        self.traits: dict[str, tuple] = {}
        self.statics: list | None = None
        self.grantable: tuple | None = None
        self.values: dict = {}
        self.in_play: dict | None = None  # `kept_while_in_play`, looked up once per block


# The memo of the outermost `unchanging` block, or None. Hot paths read it as `memo.current`
# and check `current.state is state` themselves, saving a call.
current: Memo | None = None


unchanging = unchanging_block(globals(), Memo)


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
    value = values.get(key, _NOT_YET)
    if value is _NOT_YET:  # most keys are asked once per block: a raised KeyError would cost more
        value = values[key] = compute(*args)
    return value


_NOT_YET = object()  # no value remembered under the key (None is a value)


# What `kept_while_in_play` gave the last block, and the cards in play it was kept for.
_kept: list = [None, None, None, None]  # [state, seats, (play zone, copy of its cards) per seat, values]


def kept_while_in_play(state: dict) -> dict | None:
    """Inside `unchanging(state)`: a dict for values that depend only on the cards in play (which
    cards, in which play area, in order; a card in play keeps its definition), such as the static
    abilities in play or the cards waiting for a kind of trigger, or on those and something
    stored with the value to compare (what sources could give, with the stored effects it was
    worked out from: stats._kept_grantable). It is taken over from block to
    block while every play area holds the same cards (a turn action that only gains lore, exerts
    or deals damage moves none), and only for the same state object (never a copy or an AI
    search). Outside the block: None, so nothing is kept and everything is worked out afresh."""
    memo = current
    if memo is None or memo.state is not state:
        return None
    found = memo.in_play
    if found is None:
        kept, zones = _kept, state["zones"]
        if kept[0] is state and kept[1] == state["seats"]:
            for key, cards in kept[2]:  # a loop, not a list of the play areas built each block: this runs in most blocks
                if zones[key]["cards"] != cards:
                    break
            else:
                found = kept[3]
        if found is None:
            found = {}
            seats = state["seats"]
            in_play_now = [(f"{player}.play", list(zones[f"{player}.play"]["cards"])) for player in seats]  # copies: play areas change in place
            kept[:] = state, list(seats), in_play_now, found
        memo.in_play = found
    return found


def forget_kept() -> None:
    """After the card files are reloaded: definitions may have changed under the same ids."""
    _kept[:] = None, None, None, None
