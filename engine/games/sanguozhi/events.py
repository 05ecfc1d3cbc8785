"""Event cards (事件卡, 505): outside the deck, face down in the Event slot from the start of the
game (100.5, 103.1a, 207.2a); their owner may look at them (207.2c).

Activating an Event (发动事件) is a special action of the owner's main process with the action
right and an empty chain, when its 条件 item holds (505.2, 505.4a, 114.2j); it keeps the action
right. It does not use the chain (505.5):
- an instant Event does its 效果 item, then is removed from the game (505.5d);
- a permanent Event does its "when activated" part, then stays face up on top of the slot
  (505.5c); its static part applies from then on (505.5d, stats.py).
An Event whose 条件 no longer holds after it was activated is removed from the game (505.5a,
checked with the rule effects). Targets are designated on activation and the effect happens at
once. The 完成 and 说明 items of permanent Events are not in the vocabulary yet.
"""

from engine.core.context import PUBLIC, Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import CardDef, card_db
from .effects import counted, run_steps
from .procs import PROCS
from .stratagems import legal_targets
from .text import card_label, target_label
from .zones import field_cards, zone

SLOT = "event"


def condition_holds(state: dict, player: str, definition: CardDef) -> bool:
    """505.4a: every bound of the 条件 item."""
    for condition in definition.condition:
        value = counted(state, player, condition.count)
        if condition.at_least is not None and value < condition.at_least:
            return False
        if condition.at_most is not None and value > condition.at_most:
            return False
    return True


def activate_options(state: dict, player: str) -> list[str]:
    """The face-down Events whose condition holds and whose targets exist (the caller checks the timing)."""
    def ready(card_id: str) -> bool:
        definition = card_db()[state["cards"][card_id]["def"]]
        targets_exist = definition.target is None or bool(legal_targets(state, player, definition.target))
        return bool(state["cards"][card_id].get("face_down")) and condition_holds(state, player, definition) and targets_exist

    return [card_id for card_id in field_cards(state, player, SLOT) if ready(card_id)]


@PROCS.proc("activate_event")
def activate_event(ctx: Ctx, frame: dict) -> None:
    """505.5: designate, turn face up for everyone, do the 效果 item; an instant Event is then
    removed from the game."""
    player, card_id = frame["player"], frame["card"]
    definition = card_db()[ctx.card(card_id)["def"]]
    targets: list[str] = []
    if definition.target is not None:
        options = [{"id": c, "label": target_label(ctx.state, c, player)} for c in legal_targets(ctx.state, player, definition.target)]
        targets = ctx.choose(frame, player, "choose_targets", "target", make_ask(t("sanguozhi.prompt.target", card=card_label(ctx.state, card_id)), options))
        if targets is None:
            return
    ctx.pop(frame)
    card = ctx.card(card_id)
    card.pop("face_down", None)
    card["visible_to"] = PUBLIC
    ctx.emit("event_activated", player=player, card=card_id, definition=definition.id, targets=targets)
    done = (zone(card["owner"], "removed"), "event_done") if definition.duration == "instant" else None
    run_steps(ctx, player, definition.steps, targets, card_id, then_move=done)


def apply_rule_effects(ctx: Ctx) -> bool:
    """505.5a: a face-up Event whose 条件 no longer holds is removed from the game."""
    due = [(p, c) for p in ctx.seats for c in field_cards(ctx.state, p, SLOT)
           if not ctx.card(c).get("face_down") and not condition_holds(ctx.state, p, card_db()[ctx.card(c)["def"]])]  # fmt: skip
    for player, card_id in due:
        ctx.emit("rule_effect", outcome="event_removed", card=card_id, player=player, definition=ctx.card(card_id)["def"])
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "removed"), reason="event_removed")
    return bool(due)
