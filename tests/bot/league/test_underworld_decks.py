"""A 隐秘世界 event registers the lists players own (every printed card of the imported catalog, by
the deck building rules); a pairing whose list holds cards the bot does not play yet is told which
ones and plays at the table."""

import pytest

import engine
from bot.services.league.errors import LeagueError
from bot.storage.catalog import CatalogRepository
from engine.games.underworld.cards import card_db
from tests.bot.league.test_catalog_decks import (
    new_event,
    refused_in_the_bot_then_reported,
    two_players_paired,
)
from tests.games.underworld.test_catalog_decks import CATALOG


def implemented_green() -> str:
    """48 cards: three of each of 16 implemented green characters."""
    names = sorted({c.name for c in card_db().values() if c.implemented and c.faction == "green" and c.basic_type == "character"})
    assert len(names) >= 16
    return "\n".join(f"3 {name}" for name in names[:16])


async def test_a_list_with_cards_the_bot_cannot_play_registers_and_its_pairing_is_told_which(db, league):
    await CatalogRepository(db).replace_game("underworld", CATALOG)
    event = await league.create_event(new_event("underworld"))
    with pytest.raises(LeagueError, match="“红牌”最多只能放 3 张，现在有 4 张"):  # the rules still hold
        await league.register(event.id, "11", "玩家11", f"{implemented_green()}\n4 红牌")
    assert await league.registrations(event.id) == []
    pairing = await two_players_paired(league, event, f"{implemented_green()}\n2 红牌\n1 红色灵体")
    message = await refused_in_the_bot_then_reported(league, pairing)
    assert message.startswith("玩家11 的卡表里有机器人还不能对战的卡牌：红牌、红色灵体。")


async def test_a_list_of_implemented_cards_plays_in_the_bot(db, league):
    await CatalogRepository(db).replace_game("underworld", CATALOG)
    event = await league.create_event(new_event("underworld"))
    preset = next(iter(engine.get_game("underworld").preset_decks().values()))
    pairing = await two_players_paired(league, event, preset)
    handle = await league.start_bot_game(pairing.id, "11", seed=1, channel_id="5")
    assert handle.id
