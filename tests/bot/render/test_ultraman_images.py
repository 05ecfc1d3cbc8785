"""Ultraman board and card images: golden images per view, nothing hidden reaches the public picture,
the table layout (5 slots, supports set aside, face-down cards), every shipped deck card's face
fits its boxes and practice cards say 练习卡."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import engine
from bot.render import render_board, render_card
from bot.render.card_face import draw_card_face
from bot.render.palette import BAD
from bot.render.sample import random_state
from bot.render.ultraman import board, face_for
from engine.games.ultraman.deck import parse_deck

from .golden import assert_matches_golden

VIEWS = Path(__file__).parent / "views"
DECKS = sorted((Path(__file__).parents[3] / "cards" / "ultraman" / "decks").glob("*.txt"))
NAMES = {"p1": "小明", "p2": "Alice"}


def stored_view(name: str) -> dict:
    """Turn 5 of a random game during the support phase: p1 has a face-up support set aside and
    a weakened main combatant; p2 has face-up energy and one of its own cards face down."""
    return json.loads((VIEWS / f"ultraman-{name}.json").read_text(encoding="utf-8"))


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png))


@pytest.mark.parametrize("name", ["public", "p2"])
def test_board_matches_golden(name):
    assert_matches_golden(render_board("ultraman", stored_view(name), NAMES), f"ultraman-board-{name}")


def test_card_face_matches_golden():
    assert_matches_golden(render_card("ultraman", "练习-026"), "ultraman-card-026")


def test_private_board_adds_the_hand_and_public_does_not():
    public, private = image(render_board("ultraman", stored_view("public"), NAMES)), image(render_board("ultraman", stored_view("p2"), NAMES))
    assert public.width == private.width == board.WIDTH and private.height > public.height


def _hidden_cards_changed(state: dict) -> dict:
    """The same match with what spectators cannot see changed: p1's hand cards, p1's face-down
    battlefield cards and face-down energy get other definitions, both decks are reversed."""
    other = json.loads(json.dumps(state))
    cards = other["cards"]
    hidden = [c for kind in ("hand", "battlefield", "energy") for c in other["zones"][f"p1.{kind}"]["cards"]
              if kind == "hand" or cards[c].get("face_down")]  # fmt: skip
    assert len({cards[c]["def"] for c in hidden}) > 1
    definitions = [cards[c]["def"] for c in hidden]
    for card_id, definition in zip(hidden, definitions[1:] + definitions[:1], strict=True):
        cards[card_id]["def"] = definition
    for player in other["seats"]:
        other["zones"][f"{player}.deck"]["cards"].reverse()
    return other


def test_hidden_cards_never_change_the_public_image():
    state = random_state("ultraman", 11, 3)
    other = _hidden_cards_changed(state)
    assert render_board("ultraman", engine.view(state, None)) == render_board("ultraman", engine.view(other, None))
    assert render_board("ultraman", engine.view(state, "p2")) == render_board("ultraman", engine.view(other, "p2"))
    assert render_board("ultraman", engine.view(state, "p1")) != render_board("ultraman", engine.view(other, "p1"))


def test_slots_keep_their_places_and_face_down_cards_are_backs_for_others():
    """An emptied slot stays empty in its place; a face-down card the viewer cannot see is drawn
    as a back, the same whatever the card is."""
    view = stored_view("public")
    p2_cards = view["zones"]["p2.battlefield"]["cards"]
    backs = [card for card in p2_cards if "def" not in card]
    assert backs, "the stored view has a face-down card of p2"
    full = image(render_board("ultraman", view, NAMES))
    view["zones"]["p2.battlefield"]["cards"] = [c for c in p2_cards if c is not backs[0]]
    emptied = image(render_board("ultraman", view, NAMES))
    assert full.size == emptied.size and full.tobytes() != emptied.tobytes()


def shipped_cards() -> list[str]:
    return sorted({card for path in DECKS for card in parse_deck(path.read_text(encoding="utf-8"))})


def test_the_shipped_decks_are_found():
    assert len(DECKS) >= 2 and len(shipped_cards()) >= 14


@pytest.mark.parametrize("card_id", shipped_cards())
def test_every_deck_card_renders_without_overflow(card_id):
    rendered = draw_card_face(face_for(card_id))
    assert rendered.overflow == []


@pytest.mark.parametrize("card_id", ["HBU01-A07", "HBU-JCA-01", "练习-027"])
def test_named_and_newest_cards_render_without_overflow(card_id):
    assert draw_card_face(face_for(card_id)).overflow == []


def test_practice_cards_carry_the_practice_band_and_named_cards_do_not():
    practice, named = draw_card_face(face_for("练习-001")).image, draw_card_face(face_for("HBU01-A10")).image
    row = range(40, 460, 10)
    assert [practice.getpixel((x, 185)) for x in row].count(BAD) > len(row) // 2
    assert BAD not in [named.getpixel((x, 185)) for x in row]
