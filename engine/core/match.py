"""The engine contract: ``start``, ``advance``, ``view``, ``replay``.

``advance`` is pure: it copies the state, applies the answer and runs the game's procedures until
a player must decide again or the game ends. ``advance_in_place`` skips the copy for callers that
own the state (the fuzzer, benchmarks, AI search).
"""

from . import checks, effects, priority, replacement, snapshot, triggers  # noqa: F401  (register core procs)
from .context import Ctx
from .errors import EngineError, GameError
from .events import events_for
from .game import CORE_PROCS, Game
from .match_actions import apply_match_action, validate_match_action
from .registry import get_game
from .requests import validate_answer
from .rng import new_rng
from .view import build_view

# A procedure loop that runs this many steps without needing a player is stuck in a rules loop.
MAX_STEPS_PER_ANSWER = 200_000


def _run(ctx: Ctx) -> None:
    state = ctx.state
    procs = ctx.game.procs
    frames = state["frames"]
    for _ in range(MAX_STEPS_PER_ANSWER):
        if state["request"] is not None or state["result"] is not None:
            return
        if not frames:
            raise EngineError("no procedure left to run but the game has not ended")
        frame = frames[-1]
        name = frame["proc"]
        proc = procs.get(name) or CORE_PROCS.get(name)
        if proc is None:
            raise EngineError(f"unknown procedure {name!r}")
        proc(ctx, frame)
    raise EngineError("the rules procedures did not reach a decision (endless loop)")


def start(
    game_id: str | Game,
    players: list[str],
    decks: dict[str, list[str]],
    seed: int,
    options: dict | None = None,
) -> tuple[dict, list[dict], dict | None]:
    """A new match. Returns (state, events, request)."""
    game = game_id if isinstance(game_id, Game) else get_game(game_id)
    if not game.min_players <= len(players) <= game.max_players:
        raise GameError(
            "game.bad_players", name=game.name, min=game.min_players, max=game.max_players, count=len(players)
        )
    state = {
        "format": snapshot.FORMAT,
        "game": game.id,
        "engine_version": game.engine_version,
        "version": 0,
        "rng": new_rng(seed),
        "ids": {},
        "seats": list(players),
        "players": {p: {} for p in players},
        "turn": {},
        "data": {},
        "zones": {},
        "cards": {},
        "effects": [],
        "triggers": [],
        "stack": [],
        "frames": [],
        "request": None,
        "result": None,
        "options": dict(options or {}),
    }
    ctx = Ctx(game, state)
    game.setup(ctx, list(players), decks, state["options"])
    _run(ctx)
    return state, ctx.events, state["request"]


def advance_in_place(state: dict, answer: dict) -> tuple[list[dict], dict | None]:
    """Apply an answer to ``state`` itself. Raises ``AnswerError`` (state untouched) if invalid.

    Besides answers to the pending request, the answer log holds the match-level actions a player
    may take at any time (``{"action": "concede" | "agree_draw", "player": ...}``, see
    match_actions.py), so replaying the log rebuilds a conceded or drawn match too.
    """
    if isinstance(answer, dict) and "action" in answer:
        ctx = apply_match_action(state, answer)
        _run(ctx)  # the others play on after a player left (nothing to do if the game ended)
        return ctx.events, state["request"]
    player, choice = validate_answer(state, answer)
    game = get_game(state["game"])
    ctx = Ctx(game, state)
    request = state["request"]
    request["answers"][player] = choice
    request["pending"].remove(player)
    state["version"] += 1
    if len(request["asks"]) > 1:
        ctx.emit("choice_made", player=player)
    if request["pending"]:
        return ctx.events, request
    frame = state["frames"][-1]
    frame["answer"] = request["answers"]  # by player: Ctx.choose unwraps a lone player's answer
    frame["answer_for"] = request["key"]
    state["request"] = None
    _run(ctx)
    return ctx.events, state["request"]


def advance(state: dict, answer: dict) -> tuple[dict, list[dict], dict | None]:
    """Pure form of ``advance_in_place``: returns (new_state, events, request)."""
    if isinstance(answer, dict) and "action" in answer:
        validate_match_action(state, answer)
    else:
        validate_answer(state, answer)  # reject before paying for the copy
    new_state = snapshot.copy(state)
    events, request = advance_in_place(new_state, answer)
    return new_state, events, request


def view(state: dict, viewer: str | None) -> dict:
    """What ``viewer`` may see (a player id, or None for a spectator)."""
    return build_view(get_game(state["game"]), state, viewer)


def replay(
    game_id: str | Game,
    players: list[str],
    decks: dict[str, list[str]],
    seed: int,
    options: dict | None,
    answers: list[dict],
) -> dict:
    """Rebuild a match from its seed and answer log."""
    state, _, _ = start(game_id, players, decks, seed, options)
    for answer in answers:
        advance_in_place(state, answer)
    return state


__all__ = ["start", "advance", "advance_in_place", "view", "replay", "events_for"]
