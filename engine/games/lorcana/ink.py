"""The inkwell (8.5) and the ink turn action (4.3.3): once per turn, reveal an inkable card from
hand and put it face down and ready into the inkwell. Ink is paid by exerting ready ink cards."""

from engine.core.context import Ctx

from .bag import settle
from .conditions import holds
from .memo import remembered
from .options import option
from .procs import PROCS
from .statics import statics_in_play
from .stats import flag_may_apply
from .zones import ink_cards, zone


def ready_ink(state: dict, player: str) -> int:
    return remembered(state, ("ready_ink", player), _ready_ink, state, player)


def _ready_ink(state: dict, player: str) -> int:
    cards, ready = state["cards"], 0
    for card_id in ink_cards(state, player):
        if not cards[card_id].get("exerted"):
            ready += 1
    return ready


def pay_ink(ctx: Ctx, player: str, amount: int) -> None:
    """Exert that many ready ink cards (4.3.4.6); callers have checked there are enough."""
    for card_id in ink_cards(ctx.state, player):
        if amount <= 0:
            return
        card = ctx.card(card_id)
        if not card.get("exerted"):
            card["exerted"] = True
            amount -= 1


def inks_allowed(state: dict, player: str) -> int:
    """Once per turn (4.3.3), plus one for each "you may put an additional card" effect (8.5.5)."""
    if not flag_may_apply(state, "extra_ink"):
        return 1
    extra = sum(
        1
        for source, controller, ability in statics_in_play(state)
        if controller == player and ability.static.flag == "extra_ink" and holds(state, ability.condition, player, source)
    )
    return 1 + extra


def hand_counts_as_inkable(state: dict, player: str) -> bool:
    """"你的所有手卡均视为具有 {C}": any card of the player's hand may be inked (4.3.3, 8.5.1)."""
    if not flag_may_apply(state, "hand_inkable"):
        return False
    return any(
        controller == player and ability.static.flag == "hand_inkable" and holds(state, ability.condition, player, source)
        for source, controller, ability in statics_in_play(state)
    )


def ink_allowed(state: dict, player: str) -> bool:
    """Whether the player may still put a card into the inkwell this turn (inkable cards only)."""
    inked = state["players"][player]["inked"]
    return inked == 0 or inked < inks_allowed(state, player)  # at least one is allowed: no need to count the others


@PROCS.proc("ink")
def ink(ctx: Ctx, frame: dict) -> None:
    player, card_id = frame["player"], frame["card"]
    ctx.pop(frame)
    ctx.player(player)["inked"] += 1
    hidden = option(ctx.state, "hide_inked_cards")
    if not hidden:
        ctx.reveal(card_id)  # 4.3.3.1: all players may verify the inkwell symbol
    new_id = ctx.move(card_id, zone(player, "inkwell"), face_down=True, reason="ink")  # 4.3.3.2, 8.5.2
    ctx.card(new_id)["exerted"] = False
    if hidden:
        ctx.emit("card_inked", player=player, card=new_id)
    else:
        ctx.emit("card_inked", player=player, card=new_id, definition=ctx.card(new_id)["def"])
    if ctx.state["triggers"]:  # 4.3.3.3: what inking set off resolves from the bag
        settle(ctx)
