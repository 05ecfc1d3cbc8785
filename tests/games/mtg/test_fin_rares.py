"""FIN cards the vocabulary now expresses, one scenario each: Locke Cole, Lunatic Pandora, Jumbo
Cactuar, Sephiroth, Planet's Heir, Xande, Dark Mage."""

from engine.games.mtg.objects import keywords, power, toughness
from engine.games.mtg.permanents import enter_battlefield
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import FOREST, MtgScenario

LOCKE, PANDORA, JUMBO, SEPHIROTH, XANDE = "fin-234", "fin-262", "fin-191", "fin-553", "fin-561"
COEURL, GIGANTOAD, INTERVENTION = "fin-012", "fin-187", "fin-116"


def attack(s: MtgScenario, attacker: str) -> None:
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_both()  # declare attackers: priority (no blockers)


def test_locke_cole_draws_then_discards_when_he_deals_combat_damage_to_a_player():
    s = MtgScenario()
    locke = s.permanent(LOCKE)
    attack(s, locke)
    s.pass_both()  # damage: 2 to p2, lifelink
    assert (s.life("p1"), s.life("p2")) == (22, 18)
    s.pass_both()  # the trigger resolves: draw, then choose a discard
    ask = s.expect("p1", "choose_cards")
    assert len(ask["options"]) == 2 and ask["min"] == ask["max"] == 1
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert len(s.zone(hand("p1"))) == 1 and len(s.zone(graveyard("p1"))) == 1


def test_lunatic_pandora_surveils_and_is_sacrificed_to_destroy_a_nonland_permanent():
    s = MtgScenario()
    s.lands(8, FOREST)
    pandora = s.permanent(PANDORA)
    top = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.activate(pandora, 0)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[top])
    assert s.defs(graveyard("p1")) == [COEURL]
    fresh = MtgScenario()
    fresh.lands(8, FOREST)
    other = fresh.permanent(PANDORA)
    target = fresh.permanent(GIGANTOAD, "p2")
    fresh.pass_to("main1")
    fresh.activate(other, 1, [target])
    fresh.pass_both()
    assert fresh.defs(graveyard("p2")) == [GIGANTOAD] and fresh.defs(graveyard("p1")) == [PANDORA]


def test_jumbo_cactuar_attacks_for_ten_thousand():
    s = MtgScenario()
    jumbo = s.permanent(JUMBO)
    attack(s, jumbo)
    s.pass_both()  # its attack trigger resolves
    assert power(s.state, jumbo) == 10000
    s.pass_both()
    s.expect_game_over(["p1"])


def test_sephiroth_shrinks_the_opponents_creatures_and_grows_as_they_die():
    s = MtgScenario()
    s.permanent(COEURL, "p2")
    s.permanent(COEURL, "p2")
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(SEPHIROTH), "p1", reason="returned")
    s.check_now()
    s.pass_both()  # -2/-2: both Coeurls die (704.5f), the Gigantoad is 2/2
    assert (power(s.state, toad), toughness(s.state, toad)) == (2, 2)
    s.expect("p1", "order_triggers", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]])
    s.pass_both()
    s.pass_both()
    [sephiroth] = s.cards(BATTLEFIELD, SEPHIROTH)
    assert s.card(sephiroth)["counters"] == {"+1/+1": 2}


def test_xande_counts_the_noncreature_nonland_cards_in_your_graveyard():
    s = MtgScenario()
    xande = s.permanent(XANDE)
    for definition in (INTERVENTION, INTERVENTION, COEURL, FOREST):
        s.in_graveyard(definition)
    assert (power(s.state, xande), toughness(s.state, xande)) == (5, 5)


ULTIMECIA, ROSA = "fin-556", "fin-555"


def test_ultimecia_taps_the_opponents_creatures_and_draws_for_each_creature_that_connects():
    """"Whenever a creature you control deals combat damage to a player": each of two attackers."""
    s = MtgScenario()
    first, second = s.permanent(COEURL), s.permanent(GIGANTOAD)
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(ULTIMECIA), "p1", reason="returned")
    s.check_now()
    s.pass_both()
    assert s.card(theirs)["tapped"]
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[first, second])
    s.pass_both()
    s.pass_both()  # combat damage: 2 + 4, and one trigger for each creature
    assert s.life("p2") == 14
    s.expect("p1", "order_triggers", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]])
    cards_before = len(s.zone(hand("p1")))
    s.pass_both()
    s.pass_both()
    assert len(s.zone(hand("p1"))) == cards_before + 2


def test_rosa_puts_a_counter_and_lifelink_on_a_creature_at_the_beginning_of_combat():
    s = MtgScenario()
    s.permanent(ROSA)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()  # to the beginning of combat: Rosa triggers
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and "lifelink" in keywords(s.state, coeurl)


DARK_CONFIDANT = "fin-094"


def test_dark_confidant_reveals_the_top_card_into_your_hand_and_you_lose_its_mana_value():
    """CR 503.1a: it triggers as your upkeep begins; the revealed card is public (701.20a)."""
    s = MtgScenario()
    s.permanent(DARK_CONFIDANT)
    s.pass_to("draw")  # the game began in this upkeep: on to the next one
    s.put(GIGANTOAD, library("p1"))
    s.pass_to("upkeep")
    assert [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()
    assert GIGANTOAD in s.defs(hand("p1")) and s.life("p1") == 16
    assert [e for e in s.events_of("card_revealed") if e.get("definition") == GIGANTOAD]


ZELL, AMBROSIA = "fin-170", "fin-006"


def test_zell_dincht_plays_two_lands_grows_with_them_and_returns_one_at_the_end_step():
    """CR 305.2a: an additional land each turn; its power counts your lands (611.3a)."""
    s = MtgScenario()
    zell = s.permanent(ZELL)
    first, second, third = s.hand(FOREST), s.hand(FOREST), s.hand(FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{first}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{second}"])
    assert f"land:{third}" not in [o["id"] for o in s.ask("p1")["options"]]
    assert power(s.state, zell) == 2
    s.pass_to("end")
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == ask["max"] == 1 and len(ask["options"]) == 2
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert power(s.state, zell) == 1 and s.defs(hand("p1")).count(FOREST) == 2


def test_ambrosia_whiteheart_has_flash_and_may_return_another_permanent_you_control():
    s = MtgScenario()
    s.lands(2, "fin-294")
    coeurl = s.permanent(COEURL)
    ambrosia = s.hand(AMBROSIA)
    s.pass_to("upkeep", active="p2", player="p1")  # the opponent's turn: flash (CR 702.8a)
    s.cast(ambrosia)
    s.pass_both()
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert coeurl in [o["id"] for o in ask["options"]] and ask["min"] == 0
    assert not any(s.card(o["id"])["def"] == AMBROSIA for o in ask["options"])  # "another"
    s.answer_raw("p1", [coeurl])
    assert COEURL in s.defs(hand("p1"))
