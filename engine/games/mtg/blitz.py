"""Blitz (CR 702.152). 702.152a: "Blitz [cost]" means "You may cast this spell by paying [cost]
rather than its mana cost", "If this spell's blitz cost was paid, sacrifice the permanent this
spell becomes at the beginning of the next end step" and "As long as this permanent's blitz cost
was paid, it has haste and 'When this permanent is put into a graveyard from the battlefield, draw
a card.'" The blitz cost is an alternative cost (CR 118.9) with the spell's normal timing (the
rulings); Sabin's includes "discard a card" (paid with the rest, CR 601.2h). "You may cast this card
from your graveyard using its blitz ability": the same, from the graveyard.

Only the permanent the spell became has these (CR 400.7; a copy of it doesn't, the rulings): an
effect locked to that object (CR 611.2c).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.effects import add_effect
from engine.core.messages import t

from . import delayed
from .abilities import Ability, DelayedTrigger
from .casting import begin_cast_from, can_cast_now
from .objects import definition
from .text import card_label
from .zones import graveyard, hand

OPTION = "blitz"  # the priority option "blitz:<card in hand or graveyard>"
DRAW_WHEN_DIES = Ability(kind="triggered", trigger={"event": "dies", "self": True}, effects=[{"step": "draw"}])
SACRIFICE_IT = DelayedTrigger(step="delayed_trigger", at="next_end_step", effects=[{"step": "sacrifice_it", "target": "chosen"}])


def blitz_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards the player may cast now for their blitz costs: from the hand, and from the
    graveyard when the card says so; with enough other cards in hand to discard."""
    state = ctx.state
    cards = [(c, False) for c in state["zones"][hand(player)]["cards"]]
    cards += [(c, True) for c in state["zones"][graveyard(player)]["cards"] if definition(state, c).blitz_from_graveyard]
    in_hand = len(state["zones"][hand(player)]["cards"])
    options = []
    for card_id, from_graveyard in cards:
        printed = definition(state, card_id)
        others = in_hand - (0 if from_graveyard else 1)
        if printed.blitz and others >= printed.blitz_discard and can_cast_now(ctx, player, card_id, sorcery_timing, sources, alternative="blitz"):
            key = "mtg.option.blitz_from_graveyard" if from_graveyard else "mtg.option.blitz"
            options.append({"id": f"{OPTION}:{card_id}", "label": t(key, card=card_label(state, card_id, player))})
    return options


def begin_blitz(ctx: Ctx, player: str, card_id: str) -> None:
    begin_cast_from(ctx, player, card_id, free=False, alternative="blitz")


def entered(ctx: Ctx, obj: dict, permanent: str) -> None:
    """The permanent a blitzed spell became: haste and the dies-draw ability for as long as it is
    that object, and its sacrifice at the beginning of the next end step (a delayed trigger, CR
    603.7: nothing happens if it has left by then, the rulings)."""
    controller = obj["controller"]
    for modifier in ({"keyword": "haste"}, {"grant": DRAW_WHEN_DIES.model_dump(mode="json", by_alias=True, exclude_defaults=True)}):
        add_effect(ctx, source=permanent, controller=controller, cards=[permanent], modifier=modifier, until=None)
    delayed.create(ctx, obj, SACRIFICE_IT, [], permanent, [])
