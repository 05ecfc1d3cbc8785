"""Card face images: every card of every shipped deck fits its boxes; practice cards say so."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from bot.render import RenderError, render_card
from bot.render.card_face import HEIGHT, WIDTH, draw_card_face
from bot.render.lorcana import face_for
from bot.render.palette import BAD
from engine.games.lorcana.deck import parse_deck

DECKS = sorted((Path(__file__).parents[3] / "cards" / "lorcana" / "decks").glob("*.txt"))


def shipped_cards() -> list[str]:
    return sorted({card for path in DECKS for card in parse_deck(path.read_text(encoding="utf-8"))})


def test_the_shipped_decks_are_found():
    assert len(DECKS) >= 6 and len(shipped_cards()) > 50


@pytest.mark.parametrize("card_id", shipped_cards())
def test_every_deck_card_renders_without_overflow(card_id):
    rendered = draw_card_face(face_for(card_id))
    assert rendered.overflow == []
    assert rendered.image.size == (WIDTH, HEIGHT)


def test_a_text_too_long_for_the_box_is_reported():
    face = replace(face_for("tfc-002"), text="当你打出这个角色时，抽一张卡。" * 40)
    assert draw_card_face(face).overflow == ["text"]


def test_practice_cards_carry_the_practice_band():
    """Practice cards (练习卡) are labelled on the face; official cards are not."""
    face = face_for("tfc-002")
    plain = draw_card_face(face).image
    practice = draw_card_face(replace(face, practice=True)).image
    band_row = [practice.getpixel((x, 170)) for x in range(40, WIDTH - 40, 10)]
    assert band_row.count(BAD) > len(band_row) // 2
    assert BAD not in [plain.getpixel((x, 170)) for x in range(40, WIDTH - 40, 10)]


def test_render_card_gives_png_bytes():
    image = Image.open(io.BytesIO(render_card("lorcana", "tfc-002")))
    assert image.format == "PNG" and image.size == (WIDTH, HEIGHT)


def test_unknown_card_and_game_are_clear_errors():
    with pytest.raises(RenderError, match="找不到卡牌“tfc-999”"):
        render_card("lorcana", "tfc-999")
    with pytest.raises(RenderError, match="还没有图片渲染"):
        render_card("no-such-game", "x")
