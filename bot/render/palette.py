"""Colours shared by every image (RGB). Game-specific colours (Lorcana ink colours) live with
that game's renderer."""

BACKGROUND = (24, 28, 38)
PANEL = (36, 42, 56)
PANEL_ACTIVE = (44, 54, 76)
ACTIVE_EDGE = (250, 196, 70)
EDGE = (70, 80, 100)
TEXT = (236, 238, 244)
TEXT_DIM = (160, 168, 184)
TEXT_DARK = (28, 30, 36)
CARD_PAPER = (246, 240, 226)
CARD_TEXT_BOX = (252, 249, 240)
DAMAGE = (200, 40, 40)
GOOD = (60, 170, 90)
BAD = (220, 70, 60)
GOLD = (214, 170, 60)
LORE_BLUE = (110, 170, 240)
WHITE = (255, 255, 255)
