"""The standings image: a PNG in the bundled font whose table grows with its rows and cells."""

import io

from PIL import Image

from bot.render.standings import MAX_ROWS, ROW_HEIGHT, render_standings

HEADER = ["名次", "选手", "积分", "胜-负-平", "对手胜率", "小局胜率", "对手小局胜率"]


def row(rank: int, name: str) -> list[str]:
    return [str(rank), name, "9", "3-0-0", "66.67%", "75.00%", "55.00%"]


def size_of(png: bytes) -> tuple[int, int]:
    assert png.startswith(b"\x89PNG")
    return Image.open(io.BytesIO(png)).size


def test_the_table_grows_with_rows_and_names_and_is_cut_at_the_limit():
    small = size_of(render_standings("周六赛", HEADER, [row(1, "甲")]))
    taller = size_of(render_standings("周六赛", HEADER, [row(1, "甲"), row(2, "乙")]))
    wider = size_of(render_standings("周六赛", HEADER, [row(1, "一个名字特别特别长的选手")]))
    assert taller == (small[0], small[1] + ROW_HEIGHT)
    assert wider[0] > small[0] and wider[1] == small[1]
    many = size_of(render_standings("周六赛", HEADER, [row(i, f"选手{i}") for i in range(MAX_ROWS + 10)]))
    capped = size_of(render_standings("周六赛", HEADER, [row(i, f"选手{i}") for i in range(MAX_ROWS)]))
    assert many == capped
