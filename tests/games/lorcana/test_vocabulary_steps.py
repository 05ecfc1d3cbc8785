"""The step/amount/filter vocabulary of issue 17 seen on its own: filters with "A或B", conditions
on any player's cards, amounts counted from the game. Each test builds the model directly and
checks what it matches, counts or says."""

from engine.games.lorcana.abilities import Condition, Filter
from engine.games.lorcana.card_text import condition_text, filter_text
from engine.games.lorcana.conditions import holds
from engine.games.lorcana.filters import matches
from tests.games.lorcana.position import LorcanaScenario


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
    assert filter_text(royals.mine) == "你的公主和王子角色"
    assert filter_text(named) == "名称为卢米亚或名称为葛士华的"


def test_condition_anyone_has_counts_every_players_cards():
    """"如果场上有公主或女王角色": an opponent's card counts as much as yours."""
    s = LorcanaScenario()
    condition = Condition(anyone_has=Filter(type="character", one_of_classifications=("公主", "女王")))
    assert not holds(s.state, condition, "p1", None)
    s.in_play("tfc-035", "p2")  # 安娜, a queen
    assert holds(s.state, condition, "p1", None)
    assert condition_text(condition).startswith("如果场上有")
