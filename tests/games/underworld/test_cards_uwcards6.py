"""Scenarios for the cards of the uwcards6 batch (圣贤 and 猎魔人 cards): each card ability used
once in a position, its result asserted. Cards quoted by id; the printed texts are in the
community database."""

from tests.games.underworld.test_cards_added import defs, gone, resolve, start

GREEN = "JC021"  # a green card: assets for green loyalty
VAMPIRE = "JC029"  # 吸血鬼, no abilities
BAT = "JC030"  # 蝙蝠: neither human nor vampire
HUMAN = "JC014"  # 人类/猎手


# ---------------------------------------------------------------------------- 猎魔人 (绿)
def test_xq08_destroys_a_vampire_and_may_place_a_token_where_it_was():
    s = start()
    s.assets(3, GREEN)
    vampire = s.character(VAMPIRE, "p2", 2)
    s.act("p1", f"play:{s.hand('XQ08')}")
    resolve(s, vampire)
    assert gone(s, vampire) and defs(s, "p2", "graveyard") == [VAMPIRE]
    assert s.tokens(2, "p1") == 1 and s.tokens(1, "p1") == 0


def test_xq08_places_no_token_for_a_character_that_is_no_vampire():
    s = start()
    s.assets(3, GREEN)
    bat = s.character(BAT, "p2", 2)
    s.act("p1", f"play:{s.hand('XQ08')}")
    resolve(s, bat)
    assert gone(s, bat) and s.tokens(2, "p1") == 0


def test_xq08_cannot_target_a_human():
    s = start()
    s.assets(3, GREEN)
    s.character(HUMAN, "p2", 2)
    bullet = s.hand("XQ08")
    assert f"play:{bullet}" not in s.options("p1")  # no legal target: only a human in play
