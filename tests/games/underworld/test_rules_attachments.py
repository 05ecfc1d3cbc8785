"""Attachments and control (G:附属和结附 p4, G:操控者 p2): an attachment keeps its controller and
goes to its owner's graveyard (digest T50), equipment and "不能被装备结附", and an attachment whose
host stops meeting its requirement."""

import pytest

from engine.games.underworld.cards import CardDef, card_db
from engine.games.underworld.zones import controller_of, zone
from tests.games.underworld.position import FILLER, UnderworldScenario


@pytest.fixture
def taker(monkeypatch):
    """TE013: a fast neutral affair, cost 0: "获得目标敌方角色的操控权"."""
    card = CardDef.model_validate({"id": "TE013", "name": "测试夺取", "set": "基础", "type_line": "事务-测试",
                                   "basic_type": "affair", "faction": "neutral", "cost": 0, "speed": "fast",
                                   "targets": [{"select": {"kind": "character", "controller": "enemy"}}],
                                   "effects": [{"step": "gain_control", "what": {"target": "t"}}]})  # fmt: skip
    monkeypatch.setitem(card_db(), "TE013", card)
    return "TE013"


def action_step(s: UnderworldScenario) -> None:
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")


def defs(s, player, kind):
    return [s.card(c)["def"] for c in s.zone(zone(player, kind))]


def test_t50_an_attachment_stays_with_its_controller_and_goes_to_its_owners_graveyard():
    """G:附属和结附 p4: p1's 柯尔特巨蟒左轮 (JC116) on p2's 职业杀手 stays p1's and gives its host the
    battle icon; when the host lurks, it is destroyed into p1's graveyard."""
    s = UnderworldScenario()
    gun = s.hand("JC116", "p1")
    s.asset(FILLER, "p1")
    killer = s.character("JC088", "p2", 1)
    s.assets(2, FILLER, "p2")
    action_step(s)
    s.act("p1", f"play:{gun}")  # its one legal host is chosen by itself
    s.pass_priority(2)
    attached = next(c for c in s.area(1) if s.card(c).get("attached_to") == killer)
    assert controller_of(s.state, attached) == "p1" and controller_of(s.state, killer) == "p2"
    assert s.view("p1")["characters"][killer]["icons"]["battle"] == 2
    s.act("p1", "pass")
    s.act("p2", f"activate:{killer}:1")
    s.pass_priority(2)
    assert attached not in s.state["cards"] and defs(s, "p1", "graveyard") == ["JC116"]
    assert defs(s, "p2", "graveyard") == []


def test_t50_taking_control_of_a_host_leaves_the_attachment_with_its_controller(taker):
    """G:操控者 p2: the character changes hands, the attachment on it does not."""
    s = UnderworldScenario()
    host = s.character("JC096", "p2", 1)
    gun = s.put("JC116", "area1", owner="p2", attached_to=host)
    action_step(s)
    s.act("p1", f"play:{s.hand(taker, 'p1')}")
    s.pass_priority(2)
    assert controller_of(s.state, host) == "p1" and controller_of(s.state, gun) == "p2"
    assert s.view("p2")["characters"][host]["icons"]["battle"] == 3  # the host still gets its icon


def test_equipment_cannot_attach_to_a_character_that_refuses_it():
    """通灵猫头鹰 (JC001, 不能被装备结附) is no host for 柯尔特巨蟒左轮 (JC116, 附属-装备/武器)."""
    s = UnderworldScenario()
    gun = s.hand("JC116", "p1")
    s.asset(FILLER, "p1")
    s.character("JC001", "p1", 1)
    action_step(s)
    assert f"play:{gun}" not in s.options("p1")
    other = s.character("JC014", "p1", 2)
    s.act("p1", f"play:{gun}")  # the one legal host, chosen by itself
    assert s.state["stack"][-1]["host"] == other


def test_an_attachment_whose_host_stops_meeting_its_requirement_is_destroyed(monkeypatch, taker):
    """Digest §6.5: "结附于目标敌方角色" falls off once p1 controls that character."""
    curse = CardDef.model_validate({"id": "TE014", "name": "测试诅咒", "set": "基础", "type_line": "附属-状态",
                                    "basic_type": "attachment", "faction": "neutral", "cost": 0,
                                    "attach_to": {"kind": "character", "select": {"kind": "character", "controller": "enemy"}}})  # fmt: skip
    monkeypatch.setitem(card_db(), "TE014", curse)
    s = UnderworldScenario()
    host = s.character("JC096", "p2", 1)
    cursed = s.put("TE014", "area1", owner="p1", attached_to=host)
    action_step(s)
    s.act("p1", f"play:{s.hand(taker, 'p1')}")
    s.pass_priority(2)
    assert controller_of(s.state, host) == "p1"
    assert cursed not in s.state["cards"] and defs(s, "p1", "graveyard") == ["TE013", "TE014"]
