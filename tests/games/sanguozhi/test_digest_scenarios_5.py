"""Digest §11 scenarios left after issue 19's first passes: a General's own trigger off during its
[ENTER] skill (T50), an effect that keeps applying in every layer once its General loses the
troop type that made it a target (T65), Generals leaving together that see each other leave (T53),
a Treasure gone with its General whose own trigger sees it die (T55), and a 骑兵 General's mount
taken back from the graveyard it went to with it (T56)."""

from engine.games.sanguozhi.stats import UNTIL_END_OF_TURN, attack, health, keyword_level, troops_of
from tests.games.sanguozhi.position import stocked
from tests.games.sanguozhi.test_digest_scenarios_2 import action_ids, play

WATCH = "每当敌方场上将领获得水涟标记时，己方 +2 粮。"


def watch_fired(s) -> int:
    return sum(e["ability"] == WATCH for e in s.events_of("skill_triggered"))


def test_T50_a_generals_own_trigger_is_off_while_its_enter_skill_marks_an_enemy():
    """T50 (703.5d, 119.4d): 水战营校尉 enters and its [上场] gives p2's 盾卫 a 水涟标记: its own
    "每当敌方场上将领获得水涟标记时，己方 +2 粮" does not trigger, its text box being off until its
    arrival skills have resolved. On the field it works: 水淹之计 marks p2's 骁骑 and p1 gets 2 粮."""
    s = stocked()
    shield, rider = s.general("练习-010", "p2"), s.general("练习-019", "p2")
    s.state["players"]["p1"]["provisions"] = 20  # below the cap (116.8a)
    captain = s.hand("p1", "练习-404")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{captain}:lieutenant"])
    s.expect("p1", "choose_targets", answer=[shield])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.card(shield)["counters"] == {"counter:水涟": 1}
    assert watch_fired(s) == 0 and not s.state["triggers"] and s.state["players"]["p1"]["provisions"] == 20

    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-139')}"])
    s.expect("p1", "choose_targets", answer=[rider])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.card(rider)["counters"] == {"counter:水涟": 1} and watch_fired(s) == 1 and s.state["players"]["p1"]["provisions"] == 22


def test_T65_an_effect_keeps_applying_in_every_layer_after_its_general_loses_the_troop_type():
    """T65 (709.5, 709.1d, 709.8): 鸟铳齐发 (a 刀盾兵 General with requirement total ≤ 4: +3 攻
    −2 命 and 掠夺 until the end of the turn) on p1's 盾卫 (1/4, 2步): 4/2 with 掠夺; 弃盾轻装
    then takes 刀盾兵 away: it keeps 4/2 and 掠夺. Cast after 弃盾轻装, 鸟铳齐发 has no target."""
    s = stocked()
    shield = s.general("练习-010", "p1")
    play(s, f"cast:{s.hand('p1', '练习-145')}")
    assert (attack(s.state, shield), health(s.state, shield), keyword_level(s.state, shield, "掠夺")) == (4, 2, 1)
    play(s, f"cast:{s.hand('p1', '练习-146')}")
    assert troops_of(s.state, shield) == []
    assert (attack(s.state, shield), health(s.state, shield), keyword_level(s.state, shield, "掠夺")) == (4, 2, 1)

    s = stocked()
    shield = s.general("练习-010", "p1")
    play(s, f"cast:{s.hand('p1', '练习-146')}")
    volley = s.hand("p1", "练习-145")
    assert f"cast:{volley}" not in action_ids(s)


def test_T53_generals_dying_together_see_each_other_leave():
    """T53 (703.5b, 703.2c, 703.3, 804.3): 抚恤官 (汪昭's shape: 每有 1 名己方将领阵亡并因此被置入墓地,
    抓 1 张) and 荐贤吏 (士壹's: 当本将领阵亡, 选取 1 张将领卡) die in the same rule-effect pass with
    殉主将 (杨秋's: 当己方场上将领离场时, 将本将领置入墓地) on the field. Looking back, 抚恤官 sees
    both deaths, its own and 荐贤吏's, though 荐贤吏 left after it: p1 orders four triggers, draws
    2, searches 1 General and puts 殉主将 into the graveyard."""
    s = stocked()
    ledger, scout = s.general("练习-405", "p1"), s.general("练习-406", "p1")
    s.general("练习-407", "p1")
    hand = len(s.state["zones"]["p1.hand"]["cards"])
    for card_id in (ledger, scout):
        s.card(card_id)["counters"] = {"damage": 1}  # lethal for both (804.5a), checked at once
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    options = s.request["asks"]["p1"]["options"]
    assert sorted(o["label"].split("：")[0] for o in options) == ["练习卡·抚恤官"] * 2 + ["练习卡·殉主将", "练习卡·荐贤吏"]
    s.expect("p1", "order_triggers", answer=[o["id"] for o in options])
    shield = next(c for c in s.state["zones"]["p1.deck"]["cards"] if s.card(c)["def"] == "练习-010")
    s.expect("p1", "choose_cards", exact=False, answer=[shield])
    assert s.cards("p1.graveyard", "练习-407") and not s.cards("p1.field", "练习-407")
    assert s.cards("p1.hand", "练习-010") and len(s.state["zones"]["p1.hand"]["cards"]) == hand + 3


def dies_with_treasure(general: str, treasure: str, player: str = "p1", s=None):
    """``player``'s ``general`` with ``treasure`` equipped takes lethal damage; the rule effects are
    checked (804.5d). Returns the scenario."""
    s = s or stocked()
    card_id = s.general(general, player)
    s.put(treasure, f"{player}.field", slot="treasure", equipped_to=card_id)
    s.card(card_id)["counters"] = {"damage": 10}
    s.settle()
    return s


def test_T55_a_treasure_goes_with_its_general_and_its_trigger_sees_it_die():
    """T55 (703.5b, 502.7d, 804.5z, 706.2a): p1's 盾卫 equipped with 玉玺 (传国玉玺's shape: 当装备将领
    从场上被置入墓地时，可选择 1 名敌方玩家，该玩家将其场上 1 张兵权置入墓地，之后将玉玺返回手牌) dies.
    玉玺 goes to the graveyard at the same time and its trigger fires, looking back: p1 chooses p2,
    p2 chooses which of its Authority cards to put into its graveyard, and 玉玺 returns to p1's hand.
    When the enemy chosen has no Authority, or p1 declines, the first part is not done in full and
    玉玺 stays in the graveyard (之后, 706.2a). Equipped again, it does not trigger again (当, 703.2b)."""
    s = dies_with_treasure("练习-010", "练习-408")
    assert s.cards("p1.graveyard", "练习-010") and s.cards("p1.graveyard", "练习-408")  # both gone before the trigger resolves
    s.expect("p1", "choose_option", ["p2"], answer=["p2"])
    authority = [c for c in s.zone("p2.field") if s.card(c)["slot"] == "authority"]
    cavalry = next(c for c in authority if s.card(c)["def"] == "练习-A03")
    s.expect("p2", "choose_cards", authority, answer=[cavalry])
    assert len([c for c in s.zone("p2.field") if s.card(c)["slot"] == "authority"]) == 11 and s.cards("p2.graveyard", "练习-A03")
    seal = s.cards("p1.hand", "练习-408")
    assert seal and not s.cards("p1.graveyard", "练习-408")

    rider = s.general("练习-008", "p1")  # equipped again through the chain: its 当 has fired (703.2b)
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{seal[0]}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    assert s.card(s.cards("p1.field", "练习-408")[0])["equipped_to"] == rider
    s.card(rider)["counters"] = {"damage": 10}
    s.settle()
    assert s.cards("p1.graveyard", "练习-408") and len(s.events_of("skill_triggered")) == 1 and s.request["kind"] == "choose_action"

    s = stocked()
    s.empty("p2.field", "p2.graveyard")
    s = dies_with_treasure("练习-010", "练习-408", s=s)
    s.expect("p1", "choose_option", ["p2"], answer=["p2"])
    assert s.cards("p1.graveyard", "练习-408") and not s.cards("p1.hand", "练习-408") and s.request["kind"] == "choose_action"

    s = dies_with_treasure("练习-010", "练习-408")
    s.expect("p1", "choose_option", ["p2"], answer=[])
    assert s.cards("p1.graveyard", "练习-408") and not s.cards("p2.graveyard")


def test_T56_a_cavalry_general_dies_and_its_mount_is_taken_back_from_the_graveyard():
    """T56 (703.5b, 804.5z): 牧马校尉 (成公英's shape: 每当每有 1 名骑兵将领从场上被置入墓地时，己方可从
    己方墓地选取 1 件坐骑加入手牌) sees p1's 骑兵校尉 die with 战马 (a 坐骑) equipped: 战马 went to the
    graveyard at the same time, and p1 takes it back. Any player's 骑兵 General counts (每有 1 名,
    no 己方): p2's dying lets p1 take a 坐骑 from p1's graveyard. A General without 骑兵 as it was on
    the field (盾卫, 刀盾兵) triggers nothing; given 骑兵 this turn (layer 4), it does."""
    s = stocked()
    s.general("练习-409", "p1")
    s = dies_with_treasure("练习-008", "练习-204", s=s)
    mount = s.cards("p1.graveyard", "练习-204")
    s.expect("p1", "choose_cards", mount, answer=mount)
    assert s.cards("p1.hand", "练习-204") and not s.cards("p1.graveyard", "练习-204")

    s = stocked()
    s.general("练习-409", "p1")
    spare = s.put("练习-204", "p1.graveyard")
    s = dies_with_treasure("练习-008", "练习-204", player="p2", s=s)
    s.expect("p1", "choose_cards", [spare], answer=[spare])
    assert s.cards("p1.hand", "练习-204") and s.cards("p2.graveyard", "练习-204")

    s = stocked()
    s.general("练习-409", "p1")
    s.put("练习-204", "p1.graveyard")
    shield = s.general("练习-010", "p1")
    s.card(shield)["counters"] = {"damage": 10}
    s.settle()
    assert s.cards("p1.graveyard", "练习-010") and not s.events_of("skill_triggered") and s.request["kind"] == "choose_action"

    s = stocked()
    s.general("练习-409", "p1")
    spare = s.put("练习-204", "p1.graveyard")
    shield = s.general("练习-010", "p1", **{UNTIL_END_OF_TURN: [{"troops": ["骑兵"], "ts": 0}]})
    s.card(shield)["counters"] = {"damage": 10}
    s.settle()
    s.expect("p1", "choose_cards", [spare], answer=[spare])
    assert s.cards("p1.hand", "练习-204")
