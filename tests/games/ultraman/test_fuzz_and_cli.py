"""Random games keep the engine contract (snapshots, replay, views and events hide what they
must), and the `tcg` commands work for Ultraman."""

import random

import pytest

from bot.cli import main
from engine.ai import RandomAgent
from engine.core.match import advance_in_place, start
from engine.core.registry import get_game
from engine.core.requests import ask_for
from engine.fuzz import fuzz
from engine.games.ultraman.options import OPTIONS
from tests.terminal_player import FirstOptionsPlayer

GAMES_PER_ALTERNATIVE = 30
ALTERNATIVES = [(name, value) for name, spec in OPTIONS.items() for value in spec.get("choices", ())
                if value != spec["default"]]  # fmt: skip


def test_random_games_keep_the_contract():
    report = fuzz("ultraman", games=20, seed=5)
    assert report.failures == [], report.failures[0].error if report.failures else ""


@pytest.mark.parametrize(("name", "value"), ALTERNATIVES)
def test_random_games_end_with_every_alternative_option(name, value):
    """`tcg fuzz` plays with the default options only: 30 random games per alternative value end
    with a result and raise nothing."""
    for seed in range(GAMES_PER_ALTERNATIVE):
        decks = get_game("ultraman").random_decks(random.Random(seed), ["p1", "p2"])
        state, _, _ = start("ultraman", ["p1", "p2"], decks, seed, {name: value})
        agent = RandomAgent(seed)
        for _ in range(20_000):
            if state["result"] is not None:
                break
            request = state["request"]
            player = request["pending"][0]
            advance_in_place(state, {"request": request["id"], "player": player,
                                     "choice": agent.choose(ask_for(request, player))})  # fmt: skip
        assert state["result"] is not None, (name, value, seed)


def test_cards_check_and_stats(capsys):
    assert main(["cards", "check", "ultraman"]) == 0
    assert main(["cards", "stats", "ultraman"]) == 0
    out = capsys.readouterr().out
    assert "奥特曼英雄对决：" in out and "个卡牌文件全部有效" in out and "奥特曼英雄对决：共 " in out


@pytest.mark.parametrize("deck", ["zero-practice", "zeta-practice"])
def test_play_a_practice_game_in_the_terminal(monkeypatch, capsys, deck):
    """`tcg play ultraman` plays a full practice game; the human always answers with as many of the
    first options as the request needs at least (five for the 5-of-9 choice, all of them to order)."""
    monkeypatch.setattr("builtins.input", FirstOptionsPlayer())
    path = f"cards/ultraman/decks/{deck}.txt"
    assert main(["play", "ultraman", "--deck", path, "--deck", path, "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "对局结束" in out and "练习卡·" in out
