"""Formations (503): forming and disbanding, N-scaled stats, members that cannot fight, joining
and leaving, and the rule effects 804.5p-t."""

import pytest

from engine.core.view import build_view
from engine.games.sanguozhi import GAME
from engine.games.sanguozhi.formation_state import formed, members
from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import SanguozhiScenario, stocked

RECRUIT, ARCHER, GUARD = "练习-001", "练习-003", "练习-010"  # 新兵 1/1/0, 弓手 (弓兵), 盾卫 1/4/0


def formation_position(*lieutenants: str, **options):
    """A stocked position with the given Lieutenants on p1's field."""
    s = stocked(**options)
    generals = [s.general(definition, "p1") for definition in lieutenants]
    return s, generals


def form(s: SanguozhiScenario, card: str, chosen: list[str]) -> str:
    """p1 forms ``card`` with ``chosen`` (asked only when more Lieutenants qualify)."""
    s.expect("p1", "choose_action", exact=False, answer=[f"form:{card}"])
    if s.request["kind"] == "choose_cards":
        s.expect("p1", "choose_cards", answer=chosen)
    formation = formed(s.state, "p1")
    assert sorted(members(s.state, formation)) == sorted(chosen)
    return formation


def test_forming_from_hand_with_three_lieutenants_scales_the_stats_with_n():
    """T96 (503.2a, 503.7c, 114.3): 鱼鳞阵 (N / N+2) from hand with 3 Lieutenants is 3/5; forming
    keeps the action right; the members can no longer attack, the Formation can (503.5, 503.8)."""
    s, generals = formation_position(RECRUIT, "练习-002", GUARD)
    card = s.hand("p1", "练习-301")
    formation = form(s, card, generals)
    assert (attack(s.state, formation), health(s.state, formation)) == (3, 5)
    assert s.card(formation)["visible_to"] == "all"
    assert s.request["pending"] == ["p1"]  # p1 kept the action right
    s.pass_window()
    ask = s.expect("p1", "choose_cards", answer=[formation])  # the attackers: only the Formation
    assert [option["id"] for option in ask["options"]] == [formation]
    s.pass_window()
    assert s.provisions("p2") == 27


def test_the_formation_condition_filters_members_and_three_are_needed():
    """420, 503.2a: 弓弩阵 (弓兵) cannot be formed with 2 弓兵 and a 盾卫; 长蛇阵 (攻≥2) takes
    only Generals with 2 ATK or more."""
    s, _ = formation_position(ARCHER, "练习-007", GUARD)  # 弓手, 弩手队长, 盾卫
    bows = s.hand("p1", "练习-302")
    assert f"form:{bows}" not in str(s.expect("p1", "choose_action"))
    s, generals = formation_position("练习-016", "练习-019", "练习-008", RECRUIT)  # 虎贲, 上将军, 骑兵校尉, 新兵
    form(s, s.hand("p1", "练习-303"), generals[:3])  # the three that qualify, without a question


def test_a_set_formation_can_be_formed_from_its_slot_and_disbanding_waits_for_the_next_turn():
    """T97 (first half), 503.1, 503.3b, 503.3: set face down (hidden from p2), formed from the
    slot; disbanding the same turn is not offered."""
    s, generals = formation_position(RECRUIT, "练习-002", GUARD)
    card = s.hand("p1", "练习-301")
    s.expect("p1", "choose_action", exact=False, answer=[f"set_formation:{card}"])
    slot_card = s.cards("p1.field", "练习-301")[0]
    assert s.card(slot_card)["face_down"] and s.card(slot_card)["visible_to"] == ["p1"]
    formation = form(s, slot_card, generals)
    assert formation == slot_card and not s.card(formation).get("face_down")
    assert "disband" not in str(s.expect("p1", "choose_action"))


def test_joining_and_leaving_cost_a_tiger_tally_and_change_n():
    """503.4a-b: a fourth Lieutenant joins for a 虎符 (4/6), then leaves for another (3/5)."""
    s, generals = formation_position(RECRUIT, "练习-002", GUARD, "练习-004")
    s.hand("p1", "练习-A05")
    s.hand("p1", "练习-A05")
    formation = form(s, s.hand("p1", "练习-301"), generals[:3])
    s.expect("p1", "choose_action", exact=False, answer=[f"join:{generals[3]}"])
    assert (attack(s.state, formation), health(s.state, formation)) == (4, 6)
    s.expect("p1", "choose_action", exact=False, answer=[f"leave:{generals[3]}"])
    assert len(members(s.state, formation)) == 3 and len(s.cards("p1.graveyard", "练习-A05")) == 2


def test_a_formation_left_with_two_members_breaks_and_costs_three_provisions():
    """T98 (503.6, 804.5s): a member leaves the field: 破阵, face down, p1 −3 粮."""
    s, generals = formation_position(RECRUIT, "练习-002", GUARD)
    formation = form(s, s.hand("p1", "练习-301"), generals)
    s.move(generals[0], "p1.hand")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.card(formation)["face_down"] and s.provisions("p1") == 27 and formed(s.state, "p1") is None


@pytest.mark.parametrize(("penalty", "provisions"), [(False, 30), (True, 27)])
def test_a_dying_formation_damages_its_members_in_the_chosen_order_then_turns_face_down(penalty, provisions):
    """T99 (503.9a, 804.5q, digest §12.2 item 14): 鱼鳞阵 3/5 with 5 damage dies: 5 + 3 = 8
    combat damage, as much as lethal to each member in p1's order (盾卫 4, 新兵 1, 乡勇 2; the
    last 1 is lost); then face down, with no −3 粮 (option formation_death_penalty False), or
    with it (True: face down counts as broken, 503.6)."""
    s, generals = formation_position(RECRUIT, "练习-002", GUARD, formation_death_penalty=penalty)
    formation = form(s, s.hand("p1", "练习-301"), generals)
    s.ctx().add_counter(formation, "damage", 5)
    s.settle()
    s.expect("p1", "choose_cards", answer=[generals[2], generals[0], generals[1]])
    damaged = [(e["card"], e["amount"]) for e in s.events_of("general_damaged")]
    assert damaged == [(generals[2], 4), (generals[0], 1), (generals[1], 2)]
    assert s.card(formation)["face_down"] and s.provisions("p1") == provisions


def test_a_set_formation_is_hidden_from_the_opponent():
    """205.2b, 112.2: the opponent's view shows only a face-down card in the Formation slot."""
    s, _ = formation_position()
    card = s.hand("p1", "练习-302")
    s.expect("p1", "choose_action", exact=False, answer=[f"set_formation:{card}"])
    slot_card = s.cards("p1.field", "练习-302")[0]
    seen = next(c for c in build_view(GAME, s.state, "p2")["zones"]["p1.field"]["cards"] if c["id"] == slot_card)
    assert "def" not in seen and seen["hidden"]
    assert all("练习-302" not in str(e) for e in s.events_of("formation_set"))


def test_fetching_a_formation_costs_a_special_authority_and_keeps_the_action_right():
    """T102 (503.12, 114.3): 取阵: discard 1 special Authority, take a Formation from the deck."""
    s, _ = formation_position()
    special = s.hand("p1", "练习-A07")
    formation = s.put("练习-303", "p1.deck")
    s.expect("p1", "choose_action", exact=False, answer=[f"fetch:{special}"])
    s.expect("p1", "choose_cards", exact=False, answer=[formation])
    assert s.cards("p1.hand", "练习-303") and s.cards("p1.graveyard", "练习-A07")
    s.expect("p1", "choose_action")


def test_a_troop_mix_needs_each_troop_type_among_the_members():
    """T96 (420.3a): 斩风阵 ([弓兵]/[骑兵]) forms with 2 弓兵 and 1 骑兵 (p1 picks a 弓兵 first);
    not with 3 弓兵; losing its 骑兵 breaks it (503.6)."""
    s, _ = formation_position(ARCHER, "练习-007", "练习-025")  # three 弓兵
    card = s.hand("p1", "练习-304")
    assert f"form:{card}" not in str(s.expect("p1", "choose_action"))
    s, generals = formation_position(ARCHER, "练习-007", "练习-004")  # 弓手, 弩手队长, 斥候 (骑兵)
    card = s.hand("p1", "练习-304")
    s.expect("p1", "choose_action", exact=False, answer=[f"form:{card}"])
    s.expect("p1", "choose_cards", [generals[0], generals[1]], answer=[generals[1]])
    formation = formed(s.state, "p1")
    assert sorted(members(s.state, formation)) == sorted(generals)
    s.move(generals[2], "p1.hand")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.card(formation)["face_down"] and s.provisions("p1") == 27
