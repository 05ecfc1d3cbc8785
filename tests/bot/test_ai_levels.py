"""The AI opponent's level in practice matches (issue 24), through the fake Discord server: the
player picks 简单 or 普通 in /对战 发起 (困难 is not offered until the search AI exists), the seat
keeps it, and the turn timer answers for an absent player as the heuristic agent would."""

from __future__ import annotations

import random

import pytest

import engine
from bot.services.ai_players import AiPlayers
from engine.ai import RandomAgent
from engine.core.requests import ask_for
from tests.bot.match_driver import match_id_of, newest_decision, wait_until
from tests.bot.test_match_flow import PRESET

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


def challenge_command(server) -> dict:
    [challenge] = [o for o in server._find_command("对战")["options"] if o["name"] == "发起"]
    return challenge


async def test_the_level_is_offered_in_chinese_without_a_level_that_does_not_exist(fake_discord, companion_bot):
    [level] = [o for o in challenge_command(fake_discord)["options"] if o["name"] == "难度"]
    assert [(c["name"], c["value"]) for c in level["choices"]] == [("简单", "easy"), ("普通", "normal")]
    assert not level.get("required")


@pytest.mark.parametrize(("chosen", "stored"), [({"难度": "easy"}, "easy"), ({}, "normal")])
async def test_a_practice_match_keeps_the_level_chosen(fake_discord, companion_bot, chosen, stored):
    options = {"对手": fake_discord.bot_user, "游戏": "lorcana", "卡组": PRESET, **chosen}
    interaction = await fake_discord.slash("对战 发起", user="alice", options=options)
    assert (await fake_discord.response_to(interaction)).json["data"]["content"] == "与电脑的练习对战开始了。"
    await wait_until(lambda: newest_decision(fake_discord, "alice") is not None)
    match = await companion_bot.match_service.get(match_id_of(newest_decision(fake_discord, "alice")))
    assert [(s.is_ai, s.ai_level) for s in match.players] == [(False, None), (True, stored)]


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
