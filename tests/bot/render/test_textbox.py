"""Text layout: wrapping by Chinese line-breaking rules, inline symbols, shrinking, overflow."""

from bot.render import textbox


def line_texts(layout: textbox.TextLayout) -> list[str]:
    return ["".join(atom.text for _, atom in line) for line in layout.lines]


def test_lines_stay_within_the_width():
    layout = textbox.layout("当你打出这个角色时，你可以抽一张卡。每当这个角色探奇时，你获得 2 点奇谈。", 200, 20)
    assert len(layout.lines) > 1 and layout.width <= 200


def test_closing_punctuation_never_starts_a_line_and_brackets_never_end_one():
    text = "【名字】这个角色得 +2 ¤。" * 6
    for width in range(60, 400, 7):
        for line in line_texts(textbox.layout(text, width, 18)):
            assert line[0] not in textbox.NO_LINE_START
            assert line[-1] not in textbox.NO_LINE_END


def test_numbers_and_words_do_not_break():
    lines = line_texts(textbox.layout("支付 12345 ⬡ Shift", 70, 20))
    assert "12345" in lines and any("Shift" in line for line in lines)


def test_symbols_take_one_em():
    plain, with_icon = textbox.layout("一", 500, 20), textbox.layout("一⬡", 500, 20)
    assert with_icon.width - plain.width == 20


def test_fit_shrinks_to_the_box_and_reports_overflow_only_below_the_smallest_size():
    text = "当你打出这个角色时，查看你卡组顶的 4 张卡。" * 3
    fitted = textbox.fit(text, 200, 140, 30, 10)
    assert not fitted.overflow and fitted.size < 30 and fitted.height <= 140
    assert textbox.fit(text, 200, 20, 30, 16).overflow


def test_fit_line_cuts_with_an_ellipsis():
    layout = textbox.fit_line("名字非常非常非常长的角色", 60, 20, 14)
    assert layout.size == 14 and line_texts(layout)[0].endswith(textbox.ELLIPSIS) and layout.width <= 60


def test_an_icon_term_in_full_width_brackets_stays_on_one_line():
    from bot.render.textbox import units

    assert ("［黑星］",) in [tuple(a.text for a in unit) for unit in units("获得［黑星］和［白刀］。")]
