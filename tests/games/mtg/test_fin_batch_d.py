"""FIN cards of batch d. Eden, Seat of the Sanctum: "you may sacrifice this land" as its ability
resolves, then a reflexive trigger (CR 603.12) whose target, chosen as it is put on the stack,
is "another" permanent card than Eden, now in the graveyard. Omega, Heartless Evolution: "for
each opponent, … up to one target … that opponent controls" (one target for each opponent,
CR 601.2c, 603.3d) and "each of those"; nonbasic lands counted (CR 205.4a)."""

import pytest
from pydantic import ValidationError

import engine
from engine.core.context import PUBLIC
from engine.games.mtg.abilities import Ability
from engine.games.mtg.objects import power
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, controller_of, graveyard, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario
from tests.games.mtg.position import FOREST, MtgScenario

COEURL = "fin-012"  # a vanilla 2/2 creature
INSTANT = "fin-008"  # Auron's Inspiration, an instant

# ---- Eden, Seat of the Sanctum

EDEN = "fin-277"


def _eden_activated() -> tuple[MtgScenario, str, str]:
    s = MtgScenario()
    eden = s.permanent(EDEN)
    s.lands(5)
    coeurl = s.in_graveyard(COEURL)
    s.pass_to("main1")
    s.activate(eden, 1)
    s.pass_both()  # the ability resolves: mill two, then the choice
    return s, eden, coeurl


def test_eden_sacrificed_returns_another_permanent_card_chosen_as_the_trigger_goes_on_the_stack():
    s, eden, coeurl = _eden_activated()
    assert s.defs(graveyard("p1")) == [COEURL, FOREST, FOREST]  # milled two
    s.expect("p1", "choose_cards", [eden], answer=[eden])
    assert s.defs(graveyard("p1")) == [COEURL, FOREST, FOREST, EDEN] and eden not in s.state["cards"]
    # the target: the Coeurl or a milled Forest, never Eden's card ("another", the notes)
    ask = s.expect("p1", "choose_targets", exact=False)
    offered = [s.card(o["id"])["def"] for o in ask["options"]]
    assert sorted(offered) == sorted([COEURL, FOREST, FOREST])
    s.answer_raw("p1", [coeurl])
    assert s.state["stack"][-1]["ability"] == "reflexive"
    s.pass_both()
    assert s.defs(hand("p1"))[-1] == COEURL and s.defs(graveyard("p1")) == [FOREST, FOREST, EDEN]


def test_eden_kept_makes_no_trigger():
    s, eden, coeurl = _eden_activated()
    s.expect("p1", "choose_cards", [eden], answer=[])
    assert s.card(eden)["zone"] == BATTLEFIELD and s.state["stack"] == []
    assert s.card(coeurl)["zone"] == graveyard("p1")


def test_eden_alone_in_the_graveyard_has_no_target_and_its_trigger_is_removed():
    """Eden sacrificed with no other permanent card in the graveyard: the reflexive trigger has no
    legal target and is removed from the stack (CR 603.3d)."""
    s = MtgScenario(decks={p: [INSTANT] * 60 for p in ("p1", "p2")})  # mills two instants
    eden = s.permanent(EDEN)
    s.lands(5)
    s.pass_to("main1")
    s.activate(eden, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", [eden], answer=[eden])
    assert s.state["stack"] == [] and s.defs(graveyard("p1")) == [INSTANT, INSTANT, EDEN]
    assert any(e["type"] == "trigger_removed" for e in s.last_events)


# ---- Omega, Heartless Evolution

OMEGA, SHARLAYAN = "fin-236", "fin-288"  # Sharlayan, Nation of Scholars: a nonbasic land


def _omega_cast(s: MtgScenario, nonbasic: int = 2) -> None:
    omega = s.hand(OMEGA)
    s.lands(nonbasic, SHARLAYAN)
    s.lands(7 - nonbasic)
    s.pass_to("main1")
    s.cast(omega)
    s.pass_both()  # Omega resolves; Wave Cannon triggers


def test_omega_taps_and_stuns_up_to_one_permanent_of_the_opponent_and_gains_life_per_nonbasic_land():
    s = MtgScenario()
    coeurl, other = s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")
    s.lands(1, player="p2")  # a land: not a legal target
    _omega_cast(s)
    s.expect("p1", "choose_targets", [coeurl, other], answer=[coeurl])
    s.pass_both()
    assert s.card(coeurl)["tapped"] and s.card(coeurl)["counters"]["stun"] == 2
    assert not s.card(other).get("tapped") and s.life("p1") == 22


def test_omega_with_no_target_chosen_still_gains_the_life():
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    _omega_cast(s, nonbasic=3)
    s.expect("p1", "choose_targets", answer=[])
    s.pass_both()
    assert not s.card(coeurl).get("tapped") and s.life("p1") == 23


def test_omega_targets_one_permanent_for_each_opponent():
    """Three players: one target for each opponent, each among that opponent's permanents
    (CR 601.2c); both are tapped and stunned."""
    s = MultiplayerScenario()
    mine, theirs2, theirs3 = s.permanent(COEURL), s.permanent(COEURL, "p2"), s.permanent(COEURL, "p3")
    omega = s.hand(OMEGA)
    s.lands(2, SHARLAYAN)
    s.lands(5)
    s.pass_to("main1")
    s.cast(omega)
    s.pass_all()
    s.expect("p1", "choose_targets", [theirs2], answer=[theirs2])
    s.expect("p1", "choose_targets", [theirs3], answer=[theirs3])
    assert s.state["stack"][-1]["data"]["targets"] == [{"card": theirs2}, {"card": theirs3}]
    s.pass_all()
    assert all(s.card(c)["tapped"] and s.card(c)["counters"]["stun"] == 2 for c in (theirs2, theirs3))
    assert not s.card(mine).get("tapped") and s.life("p1") == 22


def test_a_target_for_each_opponent_is_the_last_target_of_a_triggered_ability():
    each = {"kind": "permanent", "up_to": True, "per_opponent": True}
    with pytest.raises(ValidationError):
        Ability(kind="spell", targets=[each], effects=[{"step": "tap", "target": 0}])
    with pytest.raises(ValidationError):
        Ability(kind="triggered", trigger={"event": "enters", "self": True}, targets=[each, {"kind": "creature"}],
                effects=[{"step": "tap", "target": 0}])  # fmt: skip


# ---- Summon: Leviathan

LEVIATHAN, SAHAGIN = "fin-077", "fin-071"  # Sahagin: a Merfolk


def test_leviathan_chapter_one_returns_every_creature_but_the_sea_creatures():
    s = MtgScenario()
    leviathan = s.permanent(LEVIATHAN, counters={"lore": 0})
    sahagin, coeurl, theirs = s.permanent(SAHAGIN), s.permanent(COEURL), s.permanent(COEURL, "p2")
    s.pass_to("main1")  # the lore counter of the main phase: chapter I
    s.pass_both()
    assert s.card(leviathan)["counters"]["lore"] == 1 and s.card(sahagin)["zone"] == BATTLEFIELD
    assert coeurl not in s.state["cards"] and theirs not in s.state["cards"]
    assert s.defs(hand("p1"))[-1] == COEURL and s.defs(hand("p2"))[-1] == COEURL


def test_leviathan_chapter_two_draws_for_each_sea_creature_attacking_this_turn_only():
    """The delayed trigger "until end of turn, whenever … attacks" triggers for each matching
    attacker (CR 603.7b, 508.3a), and no more in the next turn."""
    s = MtgScenario()
    leviathan = s.permanent(LEVIATHAN, counters={"lore": 1})
    sahagin, coeurl = s.permanent(SAHAGIN), s.permanent(COEURL)
    s.pass_to("main1")
    s.pass_both()  # chapter II
    in_hand = len(s.zone(hand("p1")))
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[leviathan, sahagin, coeurl])
    s.expect("p1", "order_triggers", answer=[tr["id"] for tr in s.state["triggers"]])
    assert [o["data"]["subject"] for o in s.state["stack"]] in ([leviathan, sahagin], [sahagin, leviathan])
    s.pass_both()
    s.pass_both()
    assert len(s.zone(hand("p1"))) == in_hand + 2
    theirs = s.permanent(SAHAGIN, "p2")
    s.declare_attackers([theirs], player="p2")
    assert s.state["stack"] == [] and s.state["data"].get("delayed_triggers", []) == []


def test_leviathan_chapter_three_lasts_after_the_saga_is_sacrificed():
    s = MtgScenario()
    s.permanent(LEVIATHAN, counters={"lore": 2})
    sahagin = s.permanent(SAHAGIN)
    s.pass_to("main1")
    s.pass_both()  # chapter III, then the Saga is sacrificed (CR 714.4)
    assert s.defs(graveyard("p1")) == [LEVIATHAN]
    in_hand = len(s.zone(hand("p1")))
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[sahagin])
    s.pass_both()
    assert len(s.zone(hand("p1"))) == in_hand + 1


# ---- Clash of the Eikons

CLASH = "fin-180"


def _cast_clash(s: MtgScenario, modes: list[int], targets: list[str]) -> None:
    clash = s.hand(CLASH)
    s.lands(1)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{clash}"])
    s.expect("p1", "choose_option", answer=[f"mode:{m}" for m in modes])
    s.choose_targets(targets, "p1")
    s.pay()


def test_clash_fights_and_puts_a_lore_counter_that_triggers_the_next_chapter():
    """Two of the three modes: their targets in a row, performed in printed order (CR 700.2d); the
    lore counter put on triggers chapter II (CR 714.2b)."""
    s = MtgScenario()
    leviathan = s.permanent(LEVIATHAN, counters={"lore": 1})
    s.pass_to("main1")  # the main phase's own lore counter: chapter II
    s.pass_both()
    mine, theirs = s.permanent(SAHAGIN), s.permanent(COEURL, "p2")
    _cast_clash(s, [0, 2], [mine, theirs, leviathan])
    assert s.state["stack"][-1]["mode"] == [0, 2]
    assert s.state["stack"][-1]["targets"] == [{"card": mine}, {"card": theirs}, {"card": leviathan}]
    s.pass_both()
    assert s.card(theirs)["damage"] == 1 and s.card(mine)["damage"] == 2  # Sahagin 1/3, Coeurl 2/2
    assert s.card(leviathan)["counters"]["lore"] == 3
    assert [o["data"]["chapter"] for o in s.state["stack"]] == [3]


def test_clash_removes_a_lore_counter_then_puts_one_back_and_the_chapter_triggers_again():
    """The notes: removing lore counters triggers nothing; a counter put on later triggers the
    chapter again."""
    s = MtgScenario()
    leviathan = s.permanent(LEVIATHAN, counters={"lore": 0})
    s.pass_to("main1")
    s.pass_both()  # chapter I: every creature but the sea creatures returns
    mine, theirs = s.permanent(SAHAGIN), s.permanent(COEURL, "p2")
    _cast_clash(s, [0, 1, 2], [mine, theirs, leviathan, leviathan])
    s.pass_both()
    assert s.card(leviathan)["counters"]["lore"] == 1
    assert [o["data"]["chapter"] for o in s.state["stack"]] == [1]
    assert any(e["type"] == "counters_removed" for e in s.last_events)


def test_clash_lore_counter_removed_alone_triggers_nothing():
    s = MtgScenario()
    leviathan = s.permanent(LEVIATHAN, counters={"lore": 1})
    s.pass_to("main1")
    s.pass_both()
    _cast_clash(s, [1], [leviathan])
    s.pass_both()
    assert s.card(leviathan)["counters"]["lore"] == 1 and s.state["stack"] == []


# ---- Memories Returning

MEMORIES = "fin-063"
ISLAND = "fin-297"


def _stack_library(s: MtgScenario, definitions: list[str], player: str = "p1") -> list[str]:
    """Cards put on top of the library in order: the last one is the top card."""
    return [s.put(d, library(player)) for d in definitions]


def test_memories_returning_divides_the_revealed_cards_in_turns_with_the_opponent():
    s = MtgScenario()
    a, b, c, d, e = _stack_library(s, [COEURL, SAHAGIN, LEVIATHAN, CLASH, EDEN])
    memories = s.hand(MEMORIES)
    s.lands(4, ISLAND)
    s.pass_to("main1")
    s.cast(memories)
    s.pass_both()
    s.expect("p1", "choose_cards", [a, b, c, d, e], answer=[e])  # all five revealed
    assert all(s.card(x)["visible_to"] == PUBLIC for x in (a, b, c, d))
    s.expect("p2", "choose_cards", [a, b, c, d], answer=[d])  # the only opponent: chosen by itself
    s.expect("p1", "choose_cards", [a, b, c], answer=[c])
    s.expect("p2", "choose_cards", [a, b], answer=[a])
    assert s.defs(hand("p1"))[-3:] == [EDEN, LEVIATHAN, SAHAGIN]
    assert s.defs(library("p1"))[:2] == [COEURL, CLASH]  # the later one is the bottom card
    assert s.defs(graveyard("p1")) == [MEMORIES] and s.state["stack"] == []


def test_memories_returning_asks_which_opponent_with_several():
    s = MultiplayerScenario()
    memories = s.hand(MEMORIES)
    s.lands(4, ISLAND)
    s.pass_to("main1")  # the starting player of a multiplayer game draws (103.8c): stack the library after
    cards = _stack_library(s, [COEURL, SAHAGIN, LEVIATHAN, CLASH, EDEN])
    s.cast(memories)
    s.pass_all()
    s.expect("p1", "choose_cards", answer=[cards[4]])
    s.expect("p1", "choose_option", ["p2", "p3"], answer=["p3"])
    assert any(e["type"] == "opponent_chosen" and e["chosen_player"] == "p3" for e in s.last_events)
    s.expect("p3", "choose_cards", answer=[cards[0]])
    s.expect("p1", "choose_cards", answer=[cards[1]])
    s.expect("p3", "choose_cards", answer=[cards[2]])
    assert s.defs(library("p1"))[:2] == [LEVIATHAN, COEURL] and s.defs(hand("p1"))[-3:] == [EDEN, SAHAGIN, CLASH]


# ---- Stolen Uniform

UNIFORM, LANCE = "fin-075", "fin-017"  # Dragoon's Lance: equipped creature gets +1/+0


def _attack_with_top_of_library(attacker: str, definitions: list[str]) -> MtgScenario:
    """p1's library topped with ``definitions`` and ``attacker`` attacking, its attack trigger resolving."""
    s = MtgScenario()
    _stack_library(s, definitions)
    s.declare_attackers([s.permanent(attacker)])
    s.pass_both()
    return s


def _uniform_cast(s: MtgScenario) -> tuple[str, str, str]:
    mine, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    lance = s.permanent(LANCE, "p2", attached_to=theirs)
    uniform = s.hand(UNIFORM)
    s.lands(1, ISLAND)
    s.pass_to("main1")
    s.cast(uniform, [mine, lance])
    return mine, theirs, lance


def test_stolen_uniform_borrows_the_equipment_and_unattaches_it_as_control_returns():
    """The control effect ends in the cleanup step (CR 514.2): losing control of it then triggers
    the delayed ability (the notes), which unattaches it from your creature (CR 701.3d)."""
    s = MtgScenario()
    mine, theirs, lance = _uniform_cast(s)
    s.pass_both()
    assert controller_of(s.state, lance) == "p1" and s.card(lance)["attached_to"] == mine
    assert power(s.state, mine) == 3 and power(s.state, theirs) == 2
    s.pass_to("upkeep", "p2", active="p2")
    assert controller_of(s.state, lance) == "p2" and "attached_to" not in s.card(lance)
    assert power(s.state, mine) == 2


def test_stolen_uniform_with_the_creature_gone_still_takes_the_equipment_but_attaches_nothing():
    """The notes: an illegal creature target, control is still gained; the Equipment stays on the
    opponent's creature, so losing control of it later triggers nothing."""
    s = MtgScenario()
    mine, theirs, lance = _uniform_cast(s)
    s.ctx().move(mine, graveyard("p1"))
    s.pass_both()
    assert controller_of(s.state, lance) == "p1" and s.card(lance)["attached_to"] == theirs
    s.pass_to("upkeep", "p2", active="p2")
    assert controller_of(s.state, lance) == "p2" and s.card(lance)["attached_to"] == theirs


# ---- Choco, Seeker of Paradise

CHOCO, SAZHS_CHOCOBO = "fin-215", "fin-200"  # Sazh's Chocobo: a Bird


def test_choco_looks_at_as_many_cards_as_birds_attacking_once_and_puts_lands_tapped():
    """One trigger for the Birds attacking together (CR 603.2c), "that many" = 2: one card to the
    hand, any number of lands onto the battlefield tapped (landfall), the rest into the graveyard."""
    s = MtgScenario()
    below, land, other_land, creature = _stack_library(s, [INSTANT, FOREST, FOREST, COEURL])
    choco, bird, coeurl = s.permanent(CHOCO), s.permanent(SAZHS_CHOCOBO), s.permanent(COEURL)
    s.declare_attackers([choco, bird, coeurl])
    assert [o["data"]["count"] for o in s.state["stack"] if o["source"] == choco] == [2]
    s.pass_both()
    s.expect("p1", "choose_cards", [creature, other_land], answer=[creature])
    s.expect("p1", "choose_cards", [other_land], answer=[other_land])
    assert s.defs(hand("p1"))[-1] == COEURL and s.state["cards"][land]["zone"] == library("p1")
    [entered] = [c for c in s.cards(BATTLEFIELD, FOREST) if s.card(c).get("tapped")]
    assert s.card(entered)["owner"] == "p1"
    s.expect("p1", "order_triggers", answer=[tr["id"] for tr in s.state["triggers"]])  # both Birds' landfall
    s.pass_both()
    s.pass_both()
    assert power(s.state, choco) == 4 and s.defs(graveyard("p1")) == []


def test_choco_may_take_nothing_and_the_rest_goes_to_the_graveyard():
    s = _attack_with_top_of_library(CHOCO, [FOREST, INSTANT])
    s.expect("p1", "choose_cards", answer=[])
    assert s.defs(graveyard("p1")) == [INSTANT] and s.state["stack"] == []


# ---- Gilgamesh, Master-at-Arms

GILGAMESH, FRAGMENTS = "fin-139", "fin-013"  # Crystal Fragments: equipped creature gets +1/+1


def test_gilgamesh_puts_equipment_onto_the_battlefield_and_attaches_one_to_a_samurai():
    s = MtgScenario()
    first, _, second = _stack_library(s, [FRAGMENTS, COEURL, FRAGMENTS, INSTANT, FOREST, FOREST])[:3]
    gilgamesh = s.permanent(GILGAMESH)
    s.declare_attackers([gilgamesh])
    s.pass_both()
    s.expect("p1", "choose_cards", [first, second], answer=[first, second])
    equipment = s.cards(BATTLEFIELD, FRAGMENTS)
    assert len(equipment) == 2 and sorted(s.defs(library("p1"))[:4]) == sorted([COEURL, INSTANT, FOREST, FOREST])  # the rest at the bottom
    assert s.state["stack"][-1]["ability"] == "reflexive"  # "when you put one or more Equipment …"
    s.pass_both()
    s.expect("p1", "choose_cards", equipment, answer=[equipment[1]])  # the only Samurai: no question
    assert s.card(equipment[1])["attached_to"] == gilgamesh and "attached_to" not in s.card(equipment[0])
    assert power(s.state, gilgamesh) == 7


def test_gilgamesh_with_no_equipment_put_makes_no_reflexive_trigger():
    s = _attack_with_top_of_library(GILGAMESH, [FRAGMENTS, COEURL])
    s.expect("p1", "choose_cards", answer=[])
    assert s.state["stack"] == [] and s.cards(BATTLEFIELD, FRAGMENTS) == []


# ---- Louisoix's Sacrifice

LOUISOIX = "fin-059"


def test_louisoix_counters_a_triggered_ability_paying_two_without_a_legendary_creature():
    """Nothing to sacrifice: the additional {2} is the cost (CR 601.2f); the ability is removed
    from the stack (CR 701.6b) and does nothing."""
    s = MtgScenario()
    s.pass_to("main1", "p2", active="p2")
    louisoix = s.hand(LOUISOIX)
    islands = s.lands(3, ISLAND)
    choco = s.permanent(CHOCO, "p2")
    library_before = s.defs(library("p2"))
    s.declare_attackers([choco], player="p2")
    [trigger] = s.state["stack"]
    s.pass_priority("p2")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{louisoix}"])
    s.choose_targets([f"object:{trigger['id']}"], "p1")  # the only legal target: chosen by itself
    s.pay()
    assert all(s.card(c).get("tapped") for c in islands)
    summary = engine.get_game("mtg").player_summary(engine.view(s.state, "p2"), {"p1": "甲", "p2": "乙"})
    assert "（目标：Choco, Seeker of Paradise的异能）" in summary  # the stack as players read it
    s.pass_both()
    assert s.state["stack"] == [] and any(e["type"] == "countered" for e in s.last_events)
    assert s.defs(library("p2")) == library_before and s.defs(graveyard("p1")) == [LOUISOIX]


def test_louisoix_sacrifices_a_legendary_creature_to_counter_an_activated_ability():
    s = MtgScenario()
    s.pass_to("main1", "p2", active="p2")
    louisoix = s.hand(LOUISOIX)
    s.lands(1, ISLAND)
    choco = s.permanent(CHOCO)  # legendary
    eden = s.permanent(EDEN, "p2")
    s.lands(5, player="p2")
    s.activate(eden, 1, player="p2")
    [ability] = s.state["stack"]
    s.pass_priority("p2")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{louisoix}"])
    s.choose_targets([f"object:{ability['id']}"], "p1")
    s.pay()
    assert s.defs(graveyard("p1")) == [CHOCO] and choco not in s.state["cards"]  # only {U} to pay
    s.pass_both()
    assert s.state["stack"] == [] and s.defs(graveyard("p2")) == []  # no mill


def test_louisoix_cannot_target_a_creature_spell():
    s = MtgScenario()
    louisoix, creature = s.hand(LOUISOIX), s.hand(COEURL)
    s.lands(3, ISLAND)
    s.lands(2, "fin-294")  # Plains for the Coeurl
    s.pass_to("main1")
    s.cast(creature)
    ask = s.expect("p1", "choose_action", exact=False)
    assert f"cast:{louisoix}" not in [o["id"] for o in ask["options"]]  # no legal target (CR 601.2c)


def test_louisoix_asks_which_additional_cost_when_both_can_be_paid():
    s = MtgScenario()
    s.pass_to("main1", "p2", active="p2")
    louisoix = s.hand(LOUISOIX)
    islands = s.lands(3, ISLAND)
    gilgamesh = s.permanent(GILGAMESH)  # legendary
    s.declare_attackers([s.permanent(CHOCO, "p2")], player="p2")
    s.pass_priority("p2")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{louisoix}"])
    ask = s.expect("p1", "choose_option", exact=False)
    assert len(ask["options"]) == 2
    s.answer_raw("p1", [ask["options"][1]["id"]])  # pay {2}
    s.pay()
    assert all(s.card(c).get("tapped") for c in islands) and s.card(gilgamesh)["zone"] == BATTLEFIELD


# ---- Gogo, Master of Mimicry

GOGO, BAHAMUT = "fin-054", "fin-001"  # Summon: Bahamut I: destroy up to one target nonland permanent


def _pass_to_chapter_target(s: MtgScenario) -> None:
    while s.state["request"]["kind"] != "choose_targets":
        s.pass_priority()


def test_gogo_copies_a_chapter_ability_with_a_new_target():
    """CR 707.10: the copy keeps the original's choices, its target may be changed (707.10c), and
    it resolves first (the notes); X is announced, at least 1, {X}{X} paid."""
    s = MtgScenario()
    gogo = s.permanent(GOGO)
    s.permanent(BAHAMUT, counters={"lore": 0})
    first, second = s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")
    islands = s.lands(4, ISLAND)
    _pass_to_chapter_target(s)  # chapter I triggers as the main phase begins
    s.expect("p1", "choose_targets", exact=False, answer=[first])
    [chapter] = s.state["stack"]
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{gogo}:0"])
    s.expect("p1", "choose_option", ["x:1", "x:2"], answer=["x:1"])  # X can't be 0; four Islands pay X = 2 at most
    s.choose_targets([f"object:{chapter['id']}"], "p1")
    s.pay()
    assert sum(1 for c in islands if s.card(c).get("tapped")) == 2 and s.card(gogo)["tapped"]
    s.pass_both()  # Gogo's ability resolves: one copy
    s.expect("p1", "choose_targets", [first, second], exact=False, answer=[second])
    copy = s.state["stack"][-1]
    assert copy["copy"] and copy["data"]["targets"] == [{"card": second}] and copy["data"]["chapter"] == 1
    s.pass_both()
    assert second not in s.state["cards"] and first in s.state["cards"]
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COEURL, COEURL]


def test_gogo_copies_an_ability_whose_target_token_ceased_to_exist():
    """The copy keeps the original's target (CR 707.10c) even when that token has ceased to exist
    (CR 111.7): it is offered as "已不存在的目标" beside the legal new targets (found by the AI bench)."""
    s = MtgScenario()
    gogo = s.permanent(GOGO)
    s.permanent(BAHAMUT, counters={"lore": 0})
    token, coeurl = s.permanent("token-hero", "p2"), s.permanent(COEURL, "p2")
    s.lands(4, ISLAND)
    _pass_to_chapter_target(s)
    s.expect("p1", "choose_targets", exact=False, answer=[token])
    [chapter] = s.state["stack"]
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{gogo}:0"])
    s.expect("p1", "choose_option", ["x:1", "x:2"], answer=["x:1"])
    s.choose_targets([f"object:{chapter['id']}"], "p1")
    s.pay()
    leave_battlefield(s.ctx(), [token], "graveyard", "destroyed")  # a token put into a graveyard ceases to exist
    s.check_now()
    assert token not in s.state["cards"]
    s.pass_both()  # Gogo's ability resolves: the copy's target
    ask = s.expect("p1", "choose_targets", exact=False)
    assert [o["label"] for o in ask["options"]][0] == "已不存在的目标（原目标）" and coeurl in [o["id"] for o in ask["options"]]


def test_gogo_cannot_copy_its_own_ability_nor_target_an_opponents():
    s = MtgScenario()
    gogo, other_gogo = s.permanent(GOGO), s.permanent(GOGO, "p2")
    s.lands(4, ISLAND)
    s.lands(4, ISLAND, player="p2")
    s.permanent(BAHAMUT, "p2", counters={"lore": 0})
    s.permanent(COEURL)
    s.pass_to("end", "p1")
    _pass_to_chapter_target(s)
    s.expect("p2", "choose_targets", exact=False, answer=[s.cards(BATTLEFIELD, COEURL)[0]])
    s.pass_priority("p2")
    ask = s.expect("p1", "choose_action", exact=False)
    assert f"activate:{gogo}:0" not in [o["id"] for o in ask["options"]]  # only an ability you control
    s.pass_priority("p1")
    assert other_gogo in s.state["cards"]


def test_gogos_ability_targeted_by_gogo_again_is_not_copied():
    """"This ability can't be copied": Gogo (untapped again by the position) may target its own
    ability on the stack, but makes no copy of it."""
    s = MtgScenario()
    gogo = s.permanent(GOGO)
    s.permanent(BAHAMUT, counters={"lore": 0})
    s.permanent(COEURL, "p2")
    s.lands(4, ISLAND)
    _pass_to_chapter_target(s)
    s.expect("p1", "choose_targets", exact=False, answer=[s.cards(BATTLEFIELD, COEURL)[0]])
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{gogo}:0"])
    s.expect("p1", "choose_option", answer=["x:1"])
    s.choose_targets([f"object:{s.state['stack'][0]['id']}"], "p1")
    s.pay()
    gogo_ability = s.state["stack"][-1]
    s.card(gogo)["tapped"] = False
    s.check_now()
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{gogo}:0"])
    s.expect("p1", "choose_targets", exact=False, answer=[f"object:{gogo_ability['id']}"])
    s.pay()
    s.pass_both()  # the second activation resolves: nothing is copied
    assert [o["id"] for o in s.state["stack"]][-1] == gogo_ability["id"] and len(s.state["stack"]) == 2
