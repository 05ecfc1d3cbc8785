"""Flashback (CR 702.34): cast from the graveyard for the flashback cost, with the card type's
timing, and exiled whenever it leaves the stack; "if this spell was cast from a graveyard".
Digest scenario 17 (Nibelheim Aflame)."""

from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand
from tests.games.mtg.position import MOUNTAIN, PLAINS, MtgScenario

NIBELHEIM, AURONS_INSPIRATION = "fin-146", "fin-008"
COEURL, GIGANTOAD, LOPORRIT = "fin-012", "fin-187", "fin-192"


def offered(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def nibelheim_by_flashback(s: MtgScenario, lands: int = 7) -> tuple[str, str]:
    """Lands, a Gigantoad to choose and Nibelheim Aflame in the graveyard; cast it by flashback
    in the main phase (its one legal target is chosen by the engine). (Gigantoad, the spell)."""
    s.lands(lands, MOUNTAIN)
    toad = s.permanent(GIGANTOAD)
    spell = s.in_graveyard(NIBELHEIM)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    return toad, spell


def test_digest_17_nibelheim_aflame_by_flashback_deals_damage_discards_draws_four_and_is_exiled():
    """Main phase, empty stack: cast from the graveyard for {5}{R}{R}. The target deals damage
    equal to its power to each other creature (yours too); "cast from a graveyard": discard your
    hand and draw four; then the card is exiled instead of going to the graveyard (702.34a)."""
    s = MtgScenario()
    s.lands(7, MOUNTAIN)
    toad = s.permanent(GIGANTOAD)
    s.permanent(COEURL)
    s.permanent(LOPORRIT, "p2")
    spell = s.in_graveyard(NIBELHEIM)
    kept = s.hand(PLAINS)
    s.pass_to("main1")
    assert f"flashback:{spell}" in offered(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    s.choose_targets([toad], "p1")
    s.pay()
    assert all(s.card(c).get("tapped") for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == MOUNTAIN)  # seven lands
    s.pass_both()
    assert COEURL in s.defs(graveyard("p1")) and LOPORRIT in s.defs(graveyard("p2"))
    assert s.card(toad)["zone"] == BATTLEFIELD
    assert kept not in s.zone(hand("p1")) and len(s.zone(hand("p1"))) == 4
    assert s.defs(EXILE) == [NIBELHEIM] and NIBELHEIM not in s.defs(graveyard("p1"))


def test_cast_from_hand_it_does_not_discard_or_draw_and_goes_to_the_graveyard():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    toad = s.permanent(GIGANTOAD)
    spell = s.hand(NIBELHEIM)
    s.pass_to("main1")
    s.cast(spell, [toad])
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before and s.defs(graveyard("p1")) == [NIBELHEIM]


def test_a_sorcery_by_flashback_keeps_sorcery_timing_and_needs_the_flashback_cost():
    """702.34a: the card type's timing applies (CR 307.1); six lands can't pay {5}{R}{R}."""
    s = MtgScenario()
    s.lands(7, MOUNTAIN)
    s.permanent(GIGANTOAD)
    spell = s.in_graveyard(NIBELHEIM)
    s.pass_to("upkeep")
    assert f"flashback:{spell}" not in offered(s)
    poor = MtgScenario()
    poor.lands(6, MOUNTAIN)
    poor.permanent(GIGANTOAD)
    other = poor.in_graveyard(NIBELHEIM)
    poor.pass_to("main1")
    assert f"flashback:{other}" not in offered(poor)


def test_a_flashback_spell_whose_target_is_gone_does_nothing_and_is_still_exiled():
    """608.2b: no discard, no draw; 702.34a: exiled however it leaves the stack."""
    s = MtgScenario()
    toad, _ = nibelheim_by_flashback(s)
    s.pay()
    s.move(toad, graveyard("p1"))
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert s.events_of("fizzled") and len(s.zone(hand("p1"))) == hand_before
    assert s.defs(EXILE) == [NIBELHEIM]


def test_a_cancelled_flashback_cast_puts_the_card_back_in_the_graveyard():
    """CR 728.1: the announcement is undone, the card returns where it was."""
    s = MtgScenario()
    nibelheim_by_flashback(s)
    s.expect("p1", "choose_action", exact=False, answer=["cancel"])
    assert s.defs(graveyard("p1")) == [NIBELHEIM] and s.state["stack"] == []


def test_aurons_inspiration_by_flashback_in_combat_pumps_the_attackers():
    """An instant by flashback at instant speed: attacking creatures get +2/+0, the others not
    (611.2c: those attacking as it resolves)."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    attacker, home = s.permanent(COEURL), s.permanent(COEURL)
    spell = s.in_graveyard(AURONS_INSPIRATION)
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards")
    s.answer_raw("p1", [attacker])
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    s.pay()
    s.pass_both()
    assert (power(s.state, attacker), power(s.state, home)) == (4, 2)
    assert s.defs(EXILE) == [AURONS_INSPIRATION]
