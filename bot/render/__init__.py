"""Board and card images (Pillow), for the bot and `tcg render`.

Boards are drawn only from `engine.view(state, viewer)`, so an image can show no more than that
viewer may see: pass a spectator view (viewer None) for the match thread and a player's own view
for their DM. Text uses the bundled Noto Sans CJK (see `fonts.py`), never the machine's fonts.

    render_board("lorcana", engine.view(state, None), names) -> PNG bytes
    render_card("lorcana", "tfc-002") -> PNG bytes
"""

from __future__ import annotations

from functools import lru_cache

from .card_face import draw_card_face
from .registry import RenderError, renderer_for
from .shapes import png_bytes

__all__ = ["RenderError", "render_board", "render_card"]


def render_board(game: str, view: dict, names: dict[str, str] | None = None) -> bytes:
    """The board of `view` as PNG bytes; `names` maps player ids to display names."""
    return png_bytes(renderer_for(game).board(view, names or {}))


@lru_cache(maxsize=256)
def render_card(game: str, card_id: str) -> bytes:
    """A card face as PNG bytes (cached: a card's face never changes while the bot runs)."""
    renderer = renderer_for(game)
    try:
        face = renderer.card_face(card_id)
    except KeyError:
        raise RenderError("render.unknown_card", card=card_id) from None
    return png_bytes(draw_card_face(face).image)
