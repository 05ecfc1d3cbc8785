"""Adventurer cards (CR 715): FIN's land adventurers. From the hand the card is played as a land
or cast as its Adventure (715.3: only the Adventure's characteristics on the stack); an Adventure
that resolves is exiled and may be played from exile later (715.4); one that doesn't resolve goes
to the graveyard with no such permission. Off the stack the card is a land again."""

from engine.games.mtg.cards import card_db
from engine.games.mtg.commander_deck import colour_identity
from engine.games.mtg.objects import is_type, power, toughness
from engine.games.mtg.zones import BATTLEFIELD, EXILE, STACK, graveyard, hand, library
from tests.games.mtg.position import ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

ISHGARD, JIDOOR, LINDBLUM, MIDGAR, ZANARKAND = "fin-283", "fin-284", "fin-285", "fin-286", "fin-293"
FOREST = "fin-306"
PHOENIX_DOWN, SLEEP_MAGIC, COEURL = "fin-025", "fin-074", "fin-012"


def offered(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def cast_adventure(s: MtgScenario, card_id: str, targets: list[str] = (), player: str = "p1") -> None:
    s.expect(player, "choose_action", exact=False, answer=[f"adventure:{card_id}"])
    s.choose_targets(targets, player)
    s.pay(player)


def test_a_land_adventurer_in_hand_is_played_as_a_land_or_cast_as_its_adventure_never_cast_as_itself():
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    town = s.hand(LINDBLUM)
    s.pass_to("main1")
    assert {f"land:{town}", f"adventure:{town}"} <= set(offered(s)) and f"cast:{town}" not in offered(s)


def test_mage_siege_is_an_instant_adventure_that_is_exiled_and_the_land_is_played_from_exile():
    """Cast in the opponent's turn (an instant, CR 715.3b): on the stack it is the red instant
    Mage Siege; it creates the Wizard, is exiled (715.4), and its owner plays the Town from exile
    with their land play; it enters tapped."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    town = s.hand(LINDBLUM)
    s.pass_to("main1", "p2", active="p2")
    s.pass_priority("p2")
    cast_adventure(s, town, player="p1")
    [spell] = s.state["stack"]
    assert spell["def"] == "fin-285a" and s.card(spell["card"])["def"] == "fin-285a"
    assert s.card(spell["card"])["zone"] == STACK and is_type(s.state, spell["card"], "instant")
    s.pass_both()
    assert [s.card(c)["def"] for c in s.zone(BATTLEFIELD) if s.card(c)["owner"] == "p1" and s.card(c).get("token")] == ["token-wizard"]
    [exiled] = s.cards(EXILE)
    assert s.card(exiled)["def"] == LINDBLUM, "a land again off the stack"
    assert f"exiled:{exiled}" not in offered(s, "p2")
    s.pass_to("main1", "p1")
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    [played] = s.cards(BATTLEFIELD, LINDBLUM)
    assert s.card(played).get("tapped") and s.state["turn"]["lands_played"] == 1


def test_an_adventure_that_does_not_resolve_goes_to_the_graveyard_and_cannot_be_played_later():
    """Faith & Grief's only target left the graveyard: the spell doesn't resolve (608.2b) and the
    card goes to its owner's graveyard as a land card (715.4)."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    down = s.in_graveyard(PHOENIX_DOWN)
    town = s.hand(ISHGARD)
    s.pass_to("main1")
    cast_adventure(s, town, [down])
    s.ctx().move(down, EXILE, reason="test")
    s.pass_both()
    assert s.defs(graveyard("p1")) == [ISHGARD] and not s.cards(EXILE, ISHGARD)
    assert not [o for o in offered(s) if o.startswith("exiled:")]


def test_faith_and_grief_returns_up_to_two_artifact_and_or_enchantment_cards():
    s = MtgScenario()
    s.lands(5, PLAINS)
    down, sleep = s.in_graveyard(PHOENIX_DOWN), s.in_graveyard(SLEEP_MAGIC)
    s.in_graveyard(COEURL)
    town = s.hand(ISHGARD)
    s.pass_to("main1")
    cast_adventure(s, town, [down, sleep])
    s.pass_both()
    assert sorted(s.defs(hand("p1"))) == sorted([ISLAND, PHOENIX_DOWN, SLEEP_MAGIC])
    assert s.defs(graveyard("p1")) == [COEURL] and s.defs(EXILE) == [ISHGARD]


def test_overture_makes_the_target_opponent_mill_half_their_library_rounded_down():
    s = MtgScenario()
    s.lands(6, ISLAND)
    town = s.hand(JIDOOR)
    s.ctx().move(s.zone(library("p2"))[-1], graveyard("p2"), reason="test")  # an odd number left
    s.pass_to("main1")
    before = len(s.zone(library("p2")))
    assert before % 2 == 1
    cast_adventure(s, town, ["p2"])
    s.pass_both()
    assert len(s.zone(library("p2"))) == before - before // 2
    assert len(s.zone(graveyard("p2"))) == 1 + before // 2


def reactor_raid(sacrificed: bool) -> tuple[MtgScenario, str]:
    """Reactor Raid resolves with a Coeurl to sacrifice; the player sacrifices it or not."""
    s = MtgScenario()
    s.lands(3, SWAMP)
    coeurl = s.permanent(COEURL)
    town = s.hand(MIDGAR)
    s.pass_to("main1")
    cast_adventure(s, town)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[coeurl] if sacrificed else [])
    return s, coeurl


def test_reactor_raid_draws_two_only_if_an_artifact_or_creature_was_sacrificed():
    s, _ = reactor_raid(sacrificed=True)
    assert s.defs(graveyard("p1")) == [COEURL] and len(s.zone(hand("p1"))) == 3  # the Island and two drawn


def test_reactor_raid_declined_draws_nothing():
    s, coeurl = reactor_raid(sacrificed=False)
    assert s.card(coeurl)["zone"] == BATTLEFIELD and s.defs(hand("p1")) == [ISLAND]


def test_lasting_fayth_creates_a_hero_with_a_counter_for_each_land_you_control():
    s = MtgScenario()
    s.lands(6, FOREST)
    s.lands(1, ISLAND, "p2")
    town = s.hand(ZANARKAND)
    s.pass_to("main1")
    cast_adventure(s, town)
    s.pass_both()
    [hero] = s.cards(BATTLEFIELD, "token-hero")
    assert s.card(hero)["counters"]["+1/+1"] == 6 and (power(s.state, hero), toughness(s.state, hero)) == (7, 7)


def test_the_adventure_mana_cost_counts_for_colour_identity():
    """CR 903.4: the mana symbols of the whole card, the Adventure's included."""
    assert colour_identity(card_db()[ZANARKAND]) == {"G"} and colour_identity(card_db()[JIDOOR]) == {"U"}
