"""Triggered abilities (CR 603): noticing trigger events and waiting to be put on the stack.

When a trigger event happens the ability triggers (CR 603.2) and waits; the next time a player
would receive priority each player puts theirs on the stack in APNAP order (CR 603.3b, the core's
``order_onto_stack``). Its targets are then chosen (CR 603.3d) by ``announce_trigger``; an ability
with no legal target is removed from the stack. An intervening "if" clause is checked when the
event happens and again on resolution (CR 603.4).
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx

from .objects import definition, matches
from .zones import controller_of, permanents


def _triggered(state: dict, card_id: str, event: str):
    for index, ability in enumerate(definition(state, card_id).abilities):
        if ability.kind == "triggered" and ability.trigger.event == event:
            yield index, ability


def _add(ctx: Ctx, source: str, index: int, controller: str | None = None) -> None:
    state = ctx.state
    core_triggers.add_trigger(ctx, controller or controller_of(state, source), source, str(index),
                              definition=state["cards"][source]["def"])  # fmt: skip


def entered(ctx: Ctx, card_id: str) -> None:
    """CR 603.6a: "when [this] enters" and "whenever [a permanent] enters" abilities of the
    permanents on the battlefield once the event has happened."""
    state = ctx.state
    for source in permanents(state):
        controller = controller_of(state, source)
        for index, ability in _triggered(state, source, "enters"):
            trigger = ability.trigger
            if (trigger.self_ and source == card_id) or (
                trigger.subject and matches(state, trigger.subject, card_id, controller, source)
            ):
                _add(ctx, source, index)


def leaving(ctx: Ctx, card_ids: list[str]) -> list[tuple]:
    """Dies triggers for permanents about to go to the graveyard together, decided on the game state
    before the event (CR 603.10a): the dying permanents' own abilities count too. "Dies" means a
    creature put into a graveyard from the battlefield (CR 700.4); filters say which permanents."""
    state = ctx.state
    found = []
    for source in permanents(state):
        controller = controller_of(state, source)
        for index, ability in _triggered(state, source, "dies"):
            trigger = ability.trigger
            for dying in card_ids:
                own = trigger.self_ and dying == source and "creature" in definition(state, dying).types
                if own or (trigger.subject and matches(state, trigger.subject, dying, controller, source)):
                    found.append((controller, source, index, state["cards"][source]["def"]))
    return found


def add_all(ctx: Ctx, waiting: list[tuple]) -> None:
    for controller, source, index, definition_id in waiting:
        core_triggers.add_trigger(ctx, controller, source, str(index), definition=definition_id)


def beginning_of_end_step(ctx: Ctx) -> None:
    """CR 513.1a: "at the beginning of your end step" abilities of the active player's permanents,
    with their intervening "if" checked now (CR 603.4)."""
    state = ctx.state
    for source in permanents(state, state["turn"]["active"]):
        for index, ability in _triggered(state, source, "your_end_step"):
            if intervening_if_holds(state, ability, source):
                _add(ctx, source, index)


def attacked(ctx: Ctx, player: str) -> None:
    """CR 508.3: "whenever you attack" (one or more attackers declared): abilities of the attacking player's permanents."""
    for source in permanents(ctx.state, player):
        for index, _ in _triggered(ctx.state, source, "you_attack"):
            _add(ctx, source, index)


def intervening_if_holds(state: dict, ability, source: str) -> bool:
    """A source that has left the battlefield is not asked about (its effect can do nothing)."""
    if ability.intervening_if == "not_entered_this_turn" and source in state["cards"]:
        return state["cards"][source].get("entered_turn") != state["turn"]["number"]
    return True
