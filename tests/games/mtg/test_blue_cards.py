"""Combat Tutorial ("up to one target", a target player draws), Magic Damper (hexproof 702.11b,
untap), Scorpion Sentinel (a static bonus with a land count)."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import hand
from tests.games.mtg.position import ISLAND, SWAMP, MtgScenario

TUTORIAL, DAMPER, SENTINEL, COEURL, INTERVENTION = "fin-048", "fin-061", "fin-072", "fin-012", "fin-116"


def test_combat_tutorial_with_no_creature_chosen_still_makes_the_target_draw():
    s = MtgScenario()
    s.lands(3, ISLAND)
    spell = s.hand(TUTORIAL)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_targets", options=["player:p1", "player:p2"], answer=["player:p2"])
    ask = s.expect("p1", "choose_targets", options=[coeurl])
    assert (ask["min"], ask["max"]) == (0, 1)
    s.answer_raw("p1", [])
    s.pay()
    s.pass_both()
    assert len(s.zone(hand("p2"))) == 3 and "counters" not in s.card(coeurl)


def test_combat_tutorial_puts_the_counter_on_the_chosen_creature():
    s = MtgScenario()
    s.lands(3, ISLAND)
    spell = s.hand(TUTORIAL)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.cast(spell, ["player:p1", coeurl])
    s.pass_both()
    assert len(s.zone(hand("p1"))) == 3 and (power(s.state, coeurl), toughness(s.state, coeurl)) == (3, 3)


def test_magic_damper_untaps_and_gives_hexproof_against_the_opponents_spells_only():
    """702.11b: hexproof: it can't be the target of spells or abilities your opponents control."""
    s = MtgScenario()
    s.lands(1, ISLAND)
    s.lands(4, SWAMP, "p2")
    spell = s.hand(DAMPER)
    coeurl = s.permanent(COEURL, tapped=True)
    removal = s.hand(INTERVENTION, "p2")
    s.pass_to("main1")
    s.cast(spell, [coeurl])
    s.pass_both()
    assert not s.card(coeurl).get("tapped") and power(s.state, coeurl) == 3
    s.pass_priority("p1")
    assert f"cast:{removal}" not in [o["id"] for o in s.ask("p2")["options"]]


def test_magic_damper_can_be_cast_only_on_your_own_creature():
    s = MtgScenario()
    s.lands(1, ISLAND)
    spell = s.hand(DAMPER)
    s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert f"cast:{spell}" not in [o["id"] for o in s.ask("p1")["options"]]


def test_scorpion_sentinel_gets_plus_three_with_seven_lands():
    s = MtgScenario()
    sentinel = s.permanent(SENTINEL)
    s.lands(6, ISLAND)
    assert power(s.state, sentinel) == 1
    s.lands(1, ISLAND)
    assert (power(s.state, sentinel), toughness(s.state, sentinel)) == (4, 4)
