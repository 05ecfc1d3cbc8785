"""Moving to a location (4.3.7) and location lore at the set step (4.2.2.2), with a made-up
location (set 1 has none): the scenario digest §11.67."""

import pytest

from engine.games.lorcana.abilities import Condition, Filter
from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.conditions import holds
from engine.games.lorcana.filters import matches
from engine.games.lorcana.zones import at_location
from tests.games.lorcana.position import LorcanaScenario


@pytest.fixture
def location(monkeypatch):
    card = CardDef(id="tst-100", name="测试地点", name_en="Test Location", type="location", ink="amber", cost=1,
                   inkable=False, willpower=5, lore=1, move_cost=1, rarity="common")  # fmt: skip
    monkeypatch.setitem(card_db(), "tst-100", card)
    return "tst-100"


def test_scenario_67_move_pays_the_move_cost_and_needs_no_dry_or_ready_character(location):
    s = LorcanaScenario()
    ink = s.ink(1)
    place = s.in_play(location)
    drying = s.in_play("tfc-022", dry=False, exerted=True)  # played this turn and exerted: may still move
    s.hand("tfc-012")  # keeps the turn going
    s.main(answer=f"move:{drying}:{place}")
    assert at_location(s.state, drying) == place
    assert s.card(ink[0])["exerted"] and s.card(drying)["exerted"]  # paid 1 ink; moving does not exert
    assert f"move:{drying}:{place}" not in [o["id"] for o in s.main()["options"]]  # already there


def test_location_lore_at_the_set_step(location):
    s = LorcanaScenario()
    s.in_play(location)
    s.hand("tfc-012")
    s.main(answer="end")
    s.hand("tfc-012", "p2")
    s.main("p2", answer="end")
    assert s.lore("p1") == 1  # gained in p1's next set step, not through the bag


def test_cannot_move_to_an_opponents_location(location):
    s = LorcanaScenario()
    s.ink(3)
    s.in_play(location, "p2")
    mine = s.in_play("tfc-022")
    s.hand("tfc-012")
    assert not [o for o in s.main()["options"] if o["id"].startswith(f"move:{mine}")]


def test_a_character_shifted_onto_one_at_a_location_stays_at_that_location(location):
    """10.8.3: the shifted character takes the state of the one beneath, which includes being at
    a location (5.6, 4.3.7): it is still there and the location's lore counts it."""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-005")  # Hades – King of Olympus: cost 8, keeps the main phase asking
    place = s.in_play(location)
    s.in_play("tfc-012", at=place)  # Mickey Mouse – True Friend
    rogue = s.hand("tfc-088")  # Mickey Mouse – Artful Rogue, Shift 5
    s.main(answer=f"shift:{rogue}")
    shifted = next(c for c in s.cards("p1.play") if s.card(c)["def"] == "tfc-088")
    assert at_location(s.state, shifted) == place


def test_at_a_location_filter_and_while_at_a_location_condition(location):
    """"在地点内的角色" (Filter.at_location) and "只要这个角色在地点内" (Condition.source_at_location)
    follow where a character has moved (4.3.7), and end when the location leaves play."""
    s = LorcanaScenario()
    place = s.in_play(location)
    there = s.in_play("tfc-012", at=place)
    away = s.in_play("tfc-012")
    at, not_at = Filter(type="character", at_location=True), Filter(type="character", at_location=False)
    assert [matches(s.state, c, at, "p1", None) for c in (there, away)] == [True, False]
    assert [matches(s.state, c, not_at, "p1", None) for c in (there, away)] == [False, True]
    condition = Condition(source_at_location=True)
    assert holds(s.state, condition, "p1", there) and not holds(s.state, condition, "p1", away)
    s.card(there)["at_location"] = "c999"  # a location no longer in play
    assert not holds(s.state, condition, "p1", there)
