"""Generated Chinese card text against the printed text of the official catalog.

A low similarity usually means an ability was encoded wrongly. Every implemented card must reach
0.6 or be listed in KNOWN_LOW with the reason its wording differs.
"""

import re

import pytest
from rapidfuzz import fuzz

from engine.games.lorcana.card_text import card_text
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
