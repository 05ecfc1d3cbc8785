"""The shipped community names for characters (``data/nicknames.toml``): game -> printed name ->
the names players type for it. A nickname finds every card whose name is the printed name or starts
with it (赛罗 finds 赛罗奥特曼 and 赛罗奥特曼月神奇迹型), but not a thing of the character's
(小飞侠 is not 彼得·潘的小刀), ranked under a server's own aliases."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

NICKNAMES_FILE = Path(__file__).with_name("data") / "nicknames.toml"
POSSESSIVE = "的"  # "彼得·潘的小刀" is Peter Pan's knife, not Peter Pan


@cache
def shipped_nicknames() -> dict[str, dict[str, tuple[str, ...]]]:
    data = tomllib.loads(NICKNAMES_FILE.read_text(encoding="utf-8"))
    return {game: {name: tuple(nicknames) for name, nicknames in names.items()} for game, names in data.items()}


def nicknames_of(game: str, card_name: str, table: dict[str, dict[str, tuple[str, ...]]]) -> list[str]:
    """The nicknames ``table`` gives a card of ``game`` called ``card_name``."""
    return [nick for name, nicks in table.get(game, {}).items() if _is_called(card_name, name) for nick in nicks]


def _is_called(card_name: str, name: str) -> bool:
    return card_name.startswith(name) and not card_name[len(name) :].startswith(POSSESSIVE)

