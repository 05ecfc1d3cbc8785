"""Casting defects fixed as a class (CR 601.2, 728.1): a payment once started can be finished,
a sacrifice made for mana is never silently lost by cancelling, the total cost is locked in
when it is determined (601.2f), and the board names a target card in a graveyard."""

from engine import view
from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard, hand
from tests.games.mtg.position import ISLAND, SWAMP, MtgScenario

INTERVENTION, COEURL, TREASURE = "fin-116", "fin-012", "token-treasure"
VALKYRIE, VAYNE, EVIL_REAWAKENED = "fin-084", "fin-124", "fin-098"


def options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def treasure(s: MtgScenario, player: str = "p1") -> str:
    return s.ctx().create_card(TREASURE, player, BATTLEFIELD, token=True)


def test_after_a_treasure_is_sacrificed_for_mana_the_cast_can_no_longer_be_cancelled():
    """728.1 lets a player reverse mana abilities, but a sacrificed token has ceased to exist
    (CR 111.7): once a Treasure paid, the cancel option is gone and the cast is finished."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    gold = treasure(s)
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    assert s.state["stack"][-1]["targets"] == [{"card": victim}]
    assert "cancel" in options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{gold}:0:B"])
    assert gold not in s.state["cards"] and "cancel" not in options(s)
    s.pay()
    [cast] = s.events_of("spell_cast")
    assert cast["mana_spent"] == {"B": 1, "U": 3} and not s.events_of("cast_cancelled")


def test_only_mana_abilities_that_keep_the_cost_payable_are_offered():
    """{3}{B} with three Islands and a Treasure: the Treasure must make {B}, so its other colours
    are not offered (choosing one could only end in a cancel, CR 728.1)."""
    s = MtgScenario()
    islands = s.lands(3, ISLAND)
    gold = treasure(s)
    s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    offered = options(s)
    assert f"mana:{gold}:0:B" in offered and f"mana:{gold}:0:U" not in offered
    assert all(f"mana:{island}:-1" in offered for island in islands)


def test_cancelling_after_only_tapping_lands_still_rewinds():
    s = MtgScenario()
    islands = s.lands(3, ISLAND)
    treasure(s)
    s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{islands[0]}:-1"])
    s.expect("p1", "choose_action", exact=False, answer=["cancel"])
    assert INTERVENTION in s.defs(hand("p1")) and s.zone(STACK) == [] and not s.card(islands[0]).get("tapped")
    assert s.player("p1")["pool"] == {}


def test_the_total_cost_is_locked_in_before_a_treasure_is_sacrificed():
    """CR 601.2f: Valkyrie Aerial Unit ({5}{U}{U}, affinity for artifacts) with two Treasures
    costs {3}{U}{U}; sacrificing the Treasures for mana doesn't raise the cost (601.2g–h)."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    golds = [treasure(s), treasure(s)]
    spell = s.hand(VALKYRIE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    assert "{3}{U}{U}" in s.ask("p1")["prompt"]
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{golds[0]}:0:U"])
    assert "{3}{U}{U}" in s.ask("p1")["prompt"]
    s.pay()
    assert sum(s.events_of("spell_cast")[0]["mana_spent"].values()) == 5
    assert all(g not in s.state["cards"] for g in golds)


def test_a_kicker_that_sacrifices_the_only_artifact_keeps_it_from_paying_mana():
    """Vayne's Treachery kicked by sacrificing the Treasure: the Treasure can't also be sacrificed
    for mana (the kicker is paid after the mana, CR 601.2h), so automatic payment leaves it and
    its mana ability is not offered."""
    s = MtgScenario()
    swamps = s.lands(2, SWAMP)
    gold = treasure(s)
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(VAYNE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_option", exact=False, answer=["kick"])
    assert s.state["stack"][-1]["targets"] == [{"card": victim}]
    offered = options(s)
    assert not any(o.startswith(f"mana:{gold}") for o in offered) and "auto" in offered
    s.expect("p1", "choose_action", exact=False, answer=["auto"])
    # the Treasure, the one choice for the kicker, is sacrificed without asking
    assert all(s.card(c).get("tapped") for c in swamps) and gold not in s.state["cards"]
    s.pass_both()
    assert victim not in s.zone(BATTLEFIELD)


def test_a_kicker_is_not_offered_when_its_sacrifice_would_leave_the_mana_short():
    """One Swamp and a Treasure: {1}{B} needs the Treasure's mana, so it can't be the kicker too."""
    s = MtgScenario()
    s.lands(1, SWAMP)
    treasure(s)
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(VAYNE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    assert s.state["stack"][-1]["targets"] == [{"card": victim}] and s.state["stack"][-1]["kicked"] is False


def test_the_board_names_a_target_card_in_a_graveyard():
    s = MtgScenario()
    s.lands(5, SWAMP)
    dead = s.in_graveyard(COEURL)
    spell = s.hand(EVIL_REAWAKENED)
    s.pass_to("main1")
    s.cast(spell, [dead])
    assert dead in s.zone(graveyard("p1")) and s.state["stack"][-1]["targets"] == [{"card": dead}]
    lines = s.game.player_summary(view(s.state, "p2"), {"p1": "Alice", "p2": "Bob"}).splitlines()
    assert lines[-1].endswith("（目标：Coeurl）")
