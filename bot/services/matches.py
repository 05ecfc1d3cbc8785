"""The match service: engine matches persisted through ``MatchRepository``.

Engine player ids are ``"p1".."pN"`` for seats 1..N. Every accepted answer is stored with the new
snapshot and the next request id in one transaction (``record_answer``); the snapshot alone is
enough to continue a match after a restart, and ``replay_check`` rebuilds it from the seed, the
decks and the answer log.

Deck lists are private: they are kept in the match's ``options_json`` (the engine needs them to
replay) and never appear in anything this service returns. What it returns for a player is already
redacted for that player (``engine.view`` / ``engine.events_for`` / ``engine.ask_for``).

One asyncio lock per match serializes answers in this process; a double click is caught first by
the in-memory log of answered ``(request, seat)`` pairs and, should two writers ever race, by the
database's UNIQUE key (``DuplicateAnswer``). Several processes may answer the same match (issue
25): the cached state is used only while its version is the stored one (``Match.state_version``,
checked on the row ``get_match`` verified), and an answer worked out on a state another process
replaced meanwhile is refused by the database (``StaleMatch``) and worked out again on the stored
state, where it may have become a double answer or a stale button.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

import aiosqlite
import orjson

import engine
from bot.messages import t
from bot.services.outcomes import AnswerOutcome, MatchHandle
from bot.services.search_workers import SearchWorkers, searches
from bot.services.series import SeriesService, check_format, check_sideboard, open_series, single_game
from bot.services.timers import first_timer, load_settings
from bot.storage.database import utcnow
from bot.storage.repositories import (
    DuplicateAnswer,
    FinishedResult,
    Match,
    MatchRepository,
    NewPlayer,
    StaleMatch,
    TurnTimer,
)
from bot.storage.user_settings import UserSettingRepository
from engine.ai import decide_for
from engine.core import snapshot
from engine.core.stops import (
    DEFAULT_STOP_MODE,
    PRIORITY_KEY,
    STOP_MODES,
    auto_pass,
    pass_answer,
    pass_order_holds,
    passes_by_order,
    turn_number,
)

# How often an answer refused as worked out on a replaced state (StaleMatch) is worked out again:
# each retry starts from the state stored at that moment, so only a match answered faster than
# the retries run (other processes writing the match again and again) runs out of them.
STALE_RETRIES = 5

# The user setting holding a player's priority stops ("smart" or "every", engine/core/stops.py).
PRIORITY_STOPS = "match.priority_stops"

log = logging.getLogger(__name__)


class SeatInfo(Protocol):
    seat: int
    user_id: str | None
    deck_id: int | None
    is_ai: bool


def player_id(seat: int) -> str:
    return f"p{seat}"


def seat_of(player: object) -> int | None:
    """The seat of an engine player id (``"p2"`` -> 2), or None if it is not one."""
    if isinstance(player, str) and player.startswith("p") and player[1:].isdigit():
        return int(player[1:])
    return None


class MatchError(Exception):
    """A request the service cannot honour; ``message`` is Chinese catalog text."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        super().__init__(t(code, **params))

    @property
    def message(self) -> str:
        return str(self)


@dataclass
class _Live:
    """The cached latest state of one match and the (request, seat) pairs already answered."""

    state: dict
    answered: set[tuple[str, int]]


# How many matches keep their latest state in memory. The database holds every state (and another
# process may change it: _load checks the version), so the state of a match no one played lately
# is dropped, and read again from its snapshot at its next answer (issue 25: a live match costs
# its row, not its whole state, in each process).
LIVE_STATES = 256


class _LiveStates(OrderedDict[str, _Live]):
    """The cached states of the ``limit`` matches played most recently."""

    def __init__(self, limit: int = LIVE_STATES) -> None:
        super().__init__()
        self.limit = limit

    def get(self, match_id: str, default: _Live | None = None) -> _Live | None:
        live = super().get(match_id, default)
        if match_id in self:
            self.move_to_end(match_id)
        return live

    def __setitem__(self, match_id: str, live: _Live) -> None:
        super().__setitem__(match_id, live)
        self.move_to_end(match_id)
        while len(self) > self.limit:
            self.popitem(last=False)


class MatchService:
    def __init__(
        self,
        conn: aiosqlite.Connection,
        clock: Callable[[], datetime] = utcnow,
        new_id: Callable[[], str] = lambda: uuid.uuid4().hex,
        search_workers: SearchWorkers | None = None,
    ) -> None:
        self.repo = MatchRepository(conn, clock=clock)
        self._clock = clock
        self._new_id = new_id
        # By match; a lock lives while someone holds or awaits it (no entry stays for every match).
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        self._live = _LiveStates()
        self.user_settings = UserSettingRepository(conn)
        # Called with the match id after a match's result is recorded (e.g. the league feeds
        # pairings and ratings from it); a failing listener is logged and does not undo the answer.
        self.finish_listeners: list[Callable[[str], Awaitable[object]]] = []
        self.series = SeriesService(self, clock=clock)  # counts games of best-of-N series first
        self.search_workers = search_workers  # None: a search runs on the loop's thread (tests, tools)

    def lock(self, match_id: str) -> asyncio.Lock:
        lock = self._locks.get(match_id)
        if lock is None:
            lock = self._locks[match_id] = asyncio.Lock()
        return lock

    # ------------------------------------------------------------------ creating
    async def create(
        self,
        game: str,
        seats: Sequence[SeatInfo],
        decks: dict[str, list[str]],
        seed: int,
        options: dict | None = None,
        *,
        guild_id: str | None = None,
        channel_id: str | None = None,
        thread_id: str | None = None,
        best_of: int = 1,
        sideboards: dict[str, list[str] | None] | None = None,
        series_game: tuple[str, int] | None = None,
    ) -> MatchHandle:
        """Start an engine match and store it (status "active") with its first snapshot.

        With ``best_of`` above 1 it is game 1 of a new series (bot/services/series.py) with the
        players' ``sideboards``; ``series_game`` (series id, number) makes it a later game of one;
        else it is the one game of its own best-of-1 match.
        Raises ``MatchError`` for bad seats or decks, ``SeriesError`` for a series the rules refuse
        and ``engine.GameError`` (Chinese message) when the engine refuses the match (unknown game,
        player count, a deck it cannot use).
        """
        numbers = sorted(s.seat for s in seats)
        if numbers != list(range(1, len(seats) + 1)):
            raise MatchError("match.bad_seats", count=len(seats), seats="、".join(map(str, numbers)))
        players = [player_id(n) for n in numbers]
        if sorted(decks) != players:
            raise MatchError("match.bad_decks", expected="、".join(players), given="、".join(sorted(decks)))
        definition = engine.get_game(game)
        decks = {p: list(decks[p]) for p in players}
        options = dict(options or {})
        new_series = None  # the next game of a series joins it
        if best_of > 1:
            new_series, options = open_series(game, self._new_id(), decks, sideboards or {}, best_of, seed)
        match_id = self._new_id()
        if best_of == 1 and series_game is None:
            new_series = single_game(game, match_id, seed)
        state, events, request = engine.start(game, players, decks, seed, options)
        stored = {"players": players, "decks": decks, "options": options}
        new_players = [
            NewPlayer(seat=s.seat, user_id=s.user_id, deck_id=getattr(s, "deck_id", None), is_ai=s.is_ai,
                      ai_level=getattr(s, "ai_level", None))
            for s in sorted(seats, key=lambda s: s.seat)
        ]
        await self.repo.create_match(
            match_id,
            game,
            definition.engine_version,
            seed,
            new_players,
            status="active",
            options_json=orjson.dumps(stored).decode(),
            guild_id=guild_id,
            channel_id=channel_id,
            thread_id=thread_id,
            current_request_id=request["id"] if request else None,
            timer=await self._timer_for(new_players, guild_id, state, None, None),
            state_version=state["version"],
            state_json=snapshot.dump(state).decode(),
            new_series=new_series,
            series_game=series_game,
        )
        self._live[match_id] = _Live(state, set())
        if state["result"] is not None:
            await self._finish(match_id, state, await self.repo.get_match(match_id))
        return _handle(match_id, game, state, events)

    # ------------------------------------------------------------------ challenges
    async def propose(
        self,
        game: str,
        seats: Sequence[SeatInfo],
        decks: dict[str, list[str]],
        seed: int,
        *,
        guild_id: str | None = None,
        channel_id: str | None = None,
        best_of: int = 1,
        sideboards: dict[str, list[str] | None] | None = None,
        options: dict | None = None,
    ) -> Match:
        """Store a challenge: a pending match holding the decks chosen so far (the challenger's),
        the engine ``options`` (a variant, teams) and for a best-of-N match the sideboards.
        ``accept`` starts it once every seat has a deck. Raises SeriesError for a sideboard the
        rules refuse and MatchError for a deck the match's variant refuses."""
        engine.get_game(game)  # an unknown or unavailable game fails before anything is stored
        players = [player_id(s.seat) for s in sorted(seats, key=lambda s: s.seat)]
        options = dict(options or {})
        for deck in decks.values():
            check_deck(game, deck, options)
        stored = {"players": players, "decks": {p: list(c) for p, c in decks.items()}, "options": options}
        if best_of > 1:
            check_format(game, best_of)
            sideboards = dict(sideboards or {})
            for player, deck in decks.items():
                check_sideboard(game, deck, sideboards.get(player))
            stored["series"] = {"best_of": best_of, "sideboards": sideboards}
        match_id = self._new_id()
        new_players = [NewPlayer(seat=s.seat, user_id=s.user_id, deck_id=None, is_ai=s.is_ai) for s in seats]
        return await self.repo.create_match(
            match_id, game, engine.get_game(game).engine_version, seed, new_players,
            status="pending", options_json=orjson.dumps(stored).decode(), guild_id=guild_id, channel_id=channel_id,
        )  # fmt: skip

    async def accept(
        self, match_id: str, player: str, deck: list[str], sideboard: list[str] | None = None
    ) -> MatchHandle | None:
        """Give ``player`` their deck (and sideboard, for a series); when every seat has one, start
        the match, else keep the deck and return None (a challenge of three or more waits for
        everyone). Raises MatchError (``match.not_pending``) if the challenge was already
        accepted, declined or withdrawn, ``challenge.already_accepted`` for a second deck of one
        player or a deck the match's variant refuses (a Commander deck, 903.5), and SeriesError
        for a series the rules refuse."""
        async with self.lock(match_id):
            match = await self.repo.get_match(match_id)
            if match is None:
                raise MatchError("match.unknown", match_id=match_id)
            if match.status != "pending":
                raise MatchError("match.not_pending")
            stored = orjson.loads(match.options_json)
            if player in stored["decks"]:
                raise MatchError("challenge.already_accepted")
            check_deck(match.game, deck, stored["options"])
            decks = stored["decks"] = {**stored["decks"], player: list(deck)}
            if "series" in stored:
                stored["series"]["sideboards"][player] = sideboard
            if len(decks) < len(stored["players"]):
                if not await self.repo.keep_pending_options(match_id, orjson.dumps(stored).decode()):
                    raise MatchError("match.not_pending")
                return None
            new_series = single_game(match.game, match_id, match.seed)
            if "series" in stored:
                series = stored.pop("series")
                new_series, stored["options"] = open_series(
                    match.game, self._new_id(), decks, series["sideboards"], series["best_of"], match.seed
                )
            state, events, request = engine.start(match.game, stored["players"], decks, match.seed, stored["options"])
            timer = await self._timer_for(match.players, match.guild_id, state, None, None)
            started = await self.repo.activate_match(
                match_id, orjson.dumps(stored).decode(), request["id"] if request else None,
                state["version"], snapshot.dump(state).decode(), timer, new_series,
            )  # fmt: skip
            if not started:
                raise MatchError("match.not_pending")
            self._live[match_id] = _Live(state, set())
            return _handle(match_id, match.game, state, events)

    @staticmethod
    def accepted(match: Match) -> list[str]:
        """The players of a pending challenge who have given their deck (the challenger first)."""
        return sorted(orjson.loads(match.options_json)["decks"], key=seat_of)

    async def decline(self, match_id: str) -> bool:
        """Withdraw a pending challenge; False if it is no longer pending."""
        return await self.repo.abort_match(match_id)

    async def get(self, match_id: str) -> Match | None:
        return await self.repo.get_match(match_id)

    async def match_in_thread(self, thread_id: str) -> Match | None:
        """The match played in a thread (any status), for commands used inside it."""
        return await self.repo.match_in_thread(thread_id)

    async def matches_of_user(self, user_id: str, statuses: Sequence[str] = ("pending", "active")) -> list[Match]:
        return await self.repo.matches_of_user(user_id, statuses)

    # ------------------------------------------------------------------ answering
    async def answer(
        self, match_id: str, player: str, request_id: str, choice: list[str], *, by_timer: bool = False
    ) -> AnswerOutcome:
        """Apply ``player``'s answer to ``request_id``. Rejections change nothing. ``by_timer``: the
        turn timer answers for an absent player (their forfeit delay keeps running)."""
        answer = {"request": request_id, "player": player, "choice": choice}
        return await self._apply(match_id, player, request_id, answer, by_timer)

    async def act(self, match_id: str, player: str, action: str, *, by_timer: bool = False) -> AnswerOutcome:
        """A match action outside the request: ``"concede"`` or ``"agree_draw"`` (logged like an
        answer, see engine/core/match_actions.py)."""
        return await self._apply(match_id, player, f"action:{action}", {"action": action, "player": player}, by_timer)

    async def _apply(self, match_id: str, player: str, request_key: str, answer: dict, by_timer: bool) -> AnswerOutcome:
        async with self.lock(match_id):  # readers never see a request the stops are about to pass
            outcome = await self._apply_locked(match_id, player, request_key, answer, by_timer)
            if outcome.accepted:
                outcome = await self._pass_outside_stops(match_id, outcome)
        if outcome.accepted and outcome.finished:
            for listener in self.finish_listeners:
                try:
                    await listener(match_id)
                except Exception:
                    log.exception("a finish listener failed for match %s", match_id)
        return outcome

    async def _apply_locked(
        self, match_id: str, player: str, request_key: str, answer: dict, by_timer: bool
    ) -> AnswerOutcome:
        """One answer, applied and recorded; the caller holds the match's lock. Another process
        may record an answer between our reading the match and our writing: then the answer is
        worked out again on the state it stored."""
        for _ in range(STALE_RETRIES):
            try:
                return await self._apply_once(match_id, player, request_key, answer, by_timer)
            except StaleMatch:
                self._live.pop(match_id, None)
        log.warning("match %s: answers of other processes kept replacing the state; %s's answer refused", match_id, player)
        return _rejected("table.stale")

    async def _apply_once(
        self, match_id: str, player: str, request_key: str, answer: dict, by_timer: bool
    ) -> AnswerOutcome:
        match = await self.repo.get_match(match_id)
        if match is None:
            return _rejected("match.unknown", match_id=match_id)
        live = await self._load(match)
        seat = seat_of(player)
        if seat is not None and (request_key, seat) in live.answered:
            return _duplicate(request_key)
        if live.state["result"] is not None or match.status == "finished":
            await self._finish(match_id, live.state, match)  # heals a crash before finishing
            return _rejected("match.finished")
        if match.status != "active":
            return _rejected("match.not_active")
        try:
            state, events, request = engine.advance(live.state, answer)
        except engine.AnswerError as error:
            return AnswerOutcome(accepted=False, message=error.message, code=error.code)
        # The engine accepted it, so `player` is one of the match's player ids.
        seat = seat_of(player)
        finished = _finished_result(state, match) if state["result"] is not None else None
        active_seat = None if by_timer else seat
        previous = live.state["request"]["id"] if live.state["request"] else None
        if request is not None and request["id"] == previous and match.timer is not None:
            timer = match.timer  # a simultaneous request still waits on others: same clock
        else:
            timer = await self._timer_for(match.players, match.guild_id, state, active_seat, self._clock())
        try:
            seq = await self.repo.record_answer(
                match_id,
                request_key,
                seat,
                orjson.dumps(answer).decode(),
                state["version"],
                snapshot.dump(state).decode(),
                request["id"] if request else None,
                timer,  # the next request's turn timer, in the same transaction
                finished,  # and so is the result of the last answer
                answered_version=live.state["version"],  # StaleMatch if another process answered first
                active_seat=active_seat,
            )
        except DuplicateAnswer:
            self._live.pop(match_id, None)  # someone else wrote this match: reload next time
            return _duplicate(request_key)
        except BaseException:
            self._live.pop(match_id, None)
            raise
        live.state = state
        live.answered.add((request_key, seat))
        players = state["seats"]
        return AnswerOutcome(
            accepted=True,
            events={p: engine.events_for(events, p) for p in players},
            spectator_events=engine.events_for(events, None),
            request_id=request["id"] if request else None,
            pending=_pending(state),
            result=state["result"],
            seq=seq,
            first_seq=seq,
        )

    async def _pass_outside_stops(self, match_id: str, outcome: AnswerOutcome) -> AnswerOutcome:
        """Pass priority for each human whose stops (engine/core/stops.py, a user setting) do not
        include the request now pending, as often as that happens; every pass is logged like his
        own answer. The returned outcome carries the events of all of them."""
        while outcome.pending and not outcome.finished:
            live, match = self._live.get(match_id), await self.repo.get_match(match_id)
            if live is None or match is None:
                return outcome
            state, game = live.state, engine.get_game(match.game)
            humans = {player_id(p.seat): p for p in match.players if not p.is_ai and p.user_id}
            passing = []
            for player in state["request"]["pending"]:
                seat = humans.get(player)
                if seat is None:
                    continue
                order, given_in_turn = seat.pass_order, seat.pass_order_turn
                if order is not None and not pass_order_holds(state, player, order, given_in_turn):
                    await self.repo.set_pass_order(match_id, seat.seat, None)  # it ran out: asked again
                    order = None
                if passes_by_order(state, player, order, given_in_turn) or auto_pass(game, state, player, await self.stop_mode(seat.user_id)):
                    passing.append(player)
            if not passing:
                return outcome
            answer = pass_answer(state, passing[0])
            # Not the player's own doing: his forfeit clock keeps running, as with a timer default.
            nxt = await self._apply_locked(match_id, passing[0], answer["request"], answer, by_timer=True)
            if not nxt.accepted:
                return outcome
            outcome = nxt.after(outcome)
        return outcome

    async def stop_mode(self, user_id: str) -> str:
        mode = await self.user_settings.get(user_id, PRIORITY_STOPS)
        return mode if mode in STOP_MODES else DEFAULT_STOP_MODE

    async def set_stop_mode(self, user_id: str, mode: str) -> None:
        await self.user_settings.set(user_id, PRIORITY_STOPS, mode)

    # ------------------------------------------------------------------ reading
    async def view(self, match_id: str, viewer: str | None) -> dict:
        """``engine.view`` of the latest state for ``viewer`` (a player id, or None: spectator)."""
        return engine.view(await self._state(match_id), viewer)

    async def give_pass_order(self, match_id: str, seat: int, order: str | None) -> None:
        """Record a standing pass order (engine/core/stops.py) with the turn it is given in, or
        cancel it (``None``)."""
        given_in_turn = turn_number(await self._state(match_id)) if order is not None else None
        await self.repo.set_pass_order(match_id, seat, order, given_in_turn)

    async def decide(self, match_id: str, player: str, agent) -> list[str]:
        """``agent``'s answer to ``player``'s pending ask (``engine.ai.decide_for``: from that
        player's view; a search agent searches worlds dealt from it), on a copy of the state.

        A search runs in a worker process (``search_workers``, when the service has them), so it
        does not hold the bot; other agents answer in milliseconds, on the event loop's thread.
        Never in a worker thread: the engine is not thread-safe (Lorcana's ``memo.current`` and
        隐秘世界's fixed-sources caches are module globals), and a search interleaved with another
        match's answer could leave one thread reading the other's remembered values."""
        state = snapshot.copy(await self._state(match_id))
        if self.search_workers is not None and searches(agent):
            return await self.search_workers.decide(agent, state, player)
        return decide_for(agent, state, player)

    async def is_priority(self, match_id: str) -> bool:
        """Whether the pending request is a priority request (engine/core/priority.py)."""
        request = (await self._state(match_id))["request"]
        return request is not None and request["key"] == PRIORITY_KEY

    async def pending(self, match_id: str) -> dict[str, dict] | None:
        """Each pending player's flat ask, or None when the match is over."""
        return _pending(await self._state(match_id))

    async def in_game(self, match_id: str) -> list[str]:
        """The players still in the game (those who conceded or lost a game of three or more have
        left it), in seat order."""
        return list((await self._state(match_id))["seats"])

    async def result(self, match_id: str) -> dict | None:
        return (await self._state(match_id))["result"]

    async def public_events(self, match_id: str) -> list[dict]:
        """Every event of the match so far in its spectator form (for the full log)."""
        return (await self.public_events_since(match_id, None))[0]

    async def public_events_since(self, match_id: str, seq: int | None) -> tuple[list[dict], int]:
        """The spectator form of the events after answer ``seq`` (None: the opening events too),
        and the sequence number of the last answer: a replay of the answer log, since events are
        not stored."""
        match = await self.repo.get_match(match_id)
        if match is None:
            raise MatchError("match.unknown", match_id=match_id)
        stored = orjson.loads(match.options_json)
        state, events, _ = engine.start(match.game, stored["players"], stored["decks"], match.seed, stored["options"])
        public = engine.events_for(events, None) if seq is None else []
        last = 0
        for answer in await self.repo.answers(match_id):
            new_events, _ = engine.advance_in_place(state, orjson.loads(answer.answer_json))
            if seq is None or answer.seq > seq:
                public.extend(engine.events_for(new_events, None))
            last = answer.seq
        return public, last

    async def replay_check(self, match_id: str) -> bool:
        """Rebuild the match from seed, decks and answer log; True if it equals the stored snapshot."""
        match = await self.repo.get_match(match_id)
        if match is None:
            raise MatchError("match.unknown", match_id=match_id)
        rebuilt = await self._rebuilt(match)
        saved = await self.repo.load_snapshot(match_id)
        return saved is not None and snapshot.dump(rebuilt) == saved.state_json.encode()

    async def _rebuilt(self, match: Match) -> dict:
        """The match played again from its seed, decks and answer log by today's engine."""
        stored = orjson.loads(match.options_json)
        answers = [orjson.loads(a.answer_json) for a in await self.repo.answers(match.id)]
        return engine.replay(match.game, stored["players"], stored["decks"], match.seed, stored["options"], answers)

    async def _upgraded(self, match: Match, saved: dict) -> dict:
        """A match saved by an older engine (``engine_version``; a game bumps it when what its
        snapshots hold or its rules change): today's engine may lay out its state differently, so
        the state is rebuilt from the answer log and stored. If today's rules no longer take the
        log, or the rebuilt match waits on another request than the players' buttons name, the
        saved snapshot is kept as it was. Lock held."""
        game = engine.get_game(match.game)
        try:
            rebuilt = await self._rebuilt(match)
        except Exception:  # an answer today's rules refuse: the old snapshot is the best there is
            log.warning("match %s: the %s engine %s cannot replay it; keeping its snapshot", match.id, game.id,
                        game.engine_version, exc_info=True)  # fmt: skip
            return saved
        request_id = rebuilt["request"]["id"] if rebuilt["request"] else None
        if request_id != match.current_request_id or rebuilt["result"] != saved["result"]:
            log.warning("match %s: the %s engine %s replays it differently; keeping its snapshot", match.id, game.id, game.engine_version)
            return saved
        await self.repo.upgrade_engine(match.id, game.engine_version, rebuilt["version"], snapshot.dump(rebuilt).decode())
        log.info("match %s: rebuilt by the %s engine %s", match.id, game.id, game.engine_version)
        return rebuilt

    # ------------------------------------------------------------------ helpers
    async def _timer_for(
        self, players: Sequence, guild_id: str | None, state: dict, active_seat: int | None, now: datetime | None
    ) -> TurnTimer | None:
        """The turn timer of the state's request: runs only while a human must decide."""
        request = state["request"]
        if request is None or state["result"] is not None:
            return None
        humans = {p.seat: p for p in players if not p.is_ai}
        waiting = [seat_of(p) for p in request["pending"] if seat_of(p) in humans]
        if not waiting:
            return None
        now = now or self._clock()
        last_active = min(
            now if seat == active_seat else (getattr(humans[seat], "last_active_at", None) or now) for seat in waiting
        )
        return first_timer(now, last_active, await load_settings(self.repo.conn, guild_id))

    async def _state(self, match_id: str) -> dict:
        async with self.lock(match_id):
            match = await self.repo.get_match(match_id)
            if match is None:
                raise MatchError("match.unknown", match_id=match_id)
            return (await self._load(match)).state

    async def _load(self, match: Match) -> _Live:
        """The cached state, (re)loaded from the database when missing or when another process
        stored another state (``match`` is the row ``get_match`` just checked). Lock held."""
        live = self._live.get(match.id)
        if live is not None and live.state["version"] == match.state_version:
            return live
        saved = await self.repo.load_snapshot(match.id)
        if saved is None:
            raise MatchError("match.unknown", match_id=match.id)
        state = snapshot.load(saved.state_json)
        if match.engine_version != engine.get_game(match.game).engine_version:
            state = await self._upgraded(match, state)
        answered = {(a.request_id, a.player) for a in await self.repo.answers(match.id)}
        live = self._live[match.id] = _Live(state, answered)
        return live

    async def _finish(self, match_id: str, state: dict, match: Match | None) -> None:
        """Record the result of a finished game (idempotent); heals matches stored before results
        were written with their last answer."""
        if match is not None and match.status == "finished":
            return
        finished = _finished_result(state, match)
        await self.repo.finish_match(match_id, finished.result_json, finished.winner_ids_json, finished.game_wins_json)


def check_deck(game: str, deck: list[str], options: dict) -> None:
    """Raise MatchError (``challenge.deck_refused``, Chinese) when the match's variant refuses
    one player's ``deck`` (e.g. a Commander deck, 903.5): when the deck is given, not when the last
    player accepts."""
    problems = engine.get_game(game).deck_problems(deck, options)
    if problems:
        raise MatchError("challenge.deck_refused", problems="\n".join(problems))


def _finished_result(state: dict, match: Match | None) -> FinishedResult:
    result = state["result"]
    users = {player_id(p.seat): p.user_id for p in match.players} if match else {}
    winners = [users.get(p) for p in result["winners"]]
    game_wins = {p: int(p in result["winners"]) for p in state["seats"]}
    return FinishedResult(orjson.dumps(result).decode(), orjson.dumps(winners).decode(), orjson.dumps(game_wins).decode())


def _handle(match_id: str, game: str, state: dict, events: list[dict]) -> MatchHandle:
    players = list(state["seats"])
    return MatchHandle(
        id=match_id,
        game=game,
        players={seat_of(p): p for p in players},
        request_id=state["request"]["id"] if state["request"] else None,
        pending=_pending(state),
        events={p: engine.events_for(events, p) for p in players},
        spectator_events=engine.events_for(events, None),
        result=state["result"],
    )


def _pending(state: dict) -> dict[str, dict] | None:
    request = state["request"]
    if state["result"] is not None or request is None:
        return None
    return {p: engine.ask_for(request, p) for p in request["pending"]}


def _rejected(code: str, **params: object) -> AnswerOutcome:
    return AnswerOutcome(accepted=False, message=t(code, **params), code=code)


def _duplicate(request_key: str) -> AnswerOutcome:
    """A seat's second answer to one request, or its second resignation or draw agreement."""
    action = request_key.removeprefix("action:")
    return _rejected(f"match.duplicate_{action}" if action != request_key else "match.duplicate")
