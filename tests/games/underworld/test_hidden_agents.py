"""Hidden agents (暗藏者, G:暗藏者 p1, G:暗藏者翻面 p1, G:秘密派遣 p7): secret dispatch, paid reveals,
lurking, immunity, and that the opponent can never tell which card an agent is, in views, events
or on the stack (digest T17–T22, T58, §12.2 "engine-side obligation")."""

import engine
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def dispatch_position(face: str = "JC088"):
    """p1 in his action step with the card in hand and two ready black assets."""
    s = UnderworldScenario()
    card = s.hand(face, "p1")
    s.hand(FILLER, "p1")
    s.assets(2, "JC084", "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    return s, card


def dispatch(s, card, slot=2):
    s.act("p1", f"dispatch:{card}")
    s.expect("p1", "choose_targets", answer=[f"slot{slot}"])
    s.expect("p1", "choose_cards", answer=[s.zone(zone("p1", "assets"))[0]])


def names_in(events: list[dict]) -> set[str]:
    return {e["definition"] for e in events if "definition" in e}


def test_t17_secret_dispatch_pays_one_goes_face_down_on_the_stack_once_per_turn():
    s, card = dispatch_position()
    dispatch(s, card)
    obj = s.state["stack"][-1]
    assert obj["kind"] == "dispatch" and obj["slot"] == 2 and "definition" not in obj
    on_stack = obj["card"]
    assert s.card(on_stack)["visible_to"] == ["p1"]
    p2_view = s.view("p2")
    stack_card = next(c for c in p2_view["zones"]["stack"]["cards"] if c["id"] == on_stack)
    assert stack_card.get("hidden") and "def" not in stack_card
    assert "JC088" not in names_in(engine.events_for(s.events, "p2"))
    assert "JC088" in names_in(engine.events_for(s.events, "p1"))
    s.pass_priority(2)
    agent = s.area(2)[0]
    assert s.card(agent)["face_down"] and s.card(agent)["visible_to"] == ["p1"]
    assert not [o for o in s.options("p1") if o.startswith("dispatch:")]  # once per turn


def test_t17_overt_cannot_be_dispatched_and_covert_cannot_be_played_face_up():
    """公开 (G:公开 p4) characters are never dispatched; affairs are not characters (digest A27)."""
    s, _ = dispatch_position("JC014")
    affair = s.hand("JC091", "p1")
    options = s.options("p1")
    assert not [o for o in options if o.startswith("dispatch:")] or all(
        s.card(o.split(":")[1])["def"] not in ("JC014", "JC091") for o in options if o.startswith("dispatch:")
    )
    assert f"dispatch:{affair}" not in options


def test_the_opponent_cannot_tell_which_card_an_agent_is():
    """Whatever card the agent is, p2's view and events are the same (the fuzzer checks this on
    every step; here it is shown for one dispatch and one move)."""
    views, events = [], []
    for face in ("JC088", "JC058"):
        s, card = dispatch_position(face)
        dispatch(s, card)
        s.pass_priority(2)
        view = s.view("p2")
        for c in view["zones"]["area2"]["cards"]:
            c.pop("ts", None)
        views.append(view["zones"]["area2"]["cards"])
        events.append([{k: v for k, v in e.items() if k not in ("card", "was")} for e in engine.events_for(s.events, "p2")
                       if e["type"] in ("card_moved", "dispatched", "stack_added")])  # fmt: skip
    assert views[0] == views[1]
    assert views[0][0]["hidden"] and views[0][0]["face_down"]
    assert events[0] == events[1]


def test_t19_t20_paid_reveal_at_fast_speed_in_the_opponents_step_keeps_exhaustion():
    """G:暗藏者翻面 p1: loyalty is checked, the card is shown, its cost paid, it waits on the stack
    and enters the same region as a character, still exhausted; 现身触发 fires (职业杀手)."""
    s = UnderworldScenario()
    agent = s.agent("JC088", "p1", 3, exhausted=True)
    victim = s.character("JC014", "p2", 3)
    s.assets(4, "JC084", "p1")
    s.hand(FILLER, "p1")
    s.hand("JC014", "p2")
    s.assets(2, "JC014", "p2")
    s.pass_until("action_second", "p2")
    s.act("p2", f"play:{s.zone(zone('p2', 'hand'))[0]}")
    s.expect("p2", "choose_targets", answer=["slot1"])
    s.act("p2", "pass")
    assert f"reveal:{agent}" in s.options("p1")
    s.act("p1", f"reveal:{agent}")
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:3])
    assert [o["kind"] for o in s.state["stack"]] == ["card", "reveal"]
    assert s.events_of("reveal_announced")[0]["definition"] == "JC088"  # shown to all
    s.pass_priority(2)  # the reveal resolves first
    revealed = next(c for c in s.area(3) if s.card(c)["def"] == "JC088")
    assert s.card(revealed)["exhausted"] and not s.card(revealed).get("face_down")
    s.expect("p1", "yes_no", answer=["yes"])  # use 现身触发; its one legal target is taken by itself
    assert s.state["stack"][-1]["data"]["targets"]["t"] == [victim]
    s.pass_priority(2)
    assert victim not in s.state["cards"] and s.count("p2", "graveyard") == 1


def test_t21_reveal_needs_its_loyalty_and_cost():
    s = UnderworldScenario()
    agent = s.agent("JC087", "p1", 1)  # 格鲁尼的走私客: two black, cost 4
    s.hand(FILLER, "p1")
    s.assets(3, FILLER, "p1")
    s.asset("JC084", "p1")
    assert f"reveal:{agent}" not in s.options("p1")  # one black asset: loyalty unmet
    s.asset("JC084", "p1")
    assert f"reveal:{agent}" in s.options("p1")


def test_t18_hidden_agents_are_no_characters():
    """Not a legal target for "target character", untouched by "all characters", never dealt
    damage (G:暗藏者 p1)."""
    s = UnderworldScenario()
    agent = s.agent("JC016", "p2", 1)
    human = s.character("JC014", "p2", 1)
    murder = s.hand("JC091", "p1")
    fire = s.hand("JC047", "p1")
    s.assets(6, "JC084", "p1")
    s.asset("JC044", "p1")  # red, for 烈火重围
    s.pass_until("action_first", "p1")
    s.act("p1", f"play:{murder}")  # its only legal target is the face-up human: chosen by itself
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:3])
    assert s.state["stack"][-1]["targets"]["t"] == [human]
    s.pass_priority(2)
    s.act("p1", f"play:{fire}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.expect("p1", "choose_cards", answer=[a for a in s.zone(zone("p1", "assets")) if not s.card(a).get("exhausted")][:3])
    s.pass_priority(2)
    assert s.events_of("damage_dealt", s.last_events) == []  # the human died to 谋杀; the agent takes none
    assert s.card(agent).get("counters", {}).get("damage", 0) == 0 and agent in s.state["cards"]


def test_t58_lurk_keeps_exhaustion_clears_damage_and_destroys_attachments():
    """职业杀手's "快速行动2：潜伏" (G:潜伏 p8, digest A26)."""
    s = UnderworldScenario()
    killer = s.character("JC088", "p1", 2, exhausted=True, counters={"damage": 0, "lock": 1})
    s.ctx().set_counter(killer, "damage", 0)  # an object with a counter: {"lock": 1}
    revolver = s.put("JC116", "area2", owner="p1", attached_to=killer)
    s.hand(FILLER, "p1")
    s.assets(3, "JC084", "p1")
    s.act("p1", f"activate:{killer}:1")
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:2])
    s.pass_priority(2)
    agent = s.area(2)[0]
    assert s.card(agent)["face_down"] and s.card(agent)["exhausted"] and s.card(agent)["visible_to"] == ["p1"]
    assert revolver not in s.state["cards"] and s.count("p1", "graveyard") == 1
    assert "counters" not in s.card(agent)


def test_a_sealed_hidden_agent_is_shown_to_both_players(test_card):
    """G:封印 p4: both players may look at sealed cards at any time, so an agent sealed by an
    effect (封魔瓶瑟琳娜's form, JC066) shows its face; until then p1 could not tell what it was."""
    from engine.games.underworld.zones import SEALED

    test_card("TE002", basic_type="affair", speed="fast", targets=[{"select": {"kind": "hidden_agent"}}],
              effects=[{"step": "seal", "what": {"target": "t"}, "on_society": True}])  # fmt: skip
    s = UnderworldScenario()
    agent = s.agent("JC088", "p2", 3)
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    assert "JC088" not in names_in(engine.events_for(s.events, "p1"))
    s.act("p1", f"play:{s.hand('TE002', 'p1')}")
    s.pass_priority(2)
    sealed = s.zone(SEALED)[0]
    assert agent not in s.state["cards"] and s.card(sealed)["visible_to"] == "all"
    assert "JC088" in names_in(engine.events_for(s.events, "p1"))
    assert next(c for c in s.view("p1")["zones"][SEALED]["cards"] if c["id"] == sealed)["def"] == "JC088"


def test_taking_control_of_a_hidden_agent_shows_it_to_its_new_controller_only(test_card):
    """G:操控者 p2 with G:暗藏者 p1: the new controller may look at his agent; spectators still
    cannot tell what it is, in views or events."""
    test_card("TE015", basic_type="affair", speed="fast", targets=[{"select": {"kind": "hidden_agent", "controller": "enemy"}}],
              effects=[{"step": "gain_control", "what": {"target": "t"}}])  # fmt: skip
    s = UnderworldScenario()
    agent = s.agent("JC088", "p2", 1)
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    s.act("p1", f"play:{s.hand('TE015', 'p1')}")
    s.pass_priority(2)
    assert s.card(agent)["controller"] == "p1" and s.card(agent)["visible_to"] == ["p1", "p2"]
    assert "JC088" in names_in(engine.events_for(s.events, "p1"))
    assert "JC088" not in names_in(engine.events_for(s.events, None))
    spectator = next(c for c in s.view(None)["zones"]["area1"]["cards"] if c["id"] == agent)
    assert "def" not in spectator
