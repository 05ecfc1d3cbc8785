"""The standings image: a title and a plain table (header row, striped rows) in the bundled font.

Columns are as wide as their widest cell; the first column is right-aligned (ranks), the player
column left-aligned, numbers right-aligned. Only what the standings message shows goes in.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from .fonts import font
from .palette import BACKGROUND, EDGE, PANEL, PANEL_ACTIVE, TEXT, TEXT_DIM
from .shapes import png_bytes

TITLE_SIZE = 30
CELL_SIZE = 22
PADDING = 24
CELL_GAP = 28
ROW_HEIGHT = 38
MAX_ROWS = 64  # a longer table is cut (the CSV export has everything)


def render_standings(title: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> bytes:
    """PNG bytes of the table; ``rows`` are already formatted cells, column 1 the player name."""
    rows = list(rows)[:MAX_ROWS]
    cell_font, title_font = font(CELL_SIZE), font(TITLE_SIZE)
    widths = [
        max(cell_font.getlength(str(cell)) for cell in column)
        for column in zip(header, *rows, strict=False)
    ]
    table_width = int(sum(widths) + CELL_GAP * (len(widths) - 1))
    width = max(table_width, int(title_font.getlength(title))) + 2 * PADDING
    top = PADDING + TITLE_SIZE + 20
    height = top + ROW_HEIGHT * (len(rows) + 1) + PADDING
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((PADDING, PADDING), title, font=title_font, fill=TEXT)
    for index, cells in enumerate([header, *rows]):
        y = top + index * ROW_HEIGHT
        if index == 0:
            draw.rectangle((PADDING // 2, y, width - PADDING // 2, y + ROW_HEIGHT - 1), fill=PANEL_ACTIVE)
        elif index % 2 == 0:
            draw.rectangle((PADDING // 2, y, width - PADDING // 2, y + ROW_HEIGHT - 1), fill=PANEL)
        x = PADDING
        for column, (cell, column_width) in enumerate(zip(cells, widths, strict=True)):
            text = str(cell)
            left = x if column == 1 else x + column_width - cell_font.getlength(text)
            draw.text((left, y + ROW_HEIGHT / 2), text, font=cell_font, fill=TEXT if index else TEXT_DIM, anchor="lm")
            x += column_width + CELL_GAP
    draw.line((PADDING // 2, top + ROW_HEIGHT, width - PADDING // 2, top + ROW_HEIGHT), fill=EDGE, width=1)
    return png_bytes(image)
