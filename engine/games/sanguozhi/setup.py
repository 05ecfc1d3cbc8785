"""Starting a game (103): decks shuffled (103.1), a starting player (103.2), 粮草 30 of 30
(103.3), six cards each and one partial redraw per player in turn order (103.4); the starting
player's first turn skips its draw phase (103.5a, turn.py)."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import draw
from .options import option
from .procs import PROCS
from .teams import next_seated
from .text import card_label
from .zones import zone

OPENING_HAND = 6  # 103.4


def starting_player(ctx: Ctx) -> str:
    """103.2: the player the match names (option `first_player`), else one drawn at random (a die
    or a coin)."""
    named = option(ctx.state, "first_player")
    return named if named in ctx.seats else ctx.seats[ctx.randint(0, len(ctx.seats) - 1)]


def chosen_starting_player(ctx: Ctx, frame: dict, chooser: str) -> str | None:
    """103.2: in a later game of a match the player the match names as `chooser` (the previous
    game's loser, or after a draw the one who decided for it) picks the starting player; None
    while the answer is awaited."""
    options = [{"id": p, "label": t("sanguozhi.option.first_player", player=p), "player": p} for p in ctx.seats]
    ask = make_ask(t("sanguozhi.prompt.first_player"), options, default=[chooser])
    choice = ctx.choose(frame, chooser, "choose_option", "first_player", ask)
    return None if choice is None else choice[0]


@PROCS.proc("setup")
def setup_game(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    if frame["step"] == 0:
        chooser = option(state, "chooser")
        first = chosen_starting_player(ctx, frame, chooser) if chooser in ctx.seats else starting_player(ctx)
        if first is None:
            return
        state["turn"].update(active=first, first_player=first)
        ctx.emit("first_player_chosen", player=first)
        frame.update(step=1, index=0, order=ctx.turn_order_from(first))  # play goes round from the starting player
        for player in frame["order"]:
            draw(ctx, player, OPENING_HAND)
    while frame["index"] < len(frame["order"]):  # 103.4: one redraw each, from the starting player
        player = frame["order"][frame["index"]]
        hand = ctx.zone(zone(player, "hand"))
        options = [{"id": card_id, "label": card_label(state, card_id)} for card_id in hand]
        ask = make_ask(t("sanguozhi.prompt.redraw", count=OPENING_HAND), options, maximum=len(options), optional=True)
        choice = ctx.choose(frame, player, "choose_cards", f"redraw:{player}", ask, confirm=True)
        if choice is None:
            return
        frame["index"] += 1
        if choice:
            for card_id in choice:
                ctx.move(card_id, zone(player, "deck"), reason="redraw")
            ctx.shuffle(zone(player, "deck"))  # shuffled by the player, then by the opponent
            ctx.emit("hand_redrawn", player=player, count=len(choice))
            draw(ctx, player, len(choice))
    ctx.pop(frame)
    if state["turn"]["active"] not in ctx.seats:  # 104.3a, 900.3: the starting player conceded during the redraws
        first = next_seated(state, state["turn"]["active"])
        state["turn"].update(active=first, first_player=first)  # it takes the game's first turn, without its draw (103.5a)
    ctx.push("turn")
