"""Every card file's facts equal the official catalog's (skipped when ../shared/data is absent)."""

import pytest

from engine.games.lorcana.cards import card_db

from .catalog import INKS, catalog_entry, require_catalog

CARD_IDS = sorted(card_db())


@pytest.mark.parametrize("card_id", CARD_IDS)
def test_card_facts_match_the_catalog(card_id):
    require_catalog()
    card = card_db()[card_id]
    zh, per_set = catalog_entry(card_id)
    printed = {
        "name": zh["name"].strip(),
        "subtitle": (zh["subtitle"] or "").strip() or None,
        "cost": zh["ink_cost"],
        "inkable": zh["ink_convertible"],
        "ink": INKS[zh["magic_ink_colors"][0]],
        "strength": zh["strength"],
        "willpower": zh["willpower"],
        "lore": zh["quest_value"],
        "name_en": per_set["languages"]["en"]["name"],
        "subtitle_en": per_set["languages"]["en"].get("title") or None,
        "rarity": per_set["rarity"],
        "song": "song" in (per_set.get("classifications") or []),
    }
    ours = {key: getattr(card, key) for key in printed}
    assert ours == printed
    if card.type == "character":
        assert card.classifications == zh["subtypes"]
