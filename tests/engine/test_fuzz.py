"""The fuzzer passes the fixture game and catches games that break the engine contract."""

import random
import re

import pytest

from engine.core.registry import get_game
from engine.fuzz import fuzz, random_concession
from tests.engine.fixture import FixtureGame
from tests.engine.fixture.game import hand


class LeakyView(FixtureGame):
    """Shows every viewer the definitions in their opponents' hands."""

    id = "fixture_leaky_view"

    def view_extras(self, state, viewer):
        peek = {
            card_id: state["cards"][card_id]["def"]
            for player in state["seats"]
            if player != viewer
            for card_id in state["zones"][hand(player)]["cards"]
        }
        return {**super().view_extras(state, viewer), "peek": peek}


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


class ExtraCard(FixtureGame):
    """Deals p1 a 21st card, which the fixture's invariants forbid."""

    id = "fixture_extra_card"

    def setup(self, ctx, players, decks, options):
        super().setup(ctx, players, decks, options)
        ctx.create_card("grunt", players[0], hand(players[0]))


class OutsideRandomness(FixtureGame):
    """Draws randomness from Python's global RNG instead of the state's, so replays differ."""

    id = "fixture_outside_rng"

    def setup(self, ctx, players, decks, options):
        super().setup(ctx, players, decks, options)
        ctx.state["data"]["weather"] = random.random()


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
        (LeakyEvent, r"event drawn shows p\d a card hidden from them"),
        (TupleInState, "snapshot round-trip changed the state"),
        (ExtraCard, "p1 has 21 cards, not 20"),
        (OutsideRandomness, "replaying the answers from the seed gave a different state"),
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


def test_parallel_jobs_play_the_same_games():
    """`--jobs 2` shares the games between two processes; the games and results are the same."""
    alone = fuzz("fixture", 6, seed=3)
    shared = fuzz("fixture", 6, seed=3, jobs=2)
    assert (shared.games, shared.decisions, len(shared.failures)) == (alone.games, alone.decisions, 0)


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
