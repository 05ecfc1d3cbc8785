"""Adventurer cards (CR 715): a card with a second, inset set of characteristics, its Adventure
(an instant or sorcery with the subtype Adventure, 715.2). FIN's are land adventurers: a Town
land whose Adventure is a spell.

- 715.3: from their hand a player may cast the card as an Adventure: the spell has only the
  Adventure's characteristics (715.3b; its mana cost, types and text), chosen as it is cast
  (715.3a). A land adventurer is otherwise a land: it is never cast as itself.
- 715.4: as an Adventure spell resolves, its controller exiles it instead of putting it into the
  graveyard; for as long as it remains exiled they may play it (the land, with their land play;
  never as an Adventure again). Countered, or leaving the stack without resolving, it goes to the
  graveyard as usual. Off the stack the card has its normal characteristics again (715.4).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t

from . import play_from_exile
from .cards import front_id
from .objects import definition
from .replacement import into_graveyard
from .text import card_label
from .zones import EXILE, hand

OPTION = "adventure"  # the priority option "adventure:<card>"


def adventure_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards in the player's hand they may cast as an Adventure now (CR 715.3)."""
    from .casting import can_cast_now  # here: casting imports this module

    options = []
    for card_id in ctx.state["zones"][hand(player)]["cards"]:
        adventure = definition(ctx.state, card_id).adventure
        if adventure and can_cast_now(ctx, player, card_id, sorcery_timing, sources, face=adventure.id):
            label = t("mtg.option.cast_adventure", card=card_label(ctx.state, card_id, player), adventure=adventure.display_name())
            options.append({"id": f"{OPTION}:{card_id}", "label": label})
    return options


def leave_stack(ctx: Ctx, obj: dict, to: str, reason: str, resolved: bool = False) -> str:
    """Move a spell's card off the stack to ``to``; an Adventure that resolved goes to exile
    instead of its owner's graveyard and may be played from there (CR 715.4). Returns the new
    object."""
    exiled = resolved and obj.get("adventure") and to.endswith(".graveyard")
    moved = ctx.move(obj["card"], EXILE if exiled else into_graveyard(ctx, obj["card"], to), reason=reason)
    if obj.get("adventure"):  # its normal characteristics off the stack (CR 715.4)
        ctx.card(moved)["def"] = front_id(ctx.card(moved)["def"])
    if exiled:
        play_from_exile.while_exiled(ctx, obj["controller"], moved)
    return moved
