"""Checking the match options a game declares (the OPTIONS table of its ``options.py``): every
option a match sets must be known and take one of its values, or the match does not start (a
Chinese GameError), so a misspelt option never silently plays the default.

A table entry says which values it takes: ``choices`` (a tuple), ``players`` (None or a seat: who
chooses or goes first), ``count`` (a positive integer), or ``check`` (a function of the value and
the players that raises GameError itself).
"""

from .errors import GameError


def check_match_options(table: dict[str, dict], options: dict, players: list[str]) -> None:
    for name, value in options.items():
        entry = table.get(name)
        if entry is None:
            raise GameError("options.unknown", name=name, known="、".join(table))
        if "check" in entry:
            entry["check"](value, players)
            continue
        if entry.get("count"):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise GameError("options.bad_number", name=name, value=value)
            continue
        choices = (None, *players) if entry.get("players") else entry["choices"]
        if not any(value == choice and type(value) is type(choice) for choice in choices):  # 1 is not True
            raise GameError("options.bad_value", name=name, value=value, choices="、".join(map(str, choices)))
