"""The league service: events, registration, rounds, results, standings, top cut and the end.

Decisions live here (what is allowed when, who may do what to a result); storage is
bot/storage/league.py and the pure parts are their own modules (swiss, standings, top_cut,
reporting, glicko2, export). Every refusal is a LeagueError with a Chinese message, and a refused
call changes nothing.

Bot matches feed the league through ``on_match_finished(match_id)``, which the match service calls
for every finished match (``MatchService.finish_listeners``): a single game played for a pairing
(a BO1 event) is its result, and any other single game between two members of a server is a
casual rated match for the ratings. A best-of-N series (bot/services/series.py) counts once, when
it is over (``on_series_finished``, a ``SeriesService.finish_listeners`` hook): a BO3 pairing
played in the bot is one series and gets the series score; a casual series is one rated result.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

import aiosqlite

import engine
from bot.services.decks import DeckError, parse, sideboard
from bot.services.league import reporting, swiss, top_cut
from bot.services.league.errors import LeagueError
from bot.services.league.ratings import RatingService
from bot.services.league.reporting import ResultChange, Score
from bot.services.league.standings import RoundResult, Standing, compute_standings
from bot.services.matches import MatchService
from bot.services.outcomes import MatchHandle
from bot.services.series import score, sideboard_problems
from bot.storage.catalog import CatalogRepository
from bot.storage.database import utcnow
from bot.storage.league import Event, LeagueRepository, NewEvent, NewPairing, Pairing, Registration, Round
from bot.storage.repositories import NewPlayer

MAX_NAME_LENGTH = 60
MAX_ROUND_MINUTES = 60 * 24 * 14  # a league round may last two weeks
ACTIVE_STATUSES = ("registration", "running", "top_cut")
BYE_SCORE = (2, 0)  # a bye is a 2-0 win (bot/services/league/standings.py)
MISSED_SCORE = (0, 2)  # a late entrant's round before joining: a 0-2 loss


@dataclass(frozen=True)
class PairedRound:
    round: Round
    pairings: list[Pairing]


@dataclass(frozen=True)
class ResultUpdate:
    """A pairing after a result action; ``final`` when it now counts for standings."""

    pairing: Pairing
    final: bool


@dataclass(frozen=True)
class Placing:
    """One line of the final standings: the place (playoff first, then Swiss order), the Swiss
    standing, how far the player went (top_cut.stage_reached) and the round they dropped after."""

    place: int
    standing: Standing
    stage: str
    dropped_after: int | None


class LeagueService:
    def __init__(
        self,
        conn: aiosqlite.Connection,
        matches: MatchService | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.repo = LeagueRepository(conn, clock)
        self.catalog = CatalogRepository(conn)
        self.ratings = RatingService(conn, clock)
        self.matches = matches
        self.clock = clock

    # ------------------------------------------------------------------ events
    async def create_event(self, new: NewEvent) -> Event:
        engine.get_game(new.game)  # GameError (Chinese) for an unknown or unavailable game
        name = new.name.strip()
        if not name or len(name) > MAX_NAME_LENGTH:
            raise LeagueError("league.bad_name", limit=MAX_NAME_LENGTH)
        if new.best_of not in (1, 3):
            raise LeagueError("league.bad_best_of")
        if new.top_cut not in (0, *top_cut.SIZES):
            raise LeagueError("league.bad_top_cut")
        if not 1 <= new.round_minutes <= MAX_ROUND_MINUTES:
            raise LeagueError("league.bad_round_minutes", limit=MAX_ROUND_MINUTES)
        return await self.repo.create_event(
            NewEvent(**{**new.__dict__, "name": name, "format": new.format.strip(), "schedule": new.schedule.strip()})
        )

    async def event(self, event_id: int) -> Event:
        event = await self.repo.get_event(event_id)
        if event is None:
            raise LeagueError("league.unknown_event", event_id=event_id)
        return event

    async def event_in(self, guild_id: str, event_id: int) -> Event:
        """The event if it belongs to ``guild_id``. Another server's event is refused as unknown: an
        id from a forged custom id or command option must not reach it."""
        event = await self.event(event_id)
        if event.guild_id != guild_id:
            raise LeagueError("league.unknown_event", event_id=event_id)
        return event

    async def pairing_in(self, guild_id: str, pairing_id: int) -> tuple[Pairing, Event]:
        """The pairing and its event if the event belongs to ``guild_id``, else refused as unknown."""
        pairing = await self.pairing(pairing_id)
        event = await self.event(pairing.event_id)
        if event.guild_id != guild_id:
            raise LeagueError("league.unknown_pairing")
        return pairing, event

    async def events(self, guild_id: str, active_only: bool = True) -> list[Event]:
        if active_only:
            return await self.repo.events_of_guild(guild_id, ACTIVE_STATUSES)
        return await self.repo.events_of_guild(guild_id)

    async def registrations(self, event_id: int) -> list[Registration]:
        return await self.repo.registrations(event_id)

    async def names(self, event_id: int) -> dict[str, str]:
        return {r.user_id: r.display_name for r in await self.repo.registrations(event_id)}

    # ------------------------------------------------------------------ registration
    async def register(self, event_id: int, user_id: str, display_name: str, deck_text: str | None = None) -> Registration:
        """Sign up; while the event runs (Swiss rounds) this is a late entry, which needs a deck
        list and takes a loss for every round already paired."""
        event = await self.event(event_id)
        existing = await self.repo.get_registration(event_id, user_id)
        if existing is not None and not existing.dropped:
            raise LeagueError("league.already_registered")
        if event.status == "registration":
            if deck_text is not None:
                await self._check_deck(event, deck_text)
            registration = await self.repo.register(event_id, user_id, display_name)
            if deck_text is not None:
                await self.repo.set_deck(event_id, user_id, deck_text.strip())
                registration = await self.repo.get_registration(event_id, user_id)
            return registration
        if event.status != "running" or existing is not None:
            raise LeagueError("league.registration_closed")
        if deck_text is None:
            raise LeagueError("league.late_entry_needs_deck")
        await self._check_deck(event, deck_text)
        rounds = await self.repo.rounds(event_id)
        tables = {}
        for pairing in await self.repo.pairings(event_id):
            tables[pairing.round_number] = max(tables.get(pairing.round_number, 0), pairing.table_number)
        missed = [
            (r.number, NewPairing(tables.get(r.number, 0) + 1, "missed", user_id, None, *MISSED_SCORE)) for r in rounds
        ]
        return await self.repo.register_late(event_id, user_id, display_name, deck_text.strip(), len(rounds) + 1, missed)

    async def submit_deck(self, event_id: int, user_id: str, deck_text: str) -> int:
        """Register or change the player's list (until the event starts); returns the card count."""
        event = await self.event(event_id)
        registration = await self._registration(event_id, user_id)
        if event.status != "registration" or registration.dropped:
            raise LeagueError("league.deck_locked")
        cards = await self._check_deck(event, deck_text)
        await self.repo.set_deck(event_id, user_id, deck_text.strip())
        return len(cards)

    async def _check_deck(self, event: Event, deck_text: str) -> list[str]:
        """The list's deck, read against the game's imported catalog when there is one (players
        register the decks they own, implemented in the bot or not), else against the implemented
        cards; a BO3 event's list also needs the game's sideboard, if it has one."""
        try:
            cards = parse(event.game, deck_text, await self.catalog.records(event.game) or None)
        except DeckError as error:
            raise LeagueError("league.deck_invalid", problems=error.message) from error
        problems = sideboard_problems(event.game, cards, sideboard(event.game, deck_text)) if event.best_of > 1 else []
        if problems:
            raise LeagueError("league.deck_invalid", problems="\n".join(problems))
        return cards

    async def deck_list(self, event_id: int, user_id: str, viewer_id: str, viewer_is_organizer: bool) -> str:
        """A registered list: for its owner and the TO always, for everyone once the event ended."""
        event = await self.event(event_id)
        registration = await self._registration(event_id, user_id)
        if viewer_id != user_id and not viewer_is_organizer and event.status != "finished":
            raise LeagueError("league.deck_hidden")
        if not registration.deck_list:
            raise LeagueError("league.no_deck", name=registration.display_name)
        return registration.deck_list

    async def check_in(self, event_id: int, user_id: str) -> Registration:
        event = await self.event(event_id)
        registration = await self._registration(event_id, user_id)
        if event.status != "registration":
            raise LeagueError("league.check_in_closed")
        if not registration.deck_list:
            raise LeagueError("league.check_in_needs_deck")
        await self.repo.set_checked_in(event_id, user_id, True)
        return await self.repo.get_registration(event_id, user_id)

    async def drop(self, event_id: int, user_id: str, by: str) -> Registration | None:
        """Leave the event: before it starts the registration is removed (None is returned); once
        it runs the player is not paired again and keeps their results."""
        event = await self.event(event_id)
        registration = await self._registration(event_id, user_id)
        if registration.dropped:
            raise LeagueError("league.already_dropped")
        if event.status == "finished":
            raise LeagueError("league.event_finished")
        if event.status == "registration":
            await self.repo.withdraw(event_id, user_id)
            return None
        await self.repo.drop(event_id, [user_id], len(await self.repo.rounds(event_id)), by)
        return await self.repo.get_registration(event_id, user_id)

    async def _registration(self, event_id: int, user_id: str) -> Registration:
        registration = await self.repo.get_registration(event_id, user_id)
        if registration is None:
            raise LeagueError("league.not_registered")
        return registration

    # ------------------------------------------------------------------ starting and pairing
    async def start(self, event_id: int) -> list[Registration]:
        """Close registration. Players who did not check in are dropped; returns them."""
        event = await self.event(event_id)
        if event.status != "registration":
            raise LeagueError("league.already_started")
        registrations = await self.repo.registrations(event_id)
        ready = [r for r in registrations if r.checked_in and r.deck_list]
        if len(ready) < 2:
            raise LeagueError("league.not_enough_players", count=len(ready))
        absent = [r for r in registrations if r not in ready]
        await self.repo.drop(event_id, [r.user_id for r in absent], 0, "not_checked_in")
        await self.repo.set_event_status(event_id, "running")
        return absent

    async def pair_next_round(self, event_id: int) -> PairedRound:
        """Pair the next Swiss round, or the next top-cut round once the cut began."""
        event = await self.event(event_id)
        rounds = await self.repo.rounds(event_id)
        await self._check_round_finished(event_id, rounds)
        number = len(rounds) + 1
        if event.status == "top_cut":
            return await self._pair_top_cut_round(event, number, rounds)
        if event.status != "running":
            raise LeagueError("league.not_running")
        pairings = await self._swiss_pairings(event, number, shuffle_seed=None)
        deadline = self.clock() + timedelta(minutes=event.round_minutes)
        round_ = await self.repo.add_round(event_id, number, "swiss", deadline, pairings)
        return PairedRound(round_, await self.repo.pairings(event_id, number))

    async def repair_round(self, event_id: int) -> PairedRound:
        """A TO pairs the current Swiss round again (after a drop, a late entry or a mistake),
        allowed only while no result of it came in and no game of it is being played."""
        event = await self.event(event_id)
        rounds = await self.repo.rounds(event_id)
        if event.status != "running" or not rounds or rounds[-1].stage != "swiss":
            raise LeagueError("league.nothing_to_repair")
        current = rounds[-1]
        for pairing in await self.repo.pairings(event_id, current.number):
            if pairing.kind == "match" and (pairing.status != "pending" or pairing.wins1 is not None):
                raise LeagueError("league.repair_after_results")
            if await self.repo.live_match_of_pairing(pairing.id):
                raise LeagueError("league.repair_after_results")
        seed = random.SystemRandom().getrandbits(32)
        pairings = await self._swiss_pairings(event, current.number, shuffle_seed=seed)
        await self.repo.replace_pairings(event_id, current.number, pairings)
        return PairedRound(current, await self.repo.pairings(event_id, current.number))

    async def _swiss_pairings(self, event: Event, number: int, shuffle_seed: int | None) -> list[NewPairing]:
        registrations = await self.repo.registrations(event.id)
        active = [r.user_id for r in registrations if not r.dropped and r.checked_in and r.first_round <= number]
        if len(active) < 2:
            raise LeagueError("league.not_enough_players", count=len(active))
        all_pairings = await self.repo.pairings(event.id)
        earlier = [p for p in all_pairings if p.round_number < number]
        standings = compute_standings([r.user_id for r in registrations], _results(earlier))
        ranked = [s.player for s in standings if s.player in active]
        points = {s.player: s.match_points for s in standings}
        if number == 1 or shuffle_seed is not None:
            # Round 1 is random (MTR pairs at random within a score group); a re-pairing shuffles
            # again within each match-point group so the TO gets a different pairing.
            rng = random.Random(shuffle_seed if shuffle_seed is not None else f"{event.id}:{number}")
            keys = {p: rng.random() for p in ranked}
            ranked.sort(key=lambda p: (-points[p], keys[p]))
        played = {frozenset(p.players()) for p in earlier if p.kind == "match"}
        had_bye = {p.player1_id for p in earlier if p.kind == "bye"}
        result = swiss.pair_round(ranked, points, played, had_bye)
        pairings = [NewPairing(table, "match", a, b) for table, (a, b) in enumerate(result.pairs, start=1)]
        if result.bye is not None:
            pairings.append(NewPairing(len(pairings) + 1, "bye", result.bye, None, *BYE_SCORE))
        # Late entrants' missed-round losses already hold table numbers in this round: go after them.
        taken = [p.table_number for p in all_pairings if p.round_number == number and p.kind == "missed"]
        offset = max(taken, default=0)
        return [NewPairing(p.table_number + offset, p.kind, p.player1_id, p.player2_id, p.wins1, p.wins2) for p in pairings]

    async def _check_round_finished(self, event_id: int, rounds: list[Round]) -> None:
        if rounds and any(p.status != "final" for p in await self.repo.pairings(event_id, rounds[-1].number)):
            raise LeagueError("league.round_unfinished", number=rounds[-1].number)

    # ------------------------------------------------------------------ top cut
    async def start_top_cut(self, event_id: int, size: int | None = None) -> PairedRound:
        event = await self.event(event_id)
        if event.status != "running":
            raise LeagueError("league.not_running")
        size = size or event.top_cut
        if size not in top_cut.SIZES:
            raise LeagueError("league.bad_top_cut")
        rounds = await self.repo.rounds(event_id)
        await self._check_round_finished(event_id, rounds)
        standings = [s for s in await self.standings(event_id) if not (await self._registration(event_id, s.player)).dropped]
        if len(standings) < size:
            raise LeagueError("league.top_cut_too_big", size=size, count=len(standings))
        seeded = [s.player for s in standings[:size]]
        pairings = [NewPairing(i, "match", a, b) for i, (a, b) in enumerate(top_cut.first_round(seeded), start=1)]
        await self.repo.set_event_status(event_id, "top_cut", top_cut=size)
        number = len(rounds) + 1
        deadline = self.clock() + timedelta(minutes=event.round_minutes)
        round_ = await self.repo.add_round(event_id, number, "top_cut", deadline, pairings)
        return PairedRound(round_, await self.repo.pairings(event_id, number))

    async def _pair_top_cut_round(self, event: Event, number: int, rounds: list[Round]) -> PairedRound:
        winners = [_winner(p) for p in await self.repo.pairings(event.id, rounds[-1].number)]
        if len(winners) < 2:
            raise LeagueError("league.top_cut_over")
        pairings = [NewPairing(i, "match", a, b) for i, (a, b) in enumerate(top_cut.next_round(winners), start=1)]
        deadline = self.clock() + timedelta(minutes=event.round_minutes)
        round_ = await self.repo.add_round(event.id, number, "top_cut", deadline, pairings)
        return PairedRound(round_, await self.repo.pairings(event.id, number))

    async def champion(self, event_id: int) -> str | None:
        """The top cut's winner, once its final has a result."""
        rounds = await self.repo.rounds(event_id)
        if not rounds or rounds[-1].stage != "top_cut":
            return None
        last = await self.repo.pairings(event_id, rounds[-1].number)
        if len(last) == 1 and last[0].status == "final":
            return _winner(last[0])
        return None

    # ------------------------------------------------------------------ results
    async def pairing(self, pairing_id: int) -> Pairing:
        pairing = await self.repo.get_pairing(pairing_id)
        if pairing is None:
            raise LeagueError("league.unknown_pairing")
        return pairing

    async def report(self, pairing_id: int, user_id: str, own: int, theirs: int, draws: int) -> ResultUpdate:
        pairing = await self.pairing(pairing_id)
        event, stage = await self._event_of(pairing)
        score = reporting.oriented(pairing, user_id, own, theirs, draws)
        reporting.check_score(score, event.best_of, allow_draw=stage == "swiss")
        return await self._apply(event, pairing, reporting.report(pairing, user_id, score))

    async def confirm(self, pairing_id: int, user_id: str) -> ResultUpdate:
        pairing = await self.pairing(pairing_id)
        event, _ = await self._event_of(pairing)
        return await self._apply(event, pairing, reporting.confirm(pairing, user_id))

    async def dispute(self, pairing_id: int, user_id: str) -> ResultUpdate:
        pairing = await self.pairing(pairing_id)
        event, _ = await self._event_of(pairing)
        return await self._apply(event, pairing, reporting.dispute(pairing, user_id))

    async def override(self, pairing_id: int, organizer_id: str, score: Score) -> ResultUpdate:
        pairing = await self.pairing(pairing_id)
        event, stage = await self._event_of(pairing)
        reporting.check_score(score, event.best_of, allow_draw=stage == "swiss")
        if stage == "top_cut" and pairing.round_number != len(await self.repo.rounds(event.id)):
            raise LeagueError("league.top_cut_round_closed")  # its winner already advanced
        return await self._apply(event, pairing, reporting.override(pairing, organizer_id, score))

    async def find_pairing(self, event_id: int, round_number: int | None, table: int) -> Pairing:
        rounds = await self.repo.rounds(event_id)
        number = round_number or (rounds[-1].number if rounds else 0)
        for pairing in await self.repo.pairings(event_id, number):
            if pairing.table_number == table:
                return pairing
        raise LeagueError("league.no_such_table", round=number, table=table)

    async def current_pairing_of(self, event_id: int, user_id: str) -> Pairing | None:
        rounds = await self.repo.rounds(event_id)
        if not rounds:
            return None
        for pairing in await self.repo.pairings(event_id, rounds[-1].number):
            if user_id in pairing.players():
                return pairing
        return None

    async def _event_of(self, pairing: Pairing) -> tuple[Event, str]:
        event = await self.event(pairing.event_id)
        if event.status == "finished":
            raise LeagueError("league.event_finished")
        stage = next(r.stage for r in await self.repo.rounds(event.id) if r.number == pairing.round_number)
        return event, stage

    async def _apply(self, event: Event, pairing: Pairing, change: ResultChange) -> ResultUpdate:
        wins1, wins2, draws = change.score or (None, None, None)
        updated = await self.repo.update_result(
            pairing.id, expected_status=pairing.status, status=change.status, wins1=wins1, wins2=wins2, draws=draws,
            source=change.source, reported_by=change.reported_by, claims=change.claims, decided_by=change.decided_by,
        )  # fmt: skip
        if updated is None:
            raise LeagueError("league.result_changed")  # another click got there first: nothing written
        if updated.status == "final":
            await self._rate(event, updated)
        return ResultUpdate(updated, updated.status == "final")

    async def recover_results(self) -> int:
        """At start-up, count what a stop between two transactions lost: final pairing results
        never rated, and finished games and series never counted for their pairing or never rated
        as casual results. Everything is keyed (pairing, match, series), so nothing counts twice.
        Returns how many."""
        unrated = await self.repo.unrated_final_matches()
        for pairing in unrated:
            await self._rate(await self.event(pairing.event_id), pairing)
        if self.matches is None:
            return len(unrated)
        games = await self.repo.finished_games_not_counted()
        for match_id in games:
            await self.on_match_finished(match_id)
        series = await self.repo.finished_series_not_counted()
        for series_id in series:
            await self.on_series_finished(series_id)
        return len(unrated) + len(games) + len(series)

    async def _rate(self, event: Event, pairing: Pairing) -> None:
        """A final league match result updates both players' ratings (once per pairing)."""
        if pairing.kind != "match" or pairing.wins1 is None:
            return
        score1 = 1.0 if pairing.wins1 > pairing.wins2 else 0.5 if pairing.wins1 == pairing.wins2 else 0.0
        await self.ratings.rate(f"pairing:{pairing.id}", event.guild_id, event.game, pairing.player1_id, pairing.player2_id, score1)

    # ------------------------------------------------------------------ games played in the bot
    async def start_bot_game(self, pairing_id: int, user_id: str, seed: int, channel_id: str | None) -> MatchHandle:
        """Start a pairing's match in the bot with both registered lists: one game for BO1, one
        best-of-3 series (with the lists' sideboards) for BO3."""
        if self.matches is None:
            raise RuntimeError("the league service was built without a match service")
        pairing = await self.pairing(pairing_id)
        event, _ = await self._event_of(pairing)
        if pairing.kind != "match" or user_id not in pairing.players():
            raise LeagueError("league.not_your_pairing")
        if pairing.status != "pending":
            raise LeagueError("league.already_reported")
        if await self.repo.live_match_of_pairing(pairing_id):
            raise LeagueError("league.game_in_progress")
        decks, sideboards = {}, {}
        for seat, player in enumerate(pairing.players(), start=1):
            registration = await self._registration(event.id, player)
            decks[f"p{seat}"] = await self._playable_deck(event, registration)
            sideboards[f"p{seat}"] = sideboard(event.game, registration.deck_list or "")
        seats = [NewPlayer(1, pairing.player1_id), NewPlayer(2, pairing.player2_id)]
        handle = await self.matches.create(
            event.game, seats, decks, seed, guild_id=event.guild_id, channel_id=channel_id,
            best_of=event.best_of, sideboards=sideboards,
        )  # fmt: skip
        await self.repo.link_match(handle.id, pairing_id)
        return handle

    async def _playable_deck(self, event: Event, registration: Registration) -> list[str]:
        """A registered list as the engine plays it. A list with printed cards the engine does not
        play yet is refused naming them, so the pairing plays outside the bot and reports."""
        text = registration.deck_list or ""
        try:
            return parse(event.game, text)
        except DeckError as error:
            game = engine.get_game(event.game)
            records = {r["id"]: r for r in await self.catalog.records(event.game)}
            try:
                printed = game.parse_catalog_deck(text, list(records.values())) if records else []
            except engine.GameError:
                printed = []
            playable = set(game.implemented_cards())
            missing = [records[card_id] for card_id in dict.fromkeys(printed) if card_id not in playable]
            if not missing:
                raise LeagueError("league.deck_invalid", problems=error.message) from error
            names = "、".join(r["name"] + (f"——{r['subtitle']}" if r.get("subtitle") else "") for r in missing)
            raise LeagueError("league.deck_not_playable", player=registration.display_name, cards=names) from error

    async def on_match_finished(self, match_id: str) -> ResultUpdate | None:
        """The hook the match service calls when a match ends (see the module docstring)."""
        finished = await self.repo.finished_match(match_id)
        if finished is None or self.matches is None:
            return None
        match = await self.matches.get(match_id)
        if match.best_of_n:
            return None  # a game of a series counts with its series
        winners, _ = finished
        link = await self.repo.pairing_of_match(match_id)
        if link is None:
            await self._rate_casual(f"match:{match_id}", match, winners)
            return None
        pairing = await self.pairing(link[0])
        return await self._count(match_id, link, (int(pairing.player1_id in winners), int(pairing.player2_id in winners), int(not winners)))

    async def on_series_finished(self, series_id: str) -> ResultUpdate | None:
        """The hook the series service calls when a series is over: a pairing's series is its final
        result (the series score, counted once); any other is one casual rated result."""
        series = await self.matches.series.get(series_id)
        first = (await self.matches.series.games(series_id))[0]
        wins, draws = score(series)
        link = await self.repo.pairing_of_match(first.id)
        if link is None:
            winners = [p.user_id for p in first.players if wins[f"p{p.seat}"] > wins[f"p{3 - p.seat}"]]
            await self._rate_casual(f"series:{series_id}", first, winners)
            return None
        return await self._count(first.id, link, (wins["p1"], wins["p2"], draws))  # seat 1 is player 1

    async def _count(self, match_id: str, link: tuple[int, bool], score: Score) -> ResultUpdate | None:
        """A pairing's match played in the bot is over: its score is the final result, once."""
        pairing_id, counted = link
        if counted:
            return None
        updated = await self.repo.count_bot_result(match_id, pairing_id, score)
        if updated is None:
            return None
        await self._rate(await self.event(updated.event_id), updated)
        return ResultUpdate(updated, True)

    async def _rate_casual(self, result_key: str, match, winners: list[str | None]) -> None:
        """A casual result between two members of a server (one game, or one whole series)."""
        humans = [p.user_id for p in match.players if not p.is_ai]
        if match.guild_id is None or len(humans) != 2 or len(match.players) != 2:
            return  # practice matches against the AI are not rated
        score1 = 0.5 if not winners else 1.0 if humans[0] in winners else 0.0
        await self.ratings.rate(result_key, match.guild_id, match.game, humans[0], humans[1], score1)

    # ------------------------------------------------------------------ standings and the end
    async def standings(self, event_id: int) -> list[Standing]:
        """Swiss standings (top-cut matches do not change them)."""
        registrations = await self.repo.registrations(event_id)
        swiss_rounds = {r.number for r in await self.repo.rounds(event_id) if r.stage == "swiss"}
        pairings = [p for p in await self.repo.pairings(event_id) if p.round_number in swiss_rounds]
        players = [r.user_id for r in registrations if r.checked_in or any(r.user_id in p.players() for p in pairings)]
        return compute_standings(players, _results(pairings))

    async def final_standings(self, event_id: int) -> list[Placing]:
        """The standings with the top cut first: the champion, the finalist, the semi-finalists
        (in Swiss order), ...; then everyone else in Swiss order."""
        standings = await self.standings(event_id)
        pairings = await self.repo.pairings(event_id)
        cut = [r.number for r in await self.repo.rounds(event_id) if r.stage == "top_cut"]
        bracket = [
            [(p.player1_id, p.player2_id, _winner(p) if p.status == "final" else None)
             for p in pairings if p.round_number == number and p.kind == "match"]
            for number in cut
        ]  # fmt: skip
        reached = top_cut.depths(bracket)
        size = 2 * len(bracket[0]) if bracket else 0
        by_player = {s.player: s for s in standings}
        dropped = {r.user_id: r.dropped_after for r in await self.repo.registrations(event_id)}
        order = top_cut.final_order([s.player for s in standings], reached)
        return [
            Placing(place, by_player[player], top_cut.stage_reached(reached.get(player, 0), size), dropped.get(player))
            for place, player in enumerate(order, start=1)
        ]

    async def end(self, event_id: int) -> list[Placing]:
        """Finish the event: the standings are final and the deck lists become public."""
        event = await self.event(event_id)
        if event.status == "finished":
            raise LeagueError("league.event_finished")
        if event.status == "registration":
            raise LeagueError("league.not_running")
        rounds = await self.repo.rounds(event_id)
        await self._check_round_finished(event_id, rounds)
        await self.repo.set_event_status(event_id, "finished")
        return await self.final_standings(event_id)

    async def due_timers(self) -> list[tuple[Event, Round]]:
        """Rounds whose time ran out, each handed out once (the caller announces them)."""
        due = []
        for round_ in await self.repo.due_rounds(self.clock()):
            if await self.repo.mark_announced(round_.event_id, round_.number):
                due.append((await self.event(round_.event_id), round_))
        return due


def _results(pairings: list[Pairing]) -> list[RoundResult]:
    return [
        RoundResult(p.round_number, p.kind, p.player1_id, p.player2_id, p.wins1, p.wins2, p.draws or 0)
        for p in pairings
        if p.status == "final"
    ]


def _winner(pairing: Pairing) -> str:
    return pairing.player1_id if pairing.wins1 > pairing.wins2 else pairing.player2_id
