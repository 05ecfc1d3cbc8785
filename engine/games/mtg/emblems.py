"""Emblems (CR 114): "you get an emblem with '…'" (Sephiroth, One-Winged Angel's Super Nova).

An emblem is a marker in its owner's command zone with abilities and nothing else (114.1–114.2);
it can't leave it and has no characteristics. Here it is plain data in ``state["data"]["emblems"]``:
who owns it, the card that made it (for its name in the log) and its ability, whose triggers
(only "whenever a creature dies" so far) come from the command zone (114.4). Its triggered
abilities use the key ``GRANTED`` with their definition in the trigger's data, and a source id
that names no object, so "this" finds nothing on the battlefield.
"""

from __future__ import annotations

from engine.core.context import Ctx

from .abilities import Ability

EMBLEMS = "emblems"


def create(ctx: Ctx, owner: str, definition: str, ability: Ability) -> None:
    """``owner`` gets an emblem with ``ability``, made by the card ``definition``."""
    emblems = ctx.state["data"].setdefault(EMBLEMS, [])
    emblem = {"id": f"emblem-{len(emblems) + 1}", "owner": owner, "definition": definition,
              "ability": ability.model_dump(mode="json", by_alias=True, exclude_defaults=True)}  # fmt: skip
    emblems.append(emblem)
    ctx.emit("emblem_created", player=owner, definition=definition)


def triggered(state: dict, event: str) -> list[tuple[dict, Ability]]:
    """(emblem, ability) of the emblems of players still in the game whose ability waits for
    ``event``."""
    found = []
    for emblem in state["data"].get(EMBLEMS, []):
        ability = Ability.model_validate(emblem["ability"])
        if emblem["owner"] in state["seats"] and ability.kind == "triggered" and ability.trigger.event == event:
            found.append((emblem, ability))
    return found
