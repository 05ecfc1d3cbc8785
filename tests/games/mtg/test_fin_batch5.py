"""More FIN cards with the vocabulary: Blazing Bomb (a sacrificed source's last known power,
CR 608.2h); Haste Magic and Opera Love Song (exiled cards playable until your next end step)."""

from engine.games.mtg.actions import can_activate
from engine.games.mtg.objects import has_keyword, is_type, power, subtypes, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import MOUNTAIN, MtgScenario

BLAZING_BOMB, COEURL, ZACK = "fin-130", "fin-012", "fin-045"


def test_blazing_bomb_sacrificed_deals_damage_equal_to_its_last_known_power():
    """{T}, Sacrifice this creature: damage equal to its power (3 with two counters) to target
    creature: the power it had as it was sacrificed (CR 608.2h)."""
    s = MtgScenario()
    s.lands(1, MOUNTAIN)
    bomb = s.permanent(BLAZING_BOMB, counters={"+1/+1": 2})
    target = s.permanent(ZACK, "p2")
    s.pass_to("main1")
    s.activate(bomb, 1, [target])
    assert s.defs(graveyard("p1")) == [BLAZING_BOMB], "sacrificed as the cost"
    s.pass_both()
    assert s.events_of("damage_dealt")[-1]["amount"] == 3


def test_blazing_bomb_is_activated_only_as_a_sorcery():
    s = MtgScenario()
    bomb = s.permanent(BLAZING_BOMB)
    s.permanent(COEURL, "p2")
    s.pass_to("main1", "p2", active="p2")
    assert not can_activate(s.state, "p1", bomb, 1)
    assert bomb in s.zone(BATTLEFIELD)


HASTE_MAGIC, OPERA_LOVE_SONG, RETRIEVE_THE_ESPER, FOREST, ISLAND = "fin-140", "fin-147", "fin-068", "fin-306", "fin-297"


def test_haste_magic_pumps_and_lets_you_play_the_exiled_card_until_your_next_end_step():
    """+3/+1 and haste; the exiled card is cast paying its cost (offered only while it can be
    paid), and the permission ends as your next end step begins."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    s.lands(4, ISLAND)
    coeurl = s.permanent(COEURL, since_turn=99)  # as if it came this turn
    magic = s.hand(HASTE_MAGIC)
    s.put(RETRIEVE_THE_ESPER, "p1.library")
    s.pass_to("main1")
    s.cast(magic, [coeurl])
    s.pass_both()
    assert power(s.state, coeurl) == 5 and has_keyword(s.state, coeurl, "haste")
    [exiled] = s.cards("exile", RETRIEVE_THE_ESPER)
    assert f"exiled:{exiled}" in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_to("end", "p1")
    assert f"exiled:{exiled}" not in [o["id"] for o in s.ask("p1")["options"]]


def test_opera_love_song_exiles_two_and_a_land_among_them_is_played_with_the_land_play():
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    song = s.hand(OPERA_LOVE_SONG)
    s.pass_to("main1")
    s.cast_modal(song, 0)
    s.pass_both()
    exiled = s.cards("exile", FOREST)
    assert len(exiled) == 2
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled[0]}"])
    assert s.state["turn"]["lands_played"] == 1
    assert f"exiled:{exiled[1]}" not in [o["id"] for o in s.ask("p1")["options"]], "one land play a turn"


SHOOPUF = "fin-197"


def test_ride_the_shoopuf_counters_on_landfall_and_becomes_a_7_7_beast_for_good():
    """Landfall puts a +1/+1 counter on target creature you control; {5}{G}{G}: a 7/7 Beast
    creature in addition to its other types, with no duration (layers 4 and 7b, CR 611.2a)."""
    s = MtgScenario()
    s.lands(7, FOREST)
    shoopuf = s.permanent(SHOOPUF)
    coeurl = s.permanent(COEURL)
    forest = s.hand(FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{forest}"])
    s.pass_both()  # the landfall trigger (the only target) resolves
    assert s.card(coeurl)["counters"]["+1/+1"] == 1
    s.activate(shoopuf, 1)
    s.pass_both()
    s.pass_to("main1", "p2", active="p2")
    assert is_type(s.state, shoopuf, "creature") and is_type(s.state, shoopuf, "enchantment")
    assert (power(s.state, shoopuf), toughness(s.state, shoopuf)) == (7, 7)
    assert "Beast" in subtypes(s.state, shoopuf)
