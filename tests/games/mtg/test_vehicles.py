"""Vehicles (CR 301.7) and crew (CR 702.122): a Vehicle is not a creature until crewed; crewing
taps untapped creatures with total power N or greater as a cost (summoning-sick ones too), and
the Vehicle becomes an artifact creature until end of turn (layer 4, CR 613.1d, 611.2c).
Magitek Armor, Adventurer's Airship, The Prima Vista, Phantom Train."""

from engine.games.mtg.actions import can_activate
from engine.games.mtg.objects import is_type, power, subtypes, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, PLAINS, SWAMP, MtgScenario

MAGITEK_ARMOR, AIRSHIP, PRIMA_VISTA, PHANTOM_TRAIN, REGALIA = "fin-024", "fin-252", "fin-064", "fin-110", "fin-267"
COEURL, RETRIEVE_THE_ESPER, HERO, CARD_COLLECTION, FROM_FATHER_TO_SON = "fin-012", "fin-068", "token-hero", "fin-073", "fin-020"


def crew(s: MtgScenario, vehicle: str, index: int, creatures: list[str], player: str = "p1") -> None:
    """Activate the crew ability and tap ``creatures`` one at a time (a single choice is made by
    the engine itself)."""
    s.activate(vehicle, index, player=player)
    for creature in creatures:
        request = s.state["request"]
        if request and request["key"].startswith("crew:"):
            s.expect(player, "choose_cards", exact=False, answer=[creature])


def test_magitek_armor_enters_with_a_hero_and_is_not_a_creature_until_crewed():
    """CR 301.7b: a Vehicle with printed 4/4 is an artifact only; its enters trigger makes a Hero."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    armor = s.hand(MAGITEK_ARMOR)
    s.pass_to("main1")
    s.cast(armor)
    s.pass_both()  # the Vehicle resolves, its enters trigger goes on the stack
    s.pass_both()
    [armor] = s.cards(BATTLEFIELD, MAGITEK_ARMOR)
    [hero] = s.cards(BATTLEFIELD, HERO)
    assert not is_type(s.state, armor, "creature")
    assert is_type(s.state, hero, "creature")
    # CR 702.122a / 302.6: the Hero entered this turn, and may still crew
    crew(s, armor, 1, [hero])
    assert s.card(hero).get("tapped")
    assert s.events_of("crewed")
    s.pass_both()
    assert is_type(s.state, armor, "creature") and is_type(s.state, armor, "artifact")
    assert (power(s.state, armor), toughness(s.state, armor)) == (4, 4)


def test_a_crewed_vehicle_attacks_and_stops_being_a_creature_at_end_of_turn():
    """CR 611.2a / 514.2: "until end of turn" ends in the cleanup step; a Vehicle under its
    controller's control since the turn began can attack once crewed (CR 302.6)."""
    s = MtgScenario()
    armor = s.permanent(MAGITEK_ARMOR)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    crew(s, armor, 1, [coeurl])
    s.pass_both()
    s.pass_both()  # on to beginning of combat
    s.pass_both()
    attackers = [o["id"] for o in s.ask("p1")["options"]]
    assert armor in attackers and coeurl not in attackers  # the Coeurl is tapped
    s.expect("p1", "choose_cards", answer=[armor])
    s.pass_to("main1", "p2", active="p2")
    assert s.life("p2") == 16
    assert not is_type(s.state, armor, "creature")


def test_crew_needs_total_power_and_taps_creatures_one_at_a_time():
    """CR 702.122a: total power 2 or greater: one 1/1 can't crew 2, two can."""
    s = MtgScenario()
    airship = s.permanent(AIRSHIP)
    first = s.permanent(HERO)
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", airship, 1)
    second = s.permanent(HERO)
    assert can_activate(s.state, "p1", airship, 1)
    s.activate(airship, 1)
    s.expect("p1", "choose_cards", exact=False, answer=[first])
    # the second is the only choice left: the engine takes it, and both are tapped
    assert s.events_of("crewed")[-1]["creatures"] == [first, second]
    assert s.card(first).get("tapped") and s.card(second).get("tapped")
    s.pass_both()
    assert is_type(s.state, airship, "creature")


def test_airship_loots_when_it_attacks():
    """Whenever this Vehicle attacks, draw a card, then discard a card."""
    s = MtgScenario()
    airship = s.permanent(AIRSHIP)
    s.permanent(COEURL)
    s.pass_to("main1")
    crew(s, airship, 1, [])
    s.pass_both()
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[airship])
    s.pass_both()  # the attack trigger resolves: draw, then discard
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(hand("p1"), ISLAND)[0]])
    assert s.defs(graveyard("p1")) == [ISLAND]


def test_prima_vista_becomes_a_creature_after_a_big_noncreature_spell():
    """CR 603.4: at least four mana spent on a noncreature spell; the trigger resolves first."""
    s = MtgScenario()
    s.lands(4, ISLAND)
    vista = s.permanent(PRIMA_VISTA)
    esper = s.hand(RETRIEVE_THE_ESPER)
    s.pass_to("main1")
    s.cast(esper)
    s.pass_both()  # the Prima Vista's trigger, above the spell
    assert is_type(s.state, vista, "creature")
    assert (power(s.state, vista), toughness(s.state, vista)) == (5, 3)


def test_phantom_train_sacrifices_another_to_become_a_spirit_creature():
    """Sacrifice another artifact or creature: a +1/+1 counter, and it becomes a Spirit artifact
    creature in addition to its other types until end of turn (layer 4)."""
    s = MtgScenario()
    s.lands(1, SWAMP)
    train = s.permanent(PHANTOM_TRAIN)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(train, 0)
    assert coeurl not in s.zone(BATTLEFIELD)  # sacrificed as the cost (the only choice)
    s.pass_both()
    assert is_type(s.state, train, "creature")
    assert "Spirit" in subtypes(s.state, train) and "Vehicle" in subtypes(s.state, train)
    assert (power(s.state, train), toughness(s.state, train)) == (5, 5)
    s.pass_to("main1", "p2", active="p2")
    assert not is_type(s.state, train, "creature") and "Spirit" not in subtypes(s.state, train)
    assert s.card(train)["counters"]["+1/+1"] == 1


def test_card_collection_loots_transforms_with_eight_cards_in_graveyard_and_crews():
    """Draw three, then discard two (one choice of two cards, CR 701.9a); at the beginning of
    your end step with eight or more cards in your graveyard it transforms (CR 603.4, 712) into
    Magicked Card, a Vehicle with crew 1."""
    s = MtgScenario()
    s.lands(4, ISLAND)
    collection = s.hand(CARD_COLLECTION)
    coeurl = s.permanent(COEURL)
    for _ in range(6):
        s.in_graveyard(COEURL)
    s.pass_to("main1")
    s.cast(collection)
    s.pass_both()  # the enchantment resolves; its enters trigger goes on the stack
    s.pass_both()
    two = s.zone(hand("p1"))[:2]
    s.expect("p1", "choose_cards", exact=False, answer=two)
    assert len(s.zone(graveyard("p1"))) == 8 and len(s.zone(hand("p1"))) == 2
    [collection] = s.cards(BATTLEFIELD, CARD_COLLECTION)
    s.pass_to("end", "p1")
    s.pass_both()  # the end step trigger resolves
    assert s.card(collection)["def"] == CARD_COLLECTION + "b"
    assert not is_type(s.state, collection, "creature")
    crew(s, collection, 0, [coeurl])
    s.pass_both()
    assert is_type(s.state, collection, "creature") and power(s.state, collection) == 4


def test_the_regalia_crewed_the_turn_it_enters_attacks_and_puts_a_land_onto_the_battlefield():
    """Haste: crewed the turn it entered, it can attack (CR 302.6, 702.10b); its attack trigger
    reveals until a land (CR 701.20a), which enters tapped; the rest go to the bottom."""
    s = MtgScenario()
    regalia = s.permanent(REGALIA, since_turn=99, entered_turn=99)  # as if it entered this turn
    coeurl = s.permanent(COEURL)
    s.put(RETRIEVE_THE_ESPER, "p1.library")  # on top, above the Forests
    assert s.defs("p1.library")[-1] == RETRIEVE_THE_ESPER
    s.pass_to("main1")
    crew(s, regalia, 1, [coeurl])
    s.pass_both()
    s.pass_both()
    s.pass_both()
    assert regalia in [o["id"] for o in s.ask("p1")["options"]]
    s.expect("p1", "choose_cards", answer=[regalia])
    lands_before = len(s.cards(BATTLEFIELD, FOREST))
    s.pass_both()  # the attack trigger resolves
    assert len(s.cards(BATTLEFIELD, FOREST)) == lands_before + 1
    assert all(s.card(c).get("tapped") for c in s.cards(BATTLEFIELD, FOREST))
    assert s.defs("p1.library")[0] == RETRIEVE_THE_ESPER, "the revealed spell went to the bottom"
    assert s.events_of("cards_revealed")[-1]["definitions"] == [RETRIEVE_THE_ESPER, FOREST]


def test_from_father_to_son_finds_a_vehicle_and_from_the_graveyard_puts_it_onto_the_battlefield():
    """Search for a Vehicle card into your hand; cast by flashback (CR 702.34a) it enters the
    battlefield instead."""
    s = MtgScenario()
    s.lands(9, PLAINS)
    s.put(AIRSHIP, "p1.library")
    s.put(AIRSHIP, "p1.library")
    spell = s.hand(FROM_FATHER_TO_SON)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards("p1.library", AIRSHIP)[0]])
    assert AIRSHIP in s.defs(hand("p1"))
    [in_graveyard] = s.cards(graveyard("p1"), FROM_FATHER_TO_SON)
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{in_graveyard}"])
    s.pay()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards("p1.library", AIRSHIP)[0]])
    assert s.cards(BATTLEFIELD, AIRSHIP)
    assert s.defs("exile") == [FROM_FATHER_TO_SON], "exiled after a flashback cast (CR 702.34a)"


HIDEAWAY, QIQIRN, BALAMB = "fin-275", "fin-065", "fin-272"


def test_an_activation_costs_one_less_for_each_town():
    """Qiqirn Merchant: {7} less {1} for each of two Towns (CR 602.2b, 601.2f): five lands pay it."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    s.lands(1, HIDEAWAY)
    qiqirn = s.permanent(QIQIRN)
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", qiqirn, 1), "one Town: {6} with four lands"
    s.lands(1, HIDEAWAY)
    assert can_activate(s.state, "p1", qiqirn, 1)
    s.activate(qiqirn, 1)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == 4 and s.defs(graveyard("p1")) == [QIQIRN]


def test_balamb_garden_transforms_into_a_vehicle_for_less_with_other_towns():
    """{5}{G}{U} less {1} for each other Town; the back face is a legendary Vehicle (CR 712)."""
    s = MtgScenario()
    balamb = s.permanent(BALAMB)
    s.lands(2, HIDEAWAY)
    s.lands(2, FOREST)
    s.lands(1, ISLAND)
    s.pass_to("main1")
    s.activate(balamb, 1)
    s.pass_both()
    assert s.card(balamb)["def"] == BALAMB + "b"
    assert not is_type(s.state, balamb, "creature") and is_type(s.state, balamb, "artifact")


LUNAR_WHALE = "fin-060"


def test_the_lunar_whale_shows_the_top_card_to_its_owner_and_plays_it_once_it_attacked():
    """You may look at the top card of your library any time (the opponent doesn't see it); once
    The Lunar Whale attacked this turn, the top card may be played (a land with the land play)."""
    s = MtgScenario()
    whale = s.permanent(LUNAR_WHALE)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    top = s.zone("p1.library")[-1]
    assert "p1" in s.card(top)["visible_to"] and "p2" not in s.card(top)["visible_to"]
    assert f"top:{top}" not in [o["id"] for o in s.ask("p1")["options"]], "not attacked yet"
    crew(s, whale, 2, [coeurl])
    s.pass_both()
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[whale])
    s.pass_to("main2", "p1")
    top = s.zone("p1.library")[-1]
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{top}"])
    assert s.state["turn"]["lands_played"] == 1
