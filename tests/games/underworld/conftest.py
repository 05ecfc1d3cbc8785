"""Fixtures shared by the 隐秘世界 rule tests."""

import json
from pathlib import Path

import pytest

from engine.games.underworld.cards import CardDef, card_db

DATABASE = Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "underworld_ymsj" / "cards.json"


@pytest.fixture(scope="session")
def database() -> dict:
    """The community card database (read only in tests; never copied into the project)."""
    if not DATABASE.exists():
        pytest.skip(f"the community card database is not at {DATABASE} (../shared/data is absent)")
    return json.loads(DATABASE.read_text(encoding="utf-8"))


@pytest.fixture
def test_card(monkeypatch):
    """test_card(id, **facts): a made-up card (by default a neutral character, cost 0, defence 1)
    in the card database for one test, for rules no real card of the slice shows."""

    def make(card_id: str, **facts) -> str:
        base = {"id": card_id, "name": f"测试{card_id}", "set": "基础", "type_line": "角色-测试", "basic_type": "character",
                "faction": "neutral", "cost": 0, "defence": 1}  # fmt: skip
        if facts.get("basic_type") in ("affair", "attachment"):
            base.update(defence=None, type_line=f"{'事务' if facts['basic_type'] == 'affair' else '附属'}-测试")
        monkeypatch.setitem(card_db(), card_id, CardDef.model_validate({**base, **facts}))
        return card_id

    return make
