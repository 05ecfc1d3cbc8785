"""FIC and FCA cards (the Final Fantasy Commander decks and their "Through the Ages" reprints):
facts cross-checked against the release notes (our only source for them: the Scryfall export
holds FIN), and one scenario per ability."""

import pytest

from engine.games.mtg.cards import card_db
from engine.games.mtg.objects import has_keyword, power
from engine.games.mtg.permanents import change_life, enter_battlefield, leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand, library
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

BUGENHAGEN, BEHEMOTH, COEURL = "fic-271", "fin-181", "fin-012"  # Coliseum Behemoth: power 7
SRAM, KENRITH, STROKE, FARSEEK, CLAIM = "fca-159", "fca-176", "fca-178", "fca-194", "fca-196"
BRUSE, VETO, ISHAI, LEO, SIEGFRIED = "fca-198", "fca-199", "fca-201", "fic-229", "fic-256"
CID, DANITHA, KRAUM = "fic-223", "fca-175", "fca-204"
ADELBERT = "fin-003"  # a legendary white creature {1}{W}
LANCE, SIDEQUEST, BUSTER_SWORD = "fin-017", "fin-073", "fin-255"  # Equipment {1}{W}; an enchantment; Equipment
SUPERTYPES = {"传奇": "legendary"}
TYPES = {"生物": "creature", "神器": "artifact", "结界": "enchantment", "瞬间": "instant", "法术": "sorcery", "地": "land"}
SUBTYPES = {"人类": "Human", "祭师": "Shaman", "矮人": "Dwarf", "参谋": "Advisor", "贵族": "Noble", "伙伴": "Ally",
            "鸟": "Bird", "修行僧": "Monk", "士兵": "Soldier", "战士": "Warrior", "浪客": "Rogue", "驾手": "Pilot",
            "骑士": "Knight", "灵俑": "Zombie", "惊惧兽": "Horror", "僧侣": "Cleric", "德鲁伊": "Druid", "传纪": "Saga",
            "独角兽": "Unicorn", "反抗军": "Rebel", "精怪": "Spirit", "长老": "Elder", "圣者": "Avatar", "载具": "Vehicle", "神器师": "Artificer", "妖精": "Elf", "杀手": "Assassin", "鬼怪": "Goblin", "野蛮人": "Barbarian", "武士": "Samurai", "神": "God", "游侠": "Ranger", "野兽": "Beast", "猫": "Cat", "邪术师": "Warlock", "狂战士": "Berserker", "人鱼": "Merfolk", "法术师": "Wizard", "海盗": "Pirate", "组构体": "Construct", "佣兵": "Mercenary", "魔判官": "Praetor",
            "龙": "Dragon", "雪怪": "Yeti", "仙灵": "Faerie", "海怪": "Leviathan", "武具": "Equipment", "狗": "Dog",
            "灵气": "Aura", "龙兽": "Drake", "牛": "Ox", "科学家": "Scientist", "<莫古力>": "Moogle", "非瑞人": "Phyrexian", "奴仆": "Minion",
            "天使": "Angel", "元素": "Elemental", "侦探": "Detective", "忍者": "Ninja", "猴": "Monkey", "恶魔": "Demon"}  # fmt: skip


def test_fic_and_fca_facts_match_the_release_notes(release_notes):
    """Every fact the notes print; P/T, the mana cost and the type line only where they print
    them (some FCA records lack them: Brainstorm's cost and type line; a "*" power is defined by
    an ability, ``power_cda``)."""
    wrong, checked = [], 0
    for printed in (c for c in card_db().values() if c.id.startswith(("fic-", "fca-"))):
        notes = release_notes[printed.name]
        expected = {"id": notes["id"].lower(), "name_zh": notes["name_zh"], "text_zh": "\n".join(notes["text_zh"]),
                    **{stat: int(notes[stat]) for stat in ("power", "toughness") if notes[stat] not in (None, "*")}}  # fmt: skip
        if "mana_cost" not in notes["missing_fields"]:  # a land's is None: ours is empty
            expected["mana_cost"] = notes["mana_cost"] or ""
        if "type_line_zh" not in notes["missing_fields"]:
            expected |= {"supertypes": [SUPERTYPES[s] for s in notes["supertypes"]], "types": [TYPES[s] for s in notes["card_types"]],
                         "subtypes": [SUBTYPES[s] for s in notes["subtypes"]]}  # fmt: skip
        wrong += [f"{printed.id} {key}: ours {getattr(printed, key)!r}, notes {value!r}" for key, value in expected.items()
                  if getattr(printed, key) != value]  # fmt: skip
        checked += 1
    assert wrong == [] and checked >= 11


def test_bugenhagen_draws_in_upkeep_only_with_a_creature_of_power_7():
    """Bugenhagen, Wise Elder: "At the beginning of your upkeep, if you control a creature with
    power 7 or greater, draw a card" (an intervening "if", CR 603.4)."""
    s = MtgScenario()
    s.permanent(BUGENHAGEN)
    s.permanent(COEURL)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("upkeep", "p1")  # p1's next turn: no trigger without power 7
    assert s.state["turn"]["number"] == 3 and not s.state["stack"]
    s.permanent(BEHEMOTH)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("upkeep", "p1")
    assert s.state["turn"]["number"] == 5
    assert [s.card(o["source"])["def"] for o in s.state["stack"]] == [BUGENHAGEN]
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1 and s.step == "upkeep"


def test_bugenhagen_taps_for_one_mana_of_any_colour():
    s = MtgScenario()
    elder = s.permanent(BUGENHAGEN)
    s.pass_to("main1")
    ask = s.expect("p1", "choose_action", exact=False)
    colours = [o["id"] for o in ask["options"] if o["id"].startswith(f"mana:{elder}:")]
    assert len(colours) == 5
    assert card_db()[BUGENHAGEN].colours == ["G"]


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _casting(permanent: str, owner: str, plains: int, spells: tuple[str, ...]) -> tuple[MtgScenario, str, list[str]]:
    """p1 in their main phase with ``plains`` Plains and ``spells`` in hand, ``owner`` controlling
    ``permanent``: the scenario, the permanent and the cards in hand."""
    s = MtgScenario()
    watcher = s.permanent(permanent, owner)
    s.lands(plains, PLAINS)
    in_hand = [s.hand(spell) for spell in spells]
    s.pass_to("main1")
    return s, watcher, in_hand


def test_sram_draws_when_you_cast_an_equipment_spell_only():
    """Sram, Senior Edificer: "Whenever you cast an Aura, Equipment, or Vehicle spell, draw a card"
    (CR 601.2i: the ability triggers once the spell has become cast)."""
    s, _, (lance, coeurl) = _casting(SRAM, "p1", 4, (LANCE, COEURL))
    s.cast(lance)
    assert _triggers(s) == [SRAM]
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1
    s.pass_both()  # the Lance resolves (its Job select trigger follows)
    s.pass_both()
    s.cast(coeurl)
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]  # a creature spell: no trigger


def _kenrith(lands: list[str]) -> tuple[MtgScenario, str]:
    s = MtgScenario()
    kenrith = s.permanent(KENRITH)
    for land in lands:
        s.permanent(land)
    s.pass_to("main1")
    return s, kenrith


def test_kenrith_gives_every_creature_trample_and_haste():
    """{R}: All creatures gain trample and haste until end of turn (the opponent's too)."""
    s, kenrith = _kenrith([MOUNTAIN])
    theirs = s.permanent(COEURL, "p2")
    s.activate(kenrith, 0)
    s.pass_both()
    assert all(has_keyword(s.state, c, k) for c in (kenrith, theirs) for k in ("trample", "haste"))


def test_kenrith_puts_a_counter_on_target_creature():
    s, kenrith = _kenrith([FOREST, FOREST])
    theirs = s.permanent(COEURL, "p2")
    s.activate(kenrith, 1, [theirs])
    s.pass_both()
    assert s.card(theirs)["counters"] == {"+1/+1": 1}


def test_kenrith_makes_target_player_gain_5_life():
    s, kenrith = _kenrith([PLAINS] * 3)
    s.activate(kenrith, 2, ["player:p2"])
    s.pass_both()
    assert s.life("p2") == 25 and s.life("p1") == 20


def test_kenrith_makes_target_player_draw():
    s, kenrith = _kenrith([ISLAND] * 4)
    before = len(s.zone(hand("p2")))
    s.activate(kenrith, 3, ["player:p2"])
    s.pass_both()
    assert len(s.zone(hand("p2"))) == before + 1


def test_kenrith_returns_a_creature_card_from_any_graveyard_under_its_owners_control():
    """{4}{B}: "… onto the battlefield under its owner's control" (not the activating player's)."""
    s, kenrith = _kenrith([SWAMP] * 5)
    dead = s.in_graveyard(COEURL, "p2")
    s.activate(kenrith, 4, [dead])
    s.pass_both()
    returned = s.cards(BATTLEFIELD, COEURL)
    assert len(returned) == 1 and controller_of(s.state, returned[0]) == "p2" and s.zone(graveyard("p2")) == []


def test_stroke_of_midnight_destroys_a_nonland_permanent_and_gives_its_controller_a_human():
    s = MtgScenario()
    s.lands(3, PLAINS)
    theirs, land = s.permanent(COEURL, "p2"), s.permanent(FOREST, "p2")
    s.permanent(COEURL)  # a second legal target, so the choice is asked
    stroke = s.hand(STROKE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{stroke}"])
    ask = s.expect("p1", "choose_targets", exact=False)
    assert theirs in [o["id"] for o in ask["options"]] and land not in [o["id"] for o in ask["options"]]
    s.answer_raw("p1", [theirs])
    s.pay()
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COEURL]
    tokens = [c for c in s.zone(BATTLEFIELD) if s.card(c).get("token")]
    assert [(s.card(c)["def"], controller_of(s.state, c), s.card(c)["owner"]) for c in tokens] == [("token-human", "p2", "p2")]


def test_farseek_puts_a_plains_island_swamp_or_mountain_card_onto_the_battlefield_tapped():
    s = MtgScenario()
    s.lands(2, FOREST)
    plains, island = s.put(PLAINS, library("p1")), s.put(ISLAND, library("p1"))
    farseek = s.hand(FARSEEK)
    s.pass_to("main1")
    s.cast(farseek)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    offered = {s.card(o["id"])["def"] for o in ask["options"]}
    assert offered == {PLAINS, ISLAND}  # the library's Forests are not offered
    s.answer_raw("p1", [plains])
    found = s.cards(BATTLEFIELD, PLAINS)
    assert len(found) == 1 and s.card(found[0])["tapped"] and island not in s.zone(BATTLEFIELD)


def test_natures_claim_destroys_an_artifact_and_its_controller_gains_4_life():
    s = MtgScenario()
    s.lands(1, FOREST)
    lance, creature, mine = s.permanent(LANCE, "p2"), s.permanent(COEURL, "p2"), s.permanent(SIDEQUEST)
    claim = s.hand(CLAIM)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{claim}"])
    s.expect("p1", "choose_targets", [lance, mine], answer=[lance])  # not the creature
    s.pay()
    s.pass_both()
    assert s.defs(graveyard("p2")) == [LANCE] and s.life("p2") == 24 and s.life("p1") == 20
    assert creature in s.zone(BATTLEFIELD)


def test_bruse_tarl_gives_double_strike_and_lifelink_when_it_enters():
    s = MtgScenario()
    s.lands(4, PLAINS)
    s.lands(1, MOUNTAIN)
    coeurl = s.permanent(COEURL)
    bruse = s.hand(BRUSE)
    s.pass_to("main1")
    s.cast(bruse)
    s.pass_both()
    s.choose_targets([coeurl], "p1")
    s.pass_both()
    assert has_keyword(s.state, coeurl, "double_strike") and has_keyword(s.state, coeurl, "lifelink")


def test_bruse_tarl_gives_double_strike_and_lifelink_when_it_attacks():
    s = MtgScenario()
    bruse, coeurl = s.permanent(BRUSE), s.permanent(COEURL)
    s.declare_attackers([bruse])
    s.choose_targets([coeurl], "p1")
    s.pass_both()
    assert has_keyword(s.state, coeurl, "double_strike") and not has_keyword(s.state, bruse, "double_strike")
    while s.step != "combat_damage":
        s.pass_priority()
    assert s.life("p2") == 17  # Bruse Tarl alone: 3


def test_dovins_veto_counters_only_a_noncreature_spell():
    s = MtgScenario()
    s.lands(6, ISLAND)
    s.lands(2, PLAINS, "p2")
    s.lands(1, ISLAND, "p2")
    coeurl, sidequest = s.hand(COEURL), s.hand(SIDEQUEST)
    veto = s.hand(VETO, "p2")
    s.lands(2, PLAINS)
    s.pass_to("main1")
    s.cast(coeurl)
    s.pass_priority("p1")
    ask = s.expect("p2", "choose_action", exact=False)
    assert f"cast:{veto}" not in [o["id"] for o in ask["options"]]  # a creature spell is no legal target
    s.pass_priority("p2")
    s.pass_to("main1")
    s.cast(sidequest)
    s.pass_priority("p1")
    s.cast(veto, player="p2")
    s.pass_both()
    assert SIDEQUEST in s.defs(graveyard("p1")) and s.defs(graveyard("p2")) == [VETO]


def test_ishai_grows_when_an_opponent_casts_a_spell():
    s, ishai, (lance,) = _casting(ISHAI, "p2", 2, (LANCE,))
    s.cast(lance)
    assert _triggers(s) == [ISHAI]
    s.pass_both()
    assert s.card(ishai)["counters"] == {"+1/+1": 1} and power(s.state, ishai) == 3


@pytest.mark.parametrize("watcher", [ISHAI, KRAUM])
def test_opponent_cast_triggers_ignore_their_controllers_own_spells(watcher):
    """Ishai and Kraum watch their controller's opponents only (CR 102.2): not its own first or
    second spell."""
    s, _, (first, second) = _casting(watcher, "p1", 4, (COEURL, LANCE))
    s.cast(first)
    assert _triggers(s) == []
    s.pass_both()
    s.cast(second)
    assert _triggers(s) == []


def test_general_leo_returns_a_small_creature_then_counts_creatures():
    s = MtgScenario()
    s.lands(5, PLAINS)
    s.permanent(COEURL)
    small, big = s.in_graveyard(COEURL), s.in_graveyard(BEHEMOTH)
    leo = s.hand(LEO)
    s.pass_to("main1")
    s.cast(leo)
    s.pass_both()
    ask = s.expect("p1", "choose_targets", exact=False)
    assert small in [o["id"] for o in ask["options"]] and big not in [o["id"] for o in ask["options"]]
    s.answer_raw("p1", [small])
    s.pass_both()
    on_field = s.cards(BATTLEFIELD, LEO)[0]
    assert len(s.cards(BATTLEFIELD, COEURL)) == 2
    assert s.card(on_field)["counters"] == {"+1/+1": 3}  # Leo and two Coeurls


def test_siegfried_mills_three_then_counts_twice_the_creature_cards():
    s = MtgScenario()
    s.lands(4, SWAMP)
    s.in_graveyard(COEURL)
    for top in (COEURL, FOREST, BEHEMOTH):
        s.put(top, library("p1"))
    siegfried = s.hand(SIEGFRIED)
    s.pass_to("main1")
    s.cast(siegfried)
    s.pass_both()
    s.pass_both()
    on_field = s.cards(BATTLEFIELD, SIEGFRIED)[0]
    assert len(s.zone(graveyard("p1"))) == 4
    assert s.card(on_field)["counters"] == {"+1/+1": 6}  # three creature cards, twice


@pytest.mark.parametrize("reducer", [CID, DANITHA])
def test_cid_and_danitha_make_equipment_spells_cost_1_less_not_other_spells(reducer):
    """Cid, Freeflier Pilot: "Equipment and Vehicle spells you cast cost {1} less to cast";
    Danitha Capashen: "Aura and Equipment spells …" (generic mana only, as the total cost is
    determined, CR 601.2f)."""
    s, _, (lance, coeurl) = _casting(reducer, "p1", 1, (LANCE, COEURL))
    ask = s.expect("p1", "choose_action", exact=False)
    offered = [o["id"] for o in ask["options"]]
    assert f"cast:{lance}" in offered and f"cast:{coeurl}" not in offered  # {1}{W} - {1}: one Plains is enough
    s.cast(lance)
    assert s.events_of("spell_cast")[-1]["mana_spent"] == {"W": 1}


def test_cid_has_flying_during_your_turn_only():
    s = MtgScenario()
    cid = s.permanent(CID)
    s.pass_to("main1")
    assert has_keyword(s.state, cid, "flying")
    s.pass_to("main1", "p2", active="p2")
    assert not has_keyword(s.state, cid, "flying")


def test_cid_returns_an_equipment_card_from_your_graveyard_to_your_hand():
    s = MtgScenario()
    cid = s.permanent(CID)
    s.lands(2, PLAINS)
    lance, coeurl = s.in_graveyard(LANCE), s.in_graveyard(COEURL)
    s.pass_to("main1")
    s.activate(cid, 2)  # the Lance is the only legal target: not the creature card
    s.pass_both()
    assert LANCE in s.defs(hand("p1")) and s.zone(graveyard("p1")) == [coeurl] and s.card(cid)["tapped"]
    assert lance not in s.zone(graveyard("p1"))


def test_danitha_has_first_strike_vigilance_and_lifelink():
    s = MtgScenario()
    danitha = s.permanent(DANITHA)
    s.declare_attackers([danitha])
    while s.step != "end":
        s.pass_priority()
    assert not s.card(danitha).get("tapped") and s.life("p2") == 18 and s.life("p1") == 22


def test_kraum_draws_when_an_opponent_casts_their_second_spell_of_the_turn():
    """Kraum, Ludevic's Opus: only the opponent's second spell each turn (CR 603.2), not their
    first or third, and not its controller's own."""
    s, _, (first, second, third) = _casting(KRAUM, "p2", 6, (COEURL, LANCE, COEURL))
    before = len(s.zone(hand("p2")))
    for spell, triggers in ((first, []), (second, [KRAUM]), (third, [])):
        s.cast(spell)
        assert _triggers(s) == triggers
        while s.state["stack"]:
            s.pass_both()
    assert len(s.zone(hand("p2"))) == before + 1


AERITH, IXION, BARRET = "fic-281", "fic-236", "fic-284"


@pytest.mark.parametrize(("gained", "returned_to"), [(0, None), (3, "hand"), (7, BATTLEFIELD)])
def test_aerith_returns_a_creature_card_at_your_end_step_if_you_gained_life(gained, returned_to):
    """Aerith, Last Ancient (Raise): at the beginning of your end step, if you gained life this turn
    (an intervening "if", CR 603.4), the creature card returns to your hand; with 7 or more
    life gained, to the battlefield instead."""
    s = MtgScenario()
    s.permanent(AERITH)
    dead = s.in_graveyard(COEURL)
    s.pass_to("main1")
    change_life(s.ctx(), "p1", gained)
    s.pass_to("end")
    if returned_to is None:
        assert _triggers(s) == [] and s.zone(graveyard("p1")) == [dead]
        return
    assert _triggers(s) == [AERITH]
    s.pass_both()
    assert s.zone(graveyard("p1")) == [] and COEURL in s.defs(hand("p1") if returned_to == "hand" else BATTLEFIELD)


def test_summon_ixion_exiles_an_opponents_creature_until_it_leaves():
    """Chapter I (CR 714.2b): exiled until this Saga leaves the battlefield (CR 610.3a)."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    theirs = s.permanent(COEURL, "p2")
    ixion = s.hand(IXION)
    s.pass_to("main1")
    s.cast(ixion)
    s.pass_both()
    assert _triggers(s) == [IXION]
    s.pass_both()
    assert theirs not in s.zone(BATTLEFIELD) and s.defs(EXILE) == [COEURL]
    leave_battlefield(s.ctx(), s.cards(BATTLEFIELD, IXION), "graveyard", "test")
    back = s.cards(BATTLEFIELD, COEURL)
    assert len(back) == 1 and controller_of(s.state, back[0]) == "p2"


def test_summon_ixion_chapter_two_puts_counters_on_up_to_two_creatures_and_gains_2_life():
    s = MtgScenario()
    ixion = s.permanent(IXION, counters={"lore": 1})
    coeurl = s.permanent(COEURL)
    s.pass_to("draw")
    s.pass_both()  # a lore counter as the precombat main phase begins (CR 714.3b): chapter II
    assert _triggers(s) == [IXION]
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.expect("p1", "choose_targets", exact=False, answer=[ixion])
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and s.card(ixion)["counters"]["+1/+1"] == 1
    assert s.life("p1") == 22


def test_barret_makes_a_rebel_when_an_equipment_enters_then_equips_a_rebel_at_combat():
    """Barret, Avalanche Leader: a 2/2 red Rebel for each Equipment entering under your control;
    at the beginning of combat on your turn, up to one Equipment you control attaches to a Rebel
    you control (CR 701.3)."""
    s = MtgScenario()
    barret = s.permanent(BARRET)
    s.permanent(BUSTER_SWORD, "p2")  # an opponent's Equipment: no Rebel
    s.pass_to("main1")
    sword = enter_battlefield(s.ctx(), s.hand(BUSTER_SWORD), "p1", reason="test")
    s.check_now()
    assert _triggers(s) == [BARRET]
    s.pass_both()
    [rebel] = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == "token-rebel"]
    assert controller_of(s.state, rebel) == "p1"
    s.pass_both()  # on to combat
    assert _triggers(s) == [BARRET] and s.step == "begin_combat"
    s.expect("p1", "choose_targets", [sword], answer=[sword])  # up to one: p1's own Equipment only
    s.expect("p1", "choose_targets", [barret, rebel], answer=[rebel])  # Barret is a Rebel too
    s.pass_both()
    assert s.card(sword)["attached_to"] == rebel


ARDBERT, DARK_CONFIDANT = "fic-282", "fin-094"  # Dark Confidant: a black creature spell {1}{B}


@pytest.mark.parametrize(("spell", "land", "keyword"), [(COEURL, PLAINS, "vigilance"), (DARK_CONFIDANT, SWAMP, "menace")])
def test_ardbert_grows_your_legendary_creatures_when_you_cast_a_white_or_black_spell(spell, land, keyword):
    """Ardbert, Warrior of Darkness: a white spell gives each legendary creature you control a
    +1/+1 counter and vigilance, a black one a counter and menace (a spell's colour, CR 105.2)."""
    s = MtgScenario()
    ardbert, adelbert, coeurl = s.permanent(ARDBERT), s.permanent(ADELBERT), s.permanent(COEURL)
    theirs = s.permanent(ADELBERT, "p2")
    s.lands(2, land)
    cast = s.hand(spell)
    s.pass_to("main1")
    s.cast(cast)
    assert _triggers(s) == [ARDBERT]
    s.pass_both()
    assert [s.card(c).get("counters", {}).get("+1/+1", 0) for c in (ardbert, adelbert, coeurl, theirs)] == [1, 1, 0, 0]
    assert has_keyword(s.state, adelbert, keyword) and not has_keyword(s.state, coeurl, keyword)


def test_ardbert_ignores_a_colourless_spell():
    s, _, (sword,) = _casting(ARDBERT, "p1", 3, (BUSTER_SWORD,))
    s.cast(sword)
    assert _triggers(s) == []


SPHERE_GRID = "fic-275"


def test_sphere_grid_counters_a_creature_that_deals_combat_damage_which_then_has_reach_and_trample():
    """Sphere Grid: "that creature" is the one that dealt the damage (CR 510.2); the static reads
    its +1/+1 counter continuously (CR 611.3a): not a creature without one."""
    s = MtgScenario()
    s.permanent(SPHERE_GRID)
    attacker, stay_home = s.permanent(COEURL), s.permanent(COEURL)
    assert not has_keyword(s.state, attacker, "trample")
    s.declare_attackers([attacker])
    while not _triggers(s):
        s.pass_priority()
    assert _triggers(s) == [SPHERE_GRID] and s.life("p2") == 18
    s.pass_both()
    assert s.card(attacker)["counters"] == {"+1/+1": 1}
    assert has_keyword(s.state, attacker, "trample") and has_keyword(s.state, attacker, "reach")
    assert not has_keyword(s.state, stay_home, "trample")
