"""Turning a rules document from ../shared/seeds into a RuleBook.

Each document has its own layout, read by its module in ``documents/``; they all feed a
``RuleBookBuilder`` defined here, which keeps the shared parts in one place: rule text and
continuation lines, examples, duplicate numbers, parent/children links, inherited headings and
cross references.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path

from .model import CardRulings, GlossaryEntry, Rule, RuleBook

# The seed file of each game: ../shared/seeds/NNN_<hash>.txt, picked by its number.
SEED_NUMBERS = {"lorcana": "000", "ultraman": "001", "sanguozhi": "002", "mtg": "003", "underworld": "004"}

_CJK = r"\u3000-\u303f\u3400-\u9fff\uff00-\uffef"
_CJK_GAP = re.compile(rf"(?<=[{_CJK}])[ \t]+(?=[{_CJK}])")
HEADING_MAX_LENGTH = 12
_SENTENCE_END = tuple("。！？：；:;）)」”\"")


class ParseError(ValueError):
    """The document no longer has the layout its parser expects (the seeds changed)."""


def clean(text: str) -> str:
    """Drop the Markdown emphasis the PDF conversion left (``**护卫**``, ``*示例：*``) and trim."""
    return text.replace("*", "").strip()


def join_cjk_gaps(text: str) -> str:
    """Remove the spaces a PDF line wrap left between two Chinese characters (``默认情况 下``)."""
    return _CJK_GAP.sub("", text)


def append_line(existing: str, line: str) -> str:
    """Continue a paragraph: a line cut mid-sentence joins directly, a new sentence on a new line."""
    if not existing:
        return line
    if existing.endswith(_SENTENCE_END) or not line:
        return f"{existing}\n{line}"
    return existing + line


def normalize_rule_id(text: str) -> str:
    """The id a user's query or a cross reference means: half-width, no spaces, no trailing dot,
    lower-case letters (``４.３.６。`` and ``100.2A.`` become ``4.3.6`` and ``100.2a``)."""
    text = unicodedata.normalize("NFKC", text).replace("。", ".")
    return re.sub(r"\s+", "", text).rstrip(".").lower()


class RuleBookBuilder:
    """Collects rules in document order, then links them.

    ``parent_of`` maps a printed number to its parent's number (or None); a missing parent is
    skipped upwards, so a gap in the numbering cannot orphan a rule. The parent is the latest rule
    printed with that number, which keeps subrules under the right one where a document prints a
    number twice. ``renumber`` corrects such misprints where the intended number is evident:
    ``{(number, occurrence): corrected id}``, occurrence counting from 1. Any other repeat keeps
    its number with the occurrence appended (``801.2-2``), so no rule is lost or overwritten.
    """

    def __init__(
        self,
        game: str,
        title: str,
        source: str,
        parent_of: Callable[[str], str | None],
        renumber: dict[tuple[str, int], str] | None = None,
    ) -> None:
        self.game, self.title, self.source = game, title, source
        self._parent_of = parent_of
        self._renumber = renumber or {}
        self._seen: dict[str, int] = {}
        self._latest: dict[str, Rule] = {}  # printed number -> the rule printed last with it
        self.rules: dict[str, Rule] = {}
        self.glossary: list[GlossaryEntry] = []
        self._current: Rule | None = None
        self._in_example = False

    def rule(self, number: str, text: str = "", heading: str = "") -> Rule:
        occurrence = self._seen[number] = self._seen.get(number, 0) + 1
        rule_id = number
        if occurrence > 1:
            rule_id = self._renumber.get((number, occurrence), f"{number}-{occurrence}")
        if rule_id in self.rules:
            raise ParseError(f"{self.game}: rule {rule_id} appears twice")
        parent = self._parent_of(rule_id if (number, occurrence) in self._renumber else number)
        while parent is not None and parent not in self._latest:
            parent = self._parent_of(parent)
        latest_parent = self._latest.get(parent) if parent is not None else None
        rule = Rule(rule_id, heading, text, parent=latest_parent.id if latest_parent else None)
        self.rules[rule_id] = self._latest[number] = self._latest[rule_id] = rule
        self._current, self._in_example = rule, False
        return rule

    def example(self, text: str) -> None:
        if self._current is None:
            raise ParseError(f"{self.game}: example before any rule: {text[:30]}")
        self._current.examples.append(text)
        self._in_example = True

    def line(self, text: str) -> None:
        """A line without a number: it continues the current example or rule."""
        if self._current is None:
            raise ParseError(f"{self.game}: text before any rule: {text[:30]}")
        if self._in_example:
            self._current.examples[-1] = append_line(self._current.examples[-1], text)
        else:
            self._current.text = append_line(self._current.text, text)

    def term(self, term: str, text: str) -> GlossaryEntry:
        entry = GlossaryEntry(term=term, text=text)
        self.glossary.append(entry)
        return entry

    def build(self, find_refs: Callable[[str], Iterable[str]]) -> RuleBook:
        """Link children to parents, inherit headings, and resolve cross references: every id
        ``find_refs`` yields that names a rule of this book (a rule never references itself)."""
        for rule in self.rules.values():
            if rule.parent is not None:
                self.rules[rule.parent].children.append(rule.id)
        for rule in self.rules.values():
            if rule.children and not rule.heading and _is_heading_like(rule.text) and not rule.examples:
                rule.heading, rule.text = rule.text.rstrip("。"), ""  # "4.3.5. 探奇", "801.2. 派遣"
        for rule in self.rules.values():
            rule.heading = rule.heading or self._inherited_heading(rule)
            rule.refs = self._known_refs(find_refs(" ".join([rule.text, *rule.examples])), rule.id)
        for entry in self.glossary:
            entry.refs = self._known_refs(find_refs(entry.text), None)
        return RuleBook(self.game, self.title, self.source, list(self.rules.values()), self.glossary)

    def _inherited_heading(self, rule: Rule) -> str:
        parent = rule.parent
        while parent is not None:
            if self.rules[parent].heading:
                return self.rules[parent].heading
            parent = self.rules[parent].parent
        return ""

    def _known_refs(self, found: Iterable[str], own_id: str | None) -> list[str]:
        refs: list[str] = []
        for ref in found:
            if ref in self.rules and ref != own_id and ref not in refs:
                refs.append(ref)
        return refs


def _is_heading_like(text: str) -> bool:
    """Short, one phrase: ``探奇``, ``将角色移至地点。``, ``先知 ×``."""
    return 0 < len(text) <= HEADING_MAX_LENGTH and not re.search(r"[，,；;：:]|。.", text)


def dotted_parent(rule_id: str) -> str | None:
    """``4.3.6.12`` -> ``4.3.6``, ``100.1a`` -> ``100.1``, ``4`` -> None."""
    if re.fullmatch(r".*\d[a-z]", rule_id):
        return rule_id[:-1]
    head, dot, _ = rule_id.rpartition(".")
    return head if dot else None


def seed_path(seeds_dir: Path, game: str) -> Path:
    matches = sorted(seeds_dir.glob(f"{SEED_NUMBERS[game]}_*.txt"))
    if len(matches) != 1:
        raise ParseError(f"{game}: expected one seed {SEED_NUMBERS[game]}_*.txt in {seeds_dir}, found {len(matches)}")
    return matches[0]


def parse_rule_book(game: str, path: Path) -> RuleBook:
    """Parse the rules document of ``game`` (one of SEED_NUMBERS) at ``path``."""
    from .documents import PARSERS

    return PARSERS[game](path.read_text(encoding="utf-8"), path.name)


def parse_mtg_rulings(path: Path) -> list[CardRulings]:
    """The per-card rulings of the MTG release notes at ``path``."""
    from .documents.mtg import parse_card_rulings

    return parse_card_rulings(path.read_text(encoding="utf-8"))
