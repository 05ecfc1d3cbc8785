"""Scenarios for the cards of the uwcards4 batch (梦境行者, 圣贤, 鸣钟教派, 猎魔人, 仙灵 and neutral
cards): each card ability used once in a position, its result asserted. Cards quoted by id; the
printed texts are in the community database."""

import pytest

from engine.games.underworld.actions import ability_usable
from engine.games.underworld.cards import card
from engine.games.underworld.sealing import SEALED
from engine.games.underworld.stats import icons, keywords, subtypes
from engine.games.underworld.zones import controller_of, zone
from tests.games.underworld.test_cards_added import defs, gone, resolve, start

PURPLE = "XQ40"  # a purple card: assets for purple loyalty


def play_into(s, card_id: str, slot: int) -> int:
    """p1 plays a character card from his hand into a region; returns what he paid."""
    s.act("p1", f"play:{card_id}")
    resolve(s, f"slot{slot}")
    return s.events_of("cost_paid")[-1]["amount"]


# ---------------------------------------------------------------------------- control (G:操控者 p2)
def test_jc129_takes_an_enemy_character_until_the_end_of_the_turn():
    s = start()
    killer = s.character("JC088", "p2", 2)
    s.assets(3, PURPLE)
    s.act("p1", f"play:{s.hand('JC129')}")
    resolve(s, killer)
    assert controller_of(s.state, killer) == "p1"
    assert s.events_of("control_changed")[-1]["player"] == "p1"
    s.drive(lambda s: s.state["turn"]["number"] == 2)
    assert controller_of(s.state, killer) == "p2"


# ---------------------------------------------------------------------------- sealing (G:封印 p4)
def test_xq40_draws_then_seals_a_card_of_the_hand_under_the_target():
    s = start()
    performer = s.character("XQ40", "p1", 1)
    killer = s.character("JC088", "p2", 1)
    s.on_top("JC014")
    s.assets(2)
    chosen = s.hand("JC056")
    s.act("p1", f"activate:{performer}:0")
    resolve(s, killer, chosen)
    assert s.card(performer)["exhausted"] and s.events_of("cards_drawn")
    sealed = s.zone(SEALED)
    assert len(sealed) == 1 and s.card(sealed[0])["sealed_under"] == killer
    assert s.card(sealed[0])["def"] == "JC056" and "JC014" in defs(s, "p1", "hand")
    assert "JC056" not in defs(s, "p1", "hand")


def test_xq41_draws_a_card_when_sealed_under_a_character():
    """催眠术表演者 (XQ40) seals 启迪之梦 from the hand; its own trigger then draws."""
    s = start()
    performer = s.character("XQ40", "p1", 1)
    killer = s.character("JC088", "p2", 1)
    dream = s.hand("XQ41")
    s.on_top("JC014")  # drawn by XQ40
    s.on_top("JC014")
    s.assets(2)
    s.act("p1", f"activate:{performer}:0")
    resolve(s, killer, dream)
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["XQ41"] and s.card(sealed[0])["sealed_under"] == killer
    assert defs(s, "p1", "hand").count("JC014") == 2


# ---------------------------------------------------------------------------- cost reductions
def test_jc042_makes_the_next_bells_card_two_cheaper():
    """末日信徒 is sacrificed; 灾难使者 (JC044, red, cost 3) then costs 1."""
    s = start()
    believer = s.character("JC042", "p1", 1)
    herald = s.hand("JC044")
    s.asset("JC044")
    s.act("p1", f"activate:{believer}:0")
    resolve(s)
    assert gone(s, believer)
    assert play_into(s, herald, 2) == 1 and [s.card(c)["def"] for c in s.area(2)] == ["JC044"]


def test_jc042_does_not_help_a_card_of_another_faction_without_blood():
    s = start()
    believer = s.character("JC042", "p1", 1)
    s.hand("XQ41")  # purple, star domain, cost 3
    s.assets(2, PURPLE)
    s.act("p1", f"activate:{believer}:0")
    resolve(s)
    assert not any(o.startswith("play:") and s.card(o.split(":")[1])["def"] == "XQ41" for o in s.options("p1"))


# ---------------------------------------------------------------------------- searching to seal
def test_xq44_seals_a_dream_card_from_the_library_under_the_target():
    s = start()
    killer = s.character("JC088", "p2", 1)
    s.on_bottom("XQ41")  # 启迪之梦, a 梦境 card; its own trigger then draws
    s.on_top("JC014")
    s.assets(2, PURPLE)
    s.act("p1", f"play:{s.hand('XQ44')}")
    resolve(s, killer)
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["XQ41"] and s.card(sealed[0])["sealed_under"] == killer
    assert "XQ41" not in defs(s, "p1", "library") and s.events_of("zone_shuffled")


def test_jc109_seals_a_spirit_character_at_the_end_step_and_gains_a_battle_icon_per_sealed_card():
    s = start()
    drowned = s.character("JC109", "p1", 1)
    s.on_bottom("XQ41")  # a spirit character card
    s.on_bottom("JC014")  # not a spirit
    assert icons(s.state, drowned)[0]["battle"] == 0
    s.drive(lambda s: bool(s.zone(SEALED)), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    assert s.step == "end"
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["XQ41"] and s.card(sealed[0])["sealed_under"] == drowned
    assert icons(s.state, drowned)[0]["battle"] == 1 and "JC014" in defs(s, "p1", "library")


# ---------------------------------------------------------------------------- tattoos: subtypes given by an attachment
def test_jz39_makes_its_host_a_demon_then_sacrifices_it_so_the_enemy_sacrifices():
    s = start()
    human = s.character("JC014", "p1", 1)  # 人类/猎手, two black battle icons
    victim = s.character("JC088", "p2", 2)
    s.assets(3, "JC044")  # red
    s.act("p1", f"play:{s.hand('JZ39')}")
    resolve(s, human)
    assert "恶魔" in subtypes(s.state, human) and keywords(s.state, human)["carnage"] == 1
    assert icons(s.state, human)[0]["battle"] == 3
    tattoo = next(c for c in s.area(1) if s.card(c)["def"] == "JZ39")
    s.act("p1", f"activate:{tattoo}:1")
    resolve(s, human, "p2")
    assert gone(s, human) and gone(s, victim) and defs(s, "p2", "graveyard") == ["JC088"]


def test_wm038_marks_a_cultist_with_time_then_sacrifices_one_for_a_cheaper_bells_card():
    s = start()
    human = s.character("JC014", "p1", 1)
    herald = s.hand("JC044")  # red, cost 3
    s.assets(2, "JC044")
    s.act("p1", f"play:{s.hand('WM038')}")
    resolve(s, human)
    assert "邪教徒" in subtypes(s.state, human) and s.counter_of(human, "time") == 1
    brand = next(c for c in s.area(1) if s.card(c)["def"] == "WM038")
    s.act("p1", f"activate:{brand}:2")
    resolve(s, human)
    assert gone(s, human)
    assert play_into(s, herald, 2) == 1 and [s.card(c)["def"] for c in s.area(2)] == ["JC044"]


def test_jz21_makes_its_own_human_a_fairy_with_barrier_while_you_hold_the_token():
    s = start()
    human = s.character("JC014", "p1", 1)
    s.asset("JC014")  # green
    s.act("p1", f"play:{s.hand('JZ21')}")
    resolve(s, human)
    assert "仙灵" in subtypes(s.state, human) and "barrier" in keywords(s.state, human)
    s.drive(lambda s: s.state["turn"]["number"] == 2)  # p2 holds the token now: no barrier
    assert "barrier" not in keywords(s.state, human) and "仙灵" in subtypes(s.state, human)


def test_jz21_sacrifices_a_fairy_for_a_battle_icon_counter():
    s = start()
    human = s.character("JC014", "p1", 1)
    other = s.character("JC088", "p1", 2)
    s.asset("JC014")
    s.act("p1", f"play:{s.hand('JZ21')}")
    resolve(s, human)
    wings = next(c for c in s.area(1) if s.card(c)["def"] == "JZ21")
    s.act("p1", f"activate:{wings}:2")
    resolve(s, other, human)
    assert gone(s, human) and s.counter_of(other, "battle_icon") == 1
    assert icons(s.state, other)[0]["battle"] == 2


# ---------------------------------------------------------------------------- 回收 (recover)
def test_bq022_gives_a_battle_icon_and_returns_to_the_hand_when_its_host_leaves_play():
    """回收: "当受此结附的角色离场时，将该附属移回你的手中"; 妖火 (JC102) then kills the host."""
    s = start()
    human = s.character("JC014", "p1", 1)  # defence 1, two black battle icons
    s.assets(3, "JC102")  # purple, for 妖火
    s.act("p1", f"play:{s.hand('BQ022')}")
    resolve(s, human)
    assert icons(s.state, human)[0]["battle"] == 3
    s.act("p1", f"play:{s.hand('JC102')}")
    resolve(s, human)
    assert gone(s, human) and "BQ022" in defs(s, "p1", "hand") and sorted(defs(s, "p1", "graveyard")) == ["JC014", "JC102"]


# ---------------------------------------------------------------------------- 不能移动 (immobile)
def test_jz62_seals_a_cheap_non_human_purple_character_from_the_library_when_it_enters():
    s = start()
    s.on_bottom("XQ41")  # 梦境, purple, cost 3: the one that qualifies
    s.on_bottom("XQ40")  # purple but human
    s.on_bottom("JC109")  # purple but cost 6
    s.assets(3, PURPLE)
    s.act("p1", f"play:{s.hand('JZ62')}")
    resolve(s, "slot1")
    cocoon = next(c for c in s.area(1) if s.card(c)["def"] == "JZ62")
    s.drive(lambda s: bool(s.zone(SEALED)) or (not s.state["stack"] and s.priority_player() is not None),
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["XQ41"] and s.card(sealed[0])["sealed_under"] == cocoon
    assert {"XQ40", "JC109"} <= set(defs(s, "p1", "library"))


def test_jz62_cannot_be_moved():
    """红眼航班 (JC117) has no region to move it to, so it cannot be used on it (G:目标 p7: no legal
    target; G:否定效果优先 p4); with another own character it moves that one only."""
    s = start()
    s.character("JZ62", "p1", 1)
    flight = s.put("JC117", zone("p1", "society"), attached_to="society:p1")
    s.asset()
    assert not ability_usable(s.state, "p1", flight, 0, card("JC117").abilities[0])
    knight = s.character("JC014", "p1", 1)
    assert ability_usable(s.state, "p1", flight, 0, card("JC117").abilities[0])
    s.act("p1", f"activate:{flight}:0")
    assert s.events_of("targets_chosen")[-1]["targets"] == [knight]  # the only character offered
    assert [o["id"] for o in s.ask(s.request["pending"][0])["options"]] == ["slot2", "slot3"]


# ---------------------------------------------------------------------------- a card sealed under the target
@pytest.mark.parametrize("sealed", [True, False])
def test_xq45_destroys_the_target_only_with_a_card_sealed_under_it(sealed):
    s = start()
    killer = s.character("JC088", "p2", 1)
    if sealed:
        s.put("XQ41", SEALED, owner="p1", sealed_under=killer, visible_to="all")
    s.assets(3, PURPLE)
    s.act("p1", f"play:{s.hand('XQ45')}")
    resolve(s, killer)
    assert gone(s, killer) == sealed and ("JC088" in defs(s, "p2", "graveyard")) == sealed
    assert "XQ45" in defs(s, "p1", "graveyard")


# ---------------------------------------------------------------------------- reductions for a reveal too
def test_jc103_makes_the_next_dreamwalker_reveal_one_cheaper():
    """The reduction also serves a paid reveal (G:暗藏者翻面 p1): 启迪之梦 (cost 3) turns over for 2."""
    s = start()
    painter = s.character("JC103", "p1", 1)
    agent = s.agent("XQ41", "p1", 2)
    s.assets(2, PURPLE)
    assert f"reveal:{agent}" not in s.options("p1")  # 3 to pay, 2 assets
    s.act("p1", f"activate:{painter}:0")
    resolve(s)
    assert s.card(painter)["exhausted"] and f"reveal:{agent}" in s.options("p1")
    s.act("p1", f"reveal:{agent}")
    resolve(s)
    assert s.events_of("cost_paid")[-1]["amount"] == 2 and not s.state["effects"]
    assert [s.card(c)["def"] for c in s.area(2) if not s.card(c).get("face_down")] == ["XQ41"]


def test_jc025_makes_the_next_hunter_card_one_cheaper():
    s = start()
    badge = s.put("JC025", zone("p1", "society"), attached_to="society:p1")
    hunter = s.hand("JC014")  # green, cost 2
    s.assets(2, "JC014")  # its loyalty: two green
    s.act("p1", f"activate:{badge}:0")
    resolve(s)
    assert play_into(s, hunter, 1) == 1 and [s.card(c)["def"] for c in s.area(1)] == ["JC014"]


def test_jc025_is_sacrificed_to_find_a_hunter_card():
    s = start()
    badge = s.put("JC025", zone("p1", "society"), attached_to="society:p1")
    s.on_bottom("JC014")  # 人类/猎手
    s.on_top("JC088")  # 人类/罪犯
    s.asset()
    s.act("p1", f"activate:{badge}:1")
    resolve(s)
    assert gone(s, badge) and "JC025" in defs(s, "p1", "graveyard")
    assert "JC014" in defs(s, "p1", "hand") and "JC088" in defs(s, "p1", "library")


# ---------------------------------------------------------------------------- from the graveyard, with a subtype
def test_jc133_puts_a_graveyard_character_into_the_target_region_as_undead():
    s = start()
    corpse = s.put("JC014", zone("p1", "graveyard"))
    s.assets(5, "JC088")  # black
    s.act("p1", f"play:{s.hand('JC133')}")
    resolve(s, "slot2", corpse)
    risen = [c for c in s.area(2) if s.card(c)["def"] == "JC014"]
    assert len(risen) == 1 and not s.card(risen[0]).get("face_down")
    assert subtypes(s.state, risen[0]) == ("人类", "猎手", "不死生物")
    assert "JC014" not in defs(s, "p1", "graveyard")


# ---------------------------------------------------------------------------- a random hand card to the library top
@pytest.mark.parametrize("nightmare", [True, False])
def test_jz67_puts_a_random_hand_card_on_top_then_may_shuffle_with_a_nightmare(nightmare):
    s = start()
    if nightmare:
        s.character("JC100", "p1", 1)  # 梦魇/梦境
    for card_id in s.zone(zone("p2", "hand")):
        s.ctx().move(card_id, zone("p2", "library"), position=0)
    s.hand("JC088", "p2")
    s.asset(PURPLE)
    shuffles = len(s.events_of("zone_shuffled"))
    s.act("p1", f"play:{s.hand('JZ67')}")
    resolve(s, "p2")
    assert s.count("p2", "hand") == 0 and s.events_of("card_revealed")[-1]["definition"] == "JC088"
    shuffled = len(s.events_of("zone_shuffled")) > shuffles
    assert shuffled == nightmare
    assert (defs(s, "p2", "library")[-1] == "JC088") or nightmare


# ---------------------------------------------------------------------------- sacrificed, still naming its host
def test_jz11_sacrificed_gives_the_character_it_was_on_barrier_then_predicts():
    s = start()
    host = s.character("JC014", "p1", 1)
    foot = s.put("JZ11", "area1", owner="p1", attached_to=host)
    s.on_top("JC088")
    s.act("p1", f"activate:{foot}:0")
    resolve(s)
    assert gone(s, foot) and "JZ11" in defs(s, "p1", "graveyard")
    assert "barrier" in keywords(s.state, host) and s.events_of("library_looked_at")[-1]["count"] == 1


# ---------------------------------------------------------------------------- sealing from the graveyard
def test_lc17_seals_a_spell_from_the_graveyard_at_the_prepare_step():
    """The 猎手 lies first in the graveyard: were it offered, the default answer would take it."""
    s = start()
    s.put("JC014", zone("p1", "graveyard"))
    lotus = s.character("LC17", "p1", 1)
    s.put("JC102", zone("p1", "graveyard"))  # 事务-法术/阴
    s.drive(lambda s: bool(s.zone(SEALED)), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    assert s.step == "prepare"
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["JC102"] and s.card(sealed[0])["sealed_under"] == lotus
    assert defs(s, "p1", "graveyard") == ["JC014"]


# ---------------------------------------------------------------------------- 潜伏触发
def test_jc054_lurks_at_the_end_step_and_then_damages_every_other_character_there():
    s = start()
    s.character("JC054", "p1", 1)
    mine, theirs = s.character("JC014", "p1", 1), s.character("JC088", "p2", 1)  # defence 1 each
    elsewhere = s.character("JC088", "p2", 2)
    s.drive(lambda s: gone(s, mine) and gone(s, theirs))
    assert s.step == "end"
    worm = [c for c in s.area(1) if s.card(c)["def"] == "JC054"]
    assert len(worm) == 1 and s.card(worm[0])["face_down"]
    assert not gone(s, elsewhere) and s.counter_of(elsewhere) == 0
