"""Resolving spells and abilities (CR 608) with the release notes' rulings of these cards."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, MOUNTAIN, SWAMP, MtgScenario

INTERVENTION, SELF_DESTRUCT, OCHU, OVERKILL, HECTEYES = "fin-116", "fin-157", "fin-189", "fin-109", "fin-103"
GARDENER, COEURL, GIGANTOAD, SHOT, NOT_ALONE = "fin-188", "fin-012", "fin-187", "fin-176", "fin-044"


def cast_at_their_creature(spell: str, lands: int, land: str, creature: str) -> tuple[MtgScenario, str]:
    """p1 casts ``spell`` in their main phase at p2's ``creature``; the spell is on the stack."""
    s = MtgScenario()
    s.lands(lands, land)
    in_hand = s.hand(spell)
    target = s.permanent(creature, "p2")
    s.pass_to("main1")
    s.cast(in_hand, [target])
    return s, target


def test_sephiroths_intervention_destroys_and_gains_two():
    s, _ = cast_at_their_creature(INTERVENTION, 4, SWAMP, COEURL)
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COEURL] and s.life("p1") == 22
    assert s.defs(graveyard("p1")) == [INTERVENTION]  # 608.2n


def test_sephiroths_intervention_with_an_illegal_target_does_not_resolve_and_gains_no_life():
    """608.2b, the notes' ruling: the target left -> the spell doesn't resolve; no life."""
    s, target = cast_at_their_creature(INTERVENTION, 4, SWAMP, COEURL)
    s.move(target, hand("p2"))  # a new object now (400.7)
    s.pass_both()
    assert s.life("p1") == 20 and s.events_of("fizzled")
    assert s.defs(graveyard("p1")) == [INTERVENTION] and s.state["stack"] == []


def test_self_destruct_deals_the_creatures_power_to_the_other_target_and_to_itself():
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    spell = s.hand(SELF_DESTRUCT)
    mine = s.permanent(COEURL)  # 2/2
    s.pass_to("main1")
    s.cast(spell, [mine, "player:p2"])
    s.pass_both()
    assert s.life("p2") == 18 and s.defs(graveyard("p1")) == [SELF_DESTRUCT, COEURL]  # 608.2n, then SBA
    damage = s.events_of("damage_dealt")
    assert [e["source"] for e in damage] == [mine, mine]  # the creature is the source (120.3)


def self_destruct_on_the_stack() -> tuple[MtgScenario, str, str]:
    """Self-Destruct cast with p1's Coeurl (2/2) and p2's Goobbue Gardener as targets."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    spell = s.hand(SELF_DESTRUCT)
    mine = s.permanent(COEURL)
    other = s.permanent(GARDENER, "p2")
    s.pass_to("main1")
    s.cast(spell, [mine, other])
    return s, mine, other


def test_self_destruct_when_the_creature_target_is_illegal_deals_no_damage():
    """The notes' ruling: your creature illegal -> it deals no damage at all (608.2b)."""
    s, mine, other = self_destruct_on_the_stack()
    s.move(mine, hand("p1"))
    s.pass_both()
    assert not s.events_of("damage_dealt") and other in s.zone(BATTLEFIELD)


def test_self_destruct_when_the_other_target_is_illegal_still_damages_itself():
    """The notes' ruling: the other target illegal -> your creature still deals damage to itself."""
    s, mine, other = self_destruct_on_the_stack()
    s.move(other, hand("p2"))
    s.pass_both()
    assert [e.get("card") for e in s.events_of("damage_dealt")] == [mine]
    assert COEURL in s.defs(graveyard("p1"))


def test_gran_pulse_ochu_bonus_is_fixed_on_resolution():
    """The notes' ruling: the count of permanent cards is taken once, as the ability resolves."""
    s = MtgScenario()
    s.lands(8, FOREST)
    ochu = s.permanent(OCHU)
    s.in_graveyard(COEURL)
    s.in_graveyard(GARDENER)
    s.in_graveyard(SHOT)  # not a permanent card
    s.pass_to("main1")
    s.activate(ochu, 0)
    s.pass_both()
    assert (power(s.state, ochu), toughness(s.state, ochu)) == (3, 3)
    s.in_graveyard(COEURL)
    assert (power(s.state, ochu), toughness(s.state, ochu)) == (3, 3)
    s.pass_to("upkeep", "p1", active="p2")  # 514.2: the effect ended in cleanup
    assert (power(s.state, ochu), toughness(s.state, ochu)) == (1, 1)


def test_overkill_sends_the_creature_to_the_graveyard_by_toughness_zero():
    """704.5f: toughness 0 or less -> put into the graveyard (not destroyed)."""
    s, target = cast_at_their_creature(OVERKILL, 3, SWAMP, GIGANTOAD)
    s.pass_both()
    assert s.defs(graveyard("p2")) == [GIGANTOAD]
    assert [e["reason"] for e in s.events_of("card_moved") if e["was"] == target] == ["state_based"]


def test_youre_not_alone_gives_four_with_three_creatures_else_two():
    for creatures, expected in ((2, 4), (3, 6)):
        s = MtgScenario()
        s.lands(1, "fin-294")
        spell = s.hand(NOT_ALONE)
        mine = [s.permanent(COEURL) for _ in range(creatures)]
        s.pass_to("main1")
        s.cast(spell, [mine[0]])
        s.pass_both()
        assert power(s.state, mine[0]) == expected


def test_hecteyes_makes_the_opponent_choose_a_card_to_discard():
    """The notes' ruling: the opponent chooses (without revealing), then discards."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    spell = s.hand(HECTEYES)
    kept, dropped = s.hand(FOREST, "p2"), s.hand(MOUNTAIN, "p2")
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()  # Hecteyes resolves; its trigger goes on the stack
    assert s.state["stack"][0]["kind"] == "trigger"
    s.pass_both()
    ask = s.expect("p2", "choose_cards", exact=False, options=[kept, dropped])
    assert ask["min"] == ask["max"] == 1
    s.answer_raw("p2", [dropped])
    assert s.defs(graveyard("p2")) == [MOUNTAIN] and kept in s.zone(hand("p2"))
