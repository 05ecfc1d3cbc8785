"""Starting a game (1.2): the decks were shuffled when the game was set up (1.2.1); a player
decides who goes first (1.2.2, 1.2.2a; option `chooser`, digest A27); each player draws 9, puts 5
of them face down into the 5 battlefield slots and keeps 4, then puts the top 2 deck cards face
down into energy (1.2.3). There is no mulligan. The placement is one simultaneous hidden choice:
1.2.3 has each player do it on their own (各自) in no order, unlike the support of 4.3.2 (随后), and
nothing one player places face down can inform the other's choice."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import add_energy, draw, move
from .options import option
from .procs import PROCS
from .text import card_label
from .zones import SLOTS, other_player, zone

OPENING_DRAW = 9  # 1.2.3
STARTING_ENERGY = 2  # 1.2.3


@PROCS.proc("setup")
def setup_game(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    if frame["step"] == 0:
        if "chooser" not in frame:  # drawn once: the procedure runs again when the answer comes
            chooser = option(state, "chooser")
            if chooser not in ctx.seats:
                chooser = ctx.seats[ctx.randint(0, len(ctx.seats) - 1)]
            frame["chooser"] = chooser
        options = [{"id": p, "label": t("ultraman.option.first_player", player=p)} for p in ctx.seats]
        ask = make_ask(t("ultraman.prompt.first_player"), options, default=[frame["chooser"]])
        choice = ctx.choose(frame, frame["chooser"], "choose_option", "first_player", ask)
        if choice is None:
            return
        first = choice[0]
        state["turn"].update(active=first, first_player=first)
        ctx.emit("first_player_chosen", player=first, chooser=frame["chooser"])
        frame["order"] = [first, other_player(state, first)]
        for player in frame["order"]:
            draw(ctx, player, OPENING_DRAW)
        frame["step"] = 1
    asks = {}
    for player in frame["order"]:
        hand = ctx.zone(zone(player, "hand"))
        options = [{"id": card_id, "label": card_label(state, card_id)} for card_id in hand]
        # 1.2.3: the order of the picks is the order of slots 1-5 (an ordered ask)
        asks[player] = make_ask(t("ultraman.prompt.battlefield"), options, minimum=SLOTS, maximum=SLOTS, ordered=True)
    chosen = ctx.choose_simultaneously(frame, "choose_cards", "battlefield", asks)
    if chosen is None:
        return
    for player in frame["order"]:
        for slot, card_id in enumerate(chosen[player]):
            move(ctx, card_id, zone(player, "battlefield"), reason="setup", face_down=True, slot=slot)
        ctx.emit("battlefield_placed", player=player)
    for player in frame["order"]:
        add_energy(ctx, player, STARTING_ENERGY)
    ctx.pop(frame)
    ctx.push("turn")
