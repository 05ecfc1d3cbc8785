"""The cards the white paper names (digest §10, cards/sanguozhi/rules): written by hand with the
facts the document gives and cross-checked here against the digest's records
(``../shared/games/sanguozhi/seed-cards.json``, read only in tests)."""

import json
import re
from pathlib import Path

import pytest

from engine.games.sanguozhi.cards import CARDS_DIR, card_db
from engine.games.sanguozhi.text import card_text

SEED_CARDS = Path(__file__).resolve().parents[3] / ".." / "shared" / "games" / "sanguozhi" / "seed-cards.json"
TYPES = {"General": "general", "Stratagem": "stratagem", "Treasure": "treasure", "Formation": "formation", "unknown": "unknown"}
DURATIONS = {"瞬时": "instant", "持续": "lasting", "永续": "permanent"}
STATS = {"atk": "attack", "hp": "health", "int": "intelligence"}
ROLES = {"副将": "lieutenant", "主将": "lord", "军师": "strategist"}


@pytest.fixture(scope="module")
def seed() -> dict:
    if not SEED_CARDS.exists():
        pytest.skip(f"the digest's card records are not at {SEED_CARDS} (../shared is absent)")
    return json.loads(SEED_CARDS.read_text(encoding="utf-8"))


def card_id(record: dict) -> str:
    """"赤壁-卧龙 53" is 赤壁-卧龙-053 (the document drops the zero padding once)."""
    return f"{record['set'].replace(' ', '')}-{record['number']:03d}"


def rules_cards() -> dict:
    return {path.stem: card_db()[path.stem] for path in (CARDS_DIR / "rules").glob("*.toml")}


def test_every_card_the_rules_name_with_set_and_number_is_shipped_and_none_plays(seed):
    """Digest §10: 70 records with a printed reference are 70 distinct cards (the two 周瑜 have
    different numbers); 单骑救主 and 三顾茅庐 are only counter names (119.4b), with no set, number
    or type, so they are no card to ship. No record is complete (no faction anywhere), so none plays."""
    printed = [record for record in seed["cards"] if record["set"] is not None]
    assert {card_id(record) for record in printed} == set(rules_cards())
    assert len(printed) == seed["summary"]["cards_named_with_set_and_number"] == 70
    assert [r["name_zh"] for r in seed["cards"] if r["set"] is None] == ["单骑救主", "三顾茅庐"]
    assert seed["summary"]["complete_cards"] == 0
    assert not any(card.implemented for card in rules_cards().values())


@pytest.mark.parametrize("number", range(70))
def test_a_rules_card_has_exactly_the_facts_the_document_gives(seed, number):
    """Name, type, stats, requirement, troops, keywords, traits, the Stratagem's duration and
    intelligence condition, the Treasure's equip condition and suit, the Formation's condition,
    the rules citing it, and every quoted piece of its text."""
    record = [r for r in seed["cards"] if r["set"] is not None][number]
    card = card_db()[card_id(record)]
    assert (card.name, card.name_en.split(" (")[0]) == (record["name_zh"], record["name_en"].split(" (")[0])
    assert card.type == TYPES[record["card_type"]] and card.source_rules == record["source_rule"]
    stats = record["stats"] or {}
    assert {STATS[k]: v for k, v in stats.items()} == {k: getattr(card, k) for k in STATS.values() if getattr(card, k) is not None}
    assert card.requirement == (record["authority_requirement_parsed"] or [])
    assert card.troops == (record["troop_types"] or [])
    assert [(k.name, k.level) for k in card.keywords] == [(k["name"], k.get("level")) for k in record["keywords"]]
    assert card.traits == (record["traits"] or [])
    stratagem = record["stratagem"] or {}
    stated_duration = stratagem.get("duration") if "inferred" not in (stratagem.get("duration") or "") else None
    assert card.duration == DURATIONS.get(stated_duration) and card.int_condition == stratagem.get("int_condition")
    assert card.speed is None  # the document never gives a Stratagem's speed
    treasure = record["treasure"] or {}
    equip = [{"stat": STATS[c["stat_ge"][0]], "at_least": c["stat_ge"][1]} if "stat_ge" in c else {"role": ROLES[c["role"]]}
             for c in treasure.get("equip_condition_parsed") or []]  # fmt: skip
    assert [c.model_dump(exclude_none=True) for c in card.equip] == equip and card.suit == treasure.get("suit_name")
    formation = {key: value for c in (record["formation"] or {}).get("formation_condition_parsed") or [] for key, value in c.items()}
    assert [c.requirement_total for c in card.formation_condition] == ([formation["auth_total_ge"]] if formation else [])
    assert card.troop_mix == formation.get("troop_any_of_and_each_present", [])
    shown = re.sub(r"\s", "", card_text(card))
    for quoted in record["text_zh"]:
        for piece in quoted.split("；"):
            assert re.sub(r"\s", "", piece) in shown, piece
    assert card.notes and "暂不能用于对战" in card.notes
