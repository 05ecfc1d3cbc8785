"""三国智完整规则白皮书 V1.2.1 (seed 002).

Layout: a table of contents, then from the line ``1. 游戏概念``: chapters ``1. 游戏概念``, sections
``100. 一般规则``, rules ``100.1.`` and subrules ``100.1a.`` (letters skip l and o), ``例如：``
examples; then 名词解释 (the glossary: alternating term and definition paragraphs, each definition
citing its rule) up to the appendices. Ids drop the printed trailing dot: ``100.2a``.
"""

from __future__ import annotations

import re

from ..model import RuleBook
from ..parser import ParseError, RuleBookBuilder, clean, join_cjk_gaps

_CHAPTER = re.compile(r"^(\d)\.\s*(\D.*)$")
_SECTION = re.compile(r"^(\d{3})\.\s*(\D.*)$")
_RULE = re.compile(r"^(\d{3}\.\d+[a-z]?)\.?\s*(.*)$")
_REVIEW_NOTE = "批注 ["  # an editor's comment left in the document, not rules text
# "规则 100.2a.", "规则 802.~禀赋", "规则“9.多人游戏规则”", and the misprint "101.4.a".
_REFS = re.compile(r"\d{3}\.\d+\.?[a-z]?|\d{3}(?=\.[~\s”])|(?<=[“\s])\d(?=\.\D)")


def parent_of(rule_id: str) -> str | None:
    """``100.1a`` -> ``100.1`` -> ``100`` (section) -> ``1`` (chapter) -> None."""
    if rule_id[-1].isalpha():
        return rule_id[:-1]
    if "." in rule_id:
        return rule_id.partition(".")[0]
    return rule_id[0] if len(rule_id) == 3 else None


def find_refs(text: str) -> list[str]:
    return [re.sub(r"\.(?=[a-z]$)", "", ref.rstrip(".")) for ref in _REFS.findall(text)]


def parse(text: str, source: str) -> RuleBook:
    lines = [join_cjk_gaps(clean(line)) for line in text.splitlines()]
    try:
        body = lines.index("1. 游戏概念")  # the contents line carries a page number after a tab
        glossary = lines.index("名词解释", body)
        appendix = next(i for i in range(glossary, len(lines)) if lines[i].startswith("附录 A"))
    except (ValueError, StopIteration):
        raise ParseError("sanguozhi: body, 名词解释 or 附录 A not found") from None
    book = RuleBookBuilder("sanguozhi", "三国智完整规则白皮书 V1.2.1", source, parent_of)
    for line in lines[body:glossary]:
        if not line or line.startswith(_REVIEW_NOTE):
            continue
        chapter, section, rule = _CHAPTER.match(line), _SECTION.match(line), _RULE.match(line)
        if chapter:
            book.rule(chapter[1], heading=chapter[2])
        elif section:
            book.rule(section[1], heading=section[2])
        elif rule:
            book.rule(rule[1], rule[2])
        elif line.startswith("例如"):
            book.example(line)
        else:
            book.line(line.removeprefix("- "))
    paragraphs = [line for line in lines[glossary + 1 : appendix] if line]
    for term, definition in zip(paragraphs[::2], paragraphs[1::2], strict=True):
        if "。" in term or len(term) > 20:
            raise ParseError(f"sanguozhi: glossary out of step at {term[:30]}")
        book.term(term, definition)
    return book.build(find_refs)
