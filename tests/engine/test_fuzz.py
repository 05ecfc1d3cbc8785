"""The fuzzer passes the fixture game and catches games that break the engine contract."""

import itertools
import random
import re

import pytest

from engine.core import context, view
from engine.core.errors import GameError
from engine.core.registry import get_game
from engine.fuzz import (
    ContractViolation,
    DeckDealer,
    GameRecord,
    fuzz,
    play_one,
    random_concession,
    round_trip,
)
from engine.games.underworld.cards import card_db as underworld_cards
from tests.engine.fixture import FixtureGame
from tests.engine.fixture.cards import CARDS
from tests.engine.fixture.game import hand


class LeakyView(FixtureGame):
    """Shows every viewer the definitions in their opponents' hands."""

    id = "fixture_leaky_view"
    view_extras_shared = False

    def view_extras(self, state, viewer):
        peek = {
            card_id: state["cards"][card_id]["def"]
            for player in state["seats"]
            if player != viewer
            for card_id in state["zones"][hand(player)]["cards"]
        }
        return {**super().view_extras(state, viewer), "peek": peek}


class SharedLeakyView(LeakyView):
    """Leaks hands in derived facts it says are the same for every viewer: the spectator's check,
    the only one that reads them then, sees every hand."""

    id = "fixture_shared_leaky_view"
    view_extras_shared = True


class LeakyToSpectators(FixtureGame):
    """Shows a spectator (viewer None) the definitions in every hand, and the players nothing new."""

    id = "fixture_leaky_spectator_view"
    view_extras_shared = False

    def view_extras(self, state, viewer):
        if viewer is not None:
            return super().view_extras(state, viewer)
        peek = {card_id: state["cards"][card_id]["def"] for p in state["seats"] for card_id in state["zones"][hand(p)]["cards"]}
        return {**super().view_extras(state, viewer), "peek": peek}


class ViewerDependentFacts(FixtureGame):
    """Says its derived facts are the same for every viewer (the default) but tells each viewer
    who they are: no hidden card leaks, the claim the fuzzer trusts is false."""

    id = "fixture_viewer_dependent_facts"

    def view_extras(self, state, viewer):
        return {**super().view_extras(state, viewer), "you": viewer}


class LeakyEvent(FixtureGame):
    """Announces every drawn card's definition in a public event."""

    id = "fixture_leaky_event"

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "card_moved" and event["reason"] == "draw":
            ctx.emit("drawn", card=event["card"], definition=ctx.card(event["card"])["def"])


class TupleInState(FixtureGame):
    """Keeps a tuple in the state, which a JSON snapshot turns into a list."""

    id = "fixture_tuple"

    def setup(self, ctx, players, decks, options):
        super().setup(ctx, players, decks, options)
        ctx.state["data"]["seats_at_start"] = tuple(players)


class TupleInCard(FixtureGame):
    """Marks a card entering play with a tuple, mid-game: the round-trip of a changed card finds it."""

    id = "fixture_tuple_in_card"

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "card_moved" and event["to_zone"].endswith(".play"):
            ctx.card(event["card"])["entered"] = (ctx.state["turn"]["number"], event["reason"])


class NumberKey(FixtureGame):
    """Counts the turns in a mapping keyed by number, mid-game: JSON keys only by strings."""

    id = "fixture_number_key"

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "turn_started":
            ctx.state["players"][event["player"]][event["number"]] = True


class ExtraCard(FixtureGame):
    """Deals p1 a 21st card, which the fixture's invariants forbid."""

    id = "fixture_extra_card"

    def setup(self, ctx, players, decks, options):
        super().setup(ctx, players, decks, options)
        ctx.create_card("grunt", players[0], hand(players[0]))


class StrayCard(FixtureGame):
    """On turn 3 lists p1's first card in hand in the discard pile too, as a move that forgot to
    take it out of its zone would: the card-zone invariants every game keeps (engine.core.invariants)."""

    id = "fixture_stray_card"

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "turn_started" and event["number"] == 3 and (cards := ctx.state["zones"][hand("p1")]["cards"]):
            ctx.state["zones"]["p1.discard"]["cards"].append(cards[0])


class OutsideRandomness(FixtureGame):
    """Draws randomness from Python's global RNG instead of the state's, so replays differ."""

    id = "fixture_outside_rng"

    def setup(self, ctx, players, decks, options):
        super().setup(ctx, players, decks, options)
        ctx.state["data"]["weather"] = random.random()


class OutsideCounter(FixtureGame):
    """Numbers the cards entering play from a counter kept outside the state: a step, not the
    setup, comes out differently when the answers are replayed."""

    id = "fixture_outside_counter"
    entered = itertools.count()

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "card_moved" and event["to_zone"].endswith(".play"):
            ctx.card(event["card"])["entry"] = next(self.entered)


class TurnForLeaver(FixtureGame):
    """Reports p2 as having left on turn 3, then starts a turn for p2 all the same."""

    id = "fixture_turn_for_leaver"

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "turn_started" and event["number"] == 3:
            ctx.emit("player_lost", player="p2")
            ctx.emit("turn_started", player="p2", number=4)


def test_fixture_fuzzes_clean():
    """30 random fixture games break no contract check, and the summary line has the agreed format."""
    report = fuzz("fixture", 30, seed=1)
    assert [f.error for f in report.failures] == []
    assert (report.games, len(report.failures)) == (30, 0)
    assert report.decisions > 30 * 20
    assert re.fullmatch(r"fuzz fixture: 30 games, 0 errors, \d+\.\d games/s", report.summary())


@pytest.mark.parametrize(
    ("variant", "message"),
    [
        (LeakyView, r"view of p\d depends on the identity of cards hidden from them"),
        (LeakyToSpectators, "view of None depends on the identity of cards hidden from them"),
        (SharedLeakyView, "view of None depends on the identity of cards hidden from them"),
        (ViewerDependentFacts, r"derived facts of p\d's view are not the spectator's, though the game says they are shared"),
        (LeakyEvent, r"event drawn shows p\d a card hidden from them"),
        (TupleInState, "snapshot round-trip changed the state"),
        (TupleInCard, "snapshot round-trip changed the state"),
        (NumberKey, "TypeError: Dict key must be str"),
        (ExtraCard, "p1 has 21 cards, not 20"),
        (StrayCard, r"c\d+ in p1\.hand and p1\.discard"),
        (OutsideRandomness, "replaying the answers from the seed gave a different state"),
        (OutsideCounter, "replaying the answers from the seed gave a different state"),
        (TurnForLeaver, "turn 4 started for p2, who has left the game"),
    ],
)
def test_fuzzer_detects_a_broken_game(registered, variant, message):
    """Every game of a variant that breaks the contract is reported, with what replays it."""
    game = registered(variant())
    report = fuzz(game.id, 2, seed=3)
    assert report.games == 2 and len(report.failures) == 2
    for failure in report.failures:
        assert re.search(message, failure.error), failure.error
        assert failure.decks and failure.seed == 3 * 1_000_003 + failure.game_index
    assert report.summary().startswith(f"fuzz {game.id}: 2 games, 2 errors, ")


def _leaky_card_view(card, viewer, secret_fields):
    return card  # the definition of a card hidden from the viewer too


def _alike_options(self, ask):
    return ask  # two copies of a card in a hand keep one label


def _no_legal_answer(self, ask):
    return {**ask, "min": len(ask["options"]) + 1}


@pytest.mark.parametrize(
    ("target", "broken", "message"),
    [
        (view, {"card_view": _leaky_card_view}, r"view of (p\d|None) depends on the identity of cards hidden from them"),
        (context.Ctx, {"_told_apart": _alike_options}, r"request \S+ shows p\d two options under one label"),
        (context.Ctx, {"_told_apart": _no_legal_answer}, r"request \S+ has no legal answer for p\d"),
    ],
)
def test_fuzzer_detects_a_broken_engine_core(monkeypatch, target, broken, message):
    """The core code every game shares, broken: zones that show hidden cards (checked on a sample
    of states, ``ZONES_CHECK_EVERY``), menus whose options cannot be told apart or that have no
    legal answer. Every game reports it."""
    for name, replacement in broken.items():
        monkeypatch.setattr(target, name, replacement)
    report = fuzz("fixture", 2, seed=3)
    assert len(report.failures) == 2
    for failure in report.failures:
        assert re.search(message, failure.error), failure.error


def test_round_trip_rewrites_only_what_changed():
    """The round-trip of a step takes the unchanged cards from the previous one and names the keys
    that changed, a removed one too; a tuple in a changed card is found."""
    first = {"format": 1, "cards": {"c1": {"def": "grunt"}, "c2": {"def": "bolt"}}, "turn": {"number": 1}, "gone": 1}
    before, changed = round_trip(first)
    assert before == first and changed == set(first)
    second = {"format": 1, "cards": {"c1": {"def": "grunt"}, "c2": {"def": "bolt", "tapped": True}}, "turn": {"number": 1}}
    after, changed = round_trip(second, before)
    assert after == second and changed == {"cards", "gone"}
    assert after["cards"]["c1"] is before["cards"]["c1"] and after["turn"] is before["turn"]
    second["cards"]["c2"]["tapped"] = (True,)
    with pytest.raises(ContractViolation, match="snapshot round-trip changed the state"):
        round_trip(second, before)


def test_parallel_jobs_play_the_same_games():
    """`--jobs 2` shares the games between two processes; the games and results are the same."""
    alone = fuzz("fixture", 6, seed=3)
    shared = fuzz("fixture", 6, seed=3, jobs=2)
    assert (shared.games, shared.decisions, len(shared.failures)) == (alone.games, alone.decisions, 0)


def test_with_ai_the_first_seat_answers_as_the_heuristic_agent_and_the_games_are_checked_the_same():
    """``tcg fuzz --ai``: p1's answers are the heuristic agent's (from its own view), the others'
    random; every check still runs (the game replays from its answers) and jobs share the games."""
    game = get_game("ultraman")
    decks = game.random_decks(random.Random(4), ["p1", "p2"])
    answers = {}
    for ai in (False, True):
        record = GameRecord()
        record.decks = decks
        play_one("ultraman", 4, ["p1", "p2"], 5000, record, None, ai)
        answers[ai] = [a["choice"] for a in record.answers if a["player"] == "p1"]
    assert answers[True] != answers[False]
    alone, shared = fuzz("ultraman", 4, seed=3, ai=True), fuzz("ultraman", 4, seed=3, jobs=2, ai=True)
    assert (shared.decisions, len(shared.failures)) == (alone.decisions, 0)


def test_random_concessions_come_only_in_games_of_three_or_more_that_allow_them():
    """A drawn concession is the bot's match action for a player still in the game; none in a
    two-player game (it would only end it) or in a game without multiplayer concession."""
    always = random.Random(0)
    always.random = lambda: 0.0
    lorcana = get_game("lorcana")
    answer = random_concession(lorcana, {"seats": ["p1", "p3", "p4"]}, always)
    assert answer["action"] == "concede" and answer["player"] in ("p1", "p3", "p4")
    assert random_concession(lorcana, {"seats": ["p1", "p2"]}, always) is None
    assert random_concession(FixtureGame(), {"seats": ["p1", "p2", "p3"]}, always) is None


class WithPresets(FixtureGame):
    """The fixture with two preset decks: 20 grunts, 20 bolts."""

    id = "fixture_presets"

    def preset_decks(self):
        return {"步兵": "20 步兵", "闪电": "20 闪电"}


class NoOgres(FixtureGame):
    """The fixture whose random decks never hold an ogre."""

    id = "fixture_no_ogres"

    def random_decks(self, rng, players):
        pool = sorted(card for card in CARDS if card != "ogre")
        return {p: [rng.choice(pool) for _ in range(20)] for p in players}


def test_both_deck_kinds_alternate_by_game_index(registered):
    """With "both", even games play random decks and odd games a preset per player; "random" and
    "preset" play only their kind, whatever the index."""
    game = registered(WithPresets())
    both, presets_only = DeckDealer(game, "both"), DeckDealer(game, "preset")
    assert [both.kind_of(index) for index in range(4)] == ["random", "preset", "random", "preset"]
    assert {presets_only.kind_of(index) for index in range(4)} == {"preset"}
    assert {DeckDealer(game, "random").kind_of(index) for index in range(4)} == {"random"}
    for index in range(6):
        decks = both(index, random.Random(index), ["p1", "p2"])
        uniform = all(len(set(deck)) == 1 for deck in decks.values())
        assert uniform == (index % 2 == 1), decks


def test_fuzzed_games_play_both_kinds_of_decks(registered):
    """A run with the default "both" plays the presets in its odd games (reported with a failure's
    decks), and the random decks in its even ones."""
    game = registered(WithPresets())
    game.invariants = lambda state: ["stop"]  # every game fails at once, reporting its decks
    report = fuzz(game.id, 4, seed=2)
    presets = [{"grunt"}, {"bolt"}]
    for failure in report.failures:
        kinds = [set(deck) for deck in failure.decks.values()]
        assert all(kind in presets for kind in kinds) == (failure.game_index % 2 == 1), kinds


def test_a_game_without_presets_plays_random_decks_and_refuses_preset_only():
    """The fixture ships no deck lists: "both" plays random decks only, "preset" is refused in
    Chinese before any game is played."""
    game = get_game("fixture")
    assert {DeckDealer(game, "both").kind_of(index) for index in range(4)} == {"random"}
    with pytest.raises(GameError, match="没有预组卡组"):
        fuzz("fixture", 2, seed=1, decks="preset")


def test_coverage_names_the_cards_no_game_played(registered):
    """The report lists the implemented cards that no fuzzed game played: none for the fixture
    over 30 games, the ogre for a variant whose decks never hold one, whatever the number of jobs."""
    report = fuzz("fixture", 30, seed=1)
    assert report.cards == sorted(CARDS) and report.never_played == []
    game = registered(NoOgres())
    alone, shared = fuzz(game.id, 30, seed=1), fuzz(game.id, 30, seed=1, jobs=2)
    assert alone.never_played == shared.never_played == ["ogre"]
    assert alone.played == shared.played == set(CARDS) - {"ogre"}


def _moved(to_zone: str, definition: str, secret: bool = False) -> dict:
    event = {"type": "card_moved", "card": "c9", "was": "c1", "owner": "p1", "from_zone": "p1.hand",
             "to_zone": to_zone, "reason": "test"}
    return {**event, "secret": {"definition": definition}, "seen_by": ["p1"]} if secret else {**event, "definition": definition}


@pytest.mark.parametrize(
    ("game_id", "event", "played"),
    [
        # Lorcana: played (4.3.4) or put into play counts; inking (4.3.3) and drawing do not.
        ("lorcana", {"type": "card_played", "card": "c9", "player": "p1", "definition": "tfc-001", "method": "ink"}, True),
        ("lorcana", _moved("p1.play", "tfc-001"), True),
        ("lorcana", _moved("p1.inkwell", "tfc-001"), False),
        ("lorcana", _moved("p1.hand", "tfc-001"), False),
        # Ultraman: onto the battlefield (R1.2.3, face down) or set aside as a support (R4.3.2).
        ("ultraman", _moved("p1.battlefield", "练习-001", secret=True), True),
        ("ultraman", _moved("p1.aside", "练习-001", secret=True), True),
        ("ultraman", _moved("p1.energy", "练习-001", secret=True), False),
        # 隐秘世界: dispatched face down onto the stack, into an area, a region turned up, a society revealed.
        ("underworld", _moved("stack", "JC007", secret=True), True),
        ("underworld", _moved("area2", "JC007"), True),
        ("underworld", _moved("slot1", "DQBQ01"), True),
        ("underworld", {"type": "card_revealed", "card": "c3", "owner": "p1", "zone": "p1.society", "definition": "MSJC09"}, True),
        ("underworld", _moved("p1.graveyard", "JC007"), False),
        ("underworld", _moved("p1.library", "JC007", secret=True), False),
        # MTG: a spell cast (601.2i) or a land played (305.1); a card put onto the battlefield as a
        # spell resolves was counted when cast.
        ("mtg", {"type": "spell_cast", "player": "p1", "card": "c9", "definition": "fin-116", "object": "s1",
                 "targets": [], "mana_spent": {}}, True),
        ("mtg", {"type": "land_played", "player": "p1", "definition": "fin-306"}, True),
        ("mtg", _moved("battlefield", "fin-188"), False),
        ("mtg", _moved("p1.hand", "fin-188", secret=True), False),
    ],
)
def test_each_game_says_which_events_play_a_card(game_id, event, played):
    """Coverage counts a card put into play, cast or used, never one merely drawn or inked."""
    definition = event.get("definition") or event["secret"]["definition"]
    assert get_game(game_id).played_card(event) == (definition if played else None)


def _deck_cards(game_id: str) -> set[str]:
    """The implemented cards a main deck may hold: 隐秘世界's regions are dealt from the shared
    world library instead (digest A13)."""
    cards = set(get_game(game_id).implemented_cards())
    if game_id == "underworld":
        cards -= {card for card in cards if underworld_cards()[card].basic_type == "region"}
    return cards


@pytest.mark.parametrize(("game_id", "decks"), [("lorcana", 300), ("ultraman", 60), ("underworld", 400), ("mtg", 800)])
def test_random_decks_give_every_implemented_deck_card_a_chance(game_id, decks):
    """Over a few hundred random decks every implemented card a deck may hold turns up (the
    secret societies of 隐秘世界 too, whose decks are built to meet their "构筑时" rule)."""
    game = get_game(game_id)
    rng = random.Random(5)
    seen = set()
    for _ in range(decks // 2):
        for deck in game.random_decks(rng, ["p1", "p2"]).values():
            seen.update(deck)
    assert _deck_cards(game_id) - seen == set()
