"""FIN commons and uncommons the vocabulary expresses, one scenario each: Fire Magic (damage to
each creature), Travel the Overworld (affinity for Towns, CR 702.41), Adventurer's Inn, Al Bhed
Salvagers, Restoration Magic (digest scenario 13) and Rook Turret."""

from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.permanents import enter_battlefield
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

FIRE_MAGIC, TRAVEL, INN, SALVAGERS, RESTORATION, ROOK_TURRET = "fin-136", "fin-082", "fin-271", "fin-088", "fin-030", "fin-069"
COEURL, GIGANTOAD, IRON_GIANT, SHARLAYAN, INTERVENTION = "fin-012", "fin-187", "fin-260", "fin-288", "fin-116"


def test_fire_magic_fira_deals_two_damage_to_each_creature():
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    mine, theirs, toad = s.permanent(COEURL), s.permanent(COEURL, "p2"), s.permanent(GIGANTOAD, "p2")
    spell = s.hand(FIRE_MAGIC)
    s.pass_to("main1")
    s.cast_modal(spell, 1)
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COEURL] and COEURL in s.defs(graveyard("p1"))
    assert s.card(toad)["damage"] == 2 and mine not in s.state["cards"] and theirs not in s.state["cards"]  # new objects (CR 400.7)


def test_travel_the_overworld_costs_one_less_for_each_town_you_control():
    """Affinity for Towns: {5}{U}{U} less {2} with two Towns, so five lands pay it."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    s.lands(2, SHARLAYAN)
    spell = s.hand(TRAVEL)
    s.pass_to("main1")
    cards_before = len(s.zone(hand("p1")))
    s.cast(spell)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == cards_before - 1 + 4
    poor = MtgScenario()
    poor.lands(5, ISLAND)
    other = poor.hand(TRAVEL)
    poor.pass_to("main1")
    assert f"cast:{other}" not in [o["id"] for o in poor.ask("p1")["options"]]


def test_adventurers_inn_gains_two_life_as_it_enters_and_taps_for_colourless():
    s = MtgScenario()
    inn = s.hand(INN)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{inn}"])
    s.pass_both()
    assert s.life("p1") == 22
    [inn] = s.cards(BATTLEFIELD, INN)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{inn}:1"])
    assert s.state["players"]["p1"]["pool"] == {"C": 1}


def test_al_bhed_salvagers_drains_when_it_or_another_creature_you_control_dies():
    s = MtgScenario()
    s.lands(8, SWAMP)
    salvagers, coeurl = s.permanent(SALVAGERS), s.permanent(COEURL)
    spell, again = s.hand(INTERVENTION), s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell, [coeurl])
    s.pass_both()  # the Coeurl dies: the drain triggers (its only target is p2)
    s.pass_both()
    assert (s.life("p1"), s.life("p2")) == (20 + 2 + 1, 19)
    s.cast(again, [salvagers])
    s.pass_both()
    s.pass_both()
    assert (s.life("p1"), s.life("p2")) == (20 + 4 + 2, 18)


def test_digest_13_restoration_magic_cura_with_its_target_gone_gains_no_life():
    """608.2b: its only target is illegal, so it doesn't resolve: no 3 life."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    coeurl = s.permanent(COEURL)
    spell = s.hand(RESTORATION)
    s.pass_to("main1")
    s.cast_modal(spell, 1, [coeurl])
    s.move(coeurl, graveyard("p1"))
    s.pass_both()
    assert s.life("p1") == 20 and s.events_of("fizzled")


def test_restoration_magic_curaga_protects_every_permanent_you_control():
    s = MtgScenario()
    lands = s.lands(5, PLAINS)
    coeurl, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    spell = s.hand(RESTORATION)
    s.pass_to("main1")
    s.cast_modal(spell, 2)
    s.pass_both()
    assert s.life("p1") == 26
    assert all(has_keyword(s.state, c, "indestructible") and has_keyword(s.state, c, "hexproof") for c in [coeurl, *lands])
    assert not has_keyword(s.state, theirs, "indestructible")


def test_rook_turret_may_draw_then_discards_when_another_artifact_enters():
    s = MtgScenario()
    s.permanent(ROOK_TURRET)
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(IRON_GIANT), "p1", reason="returned")
    s.check_now()
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    ask = s.expect("p1", "choose_cards")
    assert len(ask["options"]) == 2  # the Island and the card drawn
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert len(s.zone(hand("p1"))) == 1 and len(s.zone(graveyard("p1"))) == 1
    enter_battlefield(s.ctx(), s.in_graveyard(COEURL), "p1", reason="returned")  # not an artifact
    s.check_now()
    assert s.state["stack"] == []


BLACK_WALTZ, CLOUD_OF_DARKNESS, THUNDER_MAGIC = "fin-214", "fin-217", "fin-165"


def test_black_waltz_deals_two_to_each_opponent_for_each_noncreature_spell_cast():
    """CR 601.2i: the ability triggers once the spell is cast and resolves first (it is on top);
    a creature spell doesn't trigger it."""
    s = MtgScenario()
    s.lands(5, MOUNTAIN)
    s.permanent(BLACK_WALTZ)
    bolt, creature = s.hand(THUNDER_MAGIC), s.hand("fin-153")  # Sabotender, a creature spell
    target = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.cast_modal(bolt, 0, [target])
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    s.pass_both()
    assert s.life("p2") == 18 and s.card(target).get("damage") is None  # the spell hasn't resolved yet
    s.pass_both()
    assert s.card(target)["damage"] == 2
    s.cast(creature)
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]


def test_cloud_of_darkness_gives_minus_x_for_the_permanent_cards_in_your_graveyard():
    s = MtgScenario()
    s.lands(5, MOUNTAIN)
    toad = s.permanent(GIGANTOAD, "p2")
    for definition in (COEURL, COEURL, INTERVENTION):  # the sorcery doesn't count
        s.in_graveyard(definition)
    cloud = s.put(CLOUD_OF_DARKNESS, graveyard("p1"))
    s.pass_to("main1")
    enter_battlefield(s.ctx(), cloud, "p1", reason="returned")
    s.check_now()
    s.pass_both()
    assert (power(s.state, toad), toughness(s.state, toad)) == (2, 2)


INSTANT_RAMEN, GARNET, SHIVA, CHOCO_MOG = "fin-259", "fin-222", "fin-078", "fin-035"


def test_instant_ramen_has_flash_draws_as_it_enters_and_is_sacrificed_for_life():
    """CR 702.8a: cast in the upkeep (not sorcery timing); then {2}, {T}, sacrifice: 3 life."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    ramen = s.hand(INSTANT_RAMEN)
    s.pass_to("upkeep")
    cards_before = len(s.zone(hand("p1")))
    s.cast(ramen)
    s.pass_both()  # the artifact resolves; its enters trigger goes on the stack
    s.pass_both()
    assert len(s.zone(hand("p1"))) == cards_before  # cast one, drew one
    [ramen] = s.cards(BATTLEFIELD, INSTANT_RAMEN)
    s.activate(ramen, 1)
    s.pass_both()
    assert s.life("p1") == 23 and s.defs(graveyard("p1")) == [INSTANT_RAMEN]


def test_garnet_removes_lore_counters_for_counters_and_the_chapters_trigger_again_later():
    """Removing lore counters triggers nothing (CR 714.2b); going from 1 to 2 again at the next
    precombat main phase triggers chapter II again (digest scenario 3's rule, with Garnet)."""
    s = MtgScenario()
    garnet = s.permanent(GARNET)
    shiva = s.permanent(SHIVA, counters={"lore": 1})
    choco = s.permanent(CHOCO_MOG, counters={"lore": 3})
    s.permanent(COEURL, "p2")
    s.pass_to("draw")
    s.pass_both()  # main phase: Shiva 1 -> 2 (II taps the Coeurl), Choco/Mog 3 -> 4 (IV)
    s.expect("p1", "order_triggers", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]])
    s.pass_both()
    s.pass_both()  # Choco/Mog is sacrificed after IV
    assert s.card(shiva)["counters"]["lore"] == 2 and choco not in s.state["cards"]
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[garnet])  # attack
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [shiva] and ask["min"] == 0
    s.answer_raw("p1", [shiva])
    assert s.card(shiva)["counters"]["lore"] == 1 and s.card(garnet)["counters"] == {"+1/+1": 1}
    assert s.state["stack"] == [] and s.state["triggers"] == []
    s.pass_to("main1", active="p1")
    assert [o["data"]["chapter"] for o in s.state["stack"]] == [2]
