"""Targets in a graveyard (CR 115.1: "target creature card from your graveyard"): Fight On!,
Evil Reawakened, Rydia's Return. A targeted card that left the graveyard is a new object and no
longer a legal target (CR 400.7, 608.2b)."""

from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, SWAMP, MtgScenario

FIGHT_ON, EVIL_REAWAKENED, RYDIAS_RETURN = "fin-100", "fin-098", "fin-198"
COEURL, GIGANTOAD, INTERVENTION = "fin-012", "fin-187", "fin-116"


def test_fight_on_returns_up_to_two_creature_cards_from_your_graveyard():
    s = MtgScenario()
    s.lands(3, SWAMP)
    first, second = s.in_graveyard(COEURL), s.in_graveyard(GIGANTOAD)
    s.in_graveyard(INTERVENTION)  # not a creature card
    s.in_graveyard(COEURL, "p2")  # not in your graveyard
    spell = s.hand(FIGHT_ON)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    ask = s.expect("p1", "choose_targets")
    assert sorted(o["id"] for o in ask["options"]) == sorted([first, second]) and ask["min"] == 0
    s.answer_raw("p1", [first])
    s.expect("p1", "choose_targets", answer=[second])
    s.pay()
    s.pass_both()
    assert sorted(s.defs(hand("p1"))) == sorted(["fin-297", COEURL, GIGANTOAD])


def test_a_target_card_that_left_the_graveyard_is_no_longer_legal():
    s = MtgScenario()
    s.lands(5, SWAMP)
    toad = s.in_graveyard(GIGANTOAD)
    spell = s.hand(EVIL_REAWAKENED)
    s.pass_to("main1")
    s.cast(spell, [toad])
    s.move(toad, hand("p1"))
    s.pass_both()
    assert s.events_of("fizzled") and s.cards(BATTLEFIELD, GIGANTOAD) == []


def test_evil_reawakened_returns_the_creature_with_two_counters():
    s = MtgScenario()
    s.lands(5, SWAMP)
    toad = s.in_graveyard(GIGANTOAD)
    spell = s.hand(EVIL_REAWAKENED)
    s.pass_to("main1")
    s.cast(spell, [toad])
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, GIGANTOAD)
    assert s.card(returned)["counters"] == {"+1/+1": 2} and s.defs(graveyard("p1")) == [EVIL_REAWAKENED]


def test_rydias_return_either_pumps_your_creatures_or_returns_permanent_cards():
    """Mode two: a sorcery card is not a permanent card, so the land is the only choice."""
    s = MtgScenario()
    s.lands(10, FOREST)
    coeurl = s.permanent(COEURL)
    land = s.in_graveyard(FOREST)
    s.in_graveyard(INTERVENTION)
    pump, regrow = s.hand(RYDIAS_RETURN), s.hand(RYDIAS_RETURN)
    s.pass_to("main1")
    s.cast_modal(pump, 0)
    s.pass_both()
    assert power(s.state, coeurl) == 5
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{regrow}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    ask = s.expect("p1", "choose_targets")
    assert [o["id"] for o in ask["options"]] == [land]
    s.answer_raw("p1", [land])
    s.pay()
    s.pass_both()
    assert FOREST in s.defs(hand("p1"))
