"""Setting up a match (digest §3): libraries, the secret society cards face down then revealed
together, the world library with three regions face up (G:地区 p3), the first-player token
(digest A11), opening hands (the society's number, else option `opening_hand`, digest A10) and
one redeploy each (再调度, G:再调度 p11).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import card, card_db
from .library import draw, library
from .options import option
from .procs import PROCS
from .regions import region_enters
from .text import card_label, card_name
from .zones import PLAYER_ZONES, SEALED, SLOTS, STACK, WORLD, area_zone, slot_zone, zone


def world_regions() -> list[str]:
    """The shared world library: every implemented region (digest A13)."""
    return sorted(c.id for c in card_db().values() if c.basic_type == "region" and c.implemented)


def setup(ctx: Ctx, players: list[str], decks: dict[str, list[str]]) -> None:
    for player in players:
        for kind, show in PLAYER_ZONES.items():
            ctx.add_zone(zone(player, kind), owner=player, show=show)
        ctx.state["players"][player] = {"pool": 0, "drew_from_empty": False}
        for definition_id in decks[player]:
            if card(definition_id).basic_type == "society":  # not shuffled in (G:秘社牌 p7)
                ctx.create_card(definition_id, player, zone(player, "society"), visible_to=[player])
            else:
                ctx.create_card(definition_id, player, library(player))
        ctx.shuffle(library(player))
    ctx.add_zone(WORLD, owner=None, show="hidden")
    for slot in SLOTS:
        ctx.add_zone(slot_zone(slot), owner=None, show="public")
        ctx.add_zone(area_zone(slot), owner=None, show="public")
    ctx.add_zone(STACK, owner=None, show="public")
    ctx.add_zone(SEALED, owner=None, show="public")  # G:封印 p4: both players may look
    for region in world_regions():
        ctx.create_card(region, None, WORLD)
    ctx.shuffle(WORLD)
    for slot in SLOTS:
        ctx.move(ctx.zone(WORLD)[-1], slot_zone(slot), reason="region_revealed")
    ctx.state["data"]["deck_sizes"] = {p: len(decks[p]) for p in players}
    ctx.state["turn"] = {"number": 0, "active": None, "step": "setup", "step_owner": None, "established": [],
                         "dispatched": [], "used": [], "privilege_used": False, "won_slots": [], "played": []}  # fmt: skip
    ctx.push("setup")


def before_opening_hands(ctx: Ctx, frame: dict) -> bool:
    """"触发：在抓取起始手牌前" (MSJZ04, MSBQ01, MSWM03): the society cards are revealed together
    before the opening hands are drawn (G:秘社牌 p7), so these triggers resolve between the two, in
    turn order from the first player; not 强制, each is its controller's choice (G:触发能力 p2).
    True once every one is done; False while a question or a resolving ability waits."""
    if "before_hands" not in frame:
        frame["before_hands"] = [
            [player, society, index]
            for player in ctx.turn_order_from(ctx.state["turn"]["active"])
            for society in ctx.zone(zone(player, "society"))
            for index, ability in enumerate(card(ctx.card(society)["def"]).abilities)
            if ability.kind == "triggered" and ability.trigger.event == "before_opening_hand"
        ]  # fmt: skip
    pending = frame["before_hands"]
    while pending:
        player, society, index = pending[0]
        definition = ctx.card(society)["def"]
        options = [{"id": "yes", "label": t("underworld.option.use_trigger")}, {"id": "no", "label": t("option.no")}]
        ask = make_ask(t("underworld.prompt.use_trigger", ability=card_name(definition)), options)
        choice = ctx.choose(frame, player, "yes_no", f"before_hand:{society}:{index}", ask, confirm=True)
        if choice is None:
            return False
        pending.pop(0)
        if choice == ["yes"]:
            ctx.push("effects", object={"kind": "ability", "controller": player, "source": society, "definition": definition,
                                        "ability": str(index), "here": None, "targets": {}})  # fmt: skip
            return False
    del frame["before_hands"]
    return True


@PROCS.proc("setup")
def setup_proc(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    if frame["step"] == 0:
        if not state["turn"]["active"]:
            first = option(state, "first_player")
            if first not in ctx.seats:
                first = ctx.seats[ctx.randint(0, len(ctx.seats) - 1)]
            state["turn"]["active"] = first
            ctx.emit("first_player_chosen", player=first)
            for player in ctx.seats:  # revealed together, before the opening hands
                for society in ctx.zone(zone(player, "society")):
                    ctx.reveal(society)
        if not before_opening_hands(ctx, frame):
            return
        first = state["turn"]["active"]
        for player in ctx.seats:
            societies = ctx.zone(zone(player, "society"))
            size = card(ctx.card(societies[0])["def"]).hand_size if societies else option(state, "opening_hand")
            draw(ctx, player, size)
        for slot in SLOTS:  # the regions turned face up at setup enter play now (DQWM004)
            region_enters(ctx, slot)
        frame["order"] = ctx.turn_order_from(first)
        frame["step"] = 1
    while frame["step"] <= len(frame["order"]):
        player = frame["order"][frame["step"] - 1]
        hand = ctx.zone(zone(player, "hand"))
        options = [{"id": c, "label": card_label(state, c, player)} for c in hand]
        ask = make_ask(t("underworld.prompt.redeploy"), options, minimum=0, maximum=len(options), default=[])
        choice = ctx.choose(frame, player, "mulligan", f"redeploy:{player}", ask, confirm=True)
        if choice is None:
            return
        if choice:
            for card_id in choice:
                ctx.move(card_id, library(player), position=0, reason="redeploy")
            draw(ctx, player, len(choice))
            ctx.shuffle(library(player))
            ctx.emit("redeployed", player=player, count=len(choice))
        frame["step"] += 1
    ctx.pop(frame)
    ctx.push("turn")
