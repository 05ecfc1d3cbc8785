"""FIC/FCA cards that let a player play cards from somewhere other than the hand: the top of the
library (Summoning Materia), foretold cards from exile (Ultimate Magic: Holy, CR 702.143); one
scenario per ability."""

from engine.core.events import events_for
from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, library
from tests.games.mtg.position import FOREST, MOUNTAIN, PLAINS, MtgScenario

MATERIA, HOLY, METEOR = "fic-277", "fic-241", "fic-267"
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
    s.lands(2, PLAINS)
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
    assert s.card(exiled)["zone"] == EXILE


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
