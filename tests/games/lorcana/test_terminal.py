"""`tcg play lorcana` plays a whole game in the terminal against the random agent (issue 3's
"done when"), with the Chinese prompts of the bot."""

import functools

import pytest

from bot.cli import main
from engine.ai import levels
from engine.ai.search import SearchAgent
from tests.terminal_player import FirstOptionsPlayer


def test_play_a_full_game_against_the_random_agent(monkeypatch, capsys):
    player = FirstOptionsPlayer()
    monkeypatch.setattr("builtins.input", player)
    decks = ["cards/lorcana/decks/amber-amethyst.txt", "cards/lorcana/decks/emerald-ruby.txt"]
    assert main(["play", "lorcana", "--deck", decks[0], "--deck", decks[1], "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "对局结束：" in out and "请输入" not in out
    assert player.prompts > 10  # the human was really asked, turn after turn


@pytest.mark.parametrize(("level", "name"), [("normal", "普通"), ("hard", "困难")])
def test_play_a_full_game_against_an_ai_level(monkeypatch, capsys, level, name):
    """`--vs ai:LEVEL`: the opponent is the level's agent (the heuristic, the search with a small
    budget here: the test is about play), named by its level."""
    monkeypatch.setattr(levels, "SearchAgent", functools.partial(SearchAgent, playouts=4, seconds=None))
    player = FirstOptionsPlayer()
    monkeypatch.setattr("builtins.input", player)
    decks = ["cards/lorcana/decks/amber-amethyst.txt", "cards/lorcana/decks/emerald-ruby.txt"]
    assert main(["play", "lorcana", "--deck", decks[0], "--deck", decks[1], "--seed", "5", "--vs", f"ai:{level}"]) == 0
    out = capsys.readouterr().out
    assert f"电脑（{name}）" in out and "对局结束：" in out
