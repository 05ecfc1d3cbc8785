"""Card scenarios: the printed ability, a position, the answers, the resulting state."""

from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario


def test_fire_the_cannons_deals_2_damage_to_chosen_character():
    """开炮！ (tfc-197): 向所选的角色造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    cannons = s.hand("tfc-197")
    target = s.in_play("tfc-089", "p2")  # 米奇——汽船舵手, willpower 4
    mine = s.in_play("tfc-022")
    s.main(answer=f"play:{cannons}")
    s.expect("p1", "choose_targets", options=[target, mine], answer=[target])
    assert s.damage(target) == 2
    assert s.cards("p1.discard", "tfc-197")  # the action went to the discard (4.3.4.8)


def test_maleficent_sorceress_may_draw_when_played():
    """黑巫婆——女巫 (tfc-049): 当你打出这个角色时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    maleficent = s.hand("tfc-049")
    top = s.on_top("tfc-040")
    s.main(answer=f"play:{maleficent}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(s.zone(zone("p1", "hand"))[-1])["def"] == "tfc-040"
    assert top not in s.state["cards"]  # drawn: a new object in hand


def test_maleficent_sorceress_draw_can_be_declined():
    s = LorcanaScenario()
    s.ink(3)
    maleficent = s.hand("tfc-049")
    s.main(answer=f"play:{maleficent}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.zone(zone("p1", "hand")) == []
