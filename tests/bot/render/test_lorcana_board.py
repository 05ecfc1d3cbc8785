"""Lorcana board images: golden images per view, nothing hidden reaches the picture, the table
layout (characters in front, locations with their characters, items behind)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import engine
from bot.render import render_board
from bot.render.lorcana import board
from bot.render.sample import random_state
from engine.games.lorcana.cards import CardDef, card_db

from .golden import assert_matches_golden

VIEWS = Path(__file__).parent / "views"
NAMES = {"p1": "小明", "p2": "Alice"}


def stored_view(name: str) -> dict:
    return json.loads((VIEWS / f"lorcana-{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["public", "p1"])
def test_board_matches_golden(name):
    """Spectator and player boards from stored views (turn 19 of a random game: exerted and
    damaged characters, items) look as approved."""
    assert_matches_golden(render_board("lorcana", stored_view(name), NAMES), f"lorcana-board-{name}")


def test_private_board_adds_the_hand_and_public_does_not():
    public = Image.open(io.BytesIO(render_board("lorcana", stored_view("public"), NAMES)))
    private = Image.open(io.BytesIO(render_board("lorcana", stored_view("p1"), NAMES)))
    assert public.width == private.width == board.WIDTH
    assert private.height > public.height


def _hand_and_deck_swapped(state: dict) -> dict:
    """The same match with p1's two first different hand cards exchanged and both decks
    reversed: only cards hidden from spectators (and from the other player) change."""
    other = json.loads(json.dumps(state))
    hand = other["zones"]["p1.hand"]["cards"]
    first = hand[0]
    second = next(c for c in hand if other["cards"][c]["def"] != other["cards"][first]["def"])
    cards = other["cards"]
    cards[first]["def"], cards[second]["def"] = cards[second]["def"], cards[first]["def"]
    for player in other["seats"]:
        other["zones"][f"{player}.deck"]["cards"].reverse()
    return other


def test_hidden_cards_never_change_the_public_image():
    state = random_state("lorcana", 7, 9)
    other = _hand_and_deck_swapped(state)
    assert render_board("lorcana", engine.view(state, None)) == render_board("lorcana", engine.view(other, None))
    assert render_board("lorcana", engine.view(state, "p2")) == render_board("lorcana", engine.view(other, "p2"))
    assert render_board("lorcana", engine.view(state, "p1")) != render_board("lorcana", engine.view(other, "p1"))


LOCATION = CardDef(id="tst-900", name="测试地点", subtitle="海边", name_en="Test", subtitle_en="Shore", type="location",
                   ink="sapphire", cost=2, inkable=True, willpower=7, lore=1, move_cost=1, rarity="common")  # fmt: skip


@pytest.fixture
def with_location():
    cards = card_db()
    cards[LOCATION.id] = LOCATION
    yield LOCATION.id
    del cards[LOCATION.id]


def _card(card_id: str, definition: str, **extra) -> dict:
    return {"id": card_id, "def": definition, "owner": "p1", "zone": "p1.play", "visible_to": "all", **extra}


def test_characters_at_a_location_are_grouped_with_it(with_location):
    """A location in play with the characters moved to it (6.5); items lie behind."""
    cards = [
        _card("c1", "tfc-002"),
        _card("c2", with_location),
        _card("c3", "tfc-124", at_location="c2", exerted=True),
        _card("c4", "tfc-052", at_location="c9"),  # its location left play: back in front
        {"id": "c5", "owner": "p1", "zone": "p1.play", "visible_to": [], "hidden": True},
        _card("c6", next(c.id for c in card_db().values() if c.type == "item")),
    ]
    arrangement = board.arrange(cards)
    assert [c["id"] for c in arrangement.front] == ["c1", "c4", "c5"]
    assert [(location["id"], [c["id"] for c in at]) for location, at in arrangement.locations] == [("c2", ["c3"])]
    assert [c["id"] for c in arrangement.back] == ["c6"]


def test_a_board_with_a_location_renders(with_location):
    view = stored_view("public")
    play = view["zones"]["p1.play"]["cards"]
    play.append(_card("c900", with_location, counters={"damage": 2}))
    play[0]["at_location"] = "c900"
    view["current"]["c900"] = {"strength": None, "willpower": 7, "lore": 1, "keywords": {}}
    image = Image.open(io.BytesIO(render_board("lorcana", view, NAMES)))
    plain = Image.open(io.BytesIO(render_board("lorcana", stored_view("public"), NAMES)))
    assert image.width == board.WIDTH and image.tobytes() != plain.tobytes()


def test_many_cards_shrink_and_wrap_instead_of_spilling(with_location):
    """Thirty characters in play still fit the board's width."""
    view = stored_view("public")
    characters = [c.id for c in card_db().values() if c.type == "character"][:30]
    view["zones"]["p1.play"]["cards"] = [_card(f"x{i}", definition) for i, definition in enumerate(characters)]
    image = Image.open(io.BytesIO(render_board("lorcana", view, NAMES)))
    assert image.width == board.WIDTH
