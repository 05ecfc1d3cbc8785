"""Reprints in lookup: printings of the same card (an enchanted or promo reprint, a showcase
frame) are one card that lists its printings, not identical entries side by side."""

from __future__ import annotations

from collections.abc import Callable, Hashable


def grouped_printings(records: list[dict], identity: Callable[[dict], Hashable]) -> list[dict]:
    """One lookup record per card, in the order of ``records``: the first printing of each card
    (``identity`` says which records are the same card by the game's rules) with every printing's
    id in ``printings``."""
    first: dict[Hashable, dict] = {}
    for record in records:
        kept = first.setdefault(identity(record), {**record, "printings": []})
        kept["printings"].append(record["id"])
    return list(first.values())
