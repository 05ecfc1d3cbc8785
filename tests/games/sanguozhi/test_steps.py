"""One test per Stratagem effect step (cards.py Step, effects.STEPS), played through a cast."""

from engine.games.sanguozhi.effects import STEPS
from tests.games.sanguozhi.position import SanguozhiScenario


def cast(definition: str, target: str | None = None):
    """p1 casts ``definition`` in its main process at ``target`` (auto-chosen when it is the only
    one); p2 holds a card so it is asked, and passes; the chain resolves."""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2")  # 盾卫 1/4/0, 2步
    s.authority("p2", count=2)
    card = s.hand("p1", definition)
    s.hand("p1", "练习-A02")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.pass_window()
    return s, enemy


def test_every_step_type_has_a_test_here():
    assert set(STEPS) == {"damage", "provisions", "draw", "tap"}


def test_damage_step_marks_combat_or_permanent_damage():
    s, enemy = cast("练习-101")  # 火攻: 2 combat damage
    assert s.card(enemy)["counters"] == {"damage": 2} and s.card(enemy)["damaged_by"] == "p1"
    s, enemy = cast("练习-102")  # 暗箭伤人 (fast): 1 permanent damage
    assert s.card(enemy)["counters"] == {"permanent": 1}


def test_provisions_step_for_the_caster_or_the_designated_player():
    s, _ = cast("练习-104")  # 开仓放粮: +3, capped at 30 (116.8a)
    assert s.provisions("p1") == 30
    s, _ = cast("练习-103")  # 坚壁清野: designated enemy −2
    assert s.provisions("p2") == 28


def test_draw_step():
    s, _ = cast("练习-105")  # 运筹帷幄: draw 2
    assert len(s.zone("p1.hand")) == 3 and s.cards("p1.graveyard", "练习-105")


def test_tap_step():
    s, enemy = cast("练习-106")  # 疑兵之计: tap the designated General
    assert s.card(enemy)["tapped"]
