"""Ultraman Heroes Duel scoring rules for the heuristic agent: every battle is won by the higher
power total (R4.4.2), so the rules compare the power totals the agent can see.

Power is the view's current power of face-up cards (``view["stats"]``), else the printed power
of a card the agent knows (its own face-down cards), else the average of the game's cards for an
enemy card it cannot see.

A game with a battlefield emptied fights no more battles (digest A9) and goes to whoever decks out
last (R1.3.2b-c); so does one whose enemy can no longer reach five damage through its battlefield.
Cards taken from the deck by choice (a draw, an energy) are taken only when that race is not on
and the hand or the energy is short.
"""

from __future__ import annotations

from functools import cache

from engine.games.ultraman.cards import CardDef, Effect, card_db
from engine.games.ultraman.losses import DAMAGE_TO_LOSE

# Enough supports in hand for the battles ahead (one or two a battle, R4.3); the rest would be
# discarded at the hand limit (R3.6.2) anyway.
HAND_WANTED = 5
ENERGY_WANTED = 3  # energy pays effect costs only (R5.4.1); the dearest cost is 2
# A win over a card whose move to the damage zone is replaced (R5.8.1) deals no damage: worth
# about half a card's power less as a target.
NO_DAMAGE_TARGET = 2000.0


@cache
def average_power() -> float:
    powers = [c.power for c in card_db().values() if c.implemented and c.power is not None]
    return sum(powers) / len(powers) if powers else 0.0


class Field:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.seats = view["seats"]
        self.zones = view["zones"]
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

    def count(self, player: str, zone: str) -> int:
        return self.zones.get(f"{player}.{zone}", {}).get("count", 0)

    def battles_ahead(self) -> bool:
        """Both battlefields hold a character, so battles go on (R4.2.3, digest A9)."""
        return all(self.count(p, "battlefield") for p in self.seats)

    def race_on(self) -> bool:
        """The game goes to whoever decks out last (R1.3.2b-c): no battles are ahead, or the
        enemy's battlefield and damage together no longer reach the damage that loses (R1.3.2a;
        each defeat moves one battlefield card to the damage zone, R4.4.4b)."""
        enemy = next(p for p in self.seats if p != self.me)
        reachable = self.count(enemy, "battlefield") + self.count(enemy, "damage")
        return not self.battles_ahead() or reachable < DAMAGE_TO_LOSE

    def wants(self, effect: Effect) -> bool:
        """Whether an optional effect is worth using: one that only takes cards from the own deck
        (draw, add energy: R5.2, R5.3) only while no deck race is on and that resource is short."""
        kinds = {step.step for step in effect.steps}
        drains = all(s.step == "add_energy" or (s.step == "draw" and s.who == "you") for s in effect.steps)
        if not effect.steps or not drains:
            return True
        short = ("draw" in kinds and self.count(self.me, "hand") < HAND_WANTED) or (
            "add_energy" in kinds and self.count(self.me, "energy") < ENERGY_WANTED
        )
        return short and not self.race_on()

    def damage_replaced(self, card_id: str) -> bool:
        """A face-up card that goes elsewhere instead of the damage zone (R5.8.1)."""
        card = self.definition(card_id)
        face_up = card_id in self.stats
        return face_up and card is not None and any(r.instead_of == "damage" for r in card.replacements)

    def support_power(self, card_id: str) -> float:
        card = self.definition(card_id)
        return (card.support_power or 0) if card else 0.0


def strongest_main(field: Field, ask: dict) -> dict[str, float]:
    """Own main combatant (R4.2): the highest power."""
    return {o["id"]: field.power(o["id"]) for o in ask["options"]}


def weakest_enemy(field: Field, ask: dict) -> dict[str, float]:
    """Enemy main combatant (R4.2): the lowest power the agent can see or expect; a card whose
    defeat is replaced away from the damage zone (R5.8.1) brings no damage (R1.3.2a) when beaten."""
    return {o["id"]: -field.power(o["id"]) - (NO_DAMAGE_TARGET if field.damage_replaced(o["id"]) else 0.0)
            for o in ask["options"]}  # fmt: skip


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


def stay_weakened(field: Field, ask: dict) -> dict[str, float]:
    """R5.11.1: a defeated card may stay, weakened, sending the top deck card to the damage zone
    instead: the same damage, one deck card less for the race of R1.3.2b-c. Only worth it to
    keep the battlefield from emptying (no battles then, digest A9)."""
    stay = field.count(field.me, "battlefield") <= 1
    return {o["id"]: (1.0 if stay else -1.0) if o["id"] == "yes" else 0.0 for o in ask["options"]}


@cache
def effects_by_text() -> dict[str, Effect]:
    return {effect.text: effect for card in card_db().values() for effect in card.effects}


def optional_effect(field: Field, ask: dict) -> dict[str, float]:
    """"你可以" / a cost (R1.1.4, R1.1.4a): use it unless it only drains the deck (``wants``).
    The prompt quotes the effect's text."""
    effect = next((e for text, e in effects_by_text().items() if f"「{text}」" in ask["prompt"]), None)
    use = effect is None or field.wants(effect)
    return {o["id"]: (1.0 if use else -1.0) if o["id"] == "yes" else 0.0 for o in ask["options"]}


def window_effects(field: Field, ask: dict) -> dict[str, float]:
    """Turn-start/end windows (R4.0.4, R4.5.2): options "card:index" use that effect, "done"
    stops; the effects worth using (``wants``) first."""
    scores = {}
    for option in ask["options"]:
        card_id, _, index = option["id"].partition(":")
        card = field.definition(card_id)
        effect = card.effects[int(index)] if card and index.isdigit() else None
        scores[option["id"]] = 0.0 if effect is None else 1.0 if field.wants(effect) else -1.0
    return scores


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
    if (key == "hand_limit" or key.startswith("discard:")) and all(o["id"] in field.cards for o in ask["options"]):
        return discard_weakest(field, ask)
    if key == "may":
        return optional_effect(field, ask)
    if key == "weakened":
        return stay_weakened(field, ask)
    if key == "window":
        return window_effects(field, ask)
    return None
