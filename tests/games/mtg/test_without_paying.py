"""Casting "without paying its mana cost" (CR 118.9): an alternative cost, so no other one
(flashback) can be added, additional costs (a tier's) are still paid, and X is 0 (CR 601.2b,
601.2f); the spell is cast during the resolution, ignoring timing (CR 608.2g). Seifer Almasy
(from the graveyard, exiled instead of going back there) and Buster Sword (from the hand, mana
value up to the combat damage dealt)."""

from collections import Counter

from engine.games.mtg.casting import total_cost
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand
from tests.games.mtg.position import MtgScenario

SEIFER, BUSTER_SWORD, COEURL, SQUALL = "fin-156", "fin-255", "fin-012", "fin-243"
COMBAT_TUTORIAL, CHOCO_COMET, FIRE_MAGIC, CRYSTALS_CHOSEN = "fin-048", "fin-132", "fin-136", "fin-014"


def _attack(s: MtgScenario, attackers: list[str]) -> None:
    """Attack unblocked and pass until the combat damage trigger is on the stack."""
    s.declare_attackers(attackers)
    s.pass_both()  # declare blockers: p2 blocks nothing
    if s.state["request"]["key"].startswith("blockers"):
        s.answer_raw("p2", [])
    while s.state["request"]["key"] == "priority" and not s.state["stack"]:
        s.pass_priority()


def test_seifer_casts_a_sorcery_from_the_graveyard_free_during_combat_and_exiles_it():
    """No land on the battlefield: the only way to cast it is without paying its mana cost; a
    sorcery in the combat damage step (CR 608.2g); then exiled, not put into the graveyard."""
    s = MtgScenario()
    seifer = s.permanent(SEIFER)
    coeurl = s.permanent(COEURL)  # two attackers: Seifer doesn't attack alone
    tutorial = s.in_graveyard(COMBAT_TUTORIAL)
    _attack(s, [seifer, coeurl])
    s.pass_both()  # Fire Cross resolves: the target is the only one
    s.expect("p1", "choose_cards", exact=False, answer=[tutorial])
    s.expect("p1", "choose_targets", exact=False, answer=["player:p1"])
    s.expect("p1", "choose_targets", exact=False, answer=[])  # up to one creature: none
    [on_stack] = [o for o in s.state["stack"] if o["kind"] == "spell"]
    assert on_stack["mana_spent"] == {} and on_stack.get("free")
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before + 2
    assert s.defs(EXILE) == [COMBAT_TUTORIAL] and not s.zone(graveyard("p1"))
    assert s.life("p2") == 15


def test_buster_sword_draws_then_casts_a_spell_up_to_the_damage_with_x_zero():
    """Equipped creature gets +3/+2 (5 damage): a spell of mana value 5 or less from the hand
    (not the seven-mana one), X is 0 (the notes' ruling)."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(BUSTER_SWORD, attached_to=coeurl)
    comet = s.hand(CHOCO_COMET)
    big = s.hand(CRYSTALS_CHOSEN)
    _attack(s, [coeurl])
    assert s.life("p2") == 15
    s.pass_both()  # the trigger: draw a card, then the optional cast
    offered = [o["id"] for o in s.ask("p1")["options"]]
    assert comet in offered and big not in offered
    s.expect("p1", "choose_cards", exact=False, answer=[comet])
    s.expect("p1", "choose_targets", exact=False, answer=["player:p2"])
    [spell] = [o for o in s.state["stack"] if o["kind"] == "spell"]
    assert spell["x"] == 0
    s.pass_both()
    assert s.life("p2") == 15, "X is 0: no damage"
    assert s.cards(BATTLEFIELD, "token-bird")
    assert s.defs(graveyard("p1")) == [CHOCO_COMET]


def test_the_cast_is_optional():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(BUSTER_SWORD, attached_to=coeurl)
    s.hand(CHOCO_COMET)
    _attack(s, [coeurl])
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[])
    assert not s.state["stack"]
    assert CHOCO_COMET in s.defs(hand("p1"))


def test_a_tiers_additional_cost_is_still_paid():
    """CR 118.9 / 702.183: without its mana cost {R}, Fira still costs its {2}."""
    s = MtgScenario()
    assert total_cost(s.state, FIRE_MAGIC, "p1", 1, free=True) == Counter(generic=2)
    assert +total_cost(s.state, FIRE_MAGIC, "p1", 0, free=True) == Counter()


def test_two_attacks_alone_abilities_both_trigger():
    """Seifer and Squall both say "whenever a creature you control attacks alone" (CR 506.5):
    each triggers for the lone attacker (a defect read the attackers wrongly after the first
    permanent: guard)."""
    s = MtgScenario()
    seifer = s.permanent(SEIFER)
    s.permanent(SQUALL)
    s.declare_attackers([seifer])
    assert len(s.ask("p1")["options"]) == 2  # the controller orders the two triggers (CR 603.3b)
    s.expect("p1", "order_triggers", answer=["t1", "t2"])
    assert len([o for o in s.state["stack"] if o["kind"] == "trigger"]) == 2


TRIPLE_TRIAD, RETRIEVE_THE_ESPER, FOREST = "fin-166", "fin-068", "fin-306"


def _triple_triad(top_p1: str, top_p2: str) -> MtgScenario:
    """p1's upkeep with Triple Triad: each player exiles the top card of their library."""
    s = MtgScenario()
    s.permanent(TRIPLE_TRIAD)
    s.pass_to("main1", "p2", active="p2")
    s.put(top_p1, "p1.library")
    s.put(top_p2, "p2.library")
    s.pass_to("upkeep", "p1")
    s.pass_both()  # the upkeep trigger resolves
    assert sorted(s.defs(EXILE)) == sorted([top_p1, top_p2])
    assert not [o for o in s.ask("p1")["options"] if o["id"].startswith("exiled:")], "a sorcery waits for the main phase (CR 307.1)"
    s.pass_to("main1", "p1")
    return s


def test_triple_triad_plays_your_card_and_a_cheaper_one_of_the_opponents_free():
    """Your card (mana value 4) and the opponent's with lesser mana value (3), cast with no land
    (CR 118.9); the opponent's card is controlled by you and goes to its owner's graveyard."""
    s = _triple_triad(RETRIEVE_THE_ESPER, COMBAT_TUTORIAL)
    esper, tutorial = s.cards(EXILE, RETRIEVE_THE_ESPER)[0], s.cards(EXILE, COMBAT_TUTORIAL)[0]
    offered = [o["id"] for o in s.ask("p1")["options"]]
    assert f"exiled:{esper}" in offered and f"exiled:{tutorial}" in offered
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{tutorial}"])
    s.expect("p1", "choose_targets", exact=False, answer=["player:p1"])  # no creature: the second target is none
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COMBAT_TUTORIAL]
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{esper}"])
    s.pass_both()
    assert s.cards(BATTLEFIELD, "token-robot-warrior")
    assert f"exiled:{esper}" not in [o["id"] for o in s.ask("p1")["options"]], "a card that left exile is a new object"


def test_triple_triad_a_costlier_opponents_card_is_not_yours_to_play():
    """The opponent's card must have lesser mana value than yours: a land (0) lets you play only
    the land itself, with your land play (CR 305.2)."""
    s = _triple_triad(FOREST, COMBAT_TUTORIAL)
    forest, tutorial = s.cards(EXILE, FOREST)[0], s.cards(EXILE, COMBAT_TUTORIAL)[0]
    offered = [o["id"] for o in s.ask("p1")["options"]]
    assert f"exiled:{tutorial}" not in offered
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{forest}"])
    assert s.state["turn"]["lands_played"] == 1
    assert s.cards(BATTLEFIELD, FOREST)


HIDEAWAY, LEGENDS = "fin-275", ("fin-003", "fin-007", "fin-033", "fin-045")


def _hideaway(hidden: str, legends: int) -> tuple[MtgScenario, str]:
    """Clive's Hideaway played: Hideaway 4 (CR 702.75a) exiles ``hidden`` face down."""
    s = MtgScenario()
    s.lands(2, FOREST)
    for legend in LEGENDS[:legends]:
        s.permanent(legend)
    s.put(hidden, "p1.library")  # the top card
    land = s.hand(HIDEAWAY)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])
    s.pass_both()  # the enters trigger: look at the top four, exile one face down
    top = next(o["id"] for o in s.ask("p1")["options"] if s.card(o["id"])["def"] == hidden)
    s.expect("p1", "choose_cards", exact=False, answer=[top])
    [exiled] = s.zone(EXILE)
    assert s.card(exiled).get("face_down") and s.card(exiled)["def"] == hidden
    return s, s.cards(BATTLEFIELD, HIDEAWAY)[0]


def test_hideaway_exiles_a_card_face_down_that_only_its_owner_sees():
    """CR 702.75b / 406.3: the opponent's view doesn't tell what the face-down card is."""
    s, _ = _hideaway(COMBAT_TUTORIAL, 0)
    [exiled] = s.zone(EXILE)
    assert COMBAT_TUTORIAL not in str(s.view("p2")["zones"][EXILE])
    assert COMBAT_TUTORIAL in str(s.view("p1")["zones"][EXILE])
    assert len(s.zone("p1.library")) >= 4 and s.card(exiled)["owner"] == "p1"


def test_hideaway_plays_the_card_free_with_four_legendary_creatures():
    s, hideaway = _hideaway(COMBAT_TUTORIAL, 4)
    [exiled] = s.zone(EXILE)
    s.activate(hideaway, 2)
    s.pass_both()  # the ability resolves: the sorcery may be cast now (CR 608.2g)
    s.expect("p1", "choose_cards", exact=False, answer=[exiled])
    s.expect("p1", "choose_targets", exact=False, answer=["player:p1"])
    s.expect("p1", "choose_targets", exact=False, answer=[])
    [spell] = [o for o in s.state["stack"] if o["kind"] == "spell"]
    assert spell["def"] == COMBAT_TUTORIAL and spell.get("free")


def test_hideaway_does_nothing_with_fewer_legendary_creatures():
    s, hideaway = _hideaway(COMBAT_TUTORIAL, 3)
    s.activate(hideaway, 2)
    s.pass_both()
    assert s.defs(EXILE) == [COMBAT_TUTORIAL] and not s.state["stack"]


def test_hideaway_plays_an_exiled_land_with_a_land_play_left():
    """Playing a land uses a land play (CR 305.2): the Hideaway itself used this turn's."""
    s, hideaway = _hideaway(FOREST, 4)
    s.activate(hideaway, 2)
    s.pass_both()
    assert s.zone(EXILE), "no land play left: the land stays exiled"
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1", "p1")  # the next turn: a land play again
    s.activate(hideaway, 2)
    s.pass_both()
    [exiled] = s.zone(EXILE)
    s.expect("p1", "choose_cards", exact=False, answer=[exiled])
    assert not s.zone(EXILE) and s.state["turn"]["lands_played"] == 1
