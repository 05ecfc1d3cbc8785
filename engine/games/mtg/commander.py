"""The Commander variant (CR 903), the match option ``format = "commander"``.

Each deck's first card is its commander, or its first two are, with partner (903.3, 702.124;
``commander_deck.py`` checks the deck, 903.5); they start the game in their owner's command zone
(903.6); players start at 40 life (903.7). Each commander has its own tax and its own commander
damage (903.8, 903.10a).
A commander may be cast from the command zone for {2} more for each earlier such cast (903.8).
When a commander is put into a graveyard or exile, its owner may put it into the command zone the
next time state-based actions are checked (903.9a, 704.6d). One that would be put into its
owner's hand or library from anywhere may go to the command zone instead (903.9b): a zone change
can't wait for an answer in the middle of the rule or effect making it, so the card goes where it
was going and its owner is asked before anyone next gets priority (with the state-based actions)
whether it goes on to the command zone; nothing can happen to it in between. A player dealt 21 or
more combat damage by one commander over the game loses (903.10a, 704.6c).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.errors import GameError
from engine.core.messages import t
from engine.core.optional import ask_may

from .cards import card, front_id
from .casting import can_cast_now
from .command_zone import command_zone, commander_data, commander_key, is_commander, tax
from .commander_deck import commander_deck_problems, commanders_of
from .mana import affordable, parse_cost
from .procs import PROCS
from .restricted_mana import for_spell
from .text import card_label, card_name
from .zones import EXILE, graveyard, hand, library

FORMAT = "format"
COMMANDER = "commander"
STARTING_LIFE = 40  # CR 903.7
LETHAL_COMMANDER_DAMAGE = 21  # CR 903.10a


def is_commander_game(options: dict) -> bool:
    return options.get(FORMAT) == COMMANDER


def begin(ctx: Ctx, players: list[str], decks: dict[str, list[str]]) -> None:
    """Before the opening hands: every deck must be a Commander deck (903.5), each player's
    commander goes from their library to their command zone (903.6), and life is 40 (903.7)."""
    problems = [
        f"{player}：{problem}" for player in players for problem in commander_deck_problems(decks[player])
    ]
    if problems:
        raise GameError("mtg.commander.bad_decks", problems="\n".join(problems))
    state = ctx.state
    state["data"]["commander"] = {
        "commanders": {p: commanders_of(decks[p]) for p in players},
        "casts": {},
        "damage": {},
    }
    for player in players:
        ctx.add_zone(command_zone(player), owner=player, show="public")
        state["players"][player]["life"] = STARTING_LIFE
        for commander in commanders_of(decks[player]):
            found = next(c for c in ctx.zone(library(player)) if state["cards"][c]["def"] == commander)
            ctx.move(found, command_zone(player), reason="commander")


# ---- casting from the command zone (903.8)


def cast_options(ctx: Ctx, player: str, sorcery_timing: bool, sources: list) -> list[dict]:
    """The player's commanders they may cast now from the command zone, tax included."""
    state = ctx.state
    if commander_data(state) is None:
        return []
    options = []
    for card_id in ctx.zone(command_zone(player)):
        cost = parse_cost(card(state["cards"][card_id]["def"]).mana_cost)
        cost["generic"] += tax(state, card_id)
        if can_cast_now(ctx, player, card_id, sorcery_timing, sources) and affordable(
            state, player, cost, sources=sources, spending=for_spell(state["cards"][card_id]["def"])
        ):
            options.append({"id": f"cast:{card_id}", "label": t("mtg.option.cast_commander", card=card_label(state, card_id, player),
                                                                   tax=tax(state, card_id))})  # fmt: skip
    return options


def on_event(ctx: Ctx, event: dict) -> None:
    """Counts casts from the command zone (903.8) and combat damage dealt by commanders (903.10a);
    notes a commander put into its owner's hand or library (903.9b)."""
    data = commander_data(ctx.state)
    if data is None:
        return
    if event["type"] == "card_moved":
        owner = event["owner"]
        # from the command zone (Command Beacon), "instead" would leave it there: not asked
        back_home = event["from_zone"] == command_zone(owner)
        if event["to_zone"] in (hand(owner), library(owner)) and is_commander(ctx.state, event["card"]) and not back_home:
            data.setdefault(ARRIVED, []).append({"zone": event["to_zone"], "def": ctx.card(event["card"])["def"]})
    elif event["type"] == "spell_cast":
        obj = next((o for o in ctx.state["stack"] if o["id"] == event["object"]), None)
        if obj and obj.get("from_command_zone"):
            casts = data["casts"].setdefault(event["player"], {})
            casts[front_id(obj["def"])] = casts.get(front_id(obj["def"]), 0) + 1
    elif event["type"] == "damage_dealt" and event.get("combat") and "player" in event:
        source = event["source"]
        if source in ctx.state["cards"] and is_commander(ctx.state, source):
            dealt = data["damage"].setdefault(event["player"], {})
            key = commander_key(ctx.state, source)
            dealt[key] = dealt.get(key, 0) + event["amount"]


# ---- state-based actions (704.6c, 704.6d)


def lost_to_commander_damage(state: dict, player: str) -> bool:
    """CR 704.6c: 21 or more combat damage from the same commander over the game."""
    data = commander_data(state)
    return data is not None and any(
        n >= LETHAL_COMMANDER_DAMAGE for n in data["damage"].get(player, {}).values()
    )


# commanders put into their owner's hand or library, not asked about yet: the zone and the card's
# definition (unique in a singleton deck, 903.5b), as a shuffle makes the cards new objects
ARRIVED = "arrived"


def commander_goes_home(ctx: Ctx) -> bool:
    """CR 903.9a / 704.6d: a commander put into a graveyard or exile since the last check: its
    owner chooses whether it goes to the command zone (asked once per time it arrives). First
    903.9b: one put into its owner's hand or library (and still there) is asked about the same
    way."""
    state = ctx.state
    data = commander_data(state)
    if data is None:
        return False
    while data.get(ARRIVED):
        arrived = data[ARRIVED].pop(0)
        card_id = next((c for c in ctx.zone(arrived["zone"]) if state["cards"][c]["def"] == arrived["def"]), None)
        if card_id is not None:
            ctx.push("mtg.commander_home", card=card_id)
            return True
    zones = [EXILE] + [graveyard(p) for p in ctx.seats]
    arrived = next(
        (
            c
            for z in zones
            for c in ctx.zone(z)
            if is_commander(state, c) and not state["cards"][c].get("stays")
        ),
        None,
    )
    if arrived is None:
        return False
    ctx.push("mtg.commander_home", card=arrived)
    return True


@PROCS.proc("mtg.commander_home")
def commander_home(ctx: Ctx, frame: dict) -> None:
    card_id = frame["card"]
    if card_id not in ctx.state["cards"]:  # its owner left the game meanwhile: the card with them (800.4a)
        ctx.pop(frame)
        return
    record = ctx.card(card_id)
    owner = record["owner"]
    kind = "hand_or_library" if record["zone"] in (hand(owner), library(owner)) else "graveyard_or_exile"
    prompt = t(f"mtg.prompt.commander_home.{kind}", card=card_name(record["def"]))
    choice = ask_may(ctx, frame, owner, "commander_home", prompt, possible=True, card=record["def"])
    if choice is None:
        return
    ctx.pop(frame)
    if choice:
        ctx.move(card_id, command_zone(owner), reason="commander_home")
    elif kind == "graveyard_or_exile":
        record["stays"] = True  # until it moves again (a new object, 400.7)
