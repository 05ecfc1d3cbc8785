"""Issue 18, mtg-free-cast: FIC/FCA cards that cast spells as an effect resolves, from a graveyard
or from exile (CR 608.2g, 118.9, 601.2f), one scenario per ability. Their facts are cross-checked
in ``test_fic_cards.py`` with the other FIC/FCA cards."""

from collections import Counter

from engine.games.mtg.casting import total_cost
from engine.games.mtg.objects import has_keyword
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, SWAMP, MtgScenario

KRILE = "fic-291"
COEURL, AHRIMAN = "fin-012", "fin-087"  # creature cards of mana value 2 and 3
GYSAHL_GREENS, TRAVEL = "fin-190", "fin-082"  # sorceries {1}{G} (a 1/1 Bird) and {5}{U}{U}
CHOCOBO_KICK = "fin-178"  # a sorcery {1}{G} with a target


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _pass_until_asked(s: MtgScenario) -> None:
    """Every player passes until the top of the stack resolves and asks something other than priority."""
    while s.priority_player() is not None:
        s.pass_priority()


def test_krile_has_lifelink_and_returns_a_creature_card_with_the_spells_mana_value_once_each_turn():
    """Trace Aether: a noncreature spell of mana value 2 makes the Coeurl (2) the only legal target,
    not the Ahriman (3); "do this only once each turn": the second spell's trigger offers nothing."""
    s = MtgScenario()
    krile = s.permanent(KRILE)
    assert has_keyword(s.state, krile, "lifelink")
    s.lands(4, FOREST)
    coeurl, ahriman, second = s.in_graveyard(COEURL), s.in_graveyard(AHRIMAN), s.in_graveyard(COEURL)
    greens, more = s.hand(GYSAHL_GREENS), s.hand(GYSAHL_GREENS)
    s.pass_to("main1")
    s.cast(greens)
    assert _triggers(s) == [KRILE]
    offered = s.state["request"]
    if offered["kind"] == "choose_targets":  # two Coeurls: either, never the Ahriman
        assert {o["id"] for o in offered["asks"]["p1"]["options"]} == {coeurl, second}
        s.expect("p1", "choose_targets", answer=[coeurl])
    [trigger] = [o for o in s.state["stack"] if o["kind"] == "trigger"]
    assert trigger["data"]["targets"] == [{"card": coeurl}]
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert coeurl not in s.zone(graveyard("p1")) and COEURL in s.defs(hand("p1")) and ahriman in s.zone(graveyard("p1"))
    s.pass_both()  # Gysahl Greens resolves
    s.cast(more)
    assert _triggers(s) == [KRILE]
    s.pass_both()  # once each turn: not asked again
    assert second in s.zone(graveyard("p1")) and s.state["request"]["kind"] != "yes_no"


EMET_SELCH = "fic-286"
DREAMS_OF_LAGUNA = "fin-050"  # an instant {1}{U} with flashback {3}{U}
INTERVENTION = "fin-116"  # Sephiroth's Intervention, an instant {3}{B}: destroy target creature, gain 2 life
MALBORO = "fin-106"  # {4}{B}{B}: when it enters, discard a card, each opponent loses 2 life, …


def test_emet_selch_makes_spells_cast_from_your_graveyard_cost_2_less():
    """CR 601.2f: the flashback cost {3}{U} less {2} is {1}{U}, payable with two Islands; the same
    card cast from the hand costs its full {1}{U}."""
    s = MtgScenario()
    s.permanent(EMET_SELCH)
    assert total_cost(s.state, DREAMS_OF_LAGUNA, "p1") == Counter(generic=1, U=1)
    s.lands(2, ISLAND)
    dreams = s.in_graveyard(DREAMS_OF_LAGUNA)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{dreams}"])
    s.pay()
    assert all(s.card(land).get("tapped") for land in s.cards(BATTLEFIELD, ISLAND))
    assert [o["card"] for o in s.state["stack"]] and dreams not in s.zone(graveyard("p1"))


def test_emet_selch_casts_an_instant_from_your_graveyard_once_when_opponents_lose_life_together():
    """Two opponents losing life in one event trigger it once (CR 603.2c); the spell is cast as the
    ability resolves, for {1}{B}, and exiled instead of going back to the graveyard; "do this only
    once each turn": the next life loss offers nothing."""
    from tests.games.mtg.multiplayer_position import MultiplayerScenario

    s = MultiplayerScenario()
    s.permanent(EMET_SELCH)
    s.lands(10, SWAMP)
    intervention, another = s.in_graveyard(INTERVENTION), s.in_graveyard(INTERVENTION)
    victim = s.permanent(COEURL, "p2")
    malboro = s.hand(MALBORO)
    s.pass_to("main1")
    s.cast(malboro)
    s.pass_all()  # Malboro resolves; its enters trigger
    assert _triggers(s) == [MALBORO]
    s.pass_all()  # p1 discards its one card, each opponent loses 2 life
    assert s.life("p2") == 18 and s.life("p3") == 18
    assert _triggers(s) == [EMET_SELCH]  # once for both opponents
    s.expect("p1", "choose_targets", exact=False, answer=[intervention])
    _pass_until_asked(s)
    s.expect("p1", "choose_cards", exact=False, answer=[intervention])
    s.choose_targets([victim], "p1")
    s.pay()
    untapped = [land for land in s.cards(BATTLEFIELD, SWAMP) if not s.card(land).get("tapped")]
    assert len(untapped) == 2  # six for Malboro, {1}{B} for the spell
    while s.state["stack"]:
        s.pass_priority()
    assert victim not in s.zone(BATTLEFIELD) and INTERVENTION in s.defs(EXILE) and s.life("p1") == 22
    # the same turn, another life loss: the ability triggers, but casting is done for this turn
    from engine.games.mtg.permanents import change_life

    change_life(s.ctx(), "p2", -1)
    s.check_now()
    assert _triggers(s) == [EMET_SELCH]
    while s.state["stack"]:  # no cast offered: only priority is asked
        s.pass_priority()
    assert another in s.zone(graveyard("p1")) and s.priority_player() == "p1"
