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
# state["data"][FROM_GRAVEYARD]: [{"player", "card", "until_turns_taken"}] (Hildibrand Manderville)
FROM_GRAVEYARD = "adventure_from_graveyard"


def allow_from_graveyard(state: dict, player: str, card_id: str) -> None:
    """"You may cast it from your graveyard as an Adventure until the end of your next turn": the
    player's next turn is the one after those they have begun (this one included)."""
    grants = [g for g in state["data"].get(FROM_GRAVEYARD, []) if _lasts(state, g)]
    until = state["players"][player]["turns_taken"] + 1
    state["data"][FROM_GRAVEYARD] = [*grants, {"player": player, "card": card_id, "until_turns_taken": until}]


def _lasts(state: dict, grant: dict) -> bool:
    """Until the end of that turn of the player's, for the card still in the graveyard (CR 400.7)."""
    taken, until = state["players"][grant["player"]]["turns_taken"], grant["until_turns_taken"]
    in_time = taken < until or taken == until and state["turn"]["active"] == grant["player"]
    record = state["cards"].get(grant["card"])
    return in_time and record is not None and record["zone"].endswith(".graveyard")


def adventure_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The cards in the player's hand they may cast as an Adventure now (CR 715.3), and those of
    their graveyard an effect lets them."""
    from .casting import can_cast_now  # here: casting imports this module

    options = []
    allowed = [g["card"] for g in ctx.state["data"].get(FROM_GRAVEYARD, []) if g["player"] == player and _lasts(ctx.state, g)]
    for card_id in dict.fromkeys(ctx.state["zones"][hand(player)]["cards"] + allowed):  # two grants for one card: one option
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
    moved = ctx.move(obj["card"], EXILE if exiled else into_graveyard(ctx, obj["card"], to), reason=reason, keep=("card_copy",))
    if obj.get("adventure"):  # its normal characteristics off the stack (CR 715.4)
        ctx.card(moved)["def"] = front_id(ctx.card(moved)["def"])
    if exiled:
        play_from_exile.while_exiled(ctx, obj["controller"], moved)
    return moved
