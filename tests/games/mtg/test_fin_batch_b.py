"""FIN cards of batch b. Lightning, Security Sergeant: a card exiled that its controller may
play for as long as they control her (CR 611.2b; the permission ends for good when another player
gains control of her, the notes). Token copies with exceptions (CR 707.9): Ardyn, the Usurper ("a copy of that
card, except it's a 5/5 black Demon": the exception is part of the copy's copiable values, CR
707.9b, so a copy of the token is a 5/5 black Demon too), Firion, Wild Rose Warrior ("except it has
'This Equipment's equip abilities cost {2} less to activate'", sacrificed at the beginning of the
next upkeep, a delayed trigger, CR 603.7) and Sin, Spira's Punishment (a card exiled at random,
copied tapped, repeated while the exiled card is a land)."""

from engine.games.mtg import play_from_exile
from engine.games.mtg.cards import card
from engine.games.mtg.casting import activation_cost
from engine.games.mtg.control import gain_control
from engine.games.mtg.objects import definition, has_keyword, keywords, power, summoning_sick, toughness
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.targets import candidates
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

ARDYN, FIRION, SIN = "fin-089", "fin-137", "fin-242"
GIGANTOAD, SKETCHING, COEURL = "fin-187", "fin-067", "fin-012"  # Gigantoad: +2/+2 with seven lands
BUSTER_SWORD = "fin-255"  # {3} Equipment, "Equipped creature gets +3/+2", a combat damage trigger, Equip {2}
EQUIP = 2  # the Buster Sword's equip ability


def tokens(s: MtgScenario, player: str = "p1") -> list[str]:
    return [c for c in s.zone(BATTLEFIELD) if s.card(c).get("token") and s.card(c)["owner"] == player]


def stats(s: MtgScenario, card_id: str) -> tuple[int, int]:
    return power(s.state, card_id), toughness(s.state, card_id)


def ardyn_copies(s: MtgScenario, target: str) -> str:
    """From p1's first main phase to the beginning of combat: Ardyn's trigger exiles ``target``."""
    s.pass_to("main1")
    s.pass_both()  # the beginning of combat: Starscourge triggers
    s.expect("p1", "choose_targets", exact=False, answer=[target])
    s.pass_both()
    return tokens(s)[-1]


def test_ardyn_exiles_a_creature_card_and_makes_a_5_5_black_demon_copy_of_it():
    """CR 707.9b: the token is Gigantoad except its base P/T is 5/5, it is black only and a Demon
    only (the notes' rulings); it keeps Gigantoad's name and abilities (its +2/+2 with seven lands)
    and Ardyn gives Demons menace, lifelink and haste."""
    s = MtgScenario()
    s.permanent(ARDYN)
    s.lands(6, SWAMP)
    toad = s.in_graveyard(GIGANTOAD, "p2")  # from any graveyard
    demon = ardyn_copies(s, toad)
    assert s.defs(graveyard("p2")) == [] and s.defs(EXILE) == [GIGANTOAD]
    printed = definition(s.state, demon)
    assert printed.name == "Gigantoad" and printed.colours == ["B"] and printed.subtypes == ["Demon"]
    assert stats(s, demon) == (5, 5) and s.card(demon)["owner"] == "p1"
    assert {"menace", "lifelink", "haste"} <= keywords(s.state, demon) and not summoning_sick(s.state, demon)
    s.permanent(SWAMP)  # a seventh land: Gigantoad's own static ability works on the copy
    assert stats(s, demon) == (7, 7)


def test_a_copy_of_ardyns_demon_is_a_5_5_black_demon_too():
    """CR 707.9b: the exception became part of the token's copiable values; Relm's Sketching
    copies them."""
    s = MtgScenario()
    s.permanent(ARDYN)
    s.lands(4, ISLAND)
    demon = ardyn_copies(s, s.in_graveyard(GIGANTOAD))
    s.pass_to("main2")
    s.cast(s.hand(SKETCHING), [demon])
    s.pass_both()
    copy = tokens(s)[-1]
    assert copy != demon and s.card(copy)["def"] == s.card(demon)["def"]
    assert stats(s, copy) == (5, 5) and definition(s.state, copy).colours == ["B"]


def test_ardyn_may_exile_nothing_and_then_makes_no_token():
    """"Up to one target" (CR 115.1b): with no target chosen, no card is exiled, so no token."""
    s = MtgScenario()
    s.permanent(ARDYN)
    s.in_graveyard(GIGANTOAD)
    s.pass_to("main1")
    s.pass_both()
    s.expect("p1", "choose_targets", exact=False, answer=[])
    s.pass_both()
    assert tokens(s) == [] and s.defs(graveyard("p1")) == [GIGANTOAD]


def test_ardyn_gives_demons_only_its_keywords():
    s = MtgScenario()
    s.permanent(ARDYN)
    coeurl = s.permanent(COEURL)
    assert not {"menace", "lifelink", "haste"} & keywords(s.state, coeurl)


def firion_copies_the_buster_sword(s: MtgScenario) -> tuple[str, str]:
    s.lands(3, MOUNTAIN)
    sword = s.hand(BUSTER_SWORD)
    s.pass_to("main1")
    s.cast(sword)
    s.pass_both()  # the Sword resolves; Firion triggers
    s.pass_both()
    [sword] = s.cards(BATTLEFIELD, BUSTER_SWORD)
    [copy] = [c for c in tokens(s) if c != sword]
    return sword, copy


def test_firion_copies_a_nontoken_equipment_whose_copy_equips_for_two_less():
    """The copy has "This Equipment's equip abilities cost {2} less to activate" (CR 707.9a,
    601.2f via 602.2b: generic mana only); the original keeps its Equip {2}. Equipped creatures
    you control have haste."""
    s = MtgScenario()
    s.permanent(FIRION)
    coeurl = s.permanent(COEURL, since_turn=1, entered_turn=1)  # under p1's control since this turn
    sword, copy = firion_copies_the_buster_sword(s)
    assert s.card(copy)["def"] != BUSTER_SWORD and definition(s.state, copy).name == "Buster Sword"
    assert activation_cost(s.state, definition(s.state, copy).abilities[EQUIP], "p1", copy)["generic"] == 0
    assert activation_cost(s.state, definition(s.state, sword).abilities[EQUIP], "p1", sword)["generic"] == 2
    assert summoning_sick(s.state, coeurl)
    s.activate(copy, EQUIP, [coeurl])  # no land is left: it costs nothing
    s.pass_both()
    assert s.card(copy)["attached_to"] == coeurl and stats(s, coeurl) == (5, 4)
    assert "haste" in keywords(s.state, coeurl) and not summoning_sick(s.state, coeurl)


def test_firions_copy_is_sacrificed_at_the_beginning_of_the_next_upkeep():
    """CR 603.7: the delayed trigger waits past this turn's end step for the next upkeep (the
    opponent's), where the token is sacrificed and ceases to exist (CR 704.5d)."""
    s = MtgScenario()
    s.permanent(FIRION)
    sword, copy = firion_copies_the_buster_sword(s)
    s.pass_to("end")
    assert copy in s.zone(BATTLEFIELD)
    s.pass_to("upkeep", "p2", active="p2")
    s.pass_both()  # the delayed trigger resolves
    assert copy not in s.state["cards"] and sword in s.zone(BATTLEFIELD)


def test_firion_ignores_equipment_tokens():
    """"Whenever a nontoken Equipment you control enters": a copy of an Equipment (a token) does
    not trigger it."""
    s = MtgScenario()
    s.permanent(FIRION)
    sword = s.permanent(BUSTER_SWORD)
    s.lands(4, ISLAND)
    s.pass_to("main1")
    s.cast(s.hand(SKETCHING), [sword])
    s.pass_both()
    assert len(tokens(s)) == 1 and not s.state["stack"] and not s.state["triggers"]


def sin_enters(s: MtgScenario) -> None:
    s.lands(4, SWAMP)
    s.lands(2, FOREST)
    s.lands(1, ISLAND)
    sin = s.hand(SIN)
    s.pass_to("main1")
    s.cast(sin)
    s.pass_both()  # Sin resolves and triggers
    s.pass_both()


def test_sin_copies_permanent_cards_at_random_tapped_and_repeats_for_lands():
    """Every exiled card is copied as a tapped token; the process repeats while the exiled card is
    a land, and stops when no permanent card is left (the instant stays)."""
    s = MtgScenario()
    for _ in range(2):
        s.in_graveyard(FOREST)
    s.in_graveyard(SKETCHING)
    sin_enters(s)
    made = tokens(s)
    assert [s.card(c)["def"] for c in made] == [FOREST, FOREST] and all(s.card(c).get("tapped") for c in made)
    assert s.defs(graveyard("p1")) == [SKETCHING] and s.defs(EXILE) == [FOREST, FOREST]


def test_sin_stops_after_a_nonland_card():
    """With a land and a creature card, either the creature comes first (and it stops) or the land
    (and it goes on to the creature): the last card exiled is the creature either way."""
    seen = set()
    for seed in range(6):
        s = MtgScenario(seed=seed)
        s.in_graveyard(FOREST)
        s.in_graveyard(GIGANTOAD)
        sin_enters(s)
        copied = [s.card(c)["def"] for c in tokens(s)]
        assert copied == s.defs(EXILE) and copied[-1] == GIGANTOAD
        seen.add(tuple(copied))
    assert seen == {(GIGANTOAD,), (FOREST, GIGANTOAD)}


def test_sin_also_copies_when_it_attacks():
    s = MtgScenario()
    sin = s.permanent(SIN)
    s.in_graveyard(COEURL)
    s.declare_attackers([sin])
    s.pass_both()
    [copy] = tokens(s)
    assert s.card(copy)["def"] == COEURL and s.card(copy).get("tapped") and s.defs(hand("p1")) == [ISLAND]


LIGHTNING = "fin-560"


def lightning_hits(s: MtgScenario) -> tuple[str, str]:
    """Lightning deals combat damage to p2: the top card of p1's library (a Mountain) is exiled."""
    lightning = s.permanent(LIGHTNING)
    s.put(MOUNTAIN, "p1.library")
    s.declare_attackers([lightning])
    s.pass_to("main2")
    [exiled] = s.cards(EXILE, MOUNTAIN)
    return lightning, exiled


def test_lightning_exiles_the_top_card_which_you_may_play_while_you_control_her():
    """Playing it follows the normal rules (the notes): a land with the turn's land play; the
    permission outlasts the turn (CR 611.2b: "for as long as")."""
    s = MtgScenario()
    lightning, exiled = lightning_hits(s)
    assert s.life("p2") == 18 and play_from_exile.playable(s.state, "p1") == {exiled: False}
    s.pass_to("main1", "p2", active="p2")
    assert f"exiled:{exiled}" not in [o["id"] for o in s.ask("p2")["options"]]
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    assert s.cards(BATTLEFIELD, MOUNTAIN) and s.state["turn"]["lands_played"] == 1


def test_lightning_leaving_the_battlefield_ends_the_permission():
    """A Lightning that left is gone (CR 400.7): her exiled card can no longer be played."""
    s = MtgScenario()
    lightning, exiled = lightning_hits(s)
    leave_battlefield(s.ctx(), [lightning], "hand", "returned")
    assert play_from_exile.playable(s.state, "p1") == {}


def test_lightnings_card_stays_unplayable_after_an_opponent_controlled_her():
    """The notes: once another player gains control of Lightning, the card can't be played, even
    after her controller gets her back."""
    s = MtgScenario()
    lightning, exiled = lightning_hits(s)
    gain_control(s.ctx(), [lightning], "p2", None)
    assert play_from_exile.playable(s.state, "p1") == {}
    s.pass_to("main1", "p2", active="p2")  # the control effect ended with p1's turn (CR 514.2)
    assert controller_of(s.state, lightning) == "p1" and play_from_exile.playable(s.state, "p1") == {}


CHOCOBO, SABOTENDER, SAZHS_CHOCOBO = "fin-210", "fin-153", "fin-200"  # Sabotender: landfall, 1 damage to each opponent


def test_traveling_chocobo_shows_the_top_card_and_plays_a_land_from_there():
    """The top card is revealed to its owner only; a land on top is played with the land play."""
    s = MtgScenario()
    s.permanent(CHOCOBO)
    s.pass_to("main1")
    top = s.zone("p1.library")[-1]
    assert s.card(top)["visible_to"] == ["p1"]
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{top}"])
    assert top not in s.zone("p1.library") and s.state["turn"]["lands_played"] == 1


def test_traveling_chocobo_casts_birds_but_not_other_spells_from_the_top():
    s = MtgScenario()
    s.permanent(CHOCOBO)
    s.lands(1, FOREST)
    s.pass_to("main1")
    s.state["turn"]["lands_played"] = 1  # the land play is used: only spells are at stake
    bird = s.put(SAZHS_CHOCOBO, "p1.library")
    assert f"top:{bird}" in [o["id"] for o in s.ask("p1")["options"]]
    toad = s.put(GIGANTOAD, "p1.library")
    assert not [o for o in s.ask("p1")["options"] if o["id"].startswith("top:")], f"{toad} is no Bird"


def test_a_land_entering_under_chocobo_makes_landfall_trigger_an_additional_time():
    """Each of Sabotender's landfall triggers deals 1 damage; an opponent's land entering is not
    p1's, and without the Chocobo once only."""
    s = MtgScenario()
    s.permanent(CHOCOBO)
    s.permanent(SABOTENDER)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{s.zone('p1.library')[-1]}"])
    ask = s.expect("p1", "order_triggers")  # both are p1's (CR 603.3b)
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    assert len(s.state["stack"]) == 2
    s.pass_both()
    s.pass_both()
    assert s.life("p2") == 18


def test_two_chocobos_make_it_trigger_three_times_and_only_for_your_own_lands():
    s = MtgScenario()
    s.permanent(CHOCOBO)
    s.permanent(CHOCOBO)
    s.permanent(SABOTENDER)
    s.permanent(SABOTENDER, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{s.zone('p1.library')[-1]}"])
    ask = s.expect("p1", "order_triggers")
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    assert len(s.state["stack"]) == 3 and {o["controller"] for o in s.state["stack"]} == {"p1"}


NOCTIS = "fin-235"


def test_noctis_casts_an_artifact_from_the_graveyard_for_three_life_and_it_enters_with_finality():
    """The normal costs plus 3 life (CR 601.2h, 119.4); the artifact enters with a finality counter
    (CR 614.1c), so when it would go to a graveyard it is exiled instead (CR 122.1h)."""
    s = MtgScenario()
    s.permanent(NOCTIS)
    s.lands(3, MOUNTAIN)
    sword = s.in_graveyard(BUSTER_SWORD)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{sword}"])
    s.pay()
    assert s.life("p1") == 17 and s.state["stack"][-1]["kind"] == "spell"
    s.pass_both()
    [sword] = s.cards(BATTLEFIELD, BUSTER_SWORD)
    assert s.card(sword)["counters"] == {"finality": 1}
    leave_battlefield(s.ctx(), [sword], "graveyard", "destroyed")
    assert s.defs(EXILE) == [BUSTER_SWORD] and s.defs(graveyard("p1")) == []


def test_noctis_offers_only_artifacts_with_enough_life_and_at_sorcery_timing():
    s = MtgScenario()
    s.permanent(NOCTIS)
    s.lands(4, MOUNTAIN)
    sword = s.in_graveyard(BUSTER_SWORD)
    toad = s.in_graveyard(GIGANTOAD)
    s.pass_to("main1")
    offered = [o["id"] for o in s.ask("p1")["options"]]
    assert f"graveyard:{sword}" in offered and f"graveyard:{toad}" not in offered
    s.state["players"]["p1"]["life"] = 2  # CR 119.4: 3 life can't be paid
    s.check_now()
    assert f"graveyard:{sword}" not in [o["id"] for o in s.ask("p1")["options"]]
    s.state["players"]["p1"]["life"] = 20
    s.pass_to("main1", "p1", active="p2")
    assert f"graveyard:{sword}" not in [o["id"] for o in s.ask("p1")["options"]]


QUINA, WYVERN, RESCUE = "fin-194", "fin-049", "fin-005"  # Wyvern: enters, a Hero; Rescue: mode 0, three Heroes


def test_quina_adds_one_frog_to_each_token_creating_event_under_your_control():
    """CR 614.1a: "those tokens plus a 1/1 green Frog": three Heroes made at once bring one Frog."""
    s = MtgScenario()
    s.permanent(QUINA)
    s.lands(4, PLAINS)
    s.pass_to("main1")
    s.cast_modal(s.hand(RESCUE), 0)
    s.pass_both()
    made = sorted(s.card(c)["def"] for c in tokens(s))
    assert made == ["token-frog"] + ["token-hero"] * 3
    [frog] = s.cards(BATTLEFIELD, "token-frog")
    assert stats(s, frog) == (1, 1) and definition(s.state, frog).colours == ["G"]


def test_quina_does_not_add_a_frog_to_an_opponents_tokens():
    s = MtgScenario()
    s.permanent(QUINA)
    s.lands(3, ISLAND, "p2")
    s.pass_to("main1", "p2", active="p2")
    s.cast(s.hand(WYVERN, "p2"), player="p2")
    s.pass_both()
    s.pass_both()
    assert [s.card(c)["def"] for c in tokens(s, "p2")] == ["token-hero"] and tokens(s) == []


def test_quina_frogs_copies_too_and_sacrifices_a_frog_for_a_counter():
    """A copy token is a token created under your control: a Frog comes with it; "{2}, Sacrifice a
    Frog" (CR 602.2b, 601.2h)."""
    s = MtgScenario()
    quina = s.permanent(QUINA)
    s.lands(6, ISLAND)
    s.pass_to("main1")
    s.cast(s.hand(SKETCHING), [quina])  # a copy of Quina: the legend rule then keeps one of them
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[quina])
    [frog] = s.cards(BATTLEFIELD, "token-frog")
    s.activate(quina, 1)
    s.pass_both()
    assert frog not in s.state["cards"] and s.card(quina)["counters"] == {"+1/+1": 1}


RYDIA, FAT_CHOCOBO = "fin-239", "fin-202"  # Summon: Fat Chocobo: a {4}{G} Saga creature


def test_rydia_loots_on_landfall():
    s = MtgScenario()
    s.permanent(RYDIA)
    s.hand(FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{s.cards(hand('p1'), FOREST)[0]}"])
    s.pass_both()
    s.expect("p1", "choose_cards", answer=s.cards(hand("p1"), ISLAND))
    assert s.defs(graveyard("p1")) == [ISLAND] and len(s.zone(hand("p1"))) == 1


def test_rydia_returns_a_saga_paying_its_mana_value_with_finality_and_haste():
    """{X} with a target of mana value X: five mana for Fat Chocobo (CR 601.2b–c, 601.2f); it
    enters with a finality counter and a lore counter (CR 714.3a) and gains haste."""
    s = MtgScenario()
    rydia = s.permanent(RYDIA)
    lands = s.lands(5, FOREST)
    saga = s.in_graveyard(FAT_CHOCOBO)
    s.pass_to("main1")
    s.activate(rydia, 1, [saga])
    assert all(s.card(c).get("tapped") for c in lands) and s.card(rydia)["tapped"]
    s.pass_both()
    [chocobo] = s.cards(BATTLEFIELD, FAT_CHOCOBO)
    assert s.card(chocobo)["counters"]["finality"] == 1 and s.card(chocobo)["counters"]["lore"] == 1
    assert "haste" in keywords(s.state, chocobo) and not summoning_sick(s.state, chocobo)


def test_rydias_summon_needs_the_mana_for_a_saga_in_the_graveyard_and_sorcery_timing():
    s = MtgScenario()
    rydia = s.permanent(RYDIA)
    s.lands(4, FOREST)
    s.in_graveyard(FAT_CHOCOBO)
    s.in_graveyard(GIGANTOAD)  # not a Saga
    s.pass_to("main1")
    assert f"activate:{rydia}:1" not in [o["id"] for o in s.ask("p1")["options"]], "four mana for a five-mana Saga"
    s.lands(1, FOREST)
    assert f"activate:{rydia}:1" in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_to("upkeep", "p1", active="p2")
    assert f"activate:{rydia}:1" not in [o["id"] for o in s.ask("p1")["options"]]


SCHEMES, DREAMS = "fin-159", "fin-050"  # Dreams of Laguna: an instant with flashback


def schemes_targets(s: MtgScenario) -> list[str]:
    spec = card(SCHEMES).abilities[0].targets[0]
    return sorted(c["card"] for c in candidates(s.state, spec, "p1", None, []))


def test_sorceresss_schemes_returns_an_instant_or_sorcery_card_and_adds_red():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    sketching = s.in_graveyard(SKETCHING)
    s.in_graveyard(GIGANTOAD)
    s.pass_to("main1")
    assert schemes_targets(s) == [sketching]
    s.cast(s.hand(SCHEMES), [sketching])
    s.pass_both()
    assert SKETCHING in s.defs(hand("p1")) and s.player("p1")["pool"] == {"R": 1}


def test_sorceresss_schemes_may_return_an_exiled_card_with_flashback_you_own():
    """Only an exiled card of yours with flashback; flashback casts it from the graveyard and exiles
    it (CR 702.34a)."""
    s = MtgScenario()
    s.lands(9, MOUNTAIN)
    own = s.put(DREAMS, EXILE, owner="p1")
    s.put(DREAMS, EXILE, owner="p2")
    s.put(SKETCHING, EXILE, owner="p1")  # no flashback
    assert schemes_targets(s) == [own]
    schemes = s.in_graveyard(SCHEMES)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{schemes}"])
    s.choose_targets([own], "p1")
    s.pay()
    s.pass_both()
    assert DREAMS in s.defs(hand("p1")) and SCHEMES in s.defs(EXILE) and s.defs(graveyard("p1")) == []


RANDOM_ENCOUNTER = "fin-150"


def random_encounter_resolved(*library: str) -> MtgScenario:
    """p1 casts Random Encounter in their main phase with exactly ``library`` as their library,
    and it resolves."""
    s = MtgScenario()
    for card_id in s.zone("p1.library"):
        s.ctx().move(card_id, EXILE)
    for definition_id in library:
        s.put(definition_id, "p1.library")
    s.lands(6, MOUNTAIN)
    s.pass_to("main1")
    s.cast(s.hand(RANDOM_ENCOUNTER))
    s.pass_both()
    return s


def test_random_encounter_puts_milled_creatures_onto_the_battlefield_with_haste_until_the_end_step():
    """Shuffle, mill four: the creature cards enter under your control with haste; at the
    beginning of the next end step one delayed trigger returns them (CR 603.7c) to their owner's
    hand; the other milled cards stay in the graveyard."""
    s = random_encounter_resolved(GIGANTOAD, COEURL, FOREST, SKETCHING)
    [toad] = s.cards(BATTLEFIELD, GIGANTOAD)
    [coeurl] = s.cards(BATTLEFIELD, COEURL)
    assert all("haste" in keywords(s.state, c) and not summoning_sick(s.state, c) for c in (toad, coeurl))
    assert sorted(s.defs(graveyard("p1"))) == sorted([FOREST, SKETCHING, RANDOM_ENCOUNTER])
    s.pass_to("end")
    assert len([o for o in s.state["stack"] if o["kind"] == "trigger"]) == 1
    s.pass_both()
    assert {GIGANTOAD, COEURL} <= set(s.defs(hand("p1"))) and not s.cards(BATTLEFIELD, GIGANTOAD)


def test_random_encounter_does_not_return_a_creature_that_left_and_came_back():
    """CR 400.7: a creature that left the battlefield is a new object the delayed trigger no longer
    finds."""
    s = random_encounter_resolved(COEURL)
    [coeurl] = s.cards(BATTLEFIELD, COEURL)
    [again] = leave_battlefield(s.ctx(), [coeurl], "graveyard", "destroyed")
    s.ctx().move(again, BATTLEFIELD)
    s.pass_to("end")
    s.pass_both()
    assert s.cards(BATTLEFIELD, COEURL) and COEURL not in s.defs(hand("p1"))


QUISTIS = "fin-066"
CHOCO_COMET = "fin-132"  # {X}{R}{R}: X damage to any target, and a Bird
RESTORATION_MAGIC = "fin-030"  # Tiered: Cure {0}, Cura {1}, Curaga {3}{W}


def test_quistis_casts_an_opponents_instant_with_any_mana_and_exiles_it():
    """As the trigger resolves (CR 608.2g), paying its cost with red mana for {1}{U}; the spell
    then goes to exile instead of its owner's graveyard."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    quistis = s.hand(QUISTIS)
    dreams = s.in_graveyard(DREAMS, "p2")
    s.pass_to("main1")
    s.cast(quistis)
    mountains = s.lands(2, MOUNTAIN)
    s.pass_both()  # Quistis resolves; the trigger targets the only instant
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[dreams])
    s.pay()
    assert all(s.card(c).get("tapped") for c in mountains)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])  # Dreams of Laguna's surveil 1: keep the card on top
    assert DREAMS in s.defs(EXILE) and s.defs(graveyard("p2")) == []


def test_quistis_needs_enough_mana_of_any_type():
    s = MtgScenario()
    s.lands(3, ISLAND)
    quistis = s.hand(QUISTIS)
    s.in_graveyard(DREAMS, "p2")
    s.pass_to("main1")
    s.cast(quistis)
    s.lands(1, MOUNTAIN)
    s.pass_both()
    s.pass_both()  # one mana for a two-mana spell: nothing can be cast
    assert s.defs(graveyard("p2")) == [DREAMS] and not s.state["stack"]


def test_quistis_casts_a_tiered_spell_with_any_mana_choosing_among_the_tiers_that_mana_pays():
    """Restoration Magic ({W}, Tiered) with one Mountain: "mana of any type" counts for its tiers
    too (CR 702.183, 601.2f): Cure ({0}) is offered; Cura ({1}) and Curaga ({3}{W}) are not."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    quistis = s.hand(QUISTIS)
    restoration = s.in_graveyard(RESTORATION_MAGIC, "p2")
    s.pass_to("main1")
    s.cast(quistis)
    [mountain] = s.lands(1, MOUNTAIN)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[restoration])
    assert s.state["stack"][-1]["mode"] == 0  # the one tier it can pay: chosen without asking
    [quistis] = s.cards(BATTLEFIELD, QUISTIS)
    s.expect("p1", "choose_targets", exact=False, answer=[quistis])
    s.pay()
    assert s.card(mountain).get("tapped")
    s.pass_both()
    assert has_keyword(s.state, quistis, "indestructible") and RESTORATION_MAGIC in s.defs(EXILE)


def test_quistis_lets_x_be_as_large_as_mana_of_any_type_pays():
    """Choco-Comet ({X}{R}{R}) with three Islands: "mana of any type" pays {R}{R} and X = 1, so
    X may be 0 or 1 (CR 107.3a, 601.2b; the same cost as the payment's, 601.2f)."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    quistis = s.hand(QUISTIS)
    comet = s.in_graveyard(CHOCO_COMET, "p2")
    s.pass_to("main1")
    s.cast(quistis)
    s.lands(3, ISLAND)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[comet])
    assert [o["id"] for o in s.ask("p1")["options"]] == ["x:0", "x:1"]
    s.expect("p1", "choose_option", answer=["x:1"])
    s.expect("p1", "choose_targets", exact=False, answer=["player:p2"])
    s.pay()
    s.pass_both()
    assert s.life("p2") == 19


RENO_AND_RUDE = "fin-113"


def reno_and_rude_hit(s: MtgScenario, sacrifice: bool) -> tuple[str, str]:
    """They deal combat damage to p2: the top of p2's library (Dreams of Laguna) is exiled; p1
    sacrifices Coeurl or not."""
    reno = s.permanent(RENO_AND_RUDE)
    coeurl = s.permanent(COEURL)
    s.lands(2, MOUNTAIN)
    s.put(DREAMS, "p2.library")
    s.declare_attackers([reno])
    while s.state["request"]["kind"] != "choose_cards" or not s.state["request"]["key"].startswith("sacrifice_chosen"):
        s.pass_priority()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl] if sacrifice else [])
    [exiled] = s.cards(EXILE, DREAMS)
    return coeurl, exiled


def test_reno_and_rude_let_you_play_the_exiled_card_this_turn_with_any_mana_if_you_sacrifice():
    s = MtgScenario()
    coeurl, exiled = reno_and_rude_hit(s, sacrifice=True)
    assert coeurl not in s.state["cards"] and COEURL in s.defs(graveyard("p1"))
    s.pass_to("main2")
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    s.pay()  # two Mountains pay {1}{U}: mana of any type
    assert s.state["stack"][-1]["card"] != exiled and s.state["stack"][-1]["def"] == DREAMS
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])  # Dreams of Laguna's surveil 1
    assert DREAMS in s.defs(graveyard("p2"))  # its owner's graveyard


def test_reno_and_rudes_permission_lasts_this_turn_only():
    s = MtgScenario()
    coeurl, exiled = reno_and_rude_hit(s, sacrifice=True)
    assert play_from_exile.playable(s.state, "p1") == {exiled: False}
    s.pass_to("main1", "p2", active="p2")
    assert play_from_exile.playable(s.state, "p1") == {} and exiled in s.zone(EXILE)


def test_reno_and_rude_without_a_sacrifice_the_card_stays_exiled_unplayable():
    s = MtgScenario()
    coeurl, exiled = reno_and_rude_hit(s, sacrifice=False)
    assert coeurl in s.zone(BATTLEFIELD) and play_from_exile.playable(s.state, "p1") == {}


CLOUD = "fin-010"


def test_cloud_searches_for_an_equipment_card_as_he_enters():
    s = MtgScenario()
    s.lands(2, PLAINS)
    s.put(BUSTER_SWORD, "p1.library", position=0)
    cloud = s.hand(CLOUD)
    s.pass_to("main1")
    s.cast(cloud)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=s.cards("p1.library", BUSTER_SWORD))
    assert BUSTER_SWORD in s.defs(hand("p1"))


def sword_triggers_after_combat_damage(s: MtgScenario, attacker: str) -> int:
    s.declare_attackers([attacker])
    while s.step != "combat_damage" or not (s.state["stack"] or s.state["triggers"]):
        s.pass_priority()
    sword = s.cards(BATTLEFIELD, BUSTER_SWORD)[0]
    return len([o for o in s.state["stack"] if o.get("source") == sword]) + len([tr for tr in s.state["triggers"] if tr["source"] == sword])


def test_an_equipment_attached_to_cloud_triggers_an_additional_time():
    """The Buster Sword's "whenever equipped creature deals combat damage to a player" is an
    ability of an Equipment attached to Cloud, who is equipped: it triggers twice."""
    s = MtgScenario()
    cloud = s.permanent(CLOUD)
    s.permanent(BUSTER_SWORD, attached_to=cloud)
    assert sword_triggers_after_combat_damage(s, cloud) == 2


def test_an_equipment_on_another_creature_triggers_once():
    s = MtgScenario()
    s.permanent(CLOUD)
    coeurl = s.permanent(COEURL)
    s.permanent(BUSTER_SWORD, attached_to=coeurl)
    assert sword_triggers_after_combat_damage(s, coeurl) == 1


FENRIR = "fin-203"


def fenrir_chapter(s: MtgScenario, lore: int) -> str:
    """Fenrir with ``lore`` counters: p1's precombat main phase adds one (CR 714.3b), the chapter
    triggers."""
    fenrir = s.permanent(FENRIR, counters={"lore": lore})
    s.pass_to("main1")
    return fenrir


def test_fenrir_chapter_one_puts_a_basic_land_onto_the_battlefield_tapped():
    s = MtgScenario()
    s.lands(3, FOREST)
    s.pass_to("main1")
    s.cast(s.hand(FENRIR))
    s.pass_both()  # Fenrir enters with a lore counter: chapter I
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards("p1.library", FOREST)[0]])
    assert len(s.cards(BATTLEFIELD, FOREST)) == 4 and sum(1 for c in s.cards(BATTLEFIELD, FOREST) if s.card(c).get("tapped")) == 4


def test_fenrir_chapter_two_gives_the_next_creature_spell_this_turn_a_counter():
    """A delayed trigger (CR 603.7): an instant cast first doesn't use it; the next creature spell
    enters with an additional +1/+1 counter (CR 614.1c); only once."""
    s = MtgScenario()
    s.lands(8, FOREST)
    fenrir_chapter(s, 1)
    s.pass_both()  # chapter II resolves
    assert s.state["data"]["delayed_triggers"][-1]["at"] == "next_creature_spell"
    s.cast(s.hand(GIGANTOAD))
    s.pass_both()  # the delayed trigger
    s.pass_both()  # Gigantoad
    [toad] = s.cards(BATTLEFIELD, GIGANTOAD)
    assert s.card(toad)["counters"] == {"+1/+1": 1}
    s.cast(s.hand(GIGANTOAD))
    s.pass_both()
    assert [s.card(c).get("counters", {}) for c in s.cards(BATTLEFIELD, GIGANTOAD)].count({}) == 1


def test_fenrirs_howl_lapses_at_the_end_of_the_turn():
    """"This turn": a creature spell of p1's next turn gets no counter."""
    s = MtgScenario()
    s.lands(4, FOREST)
    fenrir_chapter(s, 1)
    s.pass_both()
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    s.pass_both()  # chapter III
    s.cast(s.hand(GIGANTOAD))
    assert not s.state["triggers"] and [o["kind"] for o in s.state["stack"]] == ["spell"]
    s.pass_both()
    assert s.card(s.cards(BATTLEFIELD, GIGANTOAD)[0]).get("counters", {}) == {}


def test_fenrir_chapter_three_draws_only_with_the_greatest_power_or_a_tie():
    s = MtgScenario()
    s.permanent(GIGANTOAD, "p2")  # 4 power against Fenrir's 3
    fenrir_chapter(s, 2)
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before
    s2 = MtgScenario()
    s2.permanent(GIGANTOAD, "p2")
    s2.permanent(GIGANTOAD)  # tied
    fenrir_chapter(s2, 2)
    hand_before = len(s2.zone(hand("p1")))
    s2.pass_both()
    assert len(s2.zone(hand("p1"))) == hand_before + 1


BRYNHILDR = "fin-160"


def test_brynhildr_chapter_one_card_is_playable_only_in_turns_with_a_lore_counter():
    """Played in the turn the Saga entered (a lore counter then), not in the opponent's turn nor
    in a turn without one; again in the turn chapter II's counter is put."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    s.put(FOREST, "p1.library")
    s.pass_to("main1")
    s.cast(s.hand(BRYNHILDR))
    s.pass_both()
    s.pass_both()  # chapter I: the Forest is exiled
    [exiled] = s.cards(EXILE, FOREST)
    assert play_from_exile.playable(s.state, "p1") == {exiled: False}
    s.pass_to("main1", "p2", active="p2")
    assert play_from_exile.playable(s.state, "p1") == {}
    s.pass_to("main1")  # chapter II's lore counter: playable again
    assert play_from_exile.playable(s.state, "p1") == {exiled: False}


def test_brynhildr_gestalt_mode_gives_the_next_creature_spell_haste():
    s = MtgScenario()
    s.lands(4, FOREST)
    s.permanent(BRYNHILDR, counters={"lore": 1})
    s.pass_to("main1")
    s.pass_both()  # chapter II: the delayed ability waits
    s.cast(s.hand(GIGANTOAD))
    s.pass_both()  # the delayed trigger
    s.pass_both()  # Gigantoad resolves
    [toad] = s.cards(BATTLEFIELD, GIGANTOAD)
    assert "haste" in keywords(s.state, toad) and not summoning_sick(s.state, toad)


VAAN, LOPORRIT_SCOUT = "fin-168", "fin-192"


def vaan_attacks(s: MtgScenario, attackers: list[str]) -> str:
    """Vaan and other Scouts deal combat damage to p2: the top of p2's library (Dreams of Laguna)
    is exiled and p1 is asked whether to cast it."""
    s.lands(2, ISLAND)
    s.put(DREAMS, "p2.library")
    s.declare_attackers(attackers)
    while s.state["request"]["key"].split(":")[0] != "cast_target":
        s.pass_priority()
    [exiled] = s.cards(EXILE, DREAMS)
    return exiled


def test_vaan_casts_the_opponents_exiled_card_and_grows_for_a_spell_he_doesnt_own():
    """Cast as the ability resolves (the notes); "whenever you cast a spell you don't own": a
    +1/+1 counter on each Scout, Pirate and Rogue you control; no Treasure."""
    s = MtgScenario()
    vaan = s.permanent(VAAN)
    exiled = vaan_attacks(s, [vaan])
    s.expect("p1", "choose_cards", answer=[exiled])
    s.pay()
    assert [o["kind"] for o in s.state["stack"]][-1] == "trigger"  # Vaan's second ability, above the spell
    s.pass_both()
    assert s.card(vaan)["counters"] == {"+1/+1": 1} and not s.cards(BATTLEFIELD, "token-treasure")


def test_vaan_makes_a_treasure_if_you_dont_cast_it_and_triggers_once_for_several_scouts():
    s = MtgScenario()
    vaan = s.permanent(VAAN)
    scout = s.permanent(LOPORRIT_SCOUT)
    exiled = vaan_attacks(s, [vaan, scout])
    assert len([o for o in s.state["stack"] if o.get("source") == vaan]) == 0  # this one is resolving
    s.expect("p1", "choose_cards", answer=[])
    assert len(s.cards(BATTLEFIELD, "token-treasure")) == 1 and exiled in s.zone(EXILE)
    assert not [o for o in s.state["stack"] if o.get("source") == vaan] and not s.state["triggers"]


CLIVE = "fin-133"


def test_clive_may_discard_the_hand_to_draw_his_devotion_to_red():
    """Devotion to red (CR 700.5): Clive's {R}{R} and the Fire Crystal's {R}{R}: four cards."""
    s = MtgScenario()
    s.lands(6, MOUNTAIN)
    s.permanent("fin-135")  # The Fire Crystal, {2}{R}{R} (red spells cost {1} less)
    s.hand(GIGANTOAD)
    s.pass_to("main1")
    s.cast(s.hand(CLIVE))
    s.pass_both()
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert sorted(s.defs(graveyard("p1"))) == sorted([ISLAND, GIGANTOAD]) and len(s.zone(hand("p1"))) == 4


def test_clive_keeps_his_hand_when_declining():
    s = MtgScenario()
    s.lands(6, MOUNTAIN)
    s.pass_to("main1")
    s.cast(s.hand(CLIVE))
    s.pass_both()
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.defs(hand("p1")) == [ISLAND] and s.defs(graveyard("p1")) == []


def test_ifrit_fights_then_returns_as_clive_after_chapter_three():
    """Transformed (CR 712), Ifrit's chapter I: a fight (CR 701.14a, 9 damage against 4); chapter
    III: {R}{R}{R}{R}, then with three lore counters it comes back front face up, a new Clive."""
    s = MtgScenario()
    clive = s.permanent(CLIVE)
    s.lands(6, MOUNTAIN)
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.activate(clive, 1)
    s.pass_both()  # Ifrit enters with a lore counter: chapter I
    [ifrit] = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == CLIVE + "b"]
    s.expect("p1", "choose_targets", exact=False, answer=[toad])
    s.pass_both()
    assert toad not in s.state["cards"] and s.card(ifrit)["damage"] == 4
    s.card(ifrit)["counters"]["lore"] = 2
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")  # the third lore counter: chapter III
    s.pass_both()
    assert s.player("p1")["pool"] == {"R": 4} and ifrit not in s.state["cards"]
    assert [s.card(c)["def"] for c in s.zone(BATTLEFIELD) if s.card(c)["def"].startswith(CLIVE)] == [CLIVE]
