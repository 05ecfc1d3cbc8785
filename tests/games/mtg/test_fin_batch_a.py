"""FIN cards of batch A. Mana with a spending restriction (CR 106.6): Cargo Ship ("Spend this mana
only to cast an artifact spell or activate an ability of an artifact source"), Freya Crescent
("… only to cast an Equipment spell or activate an equip ability"), The Emperor of Palamecia
("… only to cast a noncreature spell"; its back face The Lord Master of Hell). The restriction
stays with the mana in the pool, and the payment planner counts such mana and its sources only
for what it may pay. Additional combat phases and end steps (CR 500.8): Genji Glove, Balthier
and Fran (a Vehicle they crewed this turn), Y'shtola Rhul. Base power and toughness set by a static ability (layer 7b): Aettir and Priwen. A granted mana ability: A Realm Reborn. X mana in any combination: Vivi Ornitier. Coin flips (CR 705):
The Gold Saucer, Edgar, King of Figaro."""

import pytest

from engine.games.mtg.actions import can_activate
from engine.games.mtg.mana import mana_sources
from engine.games.mtg.objects import definition, has_keyword, power, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import ISLAND, MOUNTAIN, PLAINS, MtgScenario

CARGO_SHIP, FREYA, EMPEROR, LORD_MASTER = "fin-047", "fin-138", "fin-219", "fin-219b"
NOULITHS, LANCE = "fin-070", "fin-017"  # {1}{U} and {1}{W} Equipment, equip {3} and {4}
SAHAGIN, DREAMS, COEURL = "fin-071", "fin-050", "fin-012"  # a {1}{U} creature, a {1}{U} instant, a {1}{W} creature
RAMEN, RAMEN_GAIN = "fin-259", 1  # Instant Ramen: {2}, {T}, Sacrifice this artifact: You gain 3 life
COMET = "fin-132"  # {X}{R}{R} instant: X damage to any target
NOULITHS_EQUIP, LANCE_EQUIP = 1, 2
GENJI, GENJI_EQUIP, YSHTOLA = "fin-258", 2, "fin-086"
REALM, VIVI = "fin-196", "fin-248"
BALTHIER, SHIP_CREW = "fin-213", 1
SAUCER, SAUCER_FLIP, SAUCER_DRAW, EDGAR, TREASURE = "fin-279", 1, 2, "fin-051", "token-treasure"
AETTIR, AETTIR_EQUIP, UFO, UFO_BASE_POWER = "fin-253", 1, "fin-266", 1


def options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


@pytest.mark.parametrize(("source", "land", "allowed", "refused"), [
    (CARGO_SHIP, ISLAND, NOULITHS, SAHAGIN),  # an artifact spell, not a creature spell
    (FREYA, PLAINS, LANCE, COEURL),  # an Equipment spell, not another one
    (EMPEROR, ISLAND, DREAMS, SAHAGIN),  # a noncreature spell, not a creature spell
])  # fmt: skip
def test_restricted_mana_casts_only_the_spells_it_may_be_spent_on(source, land, allowed, refused):
    s = MtgScenario()
    maker = s.permanent(source)
    s.lands(1, land)
    allowed_card, refused_card = s.hand(allowed), s.hand(refused)
    s.pass_to("main1")
    assert f"cast:{allowed_card}" in options(s) and f"cast:{refused_card}" not in options(s)
    s.cast(allowed_card)
    assert s.card(maker)["tapped"] and [sum(e["mana"].values()) for e in s.events_of("mana_spent")] == [2]


def test_cargo_ship_mana_waits_in_the_pool_with_its_restriction():
    """Tapped by hand, its {C} sits in the pool apart from other mana and the pay prompt says what
    it may pay for; a creature spell can't spend it, so paying for one is not offered from it."""
    s = MtgScenario()
    ship = s.permanent(CARGO_SHIP)
    s.lands(1, ISLAND)
    sahagin = s.hand(SAHAGIN)
    s.pass_to("main1")
    nouliths = s.hand(NOULITHS)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{ship}:0"])
    assert s.player("p1")["pool"] == {"C/artifact": 1}
    assert f"cast:{sahagin}" not in options(s)
    assert "法术力池 {C}（仅神器）" in s.game.player_summary(s.view("p1"), {})
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{nouliths}"])
    assert "{C}（仅神器）" in s.ask("p1")["prompt"]
    s.expect("p1", "choose_action", answer=["auto"])  # the Island pays {U}, the pool's {C} the {1}
    assert s.player("p1")["pool"] == {}


def test_cargo_ship_mana_pays_an_artifacts_ability_and_stays_out_of_a_pay_prompt_for_a_creature():
    """"Activate an ability of an artifact source": Nouliths' equip {3} with the Ship and two
    Islands; the Ship's mana is not offered while paying for a creature spell."""
    s = MtgScenario()
    ship = s.permanent(CARGO_SHIP)
    nouliths = s.permanent(NOULITHS)
    coeurl = s.permanent(COEURL)
    islands = s.lands(2, ISLAND)
    sahagin = s.hand(SAHAGIN)
    s.pass_to("main1")
    assert can_activate(s.state, "p1", nouliths, NOULITHS_EQUIP)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{sahagin}"])
    assert f"mana:{ship}:0" not in options(s) and f"mana:{islands[0]}:-1" in options(s)
    s.expect("p1", "choose_action", answer=["auto"])
    s.pass_both()
    assert s.card(ship).get("tapped") is None and not can_activate(s.state, "p1", nouliths, NOULITHS_EQUIP)
    for island in islands:  # as if a new turn had begun
        s.card(island).pop("tapped")
    s.check_now()
    s.activate(nouliths, NOULITHS_EQUIP, [coeurl])
    assert s.card(ship)["tapped"]
    s.pass_both()
    assert s.card(nouliths)["attached_to"] == coeurl


def test_freya_mana_pays_an_equip_ability():
    s = MtgScenario()
    freya = s.permanent(FREYA)
    lance = s.permanent(LANCE)
    coeurl = s.permanent(COEURL)
    s.lands(3, PLAINS)
    s.pass_to("main1")
    assert can_activate(s.state, "p1", lance, LANCE_EQUIP)  # {4}: three Plains and Freya's {R}
    s.activate(lance, LANCE_EQUIP, [coeurl])
    assert s.card(freya)["tapped"]
    s.pass_both()
    assert s.card(lance)["attached_to"] == coeurl
    assert has_keyword(s.state, freya, "flying")  # Jump: during your turn only
    s.pass_to("upkeep", "p2", active="p2")
    assert not has_keyword(s.state, freya, "flying")


def test_freya_mana_does_not_pay_another_ability_of_an_artifact():
    """Instant Ramen's {2} (not an equip ability): a Plains and Freya's {R} can't pay it, two
    Plains can."""
    s = MtgScenario()
    s.permanent(FREYA)
    ramen = s.permanent(RAMEN)
    s.lands(1, PLAINS)
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", ramen, RAMEN_GAIN)
    s.lands(1, PLAINS)
    s.check_now()
    assert can_activate(s.state, "p1", ramen, RAMEN_GAIN)


def cast_comet(s: MtgScenario, comet: str, x: int) -> None:
    """Cast Comet with X = ``x`` at p2 and pay automatically."""
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.expect("p1", "choose_option", answer=[f"x:{x}"])
    s.choose_targets(["player:p2"], "p1")
    s.pay()


def test_emperor_grows_on_a_four_mana_noncreature_spell_and_transforms_at_three_counters():
    """The trigger resolves before the spell (CR 603.3, 405.5); at three +1/+1 counters it
    transforms (CR 712), into a 3/3 that keeps its counters (the same object, CR 712.3)."""
    s = MtgScenario()
    emperor = s.permanent(EMPEROR, counters={"+1/+1": 2})
    s.lands(3, MOUNTAIN)
    comet = s.hand(COMET)
    s.pass_to("main1")
    cast_comet(s, comet, 2)
    assert s.card(emperor)["tapped"]  # its {R} paid for the instant
    s.pass_both()  # the trigger: a third counter, then it transforms
    [lord] = s.cards(BATTLEFIELD, LORD_MASTER)
    assert definition(s.state, lord).name == "The Lord Master of Hell"
    assert power(s.state, lord) == 3 + 3


def test_emperor_does_not_grow_on_a_three_mana_spell():
    s = MtgScenario()
    emperor = s.permanent(EMPEROR)
    s.lands(2, MOUNTAIN)
    comet = s.hand(COMET)
    s.pass_to("main1")
    cast_comet(s, comet, 1)
    assert s.card(emperor)["tapped"] and len(s.state["stack"]) == 1  # no trigger (CR 603.4)


def test_lord_master_of_hell_deals_damage_for_noncreature_nonland_cards_in_your_graveyard():
    s = MtgScenario()
    lord = s.permanent(LORD_MASTER)
    for printed in (DREAMS, COMET, NOULITHS, SAHAGIN, ISLAND):
        s.in_graveyard(printed)
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[lord])
    s.pass_both()  # Starfall: X = 3 (Dreams, Comet, Nouliths)
    assert s.life("p2") == 17
    s.pass_both()
    s.pass_both()  # combat damage
    assert s.life("p2") == 14
    assert len(s.zone(graveyard("p1"))) == 5


# ---- additional combat phases and end steps (CR 500.8)


def attack(s: MtgScenario, attacker: str) -> None:
    """From a main phase or the end of a combat phase: pass to the declare attackers step and
    declare ``attacker``."""
    while s.step != "declare_attackers" or s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    s.expect("p1", "choose_cards", exact=False, answer=[attacker])


def test_genji_glove_untaps_the_creature_and_adds_a_combat_phase_right_after_the_first():
    """Double strike (2 + 2), then a second combat phase with no main phase between; in it the
    trigger's "if it's the first combat phase" is false (CR 603.4): one more combat, not two."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(GENJI, attached_to=coeurl)
    s.pass_to("main1")
    attack(s, coeurl)
    assert s.card(coeurl)["tapped"] and len(s.state["stack"]) == 1
    s.pass_both()  # untap it; an additional combat phase
    assert not s.card(coeurl).get("tapped")
    assert s.state["turn"]["additional"] == {"combat_phase": 1}
    steps = []
    while s.step != "declare_attackers" or s.state["request"]["kind"] != "choose_cards":
        steps.append(s.step)
        s.pass_priority()
    assert s.life("p2") == 16
    assert "main2" not in steps and steps[-1] == "begin_combat"
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    assert s.state["stack"] == []  # not the first combat phase: no trigger
    s.pass_to("main2")
    assert s.life("p2") == 12 and s.card(coeurl)["tapped"]
    assert s.state["turn"]["begun"]["combat_phase"] == 2


def test_genji_glove_gives_double_strike_and_is_equipped_for_three():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    glove = s.permanent(GENJI)
    s.lands(3, PLAINS)
    s.pass_to("main1")
    assert not has_keyword(s.state, coeurl, "double_strike")
    s.activate(glove, GENJI_EQUIP, [coeurl])
    s.pass_both()
    assert has_keyword(s.state, coeurl, "double_strike")


def test_yshtola_flickers_a_creature_and_adds_one_end_step():
    """The target returns a new object (CR 400.7) without its counters; the first end step adds
    a second, where the trigger happens again but adds no third (CR 500.8)."""
    s = MtgScenario()
    s.permanent(YSHTOLA)
    coeurl = s.permanent(COEURL, counters={"+1/+1": 1}, tapped=True)
    while s.state["request"]["kind"] != "choose_targets":
        if s.state["request"]["kind"] == "choose_cards":  # no attack
            s.expect("p1", "choose_cards", answer=[])
        else:
            s.pass_priority()
    assert s.step == "end"
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, COEURL)
    assert returned != coeurl and "counters" not in s.card(returned) and not s.card(returned).get("tapped")
    assert s.state["turn"]["additional"] == {"end_step": 1}
    s.pass_both()  # the first end step ends; the additional one begins and Y'shtola triggers again
    assert s.step == "end" and s.state["turn"]["begun"]["end_step"] == 2
    s.expect("p1", "choose_targets", exact=False, answer=[returned])
    s.pass_both()
    [again] = s.cards(BATTLEFIELD, COEURL)
    assert again != returned and s.state["turn"]["additional"] == {"end_step": 0}
    s.pass_both()
    assert s.state["turn"]["active"] == "p2"


# ---- base power and toughness from a static ability (layer 7b, CR 613.4b)


def test_aettir_and_priwen_makes_the_equipped_creature_x_x_with_x_your_life_total():
    """Read continuously (CR 611.3a); counters still add on top (layer 7c)."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, counters={"+1/+1": 1})
    aettir = s.permanent(AETTIR, attached_to=coeurl)
    s.pass_to("main1")
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (21, 21)
    s.set_player("p1", life=6)
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (7, 7)
    del s.card(aettir)["attached_to"]
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (3, 3)


def test_aettir_and_priwen_and_a_base_power_effect_apply_in_timestamp_order():
    """PuPu UFO's "base power becomes the number of Towns" (0) before Aettir is attached: Aettir,
    attached later, has the later timestamp (CR 613.7e) and wins; the UFO's ability activated
    again afterwards wins over it (CR 613.7)."""
    s = MtgScenario()
    ufo = s.permanent(UFO)
    aettir = s.permanent(AETTIR)
    s.lands(11, PLAINS)
    s.pass_to("main1")
    s.activate(ufo, UFO_BASE_POWER)
    s.pass_both()
    assert (power(s.state, ufo), toughness(s.state, ufo)) == (0, 4)
    s.activate(aettir, AETTIR_EQUIP, [ufo])
    s.pass_both()
    assert (power(s.state, ufo), toughness(s.state, ufo)) == (20, 20)
    s.activate(ufo, UFO_BASE_POWER)
    s.pass_both()
    assert (power(s.state, ufo), toughness(s.state, ufo)) == (0, 20)


# ---- a granted mana ability (layer 6, CR 613.1f, 605.1a)


def test_a_realm_reborn_gives_other_permanents_a_mana_ability_of_any_colour():
    """A Forest and Instant Ramen (an artifact with no mana ability of its own) pay {1}{W}; the
    enchantment itself doesn't have it ("other")."""
    s = MtgScenario()
    realm = s.permanent(REALM)
    forest = s.lands(1)[0]
    ramen = s.permanent(RAMEN)
    coeurl = s.hand(COEURL)
    s.pass_to("main1")
    ids = options(s)
    assert f"mana:{forest}:-1" in ids and f"mana:{forest}:-2:W" in ids and f"mana:{ramen}:-2:B" in ids
    assert not [o for o in ids if o.startswith(f"mana:{realm}")]
    s.cast(coeurl)
    assert s.card(forest)["tapped"] and s.card(ramen)["tapped"]
    [spent] = [e["mana"] for e in s.events_of("mana_spent")]
    assert sum(spent.values()) == 2 and spent.get("W", 0) >= 1


def test_a_realm_reborn_mana_ability_is_lost_with_the_enchantment_and_needs_no_summoning_sickness():
    """A creature that came under your control this turn can't use it ({T}, CR 302.6); once the
    enchantment leaves, the ability is gone (CR 611.3a)."""
    s = MtgScenario()
    realm = s.permanent(REALM)
    ramen = s.permanent(RAMEN)
    coeurl = s.permanent(COEURL, since_turn=1)
    s.pass_to("main1")
    assert f"mana:{ramen}:-2:G" in options(s) and not [o for o in options(s) if o.startswith(f"mana:{coeurl}")]
    s.move(realm, graveyard("p1"))
    s.check_now()
    assert not [o for o in options(s) if o.startswith(f"mana:{ramen}")]


def test_a_permanent_with_two_tap_mana_abilities_pays_only_one_mana():
    """The Forest's own {G} and the granted ability both cost {T}: automatic payment counts it
    once, so a Forest alone (with A Realm Reborn) can't pay {1}{W}."""
    s = MtgScenario()
    s.permanent(REALM)
    s.lands(1)
    coeurl = s.hand(COEURL)
    s.pass_to("main1")
    assert f"cast:{coeurl}" not in options(s)


# ---- X mana in any combination (Vivi Ornitier)


def test_vivi_adds_x_mana_in_a_combination_the_player_picks_once_each_turn():
    """X is her power (two counters): the options are {U}{U}, {U}{R}, {R}{R}; no {T} in the cost,
    so entering this turn doesn't stop it (CR 302.6); once each turn (CR 602.5b)."""
    s = MtgScenario()
    vivi = s.permanent(VIVI, counters={"+1/+1": 2}, since_turn=1)
    s.pass_to("main1")
    assert [o for o in options(s) if o.startswith(f"mana:{vivi}")] == [f"mana:{vivi}:0:{m}" for m in ("UU", "UR", "RR")]
    label = next(o["label"] for o in s.ask("p1")["options"] if o["id"] == f"mana:{vivi}:0:UR")
    assert "{U}{R}" in label
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{vivi}:0:UR"])
    assert s.player("p1")["pool"] == {"U": 1, "R": 1} and not s.card(vivi).get("tapped")
    assert not [o for o in options(s) if o.startswith(f"mana:{vivi}")]


def test_vivi_mana_ability_only_during_her_controllers_turn_and_not_at_power_zero():
    s = MtgScenario()
    vivi = s.permanent(VIVI)
    s.pass_to("main1")
    assert not [o for o in options(s) if o.startswith(f"mana:{vivi}")]  # X = 0
    s.card(vivi)["counters"] = {"+1/+1": 1}
    s.check_now()
    assert f"mana:{vivi}:0:U" in options(s)
    s.pass_to("main1", "p2", active="p2")
    assert [src for src in mana_sources(s.state, "p1") if src[0] == vivi] == []


def test_vivi_grows_and_pings_each_opponent_when_you_cast_a_noncreature_spell():
    """Her mana pays for Dreams of Laguna; the trigger resolves first (counter, then 1 damage)."""
    s = MtgScenario()
    vivi = s.permanent(VIVI, counters={"+1/+1": 2})
    dreams = s.hand(DREAMS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{vivi}:0:UU"])
    s.cast(dreams)
    s.pass_both()
    assert s.card(vivi)["counters"] == {"+1/+1": 3} and s.life("p2") == 19
    assert power(s.state, vivi) == 3


# ---- coin flips (CR 705)


def flip_with_the_gold_saucer(s: MtgScenario, saucer: str) -> None:
    s.activate(saucer, SAUCER_FLIP)
    s.pass_both()


def test_the_gold_saucer_flip_makes_a_treasure_only_when_won():
    """The flip is the game's random number (CR 705): pinned here by the seed, both outcomes are
    found within a few flips, each with its Treasure or none."""
    outcomes = set()
    for seed in range(8):
        s = one_flip(seed)
        [flipped] = s.events_of("coin_flipped")
        assert len(s.cards(BATTLEFIELD, TREASURE)) == (1 if flipped["won"] else 0)
        outcomes.add(flipped["won"])
    assert outcomes == {True, False}


def one_flip(seed: int) -> MtgScenario:
    """A position with that seed after the Gold Saucer's flip resolved."""
    s = MtgScenario(seed=seed)
    saucer = s.permanent(SAUCER)
    s.lands(2)
    s.pass_to("main1")
    flip_with_the_gold_saucer(s, saucer)
    return s


def test_edgar_wins_the_first_flip_each_turn_only():
    """Two-Headed Coin: the first flip of the turn is won whatever the random number; the second
    one is random again (a seed where it is lost)."""
    s = MtgScenario(seed=seed_losing_the_first_random_flip())
    s.permanent(EDGAR)
    saucer = s.permanent(SAUCER)
    other = s.permanent(SAUCER)
    s.lands(4)
    s.pass_to("main1")
    flip_with_the_gold_saucer(s, saucer)
    flip_with_the_gold_saucer(s, other)
    assert [e["won"] for e in s.events_of("coin_flipped")] == [True, False]
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 1


def seed_losing_the_first_random_flip() -> int:
    """A seed with which the first flip that uses a random number is lost (with Edgar, the
    second flip of the turn)."""
    for seed in range(20):
        if not one_flip(seed).events_of("coin_flipped")[0]["won"]:
            return seed
    raise AssertionError("no seed loses the flip")


def test_edgar_draws_a_card_for_each_artifact_you_control():
    s = MtgScenario()
    s.permanent(RAMEN)
    s.permanent(CARGO_SHIP)
    s.lands(6, ISLAND)
    edgar = s.hand(EDGAR)
    s.pass_to("main1")
    s.cast(edgar)
    s.pass_both()  # Edgar resolves; his trigger
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 2


def test_the_gold_saucer_sacrifices_two_artifacts_to_draw():
    """"Sacrifice two artifacts" (CR 601.2h): with only one it can't be activated; with a
    Treasure as the second, the Treasure can't also pay the mana (it must stay to be sacrificed),
    so two Forests don't pay {3}, three do."""
    s = MtgScenario()
    saucer = s.permanent(SAUCER)
    ramen = s.permanent(RAMEN)
    s.lands(2)
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", saucer, SAUCER_DRAW)
    treasure = s.permanent(TREASURE)
    s.check_now()
    assert not can_activate(s.state, "p1", saucer, SAUCER_DRAW)
    s.lands(1)
    s.permanent(CARGO_SHIP)  # a third artifact: the player chooses two
    s.check_now()
    assert can_activate(s.state, "p1", saucer, SAUCER_DRAW)
    before = len(s.zone(hand("p1")))
    s.activate(saucer, SAUCER_DRAW)
    s.expect("p1", "choose_cards", exact=False, answer=[treasure, ramen])
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1
    assert s.cards(BATTLEFIELD, RAMEN) == [] and s.cards(BATTLEFIELD, TREASURE) == [] and s.cards(BATTLEFIELD, CARGO_SHIP)


def crew_and_attack(s: MtgScenario, vehicle: str, crew_index: int) -> None:
    """Crew ``vehicle`` in the first main phase (the engine picks the only creature), then attack
    with it."""
    s.pass_to("main1")
    s.activate(vehicle, crew_index)
    s.pass_both()
    attack(s, vehicle)


def test_balthier_and_fran_pay_for_an_additional_combat_after_a_vehicle_they_crewed_attacks():
    """Cargo Ship crewed by them gets +1/+1 (3/4) and vigilance; paying {1}{R}{G} as it attacks in
    the first combat adds a second combat phase, in which it attacks again (CR 500.8)."""
    s = MtgScenario()
    s.permanent(BALTHIER)
    ship = s.permanent(CARGO_SHIP)
    lands = s.lands(1, MOUNTAIN) + s.lands(2)
    crew_and_attack(s, ship, SHIP_CREW)
    assert (power(s.state, ship), toughness(s.state, ship)) == (3, 4) and not s.card(ship).get("tapped")
    s.pass_both()  # the trigger resolves: pay?
    s.expect("p1", "choose_option", answer=["pay"])
    assert all(s.card(land).get("tapped") for land in lands)
    assert s.state["turn"]["additional"] == {"combat_phase": 1}
    attack(s, ship)
    assert s.life("p2") == 17 and s.state["stack"] == []  # not the first combat: no trigger
    s.pass_to("main2")
    assert s.life("p2") == 14


def test_balthier_and_fran_ignore_a_vehicle_they_did_not_crew():
    s = MtgScenario()
    s.permanent(BALTHIER)
    ship = s.permanent(CARGO_SHIP)
    s.permanent(COEURL)
    s.lands(3)
    s.pass_to("main1")
    s.activate(ship, SHIP_CREW)
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(BATTLEFIELD, COEURL)[0]])
    s.pass_both()
    attack(s, ship)
    assert s.state["stack"] == []
