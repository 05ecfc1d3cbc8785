"""Ultraman Heroes Duel scoring rules for the heuristic agent: every battle is won by the higher
power total (R4.4.2), so the rules compare the power totals the agent can see.

Power is the view's current power of face-up cards (``view["stats"]``), else the printed power
of a card the agent knows (its own face-down cards), else the average of the game's cards for an
enemy card it cannot see.
"""

from __future__ import annotations

from functools import cache

from engine.games.ultraman.cards import CardDef, card_db


@cache
def average_power() -> float:
    powers = [c.power for c in card_db().values() if c.implemented and c.power is not None]
    return sum(powers) / len(powers) if powers else 0.0


class Field:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.stats = view.get("stats", {})
        self.cards = {card["id"]: card for zone in view["zones"].values() for card in zone["cards"]}

    def definition(self, card_id: str) -> CardDef | None:
        card = self.cards.get(card_id)
        return card_db().get(card["def"]) if card and "def" in card else None

    def power(self, card_id: str) -> float:
        if card_id in self.stats:
            return self.stats[card_id]["power"]
        card = self.definition(card_id)
        if card is None:
            return average_power()
        weakened = self.cards[card_id].get("weakened") and card.weakened_power is not None
        return (card.weakened_power if weakened else card.power) or 0

    def support_power(self, card_id: str) -> float:
        card = self.definition(card_id)
        return (card.support_power or 0) if card else 0.0


def strongest_main(field: Field, ask: dict) -> dict[str, float]:
    """Own main combatant (R4.2): the highest power."""
    return {o["id"]: field.power(o["id"]) for o in ask["options"]}


def weakest_enemy(field: Field, ask: dict) -> dict[str, float]:
    """Enemy main combatant (R4.2): the lowest power the agent can see or expect."""
    return {o["id"]: -field.power(o["id"]) for o in ask["options"]}


def best_support(field: Field, ask: dict) -> dict[str, float]:
    """Support (R4.3): the card that adds the most support power; declining scores zero."""
    return {o["id"]: field.support_power(o["id"]) if o["id"] in field.cards else 0.0 for o in ask["options"]}


def strongest_to_battlefield(field: Field, ask: dict) -> dict[str, float]:
    """Setup (R1.2.3): the five highest-power cards go to the battlefield, the others (better
    supports) stay in hand."""
    return {o["id"]: field.power(o["id"]) - field.support_power(o["id"]) / 2 for o in ask["options"]}


def sacrifice_weakest(field: Field, ask: dict) -> dict[str, float]:
    """An own battlefield card to the damage zone: the lowest power."""
    return {o["id"]: -field.power(o["id"]) for o in ask["options"]}


def discard_weakest(field: Field, ask: dict) -> dict[str, float]:
    """Discard from hand: the card with the least support power (only supports come from hand)."""
    return {o["id"]: -field.support_power(o["id"]) for o in ask["options"]}


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    field = Field(view)
    key = ask.get("key", "")
    if key == "own_main":
        return strongest_main(field, ask)
    if key == "enemy_main":
        return weakest_enemy(field, ask)
    if key.startswith(("support:", "extra")):
        return best_support(field, ask)
    if key == "battlefield_to_damage":
        return sacrifice_weakest(field, ask)
    if key == "battlefield":
        return strongest_to_battlefield(field, ask)
    if key.startswith("discard:") and all(o["id"] in field.cards for o in ask["options"]):
        return discard_weakest(field, ask)
    return None
