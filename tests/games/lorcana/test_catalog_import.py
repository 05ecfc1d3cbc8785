"""`tcg cards import lorcana FILE` reads both official catalog shapes into the card store."""

import asyncio
import json

import pytest

from bot.cli import main
from bot.storage.catalog import CatalogRepository
from bot.storage.database import connect
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.catalog import catalog_id, read_catalog

from .catalog import require_catalog


def stored(database, card_id):
    async def read():
        connection = await connect(database)
        try:
            repository = CatalogRepository(connection)
            return await repository.count("lorcana"), await repository.get("lorcana", card_id)
        finally:
            await connection.close()

    return asyncio.run(read())


def test_catalog_ids_follow_our_card_ids():
    assert catalog_id("2/204 ZH 1") == "tfc-002"
    assert catalog_id("8/P1 ZH 1") == "tfcp1-008"
    assert catalog_id("4a/204 ZH 3") == "iti-004a"
    assert catalog_id("26/204 ZH P2") == "p2-026"
    assert catalog_id("nonsense") is None


def test_import_full_catalog_stores_every_card_with_printed_text(tmp_path, capsys):
    data = require_catalog()
    database = tmp_path / "tcg.sqlite3"
    assert main(["cards", "import", "lorcana", str(data / "zh_catalog_full.json"), "--database", str(database)]) == 0
    implemented = sum(card.implemented for card in card_db().values())
    assert f"已导入 908 张卡（其中 {implemented} 张可用于对战）" in capsys.readouterr().out
    (total, playable), ariel = stored(database, "tfc-002")
    assert (total, playable) == (908, implemented)
    assert ariel["name"] == "爱丽儿" and ariel["name_en"] == "Ariel" and "首场音乐会" in ariel["printed_text"]
    assert ariel["cost"] == 3 and ariel["classifications"] == ["故事源形", "主角", "公主"]


def test_raw_catalog_gives_the_same_facts_as_the_full_one():
    data = require_catalog()
    full = {r["id"]: r for r in read_catalog(json.loads((data / "zh_catalog_full.json").read_text(encoding="utf-8")))}
    raw = read_catalog(json.loads((data / "zh_catalog_raw.json").read_text(encoding="utf-8")))
    assert len(raw) > 800
    for record in raw:
        if record["id"] in full:
            mine = full[record["id"]]
            assert (record["name"], record["cost"], record["ink"]) == (mine["name"], mine["cost"], mine["ink"])


def test_import_rejects_another_format_in_chinese(tmp_path, capsys):
    other = tmp_path / "other.json"
    other.write_text(json.dumps([{"name": "Cloud"}]), encoding="utf-8")
    assert main(["cards", "import", "lorcana", str(other), "--database", str(tmp_path / "db.sqlite3")]) == 2
    assert "无法识别的洛卡纳卡牌目录格式" in capsys.readouterr().err


def test_cards_stats_and_check(capsys):
    assert main(["cards", "stats", "lorcana"]) == 0
    total = len(card_db())
    implemented = sum(card.implemented for card in card_db().values())
    assert capsys.readouterr().out.strip().splitlines()[-1] == f"迪士尼洛卡纳：共 {total} 张卡，已实现 {implemented} 张。"
    assert main(["cards", "check", "lorcana"]) == 0
    assert "全部有效" in capsys.readouterr().out


def raw_types() -> dict[str, str]:
    data = require_catalog()
    return {r["id"]: r["type"] for r in read_catalog(json.loads((data / "zh_catalog_raw.json").read_text(encoding="utf-8")))}


def test_full_catalog_with_the_set_files_gives_every_card_its_type_and_english_name(tmp_path):
    """full.json has no card type; the per-set files beside it (sets/*.yml) give the type and the
    English name and subtitle of every printing, which the import reads with it."""
    database = tmp_path / "tcg.sqlite3"
    assert main(["cards", "import", "lorcana", str(require_catalog() / "zh_catalog_full.json"), "--database", str(database)]) == 0

    async def records():
        connection = await connect(database)
        try:
            return await CatalogRepository(connection).records("lorcana")
        finally:
            await connection.close()

    stored = {r["id"]: r for r in asyncio.run(records())}
    assert all(r["type"] in ("character", "action", "item", "location") for r in stored.values())
    assert all(r["name_en"] for r in stored.values())
    expected = raw_types()
    assert {i: r["type"] for i, r in stored.items() if i in expected} == {i: t for i, t in expected.items() if i in stored}
    assert sum(r["type"] == "action" for r in stored.values()) >= 119
    bashful = stored["rotf-001"]  # not implemented: its English name comes from rotf.yml
    assert (bashful["name_en"], bashful["subtitle_en"], bashful["type"]) == ("Bashful", "Hopeless Romantic", "character")


def test_full_catalog_alone_still_types_every_card_from_its_text():
    """Without the set files: characters by strength, locations by willpower, songs and cards
    without a named ability or an exert cost as actions, the rest items. One printed item has
    neither (彼得·潘的小刀, a static without a name): the set files are needed for it."""
    full = read_catalog(json.loads((require_catalog() / "zh_catalog_full.json").read_text(encoding="utf-8")))
    expected = raw_types()
    wrong = {r["id"] for r in full if r["id"] in expected and r["type"] != expected[r["id"]]}
    assert all(r["type"] for r in full) and wrong == {"rotf-135"}


def set_files() -> list[object]:
    yaml = pytest.importorskip("yaml")
    return [yaml.safe_load(path.read_text(encoding="utf-8")) for path in sorted((require_catalog() / "sets").glob("*.yml"))]


def test_raw_catalog_keeps_every_promo_under_the_full_catalogs_id():
    """raw.json numbers promos its own way ("P1/8", "p2/14", "p4_34", "p1/3" for a C1 card):
    with the per-set files every printing gets full.json's id; without them none is lost."""
    data = require_catalog()
    full = {r["id"]: r["name"] for r in read_catalog(json.loads((data / "zh_catalog_full.json").read_text(encoding="utf-8")))}
    raw_data = json.loads((data / "zh_catalog_raw.json").read_text(encoding="utf-8"))
    with_sets = {r["id"]: r["name"] for r in read_catalog(raw_data, set_files())}
    assert with_sets == full
    alone = read_catalog(raw_data)
    assert len(alone) == len(full) == 908
    assert {"tfcp1-008", "itip2-043", "rotfc1-003", "urrp1-034"} <= set(with_sets)
