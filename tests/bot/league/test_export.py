"""CSV and JSON exports of an event: Chinese headers, one row per placing and pairing, results,
stages and drops included, the champion named, and never a deck list."""

import csv
import io

import orjson

import engine
from bot.services.league.export import export_files
from bot.storage.league import NewEvent

DECK = next(iter(engine.get_game("lorcana").preset_decks().values()))


def rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))


async def exports(league, event_id):
    return export_files(
        await league.event(event_id), await league.final_standings(event_id), await league.repo.pairings(event_id),
        await league.repo.rounds(event_id), await league.names(event_id),
    )  # fmt: skip


async def test_exports_hold_placings_stages_drops_results_and_the_champion(league):
    event = await league.create_event(NewEvent(guild_id="9", game="lorcana", name="周赛", kind="tournament", best_of=1,
                                               round_minutes=60, organizer_id="1", top_cut=2))  # fmt: skip
    names = {"11": "甲", "22": "乙", "33": "丙", "44": "丁", "55": "戊"}
    for user, name in names.items():
        await league.register(event.id, user, name, DECK)
        await league.check_in(event.id, user)
    await league.start(event.id)
    paired = await league.pair_next_round(event.id)
    for match in (p for p in paired.pairings if p.kind == "match"):
        await league.report(match.id, match.player1_id, 1, 0, 0)
        await league.confirm(match.id, match.player2_id)
    swiss = [s.player for s in await league.standings(event.id)]
    await league.drop(event.id, swiss[-1], by=swiss[-1])
    [final] = (await league.start_top_cut(event.id)).pairings
    await league.report(final.id, final.player2_id, 1, 0, 0)  # the second seed wins the final
    await league.confirm(final.id, final.player1_id)

    files = await exports(league, event.id)
    assert sorted(files) == [f"event-{event.id}-pairings.csv", f"event-{event.id}-standings.csv", f"event-{event.id}.json"]
    standings = rows(files[f"event-{event.id}-standings.csv"])
    assert standings[0] == ["名次", "选手", "阶段", "积分", "胜-负-平", "对手胜率", "小局胜率", "对手小局胜率", "退赛"]
    assert [row[:3] for row in standings[1:3]] == [["1", names[final.player2_id], "冠军"], ["2", names[final.player1_id], "亚军"]]
    assert [row[1] for row in standings[3:]] == [names[p] for p in swiss if p not in final.players()]
    assert standings[-1][8] == "第 1 轮后退赛" and standings[1][8] == ""
    pairings = rows(files[f"event-{event.id}-pairings.csv"])
    assert pairings[0][:3] == ["轮次", "阶段", "桌号"]
    assert pairings[1][1] == "瑞士轮" and pairings[-1][1] == "淘汰赛第 1 轮" and pairings[-1][5] == "0-1-0"
    assert any(row[4] == "轮空" and row[5] == "轮空（2-0）" for row in pairings)
    document = orjson.loads(files[f"event-{event.id}.json"])
    assert document["event"]["champion"] == final.player2_id
    assert document["standings"][0] == {**document["standings"][0], "rank": 1, "stage": "champion", "dropped": False}
    assert document["standings"][-1]["dropped"] and document["standings"][-1]["dropped_after_round"] == 1
    assert document["pairings"][-1]["stage"] == "top_cut_1" and document["pairings"][0]["stage"] == "swiss"
    everything = b"".join(files.values()).decode("utf-8", "replace")
    assert "憨憨" not in everything  # a card of the registered list
