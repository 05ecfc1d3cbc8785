"""Scenarios for the cards of the uwcards6 batch (圣贤 and 猎魔人 cards): each card ability used
once in a position, its result asserted. Cards quoted by id; the printed texts are in the
community database."""

import pytest

from engine.games.underworld.attachments import attach_candidates
from engine.games.underworld.cards import card
from engine.games.underworld.regions import score
from engine.games.underworld.stats import defence, icons, keywords
from engine.games.underworld.zones import SEALED, area_zone, slot_of, zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import defs, gone, resolve, start
from tests.games.underworld.test_cards_uwcards2 import offering

GREEN = "JC021"  # a green card: assets for green loyalty
VAMPIRE = "JC029"  # 吸血鬼, no abilities
BAT = "JC030"  # 蝙蝠: neither human nor vampire
HUMAN = "JC014"  # 人类/猎手
STURDY = "JC018"  # a human with defence 2


# ---------------------------------------------------------------------------- 猎魔人 (绿)
@pytest.mark.parametrize(("victim", "tokens"), [(VAMPIRE, 1), (BAT, 0)])
def test_xq08_destroys_a_non_human_and_may_place_a_token_where_a_vampire_was(victim, tokens):
    s = start()
    s.assets(3, GREEN)
    target = s.character(victim, "p2", 2)
    s.act("p1", f"play:{s.hand('XQ08')}")
    resolve(s, target)
    assert gone(s, target) and defs(s, "p2", "graveyard") == [victim]
    assert s.tokens(2, "p1") == tokens and s.tokens(1, "p1") == 0


def test_xq08_cannot_target_a_human():
    s = start()
    s.assets(3, GREEN)
    s.character(HUMAN, "p2", 2)
    bullet = s.hand("XQ08")
    assert f"play:{bullet}" not in s.options("p1")  # no legal target: only a human in play


# ---------------------------------------------------------------------------- 圣贤 (白)
def _fire_at(s, target: str) -> None:
    """p1 plays 妖火 (JC102): 1 damage to the target character."""
    s.assets(2, "JC102")
    s.act("p1", f"play:{s.hand('JC102')}")
    resolve(s, target)


def test_jc077_takes_the_damage_of_an_own_character_here_and_its_spirit_prevents_it():
    s = start()
    guardian = s.character("JC077", "p1", 1)
    human = s.character(HUMAN, "p1", 1)
    _fire_at(s, human)
    assert s.counter_of(human) == 0 and s.counter_of(guardian) == 0  # 灵体: the enemy has fewer domains here
    events = [e["type"] for e in s.events]
    assert "damage_redirected" in events and "damage_prevented" in events


def test_jc077_dies_for_the_own_character_when_its_spirit_does_not_prevent():
    s = start()
    guardian = s.character("JC077", "p1", 1)
    human = s.character(HUMAN, "p1", 1)
    s.character("JC002", "p2", 1)  # one blood domain for the enemy here: no longer fewer
    _fire_at(s, human)
    assert gone(s, guardian) and s.counter_of(human) == 0 and defs(s, "p1", "graveyard")[-1] == "JC077"


def test_jc077_leaves_spirits_enemies_and_other_regions_alone():
    s = start()
    guardian = s.character("JC077", "p1", 1)
    s.character("JC002", "p2", 1)
    elsewhere = s.character(STURDY, "p1", 2)
    _fire_at(s, elsewhere)
    assert s.counter_of(elsewhere) == 1
    enemy = s.character(BAT, "p2", 1)
    _fire_at(s, enemy)
    assert gone(s, enemy) and not gone(s, guardian)


def _p1_wins_region_two(s) -> None:
    """p1 wins 切尔诺贝利 (DQJC113: cap 3, 2 points) in slot 2 in the influence contest (as test_t38)."""
    s.set_region("DQJC113", 2)
    s.influence(2, "p1", 2)
    s.character("JC075", "p1", 2)
    s.to_contests()
    s.drive(lambda s: s.events_of("region_won") and not s.state["stack"] and s.priority_player() is not None)


def test_jc079_goes_to_its_winners_score_area_and_counts_one_point():
    s = UnderworldScenario()
    s.character("JC079", "p1", 2)
    enemy_infant = s.character("JC079", "p2", 2)
    _p1_wins_region_two(s)
    assert sorted(defs(s, "p1", "score")) == ["DQJC113", "JC079"] and score(s.state, "p1") == 3
    assert gone(s, enemy_infant) and defs(s, "p2", "library")[0] == "JC079"  # the loser's: to the library bottom


def test_lc08_costs_one_less_per_own_monk_exhausted_and_destroys_a_non_human():
    s = start()
    monks = [s.character("JC070", "p1", 1), s.character("JC070", "p1", 2)]
    assets = s.assets(2, "JC070")
    bat = s.character(BAT, "p2", 2)
    s.act("p1", f"play:{s.hand('LC08')}")
    s.expect("p1", "choose_cards", monks, answer=monks)  # the only target, the bat, was taken by itself
    resolve(s)
    assert all(s.card(m)["exhausted"] for m in monks) and sum(bool(s.card(a).get("exhausted")) for a in assets) == 1
    assert gone(s, bat)


def test_lc08_cannot_be_played_without_enough_monks_and_assets():
    s = start()
    s.character("JC070", "p1", 1)
    s.asset("JC070")
    s.character(BAT, "p2", 2)
    ritual = s.hand("LC08")
    assert f"play:{ritual}" not in s.options("p1")  # 1 monk and 1 asset: 2 of its 3
    s.asset("JC070")
    assert f"play:{ritual}" in s.options("p1")


def test_lc08_targets_neither_humans_nor_angels(test_card):
    s = start()
    s.assets(3, "JC070")
    s.character(HUMAN, "p2", 1)
    s.character(test_card("TS001", type_line="角色-天使"), "p2", 2)
    assert f"play:{s.hand('LC08')}" not in s.options("p1")


def _in_area(s, slot: int, definition: str) -> list[str]:
    return [c for c in s.area(slot) if s.card(c)["def"] == definition]


def _archaeologist_guards(s, player: str, definition: str) -> str:
    """p1 sacrifices 老迈的考古学家 (BQ071) for a character of `player` in region 2, then 妖火 kills
    it; returns that character's first id."""
    archaeologist = s.character("BQ071", "p1", 1)
    target = s.character(definition, player, 2)
    s.act("p1", f"activate:{archaeologist}:0")
    resolve(s, target)
    assert gone(s, archaeologist) and defs(s, "p1", "graveyard") == ["BQ071"]
    _fire_at(s, target)
    return target


def test_bq071_the_target_dies_this_turn_and_comes_back_exhausted_where_it_was():
    s = start()
    human = _archaeologist_guards(s, "p1", HUMAN)
    back = _in_area(s, 2, HUMAN)
    assert gone(s, human) and len(back) == 1 and s.card(back[0])["exhausted"] and s.counter_of(back[0]) == 0
    assert HUMAN not in defs(s, "p1", "graveyard") and s.events_of("character_died")  # it did die


def test_bq071_an_enemy_target_comes_back_to_its_owner_and_only_once():
    s = start()
    _archaeologist_guards(s, "p2", BAT)
    back = _in_area(s, 2, BAT)
    assert len(back) == 1 and s.card(back[0])["owner"] == "p2" and "controller" not in s.card(back[0])
    _fire_at(s, back[0])  # a new object: the effect is gone
    assert _in_area(s, 2, BAT) == [] and defs(s, "p2", "graveyard") == [BAT]


# ---------------------------------------------------------------------------- 猎魔人 (绿), continued
def test_jc026_the_first_equipment_card_each_turn_costs_one_less():
    s = start()
    engineer = s.character("JC026", "p1", 1)
    assets = s.assets(2, GREEN)
    first, second = s.hand("JC020"), s.hand("JC020")  # 隐蔽的飞刀: 装备, cost 2
    s.act("p1", f"play:{first}")
    resolve(s, engineer)
    assert sum(bool(s.card(a).get("exhausted")) for a in assets) == 1
    assert f"play:{second}" not in s.options("p1")  # the second one costs 2 again: one asset left


def test_jc026_finds_an_equipment_card_when_it_enters():
    s = start()
    s.assets(2, GREEN)
    s.on_bottom("JC020")
    s.act("p1", f"play:{s.hand('JC026')}")
    resolve(s, "slot1")
    assert "JC020" in defs(s, "p1", "hand") and _in_area(s, 1, "JC026")


def test_bq016_own_fairies_and_hunters_gain_a_battle_icon_and_a_death_draw():
    s = start()
    fairy_in_a_trap = s.character("BQ016", "p1", 1)
    fairy, hunter = s.character("JC022", "p1", 2), s.character(HUMAN, "p1", 2)
    other, enemy_hunter = s.character(BAT, "p1", 2), s.character(HUMAN, "p2", 2)
    battle = {c: icons(s.state, c)[0]["battle"] for c in (fairy, hunter, other, enemy_hunter)}
    s.act("p1", f"activate:{fairy_in_a_trap}:0")
    resolve(s)
    gained = {c: icons(s.state, c)[0]["battle"] - battle[c] for c in battle}
    assert gained == {fairy: 1, hunter: 1, other: 0, enemy_hunter: 0} and gone(s, fairy_in_a_trap)
    hand = s.count("p1", "hand")
    _fire_at(s, hunter)  # 妖火 comes into the hand and is played
    assert gone(s, hunter) and s.count("p1", "hand") == hand + 1


def _armoury(s) -> str:
    return s.put("BQ023", zone("p1", "society"), attached_to="society:p1")


def test_bq023_equipment_and_weapons_are_played_at_fast_speed():
    s = UnderworldScenario()
    _armoury(s)
    s.assets(2, GREEN)
    knife, character = s.hand("JC020"), s.hand(HUMAN)
    s.character(HUMAN, "p1", 1)
    s.hand(FILLER, "p2")
    s.pass_until("action_second", "p1")  # p2's action step: no standard action for p1
    offered = s.options("p1")
    assert f"play:{knife}" in offered and f"play:{character}" not in offered


def test_bq023_finds_an_equipment_or_weapon_card():
    s = start()
    armoury = _armoury(s)
    s.assets(3, GREEN)
    s.on_bottom("JC020")
    s.act("p1", f"activate:{armoury}:1")
    resolve(s)
    assert "JC020" in defs(s, "p1", "hand") and s.card(armoury)["exhausted"]


def test_xq07_characters_here_with_a_domain_have_printed_defence_one_this_turn():
    s = start()
    host = s.character(HUMAN, "p1", 1)
    holy_water = s.put("XQ07", area_zone(1), owner="p1", attached_to=host)
    vampire, plain = s.character("JC037", "p2", 1), s.character("JC023", "p1", 1)  # blood, defence 3; no domain, 2
    elsewhere = s.character("JC032", "p2", 2)  # death, defence 3
    assert [defence(s.state, c) for c in (vampire, plain, elsewhere)] == [3, 2, 3]
    s.act("p1", f"activate:{holy_water}:0")
    resolve(s)
    assert gone(s, holy_water) and [defence(s.state, c) for c in (vampire, plain, elsewhere)] == [1, 2, 3]


def _hand_at_p1s_action_step(graveyard: int) -> int:
    """p1 has 病理化验室 on region 1 and `graveyard` cards in his graveyard; his hand once the next
    turn's first action step begins (its 准备步骤触发 used; this turn's prepare step has begun)."""
    s = UnderworldScenario()
    s.put("BQ075", area_zone(1), owner="p1", attached_to="slot1")
    for _ in range(graveyard):
        s.put(FILLER, zone("p1", "graveyard"))
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.step == "action_first" and s.priority_player() is not None,
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
    return s.count("p1", "hand")


def test_bq075_draws_in_the_prepare_step_with_seven_cards_in_the_graveyard():
    assert _hand_at_p1s_action_step(7) == _hand_at_p1s_action_step(6) + 1


def test_bq075_discarded_by_the_opponent_enters_play_on_region_one():
    s = start()
    servant = s.character("XQ12", "p1", 1)  # its 死亡触发 makes p2 discard
    laboratory = s.hand("BQ075", "p2")
    offering(s, "p1", servant, "p2", laboratory)
    entered = _in_area(s, 1, "BQ075")
    assert entered and s.card(entered[0])["attached_to"] == "slot1" and s.card(entered[0])["owner"] == "p2"


def _meditation(s, counters: int = 0) -> str:
    fields = {"counters": {"meditation": counters}} if counters else {}
    return s.put("XQ32", zone("p1", "society"), attached_to="society:p1", **fields)


def test_xq32_gets_a_meditation_counter_whenever_you_win_an_investigation_contest():
    s = UnderworldScenario()
    meditation = _meditation(s)
    s.character("JC011", "p1", 3)  # 调查 icons; nobody else there
    s.to_contests()
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    won = [e for e in s.events_of("contest_result") if e["kind"] == "investigation" and e.get("player") == "p1"]
    assert won and s.counter_of(meditation, "meditation") == len(won)


def test_xq32_four_counters_and_itself_into_the_score_area_draw_three_cards():
    s = start()
    meditation = _meditation(s, 4)
    hand = s.count("p1", "hand")
    s.act("p1", f"activate:{meditation}:1")
    resolve(s)
    assert defs(s, "p1", "score") == ["XQ32"] and score(s.state, "p1") == 1 and s.count("p1", "hand") == hand + 3


def test_xq32_needs_four_counters():
    s = start()
    meditation = _meditation(s, 3)
    assert f"activate:{meditation}:1" not in s.options("p1")


def _midsummer_feast(s, ghost: str) -> None:
    s.assets(3, "JC071")  # 星辰
    s.act("p1", f"play:{s.hand('BQ018')}")
    resolve(s, "slot1", ghost)


def test_bq018_with_a_mental_anchor_sealed_on_the_society_a_spirit_gains_blades_and_barrier(test_card):
    s = start()
    anchor = test_card("TS002", name="精神锚点", basic_type="affair")
    s.put(anchor, SEALED, owner="p1", sealed_under="society:p1")
    ghost = s.character("JC113", "p1", 2)  # 灵体
    _midsummer_feast(s, ghost)
    black, white = icons(s.state, ghost)
    assert (black["battle"], white["battle"]) == (1, 1) and "barrier" in keywords(s.state, ghost)


def test_bq018_without_a_mental_anchor_gives_nothing():
    s = start()
    ghost = s.character("JC113", "p1", 2)
    _midsummer_feast(s, ghost)
    assert icons(s.state, ghost)[0]["battle"] == 0 and "barrier" not in keywords(s.state, ghost)


def test_jc081_each_revealed_sage_or_holy_card_makes_it_cost_one_less():
    s = start()
    assets = s.assets(5, "JC070")  # white
    holy = [s.hand("JC070") for _ in range(3)]  # 圣贤 and 【圣】
    s.hand(HUMAN)  # green, no domain: it reduces nothing
    angel = s.hand("JC081")
    s.act("p1", f"play:{angel}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.expect("p1", "choose_cards", holy, answer=holy)  # at least 2, at most 3 to reveal
    resolve(s)
    assert _in_area(s, 1, "JC081") and sum(bool(s.card(a).get("exhausted")) for a in assets) == 4
    assert s.events_of("hand_revealed")[-1]["definitions"] == ["JC070"] * 3 and all(c in s.zone(zone("p1", "hand")) for c in holy)


def test_jc081_is_not_playable_without_enough_cards_to_reveal():
    s = start()
    s.assets(4, "JC070")
    s.hand("JC070")
    s.hand("JC070")
    assert f"play:{s.hand('JC081')}" not in s.options("p1")  # 7 - 2 revealed > 4 assets


def test_jc081_takes_equipment_but_no_other_attachment():
    s = start()
    s.character("JC081", "p1", 1)
    angel = s.zone(area_zone(1))[-1]
    assert angel in attach_candidates(s.state, card("JC073"), "p1")  # 装备/护身符
    assert angel not in attach_candidates(s.state, card("JZ21"), "p1")  # 纹身


def _excalibur_on(s, host: str) -> str:
    return s.put("CQ23", area_zone(slot_of(s.state, host)), owner="p1", attached_to=host)


def test_cq23_gives_its_human_blade_star_defence_and_leader():
    s = start()
    knight = s.character(HUMAN, "p1", 1)
    before = icons(s.state, knight)[0]
    _excalibur_on(s, knight)
    after = icons(s.state, knight)[0]
    assert (after["battle"] - before["battle"], after["influence"] - before["influence"]) == (1, 1)
    assert defence(s.state, knight) == 2 and "leader" in keywords(s.state, knight)


def test_cq23_one_more_counter_of_the_kind_put_on_its_character_and_only_one(test_card):
    s = start()
    knight = s.character(HUMAN, "p1", 1)
    _excalibur_on(s, knight)
    lock = test_card("TS003", basic_type="affair", speed="fast", targets=[{"select": {"kind": "character"}}],
                     effects=[{"step": "put_counters", "kind": "lock", "what": {"target": "t"}}])  # fmt: skip
    s.act("p1", f"play:{s.hand(lock)}")
    resolve(s, knight)
    assert s.counter_of(knight, "lock") == 2
