"""Speed work must not change a game: a fixed-seed random game of pinned decks and regions plays
out exactly as recorded, and the caches of `stats` (the last continuous sources, the facts read
inside `sources_fixed`) give the answers worked out afresh at every step of a random game."""

import hashlib
import random
from typing import get_args

import orjson
import pytest

import engine
from engine.ai import RandomAgent
from engine.core.context import Ctx
from engine.core.registry import get_game
from engine.games.underworld import checks, setup, stats, targets
from engine.games.underworld.abilities import KeywordId
from engine.games.underworld.cards import card
from engine.games.underworld.costs import loyalty_met
from engine.games.underworld.deck import parse_deck
from engine.games.underworld.zones import SLOTS, area_cards, region_in, zone
from tests.games.underworld.position import FILLER, UnderworldScenario

# Two legal decks of implemented cards and the world's regions, pinned here so that cards added
# to the game (random decks, the world library of every region) leave the recorded games alone.
VEIL_BELLS = """1 鸣钟教派
3 通灵猫头鹰
3 巨石阵看护人
3 帷幕护卫
3 力场法师
3 末日信徒
3 纵火狂
2 青手费南迪尔
2 德莫斯提尼，大魔法师
3 灾难使者
3 无面屠戮者
3 烈火重围
3 深渊细语
2 丧钟回响
2 终焉的诗寇蒂
3 破茧者秘教线人
3 构筑静态障壁
3 意外事故
3 林中女巫
"""
AGENCY_OBELISK = """1 国家机构
3 地区警员
3 坚毅的刑警
3 安全保卫部门
3 危机处理特派小组
3 调查档案
3 警车追捕
3 审问嫌疑人
2 约翰·F·纳特里
3 街头混混
3 窃尸人
3 格鲁尼的走私客
3 职业杀手
3 毒血诅咒
3 谋杀
3 死灵召唤
2 唐·格鲁尼
3 阿格里帕之犬
2 监控员
"""
REGIONS = ("DQBQ01", "DQBQ02", "DQBQ03", "DQBQ04", "DQBQ06", "DQBQ08", "DQBQ09", "DQBQ10", "DQCQ02", "DQJC107", "DQJC108", "DQJC109", "DQJC110", "DQJC111", "DQJC112", "DQJC113", "DQJC114", "DQJC115", "DQJC116", "DQWM004", "DQWM005", "DQXQ01")

# seed -> (decisions, sha256 of the events and the final state), recorded before the speed work.
# A rules change that changes these games re-records them (print `_play(seed)`), saying why.
# Re-recorded when gold names (独有) were entered by hand: both decks hold gold-named cards
# (青手费南迪尔, 约翰·F·纳特里 …) and their societies' "【X】独有牌" searches now find them. With every
# `unique` cleared the games still came out as first recorded (588 and 359 decisions).
# Re-recorded when events gained fields for narration (`position` of a card put back in its zone,
# the `definition` of a public card dealt damage): the final states and every other event field
# were compared with the game before and are the same.
RECORDED = {
    1: (730, "aa8aa48bc5e860248299cc1f2f69dffa4c5aa8d507aa06d392d38804d6dacd75"),
    2: (360, "9101c74c5bf28b5853f2aafc6f59b918fbf768c7c8ef17bbe05d7f726efeed22"),
}


@pytest.fixture
def pinned_regions(monkeypatch):
    monkeypatch.setattr(setup, "world_regions", lambda: list(REGIONS))


def _play(seed: int, each_step=None) -> tuple[int, str]:
    decks = {"p1": parse_deck(VEIL_BELLS), "p2": parse_deck(AGENCY_OBELISK)}
    agent = RandomAgent(seed)
    state, events, request = engine.start("underworld", ["p1", "p2"], decks, seed)
    log = list(events)
    decisions = 0
    while state["result"] is None:
        player = request["pending"][0]
        choice = agent.choose(engine.ask_for(request, player))
        events, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})
        log += events
        decisions += 1
        if each_step is not None:
            each_step(state)
    return decisions, hashlib.sha256(orjson.dumps([log, state])).hexdigest()


@pytest.mark.parametrize("seed", sorted(RECORDED))
def test_a_fixed_seed_game_plays_as_recorded(pinned_regions, seed):
    assert _play(seed) == RECORDED[seed]


def _facts(state: dict) -> list:
    cards = [region_in(state, s) for s in SLOTS if region_in(state, s)] + [c for s in SLOTS for c in area_cards(state, s)]
    return [(c, stats.modifiers(state, c), stats.keywords(state, c), stats.subtypes(state, c), stats.granted_abilities(state, c),
             stats.defence(state, c) if stats.is_character(state, c) else None) for c in cards] + [
        stats.region_flags(state, s) for s in SLOTS] + [
        loyalty_met(state, p, stats.definition(state, c)) for p in state["seats"] for c in state["zones"][zone(p, "hand")]["cards"]] + [
        stats.marked_cards(state, zone(p, kind)) for p in state["seats"] for kind in ("hand", "graveyard", "assets")]  # fmt: skip


def test_facts_read_from_caches_equal_those_worked_out_afresh(pinned_regions):
    compared = 0

    def compare(state: dict) -> None:
        nonlocal compared
        assert stats._sources_now(state) == list(stats._working_sources(state))  # the memo of the last sources
        uncached = _facts(state)
        with stats.sources_fixed(state):
            assert _facts(state) == uncached
            assert _facts(state) == uncached  # the second reading comes from the cache
        compared += len(uncached)

    _play(min(RECORDED), compare)
    assert compared > 0


def test_what_is_read_once_per_definition_follows_the_definition_not_its_id(test_card):
    """Tests put made-up definitions into the card database under one id in turn."""
    plain = card(test_card("TZ901"))
    guarded = card(test_card("TZ901", abilities=[{"kind": "continuous", "static": {"defence": 1}}]))
    assert stats._continuous_statics(plain) == ()
    assert [s.defence for s in stats._continuous_statics(guarded)] == [1]


def test_the_kept_sources_follow_a_card_turned_face_up_or_changing_controller(pinned_regions, test_card):
    """G:暗藏者 p1: a hidden agent has no abilities; once face up its continuous ability works, for
    whoever controls it."""
    guard = test_card("TZ902", abilities=[{"kind": "continuous", "static": {"defence": 1}}])
    state, _, _ = engine.start("underworld", ["p1", "p2"], {"p1": parse_deck(VEIL_BELLS), "p2": parse_deck(AGENCY_OBELISK)}, 1)
    state["cards"]["agent"] = {"def": guard, "owner": "p1", "zone": "area1", "visible_to": ["p1"], "face_down": True}
    state["zones"]["area1"]["cards"].append("agent")
    assert not [s for s in stats._sources_now(state) if s[0] == "agent"]
    state["cards"]["agent"]["face_down"] = False
    assert [(c, who) for c, who, _ in stats._sources_now(state) if c == "agent"] == [("agent", "p1")]
    state["cards"]["agent"]["controller"] = "p2"
    assert [(c, who) for c, who, _ in stats._sources_now(state) if c == "agent"] == [("agent", "p2")]


def test_menus_built_with_the_facts_a_state_check_kept_equal_menus_built_from_scratch(pinned_regions):
    """The fuzzer's cache check (`cache_problems`) at every step of a fixed-seed game: the priority
    menu, built in a block that took over the facts of the state check before it
    (`stats.keep_fixed_for`), lists the options a build with nothing kept lists."""
    game = get_game("underworld")
    compared = 0

    def compare(state: dict) -> None:
        nonlocal compared
        assert game.cache_problems(state) == []
        compared += state["request"] is not None and state["request"]["kind"] == "choose_action"

    _play(max(RECORDED), compare)
    assert compared > 100


def _skips_checked_in_full(monkeypatch, name: str) -> int:
    """Plays a fixed-seed game in which `checks.<name>` (a test for skipping a pass of state
    checks) is asked as usual, and at every skip it allows runs the checks in full, which must find
    nothing to do either. Returns how many passes it skipped."""
    game = get_game("underworld")
    allows = getattr(checks, name)
    skipped = 0

    def skip(state: dict, *args) -> bool:
        nonlocal skipped
        if not allows(state, *args):
            return False
        skipped += 1
        monkeypatch.setattr(checks, name, lambda *_: False)  # this once, the full pass
        try:
            assert checks.game_state_check(Ctx(game, state)) is False
        finally:
            monkeypatch.setattr(checks, name, skip)
        return True

    monkeypatch.setattr(checks, name, skip)
    _play(max(RECORDED))
    return skipped


def test_a_state_check_skipped_after_a_pass_would_have_found_nothing(pinned_regions, monkeypatch):
    """The first pass of checks after a priority pass is skipped when the passer's menu read a
    state a pass of checks had found nothing to do in (`stats.unchanged_since_clean_check`): at
    every such skip of a fixed-seed game, the checks run in full find nothing to do either."""
    assert _skips_checked_in_full(monkeypatch, "unchanged_since_clean_check") > 100


def test_a_state_check_skipped_for_what_a_clean_check_read_would_have_found_nothing(pinned_regions, monkeypatch):
    """A pass of checks is skipped when what the checks read (`stats.facts_key`) is what a pass
    found nothing to do in (a step began, a target was chosen since): at every such skip of a
    fixed-seed game, the checks run in full find nothing to do either."""
    assert _skips_checked_in_full(monkeypatch, "checked_clean") > 50


def test_facts_taken_over_by_key_equal_those_worked_out_afresh(pinned_regions):
    """A block that takes over what the last block read (the same `stats.facts_key`) reads the
    facts a block reading everything afresh reads, at every step of a fixed-seed game."""
    taken_over = 0

    def compare(state: dict) -> None:
        nonlocal taken_over
        key = stats.facts_key(state)
        taken_over += any(read[0] is state and read[1] == key for read in stats._READ)
        with stats.sources_fixed(state):
            cached = _facts(state)
        stats._READ.clear()  # nothing to take over
        with stats.sources_fixed(state):
            assert _facts(state) == cached

    _play(min(RECORDED), compare)
    assert taken_over > 100


def test_derived_facts_are_the_same_for_every_viewer(pinned_regions):
    """`view_extras_shared`: the fuzzer derives the view's public facts once per state, trusting
    that no viewer, spectators included, gets others."""
    game = get_game("underworld")
    compared = 0

    def compare(state: dict) -> None:
        nonlocal compared
        spectator = game.view_extras(state, None)
        assert [game.view_extras(state, p) for p in state["seats"]] == [spectator] * len(state["seats"])
        compared += bool(spectator["characters"])

    assert game.view_extras_shared
    _play(max(RECORDED), compare)
    assert compared > 50  # steps with characters in play


def test_region_flags_read_once_per_slot_are_each_slots_own():
    """"你可以随时检视本地区的任一暗藏者" (JC057) sets a rule for its own region only, inside
    `sources_fixed` as outside."""
    s = UnderworldScenario()
    s.character("JC057", "p1", 2)
    afresh = [stats.region_flags(s.state, slot) for slot in SLOTS]
    assert afresh == [set(), {("watch_agents_here", "p1")}, set()]
    with stats.sources_fixed(s.state):
        assert [stats.region_flags(s.state, slot) for slot in SLOTS] == afresh


def test_a_position_edited_in_place_and_asked_again_is_checked_after_a_pass():
    """Digest §6.12 with G:伤害和战斗伤害 p8: a character given lethal damage by an edit between
    answers, the request asked again (the scenario helper's refresh) and then a pass answered on
    that same state object, is destroyed by the state check after the pass: a menu built afresh
    vouches for no clean check (`stats.unchanged_since_clean_check`)."""
    s = UnderworldScenario()
    s.to_action_step()
    doomed = s.character(FILLER, "p2", 1, counters={"damage": 5})
    assert s.priority_player() == "p1"  # asked again from the edited position
    engine.advance_in_place(s.state, {"request": s.request["id"], "player": "p1", "choice": ["pass"]})
    assert doomed not in s.state["cards"] or s.state["cards"][doomed]["zone"] == zone("p2", "graveyard")
    assert doomed not in area_cards(s.state, 1)


def test_the_fuzzers_check_finds_a_fact_kept_over_a_change_the_key_missed(monkeypatch):
    """`stats.kept_fact_problems` (in `cache_problems`): were `facts_key` to miss a change (here
    a resolved effect giving a character +1 defence, G:持续 p2), a block would take over the
    modifiers read before it, and the check names them."""
    s = UnderworldScenario()
    knight = s.character("JC014")
    assert stats.kept_fact_problems(s.state) == []
    monkeypatch.setattr(stats, "facts_key", lambda state: b"blind")
    with stats.sources_fixed(s.state):
        assert stats.modifiers(s.state, knight) == []
    s.state["effects"].append({"cards": [knight], "modifier": {"defence": 1}, "source": knight})
    assert [p for p in stats.kept_fact_problems(s.state) if p.startswith(f"modifiers({knight})")]


def test_a_keyword_read_alone_is_one_of_the_keywords():
    """`stats.has_keyword` (领袖 for the state check, G:领袖 p6) answers as `keywords` does, for
    every keyword and every card in play, at every decision of random games of random decks (the
    pinned ones have few keywords)."""
    compared = 0
    for seed in (1, 2, 3):
        decks = get_game("underworld").random_decks(random.Random(seed), ["p1", "p2"])
        agent = RandomAgent(seed)
        state, _, request = engine.start("underworld", ["p1", "p2"], decks, seed)
        while state["result"] is None:
            in_play = [c for s in SLOTS for c in area_cards(state, s)] + [c for p in state["seats"] for c in state["zones"][zone(p, "society")]["cards"]]
            for card_id in in_play:
                found = stats.keywords(state, card_id)
                assert [stats.has_keyword(state, card_id, k) for k in get_args(KeywordId)] == [k in found for k in get_args(KeywordId)]
                compared += bool(found)
            player = request["pending"][0]
            _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": agent.choose(engine.ask_for(request, player))})
    assert compared > 0


@pytest.mark.parametrize(
    ("fact", "modifier"),
    [("keywords", {"keywords": [{"id": "barrier", "value": None}]}), ("icons", {"icons": ["battle"]})],
)
def test_the_fuzzers_check_compares_kept_keywords_and_icons(monkeypatch, fact, modifier):
    """A card's keywords (G:屏障, JC017) and icons (G:持续 p2) are read once per card inside a block
    too: were `facts_key` to miss an effect giving either, the check names the kept one."""
    s = UnderworldScenario()
    knight = s.character("JC014")
    monkeypatch.setattr(stats, "facts_key", lambda state: b"blind")
    with stats.sources_fixed(s.state):
        getattr(stats, fact)(s.state, knight)
    s.state["effects"].append({"cards": [knight], "modifier": modifier, "source": knight})
    assert [p for p in stats.kept_fact_problems(s.state) if p.startswith(f"{fact}({knight})")]


def test_the_facts_key_holds_each_library_top_and_only_how_many_cards_are_below_it():
    """No fact reads a library or world library card but from its definition, which no rule
    writes in place there, or a library top's `visible_to` (LC01's state check): `facts_key`
    leaves the rest of those cards out (most of the cards) and still holds the top."""
    s = UnderworldScenario()
    library = s.state["zones"][zone("p1", "library")]["cards"]
    below, world = library[0], s.zone("world")[0]
    key = stats.facts_key(s.state)
    s.card(below)["def"], s.card(below)["visible_to"] = "JC014", ["p2"]
    s.card(world)["visible_to"] = "all"
    library[:-1] = reversed(library[:-1])
    assert stats.facts_key(s.state) == key
    s.ctx().move(library[0], zone("p2", "library"), position=0)  # one card fewer below his top
    assert stats.facts_key(s.state) != key
    top = s.on_top("LC01")
    key = stats.facts_key(s.state)
    s.ctx().reveal(top, to=["p1"])  # G:检视 p5, as `watched_cards` reads it
    assert stats.facts_key(s.state) != key


def _swap_hidden_library_cards(state: dict, rng: random.Random) -> list[tuple[dict, str, object]]:
    """Shuffles the definitions of the cards below each library top and of the world library, and
    shows them all, in place (what the fuzzer's hidden-card check does to definitions), and
    reverses their order; what they were, to put back (`_put_back`)."""
    piles = [z["cards"] for name, z in state["zones"].items() if name.endswith(".library") or name == "world"]
    records = [state["cards"][c] for listed in piles for c in listed[:-1]]
    was = [(r, r["def"], r["visible_to"]) for r in records]
    definitions = [r["def"] for r in records]
    rng.shuffle(definitions)
    for record, definition in zip(records, definitions, strict=True):
        record["def"], record["visible_to"] = definition, "all"
    for listed in piles:
        listed[:-1] = reversed(listed[:-1])
    return was


def _put_back(state: dict, was: list[tuple[dict, str, object]]) -> None:
    for record, definition, visible_to in was:
        record["def"], record["visible_to"] = definition, visible_to
    for name, z in state["zones"].items():
        if name.endswith(".library") or name == "world":
            z["cards"][:-1] = reversed(z["cards"][:-1])


@pytest.mark.parametrize("seed", sorted(RECORDED))
def test_kept_facts_and_menus_read_no_card_the_facts_key_leaves_out(pinned_regions, seed):
    """`facts_key` leaves out the cards below the library tops and the world library's but for
    their number: at every menu of a fixed-seed game, with those cards changed in place and put in
    another order (the key stays), the menu and the facts a block takes over equal a build from
    scratch (`cache_problems`)."""
    game, rng = get_game("underworld"), random.Random(seed)
    compared = 0

    def compare(state: dict) -> None:
        nonlocal compared
        if state["request"] is None or state["request"]["kind"] != "choose_action":
            return
        key = stats.facts_key(state)
        was = _swap_hidden_library_cards(state, rng)
        try:
            assert stats.facts_key(state) == key
            assert game.cache_problems(state) == []
        finally:
            _put_back(state, was)
        compared += 1

    _play(seed, compare)
    assert compared > 100


def test_the_fuzzers_check_finds_a_key_blind_to_one_field(monkeypatch):
    """Were `facts_key` blind to one field of the cards it holds (here `def`), a character whose
    definition changed in place would keep the keywords and icons a block read before; the
    fuzzer's kept-fact check (`cache_problems`) names them."""
    s = UnderworldScenario()
    knight = s.character("JC014")
    real = stats.facts_key
    blind = lambda state: real({**state, "cards": {c: {**e, "def": None} for c, e in state["cards"].items()}})  # noqa: E731
    monkeypatch.setattr(stats, "facts_key", blind)
    with stats.sources_fixed(s.state):
        assert stats.keywords(s.state, knight) and stats.icons(s.state, knight)
    s.card(knight)["def"] = FILLER
    problems = stats.kept_fact_problems(s.state)
    assert [p for p in problems if p.startswith(f"keywords({knight})")] and [p for p in problems if p.startswith(f"icons({knight})")]
    monkeypatch.setattr(stats, "facts_key", real)
    assert stats.kept_fact_problems(s.state) == []


# The state check settles an unhurt character's lethal damage, and the 领袖 check, without working
# out modifiers when nothing may lower a defence or grant 领袖 (checks.is_lethal, leader_conflict):
# each way of lowering a defence or granting 领袖 still makes the check look.
@pytest.mark.parametrize("lowered_by", ["continuous", "defence_effect", "printed_defence_effect"])
def test_a_hurt_character_whose_defence_something_lowers_to_its_damage_is_destroyed(lowered_by):
    s = UnderworldScenario()
    hunter = s.character("JC023", "p1", 1, counters={"damage": 1})  # defence 2
    if lowered_by == "continuous":
        s.put("JC089", "area1", owner="p1", attached_to=hunter)  # its host: defence -1
    else:
        modifier = {"defence": -1} if lowered_by == "defence_effect" else {"printed_defence": 1}  # XQ07
        s.state["effects"].append({"id": "effect-x", "ts": 0, "source": None, "controller": "p2", "cards": [hunter],
                                   "selector": None, "modifier": modifier, "until": "end_of_turn"})  # fmt: skip
    assert stats.defence(s.state, hunter) == 1
    assert checks.game_state_check(s.ctx()) is True
    assert hunter not in s.state["cards"] and "JC023" in s.defs("p1", "graveyard")


def test_an_unhurt_character_is_not_destroyed_and_a_hurt_one_at_its_printed_defence_is():
    s = UnderworldScenario()
    unhurt, hurt = s.character("JC023", "p1", 1, counters={"damage": 1}), s.character("JC023", "p2", 2, counters={"damage": 2})
    assert checks.game_state_check(s.ctx()) is True
    assert unhurt in s.state["cards"] and hurt not in s.state["cards"]


def test_a_leader_granted_by_a_continuous_ability_conflicts_with_a_printed_one():
    """G:领袖 p6: 断钢剑 (CQ23) makes its human a 领袖 beside 范·弥尔顿 (JC023), the one printed 领袖."""
    s = UnderworldScenario()
    printed, knight = s.character("JC023", "p1", 1), s.character("JC014", "p1", 2)
    assert checks.leader_conflict(s.state, "p1") == []
    s.put("CQ23", "area2", owner="p1", attached_to=knight)
    assert sorted(checks.leader_conflict(s.state, "p1")) == sorted([printed, knight])


def test_a_leader_granted_by_an_effect_conflicts_with_a_printed_one():
    s = UnderworldScenario()
    printed, knight = s.character("JC023", "p1", 1), s.character("JC014", "p1", 2)
    s.state["effects"].append({"id": "effect-x", "ts": 0, "source": None, "controller": "p1", "cards": [knight],
                               "selector": None, "modifier": {"keywords": [{"id": "leader", "value": None}]}, "until": "end_of_turn"})  # fmt: skip
    assert sorted(checks.leader_conflict(s.state, "p1")) == sorted([printed, knight])


def test_the_fuzzers_check_finds_conflict_facts_kept_over_a_change_the_key_missed(monkeypatch):
    """`checks.kept_conflict_problems` (in `cache_problems`): were `facts_key` to miss a change
    (here the second of two gold-named 青手费南迪尔 changing hands, G:独有卡牌 p3), a block would take
    over the cards the conflict checks read before it, and the check names them."""
    s = UnderworldScenario()
    first, second = s.character("JC010", "p1", 1), s.character("JC010", "p1", 2)
    assert checks.kept_conflict_problems(s.state) == []
    monkeypatch.setattr(stats, "facts_key", lambda state: b"blind")
    with stats.sources_fixed(s.state):
        assert sorted(checks.leader_conflict(s.state, "p1")) == sorted([first, second])
    s.card(second).update(owner="p2", controller="p2")
    assert [p for p in checks.kept_conflict_problems(s.state) if p.startswith("leader_conflict(p1)")]


def test_enough_legal_targets_read_lazily_is_what_the_full_list_says():
    """`targets.has_legal_targets` (a menu's last target, `announce.can_choose_all`) answers as
    counting `legal_targets` does, for each target of every card in hand and every printed ability
    of the cards in play, for one and for two targets, at every decision of random games."""
    compared = 0
    for seed in (1, 2):
        decks = get_game("underworld").random_decks(random.Random(seed), ["p1", "p2"])
        agent = RandomAgent(seed)
        state, _, request = engine.start("underworld", ["p1", "p2"], decks, seed)
        while state["result"] is None:
            player = request["pending"][0]
            in_play = [c for s in SLOTS for c in area_cards(state, s)]
            specs = [(c, t) for c in state["zones"][zone(player, "hand")]["cards"] for t in card(state["cards"][c]["def"]).targets]
            specs += [(c, t) for c in in_play for a in card(state["cards"][c]["def"]).abilities for t in a.targets]
            for source, spec in specs:
                select = targets.spec_select(state, spec, player, source)
                found = len(targets.legal_targets(state, select, player, source, None, {}))
                for count in (1, 2):
                    assert targets.has_legal_targets(state, select, player, source, None, {}, count) == (found >= count)
                compared += 1
            _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": agent.choose(engine.ask_for(request, player))})
    assert compared > 0
