"""Invariants every card game's state keeps, which the fuzzer checks for every game itself (a game's
``Game.invariants`` adds its own): each card is listed in exactly one zone, the one it names, and
no card appears or vanishes."""

# The parts of the state `card_zone_problems` reads.
CARD_ZONE_PARTS = frozenset({"zones", "cards", "data"})


def card_zone_problems(state: dict) -> list[str]:
    """``state["data"]["deck_sizes"]`` holds the number of cards each player started with; cards
    owned by no player (a shared deck, such as 隐秘世界's World Deck) are not counted, nor tokens
    (objects marked ``token``, which a game creates and ends, MTG CR 111), nor copies of cards
    (``card_copy``, MTG CR 707.12: made to be cast, they cease to exist off the stack)."""
    problems = []
    listed: dict[str, str] = {}
    for name, zone_data in state["zones"].items():
        for card_id in zone_data["cards"]:
            if card_id in listed:
                problems.append(f"{card_id} in {listed[card_id]} and {name}")
            listed[card_id] = name
            if state["cards"][card_id]["zone"] != name:
                problems.append(f"{card_id} listed in {name} but says {state['cards'][card_id]['zone']}")
    if set(listed) != set(state["cards"]):
        problems.append("a card is in no zone")
    per_owner: dict[str, int] = {}
    for card in state["cards"].values():
        if card["owner"] is not None and not card.get("token") and not card.get("card_copy"):
            per_owner[card["owner"]] = per_owner.get(card["owner"], 0) + 1
    if per_owner != state["data"]["deck_sizes"]:
        problems.append(f"cards per owner changed: {per_owner}")
    return problems
