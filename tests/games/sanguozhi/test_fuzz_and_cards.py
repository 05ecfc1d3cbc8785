"""Random games keep the engine contract (snapshots, replay, views and events hide face-down
Generals and set Stratagems), every alternative option plays, and the card files are valid."""

import pytest

from engine.core.registry import get_game
from engine.fuzz import fuzz
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.options import OPTIONS

ALTERNATIVES = [(name, value) for name, spec in OPTIONS.items() for value in spec.get("choices", ())
                if value != spec["default"]]  # fmt: skip


def test_random_games_keep_the_contract():
    report = fuzz("sanguozhi", games=6, seed=3, decks="both")
    assert report.failures == [], report.failures[0].error if report.failures else ""


@pytest.mark.parametrize(("name", "value"), ALTERNATIVES)
def test_random_games_keep_the_contract_with_every_alternative_option(name, value):
    report = fuzz("sanguozhi", games=3, seed=7, options={name: value})
    assert report.failures == [], report.failures[0].error if report.failures else ""


def test_practice_cards_are_labelled_and_the_built_in_files_are_valid():
    """DESIGN.md: practice cards say so wherever their name shows; 40+ cards load without problems."""
    game = get_game("sanguozhi")
    assert game.check_card_files() == []
    names = [record["name"] for record in game.lookup_records([])]
    assert len(names) == len(card_db()) and all(name.startswith("练习卡·") for name in names)
