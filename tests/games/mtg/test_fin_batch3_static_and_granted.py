"""FIN batch 3: "can attack as though it didn't have defender" while it has a counter (CR 702.3b)
and a granted dies ability that uses the creature's last known power (CR 608.2h) — Demon Wall
and Galuf's Final Act."""

from engine.games.mtg.combat import can_attack
from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import FOREST, SWAMP, MtgScenario

DEMON_WALL, GALUF, COEURL, GIGANTOAD = "fin-097", "fin-186", "fin-012", "fin-187"


def test_demon_wall_attacks_only_once_it_has_a_counter():
    s = MtgScenario()
    wall = s.permanent(DEMON_WALL)
    s.lands(6, SWAMP)
    s.pass_to("main1")
    assert not can_attack(s.state, wall)  # defender
    s.activate(wall, 1)
    s.pass_both()
    assert s.card(wall)["counters"] == {"+1/+1": 2} and can_attack(s.state, wall)
    s.pass_both()
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert wall in [o["id"] for o in ask["options"]]
    s.answer_raw("p1", [wall])
    s.pass_both()
    s.pass_both()
    assert s.life("p2") == 20 - 5


def test_galufs_final_act_pumps_and_the_dying_creature_passes_its_last_power_as_counters():
    s = MtgScenario()
    s.lands(2, FOREST)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD)
    spell = s.hand(GALUF)
    s.pass_to("main1")
    s.cast(spell, [coeurl])
    s.pass_both()
    assert power(s.state, coeurl) == 3
    s.mark_damage(coeurl, 2)  # it dies with power 3
    assert COEURL in s.defs(graveyard("p1"))
    s.choose_targets([toad], "p1")
    s.pass_both()
    assert s.card(toad)["counters"] == {"+1/+1": 3} and s.cards(BATTLEFIELD, COEURL) == []
