"""Replacement effects (改为, 710) in the damage pipeline (117.4) and their order (712.1):
digest scenario T89 (周泰) with a practice card that also has 升盾."""

from tests.games.sanguozhi.position import stocked


def blocked_by_the_wall(first: str) -> dict:
    """上将军 5/5/2 attacks, 铁壁校尉 (升盾 1; enemy combat damage becomes 1 permanent damage)
    blocks; p2 chooses which modification applies first (``first``: its label)."""
    s = stocked()
    general, wall = s.general("练习-019", "p1"), s.general("练习-065", "p2")
    s.settle()
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[general])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[wall])
    s.pass_window()  # lethal is 4 + 1 (升盾): no overflow to choose
    ask = s.expect("p2", "choose_option", ["升盾 1", "敌方对本将领造成的战斗伤害，改为 1 点永久伤害。"], answer=[first])
    assert ask["prompt"].startswith("练习卡·铁壁校尉")
    return s.card(wall)


def test_T89_the_replacement_first_then_the_shield_leaves_nothing():
    """117.4b, 712.1, 712.1e: replaced by 1 permanent damage, which 升盾 1 then lowers to 0."""
    assert not blocked_by_the_wall("敌方对本将领造成的战斗伤害，改为 1 点永久伤害。").get("counters")


def test_T89_the_shield_first_then_the_replacement_gives_one_permanent_damage():
    """712.1e: 升盾 lowers 5 combat damage to 4, which the replacement still applies to."""
    assert blocked_by_the_wall("升盾 1")["counters"] == {"permanent": 1}
