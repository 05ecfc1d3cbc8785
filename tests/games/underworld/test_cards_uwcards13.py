"""Scenarios for 花园地精像 (JC027), the last playable card of issue 21: an attachment on a region
that becomes a 地精 character as well until the end of the turn ("它仍然是附属"). Printed texts are
in the community database."""

from collections import Counter

from engine.games.underworld.stats import defence, icons, is_attachment, is_character, subtypes
from engine.games.underworld.zones import zone
from tests.games.underworld.test_cards_added import defs, gone, resolve, start
from tests.games.underworld.test_cards_uwcards12 import _contests

GNOME = "JC027"
GREEN = "JC003"  # a green card: assets for green loyalty
PURPLE = "XQ40"  # a purple card: assets for 妖火's loyalty


def _gnome(s, player: str = "p1", slot: int = 2) -> str:
    return s.put(GNOME, f"area{slot}", owner=player, attached_to=f"slot{slot}")


def _awake(s, gnome: str) -> None:
    """p1 pays 2 for its 快速行动 and lets it resolve."""
    s.assets(2, GREEN)
    s.act("p1", f"activate:{gnome}:0")
    resolve(s)


def test_jc027_is_played_on_a_target_region():
    s = start()
    card = s.hand(GNOME)
    s.assets(2, GREEN)
    s.act("p1", f"play:{card}")
    resolve(s, "slot3")
    [gnome] = [c for c in s.area(3) if s.card(c)["def"] == GNOME]
    assert s.card(gnome)["attached_to"] == "slot3" and is_attachment(s.state, gnome)
    assert not is_character(s.state, gnome)  # an attachment only until its ability resolves


def test_jc027_fast_action_makes_it_a_gnome_character_that_stays_an_attachment():
    """"快速行动2：花园地精像成为一个地精角色，且具有［白眼］［黑刀］［黑星］和 1防御力 直到回合结束。（它仍然是附属）"."""
    s = start()
    gnome = _gnome(s)
    _awake(s, gnome)
    assert all(s.card(a).get("exhausted") for a in s.zone(zone("p1", "assets")))  # 2 paid
    assert is_character(s.state, gnome) and is_attachment(s.state, gnome)
    assert s.card(gnome)["attached_to"] == "slot2"
    assert "地精" in subtypes(s.state, gnome) and "雕像" in subtypes(s.state, gnome)
    black, white = icons(s.state, gnome)
    assert (dict(black), dict(white)) == ({"battle": 1, "influence": 1}, {"investigation": 1})
    assert defence(s.state, gnome) == 1


def test_jc027_as_a_character_it_can_be_targeted_as_one_and_dies_of_one_damage():
    """A character with damage equal to its defence is destroyed (G:伤害和战斗伤害 p8), and a character
    put into a graveyard from play dies (G:死亡 p8)."""
    s = start()
    gnome = _gnome(s)
    _awake(s, gnome)
    fire = s.hand("JC102", "p2")
    s.assets(2, PURPLE, "p2")
    s.pass_priority()  # p1 passes: p2 may play a fast affair
    assert f"play:{fire}" in s.options("p2")
    s.act("p2", f"play:{fire}")
    resolve(s, gnome)
    assert gone(s, gnome) and defs(s, "p1", "graveyard") == [GNOME]
    assert [e["definition"] for e in s.events_of("character_died")] == [GNOME]


def test_jc027_is_no_character_after_the_turn_ends():
    s = start()
    gnome = _gnome(s)
    _awake(s, gnome)
    s.drive(lambda s: s.state["turn"]["number"] == 2, lambda s, ask: None)
    assert not is_character(s.state, gnome) and is_attachment(s.state, gnome)
    assert "地精" not in subtypes(s.state, gnome) and defence(s.state, gnome) == 0
    assert icons(s.state, gnome) == (Counter(), Counter())


def test_jc027_as_a_character_its_icons_count_in_the_contests_of_its_region():
    s = start()
    gnome = _gnome(s)
    _awake(s, gnome)
    results = _contests(s)
    assert (results[2, "battle"]["player"], results[2, "battle"]["margin"]) == ("p1", 1)
    assert results[2, "investigation"]["player"] == "p1"  # its white eye: p1 holds the first-player token
