"""Digest scenario 66, endless loops (7.1.7): "如果所有玩家都意识到且明白无限循环中的每一套动作，由维
持该无限循环的玩家提出整套动作的具体次数。游戏视为将该套动作立即执行该次数……然后游戏继续且必须采取新的
动作。" Set 1 allows no loop (engine/games/lorcana/loops.py says why); a made-up item makes one."""

import random

import pytest

import engine
from engine.ai import RandomAgent
from engine.games.lorcana.cards import CardDef, card_db
from tests.games.lorcana.position import LorcanaScenario, option_ids

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking

# "⟳ — 将另一个所选的物品就绪。" Two of them ready each other without end.
TWIN_BELL = CardDef(
    id="tst-601", name="双生铃", name_en="Twin Bell", type="item", ink="sapphire", cost=1, inkable=True,
    rarity="common", abilities=[{"name": "回响", "kind": "activated", "cost": {"exert": True},
                                 "effects": [{"step": "ready", "target": {"filter": {"type": "item", "other": True}}}]}],
)  # fmt: skip


@pytest.fixture(autouse=True)
def twin_bell(monkeypatch):
    monkeypatch.setitem(card_db(), TWIN_BELL.id, TWIN_BELL)


def bells() -> tuple[LorcanaScenario, str, str, str]:
    s = LorcanaScenario()
    s.hand(KEEPER)
    first, second = s.in_play(TWIN_BELL.id), s.in_play(TWIN_BELL.id)
    mickey = s.in_play("tfc-012")
    return s, first, second, mickey


def test_scenario_66_a_repeated_position_asks_how_many_times_and_the_loop_cannot_start_again():
    """The first bell readies the second, the second the first, and so on: p1 comes back to a
    position they have been in (first ready, second exerted), by their own choices alone. The
    engine sees it once the loop has gone round from a position it watches (loops.py): p1 is
    asked for a number; the game treats the loop as done that many times (the position is the
    same whatever the number) and the activation that started it is not offered again in this
    position: a new action must be taken. Once something changed (a quest), the bells may be
    used again."""
    s, first, second, mickey = bells()
    for bell in (first, second, first, second):
        s.main(answer=f"activate:{bell}:0")  # each readies the other, the only other item
    ask = s.expect("p1", "choose_number")
    assert [o["label"] for o in ask["options"]][:3] == ["0", "1", "2"] and "7.1.7" in ask["prompt"]
    assert s.ask("p2")["waiting_for"] == ["p1"]
    s.expect_error("answer.unknown_option", "p1", ["4"])
    s.expect("p1", "choose_number", answer=["1000"])
    (event,) = s.events_of("loop_shortcut")
    assert (event["player"], event["times"], event["actions"]) == ("p1", 1000, 2)
    assert not s.card(first).get("exerted") and s.card(second).get("exerted")
    options = option_ids(s.main())
    assert f"activate:{first}:0" not in options  # would start the loop again (7.1.7)
    assert f"quest:{mickey}" in options and "end" in options
    s.main(answer=f"quest:{mickey}")
    assert f"activate:{first}:0" in option_ids(s.main())  # a new action was taken


def test_scenario_66_each_loop_is_asked_about_once():
    """After the shortcut p1 ends the turn; on their next turn they go round from the other
    bell, and that loop is caught too."""
    s, first, second, _ = bells()
    for bell in (first, second, first, second):
        s.main(answer=f"activate:{bell}:0")
    s.expect("p1", "choose_number", answer=["0"])
    s.main(answer="end")
    assert len(s.events_of("loop_shortcut")) == 1
    s.main("p2", answer="end")
    for bell in (second, first, second, first):
        s.main(answer=f"activate:{bell}:0")
    s.expect("p1", "choose_number", answer=["2"])
    assert f"activate:{second}:0" not in option_ids(s.main())
    assert [e["times"] for e in s.events_of("loop_shortcut")] == [0, 2]


def test_a_position_met_again_after_a_card_moved_is_not_a_loop():
    """The bells go round as in the first test, but p1 inks a card halfway: the inkwell and the
    hand are not what they were, no earlier position can come back, so nothing is asked."""
    s, first, second, _ = bells()
    ink = s.hand("tfc-012")
    s.main(answer=f"activate:{first}:0")
    s.main(answer=f"activate:{second}:0")
    s.main(answer=f"ink:{ink}")
    s.main(answer=f"activate:{first}:0")
    s.main(answer=f"activate:{second}:0")
    s.main()
    assert s.events_of("loop_shortcut") == []


def test_random_games_meet_no_loop(monkeypatch):
    """The real cards have no loop: random games are never asked about one (no false detection).
    The made-up Twin Bell does loop, so it is kept out of the random decks."""
    monkeypatch.delitem(card_db(), TWIN_BELL.id)
    game = engine.get_game("lorcana")
    for seed in range(30):
        decks = game.random_decks(random.Random(seed), ["p1", "p2"])
        state, _, request = engine.start("lorcana", ["p1", "p2"], decks, seed)
        agent = RandomAgent(seed)
        while state["result"] is None:
            assert request["key"] != "loop"
            player = request["pending"][0]
            answer = {"request": request["id"], "player": player, "choice": agent.choose(engine.ask_for(request, player))}
            _, request = engine.advance_in_place(state, answer)
