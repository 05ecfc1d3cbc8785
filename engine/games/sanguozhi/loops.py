"""Endless loops (809). A loop of mandatory actions only is ended by the rules (809.3): of the
cards forming it, the one whose timestamp of entering the field is the latest goes to the
graveyard. A loop with a player's choice in it is the players' to end (809.2): the engine leaves it.

Detection. With no player deciding, a loop needs triggered effects (703.3): rule effects only
take cards away, and the rest is started by players. So the triggers resolving since the last
decision are watched: those of one engine run, as a Ctx lives from an answer to the next question
(a choice with a single legal answer is asked of nobody: no decision). Ordering one's own waiting
triggers (703.3c) is no decision of 809.2 either: whatever the order, the same mandatory triggers
resolve; the watch waits in the triggers' frame while the order is asked (``suspend``, ``resume``).
Each trigger is known by its source object, ability and index:

- an ability about to resolve again in the same position (the whole state but the ids, which
  are new each time a trigger is made) closes a loop: with no decision in between the engine is
  deterministic, so the same sequence comes back for ever. The triggers resolved since that
  position form the loop. Positions are fingerprinted from an ability's second resolution on only:
  most abilities resolve once in a run.
- a loop can also drift, never coming back to a position (a count of counters growing on each turn
  of it). It cannot be told from a long finite chain without running that to its end, so an ability
  resolving more than LIMIT times with no decision is taken as a loop (809.1 lets the game shorten
  one): the triggers since its previous resolution form it. No finite chain the practice cards
  make in play comes near (a test gives 练习-422 the 军令 counters that make a long one).
"""

import hashlib
from weakref import WeakKeyDictionary

import orjson

from engine.core.context import Ctx

from .rule_effects import PUT_THERE_BY, bury_general
from .stats import controller_of

LIMIT = 100  # resolutions of one ability in one run taken as a drifting loop
WATCH = "loop"  # the triggers' frame field holding the watch while an order is asked
_RUNS: WeakKeyDictionary = WeakKeyDictionary()  # Ctx → the watch of its run


def fingerprint(state: dict) -> str:
    """The position: everything but the id counters, and the waiting and ordered triggers without
    their ids."""
    frames = [{**frame, "queue": [_no_id(t) for t in frame["queue"]]} if "queue" in frame else frame for frame in state["frames"]]
    position = [state["cards"], state["zones"], state["players"], state["turn"], state["data"], state["rng"], state["effects"],
                state["stack"], [_no_id(t) for t in state["triggers"]], frames]  # fmt: skip
    return hashlib.blake2b(orjson.dumps(position, option=orjson.OPT_SORT_KEYS), digest_size=12).hexdigest()


def _no_id(trigger: dict) -> dict:
    return {k: v for k, v in trigger.items() if k != "id"}


def watch(ctx: Ctx, trigger: dict) -> None:
    """Before ``trigger`` resolves (keywords.resolve_queue): if it closes a loop, the loop is broken
    first (809.3); the trigger then resolves as any whose General has gone (108.8a). The watch is
    plain data (``suspend`` keeps it in a snapshot): the sources resolved in order (``trail``), and
    by ability its last place in the trail, its count and the places of its positions."""
    run = _RUNS.setdefault(ctx, {"trail": [], "last": {}, "count": {}, "seen": {}})
    key = f"{trigger['source']}:{trigger['ability']}:{trigger['data'].get('index')}"
    here = len(run["trail"])
    run["trail"].append(trigger["source"])
    previous = run["last"].get(key)
    run["last"][key] = here
    if previous is None:
        return
    count = run["count"][key] = run["count"].get(key, 1) + 1
    start = run["seen"].setdefault(f"{key}:{fingerprint(ctx.state)}", here)
    if start == here and count <= LIMIT:
        return
    _break(ctx, run["trail"][start if start < here else previous : here])


def suspend(ctx: Ctx, frame: dict) -> None:
    """The triggers' ``frame`` asks a player to order their triggers: it keeps the run's watch."""
    if ctx in _RUNS:
        frame[WATCH] = _RUNS.pop(ctx)


def resume(ctx: Ctx, frame: dict) -> None:
    """The order is in: the watch goes on in this run."""
    if WATCH in frame:
        _RUNS[ctx] = frame.pop(WATCH)


def _break(ctx: Ctx, sources: list[str]) -> None:
    """809.3: the General among the loop's sources still on the field that entered it last goes
    to the graveyard, as a rule effect; the watch starts afresh from the new position."""
    state = ctx.state
    on_field = [c for c in set(sources) if c in state["cards"] and state["cards"][c]["zone"].endswith(".field")]
    if not on_field:
        return  # its Generals have all left the field: none of them can trigger again
    newest = max(on_field, key=lambda c: state["cards"][c]["ts"])
    card = {**state["cards"][newest], PUT_THERE_BY: None}  # no player's effect put it there (804.5h)
    controller = controller_of(state, newest)
    ctx.emit("rule_effect", outcome="loop", card=newest, player=controller, definition=card["def"])
    bury_general(ctx, newest, card, controller, "loop")
    del _RUNS[ctx]
