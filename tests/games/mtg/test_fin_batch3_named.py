"""FIN batch 3: cards named by other cards and named legendary tokens (a filter ``name``, CR 201.2;
"if you don't control …", an ``at_most = 0`` condition; "that token") — Magitek Infantry, Rufus
Shinra, Rinoa Heartilly and Retrieve the Esper."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.permanents import create_token
from engine.games.mtg.zones import BATTLEFIELD, EXILE, library
from tests.games.mtg.position import FOREST, ISLAND, PLAINS, MtgScenario

INFANTRY, RUFUS, RINOA, ESPER = "fin-025", "fin-238", "fin-237", "fin-068"
COEURL, IRON_GIANT = "fin-012", "fin-260"
DARKSTAR, ANGELO, ROBOT = "token-darkstar", "token-angelo", "token-robot-warrior"


def test_magitek_infantry_gets_plus_one_with_another_artifact_only():
    s = MtgScenario()
    alone = s.permanent(INFANTRY)
    assert power(s.state, alone) == 1  # itself is not "another artifact"
    s.permanent(IRON_GIANT, "p2")  # an opponent's artifact doesn't count
    assert power(s.state, alone) == 1
    s.permanent(INFANTRY)
    assert power(s.state, alone) == 2


def test_magitek_infantry_fetches_a_card_named_magitek_infantry_onto_the_battlefield_tapped():
    s = MtgScenario()
    infantry = s.permanent(INFANTRY)
    s.lands(3, PLAINS)
    s.put(COEURL, library("p1"))
    wanted = s.put(INFANTRY, library("p1"))
    s.pass_to("main1")
    s.activate(infantry, 1)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [wanted]  # not the Coeurl
    s.answer_raw("p1", [wanted])
    [_, fetched] = s.cards(BATTLEFIELD, INFANTRY)
    assert s.card(fetched).get("tapped") and power(s.state, infantry) == 2


def test_rufus_shinra_creates_darkstar_when_he_attacks_unless_you_control_one():
    s = MtgScenario()
    rufus = s.permanent(RUFUS)
    s.declare_attackers([rufus])
    s.pass_both()
    [darkstar] = s.cards(BATTLEFIELD, DARKSTAR)
    assert (power(s.state, darkstar), toughness(s.state, darkstar)) == (2, 2)
    again = MtgScenario()
    rufus = again.permanent(RUFUS)
    create_token(again.ctx(), DARKSTAR, "p1")
    again.declare_attackers([rufus])
    assert again.state["stack"] == [] and len(again.cards(BATTLEFIELD, DARKSTAR)) == 1  # 603.4: no trigger


def test_rinoa_creates_angelo_and_her_attack_pumps_another_creature_per_creature_you_control():
    s = MtgScenario()
    s.lands(3, FOREST)
    s.lands(2, PLAINS)
    spell = s.hand(RINOA)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.pass_both()
    [angelo] = s.cards(BATTLEFIELD, ANGELO)
    assert (power(s.state, angelo), toughness(s.state, angelo)) == (1, 1)
    fight = MtgScenario()
    rinoa, coeurl = fight.permanent(RINOA), fight.permanent(COEURL)
    fight.permanent(COEURL)
    fight.declare_attackers([rinoa])
    fight.choose_targets([coeurl], "p1")
    fight.pass_both()
    assert (power(fight.state, coeurl), toughness(fight.state, coeurl)) == (2 + 3, 2 + 3)
    assert power(fight.state, rinoa) == 4  # "another" target


def test_retrieve_the_esper_puts_two_counters_on_that_token_only_by_flashback():
    s = MtgScenario()
    s.lands(10, ISLAND)
    spell = s.hand(ESPER)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    [first] = s.cards(BATTLEFIELD, ROBOT)
    assert (power(s.state, first), toughness(s.state, first)) == (3, 3) and not s.card(first).get("counters")
    [spell] = s.cards("p1.graveyard", ESPER)
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    s.pay()
    s.pass_both()
    [second] = [c for c in s.cards(BATTLEFIELD, ROBOT) if c != first]
    assert s.card(second)["counters"] == {"+1/+1": 2} and power(s.state, second) == 5
    assert not s.card(first).get("counters") and s.defs(EXILE) == [ESPER]
