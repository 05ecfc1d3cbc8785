"""Starting a game (CR 103): a random starting player (103.1), libraries shuffled, 20 life, seven
cards each, London mulligans (103.5): in turn order each player keeps or
mulligans; everyone who mulligans shuffles their hand away and draws seven again, until all keep;
then a player who took N mulligans puts N cards from hand on the bottom of their library.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.match_options import check_match_options
from engine.core.messages import t
from engine.core.requests import make_ask

from . import commander
from .commander import COMMANDER, FORMAT, is_commander_game
from .multiplayer import next_player
from .permanents import draw
from .procs import PROCS
from .text import card_label
from .turn import start_turn
from .turn_steps import no_combat
from .zones import PLAYER_ZONES, SHARED_ZONES, hand, library, zone

STARTING_LIFE = 20
HAND = 7
KEEP, MULLIGAN = "keep", "mulligan"
# Match options: who starts (None: chosen at random, CR 103.1).
OPTIONS: dict[str, dict] = {"first_player": {"players": True, "default": None},
                            # the Commander variant (CR 903, commander.py); constructed by default
                            FORMAT: {"choices": ("constructed", COMMANDER), "default": "constructed"}}  # fmt: skip


def setup(ctx: Ctx, players: list[str], decks: dict[str, list[str]], options: dict) -> None:
    check_match_options(OPTIONS, options, players)
    for player in players:
        for kind, show in PLAYER_ZONES.items():
            ctx.add_zone(zone(player, kind), owner=player, show=show)
        ctx.state["players"][player] = {"life": STARTING_LIFE, "pool": {}, "drew_from_empty": False, "mulligans": 0,
                                         "turns_taken": 0}
        for definition_id in decks[player]:
            ctx.create_card(definition_id, player, library(player))
        ctx.shuffle(library(player))
    for name in SHARED_ZONES:
        ctx.add_zone(name, owner=None, show="public")
    if is_commander_game(options):
        commander.begin(ctx, players, decks)
    ctx.state["data"]["deck_sizes"] = {p: len(decks[p]) for p in players}
    ctx.state["turn"] = {"number": 0, "active": None, "step": "setup", "lands_played": 0,
                         "combat": no_combat()}  # fmt: skip
    first = options.get("first_player") or players[ctx.randint(0, len(players) - 1)]
    ctx.state["data"]["starting_player"] = first
    ctx.emit("first_player_chosen", player=first)
    for player in players:
        draw(ctx, player, HAND)
    ctx.push("mtg.mulligans", order=ctx.turn_order_from(first), round=0, decided={}, kept=[])


@PROCS.proc("mtg.mulligans")
def mulligans(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    undecided = [p for p in frame["order"] if p not in frame["kept"]]
    for player in undecided:
        if player in frame["decided"]:
            continue
        taken = state["players"][player]["mulligans"]
        options = [{"id": KEEP, "label": t("option.keep")}]
        if taken < HAND:  # a player may keep going down to an empty hand
            options.append({"id": MULLIGAN, "label": t("option.mulligan")})
        ask = make_ask(t("mtg.prompt.mulligan", taken=taken), options, default=[KEEP])
        choice = ctx.choose(frame, player, "mulligan", f"mulligan:{player}:{frame['round']}", ask, confirm=True)
        if choice is None:
            return
        frame["decided"][player] = choice[0]
    again = [p for p in undecided if frame["decided"][p] == MULLIGAN]
    frame["kept"] += [p for p in undecided if frame["decided"][p] == KEEP]
    for player in again:
        for card_id in list(ctx.zone(hand(player))):
            ctx.move(card_id, library(player), reason="mulligan")
        ctx.shuffle(library(player))
        state["players"][player]["mulligans"] += 1
        ctx.emit("mulligan", player=player)
        draw(ctx, player, HAND)
    frame.update(decided={}, round=frame["round"] + 1)
    if again:
        return
    ctx.pop(frame)
    ctx.push("mtg.bottom_cards", order=frame["order"], index=0)


@PROCS.proc("mtg.bottom_cards")
def bottom_cards(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    while frame["index"] < len(frame["order"]):
        player = frame["order"][frame["index"]]
        count = min(cards_to_bottom(state, player), len(ctx.zone(hand(player))))
        if count:
            options = [{"id": c, "label": card_label(state, c, player)} for c in ctx.zone(hand(player))]
            ask = make_ask(t("mtg.prompt.bottom", count=count), options, minimum=count, maximum=count)
            choice = ctx.choose(frame, player, "choose_cards", f"bottom:{player}", ask)
            if choice is None:
                return
            for card_id in choice:
                ctx.move(card_id, library(player), position=0, reason="mulligan_bottom")
            ctx.emit("cards_to_bottom", player=player, count=count)
        frame["index"] += 1
    ctx.pop(frame)
    starting = state["data"]["starting_player"]
    # 800.4a: a starting player who left during the mulligans takes no turn; the next player in
    # turn order still in the game takes the first (101.4)
    start_turn(ctx, starting if starting in ctx.seats else next_player(state, starting))


def cards_to_bottom(state: dict, player: str) -> int:
    """103.5: one card for each mulligan; 103.5c: in a multiplayer game the first is free."""
    taken = state["players"][player]["mulligans"]
    return max(0, taken - 1) if len(state["players"]) > 2 else taken
