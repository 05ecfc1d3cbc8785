"""Forged custom ids (issue 23): every league button carries an event or pairing id; one naming
another server's event (or, for pairing buttons, clicked outside the pairing's thread and event
channel) is refused as unknown and changes nothing. The deck modal (lg:deck:<event>) is answered
only once the bot showed it, from an event button that passed this check."""

from __future__ import annotations

import pytest

from bot.storage.league import NewEvent
from tests.bot.league.test_event import DECKS
from tests.bot.league.test_league_cog import ephemeral_text

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

OTHER_GUILD = "4242"


async def other_event(server, league, *, guild_id: str, channel_id: str):
    """A running event with one pairing between alice and bob, made through the service."""
    event = await league.create_event(NewEvent(guild_id=guild_id, game="lorcana", name="别处的赛", kind="tournament",
                                               best_of=1, round_minutes=50, organizer_id="1", channel_id=channel_id))  # fmt: skip
    players = [str(server.user(name).id) for name in ("alice", "bob")]
    for user in players:
        await league.register(event.id, user, user, DECKS[0])
        await league.check_in(event.id, user)
    await league.start(event.id)
    [pairing] = (await league.pair_next_round(event.id)).pairings
    return event, pairing, players


@pytest.mark.parametrize("op", ["reg", "chk", "deck", "drop"])
async def test_a_forged_event_button_of_another_server_is_refused(fake_discord, companion_bot, op):
    league = companion_bot.get_cog("LeagueCog").league
    event = await league.create_event(NewEvent(guild_id=OTHER_GUILD, game="lorcana", name="别处的赛", kind="tournament",
                                               best_of=1, round_minutes=50, organizer_id="1"))  # fmt: skip
    await league.register(event.id, str(fake_discord.user("bob").id), "bob", DECKS[0])
    before = await league.registrations(event.id)
    user = "alice" if op == "reg" else "bob"
    clicked = await fake_discord.click(f"lg:ev:{event.id}:{op}", user=user)
    assert await ephemeral_text(fake_discord, clicked) == f"找不到编号为 {event.id} 的赛事。"
    assert await league.registrations(event.id) == before


@pytest.mark.parametrize("forged", ["lg:rp:{id}:1:0:0", "lg:cf:{id}:ok", "lg:cf:{id}:no", "lg:play:{id}"])
@pytest.mark.parametrize("where", ["other server", "other channel"])
async def test_a_forged_pairing_button_is_refused(fake_discord, companion_bot, forged, where):
    league = companion_bot.get_cog("LeagueCog").league
    guild = OTHER_GUILD if where == "other server" else str(fake_discord.guild_id)
    # "other channel": this server's event, posted in a channel other than the one clicked in.
    event, pairing, players = await other_event(fake_discord, league, guild_id=guild, channel_id="777")
    if forged.startswith("lg:cf"):
        await league.report(pairing.id, pairing.player1_id, 1, 0, 0)
    before = await league.pairing(pairing.id)
    clicker = "bob" if pairing.player2_id == players[1] else "alice"
    clicked = await fake_discord.click(forged.format(id=pairing.id), user=clicker)
    assert await ephemeral_text(fake_discord, clicked) == "找不到这场对阵。"
    assert await league.pairing(pairing.id) == before
