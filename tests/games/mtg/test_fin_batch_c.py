"""FIN cards of batch c. Sidequest: Play Blitzball: "at the beginning of combat on your turn"
(CR 507.1) and "at the end of combat on your turn" (CR 511.2) triggers; the intervening "if a player
was dealt 6 or more combat damage this turn" (CR 603.4) adds up all the combat damage each player
was dealt this turn; it transforms (CR 712) into World Champion, Celestial Weapon, then is attached
to a creature its controller chooses (not targeted, CR 701.3a). Cecil, Dark Knight: "whenever Cecil
deals damage" triggers once for each damage event with all it dealt in it (CR 510.2, 603.2c), then
checks half the starting life total (CR 103.4) to untap and transform."""

from engine.games.mtg.objects import definition, has_keyword, power
from engine.games.mtg.zones import graveyard
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


# ---- Cecil, Dark Knight // Cecil, Redeemed Paladin

CECIL, PALADIN = "fin-091", "fin-091b"


def test_cecil_loses_life_once_for_all_the_damage_of_one_combat_damage_step():
    """Two blockers: Cecil's 2 damage split 1 and 1 is one damage event, so one trigger for 2. The
    blockers' 4 damage kills Cecil at the same time: it still triggers (the notes), and you still
    lose the life; its deathtouch kills both."""
    s = MtgScenario()
    cecil = s.permanent(CECIL)
    blockers = [s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")]
    s.declare_attackers([cecil])
    s.pass_both()
    s.expect("p2", "choose_cards", exact=False, answer=[f"{b}>{cecil}" for b in blockers])
    while s.state["request"]["kind"] != "choose_number":
        s.pass_priority()
    s.expect("p1", "choose_number", answer=["1"])
    assert len(s.state["stack"]) == 1 and s.state["stack"][0]["data"]["damage"] == 2
    s.pass_to("main2")
    assert s.life("p1") == 18 and s.defs(graveyard("p2")) == [COEURL, COEURL]
    assert s.defs(graveyard("p1")) == [CECIL]


def test_cecil_untaps_and_transforms_at_half_the_starting_life_total():
    s = MtgScenario()
    cecil = s.permanent(CECIL)
    s.state["players"]["p1"]["life"] = 12
    s.declare_attackers([cecil])
    s.pass_to("main2")
    assert s.life("p2") == 18 and s.life("p1") == 10  # 10 is half of 20
    assert s.card(cecil)["def"] == PALADIN and not s.card(cecil).get("tapped")


def test_redeemed_paladin_makes_the_other_attackers_indestructible_and_has_lifelink():
    s = MtgScenario()
    paladin, coeurl = s.permanent(PALADIN), s.permanent(COEURL)
    bystander = s.permanent(COEURL)
    s.declare_attackers([paladin, coeurl])
    s.pass_both()  # Protect resolves
    assert has_keyword(s.state, coeurl, "indestructible") and not has_keyword(s.state, paladin, "indestructible")
    assert not has_keyword(s.state, bystander, "indestructible")
    s.pass_to("main2")
    assert s.life("p2") == 14 and s.life("p1") == 24  # lifelink; Protect has no life loss
