"""Starting a game (3.1): a random player (or, from game 2 of a match, the previous game's loser)
chooses who goes first (3.1.2); everyone draws 7 (3.1.5); each player in turn order may alter
their hand once: put any cards on the bottom unrevealed and draw back to 7 (3.1.6.1-3.1.6.3);
those who did shuffle (3.1.6.4)."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .drawing import draw
from .options import option
from .procs import PROCS
from .teams import active_players, next_in_game, next_turn_holder, turn_holder
from .text import card_label
from .zones import zone

HAND_SIZE = 7


@PROCS.proc("setup")
def setup_game(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    if frame["step"] == 0:
        if frame.get("chooser") not in ctx.seats:  # drawn once (again if the chooser conceded)
            chooser = option(state, "chooser")  # the previous game's loser (3.1.2)
            frame["chosen_by"] = "previous_loser" if chooser in ctx.seats else "random"
            if chooser not in ctx.seats:
                chooser = ctx.seats[ctx.randint(0, len(ctx.seats) - 1)]
            frame["chooser"] = chooser
        chooser = frame["chooser"]
        options = [{"id": p, "label": t("lorcana.option.first_player", player=p), "player": p} for p in ctx.seats]
        prompt = t(f"lorcana.prompt.first_player.{frame.get('chosen_by', 'random')}")  # .get: frames saved before 'chosen_by'
        ask = make_ask(prompt, options, default=[chooser])
        choice = ctx.choose(frame, chooser, "choose_option", "first_player", ask)
        if choice is None:
            return
        first = choice[0]
        state["turn"].update(active=turn_holder(state, first), first_player=first)  # a team begins together
        ctx.emit("first_player_chosen", player=first, chooser=chooser)
        for player in ctx.turn_order_from(first):
            draw(ctx, player, HAND_SIZE)
        frame["order"] = ctx.turn_order_from(first)
        frame["step"] = 1
    order = frame["order"]
    while frame["step"] <= len(order):
        player = order[frame["step"] - 1]
        if player not in ctx.seats:  # conceded before altering their hand
            frame["step"] += 1
            continue
        hand = ctx.zone(zone(player, "hand"))
        options = [{"id": c, "label": card_label(state, c)} for c in hand]
        ask = make_ask(t("lorcana.prompt.mulligan"), options, minimum=0, maximum=len(options), default=[])
        choice = ctx.choose(frame, player, "mulligan", f"mulligan:{player}", ask, confirm=True)
        if choice is None:
            return
        if choice:
            for card_id in choice:
                ctx.move(card_id, zone(player, "deck"), position=0, reason="mulligan")
            draw(ctx, player, HAND_SIZE - len(ctx.zone(zone(player, "hand"))))
            ctx.emit("mulligan", player=player, count=len(choice))
            state["players"][player]["mulliganed"] = True
        frame["step"] += 1
    for player in order:
        if state["players"][player].get("mulliganed"):
            ctx.shuffle(zone(player, "deck"))  # 3.1.6.4
    ctx.pop(frame)
    if not active_players(state):  # the first player (team) conceded: the next one begins
        state["turn"]["active"] = next_turn_holder(state, next_in_game(state, state["turn"]["active"]))
    ctx.push("turn", first_turn=True)
