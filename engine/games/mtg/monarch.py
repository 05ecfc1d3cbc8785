"""The monarch (CR 724): a designation a player can have, given by "you become the monarch" (Coin
of Fate).

There is no monarch as the game begins; only one player is the monarch at a time, and a player who
becomes the monarch takes it from the current one (724.1, 724.3). Being the monarch has two
inherent triggered abilities (724.2): "at the beginning of the monarch's end step, that player
draws a card" and "whenever a creature deals combat damage to the monarch, its controller becomes
the monarch". They have no source (the notes): their source and their definition are the
designation itself, which the log and the stack name "君主" (text.card_name). Their controller is the player who was the monarch, or the creature's controller,
as they trigger: a monarch who lost it before the draw resolves still draws (the notes).
If the monarch leaves the game, the active player becomes the monarch; if they leave in their own
turn, the next player in turn order (724.4).
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx

from .abilities import Ability

MONARCH = "monarch"  # state["data"] key: {"player"}; also the source and definition of its triggers
DRAW, TAKE = "monarch_draw", "monarch_take"  # the ability keys of its two triggers
ABILITIES = {
    DRAW: Ability.model_validate({"kind": "triggered", "trigger": {"event": "your_end_step"}, "effects": [{"step": "draw"}]}),
    TAKE: Ability.model_validate({"kind": "triggered", "trigger": {"event": "combat_damage_to_player"}, "effects": [{"step": "become_monarch"}]}),
}


def monarch(state: dict) -> str | None:
    found = state["data"].get(MONARCH)
    return found["player"] if found else None


def become(ctx: Ctx, player: str) -> None:
    """``player`` becomes the monarch (724.3)."""
    current = ctx.state["data"].get(MONARCH)
    if current and current["player"] == player:
        return
    ctx.state["data"][MONARCH] = {"player": player}
    ctx.emit("monarch_changed", player=player, previous=current["player"] if current else None)


def end_step(ctx: Ctx) -> None:
    """At the beginning of the monarch's end step: that player draws a card (724.2)."""
    current = ctx.state["data"].get(MONARCH)
    if current and current["player"] == ctx.state["turn"]["active"]:
        core_triggers.add_trigger(ctx, current["player"], MONARCH, DRAW, definition=MONARCH)


def combat_damage(ctx: Ctx, creature_controller: str, player: str) -> None:
    """A creature controlled by ``creature_controller`` dealt combat damage to ``player``: if they
    are the monarch, its controller becomes the monarch (724.2), once per creature."""
    current = ctx.state["data"].get(MONARCH)
    if current and current["player"] == player:
        core_triggers.add_trigger(ctx, creature_controller, MONARCH, TAKE, definition=MONARCH)


def left_game(ctx: Ctx, player: str, next_in_turn: str | None) -> None:
    """The monarch left the game: the active player becomes the monarch, or the next player in turn
    order (``next_in_turn``) if it was the monarch's own turn (724.4)."""
    current = ctx.state["data"].get(MONARCH)
    if not current or current["player"] != player:
        return
    active = ctx.state["turn"]["active"]
    heir = next_in_turn if active == player else active
    if heir is None:
        del ctx.state["data"][MONARCH]
        return
    become(ctx, heir)
