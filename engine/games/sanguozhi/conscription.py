"""征兵 conscription (114.2h, 504.6): a special action of the active player's main process with an
empty chain. Discard 3 cards from hand, search the deck for 1 basic Authority, reveal it and put it
into hand, then shuffle the deck (301.5). It keeps the action right (114.3). The search may find
nothing when the deck holds no basic Authority; the deck is shuffled anyway."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import card_db
from .procs import PROCS
from .text import card_label
from .zones import zone

DISCARD = 3  # 114.2h


def can_conscript(state: dict, player: str) -> bool:
    return len(state["zones"][zone(player, "hand")]["cards"]) >= DISCARD


@PROCS.proc("conscript")
def conscript(ctx: Ctx, frame: dict) -> None:
    player = frame["player"]
    hand, deck = zone(player, "hand"), zone(player, "deck")
    if frame["step"] == 0:
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in ctx.zone(hand)]
        ask = make_ask(t("sanguozhi.prompt.conscript_discard", count=DISCARD), options, minimum=DISCARD, maximum=DISCARD)
        choice = ctx.choose(frame, player, "choose_cards", "conscript_discard", ask)
        if choice is None:
            return
        for card_id in choice:
            ctx.move(card_id, zone(player, "graveyard"), reason="discard")
        frame["step"] = 1
    found: dict[str, str] = {}  # one option per definition: copies in a deck are alike
    for card_id in ctx.zone(deck):
        definition = card_db()[ctx.card(card_id)["def"]]
        if definition.type == "authority" and definition.authority_type == "basic":
            found.setdefault(definition.id, card_id)
    if found:
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in found.values()]
        choice = ctx.choose(frame, player, "choose_cards", "conscript_search", make_ask(t("sanguozhi.prompt.conscript_search"), options))
        if choice is None:
            return
        taken = ctx.move(choice[0], hand, reason="search")
        ctx.reveal(taken)
    ctx.emit("conscripted", player=player, found=bool(found))
    ctx.shuffle(deck)  # 301.5
    ctx.pop(frame)
