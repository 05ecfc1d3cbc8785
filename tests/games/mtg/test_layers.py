"""Continuous effects in layers (CR 613): a characteristic-defining ability (7a, Snow Villiers),
base power and toughness set by an effect (7b) under modifications and counters (7c), and a
granted triggered ability (layer 6) — Vincent's Limit Break."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import SWAMP, MtgScenario

SNOW, VINCENT, OVERKILL, COEURL, GIGANTOAD = "fin-033", "fin-126", "fin-109", "fin-012", "fin-187"


def stats(s: MtgScenario, card_id: str) -> tuple[int, int]:
    return power(s.state, card_id), toughness(s.state, card_id)


def effect(s: MtgScenario, card_id: str, stat: str, op: str, value: int) -> None:
    add_effect(s.ctx(), source=None, controller="p1", cards=[card_id], modifier={"stat": stat, "op": op, "value": value},
               until=END_OF_TURN)  # fmt: skip


def test_snow_villiers_power_counts_the_creatures_you_control_in_every_zone():
    """CR 604.3 / 613.4a and the notes' ruling: on the battlefield it counts itself; in hand it
    is still defined (the creatures you control)."""
    s = MtgScenario()
    s.permanent(COEURL)
    s.permanent(GIGANTOAD, "p2")
    in_hand = s.hand(SNOW)
    assert stats(s, in_hand) == (1, 3)
    snow = s.permanent(SNOW)
    assert stats(s, snow) == (2, 3)


def test_snow_villiers_power_changes_as_creatures_come_and_go():
    """CR 611.3a: read continuously; a "+N/+0" effect applies on top (7c after 7a)."""
    s = MtgScenario()
    snow = s.permanent(SNOW)
    coeurl = s.permanent(COEURL)
    effect(s, snow, "power", "add", 2)
    assert stats(s, snow) == (4, 3)
    s.move(coeurl, graveyard("p1"))
    assert stats(s, snow) == (3, 3)


def vincent_on(s: MtgScenario, target: str, tier: int) -> None:
    s.cast_modal(s.cards(hand("p1"), VINCENT)[0], tier, [target])
    s.pass_both()


def test_vincents_limit_break_sets_the_base_under_earlier_pumps_and_counters():
    """Digest scenario 43 and the notes' ruling: an earlier "base 1/1" effect is overridden (7b,
    the later timestamp wins), an earlier +1/+1 and two +1/+1 counters still apply (7c)."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    s.hand(VINCENT)
    coeurl = s.permanent(COEURL, counters={"+1/+1": 2})
    effect(s, coeurl, "power", "set_base", 1)
    effect(s, coeurl, "toughness", "set_base", 1)
    effect(s, coeurl, "power", "add", 1)
    effect(s, coeurl, "toughness", "add", 1)
    assert stats(s, coeurl) == (4, 4)
    s.pass_to("main1")
    vincent_on(s, coeurl, 0)
    assert stats(s, coeurl) == (6, 5)


def test_a_later_base_setting_effect_wins():
    """CR 613.7: within layer 7b effects apply in timestamp order."""
    s = MtgScenario()
    s.lands(5, SWAMP)
    s.hand(VINCENT)
    s.hand(VINCENT)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    vincent_on(s, coeurl, 1)
    assert stats(s, coeurl) == (5, 2)
    vincent_on(s, coeurl, 0)
    assert stats(s, coeurl) == (3, 2)


def vincent_then_overkill(tier: int) -> tuple[MtgScenario, str, str]:
    """Vincent's Limit Break resolved on p1's Coeurl with ``tier``; Overkill in hand, mana left
    for it this turn or the next."""
    s = MtgScenario()
    s.lands(8, SWAMP)
    s.hand(VINCENT)
    overkill = s.hand(OVERKILL)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    vincent_on(s, coeurl, tier)
    return s, coeurl, overkill


def test_the_granted_ability_returns_the_creature_tapped_when_it_dies():
    """Digest scenario 43: it dies -> the granted "when this creature dies" ability (layer 6)
    triggers and returns the card tapped, a new object with its printed 2/2 (CR 400.7)."""
    s, coeurl, overkill = vincent_then_overkill(0)
    s.cast(overkill, [coeurl])
    s.pass_both()  # Overkill resolves, the creature dies, its granted ability triggers
    assert s.defs(graveyard("p1")) == [VINCENT, OVERKILL, COEURL] and len(s.state["stack"]) == 1
    s.pass_both()
    (returned,) = s.cards(BATTLEFIELD, COEURL)
    assert returned != coeurl and s.card(returned).get("tapped") and stats(s, returned) == (2, 2)
    assert s.defs(graveyard("p1")) == [VINCENT, OVERKILL]


def test_the_granted_ability_and_the_base_end_with_the_turn():
    """CR 514.2: both effects end at cleanup; dying the next turn returns nothing."""
    s, coeurl, overkill = vincent_then_overkill(2)
    assert stats(s, coeurl) == (7, 2)
    s.pass_to("main1", "p1", active="p2")
    assert stats(s, coeurl) == (2, 2)
    s.cast(overkill, [coeurl])
    s.pass_both()
    assert COEURL in s.defs(graveyard("p1")) and not s.state["stack"] and not s.state["triggers"]


def test_a_token_given_the_ability_dies_and_does_not_return():
    """Digest scenario 43, last part: the token dies, so the granted ability triggers, but the
    token ceased to exist in the graveyard (CR 704.5d, 111.7): nothing returns."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    s.hand(VINCENT)
    hero = s.ctx().create_card("token-hero", "p1", BATTLEFIELD, token=True)
    s.pass_to("main1")
    vincent_on(s, hero, 0)
    assert stats(s, hero) == (3, 2)
    s.mark_damage(hero, 2)
    assert len(s.state["stack"]) == 1 and hero not in s.state["cards"]
    s.pass_both()
    assert s.cards(BATTLEFIELD, "token-hero") == [] and not s.events_of("token_created")
