"""Scenarios for the cards of the uwcards12 batch (issue 21's last playable cards), each card ability
used once in a position, its result asserted. Cards quoted by id; the printed texts are in the
community database."""

import json

import pytest

from engine.games.underworld.society import society_counters
from engine.games.underworld.stats import defence, icons, is_character, keywords, modifiers, subtypes
from engine.games.underworld.text import card_name
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import gone, resolve, start

PURPLE = "XQ40"  # a purple card: assets for purple loyalty
SEEKER = "JC058"  # one investigation icon
SCHOLAR = "JC011"  # two investigation icons; a gold name (one a player)


def _in_area(s, slot: int, definition: str) -> list[str]:
    return [c for c in s.area(slot) if s.card(c)["def"] == definition]


def _contests(s) -> dict[tuple[int, str], dict]:
    """The results of this turn's contest phase, by (slot, kind)."""
    s.to_contests()
    before = len(s.events)
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    results: dict[tuple[int, str], dict] = {}
    for event in s.events_of("contest_result", s.events[before:]):
        results.setdefault((event["slot"], event["kind"]), event)
    return results


# ---------------------------------------------------------------------------- 诡辩家 (WM065)
def _sophist_revealed(s) -> None:
    agent = s.agent("WM065", "p1", 1)
    s.assets(2, PURPLE)
    s.act("p1", f"reveal:{agent}")
    resolve(s)


def test_wm065_reveal_lets_the_side_with_fewer_investigation_icons_win_here_by_the_difference():
    """"本回合中，本地区上所进行的调查对抗，改为由能力图标较少的一方赢得。（对抗奖励也改为按少的数量计算。）"."""
    s = start()
    s.character(SEEKER, "p1", 1)
    s.character(SCHOLAR, "p2", 1)
    s.character(SEEKER, "p1", 2)
    s.character(SEEKER, "p2", 2)
    s.character(SEEKER, "p2", 2)
    _sophist_revealed(s)
    results = _contests(s)
    assert (results[1, "investigation"]["player"], results[1, "investigation"]["margin"]) == ("p1", 1)
    assert results[2, "investigation"]["player"] == "p2"  # elsewhere the rule is unchanged


def test_wm065_a_player_with_no_icons_there_has_fewer_and_0_0_still_did_not_happen():
    s = start()
    s.character(SCHOLAR, "p2", 1)
    _sophist_revealed(s)
    results = _contests(s)
    assert (results[1, "investigation"]["player"], results[1, "investigation"]["margin"]) == ("p1", 2)
    assert results[2, "investigation"]["result"] == "none"


def test_wm065_the_rule_lasts_this_turn_only():
    s = start()
    _sophist_revealed(s)
    region = s.region(1)
    assert {m.get("flag") for m in modifiers(s.state, region)} == {"fewer_icons_win:investigation"}
    s.drive(lambda s: s.state["turn"]["number"] == 2, lambda s, ask: None)
    assert [m for m in modifiers(s.state, region) if m.get("flag")] == []


# ---------------------------------------------------------------------------- 临时指挥部 (WM094)
def _headquarters(s, player: str = "p1") -> str:
    return s.put("WM094", zone(player, "society"), owner=player, attached_to=f"society:{player}")


def test_wm094_puts_x_lock_counters_on_a_hidden_agent_and_cannot_be_responded_to():
    s = start()
    headquarters = _headquarters(s)
    agent = s.agent(SEEKER, "p2", 2)
    s.assets(3)
    s.assets(3, SEEKER, player="p2")  # p2 could reveal his agent in response, but for this ability
    s.act("p1", f"activate:{headquarters}:0")
    s.expect("p1", "choose_option", answer=["3"])  # X, paid on top of 0
    assert s.options("p1") == ["pass"]  # G:响应 p10: while it waits, players only pass
    s.act("p1", "pass")
    assert s.options("p2") == ["pass"]
    resolve(s)
    assert s.counter_of(agent, "lock") == 3 and s.card(headquarters)["exhausted"]
    assert all(s.card(c).get("exhausted") for c in s.zone(zone("p1", "assets")))


def _reveal_locked(s, locks: int, pays: bool) -> str:
    """p2 reveals a 3-cost agent carrying `locks` lock counters while p1 has 临时指挥部; p2 then
    answers the trigger's payment `pays`."""
    _headquarters(s)
    agent = s.agent(SEEKER, "p2", 1, counters={"lock": locks})
    s.assets(3 + locks, SEEKER, player="p2")  # grey, for its loyalty
    s.act("p1", "pass")
    s.act("p2", f"reveal:{agent}")
    resolve(s, "yes" if pays else "no")
    return agent


def test_wm094_a_revealed_agent_whose_controller_pays_for_each_lock_counter_enters():
    s = start()
    _reveal_locked(s, 2, pays=True)
    assert _in_area(s, 1, SEEKER) and all(s.card(c).get("exhausted") for c in s.zone(zone("p2", "assets")))


def test_wm094_unpaid_the_reveal_is_countered_and_the_card_goes_to_the_graveyard():
    """Its FAQ: "若玩家无法为锁定标志支付费用，则现身的角色将直接置入墓地"."""
    s = start()
    _reveal_locked(s, 2, pays=False)
    assert _in_area(s, 1, SEEKER) == [] and [s.card(c)["def"] for c in s.zone(zone("p2", "graveyard"))] == [SEEKER]
    assert s.events_of("card_countered")


def test_wm094_an_agent_without_lock_counters_reveals_as_usual():
    s = start()
    _reveal_locked(s, 0, pays=False)
    assert _in_area(s, 1, SEEKER) and not s.events_of("card_countered")


# ---------------------------------------------------------------------------- 执行部特遣组 (WM014)
TASK_FORCE = "WM014"
REGION_WITH_SCORE = "DQBQ01"


@pytest.mark.parametrize("society, p2_scored, boosted", [
    (None, False, False), ("MSJC11", False, True), (None, True, True), ("MSJC11", True, True),
])  # fmt: skip
def test_wm014_gets_defence_carnage_and_withdraw_with_its_society_or_behind_on_score(society, p2_scored, boosted):
    """"若本方秘社为S．P．T执行部，或本方分数少于敌方": either one is enough."""
    s = start()
    force = s.character(TASK_FORCE, "p1", 1)
    if society:
        s.put(society, zone("p1", "society"))
    if p2_scored:
        s.put(REGION_WITH_SCORE, zone("p2", "score"))
    assert defence(s.state, force) == (2 if boosted else 1)
    assert (keywords(s.state, force).get("carnage"), "withdraw" in keywords(s.state, force)) == ((1, True) if boosted else (None, False))


def _battle_won_by_the_task_force(s, destroy_instead: bool) -> tuple[str, str]:
    """p1's task force (3 battle icons) wins the battle at region 1 over p2's character (1 defence);
    p2 also has a hidden agent there. p1 answers the replacement `destroy_instead`."""
    s.character(TASK_FORCE, "p1", 1)
    enemy = s.character(SEEKER, "p2", 1)
    agent = s.agent(SEEKER, "p2", 1)
    s.to_contests()

    def answers(s, ask):
        if s.request["key"].startswith("instead:"):
            return ["yes" if destroy_instead else "no"]
        return ["yes"] if s.request["key"] == "use" else None

    s.drive(lambda s: s.step in ("end", "recovery"), answers)
    return enemy, agent


def test_wm014_winning_its_battle_it_may_destroy_a_hidden_agent_here_instead_of_dealing_battle_damage():
    s = start()
    enemy, agent = _battle_won_by_the_task_force(s, destroy_instead=True)
    assert gone(s, agent) and not gone(s, enemy) and s.counter_of(enemy) == 0
    assert [s.card(c)["def"] for c in s.zone(zone("p2", "graveyard"))] == [SEEKER]


def test_wm014_declined_the_battle_damage_is_dealt_as_usual():
    s = start()
    enemy, agent = _battle_won_by_the_task_force(s, destroy_instead=False)
    assert gone(s, enemy) and not gone(s, agent)


# ---------------------------------------------------------------------------- 幽明生 (WM068)
DREAM = "BQ018"  # 仲夏欢宴: a 梦境 character


def _seal_on(s, host: str) -> None:
    """p1 uses JC110's 手牌行动 (4 purple assets ready): it seals the card itself on the target character."""
    s.act("p1", f"activate:{s.hand('JC110')}:0")
    resolve(s, host)


def test_wm068_a_card_sealed_on_it_puts_an_own_influence_token_here():
    s = start()
    ghost = s.character("WM068", "p1", 2)
    s.assets(4, PURPLE)
    _seal_on(s, ghost)
    assert s.tokens(2, "p1") == 1 and s.tokens(2, "p2") == 0


def test_wm068_places_at_most_three_tokens_a_turn():
    s = start()
    s.set_region("DQWM005", 2)  # 洛杉矶: influence cap 8, so three tokens do not win it
    ghost = s.character("WM068", "p1", 2)
    s.assets(16, PURPLE)
    for _ in range(4):
        _seal_on(s, ghost)
    assert len([c for c in s.zone("sealed") if s.card(c)["sealed_under"] == ghost]) == 4
    assert s.tokens(2, "p1") == 3


@pytest.mark.parametrize("how", ["alone", "sealed", "dream_here", "dream_elsewhere"])
def test_wm068_has_spirit_and_mobile_with_a_card_sealed_on_it_or_a_dream_here(how):
    """"若位于黄昏地区，或本地区有梦境，或其上封印有卡牌": any one of them."""
    s = start()
    ghost = s.character("WM068", "p1", 1)
    if how == "sealed":
        s.put(FILLER, "sealed", owner="p2", sealed_under=ghost)
    if how.startswith("dream"):
        s.character(DREAM, "p2", 1 if how == "dream_here" else 2)
    gets = how in ("sealed", "dream_here")
    assert {"spirit", "mobile"} <= set(keywords(s.state, ghost)) if gets else not {"spirit", "mobile"} & set(keywords(s.state, ghost))


# ---------------------------------------------------------------------------- 无垠宫殿 (BQ100)
PALACE = "BQ100"


@pytest.mark.parametrize("sealed, playable", [(3, True), (2, False)])
def test_bq100_costs_one_less_for_each_card_sealed_on_your_society(sealed, playable):
    s = start()
    for _ in range(sealed):
        s.put(FILLER, "sealed", owner="p1", sealed_under="society:p1")
    s.assets(5, PURPLE)
    assert (f"play:{s.hand(PALACE)}" in s.options("p1")) == playable


def test_bq100_lets_you_play_one_character_card_you_own_sealed_on_a_character_a_turn():
    s = start()
    s.character(PALACE, "p1", 1)
    host = s.character(SEEKER, "p2", 2)
    first = s.put(SEEKER, "sealed", owner="p1", sealed_under=host)
    second = s.put(SEEKER, "sealed", owner="p1", sealed_under="society:p1")
    s.assets(8, SEEKER)  # grey, for its loyalty
    assert f"play:{first}" in s.options("p1") and f"play:{second}" in s.options("p1")
    s.act("p1", f"play:{first}")
    resolve(s, "slot3")
    assert _in_area(s, 3, SEEKER) and s.card(second)["zone"] == "sealed"
    assert s.priority_player() == "p1" and f"play:{second}" not in s.options("p1")  # once a turn


def test_bq100_not_for_cards_of_another_owner_nor_under_a_region():
    s = start()
    s.character(PALACE, "p1", 1)
    host = s.character(SEEKER, "p2", 2)
    theirs = s.put(SEEKER, "sealed", owner="p2", sealed_under=host)
    on_region = s.put(SEEKER, "sealed", owner="p1", sealed_under=s.region(2))
    s.assets(8, SEEKER)
    assert f"play:{theirs}" not in s.options("p1") and f"play:{on_region}" not in s.options("p1")


# ---------------------------------------------------------------------------- 梦魇主母 (MSWM04)
def _nightmare_mother(s, revival: int = 0) -> str:
    society = s.put("MSWM04", zone("p1", "society"))
    if revival:
        s.state["data"].setdefault("society_counters", {})["p1"] = {"revival": revival}
    return society


def _revival(s) -> int:
    return society_counters(s.state, "p1", "revival")


@pytest.mark.parametrize("mother", [True, False])
def test_mswm04_ignores_the_purple_loyalty_of_your_cards(mother):
    s = start()
    if mother:
        _nightmare_mother(s)
    s.assets(2)  # neutral fillers: no purple icon
    assert (f"play:{s.hand(PURPLE)}" in s.options("p1")) == mother


@pytest.mark.parametrize("before, after", [(0, 1), (7, 8), (8, 8)])
def test_mswm04_exhausts_for_a_revival_counter_up_to_its_cap_of_eight(before, after):
    s = start()
    society = _nightmare_mother(s, revival=before)
    s.act("p1", f"activate:{society}:1")
    resolve(s)
    assert _revival(s) == after and s.card(society)["exhausted"]


def test_mswm04_plays_a_hand_card_of_cost_at_most_x_for_free_once_a_turn():
    s = start()
    society = _nightmare_mother(s, revival=2)
    cheap, dear = s.hand(PURPLE), s.hand("JC058")  # cost 2, cost 3
    s.assets(1, SEEKER)  # grey: 梦魇主母 ignores purple loyalty only
    s.act("p1", f"activate:{society}:2")
    s.expect("p1", "choose_option", answer=["0"])  # the mode: play from hand
    offered = [o["id"] for o in s.request["asks"]["p1"]["options"]]
    assert cheap in offered and dear not in offered
    resolve(s, cheap, "slot1")
    assert _in_area(s, 1, PURPLE) and not s.card(s.zone(zone("p1", "assets"))[0]).get("exhausted")
    assert f"activate:{society}:2" not in s.options("p1")  # 该能力每回合只能发动一次


def test_mswm04_reveals_an_own_agent_of_cost_at_most_x_for_free():
    s = start()
    society = _nightmare_mother(s, revival=3)
    agent = s.agent("JC058", "p1", 2)  # cost 3, grey loyalty
    s.assets(1, SEEKER)
    s.act("p1", f"activate:{society}:2")
    s.expect("p1", "choose_option", answer=["1"])  # the mode: reveal
    resolve(s, agent)
    assert _in_area(s, 2, "JC058") and not s.card(_in_area(s, 2, "JC058")[0]).get("face_down")
    assert not s.card(s.zone(zone("p1", "assets"))[0]).get("exhausted")


def test_mswm04_search_needs_a_revival_counter_to_remove():
    s = start()
    society = _nightmare_mother(s)
    assert f"activate:{society}:3" not in s.options("p1")


def test_mswm04_search_costs_a_revival_counter_and_exhausts_the_society():
    s = start()
    society = _nightmare_mother(s, revival=1)
    s.act("p1", f"activate:{society}:3")
    resolve(s)
    assert _revival(s) == 0 and s.card(society)["exhausted"]


# ---------------------------------------------------------------------------- 命运无常 (WM084)
FATE = "WM084"
KNIFE = "JC020"  # 隐蔽的飞刀: an equipment attachment


def _play_fate(s, p1_modes: list[str], p2_modes: list[str], *picks: str) -> None:
    """p1 plays 命运无常; each player answers its options with his list, then `picks` answer targets."""
    s.assets(1)
    s.act("p1", f"play:{s.hand(FATE)}")
    unused = list(picks)

    def answers(s, ask):
        assert json.loads(json.dumps(s.state)) == s.state  # the state stays JSON while it asks (snapshots)
        key = s.request["key"]
        if key.startswith("modes:"):
            return p1_modes if key == "modes:p1" else p2_modes
        offered = [o["id"] for o in ask.get("options", [])]
        chosen = next((p for p in unused if p in offered), None)
        if chosen is not None:
            unused.remove(chosen)
            return [chosen]
        return None

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)


def test_wm084_each_player_chooses_options_and_runs_them_as_his_own():
    s = start()
    host = s.character(SEEKER, "p1", 1)
    knife = s.put(KNIFE, "area1", owner="p1", attached_to=host)
    theirs = s.character(SEEKER, "p2", 2)
    hand = s.count("p1", "hand")
    _play_fate(s, ["0"], ["1"], theirs)
    assert gone(s, knife) and KNIFE in [s.card(c)["def"] for c in s.zone(zone("p1", "graveyard"))]
    assert s.count("p1", "hand") == hand + 1  # 命运无常 is added to the hand and played; one card drawn
    assert gone(s, theirs) and [s.card(c)["def"] for c in s.zone(zone("p2", "assets"))] == [SEEKER]
    assert s.card(s.zone(zone("p2", "assets"))[0])["exhausted"]


@pytest.mark.parametrize("tokens, returned", [(2, True), (1, False)])
def test_wm084_two_own_influence_tokens_buy_back_a_graveyard_character(tokens, returned):
    s = start()
    s.influence(1, "p1", tokens)
    buried = s.put(SEEKER, zone("p1", "graveyard"))
    mine = s.character(SEEKER, "p1", 2)
    _play_fate(s, ["1", "2"], [], mine, buried, "slot1", "slot1")
    assert gone(s, mine)  # his first option ran too
    assert (SEEKER in s.defs("p1", "hand")) == returned and s.tokens(1, "p1") == (0 if returned else 1)


# ---------------------------------------------------------------------------- 袖中毒物 (JZ26)
POISON = "JZ26"
BLUE = "JC029"  # 新生血族: a blue card, one blue icon among assets


def _poison_agent(s, blue: int) -> str:
    """p2's hidden 袖中毒物 at region 1 with `blue` blue assets; p1 has a 3-cost and a 0-cost character there."""
    agent = s.agent(POISON, "p2", 1)
    s.assets(blue, BLUE, player="p2")
    return agent


@pytest.mark.parametrize("blue, destroyed", [(2, True), (1, False)])
def test_jz26_looked_at_by_an_enemy_destroys_his_cheapest_character_here(blue, destroyed):
    """调查档案 (JC062) 检视 the target hidden agents (G:检视 p5)."""
    s = start()
    agent = _poison_agent(s, blue)
    dear, cheap = s.character(SEEKER, "p1", 1), s.character(FILLER, "p1", 1)
    elsewhere = s.character(FILLER, "p1", 2)
    s.assets(1, SEEKER)
    s.act("p1", f"play:{s.hand('JC062')}")
    resolve(s, agent)
    assert gone(s, cheap) == destroyed and not gone(s, dear) and not gone(s, elsewhere)
    assert s.card(agent)["face_down"]  # still a hidden agent: only p1 looked


def test_jz26_destroyed_by_an_enemy_while_hidden_still_strikes():
    """定点清除行动 (XQ27) destroys every hidden agent; the trigger resolves from the graveyard."""
    s = start()
    _poison_agent(s, 2)
    cheap = s.character(FILLER, "p1", 1)
    s.assets(4, SEEKER)
    s.act("p1", f"play:{s.hand('XQ27')}")
    resolve(s)
    assert gone(s, cheap) and POISON in s.defs("p2", "graveyard")


def test_jz26_looked_at_by_its_own_controller_does_nothing():
    s = start()
    agent = s.agent(POISON, "p1", 1)
    s.assets(2, BLUE)
    theirs = s.character(FILLER, "p2", 1)
    s.assets(1, SEEKER)
    s.act("p1", f"play:{s.hand('JC062')}")
    resolve(s, agent)
    assert not gone(s, theirs) and not s.events_of("trigger_added")


# ---------------------------------------------------------------------------- 爱弗罗德庄园 (XQ15)
HUMAN = "JC014"  # 人类/猎手
SNAKE = "JZ26"  # 蛇/魔宠: neither human nor vampire
VAMPIRE = "JC029"  # 吸血鬼


def _estate(s) -> str:
    return s.put("XQ15", zone("p1", "society"), owner="p1", attached_to="society:p1")


def test_xq15_rewrites_the_subtypes_of_the_character_cards_you_own_in_every_zone():
    """"所有你所拥有的人类角色牌，其人类类别改为吸血鬼类别。所有你所拥有的非人类且非吸血鬼角色牌，额外具有奴仆类别"."""
    s = start()
    _estate(s)
    mine = [s.hand(HUMAN), s.on_top(HUMAN), s.put(HUMAN, zone("p1", "graveyard")), s.character(HUMAN, "p1", 1),
            s.put(HUMAN, "sealed", owner="p1", sealed_under="society:p1")]  # fmt: skip
    assert [set(subtypes(s.state, c)) for c in mine] == [{"吸血鬼", "猎手"}] * 5
    assert set(subtypes(s.state, s.hand(SNAKE))) == {"蛇", "魔宠", "奴仆"}
    assert set(subtypes(s.state, s.hand(VAMPIRE))) == {"吸血鬼"}
    assert "人类" in subtypes(s.state, s.hand(HUMAN, "p2"))  # another owner's card
    agent = s.agent(HUMAN, "p1", 2)
    assert s.card(agent)["face_down"] and "吸血鬼" not in subtypes(s.state, agent)  # a hidden agent shows no face


def test_xq15_a_search_for_a_vampire_card_finds_a_human_one_its_faq():
    """Its FAQ: "寻找吸血鬼角色牌（如血族长老、家族传承）的能力可直接选择牌库中的人类角色牌"."""
    s = start()
    _estate(s)
    heritage = s.put("JC033", zone("p1", "society"), owner="p1", attached_to="society:p1")
    human = s.on_top(HUMAN)
    s.assets(1)
    s.act("p1", f"activate:{heritage}:1")
    resolve(s, "slot2", human)
    (agent,) = [c for c in s.area(2) if s.card(c)["def"] == HUMAN]
    assert s.card(agent)["face_down"]


def test_xq15_without_it_a_human_card_is_no_vampire():
    s = start()
    assert "吸血鬼" not in subtypes(s.state, s.on_top(HUMAN))


# ---------------------------------------------------------------------------- 沉眠的海拉忒密沃森 (JZ66)
SLEEPER = "JZ66"
WATER_REGION = "DQBQ02"


def test_jz66_no_player_draws_outside_the_draw_step():
    """调查档案 (JC062) draws a card after looking: not while 沉眠的海拉忒密沃森 is in play, for either player."""
    s = start()
    s.character(SLEEPER, "p2", 1)
    s.assets(1, SEEKER)
    hand, before = s.count("p1", "hand"), len(s.events)
    s.act("p1", f"play:{s.hand('JC062')}")
    resolve(s)
    assert s.count("p1", "hand") == hand and not s.events_of("cards_drawn", s.events[before:])


def test_jz66_the_draw_step_still_draws():
    s = start()
    s.character(SLEEPER, "p2", 1)
    before = len(s.events)
    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.step == "action_first", lambda s, ask: None)
    assert sorted((e["player"], e["count"]) for e in s.events_of("cards_drawn", s.events[before:])) == [("p1", 1), ("p2", 1)]


@pytest.mark.parametrize("purple", [True, False])
def test_jz66_entering_the_graveyard_it_may_be_sealed_on_a_water_region_instead(purple):
    """定点清除行动 (XQ27) destroys every hidden agent, p1's own 沉眠的海拉忒密沃森 among them."""
    s = start()
    water = s.set_region(WATER_REGION, 2)
    s.agent(SLEEPER, "p1", 1)
    s.assets(3, SEEKER)
    s.asset(PURPLE if purple else SEEKER)
    s.act("p1", f"play:{s.hand('XQ27')}")
    resolve(s, "slot2")
    sealed = [c for c in s.zone("sealed") if s.card(c)["def"] == SLEEPER]
    assert bool(sealed) == purple and (SLEEPER in s.defs("p1", "graveyard")) != purple
    assert not sealed or s.card(sealed[0])["sealed_under"] == water


@pytest.mark.parametrize("under_region", [True, False])
def test_jz66_sealed_on_a_region_that_region_skips_investigation(under_region):
    """Its FAQ: only sealed on a region, not on a character there."""
    s = UnderworldScenario()
    seeker = s.character(SEEKER, "p1", 1)
    s.put(SLEEPER, "sealed", owner="p2", sealed_under=s.region(1) if under_region else seeker)
    results = _contests(s)
    assert ((1, "investigation") in results) != under_region and (1, "battle") in results


# ---------------------------------------------------------------------------- 鲜血奴仆 (JC028)
SERVANT = "JC028"


def _servant_becomes_blood(s) -> tuple[str, str]:
    """p1's 鲜血奴仆 at region 1 sacrifices itself to come back on p1's vampire at region 2."""
    servant = s.character(SERVANT, "p1", 1)
    vampire = s.character(VAMPIRE, "p1", 2)
    s.act("p1", f"activate:{servant}:0")
    resolve(s, vampire)
    return servant, vampire


def test_jc028_comes_back_as_an_attachment_named_blood_on_a_vampire():
    """"将鲜血奴仆移回场上，成为一个名为鲜血的附属并结附于目标吸血鬼角色。鲜血不具有能力图标和防御力，且具有“受此结附的
    角色获得1防御力和［黑刀］”的能力"."""
    s = start()
    vampire = s.character(VAMPIRE, "p1", 2)
    before = (defence(s.state, vampire), icons(s.state, vampire)[0]["battle"])
    servant = s.character(SERVANT, "p1", 1)
    s.act("p1", f"activate:{servant}:0")
    resolve(s, vampire)
    (blood,) = [c for c in s.area(2) if s.card(c).get("attached_to") == vampire]
    assert card_name(s.card(blood)["def"]) == "鲜血" and not is_character(s.state, blood)
    assert (defence(s.state, vampire), icons(s.state, vampire)[0]["battle"]) == (before[0] + 1, before[1] + 1)
    assert s.events_of("character_died") and _in_area(s, 1, SERVANT) == []


def test_jc028_leaving_play_it_is_a_blood_servant_character_card_again():
    """裂解术 (JC005) destroys the attachment: in the graveyard it is 鲜血奴仆, a character card, once more."""
    s = start()
    _, vampire = _servant_becomes_blood(s)
    (blood,) = [c for c in s.area(2) if s.card(c).get("attached_to") == vampire]
    s.assets(2, "JC002")  # yellow, for its loyalty
    s.act("p1", f"play:{s.hand('JC005')}")
    resolve(s, blood)
    assert gone(s, blood) and s.defs("p1", "graveyard").count(SERVANT) == 1
    (card_id,) = [c for c in s.zone(zone("p1", "graveyard")) if s.card(c)["def"] == SERVANT]
    assert card_name(s.card(card_id)["def"]) == "鲜血奴仆"


def test_jc028_as_blood_the_board_image_names_it():
    """The Discord board reads card names through cards.card, which knows a card's form."""
    from bot.render import render_board

    s = start()
    _servant_becomes_blood(s)
    for viewer in (None, "p1", "p2"):
        assert render_board("underworld", s.view(viewer), {"p1": "甲", "p2": "乙"}).startswith(b"\x89PNG")


def test_wm094_unpaid_an_agent_waiting_in_place_to_reveal_is_countered_too():
    """Option `reveal_moves_to_stack` false (digest A24): the agent waits face down where it is."""
    s = UnderworldScenario(options={"reveal_moves_to_stack": False})
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    _reveal_locked(s, 1, pays=False)
    assert _in_area(s, 1, SEEKER) == [] and s.defs("p2", "graveyard") == [SEEKER]
