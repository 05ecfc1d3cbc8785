"""`tcg cards import underworld FILE` reads the community database into the card store and the
lookup hook; `tcg cards`, `tcg fuzz` and `tcg play` work for 隐秘世界."""

import asyncio
import json

from bot.cli import main
from bot.storage.catalog import CatalogRepository
from bot.storage.database import connect
from engine.core.registry import get_game
from engine.fuzz import fuzz
from engine.games.underworld.card_classes import card_classes
from engine.games.underworld.cards import card_db
from tests.games.underworld.conftest import DATABASE
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
    """The first line counts the card files; then the community database's cards by status
    (cards/underworld/card_classes.tsv) and the blocked ones by undefined term, most first."""
    assert main(["cards", "stats", "underworld"]) == 0
    total = len(card_db())
    first, classes, *terms = capsys.readouterr().out.strip().splitlines()
    assert first == f"隐秘世界：共 {total} 张卡，已实现 {total} 张。"
    rows = card_classes()
    blocked = [row for row in rows if row.status == "blocked"]
    playable = sum(row.status == "playable" for row in rows)
    assert classes == (f"卡牌数据库共 {len(rows)} 张：已实现 {total} 张，可实现而未实现 {playable} 张，"
                       f"用到规则书未定义的术语而仅供查阅 {len(blocked)} 张，由规则处理 1 张。")  # fmt: skip
    secret = sum("隐秘对抗" in row.terms for row in rows)
    assert f"  未定义术语 隐秘对抗：{secret} 张" in terms and secret > 0
    counts = [int(line.rsplit("：", 1)[1].removesuffix(" 张")) for line in terms]
    assert counts == sorted(counts, reverse=True) and sum(counts) >= len(blocked)
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
