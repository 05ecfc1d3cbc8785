"""FIC cards about counters (issue 18, mtg-counters): shield counters (CR 122.1c), counters put on
creatures this turn, proliferating, moving and removing counters, random modes; one scenario per
ability."""

from engine.games.mtg.combat import can_block_attacker
from engine.games.mtg.objects import has_keyword, power
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

COEURL, THUNDER_MAGIC, INTERVENTION = "fin-012", "fin-165", "fin-116"  # a vanilla 2/2; 2 damage; destroy
TREASURE, CLUE = "token-treasure", "token-clue"
PROTECTION_MAGIC, JYSCAL, RIKKU, WAKKA = "fic-233", "fic-232", "fic-248", "fic-301"


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _shielded(s: MtgScenario, creatures: list[str]) -> None:
    """p1 casts Protection Magic on ``creatures`` (up to three) and it resolves."""
    magic = s.hand(PROTECTION_MAGIC)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{magic}"])
    s.choose_targets(creatures, "p1")
    while s.state["request"]["kind"] == "choose_targets":  # no more targets
        s.expect("p1", "choose_targets", exact=False, answer=[])
    s.pay()
    s.pass_both()


def test_protection_magic_puts_a_shield_counter_on_each_of_up_to_three_creatures():
    s = MtgScenario()
    s.lands(2, PLAINS)
    ours, theirs, unchosen = s.permanent(COEURL), s.permanent(COEURL, "p2"), s.permanent(COEURL)
    s.pass_to("main1")
    _shielded(s, [ours, theirs])
    assert s.card(ours)["counters"] == {"shield": 1} and s.card(theirs)["counters"] == {"shield": 1}
    assert not s.card(unchosen).get("counters")


def test_a_shield_counter_is_removed_instead_of_the_damage_being_dealt():
    """CR 122.1c; the rulings: one counter for one damage event, however many there are."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    s.lands(1, MOUNTAIN)
    coeurl = s.permanent(COEURL, "p2", counters={"shield": 2})
    thunder = s.hand(THUNDER_MAGIC)
    s.pass_to("main1")
    s.cast_modal(thunder, 0, [coeurl])
    s.pass_both()
    assert not s.card(coeurl).get("damage") and s.card(coeurl)["counters"] == {"shield": 1}
    assert [e["card"] for e in s.events_of("damage_prevented")] == [coeurl]


def test_a_shield_counter_is_removed_instead_of_the_creature_being_destroyed():
    s = MtgScenario()
    s.lands(4, SWAMP)
    coeurl = s.permanent(COEURL, "p2", counters={"shield": 2})
    intervention = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(intervention, [coeurl])
    s.pass_both()
    assert coeurl in s.zone(BATTLEFIELD) and s.card(coeurl)["counters"] == {"shield": 1}


def test_lethal_damage_marked_on_a_shielded_creature_costs_its_counter_then_destroys_it():
    """The rulings: it can still be destroyed by damage marked on it (the state-based action is
    replaced once, then checked again, CR 704.3)."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2", counters={"shield": 1})
    s.pass_to("main1")
    s.mark_damage(coeurl, 2)
    assert s.cards(graveyard("p2"), COEURL) and [e["kind"] for e in s.events_of("counters_removed")] == ["shield"]


def test_jyscal_investigates_at_each_end_step_only_if_you_put_a_counter_on_a_creature_this_turn():
    """An intervening "if" checked as the end step begins (CR 603.4, the rulings); each end step,
    the opponent's too (CR 513.1a); a Clue is "{2}, Sacrifice this token: Draw a card" (CR 701.16a)."""
    s = MtgScenario()
    s.permanent(JYSCAL)
    theirs = s.permanent(COEURL, "p2")
    s.lands(4, PLAINS)
    s.pass_to("end")
    assert not _triggers(s)
    s.pass_to("main1", "p1", active="p2")  # p1 shields the opponent's creature in the opponent's turn
    _shielded(s, [theirs])
    s.pass_to("end", "p2", active="p2")
    assert _triggers(s) == [JYSCAL]
    s.pass_both()
    (clue,) = s.cards(BATTLEFIELD, CLUE)
    s.pass_to("main1")
    before = len(s.zone(hand("p1")))
    s.activate(clue, 0)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1 and not s.cards(BATTLEFIELD, CLUE)


def test_rikku_makes_a_creature_you_put_counters_on_unblockable_by_your_opponents_creatures():
    """One trigger for each creature; "your opponents": those of the player who put the counters
    (CR 122.6), who may still block an opponent's creature given one with their own."""
    s = MtgScenario()
    s.permanent(RIKKU)
    ours, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    s.lands(2, PLAINS)
    s.pass_to("main1")
    _shielded(s, [ours, theirs])
    ask = s.expect("p1", "order_triggers", exact=False)  # one trigger for each creature (CR 603.3b)
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    assert _triggers(s) == [RIKKU, RIKKU]
    s.pass_both()
    s.pass_both()
    assert not can_block_attacker(s.state, theirs, ours)  # p2's creature can't block ours
    assert can_block_attacker(s.state, ours, theirs)  # ours may block theirs: p1 is no opponent of p1


def test_rikku_steals_a_counter_at_sorcery_speed_which_triggers_its_first_ability():
    s = MtgScenario()
    rikku = s.permanent(RIKKU)
    ours, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2", counters={"+1/+1": 2})
    s.lands(1, ISLAND)
    s.pass_to("upkeep")
    assert f"activate:{rikku}:1" not in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_to("main1")
    s.activate(rikku, 1, [theirs, ours])
    s.pass_both()
    assert s.card(theirs)["counters"] == {"+1/+1": 1} and s.card(ours)["counters"] == {"+1/+1": 1}
    assert _triggers(s) == [RIKKU]


def test_wakka_destroys_an_artifact_of_the_damaged_player_and_grows():
    s = MtgScenario()
    wakka = s.permanent(WAKKA)
    treasure, ours = s.permanent(TREASURE, "p2"), s.permanent(TREASURE)
    s.declare_attackers([wakka])
    while s.state["request"]["kind"] != "choose_targets":
        s.pass_priority()
    ask = s.expect("p1", "choose_targets", exact=False, answer=[treasure])
    assert ours not in [o["id"] for o in ask["options"]]
    s.pass_both()
    assert treasure not in s.zone(BATTLEFIELD) and s.card(wakka)["counters"] == {"+1/+1": 1}


def test_wakka_puts_counters_on_your_other_creatures_at_your_end_step_only_after_one_was_put_on_it():
    """Blitzball Captain: the intervening "if" (CR 603.4) asks about Wakka itself, whoever put it."""
    s = MtgScenario()
    wakka, coeurl = s.permanent(WAKKA), s.permanent(COEURL)
    s.lands(2, PLAINS)
    s.pass_to("end")
    assert not _triggers(s)
    s.pass_to("main1", "p1", active="p2")
    s.pass_to("main1")
    _shielded(s, [wakka])
    s.pass_to("end")
    assert _triggers(s) == [WAKKA]
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and s.card(wakka)["counters"] == {"shield": 1}


LULU = "fic-246"


def test_lulu_stuns_a_creature_attacking_you():
    s = MtgScenario()
    s.permanent(LULU)
    attacker, home = s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")
    s.declare_attackers([attacker], "p2")
    assert _triggers(s) == [LULU]  # its only legal target, chosen by the engine
    s.pass_both()
    assert s.card(attacker)["counters"] == {"stun": 1} and not s.card(home).get("counters")


def test_lulu_ignores_an_attack_on_another_player():
    """"Whenever an opponent attacks you": p1 attacks p3, p2's Lulu doesn't trigger."""
    s = MultiplayerScenario()
    s.permanent(LULU, "p2")
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", answer=[coeurl])
    s.expect("p1", "choose_option", answer=["p3"])
    assert not _triggers(s) and not s.events_of("trigger_added") and s.step == "declare_attackers"


def test_lulu_proliferates():
    """CR 701.34a: each chosen permanent gets one more of each kind it has."""
    s = MtgScenario()
    lulu = s.permanent(LULU)
    ours, theirs = s.permanent(COEURL, counters={"+1/+1": 1, "shield": 1}), s.permanent(COEURL, "p2", counters={"stun": 1})
    s.lands(4, ISLAND)
    s.pass_to("main1")
    s.activate(lulu, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[ours, theirs])
    assert s.card(ours)["counters"] == {"+1/+1": 2, "shield": 2} and s.card(theirs)["counters"] == {"stun": 2}


TROMELL = "fic-278"


def test_tromell_makes_your_other_nontoken_creatures_enter_with_an_additional_counter():
    """CR 614.1c: the counter is there as it enters (CR 122.6a: its controller puts it, so Rikku sees it)."""
    s = MtgScenario()
    s.permanent(TROMELL)
    s.permanent(RIKKU)
    s.lands(2, PLAINS)
    coeurl = s.hand(COEURL)
    s.pass_to("main1")
    s.cast(coeurl)
    s.pass_both()
    (entered,) = s.cards(BATTLEFIELD, COEURL)
    assert s.card(entered)["counters"] == {"+1/+1": 1} and _triggers(s) == [RIKKU]


def test_tromell_proliferates_once_for_each_nontoken_creature_of_yours_that_entered_this_turn():
    """X counted once as it resolves; each proliferation a choice of its own (the rulings)."""
    s = MtgScenario()
    tromell = s.permanent(TROMELL)
    old = s.permanent(COEURL, counters={"shield": 1})
    s.lands(5, PLAINS)
    first, second = s.hand(COEURL), s.hand(COEURL)
    s.pass_to("main1")
    for coeurl in (first, second):
        s.cast(coeurl)
        s.pass_both()
    s.activate(tromell, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[old])
    s.expect("p1", "choose_cards", answer=[old])
    assert s.card(old)["counters"] == {"shield": 3} and not s.state["stack"]


GATTA = "fic-228"


def test_gatta_and_luzzu_turn_the_damage_to_your_creature_this_turn_into_counters():
    """CR 615.1a; a shield counter stays (its controller applies the counters first, 616.1), and
    p1's Jyscal sees the counters p1 put."""
    s = MtgScenario()
    s.permanent(JYSCAL)
    coeurl = s.permanent(COEURL, counters={"shield": 1})
    s.lands(3, PLAINS)
    s.lands(1, MOUNTAIN)
    gatta, thunder = s.hand(GATTA), s.hand(THUNDER_MAGIC)
    s.pass_to("main1")
    s.cast(gatta)
    s.pass_both()
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.pass_both()
    s.cast_modal(thunder, 0, [coeurl])
    s.pass_both()
    assert not s.card(coeurl).get("damage") and s.card(coeurl)["counters"] == {"shield": 1, "+1/+1": 2}
    s.pass_to("end")
    assert _triggers(s) == [JYSCAL]


UMARO = "fic-268"


def test_umaro_chooses_one_mode_at_random_as_the_trigger_is_put_on_the_stack():
    """Each mode in turn, over a few games' random choices (the rulings: chosen before its target,
    known to the players responding; CR 603.3c)."""
    seen = set()
    for seed in range(20):
        s = MtgScenario(seed=seed)
        s.permanent(UMARO)
        coeurl = s.permanent(COEURL)
        s.pass_to("main1")
        s.pass_both()  # to the beginning of combat
        (chosen,) = s.events_of("mode_chosen_at_random")
        if chosen["mode"] == 2:
            s.expect("p1", "choose_targets", exact=False, answer=["player:p2"])
        assert _triggers(s) == [UMARO] and s.state["stack"][-1]["data"]["mode"] == chosen["mode"]
        s.pass_both()
        if chosen["mode"] == 0:  # other creatures you control get +3/+0 and trample
            assert power(s.state, coeurl) == 5 and has_keyword(s.state, coeurl, "trample")
        elif chosen["mode"] == 1:  # discard your hand (an Island), then draw four
            assert s.defs(graveyard("p1")) == [ISLAND] and len(s.zone(hand("p1"))) == 4
        else:
            assert s.life("p2") == 15
        seen.add(chosen["mode"])
        if seen == {0, 1, 2}:
            return
    raise AssertionError(f"modes seen: {seen}")


MAGUS_SISTERS = "fic-276"


def test_magus_sisters_chapter_chooses_a_mode_at_random():
    """Chapter I as it enters (CR 714.3a): one mode at random before its target (the rulings)."""
    seen = set()
    for seed in range(20):
        s = MtgScenario(seed=seed)
        s.lands(5, FOREST)
        theirs = s.permanent(COEURL, "p2")
        sisters = s.hand(MAGUS_SISTERS)
        s.pass_to("main1")
        s.cast(sisters)
        s.pass_both()
        (chosen,) = s.events_of("mode_chosen_at_random")
        (sisters,) = s.cards(BATTLEFIELD, MAGUS_SISTERS)
        s.expect("p1", "choose_targets", exact=False, answer=[theirs if chosen["mode"] == 2 else sisters])
        s.pass_both()
        if chosen["mode"] == 0:  # Combine Powers!
            assert s.card(sisters)["counters"] == {"lore": 1, "+1/+1": 3}
        elif chosen["mode"] == 1:  # Defense!
            assert s.card(sisters)["counters"] == {"lore": 1, "shield": 1} and s.life("p1") == 23
        else:  # Fight!: 5 damage to the Coeurl, 2 to the Sisters (CR 701.14a)
            assert s.cards(graveyard("p2"), COEURL) and s.card(sisters)["damage"] == 2
        seen.add(chosen["mode"])
        if seen == {0, 1, 2}:
            return
    raise AssertionError(f"modes seen: {seen}")


AURON, BEHEMOTH = "fic-221", "fin-181"  # Coliseum Behemoth: power 7


def test_auron_grows_as_it_attacks_then_exiles_a_smaller_creature_of_the_defending_player_until_it_leaves():
    """CR 603.12: "when you do" targets as it is put on the stack, against Auron's power with its
    new counter (2 + 1 = 3 > the Coeurl's 2, not the Behemoth's 7); CR 610.3a: back as Auron leaves."""
    s = MtgScenario()
    auron = s.permanent(AURON)
    coeurl, behemoth = s.permanent(COEURL, "p2"), s.permanent(BEHEMOTH, "p2")
    s.declare_attackers([auron])
    assert _triggers(s) == [AURON]
    s.pass_both()
    assert s.card(auron)["counters"] == {"+1/+1": 1} and _triggers(s) == [AURON]  # the target was the only one
    s.pass_both()
    assert coeurl not in s.zone(BATTLEFIELD) and s.defs(EXILE) == [COEURL] and behemoth in s.zone(BATTLEFIELD)
    leave_battlefield(s.ctx(), [auron], "graveyard", "test")
    assert s.cards(BATTLEFIELD, COEURL)


def test_rikku_triggers_once_for_a_creature_given_counters_of_two_kinds_by_one_proliferation():
    """"One or more counters": one event for the creature (CR 603.2c)."""
    s = MtgScenario()
    lulu = s.permanent(LULU)
    s.permanent(RIKKU)
    ours = s.permanent(COEURL, counters={"+1/+1": 1, "shield": 1})
    s.lands(4, ISLAND)
    s.pass_to("main1")
    s.activate(lulu, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[ours])
    assert _triggers(s) == [RIKKU]


SIN = "fic-299"


def test_sin_removes_the_counters_chosen_as_it_enters_and_enters_with_twice_as_many():
    """CR 614.1c, 614.12a: its controller chooses any number of artifacts, creatures and
    enchantments, an opponent's too, before anyone gets priority."""
    s = MtgScenario()
    s.lands(6, FOREST)
    s.lands(1, ISLAND)
    ours, theirs = s.permanent(COEURL, counters={"+1/+1": 2}), s.permanent(COEURL, "p2", counters={"shield": 1})
    kept = s.permanent(COEURL, "p2", counters={"stun": 1})
    sin = s.hand(SIN)
    s.pass_to("main1")
    s.cast(sin)
    s.pass_both()
    ask = s.expect("p1", "choose_cards", answer=[ours, theirs])
    assert {o["id"] for o in ask["options"]} == {ours, theirs, kept}
    (sin,) = s.cards(BATTLEFIELD, SIN)
    assert s.card(sin)["counters"] == {"+1/+1": 6} and s.card(kept)["counters"] == {"stun": 1}
    assert not any(s.card(c).get("counters", {}).values() for c in (ours, theirs))


def test_sin_dying_puts_its_counters_of_every_kind_on_your_creature_and_shuffles_itself_into_your_library():
    s = MtgScenario()
    s.lands(4, SWAMP)
    sin = s.permanent(SIN, counters={"+1/+1": 2, "stun": 1})
    coeurl = s.permanent(COEURL)
    intervention = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(intervention, [sin])
    s.pass_both()
    assert [o["data"]["definition"] for o in s.state["stack"]] == [SIN]  # a card gone (CR 400.7); its only target
    s.pass_both()
    assert s.card(coeurl)["counters"] == {"+1/+1": 2, "stun": 1}
    assert not s.cards(graveyard("p1"), SIN) and s.cards(library("p1"), SIN)
