"""Random games keep the engine contract (snapshots, replay, views and events hide what they
must), and the `tcg` commands work for Ultraman."""

import re

import pytest

from bot.cli import main
from engine.fuzz import fuzz


def test_random_games_keep_the_contract():
    report = fuzz("ultraman", games=20, seed=5)
    assert report.failures == [], report.failures[0].error if report.failures else ""


def test_cards_check_and_stats(capsys):
    assert main(["cards", "check", "ultraman"]) == 0
    assert main(["cards", "stats", "ultraman"]) == 0
    out = capsys.readouterr().out
    assert "奥特曼英雄对决：" in out and "个卡牌文件全部有效" in out and "ultraman: " in out


@pytest.mark.parametrize("deck", ["zero-practice", "zeta-practice"])
def test_play_a_practice_game_in_the_terminal(monkeypatch, capsys, deck):
    """`tcg play ultraman` plays a full practice game; the human always answers with as many of the
    first options as the request needs at least (five for the 5-of-9 choice, all of them to order)."""

    def first_options(prompt: str = "") -> str:
        needed = re.search(r"(\d+)–\d+", prompt)
        return " ".join(str(n) for n in range(1, max(1, int(needed.group(1)) if needed else 1) + 1))

    monkeypatch.setattr("builtins.input", first_options)
    path = f"cards/ultraman/decks/{deck}.txt"
    assert main(["play", "ultraman", "--deck", path, "--deck", path, "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "对局结束" in out and "练习卡·" in out
