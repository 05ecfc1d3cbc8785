"""Start- and end-of-turn triggers, "until the start of your next turn", and "can challenge ready
characters", with made-up cards: digest §11 scenarios 23, 53, 61."""

import pytest

from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.stats import stat
from tests.games.lorcana.made_up import GENEROUS, TOWER
from tests.games.lorcana.position import LorcanaScenario, defs

GENTLEMAN = CardDef(
    id="tst-400", name="唐老鸭", subtitle="测试绅士", name_en="Donald Duck", subtitle_en="Test Gentleman",
    type="character", ink="amber", cost=2, inkable=True, strength=1, willpower=3, lore=1, rarity="common",
    classifications=["故事源形"],
    abilities=[{"name": "我来吧", "kind": "triggered", "trigger": {"event": "start_of_turn"},
                "effects": [{"step": "draw", "who": "each_player", "optional": True}]}],
)  # fmt: skip
WATCHMAN = CardDef(
    id="tst-402", name="守夜人", subtitle="测试", name_en="Watchman", subtitle_en="Test", type="character", ink="steel",
    cost=3, inkable=True, strength=2, willpower=3, lore=1, rarity="common", classifications=["故事源形"],
    abilities=[
        {"name": "打更", "kind": "triggered", "trigger": {"event": "end_of_turn"},
         "effects": [{"step": "modify_stat", "stat": "strength", "amount": 3, "duration": "until_your_next_turn",
                      "target": {"mode": "self"}}]},
        {"name": "大胆", "kind": "static", "static": {"flag": "can_challenge_ready"}},
    ],
)  # fmt: skip


@pytest.fixture(autouse=True)
def made_up_cards(monkeypatch):
    for card in (GENTLEMAN, TOWER, WATCHMAN):
        monkeypatch.setitem(card_db(), card.id, card)
    from engine.games.lorcana import statics

    statics.forget_statics()
    yield
    statics.forget_statics()


def test_scenario_53_start_of_turn_trigger_each_player_draws_active_first():
    """53 / 4.2.1.4, 4.2.2.3, 1.6.2: triggered in the ready step, resolved in the set step, before
    the draw step; "each player" starts with the active player."""
    s = LorcanaScenario()
    s.in_play("tst-400")  # p1's
    s.hand("tfc-012")
    s.main(answer="end")
    s.hand("tfc-012", "p2")
    s.main("p2", answer="end")  # p1's next turn starts: the trigger fires
    s.expect("p1", "yes_no", answer=["yes"])  # 每位玩家各可以抽一张卡: each decides, active first
    s.expect("p2", "yes_no", answer=["no"])
    started = max(i for i, e in enumerate(s.events) if e["type"] == "turn_started")
    after = [e["owner"] for e in s.events[started:] if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert after == ["p1", "p1"]  # p1's trigger draw, then p1's own draw step; p2 declined


def test_scenario_61_location_lore_comes_before_start_of_turn_triggers():
    """61 / 4.2.2.2-4.2.2.3: location lore is gained in the set step, then the bag resolves; at 19 lore
    the location's own lore wins before its trigger resolves."""
    s = LorcanaScenario()
    s.in_play("tst-401")
    s.set_player("p1", lore=18)
    s.hand("tfc-012")
    s.main(answer="end")
    s.hand("tfc-012", "p2")
    s.main("p2", answer="end")
    s.expect_game_over(["p1"])
    assert s.lore("p1") == 20  # 18 + 1 (location lore) + 1 (trigger) would be 20 too: check the order
    gains = [e["amount"] for e in s.events if e["type"] == "lore_changed" and e["player"] == "p1"]
    assert gains == [1, 1]


def test_end_of_turn_trigger_and_until_the_start_of_your_next_turn():
    """4.4.1.1-4.4.1.2 and 4.2.1.3: the +3 made at the end of p1's turn lasts through p2's turn and
    ends in p1's next ready step."""
    s = LorcanaScenario()
    watchman = s.in_play("tst-402")
    s.hand("tfc-012")
    s.main(answer="end")
    assert stat(s.state, watchman, "strength") == 5  # during p2's turn
    s.hand("tfc-012", "p2")
    s.main("p2", answer="end")
    assert stat(s.state, watchman, "strength") == 2  # ended at the start of p1's turn


def test_scenario_23_card_text_lets_a_character_challenge_ready_characters():
    """23 / 1.2.1, 4.3.6.6: card text beats the rule that only exerted characters can be challenged."""
    s = LorcanaScenario()
    watchman = s.in_play("tst-402")
    ready = s.in_play("tfc-089", "p2")
    plain = s.in_play("tfc-022")
    s.hand("tfc-012")
    options = [o["id"] for o in s.main()["options"]]
    assert f"challenge:{watchman}" in options and f"challenge:{plain}" not in options
    s.main(answer=f"challenge:{watchman}")
    assert s.damage(ready) == 2 and defs(s, "p2.play") == ["tfc-089"]


RAFIKI = CardDef(
    id="tst-403", name="拉飞奇", subtitle="测试斗士", name_en="Rafiki", subtitle_en="Test Fighter", type="character",
    ink="amethyst", cost=3, inkable=True, strength=3, willpower=3, lore=1, rarity="common", classifications=["故事源形"],
    abilities=[{"name": "远古技艺", "kind": "triggered", "trigger": {"event": "challenges", "filter": {"classification": "鬃狗"}},
                "effects": [{"step": "restrict", "flag": "no_challenge_damage", "duration": "this_challenge",
                             "target": {"mode": "self"}}]}],
)  # fmt: skip
HYENA = CardDef(
    id="tst-404", name="绅子", subtitle="测试", name_en="Shenzi", subtitle_en="Test", type="character", ink="ruby",
    cost=2, inkable=True, strength=3, willpower=4, lore=1, rarity="common", classifications=["故事源形", "鬃狗"],
)  # fmt: skip


def test_scenario_25_takes_no_damage_from_the_challenge(monkeypatch):
    """25 / 4.3.6.11, 4.3.6.14: the trigger resolves before the damage step; its "in a challenge"
    effect ends with the challenge (4.3.6.17); a non-Hyena target does not trigger it."""
    for card in (RAFIKI, HYENA):
        monkeypatch.setitem(card_db(), card.id, card)
    s = LorcanaScenario()
    rafiki = s.in_play("tst-403")
    hyena = s.in_play("tst-404", "p2", exerted=True)
    s.hand("tfc-012")
    s.main(answer=f"challenge:{rafiki}")
    assert s.damage(rafiki) == 0 and s.damage(hyena) == 3
    assert not any(e["until"] == "end_of_challenge" for e in s.state["effects"])  # ended with the challenge
    other = s.in_play("tst-403")
    s.in_play("tfc-089", "p2", exerted=True)  # not a Hyena
    s.main(answer=f"challenge:{other}")
    s.expect("p1", "choose_targets", answer=["米奇——汽船舵手"])
    assert other not in s.state["cards"]  # 3 damage on willpower 3: no protection against a non-Hyena


SILENCE = CardDef(
    id="tst-405", name="寂静之钟", name_en="Bell of Silence", type="item", ink="sapphire", cost=2, inkable=True,
    rarity="common", abilities=[{"name": "肃静", "kind": "static", "static": {"flag": "no_actions"}}],
)  # fmt: skip


def test_scenario_10_a_prohibition_beats_a_permission(monkeypatch):
    """10 / 1.2.2: "所有玩家都不能打出行动" beats "你可以免费打出一个行动": neither way is offered."""
    for card in (SILENCE, GENEROUS):
        monkeypatch.setitem(card_db(), card.id, card)
    from engine.games.lorcana import statics

    statics.forget_statics()
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("tst-405", "p2")
    action = s.hand("tfc-197")  # 开炮！ cost 1
    generous = s.hand("tst-406")
    options = [o["id"] for o in s.main()["options"]]
    assert f"play:{action}" not in options and f"play:{generous}" in options
    s.main(answer=f"play:{generous}")
    assert s.cards("p1.hand", "tfc-197")  # the free play found nothing it may play
    assert not s.events_of("card_played", s.last_events)[1:]
