"""The AI opponent's level in practice matches (issue 24), through the fake Discord server: the
player picks 简单, 普通 or 困难 (the search agent) in /对战 发起, the seat keeps it, and the turn
timer answers for an absent player as the heuristic agent would."""

from __future__ import annotations

import functools
import random

import pytest

import engine
from bot.services.ai_players import AiPlayers
from engine.ai import RandomAgent, levels
from engine.ai.search import SearchAgent
from engine.core.requests import ask_for
from tests.bot.match_driver import (
    answer_once,
    match_id_of,
    newest_decision,
    request_of,
    wait_for_turn,
    wait_until,
)
from tests.bot.test_match_flow import PRESET

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


def challenge_command(server) -> dict:
    [challenge] = [o for o in server._find_command("对战", server.guild_id)["options"] if o["name"] == "发起"]
    return challenge


async def test_the_level_is_offered_in_chinese(fake_discord, companion_bot):
    [level] = [o for o in challenge_command(fake_discord)["options"] if o["name"] == "难度"]
    assert [(c["name"], c["value"]) for c in level["choices"]] == [("简单", "easy"), ("普通", "normal"), ("困难", "hard")]
    assert not level.get("required")


@pytest.mark.parametrize(("chosen", "stored"), [({"难度": "easy"}, "easy"), ({"难度": "hard"}, "hard"), ({}, "normal")])
async def test_a_practice_match_keeps_the_level_chosen(fake_discord, companion_bot, chosen, stored):
    options = {"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": PRESET, **chosen}
    interaction = await fake_discord.slash("对战 发起", user="alice", options=options)
    assert (await fake_discord.response_to(interaction)).json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: newest_decision(fake_discord, "alice") is not None)
    match = await companion_bot.match_service.get(match_id_of(newest_decision(fake_discord, "alice")))
    assert [(s.is_ai, s.ai_level) for s in match.players] == [(False, None), (True, stored)]


async def test_a_practice_match_against_the_hard_level_plays_turns(fake_discord, companion_bot, monkeypatch):
    """困难 plays the search agent (a small budget here: the test is about play, not strength),
    which searches in a worker process: never in the bot's own process, and never falling back."""
    monkeypatch.setattr(levels, "SearchAgent", functools.partial(SearchAgent, playouts=8))
    searched_here = []
    monkeypatch.setattr(SearchAgent, "search", lambda *args: searched_here.append(args))
    options = {"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": PRESET, "难度": "hard"}
    interaction = await fake_discord.slash("对战 发起", user="alice", options=options)
    assert (await fake_discord.response_to(interaction)).json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: newest_decision(fake_discord, "alice") is not None)
    match_id = match_id_of(newest_decision(fake_discord, "alice"))
    service, rng = companion_bot.match_service, random.Random(4)
    while (await service.view(match_id, None))["turn"].get("number", 0) < 4:
        await wait_for_turn(service, match_id, {"p1": "alice"})
        pending = await service.pending(match_id)
        if pending is None:
            break
        await wait_until(lambda asked=pending["p1"]["id"]: request_of(newest_decision(fake_discord, "alice")) == asked)
        await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), rng)
    assert (await service.view(match_id, None))["turn"]["number"] >= 4  # each side had turns
    assert isinstance(companion_bot.tables.ai.agents[(match_id, "p2")], SearchAgent)
    assert any(answer.player == 2 for answer in await service.repo.answers(match_id))
    assert searched_here == []  # the patched search exists only in the bot's process
    assert companion_bot.search_workers.fallbacks == 0
    agent = companion_bot.tables.ai.agents[(match_id, "p2")]
    assert agent.heuristic.recent  # the decisions made in the worker are remembered here


class OneMatch:
    """The part of the match service the AI players read: a player's view of one state."""

    def __init__(self, state: dict) -> None:
        self.state = state

    async def view(self, match_id: str, viewer: str) -> dict:
        return engine.view(self.state, viewer)


class Stored:
    id, game, seed = "m1", "lorcana", 3


async def test_the_timer_answers_an_absent_player_like_the_heuristic_agent_not_with_the_first_option():
    """In Lorcana's main phase the default is "end the turn"; an absent player's cards are inked
    and played instead (a card is inked first while the inkwell is short)."""
    game = engine.get_game("lorcana")
    decks = game.random_decks(random.Random(1), ["p1", "p2"])
    state, _, _ = engine.start("lorcana", ["p1", "p2"], decks, 1)
    agent = RandomAgent(1)
    while not any(o["id"].startswith("ink:") for o in (ask_for(state["request"], "p1") or {}).get("options", [])):
        player = state["request"]["pending"][0]
        choice = ["no"] if state["request"]["kind"] == "yes_no" else agent.choose(ask_for(state["request"], player))
        state, _, _ = engine.advance(state, {"request": state["request"]["id"], "player": player, "choice": choice})
    ask = ask_for(state["request"], "p1")
    assert ask["default"] == ["end"]
    choice = await AiPlayers(OneMatch(state)).default_answer(Stored(), "p1", ask)
    assert choice[0].startswith("ink:")
