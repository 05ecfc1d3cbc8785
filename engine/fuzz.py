"""Random-game fuzzing: play random legal answers and check the engine contract at every step.

Checked at every step: no exception; every pending ask has a legal answer and no two options
under one label; snapshot -> JSON -> load gives an equal state; every card is in the one zone it
names and none appears or vanishes (``card_zone_problems``, after a step that changed the cards,
the zones or the data it reads); the game's own invariants hold; no
player's view or events identify a card hidden from them; no turn starts for a player who has
left. Every ``CACHE_CHECK_EVERY`` steps, what is asked (built with the game's caches) is what a
build from scratch gives (``cache_problems``). In games of three or more, players concede now
and then at random decision points (``random_concession``). At the end, replaying the answers
from the seed gives the identical state.

The games are played with random legal decks of the game's implemented cards, with its preset
decks (``cards/<game>/decks``), or both in turn; the report names the implemented cards that no
game played. With ``ai`` the first seat is played by the heuristic agent (from its own view, as in
a practice match) against random players: it reaches positions random play rarely does (a Tiered
spell cast through Quistis Trepe, a copied ability aimed at a token gone), and its own answers are
checked like any other.
"""

from __future__ import annotations

import functools
import multiprocessing
import random
import time
import traceback
from collections.abc import Collection
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from .ai import HeuristicAgent, RandomAgent
from .ai.agent import decide_for
from .core import snapshot
from .core.errors import GameError
from .core.events import event_for, events_for
from .core.invariants import CARD_ZONE_PARTS, card_zone_problems
from .core.match import advance_in_place, replay, start
from .core.registry import get_game
from .core.requests import ask_for, legal_answer_count
from .core.view import card_dependent_view


@dataclass
class FuzzFailure:
    game_index: int
    seed: int
    players: list[str]
    decks: dict[str, list[str]]
    answers: list[dict]
    error: str


@dataclass
class FuzzReport:
    game_id: str
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    failures: list[FuzzFailure] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)  # the game's implemented cards
    played: set[str] = field(default_factory=set)  # those some game played

    @property
    def never_played(self) -> list[str]:
        return [card for card in self.cards if card not in self.played]

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def summary(self) -> str:
        return (
            f"fuzz {self.game_id}: {self.games} games, {len(self.failures)} errors, "
            f"{self.games_per_second:.1f} games/s"
        )


class ContractViolation(AssertionError):
    pass


# Keys a view never reads (PRIVATE_KEYS, less cards and zones which it does read) and the step counter.
NOT_VIEWED = frozenset({"rng", "frames", "request", "ids", "version"})


# One state in this many checked for hidden cards also compares a player's derived facts with the
# spectator's, in a game that says they are the same for every viewer (``view_extras_shared``):
# a game whose facts depend on the viewer differs at most states, so a sample finds it.
SHARED_CHECK_EVERY = 4

# One state in this many checked for hidden cards also compares the zones of every viewer's view.
# Zones are shown by the engine core (view.zone_view), the same code in every game, which gives a
# hidden card's physical state and never its definition: a core change that broke that would show
# at the first few states of any fuzz run, so a sample proves it (comparing them at every state
# was two thirds of the check's cost). The game's own part of a view, its derived facts, is
# compared at every state.
ZONES_CHECK_EVERY = 8


class HiddenCardCheck:
    """A viewer's view must not change when the identities of cards hidden from them change.

    Only the card-dependent parts of a view are compared (the rest is copied from state keys).
    Those parts are a function of the state minus ``NOT_VIEWED``, so a step that leaves that
    unchanged (about half of them: a priority pass moves only frames and the request; ``round_trip``
    tells) needs no second check. The game's derived facts (``Game.view_extras``) are compared at
    every state that changed, the zones (core code) every ``ZONES_CHECK_EVERY`` of them. A game
    whose derived facts are the same for every viewer (``Game.view_extras_shared``) has them
    checked once, with the spectator: the cards hidden from him are those hidden from anyone, so a
    fact reading any of them differs there. That claim is checked too: every
    ``SHARED_CHECK_EVERY`` states checked, one player's facts (each player in turn) must be the
    spectator's."""

    def __init__(self, game, rng: random.Random):
        self.game, self.rng = game, rng
        self.states = 0  # states checked (those whose viewed part changed)

    def __call__(self, state: dict, changed: Collection[str] | None = None) -> None:
        """``changed``: the state keys that changed since the previous call (``round_trip``),
        None when not known."""
        if changed is not None and NOT_VIEWED.issuperset(changed):
            return
        # One pass over the cards finds those some viewer may not see; each viewer's hidden
        # cards are among them (a spectator's are all of them).
        not_public = [(card_id, card) for card_id, card in state["cards"].items() if card["visible_to"] != "all"]
        shared = self.game.view_extras_shared
        zones = self.states % ZONES_CHECK_EVERY == 0
        spectator_facts = None
        for viewer in [*state["players"], None]:
            extras = viewer is None or not shared
            if zones or extras:
                hidden = [card_id for card_id, card in not_public if viewer is None or viewer not in card["visible_to"]]
                spectator_facts = self.check_viewer(state, viewer, hidden, extras, zones)  # the spectator's: the last viewer
        if shared and self.states % SHARED_CHECK_EVERY == 0:
            players = list(state["players"])
            self.check_shared(state, players[self.states // SHARED_CHECK_EVERY % len(players)], spectator_facts)
        self.states += 1

    def check_shared(self, state: dict, player: str, spectator_facts: dict | None = None) -> None:
        """``spectator_facts``: the spectator's derived facts of this state, if built already."""
        if spectator_facts is None:
            spectator_facts = self.game.view_extras(state, None)
        if self.game.view_extras(state, player) != spectator_facts:
            raise ContractViolation(f"derived facts of {player}'s view are not the spectator's, though the game says they are shared")

    def check_viewer(self, state: dict, viewer: str | None, hidden: list[str], extras: bool = True, zones: bool = True) -> dict | None:
        """Returns the viewer's derived facts of the state (None when not built): the shared-facts
        check compares a player's with the spectator's."""
        records = list(map(state["cards"].__getitem__, hidden))  # read three times: hundreds of cards in Commander
        definitions = [record["def"] for record in records]
        if len(set(definitions)) < 2:
            return None
        # Only the zones holding a swapped card can change (a zone's view reads no other card).
        swapped = set(hidden) if zones else set()
        names = [name for name, zone in state["zones"].items() if not swapped.isdisjoint(zone["cards"])]
        view = card_dependent_view(self.game, state, viewer, extras, names)
        original = snapshot.dump(view)
        # A uniformly random order (sorting by random keys), as random.shuffle gives, at a
        # fraction of its cost: shuffling decks of hidden cards was a tenth of this check.
        draw = self.rng.random
        shuffled = sorted(definitions, key=lambda _: draw())
        # Swapped in place and put back: cheaper than copying the whole state.
        try:
            for record, definition in zip(records, shuffled, strict=True):
                record["def"] = definition
            swapped_view = snapshot.dump(card_dependent_view(self.game, state, viewer, extras, names))
        finally:
            for record, definition in zip(records, definitions, strict=True):
                record["def"] = definition
        if swapped_view != original:
            raise ContractViolation(f"view of {viewer} depends on the identity of cards hidden from them")
        return {key: value for key, value in view.items() if key != "zones"} if extras else None


def _visible(state: dict, card_id: str | None, viewer: str) -> bool:
    card = state["cards"].get(card_id) if card_id else None
    return card is not None and (card["visible_to"] == "all" or viewer in card["visible_to"])


def _zone_shows(state: dict, zone_name: str | None, viewer: str) -> bool:
    """Whether a zone's policy shows its face-up cards to ``viewer``."""
    zone = state["zones"].get(zone_name) if zone_name else None
    return zone is not None and (zone["show"] == "public" or (zone["show"] == "owner" and zone["owner"] == viewer))


def check_events(before: dict, after: dict, events: list[dict]) -> None:
    """An event may name a card to a player only if they could see it before or after the step,
    it was revealed to them during the step, or it was a public object that came and went within
    the step (a spell cast and resolved, a creature that entered and died)."""
    for viewer in after["players"]:
        revealed = set()
        for event in events:
            shown = event_for(event, viewer)
            if "definition" not in shown:
                continue
            card_ids = [c for c in (shown.get("card"), shown.get("was")) if c]
            if shown["type"] == "card_revealed" or any(c in revealed for c in card_ids):
                revealed.update(card_ids)
                continue
            if any(_visible(before, c, viewer) or _visible(after, c, viewer) for c in card_ids):
                continue
            face_down = after["cards"].get(shown.get("card"), {}).get("face_down")
            if _zone_shows(after, shown.get("from_zone"), viewer) or (
                not face_down and _zone_shows(after, shown.get("to_zone"), viewer)
            ):
                continue
            transient = "secret" not in event and shown.get("card") not in after["cards"]
            if transient:
                revealed.update(card_ids)
                continue
            raise ContractViolation(f"event {shown['type']} shows {viewer} a card hidden from them: {shown}")


# One step in this many also compares what is asked with a build from scratch (``cache_problems``):
# a build with nothing remembered costs several times the cached one.
CACHE_CHECK_EVERY = 4


def round_trip(state: dict, before: dict | None = None) -> tuple[dict, set[str]]:
    """The state's snapshot round-trip (JSON and back), which must equal it, and the state keys
    that changed since ``before``, the previous state's round-trip. Parts of the state (each
    top-level value, or for a mapping each entry: a card, a zone, a player) equal to those of
    ``before`` are taken from it: being equal to data read from JSON, they come back from JSON
    equal too (a tuple is never equal to the list JSON gives back). Only the other parts are
    written and read again, about half of the state at a step."""
    if before is None:
        copy = snapshot.load(snapshot.dump(state))
        if copy != state:
            raise ContractViolation("snapshot round-trip changed the state")
        return copy, set(state)
    _json_keys(state)
    copy, changed = {}, set(before) - set(state)
    for key, value in state.items():
        old = before.get(key)
        if old == value:
            copy[key] = old
            continue
        changed.add(key)
        if type(value) is dict and type(old) is dict:
            _json_keys(value)
            copy[key] = {k: old_entry if (old_entry := old.get(k)) == v else _reloaded(v) for k, v in value.items()}
        else:
            copy[key] = _reloaded(value)
    return copy, changed


def _reloaded(value):
    copy = snapshot.copy(value)
    if copy != value:
        raise ContractViolation("snapshot round-trip changed the state")
    return copy


def _json_keys(mapping: dict) -> None:
    """JSON (and orjson, which raises TypeError otherwise) keys a mapping only by strings."""
    snapshot.dump(dict.fromkeys(mapping))


def check_state(game, state: dict, check_hidden_cards: HiddenCardCheck, check_caches: bool = False,
                before: dict | None = None) -> dict:
    """Checks the state after a step; returns its snapshot round-trip, an independent copy the
    next step's event check compares against (and the next ``round_trip`` starts from: pass it
    as ``before``)."""
    reloaded, changed = round_trip(state, before)
    # The card-zone invariants read only these parts: equal to the last step's, they hold as they did.
    problems = card_zone_problems(state) if not changed.isdisjoint(CARD_ZONE_PARTS) else []
    problems += game.invariants(state) + (game.cache_problems(state) if check_caches else [])
    if problems:
        raise ContractViolation("; ".join(problems))
    request = state["request"]
    if state["result"] is None and request is None:
        raise ContractViolation("game not over but nothing is asked")
    if request is not None:
        for player in request["pending"]:
            if legal_answer_count(request["asks"][player]) < 1:
                raise ContractViolation(f"request {request['id']} has no legal answer for {player}")
            labels = [option["label"] for option in request["asks"][player]["options"]]
            if len(set(labels)) != len(labels):
                raise ContractViolation(f"request {request['id']} shows {player} two options under one label: {labels}")
    check_hidden_cards(state, changed)
    return reloaded


def check_turns(before: dict, events: list[dict]) -> None:
    """No turn starts for a player who has left the game (Lorcana 3.2.1.2): not one who left
    before the step, nor one who lost or conceded earlier in it."""
    gone = set(before["players"]) - set(before["seats"])
    for event in events:
        if event["type"] in ("player_lost", "conceded"):
            gone.add(event["player"])
        elif event["type"] == "turn_started" and event["player"] in gone:
            raise ContractViolation(f"turn {event['number']} started for {event['player']}, who has left the game")


# In a game of three or more, how often a random player concedes before a decision.
CONCEDE_CHANCE = 0.004


def random_concession(game, state: dict, rng: random.Random) -> dict | None:
    """Now and then, in a game of three or more that lets the others play on, a random player
    concedes at whatever decision is pending: the match action the bot sends (match_actions.py),
    logged with the answers so the replay makes it too."""
    if len(state["seats"]) < 3 or not game.supports_multiplayer_concession or rng.random() >= CONCEDE_CHANCE:
        return None
    return {"action": "concede", "player": rng.choice(state["seats"])}


DECK_KINDS = ("random", "preset", "both")


class DeckDealer:
    """The decks of each fuzzed game: random legal decks of implemented cards (``random_decks``),
    a preset deck per player (``cards/<game>/decks``), or with "both" the two in turn by game
    index, so the games played do not depend on how they are shared among workers. A game without
    presets plays random decks only. ``deck_lists`` replaces the presets (a card pack's decks)."""

    def __init__(self, game, kind: str, deck_lists: list[str] | None = None, options: dict | None = None):
        if kind not in DECK_KINDS:
            raise ValueError(f"deck kind {kind!r} is not one of {DECK_KINDS}")
        self.game, self.kind, self.options = game, kind, options
        texts = deck_lists if deck_lists is not None else sorted(game.preset_decks().values())
        self.presets = [deck for deck in map(game.parse_deck, texts) if game.preset_fits(deck, options)]
        if kind == "preset" and not self.presets:
            raise GameError("game.no_preset_decks", name=game.name, game=game.id)

    def kind_of(self, index: int) -> str:
        if self.kind != "both" or not self.presets:
            return "random" if self.kind == "both" else self.kind
        return ("random", "preset")[index % 2]

    def __call__(self, index: int, rng: random.Random, players: list[str]) -> dict[str, list[str]]:
        if self.kind_of(index) == "random":
            return self.game.random_decks_for(rng, players, self.options)
        return {player: list(rng.choice(self.presets)) for player in players}


@dataclass
class GameRecord:
    """What replays one fuzzed game (the decks are dealt before it starts; the answers are filled
    as the game goes so a failure can report them) and the cards it played."""

    decks: dict[str, list[str]] = field(default_factory=dict)
    answers: list[dict] = field(default_factory=list)
    played: set[str] = field(default_factory=set)


def note_played(game, events: list[dict], played: set[str]) -> None:
    """Add the definitions that ``events`` show being played (the game's ``played_card``)."""
    for event in events:
        definition = game.played_card(event)
        if definition is not None:
            played.add(definition)


def play_one(game_id: str, game_seed: int, players: list[str], max_decisions: int, record: GameRecord,
             options: dict | None = None, ai: bool = False) -> dict:
    """Play one checked random game with ``record.decks`` and return its final state; raises on a
    violation. ``ai``: the first seat answers as the heuristic agent."""
    game = get_game(game_id)
    rng = random.Random(game_seed)
    decks = record.decks
    agent = RandomAgent(game_seed)
    heuristic = HeuristicAgent(game_id, game_seed) if ai else None
    answers = record.answers
    state, events, _ = start(game_id, players, decks, game_seed, options)
    note_played(game, events, record.played)
    check_hidden_cards = HiddenCardCheck(game, rng)
    concessions = random.Random(rng.getrandbits(64))
    before = check_state(game, state, check_hidden_cards)
    while state["result"] is None:
        if len(answers) >= max_decisions:
            raise ContractViolation(f"no result after {max_decisions} decisions")
        request = state["request"]
        player = request["pending"][0]
        answer = random_concession(game, state, concessions)
        if answer is None and heuristic is not None and player == players[0]:
            answer = {"request": request["id"], "player": player, "choice": decide_for(heuristic, state, player, events_for(events, player))}
        if answer is None:
            answer = {"request": request["id"], "player": player, "choice": agent.choose(ask_for(request, player))}
        answers.append(answer)
        events, _ = advance_in_place(state, answer)
        note_played(game, events, record.played)
        check_events(before, state, events)
        check_turns(before, events)
        before = check_state(game, state, check_hidden_cards, len(answers) % CACHE_CHECK_EVERY == 0, before)
    replayed = replay(game_id, players, decks, game_seed, options, answers)
    if snapshot.dump(replayed) != snapshot.dump(state):
        raise ContractViolation("replaying the answers from the seed gave a different state")
    return state


@functools.lru_cache(maxsize=4)
def _dealer(game, decks: str, deck_lists: tuple[str, ...] | None, options: tuple | None) -> DeckDealer:
    """One dealer per process for the games of one run (a worker plays them one at a time), as
    parsing the preset decks is worth a few games of some engines."""
    return DeckDealer(game, decks, None if deck_lists is None else list(deck_lists), None if options is None else dict(options))


def _fuzz_games(game_id: str, seed: int, seats: list[str], max_decisions: int, indices: range,
                options: dict | None, decks: str, deck_lists: list[str] | None, ai: bool = False) -> tuple[int, list[FuzzFailure], set[str]]:
    deal = _dealer(get_game(game_id), decks, None if deck_lists is None else tuple(deck_lists),
                   None if options is None else tuple(options.items()))  # fmt: skip
    decisions, failures, played = 0, [], set()
    for index in indices:
        game_seed = seed * 1_000_003 + index
        record = GameRecord()
        try:
            record.decks = deal(index, random.Random(game_seed), seats)
            play_one(game_id, game_seed, seats, max_decisions, record, options, ai)
        except Exception:  # every failure is reported with what replays it
            failures.append(FuzzFailure(index, game_seed, seats, record.decks, record.answers, traceback.format_exc()))
        decisions += len(record.answers)
        played |= record.played
    return decisions, failures, played


def fuzz(
    game_id: str, games: int, seed: int, players: int = 2, max_decisions: int = 20_000, jobs: int = 1,
    options: dict | None = None, decks: str = "both", deck_lists: list[str] | None = None, ai: bool = False,
) -> FuzzReport:
    """Play ``games`` checked random games; with ``jobs`` > 1 they are shared among that many
    worker processes (forked, so games registered at run time are known to them too). The games
    and their seeds are the same whatever the number of jobs. ``options``: the match options of
    every game (a rule's alternative reading). ``decks``: one of ``DECK_KINDS`` (see DeckDealer);
    ``deck_lists``: the preset decks instead of the game's own (a card pack's, loaded already);
    ``ai``: the first seat is the heuristic agent."""
    DeckDealer(get_game(game_id), decks, deck_lists)  # a wrong kind fails before any worker starts
    report = FuzzReport(game_id, cards=get_game(game_id).implemented_cards())
    seats = [f"p{i + 1}" for i in range(players)]
    began = time.perf_counter()
    jobs = max(1, min(jobs, games))
    if jobs == 1:
        results = [_fuzz_games(game_id, seed, seats, max_decisions, range(games), options, decks, deck_lists, ai)]
    else:
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            # One game at a time, handed out as workers free up: with a fixed share each, the
            # worker whose games ran long kept the run going while the others idled.
            work = [(game_id, seed, seats, max_decisions, range(i, i + 1), options, decks, deck_lists, ai) for i in range(games)]
            results = list(pool.map(_fuzz_games, *zip(*work, strict=True)))
    for decisions, failures, played in results:
        report.decisions += decisions
        report.failures.extend(failures)
        report.played |= played
    report.failures.sort(key=lambda failure: failure.game_index)
    report.games = games
    report.seconds = time.perf_counter() - began
    return report
