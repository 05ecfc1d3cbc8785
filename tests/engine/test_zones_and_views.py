"""Zones, card identity and what each viewer may see (views and events)."""

import pytest

import engine
from engine.core.context import Ctx
from engine.core.snapshot import copy, dump
from tests.engine.fixture import GAME
from tests.engine.positions import PLAYERS, opening, play_random, turn_one

HIDDEN_CARD_KEYS = {"id", "owner", "controller", "zone", "visible_to", "ts", "counters", "hidden"}


def test_a_moved_card_is_a_new_object():
    """Ctx.move returns a new id; the old id no longer exists; counters and per-object fields are
    gone unless kept; the card_moved event links old and new ids."""
    s = turn_one()
    grunt = s.put("grunt", "p1.play", counters={"damage": 1}, tapped=True)
    moved = s.move(grunt, "p1.hand", reason="bounce")
    ctx = Ctx(GAME, s.state)
    assert moved != grunt and not ctx.exists(grunt) and ctx.exists(moved)
    assert grunt not in s.zone("p1.play") and s.zone("p1.hand") == [moved]
    card = s.card(moved)
    assert (card["def"], card["zone"], card.get("counters"), "tapped" in card) == ("grunt", "p1.hand", None, False)
    assert s.events[-1] == {
        "type": "card_moved", "card": moved, "was": grunt, "owner": "p1",
        "from_zone": "p1.play", "to_zone": "p1.hand", "reason": "bounce", "definition": "grunt",
    }
    kept = s.move(s.put("ogre", "p1.play", tapped=True), "p1.discard", keep=("tapped",))
    assert s.card(kept)["tapped"] is True


def test_a_new_object_gets_a_later_timestamp():
    """Every new object gets a strictly larger timestamp than any before it."""
    s = turn_one()
    first = s.put("grunt", "p1.play")
    second = s.move(first, "p1.hand")
    assert s.card(second)["ts"] > max(c["ts"] for cid, c in s.state["cards"].items() if cid != second)


def test_shuffle_gives_every_card_a_fresh_id():
    """A shuffled zone holds the same definitions under ids that never existed before."""
    s = turn_one()
    before = s.zone("p1.deck")
    definitions = sorted(s.card(c)["def"] for c in before)
    ctx = Ctx(GAME, s.state)
    ctx.shuffle("p1.deck")
    after = s.zone("p1.deck")
    assert len(after) == len(before) and not set(after) & set(before)
    assert not any(c in s.state["cards"] for c in before)
    assert sorted(s.card(c)["def"] for c in after) == definitions
    assert ctx.events == [{"type": "zone_shuffled", "zone": "p1.deck"}]


def test_a_shuffle_numbers_its_new_objects_as_one_card_after_another_would_be():
    """The shuffle counts its new ids and timestamps at once; they are those `new_id` and
    `timestamp` give card after card, so ids stay unique and replays of stored matches unchanged."""
    s = turn_one()
    ctx = Ctx(GAME, s.state)
    ids, ts = s.state["ids"]["c"], s.state["ids"]["ts"]
    count = len(s.zone("p1.deck"))
    ctx.shuffle("p1.deck")
    assert s.zone("p1.deck") == [f"c{ids + n}" for n in range(1, count + 1)]
    assert [s.card(c)["ts"] for c in s.zone("p1.deck")] == list(range(ts + 1, ts + count + 1))
    assert (ctx.new_id("card"), ctx.timestamp()) == (f"c{ids + count + 1}", ts + count + 1)
    before = dict(s.state["ids"])
    ctx.shuffle("p2.discard")  # empty: nothing counted
    assert s.state["ids"] == before


def test_a_shuffled_token_stays_a_token():
    """A shuffle makes new objects of the same cards: a token shuffled into a library is still a
    token there, so its game can end it (MTG 111.7, 704.5d) and no card is counted twice."""
    s = turn_one()
    token = s.put("ogre", "p1.deck", token=True)
    Ctx(GAME, s.state).shuffle("p1.deck")
    tokens = [c for c in s.zone("p1.deck") if s.card(c).get("token")]
    assert len(tokens) == 1 and token not in s.state["cards"]


def test_a_shuffle_does_not_show_the_permutation_to_those_who_cannot_see_the_cards():
    """Two different shuffles of p1's hand look the same to p2 and to spectators: no id, timestamp
    or other field lets them follow a card through the shuffle."""
    s = turn_one()
    for definition in ("bolt", "ogre", "rally", "scout", "cancel"):
        s.put(definition, "p1.hand")
    views = {}
    orders = set()
    for counter in (100, 200):
        state = copy(s.state)
        state["rng"]["counter"] = counter
        Ctx(GAME, state).shuffle("p1.hand")
        orders.add(tuple(state["cards"][c]["def"] for c in state["zones"]["p1.hand"]["cards"]))
        views[counter] = dump([engine.view(state, "p2")["zones"]["p1.hand"], engine.view(state, None)["zones"]])
    assert len(orders) == 2, "the two shuffles should differ"
    assert views[100] == views[200]


def test_opponents_hand_is_opaque_and_own_hand_is_shown():
    """p2 sees p1's hand cards as hidden objects without 'def'; p1 sees their definitions."""
    s = opening(card="ogre")
    theirs = s.view("p2")["zones"]["p1.hand"]
    assert theirs["count"] == 5 and len(theirs["cards"]) == 5
    for card in theirs["cards"]:
        assert "def" not in card and card["hidden"] is True
        assert set(card) <= HIDDEN_CARD_KEYS
    mine = s.view("p1")["zones"]["p1.hand"]
    assert [c["def"] for c in mine["cards"]] == ["ogre"] * 5
    assert [c["id"] for c in mine["cards"]] == [c["id"] for c in theirs["cards"]]


def test_deck_shows_its_size_only():
    """A deck shows its owner, visibility and count, and no card, to everyone including its owner."""
    s = opening()
    for viewer in ("p1", "p2", None):
        assert s.view(viewer)["zones"]["p1.deck"] == {"owner": "p1", "show": "hidden", "count": 15, "cards": []}


def test_a_card_revealed_to_one_player_is_shown_to_them_only():
    """Ctx.reveal(card, ["p2"]) shows a p1 hand card to p2, not to a spectator; the event's
    definition is secret to p2."""
    s = opening(card="ogre")
    card = s.zone("p1.hand")[0]
    ctx = s.ctx()
    ctx.reveal(card, ["p2"])
    [event] = ctx.events
    assert engine.event_for(event, "p2")["definition"] == "ogre"
    assert "definition" not in engine.event_for(event, None)
    assert next(c for c in s.view("p2")["zones"]["p1.hand"]["cards"] if c["id"] == card)["def"] == "ogre"
    assert "def" not in next(c for c in s.view(None)["zones"]["p1.hand"]["cards"] if c["id"] == card)


def test_spectator_sees_only_public_cards():
    """Viewer None sees definitions only of cards visible to all, and no ask of its own."""
    s = turn_one()
    s.put("grunt", "p1.play")
    s.put("bolt", "p1.hand")
    s.put("ogre", "p2.hand")
    s.expect("p1", "choose_action")
    view = s.view(None)
    assert view["viewer"] is None
    shown = {card["def"] for zone in view["zones"].values() for card in zone["cards"] if "def" in card}
    assert shown == {"grunt"}
    assert all(card.get("hidden") for card in view["zones"]["p1.hand"]["cards"] + view["zones"]["p2.hand"]["cards"])
    assert view["request"] == {"id": s.request["id"], "state_version": s.request["state_version"],
                               "kind": "choose_action", "waiting_for": ["p1"]}


def test_drawn_card_definition_is_only_in_the_owners_form_of_the_event():
    """card_moved from deck to hand carries the definition for the owner only (engine.events_for)."""
    s = opening(card="ogre")
    s.expect("p1", "choose_number", answer=["3"])
    s.expect("p2", "choose_number", answer=["0"])
    s.expect("p1", "mulligan", answer=["mulligan"])
    draws = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert len(draws) == 5
    for viewer, sees in (("p1", True), ("p2", False), (None, False)):
        for event in engine.events_for(draws, viewer):
            assert ("definition" in event) is sees
            assert "secret" not in event and "seen_by" not in event
            assert (event["from_zone"], event["to_zone"]) == ("p1.deck", "p1.hand")
    # Moving the hand back into the deck: only the owner learns which cards went.
    returns = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "mulligan"]
    assert len(returns) == 5
    assert all("definition" not in e for e in engine.events_for(returns, "p2"))


@pytest.mark.parametrize("seed", [2, 9])
def test_views_never_contain_rng_frames_or_hidden_answers(seed):
    """At every step of a random game, no view has the rng, frames, id counters, raw cards or the
    raw request (which holds hidden answers)."""
    steps = []

    def check(state):
        for viewer in (*PLAYERS, None):
            view = engine.view(state, viewer)
            assert not {"rng", "frames", "ids", "cards"} & set(view)
            assert view["request"] is None or not {"answers", "asks"} & set(view["request"])
        steps.append(state["version"])

    play_random(seed, check, max_steps=150)
    assert len(steps) > 20


def test_ids_of_different_kinds_never_collide():
    """new_id for two kinds with the same initial ("card", "choice") never returns the same id."""
    s = opening()
    ctx = Ctx(GAME, s.state)
    made = [ctx.new_id(kind) for kind in ("card", "choice", "card", "choice", "stack", "step", "trigger", "token")]
    assert len(set(made)) == len(made)
    assert not set(made) & set(s.state["cards"])


def test_decks_are_dealt_from_the_given_lists():
    """start builds each player's 20 cards from their deck list: 5 in hand, 15 in the deck."""
    s = opening(card="ogre")
    for player in PLAYERS:
        owned = [c for c in s.state["cards"].values() if c["owner"] == player]
        assert len(owned) == 20 and {c["def"] for c in owned} == {"ogre"}
        assert len(s.zone(f"{player}.hand")) == 5
