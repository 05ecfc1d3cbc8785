"""Which cards are commanders and the command zone (CR 408, 903.3, 903.6, 903.8), read by casting
and by the zone-change rules without the rest of the Commander variant (``commander.py``).

``state["data"]["commander"]``: ``commanders`` (player -> the definition ids of their commander
cards), ``casts`` (player -> definition -> times cast from the command zone, 903.8) and
``damage`` (player -> "owner/definition" of a commander -> combat damage it dealt them, 903.10a)
and ``arrived`` (commanders just put into their owner's hand or library, whose owner is still to
be asked whether they go to the command zone instead, 903.9b).
A commander is a card, not a token or a copy (903.3): one of its owner's commander definitions,
which singleton decks (903.5b) make unique whatever new object it becomes (400.7).
"""

from __future__ import annotations

from engine.core.zone_names import zone

from .cards import front_id

COMMAND = "command"
TAX_PER_CAST = 2  # CR 903.8: {2} for each previous cast from the command zone


def command_zone(player: str) -> str:
    return zone(player, COMMAND)


def commander_data(state: dict) -> dict | None:
    """The Commander bookkeeping, or None when the game is not a Commander game."""
    return state["data"].get("commander")


def is_commander(state: dict, card_id: str) -> bool:
    data = commander_data(state)
    record = state["cards"][card_id]
    if data is None or record.get("token"):
        return False
    return front_id(record["def"]) in data["commanders"].get(record["owner"], [])


def commander_key(state: dict, card_id: str) -> str:
    record = state["cards"][card_id]
    return f"{record['owner']}/{front_id(record['def'])}"


def tax(state: dict, card_id: str) -> int:
    """CR 903.8: {2} more for each time its owner has cast it from the command zone this game."""
    record = state["cards"][card_id]
    casts = commander_data(state)["casts"].get(record["owner"], {})
    return TAX_PER_CAST * casts.get(front_id(record["def"]), 0)


def cast_from_command_zone(state: dict, card_id: str) -> dict:
    """What a spell object cast from ``card_id`` (still in its zone) records: cast from the command
    zone, and the tax it adds to its total cost (601.2f); nothing for any other spell."""
    if state["cards"][card_id]["zone"] != command_zone(state["cards"][card_id]["owner"]):
        return {}
    return {"from_command_zone": True, "commander_tax": tax(state, card_id)}
