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
