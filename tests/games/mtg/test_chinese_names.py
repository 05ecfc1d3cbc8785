"""Chinese names from the release notes for every card they name, shipped for the cards the
engine does not implement yet (an imported Scryfall card shows and is found by its Chinese name)."""

import json

import pytest

from engine.core.registry import get_game
from engine.games.mtg.chinese_names import NAMES_FILE, SEED_CARDS, chinese_name, derive
from engine.games.mtg.text import card_name


def test_the_shipped_names_are_the_release_notes_names():
    if not SEED_CARDS.exists():
        pytest.skip(f"the MTG digest's extraction is not at {SEED_CARDS} (../shared is absent)")
    cards = json.loads(SEED_CARDS.read_text(encoding="utf-8"))["cards"]
    assert NAMES_FILE.read_text(encoding="utf-8") == derive(cards), "run python -m engine.games.mtg.chinese_names"


def test_a_name_and_both_faces_of_a_two_faced_card():
    assert chinese_name("Phoenix Down") == "不死鸟之尾"
    assert chinese_name("Dion, Bahamut's Dominant // Bahamut, Warden of Light") == "巴哈姆特显化者狄翁 // 光之召唤兽巴哈姆特"
    assert chinese_name("Dion, Bahamut's Dominant // A Face The Notes Never Name") is None
    assert chinese_name("Sephiroth, Planet's Heir") is None  # not in the notes: no invented translation


def test_an_imported_scryfall_card_takes_its_chinese_name():
    entry = {"object": "card", "set": "fin", "collector_number": "25", "name": "Phoenix Down", "type_line": "Artifact",
             "mana_cost": "{W}", "cmc": 1, "colors": ["W"], "oracle_text": "…"}  # fmt: skip
    [record] = get_game("mtg").read_catalog([entry])
    assert (record["name"], record["name_en"]) == ("不死鸟之尾", "Phoenix Down")


PACK_CARD = """\
id = "fin-999"
name = "Test Bear"
name_zh = "测试熊"
mana_cost = "{1}{G}"
types = ["creature"]
subtypes = ["Bear"]
power = 2
toughness = 2
rarity = "common"
"""


def test_a_name_read_before_a_pack_loads_is_read_again_after(tmp_path):
    """Card names are remembered per definition (every view names every permanent); loading a pack
    forgets them: an id asked for before (an unknown id names itself) shows the pack card's name
    after, and the built-in cards alone name it no more."""
    game = get_game("mtg")
    assert card_name("fin-999") == "fin-999"
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "fin-999.toml").write_text(PACK_CARD, encoding="utf-8")
    try:
        assert game.load_card_pack(tmp_path / "mtg") == []
        assert card_name("fin-999") == "测试熊（Test Bear）"
    finally:
        game.reload_cards(None)  # back to the built-in cards only
    assert card_name("fin-999") == "fin-999"
