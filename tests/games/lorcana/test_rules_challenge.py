"""Rules scenarios of the challenge (4.3.6) and the keywords that restrict or change it:
Bodyguard (10.2), Challenger (10.3), Evasive (10.4), Ward (10.12.2).

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt). Set 1 has no Resist and no
locations, so the Resist and location-challenge scenarios (27, 40, 41) are not here.
"""

from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def current(s: LorcanaScenario, card: str) -> dict:
    return s.view(None)["current"][card]


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def test_scenario_22_basic_challenge():
    """22. A ready, dry Mickey Mouse – True Friend (3/3) challenges an exerted Stitch – New Dog
    (2/2): Mickey is exerted (4.3.6.8), both deal damage equal to their strength
    (4.3.6.12-4.3.6.15), the check banishes Stitch (1.9.1.3), the challenge ends (4.3.6.17)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    stitch = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")  # the only legal target is chosen without asking
    assert s.card(mickey)["exerted"] is True and s.damage(mickey) == 2
    assert stitch not in s.state["cards"] and s.cards("p2.discard", "tfc-022")
    events = [e for e in s.last_events if e["type"] in
              ("challenge_declared", "damage_dealt", "card_banished", "challenge_ended")]  # fmt: skip
    assert types(events) == [
        "challenge_declared",
        "damage_dealt",
        "damage_dealt",
        "card_banished",
        "challenge_ended",
    ]
    assert {(e["card"], e["amount"]) for e in events[1:3]} == {(stitch, 3), (mickey, 2)}
    assert events[3]["role"] == "challenged"
    s.expect("p1", "choose_action", options=["end"])  # back in the main phase


def test_scenario_23_only_exerted_characters_can_be_challenged():
    """23. The challenged character must be an exerted opposing character (4.3.6.6): ready ones
    are never offered, and with only ready ones there is no challenge at all."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    ready = s.in_play("tfc-089", "p2")
    s.expect("p1", "choose_action", options=[f"quest:{mickey}", "end"])
    s.expect_error("answer.unknown_option", "p1", [f"challenge:{mickey}"])
    first = s.in_play("tfc-022", "p2", exerted=True)
    second = s.in_play("tfc-013", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", options=[first, second])
    s.expect_error("answer.unknown_option", "p1", [ready])


def test_scenario_24_challenged_and_banished_trigger_resolves_inside_the_challenge():
    """24 (Cheshire Cat half). Sven (5/7) challenges an exerted Cheshire Cat – Not All There
    (0/3, "when this character is challenged and banished, banish the challenging character"):
    the check banishes the Cat, p2's trigger resolves before the challenge ends and banishes Sven,
    who is still in the challenge (4.3.6.16-4.3.6.17, example 2)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    sven = s.in_play("tfc-055")
    cat = s.in_play("tfc-071", "p2", exerted=True)
    s.main(answer=f"challenge:{sven}")
    assert cat not in s.state["cards"] and sven not in s.state["cards"]
    assert s.cards("p1.discard", "tfc-055") and s.cards("p2.discard", "tfc-071")
    events = [e for e in s.last_events if e["type"] in ("card_banished", "trigger_added", "challenge_ended")]
    assert types(events) == ["card_banished", "trigger_added", "card_banished", "challenge_ended"]
    assert (events[0]["definition"], events[0]["role"]) == ("tfc-071", "challenged")
    assert events[1]["controller"] == "p2"
    assert (events[2]["definition"], events[2]["role"]) == (
        "tfc-055",
        "challenger",
    )  # banished in the challenge
    damaged = {e["card"] for e in s.events_of("damage_dealt", s.last_events)}
    assert damaged == {cat}  # a strength-0 character deals no damage (6.2.9)


def test_scenario_28_negative_strength_deals_no_damage():
    """28. Minnie Mouse – Always Classy (1/3) gets -2 strength this turn from Control Your
    Temper! (so -1) and challenges Stitch – New Dog (2/2): she deals 0 and takes 2
    (4.3.6.13, 7.8.2)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    minnie = s.in_play("tfc-116")
    stitch = s.in_play("tfc-022", "p2", exerted=True)
    temper = s.hand("tfc-026")
    s.main(answer=f"play:{temper}")
    s.expect("p1", "choose_targets", options=[minnie, stitch], answer=[minnie])
    assert current(s, minnie)["strength"] == -1  # the real value is kept (7.8.1.1)
    s.main(answer=f"challenge:{minnie}")
    assert s.damage(stitch) == 0 and s.damage(minnie) == 2
    assert [e["card"] for e in s.events_of("damage_dealt", s.last_events)] == [minnie]


def test_scenario_29_challenger_applies_only_while_challenging_and_to_every_peter_pan():
    """29. Tinker Bell – Peter Pan's Ally gives your characters named Peter Pan Challenger +1:
    both versions get it (6.2.4 example 1). Peter Pan – Fearless Fighter (3/2) deals 4 when he
    challenges (10.3.1) but 3 when he is challenged (10.3.3); the challenged Dr. Facilier –
    Charlatan (0/4, Challenger +2) deals 0."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("tfc-058")  # Tinker Bell – Peter Pan's Ally
    fighter = s.in_play("tfc-119")
    landing = s.in_play("tfc-091")  # Peter Pan – Never Landing
    facilier = s.in_play("tfc-038", "p2", exerted=True)
    sven = s.in_play("tfc-055", "p2")
    assert current(s, fighter)["keywords"].get("challenger") == 1
    assert current(s, landing)["keywords"].get("challenger") == 1
    assert current(s, fighter)["strength"] == 3  # not while not challenging
    s.main(answer=f"challenge:{fighter}")
    assert facilier not in s.state["cards"]  # 4 damage on willpower 4
    assert s.damage(fighter) == 0
    assert [(e["card"], e["amount"]) for e in s.events_of("damage_dealt", s.last_events)] == [(facilier, 4)]
    assert current(s, fighter)["strength"] == 3  # the challenge is over
    s.main(answer="end")
    ask = s.main("p2")
    assert f"challenge:{sven}" in option_ids(ask)
    s.main("p2", answer=f"challenge:{sven}")  # the exerted Peter is the only legal target
    assert s.damage(sven) == 3  # no Challenger bonus when challenged
    assert fighter not in s.state["cards"]


def test_scenario_31_bodyguard_must_be_chosen_when_it_could_be():
    """31. With exerted Bodyguard characters (Simba – Protective Cub, Hercules – True Hero)
    and an exerted non-Bodyguard, a challenger must choose a Bodyguard (10.2.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    simba = s.in_play("tfc-020", "p2", exerted=True)
    hercules = s.in_play("tfc-181", "p2", exerted=True)
    other = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", options=[simba, hercules])
    s.expect_error("answer.unknown_option", "p1", [other])
    s.expect("p1", "choose_targets", answer=[hercules])
    assert hercules not in s.state["cards"] and s.damage(other) == 0


def test_scenario_31_a_ready_bodyguard_does_not_protect():
    """31. A ready Bodyguard can't be chosen, so it does not restrict the choice (10.2.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    s.in_play("tfc-020", "p2")  # ready Simba
    first = s.in_play("tfc-089", "p2", exerted=True)
    second = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", options=[first, second])


def test_scenario_32_an_evasive_bodyguard_does_not_bind_a_challenger_that_cannot_choose_it():
    """32. Tinker Bell – Most Helpful gives p2's exerted Simba (Bodyguard) Evasive this turn.
    p1's non-Evasive Mickey can't choose Simba (10.4.1), so Bodyguard doesn't bind him: he may
    challenge either other exerted character (10.2.3 "could choose"). An Evasive challenger
    could choose Simba, so it must (10.2.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(4)
    tinker = s.hand("tfc-093")
    mickey = s.in_play("tfc-012")
    peter = s.in_play("tfc-091")  # Peter Pan – Never Landing, Evasive
    simba = s.in_play("tfc-020", "p2", exerted=True)
    first = s.in_play("tfc-089", "p2", exerted=True)
    second = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"play:{tinker}")
    (played,) = s.cards("p1.play", "tfc-093")
    s.expect("p1", "choose_targets", options=[mickey, peter, played, simba, first, second], answer=[simba])
    assert "evasive" in current(s, simba)["keywords"]
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", options=[first, second], answer=[first])
    s.main(answer=f"challenge:{peter}")  # the Evasive challenger: Simba is the only legal choice
    assert simba not in s.state["cards"]  # 3 damage on willpower 3
    assert s.damage(first) == 3 and s.damage(second) == 0


def test_scenario_34_evasive_can_only_be_challenged_by_evasive():
    """34. An exerted Peter Pan – Never Landing (Evasive) can't be chosen by a non-Evasive
    challenger; an Evasive challenger (Goofy – Daredevil) can choose it (10.4.1)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    goofy = s.in_play("tfc-111")
    peter = s.in_play("tfc-091", "p2", exerted=True)
    first = s.in_play("tfc-089", "p2", exerted=True)
    second = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", options=[first, second])
    s.expect_error("answer.unknown_option", "p1", [peter])
    s.expect("p1", "choose_targets", answer=[second])
    s.main(answer=f"challenge:{goofy}")
    s.expect("p1", "choose_targets", options=[peter, first], answer=[peter])
    assert peter not in s.state["cards"] and s.damage(goofy) == 3


def test_scenario_39_mutually_lethal_challenge_banishes_both_in_one_check():
    """39. Gaston – Arrogant Hunter (4/2) challenges an exerted Stitch – New Dog (2/2): the
    damage is dealt simultaneously (4.3.6.12) and one check banishes both together (1.9.5)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    gaston = s.in_play("tfc-110")
    stitch = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{gaston}")
    events = [e for e in s.last_events if e["type"] in ("damage_dealt", "card_banished", "challenge_ended")]
    assert types(events) == [
        "damage_dealt",
        "damage_dealt",
        "card_banished",
        "card_banished",
        "challenge_ended",
    ]
    assert {e["was"] for e in events[2:4]} == {gaston, stitch}
    assert s.cards("p1.discard", "tfc-110") and s.cards("p2.discard", "tfc-022")


def test_scenario_39_a_ward_character_can_be_challenged_and_its_trigger_finds_the_challenger_gone():
    """39/10.12.2. Kuzco – Temperamental Emperor has Ward, which doesn't stop challenges. Gaston
    (4/2) and Kuzco (2/4) banish each other at once; Kuzco's "you may banish the challenging
    character" then resolves for p2 and finds nothing to banish (7.1.9.1): not asked (7.1.3), it
    has no effect."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    gaston = s.in_play("tfc-110")
    kuzco = s.in_play("tfc-084", "p2", exerted=True)
    s.expect("p1", "choose_action", options=[f"challenge:{gaston}"], answer=[f"challenge:{gaston}"])
    assert gaston not in s.state["cards"] and kuzco not in s.state["cards"]
    assert [e["definition"] for e in s.events_of("no_effect")] == ["tfc-084"]
    assert sorted(e["definition"] for e in s.events_of("card_banished")) == ["tfc-084", "tfc-110"]  # the challenge's only
    assert types([e for e in s.last_events if e["type"] == "challenge_ended"]) == ["challenge_ended"]
    s.expect("p1", "choose_action", options=["end"])
