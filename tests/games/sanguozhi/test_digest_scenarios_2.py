"""Digest §11 scenarios that no test cited yet: negative ATK (T04), the continuous requirement
(T14), one dispatch per turn (T18), a Lord returning to hand (T23), the same-name rule (T24) and
full General slots (T25)."""

from engine.games.sanguozhi.stats import attack
from tests.games.sanguozhi.position import SanguozhiScenario
from tests.games.sanguozhi.test_combat import attack_position


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
    s.expect("p1", "choose_action", exact=False, answer=[f"conceal:{first}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])  # the chain resolves
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
    s.expect("p1", "choose_action", exact=False, answer=[f"conceal:{recruit}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
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
