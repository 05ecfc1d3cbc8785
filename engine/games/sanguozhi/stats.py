"""Current stats of Generals (413) and the damage marked on them (117.6).

A General's ATK/HP/INT are its printed values plus the Lord bonus of 804.5f: a face-up Lord whose
initial requirement total is 3 or more gets +2 ATK and +2 HP (202.4a; not while face down, digest
§12.2 item 19). Damage does not lower HP (413.3): combat damage ("damage" counter, cleared in the
cleanup phase, 613.1) and permanent damage ("permanent" counter) add up against it (117.6b).
Negative ATK deals no damage (105.1b).
"""

from engine.core.context import counter_of

from .cards import card_db

LORD_BONUS = 2  # 202.4a, 804.5f
LORD_BONUS_TOTAL = 3


def definition_of(state: dict, card_id: str):
    return card_db()[state["cards"][card_id]["def"]]


def lord_bonus(state: dict, card_id: str) -> int:
    card = state["cards"][card_id]
    if card.get("slot") != "lord" or card.get("face_down"):
        return 0
    return LORD_BONUS if definition_of(state, card_id).requirement_total >= LORD_BONUS_TOTAL else 0


def boost(state: dict, card_id: str, stat: str) -> int:
    """"+X 攻命 until the end of the turn" results on the card (keywords.py)."""
    return sum(b[stat] for b in state["cards"][card_id].get("boosts", ()))


def attack(state: dict, card_id: str) -> int:
    return definition_of(state, card_id).attack + lord_bonus(state, card_id) + boost(state, card_id, "attack")


def health(state: dict, card_id: str) -> int:
    return definition_of(state, card_id).health + lord_bonus(state, card_id) + boost(state, card_id, "health")


def intelligence(state: dict, card_id: str) -> int:
    return definition_of(state, card_id).intelligence


def marked_damage(state: dict, card_id: str) -> int:
    card = state["cards"][card_id]
    return counter_of(card, "damage") + counter_of(card, "permanent")


def lethal(state: dict, card_id: str) -> int:
    """The damage that would make it die (117.7): what is left of its HP, never below 0."""
    return max(0, health(state, card_id) - marked_damage(state, card_id))
