"""Match-level actions a player may take outside any request: conceding and an agreed draw.

A player may concede at any time and leaves the game at once (三国智 104.3a, 305.7f say so; the
other documents are silent, and every game's tournament practice allows it); players may also
agree to a draw. These are not answers to the pending request, so they bypass request
validation, but they are logged like answers (``{"action": ..., "player": ...}``) so a replay of
the log reaches the same end.

In a two-player game conceding ends the game. In a game of three or more the others play on,
which needs the game's own leave-the-game handling (Lorcana 3.2.1.2): a game that has it sets
``Game.supports_multiplayer_concession`` and implements ``Game.player_conceded``, which also ends
such a game once two players are left (a 三国智 team wins with its members who left, 104.2c); other
games refuse (``answer.concede_multiplayer``). The caller then runs the procedures again
(match.py), since the pending request was asked in a position that no longer exists. An agreed
draw ends the game with no winner; the bot asks every player to agree before sending it.
"""

from .context import Ctx
from .errors import AnswerError
from .registry import get_game

ACTIONS = ("concede", "agree_draw")


def validate_match_action(state: dict, action: dict) -> tuple[str, str]:
    """Check an action; return (kind, player). Changes nothing."""
    kind, player = action.get("action"), action.get("player")
    if kind not in ACTIONS or not isinstance(player, str):
        raise AnswerError("answer.malformed")
    if state.get("result") is not None:
        raise AnswerError("answer.game_over")
    if player not in state["seats"]:
        raise AnswerError("answer.not_in_game")
    if kind == "concede" and len(state["seats"]) > 2 and not get_game(state["game"]).supports_multiplayer_concession:
        raise AnswerError("answer.concede_multiplayer")
    return kind, player


def apply_match_action(state: dict, action: dict) -> Ctx:
    """Apply the action; the returned ``Ctx`` holds its events. When the game goes on (a player
    left a game of three or more) no request is pending and the caller runs the procedures."""
    kind, player = validate_match_action(state, action)
    ctx = Ctx(get_game(state["game"]), state)
    state["version"] += 1
    state["request"] = None
    if kind == "agree_draw":
        ctx.end_game([], "agreed_draw")
        return ctx
    ctx.emit("conceded", player=player)
    if len(state["seats"]) > 2 or (len(state["players"]) > 2 and ctx.game.supports_multiplayer_concession):
        ctx.game.player_conceded(ctx, player)  # the game's own ending: e.g. a team wins with those who left
    else:
        ctx.end_game([p for p in state["seats"] if p != player], "concede", player=player)
    return ctx
