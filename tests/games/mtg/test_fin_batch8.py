"""More FIN cards: Capital City ("{1}, {T}: Add one mana of any color": a mana ability whose cost
includes mana, paid from the pool as it is activated, CR 605.3b, 602.2b, 601.2g–h; Cycling {2},
CR 702.29a)."""

from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard, hand
from tests.games.mtg.position import FOREST, MtgScenario

CAPITAL_CITY, DREAMS = "fin-274", "fin-050"  # Dreams of Laguna: {1}{U} instant


def options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_capital_city_taps_for_colourless_mana():
    s = MtgScenario()
    city = s.permanent(CAPITAL_CITY)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{city}:0"])
    assert s.player("p1")["pool"] == {"C": 1} and s.card(city)["tapped"]


def test_capital_city_filters_one_mana_from_the_pool_into_a_colour():
    """{1}, {T}: the {1} comes from the pool, which a Forest filled first (CR 601.2g–h via 602.2b);
    the ability doesn't use the stack (605.3b): the pool holds {U} at once, and a {1}{U} spell is
    then cast with the other Forest paying its {1}."""
    s = MtgScenario()
    city = s.permanent(CAPITAL_CITY)
    forest, other = s.lands(2, FOREST)
    dreams = s.hand(DREAMS)
    s.pass_to("main1")
    assert f"mana:{city}:1:U" not in options(s) and f"cast:{dreams}" not in options(s)  # nothing to pay {1} with
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forest}:-1"])
    label = next(o["label"] for o in s.ask("p1")["options"] if o["id"] == f"mana:{city}:1:U")
    assert "（支付{1}）" in label
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{city}:1:U"])
    assert s.player("p1")["pool"] == {"U": 1} and s.card(city)["tapped"]
    assert [e["mana"] for e in s.events_of("mana_spent")] == [{"G": 1}]
    assert s.events_of("mana_added")[-1]["mana"] == "U"
    s.cast(dreams)
    assert s.card(other)["tapped"] and s.player("p1")["pool"] == {} and s.defs(STACK) == [DREAMS]


def test_capital_city_cannot_pay_its_own_filter_cost():
    """{T} is part of the cost: with only the City, its {C} can't pay its {1} (CR 602.2b)."""
    s = MtgScenario()
    city = s.permanent(CAPITAL_CITY)
    s.pass_to("main1")
    assert f"mana:{city}:1:W" not in options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{city}:0"])
    assert not [o for o in options(s) if o.startswith(f"mana:{city}")]


def test_capital_city_is_never_used_by_automatic_payment():
    """Filtering only changes a mana's colour: a {1}{U} spell with two Forests and the City, the
    pool empty, is not castable by automatic payment (the City would need one of the Forests)."""
    s = MtgScenario()
    s.permanent(CAPITAL_CITY)
    s.lands(2, FOREST)
    dreams = s.hand(DREAMS)
    s.pass_to("main1")
    assert f"cast:{dreams}" not in options(s)
    assert DREAMS in s.defs(hand("p1"))


def test_capital_city_cycles_for_two():
    """Cycling {2}: discard it from the hand, draw a card (CR 702.29a)."""
    s = MtgScenario()
    s.lands(2, FOREST)
    city = s.hand(CAPITAL_CITY)
    s.pass_to("main1")
    in_hand = len(s.zone(hand("p1")))
    s.activate(city, 2)
    s.pass_both()
    assert s.defs(graveyard("p1")) == [CAPITAL_CITY] and len(s.zone(hand("p1"))) == in_hand
    assert not s.cards(BATTLEFIELD, CAPITAL_CITY)
