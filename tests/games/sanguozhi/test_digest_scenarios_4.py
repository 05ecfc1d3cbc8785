"""Digest §11 scenarios that waited for a vocabulary entry (issue 19, cards/README.md chapter by
chapter): requirement changes by −N (T16), arithmetic X (T08)."""

from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.stats import current_requirement_total, lowered, requirement_of
from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_digest_scenarios_2 import play


def test_T16_lowering_one_kind_or_every_kind_of_a_requirement():
    """T16 (412.3a-b, the rule's own examples): "谋士兵权条件−2" makes 周瑜 (2弓 2谋 1通用) 2弓
    1通用; "所有兵权条件−1" makes 葛玄 (4通用) 3通用 and 周瑜 1弓 1谋 (a kind at 0 is gone)."""
    zhou_yu, ge_xuan = card_db()["官渡-潮昇-066"].requirement, card_db()["官渡-惊蛰-055"].requirement
    assert lowered(zhou_yu, 2, "谋") == [{"弓": 2, "通用": 1}]
    assert lowered(ge_xuan, 1, None) == [{"通用": 3}]
    assert lowered(zhou_yu, 1, None) == [{"弓": 1, "谋": 1}]


def test_T16_practice_stratagems_lower_each_alternative_in_timestamp_order():
    """412.3, 412.4b, 709.6: p1 casts 简拔贤能 (谋士兵权条件−2) at its 军司马 (2步 1弓 1通用 /
    2谋 2通用): 2步 1弓 1通用 / 2通用 (total 4 and 2; 虎视 and 威凛 read the larger, 412.2e);
    then 减灶之计 (所有兵权条件−1): 1步 / 1通用. Both end with the turn."""
    s = stocked()
    officer = s.general("练习-017", "p1")
    play(s, f"cast:{s.hand('p1', '练习-135')}")
    assert requirement_of(s.state, officer) == [{"步": 2, "弓": 1, "通用": 1}, {"通用": 2}]
    play(s, f"cast:{s.hand('p1', '练习-136')}")
    assert requirement_of(s.state, officer) == [{"步": 1}, {"通用": 1}] and current_requirement_total(s.state, officer) == 1
    s.ctx().card(officer)["boosts"] = []  # the turn ended (614.2)
    assert requirement_of(s.state, officer) == card_db()["练习-017"].requirement


def test_T08_arithmetic_x_is_counted_as_the_step_resolves():
    """T08 (105.3a, 105.3d): 屯田积谷 "己方+2X 粮，X 为己方场上将领的数量" with 2 Generals: +4. X is
    counted on resolution: p2's 火攻 in response kills one of them first, so +2."""
    s = SanguozhiScenario()
    s.set_player("p1", provisions=20)
    for definition in ("练习-001", "练习-010"):
        s.general(definition, "p1")
    s.authority("p1", count=2)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-137')}"])
    s.pass_window()
    assert s.provisions("p1") == 24

    s = SanguozhiScenario()
    s.set_player("p1", provisions=20)
    recruit = s.general("练习-001", "p1")  # 新兵 1/1/0
    s.general("练习-010", "p1")
    s.authority("p1", count=2)
    s.authority("p2", count=3)
    fire = s.hand("p2", "练习-102")  # 暗箭伤人 (fast): 1 permanent damage
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-137')}"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{fire}"])
    s.expect("p2", "choose_targets", answer=[recruit])
    s.pass_window()
    assert s.cards("p1.graveyard", "练习-001") and s.provisions("p1") == 22
