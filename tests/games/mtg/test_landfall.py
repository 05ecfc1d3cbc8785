"""Landfall (the ability word of CR 207.2c; release notes "地落"): "whenever a land you control
enters", for any reason, played or put onto the battlefield; each landfall ability of each
permanent triggers. Digest scenario 15 (in part: with Sazh's Chocobo and Tifa Lockhart)."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.permanents import enter_battlefield
from tests.games.mtg.position import FOREST, MtgScenario

SAZHS_CHOCOBO, TIFA = "fin-200", "fin-206"


def play_land(s: MtgScenario) -> None:
    land = s.hand(FOREST)
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])


def land_enters(s: MtgScenario, player: str = "p1") -> None:
    """A land put onto the battlefield by an effect (not played); its triggers are put on the
    stack before the pending priority is asked again (CR 117.5)."""
    enter_battlefield(s.ctx(), s.in_graveyard(FOREST, player), player, reason="returned")
    s.check_now()


def test_sazhs_chocobo_gets_a_counter_for_each_land_played_or_put_onto_the_battlefield():
    s = MtgScenario()
    chocobo = s.permanent(SAZHS_CHOCOBO)
    s.pass_to("main1")
    play_land(s)
    s.pass_both()
    assert s.card(chocobo)["counters"] == {"+1/+1": 1}
    land_enters(s)  # not played: still landfall
    s.pass_both()
    assert s.card(chocobo)["counters"] == {"+1/+1": 2} and power(s.state, chocobo) == 2


def test_an_opponents_land_does_not_trigger_it():
    s = MtgScenario()
    chocobo = s.permanent(SAZHS_CHOCOBO)
    s.pass_to("main1")
    land_enters(s, "p2")
    assert s.state["stack"] == [] and "counters" not in s.card(chocobo)


def test_tifa_doubles_her_power_only_each_time():
    """CR 701.9a: doubling power gives +X/+0, X its power as the ability resolves: 1 -> 2 -> 4."""
    s = MtgScenario()
    tifa = s.permanent(TIFA)
    s.pass_to("main1")
    play_land(s)
    s.pass_both()
    assert (power(s.state, tifa), toughness(s.state, tifa)) == (2, 2)
    land_enters(s)
    s.pass_both()
    assert (power(s.state, tifa), toughness(s.state, tifa)) == (4, 2)
