"""FIC/FCA cards about costs and what is paid (issue 18, mtg-costs): Papalymo Totolymo, Yawgmoth,
Thran Physician (protection from Humans, -1/-1 counters, a discard cost on an activated ability),
Jodah, the Unifier (exiling until a card is found, then casting it free), Gix, Yawgmoth Praetor
("its controller may pay 1 life", "Discard X cards", playing exiled cards free as it resolves),
Kinnan, Bonder Prodigy (a triggered mana ability adding a type the tapped permanent produced);
one scenario per ability."""

from engine.games.mtg.cards import card
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.permanents import change_life
from engine.games.mtg.targets import candidates
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario
from tests.games.mtg.position import FOREST, ISLAND, PLAINS, SWAMP, MtgScenario

PAPALYMO, YAWGMOTH, JODAH, GIX, KINNAN = "fic-295", "fca-165", "fca-170", "fca-185", "fca-203"
GARDENER, RING = "fin-188", "fin-269"  # a 1/3 Plant Beast with "{T}: Add {G}"; an artifact with "{T}: Add {C}{C}"
ADELBERT = "fin-003"  # a Human Knight
COEURL, IRON_GIANT, BRAINSTORM = "fin-012", "fin-260", "fca-179"  # a {1}{W} 2/2; a vanilla 6/6; a {U} instant


def test_papalymo_pings_each_opponent_and_gains_on_noncreature_spells_only():
    """"Whenever you cast a noncreature spell, Papalymo Totolymo deals 1 damage to each opponent and
    you gain 1 life" (CR 601.2i: it resolves before the spell, the rulings); a creature spell doesn't."""
    s = MultiplayerScenario()
    s.permanent(PAPALYMO)
    s.lands(2, ISLAND)
    s.lands(2, PLAINS)
    brainstorm, coeurl = s.hand(BRAINSTORM), s.hand(COEURL)
    s.pass_to("main1")
    s.cast(coeurl)
    s.pass_all()
    assert [s.life(p) for p in ("p1", "p2", "p3")] == [20, 20, 20] and s.cards(BATTLEFIELD, COEURL)
    s.cast(brainstorm)
    assert len(s.state["stack"]) == 2  # the trigger above the spell
    s.pass_all()
    assert [s.life(p) for p in ("p1", "p2", "p3")] == [21, 19, 19] and len(s.state["stack"]) == 1


def test_papalymo_makes_each_opponent_who_lost_life_sacrifice_a_greatest_power_creature():
    """"{4}, {T}, Sacrifice Papalymo Totolymo: Each opponent who lost life this turn sacrifices a
    creature with the greatest power among creatures they control": ties are that player's choice
    (a 6/6 of two, not the 2/2); an opponent who lost no life keeps theirs; gaining it back changes
    nothing."""
    s = MultiplayerScenario()
    papalymo = s.permanent(PAPALYMO)
    s.lands(4, PLAINS)
    giants = [s.permanent(IRON_GIANT, "p2"), s.permanent(IRON_GIANT, "p2")]
    small = s.permanent(COEURL, "p2")
    safe = s.permanent(IRON_GIANT, "p3")
    s.pass_to("main1")
    change_life(s.ctx(), "p2", -1)
    change_life(s.ctx(), "p2", 1)
    s.activate(papalymo, 1)
    assert s.cards(graveyard("p1"), PAPALYMO)
    s.pass_all()
    s.expect("p2", "choose_cards", options=giants, answer=[giants[1]])
    assert s.defs(graveyard("p2")) == [IRON_GIANT] and giants[1] not in s.zone(BATTLEFIELD)
    assert {giants[0], small, safe} <= set(s.zone(BATTLEFIELD)) and not s.zone(graveyard("p3"))


def test_yawgmoth_has_protection_from_humans():
    """CR 702.16b, f: a Human can't block it, and a Human's ability can't target it (not even
    Yawgmoth's own: it is a Human); a Cat can block it."""
    s = MtgScenario()
    yawgmoth = s.permanent(YAWGMOTH)
    human, cat = s.permanent(ADELBERT, "p2"), s.permanent(COEURL, "p2")
    spec = card(YAWGMOTH).abilities[0].targets[0]
    legal = [c.get("card") for c in candidates(s.state, spec, "p1", yawgmoth, [])]
    assert cat in legal and human in legal and yawgmoth not in legal
    s.declare_attackers([yawgmoth])
    while s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    options = [o["id"] for o in s.expect("p2", "choose_cards")["options"]]
    assert f"{cat}>{yawgmoth}" in options and f"{human}>{yawgmoth}" not in options


def test_yawgmoth_pays_life_and_sacrifices_another_creature_for_a_minus_counter_and_a_card():
    """"Pay 1 life, Sacrifice another creature: Put a -1/-1 counter on up to one target creature
    and draw a card": Yawgmoth itself can't be sacrificed; a +1/+1 and a -1/-1 counter on one
    permanent are both removed (CR 704.5q); with no target it still draws."""
    s = MtgScenario()
    yawgmoth = s.permanent(YAWGMOTH)
    fodder = [s.permanent(COEURL), s.permanent(COEURL)]
    victim = s.permanent(COEURL, "p2", counters={"+1/+1": 1})
    s.pass_to("main1")
    cards = len(s.zone(hand("p1")))
    s.activate(yawgmoth, 0, [victim])
    s.expect("p1", "choose_cards", options=fodder, answer=[fodder[0]])
    assert s.life("p1") == 19 and fodder[0] not in s.zone(BATTLEFIELD)
    s.pass_both()
    assert s.ctx().counter(victim, "+1/+1") == 0 and s.ctx().counter(victim, "-1/-1") == 0
    assert (power(s.state, victim), toughness(s.state, victim)) == (2, 2) and len(s.zone(hand("p1"))) == cards + 1
    assert s.events_of("counters_removed")
    s.activate(yawgmoth, 0, [victim])
    s.pass_both()
    assert (power(s.state, victim), toughness(s.state, victim)) == (1, 1) and s.ctx().counter(victim, "-1/-1") == 1
    assert s.life("p1") == 18 and len(s.zone(hand("p1"))) == cards + 2 and fodder[1] not in s.zone(BATTLEFIELD)


def test_yawgmoth_discards_a_card_for_a_proliferate():
    """"{B}{B}, Discard a card: Proliferate": the discard is part of the cost (CR 602.2b, 601.2h),
    so it isn't offered with an empty hand."""
    s = MtgScenario()
    yawgmoth = s.permanent(YAWGMOTH)
    s.lands(2, SWAMP)
    victim = s.permanent(IRON_GIANT, "p2", counters={"-1/-1": 1})
    island = s.zone(hand("p1"))[0]
    s.ctx().move(island, graveyard("p1"))
    s.pass_to("main1")
    assert f"activate:{yawgmoth}:1" not in [o["id"] for o in s.ask("p1")["options"]]
    kept, discarded = s.hand(ISLAND), s.hand(PLAINS)
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{yawgmoth}:1"])
    s.pay()
    s.expect("p1", "choose_cards", options=[kept, discarded], answer=[discarded])
    assert s.defs(graveyard("p1")) == [ISLAND, PLAINS] and s.zone(hand("p1")) == [kept]
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[victim])
    assert s.ctx().counter(victim, "-1/-1") == 2 and (power(s.state, victim), toughness(s.state, victim)) == (4, 4)


def test_jodah_gives_legendary_creatures_you_control_plus_x_for_each_of_them():
    """"Legendary creatures you control get +X/+X, where X is the number of legendary creatures you
    control" (layer 7c): Jodah counts itself; a nonlegendary creature and an opponent's legend don't
    get it."""
    s = MtgScenario()
    jodah, coeurl = s.permanent(JODAH), s.permanent(COEURL)
    theirs = s.permanent(PAPALYMO, "p2")
    assert (power(s.state, jodah), toughness(s.state, jodah)) == (6, 6)
    papalymo = s.permanent(PAPALYMO)
    assert (power(s.state, jodah), toughness(s.state, jodah)) == (7, 7) and (power(s.state, papalymo), toughness(s.state, papalymo)) == (3, 4)
    assert (power(s.state, coeurl), power(s.state, theirs)) == (2, 1)


def test_jodah_exiles_until_a_lesser_legend_and_casts_it_free_then_bottoms_the_rest():
    """"Whenever you cast a legendary spell from your hand, exile cards from the top of your library
    until you exile a legendary nonland card with lesser mana value. You may cast that card without
    paying its mana cost. Put the rest on the bottom of your library in a random order": a legend of
    greater mana value is passed over; the free spell resolves first (the rulings); a nonlegendary
    spell doesn't trigger it."""
    s = MtgScenario()
    s.permanent(JODAH)
    s.lands(4, SWAMP)
    s.lands(2, PLAINS)
    yawgmoth, coeurl = s.hand(YAWGMOTH), s.hand(COEURL)
    for definition in (PAPALYMO, JODAH, IRON_GIANT, FOREST):  # Forest on top
        s.put(definition, library("p1"))
    s.pass_to("main1")
    s.cast(coeurl)
    assert len(s.state["stack"]) == 1
    s.pass_both()
    s.cast(yawgmoth)
    assert len(s.state["stack"]) == 2
    s.pass_both()
    [found] = s.expect("p1", "choose_cards")["options"]
    assert s.card(found["id"])["def"] == PAPALYMO and sorted(s.defs(EXILE)) == sorted([PAPALYMO, JODAH, IRON_GIANT, FOREST])
    s.answer_raw("p1", [found["id"]])
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [YAWGMOTH, PAPALYMO]
    assert not s.zone(EXILE) and sorted(s.defs(library("p1"))[:3]) == sorted([JODAH, IRON_GIANT, FOREST])
    assert sum(1 for c in s.cards(BATTLEFIELD, SWAMP) if s.card(c).get("tapped")) == 4  # nothing paid for Papalymo
    s.pass_both()
    assert s.cards(BATTLEFIELD, PAPALYMO) and [s.card(o["card"])["def"] for o in s.state["stack"]] == [YAWGMOTH]


def test_gix_lets_the_controller_of_a_creature_that_hit_an_opponent_pay_a_life_to_draw():
    """"Whenever a creature deals combat damage to one of your opponents, its controller may pay 1
    life. If they do, they draw a card": asked of the attacking creature's controller, here p2
    attacking p3 in a three-player game."""
    s = MultiplayerScenario()
    s.permanent(GIX)
    attacker = s.permanent(COEURL, "p2")
    s.pass_to("main1", "p2")
    s.pass_all()
    s.pass_all()
    s.expect("p2", "choose_cards", answer=[attacker])
    s.expect("p2", "choose_option", answer=["p3"])
    cards = len(s.zone(hand("p2")))
    s.pass_to("combat_damage", "p2", "p2")  # p3 declares no blockers
    s.pass_all()
    s.expect("p2", "yes_no", answer=["yes"])
    assert (s.life("p2"), s.life("p3"), len(s.zone(hand("p2")))) == (19, 18, cards + 1)


def test_gix_discards_x_to_exile_x_and_plays_a_land_and_casts_a_spell_free_as_it_resolves():
    """"{4}{B}{B}, Discard X cards: Exile the top X cards of target opponent's library. You may play
    lands and cast spells from among cards exiled this way without paying their mana costs": X is
    announced (at most the hand's size), the cards are chosen one by one as it resolves (the
    rulings), a land with the turn's land play."""
    s = MtgScenario()
    gix = s.permanent(GIX)
    s.lands(6, SWAMP)
    s.hand(PLAINS)
    coeurl = s.put(COEURL, library("p2"))
    forest = s.put(FOREST, library("p2"))  # on top
    s.pass_to("main1")
    ask = s.expect("p1", "choose_action", exact=False, answer=[f"activate:{gix}:1"])
    assert ask
    ask = s.expect("p1", "choose_option", exact=False, answer=["x:2"])
    assert [o["id"] for o in ask["options"]] == ["x:0", "x:1", "x:2"]
    s.pay()
    assert not s.zone(hand("p1")) and len(s.zone(graveyard("p1"))) == 2
    while s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    exiled = s.zone(EXILE)
    assert sorted(s.defs(EXILE)) == sorted([COEURL, FOREST]) and coeurl not in exiled
    land = next(c for c in exiled if s.card(c)["def"] == FOREST)
    s.expect("p1", "choose_cards", exact=False, answer=[land])
    spell = next(c for c in s.zone(EXILE) if s.card(c)["def"] == COEURL)
    s.expect("p1", "choose_cards", options=[spell], answer=[spell])
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [COEURL] and forest not in s.zone(BATTLEFIELD)
    assert any(s.card(c)["def"] == FOREST and s.card(c)["owner"] == "p2" for c in s.zone(BATTLEFIELD))
    s.pass_both()
    [theirs] = s.cards(BATTLEFIELD, COEURL)
    assert s.ctx().controller(theirs) == "p1" and s.card(theirs)["owner"] == "p2"


def test_gix_lets_you_play_an_exiled_land_only_in_your_own_turn():
    """Gix's rulings: a land is played this way only in your own turn with a land play left (CR
    305.3): activated in p2's turn, the exiled land stays in exile."""
    s = MtgScenario()
    gix = s.permanent(GIX)
    s.lands(6, SWAMP)
    s.put(FOREST, library("p2"))
    s.pass_to("main1", "p2")
    s.pass_priority("p2")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{gix}:1"])
    s.expect("p1", "choose_option", exact=False, answer=["x:1"])
    s.pay()
    while s.state["stack"]:
        s.pass_priority()
    assert s.priority_player() and s.defs(EXILE) == [FOREST] and not s.zone(hand("p1"))  # not offered


def test_kinnan_adds_one_mana_of_a_type_a_nonland_permanent_produced():
    """"Whenever you tap a nonland permanent for mana, add one mana of any type that permanent
    produced" (a triggered mana ability, CR 605.1b, 605.4a): a creature's {G} makes {G}{G}, an
    artifact's {C}{C} makes {C}{C}{C}; a land's mana adds nothing."""
    s = MtgScenario()
    s.permanent(KINNAN)
    gardener, ring = s.permanent(GARDENER), s.permanent(RING)
    [forest] = s.lands(1, FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forest}:-1"])
    assert s.state["players"]["p1"]["pool"] == {"G": 1}
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{gardener}:0"])
    assert s.state["players"]["p1"]["pool"] == {"G": 3}
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{ring}:0"])
    assert s.state["players"]["p1"]["pool"] == {"G": 3, "C": 3}


def test_kinnan_puts_a_non_human_creature_from_the_top_five_onto_the_battlefield():
    """"{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature card
    from among them onto the battlefield. Put the rest on the bottom of your library in a random
    order": a Human isn't offered."""
    s = MtgScenario()
    kinnan = s.permanent(KINNAN)
    s.lands(6, FOREST)
    s.lands(1, ISLAND)
    s.put(ADELBERT, library("p1"))
    plant = s.put(GARDENER, library("p1"))
    for _ in range(3):
        s.put(SWAMP, library("p1"))
    s.pass_to("main1")
    s.activate(kinnan, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", options=[plant], answer=[plant])
    assert s.cards(BATTLEFIELD, GARDENER) and not s.cards(BATTLEFIELD, ADELBERT)
    assert sorted(s.defs(library("p1"))[:4]) == sorted([ADELBERT, SWAMP, SWAMP, SWAMP])
