"""Landcycling (CR 702.29): "[cost], Discard this card: search your library for a [land type]
card, reveal it, put it into your hand, then shuffle", an activated ability that works only from
its owner's hand (CR 113.6) and uses the stack. Balamb T-Rexaur, Hill Gigas, Ice Flan,
Cloudbound Moogle; searches onto the battlefield (Gladiolus Amicitia) and for a basic land
(World Map)."""

from engine.games.mtg.objects import keywords, power
from engine.games.mtg.permanents import enter_battlefield
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import FOREST, MtgScenario

T_REXAUR, ICE_FLAN, MOOGLE = "fin-173", "fin-055", "fin-011"
IRON_GIANT, COEURL = "fin-260", "fin-012"


def test_forestcycling_discards_the_card_and_finds_a_forest():
    s = MtgScenario()
    s.lands(2, FOREST)
    trex = s.hand(T_REXAUR)
    s.pass_to("main1")
    library_before = len(s.zone(library("p1")))
    s.activate(trex, 1)
    assert s.defs(graveyard("p1")) == [T_REXAUR]  # discarded as a cost (601.2h)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == 0 and all(s.card(o["id"])["def"] == FOREST for o in ask["options"])
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert FOREST in s.defs(hand("p1")) and len(s.zone(library("p1"))) == library_before - 1
    assert s.events_of("card_revealed")


def test_cycling_works_only_from_the_hand():
    """CR 113.6: on the battlefield the ability does nothing and can't be activated."""
    s = MtgScenario()
    s.lands(2, FOREST)
    trex = s.permanent(T_REXAUR)
    s.pass_to("main1")
    assert not any(o["id"].startswith(f"activate:{trex}") for o in s.ask("p1")["options"])


def test_a_search_may_find_nothing_and_the_library_is_still_shuffled():
    """CR 701.19b: no Island in a library of Forests (or the player declines)."""
    s = MtgScenario()
    s.lands(2, FOREST)
    flan = s.hand(ICE_FLAN)
    s.pass_to("main1")
    s.activate(flan, 1)
    hand_before = len(s.zone(hand("p1")))
    shuffles = len([e for e in s.events_of("zone_shuffled") if e["zone"] == library("p1")])
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before
    assert len([e for e in s.events_of("zone_shuffled") if e["zone"] == library("p1")]) == shuffles + 1


def test_ice_flan_taps_and_stuns_an_artifact_or_creature_of_an_opponent():
    s = MtgScenario()
    giant = s.permanent(IRON_GIANT, "p2")
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(ICE_FLAN), "p1", reason="returned")
    s.check_now()
    s.pass_both()
    assert s.card(giant)["tapped"] and s.card(giant)["counters"] == {"stun": 1}


def test_cloudbound_moogle_puts_a_counter_on_target_creature():
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(MOOGLE), "p1", reason="returned")
    s.check_now()
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and s.cards(BATTLEFIELD, MOOGLE)


GLADIOLUS, WORLD_MAP = "fin-224", "fin-270"


def test_gladiolus_fetches_a_land_onto_the_battlefield_tapped_and_its_landfall_sees_it():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(GLADIOLUS), "p1", reason="returned")
    s.check_now()
    s.pass_both()  # the enters trigger: search
    ask = s.expect("p1", "choose_cards")
    s.answer_raw("p1", [ask["options"][0]["id"]])
    lands = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == FOREST]
    assert len(lands) == 1 and s.card(lands[0])["tapped"]
    s.pass_both()  # landfall: the Coeurl (the only other creature) gets +2/+2 and trample
    assert power(s.state, coeurl) == 4 and "trample" in keywords(s.state, coeurl)


def test_world_map_finds_a_basic_land_card_only_with_its_first_ability():
    s = MtgScenario()
    s.lands(1, FOREST)
    world_map = s.permanent(WORLD_MAP)
    s.put("fin-288", library("p1"))  # Sharlayan, a nonbasic Town
    s.pass_to("main1")
    s.activate(world_map, 0)
    assert s.defs(graveyard("p1")) == [WORLD_MAP]  # sacrificed as a cost
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert {s.card(o["id"])["def"] for o in ask["options"]} == {FOREST}
