"""Auras (CR 303.4): "Enchant [object]" (CR 702.5) restricts what an Aura can target and enchant.

An Aura spell targets as it is cast (CR 303.4a, 601.2c): its enchant ability works like a spell
ability's target, so the casting steps, ward and the check on resolution (CR 608.2b: an Aura
spell whose target is illegal doesn't resolve and goes to its owner's graveyard) treat it as any
targeted spell. Resolving, it enters the battlefield attached to its target (CR 608.3b); the
object it is attached to is "enchanted" (CR 303.4b). An Aura attached to an illegal object, or
to nothing, is put into its owner's graveyard as a state-based action (CR 704.5m).

An Aura put onto the battlefield another way (returned from a graveyard, played free) enters
attached to an object its controller chooses (CR 303.4f, ``entry_choices.py``).
"""

from __future__ import annotations

from engine.core.context import Ctx

from .abilities import Ability
from .cards import card
from .objects import is_type, matches, on_battlefield, protected_from_colours
from .permanents import attach
from .zones import controller_of, permanents


def enchant_spell_ability(definition_id: str) -> Ability | None:
    """The Aura spell's target, written as a spell ability with no effect (CR 303.4a)."""
    enchant = card(definition_id).enchant
    return Ability(kind="spell", targets=[enchant]) if enchant else None


def is_aura(state: dict, card_id: str) -> bool:
    return card(state["cards"][card_id]["def"]).enchant is not None


def attach_on_resolution(ctx: Ctx, aura: str, targets: list) -> None:
    """CR 608.3b: the Aura enters attached to the object it was targeting (still legal: the
    resolution checked it, 608.2b)."""
    if targets and targets[0] and "card" in targets[0]:
        attach(ctx, aura, targets[0]["card"])


def can_enchant(state: dict, aura: str, card_id: str | None) -> bool:
    """Whether the Aura's enchant ability allows this permanent (not a targeting check: once
    attached, an Aura stays on a permanent that gains hexproof)."""
    enchant = card(state["cards"][aura]["def"]).enchant
    if not card_id or not on_battlefield(state, card_id) or card_id == aura:
        return False
    if enchant.kind == "creature" and not is_type(state, card_id, "creature"):
        return False
    if protected_from_colours(state, card_id, aura):  # CR 702.16c
        return False
    return matches(state, enchant.filter, card_id, controller_of(state, aura), aura)


def illegal_auras(state: dict) -> list[str]:
    """CR 704.5m: Auras attached to an illegal object or to nothing."""
    return [c for c in permanents(state) if is_aura(state, c) and not can_enchant(state, c, state["cards"][c].get("attached_to"))]


def enchanted(state: dict, aura: str) -> str | None:
    """The permanent the Aura is attached to (CR 303.4b), if any."""
    host = state["cards"][aura].get("attached_to") if on_battlefield(state, aura) else None
    return host if host and on_battlefield(state, host) else None


def hosts(state: dict, aura: str) -> list[str]:
    """The permanents the Aura could be attached to."""
    return [c for c in permanents(state) if can_enchant(state, aura, c)]
