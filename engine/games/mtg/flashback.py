"""Casting from a graveyard. Flashback (CR 702.34): "You may cast this card from your graveyard by paying [cost] rather than
its mana cost" and "if the flashback cost was paid, exile this card instead of putting it anywhere
else any time it would leave the stack" (702.34a). The card type's timing still applies (a
sorcery only at sorcery timing, CR 307.1); the flashback cost is an alternative cost (CR 118.9),
so the spell's own reductions and additional costs apply to it (CR 601.2f) and its mana value is
unchanged (CR 202.3). A spell cast this way was "cast from a graveyard" for the card's own text.

A permanent's permission (Noctis: "you may cast artifact spells from your graveyard by paying 3
life in addition to paying their other costs. If you cast a spell this way, that artifact enters
with a finality counter on it"): the normal timing and costs plus the life, which can be paid only
with that much life (CR 119.4), with the rest of the cost (CR 601.2h).
"""

from __future__ import annotations

from typing import get_args

from engine.core.context import Ctx
from engine.core.messages import t

from .abilities import GraveyardCasting, PermanentType
from .casting import begin_cast_from, can_cast_now
from .objects import definition, matches
from .text import card_label
from .zones import EXILE, graveyard, permanents

OPTION = "flashback"
PERMANENT_TYPES = get_args(PermanentType)


def flashback_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards in the player's graveyard they may cast now by flashback."""
    state = ctx.state
    return [{"id": f"{OPTION}:{c}", "label": t("mtg.option.flashback", card=card_label(state, c, player))}
            for c in state["zones"][graveyard(player)]["cards"]
            if definition(state, c).flashback and can_cast_now(ctx, player, c, sorcery_timing, sources, flashback=True)]  # fmt: skip


GRAVEYARD_OPTION = "graveyard"  # the priority option "graveyard:<card>[:<type>]": cast by a permanent's permission
TYPES_USED = "graveyard_types_used"  # Muldrotha: permanent -> {"turn", "types"} used this turn


def _permissions(state: dict, player: str) -> list[tuple[GraveyardCasting, str]]:
    """(permission, its permanent) of the player's permanents that let them cast (or play, a land)
    graveyard cards now; one "during your turn" only in the player's turns."""
    used = state["data"].get("graveyard_casts", {})  # "once during each of your turns": permanent -> turn
    return [(a.cast_from_graveyard, c) for c in permanents(state, player) for a in definition(state, c).static_abilities
            if a.cast_from_graveyard and (not a.cast_from_graveyard.during_your_turn or state["turn"]["active"] == player)
            and not (a.cast_from_graveyard.once_each_turn and used.get(c) == state["turn"]["number"])]  # fmt: skip


def _unused_types(state: dict, allowed: GraveyardCasting, source: str, card_id: str) -> list[str]:
    """The card's permanent types a one-of-each-type permission (its ``source``'s) has not used this turn."""
    record = state["data"].get(TYPES_USED, {}).get(source, {})
    used = record.get("types", []) if record.get("turn") == state["turn"]["number"] else []
    return [k for k in definition(state, card_id).types if k in PERMANENT_TYPES and k not in used]


def _found(state: dict, player: str, card_id: str, permissions: list | None):
    return ((allowed, c) for allowed, c in (_permissions(state, player) if permissions is None else permissions)
            if matches(state, allowed.what, card_id, player, c) and (not allowed.one_of_each_type or _unused_types(state, allowed, c, card_id)))  # fmt: skip


def permission(state: dict, player: str, card_id: str, permissions: list | None = None) -> GraveyardCasting | None:
    """The first permission of the player's permanents (``permissions``, if known already) to cast
    (or play, a land) this card of their graveyard."""
    return next((allowed for allowed, _ in _found(state, player, card_id, permissions)), None)


def use_type(state: dict, source: str, kind: str) -> None:
    """A one-of-each-type permission has played a land or cast a spell as ``kind`` this turn."""
    record = state["data"].setdefault(TYPES_USED, {}).get(source, {})
    used = record.get("types", []) if record.get("turn") == state["turn"]["number"] else []
    state["data"][TYPES_USED][source] = {"turn": state["turn"]["number"], "types": [*used, kind]}


def land_played(state: dict, player: str, card_id: str) -> None:
    """A land is played from the graveyard by a permission (Hades; Muldrotha's land is used)."""
    allowed, source = next(_found(state, player, card_id, None))
    if allowed.one_of_each_type:
        use_type(state, source, "land")


def permitted_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list, land_play_left: bool) -> list[dict]:
    """The cards of the player's graveyard a permanent of theirs lets them cast now, or play (a
    land: with sorcery timing and a land play left, CR 305.2)."""
    state, options = ctx.state, []
    permissions = _permissions(state, player)
    if not permissions:  # the usual case: no graveyard card to look at
        return options
    for card_id in state["zones"][graveyard(player)]["cards"]:
        allowed = permission(state, player, card_id, permissions)
        if allowed and "land" in definition(state, card_id).types:
            if allowed.lands and sorcery_timing and land_play_left:
                options.append({"id": f"{GRAVEYARD_OPTION}:{card_id}", "label": t("mtg.option.play_from_graveyard", card=card_label(state, card_id, player))})
            continue
        if allowed and state["players"][player]["life"] >= allowed.life and can_cast_now(ctx, player, card_id, sorcery_timing, sources):
            if allowed.one_of_each_type:  # "a permanent spell of each permanent type": as which (the rulings)
                source = next(c for a, c in _found(state, player, card_id, permissions) if a is allowed)
                options += [{"id": f"{GRAVEYARD_OPTION}:{card_id}:{kind}", "label": t("mtg.option.cast_from_graveyard_as", card=card_label(state, card_id, player),
                                                                                      kind=t(f"mtg.type.{kind}"))}
                            for kind in _unused_types(state, allowed, source, card_id)]  # fmt: skip
                continue
            if allowed.lands:  # "play cards from your graveyard": no additional cost
                options.append({"id": f"{GRAVEYARD_OPTION}:{card_id}", "label": t("mtg.option.play_from_graveyard", card=card_label(state, card_id, player))})
                continue
            label = (t("mtg.option.cast_from_graveyard", card=card_label(state, card_id, player), life=allowed.life) if allowed.life
                     else t("mtg.option.cast_from_graveyard_no_life", card=card_label(state, card_id, player)))  # fmt: skip
            options.append({"id": f"{GRAVEYARD_OPTION}:{card_id}", "label": label})
    return options


def begin_permitted_cast(ctx: Ctx, player: str, card_id: str, as_type: str = "") -> None:
    """``as_type``: the permanent type a one-of-each-type permission uses, once cast (601.2i)."""
    allowed, source = next(_found(ctx.state, player, card_id, None))
    begin_cast_from(ctx, player, card_id, free=False, life_cost=allowed.life, enters_with=dict(allowed.counters),
                    enters_tapped=allowed.enters_tapped, permitted_by=source if allowed.once_each_turn or as_type else None,
                    permitted_as=as_type or None)  # fmt: skip



def leaves_stack_to(obj: dict, zone: str) -> str:
    """702.34a: a spell cast by flashback is exiled instead of going anywhere else; so is one an
    effect let its controller cast with "if that spell would be put into your graveyard, exile it
    instead" (CR 614.1a)."""
    if obj.get("flashback") or (obj.get("exile_instead") and zone.endswith(".graveyard")):
        return EXILE
    return zone
