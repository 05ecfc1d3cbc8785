"""Control-changing effects (layer 2, CR 613.1b): gaining control until end of turn, and control
going back when such an effect ends (CR 514.2). Each change is checked against the controllers
just before it, so "whenever an opponent gains control of a permanent from you" abilities look
back at who controlled what (CR 603.10 by analogy; the notes' Zidane rulings: it triggers for
Zidane itself and once for each permanent that changed)."""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect

from . import delayed, play_from_exile, triggers
from .zones import controller_of

# an effect's modifier flag: it lasts "for as long as you control [its source]" (CR 611.2b)
WHILE_YOU_CONTROL_SOURCE = "while_you_control_source"


def gain_control(ctx: Ctx, card_ids: list[str], player: str, source: str | None, until: str | None = END_OF_TURN,
                 while_controlled: bool = False) -> None:  # fmt: skip
    """``player`` controls the permanents until end of turn (``until`` None: for good, CR 611.2a;
    ``while_controlled``: for as long as they control ``source``, 611.2b); each is new to its new
    controller (CR 302.6: summoning sick unless it has haste)."""
    state = ctx.state
    before = {c: controller_of(state, c) for c in card_ids}
    modifier = {"control": player} | ({WHILE_YOU_CONTROL_SOURCE: True} if while_controlled else {})
    for card_id in card_ids:
        add_effect(ctx, source=source, controller=player, cards=[card_id], modifier=dict(modifier), until=until)
        ctx.card(card_id)["since_turn"] = state["turn"]["number"]
        ctx.emit("control_changed", card=card_id, definition=ctx.card(card_id)["def"], player=player)
    play_from_exile.control_changed(ctx, card_ids)
    _end_while_controlled(ctx)
    triggers.control_gained(ctx, before)
    delayed.control_lost(ctx, before)


def controllers_before_effects_end(state: dict) -> dict[str, str]:
    """The controllers of the permanents a control effect applies to, before effects end."""
    affected = {c for e in state["effects"] if "control" in e["modifier"] for c in e["cards"] or () if c in state["cards"]}
    return {c: controller_of(state, c) for c in affected}


def control_returned(ctx: Ctx, before: dict[str, str]) -> None:
    """After "until end of turn" control effects ended (CR 514.2): who got a permanent back."""
    state = ctx.state
    changed = {c: player for c, player in before.items() if c in state["cards"] and controller_of(state, c) != player}
    for card_id in changed:
        ctx.card(card_id)["since_turn"] = state["turn"]["number"]
        ctx.emit("control_changed", card=card_id, definition=ctx.card(card_id)["def"], player=controller_of(state, card_id))
    _end_while_controlled(ctx)
    triggers.control_gained(ctx, changed)
    delayed.control_lost(ctx, before)


def _end_while_controlled(ctx: Ctx) -> None:
    """CR 611.2b: an effect lasting "for as long as you control [its source]" ends for good once
    another player controls it (leaving the battlefield ends it too: ``SOURCE_LEAVES``)."""
    state = ctx.state
    lapsed = [e for e in state["effects"] if e["modifier"].get(WHILE_YOU_CONTROL_SOURCE) and e["source"] in state["cards"]
              and controller_of(state, e["source"]) != e["controller"]]  # fmt: skip
    state["effects"] = [e for e in state["effects"] if e not in lapsed]
    for effect in lapsed:
        ctx.emit("effect_ended", effect=effect["id"])
