"""More FIN cards: Ice Magic (a creature into its owner's library, on top or at the bottom as the
owner chooses, or shuffled in); PuPu UFO (a land put onto the battlefield is not a land play;
"base power becomes" a count, fixed as it resolves); The Wandering Minstrel (lands you control
enter untapped, CR 616.1)."""

from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.permanents import deal_damage, source_facts
from engine.games.mtg.ward import ward_costs
from engine.games.mtg.zones import BATTLEFIELD, controller_of, hand, library
from tests.games.mtg.position import ISLAND, MtgScenario

ICE_MAGIC, COEURL = "fin-056", "fin-012"


def cast_ice_magic(tier: int, lands: int) -> tuple[MtgScenario, list[str]]:
    """Cast the tier on p2's Coeurl and resolve it; also returns p2's library before."""
    s = MtgScenario()
    s.lands(lands, ISLAND)
    coeurl = s.permanent(COEURL, "p2")
    magic = s.hand(ICE_MAGIC)
    s.pass_to("main1")
    s.cast_modal(magic, tier, [coeurl])
    before = list(s.zone(library("p2")))
    s.pass_both()
    return s, before


def test_blizzard_returns_the_creature_to_its_owners_hand():
    s, _ = cast_ice_magic(0, 2)
    assert COEURL in s.defs(hand("p2")) and not s.cards(BATTLEFIELD, COEURL)


def test_blizzara_the_owner_chooses_the_bottom_of_their_library():
    s, _ = cast_ice_magic(1, 4)
    ask = s.expect("p2", "choose_option", answer=["bottom"])
    assert [o["id"] for o in ask["options"]] == ["top", "bottom"]
    assert s.defs(library("p2"))[0] == COEURL and not s.cards(BATTLEFIELD, COEURL)


def test_blizzara_the_owner_chooses_the_top_of_their_library():
    s, _ = cast_ice_magic(1, 4)
    s.expect("p2", "choose_option", answer=["top"])
    assert s.defs(library("p2"))[-1] == COEURL


def test_blizzaga_shuffles_the_creature_into_its_owners_library():
    s, before = cast_ice_magic(2, 8)
    assert s.defs(library("p2")).count(COEURL) == 1 and not s.cards(BATTLEFIELD, COEURL)
    assert not set(before) & set(s.zone(library("p2"))), "shuffled: every card is a new object (CR 701.24)"


def test_a_token_shuffled_into_a_library_ceases_to_exist():
    """CR 111.7 / 704.5d: a Hero token Blizzaga shuffles away is still a token in the library (the
    shuffle makes new objects, not new cards) and state-based actions end it; no card is left over."""
    s = MtgScenario()
    s.lands(8, ISLAND)
    hero = s.permanent("token-hero", "p2", token=True)
    magic = s.hand(ICE_MAGIC)
    s.pass_to("main1")
    s.cast_modal(magic, 2, [hero])
    s.pass_both()
    assert "token-hero" not in s.defs(library("p2")) and not s.cards(BATTLEFIELD, "token-hero")
    assert not any(card.get("token") and card["zone"] != BATTLEFIELD for card in s.state["cards"].values())


PUPU, GONGAGA, LINDBLUM = "fin-266", "fin-280", "fin-285"


def test_pupu_ufo_puts_a_land_from_hand_onto_the_battlefield_without_using_the_land_play():
    s = MtgScenario()
    ufo = s.permanent(PUPU)
    town = s.hand(GONGAGA)
    s.pass_to("main1")
    s.activate(ufo, 0)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[town])
    [entered] = s.cards(BATTLEFIELD, GONGAGA)
    assert s.card(entered).get("tapped"), "it still enters tapped"
    assert s.state["turn"]["lands_played"] == 0 and s.card(ufo).get("tapped")


def test_pupu_ufo_base_power_becomes_the_number_of_towns_until_end_of_turn():
    """Counted as it resolves (CR 608.2h): a third Town later doesn't change it."""
    s = MtgScenario()
    s.lands(2, GONGAGA)
    s.lands(3, ISLAND)
    ufo = s.permanent(PUPU)
    s.pass_to("main1")
    s.activate(ufo, 1)
    s.pass_both()
    assert (power(s.state, ufo), toughness(s.state, ufo)) == (2, 4)
    s.permanent(LINDBLUM)
    assert power(s.state, ufo) == 2
    s.pass_to("upkeep", "p2", active="p2")
    assert power(s.state, ufo) == 0


MINSTREL = "fin-249"
PLAINS, SWAMP, MOUNTAIN, FOREST = "fin-294", "fin-300", "fin-303", "fin-306"


def test_the_wandering_minstrel_lands_you_control_enter_untapped_and_others_do_not():
    """The printed "enters tapped" and "lands you control enter untapped" meet on one event
    (CR 616.1): the land enters untapped. An opponent's land still enters tapped."""
    s = MtgScenario()
    s.permanent(MINSTREL)
    town = s.hand(GONGAGA)
    s.hand(GONGAGA, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{town}"])
    [mine] = s.cards(BATTLEFIELD, GONGAGA)
    assert not s.card(mine).get("tapped")
    s.pass_to("main1", "p2", active="p2")
    [theirs] = [c for c in s.zone(hand("p2")) if s.card(c)["def"] == GONGAGA]
    s.expect("p2", "choose_action", exact=False, answer=[f"land:{theirs}"])
    [entered] = [c for c in s.cards(BATTLEFIELD, GONGAGA) if controller_of(s.state, c) == "p2"]
    assert s.card(entered).get("tapped")


def test_the_minstrels_ballad_makes_an_all_colour_elemental_with_five_towns_only():
    s = MtgScenario()
    s.permanent(MINSTREL)
    towns = s.lands(5, GONGAGA)
    s.pass_to("main1")
    s.pass_both()  # the beginning of combat: it triggers (five Towns)
    s.pass_both()
    [elemental] = s.cards(BATTLEFIELD, "token-elemental-all-colours")
    assert (power(s.state, elemental), toughness(s.state, elemental)) == (2, 2)
    s.ctx().move(towns[0], "p1.graveyard", reason="test")  # four Towns: the "if" fails (CR 603.4)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, "token-elemental-all-colours")) == 1


def test_the_minstrel_pumps_other_creatures_you_control_by_the_number_of_towns():
    s = MtgScenario()
    for land in (PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST):
        s.lands(1, land)
    s.lands(3, GONGAGA)
    minstrel, coeurl = s.permanent(MINSTREL), s.permanent(COEURL)
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.activate(minstrel, 2)
    s.pass_both()
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (2 + 3, 2 + 3)
    assert (power(s.state, minstrel), power(s.state, theirs)) == (1, 2)


AERITH_RESCUE = "fin-005"


def test_aerith_rescue_mission_take_the_elevator_creates_three_heroes():
    s = MtgScenario()
    s.lands(4, PLAINS)
    mission = s.hand(AERITH_RESCUE)
    s.pass_to("main1")
    s.cast_modal(mission, 0)
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, "token-hero")) == 3


def test_aerith_rescue_mission_taps_three_creatures_and_stuns_the_one_chosen_as_it_resolves():
    """Three different targets (CR 601.2c); "one of them" is chosen on resolution among those
    still legal (608.2b)."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    first, second, third = (s.permanent(COEURL, "p2") for _ in range(3))
    mission = s.hand(AERITH_RESCUE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{mission}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    s.expect("p1", "choose_targets", exact=False, answer=[first])
    ask = s.expect("p1", "choose_targets", exact=False, answer=[second])
    assert first not in [o["id"] for o in ask["options"]]
    ask = s.expect("p1", "choose_targets", exact=False, answer=[third])
    assert not {first, second} & {o["id"] for o in ask["options"]}
    s.pay()
    s.pass_both()
    ask = s.expect("p1", "choose_cards", answer=[second])
    assert {o["id"] for o in ask["options"]} == {first, second, third}
    assert all(s.card(c).get("tapped") for c in (first, second, third))
    assert s.card(second)["counters"] == {"stun": 1} and not s.card(first).get("counters")


def test_aerith_rescue_mission_with_one_target_stuns_it_without_a_question():
    s = MtgScenario()
    s.lands(4, PLAINS)
    only = s.permanent(COEURL, "p2")
    mission = s.hand(AERITH_RESCUE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{mission}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    s.choose_targets([only], "p1")
    while s.state["request"]["kind"] == "choose_targets":  # no more creatures to choose
        s.expect("p1", "choose_targets", exact=False, answer=[])
    s.pay()
    s.pass_both()
    assert s.card(only).get("tapped") and s.card(only)["counters"] == {"stun": 1}


ULTIMA, DWARVEN_GUARD, PHOENIX_DOWN = "fin-038", "fin-018", "fin-025"


def test_ultima_destroys_artifacts_and_creatures_is_exiled_and_the_turn_skips_to_cleanup():
    """CR 723.1: the spell itself is exiled with the stack (723.1a); combat, the second main
    phase and the end step are skipped (723.1d); lands stay."""
    s = MtgScenario()
    lands = s.lands(5, PLAINS)
    s.permanent(COEURL)
    s.permanent(COEURL, "p2")
    down = s.permanent(PHOENIX_DOWN, "p2")
    ultima = s.hand(ULTIMA)
    s.pass_to("main1")
    s.cast(ultima)
    s.pass_both()
    assert not s.cards(BATTLEFIELD, COEURL) and down not in s.state["cards"] and PHOENIX_DOWN in s.defs("p2.graveyard")
    assert s.defs("exile") == [ULTIMA] and ULTIMA not in s.defs("p1.graveyard")
    assert all(s.card(c)["zone"] == BATTLEFIELD for c in lands)
    assert [e["player"] for e in s.events_of("turn_ended")] == ["p1"]
    assert (s.state["turn"]["active"], s.state["turn"]["number"]) == ("p2", 2)
    steps = [e["step"] for e in s.events_of("step_started")]
    assert steps[steps.index("main1"):] == ["main1", "cleanup", "untap", "upkeep"]  # p2 has priority in their upkeep


def test_ultima_abilities_that_triggered_go_on_the_stack_in_the_cleanup_step():
    """CR 723.1c–d, 514.3a: the dies trigger waits for the cleanup step, where players get
    priority; it resolves, and another cleanup step follows."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    s.permanent(DWARVEN_GUARD)
    ultima = s.hand(ULTIMA)
    s.pass_to("main1")
    s.cast(ultima)
    s.pass_both()
    assert s.state["turn"]["step"] == "cleanup" and len(s.state["stack"]) == 1
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, "token-hero")) == 1
    s.pass_to("upkeep", "p2", active="p2")
    assert s.state["turn"]["number"] == 2


LAUGHING_MAD = "fin-143"


def test_laughing_mad_discards_a_card_as_it_is_cast_then_draws_two():
    """CR 601.2h: the discard is paid with the mana, before the spell becomes cast; the card
    discarded is the player's choice."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    mad = s.hand(LAUGHING_MAD)
    kept, thrown = s.hand(COEURL), s.hand(PLAINS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{mad}"])
    s.pay()
    ask = s.expect("p1", "choose_cards", answer=[thrown])
    assert {o["id"] for o in ask["options"]} == {kept, thrown, *[c for c in s.zone(hand("p1")) if s.card(c)["def"] == ISLAND]}
    assert s.defs("p1.graveyard") == [PLAINS] and s.events_of("spell_cast")
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before + 2 and LAUGHING_MAD in s.defs("p1.graveyard")


def test_laughing_mad_needs_another_card_in_hand_and_by_flashback_it_still_discards():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    for card_id in list(s.zone(hand("p1"))):
        s.ctx().move(card_id, "p1.library", reason="test")
    mad = s.hand(LAUGHING_MAD)
    s.pass_to("main1")
    assert f"cast:{mad}" not in [o["id"] for o in s.ask("p1")["options"]], "nothing to discard"
    s.ctx().move(mad, "p1.graveyard", reason="test")
    [in_graveyard] = s.cards("p1.graveyard", LAUGHING_MAD)
    other = s.hand(COEURL)
    s.check_now()
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{in_graveyard}"])
    s.pay()  # the one card there is: discarded without a question
    assert other not in s.state["cards"] and s.defs("p1.graveyard") == [COEURL]
    s.pass_both()
    assert len(s.zone(hand("p1"))) == 2 and s.defs("exile") == [LAUGHING_MAD]


STILTZKIN, KAIN = "fin-034", "fin-105"


def test_stiltzkin_gives_another_permanent_to_the_target_opponent_for_good_and_draws():
    s = MtgScenario()
    s.lands(2, PLAINS)
    stiltzkin, coeurl = s.permanent(STILTZKIN), s.permanent(COEURL)
    s.pass_to("main1")
    hand_before = len(s.zone(hand("p1")))
    s.activate(stiltzkin, 0, ["player:p2", coeurl])
    s.pass_both()
    assert controller_of(s.state, coeurl) == "p2" and len(s.zone(hand("p1"))) == hand_before + 1
    s.pass_to("upkeep", "p2", active="p2")
    assert controller_of(s.state, coeurl) == "p2", "no duration (CR 611.2a)"


def test_kain_deals_combat_damage_changes_control_and_you_draw_make_treasures_and_lose_life():
    s = MtgScenario()
    kain = s.permanent(KAIN)
    s.pass_to("main1")
    assert has_keyword(s.state, kain, "flying"), "Jump: during your turn"
    life = s.life("p1")
    hand_before = len(s.zone(hand("p1")))
    s.declare_attackers([kain])
    s.pass_to("main2")
    assert controller_of(s.state, kain) == "p2" and s.life("p2") == 20 - 2
    treasures = s.cards(BATTLEFIELD, "token-treasure")
    assert len(treasures) == 2 and all(s.card(c).get("tapped") and controller_of(s.state, c) == "p1" for c in treasures)
    assert len(s.zone(hand("p1"))) == hand_before + 2 and s.life("p1") == life - 2
    assert not has_keyword(s.state, kain, "flying"), "p1's turn is not its controller's turn"


ZODIARK, BLAZING_BOMB = "fin-128", "fin-130"


def test_zodiark_each_player_sacrifices_half_their_non_god_creatures_and_it_grows_for_each():
    """p1 has three other creatures (sacrifices one), p2 has five (two); rounded down. Each
    sacrifice of another creature puts a counter on Zodiark (three), its own ETB's included."""
    s = MtgScenario()
    s.lands(5, SWAMP)
    mine = [s.permanent(COEURL) for _ in range(3)]
    theirs = [s.permanent(COEURL, "p2") for _ in range(5)]
    zodiark = s.hand(ZODIARK)
    s.pass_to("main1")
    s.cast(zodiark)
    s.pass_both()  # Zodiark enters; its trigger goes on the stack
    s.pass_both()
    ask = s.expect("p1", "choose_cards", answer=[mine[0]])
    assert ask["min"] == ask["max"] == 1
    ask = s.expect("p2", "choose_cards", answer=theirs[:2])
    assert ask["min"] == ask["max"] == 2
    [on_battlefield] = s.cards(BATTLEFIELD, ZODIARK)
    assert len(s.cards(BATTLEFIELD, COEURL)) == 2 + 3
    ask = s.expect("p1", "order_triggers", exact=False)
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    for _ in range(3):
        s.pass_both()
    assert s.card(on_battlefield)["counters"] == {"+1/+1": 3}


def test_zodiark_grows_when_a_creature_is_sacrificed_as_a_cost_but_not_when_one_dies_otherwise():
    s = MtgScenario()
    s.lands(1, MOUNTAIN)
    zodiark = s.permanent(ZODIARK)
    bomb = s.permanent(BLAZING_BOMB, counters={"+1/+1": 1})  # power 2
    target = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.activate(bomb, 1, [target])  # "{T}, Sacrifice this creature: …"
    s.pass_both()  # Zodiark's trigger (put on the stack above the Bomb's ability) resolves
    assert s.card(zodiark)["counters"] == {"+1/+1": 1}
    s.pass_both()  # the Bomb's damage kills the Coeurl: it died, no one sacrificed it
    assert not s.cards(BATTLEFIELD, COEURL) and s.card(zodiark)["counters"] == {"+1/+1": 1}


BLITZBALL = "fin-254"


def test_blitzball_scores_only_after_a_legendary_creature_dealt_combat_damage_to_an_opponent():
    """CR 602.5b: "activate only if …": not before combat, not after a nonlegendary creature's
    damage; after the legendary Stiltzkin's, the ball is sacrificed to draw two."""
    s = MtgScenario()
    ball = s.permanent(BLITZBALL)
    stiltzkin, coeurl = s.permanent(STILTZKIN), s.permanent(COEURL)
    s.pass_to("main1")
    assert f"activate:{ball}:1" not in [o["id"] for o in s.ask("p1")["options"]]
    s.declare_attackers([coeurl])
    s.pass_to("main2")
    assert s.life("p2") == 18 and f"activate:{ball}:1" not in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    s.declare_attackers([stiltzkin])
    s.pass_to("main2")
    hand_before = len(s.zone(hand("p1")))
    s.activate(ball, 1)
    assert ball not in s.state["cards"] and BLITZBALL in s.defs("p1.graveyard")
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before + 2


KUJA, TRANCE_KUJA, LIGHTNING = "fin-232", "fin-232b", "fin-233"


def test_kuja_makes_a_tapped_wizard_each_end_step_and_transforms_with_four_wizards():
    s = MtgScenario()
    kuja = s.permanent(KUJA)
    s.put("token-wizard", BATTLEFIELD, owner="p1", token=True)
    s.pass_to("end")
    s.pass_both()
    wizards = s.cards(BATTLEFIELD, "token-wizard")
    assert len(wizards) == 2 and sum(1 for c in wizards if s.card(c).get("tapped")) == 1
    assert s.card(kuja)["def"] == KUJA, "three Wizards: no transform"
    s.pass_to("end", "p2", active="p2")
    s.pass_to("end", "p1")
    s.pass_both()
    assert s.card(kuja)["def"] == TRANCE_KUJA, "Kuja and three tokens: four Wizards"


def test_trance_kuja_doubles_the_damage_of_wizards_you_control():
    """The Wizard token's 1 damage to each opponent becomes 2 (CR 614.1a)."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    kuja = s.permanent(KUJA)
    s.card(kuja)["def"] = TRANCE_KUJA
    s.put("token-wizard", BATTLEFIELD, owner="p1", token=True)
    spell = s.hand(LAUGHING_MAD)
    s.hand(COEURL)
    s.pass_to("main1")
    s.cast(spell)  # a noncreature spell: the Wizard token triggers
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(hand("p1"), COEURL)[0]])
    s.pass_both()
    assert s.life("p2") == 20 - 2


def test_lightning_stagger_doubles_damage_to_that_player_and_their_permanents_until_your_next_turn():
    """First strike 3 (lifelink) to p2; then, until p1's next turn, p2 and p2's permanents take
    double damage: the second attack in the same turn would need another combat, so a Wizard's
    ping shows it (1 becomes 2); it ends as p1's next turn begins."""
    s = MtgScenario()
    lightning = s.permanent(LIGHTNING)
    s.declare_attackers([lightning])
    s.pass_to("main2")
    assert s.life("p2") == 20 - 3 and s.life("p1") == 20 + 3
    assert s.state["effects"] and s.state["effects"][-1]["modifier"] == {"double_damage_to": "p2"}
    s.lands(3, MOUNTAIN)
    s.put("token-wizard", BATTLEFIELD, owner="p1", token=True)
    s.hand(COEURL)
    spell = s.hand(LAUGHING_MAD)
    s.check_now()
    s.cast(spell)
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(hand("p1"), COEURL)[0]])
    s.pass_both()
    assert s.life("p2") == 17 - 2
    s.pass_to("upkeep", "p1")
    assert not [e for e in s.state["effects"] if "double_damage_to" in e["modifier"]]


RAUBAHN, INTERVENTION, DRAGOONS_LANCE = "fin-151", "fin-116", "fin-017"


def raubahn_targeted(s: MtgScenario, counters: int = 0) -> str:
    """p2 casts Sephiroth's Intervention at p1's Raubahn; the ward trigger resolves."""
    raubahn = s.permanent(RAUBAHN, counters={"+1/+1": counters} if counters else {})
    s.lands(4, SWAMP, player="p2")
    spell = s.hand(INTERVENTION, "p2")
    s.pass_to("main1", "p2", active="p2")
    s.cast(spell, [raubahn], player="p2")
    assert s.state["stack"][-1]["ability"] == "ward"
    s.pass_both()
    return raubahn


def test_raubahns_ward_costs_life_equal_to_its_power():
    """Power 2 plus a counter: 3 life, paid (CR 119.4); the spell then resolves."""
    s = MtgScenario()
    raubahn = raubahn_targeted(s, counters=1)
    ask = s.expect("p2", "choose_option", answer=["pay"])
    assert "3" in ask["options"][0]["label"]
    assert s.life("p2") == 17 and len(s.state["stack"]) == 1
    s.pass_both()
    assert raubahn not in s.state["cards"]


def test_raubahns_ward_counters_the_spell_if_the_life_is_not_paid():
    s = MtgScenario()
    raubahn = raubahn_targeted(s)
    s.expect("p2", "choose_option", answer=["decline"])
    assert s.state["stack"] == [] and s.life("p2") == 20 and s.card(raubahn)["zone"] == BATTLEFIELD


def test_raubahn_attaches_an_equipment_you_control_to_an_attacking_creature():
    s = MtgScenario()
    raubahn, coeurl = s.permanent(RAUBAHN), s.permanent(COEURL)
    lance = s.permanent(DRAGOONS_LANCE)
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[raubahn, coeurl])
    s.choose_targets([lance, coeurl], "p1")
    s.pass_both()
    assert s.card(lance)["attached_to"] == coeurl


BEATRIX, PALADINS_ARMS, YUNA, CHOCOMOG, SHOOPUF = "fin-554", "fin-028", "fin-250", "fin-035", "fin-197"


def test_beatrix_attaches_any_number_of_equipment_to_target_creature_at_beginning_of_combat():
    s = MtgScenario()
    s.permanent(BEATRIX)
    coeurl = s.permanent(COEURL)
    lance, arms = s.permanent(DRAGOONS_LANCE), s.permanent(PALADINS_ARMS)
    s.pass_to("main1")
    s.pass_both()  # the beginning of combat
    s.choose_targets([coeurl], "p1")
    s.pass_both()
    ask = s.expect("p1", "choose_cards", answer=[lance, arms])
    assert (ask["min"], ask["max"]) == (0, 2)
    assert s.card(lance)["attached_to"] == coeurl and s.card(arms)["attached_to"] == coeurl


def test_yuna_gives_itself_and_enchantment_creatures_trample_lifelink_and_ward_during_your_turn():
    s = MtgScenario()
    yuna, chocomog, coeurl = s.permanent(YUNA), s.permanent(CHOCOMOG, counters={"lore": 1}), s.permanent(COEURL)
    s.pass_to("main1")
    assert all(has_keyword(s.state, c, k) for c in (yuna, chocomog) for k in ("trample", "lifelink"))
    assert ward_costs(s.state, yuna) == ward_costs(s.state, chocomog) == ["{2}"]
    assert not has_keyword(s.state, coeurl, "trample") and ward_costs(s.state, coeurl) == []
    s.pass_to("main1", "p2", active="p2")
    assert not has_keyword(s.state, yuna, "lifelink") and ward_costs(s.state, yuna) == []


def test_yuna_returns_an_enchantment_card_with_a_finality_counter_at_your_end_step():
    s = MtgScenario()
    s.permanent(YUNA)
    shoopuf = s.in_graveyard(SHOOPUF)
    s.permanent(COEURL, "p2")
    s.pass_to("main2")
    s.pass_both()  # the end step begins: the trigger's target is chosen
    s.expect("p1", "choose_targets", exact=False, answer=[shoopuf])
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, SHOOPUF)
    assert s.card(returned)["counters"] == {"finality": 1}


DION, BAHAMUT, JILL, SHIVA = "fin-016", "fin-016b", "fin-058", "fin-058b"


def test_dion_knights_fly_in_your_turn_and_bahamut_returns_front_face_up_after_chapter_three():
    """Dion and other Knights fly during your turn; transformed, Bahamut's I puts a counter on
    each other creature you control and gives them flying; III destroys a permanent, then Bahamut
    is exiled and returns front face up: a new Dion, whose ETB makes another Knight."""
    s = MtgScenario()
    s.lands(6, PLAINS)
    dion, coeurl = s.permanent(DION), s.permanent(COEURL)
    knight = s.permanent("token-knight", token=True)
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert has_keyword(s.state, dion, "flying") and has_keyword(s.state, knight, "flying")
    assert not has_keyword(s.state, coeurl, "flying")
    s.activate(dion, 2)
    s.pass_both()  # exiled and returned transformed: Bahamut enters with a lore counter (chapter I)
    [bahamut] = s.cards(BATTLEFIELD, BAHAMUT)
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and has_keyword(s.state, coeurl, "flying")
    s.card(bahamut)["counters"]["lore"] = 2
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("draw")
    s.pass_both()  # the precombat main phase: the third lore counter, chapter III
    s.expect("p1", "choose_targets", exact=False, answer=[theirs])
    s.pass_both()
    assert theirs not in s.state["cards"] and not s.cards(BATTLEFIELD, BAHAMUT)
    [new_dion] = s.cards(BATTLEFIELD, DION)
    assert new_dion != dion and "lore" not in s.card(new_dion).get("counters", {})
    s.pass_both()  # its ETB: another Knight
    assert len(s.cards(BATTLEFIELD, "token-knight")) == 2


def test_jill_bounces_on_entering_and_shiva_taps_opponents_lands_then_returns_as_jill():
    s = MtgScenario()
    s.lands(5, ISLAND)
    jill = s.permanent(JILL)
    their_lands = s.lands(2, PLAINS, "p2")
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.activate(jill, 1)
    s.pass_both()
    [shiva] = s.cards(BATTLEFIELD, SHIVA)
    s.choose_targets([theirs], "p1")  # chapter I: can't be blocked (any creature)
    s.pass_both()
    s.card(shiva)["counters"]["lore"] = 2
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    s.pass_both()  # chapter III
    assert all(s.card(c).get("tapped") for c in their_lands)
    [new_jill] = s.cards(BATTLEFIELD, JILL)
    s.choose_targets([theirs], "p1")  # Jill's ETB: up to one other nonland permanent
    s.pass_both()
    assert COEURL in s.defs(hand("p2")) and s.card(new_jill)["zone"] == BATTLEFIELD


CRYSTAL_FRAGMENTS, ALEXANDER = "fin-013", "fin-013b"


def test_crystal_fragments_transforms_and_alexander_prevents_damage_to_your_creatures_this_turn():
    """+1/+1 while equipped; {5}{W}{W}: Summon: Alexander, whose chapter I prevents all damage to
    creatures you control this turn (CR 615.1a), whichever source; not to an opponent's."""
    s = MtgScenario()
    s.lands(7, PLAINS)
    coeurl = s.permanent(COEURL)
    fragments = s.permanent(CRYSTAL_FRAGMENTS, attached_to=coeurl)
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (3, 3)
    s.activate(fragments, 1)
    s.pass_both()
    [alexander] = s.cards(BATTLEFIELD, ALEXANDER)
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (2, 2)
    s.pass_both()  # chapter I
    hit = lambda source, target, amount: deal_damage(  # noqa: E731
        s.ctx(), source_facts(s.state, source, COEURL, controller_of(s.state, source)), {"card": target}, amount)
    hit(theirs, coeurl, 5)
    hit(theirs, alexander, 5)
    hit(coeurl, theirs, 1)
    assert not s.card(coeurl).get("damage") and not s.card(alexander).get("damage") and s.card(theirs)["damage"] == 1
    s.pass_to("upkeep", "p2", active="p2")
    hit(theirs, coeurl, 1)
    assert s.card(coeurl)["damage"] == 1, "this turn only"


def test_summon_alexander_chapter_three_taps_all_creatures_your_opponents_control():
    s = MtgScenario()
    alexander = s.permanent(CRYSTAL_FRAGMENTS)
    s.card(alexander)["def"] = ALEXANDER
    s.card(alexander)["counters"] = {"lore": 2}
    theirs, mine = s.permanent(COEURL, "p2"), s.permanent(COEURL)
    s.pass_to("main1")  # the third lore counter
    s.pass_both()
    assert s.card(theirs).get("tapped") and not s.card(mine).get("tapped")
    assert CRYSTAL_FRAGMENTS in s.defs("p1.graveyard"), "sacrificed after III, front face up"


CATCH_A_FISH, CAMPSITE = "fin-031", "fin-031b"


def test_catch_a_fish_takes_a_creature_from_the_top_makes_food_and_transforms():
    s = MtgScenario()
    quest = s.permanent(CATCH_A_FISH)
    s.put(COEURL, "p1.library")
    s.pass_to("upkeep", "p2", active="p2")
    s.pass_to("upkeep", "p1")
    s.pass_both()
    [top] = s.cards("p1.library", COEURL)
    s.expect("p1", "choose_cards", answer=[top])
    assert COEURL in s.defs(hand("p1")) and len(s.cards(BATTLEFIELD, "token-food")) == 1
    assert s.card(quest)["def"] == CAMPSITE


def test_catch_a_fish_a_land_on_top_stays_there_and_nothing_happens():
    s = MtgScenario()
    quest = s.permanent(CATCH_A_FISH)
    s.pass_to("upkeep", "p2", active="p2")
    s.pass_to("upkeep", "p1")
    top = s.zone("p1.library")[-1]
    s.pass_both()
    assert s.zone("p1.library")[-1] == top and not s.cards(BATTLEFIELD, "token-food")
    assert s.card(quest)["def"] == CATCH_A_FISH


def test_cooking_campsite_sacrifices_an_artifact_for_a_counter_on_each_creature_you_control():
    s = MtgScenario()
    s.lands(3, PLAINS)
    campsite = s.permanent(CATCH_A_FISH)
    s.card(campsite)["def"] = CAMPSITE
    s.permanent("token-food", token=True)
    coeurl, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.activate(campsite, 1)
    assert not s.cards(BATTLEFIELD, "token-food"), "sacrificed as the cost"
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and not s.card(theirs).get("counters")


REACH_THE_HORIZON = "fin-195"


def test_reach_the_horizon_finds_two_lands_with_different_names_tapped():
    """A basic Forest first; the second search no longer offers a Forest (different names)."""
    s = MtgScenario()
    paid = s.lands(4, FOREST)
    s.put(GONGAGA, "p1.library", position=0)
    s.put(COEURL, "p1.library", position=0)
    spell = s.hand(REACH_THE_HORIZON)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    ask = s.expect("p1", "choose_cards", exact=False)
    offered_defs = {s.card(o["id"])["def"] for o in ask["options"]}
    assert offered_defs == {FOREST, GONGAGA}
    forest = next(o["id"] for o in ask["options"] if s.card(o["id"])["def"] == FOREST)
    s.answer_raw("p1", [forest])
    ask = s.expect("p1", "choose_cards", exact=False)
    assert {s.card(o["id"])["def"] for o in ask["options"]} == {GONGAGA}
    s.answer_raw("p1", [ask["options"][0]["id"]])
    entered = [c for c in s.zone(BATTLEFIELD) if c not in paid and s.card(c).get("tapped") and s.card(c)["def"] in (FOREST, GONGAGA)]
    assert sorted(s.card(c)["def"] for c in entered) == sorted([FOREST, GONGAGA])


CIETH = "fin-117"


def test_shambling_cieth_returns_from_the_graveyard_when_you_cast_a_noncreature_spell_and_pay():
    """The ability works from the graveyard only (CR 113.6k); paying {B}: back to the hand."""
    s = MtgScenario()
    s.lands(1, SWAMP)
    s.lands(3, MOUNTAIN)
    cieth = s.in_graveyard(CIETH)
    mad = s.hand(LAUGHING_MAD)
    s.hand(COEURL)
    s.pass_to("main1")
    s.cast(mad)
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(hand("p1"), COEURL)[0]])
    assert s.state["stack"][-1].get("ability") == "0", "its trigger is on the stack"
    s.pass_both()
    s.expect("p1", "choose_option", answer=["pay"])
    assert CIETH in s.defs(hand("p1")) and cieth not in s.state["cards"]


def test_shambling_cieth_on_the_battlefield_does_not_trigger_and_enters_tapped():
    s = MtgScenario()
    s.lands(4, SWAMP)
    s.lands(3, MOUNTAIN)
    cieth = s.hand(CIETH)
    s.pass_to("main1")
    s.cast(cieth)
    s.pass_both()
    [on_battlefield] = s.cards(BATTLEFIELD, CIETH)
    assert s.card(on_battlefield).get("tapped")
    mad = s.hand(LAUGHING_MAD)
    s.hand(COEURL)
    s.check_now()
    s.cast(mad)
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(hand("p1"), COEURL)[0]])
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]


TORGAL, ITEM_SHOPKEEP = "fin-208", "fin-142"


def test_torgal_the_first_human_creature_spell_each_turn_enters_with_a_counter_per_dog_and_wolf():
    """Torgal is a Wolf: +1 on the first Human creature spell (in place as it enters, CR
    614.1c); the second Human spell of the turn doesn't trigger it."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    s.permanent(TORGAL)
    first, second = s.hand(ITEM_SHOPKEEP), s.hand(ITEM_SHOPKEEP)
    s.pass_to("main1")
    s.cast(first)
    assert s.state["stack"][-1]["kind"] == "trigger"
    s.pass_both()  # the trigger: the spell will enter with the counter
    s.pass_both()  # the spell resolves
    [shopkeep] = s.cards(BATTLEFIELD, ITEM_SHOPKEEP)
    assert s.card(shopkeep)["counters"] == {"+1/+1": 1}
    s.cast(second)
    assert s.state["stack"][-1]["kind"] == "spell", "not the first Human creature spell this turn"
