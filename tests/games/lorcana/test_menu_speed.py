"""Shortcuts of the main-phase menu that leave out work the offered options do not need: a static
ability that works in play only does not keep a card in hand off the ink-only payment (4.3.4.5),
and a static ability reaching none of the ready characters asked about is not read (menu_parts.py)."""

from engine.games.lorcana import memo
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.menu_parts import _cards_touched, character_parts
from engine.games.lorcana.turn import turn_actions
from tests.games.lorcana.position import LorcanaScenario


def test_a_static_ability_working_in_play_only_leaves_the_card_paid_with_ink_only():
    """艾米莉亚船长 (iti-138): "during your turn, this character gains Evasive" changes nothing of
    her cost in hand; 来福——笨伯 (tfc-008): "if you have a character named 加斯顿 in play, you pay
    1 less to play this character" does (4.3.4.5)."""
    captain, lefou = card_db()["iti-138"], card_db()["tfc-008"]
    assert captain.has_statics and not captain.changes_own_cost and captain.paid_with_ink_only
    assert lefou.changes_own_cost and not lefou.paid_with_ink_only


def test_a_card_lowering_its_own_cost_is_offered_at_that_cost():
    """来福 costs 2, 1 less with 加斯顿 in play (4.3.4.5): one ready ink pays for it then only."""
    s = LorcanaScenario()
    s.ink(1)
    hand = [s.hand("iti-138"), s.hand("tfc-008")]
    assert [o["id"] for o in turn_actions(s.state, "p1") if o["id"].startswith("play:")] == []
    s.in_play("rotf-008")
    assert [o["id"] for o in turn_actions(s.state, "p1") if o["id"].startswith("play:")] == [f"play:{hand[1]}"]


def test_a_static_ability_reaching_none_of_the_characters_asked_about_is_passed_over():
    """艾米莉亚船长 (iti-138) touches only herself: asked about another character, no card is
    touched and her condition ("during your turn") is not asked."""
    s = LorcanaScenario()
    captain, other = s.in_play("iti-138"), s.in_play("tfc-012")
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state, frozenset({other})) == frozenset()
        assert not any(isinstance(key, tuple) and key[0] == "static_applied" for key in memo.current.values)
        assert _cards_touched(state, frozenset({captain, other})) == {captain}
        assert [part.attacker for part in character_parts(state, [captain, other])] == [(True, 3, False), (False, 3, False)]
