"""The parsed form of a rules document: numbered rules, glossary terms, and MTG card rulings.

These are plain dataclasses that round-trip through the JSON shipped in ``data/`` (``to_dict`` /
``from_dict``), so the product never needs the seed documents at run time.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from . import symbols


@dataclass
class Rule:
    """One rule. ``id`` is the number the document prints (``4.3.6.12``, ``100.2a``) or, where the
    document has none, an id derived from a heading (see each document's parser)."""

    id: str
    heading: str = ""  # the rule's own heading, else the nearest ancestor's
    text: str = ""
    examples: list[str] = field(default_factory=list)
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)  # ids of other rules the text mentions, in order

    @classmethod
    def from_dict(cls, data: dict) -> Rule:
        return cls(**data)


@dataclass
class GlossaryEntry:
    term: str
    text: str
    refs: list[str] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict) -> GlossaryEntry:
        return cls(**data)


@dataclass
class RuleBook:
    game: str
    title: str
    source: str  # the seed file name it was derived from
    rules: list[Rule]
    glossary: list[GlossaryEntry]

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> RuleBook:
        return cls(
            game=data["game"],
            title=data["title"],
            source=data["source"],
            rules=[Rule.from_dict(_with_icons(data["game"], r)) for r in data["rules"]],
            glossary=[GlossaryEntry.from_dict(_with_icons(data["game"], g)) for g in data["glossary"]],
        )


@dataclass
class CardRulings:
    """The release notes' rulings for one MTG card, under every name the document gives it."""

    name_en: str
    name_zh: str
    other_names: list[str]  # flavour names and back faces, as printed
    rulings: list[str]

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> CardRulings:
        return cls(**data)


def _with_icons(game: str, entry: dict) -> dict:
    """A stored rule or glossary entry with the documents' PDF leftovers shown as icons."""
    return {key: _icons(game, value) for key, value in entry.items()}


def _icons(game: str, value):
    if isinstance(value, str):
        return symbols.render(game, value)
    if isinstance(value, list):
        return [_icons(game, item) for item in value]
    return value
