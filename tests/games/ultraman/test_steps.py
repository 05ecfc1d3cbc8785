"""One unit test per effect step type (engine/games/ultraman/steps.py): a made-up card with the
step as its 攻 effect attacks, and the test checks what the step did."""

import re
from pathlib import Path

import engine
from engine.core.snapshot import dump
from engine.games.ultraman.cards import card_db
from engine.games.ultraman.steps import RESOLVERS
from tests.games.ultraman.position import FILLER, UltramanScenario, character, effect
from tests.games.ultraman.test_rules_battle import bystanders, result


def attacker(monkeypatch, *steps: dict) -> UltramanScenario:
    """p1 at the battle with a 4000/1000 attacker whose 攻 effect is `steps`, against a 6000."""
    card = character("测试-STEP", "测试步骤", 4000, 1000, effects=[effect(["attack"], "攻：测试。", *steps)])
    monkeypatch.setitem(card_db(), card.id, card)
    s = UltramanScenario()
    bystanders(s)
    s.attacker = s.field("测试-STEP")
    s.defender = s.field("测试-V6", "p2")
    return s


def test_step_draw(monkeypatch):
    s = attacker(monkeypatch, {"step": "draw", "count": 2, "who": "each"})
    tops = {p: s.zone(f"{p}.deck")[-2:] for p in ("p1", "p2")}
    s.mains(s.attacker, s.defender)
    drawn = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert drawn == tops["p1"][::-1] + tops["p2"][::-1]  # the turn player first (1.1.5)


def test_step_discard_as_far_as_possible(monkeypatch):
    """"弃2张牌" with 1 card in hand discards that one (1.1.3a)."""
    s = attacker(monkeypatch, {"step": "discard", "count": 2})
    only = s.hand(FILLER)
    s.mains(s.attacker, s.defender)
    assert s.defs("p1", "rest") == [FILLER] and only not in s.zone("p1.hand")


def test_step_add_energy(monkeypatch):
    s = attacker(monkeypatch, {"step": "add_energy", "count": 2})
    s.mains(s.attacker, s.defender)
    energy = s.zone("p1.energy")
    assert len(energy) == 2 and all(s.card(c)["visible_to"] == [] for c in energy)  # nobody sees (5.1.2)


def test_step_modify(monkeypatch):
    s = attacker(monkeypatch, {"step": "modify", "amount": 3000})
    s.fight(s.attacker, s.defender)
    assert s.events_of("battle_result")[0]["totals"] == {"p1": 7000, "p2": 6000}


def test_step_reveal_nothing_to_reveal(monkeypatch):
    """No face-down card left: the step does nothing (1.1.3a)."""
    s = attacker(monkeypatch, {"step": "reveal"}, {"step": "draw"})
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "hand") == 1 and not s.events_of("card_revealed")


def test_step_damage_to_rest(monkeypatch):
    s = attacker(monkeypatch, {"step": "damage_to_rest", "count": 2})
    s.damage(3)
    s.mains(s.attacker, s.defender)
    chosen = s.zone("p1.damage")[:2]
    s.expect("p1", "choose_cards", answer=chosen)
    moved = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["from_zone"] == "p1.damage"]
    assert moved == chosen and s.defs("p1", "rest") == [FILLER, FILLER]


def test_step_deck_to_damage(monkeypatch):
    s = attacker(monkeypatch, {"step": "deck_to_damage", "who": "opponent", "count": 2})
    top = s.zone("p2.deck")[-2:]
    s.mains(s.attacker, s.defender)
    moved = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["to_zone"] == "p2.damage"]
    assert moved == top[::-1] and all(s.card(c)["visible_to"] == "all" for c in s.zone("p2.damage"))


def test_step_reveal_energy_scenario_30(monkeypatch):
    """Chosen blind (3.5.2a), then face up and public (3.5.3); never a 翻 trigger (5.5.5)."""
    s = attacker(monkeypatch, {"step": "reveal_energy"})
    s.energy(2)
    flipper = s.put("测试-DRAW", "p1.energy", face_down=True, visible_to=[])
    s.mains(s.attacker, s.defender)
    ask = s.expect("p1", "choose_cards")
    assert {o["label"] for o in ask["options"]} == {"暗盖的能量牌 1", "暗盖的能量牌 2", "暗盖的能量牌 3"}
    s.answer_raw("p1", [flipper])
    assert s.card(flipper)["visible_to"] == "all" and not s.card(flipper).get("face_down")
    assert s.count("p1", "hand") == 0  # 测试-DRAW's 翻 did not fire


def test_step_reveal_deck_scenario_31(monkeypatch):
    """The top 3 are shown to both players (5.5.4); one 「赛罗」 goes to hand; the other two go back
    on top in the order p1 chooses (5.5.4a), hidden again."""
    s = attacker(monkeypatch, {"step": "reveal_deck", "count": 3, "take": 1, "keyword": "赛罗"})
    zn, v5, zw = s.on_top("测试-ZN"), s.on_top("测试-V5"), s.on_top("测试-ZW")
    s.mains(s.attacker, s.defender)
    shown = [e for e in engine.events_for(s.last_events, "p2") if e["type"] == "card_revealed"]
    assert [e["definition"] for e in shown] == ["测试-ZW", "测试-V5", "测试-ZN"]  # top first, seen by p2
    s.expect("p1", "choose_cards", options=[zw, zn], answer=[zw])
    s.expect("p1", "choose_cards", options=[v5, zn], answer=[v5, zn])  # v5 on top
    assert s.defs("p1", "hand") == ["测试-ZW"] and s.defs("p1", "deck")[-2:] == ["测试-ZN", "测试-V5"]
    assert all(s.card(c)["visible_to"] == [] for c in s.zone("p1.deck")[-2:])


def test_step_place_from_hand(monkeypatch):
    """Face up into a free slot; with 5 cards on the battlefield nothing happens (3.2.1a)."""
    s = attacker(monkeypatch, {"step": "place_from_hand"}, {"step": "draw"})
    card = s.hand("测试-V5")
    s.mains(s.attacker, s.defender)
    placed = s.cards("p1.battlefield", "测试-V5")
    assert card not in s.zone("p1.hand") and len(placed) == 1 and s.card(placed[0])["visible_to"] == "all"
    assert sorted(s.card(c)["slot"] for c in s.zone("p1.battlefield")) == [0, 1, 2, 3]


def test_step_turn_face_down(monkeypatch):
    s = attacker(monkeypatch, {"step": "turn_face_down"})
    s.card(s.attacker)["weakened"] = True
    s.hand(FILLER)  # the battle waits at the support choice
    s.mains(s.attacker, s.defender)
    card = s.card(s.attacker)
    assert card["face_down"] and card["visible_to"] == ["p1"] and "weakened" not in card
    assert "测试-STEP".encode() not in dump(s.view("p2")) and "测试-STEP".encode() in dump(s.view("p1"))


def test_step_forbid_draw(monkeypatch):
    """p2 draws nothing on their next turn (1.1.2), and adds energy as usual."""
    s = attacker(monkeypatch, {"step": "forbid_draw"})
    s.fight(s.attacker, s.defender)
    assert s.state["turn"]["active"] == "p2" and s.count("p2", "hand") == 0 and s.count("p2", "energy") == 1
    assert s.events_of("draw_prevented") == [{"type": "draw_prevented", "player": "p2"}]


def test_step_suppress_defeat_effects(monkeypatch):
    """The defender's 败 effect does not fire (its controller would draw 1)."""
    s = attacker(monkeypatch, {"step": "suppress_defeat_effects"}, {"step": "modify", "amount": 5000})
    loser = character("测试-LOSE", "测试战败抽牌", 6000, 1000, effects=[effect(["lose"], "败：抽1张牌。", {"step": "draw"})])
    monkeypatch.setitem(card_db(), loser.id, loser)
    s.move(s.defender, "p2.rest")
    s.defender = s.field("测试-LOSE", "p2")
    s.fight(s.attacker, s.defender)
    assert result(s)["result"]["p2"] == "lose"
    assert [e["definition"] for e in s.events_of("effect_used")] == ["测试-STEP"]


def test_step_main_to_support(monkeypatch):
    """p2's main combatant becomes p2's support (5.11.2a): 0 power on that side plus its support
    power (digest A18)."""
    s = attacker(monkeypatch, {"step": "main_to_support"})
    s.fight(s.attacker, s.defender)
    assert result(s)["totals"] == {"p1": 4000, "p2": 3000}
    assert s.defs("p2", "rest") == ["测试-V6"] and s.count("p2", "damage") == 0


def test_step_battlefield_to_damage(monkeypatch):
    """p2 chooses which of their battlefield cards goes to their damage zone, face up."""
    s = attacker(monkeypatch, {"step": "battlefield_to_damage", "who": "opponent"})
    s.mains(s.attacker, s.defender)
    ask = s.expect("p2", "choose_cards")
    assert [o["id"] for o in ask["options"]] == s.zone("p2.battlefield")
    victim = ask["options"][0]["id"]
    s.answer_raw("p2", [victim])
    assert s.defs("p2", "damage") == [FILLER] and s.card(s.zone("p2.damage")[0])["visible_to"] == "all"


def test_step_battlefield_to_damage_chosen_by_the_controller(monkeypatch):
    """With `pick`, p1 chooses among p2's cards that are not the main combatant."""
    s = attacker(monkeypatch, {"step": "battlefield_to_damage", "pick": {"side": "opponent", "main": False}})
    s.hand(FILLER)  # the battle waits at the support choice
    s.mains(s.attacker, s.defender)
    pick_first_but(s, s.defender)
    assert s.defs("p2", "damage") == [FILLER] and len(s.zone("p2.battlefield")) == 2


def pick_first_but(s: UltramanScenario, excluded: str) -> None:
    """p1 is offered two battlefield cards, never `excluded`, and picks the first."""
    ask = s.expect("p1", "choose_cards")
    assert excluded not in [o["id"] for o in ask["options"]] and len(ask["options"]) == 2
    s.answer_raw("p1", [ask["options"][0]["id"]])


def test_step_win_game(monkeypatch):
    """1.3.2d: the controller wins once the effect has finished (1.3.4), the other player loses."""
    s = attacker(monkeypatch, {"step": "win_game"}, {"step": "draw"})
    s.mains(s.attacker, s.defender)
    assert s.expect_game_over(["p1"])["reason"] == "ultraman.result.effect"
    assert s.count("p1", "hand") == 1  # the effect finished first


def test_step_form_change(monkeypatch):
    """A form change the effect grants (5.10.4), in the battle phase, after the phase's own."""
    s = attacker(monkeypatch, {"step": "form_change"}, {"step": "draw"})
    mark, incoming = s.field("测试-FCM"), s.hand("测试-ZET")
    s.mains(s.attacker, s.defender)
    s.expect("p1", "choose_option", options=[mark, "none"], answer=[mark])
    # the only card that can come in is taken without asking
    assert incoming not in s.zone("p1.hand")
    assert s.defs("p1", "rest") == ["测试-FCM"] and s.cards("p1.battlefield", "测试-ZET")
    assert s.count("p1", "hand") == 2  # ZET's 转 drew 1, then the granting effect drew 1


def test_step_return_to_hand(monkeypatch):
    """Another card of ours (其他) back to hand: the attacker itself is not offered."""
    s = attacker(monkeypatch, {"step": "return_to_hand", "pick": {"side": "you", "other": True}})
    s.mains(s.attacker, s.defender)
    pick_first_but(s, s.attacker)
    assert s.defs("p1", "hand") == [FILLER] and len(s.zone("p1.battlefield")) == 2


def test_step_restrict_form_change_next_turn(monkeypatch):
    """"对方下一个回合不能进行形态转换" (1.1.2): p2 could change 测试-FCM into 测试-ZET, but its form
    change phase asks nothing and its turn goes on to the battle."""
    s = attacker(monkeypatch, {"step": "restrict", "action": "form_change", "duration": "next_turn"})
    s.field("测试-FCM", "p2")
    s.hand("测试-ZET", "p2")
    s.fight(s.attacker, s.defender)
    assert s.state["turn"]["active"] == "p2"
    assert s.ask("p2")["prompt"] == "战斗阶段：选择我方战场上的一张角色牌作为主战角色。"
    assert s.player("p2")["restrictions"] == [{"action": "form_change", "turn": 2}]


def test_step_to_deck_bottom_in_the_chosen_order(monkeypatch):
    """5.2.2a: p1 orders the two cards; the first chosen ends deepest."""
    s = attacker(monkeypatch, {"step": "to_deck", "count": 2, "position": "bottom"})
    first, second = s.hand("测试-V5"), s.hand("测试-V4")
    s.mains(s.attacker, s.defender)
    s.expect("p1", "choose_cards", answer=[first, second])
    assert s.defs("p1", "deck")[:2] == ["测试-V5", "测试-V4"] and s.count("p1", "hand") == 0


def test_step_to_deck_this_card_on_top(monkeypatch):
    s = attacker(monkeypatch, {"step": "to_deck", "source": "self", "position": "top"})
    s.mains(s.attacker, s.defender)
    assert s.defs("p1", "deck")[-1] == "测试-STEP"
    assert not s.cards("p1.battlefield", "测试-STEP")


def test_step_shuffle_deck(monkeypatch):
    """1.2.1a: the deck's cards become new objects in a new order (nobody can follow them)."""
    s = attacker(monkeypatch, {"step": "shuffle_deck"})
    before = list(s.zone("p1.deck"))
    s.mains(s.attacker, s.defender)
    assert len(s.zone("p1.deck")) == len(before) and not set(s.zone("p1.deck")) & set(before)


def test_step_add_energy_face_up(monkeypatch):
    """3.5.2b: 以正面表示移入能量区, public (3.5.3)."""
    s = attacker(monkeypatch, {"step": "add_energy", "face_up": True})
    s.mains(s.attacker, s.defender)
    energy = s.zone("p1.energy")
    assert len(energy) == 1 and s.card(energy[0])["visible_to"] == "all" and not s.card(energy[0]).get("face_down")


def test_every_step_has_a_test():
    """CI fails when an effect step type has no unit test here."""
    source = Path(__file__).read_text(encoding="utf-8")
    names = set(re.findall(r"^def test_step_([a-z0-9_]+)\(", source, re.M))
    missing = [step for step in RESOLVERS if not any(name == step or name.startswith(step + "_") for name in names)]
    assert names and not missing, f"effect steps without a unit test: {missing}"
