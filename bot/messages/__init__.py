"""The bot's message catalog: every player- or operator-visible string, in Simplified Chinese.

Each module of this package holds one area's ``MESSAGES`` dict (keys prefixed by area, such as
``config.`` or ``match.``); they are merged here, so adding an area is adding a module. Templates
use ``str.format`` placeholders, so a translation can be dropped in as dicts with the same keys.
"""

from __future__ import annotations

import importlib
import pkgutil

from engine.core.messages import fill


def _merge_areas() -> dict[str, str]:
    merged: dict[str, str] = {}
    for module_info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        area = importlib.import_module(f"{__name__}.{module_info.name}")
        clashes = merged.keys() & area.MESSAGES.keys()
        if clashes:
            raise RuntimeError(f"message keys defined twice ({module_info.name}): {sorted(clashes)}")
        merged.update(area.MESSAGES)
    return merged


MESSAGES: dict[str, str] = _merge_areas()


def t(key: str, **params: object) -> str:
    """Return the catalog message ``key`` filled with ``params``; an unknown key raises KeyError."""
    return fill(MESSAGES[key], params)
