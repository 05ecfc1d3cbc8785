"""Generated Chinese card text against the printed text of the official catalog.

A low similarity usually means an ability was encoded wrongly. Every implemented card must reach
0.6 or be listed in KNOWN_LOW with the reason its wording differs.
"""

import re

import pytest
from rapidfuzz import fuzz

from engine.games.lorcana import abilities as a
from engine.games.lorcana.card_text import ability_text, card_text
from engine.games.lorcana.cards import card_db

from .catalog import catalog_entry, require_catalog

THRESHOLD = 0.6
KNOWN_LOW: dict[str, str] = {}


def normalise(text: str) -> str:
    text = re.sub(r"（[^）]*）", "", text)  # reminder text is not rules text (1.1.6)
    text = re.sub(r"\\([^\\]+)\\", r"\1", text)
    text = re.sub(r"[<>【】%\s]", "", text)
    for code, symbol in {"{E}": "⟳", "{I}": "⬡", "{S}": "¤", "{L}": "◊"}.items():
        text = text.replace(code, symbol)
    return text


def similarity(card_id: str) -> float:
    printed = catalog_entry(card_id)[0]["rules_text"] or ""
    return fuzz.ratio(normalise(card_text(card_db()[card_id])), normalise(printed)) / 100


ENCODED = sorted(c.id for c in card_db().values()
                 if c.implemented and (c.abilities or c.effects or c.keywords))


@pytest.mark.parametrize("card_id", ENCODED)
def test_generated_text_is_close_to_the_printed_text(card_id):
    require_catalog()
    score = similarity(card_id)
    if card_id in KNOWN_LOW:
        return
    assert score >= THRESHOLD, f"{card_id}: {score:.2f}\n generated: {card_text(card_db()[card_id])}"


def test_similarity_report(capsys):
    """Prints the similarity of every encoded card (run with -s to read it)."""
    require_catalog()
    scores = {card_id: similarity(card_id) for card_id in ENCODED}
    with capsys.disabled():
        low = sorted(scores.items(), key=lambda pair: pair[1])[:10]
        print("\nlowest generated-vs-printed similarity:", ", ".join(f"{c} {s:.2f}" for c, s in low))
    assert scores


def test_a_card_names_itself_by_its_type_in_its_own_triggers_and_costs():
    """An item's own "played" trigger reads "当你打出这个物品时", not "这个角色"; a location's move
    reduction is "移至此处" while an item's is "移至地点"; a location banishing itself is "这个地点"."""
    assert "当你打出这个物品时" in card_text(card_db()["rotf-169"])
    banish_self = a.Ability(kind="activated", cost=a.Cost(banish_self=True), effects=[a.Draw(step="draw")])
    assert ability_text(banish_self, "这个地点").startswith("驱逐这个地点～")
    cheaper = a.Ability(kind="static", static=a.Static(to=a.Filter(type="character", owner="you"), move_cost_reduction=1))
    assert ability_text(cheaper, "这个地点").endswith("移至此处。") and ability_text(cheaper, "这个物品").endswith("移至地点。")
