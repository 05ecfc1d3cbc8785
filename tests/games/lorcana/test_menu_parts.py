"""Shortcuts of the main-phase menu against the full rules, for every card of the card files: the
remembered part of a ready character's options (menu_parts.py: while no source in play could
change what it reads, the part kept for (definition, dry) is the part worked out from the card's
current values with nothing remembered), and the ink-only payment of a hand card (play.py)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.lorcana import memo
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.costs import costs_printed
from engine.games.lorcana.menu_parts import (
    _cards_touched,
    _current_part,
    _printed_part,
    character_part,
)
from engine.games.lorcana.play import hand_payment_methods, payment_methods
from engine.games.lorcana.turn import turn_actions
from tests.games.lorcana.position import LorcanaScenario


def test_the_part_kept_per_definition_is_the_part_worked_out_from_current_values():
    characters = sorted(c.id for c in card_db().values() if c.type == "character" and c.implemented and not c.has_statics)
    s = LorcanaScenario()
    placed = [(s.in_play(definition, dry=dry), definition, dry) for definition in characters for dry in (True, False)]
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state) == frozenset()  # no card placed has a static ability
    for card_id, definition, dry in placed:
        assert _printed_part(definition, dry) == _current_part(state, card_id), definition
    assert len(placed) > 400
    assert any(_printed_part(d, dry).attacker is not None and not dry for _, d, dry in placed)  # Rush
    assert any(_printed_part(d, True).quest_lore is None for _, d, _ in placed)  # Reckless


def test_a_source_that_could_change_a_read_value_makes_the_part_worked_out_afresh():
    """高瑟妈妈 (tfc-090), exerted: opposing characters can't quest. The part kept for a dry
    vanilla character says it can; the menu must not offer it."""
    s = LorcanaScenario()
    character = s.in_play("tfc-012")
    s.in_play("tfc-090", player="p2", exerted=True)
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state) == {character}  # it applies to the opposing characters its filter matches
        assert character_part(state, character).quest_lore is None
    assert _printed_part("tfc-012", True).quest_lore is not None
    assert f"quest:{character}" not in [o["id"] for o in turn_actions(state, "p1")]
    assert f"challenge:{character}" in [o["id"] for o in turn_actions(state, "p1")]  # Gothel is exerted


def test_a_static_ability_whose_condition_does_not_hold_touches_no_card():
    """高瑟妈妈 (tfc-090) ready: "while exerted" does not hold, so she gives nothing (7.8.1.1) and
    the opposing character is read as printed: it may quest, and there is nothing to challenge."""
    s = LorcanaScenario()
    character = s.in_play("tfc-012")
    s.in_play("tfc-090", player="p2")
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state) == frozenset()
        assert character_part(state, character) == _printed_part("tfc-012", True) == _current_part(state, character)
    menu = [o["id"] for o in turn_actions(state, "p1")]
    assert f"quest:{character}" in menu
    assert f"challenge:{character}" not in menu  # Gothel is ready (4.3.6.6)


def test_a_static_ability_on_named_cards_makes_only_those_worked_out_afresh():
    """胡善 (tfc-043): "your characters named 贾善 gain Rush"; 贾善 (tfc-046): "your characters
    named 胡善 gain Evasive". A 贾善 just played may challenge (10.7); another character just
    played may not, and is read as printed."""
    s = LorcanaScenario()
    flotsam, other = s.in_play("tfc-046", dry=False), s.in_play("tfc-012", dry=False)
    jetsam = s.in_play("tfc-043")
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state) == {flotsam, jetsam}
        assert character_part(state, jetsam).attacker == (True, 5, False)  # Evasive; cost 5
        assert character_part(state, flotsam).attacker is not None
        assert character_part(state, other) == _printed_part("tfc-012", False)
    s.in_play("tfc-046", player="p2", exerted=True)  # something to challenge
    menu = [o["id"] for o in turn_actions(state, "p1")]
    assert f"challenge:{flotsam}" in menu and f"challenge:{other}" not in menu and f"challenge:{jetsam}" in menu


def test_a_static_ability_whose_filter_asks_for_a_keyword_makes_every_character_worked_out_afresh():
    """彼得·潘的影子 (rotf-055): its filter asks for Rush, which another static may give (1.2.2:
    statics.py reads it in one layer): no character is read as printed."""
    s = LorcanaScenario()
    s.in_play("tfc-012")
    s.in_play("rotf-055")
    with memo.unchanging(s.state):
        assert _cards_touched(s.state) is None


def test_a_static_ability_on_its_own_card_makes_only_that_card_worked_out_afresh():
    """艾米莉亚船长 (iti-138): "during your turn, this character gains Evasive"."""
    s = LorcanaScenario()
    captain, other = s.in_play("iti-138"), s.in_play("tfc-012")
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state) == {captain}
        assert character_part(state, captain).attacker == (True, 3, False)  # Evasive now
        assert character_part(state, other) == _printed_part("tfc-012", True)
    assert _printed_part("iti-138", True).attacker == (False, 3, False)
    assert character_part(state, captain).attacker == (True, 3, False)  # outside the block: worked out afresh



def test_an_effect_on_a_chosen_card_makes_only_that_card_worked_out_afresh():
    """"所选的角色本回合获得<鲁莽>": the chosen character can't quest (10.5.2), the other one can."""
    s = LorcanaScenario()
    chosen, other = s.in_play("tfc-012"), s.in_play("tfc-013")
    add_effect(s.ctx(), source=None, controller="p1", modifier={"keyword": "reckless"}, until=END_OF_TURN, cards=[chosen])
    state = s.state
    with memo.unchanging(state):
        assert _cards_touched(state) == {chosen}
        assert character_part(state, chosen).quest_lore is None
        assert character_part(state, other) == _printed_part("tfc-013", True)
    menu = [o["id"] for o in turn_actions(state, "p1")]
    assert f"quest:{chosen}" not in menu and f"quest:{other}" in menu


def test_a_card_paid_with_ink_only_is_offered_as_payment_methods_would_offer_it():
    """hand_payment_methods' shortcut (4.3.4.5: nothing lowers the cost) against the full
    payment_methods, for every card of the card files, with every amount of ready ink up to its cost."""
    s = LorcanaScenario()
    hand = [s.hand(c.id) for c in sorted(card_db().values(), key=lambda c: c.id) if c.implemented]
    state = s.state
    assert costs_printed(state, "p1")
    shortcut = 0
    for ink in range(11):
        with memo.unchanging(state):  # where the shortcut is taken
            methods = hand_payment_methods(state, "p1", hand, ink)
        for card_id, found in zip(hand, methods, strict=True):
            assert found == payment_methods(state, "p1", card_id, ink), state["cards"][card_id]["def"]
            shortcut += card_db()[state["cards"][card_id]["def"]].paid_with_ink_only
    assert shortcut > 11 * 300


def test_a_cost_reduction_in_play_turns_the_shortcut_off():
    s = LorcanaScenario()
    reducer = next(c.id for c in sorted(card_db().values(), key=lambda c: c.id) if c.implemented and c.type == "character"
                   and any(a.static is not None and a.static.cost_reduction and a.static.to is not None and a.condition is None
                           for a in c.abilities))  # fmt: skip
    s.in_play(reducer)
    assert not costs_printed(s.state, "p1")
    assert costs_printed(s.state, "p2")
