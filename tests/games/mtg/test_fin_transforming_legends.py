"""FIN transforming legends of issue 18's last list. Venat, Heart of Hydaelyn: "whenever you cast a
legendary spell" triggers only once each turn; Hero's Sundering exiles and transforms (CR 712);
Hydaelyn's Blessing of Light gives indestructible "until your next turn" (CR 611.2a) and draws only
if its target, still legal, is legendary (CR 608.2b). Terra, Magical Adept // Esper Terra: a Saga
back face (the FIN Saga rule update) copying a nonlegendary enchantment (CR 707.2), lore counters
put by an effect triggering the copy's chapters (CR 714.2b), a sacrifice at "your next end step"
(CR 603.7), then returning front face up."""

from engine.games.mtg.objects import has_keyword, power
from engine.games.mtg.sagas import add_lore_counters
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

COEURL, ZACK, STILTZKIN = "fin-012", "fin-045", "fin-034"  # a 2/2 for {1}{W}; two legends for {W}

# ---- Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal

VENAT, HYDAELYN = "fin-039", "fin-039b"


def test_venat_draws_for_the_first_legendary_spell_of_the_turn_only():
    s = MtgScenario()
    s.permanent(VENAT)
    s.lands(4, PLAINS)
    coeurl, zack, stiltzkin = s.hand(COEURL), s.hand(ZACK), s.hand(STILTZKIN)
    s.pass_to("main1")
    s.cast(coeurl)
    assert s.state["stack"][-1]["kind"] == "spell"  # a nonlegendary spell: no trigger
    s.pass_both()
    s.cast(zack)
    assert s.state["stack"][-1]["kind"] == "trigger"
    s.pass_both()  # the trigger resolves: one card drawn
    assert len(s.zone(hand("p1"))) == 3  # the Island, Stiltzkin and the card drawn
    s.pass_both()
    s.cast(stiltzkin)
    assert s.state["stack"][-1]["kind"] == "spell"  # only once each turn
    s.pass_both()
    assert len(s.zone(hand("p1"))) == 2


def test_heros_sundering_exiles_a_nonland_permanent_and_transforms_venat():
    s = MtgScenario()
    venat = s.permanent(VENAT)
    s.lands(7, PLAINS)
    coeurl, land = s.permanent(COEURL, "p2"), s.permanent(PLAINS, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{venat}:1"])
    ask = s.ask("p1")
    assert coeurl in [o["id"] for o in ask["options"]] and land not in [o["id"] for o in ask["options"]]
    s.choose_targets([coeurl], "p1")
    s.pay()
    s.pass_both()
    assert s.defs(EXILE) == [COEURL]
    assert s.card(venat)["def"] == HYDAELYN and s.card(venat)["tapped"]  # the same object, transformed
    assert has_keyword(s.state, venat, "indestructible")


def blessing_of_light(s: MtgScenario, target: str) -> None:
    """p1's beginning of combat: Blessing of Light targets ``target`` (asked when there is a choice)."""
    s.pass_to("main1")
    s.pass_both()
    s.choose_targets([target], "p1")


def test_blessing_of_light_counters_and_protects_until_your_next_turn_and_draws_for_a_legend():
    s = MtgScenario()
    hydaelyn, zack, coeurl = s.permanent(HYDAELYN), s.permanent(ZACK), s.permanent(COEURL)
    blessing_of_light(s, zack)
    s.pass_both()
    assert s.card(zack)["counters"] == {"+1/+1": 1} and power(s.state, zack) == 1  # a 0/1
    assert has_keyword(s.state, zack, "indestructible") and not has_keyword(s.state, coeurl, "indestructible")
    assert len(s.zone(hand("p1"))) == 2  # Zack is legendary: a card drawn
    s.pass_to("main1", "p2", active="p2")
    assert has_keyword(s.state, zack, "indestructible")  # through the opponent's turn
    s.pass_to("upkeep")  # p1's next turn has begun: it ended (CR 611.2a)
    assert not has_keyword(s.state, zack, "indestructible") and has_keyword(s.state, hydaelyn, "indestructible")


def test_blessing_of_light_on_a_nonlegendary_creature_draws_nothing():
    s = MtgScenario()
    s.permanent(HYDAELYN)
    zack, coeurl = s.permanent(ZACK), s.permanent(COEURL)
    blessing_of_light(s, coeurl)
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and has_keyword(s.state, coeurl, "indestructible")
    assert len(s.zone(hand("p1"))) == 1 and "counters" not in s.card(zack)


def test_blessing_of_light_does_nothing_if_its_legendary_target_left():
    """The ruling: the target is illegal as the ability tries to resolve, so it doesn't, and no
    card is drawn even though the creature was legendary."""
    s = MtgScenario()
    s.permanent(HYDAELYN)
    zack = s.permanent(ZACK)
    blessing_of_light(s, zack)
    s.move(zack, graveyard("p1"))
    s.pass_both()
    assert s.state["stack"] == [] and len(s.zone(hand("p1"))) == 1


# ---- Terra, Magical Adept // Esper Terra

TERRA, ESPER_TERRA = "fin-245", "fin-245b"
SHIVA, REALM_REBORN = "fin-078", "fin-196"  # Summon: Shiva, a nonlegendary Saga creature (I, II: tap and stun; III: draw); an enchantment


def test_terra_transforms_into_esper_terra_which_copies_a_saga_and_adds_up_to_three_lore_counters():
    """Trance brings Esper Terra back transformed with a lore counter: chapter I targets only a
    nonlegendary enchantment you control (not Esper Terra, legendary; not the opponent's). The copy
    of Shiva enters with a lore counter of its own (chapter I), has haste, and two more lore
    counters trigger its chapters II and III; after III it is sacrificed as any Saga is."""
    s = MtgScenario()
    terra = s.permanent(TERRA)
    s.lands(3, MOUNTAIN), s.lands(3, FOREST)
    s.pass_to("main1")  # then the Sagas, which got no lore counter as the phase began
    shiva = s.permanent(SHIVA, counters={"lore": 1})
    s.permanent(SHIVA, "p2")
    coeurl = s.permanent(COEURL, "p2")
    s.activate(terra, 1)
    s.pass_both()  # Esper Terra enters: chapter I, its only legal target is p1's Shiva
    [esper] = s.cards(BATTLEFIELD, ESPER_TERRA)
    assert s.card(esper)["counters"] == {"lore": 1} and s.state["stack"][-1]["data"]["targets"] == [{"card": shiva}]
    s.pass_priority()
    s.pass_priority()  # it resolves: the copy, then how many lore counters
    ask = s.expect("p1", "choose_number", answer=["2"])
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2", "3"]
    [token] = [c for c in s.cards(BATTLEFIELD, SHIVA) if s.card(c).get("token")]
    assert s.card(token)["counters"] == {"lore": 3} and has_keyword(s.state, token, "haste")
    chapters = sorted(t["data"]["chapter"] for t in s.state["triggers"] if t["source"] == token)
    assert chapters == [1, 2, 3] and s.card(shiva)["counters"] == {"lore": 1}
    s.expect("p1", "order_triggers", exact=False, answer=["t2", "t3", "t4"])  # the first resolves first
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])  # chapters I and II
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()  # I: Coeurl tapped, a stun counter
    s.pass_both()  # II: another stun counter
    s.pass_both()  # III: a card for the one tapped creature p2 controls
    assert s.card(coeurl)["tapped"] and s.card(coeurl)["counters"] == {"stun": 2} and len(s.zone(hand("p1"))) == 2
    assert token not in s.state["cards"]  # its final chapter resolved: sacrificed (CR 714.4), the token ceases to exist
    assert s.card(shiva)["counters"] == {"lore": 1} and len(s.cards(BATTLEFIELD, SHIVA)) == 2  # p1's and p2's


def test_the_copy_is_sacrificed_at_your_next_end_step_not_the_opponents():
    """The chapter resolves in p2's turn (lore counters put by a position): "your next end step"
    is p1's, so the copy survives p2's end step."""
    s = MtgScenario()
    s.permanent(ESPER_TERRA)
    s.permanent(REALM_REBORN)
    s.pass_to("main1", "p2", active="p2")
    [esper] = s.cards(BATTLEFIELD, ESPER_TERRA)
    add_lore_counters(s.ctx(), esper)
    s.check_now()
    s.pass_priority("p2")  # p1 has priority after p2 passes with the chapter on the stack
    s.pass_priority("p1")
    copies = s.cards(BATTLEFIELD, REALM_REBORN)
    assert len(copies) == 2
    s.pass_to("upkeep")  # p2's end step went by
    assert len(s.cards(BATTLEFIELD, REALM_REBORN)) == 2
    s.move(esper, graveyard("p1"))  # no chapter II in p1's main phase
    s.pass_to("end")
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, REALM_REBORN)) == 1


def test_esper_terra_chapter_four_adds_ten_mana_and_returns_terra_who_mills_and_takes_an_enchantment():
    s = MtgScenario()
    esper = s.permanent(ESPER_TERRA, counters={"lore": 3})
    for definition in (REALM_REBORN, COEURL, REALM_REBORN, FOREST, FOREST):
        s.put(definition, library("p1"))
    s.pass_to("main1")  # the fourth lore counter: chapter IV
    s.pass_both()
    assert s.player("p1")["pool"] == {"W": 2, "U": 2, "B": 2, "R": 2, "G": 2} and esper not in s.state["cards"]
    [terra] = s.cards(BATTLEFIELD, TERRA)  # a new object, front face up; its enters ability triggers
    s.pass_both()
    ask = s.ask("p1")  # up to one enchantment card milled this way
    assert ask["kind"] == "choose_cards" and ask["min"] == 0 and ask["max"] == 1
    assert [s.card(o["id"])["def"] for o in ask["options"]] == [REALM_REBORN, REALM_REBORN]
    s.expect("p1", "choose_cards", exact=False, answer=[ask["options"][0]["id"]])
    assert sorted(s.defs(graveyard("p1"))) == sorted([REALM_REBORN, COEURL, FOREST, FOREST])
    assert sorted(s.defs(hand("p1"))) == sorted([REALM_REBORN, "fin-297"]) and terra in s.state["cards"]


def test_two_realm_reborns_grant_one_mana_choice_per_colour():
    """The copy Esper Terra makes of A Realm Reborn grants the same ability again: a permanent with
    it twice is offered each colour once (either ability taps it for the same mana)."""
    s = MtgScenario()
    s.permanent(REALM_REBORN), s.permanent(REALM_REBORN)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    ids = [o["id"] for o in s.ask("p1")["options"] if o["id"].startswith(f"mana:{coeurl}:")]
    assert ids == [f"mana:{coeurl}:-2:{c}" for c in "WUBRG"]


# ---- Kefka, Court Mage // Kefka, Ruler of Ruin

KEFKA, RULER = "fin-231", "fin-231b"
INFANTRY, INSPIRATION = "fin-025", "fin-008"  # Magitek Infantry, an artifact creature; Auron's Inspiration, an instant


def test_kefka_attacks_each_player_discards_and_he_draws_for_each_card_type_discarded():
    """p1 discards an artifact creature (two card types), p2 an instant: three types, three cards.
    Each player chooses (the controller first, then in turn order, CR 101.4)."""
    s = MtgScenario()
    kefka = s.permanent(KEFKA)
    infantry = s.hand(INFANTRY)
    inspiration = s.hand(INSPIRATION, "p2")
    s.declare_attackers([kefka])
    s.pass_both()  # the trigger resolves
    s.expect("p1", "choose_cards", exact=False, answer=[infantry])
    s.expect("p2", "choose_cards", exact=False, answer=[inspiration])
    assert sorted(s.defs(graveyard("p1")) + s.defs(graveyard("p2"))) == sorted([INFANTRY, INSPIRATION])
    assert len(s.zone(hand("p1"))) == 4 and len(s.zone(hand("p2"))) == 1  # p1's Island and three drawn; p2's Island


def test_kefka_draws_one_for_two_lands():
    s = MtgScenario()
    kefka = s.permanent(KEFKA)
    s.declare_attackers([kefka])  # each player's only card is an Island: discarded without a choice
    s.pass_both()
    assert s.defs(graveyard("p1")) == ["fin-297"] and s.defs(graveyard("p2")) == ["fin-297"]
    assert len(s.zone(hand("p1"))) == 1


def test_kefkas_eight_mana_makes_each_opponent_sacrifice_a_permanent_of_their_choice_and_transforms():
    s = MtgScenario()
    kefka = s.permanent(KEFKA)
    s.lands(8)
    coeurl, land = s.permanent(COEURL, "p2"), s.permanent(PLAINS, "p2")
    s.pass_to("main1")
    s.activate(kefka, 2)
    s.pass_both()
    ask = s.expect("p2", "choose_cards", exact=False, answer=[land])
    assert {o["id"] for o in ask["options"]} == {coeurl, land}
    assert s.defs(graveyard("p2")) == [PLAINS] and coeurl in s.state["cards"]
    assert s.card(kefka)["def"] == RULER


def test_ruler_of_ruin_draws_as_many_cards_as_an_opponent_loses_life_during_your_turn_only():
    """5 combat damage in p1's turn: five cards. In p2's turn Cecil's damage makes p2 lose life:
    nothing."""
    s = MtgScenario()
    ruler = s.permanent(RULER)
    s.declare_attackers([ruler])
    s.pass_to("main2")
    assert s.life("p2") == 15 and len(s.zone(hand("p1"))) == 6
    cecil = s.permanent("fin-091", "p2")
    s.declare_attackers([cecil], "p2")
    s.pass_to("main2", "p2")
    assert s.life("p2") == 13 and s.life("p1") == 18 and len(s.zone(hand("p1"))) == 6


# ---- Ultimecia, Time Sorceress // Ultimecia, Omnipotent

ULTIMECIA, OMNIPOTENT = "fin-247", "fin-247b"


def ultimecia_at_end_step(graveyard_cards: int) -> tuple[MtgScenario, str]:
    """p1 controls Ultimecia and eight lands for {4}{U}{U}{B}{B}, with ``graveyard_cards`` cards
    in the graveyard, and passes to the end step: the trigger is on the stack."""
    s = MtgScenario()
    ultimecia = s.permanent(ULTIMECIA)
    s.lands(4, ISLAND), s.lands(4, SWAMP)
    for _ in range(graveyard_cards):
        s.in_graveyard(FOREST)
    s.pass_to("end")
    return s, ultimecia


def test_ultimecia_pays_and_exiles_eight_cards_transforms_and_takes_an_extra_turn():
    """The notes' extra turn comes directly after this one (CR 500.7): p1 again, then p2."""
    s, ultimecia = ultimecia_at_end_step(9)
    turn = s.state["turn"]["number"]
    s.pass_both()
    ask = s.expect("p1", "choose_option", answer=["pay"])
    assert "放逐8张牌" in ask["options"][0]["label"]
    ask = s.expect("p1", "choose_cards", exact=False, answer=s.zone(graveyard("p1"))[:8])
    assert ask["min"] == ask["max"] == 8
    assert len(s.zone(EXILE)) == 8 and len(s.zone(graveyard("p1"))) == 1 and all(s.card(c)["tapped"] for c in s.cards(BATTLEFIELD, ISLAND))
    assert s.card(ultimecia)["def"] == OMNIPOTENT and has_keyword(s.state, ultimecia, "menace")
    assert s.state["stack"][-1]["kind"] == "trigger"  # Time Compression
    s.pass_both()
    s.pass_to("upkeep")
    assert s.state["turn"]["number"] == turn + 1 and s.state["turn"]["active"] == "p1"
    s.pass_to("upkeep", "p2", active="p2")  # then the turn order goes on
    assert s.state["turn"]["number"] == turn + 2


def test_ultimecia_asks_nothing_with_fewer_than_eight_cards_in_the_graveyard():
    s, ultimecia = ultimecia_at_end_step(7)
    s.pass_both()  # the trigger resolves: the cost can't be paid in full (CR 118.3)
    assert s.card(ultimecia)["def"] == ULTIMECIA and len(s.zone(graveyard("p1"))) == 7
    assert not any(s.card(c).get("tapped") for c in s.cards(BATTLEFIELD, ISLAND))
    s.pass_to("upkeep", "p2", active="p2")


def test_ultimecia_declined_keeps_the_cards_and_the_turn_order():
    s, ultimecia = ultimecia_at_end_step(8)
    s.pass_both()
    s.expect("p1", "choose_option", answer=["decline"])
    assert s.card(ultimecia)["def"] == ULTIMECIA and len(s.zone(graveyard("p1"))) == 8
    s.pass_to("upkeep", "p2", active="p2")


# ---- Joshua, Phoenix's Dominant // Phoenix, Warden of Fire

JOSHUA, PHOENIX = "fin-229", "fin-229b"
IRON_GIANT, CECIL = "fin-260", "fin-091"  # mana values 7 and 1


def test_joshua_discards_up_to_two_cards_then_draws_that_many():
    s = MtgScenario()
    s.lands(2, MOUNTAIN), s.lands(1, PLAINS)
    joshua, coeurl, zack = s.hand(JOSHUA), s.hand(COEURL), s.hand(ZACK)
    s.pass_to("main1")
    s.cast(joshua)
    s.pass_both()  # Joshua resolves; his trigger goes on the stack
    s.pass_both()
    ask = s.expect("p1", "choose_cards", exact=False, answer=[coeurl, zack])
    assert ask["min"] == 0 and ask["max"] == 2 and len(ask["options"]) == 3
    assert sorted(s.defs(graveyard("p1"))) == sorted([COEURL, ZACK]) and s.defs(hand("p1")) == ["fin-297", FOREST, FOREST]


def test_joshua_discarding_nothing_draws_nothing():
    """The notes: you may discard zero cards; then you draw none."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN), s.lands(1, PLAINS)
    joshua = s.hand(JOSHUA)
    s.pass_to("main1")
    s.cast(joshua)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[])
    assert s.defs(hand("p1")) == ["fin-297"] and s.defs(graveyard("p1")) == []


def test_phoenix_deals_two_damage_to_each_opponent_with_lifelink():
    s = MtgScenario()
    joshua = s.permanent(JOSHUA)
    s.lands(3, MOUNTAIN), s.lands(2, PLAINS)
    s.pass_to("main1")
    s.activate(joshua, 1)
    s.pass_both()  # Phoenix enters with a lore counter: chapter I
    [phoenix] = s.cards(BATTLEFIELD, PHOENIX)
    s.pass_both()
    assert s.life("p2") == 18 and s.life("p1") == 22 and s.card(phoenix)["counters"] == {"lore": 1}


def test_phoenix_returns_creature_cards_with_total_mana_value_six_or_less_then_returns_as_joshua():
    """Each target is chosen within what the total leaves: after two Coeurls (4) and Zack (1),
    Cecil (1) still fits but p1 stops; Iron Giant (7) is never offered. Phoenix comes back front
    face up: a new Joshua, whose enters ability triggers."""
    s = MtgScenario()
    phoenix = s.permanent(PHOENIX, counters={"lore": 2})
    first, second, zack = s.in_graveyard(COEURL), s.in_graveyard(COEURL), s.in_graveyard(ZACK)
    giant, cecil = s.in_graveyard(IRON_GIANT), s.in_graveyard(CECIL)
    s.pass_to("draw")
    s.pass_both()  # the precombat main phase: the third lore counter, chapter III
    ask = s.expect("p1", "choose_targets", exact=False, answer=[first])
    assert {o["id"] for o in ask["options"]} == {first, second, zack, cecil} and ask["min"] == 0
    s.expect("p1", "choose_targets", exact=False, answer=[second])
    ask = s.expect("p1", "choose_targets", exact=False, answer=[zack])
    assert {o["id"] for o in ask["options"]} == {zack, cecil}  # 2 left
    ask = s.expect("p1", "choose_targets", exact=False, answer=[])
    assert {o["id"] for o in ask["options"]} == {cecil}
    s.pass_both()
    assert sorted(s.card(c)["def"] for c in s.zone(BATTLEFIELD) if s.card(c)["def"] in (COEURL, ZACK)) == [COEURL, COEURL, ZACK]
    assert sorted(s.defs(graveyard("p1"))) == sorted([IRON_GIANT, CECIL]) and giant in s.state["cards"]
    assert phoenix not in s.state["cards"] and len(s.cards(BATTLEFIELD, JOSHUA)) == 1
    assert s.state["stack"][-1]["kind"] == "trigger"  # Joshua's enters ability


def test_phoenix_returns_only_the_targets_still_in_the_graveyard():
    """CR 608.2b: a target card that left the graveyard isn't returned; the others are."""
    s = MtgScenario()
    s.permanent(PHOENIX, counters={"lore": 2})
    first, second = s.in_graveyard(COEURL), s.in_graveyard(COEURL)
    s.pass_to("draw")
    s.pass_both()
    s.expect("p1", "choose_targets", exact=False, answer=[first])
    s.expect("p1", "choose_targets", exact=False, answer=[second])
    s.move(first, EXILE)
    s.pass_both()
    assert s.defs(EXILE) == [COEURL] and len(s.cards(BATTLEFIELD, COEURL)) == 1 and s.defs(graveyard("p1")) == []


# ---- Zenos yae Galvus // Shinryu, Transcendent Rival

ZENOS, SHINRYU = "fin-127", "fin-127b"
INTERVENTION = "fin-116"  # Sephiroth's Intervention {3}{B}: destroy target creature, gain 2 life


def zenos_entered(chosen_definition: str = IRON_GIANT) -> tuple[MtgScenario, dict]:
    """p1 casts Zenos with p2's Coeurl and a creature of ``chosen_definition`` and p1's Coeurl on
    the battlefield, and chooses the latter as his enters ability resolves."""
    s = MtgScenario()
    s.lands(9, SWAMP)
    ids = {"mine": s.permanent(COEURL), "theirs": s.permanent(COEURL, "p2"), "chosen": s.permanent(chosen_definition, "p2")}
    s.pass_to("main1")
    s.cast(s.hand(ZENOS))
    s.pass_both()  # Zenos resolves, his trigger goes on the stack
    s.pass_both()
    ask = s.expect("p1", "choose_cards", exact=False, answer=[ids["chosen"]])
    assert {o["id"] for o in ask["options"]} == {ids["theirs"], ids["chosen"]} and ask["min"] == 1  # an opponent's creature
    [ids["zenos"]] = s.cards(BATTLEFIELD, ZENOS)
    return s, ids


def test_zenos_gives_every_other_creature_but_the_chosen_one_minus_two():
    s, ids = zenos_entered()
    assert ids["mine"] not in s.state["cards"] and ids["theirs"] not in s.state["cards"]  # 2/2s: -2/-2, they die
    assert power(s.state, ids["chosen"]) == 6 and power(s.state, ids["zenos"]) == 4
    assert s.events_of("permanent_chosen")[-1]["chosen"] == ids["chosen"]


def test_zenos_transforms_when_the_chosen_creature_leaves_and_shinryu_chooses_an_opponent():
    s, ids = zenos_entered()
    s.cast(s.hand(INTERVENTION), [ids["chosen"]])
    s.pass_both()  # destroyed: the chosen creature left, the linked ability triggers
    assert s.state["stack"][-1]["kind"] == "trigger"
    s.pass_both()
    assert s.card(ids["zenos"])["def"] == SHINRYU and has_keyword(s.state, ids["zenos"], "flying")
    assert s.card(ids["zenos"])["chosen_player"] == "p2"  # the only opponent, chosen as it transformed


def test_zenos_doesnt_transform_when_another_creature_leaves():
    s, ids = zenos_entered(chosen_definition=INFANTRY)
    other = s.permanent(IRON_GIANT, "p2")
    s.cast(s.hand(INTERVENTION), [other])
    s.pass_both()
    assert s.state["stack"] == [] and s.card(ids["zenos"])["def"] == ZENOS


def test_shinryu_wins_when_the_chosen_player_loses_with_others_left():
    """Three players: p3, chosen as Zenos transformed, loses (0 life); p2 is still in the game, and
    Burning Chains makes p1 win."""
    s = MultiplayerScenario()
    s.lands(5, SWAMP)
    zenos, giant = s.permanent(ZENOS), s.permanent(IRON_GIANT, "p3")
    s.pass_to("main1")
    s.state["data"]["linked_chosen"] = {zenos: giant}  # as if chosen as Zenos entered
    s.cast(s.hand(INTERVENTION), [giant])
    s.pass_all()
    s.pass_all()  # the linked ability resolves: transform, then choose an opponent
    s.expect("p1", "choose_option", answer=["p3"])
    s.set_player("p3", life=0)
    s.check_now()
    assert s.state["stack"][-1]["kind"] == "trigger"
    s.pass_all()
    assert s.state["result"]["winners"] == ["p1"]


# ---- Sephiroth, Fabled SOLDIER // Sephiroth, One-Winged Angel

SEPHIROTH, ONE_WINGED = "fin-115", "fin-115b"
FIRE_MAGIC = "fin-136"  # tiered: Fire — {0} — 1 damage to each creature


def order_all(s: MtgScenario) -> None:
    """p1 orders the triggers waiting, as offered."""
    s.expect("p1", "order_triggers", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]])


def test_sephiroth_attacks_sacrifices_another_creature_and_draws():
    s = MtgScenario()
    sephiroth, coeurl = s.permanent(SEPHIROTH), s.permanent(COEURL)
    s.declare_attackers([sephiroth])
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    assert s.defs(graveyard("p1")) == [COEURL] and len(s.zone(hand("p1"))) == 2
    assert s.state["triggers"] or s.state["stack"]  # Coeurl died: Sephiroth's other ability
    s.pass_both()
    assert s.life("p2") == 19 and s.life("p1") == 21


def test_sephiroth_transforms_on_the_fourth_resolution_this_turn_and_the_emblem_drains_afterwards():
    """Six creatures die at once: six triggers (the notes); the fourth to resolve transforms him,
    the fifth and sixth don't transform him back. Transforming gives p1 the emblem, which triggers
    for the next creature dying (his back face has no such ability of its own)."""
    s = MtgScenario()
    sephiroth = s.permanent(SEPHIROTH)
    for _ in range(6):
        s.permanent(INFANTRY, "p2")
    s.lands(2, MOUNTAIN)
    s.pass_to("main1")
    s.cast_modal(s.hand(FIRE_MAGIC), 0)
    s.pass_both()  # 1 damage to each creature: six Magitek Infantry die
    order_all(s)
    for resolved in range(1, 7):
        s.pass_both()
        assert s.card(sephiroth)["def"] == (SEPHIROTH if resolved < 4 else ONE_WINGED)
    assert s.life("p2") == 14 and s.life("p1") == 26
    assert s.state["data"]["emblems"][0]["owner"] == "p1" and s.events_of("emblem_created")
    assert s.view("p2")["emblems"] == [{"owner": "p1", "name": "孤翼天使萨菲罗斯（Sephiroth, One-Winged Angel）"}]  # public (CR 114)
    s.permanent(INFANTRY, "p2")
    s.cast_modal(s.hand(FIRE_MAGIC), 0)
    s.pass_both()  # the Infantry dies: the emblem triggers (One-Winged Angel has no such ability)
    assert [o["source"] for o in s.state["stack"]] == ["emblem-1"]
    s.pass_both()
    assert s.life("p2") == 13 and s.life("p1") == 27 and s.card(sephiroth)["def"] == ONE_WINGED


def test_one_winged_angel_attacks_sacrifices_any_number_of_other_creatures_and_draws_that_many():
    s = MtgScenario()
    angel = s.permanent(ONE_WINGED)
    first, second, kept = s.permanent(COEURL), s.permanent(COEURL), s.permanent(COEURL)
    s.declare_attackers([angel])
    s.pass_both()
    ask = s.expect("p1", "choose_cards", exact=False, answer=[first, second])
    assert ask["min"] == 0 and {o["id"] for o in ask["options"]} == {first, second, kept}  # not itself
    assert s.defs(graveyard("p1")) == [COEURL, COEURL] and len(s.zone(hand("p1"))) == 3 and kept in s.state["cards"]


# ---- Emet-Selch, Unsundered // Hades, Sorcerer of Eld

EMET_SELCH, HADES = "fin-218", "fin-218b"
CASTLE_GUARD = "fin-018"  # Dwarven Castle Guard: "when this creature dies, create a 1/1 Hero"


def emet_selch_at_next_upkeep(graveyard_cards: int) -> tuple[MtgScenario, str]:
    """Emet-Selch with ``graveyard_cards`` cards in p1's graveyard, at p1's next upkeep (the one
    after the position was set up, so his ability may have triggered)."""
    s = MtgScenario()
    emet = s.permanent(EMET_SELCH)
    for _ in range(graveyard_cards):
        s.in_graveyard(FOREST)
    s.pass_to("main1")
    s.pass_to("upkeep")
    return s, emet


def test_emet_selch_may_transform_at_upkeep_with_fourteen_cards_in_the_graveyard():
    s, emet = emet_selch_at_next_upkeep(14)
    assert len(s.state["stack"]) == 1
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])  # "you may transform"
    assert s.card(emet)["def"] == HADES and has_keyword(s.state, emet, "vigilance")


def test_emet_selch_does_not_trigger_with_thirteen_cards_and_loots_as_he_attacks():
    s, emet = emet_selch_at_next_upkeep(13)
    assert s.state["stack"] == [] and s.card(emet)["def"] == EMET_SELCH  # CR 603.4
    s.declare_attackers([emet])
    s.pass_both()  # draw a Forest (the library), then discard one of the two cards
    s.expect("p1", "choose_cards", exact=False, answer=[s.zone(hand("p1"))[0]])
    assert len(s.zone(graveyard("p1"))) == 14 and len(s.zone(hand("p1"))) == 2 and not s.card(emet).get("tapped")  # the Island and a Forest: the turn's draw, the loot


def test_hades_plays_a_land_and_casts_a_spell_from_the_graveyard_during_your_turn_only():
    """The notes: the normal costs and timing; the spell, resolving, is exiled instead of put into
    the graveyard; in the opponent's turn nothing is offered."""
    s = MtgScenario()
    s.permanent(HADES)
    s.lands(4, SWAMP)
    land, intervention = s.in_graveyard(PLAINS), s.in_graveyard(INTERVENTION)
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    ids = [o["id"] for o in s.ask("p1")["options"]]
    assert f"graveyard:{land}" in ids and f"graveyard:{intervention}" in ids
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{land}"])
    assert s.cards(BATTLEFIELD, PLAINS) and s.state["turn"]["lands_played"] == 1
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{intervention}"])
    s.choose_targets([coeurl], "p1")
    s.pay()
    s.pass_both()
    assert s.defs(EXILE) == [INTERVENTION] and s.defs(graveyard("p1")) == [] and s.defs(graveyard("p2")) == [COEURL]
    s.in_graveyard(INTERVENTION)
    s.lands(4, SWAMP)
    s.pass_to("main1", "p2", active="p2")
    s.pass_priority("p2")
    assert not any(o["id"].startswith("graveyard:") for o in s.ask("p1")["options"])


def test_hades_exiles_your_dying_creatures_which_then_dont_die():
    """The notes: "when this creature dies" abilities of your permanents don't trigger; an
    opponent's graveyard is not affected."""
    s = MtgScenario()
    s.permanent(HADES)
    guard, theirs = s.permanent(CASTLE_GUARD), s.permanent(CASTLE_GUARD, "p2")
    s.lands(2, MOUNTAIN)
    s.pass_to("main1")
    s.cast_modal(s.hand(FIRE_MAGIC), 0)
    s.pass_both()  # 1 damage to each creature: both Castle Guards (1 toughness) are destroyed
    assert guard not in s.state["cards"] and theirs not in s.state["cards"]
    assert sorted(s.defs(EXILE)) == sorted([CASTLE_GUARD, FIRE_MAGIC]) and s.defs(graveyard("p2")) == [CASTLE_GUARD]
    assert [o["controller"] for o in s.state["triggers"] + s.state["stack"]] == ["p2"]  # only p2's Castle Guard died
