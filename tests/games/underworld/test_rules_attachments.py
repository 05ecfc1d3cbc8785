"""Attachments and control (G:附属和结附 p4, G:操控者 p2): an attachment keeps its controller and
goes to its owner's graveyard (digest T50), equipment and "不能被装备结附", and an attachment whose
host stops meeting its requirement."""

from engine.games.underworld.zones import controller_of
from tests.games.underworld.position import FILLER, UnderworldScenario


def gun_and_killer():
    """p1's action step: 柯尔特巨蟒左轮 (JC116) in his hand, one asset to pay for it; p2's 职业杀手
    (JC088, "支付 2：潜伏") in region 1 with two ready assets."""
    s = UnderworldScenario()
    gun = s.hand("JC116", "p1")
    s.asset(FILLER, "p1")
    killer = s.character("JC088", "p2", 1)
    s.assets(2, FILLER, "p2")
    s.to_action_step()
    return s, gun, killer


def test_t50_an_attachment_stays_with_its_controller_and_goes_to_its_owners_graveyard():
    """G:附属和结附 p4: p1's 柯尔特巨蟒左轮 (JC116) on p2's 职业杀手 stays p1's and gives its host the
    battle icon; when the host lurks, it is destroyed into p1's graveyard."""
    s, gun, killer = gun_and_killer()
    s.act("p1", f"play:{gun}")  # its one legal host is chosen by itself
    s.pass_priority(2)
    attached = next(c for c in s.area(1) if s.card(c).get("attached_to") == killer)
    assert controller_of(s.state, attached) == "p1" and controller_of(s.state, killer) == "p2"
    assert s.view("p1")["characters"][killer]["icons"]["battle"] == 2
    s.act("p1", "pass")
    s.act("p2", f"activate:{killer}:1")
    s.pass_priority(2)
    assert attached not in s.state["cards"] and s.defs("p1", "graveyard") == ["JC116"]
    assert s.defs("p2", "graveyard") == []


def test_equipment_cannot_attach_to_a_character_that_refuses_it():
    """通灵猫头鹰 (JC001, 不能被装备结附) is no host for 柯尔特巨蟒左轮 (JC116, 附属-装备/武器)."""
    s = UnderworldScenario()
    gun = s.hand("JC116", "p1")
    s.asset(FILLER, "p1")
    s.character("JC001", "p1", 1)
    s.to_action_step()
    assert f"play:{gun}" not in s.options("p1")
    other = s.character("JC014", "p1", 2)
    s.act("p1", f"play:{gun}")  # the one legal host, chosen by itself
    assert s.state["stack"][-1]["host"] == other


def test_t50_taking_control_of_a_host_moves_no_attachment_but_one_may_fall_off(test_card):
    """G:操控者 p2: p1 takes p2's character; p2's 柯尔特巨蟒左轮 on it stays p2's and still gives
    its icon; p1's "结附于目标敌方角色" attachment there no longer meets its requirement and is
    destroyed (digest §6.5)."""
    taker = test_card("TE013", basic_type="affair", speed="fast", targets=[{"select": {"kind": "character", "controller": "enemy"}}],
                      effects=[{"step": "gain_control", "what": {"target": "t"}}])  # fmt: skip
    curse = test_card("TE014", basic_type="attachment", attach_to={"kind": "character", "select": {"kind": "character", "controller": "enemy"}})
    s = UnderworldScenario()
    host = s.character("JC096", "p2", 1)
    gun = s.put("JC116", "area1", owner="p2", attached_to=host)
    cursed = s.put(curse, "area1", owner="p1", attached_to=host)
    s.to_action_step()
    s.act("p1", f"play:{s.hand(taker, 'p1')}")
    s.pass_priority(2)
    assert controller_of(s.state, host) == "p1" and controller_of(s.state, gun) == "p2"
    assert s.view("p2")["characters"][host]["icons"]["battle"] == 3  # the host still gets its icon
    assert cursed not in s.state["cards"] and s.defs("p1", "graveyard") == [taker, curse]


def test_t50_an_attachment_whose_host_is_gone_on_resolution_goes_to_its_owners_graveyard():
    """G:附属和结附 p4: p2 answers 柯尔特巨蟒左轮 by turning 职业杀手 face down; the gun never attaches."""
    s, gun, killer = gun_and_killer()
    s.act("p1", f"play:{gun}")
    s.act("p1", "pass")
    s.act("p2", f"activate:{killer}:1")
    s.pass_priority(4)
    assert s.defs("p1", "graveyard") == ["JC116"] and not any(s.card(c).get("attached_to") for c in s.area(1))


def test_jz27_takes_a_human_here_as_a_servant_until_she_leaves_play():
    """哈达莎·爱弗罗德 (JZ27): revealed, she takes control of p2's human here, which becomes a 奴仆
    too (for selections by `any_subtype`, as 列恩·爱弗罗德's (JC038) sacrifice, and for conditions
    such as `you_control`); when she leaves play, both end and p2 controls the character again."""
    from engine.games.underworld.abilities import Condition, Select
    from engine.games.underworld.stats import condition_holds
    from engine.games.underworld.targets import matches

    s = UnderworldScenario()
    hadassah = s.agent("JZ27", "p1", 2)
    human = s.character("JC075", "p2", 2)  # 人类/医疗员
    s.assets(6, "JZ27", "p1")  # blue
    s.to_action_step()
    s.act("p1", f"reveal:{hadassah}")
    s.pass_priority(2)
    s.expect("p1", "yes_no", answer=["yes"])  # the one human here is its target
    s.pass_priority(2)
    assert controller_of(s.state, human) == "p1"
    assert matches(s.state, Select(kind="character", subtype="奴仆"), human, "p1", None, None)
    assert matches(s.state, Select(kind="character", any_subtype=["吸血鬼", "奴仆"]), human, "p1", None, None)
    revealed = next(c for c in s.area(2) if s.card(c)["def"] == "JZ27")
    assert condition_holds(s.state, Condition(you_control=["奴仆"]), revealed, "p1")
    s.move(revealed, "p1.graveyard")
    s.pass_priority()  # the state checks before the next priority
    assert controller_of(s.state, human) == "p2" and not s.state["effects"]
    assert not matches(s.state, Select(kind="character", subtype="奴仆"), human, "p2", None, None)
    assert not condition_holds(s.state, Condition(you_control=["奴仆"]), human, "p2")
