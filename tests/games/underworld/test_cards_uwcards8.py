"""Scenarios for the cards of the uwcards8 batch (the base set's last cards, then the 道途): each
card ability used once in a position, its result asserted. Cards quoted by id; the printed texts
are in the community database."""

from collections import Counter

from engine.core.events import event_for
from engine.games.underworld.cards import card
from engine.games.underworld.costs import play_cost
from engine.games.underworld.deck import deck_problems
from engine.games.underworld.stats import defence, icons
from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import resolve, start
from tests.games.underworld.test_cards_uwcards1 import use
from tests.games.underworld.test_cards_uwcards7 import sees_face

VAMPIRE = "JC029"  # 吸血鬼: ［白刀］［白星］
HOUND = "JC096"  # 狗/恶魔: ［黑刀］［黑刀］［黑星］
WHITE = "BQ071"  # a white card: 索亚之书's loyalty


def on_society(s, definition: str, player: str = "p1") -> str:
    return s.put(definition, zone(player, "society"), attached_to=f"society:{player}")


def won_battles(s, player: str) -> list[dict]:
    return [e for e in s.events_of("contest_result") if e["kind"] == "battle" and e.get("player") == player]


# ---------------------------------------------------------------------------- 心兽之道 (JC034)
def _contests_with(fighter: str) -> tuple[UnderworldScenario, int]:
    """p1's `fighter` alone in region 3, 心兽之道 on his society, p2 with two cards in hand; on to
    the end of the contests, using every trigger."""
    s = UnderworldScenario()
    on_society(s, "JC034")
    s.character(fighter, "p1", 3)
    s.hand(FILLER, "p2")
    s.to_contests()
    hand = s.count("p2", "hand")
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    return s, hand


def test_jc034_a_battle_won_with_an_own_vampire_taking_part_makes_the_opponent_discard():
    s, hand = _contests_with(VAMPIRE)
    assert len(won_battles(s, "p1")) == 1
    assert s.count("p2", "hand") == hand - 1 and s.defs("p2", "graveyard") == [FILLER]


def test_jc034_a_battle_won_without_a_vampire_does_nothing():
    s, hand = _contests_with(HOUND)
    assert len(won_battles(s, "p1")) == 1
    assert s.count("p2", "hand") == hand and s.defs("p2", "graveyard") == []


def test_jc034_a_second_path_makes_its_controller_sacrifice_one():
    """"你只能操控至多一个道途": settled as a second unique card is (G:独有卡牌 p3)."""
    s = start()
    first = on_society(s, "JC034")
    s.assets(3, VAMPIRE)  # 蓝蓝蓝
    s.act("p1", f"play:{s.hand('JC034')}")
    s.drive(lambda s: s.request["key"] == "keep_one")
    ask = s.expect("p1", "choose_cards")
    assert first in [o["id"] for o in ask["options"]] and len(ask["options"]) == 2
    s.expect("p1", "choose_cards", answer=[first])
    assert first not in s.state["cards"] and s.defs("p1", "graveyard") == ["JC034"]
    assert s.defs("p1", "society").count("JC034") == 1


# ---------------------------------------------------------------------------- 焚血之道 (XQ13)
def test_xq13_own_vampires_eye_and_star_icons_of_both_shades_become_black_blades():
    s = UnderworldScenario()
    hunter = s.character("BQ035", "p1", 1)  # 吸血鬼: ［黑刀］［黑刀］［黑星］［白眼］
    enemy = s.character("BQ035", "p2", 1)
    scholar = s.character("JC011", "p1", 1)  # 人类: ［黑眼］［黑眼］［黑刀］［黑星］
    before = icons(s.state, hunter)
    on_society(s, "XQ13")
    assert before == (Counter(battle=2, influence=1), Counter(investigation=1))
    assert icons(s.state, hunter) == (Counter(battle=4), Counter())
    assert icons(s.state, enemy) == before
    assert icons(s.state, scholar) == (Counter(investigation=2, battle=1, influence=1), Counter())


def test_xq13_and_jc034_are_both_paths_so_one_is_sacrificed():
    s = start()
    burning = on_society(s, "XQ13")
    s.assets(3, VAMPIRE)
    s.act("p1", f"play:{s.hand('JC034')}")
    s.drive(lambda s: s.request["key"] == "keep_one")
    s.expect("p1", "choose_cards", answer=[burning])
    assert s.defs("p1", "graveyard") == ["XQ13"] and "JC034" in s.defs("p1", "society")


# ---------------------------------------------------------------------------- 守秘人 (JC119)
def test_jc119_revealed_seals_a_hand_card_face_down_that_only_its_owner_sees():
    s = start()
    keeper = s.agent("JC119", "p1", 2)
    secret = s.hand("JC014")
    s.assets(4)
    s.act("p1", f"reveal:{keeper}")
    resolve(s, secret)
    sealed = [c for c in s.zone(SEALED) if s.card(c)["def"] == "JC014"]
    assert len(sealed) == 1 and "JC014" not in s.defs("p1", "hand")
    host = s.card(sealed[0])["sealed_under"]
    assert s.card(host)["def"] == "JC119" and not s.card(host).get("face_down")
    assert sees_face(s, "p1", sealed[0]) and not sees_face(s, "p2", sealed[0])
    told_p2 = [event_for(e, "p2") for e in s.events if e.get("card") == sealed[0]]
    assert told_p2 and all("definition" not in e for e in told_p2)


def _keeper_dies(s, *sealed: str) -> tuple[str, list[str]]:
    """守秘人 in region 1 with `sealed` cards of p1 sealed face down under it; it takes lethal damage."""
    keeper = s.character("JC119", "p1", 1)
    cards = [s.put(d, SEALED, owner="p1", sealed_under=keeper, visible_to=["p1"]) for d in sealed]
    s.ctx().set_counter(keeper, "damage", 1)
    s.pass_priority()  # the state check destroys it before p2 gets priority
    return keeper, cards


def test_jc119_dying_shows_the_sealed_cards_and_plays_one_for_free_the_rest_go_to_the_hand():
    s = start()
    s.assets(2, "JC014")  # 绿绿: the knight's loyalty, not the vampire's (蓝)
    keeper, (knight, vampire) = _keeper_dies(s, "JC014", VAMPIRE)
    offered = []

    def answers(s, ask):
        if s.request["key"].startswith("play_sealed"):
            offered.extend(o["id"] for o in ask["options"])
            return [knight]
        return ["slot2"] if s.request["key"] == "region" else ["yes"] if s.request["key"] == "use" else None

    s.drive(lambda s: any(s.card(c)["def"] == "JC014" for c in s.area(2)), answers)
    assert offered == [knight]  # the vampire's loyalty is not met
    shown = {e["card"]: e.get("definition") for e in s.events_of("card_revealed")}
    assert shown[knight] == "JC014" and shown[vampire] == VAMPIRE  # shown to everyone (展示, G:展示 p11)
    assert not any(s.card(c).get("exhausted") for c in s.zone(zone("p1", "assets")))  # no cost paid
    assert s.defs("p1", "hand")[-1] == VAMPIRE and "JC014" not in s.defs("p1", "hand") and s.zone(SEALED) == []
    assert s.defs("p1", "graveyard") == ["JC119"]


def test_jc119_a_declined_death_trigger_sends_the_sealed_cards_to_the_hand():
    s = start()
    _keeper_dies(s, "JC014")
    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None
            and s.zone(SEALED) == [])  # fmt: skip
    assert s.defs("p1", "hand")[-1] == "JC014" and not s.area(2)


# ---------------------------------------------------------------------------- 索亚之书 (JC082)
def test_jc082_lent_it_attaches_to_a_target_character_giving_a_white_eye():
    s = start()
    s.assets(2, WHITE)
    reader = s.character(HOUND, "p2", 2)
    eyes = icons(s.state, reader)[1]["investigation"]
    s.act("p1", f"play:{s.hand('JC082')}")
    ask = s.expect("p1", "choose_option")
    assert [o["label"] for o in ask["options"]] == ["借阅：结附于目标角色", "收藏：结附于本方秘社"]
    s.expect("p1", "choose_option", answer=["0"])
    assert s.state["stack"][-1]["host"] == reader  # the one legal host, chosen for him
    resolve(s)
    book = next(c for c in s.area(2) if s.card(c)["def"] == "JC082")
    assert s.card(book)["attached_to"] == reader and icons(s.state, reader)[1]["investigation"] == eyes + 1
    assert f"activate:{book}:1" not in s.options("p1")  # the 收藏 ability works on the society only


def test_jc082_with_no_character_to_lend_it_to_it_is_collected_onto_the_society():
    s = start()
    s.assets(2, WHITE)
    s.act("p1", f"play:{s.hand('JC082')}")
    assert s.state["stack"][-1]["attach_mode"] == 1  # the one usable option, chosen for him
    resolve(s)
    assert "JC082" in s.defs("p1", "society") and not any(s.card(c)["def"] == "JC082" for slot in (1, 2, 3) for c in s.area(slot))


def _investigations(activate: bool) -> int:
    """p1 wins the investigation contests of regions 2 and 3; with 收藏 used first, how many cards
    his hand gained over the contests."""
    s = UnderworldScenario()
    book = on_society(s, "JC082")
    s.assets(2)
    s.character("JC032", "p1", 2)  # ［黑眼］, not unique (亚洛尔 is: one would be sacrificed)
    s.character("JC032", "p1", 3)
    s.to_action_step()
    if activate:
        s.act("p1", f"activate:{book}:1")
        resolve(s)
        assert s.card(book)["exhausted"]
    hand = s.count("p1", "hand")
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    won = [e for e in s.events_of("contest_result") if e["kind"] == "investigation" and e.get("player") == "p1"]
    assert len(won) == 2
    return s.count("p1", "hand") - hand


def test_jc082_collected_draws_once_on_the_next_investigation_won_this_turn():
    assert _investigations(activate=True) == _investigations(activate=False) + 1



# ---------------------------------------------------------------------------- 无知路人（女） (XQ52)
def test_xq52_any_number_of_copies_in_a_deck():
    deck = ["XQ52"] * 10 + [FILLER] * 40
    assert deck_problems(deck) == []
    assert deck_problems(["JC014"] * 4 + [FILLER] * 46) != []  # the copy limit holds for other cards


# ---------------------------------------------------------------------------- 熵力化身 (XQ19)
def test_xq19_is_never_played_face_up_only_dispatched():
    s = start()
    s.assets(2)
    avatar = s.hand("XQ19")
    options = s.options("p1")
    assert f"play:{avatar}" not in options and f"dispatch:{avatar}" in options
    s.act("p1", f"dispatch:{avatar}")
    resolve(s, "slot2")
    agent = next(c for c in s.area(2) if s.card(c)["def"] == "XQ19")
    s.assets(5)
    assert f"reveal:{agent}" not in s.options("p1")  # no paid reveal either


def test_xq19_from_hand_into_region_one_with_four_time_counters_in_play():
    for counters, offered in ((3, False), (4, True)):
        s = start()
        s.ctx().set_counter(s.region(2), "time", counters - 1)
        s.ctx().set_counter(s.character(FILLER, "p2", 3), "time", 1)  # a counter on a card is in play too
        avatar = s.hand("XQ19")
        assert (f"activate:{avatar}:0" in s.options("p1")) == offered
    s.act("p1", f"activate:{avatar}:0")
    resolve(s)
    assert [s.card(c)["def"] for c in s.area(1)] == ["XQ19"] and not s.card(s.area(1)[0]).get("face_down")


# ---------------------------------------------------------------------------- 达摩克里斯之剑 (CQ19)
def _sword(s, society: str | None) -> str:
    if society:
        s.put(society, zone("p1", "society"))
    s.assets(4, "BQ054")  # 灰
    s.act("p1", f"play:{s.hand('CQ19')}")
    resolve(s)
    return next(c for c in s.zone(zone("p1", "society")) if s.card(c)["def"] == "CQ19")


def test_cq19_enters_with_a_charge_counter_only_under_the_sentinels():
    for society, charged in (("MSJC14", 1), (None, 0)):
        s = start()
        sword = _sword(s, society)
        assert s.counter_of(sword, "charge") == charged


def test_cq19_exhausts_for_a_charge_counter():
    s = start()
    sword = _sword(s, None)
    use(s, sword, 1)
    assert s.counter_of(sword, "charge") == 1 and s.card(sword)["exhausted"]


def test_cq19_removes_x_charge_counters_for_x_damage_to_a_target_character():
    s = start()
    sword = _sword(s, None)
    s.ctx().set_counter(sword, "charge", 3)
    hound = s.character(HOUND, "p2", 2)  # defence 2
    s.act("p1", f"activate:{sword}:2")
    s.expect("p1", "choose_option", answer=["2"])  # X, from 0 to the three counters
    resolve(s, hound)
    assert s.counter_of(sword, "charge") == 1 and hound not in s.state["cards"] and s.defs("p2", "graveyard") == [HOUND]


# ---------------------------------------------------------------------------- 仙王奥伯龙 (JZ15)
FAIRY = "BQ018"  # 仲夏欢宴: 梦境/造物/仙灵, cost 3


def _court(s, test_card, name: str) -> None:
    s.put(test_card("TS150", name=name, type_line="秘社-测试", basic_type="society", hand_size=7), zone("p1", "society"))


def test_jz15_under_the_summer_court_every_fairy_played_face_up_costs_two_less(test_card):
    s = start()
    s.character("JZ15", "p1", 1)
    assert play_cost(s.state, "p1", card(FAIRY)) == 3  # no court
    _court(s, test_card, "盛夏王廷")
    assert play_cost(s.state, "p1", card(FAIRY)) == 1
    s.state["turn"]["played"] = [["p1", FAIRY]]  # not only the turn's first
    assert play_cost(s.state, "p1", card(FAIRY)) == 1 and play_cost(s.state, "p1", card(HOUND)) == card(HOUND).cost
    assert play_cost(s.state, "p1", card(FAIRY), reveal=True) == 3  # a paid reveal is no face-up play


def test_jz15_under_the_winter_court_an_own_fairy_dying_draws_a_card(test_card):
    for court, drawn in (("凛冬王廷", 1), ("盛夏王廷", 0)):
        s = start()
        _court(s, test_card, court)
        s.character("JZ15", "p1", 1)
        fairy = s.character(FAIRY, "p1", 2)
        hand = s.count("p1", "hand")
        s.ctx().set_counter(fairy, "damage", 1)
        s.pass_priority()
        resolve(s)
        assert fairy not in s.state["cards"] and s.count("p1", "hand") == hand + drawn


# ---------------------------------------------------------------------------- 轮回秘仪 (XQ02)
def test_xq02_shuffles_itself_and_the_target_players_graveyard_into_the_libraries_then_suppresses_one():
    s = start()
    s.assets(3, "JC001")  # 黄
    for definition in (HOUND, FILLER, "JC014"):
        s.put(definition, zone("p2", "graveyard"))
    s.put(FILLER, zone("p1", "graveyard"))  # not the target player's: stays
    s.influence(1, "p2", 2)
    libraries = (s.count("p1", "library"), s.count("p2", "library"))
    s.act("p1", f"play:{s.hand('XQ02')}")
    resolve(s, "p2")
    assert s.defs("p2", "graveyard") == [] and s.count("p2", "library") == libraries[1] + 3
    assert s.defs("p1", "graveyard") == [FILLER] and s.count("p1", "library") == libraries[0] + 1  # 轮回秘仪 itself
    assert s.tokens(1, "p2") == 1 and {e["zone"] for e in s.events_of("zone_shuffled")} >= {zone("p1", "library"), zone("p2", "library")}


# ---------------------------------------------------------------------------- 入梦的费南迪尔 (XQ06)
def test_xq06_its_controller_may_prevent_non_battle_damage_to_it(test_card):
    for use_it, damage in (("yes", 0), ("no", 1)):
        s = start()
        dreamer = s.character("XQ06", "p2", 2)  # defence 1
        s.character("JC001", "p1", 2)  # a 【心】 card of p1 there: 灵体 prevents nothing (digest A16)
        shot = test_card("TE093", basic_type="affair", speed="fast", targets=[{"select": {"kind": "character", "controller": "enemy"}}],
                         effects=[{"step": "deal_damage", "amount": 1, "what": {"target": "t"}}])  # fmt: skip
        s.act("p1", f"play:{s.hand(shot)}")
        s.drive(lambda s: s.request["key"].startswith("damage:"))
        assert "非战斗伤害" in s.ask("p2")["prompt"]
        s.expect("p2", "yes_no", answer=[use_it])
        resolve(s)
        assert (dreamer in s.state["cards"]) == (damage == 0)


def test_xq06_entering_seals_an_exhausted_character_of_its_region_on_your_society():
    s = start()
    s.assets(6, "JC001")  # 黄
    tired = s.character(HOUND, "p2", 2, exhausted=True)
    s.character(HOUND, "p2", 2)  # ready: no target
    s.act("p1", f"play:{s.hand('XQ06')}")
    resolve(s, "slot2", tired)
    sealed = [c for c in s.zone(SEALED) if s.card(c)["sealed_under"] == "society:p1"]
    assert tired not in s.state["cards"] and [s.card(c)["def"] for c in sealed] == [HOUND]


# ---------------------------------------------------------------------------- 精神锚点 (BQ009)
def test_bq009_any_number_of_copies_with_the_tapir_group_only():
    copies = [p for p in deck_problems(["BQ009"] * 5 + [FILLER] * 45) if "精神锚点" in p]
    assert copies and not [p for p in deck_problems(["MSJC10"] + ["BQ009"] * 5 + [FILLER] * 45) if "精神锚点" in p]


def test_bq009_played_it_does_nothing():
    s = start()
    hand = s.count("p1", "hand")
    s.act("p1", f"play:{s.hand('BQ009')}")
    resolve(s)
    assert s.defs("p1", "graveyard") == ["BQ009"] and s.count("p1", "hand") == hand


def test_bq009_sealed_on_your_society_it_may_suppress_one(test_card):
    s = start()
    s.hand("BQ009")
    s.influence(1, "p2", 2)
    sealer = test_card("TE094", basic_type="affair", speed="fast", effects=[{"step": "seal", "pick": "hand", "on_society": True}])
    s.act("p1", f"play:{s.hand(sealer)}")
    anchor = next(c for c in s.zone(zone("p1", "hand")) if s.card(c)["def"] == "BQ009")
    resolve(s, anchor, "0", "p2")  # seal it; then the trigger: 遏制1, on p2
    assert [s.card(c)["def"] for c in s.zone(SEALED)] == ["BQ009"] and s.tokens(1, "p2") == 1


# ---------------------------------------------------------------------------- 居民武装 (MSLC06)
def test_mslc06_puts_an_innocent_bystander_from_the_library_into_a_target_city_region():
    s = start()
    society = s.put("MSLC06", zone("p1", "society"))
    s.assets(1)
    s.set_region("DQBQ04", 2)  # 地区-城市
    s.on_bottom("JC125")
    s.act("p1", f"activate:{society}:0")
    resolve(s, "slot2")
    assert [s.card(c)["def"] for c in s.area(2)] == ["JC125"] and s.card(society)["exhausted"]


def test_mslc06_an_own_human_without_domains_gets_a_blade_or_a_defence_counter():
    for mode, counter in (("0", "battle_icon"), ("1", "defence")):
        s = start()
        society = s.put("MSLC06", zone("p1", "society"))
        s.assets(2)
        knight = s.character("JC014", "p1", 2)  # 人类/猎手, no domain
        s.character("JC001", "p1", 2)  # a 【心】 card: no target
        before = (icons(s.state, knight)[0]["battle"], defence(s.state, knight))
        s.act("p1", f"activate:{society}:1")
        resolve(s, mode, knight)
        assert s.counter_of(knight, counter) == 1
        assert (icons(s.state, knight)[0]["battle"], defence(s.state, knight)) == (before[0] + (mode == "0"), before[1] + (mode == "1"))


# ---------------------------------------------------------------------------- 悍狼的怨灵 (XG27)
def test_xg27_curse_cards_played_face_up_cost_one_less_each():
    s = start()
    s.character("XG27", "p1", 1)
    s.state["turn"]["played"] = [["p1", "JC089"]]
    assert play_cost(s.state, "p1", card("JC089")) == 1 and play_cost(s.state, "p1", card(HOUND)) == card(HOUND).cost
    assert play_cost(s.state, "p2", card("JC089")) == 2  # its controller's cards only


def test_xg27_from_the_graveyard_returns_as_a_hidden_agent_where_an_enemy_character_died():
    for pay, back in (("yes", True), ("no", False)):
        s = start()
        s.assets(1)
        wraith = s.put("XG27", zone("p1", "graveyard"))
        victim = s.character(HOUND, "p2", 2)
        s.ctx().set_counter(victim, "damage", 2)
        s.pass_priority()
        s.drive(lambda s: s.request["key"] == "use")
        s.expect("p1", "yes_no", answer=["yes"])
        resolve(s, pay)
        agents = [c for c in s.area(2) if s.card(c)["def"] == "XG27"]
        assert (len(agents) == 1 and s.card(agents[0])["face_down"] and s.card(agents[0]).get("controller", "p1") == "p1") == back
        assert (wraith in s.state["cards"]) == (not back)


# ---------------------------------------------------------------------------- 热夜之梦 (BQ033)
def test_bq033_needs_a_mental_anchor_sealed_on_your_society_and_shuffles_it_away():
    s = start()
    s.assets(3)
    dream = s.hand("BQ033")
    assert f"play:{dream}" not in s.options("p1")  # no 精神锚点 sealed on the society: the extra cost cannot be paid
    s.put("BQ009", SEALED, owner="p1", sealed_under="society:p1")
    library = s.count("p1", "library")
    s.hand(FILLER, "p2")
    hand = s.count("p2", "hand")
    s.act("p1", f"play:{dream}")
    resolve(s, "slot2", "p2")
    assert s.zone(SEALED) == [] and s.count("p1", "library") == library + 1 and "BQ009" in s.defs("p1", "library")
    assert any(s.card(c)["def"] == "BQ033" for c in s.area(2)) and s.count("p2", "hand") == hand - 1  # 随机弃
