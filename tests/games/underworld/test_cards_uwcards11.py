"""Scenarios for the cards of the uwcards11 batch, each card ability used once in a position, its
result asserted. Cards quoted by id; the printed texts are in the community database."""

import pytest

from engine.games.underworld.stats import defence
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER
from tests.games.underworld.test_cards_added import defs, gone, resolve, start

WHITE = "JC070"  # 虔心修士: a white human monk, for white loyalty and as a monk host
HUMAN = "JC014"  # 人类/猎手, defence 1, no abilities worth noting


def _in_area(s, slot: int, definition: str) -> list[str]:
    return [c for c in s.area(slot) if s.card(c)["def"] == definition]


def _fire_at(s, target: str, use_triggers: bool = True) -> None:
    """p1 plays 妖火 (JC102): 1 damage to the target character; "use this trigger?" is answered
    `use_triggers`."""
    s.assets(2, "JC102")
    s.act("p1", f"play:{s.hand('JC102')}")

    def answers(s, ask):
        if target in [o["id"] for o in ask.get("options", [])]:
            return [target]
        return ["yes" if use_triggers else "no"] if s.request["key"] == "use" else None

    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None, answers)


# ---------------------------------------------------------------------------- 辟邪十字架 (LC09)
def test_lc09_costs_two_less_on_a_monk_so_only_a_monk_can_carry_it_with_one_asset():
    """额外费用 (G:额外费用 p3): "若结附的目标是僧侣角色，则辟邪十字架的所需费用减少2"."""
    s = start()
    monk = s.character(WHITE, "p1", 1)
    s.character(HUMAN, "p1", 2)
    (asset,) = s.assets(1, WHITE)
    cross = s.hand("LC09")
    assert f"play:{cross}" in s.options("p1")
    s.act("p1", f"play:{cross}")  # the monk, the only host it can be paid for on, is taken by itself
    resolve(s)
    (attached,) = _in_area(s, 1, "LC09")
    assert s.card(attached)["attached_to"] == monk and not s.card(asset).get("exhausted")


def test_lc09_cannot_be_played_without_a_monk_or_the_full_cost():
    s = start()
    s.character(HUMAN, "p1", 1)
    s.assets(1, WHITE)
    assert f"play:{s.hand('LC09')}" not in s.options("p1")


@pytest.mark.parametrize("owner", ["p1", "p2"])
def test_lc09_when_its_host_dies_the_host_comes_back_exhausted_where_it_was(owner):
    """The cross is destroyed as its host dies (G:附属和结附 p4), and its trigger still resolves as
    the cross last was: the host returns to its region, exhausted, under its owner's control."""
    s = start()
    host = s.character(HUMAN, owner, 2)
    cross = s.put("LC09", "area2", owner="p1", attached_to=host)
    _fire_at(s, host)
    assert gone(s, host) and gone(s, cross) and defs(s, "p1", "graveyard").count("LC09") == 1
    (back,) = _in_area(s, 2, HUMAN)
    assert s.card(back)["exhausted"] and s.card(back)["owner"] == owner and "controller" not in s.card(back)
    assert HUMAN not in defs(s, owner, "graveyard") and s.events_of("character_died")


def test_lc09_declined_the_host_stays_dead():
    s = start()
    host = s.character(HUMAN, "p1", 2)
    s.put("LC09", "area2", owner="p1", attached_to=host)
    _fire_at(s, host, use_triggers=False)
    assert _in_area(s, 2, HUMAN) == [] and defs(s, "p1", "graveyard").count(HUMAN) == 1



# ---------------------------------------------------------------------------- 百变王牌 (BQ025)
def test_bq025_when_its_ready_host_dies_it_comes_back_on_the_first_character_revealed():
    """Destroyed with its host (G:附属和结附 p4), its trigger resolves as it last was: the library is
    revealed down to a character card (展示, G:展示 p11), which is put into play here with 百变王牌 on
    it, exhausted; the affair revealed above it is shuffled back."""
    s = start()
    host = s.character(HUMAN, "p1", 2)
    s.put("BQ025", "area2", owner="p1", attached_to=host)
    s.on_top("JC102")  # an affair over the library's character cards (JC125)
    library = s.count("p1", "library")
    _fire_at(s, host)
    (character,) = _in_area(s, 2, FILLER)
    (joker,) = _in_area(s, 2, "BQ025")
    assert s.card(joker)["attached_to"] == character and s.card(joker)["exhausted"]
    assert HUMAN in defs(s, "p1", "graveyard") and "BQ025" not in defs(s, "p1", "graveyard")
    assert s.count("p1", "library") == library - 1 and "JC102" in defs(s, "p1", "library")
    assert {e["definition"] for e in s.events_of("card_revealed")} >= {"JC102", FILLER}


def test_bq025_exhausted_when_its_host_dies_it_stays_in_the_graveyard():
    """"若百变王牌未横置": as it last was in play."""
    s = start()
    host = s.character(HUMAN, "p1", 2)
    s.put("BQ025", "area2", owner="p1", attached_to=host, exhausted=True)
    library = s.count("p1", "library")
    _fire_at(s, host)
    assert _in_area(s, 2, FILLER) == [] and "BQ025" in defs(s, "p1", "graveyard")
    assert s.count("p1", "library") == library and not s.events_of("card_revealed")


# ---------------------------------------------------------------------------- 隔空御物 (WM086)
MIND = "BQ003"  # 领航员: a 【心】 card, for WM086's loyalty
PSYCHIC = "JC066"  # 封魔瓶瑟琳娜: a 超能力者


def test_wm086_puts_an_equipment_card_from_your_graveyard_onto_a_character_you_choose():
    s = start()
    human = s.character(HUMAN, "p1", 1)
    other = s.character(HUMAN, "p1", 2)
    knife = s.put("JC020", zone("p1", "graveyard"))  # 隐蔽的飞刀: 装备
    s.assets(3, MIND)
    s.act("p1", f"play:{s.hand('WM086')}")
    resolve(s, knife, other)
    (attached,) = _in_area(s, 2, "JC020")
    assert s.card(attached)["attached_to"] == other and "JC020" not in defs(s, "p1", "graveyard")
    assert _in_area(s, 1, "JC020") == [] and human in s.area(1) and "WM086" in defs(s, "p1", "graveyard")


def test_wm086_takes_no_non_equipment_card():
    s = start()
    s.put("JC102", zone("p1", "graveyard"))  # an affair
    s.assets(3, MIND)
    assert f"play:{s.hand('WM086')}" not in s.options("p1")


def test_wm086_is_played_from_the_asset_zone_while_you_control_a_psychic_never_paying_for_itself():
    s = start()
    s.character(HUMAN, "p1", 1)
    s.put("JC020", zone("p1", "graveyard"))
    assets = s.assets(4, MIND)
    gift = s.asset("WM086")
    assert f"play:{gift}" not in s.options("p1")  # no 超能力者
    s.character(PSYCHIC, "p1", 2)
    assert f"play:{gift}" in s.options("p1")
    s.act("p1", f"play:{gift}")
    s.expect("p1", "choose_cards", assets, answer=assets[:3])  # it is not offered to pay for itself
    resolve(s)
    assert "WM086" in defs(s, "p1", "graveyard") and _in_area(s, 1, "JC020")


def test_wm086_in_the_asset_zone_needs_three_other_ready_assets():
    s = start()
    s.character(PSYCHIC, "p1", 2)
    s.put("JC020", zone("p1", "graveyard"))
    s.assets(2, MIND)
    assert f"play:{s.asset('WM086')}" not in s.options("p1")


# ---------------------------------------------------------------------------- 咒欲之门 (CQ28)
BLACK = "JC085"  # a black card, for CQ28's loyalty


def _open_gate(s, mode: str) -> None:
    """p1 plays 咒欲之门 choosing `mode` first (ids "0".."3")."""
    s.assets(4, BLACK)
    s.act("p1", f"play:{s.hand('CQ28')}")
    s.expect("p1", "choose_option", answer=[mode])


def test_cq28_the_same_option_twice_draws_two():
    s = start()
    held = s.count("p1", "hand")
    _open_gate(s, "3")
    s.expect("p1", "choose_option", ["0", "3"], answer=["3"])  # 你可以重复选择同一项; no target for the others
    resolve(s)
    assert s.count("p1", "hand") == held + 2  # the gate came into the hand after `held` and left it


def test_cq28_an_option_chosen_twice_has_its_own_targets_each_time():
    s = start()
    first, second = s.character("JC018", "p2", 1), s.character("JC018", "p2", 2)  # defence 2
    _open_gate(s, "2")
    s.expect("p1", "choose_targets", answer=[first])
    s.expect("p1", "choose_option", answer=["2"])
    s.expect("p1", "choose_targets", answer=[second])
    resolve(s)
    assert defence(s.state, first) == 1 and defence(s.state, second) == 1


def test_cq28_puts_a_cheap_character_card_from_your_graveyard_into_a_region_then_mills_six():
    s = start()
    human = s.put(HUMAN, zone("p1", "graveyard"))  # printed cost 2
    s.put("JC030", zone("p1", "graveyard"))  # 蝙蝠, printed cost 3: not offered
    library = s.count("p1", "library")
    _open_gate(s, "1")
    s.expect("p1", "choose_targets", answer=["slot3"])  # the human, the only card it may take, is taken by itself
    s.expect("p1", "choose_option", answer=["0"])
    resolve(s)
    assert _in_area(s, 3, HUMAN) and s.count("p1", "library") == library - 6
    assert len(defs(s, "p1", "graveyard")) == 1 + 6 + 1 and "JC030" in defs(s, "p1", "graveyard")  # the bat, six milled, the gate
    assert human not in s.state["cards"]
