"""A card face drawn from game-independent facts (`CardFace`), so every game's lookup image looks
alike: cost, name, type line, stats, rules text, footer. A game's renderer only turns its card
definition into a `CardFace`.

`practice` marks the made-up practice cards (练习卡) that games without a public card database
ship: the face then carries a 练习卡 band, as everywhere a player sees those cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image

from bot.messages import t

from . import shapes, textbox
from .icons import INK
from .palette import BAD, CARD_PAPER, CARD_TEXT_BOX, GOLD, TEXT_DARK, TEXT_DIM, WHITE

WIDTH, HEIGHT = 500, 700
BORDER = 16
COST_SIZE = 92


@dataclass(frozen=True)
class Stat:
    symbol: str  # one of icons.SYMBOLS
    value: int
    label: str  # Chinese, shown under the number


@dataclass(frozen=True)
class CardFace:
    name: str
    subtitle: str | None
    cost: int | None
    colour: tuple[int, int, int]  # frame colour (Lorcana: the ink colour)
    colour_name: str
    type_line: str
    text: str
    footer: str
    inkable: bool | None = None  # None: the game has no such mark
    stats: tuple[Stat, ...] = field(default_factory=tuple)
    practice: bool = False


@dataclass
class RenderedCard:
    image: Image.Image
    overflow: list[str]  # names of the text boxes that did not fit even at their smallest size


def draw_card_face(face: CardFace) -> RenderedCard:
    image = Image.new("RGB", (WIDTH, HEIGHT), face.colour)
    overflow: list[str] = []
    inner = (BORDER, BORDER, WIDTH - BORDER, HEIGHT - BORDER)
    shapes.rounded_box(image, inner, CARD_PAPER, radius=18)
    title_bottom = _draw_header(image, face, overflow)
    if face.practice:
        title_bottom = _draw_practice_band(image, title_bottom)
    type_box = (BORDER, title_bottom + 6, WIDTH - BORDER, title_bottom + 50)
    image.paste(face.colour, type_box)
    if shapes.text_in_box(image, face.type_line, (type_box[0] + 16, type_box[1], type_box[2] - 16, type_box[3]), WHITE, 26, 16,
                          align="center", valign="middle"):  # fmt: skip
        overflow.append("type_line")
    top = type_box[3] + 10
    if face.stats:
        _draw_stats(image, face.stats, (BORDER + 10, top, WIDTH - BORDER - 10, top + 96))
        top += 106
    footer_top = HEIGHT - BORDER - 40
    text_box = (BORDER + 12, top, WIDTH - BORDER - 12, footer_top - 6)
    shapes.rounded_box(image, text_box, CARD_TEXT_BOX, radius=10, outline=face.colour, width=2)
    padded = (text_box[0] + 14, text_box[1] + 12, text_box[2] - 14, text_box[3] - 10)
    if not face.text:
        shapes.line_in_box(image, t("render.card.no_text"), padded, TEXT_DIM, 24, 16, align="center")
    elif shapes.text_in_box(image, face.text, padded, TEXT_DARK, 28, 14):
        overflow.append("text")
    shapes.line_in_box(image, face.footer, (BORDER + 16, footer_top, WIDTH - BORDER - 16, HEIGHT - BORDER - 4), TEXT_DIM, 18, 14)
    return RenderedCard(image, overflow)


def _draw_header(image: Image.Image, face: CardFace, overflow: list[str]) -> int:
    """Cost (with the inkable ring), name and subtitle, colour name; returns the header's bottom."""
    centre = (BORDER + 18 + COST_SIZE / 2, BORDER + 14 + COST_SIZE / 2)
    if face.cost is not None:
        if face.inkable:
            shapes.icon(image, INK, centre[0] - COST_SIZE / 2 - 7, centre[1] - COST_SIZE / 2 - 7, COST_SIZE + 14, GOLD, filled=True)
        shapes.icon_badge(image, INK, str(face.cost), centre, COST_SIZE, face.colour)
        if face.inkable is not None:
            mark = t("render.card.inkable" if face.inkable else "render.card.not_inkable")
            shapes.line_in_box(image, mark, (BORDER + 4, BORDER + 118, BORDER + 140, BORDER + 146), GOLD if face.inkable else TEXT_DIM,
                               18, 12, align="center")  # fmt: skip
    left, right = BORDER + 150, WIDTH - BORDER - 14
    name_box = (left, BORDER + 10, right, BORDER + 64) if face.subtitle else (left, BORDER + 10, right, BORDER + 104)
    name = textbox.fit(face.name, right - left, 54, 40, 20, max_lines=1)
    textbox.draw(image, name, name_box, TEXT_DARK, valign="middle")  # alone, the name takes the subtitle's room too
    if name.overflow:
        overflow.append("name")
    if face.subtitle:
        subtitle = textbox.fit(face.subtitle, right - left, 40, 28, 14, max_lines=1)
        textbox.draw(image, subtitle, (left, BORDER + 64, right, BORDER + 104), face.colour, valign="middle")
        if subtitle.overflow:
            overflow.append("subtitle")
    shapes.line_in_box(image, face.colour_name, (left, BORDER + 108, right, BORDER + 140), face.colour, 22, 14, align="right")
    return BORDER + 150


def _draw_practice_band(image: Image.Image, top: int) -> int:
    band = (BORDER, top, WIDTH - BORDER, top + 40)
    image.paste(BAD, band)
    shapes.line_in_box(image, t("render.card.practice"), band, WHITE, 26, 18, align="center")
    return band[3]


def _draw_stats(image: Image.Image, stats: tuple[Stat, ...], box: shapes.Box) -> None:
    """Each stat: its symbol with the number on it and a label under it, spread evenly."""
    left, top, right, bottom = box
    step = (right - left) / len(stats)
    for index, stat in enumerate(stats):
        x = left + step * (index + 0.5)
        shapes.icon_badge(image, stat.symbol, str(stat.value), (x, top + 34), 64, TEXT_DARK)
        shapes.line_in_box(image, stat.label, (round(x - step / 2), top + 68, round(x + step / 2), bottom), TEXT_DARK, 20, 12,
                           align="center")  # fmt: skip
