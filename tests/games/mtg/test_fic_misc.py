"""FIC and FCA cards of issue 18 (mtg-misc): one scenario per ability. Their facts are
cross-checked with the others' in ``test_fic_cards.py``."""

import pytest

from engine.games.mtg.control import gain_control
from engine.games.mtg.objects import has_keyword
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import EXILE, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, PLAINS, MtgScenario

COEURL, ADELBERT, BRAINSTORM = "fin-012", "fin-003", "fca-179"  # a 2/2; a legendary {1}{W} creature; a {U} instant
THANCRED, YUNAS_DECISION = "fic-240", "fic-279"
SUMMONERS_SENDING, SPIRIT, HILL_GIGAS = "fic-238", "token-spirit-flying", "fin-141"  # Hill Gigas: mana value 6


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def _triggers(s: MtgScenario) -> list[str]:
    return [o["data"]["definition"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _thancred_guarding(s: MtgScenario) -> tuple[str, str]:
    """Thancred cast with flash in the opponent's turn; its enters ability resolved on Adelbert."""
    adelbert = s.permanent(ADELBERT)
    s.lands(5, PLAINS)
    thancred = s.hand(THANCRED)
    s.pass_to("main1", "p1", active="p2")
    s.cast(thancred)
    s.pass_both()  # Thancred resolves; its ability's one legal target is Adelbert
    assert _triggers(s) == [THANCRED]
    s.pass_both()
    return s.cards("battlefield", THANCRED)[0], adelbert


def test_thancred_gives_another_legendary_permanent_indestructible_while_you_control_it():
    """CR 611.2b: "for as long as you control Thancred": it ends for good when an opponent gains
    control of Thancred, even once control comes back."""
    s = MtgScenario()
    thancred, adelbert = _thancred_guarding(s)
    assert has_keyword(s.state, adelbert, "indestructible") and not has_keyword(s.state, thancred, "indestructible")
    gain_control(s.ctx(), [thancred], "p2", None)
    assert not has_keyword(s.state, adelbert, "indestructible")
    gain_control(s.ctx(), [thancred], "p1", None)
    assert not has_keyword(s.state, adelbert, "indestructible")


def test_thancreds_guard_ends_when_thancred_leaves_the_battlefield():
    s = MtgScenario()
    thancred, adelbert = _thancred_guarding(s)
    leave_battlefield(s.ctx(), [thancred], "hand", "returned")
    assert not has_keyword(s.state, adelbert, "indestructible")


def test_thancred_lost_before_its_enters_ability_resolves_gives_nothing():
    """The rulings: you lost control of Thancred before the ability resolved: the target never
    gains indestructible (CR 611.2b), not even after you get Thancred back."""
    s = MtgScenario()
    adelbert = s.permanent(ADELBERT)
    s.lands(5, PLAINS)
    s.hand(THANCRED)
    s.pass_to("main1")
    s.cast(s.zone("p1.hand")[-1])
    s.pass_both()
    assert _triggers(s) == [THANCRED]
    thancred = s.cards("battlefield", THANCRED)[0]
    gain_control(s.ctx(), [thancred], "p2", None)
    s.pass_both()
    assert not has_keyword(s.state, adelbert, "indestructible") and s.state["stack"] == []
    gain_control(s.ctx(), [thancred], "p1", None)
    assert not has_keyword(s.state, adelbert, "indestructible")


def test_thancred_gains_indestructible_until_end_of_turn_when_you_cast_a_noncreature_spell():
    s = MtgScenario()
    thancred = s.permanent(THANCRED)
    s.lands(1, ISLAND)
    brainstorm = s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.cast(brainstorm)
    assert _triggers(s) == [THANCRED]
    s.pass_both()
    assert has_keyword(s.state, thancred, "indestructible")
    s.pass_both()  # Brainstorm: two cards back on top
    s.expect("p1", "choose_cards", exact=False, answer=s.zone("p1.hand")[:2])
    s.pass_to("upkeep", "p2")
    assert not has_keyword(s.state, thancred, "indestructible")


def test_yunas_decision_sacrifices_a_creature_draws_then_puts_a_creature_and_a_land_from_hand():
    """The rulings: the land put onto the battlefield is no land play (one was already played)."""
    s = MtgScenario()
    coeurl, other = s.permanent(COEURL), s.permanent(COEURL)
    s.lands(4)
    decision = s.hand(YUNAS_DECISION)
    creature, land = s.hand(ADELBERT), s.hand(PLAINS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{s.hand(FOREST)}"])
    s.cast_modal(decision, 0)
    s.pass_both()
    ask = s.expect("p1", "choose_cards", answer=[coeurl])
    assert ask["min"] == 1 and {o["id"] for o in ask["options"]} == {coeurl, other}  # a creature must be sacrificed
    s.expect("p1", "choose_cards", answer=[creature])
    s.expect("p1", "choose_cards", answer=[land])
    assert COEURL in s.defs(graveyard("p1")) and {ADELBERT, PLAINS} <= set(s.defs("battlefield"))
    assert s.defs(hand("p1")).count(FOREST) == 1  # the card drawn


def test_yunas_decision_without_a_creature_to_sacrifice_does_nothing_else():
    s = MtgScenario()
    s.lands(4)
    decision = s.hand(YUNAS_DECISION)
    s.hand(ADELBERT)
    s.pass_to("main1")
    s.cast_modal(decision, 0)
    s.pass_both()
    assert s.defs(hand("p1")) == [ISLAND, ADELBERT] and s.state["stack"] == []


def test_yunas_decision_returns_two_target_permanent_cards_from_your_graveyard():
    s = MtgScenario()
    s.lands(4)
    decision = s.hand(YUNAS_DECISION)
    coeurl, forest = s.in_graveyard(COEURL), s.in_graveyard(FOREST)
    brainstorm = s.in_graveyard(BRAINSTORM)  # an instant: no permanent card
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{decision}"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    assert brainstorm not in [o["id"] for o in s.ask("p1")["options"]]
    s.choose_targets([coeurl, forest], "p1")
    s.pay()
    s.pass_both()
    assert set(s.defs(hand("p1"))) == {ISLAND, COEURL, FOREST}


@pytest.mark.parametrize(("exiled", "counters"), [(HILL_GIGAS, 1), (COEURL, 0)])
def test_summoners_sending_exiles_a_creature_card_from_a_graveyard_for_a_spirit(exiled, counters):
    """Any graveyard; a +1/+1 counter on the Spirit if the card's mana value is 4 or greater."""
    s = MtgScenario()
    s.permanent(SUMMONERS_SENDING)
    card = s.in_graveyard(exiled, "p2")
    s.pass_to("end")
    assert _triggers(s) == [SUMMONERS_SENDING]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    [spirit] = s.cards("battlefield", SPIRIT)
    assert s.card(spirit).get("counters", {}).get("+1/+1", 0) == counters and has_keyword(s.state, spirit, "flying")
    assert card not in s.zone(graveyard("p2")) and s.defs(EXILE) == [exiled]


def test_summoners_sending_declined_exiles_nothing_and_makes_no_spirit():
    s = MtgScenario()
    s.permanent(SUMMONERS_SENDING)
    s.in_graveyard(COEURL)
    s.pass_to("end")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.cards("battlefield", SPIRIT) == [] and s.defs(graveyard("p1")) == [COEURL]
