"""Scenarios for the cards of the uwcards9 batch: each card ability used once in a position, its
result asserted. Cards quoted by id; the printed texts are in the community database."""

from engine.games.underworld.cards import CardDef, card_db
from engine.games.underworld.costs import play_cost
from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import FILLER
from tests.games.underworld.test_cards_added import resolve, start
from tests.scenario import Scenario

BLOOD, MIND, STAR = "JC029", "JC001", "JC013"  # assets showing 【血】, 【心】 and 【星】

# Every 式神 card of the database is blocked (角色/附属, 护卫): a made-up one stands for them
SHIKIGAMI = CardDef.model_validate({"id": "TE071", "name": "测试式神", "set": "基础", "type_line": "角色-式神",
                                    "basic_type": "character", "faction": "neutral", "cost": 2, "defence": 1})  # fmt: skip


def sealed_under(s, host: str) -> list[str]:
    return [s.card(c)["def"] for c in s.zone(SEALED) if s.card(c)["sealed_under"] == host]


# ---------------------------------------------------------------------------- 土御门真知子 (JZ71)
def test_jz71_entering_predicts_three_then_seals_the_library_top_on_a_target_onmyoji():
    s = start()
    for definition in ("JC014", "JC003", "JC011"):
        s.on_top(definition)
    s.assets(3)
    s.asset(BLOOD), s.asset(MIND)
    s.act("p1", f"play:{s.hand('JZ71')}")
    resolve(s)
    onmyoji = next(c for c in s.area(1) + s.area(2) + s.area(3) if s.card(c)["def"] == "JZ71")
    looked = s.events_of("library_looked_at")
    assert looked and (looked[-1]["player"], looked[-1]["count"]) == ("p1", 3)
    assert len(sealed_under(s, onmyoji)) == 1


def test_jz71_an_own_shikigami_entering_triggers_it_too_and_costs_one_less(monkeypatch):
    monkeypatch.setitem(card_db(), "TE071", SHIKIGAMI)
    s = start()
    onmyoji = s.character("JZ71", "p1", 1)
    shikigami = s.hand("TE071")
    assert play_cost(s.state, "p1", SHIKIGAMI) == 1
    (asset,) = s.assets(1)
    s.act("p1", f"play:{shikigami}")
    resolve(s, onmyoji)
    assert len(sealed_under(s, onmyoji)) == 1 and s.card(asset).get("exhausted")


def test_jz71_another_own_character_entering_does_not_trigger_it():
    s = start()
    onmyoji = s.character("JZ71", "p1", 1)
    s.act("p1", f"play:{s.hand(FILLER)}")
    resolve(s)
    assert FILLER in [s.card(c)["def"] for c in s.area(1) + s.area(2) + s.area(3)]
    assert sealed_under(s, onmyoji) == []


# ---------------------------------------------------------------------------- 默温的无尽藏书 (BQ070)
ANCHOR = "BQ009"  # 精神锚点


def seal_on_society(s, definition: str, player: str = "p1") -> str:
    return s.put(definition, SEALED, owner=player, sealed_under=f"society:{player}")


def test_bq070_entering_moves_a_target_card_sealed_on_your_society_onto_itself():
    s = start()
    mine = seal_on_society(s, ANCHOR)
    seal_on_society(s, "JC014", "p2")  # on the opponent's society: no target
    s.assets(1), s.asset(STAR)
    s.act("p1", f"play:{s.hand('BQ070')}")
    resolve(s)
    assert mine not in s.state["cards"]
    books = [c for c in s.area(1) + s.area(2) + s.area(3) if s.card(c)["def"] == "BQ070"]
    assert len(books) == 1 and sealed_under(s, books[0]) == [ANCHOR]
    assert sealed_under(s, "society:p1") == [] and sealed_under(s, "society:p2") == ["JC014"]


def test_bq070_a_card_sealed_on_the_opponents_society_is_no_target():
    s = start()
    seal_on_society(s, ANCHOR, "p2")
    s.assets(1), s.asset(STAR)
    s.act("p1", f"play:{s.hand('BQ070')}")
    resolve(s)
    assert sealed_under(s, "society:p2") == [ANCHOR]


def test_bq070_shuffles_an_anchor_from_your_society_into_the_library_to_blink():
    s = start()
    book = s.character("BQ070", "p1", 2)
    seal_on_society(s, ANCHOR)
    library = s.count("p1", "library")
    s.act("p1", f"activate:{book}:1")
    resolve(s)
    assert sealed_under(s, "society:p1") == [] and s.count("p1", "library") == library + 1
    assert book not in s.state["cards"]
    (blinked,) = [c for c in s.area(2) if s.card(c)["def"] == "BQ070"]
    assert not s.card(blinked).get("face_down")


def test_bq070_cannot_blink_without_an_anchor_sealed_on_your_society():
    s = start()
    book = s.character("BQ070", "p1", 2)
    seal_on_society(s, "JC014")
    assert f"activate:{book}:1" not in s.options("p1")


# ---------------------------------------------------------------------------- 白骨仆人 (XQ35)
def _servant_in_graveyard(s) -> tuple[str, str]:
    servant = s.put("XQ35", zone("p1", "graveyard"))
    corpse = s.put("JC014", zone("p1", "graveyard"))
    s.put("JC005", zone("p1", "graveyard"))  # not a character: never offered for the cost
    return servant, corpse


def test_xq35_graveyard_action_seals_another_character_and_returns_exhausted_to_region_one():
    s = start()
    servant, corpse = _servant_in_graveyard(s)
    s.assets(1)
    s.act("p1", f"activate:{servant}:0")
    resolve(s, corpse)
    assert sealed_under(s, "society:p1") == ["JC014"]
    (back,) = [c for c in s.area(1) if s.card(c)["def"] == "XQ35"]
    assert s.card(back).get("exhausted") and "XQ35" not in s.defs("p1", "graveyard")


def test_xq35_needs_another_character_card_in_the_graveyard_and_only_works_from_there():
    s = start()
    servant = s.put("XQ35", zone("p1", "graveyard"))
    s.put("JC005", zone("p1", "graveyard"))
    s.assets(1)
    assert f"activate:{servant}:0" not in s.options("p1")
    in_play = s.character("XQ35", "p1", 2)
    s.put("JC014", zone("p1", "graveyard"))
    assert f"activate:{servant}:0" in s.options("p1") and f"activate:{in_play}:0" not in s.options("p1")


def test_xq35_a_use_counts_for_the_turn():
    """"该能力每回合只能发动一次": the use is recorded for this card object (a card that comes back and
    dies again is a new object, as everywhere in the engine; the stack must be empty for a 行动, so the
    same object cannot use it twice)."""
    s = start()
    servant, corpse = _servant_in_graveyard(s)
    s.assets(1)
    s.act("p1", f"activate:{servant}:0")
    resolve(s, corpse)
    assert f"{servant}:0" in s.state["turn"]["used"]


def test_xq35_cannot_be_played_face_up():
    s = start()
    servant = s.hand("XQ35")
    s.assets(3)
    assert f"play:{servant}" not in s.options("p1")


# ---------------------------------------------------------------------------- 破茧者教团 (MSJZ04)
NIGHTMARES = ["JC100", "JC100", "JC105", "JC110", "JZ58"]  # 梦魇 characters, two of one name
HOST = "JZ61"  # 暗夜访客: 人类/宿主


def held(s, player: str, kind: str = "hand") -> int:
    return len(s.zone(zone(player, kind)))


def _cult_setup(use: str) -> Scenario:
    """p1 plays 破茧者教团 with a library of fillers and five 梦魇 cards (two named alike); its
    "在抓取起始手牌前" trigger is asked before any opening hand is drawn (G:秘社牌 p7)."""
    decks = {"p1": ["MSJZ04"] + NIGHTMARES + [FILLER] * 45, "p2": [FILLER] * 50}
    s = Scenario("underworld", ["p1", "p2"], decks, 0, {"first_player": "p1"})
    assert held(s, "p1", "hand") == 0 and held(s, "p2", "hand") == 0
    s.expect("p1", "yes_no", answer=[use])
    return s


def test_msjz04_before_the_opening_hands_seals_nightmares_of_different_names_on_the_society():
    s = _cult_setup("yes")
    ask = s.expect("p1", "choose_cards")
    offered = [s.card(o["id"])["def"] for o in ask["options"]]
    assert sorted(offered) == ["JC100", "JC105", "JC110", "JZ58"]  # one 尖牙幻象 only
    s.expect("p1", "choose_cards", answer=[o["id"] for o in ask["options"]])
    assert sorted(sealed_under(s, "society:p1")) == ["JC100", "JC105", "JC110", "JZ58"]
    s.expect("p1", "mulligan")  # then the opening hands: six for the society
    assert held(s, "p1", "hand") == 6 and held(s, "p1", "library") == 50 - 4 - 6


def test_msjz04_declined_seals_nothing():
    s = _cult_setup("no")
    s.expect("p1", "mulligan")
    assert sealed_under(s, "society:p1") == [] and held(s, "p1", "hand") == 6


def test_msjz04_an_own_host_dying_puts_a_sealed_nightmare_as_a_hidden_agent_where_it_died():
    s = start()
    cult = s.put("MSJZ04", zone("p1", "society"))
    s.put("JC014", SEALED, owner="p1", sealed_under="society:p1")  # no 梦魇: never offered
    nightmare = s.put("JC105", SEALED, owner="p1", sealed_under="society:p1")
    host = s.character(HOST, "p1", 2)
    s.assets(1)
    s.ctx().set_counter(host, "damage", 5)
    s.pass_priority()
    resolve(s, nightmare)
    agents = [c for c in s.area(2) if s.card(c).get("face_down")]
    assert len(agents) == 1 and s.card(agents[0])["def"] == "JC105"
    assert sealed_under(s, "society:p1") == ["JC014"] and cult in s.state["cards"]


def test_msjz04_a_non_host_dying_does_nothing():
    s = start()
    s.put("MSJZ04", zone("p1", "society"))
    s.put("JC105", SEALED, owner="p1", sealed_under="society:p1")
    fodder = s.character("JC014", "p1", 2)
    s.assets(1)
    s.ctx().set_counter(fodder, "damage", 5)
    s.pass_priority()
    resolve(s)
    assert sealed_under(s, "society:p1") == ["JC105"] and not any(s.card(c).get("face_down") for c in s.area(2))


# ---------------------------------------------------------------------------- 冷山帮 (MSWM03)
# 黑市 (WM063) is blocked (【隐秘】/【暴露】): a made-up attachment of that name stands for it
BLACK_MARKET = CardDef.model_validate({"id": "TE063", "name": "黑市", "set": "帷幕", "type_line": "附属-设施/罪犯",
                                       "basic_type": "attachment", "faction": "black", "cost": 1,
                                       "attach_to": {"kind": "character"}})  # fmt: skip
CRIMINAL = "JC084"  # 街头混混: 人类/罪犯


def test_mswm03_before_the_opening_hands_puts_a_black_market_into_the_hand(monkeypatch):
    monkeypatch.setitem(card_db(), "TE063", BLACK_MARKET)
    decks = {"p1": ["MSWM03", "TE063"] + [FILLER] * 49, "p2": [FILLER] * 50}
    s = Scenario("underworld", ["p1", "p2"], decks, 0, {"first_player": "p1"})
    assert held(s, "p1") == 0
    s.expect("p1", "yes_no", answer=["yes"])
    ask = s.expect("p1", "choose_cards")
    s.expect("p1", "choose_cards", answer=[o["id"] for o in ask["options"]])
    s.expect("p1", "mulligan")  # then the society's five cards
    hand = [s.card(c)["def"] for c in s.zone(zone("p1", "hand"))]
    assert "TE063" in hand and len(hand) == 6


def _gang_action(discarded: str) -> tuple:
    s = start()
    gang = s.put("MSWM03", zone("p1", "society"))
    criminal = s.character(CRIMINAL, "p1", 2)
    s.on_top("JC014")
    for card_id in s.zone(zone("p1", "hand")):
        s.ctx().move(card_id, zone("p1", "library"), position=0)
    thrown = s.hand(discarded)
    s.assets(2)
    s.act("p1", f"activate:{gang}:1")
    resolve(s, thrown, criminal)
    return s, criminal


def test_mswm03_discarding_a_criminal_card_draws_and_makes_the_exhausted_criminal_lurk():
    s, criminal = _gang_action("JC086")  # 窃尸人: a 罪犯 card
    assert s.defs("p1", "hand") == ["JC014"] and s.defs("p1", "graveyard") == ["JC086"]
    assert criminal not in s.state["cards"]
    (agent,) = [c for c in s.area(2) if s.card(c).get("face_down")]
    assert s.card(agent)["def"] == CRIMINAL


def test_mswm03_discarding_another_card_only_draws():
    s, criminal = _gang_action(FILLER)
    assert s.defs("p1", "hand") == ["JC014"] and s.card(criminal).get("exhausted")
    assert not s.card(criminal).get("face_down")
