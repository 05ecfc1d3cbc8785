"""The step/amount/filter vocabulary of issue 17 seen on its own: filters with "A或B", conditions
on any player's cards, amounts counted from the game. Each test builds the model directly and
checks what it matches, counts or says."""

import pytest

from engine.core.context import PUBLIC
from engine.games.lorcana.abilities import Condition, Filter, Per, Target, ValueOf
from engine.games.lorcana.card_text import condition_text, filter_text, per_text, value_text
from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.conditions import holds
from engine.games.lorcana.filters import matches
from engine.games.lorcana.statics import count_per
from engine.games.lorcana.stats import stat
from engine.games.lorcana.steps import value_of
from tests.games.lorcana.position import LorcanaScenario, choose


def test_filter_one_of_types_classifications_and_names():
    """"所选的地点或物品", "王子、公主…角色", "名称为卢米亚或名称为葛士华的": any one will do, and every
    other field must still match."""
    s = LorcanaScenario()
    location, item, character = s.in_play("iti-032"), s.in_play("tfc-032"), s.in_play("tfc-016")  # 菲力王子
    lumiere = s.in_play("rotf-112", "p2")
    places = Filter(one_of_types=("location", "item"))
    assert [matches(s.state, c, places, "p1", None) for c in (location, item, character)] == [True, True, False]
    royals = Filter(type="character", one_of_classifications=("公主", "王子"))
    assert matches(s.state, character, royals, "p1", None) and not matches(s.state, lumiere, royals, "p1", None)
    named = Filter(one_of_names=("卢米亚", "葛士华"))
    assert matches(s.state, lumiere, named, "p1", None)
    assert not matches(s.state, lumiere, named.mine, "p1", None)  # the owner still counts
    assert filter_text(places) == "地点或物品"
    assert filter_text(royals.mine, plural=True) == "你的公主和王子角色"  # "你的公主和王子角色得…": all of them
    assert filter_text(royals) == "公主或王子角色"  # "如果你在此处有王子或君王角色": any one
    assert filter_text(named) == "名称为卢米亚或名称为葛士华的"


def test_condition_anyone_has_counts_every_players_cards():
    """"如果场上有公主或女王角色": an opponent's card counts as much as yours."""
    s = LorcanaScenario()
    condition = Condition(anyone_has=Filter(type="character", one_of_classifications=("公主", "女王")))
    assert not holds(s.state, condition, "p1", None)
    s.in_play("tfc-035", "p2")  # 安娜, a queen
    assert holds(s.state, condition, "p1", None)
    assert condition_text(condition).startswith("如果场上有")


@pytest.fixture
def play_step(monkeypatch):
    """play(s, step): p1 plays a made-up 0-cost action whose only effect is `step`."""

    def play(s: LorcanaScenario, *steps: dict) -> None:
        s.hand("tfc-012")  # keeps p1's main phase asking after the play
        card = CardDef(id="tst-001", name="测试行动", name_en="Test Action", type="action", ink="steel", cost=0,
                       inkable=False, rarity="common", effects=list(steps))  # fmt: skip
        monkeypatch.setitem(card_db(), "tst-001", card)
        s.main(answer=f"play:{s.hand('tst-001')}")

    return play


def test_per_counts_cards_in_your_discard_and_damage_on_a_card():
    """"在你的弃置区中每有一张角色卡", "这个角色上每有 1 点伤害", "所选的角色上每有 1 点伤害"."""
    s = LorcanaScenario()
    s.put("tfc-012", "p1.discard"), s.put("tfc-012", "p1.discard"), s.put("iti-196", "p1.discard")
    s.put("tfc-012", "p2.discard")
    hurt = s.in_play("tfc-012", damage=2)
    characters = Per(zone="discard", filter=Filter(type="character"))
    assert count_per(s.state, characters, "p1", None) == 2
    assert count_per(s.state, Per(zone="damage"), "p1", hurt) == 2
    assert count_per(s.state, Per(zone="damage", on="target"), "p1", None, hurt) == 2
    assert per_text(characters) == "你的弃置区中每有一张角色卡，"


def test_modify_stat_per_damage_on_each_target(play_step):
    """Each card the step affects counts its own damage ("他"), read on resolution (7.1.1)."""
    s = LorcanaScenario()
    a, b = s.in_play("tfc-012", damage=1), s.in_play("tfc-012", damage=2)
    play_step(s, {"step": "modify_stat", "stat": "strength", "per": {"zone": "damage", "on": "target"},
                  "target": {"mode": "all", "filter": {"type": "character", "owner": "you"}}})  # fmt: skip
    assert (stat(s.state, a, "strength"), stat(s.state, b, "strength")) == (4, 5)


def test_value_of_a_chosen_card_names_it_for_the_next_step(play_step):
    """"抽若干张卡，数量等同于所选的你的角色上的伤害数量，然后将他驱逐": the value is read from the
    chosen card, which the next step then calls "他"."""
    s = LorcanaScenario()
    hurt, other = s.in_play("tfc-012", damage=2), s.in_play("tfc-012")
    play_step(s, {"step": "draw", "equal_to": {"stat": "damage", "of": {"filter": {"type": "character", "owner": "you"}}}},
              {"step": "banish", "target": {"mode": "previous"}})  # fmt: skip
    choose(s, [hurt, other], [hurt])
    assert len(s.zone("p1.hand")) == 3 and hurt not in s.state["cards"]


def test_value_of_the_location_a_character_is_at():
    """"获得等同于该地点之 ◊ 的奇谈": read from the location the card is at; 0 if it is at none."""
    s = LorcanaScenario()
    location = s.in_play("iti-032")
    there, away = s.in_play("tfc-012", at=location), s.in_play("tfc-012")
    value = ValueOf(stat="lore", of=Target(mode="previous"), at_its_location=True)
    for card_id, lore in ((there, 1), (away, 0)):
        frame = {"controller": "p1", "index": 0, "scratch": {}, "previous": [card_id]}
        assert value_of(s.ctx(), frame, value) == lore
    assert value_text(value) == "该地点之 ◊"


def test_reduce_next_cost_by_a_count(play_step):
    """"计算你在场上的角色数量。你本回合打出的下一个角色少支付该数量的 ⬡": counted when it resolves."""
    s = LorcanaScenario()
    s.in_play("tfc-036"), s.in_play("tfc-036")
    play_step(s, {"step": "reduce_next_cost", "per": {"filter": {"type": "character", "owner": "you"}}})
    assert s.state["data"]["next_cost"][0]["amount"] == 2


def test_shuffle_every_matching_card_of_your_discard(play_step):
    """"将你弃置区中的所有角色卡洗入你的卡组": all of them, yours only, then the deck is shuffled."""
    s = LorcanaScenario()
    mine = [s.put("tfc-012", "p1.discard"), s.put("tfc-036", "p1.discard")]
    action, theirs = s.put("iti-196", "p1.discard"), s.put("tfc-012", "p2.discard")
    deck = len(s.zone("p1.deck"))
    play_step(s, {"step": "shuffle_into_deck", "filter": {"type": "character"}, "every": True})
    assert s.zone("p1.discard")[:1] == [action] and s.zone("p2.discard") == [theirs]
    assert len(s.zone("p1.deck")) == deck + len(mine)


def test_condition_source_shifted_is_a_card_on_a_shift_stack():
    """"如果你利用<转形>打出他" (10.8): the card was put on top of another."""
    s = LorcanaScenario()
    plain = s.in_play("tfc-012")
    stacked = s.in_play("urr-016")
    s.card(stacked)["beneath"] = [s.put("tfc-012", "p1.beneath")]
    condition = Condition(source_shifted=True)
    assert holds(s.state, condition, "p1", stacked) and not holds(s.state, condition, "p1", plain)


def test_reveal_a_chosen_opponents_hand_asks_which_opponent_with_several(play_step):
    """"所选的对手展示其手卡并弃置一张由你选择的非角色卡": with two opponents the controller picks
    one; only that hand is revealed; you pick the card, its player discards it (8.3.4)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    character, action, item = s.hand("tfc-012", "p2"), s.hand("iti-196", "p2"), s.hand("tfc-032", "p2")
    hidden = s.hand("iti-196", "p3")
    play_step(s, {"step": "reveal", "discard": {"not_type": "character"}})
    s.expect("p1", "choose_option", options=["p2", "p3"], answer=["p2"])
    s.expect("p1", "choose_cards", options=[action, item], answer=[action])
    assert s.zone("p2.hand") == [character, item] and s.card(character)["visible_to"] == PUBLIC
    assert s.card(hidden)["visible_to"] == ["p3"]
