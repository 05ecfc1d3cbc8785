"""Legal choices are offered, illegal ones never (issue 15 item 4), and optional triggers are asked
(issue 15 item 3). Scenarios cite the rulebook; guards check every card of the set for the class."""

from engine.games.underworld import abilities as a
from engine.games.underworld.cards import card_db
from engine.games.underworld.stack import KEYWORD_ABILITIES
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import resolve, start


def mobile_announced(s: UnderworldScenario) -> None:
    """Into the contest phase until the 机动 trigger waits announced on the stack (F:3.1.1)."""
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.drive(lambda s: bool(s.state["stack"]) and s.state["stack"][-1]["data"].get("announced"),
            lambda s, ask: ["yes"] if s.request["key"] == "use" else None)  # fmt: skip


def test_mobile_never_offers_a_region_its_character_may_not_enter():
    """G:机动 p5, G:否定效果优先 p4: 戒严 (JC064) on region 2 keeps every non-国家机构 character out,
    so 公路骑士's 机动 may only choose region 3; with 戒严 on region 3 too it has no legal target
    and leaves the stack unasked (G:目标 p7)."""
    s = UnderworldScenario()
    knight = s.character("JC014", "p1", 1)
    s.put("JC064", "area2", owner="p2", attached_to="slot2")
    mobile_announced(s)
    assert s.state["stack"][-1]["source"] == knight and s.state["stack"][-1]["data"]["targets"]["t"] == ["slot3"]
    t = UnderworldScenario()
    knight = t.character("JC014", "p1", 1)
    t.put("JC064", "area2", owner="p2", attached_to="slot2")
    t.put("JC064", "area3", owner="p2", attached_to="slot3")
    t.to_contests()  # would stop at an unanswered "use?" (pass_until expects priority)
    assert [e["controller"] for e in t.events_of("trigger_declined")] == ["p1"] and t.card(knight)["zone"] == "area1"


def test_a_destination_forbidden_before_resolution_is_an_illegal_target():
    """G:目标 p7, G:结算 p5: 机动 chose region 3; before it resolves 戒严 comes to region 3, so the
    chosen region no longer meets the requirement: the ability does nothing, and says so
    (ability_fizzled), the knight stays."""
    s = UnderworldScenario()
    knight = s.character("JC014", "p1", 1)
    s.put("JC064", "area2", owner="p2", attached_to="slot2")
    mobile_announced(s)
    s.put("JC064", "area3", owner="p2", attached_to="slot3")
    s.pass_priority(2)
    assert s.events_of("ability_fizzled") and s.card(knight)["zone"] == "area1"


def test_a_character_that_may_not_move_is_never_offered_as_the_one_to_move():
    """G:移动 p10, G:目标 p7: 红眼航班 (JC117) moves a target own character to a target region; with
    戒严 on regions 2 and 3 the green knight in region 1 has nowhere to go, so only the grey
    officer (国家机构) is offered, and both regions are."""
    s = start()
    s.character("JC014", "p1", 1)
    officer = s.character("JC056", "p1", 1)
    s.put("JC064", "area2", owner="p2", attached_to="slot2")
    s.put("JC064", "area3", owner="p2", attached_to="slot3")
    flight = s.put("JC117", zone("p1", "society"), attached_to="society:p1")
    s.asset()
    s.act("p1", f"activate:{flight}:0")
    assert s.events_of("targets_chosen")[-1]["targets"] == [officer]
    assert [o["id"] for o in s.ask(s.request["pending"][0])["options"]] == ["slot2", "slot3"]
    resolve(s, "slot3")
    assert s.card(officer)["zone"] == "area3"


def _abilities(printed):
    """Every ability a card file writes, with those its continuous abilities grant."""
    found = list(printed.abilities)
    found += [x.static.grants for x in printed.abilities if x.static is not None and x.static.grants is not None]
    return found


def _moves(targets, steps, modes):
    yield targets, steps
    for mode in modes:
        yield mode.targets, mode.effects


def test_guard_every_move_destination_names_its_movers():
    """The class of item 4: every move whose destination is a target says which characters must be
    able to enter it (`entered_by`), so no target selection offers a region they may not enter."""
    missing = []
    sources = [(p.id, p.targets, p.effects, p.modes) for p in card_db().values()]
    sources += [(f"{p.id}:{i}", x.targets, x.effects, x.modes) for p in card_db().values() for i, x in enumerate(_abilities(p))]
    sources += [(f"keyword {k}", x.targets, x.effects, x.modes) for k, x in KEYWORD_ABILITIES.items()]
    for name, targets, effects, modes in sources:
        for specs, steps in _moves(targets, effects, modes):
            by_name = {spec.name: spec for spec in specs}
            for step in steps:
                if isinstance(step, a.Move) and step.to in by_name:
                    mover = "source" if step.what.source else step.what.target
                    if mover not in by_name[step.to].select.entered_by:
                        missing.append(f"{name}: {step.to} is not entered_by {mover}")
    assert missing == []


def test_martial_law_reads_the_faction_by_name_not_its_colour(test_card):
    """G:派系和颜色 p7, JC064 "所有非【国家机构】的角色牌不可正面打出在本地区，也不能移动进入本地区": a
    red 国家机构 character (as BQ043–BQ046 are) may be played into 戒严's region and moved into it;
    a red 鸣钟教派 one is offered neither."""
    agency = test_card("TE101", faction="red", society="国家机构")
    cult = test_card("TE102", faction="red", society="鸣钟教派")
    s = start()
    s.put("JC064", "area2", owner="p2", attached_to="slot2")
    agent, cultist = s.hand(agency), s.hand(cult)
    for played, offered in ((agent, True), (cultist, False)):
        s.act("p1", f"play:{played}")
        assert ("slot2" in [o["id"] for o in s.ask(s.request["pending"][0])["options"]]) == offered
        s.answer_raw("p1", ["slot1"])
        resolve(s)
    flight = s.put("JC117", zone("p1", "society"), attached_to="society:p1")
    s.asset()
    s.act("p1", f"activate:{flight}:0")
    assert len(s.ask(s.request["pending"][0])["options"]) == 2  # both may move somewhere (region 3)
    s.answer_raw("p1", [next(c for c in s.area(1) if s.card(c)["def"] == agency)])
    assert [o["id"] for o in s.ask(s.request["pending"][0])["options"]] == ["slot2", "slot3"]
