"""Scenarios for the cards of the uwcards10 batch: gold names (独有) and the cards left playable,
each card ability used once in a position, its result asserted. Cards quoted by id; the printed
texts are in the community database."""

import pytest

from engine.games.underworld.cards import card, card_db
from engine.games.underworld.checks import leader_conflict
from engine.games.underworld.stats import defence, icons
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import defs, gone, resolve, start
from tests.games.underworld.test_cards_uwcards1 import own_society, use
from tests.games.underworld.test_cards_uwcards9 import sealed_under
from tests.scenario import Scenario

# ---------------------------------------------------------------------------- gold names (独有)
# The community database records no gold names, so they are entered by hand (README, "Gold
# names"): a card whose name is the personal name of one being, or of one legendary or owned object.
GOLD_NAMES = {
    "BQ037", "CQ01", "JZ01", "JZ70", "WM058", "JC010", "JC011", "JC023", "JC026", "JC037", "JC038", "JC040", "JC051", "JC052", "JC055",
    "JC066", "JC067", "JC080", "JC081", "JC094", "JC095", "JC097", "JC108", "JC109", "JC122", "JC123",
    "JC124", "JZ02", "JZ15", "JZ27", "JZ28", "JZ52", "JZ71", "LC01", "LC17", "LC23", "WM034", "WM035",
    "XQ05", "XQ06", "XQ11", "XQ22", "XQ31", "XQ38", "XQ51",
    "JC019", "CQ23", "JC082", "BQ070",  # 弥尔顿的镇魔枪, 断钢剑 (Excalibur), 索亚之书, 默温的无尽藏书
    "WM068",  # 幽明生, a person's name
}  # fmt: skip
# "若你操控三个名为诡异三姐妹的角色" (CQ08): three in play under one player, so not a gold name
NOT_GOLD = {"CQ08"}


def test_the_gold_names_entered_by_hand_are_these():
    unique = {c.id for c in card_db().values() if c.unique}
    assert unique >= GOLD_NAMES and not unique & NOT_GOLD


def test_a_name_written_as_a_personal_name_is_a_gold_name():
    """The class guard for cards still to come: a given name and a surname joined by "·" (范·弥尔顿) or
    a name with an epithet after "，" (安格鲁，“荆棘”) names one person."""
    personal = [c.id for c in card_db().values()
                if c.basic_type not in ("region", "society") and any(mark in c.name for mark in "·，") and not c.unique]  # fmt: skip
    assert personal == []


def test_every_basic_societys_unique_search_has_cards_to_find():
    """"从你的牌库中寻找一张【X】独有牌" (MSJC01–08): each faction has unique deck cards to find."""
    factions = {card(f"MSJC0{n}").society for n in range(1, 9)}
    found = {c.society for c in card_db().values() if c.unique and c.implemented and c.basic_type != "society"}
    assert factions - found == set()


def test_msjc03_finds_a_unique_throne_card_and_nothing_else():
    s = start()
    society = own_society(s, "MSJC03", 4)
    s.on_bottom("JC029")  # 新生血族: blue, not unique
    s.on_bottom("JC037")  # 克里斯蒂娜·爱弗罗德, a gold name
    use(s, society, 1, s.zone(zone("p1", "library"))[0])
    assert "JC037" in defs(s, "p1", "hand") and "JC029" not in defs(s, "p1", "hand")


def test_a_second_gold_named_character_makes_its_controller_sacrifice_one():
    """G:独有卡牌 p3, with a real card: 青手费南迪尔 (JC010) played while one is in play."""
    s = start()
    first = s.character("JC010", "p1", 1)
    s.assets(6, "JC001")
    s.act("p1", f"play:{s.hand('JC010')}")
    resolve(s, first)
    assert gone(s, first) and defs(s, "p1", "graveyard") == ["JC010"]
    assert [s.card(c)["def"] for c in s.area(1) + s.area(2) + s.area(3)].count("JC010") == 1


def test_gold_named_attachments_conflict_too_but_not_across_players():
    """"一位玩家不能同时控制两个同名的独有卡牌在场": attachments are cards in play as well."""
    s = start()
    host = s.character(FILLER, "p1", 1)
    spear = s.put("JC019", "area1", owner="p1", attached_to=host)
    second = s.put("JC019", "area1", owner="p1", attached_to=host)
    assert sorted(leader_conflict(s.state, "p1")) == sorted([spear, second])
    s.card(second).update(owner="p2", controller="p2")
    assert leader_conflict(s.state, "p1") == [] and leader_conflict(s.state, "p2") == []


def test_a_gold_named_card_in_the_assets_is_no_conflict():
    """An asset is no longer the card it was (G:资产 p10, digest T12)."""
    s = start()
    s.character("JC010", "p1", 1)
    s.asset("JC010")
    assert leader_conflict(s.state, "p1") == []


# ---------------------------------------------------------------------------- 传奇落幕 (JZ55)
def test_jz55_destroys_a_target_unique_character_only():
    s = start()
    judy = s.character("JC123", "p2", 1)  # 饮魂者朱迪, a gold name
    christina = s.character("JC037", "p1", 2)  # a gold name of his own
    plain = s.character("JC029", "p2", 1)
    hidden = s.agent("JC123", "p2", 2)  # a hidden agent has no name (digest A42)
    s.assets(2, "JC084")
    s.act("p1", f"play:{s.hand('JZ55')}")
    ask = s.expect("p1", "choose_targets")
    offered = [o["id"] for o in ask["options"]]
    assert sorted(offered) == sorted([judy, christina]) and plain not in offered and hidden not in offered
    s.answer_raw("p1", [judy])
    resolve(s)
    assert gone(s, judy) and not gone(s, plain) and not gone(s, christina) and "JC123" in defs(s, "p2", "graveyard")


def test_jz55_cannot_be_responded_to():
    """"传奇落幕不能被响应" (G:响应 p10): while it waits on the stack both players may only pass,
    though the opponent holds a fast affair he could otherwise play."""
    s = start()
    judy = s.character("JC123", "p2", 1)
    s.assets(2, "JC084")
    lysis = s.hand("JC005", "p2")  # 裂解术, 快速行动
    s.assets(3, "JC001", "p2")
    s.put("JC020", "area2", owner="p2", attached_to=s.character(FILLER, "p2", 2))  # for 裂解术 to target
    s.act("p1", f"play:{s.hand('JZ55')}")  # its one legal target is chosen at once
    assert s.options("p1") == ["pass"]
    s.pass_priority()
    assert s.options("p2") == ["pass"]
    s.pass_priority()
    assert gone(s, judy)
    s.pass_priority()  # p1 passes with an empty stack: p2 may play it now
    assert f"play:{lysis}" in s.options("p2")


def test_jz55_text_says_it_cannot_be_responded_to():
    from engine.games.underworld.card_text import card_text

    assert card_text(card("JZ55")) == "本卡牌不能被响应。\n快速行动：消灭目标独有角色。"



# ---------------------------------------------------------------------------- 州议员贝伦·希恩斯 (XQ22)
def _senator_position():
    """p1's senator in play; both players hold 裂解术 (JC005, 快速行动) with an attachment to
    target and yellow assets to pay for it and the senator's ability."""
    s = start()
    senator = s.character("XQ22", "p1", 1)
    s.put("JC020", "area2", owner="p2", attached_to=s.character(FILLER, "p2", 2))
    lysis = {p: s.hand("JC005", p) for p in ("p1", "p2")}
    for player in ("p1", "p2"):
        s.assets(3, "JC001", player)
    return s, senator, lysis


def test_xq22_while_ready_no_player_plays_an_affair():
    s, senator, lysis = _senator_position()
    assert f"play:{lysis['p1']}" not in s.options("p1")
    s.act("p1", f"activate:{senator}:1")  # 横置
    resolve(s)
    assert f"play:{lysis['p1']}" in s.options("p1")


def test_xq22_the_opponent_may_exhaust_it_then_play_his_affair():
    s, senator, lysis = _senator_position()
    s.pass_until("action_second", "p2")
    options = s.options("p2")
    assert f"activate:{senator}:1" in options and f"play:{lysis['p2']}" not in options
    s.act("p2", f"activate:{senator}:1")  # only 横置 is offered: it is ready
    resolve(s)
    assert s.card(senator)["exhausted"]
    assert len([a for a in s.zone(zone("p2", "assets")) if s.card(a).get("exhausted")]) == 1  # p2 paid
    s.pass_until("action_second", "p2")
    assert f"play:{lysis['p2']}" in s.options("p2")


def test_xq22_offers_only_the_option_that_changes_it():
    """Its FAQ: a ready senator cannot be readied, an exhausted one not exhausted."""
    s, senator, _ = _senator_position()
    s.act("p1", f"activate:{senator}:1")
    resolve(s)
    assert s.card(senator)["exhausted"]
    s.act("p1", f"activate:{senator}:1")
    resolve(s)
    assert not s.card(senator).get("exhausted")
    assert [e["mode"] for e in s.events_of("mode_chosen")] == [0, 1]


# ---------------------------------------------------------------------------- 亡嚎食尸鬼 (BQ079), 三号骸堆 (BQ085)
def _to_next_action_phase(s, answer=None):
    """From the start of the game to the second turn's first action step: each ask about the
    ghouls' preparation trigger takes `answer` (None: its default, the first cards)."""

    def answers(s, ask):
        if s.request["key"].startswith("to_library_bottom") and answer is not None:
            return answer
        return None

    s.set_region("DQWM005", 1)  # cap 8: not won on the way, whatever the world dealt
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.step == "action_first", answers)


def test_bq079_puts_a_graveyard_card_at_the_library_bottom_each_preparation_step():
    s = UnderworldScenario()
    ghoul = s.character("BQ079", "p1", 1)
    s.put("JC014", zone("p1", "graveyard"))
    _to_next_action_phase(s)
    assert not gone(s, ghoul) and defs(s, "p1", "graveyard") == []
    assert "JC014" in defs(s, "p1", "library")


@pytest.mark.parametrize("graveyard, answer", [((), None), (("JC014",), [])])
def test_bq079_is_sacrificed_with_an_empty_graveyard_or_when_he_declines(graveyard, answer):
    s = UnderworldScenario()
    ghoul = s.character("BQ079", "p1", 1)
    for definition in graveyard:
        s.put(definition, zone("p1", "graveyard"))
    _to_next_action_phase(s, answer)
    assert gone(s, ghoul) and "BQ079" in defs(s, "p1", "graveyard")


def test_bq085_needs_two_graveyard_cards_or_is_sacrificed():
    for count, kept in ((1, False), (2, True)):
        s = UnderworldScenario()
        heap = s.character("BQ085", "p1", 1)
        for _ in range(count):
            s.put("JC014", zone("p1", "graveyard"))
        _to_next_action_phase(s)
        assert gone(s, heap) != kept


def test_bq079_grows_whenever_a_nameless_corpse_enters_your_graveyard():
    s = start()
    ghoul = s.character("BQ079", "p1", 1)
    corpse = s.hand("XQ46")
    s.act("p1", f"play:{corpse}")  # 无名尸体 has 0 defence: it dies on entering
    resolve(s, "slot1")
    assert "XQ46" in defs(s, "p1", "graveyard")
    assert s.counter_of(ghoul, "battle_icon") == 1 and s.counter_of(ghoul, "defence") == 1
    assert defence(s.state, ghoul) == 2 and icons(s.state, ghoul)[0]["battle"] == 2
    for definition, player in (("JC014", "p1"), ("XQ46", "p2"), ("XQ46", "p1")):  # only the last one counts
        s.ctx().move(s.hand(definition, player), zone(player, "graveyard"), reason="discard")
    s.pass_priority()
    resolve(s)
    assert s.counter_of(ghoul, "battle_icon") == 2 and s.counter_of(ghoul, "defence") == 2


def test_bq085_returns_a_ghoul_from_the_graveyard_exhausted_when_an_own_non_ghoul_dies():
    s = start()
    heap = s.character("BQ085", "p1", 2)
    victim = s.character(FILLER, "p1", 1)
    s.put("BQ079", zone("p1", "graveyard"))
    s.put("JC014", zone("p1", "graveyard"))  # not a ghoul: no target
    s.assets(3, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")  # 谋杀: destroy a target human character
    resolve(s, victim)
    (ghoul,) = [c for c in s.area(2) if s.card(c)["def"] == "BQ079"]
    assert s.card(ghoul)["exhausted"] and not gone(s, heap) and defs(s, "p1", "graveyard") == ["JC014", FILLER, "JC091"]


# ---------------------------------------------------------------------------- 龙之欢宴 (MSBQ01)
BLOOD_STATES = ["BQ040", "XQ14"]  # the two cards named 鲜血


def test_msbq01_any_number_of_blood_cards_and_only_blue_green_or_neutral_cards():
    from engine.games.underworld.deck import deck_problems

    blue_green = ["JC029", "JC030", "JC014", "JC016"] * 3 + [FILLER] * 22
    assert deck_problems(["MSBQ01"] + ["BQ040"] * 8 + ["XQ14"] * 8 + blue_green) == []
    assert deck_problems(["MSJC03"] + ["BQ040"] * 8 + ["XQ14"] * 8 + blue_green) != []  # another society: three at most
    assert deck_problems(["MSBQ01"] + ["JC084"] + ["BQ040"] * 8 + ["XQ14"] * 8 + blue_green[:-1]) != []  # black


def test_msbq01_seals_a_blood_card_from_the_library_before_the_opening_hands():
    decks = {"p1": ["MSBQ01", "BQ040"] + [FILLER] * 49, "p2": [FILLER] * 50}
    s = Scenario("underworld", ["p1", "p2"], decks, 0, {"first_player": "p1"})
    s.expect("p1", "yes_no", answer=["yes"])
    ask = s.expect("p1", "choose_cards")
    s.expect("p1", "choose_cards", answer=[o["id"] for o in ask["options"]])
    s.expect("p1", "mulligan")  # then the opening hands: six for the society
    assert sealed_under(s, "society:p1") == ["BQ040"] and len(s.zone(zone("p1", "hand"))) == 6


def test_msbq01_a_blood_attachment_leaving_with_its_own_host_is_sealed_on_the_society():
    s = start()
    s.put("MSBQ01", zone("p1", "society"))
    mine = s.character("JC037", "p1", 1)  # vampires with gold names, for 传奇落幕 (JZ55)
    theirs = s.character("JZ27", "p2", 1)
    s.put("BQ040", "area1", owner="p1", attached_to=mine)
    s.put("XQ14", "area1", owner="p1", attached_to=theirs)  # on an enemy character: not his 本方角色
    s.put("JC020", "area1", owner="p1", attached_to=mine)  # another name: destroyed
    s.assets(4, "JC084")
    for victim in (mine, theirs):
        s.act("p1", f"play:{s.hand('JZ55')}")
        resolve(s, victim)
    assert gone(s, mine) and gone(s, theirs)
    assert sealed_under(s, "society:p1") == ["BQ040"]
    assert sorted(defs(s, "p1", "graveyard")) == sorted(["JC037", "JC020", "XQ14", "JZ55", "JZ55"])


# ---------------------------------------------------------------------------- 诡异三姐妹 (CQ08)
SISTERS = "CQ08"


def in_play(s, definition: str, player: str = "p1") -> list[str]:
    return [c for slot in (1, 2, 3) for c in s.area(slot) if s.card(c)["def"] == definition and s.card(c)["owner"] == player]


def test_cq08_revealed_puts_another_sister_from_the_library_here_as_a_hidden_agent():
    s = start()
    agent = s.agent(SISTERS, "p1", 2)
    s.on_top(SISTERS)
    s.assets(4, "JC029")
    s.act("p1", f"reveal:{agent}")
    resolve(s)
    placed = [c for c in s.area(2) if s.card(c)["owner"] == "p1" and s.card(c).get("face_down")]
    assert len(placed) == 1 and s.card(placed[0])["def"] == SISTERS and SISTERS not in defs(s, "p1", "library")


def _three_sisters(count: int):
    """`count` sisters in play for p1 and two unique vampires (and a plain one) in his library; on
    to the second turn's action phase, using every trigger and picking the unique vampires."""
    s = UnderworldScenario()
    s.set_region("DQWM005", 1)  # cap 8: not won on the way
    for slot in range(count):
        s.character(SISTERS, "p1", slot + 1)
    for definition in ("JC029", "JC037", "JC038"):
        s.on_bottom(definition)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")

    def answers(s, ask):
        if s.request["key"] == "use":
            return ["yes"]
        wanted = [o["id"] for o in ask.get("options", []) if o["id"] in s.state["cards"] and s.card(o["id"])["def"] in ("JC037", "JC038")]
        return wanted[:1] or None

    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.step == "action_first", answers)
    return s


def test_cq08_three_sisters_put_one_unique_vampire_into_play_once_per_turn():
    s = _three_sisters(3)
    entered = in_play(s, "JC037") + in_play(s, "JC038")
    assert len(entered) == 1  # three sisters, one trigger: "同名角色该能力每回合只能触发一次"
    assert in_play(s, "JC029") == [] and "JC029" in defs(s, "p1", "library")


def test_cq08_two_sisters_do_not_trigger():
    s = _three_sisters(2)
    assert in_play(s, "JC037") + in_play(s, "JC038") == []


# ---------------------------------------------------------------------------- 温迪戈 (JZ51)
CORPSE = "XQ46"  # 无名尸体: 0 defence


def test_jz51_entering_puts_the_nameless_corpses_among_the_top_eight_here_where_they_die():
    s = start()
    grower = s.character("BQ079", "p1", 1)  # 亡嚎食尸鬼 grows once per corpse into the graveyard
    s.on_bottom(CORPSE)  # ninth from the top: not looked at
    for definition in (CORPSE, "JC014", CORPSE, "JC029", FILLER, FILLER, FILLER, FILLER):
        s.on_top(definition)
    s.assets(5, "JC084")
    s.act("p1", f"play:{s.hand('JZ51')}")

    def every_corpse(s, ask):
        offered = [o["id"] for o in ask.get("options", [])]
        corpses = [c for c in offered if c in s.state["cards"] and s.card(c)["def"] == CORPSE]
        return corpses or (["slot1"] if "slot1" in offered else ["yes"] if s.request["key"] == "use" else None)

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None and len(in_play(s, "JZ51")) == 1, every_corpse)
    resolve(s)
    assert defs(s, "p1", "graveyard").count(CORPSE) == 2 and defs(s, "p1", "library").count(CORPSE) == 1
    assert len(in_play(s, "JZ51")) == 1 and s.counter_of(grower, "battle_icon") == 2


def test_jz51_seals_three_corpses_from_the_graveyard_on_the_society_to_come_back():
    s = start()
    wendigo = s.put("JZ51", zone("p1", "graveyard"))
    for definition in (CORPSE, CORPSE, "JC014"):
        s.put(definition, zone("p1", "graveyard"))
    assert f"activate:{wendigo}:1" not in s.options("p1")  # two corpses only
    s.put(CORPSE, zone("p1", "graveyard"))
    s.act("p1", f"activate:{wendigo}:1")
    resolve(s, "slot3")
    assert [s.card(c)["def"] for c in s.area(3)].count("JZ51") == 1
    assert sealed_under(s, "society:p1") == [CORPSE] * 3 and defs(s, "p1", "graveyard") == ["JC014"]


# ---------------------------------------------------------------------------- 芙瑞雅·迪 (JZ01)
@pytest.mark.parametrize("whose, blinks", [("p2", True), ("p1", False)])
def test_jz01_pays_two_to_blink_an_own_mage_whenever_an_enemy_character_is_exhausted(whose, blinks):
    s = start()
    s.character("JZ01", "p1", 1)
    mage = s.character("JC004", "p1", 2)  # 力场法师
    victim = s.character(FILLER, whose, 1)
    s.assets(4, "JC001")
    s.act("p1", f"play:{s.hand('XQ03')}")  # 力场束缚: exhaust a target character
    resolve(s, victim, mage)
    assert s.card(victim)["exhausted"] and gone(s, mage) == blinks
    (after,) = in_play(s, "JC004")
    assert after in s.area(2) and not s.card(after).get("face_down")
    assert len([a for a in s.zone(zone("p1", "assets")) if s.card(a).get("exhausted")]) == (4 if blinks else 2)


# ---------------------------------------------------------------------------- 战术头盔 (TEST027)
def _battles_won(helmet_owner: str | None) -> tuple[int, int]:
    """p1's 公路骑士 wins the battle of region 1 (and any other contest on the way to the end of
    turn one), wearing a helmet of `helmet_owner`'s: how many battles p1 won and cards his hand gained."""
    s = UnderworldScenario()
    s.set_region("DQWM005", 1)  # cap 8: not won on the way
    knight = s.character("JC014", "p1", 1)
    s.character(FILLER, "p2", 1)
    if helmet_owner:
        s.put("TEST027", "area1", owner=helmet_owner, attached_to=knight)
    s.to_action_step()
    hand = s.count("p1", "hand")
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    won = [e for e in s.events_of("contest_result") if e["kind"] == "battle" and e.get("player") == "p1"]
    return len(won), s.count("p1", "hand") - hand


def test_test027_draws_when_you_win_a_battle_its_host_took_part_in():
    won, without = _battles_won(None)
    assert won == 1
    assert _battles_won("p1") == (1, without + 1)
    assert _battles_won("p2") == (1, without)  # the opponent's helmet: he did not win


# ---------------------------------------------------------------------------- 废弃收容所 (BQ091)
def test_bq091_gains_an_eye_with_seven_graveyard_cards_and_takes_part_in_the_investigation():
    from engine.games.underworld.contest import participants

    s = start()
    asylum = s.put("BQ091", "area1", owner="p1", attached_to="slot1")
    for _ in range(6):
        s.put(FILLER, zone("p1", "graveyard"))
    assert icons(s.state, asylum)[0]["investigation"] == 0 and participants(s.state, 1, "investigation")["p1"] == []
    s.put(FILLER, zone("p1", "graveyard"))
    assert icons(s.state, asylum)[0]["investigation"] == 1 and participants(s.state, 1, "investigation")["p1"] == [asylum]
    s.card(asylum)["exhausted"] = True  # "已横置的…附属不能再参与对抗" (G:横置 p5)
    assert participants(s.state, 1, "investigation")["p1"] == []


def test_bq091_mills_your_library_top_in_the_preparation_step():
    s = UnderworldScenario()
    s.set_region("DQWM005", 1)  # cap 8: not won on the way
    asylum = s.put("BQ091", "area1", owner="p1", attached_to="slot1")
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.step == "action_first",
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
    assert asylum in s.area(1) and len(s.zone(zone("p1", "graveyard"))) == 1 and len(s.zone(zone("p2", "graveyard"))) == 0


# ---------------------------------------------------------------------------- 欢宴 (BQ041)
def _feast(pays: bool, slot: int = 1):
    """p1's 欢宴 on region 1; he attaches a 鲜血 to his vampire in `slot`; p2 holds two cards and
    two ready assets, and pays 2 or not when asked."""
    s = start()
    s.put("BQ041", "area1", owner="p1", attached_to="slot1")
    vampire = s.character("JC029", "p1", slot)
    s.hand("JC014", "p2")
    s.assets(2, "JC014", "p2")
    s.assets(1, "JC029")
    held = s.count("p2", "hand")
    s.act("p1", f"play:{s.hand('BQ040')}")

    def answers(s, ask):
        if s.request["key"] == "use":
            return ["yes"]
        if s.request["key"].startswith("pay:") and s.request["pending"][0] == "p2":
            return ["yes" if pays else "no"]
        offered = [o["id"] for o in ask.get("options", [])]
        return [vampire] if vampire in offered else None

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)
    return s, held


def test_bq041_a_blood_attached_here_makes_the_enemy_discard_unless_he_pays_two():
    s, held = _feast(pays=False)
    assert len(s.zone(zone("p2", "graveyard"))) == 1 and s.count("p2", "hand") == held - 1
    s, held = _feast(pays=True)
    assert s.zone(zone("p2", "graveyard")) == [] and s.count("p2", "hand") == held
    assert all(s.card(a).get("exhausted") for a in s.zone(zone("p2", "assets")))


def test_bq041_a_blood_attached_in_another_region_does_not_trigger_it():
    s, held = _feast(pays=False, slot=2)
    assert s.zone(zone("p2", "graveyard")) == [] and s.count("p2", "hand") == held


def test_bq041_its_influence_icon_takes_part_in_the_regions_influence_contest():
    from engine.games.underworld.contest import participants

    s = start()
    feast = s.put("BQ041", "area1", owner="p1", attached_to="slot1")
    assert participants(s.state, 1, "influence")["p1"] == [feast]


# ---------------------------------------------------------------------------- 穿刺公弗拉德三世 (BQ037)
def attached_to(s, host: str) -> list[str]:
    return [s.card(c)["def"] for slot in (1, 2, 3) for c in s.area(slot) if s.card(c).get("attached_to") == host]


def test_bq037_another_own_vampire_entering_and_vlad_each_drink_blood():
    """饮血1: a card named 鲜血 from the graveyard or sealed on the society, attached (its reminder text)."""
    s = start()
    vlad = s.character("BQ037", "p1", 1)
    s.put("BQ040", zone("p1", "graveyard"))
    s.put("XQ14", "sealed", owner="p1", sealed_under="society:p1")
    s.assets(3, "JC029")
    s.act("p1", f"play:{s.hand('JC029')}")
    resolve(s, "slot2")
    (fledgling,) = in_play(s, "JC029")
    assert len(attached_to(s, fledgling)) == 1 and len(attached_to(s, vlad)) == 1
    assert sorted(attached_to(s, fledgling) + attached_to(s, vlad)) == ["BQ040", "XQ14"]
    assert defs(s, "p1", "graveyard") == [] and sealed_under(s, "society:p1") == []


def test_bq037_a_non_vampire_entering_gives_no_blood():
    s = start()
    vlad = s.character("BQ037", "p1", 1)
    s.put("BQ040", zone("p1", "graveyard"))
    s.act("p1", f"play:{s.hand(FILLER)}")
    resolve(s, "slot2")
    assert attached_to(s, vlad) == [] and defs(s, "p1", "graveyard") == ["BQ040"]


def test_bq037_turns_an_own_vampire_agent_face_up_for_one_once_per_turn():
    s = start()
    vlad = s.character("BQ037", "p1", 1)
    vampire = s.agent("JC032", "p1", 2)  # 血族长老
    human = s.agent("JC014", "p1", 3)
    s.assets(2)
    s.act("p1", f"activate:{vlad}:1")
    resolve(s, vampire)
    assert gone(s, vampire) and in_play(s, "JC032") and not s.card(in_play(s, "JC032")[0]).get("face_down")
    assert f"activate:{vlad}:1" not in s.options("p1")  # once per turn
    s.ctx().state["turn"]["used"].clear()  # as in a later turn
    s.act("p1", f"activate:{vlad}:1")
    resolve(s, human)
    assert s.card(human).get("face_down")  # its face is no vampire


# ---------------------------------------------------------------------------- 仪式雕像 (JZ38)
@pytest.mark.parametrize("statues, tokens", [(0, 1), (1, 2)])
def test_jz38_an_own_host_dying_triggers_its_death_ability_once_more(statues, tokens):
    """破茧者秘教线人 (JZ31, 人类/宿主): "死亡触发：在本地区放置一个本方势力标志"."""
    s = start()
    for _ in range(statues):
        s.put("JZ38", zone("p1", "society"), owner="p1", attached_to="society:p1")
    informant = s.character("JZ31", "p1", 1)
    s.assets(3, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")  # 谋杀: destroy a target human character
    resolve(s, informant)
    assert gone(s, informant) and s.tokens(1, "p1") == tokens


def test_jz38_an_enemy_host_dying_is_not_his():
    s = start()
    s.put("JZ38", zone("p1", "society"), owner="p1", attached_to="society:p1")
    informant = s.character("JZ31", "p2", 1)
    s.assets(3, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")
    resolve(s, informant)
    assert gone(s, informant) and s.tokens(1, "p2") == 1


# ---------------------------------------------------------------------------- 灌顶宝瓶 (WM091)
def test_wm091_takes_a_dead_own_characters_counters_then_gives_them_to_a_target_when_sacrificed():
    s = start()
    vase = s.put("WM091", zone("p1", "society"), owner="p1", attached_to="society:p1")
    doomed = s.character(FILLER, "p1", 1, counters={"time": 2, "lock": 1})
    receiver = s.character("JC014", "p2", 2)
    s.assets(3, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")  # 谋杀: destroy a target human character
    resolve(s, doomed)
    assert gone(s, doomed) and s.card(vase)["counters"] == {"time": 2, "lock": 1}
    s.act("p1", f"activate:{vase}:1")
    resolve(s, receiver)
    assert gone(s, vase) and "WM091" in defs(s, "p1", "graveyard")
    assert s.counter_of(receiver, "time") == 2 and s.counter_of(receiver, "lock") == 1


def test_wm091_an_enemy_character_dying_gives_it_nothing():
    s = start()
    vase = s.put("WM091", zone("p1", "society"), owner="p1", attached_to="society:p1")
    doomed = s.character(FILLER, "p2", 1, counters={"time": 2})
    s.assets(3, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")
    resolve(s, doomed)
    assert gone(s, doomed) and not any(s.card(vase).get("counters", {}).values())


# ---------------------------------------------------------------------------- 弗朗西斯科 (JZ70)
TATTOO = "JZ57"  # 骷髅纹身: 结附于目标人类角色


def test_jz70_gains_an_eye_for_each_tattoo_attached_to_it():
    s = start()
    francisco = s.character("JZ70", "p1", 1)
    assert icons(s.state, francisco)[0]["investigation"] == 0
    for _ in range(2):
        s.put(TATTOO, "area1", owner="p1", attached_to=francisco)
    s.put("JC020", "area1", owner="p1", attached_to=francisco)  # a weapon: no tattoo
    assert icons(s.state, francisco)[0]["investigation"] == 2


@pytest.mark.parametrize("from_graveyard", [True, False])
def test_jz70_attaches_a_tattoo_from_the_library_or_the_graveyard_to_a_human_here(from_graveyard):
    s = start()
    francisco = s.character("JZ70", "p1", 1)
    human = s.character(FILLER, "p1", 1)
    s.character(FILLER, "p1", 2)  # not here: no target
    buried = s.put(TATTOO, zone("p1", "graveyard"))
    s.on_bottom(TATTOO)
    untouched = s.on_bottom(FILLER)  # keeps its id unless the library is shuffled
    s.assets(1)
    s.act("p1", f"activate:{francisco}:1")

    def answers(s, ask):
        offered = [o["id"] for o in ask.get("options", [])]
        if human in offered:
            return [human]
        tattoos = [c for c in offered if c in s.state["cards"] and s.card(c)["def"] == TATTOO]
        return [c for c in tattoos if (c == buried) == from_graveyard][:1] or None

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)
    assert attached_to(s, human) == [TATTOO] and s.card(francisco)["exhausted"]
    assert gone(s, buried) == from_graveyard and defs(s, "p1", "library").count(TATTOO) == (1 if from_graveyard else 0)
    assert (untouched in s.state["cards"]) == from_graveyard  # shuffled only after taking from the library


# ---------------------------------------------------------------------------- 贝兰丹娜的抚触 (XG32)
@pytest.mark.parametrize("definition, player, revival", [("JC100", "p1", 1), ("JC100", "p2", 0), (FILLER, "p1", 0)])
def test_xg32_exhausts_a_target_and_an_own_nightmare_gives_a_revival_counter(definition, player, revival):
    """尖牙幻象 (JC100) is a 梦魇: his own one only puts a 复苏标志 on his society."""
    s = start()
    victim = s.character(definition, player, 1)
    s.assets(2, "JC098")  # purple
    s.act("p1", f"play:{s.hand('XG32')}")
    resolve(s, victim)
    assert s.card(victim)["exhausted"]
    assert s.state["data"].get("society_counters", {}).get("p1", {}).get("revival", 0) == revival


# ---------------------------------------------------------------------------- 通缉令 (XQ26)
def test_xq26_names_a_character_then_destroys_the_next_one_of_that_name_to_enter():
    s = start()
    s.assets(2, "JC056")  # grey
    s.assets(3, "JC016")  # green, for 公路骑士
    s.act("p1", f"play:{s.hand('XQ26')}")

    def name_the_knight(s, ask):
        if s.request["key"] == "use":
            return ["yes"]
        return ["公路骑士"] if any(o["id"] == "公路骑士" for o in ask.get("options", [])) else None

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, name_the_knight)
    (notice,) = [c for c in s.zone(zone("p1", "society")) if s.card(c)["def"] == "XQ26"]
    assert s.card(notice)["named"] == "公路骑士"
    s.act("p1", f"play:{s.hand(FILLER)}")  # another name: nothing
    resolve(s, "slot1")
    assert not gone(s, notice)
    s.act("p1", f"play:{s.hand('JC014')}")
    resolve(s, "slot2")
    assert gone(s, notice) and in_play(s, "JC014") == [] and "JC014" in defs(s, "p1", "graveyard")


# ---------------------------------------------------------------------------- 咒法古卷 (JZ07)
def test_jz07_lent_when_its_host_blinks_it_becomes_collected_and_you_draw_two():
    s = start()
    mage = s.character("JC004", "p1", 1)
    scroll = s.put("JZ07", "area1", owner="p1", attached_to=mage)
    s.assets(2, "JC001")
    held = s.count("p1", "hand")
    s.act("p1", f"play:{s.hand('JZ05')}")  # 闪烁
    resolve(s, mage)
    assert gone(s, scroll)
    (collected,) = [c for c in s.zone(zone("p1", "society")) if s.card(c)["def"] == "JZ07"]
    assert s.card(collected)["attached_to"] == "society:p1" and s.count("p1", "hand") == held + 2
    s.assets(1)
    assert f"activate:{collected}:1" in s.options("p1")  # now its 收藏 ability


def test_jz07_collected_predicts_one_and_lent_it_cannot():
    s = start()
    lent = s.put("JZ07", "area1", owner="p1", attached_to=s.character(FILLER, "p1", 1))
    collected = s.put("JZ07", zone("p1", "society"), owner="p1", attached_to="society:p1")
    s.assets(2)
    options = s.options("p1")
    assert f"activate:{lent}:1" not in options and f"activate:{collected}:1" in options
    s.act("p1", f"activate:{collected}:1")
    resolve(s)
    assert s.card(collected)["exhausted"] and s.events_of("library_looked_at")


# ---------------------------------------------------------------------------- “弹簧刀”钱斯 (WM058)
@pytest.mark.parametrize("pays", [False, True])
def test_wm058_an_enemy_card_targeting_an_own_criminal_costs_one_more_or_is_countered(pays):
    s = start()
    s.character("WM058", "p2", 2)
    thug = s.character("JC084", "p2", 1)  # 街头混混: a criminal
    s.assets(4, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")  # 谋杀: destroy a target human character

    def answers(s, ask):
        offered = [o["id"] for o in ask.get("options", [])]
        if thug in offered:
            return [thug]
        if s.request["key"] == "use":
            return ["yes"]
        if s.request["kind"] == "yes_no" and s.request["key"].startswith("pay:") and s.request["pending"][0] == "p1":
            return ["yes" if pays else "no"]
        return None

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)
    assert gone(s, thug) == pays and "JC091" in defs(s, "p1", "graveyard")
    assert len([a for a in s.zone(zone("p1", "assets")) if s.card(a).get("exhausted")]) == (4 if pays else 3)


def test_wm058_a_non_criminal_targeted_is_no_matter_of_his():
    s = start()
    s.character("WM058", "p2", 2)
    plain = s.character(FILLER, "p2", 1)
    s.assets(4, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")
    resolve(s, plain)
    assert gone(s, plain) and len([a for a in s.zone(zone("p1", "assets")) if s.card(a).get("exhausted")]) == 3


def test_wm058_revealed_removes_every_enemy_influence_token_here():
    s = start()
    agent = s.agent("WM058", "p1", 1)
    s.influence(1, "p2", 2)
    s.influence(2, "p2", 1)  # another region: kept
    s.assets(3, "JC084")
    s.act("p1", f"reveal:{agent}")
    resolve(s)
    assert s.tokens(1, "p2") == 0 and s.tokens(2, "p2") == 1
