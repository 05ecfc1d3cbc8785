"""Disney Lorcana comprehensive rules (seed 000, effective 2025-03-14).

Layout: a table of contents, then the body from the second ``1. 概念`` line: chapters ``1. 概念``,
sections ``1.1. 总则``, rules ``1.1.1. …`` down to ``4.3.6.12.`` (some lines carry a ``- `` list
marker or stray ``**``), ``示例`` paragraphs after a rule, and the 术语表 (glossary) at the end as
alternating term and definition paragraphs.
"""

from __future__ import annotations

import re

from ..model import RuleBook
from ..parser import ParseError, RuleBookBuilder, clean, dotted_parent, join_cjk_gaps

_RULE = re.compile(r"^(?:-\s*)?(\d+(?:\.\d+)*)\.\**\s*(.*)$")
_EXAMPLE = re.compile(r"^示例")
# "插画——插画对游戏……", "**就绪**——卡以……": the words before the dash name the rule.
_NAMED_RULE = re.compile(r"^([^，,。：:（(——]{1,10})——")
_REFS = re.compile(r"\d+(?:\.\d+)+|(?<=第)\d+(?=节)")


def parse(text: str, source: str) -> RuleBook:
    lines = [line.strip() for line in text.splitlines()]
    try:
        body = [i for i, line in enumerate(lines) if line == "1. 概念"][1]  # the first is the contents
        glossary = lines.index("术语表", body)
    except (IndexError, ValueError):
        raise ParseError("lorcana: no body after the contents, or no 术语表") from None
    book = RuleBookBuilder("lorcana", "迪士尼洛卡纳完整规则", source, dotted_parent)
    for raw in lines[body:glossary]:
        line = join_cjk_gaps(raw)
        if not line:
            continue
        match = _RULE.match(line)
        if match:
            rule_id, rest = match[1], clean(match[2])
            named = _NAMED_RULE.match(rest)
            heading = rest if "." not in rule_id or rule_id.count(".") == 1 else (named[1] if named else "")
            book.rule(rule_id, "" if heading == rest else rest, heading=heading)
        elif _EXAMPLE.match(clean(line)):
            book.example(clean(line))
        else:
            book.line(clean(line))
    _read_glossary(book, [join_cjk_gaps(clean(line)) for line in lines[glossary + 1 :] if line])
    return book.build(_REFS.findall)


def _read_glossary(book: RuleBookBuilder, paragraphs: list[str]) -> None:
    """Alternating paragraphs: a term (short, no full stop), then one or more definition paragraphs
    (``弃置/弃置区`` has a 名词 and a 动词 paragraph)."""
    entry = None
    for paragraph in paragraphs:
        is_term = len(paragraph) <= 14 and "。" not in paragraph and not paragraph.startswith(("名词", "动词"))
        if is_term and (entry is None or entry.text):
            entry = book.term(paragraph, "")
        elif entry is None:
            raise ParseError(f"lorcana: glossary text before any term: {paragraph[:30]}")
        else:
            entry.text = f"{entry.text}\n{paragraph}" if entry.text else paragraph
