"""`tcg lookup QUERY`: the /查卡 search in the terminal."""

from bot.cli import main
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.lookup import release_order


def test_lookup_prints_the_card_and_the_other_close_matches(tmp_path, capsys):
    assert main(["lookup", "史迪其", "--database", str(tmp_path / "tcg.sqlite3")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "史迪奇——悠闲冲浪手 / Stitch - Carefree Surfer"
    assert "费用：7 ⬡" in out and "迪士尼洛卡纳 · 编号 tfc-021" in out
    others = [c for c in sorted(card_db().values(), key=release_order) if c.name == "史迪奇" and c.id != "tfc-021"]
    assert len(others) >= 5 and out[-len(others) - 1 :] == ["其他相符的卡牌："] + [
        f"  {c.full_name}（迪士尼洛卡纳 · {c.id}）" for c in others  # every other Stitch, in release order
    ]


def test_lookup_explains_a_miss_and_an_unknown_game(tmp_path, capsys):
    database = str(tmp_path / "tcg.sqlite3")
    assert main(["lookup", "zzqqxx", "--database", database]) == 1
    assert capsys.readouterr().err.startswith("找不到与“zzqqxx”相符的卡牌")
    assert main(["lookup", "史迪奇", "--game", "飞行棋", "--database", database]) == 2
    assert "未知的游戏：飞行棋" in capsys.readouterr().err
