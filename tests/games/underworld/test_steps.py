"""One unit test per effect step type (engine/games/underworld/steps.py). Each plays a made-up
affair (TE001, cost 0, fast) holding the step, in p1's action step."""

import re
from pathlib import Path

import pytest

from engine.games.underworld.cards import CardDef, card_db
from engine.games.underworld.stats import icons
from engine.games.underworld.steps import RESOLVERS
from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import FILLER, UnderworldScenario

TEST_CARD = "TE001"


@pytest.fixture
def cast(monkeypatch):
    """cast(s, effects, targets=(), answers=()): p1 plays TE001 with those steps and targets,
    answering the target asks in order, then everything resolves (other asks: `answers` callback
    of `drive`, else defaults)."""

    def play(s, effects, targets=(), choose=(), answers=None):
        card = CardDef.model_validate({"id": TEST_CARD, "name": "测试事务", "set": "基础", "type_line": "事务-测试",
                                       "basic_type": "affair", "faction": "neutral", "cost": 0, "speed": "fast",
                                       "effects": list(effects), "targets": list(targets)})  # fmt: skip
        monkeypatch.setitem(card_db(), TEST_CARD, card)
        in_hand = s.hand(TEST_CARD, "p1")
        s.act("p1", f"play:{in_hand}")
        for answer in choose:
            s.expect("p1", s.request["kind"], answer=answer)
        s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)

    return play


def start(**options) -> UnderworldScenario:
    s = UnderworldScenario(options=options or None)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    return s


def defs(s, player, kind):
    return [s.card(c)["def"] for c in s.zone(zone(player, kind))]


def test_step_draw(cast):
    s = start()
    before = (s.count("p1", "hand"), s.count("p2", "hand"))
    cast(s, [{"step": "draw", "count": 2, "who": "each"}])
    assert (s.count("p1", "hand"), s.count("p2", "hand")) == (before[0] + 2, before[1] + 2)


def test_step_discard(cast):
    s = start()
    s.hand("JC014", "p2")
    before = s.count("p2", "hand")
    cast(s, [{"step": "discard", "who": "opponent"}])
    assert s.count("p2", "hand") == before - 1 and s.count("p2", "graveyard") == 1


def test_step_discard_at_random_t56(cast):
    """"目标玩家随机弃一张手牌" (G:弃牌 p8, digest T56): nobody chooses; the card is public once discarded."""
    s = start()
    for definition in ("JC014", "JC088", "JC096"):
        s.hand(definition, "p2")
    before, hand = len(s.answers), s.count("p2", "hand")
    cast(s, [{"step": "discard", "who": "opponent", "random": True}])
    assert all(a["choice"] == ["pass"] for a in s.answers[before:] if a["player"] == "p2")  # p2 chose nothing
    assert s.count("p2", "hand") == hand - 1 and s.count("p2", "graveyard") == 1
    discarded = [e for e in s.events_of("card_moved") if e["to_zone"] == "p2.graveyard"]
    assert discarded[0]["definition"] in ("JC014", "JC088", "JC096", FILLER)


def test_step_discard_at_random_fires_discard_triggers(cast):
    """A random discard is a discard like any other (G:弃牌 p8): 邪物克星 (XQ10), discarded by an
    opponent's card, enters region one (its 手牌触发)."""
    s = start()
    s.hand("XQ10", "p2")
    hand = s.count("p2", "hand")
    cast(s, [{"step": "discard", "who": "opponent", "count": hand, "random": True}],
         answers=lambda s, ask: ["yes"] if s.request["kind"] == "yes_no" else None)  # p2 uses his trigger
    assert s.count("p2", "hand") == 0 and [s.card(c)["def"] for c in s.area(1)] == ["XQ10"]


def test_step_deal_damage_only_if_locked_else_lock(cast):
    """JZ43's form: a Ref with `if_counter` keeps only the cards with such a counter; a damage
    step that dealt none lets the "否则" step happen."""
    s = start()
    target = s.character("JC014", "p2", 1)
    cast(s, [{"step": "deal_damage", "amount": 1, "what": {"target": "t", "if_counter": "lock"}},
             {"step": "put_counters", "kind": "lock", "what": {"target": "t"}, "if_not_done": True}],
         [{"select": {"kind": "character"}}])  # fmt: skip
    assert s.counter_of(target) == 0 and s.counter_of(target, "lock") == 1


def test_step_deal_damage(cast):
    s = start()
    target = s.character("JC096", "p2", 1)
    cast(s, [{"step": "deal_damage", "amount": 1, "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    assert s.counter_of(target) == 1


def test_step_destroy(cast):
    s = start()
    agent = s.agent("JC014", "p2", 2)
    cast(s, [{"step": "destroy", "what": {"target": "t"}}], [{"select": {"kind": "hidden_agent"}}])
    assert agent not in s.state["cards"] and defs(s, "p2", "graveyard") == ["JC014"]


def test_step_exhaust_or_return_if_exhausted(cast):
    s = start()
    ready, tired = s.character("JC014", "p2", 1), s.character("JC014", "p2", 2, exhausted=True)
    effects = [{"step": "exhaust", "what": {"all": {"kind": "character", "controller": "enemy"}}, "return_if_exhausted": True}]
    cast(s, effects)
    assert s.card(ready)["exhausted"] and tired not in s.state["cards"] and defs(s, "p2", "hand").count("JC014") == 1


def test_step_ready(cast):
    """重置 (G:横置和重置 p9): exhausted characters turn upright; an agent, hidden, is no character."""
    s = start()
    tired, agent = s.character("JC014", "p2", 1, exhausted=True), s.agent("JC014", "p2", 2, exhausted=True)
    cast(s, [{"step": "ready", "what": {"all": {"kind": "character"}}}])
    assert not s.card(tired).get("exhausted") and s.card(agent)["exhausted"]


def test_step_return_to_hand(cast):
    s = start()
    s.character("JC014", "p2", 1)
    cast(s, [{"step": "return_to_hand", "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    assert "JC014" in defs(s, "p2", "hand")


def test_step_lurk_then_reveal(cast):
    """闪烁 (JZ05's form): face down, then face up again as a new object, its damage gone."""
    s = start()
    target = s.character("XG01", "p1", 1, counters={"damage": 1}, exhausted=True)  # defence 2
    cast(s, [{"step": "lurk", "what": {"target": "t"}, "then_reveal": True}], [{"select": {"kind": "character"}}])
    back = [c for c in s.area(1) if s.card(c)["def"] == "XG01"]
    assert target not in s.state["cards"] and len(back) == 1 and not s.card(back[0]).get("face_down")
    assert s.counter_of(back[0]) == 0 and s.card(back[0])["exhausted"]  # it stays exhausted (G:潜伏 p8)


def test_step_lurk(cast):
    s = start()
    s.character("JC014", "p2", 3, exhausted=True)
    cast(s, [{"step": "lurk", "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    agent = s.area(3)[0]
    assert s.card(agent)["face_down"] and s.card(agent)["exhausted"] and s.card(agent)["visible_to"] == ["p2"]


def test_step_modify_until_end_of_turn(cast):
    s = start()
    target = s.character("JC014", "p1", 1)
    cast(s, [{"step": "modify", "what": {"target": "t"}, "defence": 1, "icons": ["investigation"],
              "keywords": [{"id": "prestige"}]}], [{"select": {"kind": "character"}}])  # fmt: skip
    facts = s.view("p2")["characters"][target]
    assert facts["defence"] == 2 and facts["icons"]["investigation"] == 1 and "prestige" in facts["keywords"]
    assert s.state["effects"][0]["until"] == "end_of_turn"


def test_step_prevent_damage(cast):
    s = start()
    target = s.character("JC014", "p1", 1)
    cast(s, [{"step": "prevent_damage", "what": {"target": "t"}}, {"step": "deal_damage", "amount": 3, "what": {"target": "t"}}],
         [{"select": {"kind": "character"}}])  # fmt: skip
    assert target in s.state["cards"] and s.counter_of(target) == 0 and s.events_of("damage_prevented")


def test_step_suppress_t40(cast):
    """遏制 3 against 2 tokens: the targeted player removes both (G:遏制X p3, digest T40)."""
    s = start()
    s.influence(1, "p2", 1)
    s.influence(3, "p2", 1)
    cast(s, [{"step": "suppress", "amount": 3}], [{"select": {"kind": "player", "controller": "enemy"}}])
    assert (s.tokens(1, "p2"), s.tokens(3, "p2")) == (0, 0)


def test_step_place_influence(cast):
    s = start()
    s.influence(2, "p2", 1)
    cast(s, [{"step": "place_influence", "amount": 2, "region": "r"}], [{"name": "r", "select": {"kind": "region"}}], [["slot2"]])
    assert (s.tokens(2, "p1"), s.tokens(2, "p2")) == (1, 0)  # cancelled 1:1 at once


def test_step_search_library(cast):
    s = start()
    wanted = s.on_bottom("JC116")
    cast(s, [{"step": "search_library", "basic_type": "attachment"}], answers=lambda s, ask: [wanted] if ask["kind"] == "choose_cards" else None)
    assert "JC116" in defs(s, "p1", "hand") and s.events_of("card_revealed")


def test_step_search_library_to_seal_under_a_target(cast):
    """XQ44's form: the found card (a spirit character, `keyword`) is sealed under the target,
    not put into the hand; a card without the keyword is not offered."""
    s = start()
    host = s.character("JC088", "p2", 1)
    s.on_bottom("JC014")
    s.on_bottom("XQ41")  # spirit
    cast(s, [{"step": "search_library", "basic_type": "character", "keyword": "spirit", "to": "seal",
              "seal_on": {"target": "t"}}], [{"select": {"kind": "character"}}])  # fmt: skip
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["XQ41"] and s.card(sealed[0])["sealed_under"] == host
    assert "JC014" in defs(s, "p1", "library") and "XQ41" not in defs(s, "p1", "hand")


def test_step_search_library_into_play_needs_its_region(cast):
    """"将其放置进场并置于本地区": an affair has no region of its own, so nothing is searched and the
    card stays in the library (not in the hand)."""
    s = start()
    wanted = s.on_bottom("JC014")
    shuffles = len(s.events_of("zone_shuffled"))
    cast(s, [{"step": "search_library", "basic_type": "character", "to": "play"}], answers=lambda s, ask: [wanted] if ask["kind"] == "choose_cards" else None)
    assert s.zone("p1.library")[0] == wanted and len(s.events_of("zone_shuffled")) == shuffles


def test_step_predict(cast):
    s = start()
    first, second = s.on_top("JC014"), s.on_top("JC015")
    cast(s, [{"step": "predict", "count": 2}], answers=lambda s, ask: [first] if ask.get("max") == 2 and ask["min"] == 0 else None)
    assert defs(s, "p1", "library")[-1] == "JC014" and defs(s, "p1", "library")[0] == "JC015"
    assert [(e["top"], e["bottom"]) for e in s.events_of("library_arranged")] == [(1, 1)] and second


def test_step_bottom_to_hand(cast):
    s = start()
    s.on_bottom("JC014")
    cast(s, [{"step": "bottom_to_hand", "count": 1}])
    assert "JC014" in defs(s, "p1", "hand") and not s.events_of("cards_drawn", s.last_events)


def test_step_sacrifice(cast):
    s = start()
    s.character("JC014", "p1", 1)
    s.character("JC014", "p2", 1)
    cast(s, [{"step": "sacrifice"}])
    assert s.area(1) == [] and s.count("p1", "graveyard") == 2  # TE001 and the knight


def test_step_move(cast):
    s = start()
    mover = s.character("JC014", "p1", 1)
    cast(s, [{"step": "move", "what": {"target": "who"}, "to": "to"}],
         [{"name": "who", "select": {"kind": "character"}}, {"name": "to", "select": {"kind": "region"}}], [["slot3"]])  # fmt: skip
    assert s.card(mover)["zone"] == "area3"  # the same object: moving is not leaving play


def test_step_move_influence():
    """赃物贩子 (WM056) holds the step: p1's one token on region 2, adjacent to region 1, comes there."""
    s = start()
    s.assets(2)
    s.influence(2, "p1", 1)
    s.act("p1", f"activate:{s.character('WM056', 'p1', 1)}:0")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert (s.tokens(1, "p1"), s.tokens(2, "p1")) == (1, 0)


def test_step_attach(cast):
    """An attachment in play moves onto another character it may carry, in another region too."""
    s = start()
    wearer, other = s.character("JC014", "p1", 1), s.character("JC075", "p2", 3)
    vest = s.put("XQ47", "area1", owner="p1", attached_to=wearer)
    cast(s, [{"step": "attach", "what": {"target": "a"}, "to": "h"}],
         [{"name": "a", "select": {"kind": "attachment"}}, {"name": "h", "select": {"kind": "character"}}],
         answers=lambda s, ask: {"target:h": [other]}.get(s.request["key"]))  # fmt: skip
    assert s.card(vest)["attached_to"] == other and vest in s.area(3)


def test_step_gain_cost(cast):
    s = start()
    cast(s, [{"step": "gain_cost", "amount": 2}])
    assert s.player("p1")["pool"] == 2


def test_step_return_from_graveyard(cast):
    s = start()
    s.put("JC014", zone("p1", "graveyard"))
    cast(s, [{"step": "return_from_graveyard", "what": {"target": "t"}}], [{"select": {"kind": "graveyard_character", "controller": "you"}}])
    assert "JC014" in defs(s, "p1", "hand")


def test_step_put_into_play(cast):
    """置于 (G:置于 p11): into a region without paying; as a hidden agent here."""
    s = start()
    s.put("JC058", zone("p1", "graveyard"))
    cast(s, [{"step": "put_into_play", "what": {"target": "t"}, "region": "r", "face_down": True}],
         [{"name": "r", "select": {"kind": "region"}}, {"select": {"kind": "graveyard_character", "controller": "you"}}],
         [["slot2"]])  # fmt: skip
    agent = s.area(2)[0]
    assert s.card(agent)["face_down"] and s.card(agent)["visible_to"] == ["p1"] and not s.events_of("card_played", s.last_events)


def test_step_look_at(cast):
    s = start()
    agent = s.agent("JC088", "p2", 1)
    cast(s, [{"step": "look_at", "what": {"target": "t"}}], [{"select": {"kind": "hidden_agent"}, "count": 2, "up_to": True}],
         [[s.area(1)[0]]])  # fmt: skip
    assert s.card(agent)["visible_to"] == ["p1", "p2"]
    assert "def" in next(c for c in s.view("p1")["zones"]["area1"]["cards"] if c["id"] == agent)


def test_step_top_to_assets(cast):
    s = start()
    s.on_top("JC014")
    cast(s, [{"step": "top_to_assets"}])
    assert defs(s, "p1", "assets") == ["JC014"] and s.state["turn"]["established"] == []


def test_step_put_counters(cast):
    s = start()
    target = s.character("JC014", "p2", 1)
    cast(s, [{"step": "put_counters", "kind": "time", "amount": 2, "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    assert s.counter_of(target, "time") == 2


def test_step_pay_then_if_done(cast):
    for answer, drawn in (("yes", 1), ("no", 0)):
        s = start()
        s.assets(1)
        before = s.count("p1", "hand")
        cast(s, [{"step": "pay", "amount": 1}, {"step": "draw", "if_done": True}],
             answers=lambda s, ask, answer=answer: [answer] if ask["kind"] == "yes_no" else None)  # fmt: skip
        assert s.count("p1", "hand") == before + drawn
        assert bool(s.card(s.zone(zone("p1", "assets"))[0]).get("exhausted")) == (answer == "yes")


def test_step_convert_influence(monkeypatch):
    """唐·格鲁尼 (JC095): its enter trigger turns the enemy tokens here into its controller's."""
    s = start()
    s.influence(1, "p2", 2)
    don = s.hand("JC095", "p1")
    s.assets(7, "JC084", "p1")
    s.act("p1", f"play:{don}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.drive(lambda s: s.request["key"] == "use")
    s.answer_raw("p1", ["yes"])
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert (s.tokens(1, "p1"), s.tokens(1, "p2")) == (2, 0)


def test_step_reveal_free(cast):
    """佛罗伦萨 (DQJC108): each player may turn one of his agents face up without paying or
    loyalty (its FAQ)."""
    s = start()
    agent = s.agent("JC023", "p1", 2, exhausted=True)
    cast(s, [{"step": "reveal_free"}], answers=lambda s, ask: [agent] if agent in [o["id"] for o in ask.get("options", [])] else None)
    revealed = s.area(2)[0]
    assert not s.card(revealed).get("face_down") and s.card(revealed)["exhausted"]


def test_step_shuffle_agents(cast):
    s = start()
    s.agent("JC014", "p2", 1)
    s.agent("JC088", "p2", 1)
    cast(s, [{"step": "shuffle_agents"}])
    assert sorted(s.card(c)["def"] for c in s.area(1)) == ["JC014", "JC088"] and s.events_of("agents_shuffled")


def test_step_cycle(cast):
    s = start()
    before = s.count("p1", "hand")
    cast(s, [{"step": "cycle", "who": "you"}], answers=lambda s, ask: [o["id"] for o in ask["options"]] if "抓等量" in ask.get("prompt", "") else None)
    assert s.count("p1", "hand") == before and s.count("p1", "graveyard") == before + 1  # the discards and TE001


def test_step_predict_each_player_counts_his_eyes(cast):
    """X = the black and white 眼 of the characters he controls, plus 2 (DQBQ01)."""
    s = start()
    s.character("JC014", "p1", 1)  # two 刀, no 眼: X = 2
    s.character("JC001", "p2", 1)  # a 白星 only: X = 2
    s.character("JC003", "p2", 2)
    eyes = sum(sum(shade["investigation"] for shade in icons(s.state, c)) for c in s.area(2))
    cast(s, [{"step": "predict", "who": "each", "count": 2, "plus_icons": "investigation"}])
    assert [e["count"] for e in s.events_of("library_looked_at")] == [2, 2 + eyes] and eyes


def test_step_return_chosen(cast):
    s = start()
    mine, theirs, kept = s.character("JC014", "p1", 1), s.character("JC014", "p2", 2), s.character("JC015", "p2", 3)
    cast(s, [{"step": "return_chosen", "who": "each"}], answers=lambda s, ask: [theirs] if theirs in [o["id"] for o in ask["options"]] else None)
    assert mine not in s.state["cards"] and theirs not in s.state["cards"] and kept in s.state["cards"]
    assert defs(s, "p1", "hand").count("JC014") == 1 and "JC014" in defs(s, "p2", "hand")


def test_step_mill(cast):
    s = start()
    s.on_top("JC014", "p2")
    before = s.count("p2", "library")
    cast(s, [{"step": "mill", "count": 2, "who": "opponent"}])
    assert defs(s, "p2", "graveyard")[0] == "JC014" and s.count("p2", "graveyard") == 2 and s.count("p2", "library") == before - 2


def test_step_reveal_top_to_assets(cast):
    """Even printed cost (0 here): p1 may take it as an asset; odd: p2's goes back, shuffled."""
    s = start()
    s.on_top(FILLER, "p1")  # 无知路人, cost 0
    s.on_top("JC001", "p2")  # cost 1
    assets = (s.count("p1", "assets"), s.count("p2", "assets"))
    cast(s, [{"step": "reveal_top_to_assets", "who": "each"}], answers=lambda s, ask: ["yes"] if s.request["kind"] == "yes_no" else None)
    assert (s.count("p1", "assets"), s.count("p2", "assets")) == (assets[0] + 1, assets[1])
    assert "JC001" in defs(s, "p2", "library") and s.events_of("card_revealed")


def test_step_put_from_hand(cast):
    s = start()
    knight = s.hand("JC014", "p1")
    cast(s, [{"step": "put_from_hand", "who": "you"}],
         answers=lambda s, ask: [knight] if knight in [o["id"] for o in ask["options"]] else ["slot2"] if "slot2" in [o["id"] for o in ask["options"]] else None)  # fmt: skip
    assert [s.card(c)["def"] for c in s.zone("area2")] == ["JC014"] and s.count("p1", "assets") == 0


def test_step_clear_counters(cast):
    s = start()
    region = s.region(2)
    s.ctx().set_counter(region, "time", 2)
    s.influence(2, "p2", 1)
    cast(s, [{"step": "clear_counters", "region": "r"}], [{"name": "r", "select": {"kind": "region"}}], [["slot2"]])
    assert s.counter_of(region, "time") == 0 and s.tokens(2, "p2") == 1


def test_step_become_asset(cast):
    s = start()
    clerk = s.character("JC014", "p1", 1)
    cast(s, [{"step": "become_asset", "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    assert clerk not in s.state["cards"] and defs(s, "p1", "assets") == ["JC014"]
    assert s.card(s.zone(zone("p1", "assets"))[0])["exhausted"]


def test_step_remove_counters(cast):
    s = start()
    target = s.character("JC014", "p2", 1, counters={"time": 2})
    cast(s, [{"step": "remove_counters", "kind": "time", "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    assert s.counter_of(target, "time") == 1 and s.events_of("counters_removed")


def test_step_to_library_bottom(cast):
    s = start()
    s.put("JC088", zone("p2", "graveyard"))
    cast(s, [{"step": "to_library_bottom", "what": {"target": "t"}}], [{"select": {"kind": "graveyard_card"}}])
    assert defs(s, "p2", "graveyard") == [] and defs(s, "p2", "library")[0] == "JC088"


def test_step_to_library_bottom_or_top(cast):
    """XQ39's form: the graveyard card goes on top of its owner's library instead."""
    s = start()
    s.put("JC088", zone("p2", "graveyard"))
    cast(s, [{"step": "to_library_bottom", "top": True, "what": {"target": "t"}}], [{"select": {"kind": "graveyard_card"}}])
    assert defs(s, "p2", "graveyard") == [] and defs(s, "p2", "library")[-1] == "JC088"


def test_step_look_at_library_top(cast):
    s = start()
    top = s.on_top("JC088", "p2")
    cast(s, [{"step": "look_at_library_top"}], [{"select": {"kind": "player", "controller": "enemy"}}])
    assert s.card(top)["visible_to"] == ["p1"]


def test_step_shuffle_library(cast):
    s = start()
    before = len(s.events)
    cast(s, [{"step": "shuffle_library", "who": "you"}])
    assert [e["zone"] for e in s.events_of("zone_shuffled", s.events[before:])] == [zone("p1", "library")]


def test_step_skip_contests(cast):
    s = start()
    s.character("JC058", "p1", 1)
    cast(s, [{"step": "skip_contests", "region": "r", "kind": "influence"}], [{"name": "r", "select": {"kind": "region"}}],
         answers=lambda s, ask: ["slot1"] if "slot1" in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    s.drive(lambda s: s.step in ("end", "recovery"))
    assert [e["kind"] for e in s.events_of("contest_result") if e["slot"] == 1] == ["investigation", "battle"]


def test_step_guess_top_cost(cast):
    s = start()
    s.on_top("JC096", "p1")  # printed cost 4
    cast(s, [{"step": "guess_top_cost"}], answers=lambda s, ask: ["4"] if s.request["key"].startswith("guess") else None)
    assert defs(s, "p1", "hand")[-1] == "JC096" and s.events_of("cost_guessed")[-1]["number"] == 4


def test_step_discard_of_a_basic_type_chosen_by_you(cast):
    """BQ028's form: p1 looks at p2's hand and picks one attachment card, which p2 discards."""
    s = start()
    character, attachment = s.hand("JC014", "p2"), s.hand("JC048", "p2")
    cast(s, [{"step": "discard", "who": "target_player", "chosen_by_you": True, "basic_type": "attachment", "up_to": True}],
         [{"select": {"kind": "player", "controller": "enemy"}}],
         answers=lambda s, ask: [attachment] if attachment in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert defs(s, "p2", "graveyard") == ["JC048"] and character in s.zone(zone("p2", "hand"))


def test_step_reveal_hand(cast):
    s = start()
    s.hand("JC096", "p2")
    cast(s, [{"step": "reveal_hand"}], [{"select": {"kind": "player", "controller": "enemy"}}])
    assert "JC096" in s.events_of("hand_revealed")[-1]["definitions"]


def test_step_shuffle_into_library(cast):
    s = start()
    target = s.character("JC096", "p2", 1)
    cast(s, [{"step": "shuffle_into_library", "what": {"target": "t"}}], [{"select": {"kind": "character"}}])
    assert target not in s.state["cards"] and "JC096" in defs(s, "p2", "library")


def test_step_clear_influence(cast):
    s = start()
    s.influence(2, "p1", 1)
    s.influence(2, "p2", 2)
    cast(s, [{"step": "clear_influence", "region": "r"}], [{"name": "r", "select": {"kind": "region"}}],
         answers=lambda s, ask: ["slot2"] if "slot2" in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert (s.tokens(2, "p1"), s.tokens(2, "p2")) == (0, 0)


def test_step_move_counters(cast):
    s = start()
    donor, receiver = s.character("JC014", "p2", 1, counters={"time": 1}), s.character("JC014", "p2", 2)
    cast(s, [{"step": "move_counters", "what": {"target": "a"}, "to": {"target": "b"}}],
         [{"name": "a", "select": {"kind": "character"}}, {"name": "b", "select": {"kind": "character"}}],
         answers=lambda s, ask: {"target:a": [donor], "target:b": [receiver]}.get(s.request["key"]))
    assert (s.counter_of(donor, "time"), s.counter_of(receiver, "time")) == (0, 1)


def test_step_add_like_counter(cast):
    s = start()
    target = s.character("JC014", "p2", 1, counters={"time": 1})
    cast(s, [{"step": "add_like_counter", "what": {"target": "t"}}], [{"select": {"kind": "character", "has_counters": True}}])
    assert s.counter_of(target, "time") == 2
def test_step_search_library_to_seal_under_the_source(cast):
    """JZ02's form: the found card is sealed under the source; with no source in play (an
    affair) it goes to the graveyard, as a seal whose host is gone (G:封印 p4)."""
    s = start()
    s.on_top("JC088", "p1")
    cast(s, [{"step": "search_library", "to": "seal", "reveal": False}])
    assert s.zone(SEALED) == [] and defs(s, "p1", "graveyard") == ["JC088", TEST_CARD]


def test_step_seal_from_hand_on_the_own_society(cast):
    """脑叶专家 (BQ001)'s form: a star-domain card from the hand, sealed on your secret society,
    which never leaves play (G:封印 p4)."""
    s = start()
    star = s.hand("JC100", "p1")  # star domain
    s.hand("JC014", "p1")  # no domain: not offered
    cast(s, [{"step": "seal", "pick": "hand", "domain": "star", "on_society": True}],
         answers=lambda s, ask: [star] if star in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    sealed = s.zone(SEALED)
    assert [s.card(c)["def"] for c in sealed] == ["JC100"] and s.card(sealed[0])["sealed_under"] == "society:p1"
    assert "JC014" in defs(s, "p1", "hand")


def test_step_seal_a_target_onto_the_top_card_host_gone_means_graveyard(cast):
    """A seal whose host is no longer there puts the card into its owner's graveyard (L278)."""
    s = start()
    s.on_top("JC088", "p1")
    victim = s.character("JC014", "p2", 1)
    cast(s, [{"step": "destroy", "what": {"target": "t"}}, {"step": "seal", "pick": "library_top", "on": {"target": "t"}}],
         [{"select": {"kind": "character"}}])  # fmt: skip
    assert victim not in s.state["cards"] and s.zone(SEALED) == [] and "JC088" in defs(s, "p1", "graveyard")


def test_step_gain_control_until_end_of_turn(cast):
    """G:操控者 p2: "本方" now reads p1; at the end of the turn it goes back to p2."""
    s = start()
    taken = s.character("JC014", "p2", 1)
    cast(s, [{"step": "gain_control", "what": {"target": "t"}, "until": "end_of_turn"}], [{"select": {"kind": "character"}}])
    assert s.card(taken)["controller"] == "p1" and s.events_of("control_changed")
    s.drive(lambda s: s.step == "prepare")
    assert "controller" not in s.card(taken)


def test_step_gain_control_while_the_source_stays(test_card):
    """"该能力持续到…离场为止" (JZ27's form): when the source leaves, the character goes back."""
    test_card("TE003", abilities=[{"kind": "fast", "targets": [{"select": {"kind": "character", "controller": "enemy"}}],
                                   "effects": [{"step": "gain_control", "what": {"target": "t"}, "until": "source_leaves"}]}])  # fmt: skip
    s = start()
    source = s.character("TE003", "p1", 2)
    taken = s.character("JC096", "p2", 2)
    s.act("p1", f"activate:{source}:0")
    s.pass_priority(2)
    assert s.card(taken)["controller"] == "p1"
    s.move(source, zone("p1", "graveyard"))
    s.pass_priority()  # the state checks before the next priority
    assert "controller" not in s.card(taken) and not s.state["effects"]


def test_step_destroy_sealed(cast):
    """Only the cards sealed under the target go to their owners' graveyards."""
    s = start()
    host = s.character("JC014", "p2", 1)
    other = s.character("JC096", "p2", 2)
    s.put("JC088", SEALED, owner="p1", sealed_under=host)
    kept = s.put("JC100", SEALED, owner="p2", sealed_under=other)
    cast(s, [{"step": "destroy_sealed", "what": {"target": "t"}}], [{"select": {"kind": "character"}}],
         answers=lambda s, ask: [host] if host in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert s.zone(SEALED) == [kept] and defs(s, "p1", "graveyard") == ["JC088", TEST_CARD]


def test_step_reduce_next_cost(cast):
    """JC112's form: the next card with a domain icon played face up costs 1 less; a card without
    one keeps its cost; the reduction is used once."""
    from engine.games.underworld.cards import card
    from engine.games.underworld.costs import play_cost

    s = start()
    plain, deathly = s.hand("JC014", "p1"), s.hand("JC044", "p1")  # JC044: death domain, cost 3
    cast(s, [{"step": "reduce_next_cost", "amount": 1, "has_domain": True}])
    s.assets(3, "JC044", "p1")
    s.assets(2, "JC014", "p1")
    labels = {o["id"]: o["label"] for o in s.expect("p1", "choose_action")["options"]}
    assert "（2 费）" in labels[f"play:{deathly}"] and "（2 费）" in labels[f"play:{plain}"]  # 3 - 1, and 2
    s.act("p1", f"play:{deathly}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:2])
    assert s.events_of("cost_paid")[-1]["amount"] == 2 and not s.state["effects"]
    assert play_cost(s.state, "p1", card("JC044")) == 3


def test_step_reduce_next_cost_of_a_faction_also_for_a_reveal(cast):
    """JC012's form, "你下一张正面打出或翻面的【帷幕守望】牌": only a 帷幕守望 card fits; a paid
    reveal (G:暗藏者翻面 p1) may use it, a reduction without `reveals` is left for a face-up play."""
    from engine.games.underworld.cards import card
    from engine.games.underworld.costs import play_cost

    s = start()
    cast(s, [{"step": "reduce_next_cost", "amount": 1, "society": "帷幕守望", "reveals": True},
             {"step": "reduce_next_cost", "amount": 2}])  # fmt: skip
    assert play_cost(s.state, "p1", card("JC029")) == 0  # blue, cost 2: only the second one fits
    assert play_cost(s.state, "p1", card("JC003"), reveal=True) == 2  # yellow, cost 3: the first one
    assert play_cost(s.state, "p1", card("JC029"), reveal=True) == 2  # the second one is not for reveals


def test_step_reduce_next_cost_for_a_faction_or_a_domain(cast):
    """JC042's form: a card of the faction by name, or one showing the domain, costs less; others do not."""
    from engine.games.underworld.cards import card
    from engine.games.underworld.costs import play_cost

    s = start()
    cast(s, [{"step": "reduce_next_cost", "amount": 2, "society": "鸣钟教派", "domain": "blood"}])
    assert play_cost(s.state, "p1", card("JC044")) == 1  # red, death domain, cost 3
    assert play_cost(s.state, "p1", card("JC102")) == 0  # purple, blood domain, cost 2
    assert play_cost(s.state, "p1", card("XQ41")) == 3  # purple, star domain


def test_step_reduce_next_cost_for_a_reveal_only_when_it_says_so(cast):
    """"正面打出的" serves plays only; "正面打出或翻面的" (JC103) serves paid reveals too."""
    from engine.games.underworld.cards import card
    from engine.games.underworld.costs import play_cost

    s = start()
    cast(s, [{"step": "reduce_next_cost", "amount": 1}])
    assert play_cost(s.state, "p1", card("JC044")) == 2 and play_cost(s.state, "p1", card("JC044"), reveal=True) == 3
    cast(s, [{"step": "reduce_next_cost", "amount": 1, "reveals": True}])
    assert play_cost(s.state, "p1", card("JC044"), reveal=True) == 2


def test_step_random_hand_to_top(cast):
    """JZ67's form: one card of p2's hand, at random, is shown to everyone, then lies on top of his
    library, hidden again."""
    s = start()
    shown = s.hand("JC088", "p2")
    for card_id in list(s.zone(zone("p2", "hand"))):
        if card_id != shown:
            s.ctx().move(card_id, zone("p2", "library"), position=0)
    cast(s, [{"step": "random_hand_to_top", "who": "opponent"}])
    assert s.count("p2", "hand") == 0 and defs(s, "p2", "library")[-1] == "JC088"
    assert [e["definition"] for e in s.events_of("card_revealed")][-1] == "JC088"
    top = s.zone(zone("p2", "library"))[-1]
    assert s.card(top)["visible_to"] != "all"


def test_step_return_when_dies(cast):
    s = start()
    target = s.character("JC014", "p2", 2)  # defence 1
    cast(s, [{"step": "return_when_dies", "what": {"target": "t"}}, {"step": "deal_damage", "amount": 1, "what": {"target": "t"}}],
         [{"select": {"kind": "character"}}])  # fmt: skip
    back = [c for c in s.area(2) if s.card(c)["def"] == "JC014"]
    assert target not in s.state["cards"] and len(back) == 1 and s.card(back[0])["exhausted"]
def test_step_look_at_hand(cast):
    """检视 (G:检视 p5, JC057's form): p1 alone sees p2's hand; nobody else is shown it."""
    s = start()
    held = s.hand("JC088", "p2")
    cast(s, [{"step": "look_at_hand", "who": "opponent"}])
    assert s.card(held)["visible_to"] == ["p1", "p2"]
    assert "def" in next(c for c in s.view("p1")["zones"][zone("p2", "hand")]["cards"] if c["id"] == held)
    assert s.events_of("hand_revealed") == []


def test_step_counter(cast):
    """终止 (XQ04's reminder text): the card on the stack goes to its owner's graveyard, unresolved."""
    s = start()
    s.act("p1", f"play:{s.hand(FILLER, 'p1')}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    on_stack = s.state["stack"][0]["card"]
    cast(s, [{"step": "counter", "what": {"target": "t"}}], [{"select": {"kind": "stack_card"}}])
    assert s.state["stack"] == [] and defs(s, "p1", "graveyard")[-2:] == [FILLER, "TE001"]
    assert on_stack not in s.state["cards"] and all(s.card(c)["def"] != FILLER for c in s.area(1))


def test_step_turn_face_up(cast):
    """"令禁婆由暗藏者状态现身" (JC041's form): no cost, no stack; it keeps its exhausted state."""
    s = start()
    agent = s.agent("JC014", "p2", 2, exhausted=True)
    cast(s, [{"step": "turn_face_up", "what": {"target": "t"}}], [{"select": {"kind": "hidden_agent"}}])
    face_up = [c for c in s.area(2) if s.card(c)["def"] == "JC014"]
    assert agent not in s.state["cards"] and len(face_up) == 1
    assert not s.card(face_up[0]).get("face_down") and s.card(face_up[0])["exhausted"]
    assert s.card(face_up[0]).get("controller", "p2") == "p2"


def test_step_play_sealed(test_card):
    """JC119's 死亡触发: the cards sealed under the dead card are shown, and one is played at once
    for free (a standard affair costing 5, with no asset to pay for it); its effect resolves."""
    dies = {"kind": "triggered", "trigger": {"event": "dies"}, "effects": [{"step": "play_sealed"}]}
    keeper = test_card("TE090", abilities=[dies])
    affair = test_card("TE091", basic_type="affair", cost=5, effects=[{"step": "draw", "count": 2}])
    s = start()
    host = s.character(keeper, "p1", 1)
    sealed = s.put(affair, SEALED, owner="p1", sealed_under=host, visible_to=["p1"])
    s.ctx().set_counter(host, "damage", 1)
    hand = s.count("p1", "hand")
    s.pass_priority()
    s.drive(lambda s: "TE091" in defs(s, "p1", "graveyard"),
            lambda s, ask: [sealed] if s.request["key"].startswith("play_sealed") else ["yes"] if s.request["key"] == "use" else None)  # fmt: skip
    assert s.count("p1", "hand") == hand + 2 and s.zone(SEALED) == [] and s.events_of("card_played")


def test_step_next_time(test_card):
    """JC082's form: the steps wait for the rest of the turn and fire once, on the first
    investigation contest its controller wins (a trigger he may use)."""
    wait = {"kind": "action", "effects": [{"step": "next_time", "event": "you_won_investigation",
                                           "effects": [{"step": "draw", "count": 2}]}]}  # fmt: skip
    seer = test_card("TE092", icons=["investigation"], abilities=[wait])
    s = UnderworldScenario()
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    source = s.character(seer, "p1", 2)
    s.character(seer, "p1", 3)
    s.pass_until("action_first", "p1")
    s.act("p1", f"activate:{source}:0")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert [e["modifier"]["event"] for e in s.state["effects"]] == ["you_won_investigation"]
    hand = s.count("p1", "hand")
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    won = [e for e in s.events_of("contest_result") if e["kind"] == "investigation" and e.get("player") == "p1"]
    assert len(won) == 2 and s.count("p1", "hand") == hand + len(won) + 2  # each win's reward draws one
    assert not s.state["effects"]


def test_step_graveyard_into_library(cast):
    """XQ02's form: the player's graveyard and the affair itself into their owners' libraries."""
    s = start()
    s.put("JC014", zone("p2", "graveyard"))
    library = s.count("p2", "library"), s.count("p1", "library")
    cast(s, [{"step": "graveyard_into_library", "who": "opponent", "with_self": True}])
    assert defs(s, "p2", "graveyard") == [] and s.count("p2", "library") == library[0] + 1
    assert defs(s, "p1", "graveyard") == [] and s.count("p1", "library") == library[1] + 1


def test_step_put_attached(cast):
    """WM086's form: the graveyard attachment card enters play on the host its controller chooses on
    resolution (G:附属和结附 p4)."""
    s = start()
    s.character("JC014", "p1", 1)
    host = s.character("JC014", "p1", 2)
    s.put("JC020", zone("p1", "graveyard"))  # 隐蔽的飞刀: 结附于目标角色, the only target, taken by itself
    cast(s, [{"step": "put_attached", "what": {"target": "t"}}], [{"select": {"kind": "graveyard_card", "controller": "you"}}],
         answers=lambda s, ask: [host] if host in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    (attached,) = [c for c in s.area(2) if s.card(c)["def"] == "JC020"]
    assert s.card(attached)["attached_to"] == host and "JC020" not in defs(s, "p1", "graveyard")


def test_step_reveal_until_character_without_a_region_puts_nothing_into_play(cast):
    """BQ025's step from an affair, which has no 本地区: the cards are revealed down to the first
    character card (展示, G:展示 p11) and all of them go back, shuffled."""
    s = start()
    s.put("JC102", zone("p1", "library"))  # an affair on top of the filler characters
    library = s.count("p1", "library")
    cast(s, [{"step": "reveal_until_character"}])
    assert [e["definition"] for e in s.events_of("card_revealed")][-2:] == ["JC102", FILLER]
    assert s.count("p1", "library") == library and s.events_of("zone_shuffled")


def test_every_step_has_a_test():
    """CI fails when an effect step type has no unit test here."""
    source = Path(__file__).read_text(encoding="utf-8")
    names = set(re.findall(r"^def test_step_([a-z0-9_]+)\(", source, re.M))
    missing = [step for step in RESOLVERS if not any(name == step or name.startswith(step + "_") for name in names)]
    assert names and not missing, f"effect steps without a unit test: {missing}"


def test_every_step_has_a_chinese_text():
    from engine.games.underworld.card_text import STEP_TEXT

    assert set(STEP_TEXT) == set(RESOLVERS)


def test_step_texts_read_as_printed_for_payments_and_predictions():
    from engine.games.underworld.card_text import card_text
    from engine.games.underworld.cards import card

    assert "你可以支付1，若你如此做，" in card_text(card("JC061"))  # a choice, then "若你如此做"
    assert "准备步骤强制触发：支付1，否则牺牲本卡牌。" in card_text(card("JC064"))  # "支付1，否则牺牲戒严"
    assert "进场触发：预测3。" in card_text(card("JC104"))


def test_card_texts_read_as_printed_for_copy_limits_and_other_targets():
    from engine.games.underworld.card_text import card_text
    from engine.games.underworld.cards import card

    assert card_text(card("JC125")) == "持续：名称为无知路人的牌，构筑时在牌组中的数量没有限制。"
    assert "行动2：将本卡牌结附在另一个目标角色上。" in card_text(card("XQ47"))  # "另一个目标", never "目标另一个"
    assert "移动到另一个由相同玩家操控的目标角色或附属上" in card_text(card("XQ20"))


def test_step_drink_blood(cast):
    """饮血1 (BQ037's reminder text): a 鲜血 from the graveyard onto the vampire; a non-vampire takes none."""
    s = start()
    vampire = s.character("JC029", "p1", 1)
    s.put("BQ040", zone("p1", "graveyard"))
    cast(s, [{"step": "drink_blood", "what": {"target": "t"}}], [{"select": {"kind": "character", "controller": "you"}}])
    assert [s.card(c)["def"] for c in s.area(1) if s.card(c).get("attached_to") == vampire] == ["BQ040"]
    assert defs(s, "p1", "graveyard") == [TEST_CARD]


def test_step_name_character(cast):
    """XQ26's form: the name is kept on the source; an affair has none in play, so it is only told."""
    s = start()
    cast(s, [{"step": "name_character"}], answers=lambda s, ask: ["公路骑士"] if s.request["key"].startswith("name:") else None)
    assert [e["name"] for e in s.events_of("card_named")] == ["公路骑士"]


@pytest.mark.parametrize("tokens, drew", [(3, True), (1, False)])
def test_step_remove_own_influence_then_a_step_if_done(cast, tokens, drew):
    """WM084's "移除两个本方势力标志，然后…": he picks the tokens; with fewer nothing is removed or done."""
    s = start()
    s.influence(1, "p1", tokens)
    hand = s.count("p1", "hand")
    cast(s, [{"step": "remove_own_influence", "amount": 2}, {"step": "draw", "if_done": True}],
         answers=lambda s, ask: ["slot1"] if "slot1" in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert s.tokens(1, "p1") == (1 if drew else tokens) and s.count("p1", "hand") == hand + drew


def test_step_play_from_hand_free_plays_a_card_of_cost_at_most_the_society_counters(cast):
    """MSWM04's step: no cost paid, loyalty met, the card played on top of the ability."""
    s = start()
    s.state["data"]["society_counters"] = {"p1": {"revival": 2}}
    cheap = s.hand("JC014", "p1")  # cost 2, two green loyalty icons
    s.hand("JC058", "p1")  # cost 3: not offered
    s.assets(2, "JC014")
    cast(s, [{"step": "play_from_hand_free", "cost_at_most_society_counters": "revival"}],
         answers=lambda s, ask: [cheap] if cheap in [o["id"] for o in ask.get("options", [])]
         else ["slot1"] if "slot1" in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert [c for c in s.area(1) if s.card(c)["def"] == "JC014"] and not any(s.card(c).get("exhausted") for c in s.zone(zone("p1", "assets")))
    assert "JC058" in defs(s, "p1", "hand")


def test_step_fewer_icons_win_needs_a_region(cast):
    """It reads 本地区: from an affair, which has none, it changes no region."""
    s = start()
    cast(s, [{"step": "fewer_icons_win"}])
    assert not s.events_of("effect_created")


def test_step_destroy_cheapest_needs_a_region(cast):
    """It reads 本地区: from an affair, which has none, it destroys nothing."""
    s = start()
    enemy = s.character(FILLER, "p2", 1)
    cast(s, [{"step": "destroy_cheapest"}])
    assert enemy in s.state["cards"]


def test_step_return_as_form_needs_the_sacrificed_source(cast):
    """JC028's step: from an affair, which sacrificed no source to pay, nothing comes back."""
    s = start()
    vampire = s.character("JC029", "p1", 1)
    cast(s, [{"step": "return_as_form", "what": {"target": "t"}}], [{"select": {"kind": "character", "subtype": "吸血鬼"}}],
         answers=lambda s, ask: [vampire] if vampire in [o["id"] for o in ask.get("options", [])] else None)  # fmt: skip
    assert [c for c in s.area(1) if s.card(c).get("attached_to") == vampire] == []
