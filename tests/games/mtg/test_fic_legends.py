"""FIC and FCA legends and Sagas (issue 18, mtg-legends): one scenario per ability. Their facts
are cross-checked with the others' in ``test_fic_cards.py``."""

import pytest

from engine.core.effects import add_effect
from engine.games.mtg.mana import pool
from engine.games.mtg.objects import definition, has_keyword, is_type, power, subtypes, toughness
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, PLAINS, SWAMP, MtgScenario

COEURL, LANCE, ADELBERT = "fin-012", "fin-017", "fin-003"  # a 2/2; an Equipment {1}{W}; a legendary {1}{W} creature
IXION = "fic-236"  # a Saga
ELENA = "fic-227"
VARRAGOTH = "fca-187"
TRIAD, GOGO = "fic-302", "fic-261"
MOG, MOOGLE, TREASURE = "fic-235", "token-moogle", "token-treasure"
YOJIMBO, HILL_GIGAS = "fic-237", "fin-141"  # Hill Gigas: power 4 or greater
FANDANIEL, INTERVENTION, SOLDIER = "fic-253", "fin-116", "token-soldier"  # Intervention: {3}{B} instant, destroy target creature


def _triggers(s: MtgScenario) -> list[str]:
    return [o["data"]["definition"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _offered(s: MtgScenario, player: str = "p1") -> set[str]:
    return {o["id"] for o in s.ask(player)["options"]}


def test_elena_returns_a_non_assassin_historic_card_from_your_graveyard():
    """CR 700.6: artifacts, legendaries and Sagas are historic; another Elena (an Assassin), a
    Coeurl and a card in the opponent's graveyard can't be chosen."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    lance, adelbert, ixion = s.in_graveyard(LANCE), s.in_graveyard(ADELBERT), s.in_graveyard(IXION)
    other_elena, coeurl, theirs = s.in_graveyard(ELENA), s.in_graveyard(COEURL), s.in_graveyard(LANCE, "p2")
    elena = s.hand(ELENA)
    s.pass_to("main1")
    s.cast(elena)
    s.pass_both()
    assert s.state["request"]["kind"] == "choose_targets"
    assert _offered(s) >= {lance, adelbert, ixion} and not _offered(s) & {other_elena, coeurl, theirs}
    s.expect("p1", "choose_targets", exact=False, answer=[ixion])
    assert _triggers(s) == [ELENA]
    s.pass_both()
    assert IXION in s.defs(hand("p1")) and IXION not in s.defs(graveyard("p1"))


def test_elena_grows_when_you_cast_a_historic_spell():
    """"Whenever you cast a historic spell": the Lance and Adelbert, not Coeurl (CR 700.6)."""
    s = MtgScenario()
    elena = s.permanent(ELENA)
    s.lands(6, PLAINS)
    spells = [s.hand(COEURL), s.hand(ADELBERT), s.hand(LANCE)]
    s.pass_to("main1")
    for spell, historic in zip(spells, (False, True, True), strict=True):
        s.cast(spell)
        assert _triggers(s) == ([ELENA] if historic else [])
        while s.state["stack"]:  # the trigger resolves before the spell (CR 601.2i, 608.1)
            s.pass_both()
    assert s.card(elena)["counters"] == {"+1/+1": 2}


def test_varragoth_boasts_only_after_it_attacked_and_once_each_turn():
    """CR 702.142a: activate only if this creature attacked this turn and only once each turn."""
    s = MtgScenario()
    varragoth = s.permanent(VARRAGOTH)
    s.lands(4, SWAMP)
    s.pass_to("main1")
    assert f"activate:{varragoth}:0" not in _offered(s)
    s.declare_attackers([varragoth])
    s.activate(varragoth, 0, ["player:p1"])
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[s.zone(library("p1"))[0]])
    assert f"activate:{varragoth}:0" not in _offered(s)


def test_varragoth_has_the_target_player_put_the_card_they_search_for_on_top():
    """"Target player searches their library for a card, then shuffles and puts that card on top":
    the opponent chooses; only they know the card on top (CR 701.19a, 701.24a)."""
    s = MtgScenario()
    varragoth = s.permanent(VARRAGOTH)
    s.lands(2, SWAMP)
    wanted = s.put(LANCE, library("p2"))
    cards = s.state["zones"][library("p2")]["cards"]
    cards.insert(0, cards.pop())  # at the bottom
    s.declare_attackers([varragoth])
    size = len(s.zone(library("p2")))
    s.activate(varragoth, 0, ["player:p2"])
    s.pass_both()
    s.expect("p2", "choose_cards", exact=False, answer=[wanted])
    top = s.zone(library("p2"))[-1]
    assert s.card(top)["def"] == LANCE and s.card(top)["visible_to"] == ["p2"]
    assert len(s.zone(library("p2"))) == size and s.state["stack"] == []


def test_fandaniel_surveils_when_you_cast_an_instant_or_sorcery():
    s = MtgScenario()
    s.permanent(FANDANIEL)
    s.lands(4, SWAMP)
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell, [victim])
    assert _triggers(s) == [FANDANIEL]
    s.pass_both()
    top = s.zone(library("p1"))[-1]
    s.expect("p1", "choose_cards", exact=False, answer=[top])  # surveil 1: into the graveyard
    assert s.defs(graveyard("p1")) == [FOREST] and s.state["stack"][-1]["kind"] == "spell"


@pytest.mark.parametrize("sacrifices", [True, False])
def test_fandaniel_makes_each_opponent_sacrifice_a_nontoken_creature_or_lose_life(sacrifices):
    """Each opponent may sacrifice a nontoken creature; one who doesn't loses 2 life for each
    instant and sorcery card in your graveyard (two here: 4 life; the creature card doesn't count)."""
    s = MtgScenario()
    s.permanent(FANDANIEL)
    s.in_graveyard(INTERVENTION)
    s.in_graveyard(INTERVENTION)
    s.in_graveyard(COEURL)
    coeurl, token = s.permanent(COEURL, "p2"), s.permanent(SOLDIER, "p2", token=True)
    s.pass_to("end")
    assert _triggers(s) == [FANDANIEL]
    s.pass_both()
    assert {o["id"] for o in s.ask("p2")["options"]} == {coeurl}  # not the token
    s.expect("p2", "choose_cards", exact=False, answer=[coeurl] if sacrifices else [])
    assert (COEURL in s.defs(graveyard("p2"))) == sacrifices and token in s.zone(BATTLEFIELD)
    assert s.life("p2") == (20 if sacrifices else 16) and s.life("p1") == 20


def test_the_warring_triad_is_a_creature_only_with_eight_cards_in_your_graveyard():
    """Layer 4 (CR 613.1d): with fewer than eight cards it is a legendary artifact only, not a God
    (the rulings); the opponent's graveyard doesn't count."""
    s = MtgScenario()
    triad = s.permanent(TRIAD)
    for _ in range(7):
        s.in_graveyard(COEURL)
        s.in_graveyard(COEURL, "p2")
    s.pass_to("main1")
    assert not is_type(s.state, triad, "creature") and is_type(s.state, triad, "artifact") and subtypes(s.state, triad) == []
    s.in_graveyard(COEURL)
    assert is_type(s.state, triad, "creature") and subtypes(s.state, triad) == ["God"]


def test_the_warring_triad_mills_a_card_to_give_the_target_player_one_mana_of_any_colour():
    """"{T}, Mill a card: Target player adds one mana of any color": uses the stack (it targets,
    CR 605.1a); the mill is part of the cost (CR 601.2h)."""
    s = MtgScenario()
    triad = s.permanent(TRIAD)
    s.pass_to("main1")
    s.activate(triad, 1, ["player:p2"])
    assert s.defs(graveyard("p1")) == [FOREST] and s.card(triad)["tapped"]
    s.pass_both()
    s.expect("p2", "choose_option", exact=False, answer=["G"])
    assert pool(s.state, "p2") == {"G": 1} and not pool(s.state, "p1")


def test_the_warring_triad_cant_mill_from_an_empty_library():
    """CR 701.17b, 118.3: a cost that can't be paid: the ability isn't offered."""
    s = MtgScenario()
    triad = s.permanent(TRIAD)
    s.state["zones"][library("p1")]["cards"].clear()  # the first player skips the first draw (CR 103.8a)
    s.pass_to("main1")
    assert f"activate:{triad}:1" not in _offered(s)


def test_gogo_becomes_a_copy_until_end_of_turn_and_both_must_attack():
    """CR 707.2, 707.9b: Varragoth's copiable values (2/3, deathtouch, boast) with Gogo's name, so
    the legend rule leaves both (the rulings); both get +2/+0 and haste and attack this turn if able
    (CR 508.1d: a declaration without them is made again); the copy ends in cleanup (CR 514.2)."""
    s = MtgScenario()
    gogo, varragoth = s.permanent(GOGO), s.permanent(VARRAGOTH)
    s.pass_to("begin_combat")
    assert _triggers(s) == [GOGO]  # its one legal target chosen
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    copy = definition(s.state, gogo)
    assert copy.name == "Gogo, Mysterious Mime" and copy.subtypes == ["Demon", "Rogue"] and varragoth in s.zone(BATTLEFIELD)
    assert [(power(s.state, c), toughness(s.state, c)) for c in (gogo, varragoth)] == [(4, 3), (4, 3)]
    assert has_keyword(s.state, gogo, "deathtouch") and all(has_keyword(s.state, c, "haste") for c in (gogo, varragoth))
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[gogo])
    s.expect("p1", "choose_cards", answer=[gogo, varragoth])
    assert set(s.state["turn"]["combat"]["attackers"]) == {gogo, varragoth}
    s.pass_to("upkeep", "p2")
    assert s.card(gogo)["def"] == GOGO and power(s.state, gogo) == 2


def test_gogo_declining_the_copy_changes_nothing():
    s = MtgScenario()
    gogo, varragoth = s.permanent(GOGO), s.permanent(VARRAGOTH)
    s.pass_to("begin_combat")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(gogo)["def"] == GOGO and power(s.state, varragoth) == 2
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])
    assert s.state["turn"]["combat"]["attackers"] == {}


def _mog_chapter(chapter: int, saga: str = MOG) -> MtgScenario:
    """A Saga (Summon: Good King Mog XII) with ``chapter - 1`` lore counters: passed to p1's
    precombat main phase, a lore counter, that chapter triggers (CR 714.3b)."""
    s = MtgScenario()
    s.permanent(saga, counters={"lore": chapter - 1} if chapter > 1 else {})
    return s


def test_good_king_mog_chapter_one_makes_two_moogles():
    s = _mog_chapter(1)
    s.pass_to("draw")
    s.pass_both()
    assert _triggers(s) == [MOG]
    s.pass_both()
    moogles = s.cards(BATTLEFIELD, MOOGLE)
    assert len(moogles) == 2 and all(has_keyword(s.state, m, "lifelink") for m in moogles)


def test_good_king_mog_chapter_two_copies_a_non_saga_token_whenever_you_cast_a_noncreature_spell_this_turn():
    """A delayed trigger for the turn (CR 603.7b): a creature spell doesn't trigger it; the Lance
    does, before it resolves, and another noncreature spell does again; the token copied is chosen
    as it resolves (not targeted): not the opponent's."""
    s = _mog_chapter(2)
    s.lands(6, PLAINS)
    moogle, treasure = s.permanent(MOOGLE, token=True), s.permanent(TREASURE, token=True)
    theirs = s.permanent(MOOGLE, "p2", token=True)
    coeurl, lance, later = s.hand(COEURL), s.hand(LANCE), s.hand(LANCE)
    s.pass_to("draw")
    s.pass_both()
    assert _triggers(s) == [MOG]
    s.pass_both()
    s.cast(coeurl)
    assert _triggers(s) == []
    s.pass_both()
    s.cast(lance)
    assert len(_triggers(s)) == 1
    s.pass_both()
    assert {o["id"] for o in s.ask("p1")["options"]} == {moogle, treasure} and theirs in s.zone(BATTLEFIELD)
    s.expect("p1", "choose_cards", exact=False, answer=[moogle])
    assert len([c for c in s.cards(BATTLEFIELD, MOOGLE) if s.card(c)["owner"] == "p1"]) == 2
    while s.state["stack"]:  # the Lance resolves (its job select too)
        s.pass_both()
    s.cast(later)  # whenever: again this turn
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[treasure])
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 2


def test_good_king_mog_chapter_four_puts_two_counters_on_each_other_moogle_you_control():
    s = _mog_chapter(4)
    mine, theirs = s.permanent(MOOGLE, token=True), s.permanent(MOOGLE, "p2", token=True)
    s.pass_to("draw")
    s.pass_both()
    assert _triggers(s) == [MOG]
    s.pass_both()
    assert s.card(mine)["counters"] == {"+1/+1": 2} and "counters" not in s.card(theirs)
    assert s.cards(BATTLEFIELD, MOG) == []  # sacrificed after the last chapter (CR 714.4)


def test_gogo_gone_before_its_trigger_resolves_gives_that_creature_nothing():
    """"If you do": Gogo can't become a copy once it has left the battlefield (CR 608.2d)."""
    s = MtgScenario()
    gogo, varragoth = s.permanent(GOGO), s.permanent(VARRAGOTH)
    s.pass_to("begin_combat")
    leave_battlefield(s.ctx(), [gogo], "graveyard", "test")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert power(s.state, varragoth) == 2 and not has_keyword(s.state, varragoth, "haste")


def test_yojimbo_chapter_one_exiles_an_opponents_artifact_enchantment_or_tapped_creature():
    s = _mog_chapter(1, YOJIMBO)
    lance, tapped = s.permanent(LANCE, "p2"), s.permanent(COEURL, "p2", tapped=True)
    untapped, mine = s.permanent(COEURL, "p2"), s.permanent(LANCE)
    s.pass_to("draw")
    s.pass_both()
    assert s.state["request"]["kind"] == "choose_targets"
    assert _offered(s) >= {lance, tapped} and not _offered(s) & {untapped, mine}
    s.expect("p1", "choose_targets", exact=False, answer=[tapped])
    s.pass_both()
    assert tapped not in s.zone(BATTLEFIELD) and COEURL in s.defs(EXILE)


def _yojimbo_taxing(lands: int) -> tuple[MtgScenario, list[str]]:
    """Chapter II resolved in p1's turn; p2, with two creatures and ``lands`` Forests, on to
    declaring attackers in their turn."""
    s = _mog_chapter(2, YOJIMBO)
    attackers = [s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")]
    s.lands(lands, FOREST, "p2")
    s.pass_to("draw")
    s.pass_both()
    assert _triggers(s) == [YOJIMBO]
    s.pass_both()
    s.declare_attackers(attackers, "p2")
    return s, attackers


def test_yojimbo_makes_creatures_attacking_you_cost_two_each():
    """CR 508.1g–h: {4} for two attackers, paid as they are declared; until p1's next turn."""
    s, attackers = _yojimbo_taxing(4)
    assert {o["id"] for o in s.ask("p2")["options"]} == {"pay", "redeclare"}
    s.expect("p2", "choose_option", answer=["pay"])
    assert set(s.state["turn"]["combat"]["attackers"]) == set(attackers)
    assert all(s.card(c).get("tapped") for c in s.cards(BATTLEFIELD, FOREST) if s.card(c)["owner"] == "p2")
    s.pass_to("upkeep", "p1")
    assert not [e for e in s.state["effects"] if "attack_tax" in e["modifier"]]  # ended as p1's turn began


def test_yojimbo_attackers_declared_again_when_the_tax_cant_be_paid():
    """With three lands {4} can't be paid: the only way on is to declare again (asked at once)."""
    s, attackers = _yojimbo_taxing(3)
    s.expect("p2", "choose_cards", answer=[attackers[0]])
    s.expect("p2", "choose_option", answer=["pay"])
    assert list(s.state["turn"]["combat"]["attackers"]) == [attackers[0]] and s.life("p1") == 20


@pytest.mark.parametrize(("theirs", "treasures"), [(HILL_GIGAS, 1), (COEURL, 0)])
def test_yojimbo_chapter_four_makes_a_treasure_for_each_opponent_with_a_creature_of_power_4(theirs, treasures):
    """X counts opponents, not creatures; Yojimbo's own power doesn't count."""
    s = _mog_chapter(4, YOJIMBO)
    s.permanent(theirs, "p2")
    s.permanent(theirs, "p2")
    s.pass_to("draw")
    s.pass_both()
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, TREASURE)) == treasures


def test_a_creature_that_must_attack_needn_t_when_attacking_costs_mana():
    """Yojimbo's ruling (CR 508.1d): with no player to attack free of a cost, Gogo and the creature
    it copied may stay home."""
    s = MtgScenario()
    gogo, varragoth = s.permanent(GOGO), s.permanent(VARRAGOTH)
    s.permanent(YOJIMBO, "p2", counters={"lore": 2})
    add_effect(s.ctx(), source=None, controller="p2", modifier={"attack_tax": {"defender": "p2", "amount": 2}}, until={"start_of_turn": "p2"})
    s.pass_to("begin_combat")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])
    assert s.state["request"]["kind"] == "choose_action" and s.step != "declare_attackers"  # accepted, not asked again
    assert s.state["turn"]["combat"]["attackers"] == {} and gogo in s.zone(BATTLEFIELD) and varragoth in s.zone(BATTLEFIELD)
