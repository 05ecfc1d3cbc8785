"""Digest §11 scenarios that no test cited yet: negative ATK (T04), the continuous requirement
(T14), one dispatch per turn (T18), the Lord bonus (T19), a Lord returning to hand (T23), the
same-name rule (T24), full General slots (T25), face-down Generals (T27), damage lowered to
nothing (T58), a permanent anthem (T62, its permanent half), a Formation at 0 HP (T100) and
joining a Formation (T101), a control change (T106), one Authority per turn (T17) and taking
from an empty deck (T46) and attacking alone (T59)."""

from engine.games.sanguozhi.control import is_defector
from engine.games.sanguozhi.stats import attack, health, requirement_of
from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_combat import attack_and_block, attack_position


def play(s: SanguozhiScenario, action: str) -> None:
    """p1 takes ``action`` (one going to the chain); p2 and p1 pass and the chain resolves."""
    s.expect("p1", "choose_action", exact=False, answer=[action])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])


def action_ids(s: SanguozhiScenario, player: str = "p1") -> list[str]:
    ask = s.expect(player, "choose_action", exact=False)
    return [o["id"] for o in ask["options"]]


def test_negative_attack_deals_no_damage_and_keeps_counting_from_below_zero():
    """T04 (105.1b, 117.12): 枪兵队长 2/2/0 with −4 攻 has ATK −2; attacking unblocked it deals
    nothing and no damage event is sent; a later +3 攻 makes it 1, not 3."""
    s, a, _ = attack_position("练习-006")
    boosts = s.ctx().card(a).setdefault("boosts", [])
    boosts.append({"attack": -4, "health": 0})
    assert attack(s.state, a) == -2
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()  # attack phase, no block: p2's 粮草 is untouched
    assert s.provisions("p2") == 30
    assert not [e for e in s.events if "damage" in e["type"]]
    s.ctx().card(a)["boosts"].append({"attack": 3, "health": 0})
    assert attack(s.state, a) == 1


def test_losing_the_requirement_sends_the_general_to_hand_and_its_treasure_to_the_graveyard():
    """T14 (412.5b, 804.5k, 804.5z): p1's 弩手队长 (2弓) holds 青锋剑 with exactly two 弓兵
    Authority; one is destroyed: the General returns to its owner's hand, the sword goes to the
    graveyard. (An owner other than the controller cannot arise here: a defector ignores its
    requirement, 412.6b.)"""
    s = SanguozhiScenario()
    crossbow = s.general("练习-007", "p1")
    s.put("练习-201", "p1.field", slot="treasure", equipped_to=crossbow)
    bows = s.authority("p1", "练习-A02", count=2)
    s.hand("p1", "练习-A01")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.field", "练习-007") and s.cards("p1.field", "练习-201")  # 2弓: still met
    s.move(bows[0], "p1.graveyard")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.hand", "练习-007") and s.cards("p1.graveyard", "练习-201")
    assert "requirement" in [e["outcome"] for e in s.events_of("rule_effect")]


def test_one_dispatch_per_turn_even_face_down():
    """T18 (500.1b, 500.1c): p1 dispatches a General face down; once it resolves, neither its
    other General nor a face-down one may be dispatched this turn."""
    s = SanguozhiScenario()
    first = s.hand("p1", "练习-001")
    second = s.hand("p1", "练习-002")
    s.authority("p1", "练习-A01")
    s.hand("p2", "练习-A01")
    play(s, f"conceal:{first}:lieutenant")
    ids = action_ids(s)
    assert s.card(s.cards("p1.field", "练习-001")[0]).get("face_down")
    assert not [i for i in ids if i.startswith(("dispatch:", "conceal:"))] and second in s.zone("p1.hand")


def test_a_lord_returning_to_hand_keeps_the_lord_slot_and_offers_no_draw():
    """T23 (202.4b, 804.5k): p1's Lord 弩手队长 loses its requirement (no 弓兵): it returns to
    hand; the Lord slot is not lost and p2 is not offered the three cards."""
    s = SanguozhiScenario()
    s.general("练习-007", "p1", slot="lord", damaged_by="p2")
    s.hand("p1", "练习-A01")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.hand", "练习-007")
    assert s.player("p1")["lord_slot"] and not s.events_of("lord_slot_lost")
    general = s.hand("p1", "练习-001")
    assert f"dispatch:{general}:lord" in action_ids(s)


def test_the_same_name_face_up_is_illegal_but_face_down_is_legal_and_cannot_flip():
    """T24 (500.4, 701.2b-c, 701.2h): p2 controls 新兵; p1 may not dispatch its own 新兵 face
    up, may face down, and may not flip it later."""
    s = SanguozhiScenario()
    s.general("练习-001", "p2")
    recruit = s.hand("p1", "练习-001")
    s.hand("p1", "练习-A01")
    s.hand("p1", "练习-A05")  # a 虎符 to flip with
    s.hand("p2", "练习-A01")
    ids = action_ids(s)
    assert f"dispatch:{recruit}:lieutenant" not in ids and f"conceal:{recruit}:lieutenant" in ids
    play(s, f"conceal:{recruit}:lieutenant")
    [down] = s.cards("p1.field", "练习-001")
    assert s.card(down).get("face_down")
    assert not [i for i in action_ids(s) if i.startswith("flip:")]


def test_no_dispatch_with_every_general_slot_full():
    """T25 (500.3): Lord, Strategist and three Lieutenants on p1's field: a sixth General may not
    be dispatched, face up or face down."""
    s = SanguozhiScenario()
    for definition, slot in (("练习-002", "lord"), ("练习-005", "strategist"), ("练习-003", "lieutenant"), ("练习-004", "lieutenant"), ("练习-006", "lieutenant")):
        s.general(definition, "p1", slot=slot)
    for kind in ("练习-A01", "练习-A01", "练习-A02", "练习-A03", "练习-A04"):
        s.authority("p1", kind)
    recruit = s.hand("p1", "练习-001")
    ids = action_ids(s)
    assert not [i for i in ids if recruit in i]


def test_the_lord_bonus_reads_the_initial_requirement_total():
    """T19 (202.4a, 412.5c): Lord 先锋 (2骑 1通用, total 3) is 6/4, and stays so when 礼贤下士
    makes its requirement 0通用; Lord 弩手队长 (2弓, total 2) is 3/1, and stays so when an effect
    makes its requirement 2弓 2通用."""
    s = stocked()
    vanguard = s.general("练习-012", "p1", slot="lord")
    assert (attack(s.state, vanguard), health(s.state, vanguard)) == (6, 4)
    card = s.hand("p1", "练习-129")
    play(s, f"cast:{card}")  # its only own General
    assert requirement_of(s.state, vanguard) == [{}] and (attack(s.state, vanguard), health(s.state, vanguard)) == (6, 4)

    s = stocked()
    crossbow = s.general("练习-007", "p1", slot="lord")
    assert (attack(s.state, crossbow), health(s.state, crossbow)) == (3, 1)
    s.ctx().card(crossbow).setdefault("boosts", []).append({"requirement": [{"弓": 2, "通用": 2}], "ts": s.ctx().timestamp()})
    assert (attack(s.state, crossbow), health(s.state, crossbow)) == (3, 1)


def test_a_face_down_general_keeps_its_role_but_cannot_attack_block_be_equipped_or_designated():
    """T27 (112.3, 117.13, 412.6c, 416.3f, 502.7d, 107.2): p1 dispatches 上将军 face down as a
    Lieutenant with none of its 3骑 2通用; it may not take 青锋剑 nor attack; p2's face-down
    虎贲 may be neither designated by 火攻 nor block."""
    s = SanguozhiScenario()
    recruit = s.general("练习-001", "p1")
    hidden_enemy = s.general("练习-016", "p2", face_down=True, visible_to=["p2"])
    shield = s.general("练习-010", "p2")  # 盾卫 1/4/0 survives 火攻
    s.authority("p2", "练习-A01", count=2)
    s.authority("p1", "练习-A04")
    general = s.hand("p1", "练习-019")
    sword = s.hand("p1", "练习-201")
    fire = s.hand("p1", "练习-101")
    s.hand("p2", "练习-A01")
    assert f"dispatch:{general}:lieutenant" not in action_ids(s)
    play(s, f"conceal:{general}:lieutenant")
    [down] = s.cards("p1.field", "练习-019")
    assert s.card(down)["slot"] == "lieutenant" and s.card(down).get("face_down")
    ids = action_ids(s)
    assert f"equip:{sword}" not in ids  # 新兵 (1 攻) fails 青锋剑's 攻≥2, the hidden one has no ATK
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fire}"])  # 盾卫 is its only target
    assert s.state["stack"][-1]["targets"] == [shield]
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    s.pass_window()  # the rest of the main process
    ask = s.expect("p1", "choose_cards", exact=False)
    assert {o["id"] for o in ask["options"]} == {recruit}
    s.answer_raw("p1", [recruit])
    s.pass_window()
    ask = s.expect("p2", "choose_option", exact=False)
    assert {o["id"] for o in ask["options"]} == {shield, "no_block"} and hidden_enemy != shield


def test_damage_lowered_to_nothing_is_no_damage_event():
    """T58 (703.2d, 117.12, 802.25): 新兵 1/1 attacks into 盾甲兵 2/3 (升盾 1): the 1 damage becomes
    0, so no damage to 盾甲兵 is recorded or sent; its 2 counter damage kills 新兵."""
    s, a, shield = attack_position("练习-001", "练习-035")
    attack_and_block(s, a, shield)
    assert not s.card(shield).get("counters")
    assert not [e for e in s.events_of("general_damaged") if e["definition"] == "练习-035"]
    assert s.cards("p1.graveyard", "练习-001") and s.provisions("p2") == 30


def test_a_permanent_anthem_follows_the_generals_that_qualify_now():
    """T62, permanent half (708.3): 军令如山 (己方骑兵将领 +1 攻命) on p1's field: 斥候 (骑兵 2/1)
    dispatched after it gets +1/+1; 斥候 taken off the field and 弓手 (弓兵) put in get nothing.
    (The instant half needs a "your 骑兵 +1 until the end of the turn" Stratagem that the
    practice cards do not have.)"""
    s = stocked()
    s.put("练习-118", "p1.field", slot="stratagem")
    scout = s.hand("p1", "练习-004")
    play(s, f"dispatch:{scout}:lieutenant")
    [scout] = s.cards("p1.field", "练习-004")
    assert (attack(s.state, scout), health(s.state, scout)) == (3, 2)
    archer = s.general("练习-003", "p1")
    assert (attack(s.state, archer), health(s.state, archer)) == (2, 1)


def test_a_formation_at_zero_health_is_destroyed_for_three_provisions():
    """T100 (503.10, 804.5t): 鱼鳞阵 3/5 made 3/0 goes to the graveyard and p1 −3 粮; its members
    stay on the field."""
    s = stocked()
    generals = [s.general(d, "p1") for d in ("练习-001", "练习-002", "练习-010")]
    card = s.hand("p1", "练习-301")
    s.expect("p1", "choose_action", exact=False, answer=[f"form:{card}"])
    if s.request["kind"] == "choose_cards":
        s.expect("p1", "choose_cards", answer=generals)
    [formation] = s.cards("p1.field", "练习-301")
    s.ctx().card(formation).setdefault("boosts", []).append({"attack": 0, "health": -5})
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.graveyard", "练习-301") and s.provisions("p1") == 27
    assert all(s.card(g)["zone"] == "p1.field" for g in generals)
    assert [e["outcome"] for e in s.events_of("rule_effect")] == ["formation_destroyed"]


def test_only_a_lieutenant_joins_and_only_for_a_tiger_tally():
    """T101 (503.4a-b): with a formed 鱼鳞阵, p1's Strategist may not join it, nor a fourth
    Lieutenant without a 虎符 in hand; with one, the Lieutenant may."""
    s = stocked()
    generals = [s.general(d, "p1") for d in ("练习-001", "练习-002", "练习-010")]
    spare = s.general("练习-004", "p1")
    sage = s.general("练习-005", "p1", slot="strategist")
    card = s.hand("p1", "练习-301")
    s.expect("p1", "choose_action", exact=False, answer=[f"form:{card}"])
    if s.request["kind"] == "choose_cards":
        s.expect("p1", "choose_cards", answer=generals)
    assert not [i for i in action_ids(s) if i.startswith("join:")]
    s.hand("p1", "练习-A05")
    joins = [i for i in action_ids(s) if i.startswith("join:")]
    assert joins == [f"join:{spare}"] and f"join:{sage}" not in joins


def test_a_tapped_general_taken_by_the_enemy_untaps_in_the_slot_the_taker_chooses():
    """T106 (111.3c, 805.2, 412.6b): p1 casts 策反 at p2's tapped 盾卫: it is untapped, then put in
    the slot p1 chooses (the Strategist slot here), and stays as a defector though p1 has no
    步兵 Authority. (Taking an attacking General, 606.9c, needs a fast control Stratagem that the
    practice cards do not have.)"""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2", tapped=True)
    s.authority("p2", count=3)
    turncoat = s.hand("p1", "练习-119")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{turncoat}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_option", exact=False, answer=["strategist"])
    assert s.card(enemy)["zone"] == "p1.field" and s.card(enemy)["slot"] == "strategist"
    assert not s.card(enemy).get("tapped") and is_defector(s.state, enemy)
    s.expect("p2", "choose_action")  # rule effects were applied (p1, with nothing to do, passed): it stays
    assert s.cards("p1.field", "练习-010")


def test_one_authority_per_turn():
    """T17 (504.1a, 504.2, 114.3): p1 puts down an Authority and keeps the action right; a second
    one from hand is not offered. (The second half, an effect putting Authority onto the field,
    needs a card the practice set does not have.)"""
    s = SanguozhiScenario()
    first = s.hand("p1", "练习-A01")
    second = s.hand("p1", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"authority:{first}"])
    assert s.cards("p1.field", "练习-A01")
    ids = action_ids(s)  # still p1's action right
    assert f"authority:{second}" not in ids and second in s.zone("p1.hand")


def test_taking_from_an_empty_deck_is_not_a_draw():
    """T46 (118.5, 105.10), with 招贤纳士 ([选取] 1 张将领卡) for 饥不择食: p1's deck is empty; it
    resolves, takes nothing, and p1 does not leave the game as it would for drawing (804.5b)."""
    s = SanguozhiScenario()
    s.empty("p1.deck", "p1.graveyard")
    card = s.hand("p1", "练习-112")
    s.hand("p1", "练习-A01")
    s.hand("p2", "练习-A01")
    play(s, f"cast:{card}")
    assert s.cards("p1.graveyard", "练习-112") and s.zone("p1.deck") == []
    assert not s.player("p1").get("drew_from_empty") and s.result is None
    s.expect("p1", "choose_action")  # leaving the game was checked (115.5): p1 is still in


def test_attacking_alone_is_judged_only_when_the_attack_is_declared():
    """T59 (608.2a, 802.12): 骁骑 (刚勇) attacks together with 新兵; p2's 暗箭伤人 kills 新兵 in the
    attack phase, so 骁骑 attacks alone from then on, but 刚勇 does not trigger: it stays 3/2."""
    s, rider, _ = attack_position("练习-026")
    recruit = s.general("练习-001", "p1")
    arrow = s.hand("p2", "练习-102")
    s.expect("p1", "choose_cards", answer=[rider, recruit])
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{arrow}"])
    s.expect("p2", "choose_targets", answer=[recruit])
    s.pass_window()  # the chain resolves: 新兵 dies (804.5d)
    assert s.cards("p1.graveyard", "练习-001")
    assert not s.events_of("skill_triggered") and (attack(s.state, rider), health(s.state, rider)) == (3, 2)
    assert s.provisions("p2") == 27  # 骁骑 alone, unblocked, for 3 (not 4)
