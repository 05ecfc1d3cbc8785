"""Layout primitives shared by every renderer: boxes, number badges, icons with numbers, PNG bytes."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from . import textbox
from .fonts import font
from .icons import icon_mask
from .palette import WHITE

Box = tuple[int, int, int, int]


def rounded_box(image: Image.Image, box: Box, fill, radius: int, outline=None, width: int = 0) -> None:
    ImageDraw.Draw(image).rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def centred_text(image: Image.Image, text: str, centre: tuple[float, float], size: int, colour, bold: bool = False) -> None:
    """A short label (a number) centred on a point."""
    ImageDraw.Draw(image).text(centre, text, font=font(size), fill=colour, anchor="mm",
                               stroke_width=1 if bold else 0, stroke_fill=colour)  # fmt: skip


def icon(image: Image.Image, symbol: str, left: float, top: float, size: int, colour, filled: bool = False) -> None:
    left, top = round(left), round(top)
    image.paste(colour, (left, top, left + size, top + size), icon_mask(symbol, size, filled))


def icon_badge(image: Image.Image, symbol: str, value: str, centre: tuple[float, float], size: int, colour,
               text_colour=WHITE) -> None:
    """A number on a filled symbol (cost on the ink hexagon, lore on the diamond, ...)."""
    x, y = centre
    icon(image, symbol, x - size / 2, y - size / 2, size, colour, filled=True)
    centred_text(image, value, (x, y + size * 0.02), round(size * 0.5), text_colour, bold=True)


def circle_badge(image: Image.Image, value: str, centre: tuple[float, float], size: int, fill, text_colour=WHITE) -> None:
    x, y = centre
    ImageDraw.Draw(image).ellipse((x - size / 2, y - size / 2, x + size / 2, y + size / 2), fill=fill, outline=WHITE,
                                  width=max(1, size // 14))  # fmt: skip
    centred_text(image, value, (x, y), round(size * 0.58), text_colour, bold=True)


def stat_label(image: Image.Image, symbol: str, value: str, left: float, centre_y: float, size: int, colour,
               font_size: int) -> float:
    """Symbol then a bold number, left to right; returns the x after it."""
    icon(image, symbol, left, centre_y - size / 2, size, colour)
    face = font(font_size)
    ImageDraw.Draw(image).text((left + size * 1.08, centre_y), value, font=face, fill=colour, anchor="lm",
                               stroke_width=1, stroke_fill=colour)  # fmt: skip
    return left + size * 1.08 + face.getlength(value) + 2


def text_in_box(image: Image.Image, text: str, box: Box, colour, max_size: int, min_size: int,
                align: str = "left", valign: str = "top") -> bool:
    """Fit and draw several lines of text; True when it overflowed even at `min_size`."""
    fitted = textbox.fit(text, box[2] - box[0], box[3] - box[1], max_size, min_size)
    textbox.draw(image, fitted, box, colour, align=align, valign=valign)
    return fitted.overflow


def line_in_box(image: Image.Image, text: str, box: Box, colour, max_size: int, min_size: int,
                align: str = "left", valign: str = "middle") -> None:
    """One line, shrunk to fit and cut with "…" below `min_size` (names on small board tiles)."""
    textbox.draw(image, textbox.fit_line(text, box[2] - box[0], max_size, min_size), box, colour, align=align, valign=valign)


def png_bytes(image: Image.Image) -> bytes:
    """PNG with fixed settings: equal pixels give equal bytes."""
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=3)
    return buffer.getvalue()

