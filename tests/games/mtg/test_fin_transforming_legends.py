"""FIN transforming legends of issue 18's last list. Venat, Heart of Hydaelyn: "whenever you cast a
legendary spell" triggers only once each turn; Hero's Sundering exiles and transforms (CR 712);
Hydaelyn's Blessing of Light gives indestructible "until your next turn" (CR 611.2a) and draws only
if its target, still legal, is legendary (CR 608.2b)."""

from engine.games.mtg.objects import has_keyword, power
from engine.games.mtg.zones import EXILE, graveyard, hand
from tests.games.mtg.position import PLAINS, MtgScenario

COEURL, ZACK, STILTZKIN = "fin-012", "fin-045", "fin-034"  # a 2/2 for {1}{W}; two legends for {W}

# ---- Venat, Heart of Hydaelyn // Hydaelyn, the Mothercrystal

VENAT, HYDAELYN = "fin-039", "fin-039b"


def test_venat_draws_for_the_first_legendary_spell_of_the_turn_only():
    s = MtgScenario()
    s.permanent(VENAT)
    s.lands(4, PLAINS)
    coeurl, zack, stiltzkin = s.hand(COEURL), s.hand(ZACK), s.hand(STILTZKIN)
    s.pass_to("main1")
    s.cast(coeurl)
    assert s.state["stack"][-1]["kind"] == "spell"  # a nonlegendary spell: no trigger
    s.pass_both()
    s.cast(zack)
    assert s.state["stack"][-1]["kind"] == "trigger"
    s.pass_both()  # the trigger resolves: one card drawn
    assert len(s.zone(hand("p1"))) == 3  # the Island, Stiltzkin and the card drawn
    s.pass_both()
    s.cast(stiltzkin)
    assert s.state["stack"][-1]["kind"] == "spell"  # only once each turn
    s.pass_both()
    assert len(s.zone(hand("p1"))) == 2


def test_heros_sundering_exiles_a_nonland_permanent_and_transforms_venat():
    s = MtgScenario()
    venat = s.permanent(VENAT)
    s.lands(7, PLAINS)
    coeurl, land = s.permanent(COEURL, "p2"), s.permanent(PLAINS, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{venat}:1"])
    ask = s.ask("p1")
    assert coeurl in [o["id"] for o in ask["options"]] and land not in [o["id"] for o in ask["options"]]
    s.choose_targets([coeurl], "p1")
    s.pay()
    s.pass_both()
    assert s.defs(EXILE) == [COEURL]
    assert s.card(venat)["def"] == HYDAELYN and s.card(venat)["tapped"]  # the same object, transformed
    assert has_keyword(s.state, venat, "indestructible")


def blessing_of_light(s: MtgScenario, target: str) -> None:
    """p1's beginning of combat: Blessing of Light targets ``target`` (asked when there is a choice)."""
    s.pass_to("main1")
    s.pass_both()
    s.choose_targets([target], "p1")


def test_blessing_of_light_counters_and_protects_until_your_next_turn_and_draws_for_a_legend():
    s = MtgScenario()
    hydaelyn, zack, coeurl = s.permanent(HYDAELYN), s.permanent(ZACK), s.permanent(COEURL)
    blessing_of_light(s, zack)
    s.pass_both()
    assert s.card(zack)["counters"] == {"+1/+1": 1} and power(s.state, zack) == 1  # a 0/1
    assert has_keyword(s.state, zack, "indestructible") and not has_keyword(s.state, coeurl, "indestructible")
    assert len(s.zone(hand("p1"))) == 2  # Zack is legendary: a card drawn
    s.pass_to("main1", "p2", active="p2")
    assert has_keyword(s.state, zack, "indestructible")  # through the opponent's turn
    s.pass_to("upkeep")  # p1's next turn has begun: it ended (CR 611.2a)
    assert not has_keyword(s.state, zack, "indestructible") and has_keyword(s.state, hydaelyn, "indestructible")


def test_blessing_of_light_on_a_nonlegendary_creature_draws_nothing():
    s = MtgScenario()
    s.permanent(HYDAELYN)
    zack, coeurl = s.permanent(ZACK), s.permanent(COEURL)
    blessing_of_light(s, coeurl)
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and has_keyword(s.state, coeurl, "indestructible")
    assert len(s.zone(hand("p1"))) == 1 and "counters" not in s.card(zack)


def test_blessing_of_light_does_nothing_if_its_legendary_target_left():
    """The ruling: the target is illegal as the ability tries to resolve, so it doesn't, and no
    card is drawn even though the creature was legendary."""
    s = MtgScenario()
    s.permanent(HYDAELYN)
    zack = s.permanent(ZACK)
    blessing_of_light(s, zack)
    s.move(zack, graveyard("p1"))
    s.pass_both()
    assert s.state["stack"] == [] and len(s.zone(hand("p1"))) == 1
