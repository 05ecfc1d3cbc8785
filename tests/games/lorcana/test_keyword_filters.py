"""Keyword filters ("具<X>的角色") of steps and triggers read the keywords a card has now: static
abilities that give a keyword ("获得<护卫>") or take it away ("失去<灵活>", 1.2.2) count (filters.py)."""

from pydantic import BaseModel

from engine.games.lorcana import abilities as a
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.filters import matches
from engine.games.lorcana.stats import has_flag
from tests.games.lorcana.position import LorcanaScenario

EVASIVE = a.Filter(type="character", keyword="evasive")
BODYGUARD = a.Filter(type="character", keyword="bodyguard")


def test_a_static_that_takes_a_keyword_away_hides_it_from_a_keyword_filter():
    """虎克船长——剑术高手 (iti-105): \\面对面打\\ 名称为彼得·潘的角色失去<灵活>且不能获得<灵活>。"""
    s = LorcanaScenario()
    peter = s.in_play("iti-120", "p2")  # Peter Pan – Pirate's Bane: printed Evasive
    assert matches(s.state, peter, EVASIVE, "p1", None)
    s.in_play("iti-105")
    assert not matches(s.state, peter, EVASIVE, "p1", None)


def test_a_static_that_gives_a_keyword_shows_it_to_a_keyword_filter():
    """亚力克王子——乌苏拉的新郎 (urr-022): \\身中瓦妮莎的魔咒\\ 如果你在场上有名称为乌苏拉的角色，这个角色获得<护卫>。"""
    s = LorcanaScenario()
    eric = s.in_play("urr-022")
    assert not matches(s.state, eric, BODYGUARD, "p1", None)
    s.in_play("iti-059")  # Ursula – Sea Witch
    assert matches(s.state, eric, BODYGUARD, "p1", None)


def test_playing_a_character_a_static_makes_a_bodyguard_sets_off_a_bodyguard_trigger():
    """高飞——剑客团剑士 (urr-012): \\拔剑！\\ 每当你打出一个具<护卫>的角色时，令这个角色就绪。他本回合不能再探奇。
    Prince Eric – Ursula's Groom (urr-022) has Bodyguard while you have an Ursula (no "may enter
    exerted" then: the static gives it only once he is in play)."""
    s = LorcanaScenario()
    s.ink(card_db()["urr-022"].cost)
    goofy = s.in_play("urr-012", exerted=True)
    s.in_play("iti-059")  # Ursula – Sea Witch
    eric = s.hand("urr-022")
    s.hand("tfc-012")
    s.main(answer=f"play:{eric}")
    assert not s.card(goofy)["exerted"] and has_flag(s.state, goofy, "cannot_quest")


def _filters(model: BaseModel) -> list[a.Filter]:
    found = [model] if isinstance(model, a.Filter) else []
    for value in model.__dict__.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, BaseModel):
                found += _filters(item)
    return found


def test_no_static_ability_counts_or_checks_a_keyword_except_in_its_own_to_filter():
    """A static's `to` keyword filter reads one layer of statics (statics.py); a keyword filter in
    its condition or count would read every static, this one too, and loop (filters.py)."""
    statics = [(card.id, ability) for card in card_db().values() for ability in card.abilities if ability.static]
    assert statics
    for card_id, ability in statics:
        to = ability.static.to
        others = [f for f in _filters(ability) if f is not to and (to is None or f is not to.without_keyword)]
        assert all(f.keyword is None for f in others), f"{card_id} {ability.name}"
