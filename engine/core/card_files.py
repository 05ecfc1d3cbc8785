"""Card files: a game's built-in cards (``cards/<game>/<folder>/*.toml``) and community card packs.

A card pack is a folder of card files in the same format, placed in the data directory
(``data/cards/<game>/`` unless the bot is configured otherwise), so a community can add the real
cards of a game that has no public card database. A ``CardLibrary`` loads the built-in cards and
the pack, validates every file with the game's schema (pydantic) and reports each problem in
Chinese with its file and line.

A pack card never silently replaces a built-in card: a pack file that uses a built-in card number
must say ``replaces_builtin = true`` (for instance to give the full facts of a card the rules only
name); otherwise the file is refused. A pack file with problems is left out; the rest loads.
"""

from __future__ import annotations

import re
import tomllib
import types
import typing
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ValidationError
from rapidfuzz import fuzz, process

from .messages import has_message, t


def read_fields_directly() -> None:
    """Let reads of a card model's fields take CPython's plain attribute path.

    The rules engines read card and ability fields (``card.type``, ``filter.owner``, ...) tens of
    thousands of times per game. pydantic's ``BaseModel.__getattr__`` serves only private
    attributes and the extra fields of an ``extra="allow"`` model, neither of which a card model
    uses (tests/engine/test_card_models.py); yet its mere presence makes CPython route every
    attribute read on every model through a hook and never specialise it, which cost about a
    fifth of a Lorcana random game. Without it a missing attribute still raises AttributeError.
    Removed once, here, because every game's card models are validated through this module."""
    if "__getattr__" in BaseModel.__dict__:
        del BaseModel.__getattr__


read_fields_directly()

DEFAULT_PACKS_ROOT = Path("data/cards")  # relative to where the bot runs; <root>/<game>/ is a pack
REPLACES_BUILTIN = "replaces_builtin"  # the pack-file key that allows replacing a built-in card


@dataclass(frozen=True)
class CardProblem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return t("card_file.problem", file=self.file, line=self.line, message=self.message)


@dataclass
class _CardFile:
    path: Path
    where: str  # the name shown in problems
    data: dict
    text: str


class CardLibrary:
    """The cards of one game by id: the built-in files, then the pack under ``packs_root/<game>``.

    ``cards()`` always returns the same dict object, updated in place by ``reload``, so code that
    holds it (and tests that patch it) sees reloaded cards.
    """

    def __init__(self, game_id: str, model: type[BaseModel], builtin_dir: Path) -> None:
        self.game_id = game_id
        self.model = model
        self.builtin_dir = builtin_dir
        self._cards: dict[str, BaseModel] = {}
        self.by_id = self._cards  # the same dict object for the whole run (reload refreshes it in place)
        self._loaded = False
        self.pack_ids: set[str] = set()  # ids that came from the pack, for lookup and reports

    def cards(self) -> dict[str, BaseModel]:
        if not self._loaded:
            self.reload(None)
        return self._cards

    def builtin_files(self) -> list[Path]:
        return sorted(self.builtin_dir.glob("*/*.toml"))

    def reload(self, packs_root: Path | None = DEFAULT_PACKS_ROOT) -> list[CardProblem]:
        """Load the built-in cards and the pack in ``packs_root/<game>`` (none with None); return
        the pack's problems. Built-in cards must be valid: a problem there raises ValueError."""
        pack_dir = packs_root / self.game_id if packs_root is not None else None
        return self.load_pack(pack_dir if pack_dir is not None and pack_dir.is_dir() else None)

    def load_pack(self, pack_dir: Path | None) -> list[CardProblem]:
        """Load the built-in cards and the pack folder ``pack_dir`` itself (none with None), for
        instance the pack a fuzz run plays; return the pack's problems."""
        builtin = self.load_builtin()
        pack: dict[str, BaseModel] = {}
        problems: list[CardProblem] = []
        if pack_dir is not None:
            pack, problems = self.validate_pack(pack_dir, builtin) if pack_dir.exists() else \
                ({}, [CardProblem(str(pack_dir), 0, t("card_file.no_such_path"))])  # fmt: skip
        self._cards.clear()
        self._cards.update(builtin)
        self._cards.update(pack)
        self.pack_ids = set(pack)
        self._loaded = True
        return problems

    def load_builtin(self) -> dict[str, BaseModel]:
        """The built-in cards, freshly read; they must be valid (a problem raises ValueError)."""
        builtin, problems = self._validate_files(self._read(self.builtin_files(), self.builtin_dir))
        if problems:
            raise ValueError("\n".join(str(problem) for problem in problems))
        return builtin

    def check_builtin(self) -> list[CardProblem]:
        return self._validate_files(self._read(self.builtin_files(), self.builtin_dir))[1]

    def check_pack(self, path: Path) -> list[CardProblem]:
        """Every problem of the pack at ``path`` (a folder of card files, or one file)."""
        return self.read_pack(path)[1]

    def read_pack(self, path: Path) -> tuple[dict[str, BaseModel], list[CardProblem]]:
        """The valid cards and every problem of the pack at ``path``, without loading it (a preview
        of an uploaded file must not change the cards in play)."""
        if not path.exists():
            return {}, [CardProblem(str(path), 0, t("card_file.no_such_path"))]
        return self.validate_pack(path, self.load_builtin())

    def validate_pack(self, path: Path, builtin: dict[str, BaseModel]) -> tuple[dict[str, BaseModel], list[CardProblem]]:
        files = [path] if path.is_file() else sorted(path.rglob("*.toml"))
        base = path.parent if path.is_file() else path
        if not files:
            return {}, [CardProblem(str(path), 0, t("card_file.empty_pack"))]
        return self._validate_files(self._read(files, base), builtin, pack=True)

    # ------------------------------------------------------------------ reading and checking
    def _read(self, paths: list[Path], base: Path) -> list[_CardFile | CardProblem]:
        read: list[_CardFile | CardProblem] = []
        for path in paths:
            where = str(path.relative_to(base)) if path.is_relative_to(base) else str(path)
            try:
                text = path.read_text(encoding="utf-8")
                read.append(_CardFile(path, where, tomllib.loads(text), text))
            except UnicodeDecodeError:
                read.append(CardProblem(where, 0, t("card_file.not_utf8")))
            except tomllib.TOMLDecodeError as error:
                found = re.search(r"line (\d+)", str(error))
                read.append(CardProblem(where, int(found.group(1)) if found else 0, t("card_file.toml", detail=error)))
        return read

    def _validate_files(self, read: list[_CardFile | CardProblem], builtin: dict[str, BaseModel] | None = None,
                        pack: bool = False) -> tuple[dict[str, BaseModel], list[CardProblem]]:  # fmt: skip
        """Validate files; with ``pack`` they are pack files, checked against ``builtin``."""
        builtin = builtin or {}
        cards: dict[str, BaseModel] = {}
        seen: dict[str, str] = {}
        problems = [item for item in read if isinstance(item, CardProblem)]
        for item in read:
            if isinstance(item, CardProblem):
                continue
            data = dict(item.data)
            replaces = data.pop(REPLACES_BUILTIN, False) if pack else False
            try:
                card = self.model.model_validate(data)
            except ValidationError as error:
                problems.extend(CardProblem(item.where, line_of(item.text, e["loc"]), error_message(e, self.model))
                                for e in error.errors())  # fmt: skip
                continue
            card_id = card.id  # type: ignore[attr-defined]
            id_line = line_of(item.text, ("id",))
            if card_id in seen:
                problems.append(CardProblem(item.where, id_line, t("card_file.duplicate", id=card_id, other=seen[card_id])))
                continue
            if card_id in builtin and replaces is not True:
                problems.append(CardProblem(item.where, id_line, t("card_file.replaces_builtin", id=card_id, flag=REPLACES_BUILTIN)))
                continue
            if replaces is True and card_id not in builtin:
                problems.append(CardProblem(item.where, line_of(item.text, (REPLACES_BUILTIN,)),
                                            t("card_file.replaces_nothing", id=card_id, flag=REPLACES_BUILTIN)))  # fmt: skip
                continue
            seen[card_id] = item.where
            cards[card_id] = card
        return cards, sorted(problems, key=lambda problem: (problem.file, problem.line))


# ---------------------------------------------------------------------- problems in Chinese
def field_path(loc: tuple) -> str:
    """("effects", 0, "steps", 1, "count") -> "effects[1].steps[2].count" (counted from 1)."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part + 1}]"
        else:
            text += ("." if text else "") + str(part)
    return text


def error_message(error: dict, model: type[BaseModel] | None = None) -> str:
    """A pydantic error in Chinese: the schema's own catalog key when it raised one
    (``PydanticCustomError(key, ...)``), else a message per error type; a misspelt field name or
    value gets the closest known one as a suggestion."""
    kind = error["type"]
    context = {key: str(value) for key, value in (error.get("ctx") or {}).items()}
    field = field_path(tuple(part for part in error["loc"] if not (isinstance(part, str) and "[" in part)))
    field = field or t("card_file.whole_card")
    if has_message(kind):
        return t(kind, field=field, **context)
    key = f"card_file.error.{kind}"
    if not has_message(key):
        return t("card_file.error.other", field=field, detail=error["msg"])
    near = closest_known(error, model)
    if near is None:
        return t(key, field=field, **context)
    if kind == "extra_forbidden":
        return t("card_file.error.extra_forbidden_near", field=field, near=near)
    return t(key, field=field, **context) + t("card_file.did_you_mean", near=near)


# ---------------------------------------------------------------------- suggestions
def closest_known(error: dict, model: type[BaseModel] | None) -> str | None:
    """The known field name or value closest to the misspelt one (rapidfuzz ratio >= 60), or
    None: for an unknown field, the fields of the table it is in; for a wrong value, the values
    the schema allows; for an unknown step (or other tagged table), the known tags."""
    kind = error["type"]
    context = error.get("ctx") or {}
    if kind == "extra_forbidden" and model is not None:
        wrong, known = str(error["loc"][-1]), fields_at(model, error["loc"][:-1])
    elif kind == "literal_error":
        wrong, known = str(error["input"]), quoted(context.get("expected", ""))
    elif kind == "union_tag_invalid":
        wrong, known = str(context.get("tag", "")), quoted(context.get("expected_tags", ""))
    else:
        return None
    found = process.extractOne(wrong, known, scorer=fuzz.ratio, score_cutoff=60)
    return found[0] if found else None


def quoted(listing: str) -> list[str]:
    """"'a', 'b' or 'c'" (pydantic's list of expected values) -> ["a", "b", "c"]."""
    return re.findall(r"'([^']*)'", listing)


def fields_at(model: type[BaseModel], loc: tuple) -> list[str]:
    """The field names of the table at ``loc`` (a pydantic error location): list indexes are
    stepped over, and a tag of a tagged union (``"draw"`` in ``steps[1].draw``) picks the
    models whose literal field has that value."""
    models = [model]
    for part in loc:
        if isinstance(part, int) or "[" in str(part):
            continue
        having = [m for m in models if part in m.model_fields]
        if having:
            models = [inner for m in having for inner in models_in(m.model_fields[part].annotation)]
        else:
            models = [m for m in models if any(part in literal_values(f.annotation) for f in m.model_fields.values())]
    return sorted({name for m in models for name in m.model_fields})


def models_in(annotation) -> list[type[BaseModel]]:
    """The pydantic models an annotation may hold: through Optional, unions, lists, Annotated."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found = []
    for argument in typing.get_args(annotation):
        found += models_in(argument)
    return found


def literal_values(annotation) -> tuple:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        return tuple(value for argument in typing.get_args(annotation) for value in literal_values(argument))
    return ()


_HEADER = re.compile(r"^\s*\[\[?\s*([^\]\s]+)\s*\]\]?")


def line_of(text: str, loc: tuple) -> int:
    """The line of ``text`` (a TOML card file) that best matches the error location ``loc``: the
    ``[[table]]`` header of an array item and then the ``key =`` inside it; 1 when nothing fits."""
    lines = text.splitlines()
    start, end, found = 0, len(lines), 1
    parts = [p for p in loc if not (isinstance(p, str) and "[" in p)]  # drop pydantic's union tags
    index = 0
    while index < len(parts):
        key = parts[index]
        if not isinstance(key, str):
            index += 1
            continue
        item = parts[index + 1] if index + 1 < len(parts) and isinstance(parts[index + 1], int) else None
        headers = [n for n in range(start, end) if (m := _HEADER.match(lines[n])) and m.group(1) == key]
        if headers and item is not None and item < len(headers):
            start = headers[item]
            following = [n for n in range(start + 1, end) if _HEADER.match(lines[n])]
            end = following[0] if following else end
            found = start + 1
            index += 2
            continue
        assignment = re.compile(rf"(^|[{{,\s]){re.escape(key)}\s*=")
        hit = next((n for n in range(start, end) if assignment.search(lines[n])), None)
        if hit is None:
            break
        found, start = hit + 1, hit
        index += 2 if item is not None else 1
    return found
