"""CSV and JSON exports of an event: Chinese headers, one row per standing and pairing, results
included, and never a deck list."""

import csv
import io

import orjson

import engine
from bot.services.league.export import export_files
from bot.storage.league import NewEvent

DECK = next(iter(engine.get_game("lorcana").preset_decks().values()))


async def test_exports_hold_standings_pairings_and_results(league):
    event = await league.create_event(
        NewEvent(guild_id="9", game="lorcana", name="周赛", kind="league", best_of=1, round_minutes=60, organizer_id="1")
    )
    for user, name in (("11", "甲"), ("22", "乙"), ("33", "丙")):
        await league.register(event.id, user, name, DECK)
        await league.check_in(event.id, user)
    await league.start(event.id)
    paired = await league.pair_next_round(event.id)
    match = next(p for p in paired.pairings if p.kind == "match")
    await league.report(match.id, match.player1_id, 1, 0, 0)
    await league.confirm(match.id, match.player2_id)

    files = export_files(
        await league.event(event.id), await league.standings(event.id), await league.repo.pairings(event.id),
        await league.names(event.id),
    )  # fmt: skip
    assert sorted(files) == [f"event-{event.id}-pairings.csv", f"event-{event.id}-standings.csv", f"event-{event.id}.json"]
    standings = list(csv.reader(io.StringIO(files[f"event-{event.id}-standings.csv"].decode("utf-8-sig"))))
    assert standings[0] == ["名次", "选手", "积分", "胜-负-平", "对手胜率", "小局胜率", "对手小局胜率"]
    assert len(standings) == 4 and {row[1] for row in standings[1:]} == {"甲", "乙", "丙"}
    pairings = list(csv.reader(io.StringIO(files[f"event-{event.id}-pairings.csv"].decode("utf-8-sig"))))
    assert pairings[1][:2] == ["1", "1"] and pairings[1][4] == "1-0-0" and pairings[1][5] == "已确定"
    assert pairings[2][3] == "轮空" and pairings[2][4] == "轮空（2-0）"
    document = orjson.loads(files[f"event-{event.id}.json"])
    assert document["event"]["name"] == "周赛" and len(document["pairings"]) == 2
    assert document["standings"][0]["match_points"] == 3
    everything = b"".join(files.values()).decode("utf-8", "replace")
    assert "憨憨" not in everything  # a card of the registered list
