"""A player leaving a 2v2 game that goes on (900.3).

- 900.3a: the cards the player owns in the zones they control are removed from the game; cards
  they own on another player's field are removed once they leave that field (``sweep``: they
  would come back to the departed owner's graveyard or hand);
- 900.3b: the cards in their zones that others own go back to their owners' hands;
- the chain links and waiting triggers they control go with them: the rules do not say (they
  leave no controller behind to carry them out), the reading of MTG 800.4a.

Cards that were hidden stay hidden on the way out (a hand is not shown because its owner left).
"""

from engine.core.context import PUBLIC, Ctx

from .actions import leave_field
from .teams import seating
from .zones import CHAIN, ZONE_KINDS, zone

GONE = ("deck", "hand", "field", "graveyard")  # the zones a departing player's cards leave


def depart(ctx: Ctx, player: str) -> None:
    """900.3: ``player`` leaves the game, which goes on."""
    state = ctx.state
    state["seats"].remove(player)
    for link in [link for link in state["stack"] if link["controller"] == player]:
        state["stack"].remove(link)
        card_id = link.get("card")  # an ability's link has a source on the field instead
        if card_id is not None and ctx.exists(card_id) and ctx.card(card_id)["zone"] == CHAIN:
            _clear(ctx, card_id)
    state["triggers"] = [item for item in state["triggers"] if item["controller"] != player]
    for kind in GONE:
        for card_id in list(ctx.zone(zone(player, kind))):
            _clear(ctx, card_id)


def _clear(ctx: Ctx, card_id: str) -> None:
    """900.3a-b for one card of the departing player's zones."""
    card = ctx.card(card_id)
    owner = card["owner"]
    if owner in ctx.seats:
        leave_field(ctx, card_id, "hand", reason="owner_back")
    else:
        ctx.move(card_id, zone(owner, "removed"), face_down=card["visible_to"] != PUBLIC or bool(card.get("face_down")), reason="player_left")


def sweep(ctx: Ctx) -> bool:
    """900.3a: a departed player's card that came off another player's field (or the chain) is
    removed from the game, and a trigger they would control is dropped; True if anything was."""
    state = ctx.state
    departed = [p for p in seating(state) if p not in ctx.seats]
    found = [c for p in departed for kind in ZONE_KINDS if kind != "removed" for c in ctx.zone(zone(p, kind))]
    for card_id in found:
        _clear(ctx, card_id)
    triggers = [item for item in state["triggers"] if item["controller"] in ctx.seats]
    dropped = len(triggers) < len(state["triggers"])
    state["triggers"] = triggers
    return bool(found) or dropped
