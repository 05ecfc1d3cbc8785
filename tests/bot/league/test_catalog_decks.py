"""Players register the decks they own: an event reads a list against the game's imported catalog
(every printed card), and a pairing whose list holds cards the engine does not play yet is told
which ones and plays outside the bot, changing nothing."""

import json

import pytest

import engine
from bot.services.league.errors import LeagueError
from bot.storage.catalog import CatalogRepository
from bot.storage.league import NewEvent
from tests.engine.test_catalog_decks import FILLER, LORCANA, MTG

GUILD = "900"


def new_event(game: str) -> NewEvent:
    return NewEvent(guild_id=GUILD, game=game, name="周六赛", kind="tournament", best_of=1, round_minutes=50,
                    organizer_id="1", top_cut=0)  # fmt: skip


async def two_players_paired(league, event, deck):
    for user in ("11", "22"):
        await league.register(event.id, user, f"玩家{user}", deck)
        await league.check_in(event.id, user)
    await league.start(event.id)
    [pairing] = (await league.pair_next_round(event.id)).pairings
    return pairing


async def refused_in_the_bot_then_reported(league, pairing) -> str:
    """The pairing cannot start a bot game (nothing starts), plays at the table and reports as
    usual; the refusal's message."""
    with pytest.raises(LeagueError) as error:
        await league.start_bot_game(pairing.id, "11", seed=1, channel_id="5")
    assert not await league.repo.live_match_of_pairing(pairing.id)
    update = await league.report(pairing.id, "11", 1, 0, 0)
    assert update.pairing.status == "reported"
    return error.value.message


async def test_a_lorcana_list_of_cards_not_implemented_yet_registers_and_its_pairing_plays_outside(db, league):
    await CatalogRepository(db).replace_game("lorcana", LORCANA)
    event = await league.create_event(new_event("lorcana"))
    deck = f"4 测试甲——第一版\n4 Test A - First\n{FILLER}"
    with pytest.raises(LeagueError, match="最多只能放 4 张，现在有 8 张"):  # the rules still hold
        await league.register(event.id, "11", "玩家11", deck)
    assert await league.registrations(event.id) == []
    pairing = await two_players_paired(league, event, f"4 测试甲——第一版\n4 测试乙——第一版\n{FILLER}")
    message = await refused_in_the_bot_then_reported(league, pairing)
    assert message.startswith("玩家11 的卡表里有机器人还不能对战的卡牌：测试甲——第一版、测试乙——第一版、填充0")


async def test_without_an_imported_catalog_a_list_is_read_against_the_implemented_cards(league):
    event = await league.create_event(new_event("lorcana"))
    with pytest.raises(LeagueError, match="找不到卡牌“测试甲——第一版”"):
        await league.register(event.id, "11", "玩家11", f"4 测试甲——第一版\n{FILLER}")


async def test_an_mtg_event_takes_lists_of_any_printed_card(db, league):
    await CatalogRepository(db).replace_game("mtg", MTG)
    event = await league.create_event(new_event("mtg"))
    pairing = await two_players_paired(league, event, "4 测试骑士\n4 Test Bolt\n30 Test Rats\n22 Plains")
    with pytest.raises(LeagueError, match="还不能对战的卡牌：测试骑士、Test Bolt、Test Rats。"):
        await league.start_bot_game(pairing.id, "22", seed=1, channel_id="5")
    preset = next(iter(engine.get_game("mtg").preset_decks().values()))
    event = await league.create_event(new_event("mtg"))
    pairing = await two_players_paired(league, event, preset)
    handle = await league.start_bot_game(pairing.id, "11", seed=1, channel_id="5")  # every card implemented
    assert handle.id


async def test_the_real_lorcana_catalog_registers_a_deck_of_later_set_cards(db, league):
    """With the official catalog imported, a list of printed cards the engine does not play yet
    (two inks, four of each) registers."""
    data = pytest.importorskip("tests.games.lorcana.catalog").require_catalog()
    game = engine.get_game("lorcana")
    records = game.read_catalog(json.loads((data / "zh_catalog_full.json").read_text(encoding="utf-8")))
    await CatalogRepository(db).replace_game("lorcana", records)
    playable = set(game.implemented_cards())
    chosen: dict[str, dict] = {}
    for record in records:
        name = record["name"] + (f"——{record['subtitle']}" if record["subtitle"] else "")
        if record["ink"] in ("amber", "steel") and record["id"] not in playable and "至多" not in record["printed_text"]:
            chosen.setdefault(name, record)
    assert len(chosen) >= 15, "the catalog has later-set cards the engine does not play"
    deck = "\n".join(f"4 {name}" for name in list(chosen)[:15])
    event = await league.create_event(new_event("lorcana"))
    assert await league.submit_deck(event.id, (await league.register(event.id, "11", "玩家11")).user_id, deck) == 60
