"""FIN batch 4:
- Phoenix Down: "Exile this artifact" as the cost of a modal activated ability (CR 602.2b, 700.2);
- Elixir: shuffle cards from a graveyard into the library (CR 701.24);
- Ahriman: "Sacrifice another creature or artifact" as a cost (CR 601.2h);
- Summon: Primal Odin: "that player loses the game" (CR 104.3e);
- Sidequest: Hunt the Mark // Yiazmat, Ultimate Mark: deaths counted by controller;
- Relentless X-ATM092: an ability activated from the graveyard (CR 113.6k), "can't be blocked
  except by three or more creatures" (CR 509.1b);
- Garland, Knight of Cornelia // Chaos, the Endless: returned transformed, "put it on the bottom";
- Jenova, Ancient Calamity: "becomes a Mutant in addition to its other types" (layer 4, CR 613.1d)
  and a dies trigger limited to your turn;
- Syncopate, Swallowed by Leviathan and Eject: "counter target spell unless its controller pays {X}" (CR 701.6a) and
  "this spell can't be countered" (CR 101.2).
"""

from engine.games.mtg.combat import combat
from engine.games.mtg.objects import granted_abilities, keywords, power, subtypes
from engine.games.mtg.permanents import create_token, transform
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

PHOENIX_DOWN, COEURL, IRON_GIANT, QUTRUB, ELIXIR = "fin-029", "fin-012", "fin-260", "fin-112", "fin-256"
AHRIMAN, TREASURE, PRIMAL_ODIN = "fin-087", "token-treasure", "fin-121"
HUNT_THE_MARK, YIAZMAT, X_ATM = "fin-119", "fin-119b", "fin-268"
GARLAND, CHAOS, JENOVA = "fin-221", "fin-221b", "fin-228"
SYNCOPATE, EJECT, LEVIATHAN = "fin-080", "fin-052", "fin-079"


def _activate_mode(s: MtgScenario, source: str, mode: int, target: str) -> None:
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{source}:0"])
    if s.state["request"]["kind"] == "choose_option":  # asked only when both modes can be chosen
        s.expect("p1", "choose_option", answer=[f"mode:{mode}"])
    s.choose_targets([target], "p1")
    s.pay("p1")


def test_phoenix_down_returns_a_small_creature_card_tapped_and_is_exiled_as_a_cost():
    s = MtgScenario()
    s.lands(2, PLAINS)
    phoenix = s.permanent(PHOENIX_DOWN)
    coeurl = s.in_graveyard(COEURL)
    s.pass_to("main1")
    _activate_mode(s, phoenix, 0, coeurl)
    assert s.defs(EXILE) == [PHOENIX_DOWN]  # paid before the ability resolves (CR 601.2h)
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(returned).get("tapped") and s.zone(graveyard("p1")) == []


def test_phoenix_down_cannot_target_a_creature_card_with_mana_value_above_four():
    s = MtgScenario()
    s.lands(2, PLAINS)
    phoenix = s.permanent(PHOENIX_DOWN)
    s.in_graveyard(IRON_GIANT)
    s.pass_to("main1")
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert f"activate:{phoenix}:0" not in options  # neither mode has a legal target (CR 700.2a)


def test_phoenix_down_exiles_a_zombie():
    s = MtgScenario()
    s.lands(2, PLAINS)
    phoenix = s.permanent(PHOENIX_DOWN)
    zombie = s.permanent(QUTRUB, "p2")
    s.in_graveyard(COEURL)  # so both modes can be chosen
    s.pass_to("main1")
    _activate_mode(s, phoenix, 1, zombie)
    s.pass_both()
    assert sorted(s.defs(EXILE)) == sorted([PHOENIX_DOWN, QUTRUB]) and s.cards(BATTLEFIELD, QUTRUB) == []


def test_elixir_enters_tapped():
    s = MtgScenario()
    s.lands(1)
    elixir = s.hand(ELIXIR)
    s.pass_to("main1")
    s.cast(elixir)
    s.pass_both()
    [entered] = s.cards(BATTLEFIELD, ELIXIR)
    assert s.card(entered).get("tapped")  # CR 614.1c


def test_elixir_shuffles_nonland_cards_back_and_gains_that_much_life():
    s = MtgScenario()
    s.lands(5)
    elixir = s.permanent(ELIXIR)
    s.in_graveyard(COEURL)
    s.in_graveyard(IRON_GIANT)
    s.in_graveyard(FOREST)
    library_before, life_before = len(s.zone(library("p1"))), s.life("p1")
    s.pass_to("main1")
    s.activate(elixir, 0)
    assert s.defs(EXILE) == [ELIXIR]  # exiled as the cost is paid
    s.pass_both()
    assert s.defs(graveyard("p1")) == [FOREST]  # a land card stays
    assert len(s.zone(library("p1"))) == library_before + 2
    assert s.life("p1") == life_before + 2


def test_ahriman_sacrifices_the_chosen_other_creature_to_draw():
    s = MtgScenario()
    s.lands(3)
    ahriman = s.permanent(AHRIMAN)
    kept, sacrificed = s.permanent(COEURL), s.permanent(COEURL)
    s.pass_to("main1")
    hand_before = len(s.zone(hand("p1")))
    s.activate(ahriman, 0)
    ask = s.ask("p1")
    assert sorted(o["id"] for o in ask["options"]) == sorted([kept, sacrificed])  # not Ahriman itself
    s.expect("p1", "choose_cards", answer=[sacrificed])
    assert s.defs(graveyard("p1")) == [COEURL] and kept in s.zone(BATTLEFIELD)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before + 1


def test_ahriman_alone_cannot_activate():
    s = MtgScenario()
    s.lands(3)
    ahriman = s.permanent(AHRIMAN)
    s.pass_to("main1")
    assert f"activate:{ahriman}:0" not in [o["id"] for o in s.ask("p1")["options"]]


def test_a_treasure_needed_for_the_mana_cannot_also_be_the_sacrifice():
    s = MtgScenario()
    s.lands(2)
    ahriman = s.permanent(AHRIMAN)
    create_token(s.ctx(), TREASURE, "p1")
    s.pass_to("main1")
    assert f"activate:{ahriman}:0" not in [o["id"] for o in s.ask("p1")["options"]]
    lands = [*s.cards(BATTLEFIELD, FOREST), *s.lands(1)]
    s.check_now()
    s.activate(ahriman, 0)  # automatic payment keeps the Treasure for the sacrifice
    if s.state["request"]["kind"] == "choose_cards":
        s.expect("p1", "choose_cards", exact=False, answer=[s.cards(BATTLEFIELD, TREASURE)[0]])
    assert s.cards(BATTLEFIELD, TREASURE) == [] and all(s.card(land).get("tapped") for land in lands)


def _odin_after_chapter_two(s: MtgScenario) -> str:
    odin = s.permanent(PRIMAL_ODIN, counters={"lore": 1})
    s.pass_to("main1")
    s.pass_both()  # chapter II: this creature gains "… that player loses the game"
    return odin


def test_primal_odin_chapter_two_player_dealt_combat_damage_loses_the_game():
    s = MtgScenario()
    odin = _odin_after_chapter_two(s)
    s.declare_attackers([odin])
    for _ in range(10):
        if s.state["result"]:
            break
        s.pass_priority()
    assert s.state["result"]["winners"] == ["p1"] and s.life("p2") == 15  # CR 104.3e, not by life
    assert s.state["result"]["reason"] == "mtg.result.lost_by_effect"


def test_primal_odin_the_gained_ability_outlasts_the_turn():
    """CR 611.2a: no duration is stated, so it lasts (until the Saga is sacrificed after III)."""
    s = MtgScenario()
    odin = _odin_after_chapter_two(s)
    s.pass_to("main1", "p2")
    assert [a.trigger.event for a in granted_abilities(s.state, odin)] == ["combat_damage_to_player"]


def test_primal_odin_chapter_one_destroys_an_opponents_creature():
    s = MtgScenario()
    s.permanent(PRIMAL_ODIN)
    victim = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.pass_both()
    assert victim not in s.zone(BATTLEFIELD) and s.defs(graveyard("p2")) == [COEURL]


def test_hunt_the_mark_destroys_then_makes_a_treasure_and_transforms_with_three():
    s = MtgScenario()
    s.lands(5, SWAMP)
    quest = s.hand(HUNT_THE_MARK)
    victim = s.permanent(COEURL, "p2")
    for _ in range(2):
        create_token(s.ctx(), TREASURE, "p1")
    s.pass_to("main1")
    s.cast(quest)
    s.pass_both()  # the enchantment resolves
    s.choose_targets([victim], "p1")
    s.pass_both()  # "destroy up to one target creature"
    assert s.defs(graveyard("p2")) == [COEURL]
    s.pass_to("end")
    s.pass_both()  # a creature died under an opponent's control this turn
    [mark] = s.cards(BATTLEFIELD, YIAZMAT)
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 3 and mark


def test_hunt_the_mark_does_not_trigger_for_your_own_creature_dying():
    s = MtgScenario()
    s.permanent(HUNT_THE_MARK)
    mine = s.permanent(COEURL)
    s.pass_to("main1")
    s.mark_damage(mine, 2)  # dies under its owner's control (p1's)
    s.pass_to("end")
    assert s.state["stack"] == [] and s.cards(BATTLEFIELD, TREASURE) == []


def test_yiazmat_sacrifices_another_permanent_to_gain_indestructible_and_tap():
    s = MtgScenario()
    s.lands(2, SWAMP)
    mark = s.permanent(HUNT_THE_MARK)
    transform(s.ctx(), mark)
    create_token(s.ctx(), TREASURE, "p1")
    s.pass_to("main1")
    s.activate(mark, 0)
    s.pass_both()
    assert s.cards(BATTLEFIELD, TREASURE) == [] and s.card(mark).get("tapped")
    assert "indestructible" in keywords(s.state, mark)


def test_relentless_x_atm092_returns_from_the_graveyard_tapped_with_a_finality_counter():
    s = MtgScenario()
    s.lands(8)
    robot = s.in_graveyard(X_ATM)
    s.pass_to("main1")
    s.activate(robot, 1)
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, X_ATM)
    assert s.card(returned).get("tapped") and s.card(returned)["counters"] == {"finality": 1}
    assert s.zone(graveyard("p1")) == []


def test_relentless_x_atm092_ability_does_nothing_on_the_battlefield_or_if_the_card_left():
    s = MtgScenario()
    s.lands(8)
    on_battlefield = s.permanent(X_ATM)
    robot = s.in_graveyard(X_ATM)
    s.pass_to("main1")
    assert f"activate:{on_battlefield}:1" not in [o["id"] for o in s.ask("p1")["options"]]  # CR 113.6k
    s.activate(robot, 1)
    s.ctx().move(robot, EXILE, reason="exiled")  # in response, the card leaves the graveyard
    s.pass_both()
    assert s.cards(BATTLEFIELD, X_ATM) == [on_battlefield]


def test_relentless_x_atm092_cannot_be_blocked_by_two_creatures():
    s = MtgScenario()
    robot = s.permanent(X_ATM)
    blockers = [s.permanent(COEURL, "p2") for _ in range(3)]
    s.declare_attackers([robot])
    s.pass_both()
    s.expect("p2", "choose_cards", exact=False, answer=[f"{b}>{robot}" for b in blockers[:2]])
    assert s.events_of("blocks_refused")  # CR 509.1c: declared again
    s.expect("p2", "choose_cards", exact=False, answer=[f"{b}>{robot}" for b in blockers])
    assert combat(s.state)["blockers"] == {b: robot for b in blockers}


def test_garland_returns_from_the_graveyard_transformed_into_chaos():
    s = MtgScenario()
    s.lands(3, SWAMP)
    s.lands(4, MOUNTAIN)
    garland = s.in_graveyard(GARLAND)
    s.pass_to("main1")
    s.activate(garland, 1)
    s.pass_both()
    [chaos] = s.cards(BATTLEFIELD, CHAOS)
    assert keywords(s.state, chaos) >= {"flying"} and s.zone(graveyard("p1")) == []


def test_chaos_dying_goes_to_the_bottom_of_its_owners_library():
    s = MtgScenario()
    chaos = s.permanent(GARLAND)
    transform(s.ctx(), chaos)
    s.pass_to("main1")
    s.mark_damage(chaos, 5)
    s.pass_both()  # the dies trigger
    bottom = s.zone(library("p1"))[0]
    assert s.card(bottom)["def"] == GARLAND and s.zone(graveyard("p1")) == []  # the front face (CR 712.8a)


def test_garland_surveils_when_you_cast_a_noncreature_spell():
    s = MtgScenario()
    s.lands(1)
    s.permanent(GARLAND)
    elixir = s.hand(ELIXIR)
    top = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.cast(elixir)
    s.pass_priority()
    s.pass_priority()  # the surveil trigger resolves first
    s.expect("p1", "choose_cards", exact=False, answer=[top])
    assert s.defs(graveyard("p1")) == [COEURL]


def _jenova_makes_a_mutant(s: MtgScenario) -> str:
    s.permanent(JENOVA)
    mutant = s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()  # on to the beginning of combat: Jenova's trigger
    s.choose_targets([mutant], "p1")
    s.pass_both()
    return mutant


def test_jenova_puts_counters_equal_to_its_power_and_the_creature_becomes_a_mutant():
    s = MtgScenario()
    mutant = _jenova_makes_a_mutant(s)
    assert s.card(mutant)["counters"] == {"+1/+1": 1}  # Jenova's power is 1
    assert subtypes(s.state, mutant) == ["Cat", "Beast", "Mutant"]
    s.pass_to("main1", "p2")  # no duration: still a Mutant in the next turn (CR 611.2a)
    assert "Mutant" in subtypes(s.state, mutant)


def test_a_mutant_dying_during_your_turn_draws_cards_equal_to_its_power():
    s = MtgScenario()
    mutant = _jenova_makes_a_mutant(s)
    hand_before, mutant_power = len(s.zone(hand("p1"))), power(s.state, mutant)
    s.mark_damage(mutant, 3)
    s.pass_both()  # the dies trigger
    assert len(s.zone(hand("p1"))) == hand_before + mutant_power == hand_before + 3


def test_a_mutant_dying_during_an_opponents_turn_draws_nothing():
    s = MtgScenario()
    mutant = _jenova_makes_a_mutant(s)
    s.pass_to("main1", "p2")
    s.mark_damage(mutant, 3)
    assert s.state["stack"] == [] and mutant not in s.zone(BATTLEFIELD)


def _p2_syncopates(s: MtgScenario, x: int) -> None:
    """p1 has just cast a spell: p1 passes, p2 casts Syncopate with X = ``x`` targeting it."""
    syncopate = s.hand(SYNCOPATE, "p2")
    s.pass_priority("p1")
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{syncopate}"])
    s.expect("p2", "choose_option", exact=False, answer=[f"x:{x}"])
    s.pay("p2")
    s.pass_both()  # Syncopate resolves


def _coeurl_syncopated(plains: int) -> MtgScenario:
    """p1 casts a Coeurl ({1}{W}) with ``plains`` Plains; p2 answers with Syncopate, X = 1."""
    s = MtgScenario()
    s.lands(plains, PLAINS)
    s.lands(2, ISLAND, "p2")
    coeurl = s.hand(COEURL)
    s.pass_to("main1")
    s.cast(coeurl)
    _p2_syncopates(s, 1)
    return s


def test_syncopate_exiles_a_spell_whose_controller_cannot_pay():
    s = _coeurl_syncopated(plains=2)
    assert s.defs(EXILE) == [COEURL] and s.cards(BATTLEFIELD, COEURL) == []
    assert s.defs(graveyard("p2")) == [SYNCOPATE]


def test_syncopate_does_nothing_if_its_controller_pays():
    s = _coeurl_syncopated(plains=3)
    s.expect("p1", "choose_option", answer=["pay"])
    s.pass_both()  # the Coeurl resolves
    assert len(s.cards(BATTLEFIELD, COEURL)) == 1 and s.zone(EXILE) == []


def test_eject_cannot_be_countered():
    s = MtgScenario()
    s.lands(4, ISLAND)
    s.lands(2, ISLAND, "p2")
    victim = s.permanent(COEURL, "p2")
    eject = s.hand(EJECT)
    s.pass_to("main1")
    s.cast(eject, [victim])
    _p2_syncopates(s, 1)  # p1 has no mana left: "countered", but it can't be (CR 101.2)
    assert not s.events_of("countered")
    s.pass_both()  # Eject resolves
    assert victim not in s.zone(BATTLEFIELD) and s.defs(hand("p2")) == [ISLAND, COEURL]


def test_swallowed_by_leviathan_counts_the_graveyard_after_surveilling():
    s = MtgScenario()
    s.lands(3, PLAINS)  # one left after the Coeurl: not enough for {2}
    s.lands(3, ISLAND, "p2")
    coeurl, leviathan = s.hand(COEURL), s.hand(LEVIATHAN, "p2")
    s.pass_to("main1")
    s.cast(coeurl)
    s.pass_priority("p1")
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{leviathan}"])
    s.pay("p2")
    s.pass_both()  # Swallowed by Leviathan resolves: surveil 2, both into the graveyard
    s.expect("p2", "choose_cards", exact=False, answer=s.zone(library("p2"))[-2:])
    assert s.defs(graveyard("p1")) == [COEURL] and s.cards(BATTLEFIELD, COEURL) == []  # not exiled
