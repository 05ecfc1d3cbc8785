"""Into the Inklands (set 3) location scenarios: characters at a location (4.3.7) get the
location's static abilities through the "here" filter (在此处的角色)."""

import pytest

from engine.games.lorcana.challenge import legal_defenders
from engine.games.lorcana.move import move_cost
from engine.games.lorcana.zones import at_location
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend


def current(s: LorcanaScenario, card: str) -> dict:
    return s.view(None)["current"][card]


@pytest.mark.parametrize("location", ["iti-032", "iti-066", "iti-100", "iti-134", "iti-169", "iti-203"])
def test_a_location_without_text_is_played_moved_to_and_gives_its_lore(location):
    """梦幻岛 (iti-032), 禁山 (iti-066), 德威尔庄园 (iti-100), 阿格拉巴 (iti-134), 麦克老鸭庄园 (iti-169),
    诺丁汉 (iti-203): no rules text. Played with ink (4.3.4), moved to (4.3.7), its lore is gained at
    the start of its player's turn (4.2.2.2)."""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-005")  # Hades – King of Olympus: cost 8, keeps the main phase asking
    place = s.hand(location)
    mickey = s.in_play(MICKEY)
    s.main(answer=f"play:{place}")
    (place,) = [c for c in s.cards("p1.play") if s.card(c)["def"] == location]
    s.main(answer=f"move:{mickey}:{place}")
    assert at_location(s.state, mickey) == place
    s.main(answer="end")
    s.hand("tfc-012", "p2")
    s.main("p2", answer="end")
    assert s.lore("p1") == current(s, place)["lore"] > 0


def test_tianas_palace_characters_here_cannot_be_challenged():
    """蒂安娜的餐厅——爵士乐餐厅 (iti-034): \\夜狂欢\\ 在此处的角色不能受到挑战。"""
    s = LorcanaScenario()
    palace = s.in_play("iti-034", "p2")
    s.in_play(MICKEY, "p2", exerted=True, at=palace)
    elsewhere = s.in_play(MICKEY, "p2", exerted=True)
    attacker = s.in_play("tfc-001")
    assert set(legal_defenders(s.state, attacker, "p1")) == {elsewhere, palace}  # the location itself still can be


def test_fang_river_city_characters_here_gain_ward_and_evasive():
    """龙牙谷——河流城 (iti-101): \\四面环水\\ 在此处的角色获得<庇护>与<灵活>。"""
    s = LorcanaScenario()
    fang = s.in_play("iti-101")
    here = s.in_play(MICKEY, at=fang)
    elsewhere = s.in_play(MICKEY)
    assert {"ward", "evasive"} <= set(current(s, here)["keywords"])
    assert not {"ward", "evasive"} & set(current(s, elsewhere)["keywords"])


def test_fang_river_city_evasive_here_keeps_a_non_evasive_challenger_off():
    s = LorcanaScenario()
    fang = s.in_play("iti-101", "p2")
    here = s.in_play(MICKEY, "p2", exerted=True, at=fang)
    attacker = s.in_play("tfc-001")
    assert here not in legal_defenders(s.state, attacker, "p1")  # 10.4


def test_mauis_place_of_exile_characters_here_gain_resist_1():
    """毛伊的流放地——隐秘小岛 (iti-202): \\与世隔绝\\ 在此处的角色获得<抵抗> +1。"""
    s = LorcanaScenario()
    exile = s.in_play("iti-202", "p2")
    here = s.in_play(MICKEY, "p2", exerted=True, at=exile)
    assert current(s, here)["keywords"].get("resist") == 1
    attacker = s.in_play("tfc-001")  # Ariel – On Human Legs: 3 strength
    s.hand("tfc-005")
    s.main(answer=f"challenge:{attacker}")
    s.expect("p1", "choose_targets", answer=[here])
    assert s.damage(here) == 2  # 3 - Resist 1 (10.6)


def test_a_character_moved_on_to_another_location_is_no_longer_here():
    """The "here" filter follows where the character is (4.3.7): moved to another location, it
    loses what the first one gave."""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-005")
    exile = s.in_play("iti-202")
    lagoon = s.in_play("iti-032")
    mickey = s.in_play(MICKEY, at=exile)
    assert current(s, mickey)["keywords"].get("resist") == 1
    s.main(answer=f"move:{mickey}:{lagoon}")
    assert "resist" not in current(s, mickey)["keywords"]


def test_the_sorcerers_tower_magic_brooms_move_here_for_free_and_characters_here_get_plus_1_lore():
    """魔法塔——奇妙的工作区 (iti-068): \\扫帚橱\\ 你名称为奇妙扫帚的角色可以免费移至此处。%\\奇妙力量\\
    在此处的角色得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-005")
    tower = s.in_play("iti-068")
    broom = s.in_play("tfc-047")  # Magic Broom – Bucket Brigade
    mickey = s.in_play(MICKEY)
    lore = current(s, broom)["lore"]
    options = [o["id"] for o in s.main()["options"]]
    assert f"move:{broom}:{tower}" in options and f"move:{mickey}:{tower}" not in options  # no ink at all
    s.main(answer=f"move:{broom}:{tower}")
    assert at_location(s.state, broom) == tower and current(s, broom)["lore"] == lore + 1


def test_jolly_roger_pirates_move_here_for_free_and_gain_rush():
    """骷髅船——虎克船长的大船 (iti-135): \\准备枪炮！\\ 在此处的角色获得<速击>。%\\所有人员到甲板上！\\
    你的海盗角色可以免费移至此处。"""
    s = LorcanaScenario()
    s.hand("tfc-005")
    ship = s.in_play("iti-135")
    smee = s.in_play("tfc-015", dry=False)  # Mr. Smee – Loyal First Mate, a pirate played this turn
    s.main(answer=f"move:{smee}:{ship}")
    assert "rush" in current(s, smee)["keywords"]


def test_rls_legacy_moving_here_costs_2_less_with_a_character_already_here():
    """史蒂文森传世宝号——太阳能巨帆船 (iti-136): \\这是我们的船\\ 在此处的角色获得<灵活>。%\\大家使点劲\\
    如果你在此处有角色，则你少支付 2 {I} 来将你的一个角色移至此处。"""
    s = LorcanaScenario()
    ink = s.ink(1)
    s.hand("tfc-005")
    legacy = s.in_play("iti-136")  # move cost 3
    first = s.in_play(MICKEY)
    second = s.in_play(MICKEY)
    assert move_cost(s.state, first, legacy) == 3  # nobody here yet
    s.card(first)["at_location"] = legacy
    assert move_cost(s.state, second, legacy) == 1
    assert "evasive" in current(s, first)["keywords"]
    s.main(answer=f"move:{second}:{legacy}")  # 3 - 2 = 1
    assert at_location(s.state, second) == legacy and s.card(ink[0])["exerted"]
