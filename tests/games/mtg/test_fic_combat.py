"""Issue 18, mtg-combat: the FIC/FCA cards of combat (protection, goad, extra combats, tokens
entering attacking, "whenever you attack with N or more creatures", eminence, score counters).
One scenario per ability; the facts are cross-checked in ``test_fic_cards.py``."""

import pytest

from engine.games.mtg.actions import can_activate
from engine.games.mtg.cards import card
from engine.games.mtg.command_zone import command_zone
from engine.games.mtg.objects import card_types, colours, has_keyword, is_type, power, subtypes, toughness
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand
from tests.games.mtg.multiplayer_position import COEURL, MultiplayerScenario, commander_deck, commander_game
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario
from tests.games.mtg.test_vehicles import crew

ESTINIEN, VINCENT, SETZER = "fic-287", "fic-269", "fic-298"
BLACKJACK, TREASURE = "token-blackjack", "token-treasure"
STADIUM, ARM, CHAMPIONS, HERO = "fca-210", "fic-303", "fic-222", "token-hero"
INTERCEPTOR, SHADOW = "fic-254", "fic-255"  # Shadow: a legendary Human Assassin with deathtouch
ADELBERT = "fin-003"  # a legendary 2/1 with lifelink
NAJEELA, WARRIOR = "fca-191", "token-warrior"
PROGRAM, SOLDIER = "fic-234", "token-soldier"
CHAKRAMS = "fic-226"
INALLA, CONFIDANT = "fca-200", "fin-094"  # Dark Confidant {1}{B}: a Human Wizard
STASIS, EYE = "fic-247", "fic-251"
AKROMAS_WILL, COMET, PALADINS_ARMS, SLEEP_MAGIC = "fca-174", "fin-132", "fin-028", "fin-074"  # Comet: {X}{R}{R}, X damage
BRAINSTORM = "fca-179"  # {U} instant: a noncreature spell
HRAESVELGR = "fic-245"  # a 5/5 flying Dragon


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def test_estinien_gets_a_counter_and_flying_whenever_you_cast_a_noncreature_spell():
    """The trigger resolves before the spell (CR 601.2i, 405.5; the notes)."""
    s = MtgScenario()
    estinien = s.permanent(ESTINIEN)
    s.lands(1, ISLAND)
    brainstorm = s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.cast(brainstorm)
    assert _triggers(s) == [ESTINIEN]
    s.pass_both()
    assert power(s.state, estinien) == 4 and has_keyword(s.state, estinien, "flying")
    assert s.state["stack"]  # Brainstorm still waits
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]][:2])
    s.pass_to("main1", "p2", active="p2")
    assert power(s.state, estinien) == 4 and not has_keyword(s.state, estinien, "flying")


def _estinien_game(attackers: dict[str, str]) -> tuple[MultiplayerScenario, dict[str, str]]:
    """Three players; p1's Estinien, Hraesvelgr (a Dragon) and Coeurl attack as ``attackers``
    says (a name: the player attacked), unblocked; the game is then in p1's second main phase."""
    s = MultiplayerScenario()
    ids = {"estinien": s.permanent(ESTINIEN), "dragon": s.permanent(HRAESVELGR), "coeurl": s.permanent(COEURL)}
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[ids[name] for name in attackers])
    for name in attackers:
        s.expect("p1", "choose_option", exact=False, answer=[attackers[name]])
    while s.step != "main2":
        request = s.state["request"]
        if request["kind"] == "choose_cards":  # no blockers
            s.answer_raw(request["pending"][0], [])
        else:
            s.pass_priority()
    return s, ids


def test_estinien_draws_and_loses_life_for_each_opponent_it_or_a_dragon_dealt_combat_damage():
    """"At the beginning of your second main phase, you draw X cards and lose X life": Estinien hit
    p2 and the Dragon p3: X is 2."""
    s, _ = _estinien_game({"estinien": "p2", "dragon": "p3"})
    assert _triggers(s) == [ESTINIEN]
    before = len(s.zone(hand("p1")))
    s.pass_all()
    assert len(s.zone(hand("p1"))) == before + 2 and s.life("p1") == 18


def test_estinien_counts_no_opponent_dealt_combat_damage_only_by_other_creatures():
    """The Coeurl (no Dragon) hit p3 and Estinien p2: X is 1; an opponent hit by both counts once."""
    s, _ = _estinien_game({"estinien": "p2", "coeurl": "p3"})
    before = len(s.zone(hand("p1")))
    s.pass_all()
    assert len(s.zone(hand("p1"))) == before + 1 and s.life("p1") == 19
    s, _ = _estinien_game({"estinien": "p2", "dragon": "p2", "coeurl": "p3"})
    before = len(s.zone(hand("p1")))
    s.pass_all()
    assert len(s.zone(hand("p1"))) == before + 1 and s.life("p1") == 19


def _vincent_connects(counters: int, counter_first: bool) -> tuple[MultiplayerScenario, str]:
    """Three players; Vincent with ``counters`` +1/+1 counters has dealt p2 combat damage, its two
    triggers ordered (the +1/+1 counter's first to resolve, or the other)."""
    s = MultiplayerScenario()
    vincent = s.permanent(VINCENT, counters={"+1/+1": counters})
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[vincent])
    s.expect("p1", "choose_option", exact=False, answer=["p2"])
    while s.state["request"]["kind"] != "order_triggers":
        s.pass_priority()
    ask = s.expect("p1", "order_triggers")
    ids = [o["id"] for o in ask["options"]]
    s.answer_raw("p1", ids if counter_first else ids[::-1])
    assert [o["ability"] for o in s.state["stack"]] == (["1", "0"] if counter_first else ["0", "1"])
    return s, vincent


def test_vincent_gets_a_counter_whenever_your_creatures_deal_combat_damage_to_a_player():
    s, vincent = _vincent_connects(0, counter_first=True)
    s.pass_all()
    assert power(s.state, vincent) == 4


@pytest.mark.parametrize(("counter_first", "p3_life"), [(True, 14), (False, 20)])
def test_vincent_deals_that_much_damage_to_each_other_opponent_if_its_power_is_7_as_it_resolves(counter_first, p3_life):
    """Chaos: Vincent (6 power) dealt p2 6; its power is checked as the ability resolves (the
    notes): 7 after the counter, so p3 is dealt 6 (not combat damage); not before it."""
    s, _ = _vincent_connects(3, counter_first)
    s.pass_all()
    s.pass_all()
    assert (s.life("p2"), s.life("p3")) == (14, p3_life)


def test_vincent_that_has_left_uses_its_last_known_power():
    """CR 608.2h, the notes: Vincent (7 power) leaves before its ability resolves."""
    s, vincent = _vincent_connects(4, counter_first=False)
    leave_battlefield(s.ctx(), [vincent], "graveyard", "destroyed")
    s.pass_all()
    assert (s.life("p2"), s.life("p3")) == (13, 13)


def test_setzer_creates_blackjack_a_legendary_flying_vehicle_with_crew_2():
    s = MtgScenario()
    s.lands(1, SWAMP)
    s.lands(2, MOUNTAIN)
    setzer = s.hand(SETZER)
    s.pass_to("main1")
    s.cast(setzer)
    s.pass_both()  # Setzer resolves; its enters trigger
    assert _triggers(s) == [SETZER]
    s.pass_both()
    [blackjack] = s.cards(BATTLEFIELD, BLACKJACK)
    assert card(BLACKJACK).supertypes == ["legendary"] and has_keyword(s.state, blackjack, "flying")
    assert not is_type(s.state, blackjack, "creature")
    crew(s, blackjack, 0, [setzer])  # Setzer's power 2 crews it (it may crew the turn it entered)
    s.pass_both()
    assert is_type(s.state, blackjack, "creature") and power(s.state, blackjack) == 3


def _blackjack_connects(seed: int) -> MtgScenario:
    """Setzer crews Blackjack, which deals p2 combat damage; the flip trigger resolves."""
    s = MtgScenario(seed=seed)
    setzer, blackjack = s.permanent(SETZER), s.permanent(BLACKJACK)
    s.pass_to("main1")
    crew(s, blackjack, 0, [setzer])
    s.pass_both()
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[blackjack])
    while not s.events_of("coin_flipped"):
        s.pass_priority()
    return s


def test_setzer_flips_a_coin_when_a_vehicle_deals_combat_damage_and_makes_two_tapped_treasures_when_won():
    """CR 705: the flip is the game's random number, pinned by the seed; both outcomes within a
    few seeds: a won flip triggers "whenever you win a coin flip", a lost one doesn't."""
    outcomes = set()
    for seed in range(8):
        s = _blackjack_connects(seed)
        assert s.life("p2") == 17
        [flipped] = s.events_of("coin_flipped")
        assert _triggers(s) == ([SETZER] if flipped["won"] else [])
        s.pass_both()
        treasures = s.cards(BATTLEFIELD, TREASURE)
        assert len(treasures) == (2 if flipped["won"] else 0) and all(s.card(t)["tapped"] for t in treasures)
        outcomes.add(flipped["won"])
    assert outcomes == {True, False}


def test_strixhaven_stadium_taps_for_colourless_and_gets_a_score_counter():
    """A mana ability's other effect happens at once (CR 605.3b): no stack."""
    s = MtgScenario()
    stadium = s.permanent(STADIUM)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{stadium}:0"])
    assert s.player("p1")["pool"] == {"C": 1} and s.card(stadium)["counters"] == {"score": 1} and not s.state["stack"]


def test_strixhaven_stadium_loses_a_score_counter_whenever_a_creature_deals_you_combat_damage():
    s = MtgScenario()
    stadium = s.permanent(STADIUM, counters={"score": 3})
    attacker = s.permanent(COEURL, "p2")
    s.declare_attackers([attacker], "p2")
    while s.life("p1") == 20:
        s.pass_priority()
    assert _triggers(s) == [STADIUM]
    s.pass_both()
    assert s.card(stadium)["counters"] == {"score": 2}


def _stadium_connects(score: int) -> tuple[MultiplayerScenario, str]:
    """Three players; p1's Coeurl deals p2 combat damage with ``score`` score counters on the
    Stadium; its trigger resolves."""
    s = MultiplayerScenario()
    stadium, coeurl = s.permanent(STADIUM, counters={"score": score}), s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    s.expect("p1", "choose_option", exact=False, answer=["p2"])
    while not _triggers(s):
        s.pass_priority()
    assert _triggers(s) == [STADIUM] and s.life("p2") == 18
    s.pass_all()
    return s, stadium


def test_strixhaven_stadium_makes_the_damaged_opponent_lose_at_ten_score_counters():
    """CR 104.3e: p2 loses at once and leaves (800.4a); all the score counters are removed and the
    game goes on."""
    s, stadium = _stadium_connects(9)
    assert s.state["seats"] == ["p1", "p3"] and s.result is None
    assert not s.card(stadium).get("counters", {}).get("score")


def test_strixhaven_stadium_below_ten_score_counters_only_gets_one_more():
    s, stadium = _stadium_connects(5)
    assert s.state["seats"] == ["p1", "p2", "p3"] and s.card(stadium)["counters"] == {"score": 6}


def test_wrecking_ball_arm_equips_a_legendary_creature_for_3_and_makes_it_a_7_7():
    """"Equip legendary creature {3}" (CR 702.6): the Coeurl is no legal target, so Vincent is
    chosen alone; base 7/7 (layer 7b) with its +1/+1 counter on top (layer 7c, the notes)."""
    s = MtgScenario()
    s.lands(3)
    arm, vincent = s.permanent(ARM), s.permanent(VINCENT, counters={"+1/+1": 1})
    s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(arm, 1)
    assert s.state["stack"][-1]["targets"] == [{"card": vincent}]
    s.pass_both()
    assert s.card(arm)["attached_to"] == vincent and (power(s.state, vincent), toughness(s.state, vincent)) == (8, 8)


def test_wrecking_ball_arm_equips_any_creature_for_7():
    s = MtgScenario()
    s.lands(7)
    arm, coeurl = s.permanent(ARM), s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(arm, 2, [coeurl])
    s.pass_both()
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (7, 7)


def test_wrecking_ball_arm_creature_cant_be_blocked_by_power_2_or_less():
    """CR 509.1b: p2's Coeurl (power 2) isn't offered as a blocker, Vincent (power 3) is."""
    s = MtgScenario()
    arm, attacker = s.permanent(ARM), s.permanent(COEURL)
    s.card(arm)["attached_to"] = attacker
    s.permanent(COEURL, "p2")
    big = s.permanent(VINCENT, "p2")
    s.declare_attackers([attacker])
    while s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    assert [o["id"] for o in s.ask("p2")["options"]] == [f"{big}>{attacker}"]


def test_champions_from_beyond_creates_x_heroes_with_the_x_paid_for_it():
    """CR 107.3m: its enters ability's X is the value announced for the spell (3)."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    champions = s.hand(CHAMPIONS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{champions}"])
    s.expect("p1", "choose_option", exact=False, answer=["x:3"])
    s.pay("p1")
    s.pass_both()
    assert _triggers(s) == [CHAMPIONS]
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, HERO)) == 3


def _attack_with(count: int) -> tuple[MtgScenario, list[str]]:
    """p1 controls Champions from Beyond and attacks with ``count`` Heroes."""
    s = MtgScenario()
    s.permanent(CHAMPIONS)
    heroes = [s.permanent(HERO) for _ in range(count)]
    s.declare_attackers(heroes)
    return s, heroes


def _scry_keeping_on_top(s: MtgScenario) -> None:
    """Scry (CR 701.22a): none to the bottom, then the kept ones in their order."""
    while s.state["request"]["kind"] == "choose_cards":
        ask = s.ask("p1")
        s.answer_raw("p1", [o["id"] for o in ask["options"]] if ask["min"] else [])


def test_champions_from_beyond_scries_2_and_draws_when_you_attack_with_four_or_more():
    s, _ = _attack_with(3)
    assert _triggers(s) == []
    s, _ = _attack_with(4)
    assert _triggers(s) == [CHAMPIONS]
    before = len(s.zone(hand("p1")))
    s.pass_both()
    _scry_keeping_on_top(s)
    assert len(s.zone(hand("p1"))) == before + 1


def test_champions_from_beyond_gives_those_creatures_4_4_when_you_attack_with_eight_or_more():
    """Both abilities trigger; those attackers get +4/+4, one that left combat too (the notes)."""
    s, heroes = _attack_with(8)
    ask = s.expect("p1", "order_triggers")
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    while [o["ability"] for o in s.state["stack"]][-1:] != ["2"]:
        s.pass_both()
        _scry_keeping_on_top(s)
    del s.state["turn"]["combat"]["attackers"][heroes[0]]  # removed from combat before it resolves
    s.pass_both()
    assert all(power(s.state, h) == 5 and toughness(s.state, h) == 5 for h in heroes)


def test_interceptor_gives_assassins_you_control_menace():
    s = MtgScenario()
    shadow, theirs = s.permanent(SHADOW), s.permanent(SHADOW, "p2")
    assert not has_keyword(s.state, shadow, "menace")
    s.permanent(INTERCEPTOR)
    assert has_keyword(s.state, shadow, "menace") and not has_keyword(s.state, theirs, "menace")


def _interceptor_waits(attacker: str, swamps: int = 3) -> tuple[MultiplayerScenario, str, str]:
    """Three players; Interceptor in p1's graveyard; p1 attacks p2 with ``attacker``."""
    s = MultiplayerScenario()
    interceptor = s.in_graveyard(INTERCEPTOR)
    s.lands(swamps, SWAMP)
    creature = s.permanent(attacker)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[creature])
    s.expect("p1", "choose_option", exact=False, answer=["p2"])
    return s, interceptor, creature


def test_interceptor_returns_from_the_graveyard_tapped_and_attacking_when_you_attack_with_a_legend():
    """It works from the graveyard (CR 113.6k); paid {2}{B}, it enters tapped and attacking the
    player its controller chooses (p3, not the one attacked: the notes), never declared (CR 508.4)."""
    s, interceptor, _ = _interceptor_waits(ADELBERT)
    assert _triggers(s) == [INTERCEPTOR]
    s.pass_all()
    s.expect("p1", "choose_option", exact=False, answer=["pay"])  # paid from the Swamps at once
    s.expect("p1", "choose_option", exact=False, answer=["p3"])
    [hound] = s.cards(BATTLEFIELD, INTERCEPTOR)
    assert interceptor not in s.zone(graveyard("p1")) and s.card(hound)["tapped"]
    assert s.state["turn"]["combat"]["attackers"][hound]["defender"] == "p3"
    while s.step != "main2":
        s.pass_priority()
    assert (s.life("p2"), s.life("p3")) == (18, 16)


def test_interceptor_stays_in_the_graveyard_for_a_nonlegendary_attacker_or_unpaid():
    s, interceptor, _ = _interceptor_waits(COEURL)
    assert _triggers(s) == []
    s, interceptor, _ = _interceptor_waits(ADELBERT, swamps=2)  # {2}{B} can't be paid: not asked
    s.pass_all()
    assert interceptor in s.zone(graveyard("p1")) and not s.cards(BATTLEFIELD, INTERCEPTOR)


def test_najeela_attacking_may_make_a_warrior_token_tapped_and_attacking_the_player_chosen():
    """Three players: Najeela (a Warrior) attacks p2; its token attacks p3, chosen by its
    controller (the notes); never declared, so it triggers no "whenever a Warrior attacks" (CR 508.4)."""
    s = MultiplayerScenario()
    najeela = s.permanent(NAJEELA)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[najeela])
    s.expect("p1", "choose_option", exact=False, answer=["p2"])
    assert _triggers(s) == [NAJEELA]
    s.pass_all()
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", exact=False, answer=["p3"])
    [token] = s.cards(BATTLEFIELD, WARRIOR)
    assert s.card(token)["tapped"] and s.state["turn"]["combat"]["attackers"][token]["defender"] == "p3"
    assert _triggers(s) == [] and not s.state["triggers"]
    while s.step != "main2":
        s.pass_priority()
    assert (s.life("p2"), s.life("p3")) == (17, 19)


def test_najeela_sees_an_opponents_warrior_attack_and_that_player_gets_the_token():
    """"A Warrior": any player's; "its controller" (p2) creates the token, attacking p1."""
    s = MtgScenario()
    s.permanent(NAJEELA)
    estinien = s.permanent(ESTINIEN, "p2")  # an Elf Warrior
    s.declare_attackers([estinien], "p2")
    assert _triggers(s) == [NAJEELA]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    [token] = s.cards(BATTLEFIELD, WARRIOR)
    assert s.card(token)["owner"] == "p2" and s.state["turn"]["combat"]["attackers"][token]["defender"] == "p1"


def test_najeela_untaps_the_attackers_gives_them_keywords_and_another_combat_only_during_combat():
    """CR 500.8: after this combat phase another one, no main phase between (the notes)."""
    s = MtgScenario()
    najeela = s.permanent(NAJEELA)
    for land in (PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST):
        s.lands(1, land)
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", najeela, 1)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[najeela])
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(najeela)["tapped"] and can_activate(s.state, "p1", najeela, 1)
    s.activate(najeela, 1)
    s.pass_both()
    assert not s.card(najeela).get("tapped")
    assert all(has_keyword(s.state, najeela, k) for k in ("trample", "lifelink", "haste"))
    steps = []
    while s.step != "declare_attackers" or s.state["request"]["kind"] != "choose_cards":
        steps.append(s.step)
        s.pass_priority()
    assert "main2" not in steps and s.life("p2") == 17 and s.life("p1") == 23


def _program_triggers(s: MtgScenario) -> dict:
    """Pass to p1's beginning of combat, where the Program's trigger asks for its modes."""
    s.pass_to("main1")
    while s.state["request"]["kind"] != "choose_option":
        s.pass_priority()
    assert s.step == "begin_combat"
    return s.expect("p1", "choose_option", exact=False)


def test_soldier_military_program_chooses_one_mode_without_a_commander():
    s = MtgScenario()
    s.permanent(PROGRAM)
    ask = _program_triggers(s)
    assert [o["id"] for o in ask["options"]] == ["mode:0", "mode:1"] and ask["max"] == 1
    s.answer_raw("p1", ["mode:0"])
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, SOLDIER)) == 1


def test_soldier_military_program_puts_counters_on_up_to_two_soldiers_you_control():
    """Not targeted: chosen as it resolves, up to two of them."""
    s = MtgScenario()
    s.permanent(PROGRAM)
    soldiers = [s.permanent(SOLDIER) for _ in range(3)]
    _program_triggers(s)
    s.answer_raw("p1", ["mode:1"])
    s.pass_both()
    ask = s.expect("p1", "choose_cards", exact=False, answer=soldiers[:2])
    assert ask["max"] == 2
    assert [s.card(c).get("counters", {}).get("+1/+1", 0) for c in soldiers] == [1, 1, 0]


def test_soldier_military_program_may_choose_both_while_you_control_a_commander():
    """A commander on the battlefield: both modes, in printed order (the new Soldier may get a counter)."""
    s = commander_game()
    s.permanent(PROGRAM)
    s.permanent(ADELBERT)  # p1's commander
    ask = _program_triggers(s)
    assert ask["max"] == 2
    s.answer_raw("p1", ["mode:0", "mode:1"])
    s.pass_all()
    [token] = s.cards(BATTLEFIELD, SOLDIER)
    s.expect("p1", "choose_cards", exact=False, answer=[token])
    assert s.card(token)["counters"] == {"+1/+1": 1}


def _akromas_will(s: MtgScenario, modes: list[str]) -> None:
    """p1 casts Akroma's Will (four Plains) choosing ``modes``; it resolves."""
    will = s.hand(AKROMAS_WILL)
    s.lands(4, PLAINS)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{will}"])
    ask = s.expect("p1", "choose_option", exact=False, answer=modes)
    assert ask["max"] == (2 if len(modes) == 2 else ask["max"])
    s.pay("p1")
    s.pass_both()


def test_akromas_will_first_mode_gives_flying_vigilance_and_double_strike():
    s = MtgScenario()
    vincent = s.permanent(VINCENT)
    s.pass_to("main1")
    _akromas_will(s, ["mode:0"])
    assert all(has_keyword(s.state, vincent, k) for k in ("flying", "vigilance", "double_strike"))
    assert not has_keyword(s.state, vincent, "lifelink")


def test_akromas_will_chooses_one_mode_only_without_a_commander():
    s = MtgScenario()
    s.permanent(VINCENT)
    s.lands(4, PLAINS)
    will = s.hand(AKROMAS_WILL)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{will}"])
    assert s.expect("p1", "choose_option", exact=False)["max"] == 1


def test_akromas_will_both_modes_with_a_commander():
    s = commander_game()
    vincent = s.permanent(VINCENT)
    s.permanent(ADELBERT)  # p1's commander
    s.pass_to("main1")
    _akromas_will(s, ["mode:0", "mode:1"])
    assert all(has_keyword(s.state, vincent, k) for k in ("flying", "double_strike", "lifelink", "indestructible", "protection_from_each_colour"))


def test_protection_from_each_colour_cant_be_targeted_enchanted_or_equipped_by_coloured_objects():
    """CR 702.16b–d: the red Comet can't target it; the blue Aura falls off (704.5m) and the white
    Equipment becomes unattached (704.5n); a colourless Equipment stays."""
    s = MtgScenario()
    vincent, other = s.permanent(VINCENT), s.permanent(COEURL)
    arms, aura, arm = s.permanent(PALADINS_ARMS), s.permanent(SLEEP_MAGIC, "p2"), s.permanent(ARM)
    for attached in (arms, aura, arm):
        s.card(attached)["attached_to"] = vincent
    s.pass_to("main1")
    _akromas_will(s, ["mode:1"])
    assert "attached_to" not in s.card(arms) and aura not in s.zone(BATTLEFIELD) and s.card(arm)["attached_to"] == vincent
    from engine.games.mtg.targets import candidates

    comet_target = card(COMET).abilities[0].targets[0]
    legal = [c.get("card") for c in candidates(s.state, comet_target, "p2", s.put(COMET, hand("p2")), [])]
    assert vincent not in legal and other not in legal  # the Coeurl is p1's creature too
    assert power(s.state, vincent) == 7


def test_protection_from_each_colour_prevents_coloured_damage():
    """CR 702.16e: the white Coeurl's combat damage to Vincent is prevented; Vincent's is dealt."""
    s = MtgScenario()
    vincent = s.permanent(VINCENT)
    attacker = s.permanent(COEURL, "p2")
    s.declare_attackers([attacker], "p2")
    s.pass_priority("p2")
    _akromas_will(s, ["mode:1"])  # in p2's declare attackers step
    while s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    s.expect("p1", "choose_cards", answer=[f"{vincent}>{attacker}"])
    while attacker in s.zone(BATTLEFIELD):
        s.pass_priority()
    assert not s.card(vincent).get("damage") and s.events_of("damage_prevented")


def test_protection_from_each_colour_cant_be_blocked_by_coloured_creatures():
    """CR 702.16f: p2's white Coeurl can't block Adelbert, so p2 isn't asked."""
    s = MtgScenario()
    adelbert = s.permanent(ADELBERT)
    s.permanent(COEURL, "p2")
    s.pass_to("main1")
    _akromas_will(s, ["mode:1"])
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[adelbert])
    while s.step != "main2":
        assert s.state["request"]["kind"] != "choose_cards" or s.state["request"]["pending"] != ["p2"]
        s.pass_priority()
    assert s.life("p2") == 18


def test_dancers_chakrams_make_a_hero_a_3_3_lifelink_performer():
    """Job select (CR 702.182a): the Hero enters, then the Chakrams attach to it."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    chakrams = s.hand(CHAKRAMS)
    s.pass_to("main1")
    s.cast(chakrams)
    s.pass_both()
    s.pass_both()
    [hero] = s.cards(BATTLEFIELD, HERO)
    assert (power(s.state, hero), toughness(s.state, hero)) == (3, 3) and has_keyword(s.state, hero, "lifelink")
    assert "Performer" in subtypes(s.state, hero) and "Hero" in subtypes(s.state, hero)


def test_dancers_chakrams_equipped_creature_gives_other_commanders_you_control_2_2_and_lifelink():
    """The granted ability is the equipped creature's (layer 6): Vincent, p1's commander, gets
    +2/+2 and lifelink from the Hero that has it; equipped itself, only the Equipment's +2/+2 (not
    "other"); p2's commander isn't "you control"."""
    decks = {p: commander_deck(VINCENT, MOUNTAIN) for p in ("p1", "p2")}
    s = MultiplayerScenario(("p1", "p2"), decks, {"format": "commander"})
    vincent, hero, chakrams = s.permanent(VINCENT), s.permanent(HERO), s.permanent(CHAKRAMS)
    theirs = s.permanent(VINCENT, "p2")
    s.card(chakrams)["attached_to"] = hero
    assert (power(s.state, vincent), toughness(s.state, vincent)) == (5, 5) and has_keyword(s.state, vincent, "lifelink")
    assert power(s.state, theirs) == 3 and not has_keyword(s.state, theirs, "lifelink")
    s.card(chakrams)["attached_to"] = vincent
    assert (power(s.state, vincent), toughness(s.state, vincent)) == (5, 5) and power(s.state, hero) == 1


def _wizard_enters(s: MtgScenario) -> str:
    """p1 casts Dark Confidant (three Swamps: one left for {1}); it resolves."""
    s.lands(3, SWAMP)
    confidant = s.hand(CONFIDANT)
    s.pass_to("main1")
    s.cast(confidant)
    s.pass_priority()
    s.pass_priority()
    [confidant] = s.cards(BATTLEFIELD, CONFIDANT)
    return confidant


def test_inalla_eminence_copies_a_wizard_from_the_command_zone_with_haste_until_the_end_step():
    """Eminence: from the command zone (Inalla is p1's commander there); paid {1}, a copy with
    haste, exiled at the beginning of the next end step (CR 603.7)."""
    decks = {p: commander_deck(INALLA, ISLAND) for p in ("p1", "p2")}
    s = MultiplayerScenario(("p1", "p2"), decks, {"format": "commander"})
    assert s.defs(command_zone("p1")) == [INALLA]
    confidant = _wizard_enters(s)
    assert _triggers(s) == [INALLA]
    s.pass_all()
    s.expect("p1", "choose_option", exact=False, answer=["pay"])
    [copy] = [c for c in s.cards(BATTLEFIELD, CONFIDANT) if c != confidant]
    assert s.card(copy).get("token") and has_keyword(s.state, copy, "haste")
    s.pass_to("end")
    s.pass_all()
    assert s.cards(BATTLEFIELD, CONFIDANT) == [confidant]


def test_inalla_eminence_works_on_the_battlefield_and_not_from_the_graveyard():
    s = MtgScenario()
    s.permanent(INALLA)
    _wizard_enters(s)
    assert _triggers(s) == [INALLA]
    s = MtgScenario()
    s.in_graveyard(INALLA)
    _wizard_enters(s)
    assert _triggers(s) == []


def test_inalla_that_left_the_command_zone_does_nothing():
    """The notes: Inalla must be in one of those zones as the ability resolves, the same object."""
    decks = {p: commander_deck(INALLA, ISLAND) for p in ("p1", "p2")}
    s = MultiplayerScenario(("p1", "p2"), decks, {"format": "commander"})
    _wizard_enters(s)
    [inalla] = s.cards(command_zone("p1"))
    s.ctx().move(inalla, EXILE)
    s.check_now()
    s.expect("p1", "yes_no", answer=["no"])  # not back to the command zone (CR 903.9a)
    s.pass_all()
    assert len(s.cards(BATTLEFIELD, CONFIDANT)) == 1 and not s.state["stack"]


def test_inalla_taps_five_untapped_wizards_to_make_a_player_lose_7_life():
    """Not a {T} cost: a Wizard that entered this turn may be tapped (CR 302.6)."""
    s = MtgScenario()
    wizards = [s.permanent(INALLA)] + [s.permanent(CONFIDANT) for _ in range(3)]
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", wizards[0], 1)
    wizards.append(s.permanent(CONFIDANT, entered_turn=s.state["turn"]["number"], since_turn=s.state["turn"]["number"]))
    s.permanent(CONFIDANT, tapped=True)  # not untapped: no choice
    s.activate(wizards[0], 1, ["player:p2"])  # exactly five to tap: tapped without a question
    assert all(s.card(w)["tapped"] for w in wizards)
    s.pass_both()
    assert s.life("p2") == 13


def test_observed_stasis_removes_the_attacker_from_combat_and_draws_for_its_controllers_tapped_creatures():
    """Flash; cast on p2's attacking Vincent: removed from combat, still tapped (CR 506.4, the
    notes); p2 controls two tapped creatures (both attackers): two cards; only the Coeurl's damage."""
    s = MtgScenario()
    vincent, coeurl = s.permanent(VINCENT, "p2"), s.permanent(COEURL, "p2")
    s.lands(4, ISLAND)
    stasis = s.hand(STASIS)
    s.declare_attackers([vincent, coeurl], "p2")
    s.pass_priority("p2")
    s.cast(stasis, [vincent])
    s.pass_both()  # the Aura resolves, attached to Vincent; its enters trigger
    assert _triggers(s) == [STASIS]
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert vincent not in s.state["turn"]["combat"]["attackers"] and s.card(vincent)["tapped"]
    assert len(s.zone(hand("p1"))) == before + 2
    while s.step != "main2":
        s.pass_priority()
    assert s.life("p1") == 18


def test_observed_stasis_enchanted_creature_loses_all_abilities_in_timestamp_order():
    """Layer 6 (CR 613.1f, 613.7): Interceptor loses its menace and its "Assassins you control
    have menace" (Shadow loses it); a keyword granted before the Aura is lost, one granted after
    is kept; its P/T stays."""
    s = MtgScenario()
    interceptor, shadow = s.permanent(INTERCEPTOR, "p2"), s.permanent(SHADOW, "p2")
    s.grant(interceptor, "flying")
    assert has_keyword(s.state, shadow, "menace") and has_keyword(s.state, interceptor, "flying")
    stasis = s.permanent(STASIS)
    s.card(stasis)["attached_to"] = interceptor
    assert not has_keyword(s.state, interceptor, "menace") and not has_keyword(s.state, interceptor, "flying")
    assert not has_keyword(s.state, shadow, "menace") and has_keyword(s.state, shadow, "deathtouch")
    s.grant(interceptor, "trample")
    assert has_keyword(s.state, interceptor, "trample") and power(s.state, interceptor) == 4


def test_observed_stasis_enchanted_creature_cant_attack_or_block():
    s = MtgScenario()
    vincent, other = s.permanent(VINCENT, "p2"), s.permanent(COEURL, "p2")
    stasis = s.permanent(STASIS)
    s.card(stasis)["attached_to"] = vincent
    attacker = s.permanent(COEURL)
    s.declare_attackers([attacker])
    while s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    assert [o["id"] for o in s.ask("p2")["options"]] == [f"{other}>{attacker}"]
    s.answer_raw("p2", [])
    s.pass_to("main1", "p2", active="p2")
    s.pass_both()
    s.pass_both()
    assert [o["id"] for o in s.ask("p2")["options"]] == [other]


def _eye_on(s: MtgScenario, creature: str) -> str:
    """p1 casts Eye of Nidhogg on ``creature`` (three Swamps); it resolves attached."""
    s.lands(3, SWAMP)
    eye = s.hand(EYE)
    s.pass_to("main1")
    s.cast(eye, [creature])
    while not s.cards(BATTLEFIELD, EYE):
        s.pass_priority()
    [eye] = s.cards(BATTLEFIELD, EYE)
    assert s.card(eye)["attached_to"] == creature
    return eye


def test_eye_of_nidhogg_makes_the_creature_a_black_4_2_dragon_with_flying_and_deathtouch():
    """Layers 4, 5, 6, 7b (the notes): only a Dragon, black, base 4/2; its counters still count."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2", counters={"+1/+1": 1})
    _eye_on(s, coeurl)
    assert card_types(s.state, coeurl) == ["creature"] and subtypes(s.state, coeurl) == ["Dragon"]
    assert colours(s.state, coeurl) == ["B"] and (power(s.state, coeurl), toughness(s.state, coeurl)) == (5, 3)
    assert has_keyword(s.state, coeurl, "flying") and has_keyword(s.state, coeurl, "deathtouch")


def test_eye_of_nidhogg_goaded_creature_must_attack_a_player_other_than_you():
    """CR 701.15b, 508.1d: p2 can't leave it home (the declaration is made again); of p1 and p3,
    it must attack p3."""
    s = MultiplayerScenario()
    coeurl = s.permanent(COEURL, "p2")
    _eye_on(s, coeurl)
    s.pass_to("main1", "p2", active="p2")
    s.pass_all()
    s.pass_all()
    s.expect("p2", "choose_cards", exact=False, answer=[])
    assert s.events_of("attacks_refused")
    s.expect("p2", "choose_cards", exact=False, answer=[coeurl])
    assert s.state["turn"]["combat"]["attackers"][coeurl]["defender"] == "p3"


def test_eye_of_nidhogg_goaded_creature_attacks_you_when_you_are_the_only_opponent():
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    _eye_on(s, coeurl)
    s.declare_attackers([coeurl], "p2")
    assert s.state["turn"]["combat"]["attackers"][coeurl]["defender"] == "p1"


def test_eye_of_nidhogg_returns_to_its_owners_hand_from_the_graveyard():
    """Its creature gone, the Aura goes to the graveyard (CR 704.5m) and comes back to the hand."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    _eye_on(s, coeurl)
    leave_battlefield(s.ctx(), [coeurl], "graveyard", "destroyed")
    s.check_now()
    assert [o["data"]["definition"] for o in s.state["stack"]] == [EYE]  # its source is gone (CR 400.7)
    s.pass_both()
    assert s.defs(hand("p1")).count(EYE) == 1 and not s.cards(graveyard("p1"), EYE)
