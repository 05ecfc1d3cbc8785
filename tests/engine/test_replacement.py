"""Replacement effects (core.replace): shieldbearer is mandatory, warden is optional."""

from tests.engine.fixture import FixtureGame
from tests.engine.positions import turn_one


class OneReplacementGame(FixtureGame):
    """The fixture with Lorcana's rule that only one replacement applies to an event (7.7.5)."""

    id = "fixture_one_replacement"
    one_replacement_per_event = True


def attack_for_four(game: str = "fixture", shield: bool = True, warden: bool = True):
    """p1 attacks p2 with an ogre boosted by a banner (4 damage); p2 has the named defenders."""
    s = turn_one(game=game)
    ogre = s.put("ogre", "p1.play", since_turn=0)
    s.put("banner", "p1.play", since_turn=1)
    defenders = {}
    if shield:
        defenders["shield"] = f"shield:{s.put('shieldbearer', 'p2.play')}"
    if warden:
        defenders["warden"] = f"warden:{s.put('warden', 'p2.play')}"
    s.expect("p1", "choose_action", options=[f"attack:{ogre}", "pass"], answer=[f"attack:{ogre}"])
    return s, defenders


def applied(s) -> list[str]:
    return [e["replacement"] for e in s.events_of("replacement_applied")]


def test_a_lone_mandatory_replacement_applies_without_asking():
    """Shieldbearer alone: no request, the 4 damage becomes 3."""
    s, defenders = attack_for_four(warden=False)
    assert applied(s) == [defenders["shield"]]
    assert s.player("p2")["life"] == 7
    # The next request is the one right after the attack's: no choose_option was created between.
    assert int(s.request["id"][1:]) == int(s.answers[-1]["request"][1:]) + 1
    assert s.request["kind"] == "choose_action"


def test_two_replacements_ask_the_damaged_player_and_both_apply():
    """Shieldbearer + warden: p2 (not the active player) chooses; warden first (-2) then the
    shield applies by itself (-1): 4 damage becomes 1."""
    s, defenders = attack_for_four()
    s.expect("p2", "choose_option", options=[defenders["shield"], defenders["warden"]], answer=[defenders["warden"]])
    assert applied(s) == [defenders["warden"], defenders["shield"]]
    assert s.player("p2")["life"] == 9


def test_shield_first_then_the_optional_warden_is_offered_with_a_decline():
    """Shield first (-1); the warden alone is optional, so p2 is asked again with 'no' available."""
    for answer, life in (("warden", 9), ("none", 7)):
        s, defenders = attack_for_four()
        s.expect("p2", "choose_option", answer=[defenders["shield"]])
        s.expect("p2", "choose_option", options=[defenders["warden"], "none"], answer=[defenders.get(answer, answer)])
        assert applied(s) == [defenders["shield"]] + ([defenders["warden"]] if answer == "warden" else [])
        assert s.player("p2")["life"] == life


def test_a_lone_optional_replacement_can_be_declined():
    """Warden alone: p2 may decline ('否') and takes the bolt's full 2, or accept and take nothing."""
    for answer, life in (("否", 8), ("守卫：防止至多 2 点伤害", 10)):
        s = turn_one()
        warden = s.put("warden", "p2.play")
        bolt = s.put("bolt", "p1.hand")
        s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
        s.expect("p1", "choose_targets", answer=["p2"])
        s.expect("p2", "choose_option", options=[f"warden:{warden}", "none"], answer=[answer])
        assert s.player("p2")["life"] == life
        assert bool(s.events_of("life_changed")) == (life < 10)


def test_damage_to_a_creature_is_not_replaced():
    """The fixture's replacements only protect players: bolting a creature asks nothing."""
    s = turn_one()
    s.put("shieldbearer", "p2.play")
    warden = s.put("warden", "p2.play")
    bolt = s.put("bolt", "p1.hand")
    s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=[warden])
    assert applied(s) == []
    assert s.card(warden).get("counters") == {"damage": 2}


def test_one_replacement_per_event_applies_only_the_chosen_one(registered):
    """With one_replacement_per_event, choosing the warden means the shield does not also apply."""
    registered(OneReplacementGame())
    s, defenders = attack_for_four(game=OneReplacementGame.id)
    s.expect("p2", "choose_option", options=[defenders["shield"], defenders["warden"]], answer=[defenders["warden"]])
    assert applied(s) == [defenders["warden"]]
    assert s.player("p2")["life"] == 8
