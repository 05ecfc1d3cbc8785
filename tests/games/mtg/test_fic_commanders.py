"""The FIC precons' face and alternate commanders (FIC-212 to FIC-219): one scenario per ability.
Their facts are cross-checked in ``test_fic_cards.py`` with the other FIC cards."""

import pytest

from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.permanents import change_life, enter_battlefield, leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, MtgScenario

CELES, CLOUD, GRAHA, TERRA, TIDUS = "fic-212", "fic-213", "fic-214", "fic-215", "fic-216"
TIFA, YSHTOLA, YUNA = "fic-217", "fic-218", "fic-219"
# Choco-Comet {X}{R}{R}, a sorcery; a creature spell of mana value 5; Random Encounter: the creature cards it mills enter
COMET, FAT_CHOCOBO, RANDOM_ENCOUNTER = "fin-132", "fin-202", "fin-150"
NOCTIS, ROOK_TURRET = "fin-235", "fin-069"  # "cast artifact spells from your graveyard"; an artifact creature {3}{U}
BUSTER_SWORD, PALADINS_ARMS, LANCE = "fin-255", "fin-028", "fin-017"  # Equipment: +3/+2, +2/+1; {1}{W}
COEURL, BEHEMOTH = "fin-012", "fin-181"  # creature cards: power 2 and power 7


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _attack(s: MtgScenario, attackers: list[str]) -> None:
    """Pass (resolving the beginning-of-combat triggers) to p1's declare attackers step and
    declare ``attackers``."""
    while s.step != "declare_attackers" or s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    s.expect("p1", "choose_cards", exact=False, answer=attackers)


def test_terra_mills_two_and_gains_flying_at_the_beginning_of_combat_on_your_turn():
    """Trance (CR 507.1): "mill two cards" (CR 701.17a), then flying until end of turn."""
    s = MtgScenario()
    terra = s.permanent(TERRA)
    s.pass_to("main1")
    assert not has_keyword(s.state, terra, "flying")
    s.pass_both()
    assert _triggers(s) == [TERRA] and s.step == "begin_combat"
    s.pass_both()
    assert len(s.zone(graveyard("p1"))) == 2 and has_keyword(s.state, terra, "flying")
    s.pass_to("main1", "p2", active="p2")
    assert not has_keyword(s.state, terra, "flying")


def _terra_connects(lands: int) -> tuple[MtgScenario, str, str]:
    """Terra has dealt combat damage to p2; p1 has ``lands`` untapped Mountains, a Coeurl (power
    2) and a Behemoth (power 7) in the graveyard: the scenario, the Coeurl and the Behemoth."""
    s = MtgScenario()
    terra = s.permanent(TERRA)
    s.lands(lands, MOUNTAIN)
    small, big = s.in_graveyard(COEURL), s.in_graveyard(BEHEMOTH)
    _attack(s, [terra])
    while not (_triggers(s) == [TERRA] and s.step == "combat_damage"):
        s.pass_priority()
    assert s.life("p2") == 17
    s.pass_both()
    return s, small, big


def test_terra_may_pay_2_to_return_a_creature_card_with_power_3_or_less_tapped():
    """"You may pay {2}. When you do, return target creature card with power 3 or less …": the
    reflexive ability chooses its target as it is put on the stack, after the payment (CR 603.12;
    the notes); the Behemoth (power 7) is no legal target."""
    s, small, big = _terra_connects(2)
    s.expect("p1", "choose_option", answer=["pay"])
    assert _triggers(s) == [TERRA]  # the reflexive ability, its only legal target chosen
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(returned)["tapped"] and big in s.zone(graveyard("p1")) and small not in s.zone(graveyard("p1"))


def test_terra_returns_nothing_when_its_controller_declines_or_cannot_pay():
    s, small, _ = _terra_connects(2)
    s.expect("p1", "choose_option", answer=["decline"])
    assert _triggers(s) == [] and small in s.zone(graveyard("p1"))
    s, small, _ = _terra_connects(1)  # {2} can't be paid: not asked
    assert s.priority_player() == "p1" and _triggers(s) == [] and small in s.zone(graveyard("p1"))


def test_tifa_melee_gets_1_1_for_each_opponent_attacked_this_combat():
    """Melee (CR 702.121a): counted as the ability resolves; one opponent attacked: +1/+1."""
    s = MtgScenario()
    tifa = s.permanent(TIFA)
    _attack(s, [tifa])
    assert _triggers(s) == [TIFA] and power(s.state, tifa) == 4
    s.pass_both()
    assert (power(s.state, tifa), toughness(s.state, tifa)) == (5, 5)
    s.pass_to("main1", "p2", active="p2")
    assert power(s.state, tifa) == 4


def test_tifa_untaps_your_creatures_and_adds_a_combat_phase_when_power_7_connects():
    """Power 7 or greater dealing combat damage (the Behemoth's 7, not Tifa's 5): untap all
    creatures you control, and after the first combat phase another one (CR 500.8); in that one
    the trigger adds none (not the first combat phase)."""
    s = MtgScenario()
    tifa, behemoth, home = s.permanent(TIFA), s.permanent(BEHEMOTH), s.permanent(COEURL)
    s.card(home)["tapped"] = True
    _attack(s, [tifa, behemoth])
    s.pass_both()  # melee
    while s.step != "combat_damage":
        s.pass_priority()
    assert s.life("p2") == 8 and _triggers(s) == [TIFA]  # for the Behemoth (Tifa's 5 is less than 7)
    s.pass_both()
    assert not any(s.card(c).get("tapped") for c in (tifa, behemoth, home))
    steps = []
    while s.step != "declare_attackers" or s.state["request"]["kind"] != "choose_cards":
        steps.append(s.step)
        s.pass_priority()
    assert "main2" not in steps and steps[-1] == "begin_combat"
    s.expect("p1", "choose_cards", exact=False, answer=[behemoth])
    while s.step != "combat_damage":
        s.pass_priority()
    assert s.life("p2") == 1 and _triggers(s) == [TIFA]
    s.pass_both()
    assert not s.card(behemoth).get("tapped")
    s.pass_to("main2")
    assert s.state["turn"]["begun"]["combat_phase"] == 2


def test_tifa_ignores_combat_damage_by_creatures_with_power_under_7():
    s = MtgScenario()
    tifa = s.permanent(TIFA)
    _attack(s, [tifa])
    s.pass_both()  # melee: 5/5
    while s.step != "combat_damage":
        s.pass_priority()
    assert s.life("p2") == 15 and _triggers(s) == [] and s.card(tifa)["tapped"]


def test_cloud_has_haste_and_attaches_up_to_one_equipment_you_control_as_it_enters():
    """"Attach up to one target Equipment you control to it" (CR 701.3a): not an opponent's."""
    s = MtgScenario()
    sword = s.permanent(BUSTER_SWORD)
    s.permanent(BUSTER_SWORD, "p2")
    s.pass_to("main1")
    cloud = enter_battlefield(s.ctx(), s.hand(CLOUD), "p1", reason="test")
    s.check_now()
    assert _triggers(s) == [CLOUD] and has_keyword(s.state, cloud, "haste")
    s.expect("p1", "choose_targets", [sword], answer=[sword])
    s.pass_both()
    assert s.card(sword)["attached_to"] == cloud and power(s.state, cloud) == 7


def test_cloud_draws_for_each_equipped_attacker_then_makes_two_treasures_with_power_7():
    """Two equipped attacking creatures (Cloud and a Coeurl): two cards; an equipped creature that
    stays home doesn't count. Cloud's power is 7 (Buster Sword): two Treasures."""
    s = MtgScenario()
    cloud, coeurl, home = s.permanent(CLOUD), s.permanent(COEURL), s.permanent(COEURL)
    s.permanent(BUSTER_SWORD, attached_to=cloud)
    s.permanent(PALADINS_ARMS, attached_to=coeurl)
    s.permanent(PALADINS_ARMS, attached_to=home)
    before = len(s.zone(hand("p1")))
    _attack(s, [cloud, coeurl])
    assert _triggers(s) == [CLOUD]
    s.pass_both()
    treasures = s.cards(BATTLEFIELD, "token-treasure")
    assert len(s.zone(hand("p1"))) == before + 2
    assert len(treasures) == 2 and all(controller_of(s.state, c) == "p1" for c in treasures)


def test_cloud_makes_no_treasures_with_power_under_7():
    s = MtgScenario()
    cloud, coeurl = s.permanent(CLOUD), s.permanent(COEURL)
    s.permanent(PALADINS_ARMS, attached_to=coeurl)
    before = len(s.zone(hand("p1")))
    _attack(s, [cloud, coeurl])
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1 and s.cards(BATTLEFIELD, "token-treasure") == []


@pytest.mark.parametrize(("losses", "draws"), [((2, 2), True), ((3,), False)])
def test_yshtola_draws_at_each_end_step_if_a_player_lost_4_or_more_life_this_turn(losses, draws):
    """"At the beginning of each end step" (the opponent's too, CR 513.1a), "if a player lost 4 or
    more life this turn": all that player's life-loss events this turn (CR 119.3), checked as the
    end step begins (an intervening "if", CR 603.4). Y'shtola has vigilance."""
    s = MtgScenario()
    yshtola = s.permanent(YSHTOLA)
    assert has_keyword(s.state, yshtola, "vigilance")
    s.pass_to("main1", "p2", active="p2")
    for loss in losses:
        change_life(s.ctx(), "p2", -loss)
    s.pass_to("end", "p2", active="p2")
    assert _triggers(s) == ([YSHTOLA] if draws else [])
    before = len(s.zone(hand("p1")))
    while s.state["stack"]:
        s.pass_both()
    assert len(s.zone(hand("p1"))) == before + draws
    s.pass_to("end")  # p1's next turn: no life lost this turn
    assert _triggers(s) == []


def _cast_comet(s: MtgScenario, x: int) -> None:
    """Choco-Comet ({X}{R}{R}) at p2."""
    comet = s.hand(COMET)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.expect("p1", "choose_option", answer=[f"x:{x}"])
    s.choose_targets(["player:p2"], "p1")
    s.pay()


@pytest.mark.parametrize(("x", "triggers"), [(0, False), (1, True)])
def test_yshtola_drains_when_you_cast_a_noncreature_spell_with_mana_value_3_or_greater(x, triggers):
    """A spell's mana value on the stack counts the X announced (CR 202.3e): Choco-Comet with X=1
    has mana value 3. The ability resolves first (CR 601.2i, the notes)."""
    s = MtgScenario()
    s.permanent(YSHTOLA)
    s.lands(3, MOUNTAIN)
    s.pass_to("main1")
    _cast_comet(s, x)
    assert _triggers(s) == ([YSHTOLA] if triggers else [])
    s.pass_both()
    assert (s.life("p1"), s.life("p2")) == ((22, 18) if triggers else (20, 20 - x))


def test_yshtola_ignores_creature_spells():
    s = MtgScenario()
    s.permanent(YSHTOLA)
    s.lands(5, FOREST)
    chocobo = s.hand(FAT_CHOCOBO)
    s.pass_to("main1")
    s.cast(chocobo)
    assert _triggers(s) == []


def test_yuna_taps_for_any_colour_and_the_next_creature_spell_enters_with_two_more_counters():
    """Grand Summon: a mana ability (no stack, CR 605.3b) that makes a delayed trigger (CR 603.7a):
    the next creature spell cast this turn enters with two additional +1/+1 counters (CR
    614.1c), once."""
    s = MtgScenario()
    yuna = s.permanent(YUNA)
    s.lands(3, PLAINS)
    first, second = s.hand(COEURL), s.hand(COEURL)
    s.pass_to("main1")
    ask = s.expect("p1", "choose_action", exact=False)
    colours = [o["id"] for o in ask["options"] if o["id"].startswith(f"mana:{yuna}:")]
    assert len(colours) == 5
    s.answer_raw("p1", [next(c for c in colours if c.endswith("W"))])
    assert s.player("p1")["pool"] == {"W": 1} and s.card(yuna)["tapped"] and s.state["stack"] == []
    s.cast(first)
    assert _triggers(s) == [YUNA]
    s.pass_both()
    s.pass_both()
    s.cast(second)
    assert _triggers(s) == []
    s.pass_both()
    counters = sorted(s.card(c).get("counters", {}).get("+1/+1", 0) for c in s.cards(BATTLEFIELD, COEURL))
    assert counters == [0, 2]


def test_yuna_moves_the_counters_of_another_permanent_put_into_your_graveyard():
    """"If it had one or more counters on it" (any kind, the notes): "that many" +1/+1 counters on
    target creature, as it last existed (CR 603.10a, 608.2h), if its controller wants."""
    s = MtgScenario()
    yuna, behemoth = s.permanent(YUNA), s.permanent(BEHEMOTH)
    dying = s.permanent(COEURL, counters={"+1/+1": 2, "stun": 1})
    bare = s.permanent(COEURL)
    s.pass_to("main1")
    leave_battlefield(s.ctx(), [bare], "graveyard", "destroyed")
    s.check_now()
    assert _triggers(s) == []  # no counters on it
    leave_battlefield(s.ctx(), [dying], "graveyard", "destroyed")
    s.check_now()
    assert _triggers(s) == [YUNA]
    s.expect("p1", "choose_targets", [yuna, behemoth], answer=[behemoth])
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(behemoth)["counters"] == {"+1/+1": 3}


def test_yuna_may_decline_and_ignores_its_own_death():
    s = MtgScenario()
    yuna, behemoth = s.permanent(YUNA, counters={"+1/+1": 1}), s.permanent(BEHEMOTH)
    dying = s.permanent(COEURL, counters={"+1/+1": 1})
    s.pass_to("main1")
    leave_battlefield(s.ctx(), [dying], "graveyard", "destroyed")
    s.check_now()
    s.expect("p1", "choose_targets", [yuna, behemoth], answer=[behemoth])
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert "counters" not in s.card(behemoth) or not s.card(behemoth)["counters"]
    leave_battlefield(s.ctx(), [yuna], "graveyard", "destroyed")
    s.check_now()
    assert _triggers(s) == []  # "another permanent"


def _heroes(s: MtgScenario) -> list[dict]:
    return [s.card(c).get("counters", {}) for c in s.cards(BATTLEFIELD, "token-hero")]


def test_graha_tia_pays_life_equal_to_the_spells_mana_value_for_a_hero_with_that_many_counters():
    """Throw Wide the Gates: X is the spell's mana value (Buster Sword: 3); "do this only once each
    turn": the second noncreature spell's trigger offers nothing. G'raha Tia has lifelink."""
    s = MtgScenario()
    graha = s.permanent(GRAHA)
    assert has_keyword(s.state, graha, "lifelink")
    s.lands(5, PLAINS)
    sword, lance = s.hand(BUSTER_SWORD), s.hand(LANCE)
    s.pass_to("main1")
    s.cast(sword)
    assert _triggers(s) == [GRAHA]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.life("p1") == 17 and _heroes(s) == [{"+1/+1": 3}]
    [hero] = s.cards(BATTLEFIELD, "token-hero")
    assert (power(s.state, hero), controller_of(s.state, hero)) == (4, "p1")
    s.pass_both()  # the Sword resolves
    s.cast(lance)
    assert _triggers(s) == [GRAHA]
    s.pass_both()
    assert s.priority_player() == "p1"  # not asked again this turn
    assert s.life("p1") == 17 and len(_heroes(s)) == 1


def test_graha_tia_declined_may_still_pay_for_a_later_spell_that_turn():
    s = MtgScenario()
    s.permanent(GRAHA)
    s.lands(5, PLAINS)
    sword, lance = s.hand(BUSTER_SWORD), s.hand(LANCE)
    s.pass_to("main1")
    s.cast(sword)
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.life("p1") == 20 and _heroes(s) == []
    s.pass_both()
    s.cast(lance)
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.life("p1") == 18 and _heroes(s) == [{"+1/+1": 2}]


@pytest.mark.parametrize("discarded", [0, 2])
def test_celes_discards_any_number_then_draws_that_many_plus_one(discarded):
    """The number is chosen as the ability resolves; none discarded, one card drawn (the notes)."""
    s = MtgScenario()
    s.hand(COEURL)
    s.hand(COEURL)
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.hand(CELES), "p1", reason="test")
    s.check_now()
    assert _triggers(s) == [CELES]
    held = s.zone(hand("p1"))
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=held[:discarded])
    assert len(s.zone(graveyard("p1"))) == discarded and len(s.zone(hand("p1"))) == len(held) + 1


def test_celes_counters_your_creatures_once_when_creatures_enter_together_from_a_graveyard():
    """Random Encounter puts two milled creature cards onto the battlefield at once: one trigger
    (CR 603.2c), a +1/+1 counter on each creature you control, Celes included."""
    s = MtgScenario()
    celes = s.permanent(CELES)
    for card_id in s.zone(library("p1")):
        s.ctx().move(card_id, EXILE)
    for definition_id in (COEURL, COEURL, FOREST, FOREST):
        s.put(definition_id, library("p1"))
    s.lands(6, MOUNTAIN)
    s.pass_to("main1")
    s.cast(s.hand(RANDOM_ENCOUNTER))
    s.pass_both()
    assert _triggers(s) == [CELES]
    s.pass_both()
    assert [s.card(c).get("counters") for c in [celes, *s.cards(BATTLEFIELD, COEURL)]] == [{"+1/+1": 1}] * 3


def test_celes_counts_a_creature_cast_from_a_graveyard_not_one_cast_from_hand():
    """Noctis lets an artifact creature be cast from the graveyard: "was cast from a graveyard"."""
    s = MtgScenario()
    celes = s.permanent(CELES)
    s.permanent(NOCTIS)
    s.lands(6, ISLAND)
    s.lands(2, PLAINS)
    turret, coeurl = s.in_graveyard(ROOK_TURRET), s.hand(COEURL)
    s.pass_to("main1")
    s.cast(coeurl)
    s.pass_both()
    assert _triggers(s) == []
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{turret}"])
    s.pay()
    s.pass_both()
    assert _triggers(s) == [CELES]
    s.pass_both()
    assert s.card(celes)["counters"] == {"+1/+1": 1}


def test_tidus_may_move_a_counter_between_your_creatures_at_the_beginning_of_combat():
    """"Move a counter" (the notes: removed from one, put on the other); with two kinds on the
    first creature, its controller picks one."""
    s = MtgScenario()
    tidus = s.permanent(TIDUS)
    coeurl, behemoth = s.permanent(COEURL, counters={"+1/+1": 2, "stun": 1}), s.permanent(BEHEMOTH)
    s.permanent(COEURL, "p2")  # not a legal target: an opponent's
    s.pass_to("main1")
    s.pass_both()
    assert _triggers(s) == [TIDUS] and s.step == "begin_combat"
    s.expect("p1", "choose_targets", [tidus, coeurl, behemoth], answer=[coeurl])
    s.expect("p1", "choose_targets", [tidus, behemoth], answer=[behemoth])
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", ["+1/+1", "stun"], answer=["+1/+1"])
    assert s.card(coeurl)["counters"] == {"+1/+1": 1, "stun": 1} and s.card(behemoth)["counters"] == {"+1/+1": 1}


def test_tidus_cheer_draws_and_proliferates_once_each_turn():
    """Cheer: creatures with counters dealing combat damage; the first-strike damage step and the
    regular one are two events (CR 510.4), but "do this only once each turn": the second trigger
    offers nothing. Proliferate (CR 701.34a): the chosen permanents only (not the opponent's)."""
    s = MtgScenario()
    tidus = s.permanent(TIDUS)
    fast, slow = s.permanent(COEURL, counters={"+1/+1": 1}), s.permanent(COEURL, counters={"+1/+1": 1})
    theirs = s.permanent(COEURL, "p2", counters={"+1/+1": 1}, tapped=True)  # no blocker
    s.pass_to("main1")
    s.grant(fast, "first_strike")
    s.pass_both()  # Tidus's beginning of combat trigger: declined
    s.expect("p1", "choose_targets", exact=False, answer=[fast])
    s.expect("p1", "choose_targets", exact=False, answer=[slow])
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    before = len(s.zone(hand("p1")))
    _attack(s, [tidus, fast, slow])
    while not _triggers(s):
        s.pass_priority()
    assert _triggers(s) == [TIDUS] and s.life("p2") == 17  # the first striker alone
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", exact=False, answer=[fast, slow])
    assert len(s.zone(hand("p1"))) == before + 1
    assert [s.card(c)["counters"] for c in (fast, slow, theirs)] == [{"+1/+1": 2}, {"+1/+1": 2}, {"+1/+1": 1}]
    while not _triggers(s):
        s.pass_priority()
    assert s.life("p2") == 17 - 3 - 4  # Tidus and the other Coeurl (2 + 2)
    s.pass_both()
    assert s.priority_player() == "p1" and len(s.zone(hand("p1"))) == before + 1
