"""The procedure stack ``state["frames"]`` is one list for the whole run: the core's run loop
(``engine.core.match._run``) holds it, so a game that rebinds it (``state["frames"] = [...]``)
loses every procedure pushed afterwards. Filtering it in place (``[:] =``) is the way; this scans
every engine module for a rebinding (MTG's leave_game once did it, found by its multiplayer tests)."""

import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
REBINDING = re.compile(r"""\[\s*["']frames["']\s*\]\s*=(?!=)""")


def test_no_engine_code_rebinds_the_frame_list():
    found = [f"{path.relative_to(ENGINE)}:{number}" for path in ENGINE.rglob("*.py")
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if REBINDING.search(line)]  # fmt: skip
    assert found == []
