"""More FIN cards with the vocabulary: Blazing Bomb (a sacrificed source's last known power,
CR 608.2h)."""

from engine.games.mtg.actions import can_activate
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
