"""Scenarios for the cards of the uwcards9 batch: each card ability used once in a position, its
result asserted. Cards quoted by id; the printed texts are in the community database."""

from engine.games.underworld.cards import CardDef, card_db
from engine.games.underworld.costs import play_cost
from engine.games.underworld.zones import SEALED
from tests.games.underworld.position import FILLER
from tests.games.underworld.test_cards_added import resolve, start

BLOOD, MIND = "JC029", "JC001"  # assets showing 【血】 and 【心】

# Every 式神 card of the database is blocked (角色/附属, 护卫): a made-up one stands for them
SHIKIGAMI = CardDef.model_validate({"id": "TE071", "name": "测试式神", "set": "基础", "type_line": "角色-式神",
                                    "basic_type": "character", "faction": "neutral", "cost": 2, "defence": 1})  # fmt: skip


def sealed_under(s, host: str) -> list[str]:
    return [s.card(c)["def"] for c in s.zone(SEALED) if s.card(c)["sealed_under"] == host]


# ---------------------------------------------------------------------------- 土御门真知子 (JZ71)
def test_jz71_entering_predicts_three_then_seals_the_library_top_on_a_target_onmyoji():
    s = start()
    for definition in ("JC014", "JC003", "JC011"):
        s.on_top(definition)
    s.assets(3)
    s.asset(BLOOD), s.asset(MIND)
    s.act("p1", f"play:{s.hand('JZ71')}")
    resolve(s)
    onmyoji = next(c for c in s.area(1) + s.area(2) + s.area(3) if s.card(c)["def"] == "JZ71")
    looked = s.events_of("library_looked_at")
    assert looked and (looked[-1]["player"], looked[-1]["count"]) == ("p1", 3)
    assert len(sealed_under(s, onmyoji)) == 1


def test_jz71_an_own_shikigami_entering_triggers_it_too_and_costs_one_less(monkeypatch):
    monkeypatch.setitem(card_db(), "TE071", SHIKIGAMI)
    s = start()
    onmyoji = s.character("JZ71", "p1", 1)
    shikigami = s.hand("TE071")
    assert play_cost(s.state, "p1", SHIKIGAMI) == 1
    (asset,) = s.assets(1)
    s.act("p1", f"play:{shikigami}")
    resolve(s, onmyoji)
    assert len(sealed_under(s, onmyoji)) == 1 and s.card(asset).get("exhausted")


def test_jz71_another_own_character_entering_does_not_trigger_it():
    s = start()
    onmyoji = s.character("JZ71", "p1", 1)
    s.act("p1", f"play:{s.hand(FILLER)}")
    resolve(s)
    assert FILLER in [s.card(c)["def"] for c in s.area(1) + s.area(2) + s.area(3)]
    assert sealed_under(s, onmyoji) == []
