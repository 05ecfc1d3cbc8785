"""Random legal games of MTG keep the engine contract (the fuzzer's checks: replay, snapshots,
invariants, hidden information), and hands stay hidden in views and events."""

from engine import events_for, view
from engine.fuzz import fuzz
from engine.games.mtg.zones import hand
from tests.games.mtg.position import SWAMP, MtgScenario


def test_a_few_random_games_keep_the_contract():
    report = fuzz("mtg", 4, seed=3)
    assert report.failures == [] and report.games == 4


def test_the_opponents_hand_and_draws_are_hidden():
    s = MtgScenario(keep_hands=True)
    theirs = s.view("p2")["zones"][hand("p1")]
    assert theirs["count"] == 7 and all(card.get("hidden") and "def" not in card for card in theirs["cards"])
    draws = [e for e in s.events if e["type"] == "card_moved" and e["reason"] == "draw" and e["owner"] == "p1"]
    assert draws and all("definition" not in e for e in events_for(draws, "p2"))
    assert all("definition" in e for e in events_for(draws, "p1"))
    assert view(s.state, None)["zones"][hand("p2")]["cards"][0]["hidden"]


def test_the_text_board_shows_the_step_permanents_and_the_stack_with_targets():
    s = MtgScenario()
    s.lands(4, SWAMP)
    spell = s.hand("fin-116")
    s.permanent("fin-012", "p2", tapped=True)
    s.pass_to("main1")
    s.cast(spell)
    lines = s.game.player_summary(view(s.state, "p2"), {"p1": "Alice", "p2": "Bob"}).splitlines()
    assert lines[0] == "第 1 回合：Alice 的战斗前行动阶段"
    assert "Bob 的战场：Coeurl 2/2（横置）" in lines
    assert lines[-1] == "堆叠（上方的先结算）：Alice 的 萨菲罗斯的干预（Sephiroth's Intervention）（目标：Coeurl）"
