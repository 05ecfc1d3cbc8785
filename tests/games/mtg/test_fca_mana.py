"""FCA cards about paying mana (issue 18, mtg-mana): K'rrik, Son of Yawgmoth (Phyrexian mana {B/P},
"for each {B} in a cost, you may pay 2 life rather than pay that mana", CR 107.4f, 601.2f, 119.4);
one scenario per ability."""

from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard
from tests.games.mtg.position import FOREST, SWAMP, MtgScenario

KRRIK, KONRAD, CONFIDANT = "fca-186", "fca-164", "fin-094"  # Syr Konrad: "{1}{B}: Each player mills a card"; a {1}{B} creature


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_krrik_is_cast_paying_life_for_phyrexian_mana_chosen_as_the_cost_is_determined():
    """{4}{B/P}{B/P}{B/P}: each {B/P} is paid with {B} or 2 life (CR 107.4f), chosen as the total
    cost is determined (601.2f); only numbers the lands can pay the rest for are offered (four
    Forests and a Swamp: two or three), and the life is paid with the mana (601.2h)."""
    s = MtgScenario()
    krrik = s.hand(KRRIK)
    s.lands(4, FOREST)
    s.lands(1, SWAMP)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{krrik}"])
    s.expect("p1", "choose_option", options=["life:2", "life:3"], answer=["life:2"])
    assert s.life("p1") == 20 and "{4}{B}" in s.ask("p1")["prompt"]  # not paid before the mana
    s.pay()
    assert s.life("p1") == 16 and s.defs(STACK) == [KRRIK]
    assert s.state["stack"][-1]["mana_spent"] == {"G": 4, "B": 1}


def test_phyrexian_mana_is_paid_with_life_only_as_far_as_the_life_total_goes():
    """CR 119.4: a player pays life only if their life total is at least the payment: at 5 life
    two {B/P} at most, so four Forests and a Swamp pay with 4 life; at 3 life K'rrik can't be cast."""
    s = MtgScenario()
    krrik = s.hand(KRRIK)
    s.lands(4, FOREST)
    s.lands(1, SWAMP)
    s.state["players"]["p1"]["life"] = 3
    s.pass_to("main1")
    assert f"cast:{krrik}" not in _options(s)
    s.state["players"]["p1"]["life"] = 5
    s._edited = True
    s.pass_to("main2")  # asked again
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{krrik}"])
    s.pay()  # one choice only (two payments of life): taken without asking
    assert s.life("p1") == 1 and s.defs(STACK) == [KRRIK]


def test_krrik_pays_life_for_the_black_mana_of_a_spell_and_grows_when_black_spells_are_cast():
    """"For each {B} in a cost, you may pay 2 life rather than pay that mana" (no Swamp: Dark
    Confidant's {1}{B} is paid with a Forest and 2 life), and "whenever you cast a black spell, put
    a +1/+1 counter on K'rrik" (CR 601.2i); a green spell adds none."""
    s = MtgScenario()
    krrik = s.permanent(KRRIK)
    s.lands(2, FOREST)
    confidant = s.hand(CONFIDANT)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{confidant}"])
    s.pay()  # only paying the {B} with life leaves it payable
    assert s.life("p1") == 18 and [s.card(o.get("source", o.get("card")))["def"] for o in s.state["stack"]] == [CONFIDANT, KRRIK]
    s.pass_both()
    assert s.card(krrik).get("counters", {}).get("+1/+1") == 1 and power(s.state, krrik) == 3


def test_krrik_pays_life_for_the_black_mana_of_an_activated_ability_if_the_player_chooses():
    """Every cost, activation costs too (the rulings): Syr Konrad's "{1}{B}: Each player mills a
    card" with a Forest and a Swamp is paid either way; paying the mana keeps the life."""
    s = MtgScenario()
    s.permanent(KRRIK)
    konrad = s.permanent(KONRAD)
    s.lands(1, FOREST)
    s.lands(1, SWAMP)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{konrad}:3"])
    s.expect("p1", "choose_option", options=["life:0", "life:1"], answer=["life:1"])
    s.pay()
    assert s.life("p1") == 18 and s.state["stack"][-1]["mana_spent"] == {"G": 1}
    s.pass_both()
    assert len(s.zone(graveyard("p2"))) == 1


def test_krrik_has_lifelink():
    s = MtgScenario()
    krrik = s.permanent(KRRIK)
    s.declare_attackers([krrik])
    s.pass_to("main2")
    assert s.life("p2") == 18 and s.life("p1") == 22 and krrik in s.zone(BATTLEFIELD)
