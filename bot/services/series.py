"""Best-of-N matches (多局赛制): games of one series, played one after another by the same players.

The series data is the engine's (engine/core/series.py): registered and current decks and sideboards, and each game's winners and
chooser. A game whose ``plays_series`` is true can be played as a series; one whose
``parse_sideboard`` gives a list has a sideboard step between games (Ultraman 1.0.2b), the others
go straight on. From game 2 the previous loser decides who goes first, through the game's
``chooser`` option (Ultraman 1.2.2a, Lorcana 3.1.2, 三国智 103.2); game 1's chooser is drawn from the seed
(1.2.2: any method the players agree on).

One match model (migrations/0014_one_match.sql): every game belongs to a match, a row of
``series``, and a single game is the best-of-1 case, its own match ended with it in one transaction
(``MatchRepository.finish_match``). Each game is run by the match service (bot/services/matches.py),
which owns this service and imports this module, never the other way round (``Games``): it counts
each finished game of a best-of-N series (``record``, a finish listener, idempotent). Then the players sideboard (``swap``, empty for 不换) and ``next_game`` starts the
next game when everyone is done. Decks are
restored after the series (1.0.2c) by construction: the saved lists are never changed, only the
series' copy is.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

import orjson

import engine
from bot.messages import t
from bot.services.outcomes import AnswerOutcome, MatchHandle
from bot.services.timers import load_settings
from bot.storage.database import utcnow
from bot.storage.repositories import Match, MatchRepository, NewPlayer, SeriesMovedOn
from bot.storage.series import NewSeries, Series, SeriesRepository
from engine.core import series as rules

log = logging.getLogger(__name__)

BEST_OF_CHOICES = (1, 3, 5)  # 单局, 三局两胜, 五局三胜


class SeriesError(Exception):
    """A sideboard step or concession the service refuses; ``message`` is Chinese."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def open_series(game_id: str, series_id: str, decks: dict[str, list[str]], sideboards: dict[str, list[str] | None],
                best_of: int, seed: int) -> tuple[NewSeries, dict]:
    """A new series and the options of its game 1; raises SeriesError for a game that cannot be
    played best-of-N and for decks or sideboards its rules refuse (1.0.2a)."""
    check_format(game_id, best_of)
    # A sideboard brought is held to the rules (1.0.2a); None: the game has none, or the bot's AI
    # plays its preset without one (it never swaps). The decks passed their game's own checks.
    for player in decks:
        check_sideboard(game_id, decks[player], sideboards.get(player))
    lists = {p: {"deck": list(decks[p]), "sideboard": list(sideboards.get(p) or [])} for p in decks}
    data = rules.plain_series(lists, best_of)
    return NewSeries(series_id, game_id, best_of, data, seed), game_options(data, seed)


def single_game(game_id: str, match_id: str, seed: int) -> NewSeries:
    """The best-of-1 match of a single game (migrations/0014_one_match.sql): it has the game's own
    id and no between-games lists (the decks are the game's own)."""
    return NewSeries(match_id, game_id, 1, rules.plain_series({}, 1), seed)


def check_format(game_id: str, best_of: int) -> None:
    """Raise SeriesError unless the game can be played best-of-N and ``best_of`` is offered."""
    game = engine.get_game(game_id)
    if not game.plays_series:
        raise SeriesError(t("series.not_supported", game=game.name))
    if best_of not in BEST_OF_CHOICES[1:]:
        raise SeriesError(t("series.bad_best_of"))


def sideboard_problems(game_id: str, deck: list[str], sideboard: list[str] | None) -> list[str]:
    """What keeps a list from a best-of-N match of its game, in Chinese (its ``sideboard_problems``:
    Ultraman 1.0.2a, 三国智 100.3a); none for a game without sideboards."""
    return [] if sideboard is None else engine.get_game(game_id).sideboard_problems(deck, sideboard, {})


def check_sideboard(game_id: str, deck: list[str], sideboard: list[str] | None) -> None:
    """Raise SeriesError listing every ``sideboard_problems`` of one player's list."""
    problems = sideboard_problems(game_id, deck, sideboard)
    if problems:
        raise SeriesError(t("series.lists_invalid", problems="\n".join(problems)))


def game_options(data: dict, series_seed: int) -> dict:
    """The next game's options: its chooser (1.2.2a; game 1: drawn from the series seed)."""
    options = rules.game_options(data)
    if "chooser" not in options:
        options["chooser"] = random.Random(series_seed).choice(sorted(data["registered"]))
    return options


def game_seed(series_seed: int, number: int) -> int:
    return series_seed if number == 1 else random.Random(f"{series_seed}:{number}").getrandbits(48)


def chooser_of(game: Match) -> str:
    """Who decided the first player of a game of a series (its ``chooser`` option)."""
    return orjson.loads(game.options_json)["options"]["chooser"]


def has_sideboard(series: Series) -> bool:
    return any(lists["sideboard"] for lists in series.data["registered"].values())


def winner(series: Series) -> str | None:
    """The player who won the series (None while it goes on)."""
    players = sorted(series.data["registered"])
    if series.conceded_by is not None:
        return next(p for p in players if p != series.conceded_by)
    return next((p for p in players if rules.wins(series.data, p) >= wins_needed(series)), None)


def wins_needed(series: Series) -> int:
    return series.best_of // 2 + 1


def score(series: Series) -> tuple[dict[str, int], int]:
    """Games won per player and drawn games; a conceded series gives the winner the wins needed."""
    wins = {p: rules.wins(series.data, p) for p in sorted(series.data["registered"])}
    draws = sum(not game["winners"] for game in series.data["games"])
    if series.conceded_by is not None:
        champion = winner(series)
        wins[champion] = max(wins[champion], wins_needed(series))
    return wins, draws


def score_text(series: Series, names: dict[str, str]) -> str:
    wins, draws = score(series)
    first, second = sorted(wins)
    key = "series.score_with_draws" if draws else "series.score"
    return t(key, first=names[first], second=names[second], wins1=wins[first], wins2=wins[second], draws=draws)


@dataclass(frozen=True)
class SideboardLists:
    """A player's current deck and sideboard, for their own sideboard step only."""

    deck: list[str]
    sideboard: list[str]


class Games(Protocol):
    """What a series needs of the games it is played in: the match service (bot/services/matches.py),
    which owns the series service and depends on this module, never the other way round."""

    repo: MatchRepository
    finish_listeners: list[Callable[[str], Awaitable[object]]]

    async def get(self, match_id: str) -> Match | None: ...

    async def result(self, match_id: str) -> dict | None: ...

    async def act(self, match_id: str, player: str, action: str) -> AnswerOutcome: ...

    async def create(self, game: str, seats: Sequence[NewPlayer], decks: dict[str, list[str]], seed: int,
                     options: dict | None = None, *, guild_id: str | None, channel_id: str | None,
                     thread_id: str | None, series_game: tuple[str, int]) -> MatchHandle: ...


class SeriesService:
    def __init__(self, matches: Games, clock: Callable[[], datetime] = utcnow) -> None:
        self.matches = matches
        self.repo = SeriesRepository(matches.repo.conn, clock=clock)
        self._clock = clock
        # Called with the series id once a series is over (the league reports it, ratings count
        # it as one result); a failing listener is logged.
        self.finish_listeners: list[Callable[[str], Awaitable[object]]] = []
        matches.finish_listeners.append(self._game_finished)

    async def get(self, series_id: str) -> Series | None:
        return await self.repo.get(series_id)

    async def games(self, series_id: str) -> list[Match]:
        return await self.matches.repo.series_games(series_id)

    # ------------------------------------------------------------------ between games
    async def _game_finished(self, match_id: str) -> None:
        match = await self.matches.get(match_id)
        if match.best_of_n:  # a best-of-1 match ended with its game (MatchRepository.finish_match)
            await self.record(match)

    async def record(self, match: Match) -> Series | None:
        """Count the finished game ``match`` for its series: the series is then over, or waits
        for the sideboard steps (the default-answer delay runs). None when it was counted before."""
        series = await self.repo.get(match.series_id)
        result = await self.matches.result(match.id)
        if series is None or result is None or series.status != "playing" or series.games_played != match.series_game - 1:
            return None
        data = {**series.data, "games": list(series.data["games"])}
        rules.record_game(data, result["winners"], chooser_of(match))
        over = rules.is_over(data)
        deadline = None if over else self._clock() + (await load_settings(self.matches.repo.conn, match.guild_id)).default
        recorded = await self.repo.record_game(series.id, data, "finished" if over else "sideboarding", deadline)
        if recorded is not None and over:
            await self._finished(recorded.id)
        return recorded

    async def waiting_for(self, series: Series) -> list[str]:
        """Humans whose sideboard step is still open (the AI keeps its deck; no sideboard, no step)."""
        if series.status != "sideboarding" or not has_sideboard(series):
            return []
        humans = [f"p{s.seat}" for s in (await self.games(series.id))[-1].players if not s.is_ai]
        return [p for p in humans if p not in series.sideboarded]

    def lists(self, series: Series, player: str) -> SideboardLists:
        current = series.data["current"][player]
        return SideboardLists(list(current["deck"]), list(current["sideboard"]))

    async def swap(self, series_id: str, player: str, games_played: int, out: list[str], into: list[str]) -> Series:
        """Swap deck cards ``out`` for sideboard cards ``into`` (both may be empty: 不换; one for one
        where the game says so, Ultraman 1.0.2b) and finish the player's step. Raises SeriesError and changes nothing on a bad swap."""
        series = await self.repo.get(series_id)
        if series is None or series.games_played != games_played or player not in await self.waiting_for(series):
            raise SeriesError(t("series.step_over"))
        data = {**series.data, "current": {p: {k: list(v) for k, v in c.items()} for p, c in series.data["current"].items()}}
        try:
            rules.swap(data, series.game, player, out, into)
        except engine.GameError as error:
            raise SeriesError(error.message) from error
        updated = await self.repo.sideboarded(series_id, player, data["current"][player], games_played)
        if updated is None:
            raise SeriesError(t("series.step_over"))
        return updated

    async def next_game(self, series_id: str) -> MatchHandle | None:
        """Start the next game when every sideboard step is done; None when it is not time, or
        another task started it already."""
        series = await self.repo.get(series_id)
        if series is None or series.status != "sideboarding" or await self.waiting_for(series):
            return None
        last = (await self.games(series_id))[-1]
        number = series.games_played + 1
        seats = [NewPlayer(s.seat, s.user_id, s.deck_id, s.is_ai, s.ai_level) for s in last.players]
        try:
            return await self.matches.create(
                series.game, seats, rules.next_decks(series.data), game_seed(series.seed, number),
                game_options(series.data, series.seed), guild_id=last.guild_id, channel_id=last.channel_id,
                thread_id=last.thread_id, series_game=(series_id, number),
            )  # fmt: skip
        except SeriesMovedOn:
            return None

    # ------------------------------------------------------------------ conceding
    async def concede(self, series_id: str, player: str) -> tuple[Series, AnswerOutcome | None]:
        """``player`` concedes the whole series, and the game in progress if there is one (its
        outcome is returned for the front end to show). Raises SeriesError."""
        conceded = await self.repo.concede(series_id, player)
        if conceded is None:
            raise SeriesError(t("series.over"))
        games = await self.games(series_id)
        outcome = None
        if games and games[-1].status == "active":
            outcome = await self.matches.act(games[-1].id, player, "concede")
        await self._finished(series_id)
        return conceded, outcome

    async def _finished(self, series_id: str) -> None:
        for listener in self.finish_listeners:
            try:
                await listener(series_id)
            except Exception:
                log.exception("a series finish listener failed for series %s", series_id)
