"""FIC/FCA cards that let a player play cards from somewhere other than the hand: the top of the
library (Summoning Materia, Bolas's Citadel), foretold cards from exile (Ultimate Magic: Holy and Meteor, Lifestream's Blessing, CR
702.143), exiled cards until the end of your next turn (Light Up the Stage, with spectacle, CR
702.137), impulse draws (Cait Sith), rebound (Transpose, CR 702.88), cards exiled face down with a permanent (Urianger Augurelt), blitz from
the hand or the graveyard (Sabin, CR 702.152), Snort; one scenario per ability."""

from engine.core.events import events_for
from engine.games.mtg import play_from_exile
from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.permanents import change_life, leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

MATERIA, HOLY, METEOR, STAGE, CAIT_SITH, TRANSPOSE = "fic-277", "fic-241", "fic-267", "fca-189", "fic-259", "fic-257"
CITADEL, BLESSING, URIANGER, SABIN, SNORT = "fca-162", "fic-272", "fic-300", "fic-262", "fic-263"
COEURL, SAZHS_CHOCOBO = "fin-012", "fin-200"  # a {1}{W} 2/2 creature; a {G} Bird creature


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_summoning_materia_casts_creatures_from_the_top_only_while_attached():
    """"You may look at the top card of your library any time" (revealed to its owner); "as long
    as this Equipment is attached to a creature, you may cast creature spells from the top of your
    library" (normal timing and costs, the rulings): not lands, and not while unattached."""
    s = MtgScenario()
    s.lands(2, FOREST)
    materia = s.permanent(MATERIA)
    bird = s.put(SAZHS_CHOCOBO, library("p1"))
    s.pass_to("main1")
    assert s.card(bird)["visible_to"] == ["p1"]
    assert f"top:{bird}" not in _options(s)
    coeurl = s.permanent(COEURL)
    s.card(materia)["attached_to"] = coeurl
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{bird}"])
    s.pay()
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [SAZHS_CHOCOBO]
    s.pass_both()
    assert s.cards(BATTLEFIELD, SAZHS_CHOCOBO)
    top = s.zone(library("p1"))[-1]  # a Forest: a land is no creature spell
    assert s.card(top)["def"] == FOREST and f"top:{top}" not in _options(s)


def test_summoning_materia_gives_plus_two_vigilance_and_a_green_mana_ability():
    """"Equipped creature gets +2/+2 and has vigilance and '{T}: Add {G}.'"; Equip {2}."""
    s = MtgScenario()
    s.lands(2, FOREST)
    materia = s.permanent(MATERIA)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(materia, 4, [coeurl])
    s.pass_both()
    assert s.card(materia)["attached_to"] == coeurl
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 4) and has_keyword(s.state, coeurl, "vigilance")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{coeurl}:-2"])  # the granted ability
    assert s.state["players"]["p1"]["pool"].get("G") == 1 and s.card(coeurl)["tapped"]


def _foretell(s: MtgScenario, card_id: str, player: str = "p1") -> str:
    """Foretell the card (a special action in its owner's turn, CR 702.143a): pay {2}, exile it
    face down; the player has priority again."""
    s.expect(player, "choose_action", exact=False, answer=[f"foretell:{card_id}"])
    s.pay(player)
    [exiled] = s.zone(EXILE)
    assert s.priority_player() == player and not s.state["stack"]
    return exiled


def test_foretell_exiles_face_down_for_two_and_casts_only_after_this_turn():
    """702.143a: {2} in the owner's turn, then "after the current turn has ended" for the foretell
    cost; a foretold instant may be cast in the next player's turn (the rulings)."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    holy = s.hand(HOLY)
    s.pass_to("main1")
    exiled = _foretell(s, holy)
    assert s.card(exiled)["def"] == HOLY and s.card(exiled).get("face_down") and s.card(exiled)["visible_to"] == ["p1"]
    assert sum(1 for c in s.cards(BATTLEFIELD, PLAINS) if s.card(c).get("tapped")) == 2
    assert not [o for o in _options(s) if o.startswith(("foretold:", "foretell:"))]
    s.pass_to("main1", "p1", active="p2")
    assert f"foretold:{exiled}" in _options(s) and not [o for o in _options(s) if o.startswith("foretell:")]
    s.expect("p1", "choose_action", exact=False, answer=[f"foretold:{exiled}"])
    s.pay()
    assert s.zone(EXILE) == [] and [o.get("cast_from_exile") for o in s.state["stack"]] == [True]


def test_foretell_is_offered_only_in_its_owners_turn():
    s = MtgScenario()
    s.lands(5, PLAINS)
    holy = s.hand(HOLY)
    s.pass_to("main1", "p1", active="p2")
    assert f"cast:{holy}" in _options(s) and f"foretell:{holy}" not in _options(s)


def test_a_foretold_card_stays_hidden_from_the_opponent():
    """CR 406.3 / 702.143a: only its owner may look at the face-down card: the opponent's view,
    their events and the log name no card, the owner's do."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    holy = s.hand(HOLY)
    s.pass_to("main1")
    seen = len(s.events)
    exiled = _foretell(s, holy)
    name = "究极魔法"
    assert HOLY not in str(s.view("p2")) and name not in str(s.view("p2"))
    assert HOLY in str(s.view("p1")["zones"][EXILE])
    theirs = events_for(s.events[seen:], "p2")
    assert HOLY not in str(theirs) and [e["type"] for e in theirs if e["type"] == "foretold"] == ["foretold"]
    assert HOLY in str(events_for(s.events[seen:], "p1"))
    s.pass_to("main1", "p1", active="p2")  # p1 is offered the cast: still nothing for p2 to read
    assert f"foretold:{exiled}" in _options(s) and HOLY not in str(s.view("p2")) and name not in str(s.view("p2"))
    assert HOLY not in str(events_for(s.events[seen:], "p2"))


def test_cancelling_a_foretold_cast_puts_the_card_back_face_down_and_foretold():
    """CR 728.1: the game returns to before the announcement."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    holy = s.hand(HOLY)
    s.pass_to("main1")
    _foretell(s, holy)
    s.pass_to("main1", "p1", active="p2")
    [exiled] = s.zone(EXILE)
    s.expect("p1", "choose_action", exact=False, answer=[f"foretold:{exiled}"])
    s.expect("p1", "choose_action", exact=False, answer=["cancel"])
    [back] = s.zone(EXILE)
    assert s.card(back).get("face_down") and s.card(back)["visible_to"] == ["p1"] and f"foretold:{back}" in _options(s)


def _holy_then_attacked(from_exile: bool) -> MtgScenario:
    """p1 casts Holy in p2's main phase (from exile, foretold in p1's turn, or from the hand);
    then p2's Coeurl attacks p1 unblocked."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    holy = s.hand(HOLY)
    s.permanent(COEURL, "p2")
    if from_exile:
        s.pass_to("main1")
        _foretell(s, holy)
    s.pass_to("main1", "p1", active="p2")
    if from_exile:
        [exiled] = s.zone(EXILE)
        s.expect("p1", "choose_action", exact=False, answer=[f"foretold:{exiled}"])
        s.pay()
    else:
        s.cast(holy)
    s.pass_both()
    assert s.cards(graveyard("p1"), HOLY)
    s.pass_both()
    s.pass_both()
    s.expect("p2", "choose_cards", answer=s.cards(BATTLEFIELD, COEURL))
    s.pass_to("main2", "p2")
    return s


def test_holy_makes_your_permanents_indestructible_and_from_exile_prevents_damage_to_you():
    """"Permanents you control gain indestructible until end of turn. If this spell was cast from
    exile, prevent all damage that would be dealt to you this turn" (CR 615.1a)."""
    s = _holy_then_attacked(from_exile=True)
    assert s.life("p1") == 20 and s.events_of("damage_prevented")
    assert all(has_keyword(s.state, c, "indestructible") for c in s.cards(BATTLEFIELD, PLAINS))


def test_holy_from_the_hand_doesnt_prevent_damage():
    s = _holy_then_attacked(from_exile=False)
    assert s.life("p1") == 18 and not s.events_of("damage_prevented")
    assert all(has_keyword(s.state, c, "indestructible") for c in s.cards(BATTLEFIELD, PLAINS))


def _meteor(from_exile: bool) -> tuple[MtgScenario, list[str]]:
    """p1 casts Meteor in their main phase (foretold in their turn before, or from the hand) with
    a Coeurl each; p2 has two Forests. Returns p2's Forests."""
    s = MtgScenario()
    s.lands(8, MOUNTAIN)
    meteor = s.hand(METEOR)
    s.permanent(COEURL)
    s.permanent(COEURL, "p2")
    forests = s.lands(2, FOREST, "p2")
    s.pass_to("main1")
    if from_exile:
        _foretell(s, meteor)
        s.pass_to("main1", "p2", active="p2")
        s.pass_to("main1")
        [exiled] = s.zone(EXILE)
        s.expect("p1", "choose_action", exact=False, answer=[f"foretold:{exiled}"])
        s.pay()
    else:
        s.cast(meteor)
    s.pass_both()
    return s, forests


def test_meteor_from_exile_deals_seven_to_each_creature_and_destroys_a_chosen_land_of_each_opponent():
    """"… deals 7 damage to each creature. If this spell was cast from exile, for each opponent,
    choose an artifact or land that player controls. Destroy the chosen permanents" (chosen, not
    targeted, as it resolves)."""
    s, forests = _meteor(from_exile=True)
    ask = s.ask("p1")
    assert sorted(o["id"] for o in ask["options"]) == sorted(forests)
    s.expect("p1", "choose_cards", answer=[forests[1]])
    assert not s.cards(BATTLEFIELD, COEURL) and s.cards(BATTLEFIELD, FOREST) == [forests[0]]
    assert s.cards(graveyard("p1"), METEOR)


def test_meteor_from_the_hand_only_deals_the_damage():
    s, forests = _meteor(from_exile=False)
    assert not s.cards(BATTLEFIELD, COEURL) and s.cards(BATTLEFIELD, FOREST) == forests


def test_spectacle_casts_for_its_cost_once_an_opponent_lost_life_this_turn():
    """702.137a: "you may pay [cost] rather than this spell's mana cost if an opponent lost life
    this turn"; the caster's own life loss doesn't count."""
    s = MtgScenario()
    s.lands(1, MOUNTAIN)
    stage = s.hand(STAGE)
    s.pass_to("main1")
    assert f"spectacle:{stage}" not in _options(s) and f"cast:{stage}" not in _options(s)
    change_life(s.ctx(), "p1", -1)
    assert f"spectacle:{stage}" not in _options(s)
    change_life(s.ctx(), "p2", -1)
    change_life(s.ctx(), "p2", 3)  # gaining it back changes nothing (the rulings)
    s.expect("p1", "choose_action", exact=False, answer=[f"spectacle:{stage}"])
    s.pay()
    assert [o.get("alternative") for o in s.state["stack"]] == ["spectacle"] and s.card(s.cards(BATTLEFIELD, MOUNTAIN)[0])["tapped"]


def test_light_up_the_stage_lets_you_play_the_two_exiled_cards_until_the_end_of_your_next_turn():
    """"Exile the top two cards of your library. Until the end of your next turn, you may play
    those cards" (lands with a land play, CR 305.2)."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    stage = s.hand(STAGE)
    first, second = s.put(MOUNTAIN, library("p1")), s.put(MOUNTAIN, library("p1"))
    s.pass_to("main1")
    s.cast(stage)
    s.pass_both()
    exiled = s.zone(EXILE)
    assert len(exiled) == 2 and first not in s.zone(library("p1")) and second not in s.zone(library("p1"))
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled[0]}"])
    s.pass_to("main1", "p2", active="p2")
    assert play_from_exile.playable(s.state, "p1") == {exiled[1]: False}
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled[1]}"])
    assert len(s.cards(BATTLEFIELD, MOUNTAIN)) == 5


def test_light_up_the_stages_permission_ends_with_your_next_turn():
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    stage = s.hand(STAGE)
    s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.cast(stage)
    s.pass_both()
    [coeurl] = s.cards(EXILE, COEURL)
    s.pass_to("main1", "p1", active="p2")
    assert coeurl in play_from_exile.playable(s.state, "p1")
    s.pass_to("end", "p1")  # p1's next turn, still
    assert coeurl in play_from_exile.playable(s.state, "p1")
    s.pass_to("upkeep", "p2", active="p2")
    assert play_from_exile.playable(s.state, "p1") == {} and s.cards(EXILE, COEURL) == [coeurl]


def test_cait_sith_scries_exiles_the_top_card_playable_this_turn_and_pumps_by_its_mana_value():
    """"At the beginning of combat on your turn, scry 1, then exile the top card of your library.
    You may play that card this turn. When you exile a card this way, target creature you control
    gets +X/+0 until end of turn, where X is that card's mana value" (CR 603.12; the rulings: play
    it with the normal timing and costs)."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    cait = s.permanent(CAIT_SITH)
    s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.pass_both()  # on to the beginning of combat: the trigger
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[])  # scry 1: the Coeurl stays on top
    [coeurl] = s.cards(EXILE, COEURL)
    assert s.card(coeurl)["visible_to"] == "all" and [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()  # the reflexive trigger, its only target Cait Sith
    assert power(s.state, cait) == 3 + 2 and toughness(s.state, cait) == 3
    s.pass_to("main2")
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{coeurl}"])
    s.pay()
    s.pass_both()
    assert s.cards(BATTLEFIELD, COEURL)


def test_cait_siths_card_is_playable_only_this_turn():
    s = MtgScenario()
    cait = s.permanent(CAIT_SITH)
    s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[])
    [coeurl] = s.cards(EXILE, COEURL)
    assert play_from_exile.playable(s.state, "p1") == {coeurl: False}
    s.pass_to("main1", "p2", active="p2")
    assert play_from_exile.playable(s.state, "p1") == {} and power(s.state, cait) == 3


def _transpose_resolved(s: MtgScenario) -> str:
    """p1 casts Transpose from the hand and it resolves (discarding the Island); returns the
    exiled card."""
    s.lands(3, SWAMP)
    transpose = s.hand(TRANSPOSE)
    [island] = [c for c in s.zone(hand("p1")) if c != transpose]
    s.pass_to("main1")
    s.cast(transpose)
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[island])
    [exiled] = s.cards(EXILE, TRANSPOSE)
    return exiled


def test_transpose_from_the_hand_makes_a_wizard_and_rebounds_to_be_cast_free_in_your_next_upkeep():
    """"Draw a card, then discard a card. You lose 1 life. If this spell was cast from your hand,
    create a 0/1 black Wizard …"; rebound (702.88a): exiled as it resolves, cast from exile without
    paying its mana cost at the beginning of your next upkeep, then (not from the hand) no token and
    into the graveyard. The Wizard's "whenever you cast a noncreature spell" sees that cast."""
    s = MtgScenario()
    _transpose_resolved(s)
    assert s.life("p1") == 19 and len(s.cards(BATTLEFIELD, "token-wizard")) == 1 and not s.cards(graveyard("p1"), TRANSPOSE)
    s.pass_to("upkeep", "p2", active="p2")
    assert not s.state["stack"]  # only the owner's next upkeep
    s.pass_to("upkeep", "p1")
    [exiled] = s.cards(EXILE, TRANSPOSE)
    s.pass_both()  # the delayed trigger: "you may cast this card"
    s.expect("p1", "choose_cards", answer=[exiled])
    assert [s.card(o["source"] if o["kind"] == "trigger" else o["card"])["def"] for o in s.state["stack"]] == [TRANSPOSE, "token-wizard"]
    s.pass_both()  # the Wizard's trigger: 1 damage to each opponent
    assert s.life("p2") == 19
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[s.zone(hand("p1"))[0]])
    assert s.life("p1") == 18 and len(s.cards(BATTLEFIELD, "token-wizard")) == 1 and s.cards(graveyard("p1"), TRANSPOSE)
    assert all(not s.card(c).get("tapped") for c in s.cards(BATTLEFIELD, SWAMP))  # cast without paying its mana cost


def test_a_rebound_cast_may_be_declined_and_the_card_stays_exiled():
    s = MtgScenario()
    exiled = _transpose_resolved(s)
    s.pass_to("upkeep", "p2", active="p2")
    s.pass_to("upkeep", "p1")
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])
    assert s.cards(EXILE, TRANSPOSE) == [exiled] and not s.state["stack"]


def test_bolass_citadel_casts_the_top_card_for_life_equal_to_its_mana_value():
    """"You may play lands and cast spells from the top of your library. If you cast a spell this
    way, pay life equal to its mana value rather than pay its mana cost" (CR 118.9, 119.4: only with
    that much life); a land on top is played with the land play."""
    s = MtgScenario()
    s.permanent(CITADEL)
    coeurl = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    assert s.card(coeurl)["visible_to"] == ["p1"] and f"top:{coeurl}" not in _options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"top_life:{coeurl}"])
    assert s.life("p1") == 18 and [s.card(o["card"])["def"] for o in s.state["stack"]] == [COEURL]
    s.pass_both()
    assert s.cards(BATTLEFIELD, COEURL)
    forest = s.zone(library("p1"))[-1]
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{forest}"])
    assert forest not in s.zone(library("p1")) and s.state["turn"]["lands_played"] == 1


def test_bolass_citadel_needs_that_much_life():
    s = MtgScenario()
    s.permanent(CITADEL)
    s.set_player("p1", life=1)
    coeurl = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    assert f"top_life:{coeurl}" not in _options(s)


def test_bolass_citadel_sacrifices_ten_nonland_permanents_for_ten_life_from_each_opponent():
    """"{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life" (the Citadel may be one
    of them, the rulings)."""
    s = MtgScenario()
    citadel = s.permanent(CITADEL)
    coeurls = [s.permanent(COEURL) for _ in range(9)]
    s.lands(2, FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{citadel}:2"])  # exactly ten: all of them, no question
    assert not any(c in s.state["cards"] for c in [citadel, *coeurls]) and len(s.cards(BATTLEFIELD, FOREST)) == 2
    s.pass_both()
    assert s.life("p2") == 10 and s.life("p1") == 20


def test_bolass_citadel_cant_be_activated_with_nine_nonland_permanents():
    s = MtgScenario()
    citadel = s.permanent(CITADEL)
    for _ in range(8):
        s.permanent(COEURL)
    s.lands(3, FOREST)
    s.pass_to("main1")
    assert f"activate:{citadel}:2" not in _options(s)


def test_lifestreams_blessing_foretold_draws_x_and_gains_twice_x_life():
    """"Draw X cards, where X is the greatest power among creatures you control as you cast this
    spell. If this spell was cast from exile, you gain twice X life" (Coeurl: X is 2)."""
    s = MtgScenario()
    s.lands(7, FOREST)
    s.permanent(COEURL)
    blessing = s.hand(BLESSING)
    s.pass_to("main1")
    _foretell(s, blessing)
    s.pass_to("main1", "p1", active="p2")
    [exiled] = s.zone(EXILE)
    s.expect("p1", "choose_action", exact=False, answer=[f"foretold:{exiled}"])
    s.pay()
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 2 and s.life("p1") == 24


def test_lifestreams_blessings_x_is_fixed_as_it_is_cast_and_from_the_hand_gains_no_life():
    """The rulings: X is determined once, as the spell is cast; the creature leaving later changes
    nothing."""
    s = MtgScenario()
    s.lands(6, FOREST)
    coeurl = s.permanent(COEURL)
    blessing = s.hand(BLESSING)
    s.pass_to("main1")
    s.cast(blessing)
    assert [o.get("x") for o in s.state["stack"]] == [2]
    leave_battlefield(s.ctx(), [coeurl], "hand", "returned")
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 2 and s.life("p1") == 20


def _urianger_exiles(s: MtgScenario, definition: str) -> tuple[str, str]:
    """Draw Arcanum: "{T}: Look at the top card of your library. You may exile it face down." """
    urianger = s.permanent(URIANGER)
    top = s.put(definition, library("p1"))
    s.pass_to("main1")
    s.activate(urianger, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[top])
    [exiled] = s.zone(EXILE)
    return urianger, exiled


def test_urianger_exiles_the_top_card_face_down_seen_only_by_you():
    s = MtgScenario()
    _, exiled = _urianger_exiles(s, COEURL)
    assert s.card(exiled).get("face_down") and s.card(exiled)["visible_to"] == ["p1"]
    assert COEURL not in str(s.view("p2")) and COEURL not in str(events_for(s.events, "p2")[-20:])
    assert play_from_exile.playable(s.state, "p1") == {}


def test_urianger_plays_its_exiled_cards_this_turn_for_two_less_and_gains_two_life_for_each():
    """Play Arcanum: "{T}: Until end of turn, you may play cards exiled with Urianger Augurelt.
    Spells you cast this way cost {2} less to cast" (generic mana only, the rulings); "whenever you
    play a land from exile or cast a spell from exile, you gain 2 life"."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    urianger, exiled = _urianger_exiles(s, COEURL)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    s.activate(urianger, 2)
    s.pass_both()
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    s.pay()  # {1}{W} less {2}: {W}
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    s.pass_both()
    assert s.life("p1") == 22
    s.pass_both()
    assert s.cards(BATTLEFIELD, COEURL)
    s.pass_to("main1", "p2", active="p2")
    assert play_from_exile.playable(s.state, "p1") == {}


def test_a_land_played_from_exile_triggers_urianger_too():
    s = MtgScenario()
    urianger, exiled = _urianger_exiles(s, FOREST)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    s.activate(urianger, 2)
    s.pass_both()
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    assert s.state["turn"]["lands_played"] == 1 and [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()
    assert s.life("p1") == 22


def test_sabin_blitzed_from_the_hand_has_haste_is_sacrificed_at_the_end_step_and_draws():
    """Blitz—{2}{R}{R}, Discard a card (702.152a): haste and "when this creature dies, draw a card"
    while blitzed; sacrificed at the beginning of the next end step."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    sabin = s.hand(SABIN)
    [island] = [c for c in s.zone(hand("p1")) if c != sabin]
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"blitz:{sabin}"])
    s.pay()  # the Island is the only card to discard
    assert s.cards(graveyard("p1")) and island not in s.zone(hand("p1")) and not s.zone(hand("p1"))
    s.pass_both()
    [monk] = s.cards(BATTLEFIELD, SABIN)
    assert has_keyword(s.state, monk, "haste") and has_keyword(s.state, monk, "double_strike")
    while s.priority_player():
        s.pass_priority()
    s.expect("p1", "choose_cards", answer=[monk])  # it attacks the turn it came
    s.pass_to("end", "p1")  # the delayed trigger sacrificed it; its dies trigger drew a card
    sacrificed = [e for e in s.events if e["type"] == "card_moved" and e.get("reason") == "sacrificed"]
    assert [e["from_zone"] for e in sacrificed] == [BATTLEFIELD] and s.cards(graveyard("p1"), SABIN)
    assert len(s.zone(hand("p1"))) == 1 and s.life("p2") == 12


def test_sabin_is_cast_from_the_graveyard_only_with_blitz():
    """"You may cast this card from your graveyard using its blitz ability"; its discard needs a
    card in hand."""
    s = MtgScenario()
    s.lands(5, MOUNTAIN)
    sabin = s.in_graveyard(SABIN)
    [island] = s.zone(hand("p1"))
    s.pass_to("main1")
    assert f"blitz:{sabin}" in _options(s) and f"cast:{sabin}" not in _options(s)
    s.move(island, graveyard("p1"))
    assert f"blitz:{sabin}" not in _options(s)
    s.hand(FOREST)
    s.expect("p1", "choose_action", exact=False, answer=[f"blitz:{sabin}"])
    s.pay()
    s.pass_both()
    [monk] = s.cards(BATTLEFIELD, SABIN)
    assert has_keyword(s.state, monk, "haste")


def test_sabin_cast_for_its_mana_cost_isnt_blitzed():
    s = MtgScenario()
    s.lands(5, MOUNTAIN)
    sabin = s.hand(SABIN)
    s.pass_to("main1")
    s.cast(sabin)
    s.pass_both()
    [monk] = s.cards(BATTLEFIELD, SABIN)
    assert not has_keyword(s.state, monk, "haste") and not s.state["data"].get("delayed_triggers")


def _snort(p1_discards: bool, p2_discards: bool, p2_hand_empty: bool = False) -> MtgScenario:
    """p1 casts Snort; each player in turn order answers "discard your hand and draw five?"."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    snort = s.hand(SNORT)
    if p2_hand_empty:
        s.empty(hand("p2"), graveyard("p2"))
    s.pass_to("main1")
    s.cast(snort)
    while s.priority_player():  # (p2, with nothing to do, passes by itself)
        s.pass_priority()
    s.expect("p1", "yes_no", answer=["yes" if p1_discards else "no"])
    s.expect("p2", "yes_no", answer=["yes" if p2_discards else "no"])
    return s


def test_snort_each_player_may_wheel_and_each_opponent_who_did_is_dealt_five():
    """"Each player may discard their hand and draw five cards. Then Snort deals 5 damage to each
    opponent who discarded their hand this way" (choices in turn order, CR 101.4)."""
    s = _snort(p1_discards=True, p2_discards=True)
    assert len(s.zone(hand("p1"))) == 5 and len(s.zone(hand("p2"))) == 5
    assert s.cards(graveyard("p1"), ISLAND) and s.cards(graveyard("p2"), ISLAND)
    assert s.life("p2") == 15 and s.life("p1") == 20


def test_snort_spares_an_opponent_who_keeps_their_hand():
    s = _snort(p1_discards=True, p2_discards=False)
    assert len(s.zone(hand("p2"))) == 1 and s.life("p2") == 20 and len(s.zone(hand("p1"))) == 5


def test_snort_deals_damage_to_an_opponent_who_discarded_an_empty_hand():
    """The rulings: a player may choose to discard an empty hand, and is dealt the damage."""
    s = _snort(p1_discards=False, p2_discards=True, p2_hand_empty=True)
    assert len(s.zone(hand("p2"))) == 5 and s.life("p2") == 15 and len(s.zone(hand("p1"))) == 1


def test_snort_has_flashback():
    s = MtgScenario()
    s.lands(6, MOUNTAIN)
    snort = s.in_graveyard(SNORT)
    s.pass_to("main1")
    assert f"flashback:{snort}" in _options(s)
