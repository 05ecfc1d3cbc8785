"""Moving a character to a location (4.3.7): one of your characters to one of your locations
(4.3.7.1), paying the location's move cost (4.3.7.4); no dry or ready requirement (6.1.4 limits
only quest, challenge and ⟳), and moving does not exert. Triggers then resolve (4.3.7.5)."""

from engine.core.context import Ctx

from .bag import settle
from .cardinfo import definition
from .ink import pay_ink, ready_ink
from .procs import PROCS
from .zones import in_play


def moves(state: dict, player: str) -> list[tuple[str, str]]:
    """(character, location) pairs the player can move now."""
    locations, characters = [], []
    for card_id in in_play(state, player):
        card = definition(state, card_id)
        if card.type == "character":
            characters.append(card_id)
        elif card.type == "location":
            locations.append((card_id, card.move_cost))
    if not locations:
        return []
    ink = ready_ink(state, player)
    reachable = [location for location, cost in locations if cost <= ink]
    return [(c, loc) for c in characters for loc in reachable if state["cards"][c].get("at_location") != loc]


@PROCS.proc("move")
def move(ctx: Ctx, frame: dict) -> None:
    player, character, location = frame["player"], frame["card"], frame["location"]
    ctx.pop(frame)
    pay_ink(ctx, player, definition(ctx.state, location).move_cost)
    ctx.card(character)["at_location"] = location
    ctx.emit("character_moved", card=character, location=location, player=player)
    settle(ctx)
