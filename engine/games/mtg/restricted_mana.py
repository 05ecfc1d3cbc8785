"""Mana with a spending restriction (CR 106.6): "Spend this mana only to cast an artifact spell or
activate an ability of an artifact source" (Cargo Ship), "… only to cast an Equipment spell or
activate an equip ability" (Freya Crescent), "… only to cast a noncreature spell" (The Emperor of
Palamecia).

The restriction travels with the mana: a mana ability with ``spend_only`` puts it into the pool
under the key ``"<mana>/<restriction>"`` ("C/artifact"), apart from unrestricted mana of the same
kind, and it empties with the pool (CR 500.4). What a payment is for is a ``Spending``: a spell
being cast (its characteristics on the stack) or an ability being activated (its source and
whether it is an equip ability). Restricted mana, and the mana abilities that would make it, count
only for a payment the restriction allows; any other payment (ward, "you may pay", a mana
ability's own cost) is ``None`` and can't spend it.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from engine.core.messages import t

from .cards import card
from .objects import is_type

SEPARATOR = "/"


class Spending(NamedTuple):
    """What a cost is paid for: ``spell`` (the definition cast) or ``source`` (the permanent
    whose ability is activated; ``equip``: an equip ability)."""

    spell: str | None = None
    source: str | None = None
    equip: bool = False


def for_spell(definition_id: str) -> Spending:
    return Spending(spell=definition_id)


def for_ability(source: str, equip: bool) -> Spending:
    return Spending(source=source, equip=equip)


def for_stack_object(obj: dict, equip: bool = False) -> Spending:
    """The spending of a spell or ability being cast or activated (its stack object)."""
    return for_spell(obj["def"]) if obj["kind"] == "spell" else for_ability(obj["source"], equip)


def allows(state: dict, restriction: str | None, spending: Spending | None) -> bool:
    """Whether mana with ``restriction`` may be spent on ``spending`` (CR 106.6). An "artifact
    source" is any object with the card type artifact (the release notes' ruling)."""
    if restriction is None:
        return True
    if spending is None:
        return False
    if spending.spell is not None:
        printed = card(spending.spell)
        if restriction == "artifact":
            return "artifact" in printed.types
        if restriction == "equipment":
            return "Equipment" in printed.subtypes
        return "creature" not in printed.types  # "noncreature_spell"
    if restriction == "artifact":
        return is_type(state, spending.source, "artifact")
    return restriction == "equipment" and spending.equip


def pool_key(mana: str, restriction: str | None) -> str:
    return f"{mana}{SEPARATOR}{restriction}" if restriction else mana


def split_key(key: str) -> tuple[str, str | None]:
    """"C/artifact" -> ("C", "artifact"); "G" -> ("G", None)."""
    mana, _, restriction = key.partition(SEPARATOR)
    return mana, restriction or None


def usable_pool(state: dict, pool: dict, spending: Spending | None) -> Counter:
    """The pool as plain mana kinds, with only the restricted mana ``spending`` may use."""
    usable: Counter = Counter()
    for key, amount in pool.items():
        mana, restriction = split_key(key)
        if allows(state, restriction, spending):
            usable[mana] += amount
    return usable


def spend_order(state: dict, pool: dict, mana: str | None, spending: Spending | None) -> list[str]:
    """The pool keys a payment may take one ``mana`` from (any kind when None), restricted mana
    first: it can pay for less, so it is spent before mana that could pay for anything."""
    keys = [k for k, n in pool.items() if n > 0 and (mana is None or split_key(k)[0] == mana)
            and allows(state, split_key(k)[1], spending)]  # fmt: skip
    return sorted(keys, key=lambda k: split_key(k)[1] is None)


def pool_text(pool: dict) -> str:
    """The pool as mana symbols, restricted mana marked with what it may pay for."""
    parts = []
    for key, amount in sorted(pool.items()):
        mana, restriction = split_key(key)
        parts.append(("{" + mana + "}") * amount + (t(f"mtg.label.restricted_mana.{restriction}") if restriction else ""))
    return "".join(parts)
