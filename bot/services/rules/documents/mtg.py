"""万智牌~最终幻想发布释疑 (seed 003): the Final Fantasy release notes.

There are no comprehensive rules here, so MTG's "rules" are the notes' general sections
(通则释疑) and its per-card rulings (单卡解惑).

- General sections start at ``#`` headings such as ``#### 新关键字异能: 分级``. A section's id is
  its heading after the last colon, without brackets or spaces (``分级``, ``最终幻想游戏标识``):
  stable while the heading stays, whatever sections are added around it. Its ``- `` bullets are
  its subrules ``分级.1``, ``分级.2``…; a card printed inside a section to show the mechanic is
  kept as that section's example. Sections that name a mechanic (``X: 分级``) are glossary terms.
- Card sections (``## 主系列单卡解惑`` and the like) list cards: a header line
  ``English name/中文名 [(风味名称:…)] [mana cost …]``, the card's text, then its rulings: ``- `` or
  ``• `` bullets, a line that starts indented, or any paragraph after the power/toughness line.
  ``- •`` lines are modes of the card's text, not rulings. ``//`` introduces the back face, whose
  names join the card's other names. The conversion marked some card lines as headings
  (``#### Ether/以太药``, ``#### 警戒``), so ``#`` means nothing inside card sections.
"""

from __future__ import annotations

import re

from ..model import CardRulings, RuleBook
from ..parser import ParseError, RuleBookBuilder, append_line, clean, join_cjk_gaps

GENERAL_HEADING = "通则释疑"
CARD_SECTION = "单卡解惑"

CARD_HEADER = re.compile(
    r"^(?P<en>[A-Za-z0-9][A-Za-z0-9 ,'’\-:!.&]*?)\s*/\s*(?P<zh>[^{$(（\s][^{$(（]*?)\s*"
    r"(?:[(（]风味名称[:：]\s*(?P<flavour>[^)）]+)[)）])?\s*(?:[{$].*)?$"
)
_POWER_TOUGHNESS = re.compile(r"^[\dX*+\-]+/[\dX*+\-]+$")
_CJK_START = re.compile(r"[\u4e00-\u9fff]")
_INLINE_BULLET = re.compile(r"\s+•\s*")
_MECHANIC_HEADING = re.compile(r"[:：]")


def card_header(line: str) -> re.Match[str] | None:
    """The match of a card's header line; a power/toughness line such as ``9/9`` is none."""
    match = CARD_HEADER.match(line)
    return match if match and _CJK_START.search(match["zh"]) and re.search("[A-Za-z]", match["en"]) else None


def section_id(heading: str) -> str:
    """``新关键字异能: 分级`` -> ``分级``; ``《最终幻想》游戏标识`` -> ``最终幻想游戏标识``."""
    name = re.split(r"[:：]", heading)[-1]
    return re.sub(r"[\s《》「」]", "", name)


def _lines(text: str) -> list[str]:
    return [join_cjk_gaps(line.rstrip()) for line in text.splitlines()]


def _card_sections_start(lines: list[str]) -> int:
    for index, line in enumerate(lines):
        if line.startswith("#") and CARD_SECTION in line:
            return index
    raise ParseError("mtg: no 单卡解惑 section")


def parse(text: str, source: str) -> RuleBook:
    lines = _lines(text)
    try:
        general = next(i for i, line in enumerate(lines) if line.startswith("#") and GENERAL_HEADING in line)
    except StopIteration:
        raise ParseError("mtg: no 通则释疑 section") from None
    book = RuleBookBuilder("mtg", "万智牌~最终幻想发布释疑", source, _parent_of)
    section = None
    bullets = 0
    in_card = False
    for raw in lines[general + 1 : _card_sections_start(lines)]:
        line = clean(raw)
        if not line:
            continue
        if raw.startswith("#"):
            heading = line.lstrip("# ")
            section, bullets, in_card = section_id(heading), 0, False
            book.rule(section, heading=heading)
            if _MECHANIC_HEADING.search(heading):
                book.term(section, "")
        elif section is None:
            raise ParseError(f"mtg: text before the first section: {line[:30]}")
        elif card_header(line):
            in_card = True
            book.rules[section].examples.append(line)
        elif line.startswith(("- ", "• ")) and not line.startswith("- •"):
            bullets += 1
            in_card = False
            book.rule(f"{section}.{bullets}", line[2:].strip())
        elif in_card:
            book.rules[section].examples[-1] += "\n" + line
        elif bullets and raw[:1].isspace():
            book.line(line)  # an indented line continues the bullet above
        else:
            book.rules[section].text = append_line(book.rules[section].text, line)
    for entry in book.glossary:
        rule = book.rules[entry.term]
        entry.text = rule.text or book.rules[f"{entry.term}.1"].text
    return book.build(lambda text: [])  # the notes name no section by its heading


def _parent_of(rule_id: str) -> str | None:
    head, dot, _ = rule_id.rpartition(".")
    return head if dot else None


class _Card:
    def __init__(self, name_en: str, name_zh: str, flavour: str | None) -> None:
        self.record = CardRulings(name_en, name_zh, [flavour] if flavour else [], [])
        self.in_rulings = False
        self.stats_done = False


def parse_card_rulings(text: str) -> list[CardRulings]:
    lines = _lines(text)
    cards: list[_Card] = []
    back_face_next = False
    for raw in lines[_card_sections_start(lines) :]:
        line = clean(raw).lstrip("# ").strip()
        if not line or (raw.startswith("#") and CARD_SECTION in raw):
            continue
        header = card_header(line)
        if header:
            name_en, name_zh, flavour = header["en"].strip(), header["zh"].strip(), header["flavour"]
            if back_face_next and cards:
                cards[-1].record.other_names += [name_en, name_zh]
                cards[-1].in_rulings = cards[-1].stats_done = False
            else:
                cards.append(_Card(name_en, name_zh, flavour and flavour.strip()))
            back_face_next = False
            continue
        if not cards:
            raise ParseError(f"mtg: card text before the first card: {line[:30]}")
        card = cards[-1]
        if line == "//":
            back_face_next = True
        elif line.startswith(("- ", "• ")) and not line.startswith("- •"):
            card.in_rulings = True
            card.record.rulings += _INLINE_BULLET.split(line[2:].strip())
        elif card.in_rulings:
            card.record.rulings[-1] = append_line(card.record.rulings[-1], line)  # wrapped or 2nd paragraph
        elif card.stats_done or (raw[:1].isspace() and _CJK_START.match(line)):
            card.in_rulings = True  # an unbulleted ruling: after the stats line, or set off by indent
            card.record.rulings += _INLINE_BULLET.split(line.lstrip("• "))
        elif _POWER_TOUGHNESS.match(line):
            card.stats_done = True
    return _merge_reprinted([card.record for card in cards if card.record.rulings])


def _merge_reprinted(records: list[CardRulings]) -> list[CardRulings]:
    """A card listed in two card sections keeps one record with the rulings of both."""
    merged: dict[str, CardRulings] = {}
    for record in records:
        kept = merged.setdefault(record.name_en, record)
        if kept is not record:
            kept.other_names += [n for n in record.other_names if n not in kept.other_names]
            kept.rulings += [r for r in record.rulings if r not in kept.rulings]
    return list(merged.values())
