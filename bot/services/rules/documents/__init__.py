"""One module per rules document: each reads its document's layout into a RuleBook."""

from __future__ import annotations

from collections.abc import Callable

from ..model import RuleBook
from . import lorcana, mtg, sanguozhi, ultraman, underworld

PARSERS: dict[str, Callable[[str, str], RuleBook]] = {
    "lorcana": lorcana.parse,
    "ultraman": ultraman.parse,
    "sanguozhi": sanguozhi.parse,
    "mtg": mtg.parse,
    "underworld": underworld.parse,
}
