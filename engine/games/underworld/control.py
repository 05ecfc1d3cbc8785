"""Control (操控者, G:操控者 p2; 拥有者 p10): who may use a card in play, and changes of control.

A card enters play under its owner's control unless an effect says otherwise; effects may give
control of it to another player ("获得…的操控权"), for good, until the end of the turn or until the
effect's source leaves play. "你的", "本方" and "敌方" read the current controller; cards still go
to their owner's hand, library and graveyard. An attachment keeps its own controller whoever
controls its host (G:附属和结附 p4). A hidden agent that changes hands may be looked at by its new
controller (G:暗藏者 p1).

A change for a while is an effect record `{"control": player, "previous": player}` on that card;
when it ends, the card returns to the previous controller if it is still the same object in play
(a card that left play is a new object under its owner's control anyway).
"""

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, SOURCE_LEAVES, add_effect, end_effects

from .permanents import set_controller
from .zones import controller_of, in_play, is_hidden_agent


def give_control(ctx: Ctx, card_id: str, player: str, *, source: str | None, until: str | None) -> None:
    """`player` controls the card from now on (`until` None) or for the duration `until`."""
    previous = controller_of(ctx.state, card_id)
    if previous == player:
        return
    set_controller(ctx, card_id, player)
    if is_hidden_agent(ctx.state, card_id):
        ctx.reveal(card_id, to=[player])
    ctx.emit("control_changed", player=player, previous=previous, card=card_id,
             **({} if is_hidden_agent(ctx.state, card_id) else {"definition": ctx.card(card_id)["def"]}))  # fmt: skip
    if until is not None:
        add_effect(ctx, source=source, controller=player, cards=[card_id], modifier={"control": player, "previous": previous}, until=until)


def return_control(ctx: Ctx, effect: dict) -> None:
    """An ended change of control: the card goes back to the player who controlled it before."""
    card_id = effect["cards"][0]
    if ctx.exists(card_id) and in_play(ctx.state, card_id) and controller_of(ctx.state, card_id) == effect["modifier"]["control"]:
        give_control(ctx, card_id, effect["modifier"]["previous"], source=None, until=None)


def end_turn_effects(ctx: Ctx) -> None:
    """4.2.3: "this turn" effects end; control taken until the end of the turn goes back."""
    for effect in end_effects(ctx, END_OF_TURN):
        if "control" in effect["modifier"]:
            return_control(ctx, effect)


def source_gone_effects_end(ctx: Ctx) -> bool:
    """State check: effects "until its source leaves play" whose source has left end, and a
    change of control among them goes back (JZ27)."""
    state = ctx.state
    lapsed = [e for e in state["effects"] if e["until"] == SOURCE_LEAVES and e["source"] not in state["cards"]]
    for effect in lapsed:
        state["effects"].remove(effect)
        ctx.emit("effect_ended", effect=effect["id"])
        if "control" in effect["modifier"]:
            return_control(ctx, effect)
    return bool(lapsed)
