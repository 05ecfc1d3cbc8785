"""`tcg render` and `tcg render-card` write PNG files; bad input is a Chinese error."""

from PIL import Image

from bot.cli import main


def test_render_writes_a_board(tmp_path, capsys):
    out = tmp_path / "board.png"
    assert main(["render", "lorcana", "--seed", "3", "--turns", "4", "--viewer", "p2", "--out", str(out)]) == 0
    assert Image.open(out).format == "PNG"
    assert "已保存" in capsys.readouterr().out


def test_render_card_writes_a_face(tmp_path):
    out = tmp_path / "card.png"
    assert main(["render-card", "lorcana", "tfc-002", "--out", str(out)]) == 0
    assert Image.open(out).size == (500, 700)


def test_unknown_viewer_and_card_are_refused(tmp_path, capsys):
    out = tmp_path / "x.png"
    assert main(["render", "lorcana", "--turns", "2", "--viewer", "p7", "--out", str(out)]) == 2
    assert "没有玩家“p7”" in capsys.readouterr().err
    assert main(["render-card", "lorcana", "tfc-999", "--out", str(out)]) == 2
    assert "找不到卡牌" in capsys.readouterr().err
    assert not out.exists()
