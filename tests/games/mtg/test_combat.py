"""Combat (CR 506–511) and the keywords the pool uses (702)."""

from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import MtgScenario

COEURL, GARDENER, GAELICAT, SABOTENDER, OCHU = "fin-012", "fin-188", "fin-022", "fin-153", "fin-189"
GABRANTH, ADELBERT, IRON_GIANT, GIGANTOAD, CACTUAR = "fin-230", "fin-003", "fin-260", "fin-187", "fin-177"


def to_attack(s: MtgScenario) -> dict:
    s.pass_to("main1")
    s.pass_both()  # to the beginning of combat
    s.pass_both()  # to declare attackers
    return s.expect("p1", "choose_cards")


def attack(s: MtgScenario, attackers: list[str]) -> None:
    to_attack(s)
    s.answer_raw("p1", attackers)
    s.pass_both()  # declare attackers step: priority, then blockers


def test_attackers_are_one_choice_over_the_creatures_able_to_attack():
    """508.1a: summoning sick creatures (302.6) and defenders (702.3b) can't attack; 508.1f:
    attackers tap, vigilance (702.20b) doesn't."""
    s = MtgScenario()
    coeurl, cat = s.permanent(COEURL), s.permanent(GAELICAT)
    sick = s.permanent(GARDENER, since_turn=1, entered_turn=1)
    wall = s.permanent(COEURL)
    s.grant(wall, "defender")
    ask = to_attack(s)
    assert sorted(o["id"] for o in ask["options"]) == sorted([coeurl, cat]) and (ask["min"], ask["max"]) == (0, 2)
    assert sick and not any(o["id"] == wall for o in ask["options"])
    s.answer_raw("p1", [coeurl, cat])
    assert s.card(coeurl)["tapped"] and not s.card(cat).get("tapped")


def test_haste_lets_a_creature_attack_the_turn_it_came():
    """702.10b."""
    s = MtgScenario()
    fresh = s.permanent(COEURL, since_turn=1, entered_turn=1)
    s.grant(fresh, "haste")
    ask = to_attack(s)
    assert [o["id"] for o in ask["options"]] == [fresh]


def test_an_unblocked_attacker_deals_combat_damage_to_the_defending_player():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    attack(s, [coeurl])  # p2 has no creature: no blockers to declare
    s.pass_both()
    assert s.life("p2") == 18


def test_blocks_are_one_choice_over_blocker_attacker_pairs_and_flying_needs_flying_or_reach():
    """509.1a, 702.9b / 702.17b: the flying Gaelicat can be blocked by the reach Sabotender only."""
    s = MtgScenario()
    cat, coeurl = s.permanent(GAELICAT), s.permanent(COEURL)
    reach, ground = s.permanent(SABOTENDER, "p2"), s.permanent(GARDENER, "p2")
    attack(s, [cat, coeurl])
    ask = s.expect("p2", "choose_cards")
    assert sorted(o["id"] for o in ask["options"]) == sorted([f"{reach}>{cat}", f"{reach}>{coeurl}", f"{ground}>{coeurl}"])
    assert (ask["min"], ask["max"]) == (0, 2)
    s.answer_raw("p2", [f"{reach}>{cat}", f"{ground}>{coeurl}"])
    assert s.state["turn"]["combat"]["blockers"] == {reach: cat, ground: coeurl}


def test_one_blocker_for_two_attackers_is_refused_and_asked_again():
    """509.1a: a creature blocks one attacker; an illegal declaration is made again (509.1c)."""
    s = MtgScenario()
    first, second = s.permanent(COEURL), s.permanent(COEURL)
    blocker = s.permanent(GARDENER, "p2")
    s.permanent(GARDENER, "p2")
    attack(s, [first, second])
    s.expect("p2", "choose_cards", answer=[f"{blocker}>{first}", f"{blocker}>{second}"])
    ask = s.expect("p2", "choose_cards")
    assert "不合法" in ask["prompt"] and s.events_of("blocks_refused")
    s.answer_raw("p2", [f"{blocker}>{first}"])
    assert s.state["turn"]["combat"]["blockers"] == {blocker: first}


def test_menace_needs_two_blockers():
    """702.111b: Judge Magister Gabranth can't be blocked by one creature."""
    s = MtgScenario()
    judge = s.permanent(GABRANTH)
    one, two = s.permanent(GARDENER, "p2"), s.permanent(COEURL, "p2")
    attack(s, [judge])
    s.expect("p2", "choose_cards", answer=[f"{one}>{judge}"])
    ask = s.expect("p2", "choose_cards")
    assert "威慑" in ask["prompt"]
    s.answer_raw("p2", [f"{one}>{judge}", f"{two}>{judge}"])
    assert s.state["turn"]["combat"]["attackers"][judge]["blocked"]


def test_blocked_creatures_deal_damage_to_each_other_at_once():
    """510.2: Coeurl (2/2) and Gardener (1/3) trade damage simultaneously."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    gardener = s.permanent(GARDENER, "p2")
    attack(s, [coeurl])
    s.expect("p2", "choose_cards", answer=[f"{gardener}>{coeurl}"])
    s.pass_both()  # declare blockers step -> combat damage
    assert s.card(coeurl)["damage"] == 1 and s.card(gardener)["damage"] == 2 and s.life("p2") == 20


def test_first_strike_kills_the_blocker_before_it_deals_damage():
    """510.4 / 702.7b: a first-strike damage step, then the regular one without the dead blocker."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.grant(coeurl, "first_strike")
    blocker = s.permanent(COEURL, "p2")
    attack(s, [coeurl])
    s.expect("p2", "choose_cards", answer=[f"{blocker}>{coeurl}"])
    s.pass_both()
    assert [e.get("first_strike") for e in s.events_of("step_started") if e["step"] == "combat_damage"] == [True]
    assert blocker not in s.zone(BATTLEFIELD)
    s.pass_both()
    assert s.card(coeurl).get("damage", 0) == 0 and coeurl in s.zone(BATTLEFIELD)


def test_double_strike_deals_damage_in_both_steps():
    """702.4b: unblocked, it hits the player twice."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.grant(coeurl, "double_strike")
    attack(s, [coeurl])
    s.pass_both()  # first-strike damage step
    s.pass_both()  # regular damage step
    assert s.life("p2") == 16


def test_trample_assigns_lethal_to_the_blocker_and_the_rest_to_the_player():
    """702.19b–c: Iron Giant (6/6 trample) blocked by Coeurl (2/2): up to 4 to the player."""
    s = MtgScenario()
    giant = s.permanent(IRON_GIANT)
    blocker = s.permanent(COEURL, "p2")
    attack(s, [giant])
    s.expect("p2", "choose_cards", answer=[f"{blocker}>{giant}"])
    s.pass_both()
    ask = s.expect("p1", "choose_number")
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2", "3", "4"]
    s.answer_raw("p1", ["4"])
    assert s.life("p2") == 16 and blocker not in s.zone(BATTLEFIELD)


def test_deathtouch_with_trample_needs_only_one_damage_per_blocker():
    """702.2c + 702.19c: one damage is lethal from a deathtouch source."""
    s = MtgScenario()
    ochu = s.permanent(OCHU)
    s.grant(ochu, "trample")
    s.grant(ochu, "double_strike")  # 1 power is enough to show it: first step 1 to the blocker
    blocker = s.permanent(GIGANTOAD, "p2")
    attack(s, [ochu])
    s.expect("p2", "choose_cards", answer=[f"{blocker}>{ochu}"])
    s.pass_both()  # 1 power, 1 is lethal: nothing left for the player, so nothing to ask
    assert blocker not in s.zone(BATTLEFIELD) and s.life("p2") == 20
    s.pass_both()  # regular step: blockers gone, trample -> all to the player (702.19e)
    assert s.life("p2") == 19


def test_an_attacker_blocked_by_two_divides_its_damage():
    """510.1c: the attacking player divides the damage among the blockers."""
    s = MtgScenario()
    giant = s.permanent(IRON_GIANT)
    s.grant(giant, "menace")
    first, second = s.permanent(COEURL, "p2"), s.permanent(GARDENER, "p2")
    attack(s, [giant])
    s.expect("p2", "choose_cards", answer=[f"{first}>{giant}", f"{second}>{giant}"])
    s.pass_both()
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])  # trample: 6 - (2 + 3) lethal
    s.expect("p1", "choose_number", answer=["2"])  # of the other 5: 2 to the first, 3 to the second
    assert s.life("p2") == 19 and first not in s.zone(BATTLEFIELD) and second not in s.zone(BATTLEFIELD)
    assert sorted(s.defs(graveyard("p2"))) == sorted([COEURL, GARDENER])


def test_a_blocked_attacker_whose_blocker_left_deals_no_damage_without_trample():
    """509.1h / 506.4: it stays blocked."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    blocker = s.permanent(GARDENER, "p2")
    attack(s, [coeurl])
    s.expect("p2", "choose_cards", answer=[f"{blocker}>{coeurl}"])
    s.move(blocker, "p2.hand")
    s.pass_both()
    assert s.life("p2") == 20


def test_lifelink_gains_life_for_combat_damage():
    """702.15b: Adelbert Steiner (2/1 lifelink) hits for 2, its controller gains 2."""
    s = MtgScenario()
    adelbert = s.permanent(ADELBERT)
    attack(s, [adelbert])
    s.pass_both()
    assert s.life("p2") == 18 and s.life("p1") == 22


def test_combat_ends_with_no_creature_attacking_or_blocking():
    """511.3."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    attack(s, [coeurl])
    s.pass_to("main2")
    assert s.state["turn"]["combat"]["attackers"] == {}
