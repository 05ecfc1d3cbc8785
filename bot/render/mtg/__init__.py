"""Magic: The Gathering images: the board (`board.py`) and card faces (`faces.py`)."""

from engine.games.mtg.cards import card_db

from ..card_face import CardFace
from .board import draw_board
from .faces import card_face


def face_for(card_id: str) -> CardFace:
    """The face of a card by its set code and number (fin-001); KeyError for an unknown one."""
    return card_face(card_db()[card_id])


__all__ = ["card_face", "draw_board", "face_for"]
