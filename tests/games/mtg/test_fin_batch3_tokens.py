"""FIN batch 3: cards that create tokens or pump what you control, one scenario per ability:
Wastes, Gysahl Greens, Chocobo Racetrack, Summon: Fat Chocobo, Circle of Power, Queen Brahne
(prowess, CR 702.108a), The Final Days, Moogles' Valor, Call the Mountain Chocobo and Giott."""

from engine.games.mtg import sagas
from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.permanents import enter_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

WASTES, GYSAHL, RACETRACK, FAT_CHOCOBO, CIRCLE, BRAHNE = "fin-309", "fin-190", "fin-179", "fin-202", "fin-092", "fin-149"
FINAL_DAYS, MOOGLES_VALOR, MOUNTAIN_CHOCOBO, GIOTT = "fin-101", "fin-027", "fin-131", "fin-223"
COEURL, GIGANTOAD, DWARVEN_GUARD, CORAL_SWORD, DREAMS = "fin-012", "fin-187", "fin-018", "fin-134", "fin-050"
BIRD, HORROR, MOOGLE, WIZARD = "token-bird", "token-horror", "token-moogle", "token-wizard"


def offered(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def flashback(s: MtgScenario, spell: str) -> None:
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    s.pay()


def test_wastes_is_a_basic_land_that_taps_for_colourless():
    s = MtgScenario()
    wastes = s.hand(WASTES)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{wastes}"])
    [wastes] = s.cards(BATTLEFIELD, WASTES)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{wastes}:0"])
    assert s.state["players"]["p1"]["pool"] == {"C": 1}


def test_gysahl_greens_creates_a_bird_and_again_by_flashback_then_is_exiled():
    s = MtgScenario()
    s.lands(9)
    spell = s.hand(GYSAHL)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    [bird] = s.cards(BATTLEFIELD, BIRD)
    assert (power(s.state, bird), toughness(s.state, bird)) == (2, 2) and s.defs(graveyard("p1")) == [GYSAHL]
    [spell] = s.zone(graveyard("p1"))
    flashback(s, spell)  # {6}{G}: the seven untapped Forests
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, BIRD)) == 2 and s.defs(EXILE) == [GYSAHL]


def test_chocobo_racetrack_creates_a_bird_whenever_a_land_you_control_enters():
    s = MtgScenario()
    s.permanent(RACETRACK)
    land = s.hand(FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])
    s.pass_both()
    [bird] = s.cards(BATTLEFIELD, BIRD)
    enter_battlefield(s.ctx(), s.in_graveyard(FOREST, "p2"), "p2", reason="returned")  # not yours
    s.check_now()
    assert s.state["stack"] == [] and s.cards(BATTLEFIELD, BIRD) == [bird]


def test_summon_fat_chocobo_makes_a_bird_then_gives_your_creatures_trample():
    s = MtgScenario()
    s.lands(5)
    theirs = s.permanent(COEURL, "p2")
    saga = s.hand(FAT_CHOCOBO)
    s.pass_to("main1")
    s.cast(saga)
    s.pass_both()  # the Saga enters with a lore counter: chapter I
    s.pass_both()
    [chocobo], [bird] = s.cards(BATTLEFIELD, FAT_CHOCOBO), s.cards(BATTLEFIELD, BIRD)
    assert not has_keyword(s.state, bird, "trample")
    sagas.add_lore_counters(s.ctx(), chocobo, 1)
    s.check_now()
    s.pass_both()  # chapter II
    assert has_keyword(s.state, bird, "trample") and has_keyword(s.state, chocobo, "trample")
    assert not has_keyword(s.state, theirs, "trample")


def test_circle_of_power_draws_two_loses_two_and_pumps_wizards_including_its_token():
    s = MtgScenario()
    s.lands(4, SWAMP)
    coeurl = s.permanent(COEURL)
    spell = s.hand(CIRCLE)
    s.pass_to("main1")
    cards_before = len(s.zone(hand("p1")))
    s.cast(spell)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == cards_before - 1 + 2 and s.life("p1") == 18
    [wizard] = s.cards(BATTLEFIELD, WIZARD)
    assert power(s.state, wizard) == 1 and has_keyword(s.state, wizard, "lifelink")
    assert power(s.state, coeurl) == 2 and not has_keyword(s.state, coeurl, "lifelink")  # not a Wizard


def test_queen_brahne_has_prowess_and_creates_a_wizard_when_she_attacks():
    s = MtgScenario()
    s.lands(2)
    brahne = s.permanent(BRAHNE)
    spell = s.hand(DREAMS)  # a noncreature spell
    s.pass_to("main1")
    s.lands(2, ISLAND)
    s.cast(spell)
    s.pass_both()  # prowess resolves first (it is on top)
    assert (power(s.state, brahne), toughness(s.state, brahne)) == (3, 2)
    s.pass_both()  # Dreams of Laguna: surveil 1 (keep), draw
    s.expect("p1", "choose_cards", answer=[])
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[brahne])
    s.pass_both()  # the attack trigger resolves
    assert len(s.cards(BATTLEFIELD, WIZARD)) == 1


def test_the_final_days_creates_two_tapped_horrors_or_x_by_flashback():
    s = MtgScenario()
    s.lands(10, SWAMP)
    spell = s.hand(FINAL_DAYS)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    horrors = s.cards(BATTLEFIELD, HORROR)
    assert len(horrors) == 2 and all(s.card(h).get("tapped") for h in horrors)
    assert all((power(s.state, h), toughness(s.state, h)) == (2, 2) for h in horrors)
    for creature in (COEURL, GIGANTOAD, COEURL):
        s.in_graveyard(creature)
    [spell] = s.cards(graveyard("p1"), FINAL_DAYS)
    flashback(s, spell)
    s.pass_both()  # instead: X = 3 creature cards in the graveyard (the spell itself is on the stack)
    assert len(s.cards(BATTLEFIELD, HORROR)) == 2 + 3 and s.defs(EXILE) == [FINAL_DAYS]


def test_moogles_valor_creates_a_moogle_per_creature_then_makes_yours_indestructible():
    s = MtgScenario()
    s.lands(5, PLAINS)
    mine = [s.permanent(COEURL), s.permanent(GIGANTOAD)]
    theirs = s.permanent(COEURL, "p2")
    spell = s.hand(MOOGLES_VALOR)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    moogles = s.cards(BATTLEFIELD, MOOGLE)
    assert len(moogles) == 2
    assert all(has_keyword(s.state, m, "lifelink") and (power(s.state, m), toughness(s.state, m)) == (1, 2) for m in moogles)
    assert all(has_keyword(s.state, c, "indestructible") for c in mine + moogles)
    assert not has_keyword(s.state, theirs, "indestructible")


def test_call_the_mountain_chocobo_finds_a_mountain_and_creates_a_bird():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    mountain = s.put(MOUNTAIN, library("p1"), position=0)
    spell = s.hand(MOUNTAIN_CHOCOBO)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[mountain])
    assert MOUNTAIN in s.defs(hand("p1")) and len(s.cards(BATTLEFIELD, BIRD)) == 1


def test_giott_loots_when_he_or_another_dwarf_or_an_equipment_you_control_enters():
    s = MtgScenario()
    s.lands(1, MOUNTAIN)
    s.lands(1, PLAINS)
    giott = s.hand(GIOTT)
    s.pass_to("main1")
    s.cast(giott)
    s.pass_both()  # Giott enters: his own trigger
    s.pass_both()
    s.expect("p1", "choose_cards", answer=s.zone(hand("p1")))
    assert s.defs(graveyard("p1")) == [ISLAND] and len(s.zone(hand("p1"))) == 1  # the Island, then a draw
    for definition, player, triggers in ((COEURL, "p1", False), (DWARVEN_GUARD, "p2", False), (DWARVEN_GUARD, "p1", True)):
        enter_battlefield(s.ctx(), s.in_graveyard(definition, player), player, reason="returned")
        s.check_now()
        assert [o["source"] for o in s.state["stack"]] == ([s.cards(BATTLEFIELD, GIOTT)[0]] if triggers else []), definition
        while s.state["stack"]:
            s.pass_both()
            if s.state["request"]["kind"] == "choose_cards":
                s.answer_raw("p1", [])  # keep the hand
    enter_battlefield(s.ctx(), s.in_graveyard(CORAL_SWORD), "p1", reason="returned")
    s.check_now()
    sources = [o["source"] for o in s.state["stack"]] + [tr["source"] for tr in s.state.get("triggers", [])]
    assert s.cards(BATTLEFIELD, GIOTT)[0] in sources
