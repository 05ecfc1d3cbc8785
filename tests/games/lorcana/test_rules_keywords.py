"""Rules scenarios of keywords outside the challenge: Ward against effects (10.12), Support
(10.11), Bodyguard's exerted entry (10.2.2), Rush (10.7), Shift (10.8), singing (6.3.3) and
Singer N (10.9).

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt).
"""

from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def current(s: LorcanaScenario, card: str) -> dict:
    return s.view(None)["current"][card]


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def test_scenario_11_an_action_with_no_legal_choice_is_still_played():
    """11. p1 has no characters; p2's only character, Aladdin – Prince Ali, has Ward. Fire the
    Cannons! ("deal 2 damage to chosen character") can be played: the choice is made on
    resolution (1.2.4), Ward forbids it (10.12.1), so it does as much as it can: nothing
    (1.2.3), and goes to the discard (4.3.4.7)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    cannons = s.hand("tfc-197")
    aladdin = s.in_play("tfc-069", "p2")
    s.expect("p1", "choose_action", options=[f"play:{cannons}", "end"], answer=[f"play:{cannons}"])
    s.expect("p1", "choose_action", options=["end"])  # no target was asked for
    assert s.damage(aladdin) == 0 and s.events_of("damage_dealt", s.last_events) == []
    assert s.cards("p1.discard", "tfc-197")


def test_scenario_11_ward_stops_only_opponents_choosing():
    """11/10.12.1. Ward stops only opponents: p1 may choose their own Ward character (Donald
    Duck – Strutting His Stuff) but not p2's Aladdin – Prince Ali."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    cannons = s.hand("tfc-197")
    donald = s.in_play("tfc-144")
    mickey = s.in_play("tfc-012")
    aladdin = s.in_play("tfc-069", "p2")
    s.main(answer=f"play:{cannons}")
    s.expect("p1", "choose_targets", options=[donald, mickey])
    s.expect_error("answer.unknown_option", "p1", [aladdin])
    s.expect("p1", "choose_targets", answer=[donald])
    assert s.damage(donald) == 2 and s.damage(aladdin) == 0


def test_scenario_20_support_adds_strength_to_another_character_this_turn():
    """20. Merlin – Self-Appointed Mentor (3/4, Support) quests: his Support trigger may add his
    strength to another chosen character this turn (10.11.1). Merlin himself is not offered
    ("another", 7.1.5; scenario 62); the bonus ends at end of turn (4.4.1.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    merlin = s.in_play("tfc-153")
    stitch = s.in_play("tfc-022")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"quest:{merlin}")
    assert s.lore("p1") == 1  # lore first (4.3.5.8), then the trigger (4.3.5.9)
    ask = s.expect("p1", "choose_targets", options=[stitch, theirs])
    assert ask["min"] == 0  # "you may"
    s.expect("p1", "choose_targets", answer=[stitch])
    assert current(s, stitch)["strength"] == 5
    s.main(answer="end")
    assert current(s, stitch)["strength"] == 2


def test_scenario_20_support_may_be_declined():
    """20. Support is optional ("you may", 10.11.1, 7.1.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    heihei = s.in_play("tfc-007")  # HeiHei – Boat Snack, Support
    stitch = s.in_play("tfc-022")
    s.main(answer=f"quest:{heihei}")
    s.expect("p1", "choose_targets", options=[stitch], answer=[])
    assert current(s, stitch)["strength"] == 2
    assert s.events_of("effect_created", s.last_events) == []


def test_scenario_20_support_with_no_other_character_is_not_asked():
    """20. Support alone in play (10.11.1): there is no other character to add strength to, so the
    "may" (7.1.3) is not asked and the log says it had no effect."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    heihei = s.in_play("tfc-007")  # HeiHei – Boat Snack, Support
    s.main(answer=f"quest:{heihei}")
    s.main()
    assert [e["definition"] for e in s.events_of("no_effect")] == ["tfc-007"]
    assert s.events_of("effect_created") == []


def test_scenario_33_bodyguard_may_enter_play_exerted():
    """33. Bodyguard's first ability: when you play the character it may enter exerted instead of
    ready (10.2.2); declining leaves it ready (5.1.1)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(5)
    simba, hercules = s.hand("tfc-020"), s.hand("tfc-181")
    s.main(answer=f"play:{simba}")
    s.expect("p1", "yes_no", options=["yes", "no"], answer=["yes"])
    (played_simba,) = s.cards("p1.play", "tfc-020")
    assert s.card(played_simba)["exerted"] is True and s.card(played_simba)["dry"] is False
    s.main(answer=f"play:{hercules}")
    s.expect("p1", "yes_no", options=["yes", "no"], answer=["no"])
    (played_hercules,) = s.cards("p1.play", "tfc-181")
    assert s.card(played_hercules)["exerted"] is False


def test_scenario_37_rush_challenges_the_turn_it_is_played_but_cannot_quest_or_exert_to_pay():
    """37. Peter Pan – Fearless Fighter (Rush) may challenge the turn he is played (10.7.1), but
    he is still drying for questing and ⟳ costs such as singing (6.1.4)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    peter = s.hand("tfc-119")
    song = s.hand("tfc-065")  # Reflection, a 1-cost song
    target = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"play:{peter}")
    (played,) = s.cards("p1.play", "tfc-119")
    s.expect("p1", "choose_action", options=[f"ink:{song}", f"challenge:{played}", "end"])
    s.expect_error("answer.unknown_option", "p1", [f"quest:{played}"])
    s.expect_error("answer.unknown_option", "p1", [f"sing:{song}"])
    s.main(answer=f"challenge:{played}")
    assert target not in s.state["cards"] and played not in s.state["cards"]  # 3/2 against 2/2


def test_scenario_45_a_shifted_character_inherits_state_damage_and_effects():
    """45. Mickey Mouse – True Friend, dry, exerted, with 2 damage and "-2 strength this turn",
    is shifted onto by Mickey Mouse – Artful Rogue (Shift 5, same name other version, 10.8.1):
    it is exerted and dry (10.8.3), has the 2 damage and keeps the -2 (10.8.5)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(6)
    friend = s.in_play("tfc-012", exerted=True, damage=2)
    temper = s.hand("tfc-026")
    rogue = s.hand("tfc-088")
    s.main(answer=f"play:{temper}")  # the only character: Mickey gets -2 this turn
    assert current(s, friend)["strength"] == 1
    s.expect("p1", "choose_action", options=[f"shift:{rogue}", "end"], answer=[f"shift:{rogue}"])
    (shifted,) = s.cards("p1.play")
    assert s.card(shifted)["def"] == "tfc-088"
    assert s.card(shifted)["exerted"] is True and s.card(shifted)["dry"] is True
    assert s.damage(shifted) == 2 and current(s, shifted)["strength"] == 4  # 6 - 2
    assert [s.card(c)["def"] for c in s.zone(zone("p1", "beneath"))] == ["tfc-012"]
    assert s.view(None)["ready_ink"]["p1"] == 0  # 1 + the Shift cost 5, not the ink cost 7
    assert [e["method"] for e in s.events_of("card_played", s.last_events)] == ["shift"]
    s.expect("p1", "choose_action", options=["end"])  # exerted: no quest


def test_scenario_45_shifting_onto_a_ready_dry_character_can_quest_at_once():
    """45. Onto a ready, dry character the shifted one is ready and dry, so it can quest this
    turn (10.8.3); onto a drying one it is drying too."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(10)
    friend = s.in_play("tfc-012")
    pilot = s.in_play("tfc-089", dry=False)  # Mickey Mouse – Steamboat Pilot, played this turn
    first, second = s.hand("tfc-088"), s.hand("tfc-088")
    s.main(answer=f"shift:{first}")
    s.expect("p1", "choose_targets", options=[friend, pilot], answer=[friend])
    (on_friend,) = s.cards("p1.play", "tfc-088")
    assert f"quest:{on_friend}" in option_ids(s.main())
    s.main(answer=f"shift:{second}")
    s.expect("p1", "choose_targets", options=[on_friend, pilot], answer=[pilot])
    on_pilot = next(c for c in s.cards("p1.play", "tfc-088") if c != on_friend)
    assert s.card(on_pilot)["dry"] is False
    ask = s.main()
    assert f"quest:{on_pilot}" not in option_ids(ask)
    s.main(answer=f"quest:{on_friend}")
    assert s.lore("p1") == 2  # the Artful Rogue's lore


def test_scenario_46_a_shift_stack_leaves_play_together():
    """46. A 3-card stack (True Friend, Artful Rogue, Artful Rogue) is banished in a challenge:
    every card of it goes to the discard and it is no longer a stack (10.8.6)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(10)
    s.in_play("tfc-012")
    first, second = s.hand("tfc-088"), s.hand("tfc-088")
    maui = s.in_play("tfc-185", "p2", exerted=True)  # Maui – Demigod, 8/8
    s.main(answer=f"shift:{first}")
    (middle,) = s.cards("p1.play", "tfc-088")
    s.main(answer=f"shift:{second}")  # onto the Artful Rogue: same name (10.8.1)
    (top,) = s.cards("p1.play")
    assert len(s.zone(zone("p1", "beneath"))) == 2 and middle not in s.state["cards"]
    s.main(answer=f"challenge:{top}")
    assert s.damage(maui) == 6
    assert s.zone(zone("p1", "play")) == [] and s.zone(zone("p1", "beneath")) == []
    assert sorted(s.card(c)["def"] for c in s.zone(zone("p1", "discard"))) == [
        "tfc-012",
        "tfc-088",
        "tfc-088",
    ]
    assert all(s.card(c).get("beneath") is None for c in s.zone(zone("p1", "discard")))


def test_scenario_47_shift_needs_a_character_with_the_same_name():
    """47. Shift is only offered with a character of the same name in play, any version
    (10.8.1, 6.2.4): not with Minnie Mouse, yes with Mickey Mouse – Steamboat Pilot."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(5)
    rogue = s.hand("tfc-088")
    s.in_play("tfc-013")  # Minnie Mouse – Beloved Princess (米妮)
    s.expect("p1", "choose_action", options=["end"] + [f"quest:{c}" for c in s.cards("p1.play")])
    pilot = s.in_play("tfc-089")
    ask = s.main()
    assert f"shift:{rogue}" in option_ids(ask) and f"play:{rogue}" not in option_ids(ask)
    s.main(answer=f"shift:{rogue}")
    assert pilot not in s.state["cards"] and s.cards("p1.beneath", "tfc-089")


def test_scenario_48_singing_needs_a_ready_dry_character_with_enough_cost():
    """48. Hakuna Matata costs 4. A ready, dry character with ink cost 4 (Pumbaa) may sing it,
    so may one with Singer 5 (Ariel – Spectacular Singer, cost 3) and a Reckless one (Te Kā,
    10.5.5); a cost-3 character (Mickey – True Friend) can't, nor a drying one (6.1.4). Singing
    exerts the singer and plays the song for free (6.3.3.3, 4.3.4.10)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)  # not enough for the song's ink cost
    song = s.hand("tfc-027")
    pumbaa = s.in_play("tfc-017")
    s.in_play("tfc-012")
    ariel = s.in_play("tfc-002")
    teka = s.in_play("tfc-126")
    s.in_play("tfc-017", dry=False)  # another Pumbaa, drying
    ask = s.main()
    assert f"sing:{song}" in option_ids(ask) and f"play:{song}" not in option_ids(ask)
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_targets", options=[pumbaa, ariel, teka], answer=[teka])
    assert s.card(teka)["exerted"] is True
    assert [e["card"] for e in s.events_of("song_sung", s.last_events)] == [teka]
    assert s.view(None)["ready_ink"]["p1"] == 1  # free: no ink paid
    assert s.cards("p1.discard", "tfc-027")
    assert [e["method"] for e in s.events_of("card_played", s.last_events)] == ["sing"]


def test_scenario_48_singer_n_pays_as_n_but_keeps_its_ink_cost():
    """48. Sebastian – Court Composer (cost 2, Singer 4) sings the 4-cost Hakuna Matata
    (10.9.1); afterwards his ink cost is still 2 (10.9.3, 4.3.4.9), so Befuddle ("return chosen
    character or item with cost 2 or less") may choose him."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    song, befuddle = s.hand("tfc-027"), s.hand("tfc-062")
    sebastian = s.in_play("tfc-019")
    pumbaa = s.in_play("tfc-017")  # cost 4: may sing too, but is not a legal Befuddle choice
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_targets", options=[sebastian, pumbaa], answer=[sebastian])
    assert s.card(sebastian)["exerted"] is True
    s.main(answer=f"play:{befuddle}")
    assert sebastian not in s.state["cards"] and s.cards("p1.hand", "tfc-019")
