"""FIN cards of batch c. Sidequest: Play Blitzball: "at the beginning of combat on your turn"
(CR 507.1) and "at the end of combat on your turn" (CR 511.2) triggers; the intervening "if a player
was dealt 6 or more combat damage this turn" (CR 603.4) adds up all the combat damage each player
was dealt this turn; it transforms (CR 712) into World Champion, Celestial Weapon, then is attached
to a creature its controller chooses (not targeted, CR 701.3a)."""

from engine.games.mtg.objects import definition, has_keyword, power
from tests.games.mtg.position import MtgScenario

BLITZBALL, WORLD_CHAMPION = "fin-158", "fin-158b"
COEURL, IRON_GIANT = "fin-012", "fin-260"  # a 2/2; a 6/6 with vigilance, reach and trample


def combat_with_pump(s: MtgScenario, pumped: str, attackers: list[str]) -> None:
    """p1's beginning of combat: the Sidequest's trigger gives ``pumped`` +2/+0 (its target is
    asked only when there is a choice); then ``attackers`` attack."""
    s.pass_to("main1")
    s.pass_both()  # to the beginning of combat: the trigger goes on the stack
    s.choose_targets([pumped], "p1")
    s.pass_both()  # it resolves
    s.pass_both()  # to the declare attackers step
    s.expect("p1", "choose_cards", exact=False, answer=attackers)


def test_blitzball_pumps_at_the_beginning_of_combat_and_stays_below_six_damage():
    s = MtgScenario()
    sidequest = s.permanent(BLITZBALL)
    coeurl = s.permanent(COEURL)
    combat_with_pump(s, coeurl, [coeurl])
    assert power(s.state, coeurl) == 4
    s.pass_to("main2")
    assert s.life("p2") == 16  # only 4 combat damage: the end of combat ability doesn't trigger
    assert s.card(sidequest)["def"] == BLITZBALL
    assert s.state["stack"] == []


def test_blitzball_counts_all_the_combat_damage_a_player_was_dealt_then_transforms_and_attaches():
    """4 from the pumped Coeurl and 2 from the other: 6 in all (from two sources) is enough. The
    controller chooses which creature the Equipment is attached to; it then gives +2/+0 and double
    strike."""
    s = MtgScenario()
    sidequest = s.permanent(BLITZBALL)
    first, second = s.permanent(COEURL), s.permanent(COEURL)
    combat_with_pump(s, first, [first, second])
    while s.step != "end_combat":
        s.pass_priority()
    assert s.life("p2") == 14 and len(s.state["stack"]) == 1  # 603.4: the "if" holds as it triggers
    s.pass_both()  # it resolves: transform, then attach
    ask = s.expect("p1", "choose_cards", answer=[second])
    assert {o["id"] for o in ask["options"]} == {first, second} and ask["min"] == 1
    champion = definition(s.state, sidequest)
    assert champion.name == "World Champion, Celestial Weapon" and champion.types == ["artifact"]
    assert champion.supertypes == ["legendary"] and champion.subtypes == ["Equipment"]
    assert s.card(sidequest)["attached_to"] == second
    assert power(s.state, second) == 4 and has_keyword(s.state, second, "double_strike")
    assert power(s.state, first) == 4 and not has_keyword(s.state, first, "double_strike")


def test_blitzball_does_not_trigger_at_the_end_of_combat_on_an_opponents_turn():
    """"On your turn": p2 deals p1 6 combat damage in p2's turn, and nothing happens."""
    s = MtgScenario()
    sidequest = s.permanent(BLITZBALL)
    giant = s.permanent(IRON_GIANT, "p2")
    s.pass_to("main1", "p2", active="p2")
    s.pass_both()
    s.pass_both()
    s.expect("p2", "choose_cards", exact=False, answer=[giant])
    s.pass_to("main2", "p2", active="p2")
    assert s.life("p1") == 14 and s.state["stack"] == []
    assert s.card(sidequest)["def"] == BLITZBALL
