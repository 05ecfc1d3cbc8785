"""Replacement and prevention effects (CR 614–616) and spell cost reductions (CR 601.2f), with
the cards that use them: Tonberry (enters tapped with a stun counter), Suplex (exile instead of
dying), Diamond Weapon (cost reduction, combat damage prevention)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.mtg.objects import keywords, power, toughness
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

TONBERRY, SUPLEX, DIAMOND_WEAPON, MAGIC_DAMPER, OVERKILL = "fin-122", "fin-164", "fin-183", "fin-061", "fin-109"
COEURL, GIGANTOAD, GABRANTH, IRON_GIANT, BEHEMOTH = "fin-012", "fin-187", "fin-230", "fin-260", "fin-181"


# ---------------------------------------------------------------- entering tapped, stun counters


def tonberry_cast() -> tuple[MtgScenario, str]:
    s = MtgScenario()
    s.lands(1, SWAMP)
    in_hand = s.hand(TONBERRY)
    s.pass_to("main1")
    s.cast(in_hand)
    s.pass_both()
    (tonberry,) = s.cards(BATTLEFIELD, TONBERRY)
    return s, tonberry


def test_tonberry_enters_tapped_with_a_stun_counter():
    """CR 614.1c–d / 614.12: it is tapped and has its counter as it enters, not afterwards."""
    s, tonberry = tonberry_cast()
    assert s.card(tonberry).get("tapped") and s.card(tonberry)["counters"] == {"stun": 1}
    assert s.events_of("entered_modified")[-1]["card"] == tonberry


def test_a_stun_counter_replaces_the_next_untap_in_the_untap_step():
    """CR 122.1d: the untap step removes the stun counter instead; the untap after that untaps it."""
    s, tonberry = tonberry_cast()
    s.pass_to("main1", "p2")
    s.pass_to("main1", "p1")
    assert s.card(tonberry).get("tapped") and s.card(tonberry).get("counters", {}).get("stun", 0) == 0
    assert [e["card"] for e in s.events_of("stun_counter_removed")] == [tonberry]
    s.pass_to("main1", "p2")
    s.pass_to("main1", "p1")
    assert not s.card(tonberry).get("tapped")


def test_a_stun_counter_replaces_an_untap_by_an_effect_too():
    """CR 122.1d (any untap): Magic Damper's "Untap it" removes the counter instead."""
    s = MtgScenario()
    s.lands(1, ISLAND)
    damper = s.hand(MAGIC_DAMPER)
    tonberry = s.permanent(TONBERRY, tapped=True, counters={"stun": 2})
    s.pass_to("main1")
    s.cast(damper, [tonberry])
    s.pass_both()
    assert s.card(tonberry).get("tapped") and s.card(tonberry)["counters"]["stun"] == 1


def test_zack_fair_enters_with_a_counter():
    """CR 614.1c: "enters with a +1/+1 counter on it" (a 0/1 that is a 1/2)."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    in_hand = s.hand("fin-045")
    s.pass_to("main1")
    s.cast(in_hand)
    s.pass_both()
    (zack,) = s.cards(BATTLEFIELD, "fin-045")
    assert s.card(zack)["counters"] == {"+1/+1": 1} and not s.card(zack).get("tapped")
    assert (power(s.state, zack), toughness(s.state, zack)) == (1, 2)


def test_tonberry_has_first_strike_and_deathtouch_only_during_its_controllers_turn():
    """CR 611.3a: "during your turn" is read continuously."""
    s = MtgScenario()
    tonberry = s.permanent(TONBERRY)
    s.pass_to("main1")
    assert {"first_strike", "deathtouch"} <= keywords(s.state, tonberry)
    s.pass_to("main1", "p2")
    assert not {"first_strike", "deathtouch"} & keywords(s.state, tonberry)


# ---------------------------------------------------------------- exile instead of dying


def test_suplex_exiles_the_creature_it_kills_and_it_does_not_die():
    """CR 614.1a: exiled instead of put into the graveyard, so "dies" abilities don't trigger
    (Judge Magister Gabranth watches its controller's creatures die, CR 700.4)."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    suplex = s.hand(SUPLEX)
    coeurl, gabranth = s.permanent(COEURL, "p2"), s.permanent(GABRANTH, "p2")
    s.pass_to("main1")
    s.cast_modal(suplex, 0, [coeurl])
    s.pass_both()
    assert s.defs(EXILE) == [COEURL] and s.defs(graveyard("p2")) == []
    assert s.card(gabranth).get("counters", {}).get("+1/+1", 0) == 0 and not s.state["stack"]
    assert s.defs(graveyard("p1")) == [SUPLEX]


def suplexed_toad() -> tuple[MtgScenario, str, str]:
    """p1's Suplex dealt 3 damage to p2's Gigantoad (4/4), which survives; Overkill in p1's hand."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    s.lands(3, SWAMP)
    suplex, overkill = s.hand(SUPLEX), s.hand(OVERKILL)
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.cast_modal(suplex, 0, [toad])
    s.pass_both()
    assert s.card(toad)["damage"] == 3 and toad in s.zone(BATTLEFIELD)
    return s, toad, overkill


def test_suplex_exiles_the_creature_if_it_dies_later_that_turn():
    """Digest scenario 44 and the notes' ruling: 3 damage to a 4-toughness creature, then it is
    destroyed by another spell the same turn -> exiled, whatever made it die."""
    s, toad, overkill = suplexed_toad()
    s.cast(overkill, [toad])
    s.pass_both()
    assert s.defs(EXILE) == [GIGANTOAD] and s.defs(graveyard("p2")) == []


def test_suplexs_replacement_ends_with_the_turn():
    """The effect lasts "this turn" (CR 514.2): dying on a later turn puts it in the graveyard."""
    s, toad, overkill = suplexed_toad()
    s.pass_to("main1", "p1", active="p2")
    s.cast(overkill, [toad])
    s.pass_both()
    assert s.defs(graveyard("p2")) == [GIGANTOAD] and s.defs(EXILE) == []


def test_two_exile_replacements_apply_once_to_one_event():
    """CR 614.5 / 616.1: one applies; the event is then an exile, which the other doesn't replace."""
    s, toad, _ = suplexed_toad()
    s.lands(2, MOUNTAIN)
    s.cast_modal(s.hand(SUPLEX), 0, [toad])
    s.pass_both()
    assert s.defs(EXILE) == [GIGANTOAD] and len(s.events_of("replacement_applied")) == 1


def test_suplex_second_mode_exiles_an_artifact():
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    suplex = s.hand(SUPLEX)
    giant = s.permanent(IRON_GIANT, "p2")
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{suplex}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    assert s.state["stack"][-1]["targets"] == [{"card": giant}]  # the only artifact: chosen by itself
    s.pay()
    s.pass_both()
    assert s.defs(EXILE) == [IRON_GIANT] and coeurl in s.zone(BATTLEFIELD)


# ---------------------------------------------------------------- cost reduction, prevention


def test_diamond_weapon_costs_one_less_for_each_permanent_card_in_your_graveyard():
    """CR 601.2f: {7}{G}{G} less three ({1} each for two lands and a creature, not the instant)."""
    s = MtgScenario()
    s.lands(6, FOREST)
    weapon = s.hand(DIAMOND_WEAPON)
    for definition in (FOREST, FOREST, COEURL, OVERKILL):
        s.in_graveyard(definition)
    s.pass_to("main1")
    s.cast(weapon)
    spent = s.events_of("spell_cast")[-1]["mana_spent"]
    assert spent == {"G": 6}
    s.pass_both()
    assert weapon not in s.zone(BATTLEFIELD) and s.cards(BATTLEFIELD, DIAMOND_WEAPON)


def test_diamond_weapon_cannot_be_cast_when_the_reduced_cost_is_still_too_high():
    s = MtgScenario()
    s.lands(6, FOREST)
    weapon = s.hand(DIAMOND_WEAPON)
    s.in_graveyard(FOREST)
    s.in_graveyard(OVERKILL)
    s.pass_to("main1")
    ask = s.ask("p1")
    assert f"cast:{weapon}" not in [o["id"] for o in ask["options"]]


def test_diamond_weapon_blocking_a_trampler_takes_no_combat_damage_but_counts_for_lethal():
    """Digest scenario 48 and the notes' ruling: a 12/12 trampler blocked by Diamond Weapon must
    assign it lethal damage (8) ignoring the prevention (CR 702.19b); the 8 is prevented
    (CR 615.1a) and up to 4 reach the player."""
    s = MtgScenario()
    behemoth = s.permanent(BEHEMOTH)  # 7/7 trample
    add_effect(s.ctx(), source=None, controller="p1", cards=[behemoth], modifier={"stat": "power", "op": "add", "value": 5},
               until=END_OF_TURN)  # fmt: skip
    weapon = s.permanent(DIAMOND_WEAPON, "p2")
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[behemoth])
    s.pass_both()
    s.expect("p2", "choose_cards", answer=[f"{weapon}>{behemoth}"])
    s.pass_both()
    ask = s.expect("p1", "choose_number")
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2", "3", "4"]
    s.answer_raw("p1", ["4"])
    assert s.life("p2") == 16 and s.card(weapon).get("damage", 0) == 0 and weapon in s.zone(BATTLEFIELD)
    prevented = s.events_of("damage_prevented")
    assert [(e["card"], e["amount"], e["combat"]) for e in prevented] == [(weapon, 8, True)]
    assert s.defs(graveyard("p1")) == [BEHEMOTH]  # the Weapon's own 8 damage is dealt


def test_diamond_weapon_takes_noncombat_damage():
    """"Prevent all combat damage": a spell's damage is dealt (CR 615.1a only as written)."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    suplex = s.hand(SUPLEX)
    weapon = s.permanent(DIAMOND_WEAPON, "p2")
    s.pass_to("main1")
    s.cast_modal(suplex, 0, [weapon])
    s.pass_both()
    assert s.card(weapon)["damage"] == 3 and not s.events_of("damage_prevented")
