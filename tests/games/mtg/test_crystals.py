"""The Crystals: "[colour] spells you cast cost {1} less" (a permanent's static ability read as
the total cost is determined, CR 601.2f: generic mana only), replacement effects on life gain
and milling (CR 614.1a, each applied once, 614.5; they commute, so no ordering is asked,
616.1), and their activated abilities. The Wind, Water and Fire Crystals."""

from engine.games.mtg.objects import keywords, summoning_sick
from engine.games.mtg.permanents import mill
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

WIND, WATER, FIRE = "fin-043", "fin-085", "fin-135"
COEURL, SABOTENDER, INTERVENTION, THUNDER = "fin-012", "fin-153", "fin-116", "fin-165"
ACTIVATED = 2  # each Crystal's third ability


def cast_options(s: MtgScenario) -> list[str]:
    return [o["id"] for o in s.ask("p1")["options"] if o["id"].startswith("cast:")]


def test_the_wind_crystal_makes_white_spells_cheaper_but_not_others():
    """Coeurl {1}{W} costs {W}; Sabotender {1}{R} is not white and still costs {1}{R}."""
    s = MtgScenario()
    s.permanent(WIND)
    s.lands(1, PLAINS)
    coeurl, sabotender = s.hand(COEURL), s.hand(SABOTENDER)
    s.pass_to("main1")
    assert cast_options(s) == [f"cast:{coeurl}"]
    s.cast(coeurl)
    assert s.events_of("spell_cast")[0]["mana_spent"] == {"W": 1} and sabotender in s.zone(hand("p1"))


def test_a_reduction_never_reduces_coloured_mana():
    """Thunder Magic {R} with the Fire Crystal still costs {R} (601.2f: generic only)."""
    s = MtgScenario()
    s.permanent(FIRE)
    target = s.permanent(COEURL, "p2")
    thunder = s.hand(THUNDER)
    s.pass_to("main1")
    assert f"cast:{thunder}" not in cast_options(s)
    s.lands(1, MOUNTAIN)
    s.check_now()
    s.cast_modal(thunder, 0, [target])
    assert s.events_of("spell_cast")[0]["mana_spent"] == {"R": 1}


def test_the_wind_crystal_doubles_life_gained_and_gives_flying_and_lifelink():
    s = MtgScenario()
    wind = s.permanent(WIND)
    s.lands(4, SWAMP)
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell, [victim])
    s.pass_both()
    assert s.life("p1") == 24  # "you gain 2 life", doubled
    coeurl = s.permanent(COEURL)
    s.lands(6, PLAINS)
    s.activate(wind, ACTIVATED)
    s.pass_both()
    assert {"flying", "lifelink"} <= keywords(s.state, coeurl)


def test_the_water_crystal_adds_four_to_each_opponents_mill_and_mills_by_hand_size():
    s = MtgScenario()
    water = s.permanent(WATER)
    s.lands(6, ISLAND)
    for _ in range(3):
        s.hand(COEURL)
    in_hand = len(s.zone(hand("p1")))
    before = len(s.zone(library("p2")))
    s.pass_to("main1")
    s.activate(water, ACTIVATED)
    s.pass_both()
    assert len(s.zone(library("p2"))) == before - (in_hand + 4) and len(s.zone(graveyard("p2"))) == in_hand + 4


def test_the_water_crystal_does_not_add_to_its_controllers_own_mill():
    """The replacement is only for opponents, and only when they would mill one or more cards."""
    s = MtgScenario()
    s.permanent(WATER)
    s.pass_to("main1")
    before = len(s.zone(library("p1")))
    mill(s.ctx(), "p1", 1)
    assert len(s.zone(library("p1"))) == before - 1
    mill(s.ctx(), "p2", 0)
    assert s.zone(graveyard("p2")) == []  # "one or more cards": milling none isn't replaced


def test_the_fire_crystal_gives_haste_and_a_copy_sacrificed_at_the_next_end_step():
    s = MtgScenario()
    fire = s.permanent(FIRE)
    s.lands(6, MOUNTAIN)
    coeurl = s.permanent(COEURL, since_turn=1, entered_turn=1)
    s.pass_to("main1")
    assert not summoning_sick(s.state, coeurl) and "haste" in keywords(s.state, coeurl)
    s.activate(fire, ACTIVATED, [coeurl])
    s.pass_both()
    [copy] = [c for c in s.cards(BATTLEFIELD, COEURL) if s.card(c).get("token")]
    assert "haste" in keywords(s.state, copy)
    s.pass_to("end")
    s.pass_both()  # the delayed trigger resolves: the token is sacrificed and ceases to exist
    assert copy not in s.state["cards"] and coeurl in s.zone(BATTLEFIELD)


EARTH, ZACK, GIGANTOAD = "fin-184", "fin-045", "fin-187"


def counters(s: MtgScenario, card_id: str) -> int:
    return s.card(card_id).get("counters", {}).get("+1/+1", 0)


def test_the_earth_crystal_distributes_two_counters_to_one_creature_and_doubles_them():
    """601.2d: both on one target; the Crystal's own replacement doubles them (614.1a)."""
    s = MtgScenario()
    earth = s.permanent(EARTH)
    s.lands(6, FOREST)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(earth, ACTIVATED, [coeurl])  # the only choices: chosen by the engine, none for the second
    assert s.state["stack"][-1]["targets"] == [{"card": coeurl}, None]
    s.pass_both()
    assert counters(s, coeurl) == 4


def test_two_targets_take_one_each_and_an_illegal_one_loses_its_share():
    """The release notes: the division stays; the illegal target's counter is lost, not moved."""
    s = MtgScenario()
    earth = s.permanent(EARTH)
    s.lands(6, FOREST)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD)
    s.pass_to("main1")
    s.activate(earth, ACTIVATED, [coeurl, toad])
    assert s.state["stack"][-1]["targets"] == [{"card": coeurl}, {"card": toad}]
    s.ctx().move(toad, graveyard("p1"), reason="test")
    s.pass_both()
    assert counters(s, coeurl) == 2  # one, doubled


def test_a_creature_entering_with_counters_gets_twice_as_many():
    """The release notes: "enters with" counters are doubled too (614.1c with 614.1a)."""
    s = MtgScenario()
    s.permanent(EARTH)
    s.lands(1, PLAINS)
    zack = s.hand(ZACK)
    s.pass_to("main1")
    s.cast(zack)
    s.pass_both()
    [zack] = s.cards(BATTLEFIELD, ZACK)
    assert counters(s, zack) == 2
