"""One unit test per effect step type (cards/README.md: "add an effect step").

Each test plays a made-up 0-cost action whose only effect is the step under test, so the step is
seen through the real play procedure, with its requests and events.
"""

import re
from pathlib import Path

import pytest

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.lorcana.abilities import Filter, Static
from engine.games.lorcana.cardinfo import printed_and_effect_keywords
from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.stats import has_flag, has_keyword, stat
from engine.games.lorcana.steps import RESOLVERS
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario


@pytest.fixture
def play_step(monkeypatch):
    """Returns play(s, step): put a test action with that single step in p1's hand and play it."""

    def play(s: LorcanaScenario, step: dict) -> None:
        s.hand(KEEPER)  # an inkable card keeps p1's main phase asking after the play
        card = CardDef(id="tst-001", name="测试行动", name_en="Test Action", type="action", ink="steel", cost=0,
                       inkable=False, rarity="common", effects=[step])  # fmt: skip
        monkeypatch.setitem(card_db(), "tst-001", card)
        action = s.hand("tst-001")
        s.main(answer=f"play:{action}")

    return play


KEEPER = "tfc-012"


def hand(s, player="p1"):
    """The player's hand without the keeper card."""
    return [c for c in s.zone(zone(player, "hand")) if s.card(c)["def"] != KEEPER]


def test_step_draw(play_step):
    s = LorcanaScenario()
    s.on_top("tfc-022", "p2")
    play_step(s, {"step": "draw", "count": 2, "who": "each_player"})
    assert len(hand(s, "p1")) == 2 and len(hand(s, "p2")) == 2
    assert "tfc-022" in [s.card(c)["def"] for c in hand(s, "p2")]  # the top card was drawn


def test_step_discard(play_step):
    s = LorcanaScenario()
    keep, drop = s.hand("tfc-022", "p2"), s.hand("tfc-089", "p2")
    play_step(s, {"step": "discard", "who": "each_opponent"})
    s.expect("p2", "choose_cards", options=[keep, drop], answer=[drop])
    assert hand(s, "p2") == [keep] and s.cards("p2.discard", "tfc-089")


def test_step_gain_lore(play_step):
    s = LorcanaScenario()
    play_step(s, {"step": "gain_lore", "amount": 2})
    assert s.lore("p1") == 2


def test_step_lose_lore_never_below_zero(play_step):
    s = LorcanaScenario()
    s.set_player("p2", lore=1)
    play_step(s, {"step": "lose_lore", "amount": 2})
    assert s.lore("p2") == 0


def test_step_deal_damage_respects_resist(play_step, monkeypatch):
    s = LorcanaScenario()
    target = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "deal_damage", "amount": 3, "target": {"filter": {"owner": "opponent"}}})
    assert s.damage(target) == 3


def test_step_remove_damage_up_to(play_step):
    s = LorcanaScenario()
    hurt = s.in_play("tfc-089", damage=3)
    play_step(s, {"step": "remove_damage", "up_to": 2, "target": {"filter": {"owner": "you"}}})
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["1"])
    assert s.damage(hurt) == 2


def test_step_banish(play_step):
    s = LorcanaScenario()
    target = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "banish", "target": {"filter": {"owner": "opponent"}}})
    assert target not in s.state["cards"] and s.cards("p2.discard", "tfc-089")


def test_step_target_by_strength_reads_the_current_strength(play_step):
    """"所选的 ¤ 等于或小于 3 的对手角色": modifiers count (7.8.1.1)."""
    s = LorcanaScenario()
    weak = s.in_play("tfc-040", "p2")  # 4 strength, lowered to 2 below
    strong = s.in_play("tfc-089", "p2")  # 3 strength, raised to 5 below
    s.in_play("tfc-012")  # not an opponent's
    ctx = s.ctx()
    add_effect(ctx, source=None, controller="p1", cards=[weak], modifier={"stat": "strength", "op": "add", "value": -2}, until=END_OF_TURN)
    add_effect(ctx, source=None, controller="p1", cards=[strong], modifier={"stat": "strength", "op": "add", "value": 2}, until=END_OF_TURN)
    play_step(s, {"step": "banish", "target": {"filter": {"owner": "opponent", "max_strength": 3}}})
    assert weak not in s.state["cards"] and strong in s.zone("p2.play")


def test_a_static_picking_its_cards_by_strength_may_change_only_lore_or_willpower():
    """7.8.1.1: "你的 ¤ 等于或大于 4 的角色得 +1 ◊" is fine; a strength bonus could decide its own cards."""
    with pytest.raises(ValueError):
        Static(to=Filter(min_strength=4), stat="strength", amount=1)
    assert Static(to=Filter(min_strength=4), stat="lore", amount=1).changes_only_lore_or_willpower


def test_step_target_each_opponent_chooses_one_of_their_own(play_step):
    """"每位对手各选择并驱逐自己的一个角色": each opponent in turn order (1.6.2) chooses, Ward or not
    (it is their own choice, 10.12.1); one with no character chooses nothing (1.2.3)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    mine = s.in_play("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("iti-087", "p2")  # 邦尼, Ward
    play_step(s, {"step": "banish", "target": {"mode": "each_opponent"}})
    ask = s.expect("p2", "choose_targets", options=[a, b], answer=[b])
    assert (ask["min"], ask["max"]) == (1, 1)
    assert b not in s.state["cards"] and a in s.zone("p2.play") and mine in s.zone("p1.play")


def test_step_return_to_hand(play_step):
    s = LorcanaScenario()
    s.in_play("tfc-089", "p2", damage=2)
    play_step(s, {"step": "return_to_hand", "target": {"filter": {"owner": "opponent"}}})
    returned = hand(s, "p2")
    assert len(returned) == 1 and "counters" not in s.card(returned[0])  # a new object (8.1.5)


def test_step_exert(play_step):
    s = LorcanaScenario()
    target = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "exert", "target": {"filter": {"owner": "opponent"}}})
    assert s.card(target)["exerted"] is True


def test_step_ready_then_cannot_quest(play_step):
    s = LorcanaScenario()
    mine = s.in_play("tfc-089", exerted=True)
    play_step(s, {"step": "ready", "cannot_quest": True, "target": {"filter": {"owner": "you"}}})
    assert s.card(mine)["exerted"] is False and has_flag(s.state, mine, "cannot_quest")
    assert f"quest:{mine}" not in [o["id"] for o in s.main()["options"]]


def test_step_modify_stat_lasts_this_turn(play_step):
    s = LorcanaScenario()
    mine = s.in_play("tfc-089")
    play_step(s, {"step": "modify_stat", "stat": "strength", "amount": 2, "target": {"filter": {"owner": "you"}}})
    assert stat(s.state, mine, "strength") == 5
    s.main(answer="end")
    assert stat(s.state, mine, "strength") == 3


def test_step_gain_keyword_their_next_turn(play_step):
    s = LorcanaScenario()
    theirs = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "gain_keyword", "keyword": "reckless", "duration": "their_next_turn",
                  "target": {"filter": {"owner": "opponent"}}})  # fmt: skip
    assert not has_keyword(s.state, theirs, "reckless")  # not during this turn
    s.main(answer="end")
    assert has_keyword(s.state, theirs, "reckless")  # during p2's next turn


def test_step_gain_ability_this_turn(play_step):
    """"所选的角色本回合获得'⟳～获得 1 点奇谈。'": the chosen character has the ability as its own
    (activated by its player, 7.5) until the end of the turn (7.6.3)."""
    s = LorcanaScenario()
    mine = s.in_play("tfc-089")
    play_step(s, {"step": "gain_ability", "target": {"filter": {"owner": "you"}},
                  "ability": {"kind": "activated", "cost": {"exert": True}, "effects": [{"step": "gain_lore"}]}})  # fmt: skip
    s.main(answer=f"activate:{mine}:tst-001/0")
    assert s.lore("p1") == 1 and s.card(mine)["exerted"]
    s.main(answer="end")
    s.main("p2", answer="end")
    assert not [o["id"] for o in s.main()["options"] if o["id"].startswith("activate:")]


def test_step_restrict_cannot_challenge_next_turn(play_step):
    s = LorcanaScenario()
    theirs = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "restrict", "flag": "cannot_challenge", "target": {"filter": {"owner": "opponent"}}})
    s.main(answer="end")
    assert has_flag(s.state, theirs, "cannot_challenge")


def test_step_return_from_discard(play_step):
    s = LorcanaScenario()
    s.put("tfc-089", "p1.discard")
    play_step(s, {"step": "return_from_discard", "filter": Filter(type="character").model_dump()})
    assert [s.card(c)["def"] for c in hand(s)] == ["tfc-089"]


def test_step_look_at_top_takes_one_and_orders_the_rest(play_step):
    s = LorcanaScenario()
    bottom_card = s.on_top("tfc-012")
    wanted = s.on_top("tfc-089")
    other = s.on_top("tfc-022")
    play_step(s, {"step": "look_at_top", "count": 2, "take": 1, "take_filter": {"type": "character"}})
    s.expect("p1", "choose_cards", options=[wanted, other], answer=[wanted])
    assert [s.card(c)["def"] for c in hand(s)] == ["tfc-089"]
    deck = s.zone("p1.deck")
    assert s.card(deck[0])["def"] == "tfc-022" and s.card(deck[-1])["def"] == "tfc-012"
    assert bottom_card in s.state["cards"]


def test_step_put_into_inkwell_from_top_of_deck(play_step):
    s = LorcanaScenario()
    s.on_top("tfc-089")
    play_step(s, {"step": "put_into_inkwell", "source": "top_of_deck"})
    ink = s.zone("p1.inkwell")
    assert len(ink) == 1 and s.card(ink[0])["exerted"] and s.card(ink[0])["visible_to"] == []


def test_step_discard_hand(play_step):
    s = LorcanaScenario()
    s.hand("tfc-089", "p2")
    play_step(s, {"step": "discard_hand", "who": "each_opponent"})
    assert hand(s, "p2") == [] and s.cards("p2.discard", "tfc-089")


def test_step_reveal_only_to_you_shows_the_controller_alone(play_step):
    """"查看每位对手的手卡": the controller sees the cards; nobody else does (hidden information)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    theirs = s.hand("tfc-089", "p2")
    play_step(s, {"step": "reveal", "who": "each_opponent", "only_to_you": True})
    assert s.card(theirs)["visible_to"] == ["p1", "p2"] and hand(s, "p2") == [theirs]


def test_step_move_to_location_is_free_and_skips_one_already_there(play_step):
    """4.3.7 as an effect: no move cost paid; a character already at that location does not move."""
    s = LorcanaScenario()
    location = s.in_play("iti-032")
    away, there = s.in_play("tfc-012"), s.in_play("tfc-036", at=location)
    play_step(s, {"step": "move_to_location", "target": {"mode": "all", "filter": {"type": "character", "owner": "you"}}})
    assert s.card(away)["at_location"] == location == s.card(there)["at_location"]
    assert [e["card"] for e in s.events_of("character_moved", s.last_events)] == [away]


def test_step_put_on_deck_bottom_orders_each_owners_cards(play_step):
    """The controller orders them; the first chosen ends up at the very bottom (8.2.4)."""
    s = LorcanaScenario()
    a, b = s.in_play("tfc-089", "p2"), s.in_play("tfc-022", "p2")
    play_step(s, {"step": "put_on_deck_bottom", "target": {"mode": "all", "filter": {"owner": "opponent"}}})
    s.expect("p1", "choose_cards", options=[a, b], answer=[a, b])
    assert [s.card(c)["def"] for c in s.zone("p2.deck")[:2]] == ["tfc-089", "tfc-022"] and s.zone("p2.play") == []


def test_step_put_on_deck_bottom_goes_owner_by_owner(play_step):
    """Found by the fuzz: after the first owner's cards have left play, the second's are still found."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    theirs = {p: [s.in_play("tfc-089", p), s.in_play("tfc-022", p)] for p in ("p2", "p3")}
    play_step(s, {"step": "put_on_deck_bottom", "target": {"mode": "all", "filter": {"owner": "opponent"}}})
    for player in ("p2", "p3"):
        s.expect("p1", "choose_cards", options=theirs[player], answer=theirs[player][::-1])
    assert s.zone("p2.play") == s.zone("p3.play") == []
    assert [s.card(c)["def"] for c in s.zone("p3.deck")[:2]] == ["tfc-022", "tfc-089"]


def test_step_reveal_top_sends_a_miss_to_the_bottom(play_step):
    """"展示你卡组顶的那张卡。如果它是角色卡，则将它置于你手上。否则，将它置于你的卡组底": revealed to
    all (7.1.10); a card that does not match goes where the step says."""
    s = LorcanaScenario()
    top = s.on_top("iti-196")  # an action
    play_step(s, {"step": "reveal_top", "match": {"type": "character"}, "miss": "bottom"})
    assert s.card(s.zone("p1.deck")[0])["def"] == "iti-196" and hand(s) == []
    assert [e["card"] for e in s.events_of("card_revealed", s.last_events)] == [top]


def test_step_put_into_inkwell_from_hand_is_not_revealed(play_step):
    s = LorcanaScenario()
    chosen = s.hand("tfc-089")
    play_step(s, {"step": "put_into_inkwell", "source": "hand", "exerted": False})
    s.expect("p1", "choose_cards", options=[chosen], exact=False, answer=[chosen])
    ink = s.zone("p1.inkwell")
    assert len(ink) == 1 and s.card(ink[0])["visible_to"] == [] and not s.card(ink[0])["exerted"]
    assert not s.events_of("card_revealed", s.last_events)  # 8.5.6


def test_step_reduce_next_cost_applies_once_this_turn(play_step):
    s = LorcanaScenario()
    s.ink(2)
    first, second = s.hand("tfc-089"), s.hand("tfc-089")  # cost 3 each
    play_step(s, {"step": "reduce_next_cost", "amount": 1, "filter": {"type": "character"}})
    options = [o["id"] for o in s.main()["options"]]
    assert f"play:{first}" in options and f"play:{second}" in options  # 3 - 1 <= 2 ready ink
    s.main(answer=f"play:{first}")
    assert s.state["data"].get("next_cost") in (None, [])  # used up by the first character
    assert f"play:{second}" not in [o["id"] for o in s.main()["options"]]


def test_step_play_for_free_after_the_effect(play_step):
    s = LorcanaScenario()
    big = s.hand("tfc-055")  # cost 6, no ink at all
    s.hand("tfc-089")
    play_step(s, {"step": "play_for_free", "filter": {"type": "character", "max_cost": 6}})
    ask = s.expect("p1", "choose_cards", answer=[big])
    assert ask["min"] == 0 and ask["max"] == 1  # "you may"
    assert s.cards("p1.play", "tfc-055")  # played for free (4.3.4.10)
    assert s.cards("p1.discard", "tst-001")  # after the action resolved (7.1.6)


def test_step_play_for_free_printed_without_may_must_play_one(play_step):
    """"免费打出一个角色" with no "你可以" (米奇——小号手): one must be played if any can be (1.2.3, 7.1.3)."""
    s = LorcanaScenario()
    big = s.hand("tfc-055")
    play_step(s, {"step": "play_for_free", "filter": {"type": "character"}, "must": True})
    ask = s.expect("p1", "choose_cards", answer=[big])
    assert ask["min"] == 1 and ask["max"] == 1
    assert s.cards("p1.play", "tfc-055")


def test_draw_per_previous_counts_damage_removed(monkeypatch):
    """Rapunzel's wording: remove up to 3 damage; for each 1 damage removed this way, draw a card."""
    s = LorcanaScenario()
    hurt = s.in_play("tfc-089", damage=2)
    card = CardDef(id="tst-003", name="测试三", name_en="Test Three", type="action", ink="steel", cost=0, inkable=False,
                   rarity="common", effects=[
                       {"step": "remove_damage", "up_to": 3, "target": {"filter": {"owner": "you"}}},
                       {"step": "draw", "per_previous": True}])  # fmt: skip
    monkeypatch.setitem(card_db(), "tst-003", card)
    s.hand(KEEPER)
    action = s.hand("tst-003")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 0 and len(hand(s)) == 2


def test_step_modify_stat_instead_for_a_villain(play_step):
    s = LorcanaScenario()
    villain = s.in_play("tfc-048")  # 黑巫婆——静待良机, a villain
    play_step(s, {"step": "modify_stat", "stat": "strength", "amount": 2, "instead_if": {"classification": "反派"},
                  "instead_amount": 3, "target": {"filter": {"owner": "you"}}})  # fmt: skip
    assert stat(s.state, villain, "strength") == 1 + 3


def test_step_exert_banishes_instead_a_princess(play_step):
    s = LorcanaScenario()
    princess = s.in_play("tfc-013", "p2")  # 米妮——受宠爱的公主
    play_step(s, {"step": "exert", "banish_instead_if": {"classification": "公主"}, "target": {"filter": {"owner": "opponent"}}})
    assert princess not in s.state["cards"] and s.cards("p2.discard", "tfc-013")


def test_previous_targets_and_top_or_bottom(play_step, monkeypatch):
    s = LorcanaScenario()
    theirs = s.in_play("tfc-089", "p2")
    card = CardDef(id="tst-002", name="测试二", name_en="Test Two", type="action", ink="steel", cost=0, inkable=False,
                   rarity="common", effects=[
                       {"step": "exert", "target": {"filter": {"owner": "opponent"}}},
                       {"step": "restrict", "flag": "cannot_ready", "target": {"mode": "previous"}},
                       {"step": "look_at_top", "count": 1, "rest": "top_or_bottom"}])  # fmt: skip
    monkeypatch.setitem(card_db(), "tst-002", card)
    s.hand(KEEPER)
    top = s.on_top("tfc-040")
    action = s.hand("tst-002")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_option", options=["top", "bottom"], answer=["bottom"])
    assert has_flag(s.state, theirs, "cannot_ready") is False  # only during its next turn
    assert s.card(s.zone("p1.deck")[0])["def"] == "tfc-040" and top not in s.state["cards"]
    s.main(answer="end")
    assert s.card(theirs)["exerted"] is True  # it could not ready at the start of p2's turn


def make_action(monkeypatch, card_id: str, effects: list[dict]) -> str:
    card = CardDef(id=card_id, name=f"测试{card_id}", name_en=f"Test {card_id}", type="action", ink="steel", cost=0,
                   inkable=False, rarity="common", effects=effects)  # fmt: skip
    monkeypatch.setitem(card_db(), card_id, card)
    return card_id


def test_step_pay_cost_stops_the_rest_when_it_cannot_be_paid(monkeypatch):
    """7.1.2.2 "[A] 来 [B]": with no ink to pay, nothing after the cost happens."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    action = s.hand(make_action(monkeypatch, "tst-004", [{"step": "pay_cost", "ink": 1}, {"step": "draw"}]))
    s.main(answer=f"play:{action}")
    assert hand(s) == []  # could not pay 1 ink: no draw
    s.ink(1)
    again = s.hand("tst-004")
    s.main(answer=f"play:{again}")
    assert len(hand(s)) == 1 and s.card(s.zone("p1.inkwell")[0])["exerted"]


def test_step_pay_cost_banishing_the_source_stops_the_rest_once_it_has_left_play():
    """7.1.2.2 "你可以将其驱逐来抽一张卡" (切尔诺伯格的信奉者, iti-036): banishing it is the cost; a
    character already gone cannot pay it, so nothing follows."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    follower = s.in_play("iti-036")
    s.main(answer=f"quest:{follower}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.cards("p1.discard", "iti-036") and len(s.zone("p1.hand")) == 2
    gone = s.in_play("iti-036")
    s.main(answer=f"quest:{gone}")
    s.expect("p1", "yes_no")
    s.ctx().move(gone, "p1.discard")  # it leaves play before the "may" is answered
    s.main()  # the cost can no longer be paid: the question goes (engine/core/optional.py)
    assert len(s.zone("p1.hand")) == 2  # no draw


def test_step_pay_cost_shuffling_this_card_into_the_deck():
    """"你可以将这张卡洗入你的卡组来抽 3 张卡" (精灵——助力的好友, iti-038): from play it leaves play into its
    owner's deck, which is shuffled; then the draws."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    genie = s.in_play("iti-038")
    before = len(s.zone("p1.deck"))
    s.main(answer=f"quest:{genie}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert genie not in s.state["cards"] and not s.cards("p1.play", "iti-038")
    assert len(s.zone("p1.deck")) == before + 1 - 3 and len(s.zone("p1.hand")) == 4


def test_step_pay_cost_banishing_or_returning_a_chosen_card(monkeypatch):
    """7.1.2.2: "驱逐所选的你的物品来…" / "将所选的你的角色移回你手上来…": without such a card, nothing after it."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    banish_item = [{"step": "pay_cost", "banish": {"filter": {"type": "item", "owner": "you"}}}, {"step": "draw"}]
    action = s.hand(make_action(monkeypatch, "tst-006", banish_item))
    s.in_play("tfc-204", "p2")  # the opponent's item cannot pay it
    s.main(answer=f"play:{action}")
    assert len(s.zone("p1.hand")) == 1  # the keeper only: no draw
    item = s.in_play("tfc-204")
    s.main(answer=f"play:{s.hand('tst-006')}")
    assert item not in s.state["cards"] and s.cards("p1.discard", "tfc-204") and len(s.zone("p1.hand")) == 2
    back = [{"step": "pay_cost", "return_to_hand": {"filter": {"type": "character", "owner": "you"}}}, {"step": "draw"}]
    mickey = s.in_play("tfc-012")
    s.main(answer=f"play:{s.hand(make_action(monkeypatch, 'tst-007', back))}")
    assert mickey not in s.state["cards"] and len(s.zone("p1.hand")) == 4  # Mickey back and a card drawn


def test_step_shuffle_into_deck_from_any_discard(play_step):
    s = LorcanaScenario()
    theirs = s.put("tfc-089", "p2.discard")
    before = len(s.zone("p2.deck"))
    play_step(s, {"step": "shuffle_into_deck"})
    # the only card in a discard pile is chosen by the engine (one legal answer)
    assert len(s.zone("p2.deck")) == before + 1 and theirs not in s.state["cards"] and not s.cards("p2.discard", "tfc-089")


def test_step_floating_trigger_lasts_this_turn(monkeypatch):
    """Steal from the Rich (7.4.7): 每当你的一个角色本回合探奇时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.set_player("p2", lore=5)
    questers = [s.in_play("tfc-022"), s.in_play("tfc-089")]
    s.hand(KEEPER)
    action = s.hand(make_action(monkeypatch, "tst-005", [
        {"step": "floating", "trigger": {"event": "quests", "filter": {"owner": "you"}},
         "effects": [{"step": "lose_lore", "amount": 1}]}]))  # fmt: skip
    s.main(answer=f"play:{action}")
    s.main(answer=f"quest:{questers[0]}")
    s.main(answer=f"quest:{questers[1]}")
    assert s.lore("p2") == 3
    s.main(answer="end")
    assert "floating" not in s.state["data"]  # ended with the turn


def test_step_draw_up_to_counted(monkeypatch):
    """Ursula's wording: 每位对手各失去 1 点奇谈。每以此法失去 1 点奇谈，你可以抽一张卡。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.set_player("p2", lore=1)
    s.set_player("p3", lore=0)
    s.hand(KEEPER)
    action = s.hand(make_action(monkeypatch, "tst-006", [
        {"step": "lose_lore", "amount": 1}, {"step": "draw", "per_previous": True, "up_to": True}]))  # fmt: skip
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert len(hand(s)) == 1


def test_step_put_damage_ignores_resist(play_step, monkeypatch):
    """9.2: putting damage counters is not dealing damage, so Resist does not reduce it."""
    tough = CardDef(id="tst-007", name="坚韧者", subtitle="一", name_en="Tough", subtitle_en="One", type="character",
                    ink="steel", cost=3, inkable=True, strength=1, willpower=5, lore=1, rarity="common",
                    classifications=["故事源形"], keywords=[{"id": "resist", "value": 2}])  # fmt: skip
    monkeypatch.setitem(card_db(), "tst-007", tough)
    s = LorcanaScenario()
    target = s.in_play("tst-007", "p2")
    play_step(s, {"step": "put_damage", "amount": 2, "target": {"filter": {"owner": "opponent"}}})
    assert s.damage(target) == 2


def test_step_move_damage(play_step):
    """9.3: move counters from one chosen character to another chosen one."""
    s = LorcanaScenario()
    mine = s.in_play("tfc-089", damage=2)
    theirs = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "move_damage", "amount": 1, "source": {"filter": {"owner": "you", "damaged": True}},
                  "target": {"filter": {"owner": "opponent"}}})  # fmt: skip
    assert (s.damage(mine), s.damage(theirs)) == (1, 1)


def test_step_move_damage_up_to_lets_the_controller_pick_how_many(play_step):
    """"将至多 3 个伤害指示物…" (7.1.8): 0 to as many as the source has, at most 3."""
    s = LorcanaScenario()
    mine = s.in_play("tfc-017", damage=2)
    theirs = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "move_damage", "amount": 3, "up_to": True, "source": {"filter": {"owner": "you"}},
                  "target": {"filter": {"owner": "opponent"}}})  # fmt: skip
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["1"])
    assert (s.damage(mine), s.damage(theirs)) == (1, 1)


def test_step_choose_one_resolves_the_chosen_option_then_goes_on(monkeypatch):
    """"选择一项：" : the chosen option's steps resolve, the other's do not, and the ability's later
    steps follow."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    theirs = s.in_play("tfc-089", "p2")
    action = s.hand(make_action(monkeypatch, "tst-006", [
        {"step": "choose_one", "options": [[{"step": "draw"}],
                                           [{"step": "deal_damage", "amount": 2, "target": {"filter": {"type": "character", "owner": "opponent"}}}]]},
        {"step": "gain_lore", "amount": 1}]))  # fmt: skip
    s.main(answer=f"play:{action}")
    ask = s.expect("p1", "choose_option", answer=["1"])
    assert [o["label"] for o in ask["options"]] == ["抽一张卡。", "向所选的对手角色造成 2 点伤害。"]
    assert s.damage(theirs) == 2 and hand(s) == [] and s.lore("p1") == 1


def test_step_gain_lore_per_counts_on_resolution(play_step):
    """"你在场上每有一个受伤的角色，便获得 1 点奇谈": counted when it resolves (1.2.4)."""
    s = LorcanaScenario()
    s.in_play("tfc-089", damage=1)
    s.in_play("tfc-012", damage=2)
    s.in_play("tfc-012")
    s.in_play("tfc-012", "p2", damage=1)  # not yours
    play_step(s, {"step": "gain_lore", "amount": 1, "per": {"filter": {"type": "character", "owner": "you", "damaged": True}}})
    assert s.lore("p1") == 2


def test_step_deal_damage_per_counts_on_resolution(play_step):
    """"造成等同于你在场上扫帚角色数量的伤害"."""
    s = LorcanaScenario()
    s.in_play("urr-049")
    s.in_play("urr-185")
    theirs = s.in_play("tfc-017", "p2")
    play_step(s, {"step": "deal_damage", "amount": 1, "target": {"filter": {"owner": "opponent"}},
                  "per": {"filter": {"type": "character", "owner": "you", "classification": "扫帚"}}})  # fmt: skip
    assert s.damage(theirs) == 2


def test_a_step_with_its_own_if_happens_only_when_it_holds(monkeypatch):
    """"如果你在场上有名称为贾方的角色，抽 2 张卡。如果…" : each step checks its own "if" as it resolves."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("iti-041")  # 贾方
    action = s.hand(make_action(monkeypatch, "tst-007", [
        {"step": "draw", "count": 2, "condition": {"you_have": {"type": "character", "name": "贾方"}}},
        {"step": "gain_lore", "amount": 1, "condition": {"you_have": {"type": "character", "name": "精灵"}}},
        {"step": "gain_lore", "amount": 2}]))  # fmt: skip
    s.main(answer=f"play:{action}")
    assert len(s.zone("p1.hand")) == 3 and s.lore("p1") == 2


def test_step_return_from_discard_up_to_2_or_to_the_top_of_the_deck(play_step):
    """"将至多 2 张物品卡从你的弃置区移回你手上" (0 to 2, 7.1.8) / "…置于你的卡组顶"."""
    s = LorcanaScenario()
    items = [s.put("tfc-033", "p1.discard"), s.put("tfc-032", "p1.discard")]
    s.put("tfc-040", "p1.discard")  # not an item
    play_step(s, {"step": "return_from_discard", "filter": {"type": "item"}, "count": 2, "up_to": True})
    ask = s.expect("p1", "choose_cards", options=items, answer=items[:1])
    assert (ask["min"], ask["max"]) == (0, 2) and hand(s) and s.card(hand(s)[0])["def"] == "tfc-033"
    play_step(s, {"step": "return_from_discard", "filter": {"type": "item"}, "to": "deck_top"})
    assert s.card(s.zone("p1.deck")[-1])["def"] == "tfc-032" and not s.cards("p1.discard", "tfc-032")


def test_step_look_at_top_rest_into_the_inkwell(play_step):
    """"将一张置于你手上，另一张正面朝下，并为力竭状态放进你的奇墨池" (8.5.6)."""
    s = LorcanaScenario()
    second, first = s.on_top("tfc-040"), s.on_top("tfc-089")
    play_step(s, {"step": "look_at_top", "count": 2, "take": 1, "take_min": 1, "reveal": False, "rest": "inkwell"})
    s.expect("p1", "choose_cards", options=[first, second], answer=[first])
    (ink,) = s.zone("p1.inkwell")
    assert s.card(ink)["def"] == "tfc-040" and s.card(ink)["exerted"] and s.card(ink).get("face_down")


def test_every_step_has_a_test():
    """CI fails when an effect step type has no unit test here."""
    source = Path(__file__).read_text(encoding="utf-8")
    names = set(re.findall(r"^def test_step_([a-z_]+)\(", source, re.M))
    missing = [step for step in RESOLVERS if not any(name == step or name.startswith(step + "_") for name in names)]
    assert names and not missing, f"effect steps without a unit test: {missing}"


def test_no_damage_is_removed_or_moved_while_counters_cannot_be_removed(play_step):
    """预言板 (urr-100) \\身陷囹吾！\\ 伤害指示物不能被移去: removing does nothing, and neither does moving,
    which removes first (9.3.1; 1.2.2)."""
    s = LorcanaScenario()
    s.in_play("urr-100", "p2")  # an opponent's: it locks everyone's counters
    hurt = s.in_play("tfc-089", damage=3)
    theirs = s.in_play("tfc-089", "p2")
    play_step(s, {"step": "remove_damage", "up_to": 2, "target": {"filter": {"owner": "you"}}})
    assert s.damage(hurt) == 3
    play_step(s, {"step": "move_damage", "amount": 1, "source": {"filter": {"owner": "you", "damaged": True}},
                  "target": {"filter": {"owner": "opponent"}}})  # fmt: skip
    assert (s.damage(hurt), s.damage(theirs)) == (3, 0)


def test_step_search_deck_may_find_nothing_and_still_shuffles(play_step):
    """"从你的卡组中搜寻一张X卡…将你的卡组洗混": a hidden zone, so "not found" is always allowed;
    only the searcher is asked, and no deck card becomes visible to anyone else."""
    s = LorcanaScenario()
    wanted = s.on_top("urr-001")  # Agustín Madrigal
    play_step(s, {"step": "search_deck", "filter": {"type": "character", "classification": "马利加"}})
    ask = s.expect("p1", "choose_cards", answer=[])
    assert [o["id"] for o in ask["options"]] == [wanted] and ask["min"] == 0
    assert s.events_of("zone_shuffled") and s.cards("p1.deck", "urr-001")
    assert not any(s.ctx().can_see(c, "p2") for c in s.zone("p1.deck"))


def test_step_shuffle_into_deck_from_a_chosen_opponents_discard(play_step):
    """"从所选的对手的弃置区中选择至多 3 张卡，并将它们洗入其玩家的卡组": with two opponents, one is chosen
    first; only that player's discard is offered."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    theirs = [s.put("tfc-012", "p3.discard") for _ in range(2)]
    s.put("tfc-012", "p2.discard")
    play_step(s, {"step": "shuffle_into_deck", "from_chosen_opponent": True, "count": 3, "up_to": True})
    s.expect("p1", "choose_option", answer=["p3"])
    ask = s.expect("p1", "choose_cards", options=theirs, answer=theirs[:1])
    assert (ask["min"], ask["max"]) == (0, 2)
    assert len(s.zone("p3.discard")) == 1 and len(s.zone("p2.discard")) == 1


def test_step_lose_keyword_for_this_turn(play_step):
    """"失去<鲁莽>": the printed keyword is gone until the end of the turn, for has_keyword and for
    filters ("具鲁莽的角色") alike."""
    s = LorcanaScenario()
    maui = s.in_play("iti-113")  # Maui – Soaring Demigod: Reckless
    play_step(s, {"step": "lose_keyword", "keyword": "reckless", "target": {"filter": {"type": "character"}}})
    assert not has_keyword(s.state, maui, "reckless") and "reckless" not in printed_and_effect_keywords(s.state, maui)
    s.main(answer="end")
    assert has_keyword(s.state, maui, "reckless")
