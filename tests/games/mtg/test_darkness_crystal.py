"""The Darkness Crystal: a replacement effect on an opponent's dying nontoken creature (CR 614.1a),
the cards it exiled linked to its activated ability (CR 607.2a), and CR 616.1: when another
"exile it instead" also applies (a finality counter, CR 122.1h), the creature's controller
chooses which one applies; the other then no longer applies (the event is no longer a death)."""

from engine.games.mtg.actions import can_activate
from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard
from tests.games.mtg.position import SWAMP, MtgScenario

CRYSTAL, COEURL, HERO = "fin-096", "fin-012", "token-hero"
ACTIVATE = 2


def test_an_opponents_dying_creature_is_exiled_and_you_gain_two_life():
    s = MtgScenario()
    s.permanent(CRYSTAL)
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.mark_damage(coeurl, 2)  # lethal damage: it would die (CR 704.5g)
    s.priority_player()
    assert s.defs(EXILE) == [COEURL] and not s.zone(graveyard("p2"))
    assert s.life("p1") == 22
    assert not s.events_of("replacement_chosen"), "one replacement: nothing to choose"


def test_tokens_and_your_own_creatures_die_as_usual():
    """Only a nontoken creature an opponent controls (the notes: a token goes to the graveyard)."""
    s = MtgScenario()
    s.permanent(CRYSTAL)
    mine = s.permanent(COEURL)
    token = s.permanent(HERO, "p2", token=True)
    s.pass_to("main1")
    s.mark_damage(mine, 2)
    s.mark_damage(token, 1)
    s.priority_player()
    assert s.defs(graveyard("p1")) == [COEURL]
    assert not s.zone(EXILE)
    assert s.life("p1") == 20


def test_the_crystal_returns_a_card_it_exiled_under_your_control():
    """{4}{B}{B}, {T}: target creature card exiled with The Darkness Crystal enters tapped under
    your control with two additional +1/+1 counters."""
    s = MtgScenario()
    s.lands(6, SWAMP)
    crystal = s.permanent(CRYSTAL)
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", crystal, ACTIVATE), "nothing exiled with it yet"
    s.mark_damage(coeurl, 2)
    s.priority_player()
    [exiled] = s.zone(EXILE)
    s.activate(crystal, ACTIVATE, [exiled])
    s.pass_both()
    [back] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(back)["controller"] == "p1" and s.card(back).get("tapped")
    assert power(s.state, back) == 4


def test_a_card_exiled_otherwise_is_not_exiled_with_the_crystal():
    """CR 607.2a: only the cards its own replacement exiled."""
    s = MtgScenario()
    s.lands(6, SWAMP)
    crystal = s.permanent(CRYSTAL)
    s.put(COEURL, EXILE, owner="p2")
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", crystal, ACTIVATE)


def _finality_and_crystal() -> tuple[MtgScenario, str]:
    s = MtgScenario()
    s.permanent(CRYSTAL)
    coeurl = s.permanent(COEURL, "p2", counters={"finality": 1})
    s.pass_to("main1")
    s.mark_damage(coeurl, 2)
    return s, coeurl


def test_the_creatures_controller_chooses_the_finality_counter():
    """CR 616.1: the affected object's controller (p2) chooses; the finality counter applies,
    the creature is exiled, and the Crystal no longer applies: no life, no link."""
    s, _ = _finality_and_crystal()
    ask = s.ask("p2")
    assert ask["key"].startswith("replacement:") and s.ask("p1")["waiting_for"] == ["p2"]
    assert s.defs(EXILE) == [COEURL], "exiled whichever applies"
    finality = next(o["id"] for o in ask["options"] if "终命" in o["label"])
    s.expect("p2", "choose_option", answer=[finality])
    s.priority_player()
    assert s.life("p1") == 20
    assert s.events_of("replacement_chosen")[-1]["effect"] == "finality"


def test_the_creatures_controller_may_choose_the_crystal():
    s, _ = _finality_and_crystal()
    crystal = next(o["id"] for o in s.ask("p2")["options"] if "终命" not in o["label"])
    s.expect("p2", "choose_option", answer=[crystal])
    s.priority_player()
    assert s.life("p1") == 22
