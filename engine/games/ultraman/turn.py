"""The turn (part 4): turn start (4.0: draw, add energy, the turn player's then the other
player's turn-start effects), form change (4.1), battle with support and settlement (4.2-4.4),
turn end (4.5: both players' end effects, the hand limit, "this turn" effects end)."""

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, end_effects
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import add_energy, discard, draw
from .effects import push_interrupts
from .losses import check_losses
from .options import option
from .procs import PROCS
from .text import card_label
from .windows import push_window
from .zones import other_player, zone

HAND_LIMIT = 10  # 3.6.2


@PROCS.proc("turn")
def turn(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    other = other_player(state, active)
    step = frame["step"]
    frame["step"] += 1
    if step == 0:
        state["turn"]["number"] += 1
        ctx.emit("turn_started", player=active, number=state["turn"]["number"])
        if state["turn"]["number"] > 1:  # the game's first turn skips both (1.2.4)
            draw(ctx, active)  # 4.0.2
            if check_losses(ctx):  # a rule action, not an effect: at once (1.3.2b)
                return
            add_energy(ctx, active)  # 4.0.3
            check_losses(ctx)  # 1.3.2c
    elif step == 1:
        push_window(ctx, active, "turn_start")  # 4.0.4
    elif step == 2:
        push_window(ctx, other, "turn_start")  # 4.0.5
    elif step == 3:
        ctx.push("form_change", player=active)  # 4.1.2
    elif step == 4:
        ctx.push("battle", step=0)  # 4.2-4.4
    elif step == 5:
        push_window(ctx, active, "turn_end")  # 4.5.2
    elif step == 6:
        push_window(ctx, other, "turn_end")  # 4.5.3
    elif step == 7:
        ctx.push("hand_limit", player=active)  # 4.5.4
    elif step == 8 and option(state, "hand_limit_players") == "both":
        ctx.push("hand_limit", player=other)  # 3.6.3 read as every player's limit (digest A20)
    else:
        end_turn(ctx, frame, other)


def end_turn(ctx: Ctx, frame: dict, following: str) -> None:
    """4.5.5: "this turn" effects end (digest A28), each effect may trigger again (2.0.5), and the
    other player begins their turn."""
    end_effects(ctx, END_OF_TURN)
    for card in ctx.state["cards"].values():
        card.pop("used", None)
    ctx.pop(frame)
    ctx.state["turn"]["active"] = following
    ctx.push("turn")


@PROCS.proc("hand_limit")
def hand_limit(ctx: Ctx, frame: dict) -> None:
    """4.5.4, 3.6.3: the turn player (option `hand_limit_players`), one discard down to the limit
    ("超过" is strict, digest A21), checked again after "when discarded" effects only with option
    `hand_limit_rechecks` (digest A20)."""
    player = frame["player"]
    hand = ctx.zone(zone(player, "hand"))
    excess = len(hand) - HAND_LIMIT
    if excess <= 0:
        ctx.pop(frame)
        return
    options = [{"id": card_id, "label": card_label(ctx.state, card_id)} for card_id in hand]
    ask = make_ask(t("ultraman.prompt.hand_limit", limit=HAND_LIMIT, count=excess), options, minimum=excess, maximum=excess)
    choice = ctx.choose(frame, player, "choose_cards", "hand_limit", ask)
    if choice is None:
        return
    if not option(ctx.state, "hand_limit_rechecks"):
        ctx.pop(frame)  # otherwise the frame checks again once the "when discarded" effects are done
    discard(ctx, choice)
    push_interrupts(ctx, top=True)  # 5.0.3
