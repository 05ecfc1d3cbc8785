"""Named options for the rules' ambiguities (digest §12.1, engine/games/underworld/options.py): each
test plays the default and the alternative and shows that the option changes the outcome. p1
holds the first-player token."""

import re

import pytest

import engine
from engine.compiled import source_file
from engine.core.errors import GameError
from engine.games.underworld import options
from engine.games.underworld.zones import relocate, zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def test_a18_carnage_of_several_participants_sums_or_takes_the_largest():
    """A18 (G:杀伤X, F:战斗奖励 2.1). Two ⚔2 杀伤1 characters win the battle by 4 against a lone
    exhausted defender: "sum" assigns 4 + 1 + 1 damage, "max" 4 + 1."""
    for stacking, damage in (("sum", 6), ("max", 5)):
        s = UnderworldScenario(options={"carnage_stacking": stacking})
        s.character("JC016", "p1", 1)  # ⚔2, 杀伤1
        s.character("JC016", "p1", 1)
        target = s.character("JC059", "p2", 1, exhausted=True)  # takes no part
        s.to_contests()
        s.drive(lambda s: s.events_of("damage_dealt"))
        assert [(e["card"], e["amount"]) for e in s.events_of("damage_dealt")] == [(target, damage)]


def test_a19_the_influence_reward_must_or_may_be_taken():
    """A19 (G:势力对抗 vs F:获得势力奖励 2.2). p1 wins the influence contest of region 1 by 2: by
    default both tokens are placed, nobody is asked; with "may" p1 is asked and declines them."""
    for reward, tokens in (("must", 2), ("may", 0)):
        s = UnderworldScenario(options={"influence_reward": reward})
        s.character("JC075", "p1", 1)  # 🏰1
        s.character("JC075", "p1", 1)
        s.to_contests()
        s.drive(lambda s: s.request["key"].startswith("influence") or s.events_of("influence_placed"))
        if reward == "may":
            s.expect("p1", "yes_no", answer=["no"])
        s.drive(lambda s: s.events_of("contest_result") and s.events_of("contest_result")[-1]["slot"] == 2)
        assert s.tokens(1, "p1") == tokens and len(s.events_of("influence_placed")) == (tokens > 0)
        assert ("influence", "win", "p1", 2) in [(e["kind"], e["result"], e.get("player"), e.get("margin"))
                                                  for e in s.events_of("contest_result") if e["slot"] == 1]  # fmt: skip


def win_region_two(s: UnderworldScenario) -> str:
    """p1 wins region 2 (切尔诺贝利, cap 3) in its influence contest, with a 撤回 character there."""
    s.set_region("DQJC113", 2)
    s.influence(2, "p1", 2)
    elite = s.character("JC016", "p1", 2)  # 撤回
    s.character("JC075", "p1", 2)
    s.to_contests()
    return elite


def test_a15_withdraw_is_optional_or_automatic():
    """A15 (G:撤回, F:赢取地区牌 1.2.1). By default p1 is asked and keeps 精英 out of his hand, so
    it goes to the library bottom; with the alternative it returns to hand unasked."""
    for optional, place in ((True, "library"), (False, "hand")):
        s = UnderworldScenario(options={"withdraw_optional": optional})
        win_region_two(s)
        s.drive(lambda s: s.request["key"] == "withdraw:p1" or (s.events_of("region_won") and s.priority_player()))
        if optional:
            s.expect("p1", "choose_cards", answer=[])
        s.drive(lambda s: s.priority_player() is not None)
        assert s.events_of("region_won") and "JC016" in s.defs("p1", place)
        assert [e["reason"] == "withdraw" for e in s.events_of("card_moved")].count(True) == (not optional)


def test_a16_spirit_against_non_battle_damage():
    """A16 (G:灵体). p1's 烈火重围 deals 1 non-battle damage to every character in region 1, where
    p2's 灵体 fairy shows more domain icons: by default it is prevented; with "battle_only" the
    fairy takes it and dies."""
    for scope, survives in (("all_damage", True), ("battle_only", False)):
        s = UnderworldScenario(options={"spirit_scope": scope})
        fairy = s.character("JC022", "p2", 1)  # 灵体, a star domain, defence 1
        fire = s.hand("JC047", "p1")  # 烈火重围
        s.assets(4, "JC044", "p1")  # red
        s.pass_until("action_first", "p1")
        s.act("p1", f"play:{fire}")
        s.expect("p1", "choose_targets", answer=["slot1"])
        s.expect("p1", "choose_cards", answer=s.zone("p1.assets")[:3])
        s.pass_priority(2)
        if survives:  # 灵体 is a trigger: p2 chooses to use it (G:触发能力 p2)
            s.expect("p2", "yes_no", answer=["yes"])
        assert bool(s.events_of("damage_prevented")) is survives
        assert (fairy in s.state["cards"]) is survives
        assert [e["card"] for e in s.events_of("damage_dealt")] == ([] if survives else [fairy])


def test_a32_priority_after_a_region_won_in_the_second_players_action_step():
    """A32 (F:赢取地区牌 1.2.5 vs F:2.2.2). In p2's action step p2 holds enough tokens on region 2
    and establishes an asset; the region is won at once (its win trigger declined): by default p1 gets priority, with the
    alternative p2 keeps it, as after a resolution in his step."""
    for rule, holder in (("first_player", "p1"), ("as_after_resolution", "p2")):
        s = UnderworldScenario(options={"region_win_priority": rule})
        s.set_region("DQJC113", 2)  # cap 3
        s.hand(FILLER, "p1")
        asset = s.hand(FILLER, "p2")
        s.hand(FILLER, "p2")
        s.pass_until("action_second", "p2")
        s.influence(2, "p2", 3)
        s.act("p2", f"establish:{asset}")
        s.expect("p2", "yes_no", answer=["no"])  # 切尔诺贝利's win trigger
        assert [e["player"] for e in s.events_of("region_won")] == ["p2"] and "DQJC113" in s.defs("p2", "score")
        assert s.step == "action_second" and s.priority_player() == holder


def test_a5_the_recovery_step_discards_before_or_after_damage_is_removed():
    """A5 (F:4.2.1–4.2.3 vs G:恢复步骤). p1 holds more than 7 cards and a damaged character at the recovery
    step: by default he discards while the damage is still there, and it is removed after; with
    "clear_first" the damage is gone when he is asked to discard."""
    for order, damage_at_discard in (("discard_first", 1), ("clear_first", 0)):
        s = UnderworldScenario(options={"recovery_order": order})
        hurt = s.character("JC059", "p1", 1, exhausted=True)  # defence 2
        s.ctx().set_counter(hurt, "damage", 1)
        hand = [s.hand(FILLER, "p1") for _ in range(8)]
        s.drive(lambda s: s.request["key"].startswith("discard:p1"))
        assert s.step == "recovery" and s.counter_of(hurt) == damage_at_discard
        excess = s.ask("p1")["min"]  # 8 and the turn's draw
        s.expect("p1", "choose_cards", answer=hand[:excess])
        kinds = [e["type"] for e in s.events if e["type"] == "damage_removed" or e.get("reason") == "discard"]
        discards = ["card_moved"] * excess
        assert kinds == (discards + ["damage_removed"] if order == "discard_first" else ["damage_removed"] + discards)
        assert s.counter_of(hurt) == 0 and s.count("p1", "hand") == 7


def test_a21_a_card_with_only_an_idle_white_icon_takes_part_or_not(test_card):
    """A21 (G:临时能力图标, G:调查对抗). p1 holds the token, so the white 👁👁 of p2's 声望 monk do
    not work; p1 wins the investigation of region 1. By default the monk took no part and nobody
    has 声望 there; with the alternative it took part, and p2 places a 声望 token."""
    for take_part, p2_tokens in ((False, 0), (True, 1)):
        s = UnderworldScenario(options={"idle_white_icons_take_part": take_part})
        s.character(test_card("TE901", icons=["investigation"]), "p1", 1)  # 👁, nothing else
        s.character("JC076", "p2", 1)  # 声望, white 👁👁
        s.to_contests()
        s.drive(lambda s: s.step == "end", answers=lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
        assert [e["result"] for e in s.events_of("contest_result") if e["slot"] == 1][0] == "win"
        assert s.tokens(1, "p2") == p2_tokens


def reveal_waiting(moves_to_stack: bool, face: str = FILLER) -> tuple[UnderworldScenario, str]:
    """p1, in his action step, announces the paid reveal of a ready agent in region 3 (无知路人
    costs 0) and passes: p2 holds priority with the reveal waiting on the stack."""
    s = UnderworldScenario(options={"reveal_moves_to_stack": moves_to_stack})
    agent = s.agent(face, "p1", 3)
    s.assets(4, "JC084", "p1")  # black: 职业杀手 needs one
    s.to_action_step()
    s.act("p1", f"reveal:{agent}")
    if face != FILLER:
        s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:3])
    s.pass_priority()
    assert s.priority_player() == "p2" and [o["kind"] for o in s.state["stack"]] == ["reveal"]
    return s, agent


def test_a24_a_response_may_target_the_agent_only_while_it_waits_in_its_region():
    """A24 (G:暗藏者翻面 steps 4–5, L56–58). p2 answers the reveal with 帷幕护卫 (⚡2, exhaust: exhaust
    target character or hidden agent). By default the card left its region for the stack, so the
    guard's one legal target is itself and the character enters ready; with the alternative the
    agent is still a hidden agent in region 3, p2 exhausts it, and it turns face up there
    exhausted (G:暗藏者翻面 L62)."""
    for moves_to_stack in (True, False):
        s, agent = reveal_waiting(moves_to_stack)
        guard = s.character("JC003", "p2", 1)
        s.assets(2, FILLER, "p2")
        assert s.area(3) == ([] if moves_to_stack else [agent])
        s.act("p2", f"activate:{guard}:0")
        if moves_to_stack:
            assert s.state["stack"][-1]["targets"]["t"] == [guard]  # the only legal target, taken by itself
        else:
            assert sorted(o["id"] for o in s.ask("p2")["options"]) == sorted([agent, guard])
            s.expect("p2", "choose_targets", answer=[agent])
        s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
        revealed = face_up(s, 3)
        assert len(revealed) == 1 and bool(s.card(revealed[0]).get("exhausted")) is not moves_to_stack
        assert bool(s.card(guard).get("exhausted"))


def face_up(s: UnderworldScenario, slot: int) -> list[str]:
    return [c for c in s.area(slot) if not s.card(c).get("face_down")]


def test_a24_alternative_a_locked_agent_is_not_revealed_and_the_cost_stays_paid():
    """A24, alternative. p2 answers with 哈克·亚当斯 (⚡2: a lock counter on target character or
    hidden agent; locked ones cannot turn face up). On resolution the agent may no longer turn face
    up, so the reveal does nothing, as a card whose target is no longer legal (G:目标 L488): the
    agent stays a hidden agent and the 3 paid for 职业杀手 are not refunded."""
    s, agent = reveal_waiting(False, face="JC088")  # 职业杀手: cost 3
    hacker = s.character("JC122", "p2", 1)
    s.assets(2, FILLER, "p2")
    s.act("p2", f"activate:{hacker}:0")
    s.expect("p2", "choose_targets", answer=[agent])
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert s.area(3) == [agent] and s.card(agent)["face_down"] and s.counter_of(agent, "lock") == 1
    assert [e["player"] for e in s.events_of("reveal_failed")] == ["p1"] and not [e for e in s.events_of("card_moved") if e["reason"] == "reveal"]
    assert sum(bool(s.card(c).get("exhausted")) for c in s.zone(zone("p1", "assets"))) == 3


def test_a24_alternative_a_countered_reveal_takes_the_agent_from_its_region_to_the_graveyard():
    """A24, alternative, with A25: 抹除现实 may still target the reveal ("正面打出或翻面的牌都进入堆叠",
    XQ04's reminder text); the countered card leaves its region, face up to its owner's graveyard."""
    s, agent = reveal_waiting(False)
    s.assets(4, "JC001", "p2")  # yellow
    counter = s.hand("XQ04", "p2")
    s.act("p2", f"play:{counter}")  # the one card in the stack is the target at once, its four assets pay
    assert s.state["stack"][-1]["targets"]["t"] == [agent]
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert s.area(3) == [] and s.defs("p1", "graveyard") == [FILLER]
    assert [e["definition"] for e in s.events_of("card_countered")] == [FILLER] and not s.events_of("reveal_failed")


def test_a24_alternative_an_agent_moved_meanwhile_turns_face_up_where_it_is():
    """A24, alternative. Moving keeps the object (G:移动 L693–697): an agent moved while its reveal
    waits turns face up in its new region. No card of the pool moves one at ⚡ speed, so the move
    is made directly; an agent that left play instead is a new object and the reveal fails."""
    for leaves_play in (False, True):
        s, agent = reveal_waiting(False)
        if leaves_play:
            s.move(agent, zone("p1", "hand"))
        else:
            relocate(s.ctx(), agent, "area1", "test")
        s.pass_priority(2)
        assert face_up(s, 3) == [] and len(face_up(s, 1)) == (not leaves_play)
        assert len(s.events_of("reveal_failed")) == leaves_play


def test_a24_the_opponent_sees_the_face_shown_at_the_announcement_and_nothing_more():
    """A24 and hidden information. The face is shown when the reveal is announced (G:暗藏者翻面 step 2,
    L50): by default p2 sees the card in the public stack zone; with the alternative he sees it
    where it waits, still face down and no character (no icons or defence in the view), and a
    spectator does not. No other event tells p2 the card than the two the default sends too: the
    announcement and the card shown (there moved to the public stack)."""
    for moves_to_stack, shown_by in ((True, "card_moved"), (False, "card_revealed")):
        for face in (FILLER, "JC088"):
            s, agent = reveal_waiting(moves_to_stack, face)
            view = s.view("p2")
            seen = [c for name, z in view["zones"].items() if name in ("stack", "area3") for c in z["cards"] if c.get("def") == face]
            assert len(seen) == 1 and bool(seen[0].get("face_down")) is not moves_to_stack
            assert seen[0]["id"] not in view["characters"] and "definition" not in view["stack"][0]
            since = next(i for i, e in enumerate(s.events) if e["type"] == "reveal_announced") - 1
            telling = [e["type"] for e in engine.events_for(s.events[since:], "p2") if e.get("definition") == face]
            assert telling == [shown_by, "reveal_announced"]
            if not moves_to_stack:
                spectator = next(c for c in s.view(None)["zones"]["area3"]["cards"] if c["id"] == agent)
                assert spectator["hidden"] and "def" not in spectator


def test_every_ambiguity_is_accounted_for_in_options():
    """Digest §12.1 lists A1–A46: options.py names each, as an option or with why it has none."""
    source = source_file(options).read_text(encoding="utf-8")
    missing = [n for n in range(1, 47) if not re.search(rf"\bA{n}\b", source)]
    assert missing == []


def test_every_option_default_is_one_of_its_choices():
    for name, spec in options.OPTIONS.items():
        assert "choices" not in spec or spec["default"] in spec["choices"], name


def test_a_match_refuses_unknown_options_and_values_in_chinese():
    """A misspelt option or a value outside its choices would silently play the default: the
    match refuses to start instead (1 is not True, a count must be a positive integer)."""
    for bad, code in (({"carnage": "max"}, "options.unknown"),
                      ({"carnage_stacking": "most"}, "options.bad_value"),
                      ({"withdraw_optional": 1}, "options.bad_value"),
                      ({"first_player": "p3"}, "options.bad_value"),
                      ({"winning_score": 0}, "options.bad_number")):  # fmt: skip
        with pytest.raises(GameError) as raised:
            UnderworldScenario(options=bad)
        assert raised.value.code == code and "对局选项" in raised.value.message
    assert UnderworldScenario(options={"winning_score": 10, "first_player": "p1"}).state["options"]["winning_score"] == 10
