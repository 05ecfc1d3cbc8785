"""`tcg cards import lorcana FILE` reads both official catalog shapes into the card store."""

import asyncio
import json

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
    assert capsys.readouterr().out.strip().splitlines()[-1] == f"lorcana: {total} cards, {implemented} implemented"
    assert main(["cards", "check", "lorcana"]) == 0
    assert "全部有效" in capsys.readouterr().out
