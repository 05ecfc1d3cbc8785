"""Zones (3.0.1) and the 5 battlefield slots (3.2.1).

Every player has a deck, hand, battlefield (配置区 = 战场, 3.2.2), damage zone, rest zone and
energy zone. Supports are set aside "in no zone" (4.3.2): they wait in the pseudo-zone
`aside`, which no rule that looks at the hand or the battlefield sees.

Visibility lives on the cards: the battlefield and energy are public zones whose face-down cards
are visible to their owner (3.2.3) and to nobody (3.5.2a, 5.1.2) respectively.
"""

from engine.core.zone_names import zone
from engine.core.zone_names import zone_kind as zone_kind
from engine.core.zone_names import zone_owner as zone_owner

ZONE_KINDS = ("deck", "hand", "battlefield", "damage", "rest", "energy", "aside")
ZONE_SHOW = {
    "deck": "hidden",  # 3.1.1
    "hand": "owner",  # 3.6.4, 3.6.4a
    "battlefield": "public",  # 3.2.4 (face-down cards: owner only, 3.2.3)
    "damage": "public",  # 3.3.3
    "rest": "public",  # 3.4.2
    "energy": "public",  # 3.5.3 (face-down cards: nobody, 3.5.2a)
    "aside": "public",  # supports set aside face down, revealed together (4.3.2)
}
SLOTS = 5  # 3.2.1




def cards_in(state: dict, player: str, kind: str) -> list[str]:
    return state["zones"][zone(player, kind)]["cards"]


def battlefield(state: dict, player: str) -> list[str]:
    """The player's battlefield cards in slot order."""
    cards = state["cards"]
    return sorted(cards_in(state, player, "battlefield"), key=lambda c: cards[c]["slot"])


def free_slots(state: dict, player: str) -> list[int]:
    taken = {state["cards"][c]["slot"] for c in cards_in(state, player, "battlefield")}
    return [slot for slot in range(SLOTS) if slot not in taken]


def is_face_up(state: dict, card_id: str) -> bool:
    return not state["cards"][card_id].get("face_down")


def other_player(state: dict, player: str) -> str:
    return next(p for p in state["seats"] if p != player)
