"""`tcg cards import underworld FILE` reads the community database into the card store and the
lookup hook; `tcg cards`, `tcg fuzz` and `tcg play` work for 隐秘世界."""

import asyncio
import json

from bot.cli import main
from bot.storage.catalog import CatalogRepository
from bot.storage.database import connect
from engine.core.registry import get_game
from engine.fuzz import fuzz
from engine.games.underworld.cards import card_db
from tests.games.underworld.test_card_facts import DATABASE, database  # noqa: F401  (the skipping fixture)
from tests.terminal_player import FirstOptionsPlayer


def stored(path, card_id):
    async def read():
        connection = await connect(path)
        try:
            repository = CatalogRepository(connection)
            return await repository.count("underworld"), await repository.get("underworld", card_id)
        finally:
            await connection.close()

    return asyncio.run(read())


def test_import_stores_all_685_cards_with_printed_text(database, tmp_path, capsys):  # noqa: F811
    path = tmp_path / "tcg.sqlite3"
    assert main(["cards", "import", "underworld", str(DATABASE), "--database", str(path)]) == 0
    implemented = sum(card.implemented for card in card_db().values())
    assert f"已导入 685 张卡（其中 {implemented} 张可用于对战）" in capsys.readouterr().out
    (total, playable), knight = stored(path, "JC014")
    assert (total, playable) == (685, implemented)
    assert knight["name"] == "公路骑士" and knight["cost"] == 2 and knight["faction"] == "green" and knight["printed_text"]


def test_lookup_records_merge_built_in_and_imported_cards(database):  # noqa: F811
    game = get_game("underworld")
    records = {r["id"]: r for r in game.lookup_records(game.read_catalog(database))}
    assert len(records) == 685
    knight = records["JC014"]
    assert knight["implemented"] and knight["type_label"] == "角色" and knight["colour_label"] == "绿"
    assert "机动" in knight["text"] and knight["printed_text"]
    other = records["BQ001"]  # not implemented: printed text only
    assert not other["implemented"] and other["text"] == "" and other["name"] == "脑叶专家"


def test_import_rejects_another_format_in_chinese(tmp_path, capsys):
    other = tmp_path / "other.json"
    other.write_text(json.dumps([{"name": "Cloud"}]), encoding="utf-8")
    assert main(["cards", "import", "underworld", str(other), "--database", str(tmp_path / "db.sqlite3")]) == 2
    assert "无法识别的隐秘世界卡牌数据库格式" in capsys.readouterr().err


def test_cards_stats_and_check(capsys):
    assert main(["cards", "stats", "underworld"]) == 0
    total = len(card_db())
    assert capsys.readouterr().out.strip().splitlines()[-1] == f"underworld: {total} cards, {total} implemented"
    assert main(["cards", "check", "underworld"]) == 0
    assert "全部有效" in capsys.readouterr().out


def test_random_games_keep_the_contract():
    report = fuzz("underworld", games=8, seed=7)
    assert report.failures == [], report.failures[0].error if report.failures else ""


def test_play_a_full_game_in_the_terminal(monkeypatch, capsys):
    """`tcg play underworld` plays a whole game with the preset decks; the human answers each
    prompt with as many first options as it needs."""

    monkeypatch.setattr("builtins.input", FirstOptionsPlayer())
    decks = ["cards/underworld/decks/hunters-sages.txt", "cards/underworld/decks/agency-obelisk.txt"]
    assert main(["play", "underworld", "--deck", decks[0], "--deck", decks[1], "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "对局结束" in out and "先手标志" in out
