"""Zones (300) and the slots of the game map (200).

Each player has a deck (the Camp slot, hidden, 201), a hand (the owner sees it, 302), a field
(public except face-down cards, 303), a graveyard (public, 304) and the cards removed from the
game (306); the chain (连环, 305) is shared and public. A card on the field names its slot in its "slot" field: the 将领 slots 主将 (lord), 军师
(strategist) and 副将 (lieutenant, three, unordered: 202.6), the five 谋略 slots (stratagem) and the
unbounded 兵权 slot (authority), the 阵型 slot (formation) and the 事件 slot (event) (200.2); a
Treasure lies in its General's slot (treasure, 502.4). A General's role is the role of its slot (107.1).
"""

from engine.core.zone_names import zone, zone_kind, zone_owner

CHAIN = "chain"
ZONE_KINDS = ("deck", "hand", "field", "graveyard", "removed")
# "removed": cards removed from the game (移出游戏, 306), e.g. Events once done (505.5)
ZONE_SHOW = {"deck": "hidden", "hand": "owner", "field": "public", "graveyard": "public", "removed": "public"}
GENERAL_SLOTS = ("lord", "strategist", "lieutenant")  # 202.2
SLOT_CAPACITY = {"lord": 1, "strategist": 1, "lieutenant": 3, "stratagem": 5}  # 202.2, 204.1


def field_cards(state: dict, player: str, slot: str | None = None) -> list[str]:
    """The player's field cards, of one slot when given."""
    cards = state["zones"][zone(player, "field")]["cards"]
    if slot is None:
        return list(cards)
    by_id = state["cards"]
    return [card_id for card_id in cards if by_id[card_id]["slot"] == slot]


def generals(state: dict, player: str) -> list[str]:
    cards = state["cards"]
    return [c for c in state["zones"][zone(player, "field")]["cards"] if cards[c]["slot"] in GENERAL_SLOTS]


def chain_cards(state: dict, player: str, slot: str) -> list[str]:
    """The player's cards on the chain that will take (or keep) a slot of this kind (501.4a)."""
    return [o["card"] for o in state["stack"] if o["controller"] == player and o.get("slot") == slot]


def free_slots(state: dict, player: str, slot: str) -> int:
    """How many slots of a kind are free: a card on its way through the chain holds one (501.4);
    a player who lost the Lord slot has none (202.4b)."""
    capacity = SLOT_CAPACITY[slot]
    if slot == "lord" and not state["players"][player]["lord_slot"]:
        capacity = 0
    return capacity - len(field_cards(state, player, slot)) - len(chain_cards(state, player, slot))


__all__ = ["zone", "zone_kind", "zone_owner"]
