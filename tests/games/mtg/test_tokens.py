"""Tokens (CR 111) and copies (CR 707): creating tokens (Dragoon's Wyvern, Dwarven Castle Guard),
a token that leaves the battlefield ceasing to exist (CR 704.5d), and a token that is a copy of a
permanent (Relm's Sketching, CR 707.2)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.core.invariants import card_zone_problems
from engine.games.mtg.card_text import card_text
from engine.games.mtg.cards import card, card_db, token_db
from engine.games.mtg.objects import keywords, power, summoning_sick, toughness
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

WYVERN, GUARD, SKETCHING, INTERVENTION = "fin-049", "fin-018", "fin-067", "fin-116"
COEURL, GABRANTH, HECTEYES, ZACK, HERO = "fin-012", "fin-230", "fin-103", "fin-045", "token-hero"


def tokens(s: MtgScenario, player: str = "p1") -> list[str]:
    return [c for c in s.zone(BATTLEFIELD) if s.card(c).get("token") and s.card(c)["owner"] == player]


def test_dragoons_wyvern_enters_and_creates_a_hero_token():
    """CR 111.1–111.2: the token is created on the battlefield, owned and controlled by the
    ability's controller, a new creature under its control this turn (CR 302.6)."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    wyvern = s.hand(WYVERN)
    s.pass_to("main1")
    s.cast(wyvern)
    s.pass_both()  # the Wyvern resolves; its enters trigger goes on the stack
    assert [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()
    [hero] = tokens(s)
    assert s.card(hero)["def"] == HERO and s.card(hero)["owner"] == "p1"
    assert (power(s.state, hero), toughness(s.state, hero)) == (1, 1)
    assert card(HERO).colours == [] and card(HERO).subtypes == ["Hero"]
    assert summoning_sick(s.state, hero)
    assert s.events_of("token_created")[0]["definition"] == HERO


def test_dwarven_castle_guard_dies_and_leaves_a_hero_behind():
    s = MtgScenario()
    s.lands(4, SWAMP)
    guard = s.permanent(GUARD)
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell, [guard])
    s.pass_both()
    assert s.defs(graveyard("p1")) == [GUARD, INTERVENTION]
    s.pass_both()  # the dies trigger
    assert [s.card(c)["def"] for c in tokens(s)] == [HERO]


def test_a_token_that_dies_triggers_dies_abilities_then_ceases_to_exist():
    """CR 700.4 / 603.10a: the token dies (Gabranth sees it); CR 704.5d: then it ceases to exist,
    so it is in no graveyard."""
    s = MtgScenario()
    s.lands(4, SWAMP)
    gabranth = s.permanent(GABRANTH)
    guard = s.permanent(GUARD)
    s.pass_to("main1")
    s.mark_damage(guard, 1)
    ask = s.expect("p1", "order_triggers")  # CR 603.3b: both of p1's triggers, in p1's order
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    s.pass_both()
    s.pass_both()
    [hero] = tokens(s)
    s.mark_damage(hero, 1)
    assert hero not in s.state["cards"] and s.defs(graveyard("p1")) == [GUARD]
    assert s.events_of("token_ceased")[0]["definition"] == HERO
    s.pass_both()  # Gabranth's trigger for the Hero
    assert s.card(gabranth)["counters"] == {"+1/+1": 2}
    assert not [p for p in card_zone_problems(s.state) + s.game.invariants(s.state) if "per owner" not in p]  # positions add cards


def test_a_token_returned_to_hand_ceases_to_exist():
    """CR 111.7 / 704.5d: a token in a hand is gone once state-based actions are checked."""
    s = MtgScenario()
    hero = s.ctx().create_card(HERO, "p1", BATTLEFIELD, token=True)
    s.pass_to("main1")
    [in_hand] = leave_battlefield(s.ctx(), [hero], "hand", "returned")
    assert s.card(in_hand).get("token") and in_hand in s.zone(hand("p1"))
    s.mark_damage(s.permanent(COEURL), 0)  # any event: state-based actions are checked
    assert in_hand not in s.state["cards"] and in_hand not in s.zone(hand("p1"))


def sketch(s: MtgScenario, target: str) -> str:
    spell = s.hand(SKETCHING)
    s.cast(spell, [target])
    s.pass_both()
    return tokens(s)[-1]


def test_relms_sketching_copies_only_the_copiable_values():
    """CR 707.2 and the notes' ruling: the copy has the printed characteristics; not the
    original's counters, damage, tapped state or pump effects."""
    s = MtgScenario()
    s.lands(4, ISLAND)
    coeurl = s.permanent(COEURL, "p2", tapped=True, counters={"+1/+1": 2}, damage=1)
    s.grant(coeurl, "flying")
    s.pass_to("main1")
    copy = sketch(s, coeurl)
    record = s.card(copy)
    assert record["def"] == COEURL and record["owner"] == "p1" and not record.get("tapped")
    assert not record.get("counters") and not record.get("damage")
    assert (power(s.state, copy), toughness(s.state, copy)) == (2, 2)
    assert "flying" not in keywords(s.state, copy) and "flying" in keywords(s.state, coeurl)


def test_a_copy_has_the_originals_enters_abilities_and_they_trigger():
    """The notes' ruling: a copied "when this enters" ability triggers as the token is created."""
    s = MtgScenario()
    s.lands(4, ISLAND)
    hecteyes = s.permanent(HECTEYES, "p2")
    s.hand(PLAINS, "p2")
    s.pass_to("main1")
    spell = s.hand(SKETCHING)
    s.cast(spell, [hecteyes])
    s.pass_both()
    assert [o["source"] for o in s.state["stack"]] == tokens(s)
    s.pass_both()
    s.expect("p2", "choose_cards", exact=False, answer=[s.zone(hand("p2"))[0]])
    assert len(s.zone(hand("p2"))) == 1


def test_a_copy_of_a_token_is_that_token_and_a_copied_legend_meets_the_legend_rule():
    """The notes' rulings: a copy of a token copies what created it (a Hero); CR 704.5j: a copy
    of your own legendary creature puts the legend rule in play."""
    s = MtgScenario()
    s.lands(8, ISLAND)
    hero = s.ctx().create_card(HERO, "p2", BATTLEFIELD, token=True)
    zack = s.permanent(ZACK)
    s.pass_to("main1")
    assert s.card(sketch(s, hero))["def"] == HERO
    spell = s.hand(SKETCHING)
    s.cast(spell, [zack])
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert len(ask["options"]) == 2
    s.answer_raw("p1", [zack])
    assert [s.card(c)["def"] for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == ZACK] == [ZACK]
    assert not [p for p in card_zone_problems(s.state) + s.game.invariants(s.state) if "per owner" not in p]  # positions add cards


def test_a_copy_of_a_land_is_a_land_token_that_makes_its_mana():
    s = MtgScenario()
    s.lands(4, ISLAND)
    forest = s.permanent(FOREST, "p2")
    s.pass_to("main1")
    copy = sketch(s, forest)
    ask = s.ask("p1")
    assert any(o["id"].startswith(f"mana:{copy}") for o in ask["options"])


def test_token_text_is_generated_from_its_definition():
    assert card_text(card(WYVERN)) == "飞行\n当此生物进场时，派出一个1/1无色英雄衍生生物。"


BATTLE_MENU, CRYSTALS_CHOSEN, KNIGHT, BEHEMOTH = "fin-009", "fin-014", "token-knight", "fin-181"


def test_battle_menu_makes_a_white_knight_at_instant_speed():
    s = MtgScenario()
    s.lands(2, PLAINS)
    menu = s.hand(BATTLE_MENU)
    s.pass_to("upkeep", "p1", active="p2")
    s.cast_modal(menu, 0)
    s.pass_both()
    [knight] = tokens(s)
    assert s.card(knight)["def"] == KNIGHT and card(KNIGHT).colours == ["W"]
    assert (power(s.state, knight), toughness(s.state, knight)) == (2, 2)


def test_battle_menu_destroys_only_a_creature_with_power_four_or_greater_now():
    """"With power 4 or greater" reads the creature's current power: a pumped Coeurl counts, a
    2/1 Dwarven Castle Guard does not."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    menu = s.hand(BATTLE_MENU)
    coeurl, behemoth, guard = s.permanent(COEURL, "p2"), s.permanent(BEHEMOTH, "p2"), s.permanent(GUARD, "p2")
    add_effect(s.ctx(), source=None, controller="p2", cards=[coeurl], modifier={"stat": "power", "op": "add", "value": 2},
               until=END_OF_TURN)  # fmt: skip
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{menu}"])
    s.expect("p1", "choose_option", exact=False, answer=["mode:2"])
    ask = s.expect("p1", "choose_targets", exact=False)
    assert sorted(o["id"] for o in ask["options"]) == sorted([coeurl, behemoth])
    s.answer_raw("p1", [behemoth])
    s.pay("p1")
    s.pass_both()
    assert behemoth not in s.zone(BATTLEFIELD) and guard in s.zone(BATTLEFIELD)


def test_the_crystals_chosen_counts_the_new_heroes_among_each_creature_you_control():
    """CR 608.2c: the steps happen in order, so the four Heroes are there when the counters are
    put on each creature you control (not the opponent's)."""
    s = MtgScenario()
    s.lands(7, PLAINS)
    coeurl, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    spell = s.hand(CRYSTALS_CHOSEN)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    heroes = tokens(s)
    assert len(heroes) == 4 and all(power(s.state, h) == 2 for h in heroes)
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and not s.card(theirs).get("counters")


RAT, TREASURE = "fin-123", "token-treasure"


def test_undercity_dire_rat_leaves_a_treasure_that_sacrifices_itself_for_any_colour():
    """CR 605.1a / 605.3b: a mana ability with a sacrifice cost, no stack; the Treasure goes to the
    graveyard and ceases to exist (CR 704.5d)."""
    s = MtgScenario()
    rat = s.permanent(RAT)
    s.pass_to("main1")
    s.mark_damage(rat, 2)
    s.pass_both()
    [treasure] = tokens(s)
    assert s.card(treasure)["def"] == TREASURE
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{treasure}:0:R"])
    assert s.player("p1")["pool"] == {"R": 1} and treasure not in s.state["cards"]
    assert tokens(s) == [] and RAT in s.defs(graveyard("p1"))


def intervention_with_a_treasure(land: str, count: int) -> tuple[MtgScenario, str, str]:
    """p1 casts Sephiroth's Intervention ({3}{B}) on p2's Coeurl with ``count`` lands and a
    Treasure, paying automatically."""
    s = MtgScenario()
    s.lands(count, land)
    treasure = s.ctx().create_card(TREASURE, "p1", BATTLEFIELD, token=True)
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell, [victim])
    return s, treasure, victim


def test_paying_automatically_keeps_the_treasure_when_lands_suffice():
    s, treasure, _ = intervention_with_a_treasure(SWAMP, 4)
    assert treasure in s.zone(BATTLEFIELD)


def test_a_treasure_pays_the_colour_the_lands_cannot():
    s, treasure, victim = intervention_with_a_treasure(ISLAND, 3)
    s.pass_both()
    assert treasure not in s.state["cards"] and victim not in s.zone(BATTLEFIELD)


def test_every_token_a_card_creates_is_defined():
    """Guard: a create_token step names a kind of ``cards/mtg/tokens.toml``."""
    def steps(effects):
        for step in effects:
            yield step
            yield from steps(getattr(step, "effects", []))

    named = {step.token for c in card_db().values() for a in c.abilities for body in [a, *a.modes]
             for step in steps(body.effects) if step.step == "create_token"}  # fmt: skip
    assert named and named <= set(token_db())


ELDER, WIZARD = "fin-145", "token-wizard"


def test_the_wizard_token_pings_each_opponent_when_you_cast_a_noncreature_spell():
    """CR 601.2i / 603.2: the ability triggers as the spell becomes cast and resolves first;
    a creature spell doesn't trigger it."""
    s = MtgScenario()
    s.lands(7, SWAMP)
    elder = s.hand(ELDER)
    s.pass_to("main1")
    s.lands(3, MOUNTAIN)
    s.cast(elder)
    s.pass_both()
    s.pass_both()  # the enters trigger
    [wizard] = tokens(s)
    assert s.card(wizard)["def"] == WIZARD and card(WIZARD).colours == ["B"]
    assert not s.state["stack"]
    creature = s.hand(RAT)
    s.cast(creature)
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]
    s.pass_both()
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.cast(spell, [victim])
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    s.pass_both()
    assert s.life("p2") == 19 and victim in s.zone(BATTLEFIELD)


CORNERED = "fin-093"


def test_cornered_by_black_mages_the_opponent_chooses_what_to_sacrifice():
    """CR 701.21a: the opponent chooses among their creatures (not the caster); then the Wizard."""
    s = MtgScenario()
    s.lands(3, SWAMP)
    coeurl, guard = s.permanent(COEURL, "p2"), s.permanent(GUARD, "p2")
    mine = s.permanent(COEURL)
    spell = s.hand(CORNERED)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    ask = s.expect("p2", "choose_cards")
    assert sorted(o["id"] for o in ask["options"]) == sorted([coeurl, guard])
    s.answer_raw("p2", [coeurl])
    assert coeurl not in s.zone(BATTLEFIELD) and guard in s.zone(BATTLEFIELD) and mine in s.zone(BATTLEFIELD)
    assert [s.card(c)["def"] for c in tokens(s)] == [WIZARD]


def test_cornered_by_black_mages_with_no_creature_to_sacrifice_still_makes_the_wizard():
    s = MtgScenario()
    s.lands(3, SWAMP)
    spell = s.hand(CORNERED)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    assert [s.card(c)["def"] for c in tokens(s)] == [WIZARD]
