"""Scenarios for the last cards of the base set (基础) the rulebook's terms define (issue 21): each
ability used once in a position, its result asserted. Cards quoted by id; the printed texts are in
the community database."""

from collections import Counter

import pytest

from engine.games.underworld.cards import card
from engine.games.underworld.deck import deck_problems
from engine.games.underworld.library import draw
from engine.games.underworld.permanents import destroy, enter_area
from engine.games.underworld.regions import remove_influence
from engine.games.underworld.stats import defence, domains, icons, keywords, subtypes
from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import defs, resolve, start, win_region
from tests.games.underworld.test_cards_uwcards1 import own_society, use

SPIRIT = "JC100"  # 尖牙幻象: a purple 灵体 character (梦魇/梦境)
GREEN_SPIRIT = "JC022"  # 引路仙子: a green 灵体 character
GREEN = "JC014"  # a green character, no spirit


def sealed_under(s, host: str) -> list[str]:
    return [s.card(c)["def"] for c in s.zone(SEALED) if s.card(c)["sealed_under"] == host]


# ---------------------------------------------------------------------------- 梦魇族群 MSJC17
def test_msjc17_allows_purple_neutral_and_other_spirit_characters_or_dream_cards():
    legal = ["MSJC17"] + [SPIRIT] * 3 + [GREEN_SPIRIT] * 3 + ["BQ018"] * 3 + [FILLER] * 41  # 仲夏欢宴: green 梦境
    assert deck_problems(legal) == []
    assert deck_problems(legal[:-1] + [GREEN]) == ["秘社“梦魇族群”不允许牌组中有“公路骑士”。"]


def test_msjc17_its_controller_draws_from_the_bottom_of_his_library():
    s = start()
    own_society(s, "MSJC17", 0)
    s.on_bottom("JC001", "p1")
    s.on_top("JC003", "p1")
    s.on_bottom("JC001", "p2")
    s.on_top("JC003", "p2")
    draw(s.ctx(), "p1")
    draw(s.ctx(), "p2")
    assert defs(s, "p1", "hand")[-1] == "JC001" and defs(s, "p2", "hand")[-1] == "JC003"  # p2 has no such society


def test_msjc17_seals_its_library_top_on_a_target_character_holding_the_token():
    s = start()
    society = own_society(s, "MSJC17", 3)
    host = s.character(GREEN, "p2", 1)
    s.on_top("JC003", "p1")
    use(s, society, 1, host)
    assert sealed_under(s, host) == ["JC003"] and s.card(society)["exhausted"]


def test_msjc17_puts_a_spirit_character_from_its_graveyard_on_top_of_its_library():
    s = start()
    society = own_society(s, "MSJC17", 4)
    spirit = s.put(SPIRIT, zone("p1", "graveyard"))
    s.put(GREEN, zone("p1", "graveyard"))
    s.act("p1", f"activate:{society}:2")
    assert s.state["stack"][-1]["targets"]["t"] == [spirit]  # the one spirit character: the only target
    resolve(s)
    assert defs(s, "p1", "library")[-1] == SPIRIT and defs(s, "p1", "graveyard") == [GREEN]


# ---------------------------------------------------------------------------- 颂亡者 MSJC16
DEATH_PURPLE = "JC099"  # 徘徊的鬼魂: a purple 【死】 character
BLACK = "JC084"


def test_msjc16_allows_black_neutral_and_other_death_cards():
    legal = ["MSJC16"] + [DEATH_PURPLE] * 3 + [BLACK] * 3 + [FILLER] * 44
    assert deck_problems(legal) == []
    assert deck_problems(legal[:-1] + [SPIRIT]) == ["秘社“颂亡者”不允许牌组中有“尖牙幻象”。"]  # 【星】


def test_msjc16_mills_three_at_the_first_prepare_step_only():
    s = UnderworldScenario(decks={"p1": ["MSJC16"] + [FILLER] * 50, "p2": [FILLER] * 50}, clear=False)
    assert s.state["turn"]["number"] == 1 and s.step == "prepare" and s.request["key"] == "use"
    society = s.zone(zone("p1", "society"))[0]
    s.expect("p1", "yes_no", answer=["yes"])
    s.drive(lambda s: s.step == "action_first" and s.state["turn"]["number"] == 2)
    assert s.count("p1", "graveyard") == 3
    assert len([e for e in s.events_of("trigger_added") if e["source"] == society]) == 1  # not in turn 2


def test_msjc16_mills_one():
    s = start()
    society = own_society(s, "MSJC16", 3)
    s.on_top(BLACK, "p1")
    use(s, society, 1)
    assert defs(s, "p1", "graveyard") == [BLACK] and s.card(society)["exhausted"]


def test_msjc16_seals_seven_graveyard_cards_to_put_a_death_character_from_its_graveyard_into_play():
    s = start()
    society = own_society(s, "MSJC16", 6)
    ghost = s.put(DEATH_PURPLE, zone("p1", "graveyard"))
    others = [s.put(FILLER, zone("p1", "graveyard")) for _ in range(7)]
    s.put(BLACK, zone("p2", "graveyard"))
    s.act("p1", f"activate:{society}:2")
    s.expect("p1", "choose_targets", answer=["slot2"])
    # the one own 【死】 character card is the target by itself; then the cost: any seven graveyard cards
    assert sorted(o["id"] for o in s.ask("p1")["options"]) == sorted([ghost, *others])
    s.expect("p1", "choose_cards", answer=others)
    resolve(s)
    assert [s.card(c)["def"] for c in s.area(2)] == [DEATH_PURPLE]
    assert s.count("p1", "graveyard") == 0 and len(sealed_under(s, "society:p1")) == 7


def test_msjc16_needs_seven_graveyard_cards():
    s = start()
    society = own_society(s, "MSJC16", 6)
    for _ in range(6):
        s.put(DEATH_PURPLE, zone("p1", "graveyard"))
    assert f"activate:{society}:2" not in s.options("p1")


# ---------------------------------------------------------------------------- 爱弗罗德家族 MSJC12
VAMPIRE = "BQ030"  # 裁定官: a blue 吸血鬼
RAT = "BQ028"  # 水沟鼠群密探: a blue 奴仆


def test_msjc12_allows_blue_neutral_and_other_vampire_or_servant_characters():
    legal = ["MSJC12"] + [VAMPIRE] * 3 + ["JC086"] * 3 + [FILLER] * 44  # 窃尸人: a black 奴仆 character
    assert deck_problems(legal) == []
    assert deck_problems(legal[:-1] + [GREEN]) == ["秘社“爱弗罗德家族”不允许牌组中有“公路骑士”。"]


def test_msjc12_own_humans_of_printed_cost_two_or_less_are_servants_too():
    s = start()
    own_society(s, "MSJC12", 0)
    cheap, dear, theirs = s.character(GREEN, "p1", 1), s.character("JC003", "p1", 1), s.character(GREEN, "p2", 1)
    assert subtypes(s.state, cheap) == ("人类", "猎手", "奴仆")
    assert "奴仆" not in subtypes(s.state, dear) and "奴仆" not in subtypes(s.state, theirs)


def test_msjc12_reads_subtypes_beside_other_cards_that_give_themselves_subtypes():
    """A selection giving subtypes reads the card's subtypes without those (stats.subtypes), also
    while a card gives itself one (JC030: "额外具有吸血鬼类别" with two 【血】 among the assets)."""
    s = start()
    own_society(s, "MSJC12", 0)
    s.assets(2, VAMPIRE)
    bat, human = s.character("JC030", "p1", 1), s.character(GREEN, "p1", 1)
    assert subtypes(s.state, bat) == ("蝙蝠", "吸血鬼") and subtypes(s.state, human) == ("人类", "猎手", "奴仆")


def test_msjc12_exhausts_three_servants_to_draw():
    s = start()
    society = own_society(s, "MSJC12", 1)
    servants = [s.character(GREEN, "p1", 1), s.character(GREEN, "p1", 2), s.character(RAT, "p1", 3)]
    s.character("JC003", "p1", 3)  # a human of cost 3: no servant
    before = s.count("p1", "hand")
    s.act("p1", f"activate:{society}:1")  # the three servants are the only choice: taken by themselves
    resolve(s)
    assert s.count("p1", "hand") == before + 1 and all(s.card(c)["exhausted"] for c in servants)


def test_msjc12_exhausts_three_vampires_to_make_an_enemy_discard_and_needs_three():
    s = start()
    society = own_society(s, "MSJC12", 2)
    vampires = [s.character(VAMPIRE, "p1", 1), s.character(VAMPIRE, "p1", 2)]
    assert f"activate:{society}:2" not in s.options("p1")
    vampires.append(s.character(VAMPIRE, "p1", 3))
    s.character(VAMPIRE, "p1", 3)
    before = s.count("p2", "hand")
    s.act("p1", f"activate:{society}:2")
    s.expect("p1", "choose_cards", answer=vampires)
    resolve(s)
    assert s.count("p2", "hand") == before - 1 and len(defs(s, "p2", "graveyard")) == 1
    assert [s.card(c)["exhausted"] for c in vampires] == [True] * 3 and s.card(society)["exhausted"]


# ---------------------------------------------------------------------------- 貘组 MSJC10
def test_msjc10_allows_yellow_neutral_and_other_star_cards():
    legal = ["MSJC10"] + [SPIRIT] * 3 + ["JC003"] * 3 + [FILLER] * 44  # 尖牙幻象 shows 【星】
    assert deck_problems(legal) == []
    assert deck_problems(legal[:-1] + [DEATH_PURPLE]) == ["秘社“貘组”不允许牌组中有“徘徊的鬼魂”。"]


def test_msjc10_seals_a_star_card_from_hand_then_draws():
    s = start()
    society = own_society(s, "MSJC10", 2)
    star = s.hand(SPIRIT)
    s.on_top("JC003", "p1")
    use(s, society, 0)  # the one 【星】 card in hand is the only choice
    assert sealed_under(s, "society:p1") == [SPIRIT] and star not in s.zone(zone("p1", "hand"))
    assert defs(s, "p1", "hand")[-1] == "JC003"


def test_msjc10_puts_a_sealed_card_at_the_library_bottom_to_give_or_take_spirit():
    for mode, definition, spirit in (("0", GREEN, True), ("1", GREEN_SPIRIT, False)):
        s = start()
        society = own_society(s, "MSJC10", 2)
        s.put(SPIRIT, SEALED, owner="p1", sealed_under="society:p1")
        target = s.character(definition, "p2", 1)
        s.act("p1", f"activate:{society}:1")
        resolve(s, mode, target)
        assert ("spirit" in keywords(s.state, target)) is spirit
        assert defs(s, "p1", "library")[0] == SPIRIT and sealed_under(s, "society:p1") == []


def test_msjc10_puts_two_sealed_cards_at_the_library_bottom_to_put_a_sealed_character_into_play():
    s = start()
    society = own_society(s, "MSJC10", 4)
    for definition in (SPIRIT, FILLER, "JC005"):  # JC005: an affair, never put into play
        s.put(definition, SEALED, owner="p1", sealed_under="society:p1")
    assert f"activate:{society}:2" in s.options("p1")
    s.act("p1", f"activate:{society}:2")
    s.expect("p1", "choose_targets", answer=["slot3"])
    paid = [c for c in s.zone(SEALED) if s.card(c)["def"] in (FILLER, "JC005")]
    s.expect("p1", "choose_cards", answer=paid)
    resolve(s)
    assert [s.card(c)["def"] for c in s.area(3)] == [SPIRIT] and sealed_under(s, "society:p1") == []
    assert s.card(s.area(3)[0]).get("controller", "p1") == "p1"


# ---------------------------------------------------------------------------- 复生行尸 JC085
def test_jc085_gains_a_white_influence_icon_with_death_among_its_assets():
    s = start()
    walker = s.character("JC085", "p1", 1)
    assert icons(s.state, walker)[1]["influence"] == 0
    s.asset("JC085")
    assert icons(s.state, walker)[1]["influence"] == 1


def test_jc085_is_played_from_the_graveyard_as_if_from_the_hand_paying_its_cost_and_loyalty():
    s = start()
    buried = s.put("JC085", zone("p1", "graveyard"))
    s.assets(2)
    assert f"play:{buried}" not in s.options("p1")  # no black loyalty icon yet
    s.asset(BLACK)
    assert f"play:{buried}" in s.options("p1") and f"activate:{buried}:1" not in s.options("p1")
    s.act("p1", f"play:{buried}")
    resolve(s, "slot2")
    assert [s.card(c)["def"] for c in s.area(2)] == ["JC085"] and s.count("p1", "graveyard") == 0
    assert sum(1 for c in s.zone(zone("p1", "assets")) if s.card(c).get("exhausted")) == 2  # its cost, paid
    s2 = start()
    other = s2.put("JC085", zone("p2", "graveyard"))
    s2.assets(3, BLACK)
    assert f"play:{other}" not in s2.options("p1")  # only its owner's graveyard


# ---------------------------------------------------------------------------- 庄严圣像 JC120
def test_jc120_goes_to_its_winners_asset_zone_as_an_asset_when_he_wins_its_region():
    s = UnderworldScenario()
    mine = s.put("JC120", "area2", owner="p1", attached_to="slot2")
    theirs = s.put("JC120", "area2", owner="p2", attached_to="slot2")
    assets = s.count("p1", "assets")
    win_region(s, "DQJC113", 3)
    assert defs(s, "p1", "assets").count("JC120") == 1 and s.count("p1", "assets") == assets + 1
    assert mine not in s.state["cards"] and theirs not in s.state["cards"]
    assert defs(s, "p2", "library")[0] == "JC120"  # the loser's: to the library bottom (F:1.2.1)


# ---------------------------------------------------------------------------- 弥尔顿的镇魔枪 JC019
def test_jc019_gives_its_host_a_battle_icon_and_an_unpreventable_shot_at_a_non_human_here():
    s = start()
    host = s.character(GREEN, "p1", 1)
    s.asset(GREEN)
    s.asset()
    before = icons(s.state, host)[0]["battle"]
    s.act("p1", f"play:{s.hand('JC019')}")
    resolve(s, host)
    assert icons(s.state, host)[0]["battle"] == before + 1
    fairy = s.character(GREEN_SPIRIT, "p2", 1)  # 灵体 would prevent it
    s.character("JC096", "p2", 1)  # a non-human too, with defence 2
    s.character(GREEN, "p2", 1)  # a human: no target
    s.character(GREEN_SPIRIT, "p2", 2)  # elsewhere: no target
    s.act("p1", f"activate:{host}:granted.JC019.0")
    offered = [o["id"] for o in s.ask("p1")["options"]]
    assert len(offered) == 2 and fairy in offered
    resolve(s, fairy)
    assert fairy not in s.state["cards"] and GREEN_SPIRIT in defs(s, "p2", "graveyard") and s.card(host)["exhausted"]


def test_two_jc019_on_one_host_offer_their_alike_ability_once():
    """Two spears each give the host the same ability: one option for it (an option id is unique;
    found by the fuzzer as a duplicate option), and the shot still works."""
    s = start()
    host = s.character(GREEN, "p1", 1)
    for _ in range(2):
        s.put("JC019", "area1", owner="p1", attached_to=host)
    fairy = s.character(GREEN_SPIRIT, "p2", 1)
    s.asset()
    ids = [o["id"] for o in s.ask("p1")["options"]]
    assert ids.count(f"activate:{host}:granted.JC019.0") == 1
    s.act("p1", f"activate:{host}:granted.JC019.0")
    resolve(s, fairy)
    assert fairy not in s.state["cards"]


# ---------------------------------------------------------------------------- 鸣钟教派徽记 JC053
RED = "JC043"  # 纵火狂: a red 鸣钟教派 character, cost 2


def on_society(s, definition: str) -> str:
    s.move(s.hand(definition), zone("p1", "society"))
    return s.zone(zone("p1", "society"))[-1]


def test_jc053_makes_the_next_bell_card_played_face_up_cost_one_less():
    s = start()
    emblem = on_society(s, "JC053")
    s.assets(2, RED)
    s.act("p1", f"activate:{emblem}:0")
    resolve(s)
    s.act("p1", f"play:{s.hand(RED)}")
    resolve(s, "slot1")
    assert s.events_of("cost_paid")[-1]["amount"] == 1 and s.card(emblem)["exhausted"]


def test_jc053_may_draw_only_once_an_enemy_influence_token_was_removed_this_turn():
    for removed, drawn in ((None, 0), ("p1", 0), ("p2", 1)):
        s = start()
        emblem = on_society(s, "JC053")
        s.asset()
        if removed:
            s.influence(1, removed, 2)
            remove_influence(s.ctx(), 1, removed, 1)
        before = s.count("p1", "hand")
        s.act("p1", f"activate:{emblem}:1")
        s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None,
                lambda s, ask: ["yes"] if s.request["key"].startswith("may:") else None)  # fmt: skip
        assert s.count("p1", "hand") == before + drawn and s.card(emblem)["exhausted"]


# ---------------------------------------------------------------------------- 诺恩纳格斯塔 JC051
def test_jc051_reveal_finds_an_emblem_and_puts_it_into_play_on_a_legal_host():
    """The search offers 徽章 attachments only; the one found is attached where its own text says
    (鸣钟教派徽记 JC053: the own secret society)."""
    s = start()
    agent = s.agent("JC051", "p1", 1)
    s.assets(6, RED)
    s.on_bottom("JC053", "p1")
    s.on_bottom(RED, "p1")
    s.on_bottom("JC019", "p1")  # an attachment, no 徽章
    s.act("p1", f"reveal:{agent}")
    s.drive(lambda s: s.request["key"].startswith("search"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    assert [s.card(o["id"])["def"] for o in s.ask("p1")["options"]] == ["JC053"]
    resolve(s)
    assert defs(s, "p1", "society") == ["JC053"] and "JC053" not in defs(s, "p1", "library")


def white_influence_given(lord: str, own: str, plain: str) -> list[int]:
    """The white influence icons `lord` (p1's, slot 1) adds to an own `own`, an own `plain` and an
    enemy `own` card in slot 2, and gives itself."""
    s = start()
    others = [s.character(own, "p1", 2), s.character(plain, "p1", 2), s.character(own, "p2", 2)]
    before = [icons(s.state, c)[1]["influence"] for c in others]
    source = s.character(lord, "p1", 1)
    return [icons(s.state, c)[1]["influence"] - n for c, n in zip(others, before, strict=True)] + [icons(s.state, source)[1]["influence"]]


def test_jc051_gives_other_own_bell_characters_a_white_influence_icon():
    assert white_influence_given("JC051", RED, GREEN) == [1, 0, 0, 0]


# ---------------------------------------------------------------------------- S．P．T董事局 JC024
def test_jc024_entering_gives_other_own_characters_mobile_this_turn():
    s = start()
    mine, theirs = s.character("JC003", "p1", 2), s.character("JC003", "p2", 2)
    s.assets(6, GREEN)
    s.act("p1", f"play:{s.hand('JC024')}")
    resolve(s, "slot1")
    board = next(c for c in s.area(1) if s.card(c)["def"] == "JC024")
    assert "mobile" in keywords(s.state, mine) and "mobile" not in keywords(s.state, theirs)
    assert "mobile" not in keywords(s.state, board)


def test_jc024_lurks_for_two_and_turns_face_up_for_free_at_the_next_prepare_step():
    s = start()
    board = s.character("JC024", "p1", 1)
    s.assets(2)
    s.act("p1", f"activate:{board}:1")
    resolve(s)
    (agent,) = s.area(1)
    assert s.card(agent)["face_down"]
    s.drive(lambda s: s.step == "prepare")
    (revealed,) = s.area(1)
    assert not s.card(revealed).get("face_down") and s.card(revealed)["def"] == "JC024"
    assert s.events_of("trigger_added")[-1]["source"] == revealed  # entering again: its 进场触发


def test_jc024_an_agent_it_did_not_make_waits():
    s = start()
    s.agent("JC024", "p1", 1)
    s.drive(lambda s: s.step == "prepare")
    assert s.card(s.area(1)[0])["face_down"]


# ---------------------------------------------------------------------------- 闲人的绿地 JC110
def test_jc110_seals_itself_from_hand_on_a_target_character_then_may_ready_it():
    s = start()
    green = s.hand("JC110")
    tired = s.character(GREEN, "p1", 2, exhausted=True)
    assert f"activate:{green}:0" not in s.options("p1")  # four to pay
    s.assets(4)
    s.act("p1", f"activate:{green}:0")
    assert s.card(green)["visible_to"] == ["p1", "p2"]  # a 手牌行动 shows the card
    resolve(s, tired, "1")  # mode 1: 重置
    assert sealed_under(s, tired) == ["JC110"] and not s.card(tired).get("exhausted")


def test_jc110_may_exhaust_the_character_it_is_sealed_on():
    s = start()
    green = s.hand("JC110")
    enemy = s.character(GREEN, "p2", 2)
    s.assets(4)
    s.act("p1", f"activate:{green}:0")
    resolve(s, enemy, "0")
    assert sealed_under(s, enemy) == ["JC110"] and s.card(enemy)["exhausted"]


def test_jc110_has_no_hand_action_in_play():
    s = start()
    green = s.character("JC110", "p1", 1)
    s.character(GREEN, "p2", 2)
    s.assets(4)
    assert f"activate:{green}:0" not in s.options("p1")


# ---------------------------------------------------------------------------- 噩梦领主 JC105
def test_jc105_gives_other_own_spirits_a_white_influence_icon():
    assert white_influence_given("JC105", DEATH_PURPLE, GREEN) == [1, 0, 0, 0]


@pytest.mark.parametrize(("pays", "sealed"), [("yes", [DEATH_PURPLE]), ("no", [])])
def test_jc105_may_pay_two_to_seal_another_own_spirit_that_died_on_a_target_character(pays, sealed):
    s = start()
    s.character("JC105", "p1", 1)
    ghost = s.character(DEATH_PURPLE, "p1", 2)
    host = s.character(GREEN, "p2", 3)
    s.assets(2)
    destroy(s.ctx(), ghost)
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None,
            lambda s, ask: [host] if s.request["key"].startswith("target") else [pays] if s.request["kind"] == "yes_no" else None)  # fmt: skip
    assert sealed_under(s, host) == sealed and defs(s, "p1", "graveyard") == ([] if sealed else [DEATH_PURPLE])


def test_jc105_no_trigger_for_a_character_that_is_no_spirit():
    s = start()
    s.character("JC105", "p1", 1)
    plain = s.character(GREEN, "p1", 3)
    destroy(s.ctx(), plain)
    assert s.state["triggers"] == []


# ---------------------------------------------------------------------------- 初拥 JC036
def test_jc036_takes_a_printed_human_and_makes_it_a_vampire_until_it_leaves():
    s = start()
    human = s.character(GREEN, "p2", 1)
    s.character("JC096", "p2", 1)  # a dog: no printed human
    s.assets(5, VAMPIRE)
    s.act("p1", f"play:{s.hand('JC036')}")  # the one printed human is the only host
    resolve(s)
    embrace = next(c for c in s.area(1) if s.card(c)["def"] == "JC036")
    assert s.card(embrace)["attached_to"] == human and s.card(human)["controller"] == "p1"
    assert subtypes(s.state, human) == ("猎手", "吸血鬼")
    destroy(s.ctx(), embrace)
    s.pass_priority()  # a state check: the effect lapses with its source (its FAQ)
    assert s.card(human).get("controller", "p2") == "p2" and subtypes(s.state, human) == ("人类", "猎手")


# ---------------------------------------------------------------------------- 尼古拉斯·勒梅 JC124
def test_jc124_a_character_with_a_philosopher_stone_comes_back_where_it_was_even_after_lemay_left():
    s = start()
    lemay = s.character("JC124", "p1", 1)
    marked = s.character(GREEN, "p2", 3)
    s.assets(3)
    s.act("p1", f"activate:{lemay}:0")
    resolve(s, marked)
    assert s.counter_of(marked, "philosopher_stone") == 1
    destroy(s.ctx(), lemay)
    destroy(s.ctx(), marked)
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None)  # 强制: not asked
    (back,) = [c for c in s.area(3) if s.card(c)["def"] == GREEN]
    assert s.card(back).get("controller", "p2") == "p2" and s.counter_of(back, "philosopher_stone") == 0
    assert defs(s, "p2", "graveyard") == [] and defs(s, "p1", "graveyard") == ["JC124"]


# ---------------------------------------------------------------------------- 直视深渊 JC101
def test_jc101_blanks_its_hosts_printed_text_box_and_takes_its_domain_icons():
    s = start()
    fernandel = s.character("JC010", "p1", 1)  # 领袖 灵体, 【心】, "行动：消灭目标已横置的角色"
    s.character(GREEN, "p2", 2, exhausted=True)
    street = s.character(BLACK, "p1", 2)  # "持续：若位于有本方势力标志的地区，获得［白星］"
    s.influence(2, "p1", 1)
    shown = icons(s.state, fernandel)
    assert f"activate:{fernandel}:0" in s.options("p1") and icons(s.state, street)[1]["influence"] == 1
    s.assets(2, SPIRIT)
    s.act("p1", f"play:{s.hand('JC101')}")
    resolve(s, fernandel)
    s.act("p1", f"play:{s.hand('JC101')}")
    resolve(s, street)
    assert keywords(s.state, fernandel) == {} and domains(s.state, fernandel) == [] and icons(s.state, fernandel) == shown
    assert f"activate:{fernandel}:0" not in s.options("p1") and icons(s.state, street)[1]["influence"] == 0


# ---------------------------------------------------------------------------- 安东尼·布洛克 WM035
def test_wm035_own_humans_are_hosts_and_each_dying_host_draws_a_card():
    s = start()
    s.character("WM035", "p1", 1)
    human, dog, theirs = s.character(GREEN, "p1", 2), s.character("JC096", "p1", 2), s.character(GREEN, "p2", 2)
    assert "宿主" in subtypes(s.state, human) and "宿主" not in subtypes(s.state, dog) and "宿主" not in subtypes(s.state, theirs)
    destroy(s.ctx(), dog)
    assert s.state["triggers"] == []
    before = s.count("p1", "hand")
    destroy(s.ctx(), human)
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None,
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
    assert s.count("p1", "hand") == before + 1


# ---------------------------------------------------------------------------- 临时征召 XQ09
def test_xq09_turns_an_own_agent_face_up_for_free_and_lurks_it_at_the_end_of_the_turn():
    s = start()
    agent = s.agent("JC017", "p1", 2)  # 除咒师, cost 3: not paid
    s.assets(4, GREEN)
    s.act("p1", f"play:{s.hand('XQ09')}")  # the one own agent is the target by itself
    resolve(s)
    (drafted,) = s.area(2)
    assert agent not in s.state["cards"] and not s.card(drafted).get("face_down") and s.card(drafted)["def"] == "JC017"
    assert s.events_of("cost_paid")[-1]["amount"] == 4  # the affair's cost only
    s.put("JC116", "area2", owner="p1", attached_to=drafted)  # destroyed as it lurks (G:潜伏 p8)
    s.drive(lambda s: s.step == "prepare")
    (back,) = s.area(2)
    assert s.card(back)["face_down"] and defs(s, "p1", "graveyard") == ["XQ09", "JC116"]


# ---------------------------------------------------------------------------- 思维湮灭 JZ35
def test_jz35_sacrifices_every_own_host_then_puts_each_back_where_it_was():
    s = start()
    brock = s.character("WM035", "p1", 1)  # own humans are hosts, itself too
    first, second = s.character(GREEN, "p1", 2), s.character("JC003", "p1", 3)
    dog, theirs = s.character("JC096", "p1", 3), s.character(GREEN, "p2", 2)
    s.assets(2, RED)
    s.act("p1", f"play:{s.hand('JZ35')}")
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None,
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
    assert first not in s.state["cards"] and second not in s.state["cards"]  # new objects
    assert [s.card(c)["def"] for c in s.area(2)] == [GREEN, GREEN] and sorted(s.card(c)["def"] for c in s.area(3)) == ["JC003", "JC096"]
    assert not [c for c in s.zone(zone("p1", "graveyard")) if s.card(c)["def"] != "JZ35"]
    assert dog in s.state["cards"] and theirs in s.state["cards"]
    assert brock not in s.state["cards"] and [s.card(c)["def"] for c in s.area(1)] == ["WM035"]


# ---------------------------------------------------------------------------- 巨蟒纹身 WM064
def test_wm064_makes_its_host_a_criminal_leader_and_reveals_a_criminal_agent_for_a_sacrificed_criminal():
    s = start()
    host = s.character(GREEN, "p1", 1)
    before = (icons(s.state, host)[0], defence(s.state, host))
    tattoo = s.put("WM064", "area1", owner="p1", attached_to=host)
    black, toughness = icons(s.state, host)[0], defence(s.state, host)
    assert black - before[0] == Counter({"investigation": 1, "battle": 2, "influence": 1}) and toughness == before[1] + 2
    assert {"leader", "prestige"} <= set(keywords(s.state, host)) and "罪犯" in subtypes(s.state, host)
    thug = s.character(BLACK, "p1", 2)  # 街头混混, 人类/罪犯
    agent = s.agent("JC086", "p1", 3)  # 窃尸人, 人类/奴仆/罪犯
    s.asset()
    s.act("p1", f"activate:{tattoo}:1")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: [thug] if thug in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert thug not in s.state["cards"] and agent not in s.state["cards"] and s.card(tattoo)["exhausted"]
    assert [s.card(c)["def"] for c in s.area(3) if not s.card(c).get("face_down")] == ["JC086"]


# ---------------------------------------------------------------------------- 大维齐尔迈哈穆德 JZ52
def test_jz52_plays_death_characters_from_the_graveyard_and_none_from_the_hand():
    s = start()
    in_hand = s.hand(FILLER)
    ghost, plain = s.put(DEATH_PURPLE, zone("p1", "graveyard")), s.put(GREEN, zone("p1", "graveyard"))
    s.assets(3, SPIRIT)  # purple loyalty
    assert f"play:{in_hand}" in s.options("p1") and f"play:{ghost}" not in s.options("p1")
    s.character("JZ52", "p1", 1)
    options = s.options("p1")
    assert f"play:{in_hand}" not in options and f"dispatch:{in_hand}" in options  # a secret dispatch plays nothing face up
    assert f"play:{ghost}" in options and f"play:{plain}" not in options
    s.act("p1", f"play:{ghost}")
    resolve(s, "slot2")
    assert [s.card(c)["def"] for c in s.area(2)] == [DEATH_PURPLE]


# ---------------------------------------------------------------------------- 领地巡查使 XG10
def test_xg10_finds_a_blood_and_attaches_it_to_the_target_vampire():
    s = start()
    patrol = s.character("XG10", "p1", 1)
    vampire = s.character(VAMPIRE, "p2", 2)
    s.on_bottom("XQ14", "p1")
    s.act("p1", f"activate:{patrol}:0")
    resolve(s, vampire)
    blood = [c for c in s.area(2) if s.card(c)["def"] == "XQ14"]
    assert len(blood) == 1 and s.card(blood[0])["attached_to"] == vampire and s.card(patrol)["exhausted"]


def test_xg10_finds_an_embrace_for_five_and_attaches_it_to_the_target_human():
    s = start()
    patrol = s.character("XG10", "p1", 1)
    human = s.character(GREEN, "p2", 2)
    s.on_bottom("JC036", "p1")
    s.assets(5)
    s.act("p1", f"activate:{patrol}:1")
    resolve(s, human)
    assert any(s.card(c)["def"] == "JC036" and s.card(c)["attached_to"] == human for c in s.area(2))
    assert s.card(human)["controller"] == "p1"  # 初拥, put into play: its rule works as it attaches


# ---------------------------------------------------------------------------- 骷髅纹身 JZ57
@pytest.mark.parametrize(("skeleton", "drawn"), [(True, 1), (False, 0)])
def test_jz57_sacrifices_an_undead_to_mill_two_and_draws_for_a_skeleton(skeleton, drawn):
    s = start()
    host = s.character(GREEN, "p1", 1)
    tattoo = s.put("JZ57", "area1", owner="p1", attached_to=host)
    assert {"不死生物", "骷髅"} <= set(subtypes(s.state, host)) and defence(s.state, host) == card("JC014").defence + 1
    walker = s.character("JC085", "p1", 2)  # 不死生物/行尸
    s.asset()
    hand, library = s.count("p1", "hand"), s.count("p2", "library")
    victim = host if skeleton else walker
    s.act("p1", f"activate:{tattoo}:1")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: [victim] if victim in [o["id"] for o in ask.get("options", [])] else ["p2"] if "p2" in [o["id"] for o in ask.get("options", [])]
            else ["yes"] if s.request["kind"] == "yes_no" else None)  # fmt: skip
    assert victim not in s.state["cards"] and s.count("p2", "library") == library - 2 and s.count("p1", "hand") == hand + drawn


# ---------------------------------------------------------------------------- 召现雷霆 BQ013
def test_bq013_costs_one_less_per_own_mage_exhausted_then_strikes_the_exhausted_and_exhausts_the_rest():
    s = start()
    mage = s.character("JC003", "p1", 3)  # 人类/法师
    s.assets(3, "JC001")
    tired, ready, mine = s.character(GREEN, "p2", 2, exhausted=True), s.character(GREEN, "p2", 2), s.character(GREEN, "p1", 2)
    elsewhere = s.character(GREEN, "p2", 1)
    s.act("p1", f"play:{s.hand('BQ013')}")
    s.expect("p1", "choose_targets", answer=["slot2"])  # then the mage: needed, so exhausted without asking
    resolve(s)
    assert s.card(mage)["exhausted"] and sum(bool(s.card(a).get("exhausted")) for a in s.zone(zone("p1", "assets"))) == 3
    assert tired not in s.state["cards"] and s.card(ready)["exhausted"] and s.card(mine)["exhausted"]
    assert not s.card(elsewhere).get("exhausted")


# ---------------------------------------------------------------------------- 幽冥骑士 BQ035
def test_bq035_own_vampires_with_a_blood_are_mobile_and_with_equipment_renowned():
    s = start()
    s.character("BQ035", "p1", 1)
    bled, armed, bare = s.character(VAMPIRE, "p1", 2), s.character(VAMPIRE, "p1", 2), s.character(VAMPIRE, "p1", 3)
    theirs = s.character(VAMPIRE, "p2", 3)
    s.put("XQ14", "area2", owner="p1", attached_to=bled)  # 鲜血
    s.put("JC116", "area2", owner="p1", attached_to=armed)  # 柯尔特巨蟒左轮, 装备/武器
    s.put("XQ14", "area3", owner="p2", attached_to=theirs)
    assert "mobile" in keywords(s.state, bled) and "renown" not in keywords(s.state, bled)
    assert "renown" in keywords(s.state, armed) and "mobile" not in keywords(s.state, armed)
    assert not {"mobile", "renown"} & set(keywords(s.state, bare)) and "mobile" not in keywords(s.state, theirs)


# ---------------------------------------------------------------------------- 雪鸮信使 JZ03, 血宴召集人 JZ23
def settle(s, answer: str = "yes") -> None:
    """Triggers onto the stack and everything resolves; yes/no asks take `answer`."""
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None,
            lambda s, ask: [answer] if s.request["kind"] == "yes_no" else None)  # fmt: skip


def test_jz03_may_pay_one_to_flicker_when_an_enemy_non_human_enters_its_region():
    s = start()
    owl = s.character("JZ03", "p1", 2)
    s.asset()
    enter_area(s.ctx(), s.hand(GREEN, "p2"), 2, "put", "p2")  # a human: nothing
    assert s.state["triggers"] == []
    enter_area(s.ctx(), s.hand("JC096", "p2"), 1, "put", "p2")  # elsewhere: nothing
    assert s.state["triggers"] == []
    enter_area(s.ctx(), s.hand("JC096", "p2"), 2, "put", "p2")
    settle(s)
    assert owl not in s.state["cards"] and [s.card(c)["def"] for c in s.area(2) if s.card(c)["def"] == "JZ03"] == ["JZ03"]
    assert s.events_of("cost_paid")[-1]["amount"] == 1


def test_jz23_may_pay_one_when_another_own_vampire_is_revealed_here_for_a_battle_icon_and_a_discard():
    s = start()
    s.character("JZ23", "p1", 2)
    s.asset()
    enter_area(s.ctx(), s.hand(VAMPIRE), 2, "put", "p1")  # put there, not revealed: nothing
    assert s.state["triggers"] == []
    agent = s.agent(VAMPIRE, "p1", 2)
    hand = s.count("p2", "hand")
    enter_area(s.ctx(), agent, 2, "reveal", "p1")
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None,
            lambda s, ask: ["yes"] if s.request["kind"] == "yes_no" else ["p2"] if "p2" in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    (revealed,) = [c for c in s.area(2) if s.card(c)["def"] == VAMPIRE and s.counter_of(c, "battle_icon")]
    assert icons(s.state, revealed)[0]["battle"] == card(VAMPIRE).icons.count("battle") + 1 and s.count("p2", "hand") == hand - 1


# ---------------------------------------------------------------------------- 盛夏王廷传令官 JZ14
def test_jz14_puts_a_fairy_from_hand_with_no_more_battle_icons_into_its_region(test_card):
    s = start()
    herald = s.character("JZ14", "p1", 2)  # one ［黑刀］
    s.assets(2)
    thief, guide, human = s.hand("JZ13"), s.hand(GREEN_SPIRIT), s.hand(GREEN)  # 仙灵 one ［黑刀］; 仙灵 one too; no 仙灵
    s.hand(test_card("TF001", type_line="角色-仙灵", icons=["battle"], white_icons=["battle"]))  # two: too many
    s.act("p1", f"activate:{herald}:0")
    s.drive(lambda s: s.request["key"].startswith("put_from_hand"))
    assert sorted(o["id"] for o in s.ask("p1")["options"]) == sorted([thief, guide])
    s.expect("p1", "choose_cards", answer=[thief])
    resolve(s)
    assert sorted(s.card(c)["def"] for c in s.area(2)) == ["JZ13", "JZ14"] and human in s.zone(zone("p1", "hand"))
