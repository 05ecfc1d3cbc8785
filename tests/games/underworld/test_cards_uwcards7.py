"""Scenarios for the cards of the uwcards7 batch: each card ability used once in a position, its
result asserted. Cards quoted by id; the printed texts are in the community database."""

from engine.games.underworld.society import society_counters
from engine.games.underworld.stats import domains, icons, keywords
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import defs, gone, resolve, start

YELLOW_MIND = "JC001"  # 通灵猫头鹰: a yellow card showing 【心】
YELLOW_BLOOD = "JC002"  # 巨石阵看护人: a yellow card without 【心】
BLUE = "JZ22"  # 暗夜游掠者 (blue); in play: "进场触发：若有敌方玩家的手牌数量少于或等于3张，放置一个本方势力标志"
GREY = "BQ054"
MAGE = "JC003"  # 帷幕护卫, 人类/法师: "快速行动2，横置：横置目标角色或暗藏者"
WATER = "DQBQ02"  # 墨尔本, 地区-城市/水域
DRY = "DQBQ04"  # 地区-城市


def face_up(s, slot: int, definition: str) -> list[str]:
    return [c for c in s.area(slot) if s.card(c)["def"] == definition and not s.card(c).get("face_down")]


def sees_face(s, viewer: str, card_id: str) -> bool:
    zone_name = s.card(card_id)["zone"]
    return "def" in next(c for c in s.view(viewer)["zones"][zone_name]["cards"] if c["id"] == card_id)


# ---------------------------------------------------------------------------- 蓝
def test_jc035_attaches_to_a_region_and_adds_influence_at_the_prepare_step_while_an_opponent_holds_three_cards():
    for p2_hand, placed in ((1, 1), (4, 0)):
        s = start()
        s.asset(BLUE)
        s.assets(2)
        s.act("p1", f"play:{s.hand('JC035')}")
        resolve(s, "slot2")
        spell = face_up(s, 2, "JC035")
        assert len(spell) == 1 and s.card(spell[0])["attached_to"] == "slot2"
        for _ in range(p2_hand - s.count("p2", "hand")):
            s.hand(FILLER, "p2")
        s.drive(lambda s: s.step == "prepare" and not s.state["stack"] and s.priority_player() is not None,
                lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
        assert s.tokens(2, "p1") == placed  # 准备阶段触发 (G:准备步骤 p9); hands are drawn later in the turn


def test_jc041_reveals_itself_for_two_only_in_a_water_region_then_everyone_discards():
    s = start()
    s.set_region(DRY, 1)
    s.set_region(WATER, 2)
    dry, wet = s.agent("JC041", "p1", 1), s.agent("JC041", "p1", 2)
    s.assets(2)
    s.hand("JC014", "p1")
    s.hand("JC088", "p2")
    options = s.options("p1")
    assert f"activate:{wet}:0" in options and f"activate:{dry}:0" not in options
    assert f"reveal:{wet}" not in options  # no blue loyalty for a paid reveal: the ability is the only way
    hands = (s.count("p1", "hand"), s.count("p2", "hand"))
    s.act("p1", f"activate:{wet}:0")
    assert s.card(wet)["visible_to"] == ["p1", "p2"] and s.card(dry)["visible_to"] == ["p1"]  # announcing shows it
    resolve(s)
    assert gone(s, wet) and len(face_up(s, 2, "JC041")) == 1 and s.card(dry)["face_down"]
    assert (s.count("p1", "hand"), s.count("p2", "hand")) == (hands[0] - 1, hands[1] - 1)  # 现身强制触发
    assert sum(1 for c in s.zone(zone("p1", "assets")) if s.card(c).get("exhausted")) == 2  # paid 2


def test_jc041_hidden_ability_is_not_offered_face_up():
    s = start()
    s.set_region(WATER, 2)
    shown = s.character("JC041", "p1", 2)
    s.assets(2)
    assert f"activate:{shown}:0" not in s.options("p1")


# ---------------------------------------------------------------------------- 黄
def test_bq012_puts_a_divination_counter_on_the_society_then_predicts_and_draws_that_many():
    s = start()
    s.assets(4, YELLOW_MIND)
    for counters in (1, 2):
        before = s.count("p1", "hand")
        s.act("p1", f"play:{s.hand('BQ012')}")
        resolve(s)
        assert society_counters(s.state, "p1", "divination") == counters
        assert s.events_of("library_looked_at")[-1]["count"] == counters  # 预测X
        assert s.count("p1", "hand") == before + counters  # 抓X张牌 (the played card left the hand)
    assert society_counters(s.state, "p2", "divination") == 0


def test_jc005_destroys_an_attachment_on_a_character_and_with_mind_any_attachment():
    s = start()
    s.asset(YELLOW_BLOOD)
    s.asset()
    host = s.character("JC014", "p2", 1)
    charm = s.put("JZ11", "area1", owner="p2", attached_to=host)
    on_region = s.put("XQ42", "area2", owner="p2", attached_to="slot2")
    s.act("p1", f"play:{s.hand('JC005')}")
    assert s.state["stack"][-1]["targets"]["t"] == [charm]  # the region's attachment is no legal target
    resolve(s)
    assert gone(s, charm) and not gone(s, on_region)
    s.asset(YELLOW_MIND)
    s.asset()
    s.act("p1", f"play:{s.hand('JC005')}")
    resolve(s, on_region)
    assert gone(s, on_region) and "XQ42" in defs(s, "p2", "graveyard")


def test_xq04_counters_a_card_played_face_up():
    s = start()
    s.assets(4, YELLOW_MIND, player="p2")
    s.hand("XQ04", "p2")
    s.act("p1", f"play:{s.hand(FILLER)}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    played = s.state["stack"][0]["card"]
    s.pass_priority()
    s.act("p2", f"play:{s.cards(zone('p2', 'hand'), 'XQ04')[0]}")
    resolve(s, played)
    assert not face_up(s, 1, FILLER) and defs(s, "p1", "graveyard") == [FILLER] and defs(s, "p2", "graveyard") == ["XQ04"]
    assert s.events_of("card_countered")[-1]["definition"] == FILLER


def test_xq04_counters_a_paid_reveal_and_the_agent_goes_to_the_graveyard():
    s = start()
    s.assets(4, YELLOW_MIND, player="p2")
    s.hand("XQ04", "p2")
    agent = s.agent(FILLER, "p1", 3)
    s.act("p1", f"reveal:{agent}")
    s.pass_priority()
    s.act("p2", f"play:{s.cards(zone('p2', 'hand'), 'XQ04')[0]}")
    resolve(s)
    assert s.area(3) == [] and defs(s, "p1", "graveyard") == [FILLER]


def test_xq04_cannot_target_a_face_down_dispatch():
    s = start()
    s.assets(4, YELLOW_MIND, player="p2")
    s.hand("XQ04", "p2")
    s.assets(1)
    s.act("p1", f"dispatch:{s.hand(FILLER)}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.drive(lambda s: s.request["kind"] == "choose_action" and s.request["pending"] == ["p2"])
    assert not any(o.startswith("play:") and s.card(o[5:])["def"] == "XQ04" for o in s.options("p2"))


def test_cq03_moves_an_enemy_character_and_exhausts_it_when_a_mage_paid_the_extra_cost():
    for pay_extra in (True, False):
        s = start()
        s.asset(YELLOW_MIND)
        mage = s.character(MAGE, "p1", 3)
        s.character("JC014", "p2", 1)
        s.act("p1", f"play:{s.hand('CQ03')}")  # the one enemy character is the target at once
        assert s.state["stack"] == [] and s.request["key"] == "target:to"
        assert [o["id"] for o in s.ask("p1")["options"]] == ["slot2", "slot3"]  # 另一个地区
        s.expect("p1", "choose_targets", answer=["slot2"])
        s.expect("p1", "choose_cards", answer=[mage] if pay_extra else [])
        resolve(s)
        moved = s.area(2)[0]
        assert s.card(moved)["def"] == "JC014" and s.area(1) == []
        assert bool(s.card(moved).get("exhausted")) == pay_extra == bool(s.card(mage).get("exhausted"))


def test_xq01_while_ready_silences_the_characters_of_its_region_only():
    s = start()
    s.assets(3)
    s.character("XQ01", "p1", 1)
    near, far = s.character(MAGE, "p1", 1), s.character(MAGE, "p1", 2)
    options = s.options("p1")
    assert f"activate:{far}:0" in options and f"activate:{near}:0" not in options
    t = start()
    t.assets(3)
    t.character("XQ01", "p1", 1, exhausted=True)
    near = t.character(MAGE, "p1", 1)
    assert f"activate:{near}:0" in t.options("p1")


def test_xq01_stops_enter_triggers_in_its_region():
    s = start()
    s.assets(4, BLUE)
    s.character("XQ01", "p1", 1)
    s.act("p1", f"play:{s.hand(BLUE)}")
    resolve(s, "slot1")
    assert s.tokens(1, "p1") == 0 and s.events_of("trigger_added") == []
    s.act("p1", f"play:{s.hand(BLUE)}")
    resolve(s, "slot2")
    assert s.tokens(2, "p1") == 1  # elsewhere it triggers (p2 holds one card)


# ---------------------------------------------------------------------------- 灰
def test_jc060_gives_own_characters_without_printed_domains_a_mind_icon_and_a_battle_icon():
    s = start()
    s.character("JC060", "p1", 1)
    plain, blood, enemy = s.character("JC014", "p1", 2), s.character(BLUE, "p1", 3), s.character("JC014", "p2", 2)
    assert domains(s.state, plain) == ["mind"] and icons(s.state, plain)[0]["battle"] == 3
    assert domains(s.state, blood) == ["blood"] and icons(s.state, blood)[0]["battle"] == 1
    assert domains(s.state, enemy) == [] and icons(s.state, enemy)[0]["battle"] == 2
    assert s.view("p2")["characters"][plain]["domains"] == ["mind"]


def test_jc057_reveal_looks_at_the_target_players_hand_for_its_controller_alone():
    s = start()
    s.asset(GREY)
    s.assets(1)
    held = s.hand("JC088", "p2")
    watcher = s.agent("JC057", "p1", 1)
    s.act("p1", f"reveal:{watcher}")
    resolve(s, "p2")
    assert sees_face(s, "p1", held) and not sees_face(s, None, held)
    assert s.events_of("hand_revealed") == []


def test_jc057_while_ready_lets_its_controller_alone_look_at_the_hidden_agents_here():
    s = start()
    watcher = s.character("JC057", "p1", 1)
    here, there = s.agent("JC088", "p2", 1), s.agent("JC088", "p2", 2)
    s.pass_priority()  # state checks run before the next priority
    assert sees_face(s, "p1", here) and not sees_face(s, "p1", there) and not sees_face(s, None, here)
    s.card(watcher)["exhausted"] = True
    later = s.agent("JC014", "p2", 1)
    s.pass_priority()
    assert not sees_face(s, "p1", later)


# ---------------------------------------------------------------------------- replacements (see the report)
def test_jc033_makes_paid_reveals_one_cheaper_and_puts_a_vampire_from_the_library_as_an_agent():
    s = UnderworldScenario()
    legacy = s.put("JC033", zone("p1", "society"), attached_to="society:p1")
    agent = s.agent(BLUE, "p1", 1)
    s.asset(BLUE)
    s.asset()
    vampire = s.on_bottom(BLUE)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    reveal = next(o["label"] for o in s.ask("p1")["options"] if o["id"] == f"reveal:{agent}")
    assert reveal.endswith("（1 费）")  # 暗夜游掠者 costs 2
    s.act("p1", f"activate:{legacy}:1")
    resolve(s, "slot3", vampire)
    assert gone(s, legacy) and "JC033" in defs(s, "p1", "graveyard")
    found = [c for c in s.area(3) if s.card(c)["def"] == BLUE]
    assert len(found) == 1 and s.card(found[0])["face_down"] and s.card(found[0])["visible_to"] == ["p1"]


def test_jc033_attaches_to_its_own_society():
    s = start()
    s.asset(BLUE)
    s.assets(2)
    s.act("p1", f"play:{s.hand('JC033')}")
    resolve(s)
    assert defs(s, "p1", "society") == ["JC033"]


def test_lc01_lets_its_controller_alone_look_at_the_top_of_his_library():
    s = start()
    top = s.on_top("JC088")
    their_top = s.on_top("JC088", "p2")
    s.pass_priority()
    assert s.card(top)["visible_to"] == []
    s.character("LC01", "p1", 1)
    s.pass_priority()  # the state checks before the next priority let him look
    assert s.card(top)["visible_to"] == ["p1"] and s.card(their_top)["visible_to"] == []


def test_lc01_a_library_top_shown_to_everyone_needs_no_look():
    """A card revealed to all (DQXQ01's top card left there) is seen: the state check finds
    nothing to do and ends (it looped before; the fuzzer's seed 1000041)."""
    s = start()
    top = s.on_top("JC088")
    s.ctx().reveal(top)
    s.character("LC01", "p1", 1)
    s.pass_priority()
    assert s.card(top)["visible_to"] == "all" and s.priority_player() is not None


def test_jc099_reveal_seals_the_library_top_under_an_enemy_which_loses_its_domains_while_jc099_is_ready():
    s = start()
    s.asset("XQ42")
    s.asset()
    druid, other = s.character(YELLOW_BLOOD, "p2", 1), s.character(YELLOW_BLOOD, "p2", 1)
    s.on_top("JC088")
    ghost = s.agent("JC099", "p1", 1)
    s.act("p1", f"reveal:{ghost}")
    resolve(s, druid)
    assert [s.card(c)["sealed_under"] for c in s.zone("sealed")] == [druid]
    assert domains(s.state, druid) == [] and domains(s.state, other) == ["blood"]
    s.card(face_up(s, 1, "JC099")[0])["exhausted"] = True
    assert domains(s.state, druid) == ["blood"]


def test_wm029_gains_prestige_with_a_counter_and_barrier_with_a_sealed_card():
    s = start()
    official = s.character("WM029", "p1", 1)
    assert keywords(s.state, official) == {"overt": 0}
    s.ctx().add_counter(official, "time", 1)
    s.put("JC088", "sealed", owner="p1", sealed_under=official)
    assert keywords(s.state, official) == {"overt": 0, "prestige": 0, "barrier": 0}


def test_wm029_dying_gives_prestige_to_characters_with_counters_and_barrier_to_those_with_sealed_cards():
    s = start()
    official = s.character("WM029", "p1", 1)
    timed, sealed, plain = s.character("JC014", "p2", 1), s.character("JC014", "p1", 2), s.character("JC014", "p2", 3)
    s.ctx().add_counter(timed, "time", 1)
    s.put("JC088", "sealed", owner="p1", sealed_under=sealed)
    s.ctx().add_counter(official, "damage", 1)
    s.pass_priority()  # the state checks destroy it: 死亡触发
    resolve(s)
    assert gone(s, official)
    assert "prestige" in keywords(s.state, timed) and "barrier" not in keywords(s.state, timed)
    assert "barrier" in keywords(s.state, sealed) and "prestige" not in keywords(s.state, sealed)
    assert not {"prestige", "barrier"} & set(keywords(s.state, plain))


def test_jz46_looks_at_an_agent_here_and_locks_it_only_if_its_face_is_a_criminal():
    for face, locked in (("JC088", True), ("JC014", False)):
        s = start()
        statue = s.put("JZ46", "area1", owner="p1", attached_to="slot1")
        agent = s.agent(face, "p2", 1)
        s.agent("JC088", "p2", 2)  # elsewhere: no target
        s.act("p1", f"activate:{statue}:0")
        resolve(s)
        assert sees_face(s, "p1", agent) and not sees_face(s, None, agent)
        assert bool(s.card(agent).get("exhausted")) == locked and s.counter_of(agent, "lock") == int(locked)
        assert s.card(statue)["exhausted"]


def test_jc055_puts_a_time_counter_on_a_target_at_the_prepare_step():
    s = start()
    s.character("JC055", "p1", 1)
    target = s.character(FILLER, "p2", 2)
    s.drive(lambda s: s.step == "prepare" and not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: ["yes"] if s.request["key"] == "use" else [target] if target in [o["id"] for o in ask["options"]] else None)  # fmt: skip
    assert s.counter_of(target, "time") == 1


def test_jc055_removes_x_time_counters_to_make_the_next_catastrophe_x_cheaper():
    s = UnderworldScenario()
    saint = s.character("JC055", "p1", 1, counters={"time": 1})
    other = s.character("JC014", "p1", 2, counters={"time": 2})
    s.asset("JC055")  # red
    s.asset()
    disaster, plain = s.hand("JC047"), s.hand("JC043")  # 事务-灾难, cost 3; a red character, cost 2
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    s.act("p1", f"activate:{saint}:1")
    s.expect("p1", "choose_option", answer=["2"])
    s.expect("p1", "choose_cards", answer=[other])
    s.expect("p1", "choose_cards", answer=[saint])
    resolve(s)
    assert s.counter_of(saint, "time") == 0 and s.counter_of(other, "time") == 1
    labels = {o["id"]: o["label"] for o in s.ask("p1")["options"]}
    assert labels[f"play:{disaster}"].endswith("（1 费）") and labels[f"play:{plain}"].endswith("（2 费）")


def test_jz64_takes_the_library_bottom_when_another_own_spirit_enters():
    s = start()
    s.character("JZ64", "p1", 1)
    s.asset("XQ42")  # purple
    s.asset()
    ghost = s.agent("JC099", "p1", 2)  # 灵体
    s.on_bottom("JC088")
    s.act("p1", f"reveal:{ghost}")
    resolve(s)
    assert "JC088" in defs(s, "p1", "hand")


def test_jz64_ignores_itself_and_characters_without_spirit():
    s = start()
    s.asset("XQ42")
    s.assets(4)
    s.agent("JZ64", "p1", 1)
    s.character("JC014", "p1", 2)
    s.on_bottom("JC088")
    s.act("p1", f"reveal:{s.area(1)[0]}")
    resolve(s)
    s.act("p1", f"play:{s.hand(FILLER)}")
    resolve(s, "slot2")
    assert "JC088" not in defs(s, "p1", "hand") and s.events_of("trigger_added") == []


def test_jz64_takes_the_library_bottom_when_an_own_spirit_character_card_is_sealed():
    for sealed_card, taken in (("JC099", True), (FILLER, False)):
        s = start()
        s.character("JZ64", "p1", 1)
        performer = s.character("XQ40", "p1", 1)  # draws, then seals a card of the hand under the target
        host = s.character(FILLER, "p2", 1)
        s.assets(2)
        s.on_top("JC014")
        chosen = s.hand(sealed_card)
        s.on_bottom("JC088")
        s.act("p1", f"activate:{performer}:0")
        resolve(s, host, chosen)
        assert [s.card(c)["def"] for c in s.zone("sealed")] == [sealed_card]
        assert ("JC088" in defs(s, "p1", "hand")) == taken


def test_jz63_enters_and_exhausts_a_character_here_with_an_investigation_icon():
    s = start()
    s.asset("XQ42")  # purple
    s.assets(2)
    watcher, blank = s.character("LC01", "p2", 1), s.character(FILLER, "p2", 1)  # ［黑眼］［白眼］; no icons
    s.act("p1", f"play:{s.hand('JZ63')}")
    resolve(s, "slot1")
    assert s.card(watcher).get("exhausted") and not s.card(blank).get("exhausted")


def test_jz63_may_be_played_from_under_its_host_as_if_from_the_hand():
    s = UnderworldScenario()
    host = s.character(FILLER, "p2", 1)
    sealed = s.put("JZ63", "sealed", owner="p1", sealed_under=host)
    s.asset("XQ42")
    s.assets(2)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    assert f"play:{sealed}" in s.options("p1") and f"activate:{sealed}:1" not in s.options("p1")
    s.act("p1", f"play:{sealed}")
    resolve(s, "slot2")
    assert s.zone("sealed") == [] and len(face_up(s, 2, "JZ63")) == 1
    assert sum(1 for c in s.zone(zone("p1", "assets")) if s.card(c).get("exhausted")) == 3  # its cost, paid


def test_xq01_also_stops_the_death_trigger_of_a_character_that_dies_in_its_region():
    s = start()
    s.character("XQ01", "p2", 1)
    official = s.character("WM029", "p1", 1)  # 死亡触发
    s.ctx().add_counter(official, "damage", 1)
    s.pass_priority()  # the state checks destroy it
    assert gone(s, official) and s.events_of("trigger_added") == []
