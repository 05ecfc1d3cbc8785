"""The form change phase (4.1, 5.10): once per turn the turn player may replace a face-up
battlefield card with a form-change mark (5.10.2) by a hand card that has a keyword shown in the
mark (5.10.3; keywords, never names, 5.10.3c; any one of several, digest A15). The new card takes
the same slot face up, the old one goes to the rest zone, then the new card's 转 effects
trigger (5.10.1, 2.0.5g). A card effect may grant more form changes (5.10.4): the same procedure
with `granted`."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import move
from .effects import push_effects, take_waiting
from .items import trigger
from .procs import PROCS
from .restrictions import restricted
from .stats import definition
from .text import card_label
from .zones import battlefield, zone


def marked_cards(state: dict, player: str) -> list[str]:
    return [c for c in battlefield(state, player)
            if not state["cards"][c].get("face_down") and definition(state, c).form_change_mark]  # fmt: skip


def incoming_for(state: dict, player: str, outgoing: str) -> list[str]:
    mark = definition(state, outgoing).form_change_mark
    return [c for c in state["zones"][zone(player, "hand")]["cards"]
            if any(definition(state, c).has_keyword(keyword) for keyword in mark)]  # fmt: skip


@PROCS.proc("form_change")
def form_change(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    player = frame["player"]
    marked = marked_cards(state, player)
    if not marked or restricted(state, player, "form_change"):  # public: nothing to decide (1.1.2)
        ctx.pop(frame)
        return
    if "outgoing" not in frame:
        options = [{"id": c, "label": card_label(state, c)} for c in marked if incoming_for(state, player, c)]
        options.append({"id": "none", "label": t("ultraman.option.no_form_change")})
        ask = make_ask(t("ultraman.prompt.form_change"), options, default=["none"])
        # Which marked cards can change depends on the hand: always ask (no leak by timing).
        choice = ctx.choose(frame, player, "choose_option", "outgoing", ask, confirm=ctx.game.hides_options(ctx, player))
        if choice is None:
            return
        if choice == ["none"]:
            ctx.pop(frame)
            return
        frame["outgoing"] = choice[0]
    outgoing = frame["outgoing"]
    options = [{"id": c, "label": card_label(state, c)} for c in incoming_for(state, player, outgoing)]
    ask = make_ask(t("ultraman.prompt.form_change_in", card=card_label(state, outgoing)), options)
    choice = ctx.choose(frame, player, "choose_cards", "incoming", ask)
    if choice is None:
        return
    ctx.pop(frame)
    change_form(ctx, player, outgoing, choice[0], granted=frame.get("granted", False))


def change_form(ctx: Ctx, player: str, outgoing: str, incoming: str, *, granted: bool) -> None:
    """A form change an effect granted (5.10.4) runs inside that effect: its 转 effects are not
    top-level, so losses wait until the granting effect ends (1.3.4)."""
    slot = ctx.card(outgoing)["slot"]
    old_def = ctx.card(outgoing)["def"]
    move(ctx, outgoing, zone(player, "rest"), reason="form_change")
    new_id = move(ctx, incoming, zone(player, "battlefield"), reason="form_change", slot=slot)
    ctx.emit("form_changed", player=player, card=new_id, old=old_def, definition=ctx.card(new_id)["def"])
    # The new card's 转 and the cards watching a form change trigger together (1.1.6).
    push_effects(ctx, trigger(ctx, new_id, "form_change") + take_waiting(ctx), top=not granted)
