"""Contests that did not happen are one log line, not one per region and kind (issue 16: a
隐秘世界 turn's log was mostly "对抗未发生")."""

import engine
from bot.services.board_text import log_lines

NAMES = {"p1": "甲", "p2": "乙"}


def contest(slot: int, kind: str, result: str, **more) -> dict:
    return {"type": "contest_result", "slot": slot, "kind": kind, "result": result, **more}


def test_consecutive_contests_not_held_are_one_line():
    events = [
        contest(1, "investigation", "none"), {"type": "contest_counted"}, contest(1, "battle", "none"),
        contest(1, "influence", "win", player="p1", margin=2), contest(2, "investigation", "none"),
        contest(2, "battle", "none"), contest(3, "influence", "none"),
    ]  # fmt: skip
    lines = log_lines(engine.get_game("underworld"), events, NAMES)
    assert lines == [
        "这些对抗未发生（双方都没有图标）：地区1调查、地区1战斗。",
        lines[1],
        "这些对抗未发生（双方都没有图标）：地区2调查、地区2战斗、地区3势力。",
    ]
    assert "甲" in lines[1] and "势力" in lines[1]


def test_a_single_contest_not_held_keeps_its_own_line():
    lines = log_lines(engine.get_game("underworld"), [contest(2, "battle", "none")], NAMES)
    assert lines == ["地区2的战斗对抗未发生（双方都没有图标）。"]
