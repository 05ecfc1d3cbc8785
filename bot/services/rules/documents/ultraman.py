"""奥特曼英雄对决 游戏规则 V1.9 (seed 001).

Layout: chapters ``一、游戏概念``; sections ``1.0.0 总则`` (numbers ending in ``.0`` are section
headings); rules ``1.0.1`` and subrules ``1.0.1a``; ``例如:`` examples, on their own line or inside
a rule's line. The PDF conversion sometimes put two rules on one line (``…步骤。 4.0.3 当前…``)
and left spaces inside words (``默认情况 下``). Chapter five (术语释义) defines the game's terms:
its sections are the glossary.
"""

from __future__ import annotations

import re

from ..model import RuleBook
from ..parser import RuleBookBuilder, clean, join_cjk_gaps

_CHAPTER = re.compile(r"^([一二三四五六七八九十])、(.+)$")
_CHAPTER_NUMBERS = "一二三四五六七八九十"
_RULE = re.compile(r"^(\d+\.\d+\.\d+[a-z]?)\s*(.*)$")
# A second rule number right after a full stop starts a new rule on the same line.
_SECOND_RULE = re.compile(r"(?<=。)\s*(?=\d+\.\d+\.\d+[a-z]?\s*[^\d\s.])")
_INLINE_EXAMPLE = re.compile(r"\s*(?=例如[:：])")
_REFS = re.compile(r"\d+\.\d+\.\d+[a-z]?")
# V1.9 prints 4.1.1a twice; the second one ("一般情况下,在形态转换阶段,玩家只能进行 1 次形态
# 转换") elaborates 4.1.2, so it is filed as 4.1.2a.
_RENUMBER = {("4.1.1a", 2): "4.1.2a"}
_GLOSSARY_CHAPTER = "5"


def parent_of(rule_id: str) -> str | None:
    """``1.0.1a`` -> ``1.0.1`` -> ``1.0.0`` (its section) -> ``1`` (its chapter)."""
    if rule_id[-1].isalpha():
        return rule_id[:-1]
    parts = rule_id.split(".")
    if len(parts) == 1:
        return None
    return parts[0] if parts[2] == "0" else f"{parts[0]}.{parts[1]}.0"


def parse(text: str, source: str) -> RuleBook:
    book = RuleBookBuilder("ultraman", "奥特曼英雄对决游戏规则 V1.9", source, parent_of, _RENUMBER)
    printed = [join_cjk_gaps(clean(line)) for line in text.splitlines()][1:]  # the first is the title
    for line in [part for printed_line in printed for part in _SECOND_RULE.split(printed_line)]:
        if not line:
            continue
        chapter = _CHAPTER.match(line)
        rule = _RULE.match(line)
        if chapter:
            book.rule(str(_CHAPTER_NUMBERS.index(chapter[1]) + 1), heading=chapter[2])
        elif rule:
            rule_id, rest = rule[1], rule[2]
            if rule_id.endswith(".0"):
                book.rule(rule_id, heading=rest)
                continue
            own_text, *examples = _INLINE_EXAMPLE.split(rest)
            book.rule(rule_id, own_text)
            for example in examples:
                book.example(example)
        elif line.startswith("例如"):
            book.example(line)
        else:
            book.line(line)
    for rule in book.rules.values():
        if parent_of(rule.id) == _GLOSSARY_CHAPTER:
            subrules = [r for r in book.rules.values() if r.id.startswith(rule.id[:-1]) and r.id != rule.id]
            book.term(rule.heading, "\n".join(f"{r.id} {r.text}" for r in subrules))
    return book.build(_REFS.findall)
