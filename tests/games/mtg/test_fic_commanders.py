"""The FIC precons' face and alternate commanders (FIC-212 to FIC-219): one scenario per ability.
Their facts are cross-checked in ``test_fic_cards.py`` with the other FIC cards."""

from engine.games.mtg.objects import has_keyword
from engine.games.mtg.zones import BATTLEFIELD, graveyard, library
from tests.games.mtg.position import MOUNTAIN, MtgScenario

TERRA = "fic-215"
COEURL, BEHEMOTH = "fin-012", "fin-181"  # creature cards: power 2 and power 7


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _attack(s: MtgScenario, attackers: list[str]) -> None:
    """From p1's main phase, pass (resolving the beginning-of-combat triggers) and declare
    ``attackers``."""
    s.pass_to("main1")
    while s.state["request"]["kind"] != "choose_cards":
        s.pass_priority()
    s.expect("p1", "choose_cards", answer=attackers)


def test_terra_mills_two_and_gains_flying_at_the_beginning_of_combat_on_your_turn():
    """Trance (CR 507.1): "mill two cards" (CR 701.17a), then flying until end of turn."""
    s = MtgScenario()
    terra = s.permanent(TERRA)
    s.pass_to("main1")
    assert not has_keyword(s.state, terra, "flying")
    s.pass_both()
    assert _triggers(s) == [TERRA] and s.step == "begin_combat"
    s.pass_both()
    assert len(s.zone(graveyard("p1"))) == 2 and has_keyword(s.state, terra, "flying")
    s.pass_to("main1", "p2", active="p2")
    assert not has_keyword(s.state, terra, "flying")


def _terra_connects(lands: int) -> tuple[MtgScenario, str, str]:
    """Terra has dealt combat damage to p2; p1 has ``lands`` untapped Mountains, a Coeurl (power
    2) and a Behemoth (power 7) in the graveyard: the scenario, the Coeurl and the Behemoth."""
    s = MtgScenario()
    terra = s.permanent(TERRA)
    s.lands(lands, MOUNTAIN)
    small, big = s.in_graveyard(COEURL), s.in_graveyard(BEHEMOTH)
    for _ in range(2):  # Trance mills two of the library's Forests
        s.put(MOUNTAIN, library("p1"))
    _attack(s, [terra])
    while not (_triggers(s) == [TERRA] and s.step == "combat_damage"):
        s.pass_priority()
    assert s.life("p2") == 17
    s.pass_both()
    return s, small, big


def test_terra_may_pay_2_to_return_a_creature_card_with_power_3_or_less_tapped():
    """"You may pay {2}. When you do, return target creature card with power 3 or less …": the
    reflexive ability chooses its target as it is put on the stack, after the payment (CR 603.12;
    the notes); the Behemoth (power 7) is no legal target."""
    s, small, big = _terra_connects(2)
    s.expect("p1", "choose_option", answer=["pay"])
    assert _triggers(s) == [TERRA]  # the reflexive ability, its only legal target chosen
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(returned)["tapped"] and big in s.zone(graveyard("p1")) and small not in s.zone(graveyard("p1"))


def test_terra_returns_nothing_when_its_controller_declines_or_cannot_pay():
    s, small, _ = _terra_connects(2)
    s.expect("p1", "choose_option", answer=["decline"])
    assert _triggers(s) == [] and small in s.zone(graveyard("p1"))
    s, small, _ = _terra_connects(1)  # {2} can't be paid: not asked
    assert _triggers(s) == [] and small in s.zone(graveyard("p1"))
