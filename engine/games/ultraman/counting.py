"""Amounts counted from the game ("每有1张…", 5.9.1): how many cards of a zone match a `Count`,
and how many times a step is done for it."""

from .cards import Count
from .stats import definition
from .zones import cards_in, other_player


def counted(state: dict, count: Count, controller: str) -> int:
    """The cards `count` describes, divided by `count.per` (每有2张: whole pairs only). Keywords
    and names are read on face-up cards only (a face-down card tells nothing, 3.2.3, 3.5.2a)."""
    owners = {"you": [controller], "opponent": [other_player(state, controller)]}.get(
        count.owner, [controller, other_player(state, controller)])  # fmt: skip
    total = 0
    for owner in owners:
        for card_id in cards_in(state, owner, count.zone):
            if count.keyword is None and count.name is None:
                total += 1
                continue
            card = definition(state, card_id)
            if state["cards"][card_id].get("face_down"):
                continue
            if (count.keyword is None or card.has_keyword(count.keyword)) and (count.name is None or card.name == count.name):
                total += 1
    return total // count.per


def scaled(state: dict, base: int, count: Count | None, controller: str) -> int:
    """`base`, or `base` for each counted card ("每有1张…抽1张牌")."""
    return base if count is None else base * counted(state, count, controller)
