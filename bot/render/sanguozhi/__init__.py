"""三国智 images: the board (`board.py`, laid out as the game map) and card faces (`faces.py`)."""

from engine.games.sanguozhi.cards import card_db

from ..card_face import CardFace
from .board import draw_board
from .faces import card_face


def face_for(card_id: str) -> CardFace:
    """The face of a card by card number; KeyError for an unknown one."""
    return card_face(card_db()[card_id])


__all__ = ["card_face", "draw_board", "face_for"]
