"""More FIC and FCA cards (issue 18): one scenario per ability. Their facts are cross-checked with
the others' in ``test_fic_cards.py``."""

import pytest

from engine.games.mtg.objects import cant_be_blocked, has_keyword, is_type, power, subtypes, toughness
from engine.games.mtg.permanents import change_life, draw, enter_battlefield, leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario, commander_deck, commander_game
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

COEURL, STAFF, INTERVENTION = "fin-012", "fin-042", "fin-116"  # a 2/2; Equip {3} (ability 1); destroy target creature
LANCE = "fin-017"  # an Equipment {1}{W}: a noncreature spell
AZUSA, LANTERN, HELITROOPER, HRAESVELGR = "fca-168", "fca-209", "fic-231", "fic-245"
LANNERY, TREASURE = "fca-188", "token-treasure"
HERMES, BIRD = "fic-244", "token-bird-flying"
CRYPTIC, INTENT, BRAINSTORM, BEACON = "fca-180", "fca-184", "fca-179", "fca-211"
BRUSE, ISHAI = "fca-198", "fca-201"  # partners
MANIAC, THRASIOS, GAU, YSHTOLA = "fca-181", "fca-206", "fic-260", "fic-218"
LYSE, HEIDEGGER, SOLDIER = "fic-293", "fic-230", "token-soldier"
RED_XIII, SLEEP_MAGIC = "fic-296", "fin-074"  # an Aura
RANGER, STILTZKIN, CLAIM = "fca-158", "fin-034", "fca-196"  # Stiltzkin: a {W} creature; Nature's Claim: a {G} instant
TATARU = "fic-239"
RHYSTIC = "fca-182"
PURPHOROS, HILL_GIGAS, SANDWORM = "fca-167", "fin-141", "fin-155"  # {4}{R}{R}, {4}{R}
KONRAD = "fca-164"
ISSHIN = "fca-202"
GODO, GILGAMESH = "fca-166", "fin-139"  # Gilgamesh: a Samurai
ADELINE, HUMAN = "fca-157", "token-human"
VIAL_SMASHER = "fca-207"
WHISTLE = "fic-280"
TEFERI = "fca-183"
FYNN = "fca-195"
MANGARA = "fca-177"
SHADOW = "fic-255"
TYMNA = "fca-171"
SEYMOUR = "fic-273"
EDGAR, BUSTER_SWORD = "fic-285", "fin-255"  # an Equipment {3}
FALCON = "fic-252"
SEPHIROTH = "fic-297"
WINOTA = "fca-172"
CHOCO_COMET = "fin-132"  # {X}{R}{R} sorcery: X damage to any target, and a Bird
TRAXOS, ADELBERT = "fca-173", "fin-003"  # a legendary white creature {1}{W}
FATAL_PUSH, BARRET_WALLACE, GRAHA = "fca-163", "fin-129", "fin-021"  # mana values 1, 4 and 5


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_azusa_lets_you_play_three_lands_a_turn():
    """CR 305.2a: two additional lands on each of your turns, three in all."""
    s = MtgScenario()
    s.permanent(AZUSA)
    lands = [s.hand(FOREST) for _ in range(4)]
    s.pass_to("main1")
    for land in lands[:3]:
        s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])
    assert f"land:{lands[3]}" not in _options(s) and len(s.cards(BATTLEFIELD, FOREST)) == 3


def test_chromatic_lantern_gives_your_lands_a_mana_ability_of_any_colour():
    """Lands you control have "{T}: Add one mana of any color" (layer 6, CR 613.1f): a Forest pays
    {W}; an opponent's land doesn't get it."""
    s = MtgScenario()
    lantern = s.permanent(LANTERN)
    forest = s.lands(1)[0]
    theirs = s.permanent(FOREST, "p2")
    s.pass_to("main1")
    ids = _options(s)
    assert f"mana:{forest}:-2:W" in ids and f"mana:{forest}:-1" in ids
    assert not [o for o in ids if o.startswith(f"mana:{theirs}")]
    assert f"mana:{lantern}:1:W" in ids  # its own {T}: Add one mana of any color


def test_chromatic_lantern_and_a_forest_pay_a_white_two_mana_spell():
    s = MtgScenario()
    lantern = s.permanent(LANTERN)
    forest = s.lands(1)[0]
    lance = s.hand(LANCE)
    s.pass_to("main1")
    s.cast(lance)
    assert s.card(lantern)["tapped"] and s.card(forest)["tapped"]
    spent = s.events_of("mana_spent")[-1]["mana"]
    assert sum(spent.values()) == 2 and spent.get("W", 0) >= 1


def test_helitrooper_gives_another_attacking_creature_flying():
    """Whenever it attacks, another target attacking creature gains flying until end of turn: not
    itself, not a creature that stayed home."""
    s = MtgScenario()
    trooper, attacker, home = s.permanent(HELITROOPER), s.permanent(COEURL), s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[trooper, attacker])
    assert [s.card(o["source"])["def"] for o in s.state["stack"]] == [HELITROOPER]  # its one legal target chosen
    s.pass_both()
    assert has_keyword(s.state, attacker, "flying") and not has_keyword(s.state, home, "flying")
    assert has_keyword(s.state, trooper, "flying")  # its own keyword


def test_an_equip_ability_that_targets_helitrooper_costs_two_less():
    """Equip {3} targeting it costs {1}: one Plains pays it (generic mana only, CR 601.2f)."""
    s = MtgScenario()
    [plains] = s.lands(1, PLAINS)
    trooper = s.permanent(HELITROOPER)
    s.permanent(COEURL)
    staff = s.permanent(STAFF)
    s.pass_to("main1")
    s.activate(staff, 1, [trooper])
    assert s.card(plains)["tapped"]
    s.pass_both()
    assert s.card(staff)["attached_to"] == trooper


def test_hraesvelgr_has_ward_2():
    s = MtgScenario()
    dragon = s.permanent(HRAESVELGR)
    s.lands(4, SWAMP, player="p2")
    spell = s.hand(INTERVENTION, "p2")
    s.pass_to("main1", "p2", active="p2")
    s.cast(spell, [dragon], player="p2")
    assert s.state["stack"][-1]["ability"] == "ward"
    assert has_keyword(s.state, dragon, "flying") and has_keyword(s.state, dragon, "vigilance")


def test_hraesvelgr_entering_makes_target_creature_bigger_and_unblockable():
    s = MtgScenario()
    s.lands(5, ISLAND)
    coeurl = s.permanent(COEURL)
    dragon = s.hand(HRAESVELGR)
    s.pass_to("main1")
    s.cast(dragon)
    s.pass_both()
    s.choose_targets([coeurl], "p1")
    s.pass_both()
    assert power(s.state, coeurl) == 3
    assert cant_be_blocked(s.state, coeurl)


def test_hraesvelgr_triggers_on_a_noncreature_spell_only():
    s = MtgScenario()
    s.permanent(HRAESVELGR)
    coeurl = s.permanent(COEURL)
    s.lands(4, PLAINS)
    lance, creature = s.hand(LANCE), s.hand(COEURL)
    s.pass_to("main1")
    s.cast(creature)
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]
    s.pass_both()
    s.cast(lance)
    s.choose_targets([coeurl], "p1")
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    s.pass_both()
    assert power(s.state, coeurl) == 3 and cant_be_blocked(s.state, coeurl)


def _push(victim: str, left: str | None) -> tuple[MtgScenario, str]:
    """p1 casts Fatal Push at p2's ``victim`` after a permanent controlled by ``left`` ("p1",
    "p2" or None) left the battlefield this turn."""
    s = MtgScenario()
    s.lands(1, SWAMP)
    target = s.permanent(victim, "p2")
    gone = {"p1": s.permanent(COEURL), "p2": s.permanent(COEURL, "p2")}
    push = s.hand(FATAL_PUSH)
    s.pass_to("main1")
    if left:
        leave_battlefield(s.ctx(), [gone[left]], "hand", "test")  # to any zone, for any reason
    s.cast(push, [target])
    s.pass_both()
    return s, target


@pytest.mark.parametrize(("victim", "left", "destroyed"), [
    (COEURL, None, True), (BARRET_WALLACE, None, False), (BARRET_WALLACE, "p2", False),
    (BARRET_WALLACE, "p1", True), (GRAHA, "p1", False),
])  # fmt: skip
def test_fatal_push_destroys_mana_value_2_or_with_revolt_4(victim, left, destroyed):
    """Mana value 2 or less; revolt: 4 or less if a permanent you controlled left the battlefield
    this turn (an opponent's doesn't count), checked on resolution (CR 608.2b)."""
    s, target = _push(victim, left)
    assert (target not in s.zone(BATTLEFIELD)) == destroyed
    assert (victim in s.defs(graveyard("p2"))) == destroyed


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the triggered abilities on the stack (a spell's reflexive trigger too,
    its card gone to the graveyard)."""
    return [o["data"]["definition"] for o in s.state["stack"] if o["kind"] == "trigger"]


def test_captain_lannery_storm_makes_a_treasure_when_it_attacks_and_grows_as_you_sacrifice_it():
    s = MtgScenario()
    captain = s.permanent(LANNERY)
    s.declare_attackers([captain])
    assert _triggers(s) == [LANNERY]
    s.pass_both()
    [treasure] = s.cards(BATTLEFIELD, TREASURE)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{treasure}:0:R"])  # {T}, sacrifice: one mana
    assert _triggers(s) == [LANNERY] and s.zone(graveyard("p1")) == []  # the token ceased to exist (CR 704.5d)
    s.pass_both()
    assert power(s.state, captain) == 3
    while s.step != "combat_damage":
        s.pass_priority()
    assert s.life("p2") == 17


def test_captain_lannery_storm_ignores_an_opponents_treasure_and_other_sacrifices():
    s = MtgScenario()
    captain = s.permanent(LANNERY)
    theirs, coeurl = s.permanent(TREASURE, "p2"), s.permanent(COEURL)
    s.pass_to("main1")
    leave_battlefield(s.ctx(), [theirs, coeurl], "graveyard", "sacrificed")
    s.check_now()
    assert _triggers(s) == [] and power(s.state, captain) == 2


def test_traxos_enters_tapped_and_doesnt_untap_in_your_untap_step():
    s = MtgScenario()
    s.lands(4, PLAINS)
    traxos = s.hand(TRAXOS)
    s.pass_to("main1")
    s.cast(traxos)
    s.pass_both()
    [traxos] = s.cards(BATTLEFIELD, TRAXOS)
    assert s.card(traxos).get("tapped", False)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    assert s.card(traxos).get("tapped", False) and not any(s.card(c).get("tapped") for c in s.cards(BATTLEFIELD, PLAINS))


@pytest.mark.parametrize(("spell", "historic"), [(LANCE, True), (ADELBERT, True), (COEURL, False)])
def test_traxos_untaps_when_you_cast_a_historic_spell(spell, historic):
    """Historic: an artifact, a legendary or a Saga (CR 700.6): the Lance and Adelbert, not Coeurl."""
    s = MtgScenario()
    traxos = s.permanent(TRAXOS, tapped=True)
    s.lands(2, PLAINS)
    cast = s.hand(spell)
    s.pass_to("main1")
    s.cast(cast)
    assert _triggers(s) == ([TRAXOS] if historic else [])
    s.pass_both()
    assert s.card(traxos).get("tapped", False) != historic


def test_hermes_makes_a_flying_bird_when_you_cast_a_noncreature_spell():
    s, = _hermes_casting(LANCE)
    s.pass_both()
    [bird] = s.cards(BATTLEFIELD, BIRD)
    assert controller_of(s.state, bird) == "p1" and (power(s.state, bird), s.card(bird)["def"]) == (1, BIRD)
    assert has_keyword(s.state, bird, "flying") and has_keyword(s.state, bird, "vigilance")


def test_hermes_ignores_a_creature_spell():
    s, = _hermes_casting(COEURL)
    assert _triggers(s) == []


def _hermes_casting(spell: str) -> tuple[MtgScenario]:
    s = MtgScenario()
    s.permanent(HERMES)
    s.lands(2, PLAINS)
    cast = s.hand(spell)
    s.pass_to("main1")
    s.cast(cast)
    assert _triggers(s) == ([HERMES] if spell == LANCE else [])
    return (s,)


def _hermes_attack() -> tuple[MtgScenario, str, str]:
    """Two Birds attack: one trigger (CR 603.2c); the library's top cards are Coeurl, then Lance."""
    s = MtgScenario()
    s.permanent(HERMES)
    birds = [s.permanent(BIRD), s.permanent(BIRD)]
    second, top = s.put(LANCE, library("p1")), s.put(COEURL, library("p1"))
    s.declare_attackers(birds)
    assert _triggers(s) == [HERMES]
    s.pass_both()
    return s, top, second


def test_hermes_scries_2_when_birds_attack_one_card_to_the_bottom():
    s, top, second = _hermes_attack()
    s.expect("p1", "choose_cards", [top, second], answer=[top])
    assert s.defs(library("p1"))[0] == COEURL and s.defs(library("p1"))[-1] == LANCE  # new objects there (CR 400.7)


def test_hermes_scry_puts_both_on_the_bottom_in_the_chosen_order():
    s, top, second = _hermes_attack()
    s.expect("p1", "choose_cards", [top, second], answer=[top, second])
    s.expect("p1", "choose_cards", exact=False, answer=[second, top])  # the first chosen lowest
    assert s.defs(library("p1"))[:2] == [LANCE, COEURL] and s.defs(library("p1"))[-1] == FOREST


def test_hermes_doesnt_scry_when_no_bird_attacks():
    s = MtgScenario()
    s.permanent(HERMES)
    coeurl = s.permanent(COEURL)
    s.declare_attackers([coeurl])
    assert _triggers(s) == []


def test_cryptic_command_chooses_exactly_two_modes_bounce_and_draw():
    """Choose two (CR 700.2): with no spell on the stack, "counter target spell" can't be chosen
    (700.2a); the chosen modes happen in printed order."""
    s = MtgScenario()
    s.lands(4, ISLAND)
    theirs = s.permanent(COEURL, "p2")
    cryptic = s.hand(CRYPTIC)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{cryptic}"])
    ask = s.expect("p1", "choose_option", ["mode:1", "mode:2", "mode:3"], answer=["mode:1", "mode:3"])
    assert ask["min"] == ask["max"] == 2
    s.choose_targets([theirs], "p1")
    s.pay()
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert COEURL in s.defs(hand("p2")) and len(s.zone(hand("p1"))) == before + 1


def test_cryptic_command_counters_a_spell_and_taps_the_opponents_creatures():
    s = MtgScenario()
    s.lands(2, PLAINS)
    s.lands(4, ISLAND, "p2")
    mine, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    lance = s.hand(LANCE)
    cryptic = s.hand(CRYPTIC, "p2")
    s.pass_to("main1")
    s.cast(lance)
    s.pass_priority("p1")
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{cryptic}"])
    s.expect("p2", "choose_option", exact=False, answer=["mode:0", "mode:2"])
    s.choose_targets([s.state["stack"][0]["id"]], "p2")
    s.pay("p2")
    s.pass_both()
    assert LANCE in s.defs(graveyard("p1")) and s.state["stack"] == []
    assert s.card(mine).get("tapped") and not s.card(theirs).get("tapped")


def test_diabolic_intent_needs_a_creature_to_sacrifice():
    s = MtgScenario()
    s.lands(2, SWAMP)
    s.permanent(LANCE)  # not a creature
    intent = s.hand(INTENT)
    s.pass_to("main1")
    assert f"cast:{intent}" not in _options(s)


def test_diabolic_intent_sacrifices_a_creature_then_finds_any_card_unrevealed():
    """The sacrifice is paid with the mana (CR 601.2h); "search for a card" has no stated quality,
    so a card is found (CR 701.19b); it is put into the hand unrevealed."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    coeurl = s.permanent(COEURL)
    wanted = s.put(LANCE, library("p1"))
    intent = s.hand(INTENT)
    s.pass_to("main1")
    s.cast(intent)
    if s.state["request"]["kind"] == "choose_cards":
        s.expect("p1", "choose_cards", [coeurl], answer=[coeurl])
    assert s.defs(graveyard("p1")) == [COEURL] and s.state["stack"][0]["kind"] == "spell"
    s.pass_both()
    ask = s.expect("p1", "choose_cards", exact=False, answer=[wanted])
    assert ask["min"] == 1
    assert LANCE in s.defs(hand("p1")) and not [e for e in s.events_of("card_revealed") if e.get("definition") == LANCE]


def test_brainstorm_draws_three_then_puts_two_back_in_the_chosen_order():
    s = MtgScenario()
    s.lands(1, ISLAND)
    for top in (LANCE, COEURL, ADELBERT):  # Adelbert on top
        s.put(top, library("p1"))
    brainstorm = s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.cast(brainstorm)
    s.pass_both()
    drawn = {s.card(c)["def"]: c for c in s.zone(hand("p1"))}
    assert {ADELBERT, COEURL, LANCE} <= set(drawn)
    ask = s.expect("p1", "choose_cards", exact=False, answer=[drawn[LANCE], drawn[ADELBERT]])  # the Lance on top
    assert ask["min"] == ask["max"] == 2 and len(ask["options"]) == 4  # the Island too
    assert s.defs(library("p1"))[-2:] == [ADELBERT, LANCE] and set(s.defs(hand("p1"))) == {COEURL, ISLAND}


def test_command_beacon_taps_for_colourless_mana():
    s = MtgScenario()
    beacon = s.permanent(BEACON)
    s.pass_to("main1")
    assert [o for o in _options(s) if o.startswith(f"mana:{beacon}")] == [f"mana:{beacon}:0"]


def test_command_beacon_puts_your_commander_into_your_hand_from_the_command_zone():
    """Not asked whether it goes back to the command zone instead (CR 903.9b would leave it there)."""
    s = commander_game()
    beacon = s.permanent(BEACON)
    s.pass_to("main1")
    s.activate(beacon, 1)
    assert BEACON in s.defs(graveyard("p1"))  # sacrificed as the cost (CR 602.2b)
    s.pass_all()
    assert ADELBERT in s.defs(hand("p1")) and s.zone("p1.command") == []
    assert s.ask("p1")["kind"] == "choose_action"


def test_command_beacon_with_two_partners_puts_the_chosen_one_into_your_hand():
    deck = [BRUSE, ISHAI] + [ISLAND] * 49 + [MOUNTAIN] * 49
    s = MultiplayerScenario(("p1", "p2"), {"p1": deck, "p2": commander_deck()}, {"format": "commander"})
    beacon = s.permanent(BEACON)
    s.pass_to("main1")
    s.activate(beacon, 1)
    s.pass_all()
    [ishai] = [c for c in s.zone("p1.command") if s.card(c)["def"] == ISHAI]
    s.expect("p1", "choose_cards", exact=False, answer=[ishai])
    assert ISHAI in s.defs(hand("p1")) and s.defs("p1.command") == [BRUSE]


def test_command_beacon_does_nothing_outside_a_commander_game():
    s = MtgScenario()
    beacon = s.permanent(BEACON)
    s.pass_to("main1")
    before = s.defs(hand("p1"))
    s.activate(beacon, 1)
    s.pass_both()
    assert s.defs(hand("p1")) == before and s.state["stack"] == []


def _empty_library(s: MtgScenario, player: str) -> None:
    for card_id in list(s.zone(library(player))):
        s.move(card_id, EXILE)


def _play_until_the_end(s: MtgScenario) -> dict:
    """Pass (declaring no attackers) until the game ends."""
    for _ in range(40):
        request = s.state["request"]
        if s.state["result"] or request is None:
            break
        if request["kind"] == "choose_cards":
            s.answer_raw(request["pending"][0], [])
        else:
            s.pass_priority()
    return s.state["result"]


def test_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library():
    """CR 614.1a: the draw is replaced, so there is no loss for it (704.5b)."""
    s = MtgScenario()
    s.permanent(MANIAC)
    s.pass_to("main1", "p2", active="p2")
    _empty_library(s, "p1")
    result = _play_until_the_end(s)
    assert result["winners"] == ["p1"] and result["reason"] == "mtg.result.lost_by_effect"


def test_laboratory_maniac_doesnt_help_its_controllers_opponent():
    """Only its controller's draws are replaced: p2 draws from an empty library and loses."""
    s = MtgScenario()
    s.permanent(MANIAC)
    _empty_library(s, "p2")
    result = _play_until_the_end(s)
    assert result["winners"] == ["p1"] and result["reason"] != "mtg.result.lost_by_effect"


@pytest.mark.parametrize("bottom", [False, True])
def test_thrasios_scries_then_puts_a_revealed_land_onto_the_battlefield_tapped_or_draws(bottom):
    """Coeurl on top, a Forest under it: kept on top, Coeurl is revealed and drawn; scried to the
    bottom, the Forest is revealed and enters tapped (CR 701.20a)."""
    s = MtgScenario()
    thrasios = s.permanent(THRASIOS)
    s.lands(4, ISLAND)
    s.put(FOREST, library("p1"))
    coeurl = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.activate(thrasios, 0)
    s.pass_both()
    s.expect("p1", "choose_cards", [coeurl], answer=[coeurl] if bottom else [])
    assert [e["definition"] for e in s.events_of("card_revealed") if "definition" in e] == [FOREST if bottom else COEURL]  # to all
    forests = s.cards(BATTLEFIELD, FOREST)
    assert (len(forests) == 1 and s.card(forests[0]).get("tapped")) if bottom else (forests == [] and COEURL in s.defs(hand("p1")))


def test_gau_gets_a_counter_when_it_attacks():
    s = MtgScenario()
    gau = s.permanent(GAU)
    s.declare_attackers([gau])
    assert _triggers(s) == [GAU]
    s.pass_both()
    assert s.card(gau)["counters"] == {"+1/+1": 1} and power(s.state, gau) == 3


@pytest.mark.parametrize(("whose_graveyard", "whose_turn", "damage"), [("p1", "p1", 2), ("p1", "p2", 2), ("p2", "p1", 0), (None, "p1", 0)])
def test_gau_deals_its_power_to_each_opponent_at_each_end_step_if_a_card_left_your_graveyard(whose_graveyard, whose_turn, damage):
    """At the beginning of each end step (either player's turn), an intervening "if" (CR 603.4):
    a card that left its controller's graveyard this turn, not an opponent's."""
    s = MtgScenario()
    s.permanent(GAU)
    dead = {p: s.in_graveyard(COEURL, p) for p in ("p1", "p2")}
    s.pass_to("main1", whose_turn, active=whose_turn)
    if whose_graveyard:
        s.move(dead[whose_graveyard], EXILE)
    s.pass_to("end", whose_turn, active=whose_turn)
    assert _triggers(s) == ([GAU] if damage else [])
    while s.state["stack"]:
        s.pass_both()
    assert s.life("p2") == 20 - damage and s.life("p1") == 20


@pytest.mark.parametrize(("losses", "draws"), [((-4,), True), ((-2, -2), True), ((-3,), False), ((-2, 5, -2), True)])
def test_yshtola_draws_at_each_end_step_if_a_player_lost_4_life_this_turn(losses, draws):
    """All the life one player lost this turn added up (CR 119.3), gains not subtracted."""
    s = MtgScenario()
    yshtola = s.permanent(YSHTOLA)
    s.pass_to("main1", "p2", active="p2")
    for amount in losses:
        change_life(s.ctx(), "p2", amount)
    s.pass_to("end", "p2", active="p2")
    assert _triggers(s) == ([YSHTOLA] if draws else [])
    before = len(s.zone(hand("p1")))
    while s.state["stack"]:
        s.pass_both()
    assert len(s.zone(hand("p1"))) == before + draws and has_keyword(s.state, yshtola, "vigilance")


@pytest.mark.parametrize(("x", "triggers"), [(0, False), (1, True)])
def test_yshtola_drains_when_you_cast_a_noncreature_spell_with_mana_value_3_or_more(x, triggers):
    """Choco-Comet {X}{R}{R}: on the stack X counts (CR 202.3e): mana value 2 with X = 0, 3 with X = 1."""
    s = MtgScenario()
    s.permanent(YSHTOLA)
    s.lands(3, MOUNTAIN)
    comet = s.hand(CHOCO_COMET)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.expect("p1", "choose_option", exact=False, answer=[f"x:{x}"])
    s.expect("p1", "choose_targets", exact=False, answer=["player:p2"])
    s.pay()
    assert _triggers(s) == ([YSHTOLA] if triggers else [])
    s.pass_both()
    assert (s.life("p2"), s.life("p1")) == ((18, 22) if triggers else (20, 20))


def test_lyse_hext_makes_noncreature_spells_cost_1_less_and_has_prowess():
    """{1}{W} less {1}: one Plains casts the Lance, not Coeurl (generic mana only, CR 601.2f)."""
    s = MtgScenario()
    lyse = s.permanent(LYSE)
    s.lands(1, PLAINS)
    lance, coeurl = s.hand(LANCE), s.hand(COEURL)
    s.pass_to("main1")
    assert f"cast:{lance}" in _options(s) and f"cast:{coeurl}" not in _options(s)
    s.cast(lance)
    assert _triggers(s) == [LYSE]
    s.pass_both()
    assert (power(s.state, lyse), toughness(s.state, lyse)) == (3, 3)


def test_lyse_hext_has_double_strike_after_two_noncreature_spells_this_turn():
    s = MtgScenario()
    lyse = s.permanent(LYSE)
    s.lands(2, PLAINS)
    first, second = s.hand(LANCE), s.hand(LANCE)
    s.pass_to("main1")
    for spell, double_strike in ((first, False), (second, True)):
        s.cast(spell)
        while s.state["stack"]:
            s.pass_both()
        assert has_keyword(s.state, lyse, "double_strike") == double_strike
    s.pass_to("main1", "p2", active="p2")
    assert not has_keyword(s.state, lyse, "double_strike")  # a new turn


def test_heidegger_pumps_a_creature_by_the_soldiers_you_control_at_combat():
    """Heidegger and a Soldier token are two Soldiers; Coeurl is none; an opponent's Soldier
    doesn't count."""
    s = MtgScenario()
    s.permanent(HEIDEGGER)
    s.permanent(SOLDIER)
    s.permanent(SOLDIER, "p2")
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()
    assert _triggers(s) == [HEIDEGGER] and s.step == "begin_combat"
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 2)


@pytest.mark.parametrize(("theirs", "made"), [((3, 2, 3), 2), ((2, 2, 0), 0)])
def test_heidegger_makes_a_soldier_for_each_opponent_with_more_creatures(theirs, made):
    """p1 controls Heidegger and a Coeurl (two creatures); p2, p3 and p4 control ``theirs``."""
    s = MultiplayerScenario(("p1", "p2", "p3", "p4"))
    s.permanent(HEIDEGGER)
    coeurl = s.permanent(COEURL)
    for player, count in zip(("p2", "p3", "p4"), theirs, strict=True):
        for _ in range(count):
            s.permanent(COEURL, player)
    s.pass_to("main1")
    s.pass_all()
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])  # its combat trigger
    s.pass_to("end")
    assert _triggers(s) == [HEIDEGGER]
    s.pass_all()
    tokens = s.cards(BATTLEFIELD, SOLDIER)
    assert len(tokens) == made and all(controller_of(s.state, c) == "p1" for c in tokens)


def test_red_xiii_gives_other_modified_creatures_you_control_vigilance_and_trample():
    """Modified (CR 700.9): a counter, an Equipment (anyone's), or an Aura its controller controls
    (not an opponent's, the rulings)."""
    s = MtgScenario()
    red = s.permanent(RED_XIII)
    countered, equipped, enchanted, aura_of_theirs, plain = (s.permanent(COEURL) for _ in range(5))
    s.card(countered)["counters"] = {"+1/+1": 1}
    s.card(s.permanent(LANCE, "p2"))["attached_to"] = equipped
    s.card(s.permanent(SLEEP_MAGIC))["attached_to"] = enchanted
    s.card(s.permanent(SLEEP_MAGIC, "p2"))["attached_to"] = aura_of_theirs
    theirs = s.permanent(COEURL, "p2", counters={"+1/+1": 1})
    s.pass_to("main1")
    expected = {countered: True, equipped: True, enchanted: True, aura_of_theirs: False, plain: False, theirs: False}
    assert {c: has_keyword(s.state, c, "trample") and has_keyword(s.state, c, "vigilance") for c in expected} == expected
    assert has_keyword(s.state, red, "trample")


def test_red_xiii_returns_an_aura_or_equipment_card_from_your_graveyard_when_it_enters():
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    s.lands(1, FOREST)
    s.in_graveyard(LANCE)
    coeurl = s.in_graveyard(COEURL)
    s.in_graveyard(LANCE, "p2")
    red = s.hand(RED_XIII)
    s.pass_to("main1")
    s.cast(red)
    s.pass_both()
    assert _triggers(s) == [RED_XIII]  # its one legal target (p1's Lance) chosen
    s.pass_both()
    assert LANCE in s.defs(hand("p1")) and s.zone(graveyard("p1")) == [coeurl] and s.defs(graveyard("p2")) == [LANCE]


def test_ranger_captain_may_find_a_creature_card_with_mana_value_1_or_less():
    s = MtgScenario()
    s.lands(3, PLAINS)
    stiltzkin = s.put(STILTZKIN, library("p1"))
    s.put(COEURL, library("p1"))  # mana value 2: not offered
    ranger = s.hand(RANGER)
    s.pass_to("main1")
    s.cast(ranger)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", [stiltzkin], answer=[stiltzkin])
    assert STILTZKIN in s.defs(hand("p1")) and COEURL not in s.defs(hand("p1"))


def test_ranger_captain_sacrificed_stops_opponents_noncreature_spells_this_turn():
    """Only the opponents', only noncreature spells, only this turn."""
    s = MtgScenario()
    ranger = s.permanent(RANGER)
    s.permanent(LANCE)
    s.lands(2, FOREST, "p2")
    claim = s.hand(CLAIM, "p2")
    s.pass_to("main1")
    s.activate(ranger, 1)
    assert RANGER in s.defs(graveyard("p1"))  # sacrificed as the cost
    s.pass_priority("p1")
    assert f"cast:{claim}" in _options(s, "p2")  # in response: not yet
    s.pass_priority("p2")
    s.pass_priority("p1")
    assert f"cast:{claim}" not in _options(s, "p2")
    s.pass_priority("p2")
    s.pass_to("main1", "p2", active="p2")
    assert f"cast:{claim}" in _options(s, "p2")


@pytest.mark.parametrize("accepts", [True, False])
def test_tataru_taru_draws_and_lets_target_opponent_draw(accepts):
    """The opponent may draw; drawing outside their turn triggers her own Treasure ability."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    tataru = s.hand(TATARU)
    s.pass_to("main1")
    s.cast(tataru)
    s.pass_both()
    assert _triggers(s) == [TATARU]  # its one legal target: p2
    mine, theirs = len(s.zone(hand("p1"))), len(s.zone(hand("p2")))
    s.pass_both()
    s.expect("p2", "yes_no", answer=["yes" if accepts else "no"])
    assert (len(s.zone(hand("p1"))), len(s.zone(hand("p2")))) == (mine + 1, theirs + accepts)
    assert _triggers(s) == ([TATARU] if accepts else [])


def test_tataru_taru_makes_one_tapped_treasure_a_turn_when_an_opponent_draws_outside_their_turn():
    s = MtgScenario()
    s.permanent(TATARU)
    s.pass_to("main1")
    draw(s.ctx(), "p2", 2)
    s.check_now()
    assert _triggers(s) == [TATARU]  # once each turn
    s.pass_both()
    [treasure] = s.cards(BATTLEFIELD, TREASURE)
    assert s.card(treasure).get("tapped") and controller_of(s.state, treasure) == "p1"
    s.pass_to("main1", "p2", active="p2")  # p2 drew in their own draw step: no trigger
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 1 and not s.state["stack"]


@pytest.mark.parametrize(("plains", "pays", "draws"), [(3, True, False), (3, False, True), (2, None, True)])
def test_rhystic_study_draws_unless_the_caster_pays_1(plains, pays, draws):
    """The caster is asked first (only if they can pay: with two Plains the Lance takes both);
    then the Study's controller may draw."""
    s = MtgScenario()
    s.permanent(RHYSTIC, "p2")
    lands = s.lands(plains, PLAINS)
    lance = s.hand(LANCE)
    s.pass_to("main1")
    s.cast(lance)
    assert _triggers(s) == [RHYSTIC]
    before = len(s.zone(hand("p2")))
    s.pass_both()
    if pays is not None:
        s.expect("p1", "choose_option", exact=False, answer=["pay" if pays else "decline"])
    if draws:
        s.expect("p2", "yes_no", answer=["yes"])
    assert len(s.zone(hand("p2"))) == before + draws
    assert all(s.card(c).get("tapped") for c in lands) == (plains == 2 or bool(pays))


def test_purphoros_is_a_creature_only_with_devotion_to_red_of_five():
    """Purphoros {R}, Hill Gigas {R}{R}, Barret Wallace {R}: four, not a creature (nor a God, CR
    205.1b); Sandworm's {R} makes five (CR 700.5, read continuously)."""
    s = MtgScenario()
    purphoros = s.permanent(PURPHOROS)
    for red in (HILL_GIGAS, BARRET_WALLACE):
        s.permanent(red)
    s.permanent(SANDWORM, "p2")  # an opponent's permanent: not p1's devotion
    assert not is_type(s.state, purphoros, "creature") and is_type(s.state, purphoros, "enchantment")
    assert subtypes(s.state, purphoros) == []
    s.permanent(SANDWORM)
    assert is_type(s.state, purphoros, "creature") and power(s.state, purphoros) == 6 and subtypes(s.state, purphoros) == ["God"]


def test_purphoros_deals_2_damage_to_each_opponent_when_another_creature_you_control_enters():
    s = MtgScenario()
    s.permanent(PURPHOROS)
    s.lands(2, PLAINS)
    coeurl = s.hand(COEURL)
    s.pass_to("main1")
    s.cast(coeurl)
    s.pass_both()
    assert _triggers(s) == [PURPHOROS]
    s.pass_both()
    assert s.life("p2") == 18
    enter_battlefield(s.ctx(), s.hand(COEURL, "p2"), "p2", reason="test")
    s.check_now()
    assert _triggers(s) == []


def test_purphoros_gives_creatures_you_control_1_0():
    s = MtgScenario()
    purphoros = s.permanent(PURPHOROS)
    mine, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    s.lands(3, MOUNTAIN)
    s.pass_to("main1")
    s.activate(purphoros, 2)
    s.pass_both()
    assert (power(s.state, mine), toughness(s.state, mine), power(s.state, theirs)) == (3, 2, 2)


def test_fatal_push_on_your_own_creature_makes_revolt_true_but_destroys_it_once():
    """Destroying your own Coeurl makes a permanent of yours leave the battlefield: the revolt step
    that follows finds its target gone (a new object in the graveyard, CR 400.7) and does nothing."""
    s = MtgScenario()
    s.lands(1, SWAMP)
    mine = s.permanent(COEURL)
    s.permanent(COEURL, "p2")
    push = s.hand(FATAL_PUSH)
    s.pass_to("main1")
    s.cast(push, [mine])
    s.pass_both()
    assert s.defs(graveyard("p1")) == [COEURL, FATAL_PUSH] and s.state["result"] is None


def test_syr_konrad_deals_1_damage_when_another_creature_dies():
    s = MtgScenario()
    konrad = s.permanent(KONRAD)
    theirs = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    leave_battlefield(s.ctx(), [theirs], "graveyard", "destroyed")
    s.check_now()
    assert _triggers(s) == [KONRAD]
    s.pass_both()
    assert s.life("p2") == 19
    leave_battlefield(s.ctx(), [konrad], "graveyard", "destroyed")  # not "another"
    s.check_now()
    assert _triggers(s) == []


def test_syr_konrad_mills_each_player_and_a_milled_creature_card_triggers_it():
    """A creature card put into a graveyard from the library (not the battlefield); a land card
    doesn't."""
    s = MtgScenario()
    konrad = s.permanent(KONRAD)
    s.lands(2, SWAMP)
    s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.activate(konrad, 3)
    s.pass_both()
    assert s.defs(graveyard("p1")) == [COEURL] and s.defs(graveyard("p2")) == [FOREST]
    assert _triggers(s) == [KONRAD]
    s.pass_both()
    assert s.life("p2") == 19


def test_syr_konrad_triggers_when_a_creature_card_leaves_your_graveyard_only():
    s = MtgScenario()
    s.permanent(KONRAD)
    mine, theirs = s.in_graveyard(COEURL), s.in_graveyard(COEURL, "p2")
    s.in_graveyard(FOREST)
    s.pass_to("main1")
    s.move(theirs, EXILE)
    s.check_now()
    assert _triggers(s) == []  # not your graveyard
    s.move(mine, EXILE)
    s.check_now()
    assert _triggers(s) == [KONRAD]


def test_gau_gone_before_its_end_step_ability_resolves_deals_its_last_known_power():
    """CR 608.2h (the rulings): Gau with a counter (3 power) leaves in response: 3 damage."""
    s = MtgScenario()
    gau = s.permanent(GAU, counters={"+1/+1": 1})
    s.pass_to("main1")
    s.move(s.in_graveyard(COEURL), EXILE)
    s.pass_to("end")
    assert _triggers(s) == [GAU]
    leave_battlefield(s.ctx(), [gau], "hand", "test")
    s.pass_both()
    assert s.life("p2") == 17


def test_isshin_makes_attack_triggers_trigger_an_additional_time():
    """Captain Lannery Storm's attack trigger twice; its sacrifice trigger, not caused by
    attacking, only once (the rulings)."""
    s = MtgScenario()
    s.permanent(ISSHIN)
    captain = s.permanent(LANNERY)
    s.declare_attackers([captain])
    ask = s.expect("p1", "order_triggers", exact=False)  # the triggers' order (CR 603.3b)
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    assert _triggers(s) == [LANNERY, LANNERY]
    while s.state["stack"]:
        s.pass_both()
    treasures = s.cards(BATTLEFIELD, TREASURE)
    assert len(treasures) == 2
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{treasures[0]}:0:R"])
    assert _triggers(s) == [LANNERY]


def test_isshin_of_the_opponent_doesnt_double_your_attack_triggers():
    s = MtgScenario()
    s.permanent(ISSHIN, "p2")
    captain = s.permanent(LANNERY)
    s.declare_attackers([captain])
    assert _triggers(s) == [LANNERY]


def test_godo_may_put_an_equipment_card_from_your_library_onto_the_battlefield():
    s = MtgScenario()
    s.lands(6, MOUNTAIN)
    lance = s.put(LANCE, library("p1"))
    godo = s.hand(GODO)
    s.pass_to("main1")
    s.cast(godo)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", [lance], answer=[lance])
    assert len(s.cards(BATTLEFIELD, LANCE)) == 1 and LANCE not in s.defs(library("p1"))


def test_godo_untaps_itself_and_your_samurai_and_adds_one_combat_phase_the_first_time_it_attacks():
    """Only the first attack each turn triggers it: in the additional combat phase it attacks
    again without a trigger (CR 500.8: no main phase between)."""
    s = MtgScenario()
    godo = s.permanent(GODO)
    samurai, theirs = s.permanent(GILGAMESH, tapped=True), s.permanent(GILGAMESH, "p2", tapped=True)
    s.declare_attackers([godo])
    assert _triggers(s) == [GODO]
    s.pass_both()
    assert not s.card(godo).get("tapped") and not s.card(samurai).get("tapped") and s.card(theirs).get("tapped")
    steps = []
    while s.step != "declare_attackers" or s.state["request"]["kind"] != "choose_cards":
        steps.append(s.step)
        s.pass_priority()
    assert "main2" not in steps and s.life("p2") == 17
    s.expect("p1", "choose_cards", exact=False, answer=[godo])
    assert s.state["stack"] == []
    s.pass_to("main2")
    assert s.life("p2") == 14


def test_adelines_power_is_the_number_of_creatures_you_control():
    s = MtgScenario()
    adeline = s.permanent(ADELINE)
    s.permanent(COEURL)
    s.permanent(COEURL, "p2")
    assert (power(s.state, adeline), toughness(s.state, adeline)) == (2, 4) and has_keyword(s.state, adeline, "vigilance")


def test_adeline_makes_a_tapped_human_attacking_each_opponent_when_you_attack():
    """Three players: one Human attacking p2, one attacking p3 (CR 508.4: not declared, so no
    attack trigger of its own); Adeline counts them (four creatures)."""
    s = MultiplayerScenario(("p1", "p2", "p3"))
    adeline = s.permanent(ADELINE)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[adeline])
    if s.state["request"]["kind"] == "choose_option":  # which opponent Adeline attacks
        s.expect("p1", "choose_option", exact=False, answer=["p2"])
    assert _triggers(s) == [ADELINE]
    s.pass_all()
    humans = s.cards(BATTLEFIELD, HUMAN)
    attackers = s.state["turn"]["combat"]["attackers"]
    assert sorted(attackers[h]["defender"] for h in humans) == ["p2", "p3"]
    assert all(s.card(h).get("tapped") for h in humans) and not s.card(adeline).get("tapped")
    assert power(s.state, adeline) == 3 and _triggers(s) == []


def test_adelines_human_deals_its_combat_damage():
    s = MtgScenario()
    adeline = s.permanent(ADELINE)
    s.declare_attackers([adeline])
    s.pass_both()
    while s.step != "end_combat":
        s.pass_priority()
    assert s.life("p2") == 17  # Adeline 2 (herself and the Human), the Human 1


def test_vial_smasher_deals_the_first_spells_mana_value_to_an_opponent():
    s = MtgScenario()
    s.permanent(VIAL_SMASHER)
    s.lands(4, PLAINS)
    first, second = s.hand(LANCE), s.hand(COEURL)
    s.pass_to("main1")
    s.cast(first)
    assert _triggers(s) == [VIAL_SMASHER]
    s.pass_both()
    assert s.life("p2") == 18 and s.life("p1") == 20
    while s.state["stack"]:  # the Lance, then its Job select trigger
        s.pass_both()
    s.cast(second)
    assert _triggers(s) == []  # the second spell this turn


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_vial_smasher_chooses_one_opponent_at_random(seed):
    s = MultiplayerScenario(("p1", "p2", "p3"), seed=seed)
    s.permanent(VIAL_SMASHER)
    s.lands(2, PLAINS)
    lance = s.hand(LANCE)
    s.pass_to("main1")
    s.cast(lance)
    s.pass_all()
    assert sorted((s.life("p2"), s.life("p3"))) == [18, 20] and s.life("p1") == 20


def test_yunas_whistle_finds_a_creature_card_then_counters_equal_to_its_mana_value():
    """The revealed Forests go to the bottom; the reflexive trigger targets as it is put on the
    stack (CR 603.12): Hill Gigas's mana value 6."""
    s = MtgScenario()
    s.lands(3, FOREST)
    coeurl = s.permanent(COEURL)
    s.put(HILL_GIGAS, library("p1"))
    s.put(MOUNTAIN, library("p1"))
    s.put(MOUNTAIN, library("p1"))
    whistle = s.hand(WHISTLE)
    s.pass_to("main1")
    s.cast(whistle)
    s.pass_both()
    assert HILL_GIGAS in s.defs(hand("p1")) and s.defs(library("p1"))[:2] == [MOUNTAIN, MOUNTAIN]
    assert _triggers(s) == [WHISTLE]  # its one legal target (Coeurl) chosen
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 6}


def test_yunas_whistle_without_a_creature_card_reveals_everything_and_doesnt_trigger():
    s = MtgScenario()
    s.lands(3, FOREST)
    s.permanent(COEURL)
    whistle = s.hand(WHISTLE)
    s.pass_to("main1")
    size = len(s.zone(library("p1")))
    s.cast(whistle)
    s.pass_both()
    assert _triggers(s) == [] and len(s.zone(library("p1"))) == size


def test_teferi_gives_creature_cards_you_own_flash():
    s = MtgScenario()
    s.permanent(TEFERI)
    s.lands(2, PLAINS)
    coeurl = s.hand(COEURL)
    theirs = s.hand(COEURL, "p2")
    s.lands(2, PLAINS, "p2")
    s.pass_to("upkeep", "p1", active="p2")
    assert f"cast:{coeurl}" in _options(s)
    s.cast(coeurl)
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, COEURL)) == 1
    s.pass_to("upkeep", "p2", active="p1")
    assert f"cast:{theirs}" not in _options(s, "p2")  # the opponent's creature cards: no flash


def test_teferi_lets_opponents_cast_spells_only_at_sorcery_timing():
    """Nature's Claim, an instant: not in p1's turn, not in response to p2's own spell (the stack
    isn't empty); in p2's main phase with an empty stack, yes."""
    s = MtgScenario()
    s.permanent(TEFERI)
    s.permanent(LANCE)
    s.lands(3, FOREST, "p2")
    s.lands(2, PLAINS, "p2")
    claim, lance = s.hand(CLAIM, "p2"), s.hand(LANCE, "p2")
    s.pass_to("main1")
    s.pass_priority("p1")
    assert f"cast:{claim}" not in _options(s, "p2")
    s.pass_to("main1", "p2", active="p2")
    assert f"cast:{claim}" in _options(s, "p2")
    s.cast(lance, player="p2")
    assert f"cast:{claim}" not in _options(s, "p2")


def _fynn_attacks(poison: int) -> MtgScenario:
    """Fynn (deathtouch) and Coeurl attack p2, who has ``poison`` poison counters."""
    s = MtgScenario()
    fynn, coeurl = s.permanent(FYNN), s.permanent(COEURL)
    s.state["players"]["p2"]["poison"] = poison
    s.declare_attackers([fynn, coeurl])
    while not _triggers(s) and s.step != "end_combat":
        s.pass_priority()
    return s


def test_fynn_gives_two_poison_counters_for_a_deathtouch_creatures_combat_damage():
    s = _fynn_attacks(0)
    assert _triggers(s) == [FYNN]  # Fynn's damage only: Coeurl has no deathtouch
    s.pass_both()
    assert s.state["players"]["p2"]["poison"] == 2 and s.life("p2") == 17
    assert "Bob：中毒指示物 2" in s.game.player_summary(s.view("p1"), {"p1": "Alice", "p2": "Bob"})  # public (CR 122.1f)


def test_ten_poison_counters_lose_the_game():
    """CR 704.5c: a state-based action."""
    s = _fynn_attacks(8)
    s.pass_both()
    assert s.state["result"]["winners"] == ["p1"]
    assert [e["reason"] for e in s.events_of("player_lost")] == ["poison"]


@pytest.mark.parametrize(("attackers", "draws"), [(1, False), (2, True), (3, True)])
def test_mangara_draws_when_an_opponent_attacks_her_controller_with_two_or_more(attackers, draws):
    s = MtgScenario()
    s.permanent(MANGARA, "p2")
    coeurls = [s.permanent(COEURL) for _ in range(attackers)]
    s.declare_attackers(coeurls)
    assert _triggers(s) == ([MANGARA] if draws else [])  # once, however many (the rulings)
    before = len(s.zone(hand("p2")))
    while s.state["stack"]:
        s.pass_both()
    assert len(s.zone(hand("p2"))) == before + draws


def test_mangara_counts_an_attacker_that_left_the_battlefield():
    """On resolution (CR 603.4) a creature gone from the battlefield still counts (its last known
    information: it was attacking you, the rulings)."""
    s = MtgScenario()
    s.permanent(MANGARA, "p2")
    first, second = s.permanent(COEURL), s.permanent(COEURL)
    s.declare_attackers([first, second])
    leave_battlefield(s.ctx(), [first], "graveyard", "destroyed")
    before = len(s.zone(hand("p2")))
    s.pass_both()
    assert len(s.zone(hand("p2"))) == before + 1


@pytest.mark.parametrize(("defenders", "triggers"), [(("p2", "p3"), False), (("p2", "p2"), True)])
def test_mangara_counts_only_the_creatures_attacking_her_controller(defenders, triggers):
    """Three players: one Coeurl at p2 and one at p3 is not two attacking Mangara's controller."""
    s = MultiplayerScenario(("p1", "p2", "p3"))
    s.permanent(MANGARA, "p2")
    coeurls = [s.permanent(COEURL), s.permanent(COEURL)]
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=coeurls)
    for defender in defenders:  # asked for each attacker in turn
        s.expect("p1", "choose_option", ["p2", "p3"], answer=[defender])
    assert _triggers(s) == ([MANGARA] if triggers else [])


def test_mangara_draws_on_an_opponents_second_spell_each_turn():
    s = MtgScenario()
    s.permanent(MANGARA, "p2")
    s.lands(4, PLAINS)
    first, second = s.hand(COEURL), s.hand(LANCE)
    s.pass_to("main1")
    for spell, triggers in ((first, []), (second, [MANGARA])):
        s.cast(spell)
        assert _triggers(s) == triggers
        while s.state["stack"]:
            s.pass_both()


@pytest.mark.parametrize("sacrifices", [True, False])
def test_shadow_may_sacrifice_another_nonland_permanent_to_draw_two_and_drain_its_mana_value(sacrifices):
    s = MtgScenario()
    shadow = s.permanent(SHADOW)
    gigas = s.permanent(HILL_GIGAS, tapped=True)  # mana value 6
    s.lands(1, FOREST)
    s.declare_attackers([shadow])
    while not _triggers(s):
        s.pass_priority()
    before = len(s.zone(hand("p1")))
    s.pass_both()
    s.expect("p1", "choose_cards", [gigas], answer=[gigas] if sacrifices else [])  # not Shadow, not a land
    assert len(s.zone(hand("p1"))) == before + 2 * sacrifices
    assert s.life("p2") == (11 if sacrifices else 17) and (HILL_GIGAS in s.defs(graveyard("p1"))) == sacrifices


def test_tymna_pays_life_for_each_opponent_dealt_combat_damage_and_draws_that_many():
    """Three players, both opponents dealt combat damage: X = 2 at the beginning of the
    postcombat main phase (CR 505.1a)."""
    s = MultiplayerScenario(("p1", "p2", "p3"))
    tymna, coeurl = s.permanent(TYMNA), s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[tymna, coeurl])
    s.expect("p1", "choose_option", ["p2", "p3"], answer=["p2"])
    s.expect("p1", "choose_option", ["p2", "p3"], answer=["p3"])
    while s.step != "main2":
        s.pass_priority()
    assert _triggers(s) == [TYMNA]
    before = len(s.zone(hand("p1")))
    s.pass_all()
    ask = s.expect("p1", "yes_no", answer=["yes"])
    assert "2" in ask["prompt"]
    assert len(s.zone(hand("p1"))) == before + 2 and s.life("p1") == 20 + 2 - 2  # lifelink 2, then 2 paid


def test_tymna_declined_draws_nothing():
    s = MtgScenario()
    tymna = s.permanent(TYMNA)
    s.declare_attackers([tymna])
    while s.step != "main2":
        s.pass_priority()
    before = len(s.zone(hand("p1")))
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert len(s.zone(hand("p1"))) == before and s.life("p1") == 22


def test_maester_seymour_gives_another_creature_counters_equal_to_its_power_at_combat():
    s = MtgScenario()
    s.permanent(SEYMOUR, counters={"+1/+1": 1})  # power 2
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()
    assert _triggers(s) == [SEYMOUR]  # its one legal target: Coeurl (not itself)
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 2}


def test_maester_seymour_monstrosity_counts_counters_among_your_creatures_once():
    """X: Seymour's one counter and Coeurl's two (not the opponent's); monstrous once, a second
    activation does nothing (CR 701.37b)."""
    s = MtgScenario()
    seymour = s.permanent(SEYMOUR, counters={"+1/+1": 1})
    s.permanent(COEURL, counters={"+1/+1": 1, "stun": 1})
    s.permanent(COEURL, "p2", counters={"+1/+1": 5})
    s.lands(10, FOREST)
    s.pass_to("main1")
    for counters in (4, 4):
        s.activate(seymour, 1)
        s.pass_both()
        assert s.card(seymour)["counters"] == {"+1/+1": counters} and s.card(seymour).get("monstrous")


def test_edgar_lets_you_cast_one_artifact_spell_from_your_graveyard_each_of_your_turns_entering_tapped():
    s = MtgScenario()
    s.permanent(EDGAR)
    s.lands(4, PLAINS)
    first, second = s.in_graveyard(LANCE), s.in_graveyard(LANCE)
    s.in_graveyard(COEURL)  # not an artifact
    s.pass_to("main1")
    offered = [o for o in _options(s) if o.startswith("graveyard:")]
    assert sorted(offered) == sorted([f"graveyard:{first}", f"graveyard:{second}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"graveyard:{first}"])
    s.pay()
    while s.state["stack"]:
        s.pass_both()
    [lance] = s.cards(BATTLEFIELD, LANCE)
    assert s.card(lance).get("tapped")
    assert not [o for o in _options(s) if o.startswith("graveyard:")]  # once each turn
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1")
    assert [o for o in _options(s) if o.startswith("graveyard:")] == [f"graveyard:{second}"]


def test_edgar_gets_the_greatest_mana_value_among_your_artifacts_when_it_attacks():
    s = MtgScenario()
    edgar = s.permanent(EDGAR)
    s.permanent(LANCE)
    s.permanent(BUSTER_SWORD)
    s.permanent(HILL_GIGAS, "p2")  # an opponent's permanent: not counted
    s.declare_attackers([edgar])
    s.pass_both()
    assert power(s.state, edgar) == 5  # 2 + the Buster Sword's 3


@pytest.mark.parametrize("sacrifices", [True, False])
def test_the_falcon_may_be_sacrificed_after_combat_damage_to_return_a_creature_card(sacrifices):
    """Crewed by Coeurl (crew 2), it deals 4; sacrificed, its reflexive trigger targets a creature
    card in your graveyard as it is put on the stack (the rulings, CR 603.12)."""
    s = MtgScenario()
    falcon = s.permanent(FALCON)
    s.permanent(COEURL)
    dead = s.in_graveyard(HILL_GIGAS)
    s.pass_to("main1")
    s.activate(falcon, 2)  # crew 2: the engine taps the one creature that can
    s.pass_both()
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[falcon])
    while not _triggers(s):
        s.pass_priority()
    assert s.life("p2") == 16
    s.pass_both()
    s.expect("p1", "choose_cards", [falcon], answer=[falcon] if sacrifices else [])
    if sacrifices:
        assert _triggers(s) == [FALCON] and FALCON in s.defs(graveyard("p1"))
        s.pass_both()
        assert len(s.cards(BATTLEFIELD, HILL_GIGAS)) == 1 and dead not in s.zone(graveyard("p1"))
    else:
        assert falcon in s.zone(BATTLEFIELD) and s.defs(graveyard("p1")) == [HILL_GIGAS]


def test_the_falcon_returns_from_your_graveyard_tapped():
    s = MtgScenario()
    s.lands(5, SWAMP)
    falcon = s.in_graveyard(FALCON)
    s.pass_to("main1")
    s.activate(falcon, 1)
    s.pass_both()
    [back] = s.cards(BATTLEFIELD, FALCON)
    assert s.card(back).get("tapped") and s.zone(graveyard("p1")) == []


def test_sephiroth_puts_a_cell_counter_and_makes_your_modified_creatures_7_5():
    """The cell counter makes Coeurl modified (CR 700.9); the set is fixed as it resolves (CR
    611.2c): a creature of yours with a counter is 7/5, one without or the opponent's is not."""
    s = MtgScenario()
    sephiroth = s.permanent(SEPHIROTH)
    coeurl, plain = s.permanent(COEURL), s.permanent(COEURL)
    theirs = s.permanent(COEURL, "p2", counters={"+1/+1": 1})
    s.declare_attackers([sephiroth])
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    s.expect("p1", "choose_number", ["0", "1"], answer=["1"])  # "you may": up to one counter
    assert s.card(coeurl)["counters"] == {"cell": 1}
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (7, 5)
    assert (power(s.state, plain), power(s.state, theirs)) == (2, 3)


def test_sephiroth_returns_from_your_graveyard_by_sacrificing_a_modified_creature():
    s = MtgScenario()
    s.lands(3, PLAINS)
    sephiroth = s.in_graveyard(SEPHIROTH)
    plain = s.permanent(COEURL)
    s.pass_to("main1")
    assert f"activate:{sephiroth}:1" not in _options(s)  # no modified creature to sacrifice
    modified = s.permanent(COEURL, counters={"+1/+1": 1})
    s.activate(sephiroth, 1)  # the one modified creature: sacrificed as the cost (CR 601.2h)
    assert modified not in s.zone(BATTLEFIELD) and plain in s.zone(BATTLEFIELD)
    s.pass_both()
    [back] = s.cards(BATTLEFIELD, SEPHIROTH)
    assert s.card(back).get("tapped")


def test_winota_puts_a_human_from_the_top_six_onto_the_battlefield_tapped_attacking_and_indestructible():
    """Coeurl (a Cat Beast) attacks: Adelbert Steiner, a Human, comes in attacking (CR 508.4: no
    attack trigger of its own); the other five go to the bottom."""
    s = MtgScenario()
    s.permanent(WINOTA)
    coeurl = s.permanent(COEURL)
    adelbert = s.put(ADELBERT, library("p1"))
    for _ in range(5):
        s.put(MOUNTAIN, library("p1"))
    s.declare_attackers([coeurl])
    assert _triggers(s) == [WINOTA]
    s.pass_both()
    s.expect("p1", "choose_cards", [adelbert], answer=[adelbert])  # a Human creature card only
    [steiner] = s.cards(BATTLEFIELD, ADELBERT)
    assert s.card(steiner).get("tapped") and s.state["turn"]["combat"]["attackers"][steiner]["defender"] == "p2"
    assert has_keyword(s.state, steiner, "indestructible") and _triggers(s) == []
    assert s.defs(library("p1"))[:5] == [MOUNTAIN] * 5
    while s.step != "end_combat":
        s.pass_priority()
    assert s.life("p2") == 16


def test_winota_ignores_an_attacking_human():
    s = MtgScenario()
    winota = s.permanent(WINOTA)
    s.declare_attackers([winota])
    assert _triggers(s) == []


def test_winotas_human_attacks_the_player_you_choose():
    """Three players: Coeurl attacks p2, the Human may attack p3 (the rulings)."""
    s = MultiplayerScenario(("p1", "p2", "p3"))
    s.permanent(WINOTA)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")  # the starting player of a multiplayer game draws (103.8c): stack the library after
    adelbert = s.put(ADELBERT, library("p1"))
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    s.expect("p1", "choose_option", ["p2", "p3"], answer=["p2"])
    s.pass_all()
    s.expect("p1", "choose_cards", [adelbert], answer=[adelbert])
    s.expect("p1", "choose_option", ["p2", "p3"], answer=["p3"])
    [steiner] = s.cards(BATTLEFIELD, ADELBERT)
    assert s.state["turn"]["combat"]["attackers"][steiner]["defender"] == "p3"
