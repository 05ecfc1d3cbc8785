"""The total cost of a spell (CR 601.2f): tiered additional costs (CR 702.183: Tifa's Limit Break,
Thunder Magic) and cost reductions that depend on the targets (Fate of the Sun-Cryst); doubling
power and toughness (CR 701.9b–c, layer 7c)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.mtg.cards import card_db
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

TIFA, THUNDER, FATE = "fin-207", "fin-165", "fin-019"
COEURL, GIGANTOAD = "fin-012", "fin-187"


def spent(s: MtgScenario) -> int:
    return sum(s.events_of("spell_cast")[-1]["mana_spent"].values())


def pump(s: MtgScenario, card_id: str, plus_power: int, plus_toughness: int) -> None:
    for stat, value in (("power", plus_power), ("toughness", plus_toughness)):
        add_effect(s.ctx(), source=None, controller="p1", cards=[card_id], modifier={"stat": stat, "op": "add", "value": value},
                   until=END_OF_TURN)  # fmt: skip


def test_meteor_strikes_costs_its_tier_more_and_doubles_power_and_toughness():
    """Digest scenario 11: total cost {2}{G}; the mana value stays 1 (CR 202.3, 702.183)."""
    s = MtgScenario()
    s.lands(3, FOREST)
    tifa = s.hand(TIFA)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.cast_modal(tifa, 1, [coeurl])
    assert spent(s) == 3 and card_db()[TIFA].mana_value == 1
    s.pass_both()
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 4)


def test_only_the_tiers_the_player_can_pay_for_are_offered():
    s = MtgScenario()
    s.lands(3, FOREST)
    tifa = s.hand(TIFA)
    s.permanent(COEURL)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{tifa}"])
    s.expect("p1", "choose_option", options=["mode:0", "mode:1"])


def test_a_tiered_spell_with_no_legal_target_cannot_be_cast():
    """Digest scenario 12: no creature -> no mode can be chosen (CR 700.2a)."""
    s = MtgScenario()
    s.lands(3, FOREST)
    tifa = s.hand(TIFA)
    s.pass_to("main1")
    assert f"cast:{tifa}" not in [o["id"] for o in s.ask("p1")["options"]]


def test_final_heaven_triples_the_power_and_toughness_it_has_on_resolution():
    """CR 701.9b: +X/+Y with X and Y twice its power and toughness as it resolves, after a pump."""
    s = MtgScenario()
    s.lands(8, FOREST)
    tifa = s.hand(TIFA)
    coeurl = s.permanent(COEURL)
    pump(s, coeurl, 3, 3)  # 5/5
    s.pass_to("main1")
    s.cast_modal(tifa, 2, [coeurl])
    assert spent(s) == 8
    s.pass_both()
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (15, 15)


def test_doubling_a_negative_power_makes_it_more_negative():
    """CR 701.9c."""
    s = MtgScenario()
    s.lands(3, FOREST)
    tifa = s.hand(TIFA)
    coeurl = s.permanent(COEURL)
    pump(s, coeurl, -3, 0)  # -1/2
    s.pass_to("main1")
    s.cast_modal(tifa, 1, [coeurl])
    s.pass_both()
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (-2, 4)


def test_thundara_pays_three_more_and_deals_four():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    thunder = s.hand(THUNDER)
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.cast_modal(thunder, 1, [toad])
    assert spent(s) == 4
    s.pass_both()
    assert s.defs(graveyard("p2")) == [GIGANTOAD] and s.defs(graveyard("p1")) == [THUNDER]


def test_fate_of_the_sun_cryst_costs_two_less_when_it_targets_a_tapped_creature():
    """CR 601.2f: the reduction is known once the targets are chosen (601.2c)."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    fate = s.hand(FATE)
    tapped = s.permanent(COEURL, "p2", tapped=True)
    s.pass_to("main1")
    s.cast(fate, [tapped])
    assert spent(s) == 3
    s.pass_both()
    assert tapped not in s.zone(BATTLEFIELD) and s.defs(graveyard("p2")) == [COEURL]


def test_fate_of_the_sun_cryst_offers_only_the_targets_its_mana_can_pay_for():
    """The reduction doesn't apply to an untapped target: {4}{W} can't be paid with three Plains,
    so that choice could only be cancelled (CR 601.2f, 728.1) and is not offered; the one tapped
    creature is chosen at once and the spell costs {2}{W}."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    fate = s.hand(FATE)
    tapped = s.permanent(COEURL, "p2", tapped=True)
    s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fate}"])
    assert s.state["stack"][-1]["targets"] == [{"card": tapped}]
    assert "auto" in [o["id"] for o in s.ask("p1")["options"]]


def test_fate_of_the_sun_cryst_with_mana_for_the_full_cost_may_target_an_untapped_creature():
    s = MtgScenario()
    lands = s.lands(5, PLAINS)
    fate = s.hand(FATE)
    tapped = s.permanent(COEURL, "p2", tapped=True)
    untapped = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fate}"])
    s.expect("p1", "choose_targets", options=[tapped, untapped], answer=[untapped])
    s.pay()
    assert spent(s) == 5 and all(s.card(land).get("tapped") for land in lands)


def test_fate_of_the_sun_cryst_is_not_offered_without_a_tapped_creature_to_make_it_cheap():
    s = MtgScenario()
    s.lands(3, PLAINS)
    fate = s.hand(FATE)
    s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert f"cast:{fate}" not in [o["id"] for o in s.ask("p1")["options"]]


# ---------------------------------------------------------------- kicker (CR 702.33)

KICK, TREACHERY, GABRANTH = "fin-178", "fin-124", "fin-230"


def kick(s: MtgScenario, spell: str, kicked: bool, targets: list[str], player: str = "p1") -> None:
    """Cast with the kicker announced (601.2b) or declined; the kicker cost is chosen after the mana."""
    s.expect(player, "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect(player, "choose_option", options=["kick", "no_kick"], answer=["kick" if kicked else "no_kick"])
    s.choose_targets(targets, player)
    s.pay(player)


def test_chocobo_kick_kicked_returns_a_land_and_deals_twice_the_power():
    """Digest scenario 28: kicked -> double damage; the land goes to its owner's hand (601.2h)."""
    s = MtgScenario()
    lands = s.lands(3, FOREST)
    spell = s.hand(KICK)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    kick(s, spell, True, [coeurl, toad])
    ask = s.expect("p1", "choose_cards", answer=[lands[2]])
    assert sorted(o["id"] for o in ask["options"]) == sorted(lands)
    assert FOREST in s.defs(hand("p1")) and len(s.zone(BATTLEFIELD)) == 4
    s.pass_both()
    assert s.defs(graveyard("p2")) == [GIGANTOAD]


def test_chocobo_kick_not_kicked_deals_the_power_once():
    s = MtgScenario()
    s.lands(3, FOREST)
    spell = s.hand(KICK)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    kick(s, spell, False, [coeurl, toad])
    s.pass_both()
    assert s.card(toad)["damage"] == 2 and FOREST not in s.defs(hand("p1"))


def test_vaynes_treachery_kicked_by_a_sacrifice_that_is_a_death():
    """The sacrificed creature dies (CR 701.17a, 700.4): Judge Magister Gabranth sees it."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    spell = s.hand(TREACHERY)
    coeurl, gabranth = s.permanent(COEURL), s.permanent(GABRANTH)
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    kick(s, spell, True, [toad])
    s.expect("p1", "choose_cards", options=[coeurl, gabranth], answer=[coeurl])
    assert s.defs(graveyard("p1")) == [COEURL]
    s.pass_both()  # Gabranth's trigger (put on the stack above the spell) resolves first
    s.pass_both()
    assert s.defs(graveyard("p2")) == [GIGANTOAD] and s.card(gabranth)["counters"]["+1/+1"] == 1


def test_vaynes_treachery_asks_no_kicker_without_anything_to_sacrifice():
    s = MtgScenario()
    s.lands(2, SWAMP)
    spell = s.hand(TREACHERY)
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.cast(spell, [toad])
    s.pass_both()
    assert (power(s.state, toad), toughness(s.state, toad)) == (2, 2)


# ---------------------------------------------------------------- mana of a choice of kinds (CR 106.1)

BARON, SUPLEX = "fin-273", "fin-164"


def test_a_town_enters_tapped_when_played():
    """CR 614.1d: "This land enters tapped" (it can't make mana the turn it is played)."""
    s = MtgScenario()
    town = s.hand(BARON)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{town}"])
    (played,) = s.cards(BATTLEFIELD, BARON)
    assert s.card(played).get("tapped")
    assert not any(o["id"].startswith(f"mana:{played}") for o in s.ask("p1")["options"])


def test_a_dual_land_offers_each_kind_and_pays_the_colour_that_is_needed():
    """Auto-payment matches the {R} to the Town and the generic {1} to the Island."""
    s = MtgScenario()
    town = s.permanent(BARON)
    s.lands(1, ISLAND)
    suplex = s.hand(SUPLEX)
    s.permanent(COEURL, "p2")
    s.pass_to("main1")
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert f"mana:{town}:0:U" in options and f"mana:{town}:0:R" in options
    s.cast_modal(suplex, 0)
    assert s.events_of("spell_cast")[-1]["mana_spent"] == {"R": 1, "U": 1}


def test_a_dual_land_is_one_mana_not_two():
    s = MtgScenario()
    s.permanent(BARON)
    suplex = s.hand(SUPLEX)
    s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert f"cast:{suplex}" not in [o["id"] for o in s.ask("p1")["options"]]


# ---------------------------------------------------------------- sacrifice as a cost; indestructible

ZACK = "fin-045"


def zack_sacrificed_for(s: MtgScenario, target: str, zack: str) -> None:
    s.activate(zack, 0, [target])
    assert ZACK in s.defs(graveyard("p1")) and zack not in s.zone(BATTLEFIELD)  # paid before it resolves (601.2h)
    s.pass_both()


def test_zack_fair_sacrificed_gives_indestructible_and_every_kind_of_counter():
    """The notes' ruling: all of Zack Fair's counters, not only the +1/+1 ones (as it last
    existed, CR 608.2h); indestructible: lethal damage doesn't destroy it (CR 702.12b)."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    zack = s.permanent(ZACK, counters={"+1/+1": 2, "stun": 1})
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    zack_sacrificed_for(s, coeurl, zack)
    assert s.card(coeurl)["counters"] == {"+1/+1": 2, "stun": 1} and (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 4)
    s.mark_damage(coeurl, 9)
    assert coeurl in s.zone(BATTLEFIELD)


def test_indestructible_does_not_save_a_creature_with_zero_toughness():
    """CR 704.5f is not destruction: Overkill still puts it into the graveyard."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    s.lands(3, SWAMP)
    zack = s.permanent(ZACK)
    coeurl = s.permanent(COEURL)
    overkill = s.hand("fin-109")
    s.pass_to("main1")
    zack_sacrificed_for(s, coeurl, zack)
    s.cast(overkill, [coeurl])
    s.pass_both()
    assert COEURL in s.defs(graveyard("p1"))
