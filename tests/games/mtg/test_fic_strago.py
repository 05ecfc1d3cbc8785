"""Issue 18, mtg-strago: Strago and Relm (FIC-264). "Sketch and Lore — {2}{R}, {T}: Target opponent
exiles cards from the top of their library until they exile an instant, sorcery, or creature card.
You may cast that card without paying its mana cost. If you cast a creature spell this way, it gains
haste and 'At the beginning of the end step, sacrifice this creature.' Activate only as a sorcery."
The rulings: the card is cast as the ability resolves, whatever its type's timing (CR 608.2g, 118.9);
the other exiled cards stay in exile, as does the card found if it isn't cast. Its facts are
cross-checked in ``test_fic_cards.py`` with the other FIC/FCA cards."""

from engine.games.mtg.objects import has_keyword
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, library
from tests.games.mtg.position import FOREST, MOUNTAIN, MtgScenario

STRAGO = "fic-264"
COEURL, RING = "fin-012", "fin-269"  # a {1}{W} 2/2 creature card; an artifact card (neither kind looked for)
GYSAHL_GREENS = "fin-190"  # a sorcery {1}{G}: "Create a 2/2 green Bird creature token"
CHOCO_COMET = "fin-132"  # a sorcery {X}{R}{R}: "deals X damage to any target. Create a 2/2 green Bird"
BIRD = "token-bird"


def _activate(s: MtgScenario, top: list[str]) -> str:
    """Strago and Relm and three Mountains for p1; ``top`` put on p2's library (the last on top);
    in p1's main phase the ability is activated (its one opponent the target) and both pass, so it
    resolves. Returns Strago and Relm."""
    strago = s.permanent(STRAGO)
    s.lands(3, MOUNTAIN)
    for definition in top:
        s.put(definition, library("p2"))
    s.pass_to("main1")
    s.activate(strago, 0)
    assert s.card(strago)["tapped"] and s.state["stack"][-1]["targets"] == [{"player": "p2"}]
    s.pass_both()
    return strago


def _exiled(s: MtgScenario, definition: str) -> str:
    [card_id] = s.cards(EXILE, definition)
    return card_id


def test_strago_casts_the_creature_it_finds_free_with_haste_and_sacrifices_it_at_the_end_step():
    """The land and the artifact on top are exiled and passed over; the creature card is cast free
    (nothing more is paid) under p1's control, it attacks the turn it arrives (haste), and "at the
    beginning of the end step" it is sacrificed: into its owner's graveyard (CR 400.3). The cards
    passed over stay in exile."""
    s = MtgScenario()
    library_before = len(s.zone(library("p2")))
    _activate(s, [COEURL, RING, FOREST])
    coeurl = _exiled(s, COEURL)
    s.expect("p1", "choose_cards", options=[coeurl], answer=[coeurl])
    [spell] = s.state["stack"]
    assert spell["controller"] == "p1" and s.card(spell["card"])["owner"] == "p2" and spell.get("free")
    s.pass_both()
    [creature] = s.cards(BATTLEFIELD, COEURL)
    assert controller_of(s.state, creature) == "p1" and has_keyword(s.state, creature, "haste")
    assert sorted(s.defs(EXILE)) == sorted([RING, FOREST]) and len(s.zone(library("p2"))) == library_before
    s.declare_attackers([creature])
    s.pass_to("end")
    assert s.life("p2") == 18 and [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()
    assert not s.cards(BATTLEFIELD, COEURL) and s.defs(graveyard("p2")) == [COEURL]
    assert sorted(s.defs(EXILE)) == sorted([RING, FOREST])


def test_strago_casts_a_found_sorcery_while_it_resolves_and_it_gains_nothing():
    """A sorcery is cast as the ability resolves, ignoring its timing (the rulings): its "you" is
    p1, who gets the Bird, and the card goes to its owner's graveyard (CR 608.2n). Only a creature
    spell gains haste and the sacrifice ability: the Bird token has neither."""
    s = MtgScenario()
    _activate(s, [GYSAHL_GREENS, FOREST])
    greens = _exiled(s, GYSAHL_GREENS)
    s.expect("p1", "choose_cards", options=[greens], answer=[greens])
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [GYSAHL_GREENS]
    s.pass_both()
    [bird] = s.cards(BATTLEFIELD, BIRD)
    assert controller_of(s.state, bird) == "p1" and not has_keyword(s.state, bird, "haste")
    assert s.defs(graveyard("p2")) == [GYSAHL_GREENS] and s.defs(EXILE) == [FOREST]
    s.pass_to("end")
    assert not s.state["stack"]  # nothing to sacrifice


def test_strago_declined_leaves_the_found_card_and_the_rest_in_exile():
    """"You may cast": declined, the creature card stays in exile with the cards passed over."""
    s = MtgScenario()
    _activate(s, [COEURL, RING])
    s.expect("p1", "choose_cards", options=[_exiled(s, COEURL)], answer=[])
    assert not s.state["stack"] and sorted(s.defs(EXILE)) == sorted([COEURL, RING]) and not s.cards(BATTLEFIELD, COEURL)
    assert s.priority_player() == "p1"


def test_strago_exiles_a_whole_library_without_instants_sorceries_or_creatures():
    """With no instant, sorcery or creature card the opponent exiles their whole library, and
    nothing is offered to cast."""
    s = MtgScenario()
    s.empty(library("p2"), graveyard("p2"))
    _activate(s, [FOREST, RING, FOREST])
    assert not s.zone(library("p2")) and sorted(s.defs(EXILE)) == sorted([FOREST, RING, FOREST])
    assert s.priority_player() == "p1" and not s.state["stack"]


def test_strago_activates_only_as_a_sorcery():
    """"Activate only as a sorcery" (CR 602.5d): not offered in the opponent's main phase, offered in
    p1's with an empty stack."""
    s = MtgScenario()
    strago = s.permanent(STRAGO)
    s.lands(3, MOUNTAIN)
    option = f"activate:{strago}:0"
    s.pass_to("main1", "p1", "p2")
    assert option not in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_to("main1")
    assert option in [o["id"] for o in s.ask("p1")["options"]]


def test_strago_casts_an_x_spell_with_x_zero():
    """The rulings: "without paying its mana cost", X is 0 (CR 107.3, 118.9): Choco-Comet
    ({X}{R}{R}) is cast with no X asked and deals 0 damage, but still makes its Bird."""
    s = MtgScenario()
    _activate(s, [CHOCO_COMET])
    comet = _exiled(s, CHOCO_COMET)
    s.expect("p1", "choose_cards", options=[comet], answer=[comet])
    s.choose_targets(["player:p2"], "p1")
    [spell] = s.state["stack"]
    assert spell["targets"] == [{"player": "p2"}] and not spell.get("x") and spell.get("free")
    s.pass_both()
    assert s.life("p2") == 20 and s.cards(BATTLEFIELD, BIRD) and s.defs(graveyard("p2")) == [CHOCO_COMET]
