"""Invariants every card game's state keeps (checked by the fuzzer through ``Game.invariants``):
each card is listed in exactly one zone, the one it names, and no card appears or vanishes."""

from collections import Counter
from itertools import chain
from operator import itemgetter, methodcaller

_owner_of = itemgetter("owner")
_token = methodcaller("get", "token")


def card_zone_problems(state: dict) -> list[str]:
    """``state["data"]["deck_sizes"]`` holds the number of cards each player started with; cards
    owned by no player (a shared deck, such as 隐秘世界's World Deck) are not counted, nor tokens
    (objects marked ``token``, which a game creates and ends, MTG CR 111).

    The fuzzer asks this after every step: a sound state is recognised by the cheap test of
    ``_sound``; only a state with a problem is walked again to name each one."""
    if _sound(state):
        return []
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
    per_owner = _cards_per_owner(state["cards"])
    if per_owner != state["data"]["deck_sizes"]:
        problems.append(f"cards per owner changed: {per_owner}")
    return problems


def _sound(state: dict) -> bool:
    """No problem: every listed card names the zone listing it (so none is listed in two zones),
    and the listed ids, counted with repeats and without, are as many as the cards (so none is
    listed twice in one zone, and none in no zone); the owners' counts are the decks'."""
    cards, zones = state["cards"], state["zones"]
    for name, zone_data in zones.items():
        for card_id in zone_data["cards"]:
            if cards[card_id]["zone"] != name:
                return False
    listed = sum(len(zone_data["cards"]) for zone_data in zones.values())
    distinct = len(set(chain.from_iterable(zone_data["cards"] for zone_data in zones.values())))
    return listed == distinct == len(cards) and _cards_per_owner(cards) == state["data"]["deck_sizes"]


def _cards_per_owner(cards: dict) -> dict[str, int]:
    per_owner = Counter(map(_owner_of, cards.values()))
    for token in filter(_token, cards.values()):
        per_owner[token["owner"]] -= 1
    per_owner.pop(None, None)
    return {owner: count for owner, count in per_owner.items() if count}
