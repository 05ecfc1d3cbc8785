"""Best-of-N matches (多局赛制): the sideboard (备牌, 1.0.2a-c) and who decides the first player of
the next game (1.2.2a).

A series is plain data, kept by whoever runs the match (the bot, a league), next to the games:

    {"best_of": 3, "registered": {p: {"deck": [...], "sideboard": [...]}},
     "current": {p: {"deck": [...], "sideboard": [...]}}, "games": [{"winners": [...], "chooser": p}]}

- The sideboard holds exactly 10 cards, or up to 10 (option `sideboard_exactly_ten`, digest A26),
  and deck plus sideboard hold at most 3 of a card number (1.0.2a).
- Between games a player swaps cards one for one, so the deck keeps 40 (1.0.2b).
- Game 2 onward: the previous game's loser decides who goes first; after a drawn game, the player
  who decided for it decides again (1.2.2a). `game_options` gives the next game's `chooser` and
  the options the series was created with.
- When the series is over the decks go back to the registered lists (1.0.2c): `restored`.
"""

from collections import Counter

from engine.core.errors import GameError
from engine.core.messages import t

from .cards import card_db
from .deck import MAX_COPIES, deck_problems
from .options import option

SIDEBOARD_SIZE = 10  # 1.0.2a


def sideboard_problems(deck: list[str], sideboard: list[str], exactly: bool = True) -> list[str]:
    problems = []
    if exactly and len(sideboard) != SIDEBOARD_SIZE:
        problems.append(t("ultraman.series.sideboard_size", count=len(sideboard)))
    elif len(sideboard) > SIDEBOARD_SIZE:
        problems.append(t("ultraman.series.sideboard_too_big", count=len(sideboard)))
    for card_id, count in sorted(Counter(deck + sideboard).items()):
        if count > MAX_COPIES:
            problems.append(t("ultraman.series.too_many_copies", number=card_id, card=card_db()[card_id].name, count=count))
    return problems


def new_series(lists: dict[str, dict[str, list[str]]], best_of: int, options: dict | None = None) -> dict:
    """``lists`` maps each player to their registered deck and sideboard; ``options`` are match
    options (options.py) for the series and every game of it; raises GameError."""
    problems = []
    exactly = option({"options": options or {}}, "sideboard_exactly_ten")
    for player, chosen in lists.items():
        for problem in deck_problems(chosen["deck"]) + sideboard_problems(chosen["deck"], chosen["sideboard"], exactly):
            problems.append(t("ultraman.series.player_problem", player=player, problem=problem))
    if best_of < 1 or best_of % 2 == 0:
        problems.append(t("ultraman.series.best_of", best_of=best_of))
    if problems:
        raise GameError("ultraman.series.invalid", problems="\n".join(problems))
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


def swap(series: dict, player: str, out: list[str], into: list[str]) -> None:
    """1.0.2b: deck cards ``out`` for sideboard cards ``into``, one for one; only between games of
    a series that is not over. Raises GameError and changes nothing on a bad swap."""
    if is_over(series):
        raise GameError("ultraman.series.over")
    if len(out) != len(into):
        raise GameError("ultraman.series.uneven_swap", out=len(out), into=len(into))
    current = series["current"][player]
    for cards, pile, key in ((out, current["deck"], "ultraman.series.not_in_deck"),
                             (into, current["sideboard"], "ultraman.series.not_in_sideboard")):  # fmt: skip
        missing = Counter(cards) - Counter(pile)
        if missing:
            raise GameError(key, cards="、".join(sorted(missing)))
    for card_id in out:
        current["deck"].remove(card_id)
        current["sideboard"].append(card_id)
    for card_id in into:
        current["sideboard"].remove(card_id)
        current["deck"].append(card_id)


def record_game(series: dict, winners: list[str], chooser: str) -> None:
    """A game's result (``winners`` empty for a draw) and who decided its first player."""
    series["games"].append({"winners": sorted(winners), "chooser": chooser})


def next_chooser(series: dict) -> str | None:
    """1.2.2a: None before game 1 (any method the players agree on: the engine draws one)."""
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
    """1.0.2c: the registered deck and sideboard, for the next series."""
    return {p: {k: list(v) for k, v in lists.items()} for p, lists in series["registered"].items()}
