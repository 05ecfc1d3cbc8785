"""Persistent components declared by their custom id: the ``DynamicItem`` boilerplate, once.

A persistent button or select menu carries everything its callback needs in its custom id, so a
click works after a restart, on a message sent long ago. A component class declares that id as a
format with typed fields::

    class DrawButton(PersistentButton, custom_id="tcg:draw:{match_id:hex}:{seat:int}"):
        label_key = "match.draw_accept"

and gets the regular expression discord.py routes clicks with, a constructor taking the fields
(``DrawButton(match_id, 2)``, each kept as an attribute of that name) and its rebuilding from a
clicked id. The field kinds are in ``KINDS``; a kind may also be a list of words (``{op:ok|no}``).
A field whose kind ends in ``?`` is optional and carries its own leading ``:`` (the last field of
an id that once lacked it). The ids are exactly the hand-written ones of before, so buttons on old
messages keep working.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import discord

from bot.messages import t


@dataclass(frozen=True)
class Kind:
    """How a field's value stands in a custom id: its pattern, reading and writing."""

    pattern: str
    parse: Callable[[str], Any] = str
    show: Callable[[Any], str] = str


KINDS = {
    "hex": Kind(r"[0-9a-f]+"),  # match ids
    "word": Kind(r"[A-Za-z0-9_]+"),  # request ids
    "int": Kind(r"\d+", int),
    "digit": Kind(r"\d", int),
    "flag": Kind(r"[01]", lambda text: text == "1", lambda value: str(int(value))),
    "letters": Kind(r"[a-z]+"),
    "slug": Kind(r"[a-z_]*"),  # a game key, or none
    "count": Kind(r"\d*", lambda text: int(text) if text else None, lambda value: "" if value is None else str(value)),
    "text": Kind(r"[^:]*"),
    "rest": Kind(r".*"),  # the rest of the id, colons included
    "key": Kind(r".+"),  # the rest of the id, not empty
}
NEVER = r"(?!)"  # the template of the abstract bases: matches no custom id


def _kind(spec: str) -> Kind:
    return KINDS[spec] if spec in KINDS else Kind("|".join(re.escape(word) for word in spec.split("|")))


def _compile(custom_id: str) -> tuple[str, tuple[tuple[str, Kind, bool], ...], str]:
    """The ``str.format`` form, the fields (name, kind, optional) and the template of a declared id."""
    template, form, fields = "", "", []
    for literal, name, spec, _ in string.Formatter().parse(custom_id):
        template += re.escape(literal)
        form += literal.replace("{", "{{").replace("}", "}}")
        if name is None:
            continue
        optional = spec.endswith("?")
        kind = _kind(spec.removesuffix("?"))
        fields.append((name, kind, optional))
        group = f"(?P<{name}>{kind.pattern})"
        template += f"(?::{group})?" if optional else group
        form += "{" + name + "}"
    return form, tuple(fields), template  # discord.py matches the whole id (fullmatch)


class DeclaredId:
    """The declared custom id of a persistent component (a mixin of the two bases below)."""

    id_format: ClassVar[str] = ""
    id_fields: ClassVar[tuple[tuple[str, Kind, bool], ...]] = ()

    def __init_subclass__(cls, *, custom_id: str | None = None, **kwargs) -> None:
        if custom_id is None:  # an abstract base: DynamicItem still wants its template
            super().__init_subclass__(**kwargs)
            return
        cls.id_format, cls.id_fields, template = _compile(custom_id)
        super().__init_subclass__(template=template, **kwargs)

    @classmethod
    def _values(cls, args: tuple, named: dict) -> dict[str, Any]:
        values = dict(zip((name for name, _, _ in cls.id_fields), args, strict=False)) | named
        missing = [name for name, _, optional in cls.id_fields if name not in values and not optional]
        if len(args) > len(cls.id_fields) or missing:
            raise TypeError(f"{cls.__name__} takes the fields {[name for name, _, _ in cls.id_fields]}")
        return values

    @classmethod
    def id_for(cls, *args, **named) -> str:
        """The custom id with these field values (in the declared order, or by name)."""
        values = cls._values(args, named)
        shown = {}
        for name, kind, optional in cls.id_fields:
            value = values.get(name)
            shown[name] = ("" if value is None else f":{kind.show(value)}") if optional else kind.show(value)
        return cls.id_format.format(**shown)

    @classmethod
    def _parsed(cls, match: re.Match[str]) -> dict[str, Any]:
        return {
            name: None if match[name] is None else kind.parse(match[name]) for name, kind, _ in cls.id_fields
        }


class PersistentButton(DeclaredId, discord.ui.DynamicItem[discord.ui.Button], template=NEVER):
    """A button declared by its custom id. Its label is ``label_key`` from the message catalog
    (formatted with the fields) unless one is given; ``button_style`` may depend on the fields."""

    label_key: ClassVar[str | None] = None
    style: ClassVar[discord.ButtonStyle] = discord.ButtonStyle.secondary

    def __init__(self, *args, label: str | None = None, disabled: bool = False, **named) -> None:
        values = self._values(args, named)
        for name, _, _ in self.id_fields:
            setattr(self, name, values.get(name))
        button = discord.ui.Button(
            label=label if label is not None else self.default_label(),
            style=self.button_style(),
            custom_id=self.id_for(**values),
            disabled=disabled,
        )
        super().__init__(button)

    def default_label(self) -> str:
        if self.label_key is None:
            return "·"
        return t(self.label_key.format(**{name: getattr(self, name) for name, _, _ in self.id_fields}))

    def button_style(self) -> discord.ButtonStyle:
        return self.style

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Button, match: re.Match[str]):
        return cls(**cls._parsed(match), label=item.label)


class PersistentSelect(DeclaredId, discord.ui.DynamicItem[discord.ui.Select], template=NEVER):
    """A select menu declared by its custom id, built around a ``discord.ui.Select`` (made with
    ``id_for``) and rebuilt from the clicked menu itself: its options are the ones sent. The
    fields are attributes, read from the id."""

    def __init__(self, item: discord.ui.Select) -> None:
        super().__init__(item)
        for name, value in self._parsed(self.template.match(item.custom_id)).items():
            setattr(self, name, value)

    @classmethod
    async def from_custom_id(cls, interaction, item: discord.ui.Select, match: re.Match[str]):
        return cls(item)
