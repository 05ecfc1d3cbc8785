"""Scenarios for the uwregions batch: adjacent regions (option `adjacent_regions`), regions that
enter play and the cards sealed on a won region (option `sealed_on_won_region`), and neutral
cards. Each card ability used once in a position, its result asserted. Cards quoted by id; the
printed texts are in the community database."""

import pytest

from engine.games.underworld import setup as world_setup
from engine.games.underworld.adjacency import adjacent_slots
from engine.games.underworld.stats import defence
from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import defs, resolve, start, win_region

ROW = {"adjacent_regions": "row"}
ANY_OTHER = {"adjacent_regions": "any_other"}
CRIMINAL = "JC084"  # 街头混混: 人类/罪犯, black
ROAD = "granted.DQCQ02.0"  # the ability 加州一号公路 gives the characters on it


def started(**options) -> UnderworldScenario:
    """`start()` with match options: p1 holds priority in his action step."""
    s = UnderworldScenario(options=options)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    return s


def to_world_top(s: UnderworldScenario, definition: str) -> None:
    """The next region the world library turns face up is `definition`."""
    for slot in (1, 2, 3):
        if s.card(s.region(slot))["def"] == definition:
            s.set_region("DQJC113" if definition != "DQJC113" else "DQBQ08", slot)
    match = next(c for c in s.zone("world") if s.card(c)["def"] == definition)
    s.ctx().move(match, "world")


def sealed_on(s: UnderworldScenario, host: str) -> list[str]:
    return [s.card(c)["def"] for c in s.zone(SEALED) if s.card(c)["sealed_under"] == host]


# ---------------------------------------------------------------------------- adjacency (seed L187, L725, L843–895)
@pytest.mark.parametrize(("options", "expected"), [
    (ROW, {1: [2], 2: [1, 3], 3: [2]}),
    (ANY_OTHER, {1: [2, 3], 2: [1, 3], 3: [1, 2]}),
])  # fmt: skip
def test_adjacent_regions_are_row_neighbours_or_every_other_region(options, expected):
    s = UnderworldScenario(options=options)
    assert {slot: adjacent_slots(s.state, slot) for slot in (1, 2, 3)} == expected


# ---------------------------------------------------------------------------- WM056 赃物贩子
@pytest.mark.parametrize(("options", "moved"), [(ROW, False), (ANY_OTHER, True)])
def test_wm056_fence_moves_a_token_only_from_an_adjacent_region(options, moved):
    """Region 3 is adjacent to region 1 only under "any_other"."""
    s = started(**options)
    fence = s.character("WM056", "p1", 1)
    s.assets(2)
    s.influence(3, "p1", 2)
    s.act("p1", f"activate:{fence}:0")
    resolve(s)
    assert (s.tokens(1, "p1"), s.tokens(3, "p1")) == ((1, 1) if moved else (0, 2))
    assert s.player("p1")["pool"] == 0 and len([c for c in s.zone(zone("p1", "assets")) if s.card(c).get("exhausted")]) == 2


def test_wm056_fence_chooses_the_region_and_acts_once_per_turn():
    s = start()
    fence = s.character("WM056", "p1", 2)
    s.assets(4)
    s.influence(1, "p1", 1)
    s.influence(3, "p1", 2)
    s.act("p1", f"activate:{fence}:0")
    resolve(s, "slot3")
    assert (s.tokens(1, "p1"), s.tokens(2, "p1"), s.tokens(3, "p1")) == (1, 1, 1)
    assert f"activate:{fence}:0" not in s.options("p1")


# ---------------------------------------------------------------------------- WM062 跑路
def test_wm062_run_lurks_an_own_criminal_then_moves_it_to_an_adjacent_region():
    s = start()
    crook = s.character(CRIMINAL, "p1", 1)
    s.assets(2, CRIMINAL)  # black loyalty
    s.act("p1", f"play:{s.hand('WM062')}")
    resolve(s)  # the one legal target; "move it?" yes; region 2 is the only one adjacent to 1
    agents = [c for c in s.area(2) if s.card(c).get("face_down")]
    assert crook not in s.state["cards"] and len(agents) == 1 and s.card(agents[0])["def"] == CRIMINAL
    assert not s.area(1) and defs(s, "p1", "graveyard") == ["WM062"]


def test_wm062_run_may_leave_the_agent_where_it_is_and_needs_a_criminal():
    s = start()
    crook = s.character(CRIMINAL, "p1", 2)
    s.character("JC075", "p1", 2)  # not a criminal: no target
    s.character(CRIMINAL, "p2", 2)  # not his own: no target
    s.assets(2, CRIMINAL)  # black loyalty
    s.act("p1", f"play:{s.hand('WM062')}")
    assert s.state["stack"][-1]["targets"]["t"] == [crook]
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: ["no"] if s.request["key"].startswith("may") else None)  # fmt: skip
    assert len([c for c in s.area(2) if s.card(c).get("face_down")]) == 1 and not s.area(1) and not s.area(3)


# ---------------------------------------------------------------------------- DQCQ02 加州一号公路
def test_dqcq02_every_character_here_may_exhaust_to_move_to_the_adjacent_region():
    s = start()
    s.set_region("DQCQ02", 1)
    mine, theirs, elsewhere = s.character("JC075", "p1", 1), s.character("JC075", "p2", 1), s.character("JC075", "p1", 2)
    offered = s.options("p1")
    assert f"activate:{mine}:{ROAD}" in offered and f"activate:{elsewhere}:{ROAD}" not in offered
    s.act("p1", f"activate:{mine}:{ROAD}")
    resolve(s)  # region 2 is the only region adjacent to region 1
    assert mine in s.area(2) and s.card(mine)["exhausted"]
    s.pass_until("action_second", "p2")
    assert f"activate:{theirs}:{ROAD}" in s.options("p2")


@pytest.mark.parametrize("options", [ROW, ANY_OTHER])
def test_dqcq02_in_the_first_region_reaches_the_third_only_under_any_other(options):
    s = started(**options)
    s.set_region("DQCQ02", 1)
    walker = s.character("JC075", "p1", 1)
    s.act("p1", f"activate:{walker}:{ROAD}")
    resolve(s, "slot3")
    assert walker in s.area(3 if options == ANY_OTHER else 2)


def test_dqcq02_replacing_a_won_region_takes_its_place_in_the_row():
    """Won in slot 2, 上海 is replaced there by 加州一号公路: slot 2 neighbours both 1 and 3."""
    s = UnderworldScenario()
    to_world_top(s, "DQCQ02")
    win_region(s, "DQJC114", 4)
    assert s.card(s.region(2))["def"] == "DQCQ02"
    walker = s.character("JC075", "p1", 2)
    s.drive(lambda s: s.priority_player() == "p1" and f"activate:{walker}:{ROAD}" in s.options("p1"))
    s.act("p1", f"activate:{walker}:{ROAD}")
    s.drive(lambda s: s.request["key"].startswith("adjacent"))
    assert {o["id"] for o in s.ask("p1")["options"]} == {"slot1", "slot3"}
    resolve(s, "slot3")
    assert walker in s.area(3)


def test_dqcq02_an_exhausted_character_cannot_use_the_road():
    s = start()
    s.set_region("DQCQ02", 1)
    tired = s.character("JC075", "p1", 1, exhausted=True)
    assert f"activate:{tired}:{ROAD}" not in s.options("p1")


# ---------------------------------------------------------------------------- DQWM004 亚伯拉罕湖
def test_dqwm004_entering_seals_each_players_library_top_on_it():
    """Turned face up in place of a won region, it enters play (its 进场强制触发)."""
    s = UnderworldScenario()
    to_world_top(s, "DQWM004")
    for player, definition in (("p1", "JC084"), ("p2", "JC088")):
        s.on_top(definition, player)
        s.on_top(FILLER, player)  # drawn in the draw step on the way to the contests
    win_region(s, "DQJC113", 3)
    lake = s.region(2)
    assert s.card(lake)["def"] == "DQWM004"
    assert sorted(sealed_on(s, lake)) == ["JC084", "JC088"]
    assert {s.card(c)["owner"] for c in s.zone(SEALED)} == {"p1", "p2"}


def test_dqwm004_turned_face_up_at_setup_seals_too(monkeypatch):
    """A world library of three regions: all of them are turned face up at setup."""
    monkeypatch.setattr(world_setup, "world_regions", lambda: ["DQWM004", "DQJC113", "DQJC114"])
    s = UnderworldScenario()
    s.to_action_step()
    lake = next(s.region(slot) for slot in (1, 2, 3) if s.card(s.region(slot))["def"] == "DQWM004")
    assert len(sealed_on(s, lake)) == 2 and {s.card(c)["owner"] for c in s.zone(SEALED)} == {"p1", "p2"}


def won_lake(options: dict, use_trigger: bool) -> UnderworldScenario:
    """p1 wins 亚伯拉罕湖 in slot 2 with a card of each player sealed on it; he uses its 赢取触发
    or declines it."""
    s = UnderworldScenario(options=options)
    lake = s.set_region("DQWM004", 2)
    for definition, owner in (("JC084", "p1"), ("JC088", "p2")):
        s.put(definition, SEALED, owner=owner, sealed_under=lake)
    s.influence(2, "p1", 2)
    s.character("JC075", "p1", 2)
    s.to_contests()
    s.drive(lambda s: s.events_of("region_won") and not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: [("yes" if use_trigger else "no")] if s.request["key"] == "use" else None)  # fmt: skip
    assert defs(s, "p1", "score") == ["DQWM004"]
    return s


def test_dqwm004_win_trigger_shuffles_the_sealed_cards_into_their_owners_libraries():
    s = won_lake({}, use_trigger=True)
    assert not s.zone(SEALED)
    assert "JC084" in defs(s, "p1", "library") and "JC088" in defs(s, "p2", "library")
    assert "JC084" not in defs(s, "p1", "hand") and "JC088" not in defs(s, "p2", "hand")


def test_dqwm004_declined_win_trigger_returns_the_sealed_cards_to_hand():
    s = won_lake({}, use_trigger=False)
    assert not s.zone(SEALED) and "JC084" in defs(s, "p1", "hand") and "JC088" in defs(s, "p2", "hand")


def test_dqwm004_literal_order_returns_the_sealed_cards_before_the_win_trigger():
    """Option `sealed_on_won_region` "at_win": the region leaves play first (F:赢取地区牌 step 2,
    G:封印 p4), so the trigger finds nothing to shuffle."""
    s = won_lake({"sealed_on_won_region": "at_win"}, use_trigger=True)
    assert not s.zone(SEALED) and "JC084" in defs(s, "p1", "hand") and "JC088" in defs(s, "p2", "hand")
    assert "JC084" not in defs(s, "p1", "library")


# ---------------------------------------------------------------------------- neutral cards
def test_xq47_vest_gives_one_defence_then_moves_to_another_character():
    s = start()
    wearer, other = s.character("JC075", "p1", 1), s.character("JC075", "p2", 2)
    s.assets(3)
    s.act("p1", f"play:{s.hand('XQ47')}")
    resolve(s, wearer)
    vest = next(c for c in s.area(1) if s.card(c)["def"] == "XQ47")
    assert defence(s.state, wearer) == 2 and defence(s.state, other) == 1
    s.act("p1", f"activate:{vest}:0")
    assert s.state["stack"][-1]["targets"]["t"] == [other]  # "另一个": the one it is on is no target
    resolve(s)
    assert s.card(vest)["attached_to"] == other and vest in s.area(2)
    assert defence(s.state, wearer) == 1 and defence(s.state, other) == 2


@pytest.mark.parametrize(("x", "destroyed"), [("1", True), ("2", False)])
def test_jc135_aftershock_destroys_the_target_attachment_of_printed_cost_x(x, destroyed):
    """额外费用 X is chosen while paying, after the target (G:打出 p2 steps 3–4, G:X p9): an X other
    than the target's printed cost (合金指虎, 1) leaves no legal target on resolution."""
    s = start()
    fighter = s.character("JC075", "p2", 1)
    knuckles = s.put("BQ022", "area1", owner="p2", attached_to=fighter)
    s.assets(5)
    s.act("p1", f"play:{s.hand('JC135')}")
    resolve(s, knuckles, x)
    assert (knuckles not in s.state["cards"]) == destroyed and ("BQ022" in defs(s, "p2", "graveyard")) == destroyed
    spent = len([c for c in s.zone(zone("p1", "assets")) if s.card(c).get("exhausted")])
    assert spent == 2 + int(x) and defs(s, "p1", "graveyard") == ["JC135"]


def test_xq50_storm_destroys_every_attachment_up_to_the_sacrificed_assets_printed_cost():
    """Sacrificing 街头混混 (printed cost 1) as the extra cost: X = 1, so the attachments of printed
    cost 1 go, on either side and on a secret society too; the one of cost 2 stays."""
    s = start()
    mine, theirs = s.character("JC075", "p1", 1), s.character("JC075", "p2", 2)
    vest = s.put("XQ47", "area1", owner="p1", attached_to=mine)  # cost 1
    knuckles = s.put("BQ022", "area2", owner="p2", attached_to=theirs)  # cost 1
    kept = s.put("JC020", "area2", owner="p2", attached_to=theirs)  # cost 2
    sold = s.asset(CRIMINAL)
    s.assets(3)
    s.act("p1", f"play:{s.hand('XQ50')}")
    resolve(s, sold)
    assert sold not in s.state["cards"] and CRIMINAL in defs(s, "p1", "graveyard")
    assert vest not in s.state["cards"] and knuckles not in s.state["cards"] and kept in s.state["cards"]
    assert sorted(defs(s, "p1", "graveyard")) == sorted([CRIMINAL, "XQ47", "XQ50"]) and "BQ022" in defs(s, "p2", "graveyard")


def test_xq50_storm_offers_only_assets_that_leave_enough_to_pay():
    """Cost 3 with three ready assets and one exhausted: only the exhausted one may be sacrificed."""
    s = start()
    spent = s.asset(CRIMINAL, exhausted=True)
    ready = s.assets(3)
    s.act("p1", f"play:{s.hand('XQ50')}")  # the one asset it may take is taken by itself
    resolve(s)
    assert spent not in s.state["cards"] and all(s.card(c)["exhausted"] for c in ready)


def test_wm096_amber_cage_keeps_its_host_out_of_contests_moves_and_action_abilities():
    from engine.games.underworld.contest import participants
    from engine.games.underworld.stats import keywords

    s = start()
    s.set_region("DQCQ02", 1)  # its characters gain a 行动 ability that moves them
    fence, guard = s.character("WM056", "p1", 1), s.character("JC003", "p1", 1)
    s.asset("JC013")  # a star icon: its loyalty
    s.assets(4)
    assert participants(s.state, 1, "influence")["p1"] == [fence, guard]
    s.act("p1", f"play:{s.hand('WM096')}")
    resolve(s, fence)
    assert participants(s.state, 1, "influence")["p1"] == [guard] and "immobile" in keywords(s.state, fence)
    offered = s.options("p1")
    assert f"activate:{fence}:0" not in offered and f"activate:{fence}:{ROAD}" not in offered
    assert f"activate:{guard}:{ROAD}" in offered and f"activate:{guard}:0" in offered  # 快速行动 is no 行动 ability


def test_bq111_gas_mask_gives_one_defence_and_a_death_trigger_that_mills_two():
    """The host dies with the mask on: the mask comes back to hand (回收) and the 死亡触发 it gave
    the host still fires (the host's abilities as it last was)."""
    s = start()
    fernandel = s.character("JC010", "p1", 1)  # destroys an exhausted character
    medic = s.character("JC075", "p1", 2, exhausted=True)  # 人类
    mask = s.put("BQ111", "area2", owner="p1", attached_to=medic)
    assert defence(s.state, medic) == 2
    s.on_top("JC084", "p1")
    s.on_top("JC088", "p1")
    s.act("p1", f"activate:{fernandel}:0")
    resolve(s, medic)
    assert mask not in s.state["cards"] and "BQ111" in defs(s, "p1", "hand")
    assert defs(s, "p1", "graveyard")[-3:] == ["JC075", "JC088", "JC084"]


def test_bq111_gas_mask_fits_humans_only():
    from engine.games.underworld.attachments import attach_candidates
    from engine.games.underworld.cards import card

    s = start()
    human, fish = s.character("JC075", "p1", 1), s.character("BQ077", "p1", 1)
    assert attach_candidates(s.state, card("BQ111"), "p1") == [human] and fish
