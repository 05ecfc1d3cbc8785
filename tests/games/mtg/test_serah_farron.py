"""Serah Farron // Crystallized Serah: "the first legendary creature spell you cast each turn
costs {2} less" (CR 601.2f; the spells cast this turn are remembered), an optional transform at
the beginning of combat with an intervening "if" (CR 603.4, 712), and the back face's anthem for
legendary creatures (layer 7c)."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD
from tests.games.mtg.position import PLAINS, MtgScenario
from tests.games.mtg.test_crystals import cast_options

SERAH, ASHE, SNOW, STEINER, COEURL = "fin-240", "fin-007", "fin-033", "fin-003", "fin-012"


def test_only_the_first_legendary_creature_spell_each_turn_costs_two_less():
    """Ashe {2}{W} costs {W}; then Snow Villiers {2}{W} costs its full {2}{W}."""
    s = MtgScenario()
    s.permanent(SERAH)
    s.lands(3, PLAINS)
    ashe, snow = s.hand(ASHE), s.hand(SNOW)
    s.pass_to("main1")
    s.cast(ashe)
    assert s.events_of("spell_cast")[0]["mana_spent"] == {"W": 1}
    s.pass_both()
    assert s.step == "main1" and f"cast:{snow}" not in cast_options(s)  # {2}{W} with two Plains left


def test_a_nonlegendary_creature_spell_is_not_reduced_and_doesnt_use_up_the_reduction():
    s = MtgScenario()
    s.permanent(SERAH)
    s.lands(3, PLAINS)
    coeurl, ashe = s.hand(COEURL), s.hand(ASHE)
    s.pass_to("main1")
    s.cast(coeurl)
    assert s.events_of("spell_cast")[0]["mana_spent"] == {"W": 2}
    s.pass_both()
    assert f"cast:{ashe}" in cast_options(s)  # {W} with the one Plains left


def test_serah_may_transform_with_two_other_legendary_creatures_and_pumps_legends():
    s = MtgScenario()
    serah = s.permanent(SERAH)
    snow, steiner = s.permanent(SNOW), s.permanent(STEINER)
    s.pass_to("main1")
    before = {c: (power(s.state, c), toughness(s.state, c)) for c in (snow, steiner)}
    s.pass_both()  # to the beginning of combat: the trigger
    assert [o["source"] for o in s.state["stack"]] == [serah]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(serah)["def"] == "fin-240b" and serah in s.zone(BATTLEFIELD)  # the same object (CR 712)
    assert (power(s.state, steiner), toughness(s.state, steiner)) == (before[steiner][0] + 2, before[steiner][1] + 2)
    # Snow Villiers counts the creatures you control: Serah is one no longer (an artifact now)
    assert (power(s.state, snow), toughness(s.state, snow)) == (before[snow][0] + 2 - 1, before[snow][1] + 2)


def test_serah_does_not_trigger_without_two_other_legendary_creatures():
    s = MtgScenario()
    s.permanent(SERAH)
    s.permanent(SNOW)
    s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()
    assert s.state["stack"] == []
