"""Issue 18, mtg-free-cast: FIC/FCA cards that cast spells as an effect resolves, from a graveyard
or from exile (CR 608.2g, 118.9, 601.2f), one scenario per ability. Their facts are cross-checked
in ``test_fic_cards.py`` with the other FIC/FCA cards."""

from collections import Counter

from engine.core.invariants import card_zone_problems
from engine.games.mtg.casting import total_cost
from engine.games.mtg.objects import has_keyword
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

KRILE = "fic-291"
COEURL, AHRIMAN = "fin-012", "fin-087"  # creature cards of mana value 2 and 3
GYSAHL_GREENS, TRAVEL = "fin-190", "fin-082"  # sorceries {1}{G} (a 1/1 Bird) and {5}{U}{U}
CHOCOBO_KICK = "fin-178"  # a sorcery {1}{G} with a target


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [o["data"]["definition"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _pass_until_asked(s: MtgScenario) -> None:
    """Every player passes until the top of the stack resolves and asks something other than priority."""
    while s.priority_player() is not None:
        s.pass_priority()


def test_krile_has_lifelink_and_returns_a_creature_card_with_the_spells_mana_value_once_each_turn():
    """Trace Aether: a noncreature spell of mana value 2 makes the Coeurl (2) the only legal target,
    not the Ahriman (3); "do this only once each turn": the second spell's trigger offers nothing."""
    s = MtgScenario()
    krile = s.permanent(KRILE)
    assert has_keyword(s.state, krile, "lifelink")
    s.lands(4, FOREST)
    coeurl, ahriman, second = s.in_graveyard(COEURL), s.in_graveyard(AHRIMAN), s.in_graveyard(COEURL)
    greens, more = s.hand(GYSAHL_GREENS), s.hand(GYSAHL_GREENS)
    s.pass_to("main1")
    s.cast(greens)
    assert _triggers(s) == [KRILE]
    offered = s.state["request"]
    if offered["kind"] == "choose_targets":  # two Coeurls: either, never the Ahriman
        assert {o["id"] for o in offered["asks"]["p1"]["options"]} == {coeurl, second}
        s.expect("p1", "choose_targets", answer=[coeurl])
    [trigger] = [o for o in s.state["stack"] if o["kind"] == "trigger"]
    assert trigger["data"]["targets"] == [{"card": coeurl}]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert coeurl not in s.zone(graveyard("p1")) and COEURL in s.defs(hand("p1")) and ahriman in s.zone(graveyard("p1"))
    s.pass_both()  # Gysahl Greens resolves
    s.cast(more)
    assert _triggers(s) == [KRILE]
    s.pass_both()  # once each turn: not asked again
    assert second in s.zone(graveyard("p1")) and s.state["request"]["kind"] != "yes_no"


EMET_SELCH = "fic-286"
DREAMS_OF_LAGUNA = "fin-050"  # an instant {1}{U} with flashback {3}{U}
INTERVENTION = "fin-116"  # Sephiroth's Intervention, an instant {3}{B}: destroy target creature, gain 2 life
MALBORO = "fin-106"  # {4}{B}{B}: when it enters, discard a card, each opponent loses 2 life, …


def test_emet_selch_makes_spells_cast_from_your_graveyard_cost_2_less():
    """CR 601.2f: the flashback cost {3}{U} less {2} is {1}{U}, payable with two Islands; the same
    card cast from the hand costs its full {1}{U}."""
    s = MtgScenario()
    s.permanent(EMET_SELCH)
    assert total_cost(s.state, DREAMS_OF_LAGUNA, "p1") == Counter(generic=1, U=1)
    s.lands(2, ISLAND)
    dreams = s.in_graveyard(DREAMS_OF_LAGUNA)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{dreams}"])
    s.pay()
    assert all(s.card(land).get("tapped") for land in s.cards(BATTLEFIELD, ISLAND))
    assert [o["card"] for o in s.state["stack"]] and dreams not in s.zone(graveyard("p1"))


def test_emet_selch_casts_an_instant_from_your_graveyard_once_when_opponents_lose_life_together():
    """Two opponents losing life in one event trigger it once (CR 603.2c); the spell is cast as the
    ability resolves, for {1}{B}, and exiled instead of going back to the graveyard; "do this only
    once each turn": the next life loss offers nothing."""
    from tests.games.mtg.multiplayer_position import MultiplayerScenario

    s = MultiplayerScenario()
    s.permanent(EMET_SELCH)
    s.lands(10, SWAMP)
    intervention, another = s.in_graveyard(INTERVENTION), s.in_graveyard(INTERVENTION)
    victim = s.permanent(COEURL, "p2")
    malboro = s.hand(MALBORO)
    s.pass_to("main1")
    s.cast(malboro)
    s.pass_all()  # Malboro resolves; its enters trigger
    assert _triggers(s) == [MALBORO]
    s.pass_all()  # p1 discards its one card, each opponent loses 2 life
    assert s.life("p2") == 18 and s.life("p3") == 18
    assert _triggers(s) == [EMET_SELCH]  # once for both opponents
    s.expect("p1", "choose_targets", exact=False, answer=[intervention])
    _pass_until_asked(s)
    s.expect("p1", "choose_cards", exact=False, answer=[intervention])
    s.choose_targets([victim], "p1")
    s.pay()
    untapped = [land for land in s.cards(BATTLEFIELD, SWAMP) if not s.card(land).get("tapped")]
    assert len(untapped) == 2  # six for Malboro, {1}{B} for the spell
    while s.state["stack"]:
        s.pass_priority()
    assert victim not in s.zone(BATTLEFIELD) and INTERVENTION in s.defs(EXILE) and s.life("p1") == 22
    # the same turn, another life loss: the ability triggers, but casting is done for this turn
    from engine.games.mtg.permanents import change_life

    change_life(s.ctx(), "p2", -1)
    s.check_now()
    assert _triggers(s) == [EMET_SELCH]
    while s.state["stack"]:  # no cast offered: only priority is asked
        s.pass_priority()
    assert another in s.zone(graveyard("p1")) and s.priority_player() == "p1"


VALIGARMANDA = "fic-265"


def test_valigarmanda_exiles_an_instant_or_sorcery_card_from_each_graveyard_then_casts_one_with_its_red_mana():
    """I: one card from each graveyard, chosen, not targeted (the Coeurl is no instant or sorcery);
    II: {R}{R} for two lore counters, then Sephiroth's Intervention ({3}{B}) cast with any type of
    mana as the chapter ability resolves (CR 608.2g), its two red mana and two Mountains."""
    from engine.games.mtg import sagas

    s = MtgScenario()
    saga = s.permanent(VALIGARMANDA, counters={"lore": 0})
    assert has_keyword(s.state, saga, "flying") and has_keyword(s.state, saga, "haste")
    s.lands(2, MOUNTAIN)
    dreams, theirs = s.in_graveyard(DREAMS_OF_LAGUNA), s.in_graveyard(INTERVENTION, "p2")
    s.in_graveyard(COEURL, "p2")
    victim = s.permanent(COEURL, "p2")
    s.pass_to("main1")  # a lore counter as the precombat main phase begins (CR 714.3b)
    assert _triggers(s) == [VALIGARMANDA]
    s.pass_both()
    for card_id in (dreams, theirs):  # p1's graveyard first (turn order), then p2's
        request = s.state["request"]
        if request["kind"] == "choose_cards":
            s.expect("p1", "choose_cards", exact=False, answer=[card_id])
    assert {s.card(c)["def"] for c in s.zone(EXILE)} == {DREAMS_OF_LAGUNA, INTERVENTION}
    assert COEURL in s.defs(graveyard("p2"))
    sagas.add_lore_counters(s.ctx(), saga, 1)
    s.check_now()
    s.pass_both()
    [exiled] = [c for c in s.zone(EXILE) if s.card(c)["def"] == INTERVENTION]
    s.expect("p1", "choose_cards", exact=False, answer=[exiled])
    s.choose_targets([victim], "p1")
    s.pay()
    assert all(s.card(land).get("tapped") for land in s.cards(BATTLEFIELD, MOUNTAIN))
    assert s.state["players"]["p1"]["pool"].get("R", 0) == 0
    s.pass_both()
    assert victim not in s.zone(BATTLEFIELD) and INTERVENTION in s.defs(graveyard("p2"))


KEFKA = "fic-289"


def test_kefka_is_indestructible_during_your_turn_only():
    s = MtgScenario()
    kefka = s.permanent(KEFKA)
    s.pass_to("main1")
    assert has_keyword(s.state, kefka, "indestructible")
    s.pass_to("main1", "p2", active="p2")
    assert not has_keyword(s.state, kefka, "indestructible")


def test_kefka_casts_spells_exiled_at_random_from_opponents_graveyards_for_free_and_their_owners_lose_life():
    """A card at random from each opponent's graveyard (p2's one card, p3's Coeurl: no spell to cast
    at once, a creature spell with no timing restriction, CR 608.2g); the Intervention cast without
    paying {3}{B}, then the Coeurl; each owner loses life equal to its spell's mana value."""
    from tests.games.mtg.multiplayer_position import MultiplayerScenario

    s = MultiplayerScenario()
    s.permanent(KEFKA)
    theirs, coeurl_card = s.in_graveyard(INTERVENTION, "p2"), s.in_graveyard(COEURL, "p3")
    victim = s.permanent(AHRIMAN, "p2")
    s.pass_to("end")
    assert _triggers(s) == [KEFKA]
    _pass_until_asked(s)
    exiled = {s.card(c)["def"]: c for c in s.zone(EXILE)}
    assert theirs not in s.zone(graveyard("p2")) and set(exiled) == {INTERVENTION, COEURL}
    s.expect("p1", "choose_cards", exact=False, answer=[exiled[INTERVENTION]])
    s.choose_targets([victim], "p1")
    s.expect("p1", "choose_cards", exact=False, answer=[exiled[COEURL]])  # offered again: any number
    assert s.life("p2") == 16 and s.life("p3") == 18  # mana values 4 and 2
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [INTERVENTION, COEURL]
    assert all(s.card(land).get("tapped") is None for land in s.zone(BATTLEFIELD) if land != victim)
    while s.state["stack"]:
        s.pass_priority()
    assert victim not in s.zone(BATTLEFIELD) and INTERVENTION in s.defs(graveyard("p2"))
    [coeurl] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(coeurl)["owner"] == "p3" and controller_of(s.state, coeurl) == "p1" and coeurl_card not in s.zone(graveyard("p3"))


MULDROTHA = "fca-205"
ROOK_TURRET = "fin-069"  # an artifact creature {3}{U}


def _graveyard_options(s: MtgScenario) -> list[str]:
    return sorted(o["id"] for o in s.ask("p1")["options"] if o["id"].startswith("graveyard:"))


def test_muldrotha_plays_a_land_and_casts_a_permanent_spell_of_each_type_from_your_graveyard():
    """The artifact creature cast as an artifact leaves the creature type for the Coeurl (the
    rulings); a second creature and a second land are not offered; a new turn offers each again."""
    s = MtgScenario()
    s.permanent(MULDROTHA)
    s.lands(6, PLAINS)  # mana enough for the second Coeurl too
    s.lands(4, ISLAND)
    forest, rook = s.in_graveyard(FOREST), s.in_graveyard(ROOK_TURRET)
    coeurl, other = s.in_graveyard(COEURL), s.in_graveyard(COEURL)
    s.in_graveyard(FOREST)
    s.pass_to("main1")
    assert f"graveyard:{rook}:artifact" in _graveyard_options(s) and f"graveyard:{rook}:creature" in _graveyard_options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{rook}:artifact"])
    s.pay()
    s.pass_both()
    assert ROOK_TURRET in s.defs(BATTLEFIELD)
    assert f"graveyard:{coeurl}:creature" in _graveyard_options(s) and f"graveyard:{forest}" in _graveyard_options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{coeurl}:creature"])
    s.pay()
    s.pass_both()
    assert coeurl not in s.zone(graveyard("p1")) and other in s.zone(graveyard("p1"))
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{forest}"])
    assert forest not in s.zone(graveyard("p1")) and _graveyard_options(s) == []
    s.pass_to("main1", "p2", active="p2")
    s.pass_priority("p2")
    assert s.priority_player() == "p1" and _graveyard_options(s) == []  # during each of your turns only
    s.pass_to("main1")  # a new turn: each type again
    assert f"graveyard:{other}:creature" in _graveyard_options(s)



BANON = "fic-283"


def test_banon_casts_once_each_turn_a_creature_card_put_into_your_graveyard_this_turn_not_from_the_battlefield():
    """The Coeurl discarded this turn may be cast; the one there since before this turn and the one
    that died this turn may not; once cast, a second discarded one may not (once each turn)."""
    s = MtgScenario()
    s.permanent(BANON)
    s.lands(4, PLAINS)
    old = s.in_graveyard(COEURL)
    died, first, second = s.permanent(COEURL), s.hand(COEURL), s.hand(COEURL)
    s.pass_to("main1")
    ctx = s.ctx()
    died = ctx.move(died, graveyard("p1"), reason="destroyed")
    first, second = (ctx.move(c, graveyard("p1"), reason="discard") for c in (first, second))
    s.check_now()
    assert _graveyard_options(s) == sorted([f"graveyard:{first}", f"graveyard:{second}"])
    assert old in s.zone(graveyard("p1")) and died in s.zone(graveyard("p1"))
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{first}"])
    s.pay()
    s.pass_both()
    assert first not in s.zone(graveyard("p1")) and len(s.cards(BATTLEFIELD, COEURL)) == 1
    assert _graveyard_options(s) == []


def test_banon_may_pay_1_and_discard_a_card_to_draw_a_card_whenever_you_attack():
    s = MtgScenario()
    banon = s.permanent(BANON)
    s.lands(1, PLAINS)
    assert s.defs(hand("p1")) == [ISLAND]
    s.declare_attackers([banon])
    assert _triggers(s) == [BANON]
    s.pass_both()
    s.expect("p1", "choose_option", exact=False, answer=["pay"])
    assert ISLAND in s.defs(graveyard("p1"))
    assert s.defs(hand("p1")) == [FOREST]  # drawn from a library of Forests


HILDIBRAND = "fic-288"


def test_hildibrand_gives_creature_tokens_you_control_1_1():
    from engine.games.mtg.objects import power, toughness
    from engine.games.mtg.permanents import create_tokens

    s = MtgScenario()
    s.permanent(HILDIBRAND)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    [mine] = create_tokens(s.ctx(), ["token-zombie"], "p1")
    [theirs] = create_tokens(s.ctx(), ["token-zombie"], "p2")
    assert (power(s.state, mine), toughness(s.state, mine)) == (3, 3)
    assert (power(s.state, theirs), power(s.state, coeurl)) == (2, 2)


def _adventure_options(s: MtgScenario) -> list[str]:
    return [o["id"] for o in s.ask("p1")["options"] if o["id"].startswith("adventure:")]


def test_hildibrand_may_be_cast_from_your_graveyard_as_an_adventure_until_the_end_of_your_next_turn():
    """Dead in p1's first turn: castable (an instant) then, in p2's turn and in p1's next turn, not
    in p2's turn after it. Cast as Gentleman's Rise: a Zombie, the card exiled (CR 715.4) and
    castable from exile as the creature."""
    from engine.games.mtg.permanents import destroy

    s = MtgScenario()
    hildibrand = s.permanent(HILDIBRAND)
    s.lands(3, SWAMP)
    s.lands(2, PLAINS)
    s.pass_to("main1")
    destroy(s.ctx(), [hildibrand])
    s.check_now()
    assert _triggers(s) == [HILDIBRAND]
    s.pass_both()
    [dead] = s.zone(graveyard("p1"))
    assert _adventure_options(s) == [f"adventure:{dead}"]
    s.pass_to("main1", "p2", active="p2")
    s.pass_priority("p2")
    assert _adventure_options(s) == [f"adventure:{dead}"]  # an instant, in p2's turn
    s.pass_to("main1")
    assert _adventure_options(s) == [f"adventure:{dead}"]
    s.pass_to("main1", "p2", active="p2")
    s.pass_priority("p2")
    assert _adventure_options(s) == []  # after the end of p1's next turn


def _hildibrand_died() -> tuple[MtgScenario, str]:
    """Hildibrand destroyed in p1's main phase, its dies trigger resolved; five lands to cast with."""
    from engine.games.mtg.permanents import destroy

    s = MtgScenario()
    hildibrand = s.permanent(HILDIBRAND)
    s.lands(3, SWAMP)
    s.lands(2, PLAINS)
    s.pass_to("main1")
    destroy(s.ctx(), [hildibrand])
    s.check_now()
    s.pass_both()
    [dead] = s.zone(graveyard("p1"))
    return s, dead


def test_hildibrand_allowed_twice_is_offered_once():
    """Its dies trigger resolving twice (a copy of it, CR 707.10) gives two permissions for one card:
    one priority option, not two with the same id (found by the AI bench)."""
    from engine.games.mtg.adventures import allow_from_graveyard

    s, dead = _hildibrand_died()
    allow_from_graveyard(s.state, "p1", dead)  # the copy's permission
    s.check_now()
    assert _adventure_options(s) == [f"adventure:{dead}"]


def test_hildibrand_cast_as_gentlemans_rise_from_the_graveyard_is_exiled_and_castable_as_the_creature():
    s, dead = _hildibrand_died()
    s.expect("p1", "choose_action", exact=False, answer=[f"adventure:{dead}"])
    s.pay()
    s.pass_both()
    assert "token-zombie" in s.defs(BATTLEFIELD) and HILDIBRAND in s.defs(EXILE)
    [exiled] = s.zone(EXILE)
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    s.pay()
    s.pass_both()
    assert HILDIBRAND in s.defs(BATTLEFIELD)


CANE = "fic-243"


def test_blue_mages_cane_gives_0_2_and_wizard_and_casts_a_copy_from_the_defending_players_graveyard_for_3():
    """Equipped: +0/+2 and a Wizard. Attacking, it exiles the defending player's instant (not p1's
    own), copies it (CR 707.12) and the copy is cast for {3} rather than {3}{B}; the copy, off the
    stack, ceases to exist (CR 704.5e), the exiled card stays exiled."""
    from engine.games.mtg.objects import subtypes, toughness

    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(CANE, attached_to=coeurl)
    assert toughness(s.state, coeurl) == 4 and "Wizard" in subtypes(s.state, coeurl)
    s.lands(3, ISLAND)
    theirs, mine = s.in_graveyard(INTERVENTION, "p2"), s.in_graveyard(INTERVENTION)
    victim = s.permanent(AHRIMAN, "p2")
    s.declare_attackers([coeurl])
    s.expect("p1", "choose_targets", [theirs], answer=[theirs])  # "up to one": not p1's own card
    s.pass_both()
    [copy] = [c for c in s.zone(EXILE) if s.card(c).get("card_copy")]
    s.expect("p1", "choose_cards", exact=False, answer=[copy])
    s.choose_targets([victim], "p1")
    s.pay()
    assert all(s.card(land).get("tapped") for land in s.cards(BATTLEFIELD, ISLAND))
    while s.state["stack"]:
        s.pass_priority()
    assert victim not in s.zone(BATTLEFIELD) and s.life("p1") == 22
    assert INTERVENTION in s.defs(EXILE) and not [c for c, r in s.state["cards"].items() if r.get("card_copy")]
    assert mine in s.zone(graveyard("p1"))


def test_blue_mages_cane_copy_not_cast_ceases_to_exist():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(CANE, attached_to=coeurl)
    theirs = s.in_graveyard(INTERVENTION, "p2")
    s.permanent(AHRIMAN, "p2")
    s.declare_attackers([coeurl])
    s.expect("p1", "choose_targets", [theirs], answer=[theirs])
    s.pass_both()  # no mana for {3}: the copy is not offered
    assert s.priority_player() == "p1" and INTERVENTION in s.defs(EXILE)
    assert not [c for c, r in s.state["cards"].items() if r.get("card_copy")]


MIZZIX = "fca-190"


def test_a_copy_of_a_card_is_not_counted_among_its_owners_cards():
    """The fuzzer's invariant (cards neither appear nor vanish) leaves out copies of cards, as it
    does tokens: made to be cast, they cease to exist off the stack (CR 707.12, 704.5e)."""
    state = {
        "zones": {"p1.deck": {"cards": ["c1"]}, "exile": {"cards": ["c2"]}},
        "cards": {"c1": {"zone": "p1.deck", "owner": "p1"}, "c2": {"zone": "exile", "owner": "p1", "card_copy": True}},
        "data": {"deck_sizes": {"p1": 1}},
    }
    assert card_zone_problems(state) == []


def _copies(s: MtgScenario) -> list[str]:
    return [c for c, record in s.state["cards"].items() if record.get("card_copy")]


def test_mizzixs_mastery_casts_a_copy_of_the_target_card_free_then_is_exiled():
    """The target exiled, a copy of it cast without paying its mana cost as Mizzix's Mastery
    resolves (CR 707.12, 608.2g), Mizzix's Mastery exiled; the copy ceases to exist once it has
    resolved (CR 704.5e)."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    intervention = s.in_graveyard(INTERVENTION)
    victim = s.permanent(AHRIMAN, "p2")
    mizzix = s.hand(MIZZIX)
    s.pass_to("main1")
    assert not [o for o in s.ask("p1")["options"] if o["id"] == f"overload:{mizzix}"]  # {5}{R}{R}: four lands
    s.cast(mizzix, [intervention])
    s.pass_both()
    [copy] = _copies(s)
    s.expect("p1", "choose_cards", exact=False, answer=[copy])
    s.choose_targets([victim], "p1")
    assert MIZZIX in s.defs(EXILE) and INTERVENTION in s.defs(EXILE)
    s.pass_both()
    assert victim not in s.zone(BATTLEFIELD) and s.life("p1") == 22 and _copies(s) == []
    assert INTERVENTION not in s.defs(graveyard("p1"))


def test_mizzixs_mastery_overloaded_exiles_each_instant_and_sorcery_card_and_casts_copies_one_by_one():
    """Overload {5}{R}{R} (CR 702.96): no target; each instant and sorcery card of p1's graveyard
    exiled (not the Coeurl), copies cast in any order, the last cast resolving first."""
    s = MtgScenario()
    s.lands(7, MOUNTAIN)
    s.in_graveyard(INTERVENTION)
    s.in_graveyard(GYSAHL_GREENS)
    s.in_graveyard(COEURL)
    victim = s.permanent(AHRIMAN, "p2")
    mizzix = s.hand(MIZZIX)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"overload:{mizzix}"])
    s.pay()
    assert all(s.card(land).get("tapped") for land in s.cards(BATTLEFIELD, MOUNTAIN))
    s.pass_both()
    copies = {s.card(c)["def"]: c for c in _copies(s)}
    assert set(copies) == {INTERVENTION, GYSAHL_GREENS} and COEURL in s.defs(graveyard("p1"))
    s.expect("p1", "choose_cards", exact=False, answer=[copies[INTERVENTION]])
    s.choose_targets([victim], "p1")
    s.expect("p1", "choose_cards", [copies[GYSAHL_GREENS]], answer=[copies[GYSAHL_GREENS]])
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [INTERVENTION, GYSAHL_GREENS]
    s.pass_both()
    assert "token-bird" in s.defs(BATTLEFIELD) and victim in s.zone(BATTLEFIELD)
    s.pass_both()
    assert victim not in s.zone(BATTLEFIELD) and _copies(s) == [] and MIZZIX in s.defs(EXILE)


ESPERS_TO_MAGICITE = "fic-250"


def test_espers_to_magicite_exiles_opponents_graveyards_and_makes_an_artifact_token_copy_of_a_creature_card():
    """Each opponent's graveyard exiled (not p1's); "when you do" (CR 603.12) targets a creature
    card exiled this way; the token is a copy that is an artifact only, without the creature
    types that went with the creature type (CR 205.3d)."""
    from engine.games.mtg.objects import card_types, subtypes

    s = MtgScenario()
    s.lands(4, SWAMP)
    theirs, spell = s.in_graveyard(COEURL, "p2"), s.in_graveyard(INTERVENTION, "p2")
    assert theirs in s.zone(graveyard("p2"))
    mine = s.in_graveyard(AHRIMAN)
    espers = s.hand(ESPERS_TO_MAGICITE)
    s.pass_to("main1")
    s.cast(espers)
    s.pass_both()
    assert s.zone(graveyard("p2")) == [] and mine in s.zone(graveyard("p1")) and _triggers(s) == [ESPERS_TO_MAGICITE]
    [exiled] = [c for c in s.zone(EXILE) if s.card(c)["def"] == COEURL]
    [trigger] = [o for o in s.state["stack"] if o["kind"] == "trigger"]
    if not trigger["data"].get("targets"):  # "up to one": asked
        s.expect("p1", "choose_targets", [exiled], answer=[exiled])
    s.pass_both()
    [token] = [c for c in s.zone(BATTLEFIELD) if s.card(c).get("token")]
    assert card_types(s.state, token) == ["artifact"] and subtypes(s.state, token) == []
    assert s.card(token)["def"].startswith(COEURL) and spell not in s.zone(graveyard("p2"))
