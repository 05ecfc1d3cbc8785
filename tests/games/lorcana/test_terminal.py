"""`tcg play lorcana` plays a whole game in the terminal against the random agent (issue 3's
"done when"), with the Chinese prompts of the bot."""

import functools

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


def test_play_a_full_game_against_the_heuristic_agent(monkeypatch, capsys):
    """`--vs ai:normal`: the opponent is the heuristic agent, named by its level."""
    player = FirstOptionsPlayer()
    monkeypatch.setattr("builtins.input", player)
    decks = ["cards/lorcana/decks/amber-amethyst.txt", "cards/lorcana/decks/emerald-ruby.txt"]
    assert main(["play", "lorcana", "--deck", decks[0], "--deck", decks[1], "--seed", "5", "--vs", "ai:normal"]) == 0
    out = capsys.readouterr().out
    assert "电脑（普通）" in out and "对局结束：" in out


def test_play_a_full_game_against_the_search_agent(monkeypatch, capsys):
    """`--vs ai:hard`: the opponent is the search agent (a small budget: the test is about play)."""
    monkeypatch.setattr(levels, "SearchAgent", functools.partial(SearchAgent, playouts=4, seconds=None))
    player = FirstOptionsPlayer()
    monkeypatch.setattr("builtins.input", player)
    decks = ["cards/lorcana/decks/amber-amethyst.txt", "cards/lorcana/decks/emerald-ruby.txt"]
    assert main(["play", "lorcana", "--deck", decks[0], "--deck", decks[1], "--seed", "5", "--vs", "ai:hard"]) == 0
    out = capsys.readouterr().out
    assert "电脑（困难）" in out and "对局结束：" in out
