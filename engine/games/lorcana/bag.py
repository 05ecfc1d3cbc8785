"""The bag (奇囊, 1.7, 8.7): triggered abilities wait here until their players resolve them.

Triggers are added when their event happens (`collect`, called for every event). The bag is
emptied by `settle`: the active player resolves all of their own items one at a time, in the
order they choose (8.7.4), including items of theirs added meanwhile (8.7.5); then the next
player in turn order, and round again while anything is left (8.7.6-8.7.7). A game state check
follows every item (1.9.2).
"""

from engine.core.checks import push_checks
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask
from engine.core.triggers import add_trigger, waiting

from .cards import card_db
from .procs import PROCS
from .text import card_name

# Which event fires which trigger of the card the event is about.
SELF_TRIGGERS = {
    "card_played": "played",
    "character_quested": "quests",
    "character_challenged": "challenged",
}


def collect(ctx: Ctx, event: dict) -> None:
    kind = event["type"]
    if kind in SELF_TRIGGERS:
        card_id = event["card"]
        card = ctx.card(card_id)
        _add_own(ctx, card["def"], card["controller"], card_id, SELF_TRIGGERS[kind], event)
        if kind == "character_quested" and "support" in event.get("keywords", ()):
            add_trigger(ctx, card["controller"], card_id, "support", definition=card["def"])  # 10.11.1
    elif kind == "card_banished":
        events = ["banished"] + (["banished_in_challenge"] if event["role"] else [])
        for name in events:
            _add_own(ctx, event["definition"], event["owner"], event["card"], name, event)


def _add_own(ctx: Ctx, definition: str, controller: str, source: str, trigger: str, event: dict) -> None:
    for index, ability in enumerate(card_db()[definition].abilities):
        if ability.kind == "triggered" and ability.trigger and ability.trigger.event == trigger:
            add_trigger(ctx, controller, source, f"ability:{index}", definition=definition)


def settle(ctx: Ctx) -> None:
    """Run a game state check, then empty the bag (which checks again after every item)."""
    ctx.push("bag", player=None)
    push_checks(ctx)


def item_label(ctx: Ctx, item: dict) -> str:
    definition = item["data"]["definition"]
    card = card_db()[definition]
    if item["ability"] == "support":
        return t("lorcana.option.activate", card=card.full_name, ability="辅助")
    ability = card.abilities[int(item["ability"].split(":")[1])]
    return t("lorcana.option.activate", card=card.full_name, ability=ability.name or card_name(definition))


@PROCS.proc("bag")
def resolve_bag(ctx: Ctx, frame: dict) -> None:
    if not ctx.state["triggers"]:
        ctx.pop(frame)
        return
    # Stay with the current player while they have items (8.7.5), then go on round the table
    # from them (8.7.6-8.7.7); the cycle starts with the active player (8.7.4).
    current = frame.get("player") or ctx.state["turn"]["active"]
    order = ctx.turn_order_from(current) if current in ctx.seats else list(ctx.seats)
    player = next(p for p in order if waiting(ctx, p))
    frame["player"] = player
    items = waiting(ctx, player)
    options = [{"id": item["id"], "label": item_label(ctx, item)} for item in items]
    choice = ctx.choose(frame, player, "choose_option", "bag", make_ask(t("lorcana.prompt.bag"), options))
    if choice is None:
        return
    item = next(i for i in items if i["id"] == choice[0])
    ctx.state["triggers"].remove(item)
    push_checks(ctx)  # runs after the item resolves (1.9.2)
    if item["ability"] == "support":
        ctx.push("support", source=item["source"], controller=item["controller"])
    else:
        index = int(item["ability"].split(":")[1])
        ctx.push("ability", definition=item["data"]["definition"], ability=index, source=item["source"], controller=item["controller"])
