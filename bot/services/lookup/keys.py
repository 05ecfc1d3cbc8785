"""Search keys: the normalized strings a card can be found by.

A key is compact (case-folded, no spaces or punctuation), so "Cloud - Midgar Mercenary" and
"cloud midgar mercenry" compare letter by letter. Chinese names also give their full pinyin and
pinyin initials (史迪奇 -> shidiqi, sdq), with the other readings of polyphonic characters as extra
keys (奇 qi/ji), so a player who reads a name differently, or types a homophone, still finds it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from pypinyin import Style, pinyin

# Kinds of keys. Weights rank a match by what it matched: the full name beats a word of it, a
# reading (pinyin) beats nothing but ranks under the characters themselves.
KIND_WEIGHTS = {
    "full": 1.0, "name": 0.99, "subtitle": 0.96, "alias": 1.0, "nickname": 0.98, "id": 1.0,
    "full_en": 1.0, "name_en": 0.99, "subtitle_en": 0.96, "word_en": 0.94,
    "pinyin": 0.97, "initials": 0.95, "pinyin_alt": 0.93, "initials_alt": 0.91, "pinyin_tail": 0.9,
}  # fmt: skip
# Kinds matched only exactly or as a prefix: a "typo" in initials or a card number is another card,
# and a pinyin tail is there for a name's last words only (dijia finds 闪耀迪迦, typos do not).
PREFIX_ONLY_KINDS = frozenset({"initials", "initials_alt", "id", "pinyin_tail"})
# Families of keys with their own typo index (initials and ids have none: prefix only).
FAMILIES = ("chinese", "latin", "pinyin")
MAX_READINGS = 3  # pinyin variants kept per name (the usual reading first)

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_CJK_OR_NOT = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+|[^\u3400-\u9fff\uf900-\ufaff]+")
_NOT_KEY_CHARACTER = re.compile(r"[^0-9a-z\u3400-\u9fff\uf900-\ufaff]+")
_ENGLISH_WORD = re.compile(r"[0-9a-z]+")
_CARD_ID = re.compile(r"^([a-z]+[0-9]*[a-z]*?)-0*([0-9]+)([a-z]?)$")


def normalize(text: str) -> str:
    """Case-folded, full-width folded, with everything but letters, digits and CJK removed."""
    return _NOT_KEY_CHARACTER.sub("", unicodedata.normalize("NFKC", text).casefold())


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


def key_family(text: str, kind: str) -> str | None:
    """Which typo index a key belongs to (see FAMILIES)."""
    if kind in PREFIX_ONLY_KINDS:
        return None
    if kind.startswith("pinyin"):
        return "pinyin"
    return "chinese" if has_cjk(text) else "latin"


@lru_cache(maxsize=65536)
def readings(text: str) -> tuple[tuple[str, str], ...]:
    """(full pinyin, initials) of ``text`` when it has Chinese characters: the usual reading first,
    then readings with one polyphonic character read differently. Other characters stay as they are."""
    units = _reading_units(normalize(text))
    if not any(is_chinese for _, is_chinese in units):
        return ()
    usual = [options[0] for options, _ in units]
    variants = [usual]
    for position, (options, _) in enumerate(units):
        for other in options[1:2]:  # the next most common reading; rarer ones mostly add noise
            variants.append([*usual[:position], other, *usual[position + 1:]])
    return tuple(
        ("".join(v), "".join(s[0] if is_chinese else s for s, (_, is_chinese) in zip(v, units, strict=True)))
        for v in variants[:MAX_READINGS]
    )


@lru_cache(maxsize=65536)
def _reading_units(compact: str) -> tuple[tuple[list[str], bool], ...]:
    """(possible readings, is Chinese) per character of Chinese runs; other runs are one unit."""
    units: list[tuple[list[str], bool]] = []
    for run in _CJK_OR_NOT.findall(compact):
        if has_cjk(run):
            units += [(options, True) for options in pinyin(run, style=Style.NORMAL, heteronym=True)]
        else:
            units.append(([run], False))
    return tuple(units)


def pinyin_tails(text: str | None) -> list[tuple[str, str]]:
    """The usual pinyin of the name without its first character(s), from each Chinese character
    on, two characters at least: a player types the part he remembers (闪耀迪迦 -> yaodijia, dijia)."""
    units = _reading_units(normalize(text or ""))
    usual = [options[0] for options, _ in units]
    return [("".join(usual[start:]), "pinyin_tail") for start in range(1, len(units) - 1) if units[start][1]]


def query_reading(text: str) -> str | None:
    """The usual full pinyin of a query with Chinese characters (a homophone typo reads the same)."""
    found = readings(text)
    return found[0][0] if found else None


def joined_readings(first: str, second: str) -> tuple[tuple[str, str], ...]:
    """``readings(first + second)`` from the readings of each part (converting text to pinyin
    is most of the cost of building the index)."""
    parts = [readings(part) or ((normalize(part), normalize(part)),) for part in (first, second)]
    if not (readings(first) or readings(second)):
        return ()
    (usual_a, *other_a), (usual_b, *other_b) = parts
    combined = [usual_a, *other_a, *([usual_a] * len(other_b))], [usual_b, *([usual_b] * len(other_a)), *other_b]
    return tuple((a[0] + b[0], a[1] + b[1]) for a, b in zip(*combined, strict=True))[:MAX_READINGS]


def chinese_keys(text: str | None, kind: str, found: tuple[tuple[str, str], ...] | None = None) -> list[tuple[str, str]]:
    """The characters themselves plus their pinyin and initials (``found``: readings known already)."""
    if not text or not normalize(text):
        return []
    keys = [(normalize(text), kind)]
    for position, (full, initials) in enumerate(readings(text) if found is None else found):
        other = "_alt" if position else ""  # another reading of a polyphonic character ranks lower
        keys += [(full, f"pinyin{other}"), (initials, f"initials{other}")]
    return keys


def english_words(text: str | None) -> list[str]:
    return _ENGLISH_WORD.findall(unicodedata.normalize("NFKC", text or "").casefold())


def id_keys(card_id: str) -> list[tuple[str, str]]:
    """"tfc-021" is found as tfc021 and tfc21."""
    keys = [(normalize(card_id), "id")]
    match = _CARD_ID.match(card_id.casefold())
    if match:
        set_code, number, letter = match.groups()
        keys.append((f"{set_code}{int(number)}{letter}", "id"))
    return keys


def card_keys(name: str, subtitle: str | None, name_en: str | None, subtitle_en: str | None, card_id: str) -> list[tuple[str, str]]:
    """Every (key, kind) a card is found by (duplicates removed, first kind kept)."""
    keys = chinese_keys(name, "name") + chinese_keys(subtitle, "subtitle")
    if subtitle:
        keys += chinese_keys(f"{name}{subtitle}", "full", joined_readings(name, subtitle))
    if name_en:
        keys.append((normalize(name_en), "name_en"))
        if subtitle_en:
            keys += [(normalize(subtitle_en), "subtitle_en"), (normalize(f"{name_en}{subtitle_en}"), "full_en")]
        keys += [(word, "word_en") for word in english_words(f"{name_en} {subtitle_en or ''}") if len(word) >= 3]
    keys += pinyin_tails(name) + pinyin_tails(subtitle)
    keys += id_keys(card_id)
    return _unique(keys)


def alias_keys(alias: str, kind: str = "alias") -> list[tuple[str, str]]:
    """An alias (绰号: ``kind`` "alias", or a shipped community "nickname") is found as typed, and
    by its pinyin and initials when it is Chinese."""
    return _unique(chinese_keys(alias, kind))


def _unique(keys: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen: dict[str, str] = {}
    for key, kind in keys:
        if key and key not in seen:
            seen[key] = kind
    return list(seen.items())
