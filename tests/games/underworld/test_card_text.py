"""The text a card file generates (card_text.py) against the card's printed text in the community
database: close enough to read as the card, and never dropping the choice an optional trigger
prints."""

import difflib
import re

from engine.games.underworld.card_text import card_text
from engine.games.underworld.cards import card_db

# The lowest likeness a generated text may have: the vocabulary words some rules its own way
# ("本卡牌" for the card's name, digits for counts), never a different ability
MIN_LIKENESS = 0.4
# Printed choices worded otherwise: "你可以令…若死亡的是吸血鬼角色，则改为可以令…" (JC031) reads
# as one trigger whose steps depend on the dying character
MAY_WORDED_OTHERWISE = {"JC031"}


def _printed(database: dict, card_id: str) -> str:
    """The printed text without its reminder text in parentheses."""
    return re.sub(r"（[^）]*）", "", database[card_id]["text"])


def test_generated_texts_read_like_the_printed_ones(database):
    unlike = []
    for printed in card_db().values():
        if printed.implemented:
            likeness = difflib.SequenceMatcher(None, _printed(database, printed.id), card_text(printed)).ratio()
            if likeness < MIN_LIKENESS:
                unlike.append(f"{printed.id}: {likeness:.2f}")
    assert unlike == []


def test_generated_texts_keep_every_printed_choice(database):
    """"触发：每当你抓牌时，你可以…" (JC080): a trigger not marked 强制 is a choice (G:触发能力 p2),
    and its text says so where the card does (`says_may`)."""
    dropped = [printed.id for printed in card_db().values()
               if printed.implemented and printed.id not in MAY_WORDED_OTHERWISE
               and card_text(printed).count("你可以") < _printed(database, printed.id).count("你可以")]  # fmt: skip
    assert dropped == []
