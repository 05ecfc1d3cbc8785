"""Job select (CR 702.182) and what the Job select Equipment give the equipped creature: P/T
(layer 7c), keywords and abilities (layer 6), a creature type (layer 4, CR 613.1d). Scenarios 8
and 9 of the digest; one scenario per card: Dragoon's Lance, Machinist's Arsenal, White Mage's
Staff, Sage's Nouliths, Thief's Knife, Black Mage's Rod, Red Mage's Rapier, Samurai's Katana,
Warrior's Sword, Bard's Bow, Monk's Fist, Dark Knight's Greatsword (an equip cost in life, once
each turn), Astrologian's Planisphere ("whenever you draw your third card each turn"), Ninja's
Blades ("that player loses life equal to the discarded card's mana value"), Summoner's Grimoire
(a creature card put onto the battlefield attacking, CR 508.4): every FIN card with Job select."""

from engine.games.mtg.abilities import Filter
from engine.games.mtg.actions import can_activate
from engine.games.mtg.objects import definition, keywords, matches, power, subtypes, summoning_sick, toughness
from engine.games.mtg.permanents import draw
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

LANCE, ARSENAL, STAFF, NOULITHS, KNIFE, ROD = "fin-017", "fin-023", "fin-042", "fin-070", "fin-081", "fin-090"
RAPIER, KATANA, SWORD, BOW, FIST = "fin-152", "fin-154", "fin-169", "fin-174", "fin-265"
HERO, COEURL, GIGANTOAD, INTERVENTION, SHOT = "token-hero", "fin-012", "fin-187", "fin-116", "fin-176"


def stats(s: MtgScenario, card_id: str) -> tuple[int, int]:
    return power(s.state, card_id), toughness(s.state, card_id)


def equip_index(s: MtgScenario, equipment: str) -> int:
    """Each card's equip ability is its last."""
    return len(definition(s.state, equipment).abilities) - 1


def job_select(s: MtgScenario, equipment: str) -> tuple[str, str]:
    """Cast the Equipment from hand in p1's main phase; it resolves, then its Job select does.
    Returns the Equipment and the Hero."""
    card_id = s.hand(equipment)
    s.pass_to("main1")
    s.cast(card_id)
    s.pass_both()  # the Equipment spell resolves; Job select triggers (CR 603.6a)
    assert [o["ability"] for o in s.state["stack"]] == ["job_select"]
    s.pass_both()
    [on_battlefield] = s.cards(BATTLEFIELD, equipment)
    [hero] = s.cards(BATTLEFIELD, HERO)
    return on_battlefield, hero


def test_monks_fist_creates_a_hero_then_attaches_to_it():
    """CR 702.182a; the Hero enters as a plain 1/1, then the Equipment attaches (release notes)."""
    s = MtgScenario()
    s.lands(2, FOREST)
    fist, hero = job_select(s, FIST)
    types = [e["type"] for e in s.events if e["type"] in ("token_created", "attached")]
    assert types == ["token_created", "attached"]
    assert s.card(fist)["attached_to"] == hero and s.card(hero)["token"]
    assert stats(s, hero) == (2, 1) and subtypes(s.state, hero) == ["Hero", "Monk"]
    assert matches(s.state, Filter(subtypes=["Monk"]), hero, "p1", None)


def test_the_hero_is_still_created_if_the_equipment_left_first():
    """The ability resolves without its source: a Hero, attached to nothing (CR 701.3a)."""
    s = MtgScenario()
    s.lands(6, SWAMP)
    fist = s.hand(FIST)
    s.pass_to("main1")
    s.cast(fist)
    s.pass_both()
    [on_battlefield] = s.cards(BATTLEFIELD, FIST)
    s.ctx().move(on_battlefield, graveyard("p1"), reason="test")
    s.pass_both()
    [hero] = s.cards(BATTLEFIELD, HERO)
    assert stats(s, hero) == (1, 1) and not s.events_of("attached")


def test_when_the_hero_dies_the_equipment_stays_and_can_be_equipped_again():
    """Digest scenario 9 (CR 704.5n): equip moves it to another creature."""
    s = MtgScenario()
    s.lands(7, SWAMP)
    coeurl = s.permanent(COEURL)
    fist, hero = job_select(s, FIST)
    spell = s.hand(INTERVENTION)
    s.cast(spell, [hero])
    s.pass_both()
    assert hero not in s.state["cards"] and fist in s.zone(BATTLEFIELD) and "attached_to" not in s.card(fist)
    s.lands(2, SWAMP)
    s.activate(fist, equip_index(s, fist), [coeurl])
    s.pass_both()
    assert s.card(fist)["attached_to"] == coeurl and stats(s, coeurl) == (3, 2)


def test_samurais_katana_gives_haste_and_trample_so_the_hero_attacks_at_once():
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    _, hero = job_select(s, KATANA)
    assert stats(s, hero) == (3, 3) and {"haste", "trample"} <= keywords(s.state, hero)
    assert not summoning_sick(s.state, hero) and "Samurai" in subtypes(s.state, hero)
    s.pass_both()  # to the beginning of combat
    s.pass_both()  # to declare attackers
    s.expect("p1", "choose_cards", exact=False, answer=[hero])
    s.pass_to("end", active="p1")
    assert s.life("p2") == 17


def test_white_mages_staff_hero_gains_a_life_when_it_attacks():
    """A granted "whenever this creature attacks" (layer 6, CR 508.3a); the Staff gives +1/+1."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    _, hero = job_select(s, STAFF)
    assert stats(s, hero) == (2, 2) and "Cleric" in subtypes(s.state, hero)
    s.card(hero)["since_turn"] = 0  # as if it had been there since the turn began
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[hero])
    s.pass_both()  # the granted trigger resolves
    assert s.life("p1") == 21


def test_sages_nouliths_untaps_an_attacking_creature():
    s = MtgScenario()
    s.lands(2, ISLAND)
    coeurl = s.permanent(COEURL)
    _, hero = job_select(s, NOULITHS)
    s.card(hero)["since_turn"] = 0
    assert stats(s, hero) == (2, 1)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[hero, coeurl])
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    assert not s.card(coeurl).get("tapped") and s.card(hero)["tapped"]


def test_thiefs_knife_draws_a_card_on_combat_damage_to_a_player():
    s = MtgScenario()
    s.lands(3, ISLAND)
    _, hero = job_select(s, KNIFE)
    s.card(hero)["since_turn"] = 0
    assert stats(s, hero) == (2, 2) and "Rogue" in subtypes(s.state, hero)
    before = len(s.zone(hand("p1")))
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[hero])
    s.pass_to("end", active="p1")
    assert s.life("p2") == 18 and len(s.zone(hand("p1"))) == before + 1


def test_black_mages_rod_pings_each_opponent_when_you_cast_a_noncreature_spell():
    """The granted trigger resolves before the spell that made it trigger (release notes)."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    s.lands(2, FOREST)
    _, hero = job_select(s, ROD)
    assert stats(s, hero) == (2, 1) and "Wizard" in subtypes(s.state, hero)
    s.cast(s.hand(SHOT), [hero])
    assert len(s.state["stack"]) == 2
    s.pass_both()
    assert s.life("p2") == 19 and len(s.state["stack"]) == 1


def test_red_mages_rapier_pumps_the_hero_for_each_noncreature_spell():
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    s.lands(2, FOREST)
    coeurl = s.permanent(COEURL)
    _, hero = job_select(s, RAPIER)
    assert stats(s, hero) == (1, 1)
    s.cast(s.hand(SHOT), [coeurl])
    s.pass_both()
    assert stats(s, hero) == (3, 1)


def test_machinists_arsenal_counts_the_artifacts_you_control():
    """+2/+2 for each artifact, the Arsenal itself included (read continuously, CR 611.3a)."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    _, hero = job_select(s, ARSENAL)
    assert stats(s, hero) == (3, 3) and "Artificer" in subtypes(s.state, hero)
    s.permanent(FIST)
    assert stats(s, hero) == (5, 5)


def test_dragoons_lance_gives_flying_only_during_your_turn():
    s = MtgScenario()
    s.lands(2, PLAINS)
    _, hero = job_select(s, LANCE)
    assert stats(s, hero) == (2, 1) and "flying" in keywords(s.state, hero)
    assert "Knight" in subtypes(s.state, hero)
    s.pass_to("main1", "p2", active="p2")
    assert "flying" not in keywords(s.state, hero)


def test_warriors_sword_and_bards_bow():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    s.lands(3, FOREST)
    _, hero = job_select(s, SWORD)
    assert stats(s, hero) == (4, 3) and "Warrior" in subtypes(s.state, hero)
    bow = s.hand(BOW)
    s.cast(bow)
    s.pass_both()
    s.pass_both()
    second = [h for h in s.cards(BATTLEFIELD, HERO) if h != hero]
    assert len(second) == 1 and stats(s, second[0]) == (3, 3)
    assert "reach" in keywords(s.state, second[0]) and "Bard" in subtypes(s.state, second[0])


def test_subtypes_an_equipment_adds_leave_with_it():
    s = MtgScenario()
    s.lands(2, FOREST)
    fist, hero = job_select(s, FIST)
    s.card(fist).pop("attached_to")
    assert subtypes(s.state, hero) == ["Hero"] and stats(s, hero) == (1, 1)


GREATSWORD = "fin-095"


def test_dark_knights_greatsword_equips_for_three_life_once_each_turn():
    """Equip—Pay 3 life (CR 119.4, 602.2b); "activate only once each turn" (602.5b)."""
    s = MtgScenario()
    s.lands(3, SWAMP)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD)
    sword, hero = job_select(s, GREATSWORD)
    assert stats(s, hero) == (4, 1) and "Knight" in subtypes(s.state, hero)
    equip = equip_index(s, sword)
    s.activate(sword, equip, [coeurl])
    assert s.life("p1") == 17
    s.pass_both()
    assert s.card(sword)["attached_to"] == coeurl and stats(s, coeurl) == (5, 2)
    assert f"activate:{sword}:{equip}" not in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1", "p1", active="p1")
    s.activate(sword, equip, [toad])
    s.pass_both()
    assert s.card(sword)["attached_to"] == toad and s.life("p1") == 14


def test_an_equip_paid_with_life_needs_that_much_life():
    s = MtgScenario()
    s.permanent(COEURL)
    sword = s.permanent(GREATSWORD)
    s.pass_to("main1")
    s.player("p1")["life"] = 2
    assert not can_activate(s.state, "p1", sword, equip_index(s, sword))
    s.player("p1")["life"] = 3
    assert can_activate(s.state, "p1", sword, equip_index(s, sword))


PLANISPHERE = "fin-046"


def test_astrologians_planisphere_counts_noncreature_spells_and_the_third_draw():
    """The granted abilities: +1/+1 counter on a noncreature spell, and on the third card drawn
    this turn, however the first two were drawn (the release notes)."""
    s = MtgScenario()
    s.lands(2, ISLAND)
    s.lands(2, FOREST)
    _, hero = job_select(s, PLANISPHERE)
    assert "Wizard" in subtypes(s.state, hero)
    s.cast(s.hand(SHOT), [hero])
    s.pass_both()  # the granted trigger resolves first
    assert s.card(hero)["counters"] == {"+1/+1": 1}
    s.pass_both()
    draw(s.ctx(), "p1", 2)
    s.check_now()
    assert s.state["stack"] == []
    draw(s.ctx(), "p1", 1)
    s.check_now()
    s.pass_both()
    assert s.card(hero)["counters"] == {"+1/+1": 2}
    draw(s.ctx(), "p1", 1)  # the fourth: nothing more
    s.check_now()
    assert s.state["stack"] == []


BLADES = "fin-108"


def test_ninjas_blades_loots_on_combat_damage_and_that_player_loses_the_discarded_mana_value():
    s = MtgScenario()
    s.lands(3, SWAMP)
    _, hero = job_select(s, BLADES)
    s.card(hero)["since_turn"] = 0
    assert stats(s, hero) == (2, 2) and "Ninja" in subtypes(s.state, hero)
    coeurl = s.hand(COEURL)  # mana value 2
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[hero])
    for _ in range(10):  # through blocks and damage to the granted trigger's discard
        request = s.state["request"]
        if request["kind"] == "choose_cards" and request["key"].startswith("discard:"):
            break
        if request["kind"] == "choose_cards":
            s.answer_raw(request["pending"][0], [])
        else:
            s.pass_priority()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    assert s.life("p2") == 20 - 2 - 2 and COEURL in s.defs(graveyard("p1"))


GRIMOIRE, GARUDA = "fin-205", "fin-037"


def attack_with_grimoire_hero(s: MtgScenario, put: str) -> str:
    """The Grimoire's Hero attacks; its granted trigger puts ``put`` from hand onto the battlefield."""
    s.lands(4, FOREST)
    _, hero = job_select(s, GRIMOIRE)
    s.card(hero)["since_turn"] = 0
    card_id = s.hand(put)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[hero])
    s.pass_both()  # the granted attack trigger resolves
    s.expect("p1", "choose_cards", exact=False, answer=[card_id])
    [entered] = s.cards(BATTLEFIELD, put)
    return entered


def test_summoners_grimoire_puts_an_enchantment_creature_in_tapped_and_attacking():
    """CR 508.4: it attacks without having been declared (its own attack triggers don't fire)."""
    s = MtgScenario()
    garuda = attack_with_grimoire_hero(s, GARUDA)
    assert s.card(garuda)["tapped"] and garuda in s.state["turn"]["combat"]["attackers"]
    s.pass_to("end", active="p1")
    assert s.life("p2") == 20 - 1 - 3


def test_summoners_grimoire_puts_another_creature_in_untapped_and_not_attacking():
    s = MtgScenario()
    coeurl = attack_with_grimoire_hero(s, COEURL)
    assert not s.card(coeurl).get("tapped") and coeurl not in s.state["turn"]["combat"]["attackers"]
