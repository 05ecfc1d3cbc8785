"""A player leaving a 2v2 game that goes on (900.3).

The player leaves the seats at once (``depart``): they are asked nothing more and play passes
them by. What they leave behind goes at the next state check (``sweep``, before any trigger or
rule effect), so that a procedure under way when a player concedes (104.3a) still finds the cards
it names:

- 900.3a: the cards the player owns in the zones they control are removed from the game; cards
  they own on another player's field are removed once they leave that field (they would come
  back to the departed owner's graveyard or hand);
- 900.3b: the cards in their zones that others own go back to their owners' hands;
- the chain links and waiting triggers they control go with them: the rules do not say (they
  leave no controller behind to carry them out), the reading of MTG 800.4a.

Cards that were hidden stay hidden on the way out (a hand is not shown because its owner left).
"""

from engine.core.context import PUBLIC, Ctx

from .actions import leave_field
from .teams import seating
from .zones import CHAIN, ZONE_KINDS, zone


def depart(ctx: Ctx, player: str) -> None:
    """900.3: ``player`` leaves the game, which goes on."""
    ctx.state["seats"].remove(player)


def sweep(ctx: Ctx) -> bool:
    """900.3: clear what players who left leave behind; True if anything was."""
    state = ctx.state
    departed = [p for p in seating(state) if p not in ctx.seats]
    if not departed:
        return False
    links = [link for link in state["stack"] if link["controller"] in departed]
    for link in links:
        state["stack"].remove(link)
        card_id = link.get("card")  # an ability's link has a source on the field instead
        if card_id is not None and ctx.exists(card_id) and ctx.card(card_id)["zone"] == CHAIN:
            _clear(ctx, card_id)
    triggers = [item for item in state["triggers"] if item["controller"] in ctx.seats]
    dropped = len(triggers) < len(state["triggers"])
    state["triggers"] = triggers
    found = [c for p in departed for kind in ZONE_KINDS if kind != "removed" for c in ctx.zone(zone(p, kind))]
    for card_id in found:
        if ctx.exists(card_id):  # not a Treasure gone with its General (actions.leave_field); the next sweep finds it
            _clear(ctx, card_id)
    return bool(links or dropped or found)


def _clear(ctx: Ctx, card_id: str) -> None:
    """900.3a-b for one card of a departed player's zones (or their link's card on the chain)."""
    card = ctx.card(card_id)
    owner = card["owner"]
    if owner in ctx.seats:
        leave_field(ctx, card_id, "hand", reason="owner_back")
    else:
        ctx.move(card_id, zone(owner, "removed"), face_down=card["visible_to"] != PUBLIC or bool(card.get("face_down")), reason="player_left")
