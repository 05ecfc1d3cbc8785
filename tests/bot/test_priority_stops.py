"""Priority stops in the front ends (engine/core/stops.py): the terminal and the bot pass priority
for a player outside his stops, and the game goes exactly as if he had passed himself."""

import random

import orjson

import engine
from bot.terminal import TerminalMatch
from engine.core.registry import get_game
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL
from tests.bot.match_driver import match_id_of, newest_decision, play_until_over, wait_until
from tests.terminal_player import HOW_MANY

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

PRIORITY_PROMPT = "你获得了优先权"


def always_pass_match(stops: str) -> tuple[dict, int, list[dict]]:
    """A terminal 隐秘世界 match where the human passes whenever asked (pass is the last option of
    a priority menu; other questions take the last option (the last ones when several are needed), or
nothing when that is allowed)."""
    game = get_game("underworld")
    decks = game.random_decks(random.Random(5), ["p1", "p2"])
    written: list[str] = []
    asked = []

    def read(hint: str) -> str:
        options = [line for line in written[asked[-1]:] if line.startswith("  ")]
        found = HOW_MANY.search(hint)  # an ask that wants several takes the last ones
        needed = int(found.group(1)) if found else 1
        return "" if "不选" in hint else " ".join(str(n) for n in range(len(options) - needed + 1, len(options) + 1))

    def write(line: str) -> None:
        if line.startswith("【"):
            asked.append(len(written))
        written.append(line)

    match = TerminalMatch("underworld", decks, ["p1"], seed=5, read=read, write=write, stops=stops)
    state = match.run()
    prompts = sum(1 for line in written if line.startswith("【") and PRIORITY_PROMPT in line)
    return state, prompts, match.answers


def test_smart_stops_ask_far_less_and_change_nothing_in_the_game():
    every_state, every_prompts, every_answers = always_pass_match("every")
    smart_state, smart_prompts, smart_answers = always_pass_match("smart")
    assert smart_answers == every_answers  # the same answers, some given by the stops
    assert smart_state == every_state
    assert every_state["result"] is not None
    assert 0 < smart_prompts < every_prompts / 3


# ---------------------------------------------------------------------------------- the bot
async def challenge_ai_underworld(server) -> str:
    deck = "preset:" + next(iter(get_game("underworld").preset_decks()))
    interaction = await server.slash("对战 发起", user="alice", options={"对手": server.bot_user, "游戏": "underworld", "卡组": deck})
    await server.response_to(interaction)
    await wait_until(lambda: newest_decision(server, "alice") is not None)
    return match_id_of(newest_decision(server, "alice"))


def spy_on_questions(bot) -> set[str]:
    """The ids of the priority requests the bot shows a player on their panel."""
    sent: set[str] = set()
    panel = bot.tables.panel

    async def spied(match, player, ask, *args, **kwargs):
        if ask is not None and PRIORITY_PROMPT in ask["prompt"]:
            sent.add(ask["id"])
        return await panel(match, player, ask, *args, **kwargs)

    bot.tables.panel = spied
    return sent


async def priority_answers_of_p1(bot, match_id: str) -> int:
    """How many priority requests p1 answered in the match log (himself or through his stops)."""
    match = await bot.match_service.get(match_id)
    stored = orjson.loads(match.options_json)
    state, _, _ = engine.start(match.game, stored["players"], stored["decks"], match.seed, stored["options"])
    answered = 0
    for record in await bot.match_service.repo.answers(match_id):
        answer = orjson.loads(record.answer_json)
        if answer.get("player") == "p1" and state["request"]["key"] == "priority":
            answered += 1
        state, _, _ = engine.advance(state, answer)
    return answered


async def test_the_bot_passes_outside_the_stops_and_asks_at_them(fake_discord, companion_bot):
    """Smart stops by default: alice is asked a fraction of the priority requests she answers in
    the log; the rest the bot passed for her, logged like her own answers (the replay agrees)."""
    sent = spy_on_questions(companion_bot)
    match_id = await challenge_ai_underworld(fake_discord)
    await play_until_over(fake_discord, companion_bot, {"p1": "alice"}, match_id, seed=3)
    assert 0 < len(sent) < await priority_answers_of_p1(companion_bot, match_id) / 2
    assert await companion_bot.match_service.replay_check(match_id)


async def test_full_control_asks_every_priority(fake_discord, companion_bot):
    interaction = await fake_discord.slash("对战 优先权", user="alice")
    assert "智能停顿" in (await fake_discord.response_to(interaction)).json["data"]["content"]
    interaction = await fake_discord.slash("对战 优先权", user="alice", options={"模式": "every"})
    reply = (await fake_discord.response_to(interaction)).json["data"]
    assert reply["content"].startswith("已保存") and "全程掌控" in reply["content"]
    assert reply["flags"] & FLAG_EPHEMERAL

    sent = spy_on_questions(companion_bot)
    match_id = await challenge_ai_underworld(fake_discord)
    await play_until_over(fake_discord, companion_bot, {"p1": "alice"}, match_id, seed=3)
    assert len(sent) == await priority_answers_of_p1(companion_bot, match_id) > 0
