"""Legal choices are offered, illegal ones never (issue 15 item 4), and optional triggers are asked
(issue 15 item 3). Scenarios cite the rulebook; guards check every card of the set for the class."""

from engine.games.underworld import abilities as a
from engine.games.underworld.cards import card_db
from engine.games.underworld.narration import narrate
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
    assert [(e["player"], e["definition"]) for e in t.events_of("no_effect")] == [("p1", "JC014")]
    assert t.card(knight)["zone"] == "area1"


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
    assert s.card(knight)["zone"] == "area1"
    assert narrate(s.events_of("ability_fizzled")[-1], {"p1": "甲"}) == "甲的公路骑士：结算时其目标已不合法，未产生效果。"


def test_a_destination_forbidden_before_resolution_leaves_the_other_targets_and_says_so():
    """G:目标 p7 with digest A33: 红眼航班 (JC117) chose the knight and region 3; 戒严 comes to
    region 3 before it resolves, so that target is dropped (told to everyone) and nothing moves."""
    s = start()
    knight = s.character("JC014", "p1", 1)
    flight = s.put("JC117", zone("p1", "society"), attached_to="society:p1")
    s.asset()
    s.act("p1", f"activate:{flight}:0")
    s.expect("p1", "choose_targets", answer=["slot3"])
    s.put("JC064", "area3", owner="p2", attached_to="slot3")
    resolve(s)
    assert s.card(knight)["zone"] == "area1" and not s.events_of("ability_fizzled")
    assert narrate(s.events_of("targets_dropped")[-1], {"p1": "甲"}) == "甲的红眼航班：结算时有 1 个目标已不合法，只对其余目标生效。"


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


# ---------------------------------------------------------------------------- item 3: a 触发 is optional
def _fire_at(s: UnderworldScenario, target: str, answer: str) -> list[str]:
    """p1 plays 妖火 (JC102, 1 damage to the target character); every damage trigger asked is
    answered `answer`; returns the keys of those asks."""
    asked = []

    def answers(s, ask):
        if s.request["key"].startswith("damage:"):
            asked.append(s.request["key"])
            return [answer]
        return [target] if target in [o["id"] for o in ask.get("options", [])] else None

    s.assets(2, "JC102")
    s.act("p1", f"play:{s.hand('JC102')}")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)
    return asked


def test_jc077_taking_the_damage_instead_is_its_controllers_choice():
    """G:触发能力 p2 ("卡牌的操控者…可以选择是否要发动触发能力"; only 强制 ones must): JC077 prints
    "触发：每当一个位于本地区，且非灵体的本方角色将受到伤害时，该伤害改为对庇佑圣灵造成". Declined,
    the character takes the damage itself and dies; used, 庇佑圣灵 takes it and dies (no 灵体 help:
    the enemy shows a domain here)."""
    for answer, dies in (("no", "human"), ("yes", "guardian")):
        s = start()
        guardian = s.character("JC077", "p1", 1)
        human = s.character("JC014", "p1", 1)  # defence 1
        s.character("JC002", "p2", 1)  # one blood domain for p2 here
        assert _fire_at(s, human, answer) == [f"damage:redirect:{human}"]
        assert (human not in s.state["cards"]) is (dies == "human")
        assert (guardian not in s.state["cards"]) is (dies == "guardian")


def test_spirit_prevents_damage_only_if_its_controller_uses_it():
    """G:灵体 p6 ("灵体是一个触发能力") with G:触发能力 p2: p2's 灵体 fairy (JC022, defence 1) would
    prevent 妖火's damage; p2 may decline, and then it dies."""
    for answer, survives in (("yes", True), ("no", False)):
        s = start()
        fairy = s.character("JC022", "p2", 1)
        assert _fire_at(s, fairy, answer) == [f"damage:spirit:{fairy}"]
        assert (fairy in s.state["cards"]) is survives


def test_jc079_going_to_the_score_area_is_the_winners_choice():
    """G:触发能力 p2 with F:1.2.1: JC079 prints "触发：当你赢取本地区时，将圣婴置入你的计分区，而非置
    入其拥有者的牌库底". p1 wins its region and declines: it goes to the library bottom like the rest."""
    s = UnderworldScenario()
    infant = s.character("JC079", "p1", 2)
    s.set_region("DQJC113", 2)
    s.influence(2, "p1", 2)
    s.character("JC075", "p1", 2)
    s.to_contests()
    s.drive(lambda s: s.request["key"] == "score_instead:p1")
    assert [o["id"] for o in s.ask("p1")["options"]] == [infant]
    s.expect("p1", "choose_cards", answer=[])
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert s.defs("p1", "score") == ["DQJC113"] and "JC079" in s.defs("p1", "library")


def test_xq10_declined_stays_in_the_graveyard():
    """G:触发能力 p2: XQ10 prints "手牌触发：当对手的卡牌或能力令你弃掉邪物克星时，你可以将其放置进场";
    p2 is asked and declines, so it stays in his graveyard (p1's 暴躁血仆 death trigger made him
    discard it, through 阿塔玛斯奉献仪式)."""
    s = start()
    servant = s.character("XQ12", "p1", 1)
    bane = s.hand("XQ10", "p2")
    s.asset("JC084")
    s.asset()
    s.act("p1", f"play:{s.hand('JZ54')}")
    asked, picks = [], ["p1", servant, "p2", bane]  # p1 sacrifices his servant, whose trigger aims at p2

    def answers(s, ask):
        player = s.request["pending"][0]
        if s.request["key"] == "use":
            asked.append(player)
            return ["yes" if player == "p1" else "no"]
        chosen = next((p for p in picks if p in [o["id"] for o in ask.get("options", [])]), None)
        if chosen is not None:
            picks.remove(chosen)
        return None if chosen is None else [chosen]

    s.drive(lambda s: not s.state["stack"] and not s.state["triggers"] and s.priority_player() is not None, answers)
    assert asked == ["p1", "p2"] and "XQ10" in s.defs("p2", "graveyard") and not [c for c in s.area(1) if s.card(c)["def"] == "XQ10"]
