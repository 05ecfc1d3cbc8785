"""Which renderer draws which game. A game's renderer draws its board from a view and turns a
card id into a `CardFace`; adding a game's images is adding one entry to `RENDERERS`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image

from bot.messages import t

from . import lorcana, mtg, sanguozhi, ultraman, underworld
from .card_face import CardFace


class RenderError(Exception):
    """A request for an image that cannot be drawn (no renderer for the game, unknown card)."""

    def __init__(self, key: str, **params: object) -> None:
        self.message = t(key, **params)
        super().__init__(self.message)


@dataclass(frozen=True)
class GameRenderer:
    board: Callable[[dict, dict[str, str]], Image.Image]  # (view, player names) -> board image
    card_face: Callable[[str], CardFace]  # card id -> the facts its face shows; KeyError if unknown
    definition_face: Callable[[object], CardFace]  # a card definition (one not loaded: a pack preview)


RENDERERS: dict[str, GameRenderer] = {
    "lorcana": GameRenderer(board=lorcana.draw_board, card_face=lorcana.face_for, definition_face=lorcana.card_face),
    "mtg": GameRenderer(board=mtg.draw_board, card_face=mtg.face_for, definition_face=mtg.card_face),
    "sanguozhi": GameRenderer(board=sanguozhi.draw_board, card_face=sanguozhi.face_for, definition_face=sanguozhi.card_face),
    "ultraman": GameRenderer(board=ultraman.draw_board, card_face=ultraman.face_for, definition_face=ultraman.card_face),
    "underworld": GameRenderer(board=underworld.draw_board, card_face=underworld.face_for,
                               definition_face=underworld.card_face),  # fmt: skip
}


def renderer_for(game_id: str) -> GameRenderer:
    if game_id not in RENDERERS:
        raise RenderError("render.no_renderer", game=game_id)
    return RENDERERS[game_id]
