"""Priority stops: when a front end passes priority for a player without asking them, as MTG
Arena's auto-pass and MTGO's stops do. Without them a 隐秘世界 turn asks each player some thirty
times whether to pass.

The decision reads only public facts (the stack, the step, whose turn it is; see
``Game.priority_stop``) and the player's own setting, never the options they hold. So passing at
once says nothing about their hand, which is why the engine itself never answers such a request
(DESIGN change 1: no automatic answer over a hidden hand).

Modes: "smart" (智能停顿, the default) asks only at the game's stops; "every" (全程掌控) asks at
every priority.
"""

from .priority import PASS

PRIORITY_KEY = "priority"  # the request key core.priority asks with
STOP_MODES = ("smart", "every")
DEFAULT_STOP_MODE = "smart"


def auto_pass(game, state: dict, player: str, mode: str = DEFAULT_STOP_MODE) -> bool:
    """Whether ``player``'s pending request is a priority request a front end should pass for them."""
    request = state["request"]
    if mode != "smart" or request is None or request["key"] != PRIORITY_KEY or player not in request["pending"]:
        return False
    return not game.priority_stop(state, player)


def pass_answer(state: dict, player: str) -> dict:
    return {"request": state["request"]["id"], "player": player, "choice": [PASS]}


# Standing pass orders a player gives from their panel (the bot's 让过直到… buttons), on top of
# the stops: "my_turn" passes every priority until the player's own turn begins; "stack" passes
# while nothing of an opponent's waits on the stack and the turn it was given in goes on, and
# ends as soon as either changes (a new thing to answer; a new turn is new too, so the order never
# passes a whole turn of the player's own). Both read public facts only, like the stops.
PASS_ORDERS = ("my_turn", "stack")


def turn_number(state: dict) -> int | None:
    """The number of the turn in progress, which a "stack" order remembers when it is given."""
    return state["turn"].get("number")


def pass_order_holds(state: dict, player: str, order: str, given_in_turn: int | None) -> bool:
    """Whether ``order``, given during turn ``given_in_turn``, still stands for ``player`` in
    ``state``; once it does not, it is over (the front end forgets it) and the player is asked as
    usual."""
    if order == "my_turn":
        return state["turn"].get("active") != player
    stack = state.get("stack") or []
    return turn_number(state) == given_in_turn and not any(item["controller"] != player for item in stack)


def passes_by_order(state: dict, player: str, order: str | None, given_in_turn: int | None) -> bool:
    """Whether ``player``'s pending request is a priority request their pass order passes."""
    request = state["request"]
    if order is None or request is None or request["key"] != PRIORITY_KEY or player not in request["pending"]:
        return False
    return pass_order_holds(state, player, order, given_in_turn)
