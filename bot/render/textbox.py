"""Chinese text laid out in a box: wrapping, inline game symbols, bold ability names, shrinking to
fit and an explicit overflow report.

Text is cut into units that never break inside: one Chinese character, a Latin word or number,
or a symbol; closing punctuation sticks to the unit before it and opening punctuation to the unit
after it (so no line starts with "，" or ends with "【"). Lines are filled greedily. A box that
cannot hold its text even at the smallest allowed size says so (`overflow`), so tests can check
every card, and the drawing clips instead of spilling over the neighbours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .fonts import font
from .icons import SYMBOLS, icon_mask

LINE_HEIGHT = 1.32  # times the font size
PARAGRAPH_GAP = 0.3
ICON_WIDTH = 1.0
ELLIPSIS = "…"
EM_ASCENT = 0.88  # Noto CJK's ideographic em box: 0.88 above the baseline, 0.12 below
NO_LINE_START = frozenset("，。、；：！？）】」』”’》～…·,.;:!?)")
NO_LINE_END = frozenset("（【「『“‘《(")
LATIN_RUN = re.compile(r"[A-Za-z0-9+\-%/.]+")
ICON_TERM = re.compile(r"［[^［］]{1,6}］")


@dataclass(frozen=True)
class Atom:
    text: str
    bold: bool = False

    @property
    def is_icon(self) -> bool:
        return self.text in SYMBOLS

    @property
    def is_space(self) -> bool:
        return self.text.isspace()

    def width(self, size: int) -> float:
        if self.is_icon:
            return size * ICON_WIDTH
        return font(size).getlength(self.text) + (2 if self.bold else 0)


Unit = tuple[Atom, ...]


def atoms(paragraph: str) -> list[Atom]:
    """Split one paragraph into atoms; text from "【" to "】" is bold (Lorcana ability names)."""
    result, bold, index = [], False, 0
    while index < len(paragraph):
        char = paragraph[index]
        if char == "【":
            bold = True
        term = ICON_TERM.match(paragraph, index)
        if term:  # an icon name such as ［黑星］ never breaks across lines
            result.append(Atom(term.group(), bold))
            index = term.end()
            continue
        run = LATIN_RUN.match(paragraph, index)
        if run:
            result.append(Atom(run.group(), bold))
            index = run.end()
            continue
        result.append(Atom(char, bold))
        if char == "】":
            bold = False
        index += 1
    return result


def units(paragraph: str) -> list[Unit]:
    grouped: list[list[Atom]] = []
    glue_next = False
    for atom in atoms(paragraph):
        if atom.is_space and grouped and grouped[-1][-1].text == "】":
            continue  # the full-width bracket already leaves room
        if grouped and not atom.is_space and (glue_next or atom.text[0] in NO_LINE_START):
            grouped[-1].append(atom)
        else:
            grouped.append([atom])
        glue_next = atom.text[-1] in NO_LINE_END
    return [tuple(unit) for unit in grouped]


@dataclass
class TextLayout:
    size: int
    lines: list[list[tuple[float, Atom]]]  # per line: (x offset, atom)
    line_widths: list[float]
    paragraph_starts: set[int]  # indices of lines that begin a paragraph (a gap above them)
    overflow: bool = False

    @property
    def line_height(self) -> float:
        return self.size * LINE_HEIGHT

    @property
    def width(self) -> float:
        return max(self.line_widths, default=0)

    @property
    def height(self) -> float:
        gaps = len([i for i in self.paragraph_starts if i > 0]) * self.size * PARAGRAPH_GAP
        return len(self.lines) * self.line_height + gaps


def unit_width(unit: Unit, size: int) -> float:
    return sum(atom.width(size) for atom in unit)


def layout(text: str, width: float, size: int) -> TextLayout:
    """Wrap `text` (paragraphs split by newlines) to `width` at font `size`."""
    result = TextLayout(size, [], [], set())
    for paragraph in text.split("\n"):
        result.paragraph_starts.add(len(result.lines))
        line: list[tuple[float, Atom]] = []
        x = 0.0
        for unit in units(paragraph):
            needed = unit_width(unit, size)
            if line and x + needed > width and not unit[0].is_space:
                _end_line(result, line, x)
                line, x = [], 0.0
            if not line and unit[0].is_space:
                continue  # no leading space on a wrapped line
            if needed > width:
                result.overflow = True  # one unbreakable unit wider than the box
            for atom in unit:
                line.append((x, atom))
                x += atom.width(size)
        _end_line(result, line, x)
    return result


def _end_line(result: TextLayout, line: list[tuple[float, Atom]], x: float) -> None:
    while line and line[-1][1].is_space:  # a trailing space takes no room
        x = line.pop()[0]
    result.lines.append(line)
    result.line_widths.append(x)


def fit(text: str, width: float, height: float, max_size: int, min_size: int, max_lines: int | None = None) -> TextLayout:
    """The largest size from `max_size` down to `min_size` at which `text` fits the box; at
    `min_size` with `overflow` set when nothing fits."""
    for size in range(max_size, min_size - 1, -1):
        candidate = layout(text, width, size)
        too_many = max_lines is not None and len(candidate.lines) > max_lines
        if not candidate.overflow and candidate.height <= height and not too_many:
            return candidate
    candidate.overflow = True
    return candidate


def fit_line(text: str, width: float, max_size: int, min_size: int) -> TextLayout:
    """One line at the largest size that fits; at `min_size` the end gives way to "…"."""
    for size in range(max_size, min_size - 1, -1):
        if font(size).getlength(text) <= width:
            return layout(text, width * 2 + 1, size)
    size = min_size
    while text and font(size).getlength(text + ELLIPSIS) > width:
        text = text[:-1]
    return layout(text + ELLIPSIS, width * 2 + 1, size)


def draw(image: Image.Image, text: TextLayout, box: tuple[int, int, int, int], colour,
         align: str = "left", valign: str = "top") -> None:
    """Draw a layout inside `box` (left, top, right, bottom); nothing is drawn outside it."""
    left, top, right, bottom = (round(v) for v in box)
    region = image.crop((left, top, right, bottom))
    pen = ImageDraw.Draw(region)
    width, height = right - left, bottom - top
    y = {"top": 0.0, "middle": (height - text.height) / 2, "bottom": height - text.height}[valign]
    for index, line in enumerate(text.lines):
        if index in text.paragraph_starts and index > 0:
            y += text.size * PARAGRAPH_GAP
        offset = {"left": 0.0, "center": (width - text.line_widths[index]) / 2, "right": width - text.line_widths[index]}[align]
        baseline = y + (text.line_height - text.size) / 2 + EM_ASCENT * text.size
        _draw_line(region, pen, line, offset, baseline, text.size, colour)
        y += text.line_height
    image.paste(region, (left, top))


def _draw_line(image, pen, line, offset, baseline, size, colour) -> None:
    """One line: runs of plain or bold text in one call each, symbols pasted as icon masks."""
    face = font(size)
    run, run_x, run_bold = "", 0.0, False
    for x, atom in [*line, (0.0, None)]:
        if run and (atom is None or atom.is_icon or atom.bold != run_bold):
            pen.text((offset + run_x, baseline), run, font=face, fill=colour, anchor="ls",
                     stroke_width=1 if run_bold else 0, stroke_fill=colour)
            run = ""
        if atom is None:
            break
        if atom.is_icon:
            left, top = round(offset + x), round(baseline - EM_ASCENT * size)
            image.paste(colour, (left, top, left + size, top + size), icon_mask(atom.text, size))
        elif not run:
            run, run_x, run_bold = atom.text, x, atom.bold
        else:
            run += atom.text
