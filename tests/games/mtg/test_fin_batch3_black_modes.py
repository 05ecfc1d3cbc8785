"""FIN batch 3: black modal cards — Poison the Waters (a shrinking mode; a revealed hand and a
discard the caster chooses) and Qutrub Forayer (a creature dealt damage this turn; up to two cards
from a single graveyard)."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.permanents import create_token
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand
from tests.games.mtg.position import ISLAND, SWAMP, MtgScenario

POISON, QUTRUB, COEURL, IRON_GIANT, GIGANTOAD = "fin-111", "fin-112", "fin-012", "fin-260", "fin-187"


def test_poison_the_waters_gives_every_creature_minus_one():
    s = MtgScenario()
    s.lands(2, SWAMP)
    mine, theirs = s.permanent(COEURL), s.permanent(GIGANTOAD, "p2")
    hero = create_token(s.ctx(), "token-hero", "p2")
    spell = s.hand(POISON)
    s.pass_to("main1")
    s.cast_modal(spell, 0)
    s.pass_both()
    assert (power(s.state, mine), toughness(s.state, mine)) == (1, 1)
    assert (power(s.state, theirs), toughness(s.state, theirs)) == (3, 3)
    assert hero not in s.zone(BATTLEFIELD)  # a 1/1 dies (CR 704.5f)


def test_poison_the_waters_reveals_a_hand_and_the_caster_picks_an_artifact_or_creature_to_discard():
    s = MtgScenario()
    s.lands(2, SWAMP)
    coeurl, giant = s.hand(COEURL, "p2"), s.hand(IRON_GIANT, "p2")
    spell = s.hand(POISON)
    s.pass_to("main1")
    s.cast_modal(spell, 1, ["player:p2"])
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert {o["id"] for o in ask["options"]} == {coeurl, giant}  # not the Island
    s.answer_raw("p1", [giant])
    assert s.defs(graveyard("p2")) == [IRON_GIANT] and sorted(s.defs(hand("p2"))) == sorted([COEURL, ISLAND])


def test_qutrub_forayer_destroys_only_a_creature_dealt_damage_this_turn():
    s = MtgScenario()
    s.lands(3, SWAMP)
    hurt, fresh = s.permanent(GIGANTOAD, "p2"), s.permanent(COEURL, "p2")
    qutrub = s.hand(QUTRUB)
    s.pass_to("main1")
    s.mark_damage(hurt, 1)
    s.cast(qutrub)
    s.pass_both()
    s.expect("p1", "choose_option", answer=["mode:0"])  # its one legal target is chosen by the engine
    s.pass_both()
    assert GIGANTOAD in s.defs(graveyard("p2")) and s.card(fresh)["zone"] == BATTLEFIELD


def test_qutrub_forayer_exiles_up_to_two_cards_from_a_single_graveyard():
    s = MtgScenario()
    s.lands(3, SWAMP)
    first, second = s.in_graveyard(COEURL, "p2"), s.in_graveyard(GIGANTOAD, "p2")
    mine = s.in_graveyard(IRON_GIANT, "p1")
    qutrub = s.hand(QUTRUB)
    s.pass_to("main1")
    s.cast(qutrub)
    s.pass_both()  # no creature was dealt damage: the only mode with legal targets is chosen (CR 700.2a)
    ask = s.expect("p1", "choose_targets")
    assert {o["id"] for o in ask["options"]} >= {first, second, mine}
    s.answer_raw("p1", [first])
    ask = s.expect("p1", "choose_targets")
    assert [o["id"] for o in ask["options"] if o["id"] in (first, second, mine)] == [second]  # the same graveyard
    s.answer_raw("p1", [second])
    s.pass_both()
    assert sorted(s.defs(EXILE)) == sorted([COEURL, GIGANTOAD]) and s.defs(graveyard("p1")) == [IRON_GIANT]
