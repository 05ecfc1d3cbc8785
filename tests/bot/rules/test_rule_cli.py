"""`tcg rule GAME QUERY` prints the rule, the term and hits, or MTG card rulings, in Chinese."""

from __future__ import annotations

from bot.cli import main


def test_rule_by_number(capsys):
    assert main(["rule", "lorcana", "7.5.3.2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "【迪士尼洛卡纳】规则 7.5.3.2（起动式奇能）"
    assert out[1].startswith("第二步,该玩家遵循4.3.4.4到4.3.4.6所述的步骤")
    assert out[2:] == [
        "引用的规则：",
        "  · 4.3.4.4：打出卡",
        "  · 4.3.4.6：打出卡",
        "上级规则：7.5.3（起动式奇能）",
    ]


def test_rule_by_pinyin_keyword(capsys):
    assert main(["rule", "sanguozhi", "lianhuan"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "【三国智】与“lianhuan”最相关的规则："
    assert out[1] == "  · 305（连环）：连环"


def test_mtg_card_name_gives_the_release_notes_rulings(capsys):
    assert main(["rule", "mtg", "Ultima,", "Origin", "of", "Oblivion"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "原初的生命体阿尔蒂玛（Ultima, Origin of Oblivion）：2 条裁定"
    assert out[2] == "2. 阿尔蒂玛的最后一个异能是触发式法术力异能。它不使用堆叠,且不能被回应。"


def test_not_found_is_a_chinese_error_with_status_1(capsys):
    assert main(["rule", "ultraman", "9.9.9"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("奥特曼英雄对决规则中没有编号 9.9.9。你是不是要找：")
