"""The committed rules data is exactly what the parser derives from ../shared/seeds."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from bot.services.rules.build import DATA_DIR, MTG_SEED_CARDS, derive, main
from bot.services.rules.cards import compact_name

SEEDS = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"
needs_seeds = pytest.mark.skipif(
    not SEEDS.is_dir() or not MTG_SEED_CARDS.exists(),
    reason="../shared/seeds (the rules documents) or ../shared/games/mtg/seed-cards.json is absent; the shipped data is used as is",
)


@needs_seeds
def test_committed_data_equals_a_fresh_derivation():
    derived = derive(SEEDS)
    assert sorted(derived) == sorted(p.name for p in DATA_DIR.glob("*.json"))
    for name, content in derived.items():
        assert (DATA_DIR / name).read_bytes() == content, f"{name} is stale: run python -m bot.services.rules.build"


@needs_seeds
def test_check_mode_reports_up_to_date_and_writes_nothing(capsys):
    before = {p.name: p.stat().st_mtime_ns for p in DATA_DIR.glob("*.json")}
    assert main(["--seeds", str(SEEDS), "--check"]) == 0
    assert capsys.readouterr().out.strip() == "规则数据与规则文档一致。"
    assert {p.name: p.stat().st_mtime_ns for p in DATA_DIR.glob("*.json")} == before


def test_missing_seeds_directory_is_a_clear_error(tmp_path, capsys):
    assert main(["--seeds", str(tmp_path / "nowhere"), "--check"]) == 2
    assert f"找不到规则文档目录 {tmp_path / 'nowhere'}" in capsys.readouterr().err


@needs_seeds
def test_every_mtg_card_of_the_notes_has_its_rulings_and_no_other_cards():
    """Rulings printed as plain paragraphs (no bullet, no P/T line before them) and card headers
    glued to the previous card's last ruling lost rulings or gave them to the wrong card."""
    shipped = orjson.loads((DATA_DIR / "mtg_rulings.json").read_bytes())
    by_name = {compact_name(n): card for card in shipped for n in (card["name_en"], card["name_zh"])}
    extracted = orjson.loads(MTG_SEED_CARDS.read_bytes())["cards"]
    owners: dict[str, set[str]] = {}
    for card in extracted:
        for ruling in card.get("rulings_zh") or []:
            owners.setdefault(compact_name(ruling), set()).add(card["name_zh"])
    for card in extracted:
        if not card.get("rulings_zh"):
            continue
        ours = by_name.get(compact_name(card["name_zh"])) or by_name.get(compact_name(card.get("name_en") or ""))
        assert ours and ours["rulings"], f"{card['name_zh']} has no rulings"
        for ruling in ours["rulings"]:
            assert card["name_zh"] in owners.get(compact_name(ruling), {card["name_zh"]}), (card["name_zh"], ruling)
    for name in ("Haste Magic", "Nature's Claim", "Omega, Heartless Evolution", "Summon: Magus Sisters", "魔导船"):
        assert by_name[compact_name(name)]["rulings"]
