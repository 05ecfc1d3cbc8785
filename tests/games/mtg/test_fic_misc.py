"""FIC and FCA cards of issue 18 (mtg-misc): one scenario per ability. Their facts are
cross-checked with the others' in ``test_fic_cards.py``."""

import pytest

from engine.games.mtg.cards import card
from engine.games.mtg.casting import activation_cost
from engine.games.mtg.control import gain_control
from engine.games.mtg.objects import definition, has_keyword, power, toughness
from engine.games.mtg.permanents import enter_battlefield, leave_battlefield
from engine.games.mtg.zones import EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, MtgScenario

COEURL, ADELBERT, BRAINSTORM = "fin-012", "fin-003", "fca-179"  # a 2/2; a legendary {1}{W} creature; a {U} instant
THANCRED, YUNAS_DECISION = "fic-240", "fic-279"
KUJATA, VALEFOR = "fic-266", "fic-249"
CYAN, COIN_OF_FATE = "fic-225", "fic-224"
MOG, MOOGLE = "fic-294", "token-moogle"
ATRAXA, NYXBLOOM, KIMAHRI = "fca-197", "fca-169", "fic-290"
CARPET = "fca-193"
AVALANCHE, HOJO, TREASURE, BUSTER_SWORD = "fic-258", "fic-274", "token-treasure", "fin-255"  # Buster Sword: Equip {2} (ability 2)
SUMMONERS_SENDING, SPIRIT, HILL_GIGAS = "fic-238", "token-spirit-flying", "fin-141"  # Hill Gigas: mana value 6


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def _triggers(s: MtgScenario) -> list[str]:
    return [o["data"]["definition"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _thancred_guarding(s: MtgScenario) -> tuple[str, str]:
    """Thancred cast with flash in the opponent's turn; its enters ability resolved on Adelbert."""
    adelbert = s.permanent(ADELBERT)
    s.lands(5, PLAINS)
    thancred = s.hand(THANCRED)
    s.pass_to("main1", "p1", active="p2")
    s.cast(thancred)
    s.pass_both()  # Thancred resolves; its ability's one legal target is Adelbert
    assert _triggers(s) == [THANCRED]
    s.pass_both()
    return s.cards("battlefield", THANCRED)[0], adelbert


def test_thancred_gives_another_legendary_permanent_indestructible_while_you_control_it():
    """CR 611.2b: "for as long as you control Thancred": it ends for good when an opponent gains
    control of Thancred, even once control comes back."""
    s = MtgScenario()
    thancred, adelbert = _thancred_guarding(s)
    assert has_keyword(s.state, adelbert, "indestructible") and not has_keyword(s.state, thancred, "indestructible")
    gain_control(s.ctx(), [thancred], "p2", None)
    assert not has_keyword(s.state, adelbert, "indestructible")
    gain_control(s.ctx(), [thancred], "p1", None)
    assert not has_keyword(s.state, adelbert, "indestructible")


def test_thancreds_guard_ends_when_thancred_leaves_the_battlefield():
    s = MtgScenario()
    thancred, adelbert = _thancred_guarding(s)
    leave_battlefield(s.ctx(), [thancred], "hand", "returned")
    assert not has_keyword(s.state, adelbert, "indestructible")


def test_thancred_lost_before_its_enters_ability_resolves_gives_nothing():
    """The rulings: you lost control of Thancred before the ability resolved: the target never
    gains indestructible (CR 611.2b), not even after you get Thancred back."""
    s = MtgScenario()
    adelbert = s.permanent(ADELBERT)
    s.lands(5, PLAINS)
    s.hand(THANCRED)
    s.pass_to("main1")
    s.cast(s.zone("p1.hand")[-1])
    s.pass_both()
    assert _triggers(s) == [THANCRED]
    thancred = s.cards("battlefield", THANCRED)[0]
    gain_control(s.ctx(), [thancred], "p2", None)
    s.pass_both()
    assert not has_keyword(s.state, adelbert, "indestructible") and s.state["stack"] == []
    gain_control(s.ctx(), [thancred], "p1", None)
    assert not has_keyword(s.state, adelbert, "indestructible")


def test_thancred_gains_indestructible_until_end_of_turn_when_you_cast_a_noncreature_spell():
    s = MtgScenario()
    thancred = s.permanent(THANCRED)
    s.lands(1, ISLAND)
    brainstorm = s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.cast(brainstorm)
    assert _triggers(s) == [THANCRED]
    s.pass_both()
    assert has_keyword(s.state, thancred, "indestructible")
    s.pass_both()  # Brainstorm: two cards back on top
    s.expect("p1", "choose_cards", exact=False, answer=s.zone("p1.hand")[:2])
    s.pass_to("upkeep", "p2")
    assert not has_keyword(s.state, thancred, "indestructible")


def test_yunas_decision_sacrifices_a_creature_draws_then_puts_a_creature_and_a_land_from_hand():
    """The rulings: the land put onto the battlefield is no land play (one was already played)."""
    s = MtgScenario()
    coeurl, other = s.permanent(COEURL), s.permanent(COEURL)
    s.lands(4)
    decision = s.hand(YUNAS_DECISION)
    creature, land = s.hand(ADELBERT), s.hand(PLAINS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{s.hand(FOREST)}"])
    s.cast_modal(decision, 0)
    s.pass_both()
    ask = s.expect("p1", "choose_cards", answer=[coeurl])
    assert ask["min"] == 1 and {o["id"] for o in ask["options"]} == {coeurl, other}  # a creature must be sacrificed
    s.expect("p1", "choose_cards", answer=[creature])
    s.expect("p1", "choose_cards", answer=[land])
    assert COEURL in s.defs(graveyard("p1")) and {ADELBERT, PLAINS} <= set(s.defs("battlefield"))
    assert s.defs(hand("p1")).count(FOREST) == 1  # the card drawn


def test_yunas_decision_without_a_creature_to_sacrifice_does_nothing_else():
    s = MtgScenario()
    s.lands(4)
    decision = s.hand(YUNAS_DECISION)
    s.hand(ADELBERT)
    s.pass_to("main1")
    s.cast_modal(decision, 0)
    s.pass_both()
    assert s.defs(hand("p1")) == [ISLAND, ADELBERT] and s.state["stack"] == []


def test_yunas_decision_returns_two_target_permanent_cards_from_your_graveyard():
    s = MtgScenario()
    s.lands(4)
    decision = s.hand(YUNAS_DECISION)
    coeurl, forest = s.in_graveyard(COEURL), s.in_graveyard(FOREST)
    brainstorm = s.in_graveyard(BRAINSTORM)  # an instant: no permanent card
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{decision}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    assert brainstorm not in [o["id"] for o in s.ask("p1")["options"]]
    s.choose_targets([coeurl, forest], "p1")
    s.pay()
    s.pass_both()
    assert set(s.defs(hand("p1"))) == {ISLAND, COEURL, FOREST}


@pytest.mark.parametrize(("exiled", "counters"), [(HILL_GIGAS, 1), (COEURL, 0)])
def test_summoners_sending_exiles_a_creature_card_from_a_graveyard_for_a_spirit(exiled, counters):
    """Any graveyard; a +1/+1 counter on the Spirit if the card's mana value is 4 or greater."""
    s = MtgScenario()
    s.permanent(SUMMONERS_SENDING)
    card = s.in_graveyard(exiled, "p2")
    s.pass_to("end")
    assert _triggers(s) == [SUMMONERS_SENDING]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    [spirit] = s.cards("battlefield", SPIRIT)
    assert s.card(spirit).get("counters", {}).get("+1/+1", 0) == counters and has_keyword(s.state, spirit, "flying")
    assert card not in s.zone(graveyard("p2")) and s.defs(EXILE) == [exiled]


def test_summoners_sending_declined_exiles_nothing_and_makes_no_spirit():
    s = MtgScenario()
    s.permanent(SUMMONERS_SENDING)
    s.in_graveyard(COEURL)
    s.pass_to("end")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.cards("battlefield", SPIRIT) == [] and s.defs(graveyard("p1")) == [COEURL]


def test_summon_kujata_chapter_one_deals_3_damage_to_each_of_up_to_two_creatures():
    s = MtgScenario()
    first, second = s.permanent(COEURL, "p2"), s.permanent(HILL_GIGAS, "p2")
    s.lands(6, MOUNTAIN)
    kujata = s.hand(KUJATA)
    s.pass_to("main1")
    s.cast(kujata)
    s.pass_both()
    assert _triggers(s) == [KUJATA]
    s.choose_targets([first, second], "p1")
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COEURL] and s.card(second)["damage"] == 3


def test_summon_kujata_chapter_two_stops_up_to_three_creatures_from_blocking_this_turn():
    """CR 509.1a: the chosen creature can't be declared as a blocker; the other can."""
    s = MtgScenario()
    kujata = s.permanent(KUJATA, counters={"lore": 1})
    frozen, other = s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")
    s.pass_to("draw")
    s.pass_both()  # chapter II as the precombat main phase begins
    assert _triggers(s) == [KUJATA]
    s.expect("p1", "choose_targets", exact=False, answer=[frozen])
    s.expect("p1", "choose_targets", exact=False, answer=[])
    s.expect("p1", "choose_targets", exact=False, answer=[])
    s.pass_both()
    s.declare_attackers([kujata])
    s.pass_both()
    ask = s.ask("p2")
    assert {o["id"] for o in ask["options"]} == {f"{other}>{kujata}"}


def test_summon_kujata_chapter_three_discards_draws_two_and_deals_the_discarded_mana_value_to_each_opponent():
    """The reflexive ability ("when you discard a card this way", CR 603.12) resolves after the
    Saga was sacrificed (CR 714.4): the creature's last known information deals the damage."""
    s = MtgScenario()
    s.permanent(KUJATA, counters={"lore": 2})
    gigas = s.hand(HILL_GIGAS)
    s.pass_to("draw")
    s.pass_both()
    assert _triggers(s) == [KUJATA]
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[gigas])
    assert HILL_GIGAS in s.defs(graveyard("p1")) and s.defs(hand("p1")).count(FOREST) == 2  # (the first turn has no draw, CR 103.8a)
    assert KUJATA in s.defs(graveyard("p1"))  # sacrificed after its last chapter
    s.pass_both()
    assert s.life("p2") == 14


def test_summon_valefor_chapter_one_returns_each_opponents_creature_of_greatest_mana_value():
    """The opponent chooses among their creatures tied for the greatest mana value; yours stay."""
    s = MtgScenario()
    small, tied, other = s.permanent(COEURL, "p2"), s.permanent(HILL_GIGAS, "p2"), s.permanent(HILL_GIGAS, "p2")
    mine = s.permanent(HILL_GIGAS)
    s.lands(5, ISLAND)
    valefor = s.hand(VALEFOR)
    s.pass_to("main1")
    s.cast(valefor)
    s.pass_both()
    assert _triggers(s) == [VALEFOR]
    s.pass_both()
    ask = s.expect("p2", "choose_cards", answer=[tied])
    assert {o["id"] for o in ask["options"]} == {tied, other}
    assert s.defs(hand("p2")) == [ISLAND, HILL_GIGAS] and {small, other, mine} <= set(s.zone("battlefield"))


def test_summon_valefor_later_chapters_tap_a_creature_and_stun_it():
    s = MtgScenario()
    s.permanent(VALEFOR, counters={"lore": 1})
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("draw")
    s.pass_both()
    assert _triggers(s) == [VALEFOR]
    s.choose_targets([theirs], "p1")
    s.pass_both()
    assert s.card(theirs)["tapped"] and s.card(theirs)["counters"] == {"stun": 1}


def test_avalanche_of_sector_7s_power_is_the_number_of_artifacts_opponents_control():
    s = MtgScenario()
    avalanche = s.permanent(AVALANCHE)
    s.permanent(TREASURE, "p2")
    s.permanent(BUSTER_SWORD, "p2")
    s.permanent(BUSTER_SWORD)  # yours: not counted
    assert power(s.state, avalanche) == 2


def test_avalanche_of_sector_7_damages_an_opponent_activating_an_artifacts_ability():
    """A mana ability too (CR 605.1a), its artifact sacrificed as the cost is paid; your own
    artifact's ability doesn't trigger it."""
    s = MtgScenario()
    s.permanent(AVALANCHE)
    theirs, mine = s.permanent(TREASURE, "p2"), s.permanent(TREASURE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{mine}:0:R"])
    s.pass_priority()
    s.expect("p2", "choose_action", exact=False, answer=[f"mana:{theirs}:0:R"])
    assert _triggers(s) == [AVALANCHE]
    s.pass_both()
    assert s.life("p2") == 19 and s.life("p1") == 20


def test_professor_hojo_makes_the_first_ability_targeting_your_creature_in_your_turn_cost_2_less():
    """Equip {2} costs {0} once; the second equip this turn costs {2} (CR 601.2f)."""
    s = MtgScenario()
    s.permanent(HOJO)
    coeurl = s.permanent(COEURL)
    sword = s.permanent(BUSTER_SWORD)
    s.lands(2)
    s.pass_to("main1")
    s.activate(sword, 2, [coeurl])
    assert all(not s.card(land).get("tapped") for land in s.cards("battlefield", FOREST))
    s.pass_both()  # Hojo's draw
    s.pass_both()  # the equip
    s.activate(sword, 2, [s.cards("battlefield", HOJO)[0]])
    assert all(s.card(land).get("tapped") for land in s.cards("battlefield", FOREST))


def test_professor_hojo_gives_no_discount_in_an_opponents_turn():
    s = MtgScenario()
    s.permanent(HOJO)
    coeurl, sword = s.permanent(COEURL), s.permanent(BUSTER_SWORD)
    equip = card(BUSTER_SWORD).abilities[2]
    s.pass_to("main1")
    assert activation_cost(s.state, equip, "p1", sword, [{"card": coeurl}])["generic"] == 0
    s.pass_to("main1", "p1", active="p2")
    assert activation_cost(s.state, equip, "p1", sword, [{"card": coeurl}])["generic"] == 2


def test_professor_hojo_draws_once_each_turn_when_your_creatures_become_targets_of_activated_abilities():
    """An opponent's ability targeting your creature triggers it too; the second time this turn doesn't."""
    s = MtgScenario()
    s.permanent(HOJO)
    coeurl = s.permanent(COEURL)
    sword = s.permanent(BUSTER_SWORD)
    s.lands(4)
    s.pass_to("main1")
    s.activate(sword, 2, [coeurl])
    assert _triggers(s) == [HOJO]
    s.pass_both()
    assert s.defs(hand("p1")).count(FOREST) == 1
    s.pass_both()
    s.activate(sword, 2, [s.cards("battlefield", HOJO)[0]])
    assert _triggers(s) == []


@pytest.mark.parametrize(("in_graveyard", "castable"), [(3, True), (2, False)])
def test_cyan_costs_1_less_for_each_creature_card_in_your_graveyard(in_graveyard, castable):
    """{6}{W} less {3} with three creature cards: four Plains pay it (a land card doesn't count)."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    cyan = s.hand(CYAN)
    for _ in range(in_graveyard):
        s.in_graveyard(COEURL)
    s.in_graveyard(FOREST)
    s.pass_to("main1")
    assert (f"cast:{cyan}" in _options(s)) == castable


def test_cyan_gets_one_counter_when_two_creature_cards_leave_your_graveyard_together():
    """The rulings: cards leaving at once (one step of one spell, CR 603.2c) trigger it once; a
    card leaving alone, once more."""
    s = MtgScenario()
    cyan = s.permanent(CYAN)
    s.lands(4)
    first, second = s.in_graveyard(COEURL), s.in_graveyard(HILL_GIGAS)
    third = s.in_graveyard(COEURL)
    decision = s.hand(YUNAS_DECISION)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{decision}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    s.choose_targets([first, second], "p1")
    s.pay()
    s.pass_both()
    assert _triggers(s) == [CYAN]
    s.pass_both()
    s.move(third, EXILE)
    s.check_now()
    assert _triggers(s) == [CYAN]
    s.pass_both()
    assert s.card(cyan)["counters"] == {"+1/+1": 2}


def test_cyan_counts_two_creature_cards_exiled_for_one_cost_once():
    """Coin of Fate's cost exiles two creature cards at once (CR 601.2h): one trigger."""
    s = MtgScenario()
    s.permanent(CYAN)
    coin = s.permanent(COIN_OF_FATE)
    s.lands(4, PLAINS)
    s.in_graveyard(COEURL)
    s.in_graveyard(COEURL)
    s.pass_to("main1")
    s.activate(coin, 1)
    assert _triggers(s) == [CYAN]


def test_mog_each_player_may_discard_and_draw_a_creature_card_makes_a_moogle_a_noncreature_card_counters():
    """A creature card (yours) and a noncreature card (theirs) discarded: both draw, a Moogle token,
    then a counter on each Moogle you control, the new token too."""
    s = MtgScenario()
    mog = s.permanent(MOG)
    creature, noncreature = s.hand(COEURL), s.hand(BRAINSTORM, "p2")
    s.pass_to("end")
    assert _triggers(s) == [MOG]
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[creature])
    s.expect("p2", "choose_cards", exact=False, answer=[noncreature])
    [moogle] = s.cards("battlefield", MOOGLE)
    assert s.card(mog)["counters"] == {"+1/+1": 1} and s.card(moogle)["counters"] == {"+1/+1": 1}
    assert s.defs(hand("p1")) == [ISLAND, FOREST] and s.defs(hand("p2")) == [ISLAND, FOREST]
    moves = [e["reason"] for e in s.events if e["type"] == "card_moved" and e["reason"] in ("discard", "draw")]
    assert moves[-4:] == ["discard", "discard", "draw", "draw"]  # discarded at once, then the draws


def test_mog_with_nobody_discarding_does_nothing():
    s = MtgScenario()
    mog = s.permanent(MOG)
    s.pass_to("end")
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[])
    s.expect("p2", "choose_cards", exact=False, answer=[])
    assert s.cards("battlefield", MOOGLE) == [] and not s.card(mog).get("counters")
    assert s.defs(hand("p1")) == [ISLAND] and s.defs(hand("p2")) == [ISLAND]


def test_carpet_of_flowers_adds_mana_of_one_colour_for_each_island_the_target_opponent_controls():
    """Once it has added mana this turn, the postcombat main phase doesn't trigger it (an
    intervening "if", CR 603.4)."""
    s = MtgScenario()
    s.permanent(CARPET)
    s.lands(3, ISLAND, "p2")
    s.permanent(ISLAND)  # yours: not counted
    s.pass_to("main1")
    assert _triggers(s) == [CARPET]
    s.pass_both()
    ask = s.expect("p1", "choose_option", answer=["R"])
    assert "decline" in [o["id"] for o in ask["options"]]
    assert s.state["players"]["p1"]["pool"] == {"R": 3}
    s.pass_to("main2")
    assert _triggers(s) == []


def test_carpet_of_flowers_declined_in_the_first_main_phase_triggers_again_in_the_second():
    s = MtgScenario()
    s.permanent(CARPET)
    s.lands(2, ISLAND, "p2")
    s.pass_to("main1")
    s.pass_both()
    s.expect("p1", "choose_option", answer=["decline"])
    assert not s.state["players"]["p1"]["pool"]
    s.pass_to("main2")
    assert _triggers(s) == [CARPET]
    s.pass_both()
    s.expect("p1", "choose_option", answer=["U"])
    assert s.state["players"]["p1"]["pool"] == {"U": 2}


def test_atraxa_reveals_ten_and_takes_one_card_of_each_card_type():
    """The rulings: a card of several types counts as the one it is taken for (an artifact
    creature taken as an artifact leaves room for another creature); the rest go to the bottom."""
    s = MtgScenario()
    atraxa = s.hand(ATRAXA)
    top = [s.put(d, library("p1")) for d in (COEURL, ADELBERT, BRAINSTORM, SUMMONERS_SENDING, FOREST, BUSTER_SWORD, PLAINS)]
    s.pass_to("main1")
    enter_battlefield(s.ctx(), atraxa, "p1", reason="test")
    s.check_now()
    assert _triggers(s) == [ATRAXA]
    s.pass_both()
    coeurl, adelbert, brainstorm, _, forest, sword, _ = top
    s.expect("p1", "choose_cards", exact=False, answer=[sword])  # artifact
    ask = s.expect("p1", "choose_cards", exact=False, answer=[coeurl])  # creature
    assert sword not in [o["id"] for o in ask["options"]]
    s.expect("p1", "choose_cards", exact=False, answer=[])  # enchantment (Summoner's Sending): none taken
    s.expect("p1", "choose_cards", exact=False, answer=[brainstorm])  # instant
    s.expect("p1", "choose_cards", exact=False, answer=[forest])  # land
    assert sorted(s.defs(hand("p1"))) == sorted([ISLAND, BUSTER_SWORD, COEURL, BRAINSTORM, FOREST])
    assert sorted(s.defs(library("p1"))[:6]) == sorted([ADELBERT, SUMMONERS_SENDING, PLAINS, FOREST, FOREST, FOREST])  # the six others at the bottom


@pytest.mark.parametrize(("ancients", "made"), [(1, 3), (2, 9)])
def test_nyxbloom_ancient_triples_the_mana_of_a_permanent_you_tap(ancients, made):
    """The rulings: two of them make nine times as much; an opponent's land isn't yours to tap."""
    s = MtgScenario()
    for _ in range(ancients):
        s.permanent(NYXBLOOM)
    forest = s.permanent(FOREST)
    theirs = s.permanent(FOREST, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forest}:-1"])
    assert s.state["players"]["p1"]["pool"] == {"G": made}
    s.pass_priority()
    s.expect("p2", "choose_action", exact=False, answer=[f"mana:{theirs}:-1"])
    assert s.state["players"]["p2"]["pool"] == {"G": 1}


def test_nyxbloom_ancient_lets_one_land_pay_a_two_mana_spell_automatically():
    """Automatic payment counts the tripled mana: one Plains pays Coeurl's {1}{W}, {W} left over."""
    s = MtgScenario()
    s.permanent(NYXBLOOM)
    plains = s.permanent(PLAINS)
    coeurl = s.hand(COEURL)
    s.pass_to("main1")
    s.cast(coeurl)
    assert s.card(plains)["tapped"] and s.state["players"]["p1"]["pool"] == {"W": 1}
    s.pass_both()
    assert COEURL in s.defs("battlefield")


def test_kimahri_taps_an_opponents_creature_and_may_become_a_copy_keeping_its_name_vigilance_and_ability():
    """CR 707.2, 707.9b: Hill Gigas's copiable values (5/4, trample, haste), with Kimahri's name,
    vigilance and this ability; the +1/+1 counter stays. Next turn it triggers again; leaving the
    battlefield, the card is Kimahri again (CR 400.7)."""
    s = MtgScenario()
    kimahri = s.permanent(KIMAHRI)
    gigas = s.permanent(HILL_GIGAS, "p2")
    s.pass_to("begin_combat")
    assert _triggers(s) == [KIMAHRI]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    copy = definition(s.state, kimahri)
    assert s.card(gigas)["tapped"] and copy.name == "Kimahri, Valiant Guardian" and copy.subtypes == ["Giant"]
    assert (power(s.state, kimahri), toughness(s.state, kimahri)) == (6, 5)
    assert all(has_keyword(s.state, kimahri, k) for k in ("trample", "haste", "vigilance"))
    s.pass_to("upkeep", "p2")
    s.pass_to("begin_combat")
    assert [o["data"]["definition"] for o in s.state["stack"]] == [s.card(kimahri)["def"]]  # the copy has this ability
    leave_battlefield(s.ctx(), [kimahri], "hand", "returned")
    assert s.defs(hand("p1"))[-1] == KIMAHRI


def test_kimahri_declining_the_copy_keeps_the_counter_and_the_tap():
    s = MtgScenario()
    kimahri = s.permanent(KIMAHRI)
    gigas = s.permanent(HILL_GIGAS, "p2")
    s.pass_to("begin_combat")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(gigas)["tapped"] and s.card(kimahri)["def"] == KIMAHRI and power(s.state, kimahri) == 4


def test_carpet_of_flowers_with_no_islands_asks_nothing_and_may_trigger_again():
    """X is 0 as it resolves (the rulings): no mana is added, so the second main phase triggers it too."""
    s = MtgScenario()
    s.permanent(CARPET)
    s.pass_to("main1")
    s.pass_both()
    assert s.state["stack"] == [] and s.priority_player() == "p1" and not s.state["players"]["p1"]["pool"]
    s.pass_to("main2")
    assert _triggers(s) == [CARPET]
