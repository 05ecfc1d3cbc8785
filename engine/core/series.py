"""Best-of-N matches (多局赛制), the same for every game that plays them (``Game.plays_series``):
registered and current decks and sideboards, swaps between games, each game's result and who
decides the first player of the next game.

A series is plain data, kept by whoever runs the match (the bot, a league), next to the games:

    {"best_of": 3, "options": {...},
     "registered": {p: {"deck": [...], "sideboard": [...]}},
     "current": {p: {"deck": [...], "sideboard": [...]}}, "games": [{"winners": [...], "chooser": p}]}

- Each game checks its own sideboards (``Game.sideboard_problems``: Ultraman 1.0.2a, 三国智 100.3a).
- Between games a player swaps deck cards for sideboard cards: one for one where the game says so,
  so the deck keeps its size (``Game.one_for_one_swaps``: Ultraman 1.0.2b); otherwise any numbers,
  as long as the deck and sideboard after the swap pass the game's checks (``Game.swap_problems``:
  三国智 100.3 lets the sideboard adjust the deck, which keeps 100.2a's 50 cards or more).
- Game 2 onward: the previous game's loser decides who goes first; after a drawn game, the player
  who decided for it decides again (Ultraman 1.2.2a, 三国智 103.2). ``game_options`` gives the next
  game's ``chooser`` and the options the series was created with.
- When the series is over the decks go back to the registered lists (Ultraman 1.0.2c): ``restored``.
"""

from collections import Counter

from .errors import GameError
from .messages import t
from .registry import get_game


def new_series(game_id: str, lists: dict[str, dict[str, list[str]]], best_of: int, options: dict | None = None) -> dict:
    """``lists`` maps each player to their registered deck and sideboard (the decks passed their
    game's own checks); ``options`` are match options for the series and every game of it; raises
    GameError listing the game's sideboard problems and a bad ``best_of``."""
    game = get_game(game_id)
    problems = []
    for player, chosen in lists.items():
        for problem in game.sideboard_problems(chosen["deck"], chosen["sideboard"], options or {}):
            problems.append(t("match_series.player_problem", player=player, problem=problem))
    if best_of < 1 or best_of % 2 == 0:
        problems.append(t("match_series.best_of", best_of=best_of))
    if problems:
        raise GameError("match_series.invalid", problems="\n".join(problems))
    return plain_series(lists, best_of, options)


def plain_series(lists: dict[str, dict[str, list[str]]], best_of: int, options: dict | None = None) -> dict:
    """The series data without the checks of ``new_series``: for lists checked already (a front
    end may check only the sideboards brought, its AI playing without one) and for a game without
    sideboards (empty ones) whose decks its own rules checked, such as Lorcana (3.1.2)."""
    copy = {p: {"deck": list(c["deck"]), "sideboard": list(c["sideboard"])} for p, c in lists.items()}
    return {"best_of": best_of, "options": dict(options or {}), "registered": copy, "current": {p: {k: list(v) for k, v in c.items()} for p, c in copy.items()},
            "games": []}  # fmt: skip


def wins(series: dict, player: str) -> int:
    return sum(game["winners"] == [player] for game in series["games"])


def is_over(series: dict) -> bool:
    needed = series["best_of"] // 2 + 1
    return any(wins(series, player) >= needed for player in series["registered"])


def swap(series: dict, game_id: str, player: str, out: list[str], into: list[str]) -> None:
    """Deck cards ``out`` for sideboard cards ``into`` in a series of ``game_id``, one for one if
    the game says so; only between games of a series that is not over. Raises GameError and
    changes nothing on a bad swap."""
    game = get_game(game_id)
    if is_over(series):
        raise GameError("match_series.over")
    if game.one_for_one_swaps and len(out) != len(into):
        raise GameError("match_series.uneven_swap", out=len(out), into=len(into))
    current = series["current"][player]
    for cards, pile, key in ((out, current["deck"], "match_series.not_in_deck"),
                             (into, current["sideboard"], "match_series.not_in_sideboard")):  # fmt: skip
        missing = Counter(cards) - Counter(pile)
        if missing:
            raise GameError(key, cards="、".join(sorted(missing)))
    deck, sideboard = list(current["deck"]), list(current["sideboard"])
    for card_id in out:
        deck.remove(card_id)
        sideboard.append(card_id)
    for card_id in into:
        sideboard.remove(card_id)
        deck.append(card_id)
    problems = game.swap_problems(deck, sideboard, series["options"])
    if problems:
        raise GameError("match_series.swap_invalid", problems="\n".join(problems))
    current["deck"], current["sideboard"] = deck, sideboard


def record_game(series: dict, winners: list[str], chooser: str) -> None:
    """A game's result (``winners`` empty for a draw) and who decided its first player."""
    series["games"].append({"winners": sorted(winners), "chooser": chooser})


def next_chooser(series: dict) -> str | None:
    """The previous game's loser; after a draw, the player who decided for it. None before game 1
    (any method the players agree on: the engine or the front end draws one)."""
    if not series["games"]:
        return None
    last = series["games"][-1]
    if not last["winners"]:
        return last["chooser"]  # a draw: the same player decides again
    return next(player for player in series["registered"] if player not in last["winners"])


def game_options(series: dict) -> dict:
    """Options for engine.start of the next game."""
    chooser = next_chooser(series)
    return dict(series["options"]) if chooser is None else {**series["options"], "chooser": chooser}


def next_decks(series: dict) -> dict[str, list[str]]:
    return {player: list(lists["deck"]) for player, lists in series["current"].items()}


def restored(series: dict) -> dict[str, dict[str, list[str]]]:
    """The registered deck and sideboard, for the next series."""
    return {p: {k: list(v) for k, v in lists.items()} for p, lists in series["registered"].items()}
