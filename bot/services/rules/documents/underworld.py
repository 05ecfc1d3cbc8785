"""隐秘世界 Underworld 规则手册 (seed 004).

The manual has no numbered rules outside its turn procedure, so it is read in four parts:

- 术语表, the glossary, which is most of the manual. The 索引 (index) at the end lists every
  term with its page; each term's entry becomes a rule whose id is the term itself (``暗藏者翻面``),
  and a glossary entry. Its cross references are the terms named after 参见 (``参见 P1 暗藏者``).
- 游戏流程详解: a flowchart in text form, skipped because 阶段流程事件详解 restates every step of it
  in full.
- 阶段流程事件详解: numbered steps ``0.1`` … ``4.2.5`` (``总体规则`` heads the ``0.x`` steps, so it
  gets the id ``0``).
- The reward procedures (获得调查奖励的流程, …): their steps are numbered ``1，`` ``2.1`` from one in
  each, so their ids are the heading without 获得/的流程 plus the step: ``调查奖励.2.1``.
"""

from __future__ import annotations

import re

from ..model import RuleBook
from ..parser import ParseError, RuleBookBuilder, clean, dotted_parent, join_cjk_gaps

_INDEX_ENTRY = re.compile(r"^(?:-\s*)?(.+?)\.{3,}\s*(\d+)$")
_INDEX_MISPRINTS = {"在调度": "再调度"}  # the index misspells the 再调度 entry
_LETTER = re.compile(r"^[A-Z]$")
_STEP = re.compile(r"^(\d+(?:\.\d+)*[a-z]?)[.，,]?\s*(.*)$")
_HEADING_MAX = 14
# 阶段流程事件详解 prints 3.2.1.1 twice; the second (战斗对抗开始) is the combat step 3.2.2.1.
_RENUMBER = {("3.2.1.1", 2): "3.2.2.1"}
_NUMERIC_REFS = re.compile(r"\d+(?:\.\d+)+[a-z]?")
_SEE_ALSO = re.compile(r"参见([^）)]*)")


def parse(text: str, source: str) -> RuleBook:
    lines = [join_cjk_gaps(clean(line)) for line in text.splitlines()]
    lines = [line for line in lines if line]
    try:
        glossary = lines.index("术语表")
        flowchart = lines.index("游戏流程详解", glossary)
        steps = lines.index("阶段流程事件详解", flowchart)
        procedures = lines.index("获得调查奖励的流程", steps)
        index = lines.index("索引", procedures)
    except ValueError as error:
        raise ParseError(f"underworld: section missing: {error}") from None
    book = RuleBookBuilder("underworld", "隐秘世界规则手册", source, dotted_parent, _RENUMBER)
    _read_glossary(book, lines[glossary + 2 : flowchart], _index_terms(lines[index + 1 :]))
    _read_steps(book, lines[steps + 2 : procedures], heading_id={"总体规则": "0"})
    _read_steps(book, lines[procedures:index], heading_id=None)
    return book.build(find_refs)


def find_refs(text: str) -> list[str]:
    terms = [
        re.sub(r"^P\d+\s*", "", part.strip(" ，,。.")).strip()
        for see in _SEE_ALSO.findall(text)
        for part in re.split(r"[，,、]", see)
    ]
    return _NUMERIC_REFS.findall(text) + [term for term in terms if term]


def _index_terms(lines: list[str]) -> list[str]:
    terms = []
    for line in lines:
        match = _INDEX_ENTRY.match(line)
        if match:
            terms.append(_INDEX_MISPRINTS.get(match[1].strip(), match[1].strip()))
        elif line == "回合阶段简表":  # the summary table after the index
            break
    return terms


def _read_glossary(book: RuleBookBuilder, lines: list[str], terms: list[str]) -> None:
    known = set(terms)
    term = None
    for position, line in enumerate(lines):
        following = lines[position + 1] if position + 1 < len(lines) else ""
        if _LETTER.match(line) and following in known:
            continue  # the alphabet headings (the term "X" follows the heading "X")
        if line in known and (term is None or book.rules[term].text):
            term = line
            book.rule(term, heading=term)
        elif term is None:
            raise ParseError(f"underworld: glossary text before any term: {line[:30]}")
        else:
            book.line(line.removeprefix("- "))
    missing = known - book.rules.keys()
    if missing:
        raise ParseError(f"underworld: index terms not found in the glossary: {sorted(missing)}")
    for term in terms:
        book.term(term, book.rules[term].text)


def _read_steps(book: RuleBookBuilder, lines: list[str], heading_id: dict[str, str] | None) -> None:
    """Numbered steps; an unnumbered line is a heading (given the id ``heading_id[line]``, or, with
    ``heading_id`` None, starting a procedure whose steps are prefixed with its short name), or
    else continues the step before it."""
    prefix = ""
    for line in lines:
        step = _STEP.match(line)
        if step:
            rest = step[2]
            short = len(rest) <= _HEADING_MAX and "。" not in rest
            book.rule(prefix + step[1], "" if short else rest, heading=rest if short else "")
        elif heading_id is not None and line in heading_id:
            book.rule(heading_id[line], heading=line)
        elif heading_id is None and line.endswith("的流程"):
            name = line.removeprefix("获得").removesuffix("的流程")
            book.rule(name, heading=line)
            prefix = f"{name}."
        else:
            book.line(line.removeprefix("◆").strip())
