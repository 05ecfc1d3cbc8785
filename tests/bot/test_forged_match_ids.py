"""Forged custom ids of match components (issue 23's audit of every DynamicItem): a challenge,
deck picker, draw offer, 我的手牌, decision, 让过直到…, resign or sideboard component naming a match of
another server is refused and changes nothing, even when the clicker is a player of that match
(观战, replays and 再来一局: tests/bot/test_match_end.py).
RuleJumpSelect (a game name) and CardChoice (the card ids are the options) carry no server object."""

from __future__ import annotations

import pytest

import engine
from bot.storage.repositories import NewPlayer
from tests.bot.league.test_league_cog import ephemeral_text

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

OTHER_GUILD = "4242"
DECK = engine.get_game("lorcana").preset_decks()["琥珀紫晶"]


def seats(server) -> list[NewPlayer]:
    return [NewPlayer(1, str(server.user("alice").id)), NewPlayer(2, str(server.user("bob").id))]


async def test_a_forged_challenge_button_and_deck_picker_of_another_server_are_refused(fake_discord, companion_bot):
    matches = companion_bot.match_service
    deck = engine.get_game("lorcana").parse_deck(DECK)
    pending = await matches.propose("lorcana", seats(fake_discord), {"p1": deck}, 1, guild_id=OTHER_GUILD, channel_id="777")
    for forged in (f"tcg:ch:{pending.id}:accept", f"tcg:ch:{pending.id}:decline", f"tcg:chdeck:{pending.id}"):
        if forged.startswith("tcg:chdeck"):
            clicked = await fake_discord.select(forged, ["1"], user="bob")
        else:
            clicked = await fake_discord.click(forged, user="bob")
        assert await ephemeral_text(fake_discord, clicked) == "这个挑战已经被接受、拒绝或撤回了。"
        assert (await matches.get(pending.id)).status == "pending"


@pytest.mark.parametrize("forged", ["tcg:hand:{id}", "tcg:a:{id}:r1:0", "tcg:p:{id}:r1:1", "tcg:none:{id}:r1",
                                    "tcg:ok:{id}:r1", "tcg:draw:{id}:1", "tcg:resign:{id}:game",
                                    "tcg:until:{id}:r1:my_turn", "tcg:until:{id}:none:off"])  # fmt: skip
async def test_a_forged_match_component_of_another_server_is_refused(fake_discord, companion_bot, forged):
    matches = companion_bot.match_service
    deck = engine.get_game("lorcana").parse_deck(DECK)
    handle = await matches.create("lorcana", seats(fake_discord), {"p1": deck, "p2": deck}, 1, guild_id=OTHER_GUILD)
    before = await matches.get(handle.id)
    clicked = await fake_discord.click(forged.format(id=handle.id), user="bob")
    text = await ephemeral_text(fake_discord, clicked)
    assert text in (f"找不到这场对局（{handle.id}）。", "你不是这场对局的玩家，只能观看。", "只有对手可以同意和棋。"), text
    assert await matches.get(handle.id) == before


ULTRAMAN_DECK = [f"练习-{n:03d}" for n in range(1, 14) for _ in range(3)] + ["练习-014"]
ULTRAMAN_SIDEBOARD = [f"练习-{n:03d}" for n in (15, 16, 17) for _ in range(3)] + ["练习-018"]


@pytest.mark.parametrize("forged", ["tcg:sbout:{id}:1:0", "tcg:sbin:{id}:1:0", "tcg:sb:{id}:1:ok", "tcg:sb:{id}:1:keep"])
async def test_a_forged_sideboard_component_of_another_server_is_refused(fake_discord, companion_bot, forged):
    """An Ultraman best-of-three of another server waits for both sideboard steps after game 1."""
    matches = companion_bot.match_service
    decks = {"p1": ULTRAMAN_DECK, "p2": ULTRAMAN_DECK}
    handle = await matches.create("ultraman", seats(fake_discord), decks, 1, guild_id=OTHER_GUILD, best_of=3,
                                  sideboards={"p1": ULTRAMAN_SIDEBOARD, "p2": ULTRAMAN_SIDEBOARD})  # fmt: skip
    await matches.act(handle.id, "p2", "concede")
    series_id = (await matches.get(handle.id)).series_id
    before = await matches.series.get(series_id)
    assert before.status == "sideboarding"
    custom_id = forged.format(id=series_id)
    if forged.startswith(("tcg:sbout", "tcg:sbin")):
        clicked = await fake_discord.select(custom_id, [ULTRAMAN_SIDEBOARD[0]], user="bob")
    else:
        clicked = await fake_discord.click(custom_id, user="bob")
    assert await ephemeral_text(fake_discord, clicked) == "这次备牌调整已经结束了（你已完成，或下一局已经开始）。"
    assert await matches.series.get(series_id) == before
