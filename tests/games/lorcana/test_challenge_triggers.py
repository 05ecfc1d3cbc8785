"""Guard: every "whenever … challenges" trigger treats a challenged location as its printed text says.

A character may challenge a location, and that is a challenge (4.3.6.2, 4.3.6.18-4.3.6.19). Every
printed challenging trigger reads "挑战另一个角色" or "挑战一个…角色", so none may fire when the
challenged card is a location (bag.py). A card whose text says only "发起挑战时" would fire on
both and needs its own trigger kind: the text check below then fails and says so.
"""

import re

import pytest

from engine.games.lorcana import abilities as a
from engine.games.lorcana.cards import card_db

from .catalog import catalog_entry, require_catalog
from .position import LorcanaScenario

CHALLENGING = ("challenges", "your_challenges", "challenges_here")
MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, no text
HADES = "tfc-005"  # Hades – King of Olympus: 6/7, strong enough for any "在此处且 ¤ 等于或大于 N"
PLAIN_LOCATION = "iti-032"  # a location without abilities, where p1's challenger stands
BAYOU = "iti-204"  # the location p2's challenged card is


def challenge_triggers() -> list[tuple[str, str, a.Trigger]]:
    """(card, ability name, trigger) for every triggered ability on challenging, floating ones too."""
    found = []

    def walk(card_id: str, name: str, steps: list) -> None:
        for step in steps:
            if isinstance(step, a.Floating) and step.trigger.event in CHALLENGING:
                found.append((card_id, name, step.trigger))
            walk(card_id, name, getattr(step, "effects", None) or [])

    for card in card_db().values():
        for ability in card.abilities:
            if ability.trigger is not None and ability.trigger.event in CHALLENGING:
                found.append((card.id, ability.name, ability.trigger))
            walk(card.id, ability.name, ability.effects)
    return sorted(found, key=lambda row: (row[0], row[1]))


TRIGGERS = challenge_triggers()


def test_the_challenging_triggers_are_found():
    assert {"urr-107", "rotf-126", "urr-135", "urr-132"} <= {card_id for card_id, _, _ in TRIGGERS}


@pytest.mark.parametrize(("card_id", "name", "trigger"), TRIGGERS, ids=[f"{c}-{n}" for c, n, _ in TRIGGERS])
def test_the_printed_trigger_names_a_character_as_the_challenged(card_id, name, trigger):
    require_catalog()
    printed = catalog_entry(card_id)[0]["rules_text"]
    (ability,) = [part for part in printed.split("%") if f"\\{name}\\" in part]
    assert re.search(r"挑战(另一个|一个[^，。]*)角色时", ability), f"{card_id} {name}: {ability}"


def _position(card_id: str, trigger: a.Trigger, target: str) -> tuple[LorcanaScenario, str, str]:
    """(scenario, source, challenger): the card in p1's play and p1's character ready to set it
    off, at a location of p1's (for "只要这个角色在地点内" and "在此处"); p2's only challengeable card
    is `target`, damaged (for "挑战一个受伤的角色")."""
    s = LorcanaScenario()
    s.hand(MICKEY)
    if trigger.event == "challenges_here":
        source = s.in_play(card_id)
        challenger = s.in_play(HADES, at=source)
    else:
        where = s.in_play(PLAIN_LOCATION)
        source = s.in_play(card_id, at=where if card_db()[card_id].type == "character" else None)
        challenger = source if trigger.event == "challenges" else s.in_play(MICKEY, at=where)
    if target == BAYOU:
        s.in_play(BAYOU, "p2")
    else:
        s.in_play(target, "p2", exerted=True, damage=1)
    return s, source, challenger


def _matching_target(trigger: a.Trigger) -> str:
    """A plain p2 character the trigger's filter accepts (it filters the challenged card)."""
    if trigger.event != "challenges" or trigger.filter is None or not trigger.filter.classification:
        return MICKEY
    return next(c.id for c in card_db().values() if c.type == "character" and not c.keywords
                and trigger.filter.classification in c.classifications)  # fmt: skip


def _fired(s: LorcanaScenario, source: str) -> bool:
    return any(e["type"] == "trigger_added" and e["source"] == source for e in s.last_events)


ON_BOARD = [row for row in TRIGGERS if row[0] != "urr-132"]  # urr-132's floating trigger: activated first


@pytest.mark.parametrize(("card_id", "name", "trigger"), ON_BOARD, ids=[f"{c}-{n}" for c, n, _ in ON_BOARD])
def test_challenging_a_location_does_not_set_it_off_but_a_character_does(card_id, name, trigger):
    for target, fires in ((BAYOU, False), (_matching_target(trigger), True)):
        s, source, challenger = _position(card_id, trigger, target)
        s.main(answer=f"challenge:{challenger}")  # the one challengeable card is chosen at once
        assert _fired(s, source) == fires, f"{card_id} {name}, challenging {target}"
