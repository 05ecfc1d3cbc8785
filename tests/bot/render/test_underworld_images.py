"""隐秘世界 Underworld board and card images: golden images per view, nothing hidden reaches the
public picture (not even which card a hidden agent is), the table layout (regions with both sides'
characters, tokens, score), every shipped deck card and every region renders within its boxes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import engine
from bot.render import render_board, render_card
from bot.render.card_face import draw_card_face
from bot.render.sample import random_state
from bot.render.underworld import board, face_for
from engine.games.underworld.cards import card_db
from engine.games.underworld.deck import parse_deck

from .golden import assert_matches_golden

VIEWS = Path(__file__).parent / "views"
DECKS = sorted((Path(__file__).parents[3] / "cards" / "underworld" / "decks").glob("*.txt"))
NAMES = {"p1": "小明", "p2": "Alice"}


def stored_view(name: str) -> dict:
    """Turn 7 of a random game (`random_state("underworld", 2, 5)` then 119 random answers), in
    p2's action step: p2 holds the first-player token and has a hidden agent in region 1; p1 has
    an exhausted character there with an attachment and one influence token; all assets exhausted."""
    return json.loads((VIEWS / f"underworld-{name}.json").read_text(encoding="utf-8"))


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png))


@pytest.mark.parametrize("name", ["public", "p1"])
def test_board_matches_golden(name):
    assert_matches_golden(render_board("underworld", stored_view(name), NAMES), f"underworld-board-{name}")


def test_card_face_matches_golden():
    assert_matches_golden(render_card("underworld", "JC016"), "underworld-card-JC016")


def test_private_board_adds_the_hand_and_public_does_not():
    public, private = image(render_board("underworld", stored_view("public"), NAMES)), image(render_board("underworld", stored_view("p1"), NAMES))
    assert public.width == private.width == board.WIDTH and private.height > public.height


def _hidden_cards_changed(state: dict) -> dict:
    """The same match with what spectators cannot see changed: p1's hand cards swap definitions,
    each of p1's hidden agents becomes another character card (G:暗藏者 p1), both libraries are
    reversed."""
    other = json.loads(json.dumps(state))
    cards = other["cards"]
    hand = other["zones"]["p1.hand"]["cards"]
    definitions = [cards[c]["def"] for c in hand]
    assert len(set(definitions)) > 1
    for card_id, definition in zip(hand, definitions[1:] + definitions[:1], strict=True):
        cards[card_id]["def"] = definition
    agents = [c for slot in (1, 2, 3) for c in other["zones"][f"area{slot}"]["cards"]
              if cards[c].get("face_down") and cards[c]["owner"] == "p1"]  # fmt: skip
    assert agents, "the seeded game has a hidden agent of p1"
    characters = sorted(card.id for card in card_db().values() if card.basic_type == "character")
    for card_id in agents:
        cards[card_id]["def"] = next(c for c in characters if c != cards[card_id]["def"])
    for player in other["seats"]:
        other["zones"][f"{player}.library"]["cards"].reverse()
    return other


def _with_hidden_cards() -> dict:
    """A seeded random position where p1 holds two different cards and has a hidden agent (the
    first seed that gives one, so new cards in the random decks do not break the test)."""
    for seed in range(1, 60):
        state = random_state("underworld", seed, 7)
        cards = state["cards"]
        hand = {cards[c]["def"] for c in state["zones"]["p1.hand"]["cards"]}
        agents = [c for slot in (1, 2, 3) for c in state["zones"][f"area{slot}"]["cards"]
                  if cards[c].get("face_down") and cards[c]["owner"] == "p1"]  # fmt: skip
        if len(hand) > 1 and agents:
            return state
    raise AssertionError("no seed gave p1 two hand cards and a hidden agent")


def test_hidden_cards_never_change_the_public_image():
    state = _with_hidden_cards()
    other = _hidden_cards_changed(state)
    assert render_board("underworld", engine.view(state, None)) == render_board("underworld", engine.view(other, None))
    assert render_board("underworld", engine.view(state, "p2")) == render_board("underworld", engine.view(other, "p2"))
    assert render_board("underworld", engine.view(state, "p1")) != render_board("underworld", engine.view(other, "p1"))


def test_a_hidden_agent_is_a_back_to_others_and_a_face_to_its_owner():
    """p2's hidden agent in region 1 carries no definition in the public view and is drawn as a
    back; p2's own view carries which card it is, and the board shows it."""
    public = stored_view("public")
    agent = next(c for c in public["zones"]["area1"]["cards"] if c.get("face_down"))
    assert "def" not in agent and agent["owner"] == "p2"
    as_back = image(render_board("underworld", public, NAMES))
    agent["def"] = "JC016"
    as_face = image(render_board("underworld", public, NAMES))
    assert as_back.size == as_face.size and as_back.tobytes() != as_face.tobytes()


def test_damage_is_drawn():
    view = stored_view("public")
    character = next(c for c in view["zones"]["area1"]["cards"] if "def" in c and not c.get("attached_to"))
    before = image(render_board("underworld", view, NAMES))
    character.setdefault("counters", {})["damage"] = 2
    after = image(render_board("underworld", view, NAMES))
    assert before.size == after.size and before.tobytes() != after.tobytes()


def shipped_cards() -> list[str]:
    return sorted({card for path in DECKS for card in parse_deck(path.read_text(encoding="utf-8"))})


def region_cards() -> list[str]:
    return sorted(card.id for card in card_db().values() if card.basic_type == "region")


def test_the_shipped_decks_are_found():
    assert len(DECKS) >= 2 and len(shipped_cards()) >= 30 and region_cards()


@pytest.mark.parametrize("card_id", shipped_cards() + region_cards())
def test_every_deck_card_and_region_renders_without_overflow(card_id):
    assert draw_card_face(face_for(card_id)).overflow == []
