"""Endless loops (7.1.7): when a set of actions can be repeated without end, the player who
maintains the loop states how many times; the game treats them as done, goes on, and a new
action must be taken.

Which loops the cards allow. A loop returns to a position it has been in. No effect of set 1 (nor
of the effect vocabulary, abilities.py) takes a card from the discard, the inkwell or beneath a
Shift stack back into play or into a public zone without passing through a hand or a deck, and
every way into play from the hand is a player's choice; so any repeating sequence keeps every
card where it is, and contains at least one choice of the active player: a main-phase turn action
(4.3). No loop runs by itself, and none is mandatory: a mandatory loop (the bag refilling itself
with no choice in it) would need a trigger set off by something other than a card changing zone
or a turn action, and there is none. (The rules would not say how such a loop ends either: 7.1.7
speaks of the player who maintains a loop, and 3.2 knows no draw. The engine's step limit,
core/match.py, stays the guard.) Optional loops need abilities that undo their own costs (e.g.
two items "⟳ — ready another chosen item"); set 1 has none (its readying effects cost ink or a
card), made-up cards test them.

Detection (sound, cheap). At a main-phase decision the position is fingerprinted, but only after
an action a loop can be made of (LOOP_ACTIONS) and while no card has changed zone (the card id
counter) and no lore has changed since the last decision: anything else cannot return to an
earlier position. When the player asked for a turn action (the active player, or in a team's
turn the member acting) is in a position where they have already taken one this turn, the
actions since form a loop they maintain: they are asked how many more times to repeat it
("choose_number"). The loop leads back to exactly this position, so repeating it any number of
times leaves the position as it is; the number is recorded (an event), and the action that
started the loop is no longer offered in this position: a new action must be taken.

Equal positions need equal hidden zones (no card moved, so every hand and deck holds the same
objects), so the question tells nobody anything about hidden cards."""

import hashlib

import orjson

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

TIMES = (0, 1, 2, 3, 5, 10, 20, 50, 100, 1000)
# The turn actions a loop can be made of. The others change something for good this turn: inking
# and playing move a card out of a hand; questing raises the player's lore, which nothing of
# theirs lowers ("lose lore" is for opponents); so no position before them comes back.
LOOP_ACTIONS = ("activate", "move", "challenge", "hand_over")


def fingerprint(state: dict, player: str) -> str:
    """What makes a position with ``player`` to act (in a team's turn, which member), among
    positions with the same watch key (so with every card where it was, the same objects): the
    cards in play and in the inkwells, the only ones that change in place (ready, dry, damage, at a
    location); players, turn, game data and randomness; effects and bag items but their ids (new
    each time one is made)."""
    zones, cards = state["zones"], state["cards"]
    changing = [cards[c] for p in state["players"] for c in (*zones[f"{p}.play"]["cards"], *zones[f"{p}.inkwell"]["cards"])]
    effects = [{k: v for k, v in effect.items() if k not in ("id", "ts")} for effect in state["effects"]]
    triggers = [{k: v for k, v in item.items() if k != "id"} for item in state["triggers"]]
    position = [player, changing, state["players"], state["turn"], state["data"], state["rng"], effects, triggers]
    return hashlib.blake2b(orjson.dumps(position), digest_size=12).hexdigest()


def _watch(ctx: Ctx, frame: dict) -> dict:
    """The main frame's record of positions met this turn since the last change that rules out
    a repeat (a card changed zone, lore changed): then it starts afresh."""
    state = ctx.state
    key = [state["ids"].get("c", 0), [state["players"][p]["lore"] for p in state["seats"]]]
    watch = frame.get("loop")
    if watch is None or watch["key"] != key:
        watch = frame["loop"] = {"key": key, "seen": [], "banned": []}
        watch["fresh"] = True  # the first position after a change: nothing to compare it with
    return watch


def before_menu(ctx: Ctx, frame: dict, player: str) -> bool:
    """Run before the main-phase menu is asked. Returns False while asking how many times to
    repeat a loop the position closes (7.1.7)."""
    number = ctx.answer_for(frame, "loop")
    if number is None and frame.get("last_action", "").partition(":")[0] not in LOOP_ACTIONS:
        frame.pop("loop", None)  # nothing met before can come back
        frame["asking"] = None
        return True
    watch = _watch(ctx, frame)
    if number is not None:
        position = frame["asking"]
        start, action = _last_visit(watch, position)
        watch["banned"].append([position, action])
        ctx.emit("loop_shortcut", player=player, times=int(number[0]), actions=len(watch["seen"]) - start)
        return True
    if watch.pop("fresh", False):
        frame["asking"] = None
        return True
    position = frame["asking"] = fingerprint(ctx.state, player)
    visit = _last_visit(watch, position)
    if visit is None or [position, visit[1]] in watch["banned"]:
        return True
    options = [{"id": str(n), "label": str(n)} for n in TIMES]
    ask = make_ask(t("lorcana.prompt.loop_times"), options, default=["0"])
    return ctx.choose(frame, player, "choose_number", "loop", ask, confirm=True) is not None


def _last_visit(watch: dict, position: str) -> tuple[int, str] | None:
    """When the position was last met this turn: the index of that decision and the action then
    taken, which began the loop that has just led back here."""
    for index in range(len(watch["seen"]) - 1, -1, -1):
        if watch["seen"][index][0] == position:
            return index, watch["seen"][index][1]
    return None


def allowed(frame: dict, options: list[dict]) -> list[dict]:
    """The menu without the actions that would start again a loop already shortcut here."""
    watch, position = frame.get("loop"), frame.get("asking")
    if not position or not watch["banned"]:
        return options
    return [o for o in options if [position, o["id"]] not in watch["banned"]]


def taken(frame: dict, action: str) -> None:
    """Remember the action taken in the position just asked about."""
    frame["last_action"] = action
    position = frame.pop("asking", None)
    if position:
        frame["loop"]["seen"].append([position, action])
