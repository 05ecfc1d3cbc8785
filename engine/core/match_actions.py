"""Match-level actions a player may take outside any request: conceding and an agreed draw.

A player may concede at any time and leaves the game at once (三国智 104.3a, 305.7f say so; the
other documents are silent, and every game's tournament practice allows it); players may also
agree to a draw. These are not answers to the pending request, so they bypass request
validation, but they are logged like answers (``{"action": ..., "player": ...}``) so a replay of
the log reaches the same end.

Conceding is offered in two-player games (the bot's matches); in a game of three or more it is
refused (``answer.concede_multiplayer``): removing a player while one of their procedures waits on
them needs each game's own leave-the-game handling (Lorcana 3.2.1.2), which is still to come. An
agreed draw ends the game with no winner; the bot asks every player to agree before sending it.
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
    if kind == "concede" and len(state["seats"]) > 2:
        raise AnswerError("answer.concede_multiplayer")
    return kind, player


def apply_match_action(state: dict, action: dict) -> tuple[list[dict], dict | None]:
    kind, player = validate_match_action(state, action)
    ctx = Ctx(get_game(state["game"]), state)
    state["version"] += 1
    if kind == "agree_draw":
        ctx.end_game([], "agreed_draw")
        state["request"] = None
        return ctx.events, None
    ctx.emit("conceded", player=player)
    ctx.end_game([p for p in state["seats"] if p != player], "concede", player=player)
    state["request"] = None
    return ctx.events, None
