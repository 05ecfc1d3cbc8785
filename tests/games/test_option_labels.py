"""Two copies of a card in one decision never read the same (issue 16.7): each says which it is by
its public state (Lorcana: 力竭, damage; 隐秘世界: 已横置, damage), and copies that are alike in
every public way are numbered. The fuzzers check the class for every game (engine/fuzz.py: no two
options of an ask under one label)."""

from engine.games.lorcana.text import card_name
from engine.games.underworld.text import card_name as underworld_name
from tests.games.lorcana.position import LorcanaScenario
from tests.games.underworld.position import FILLER, UnderworldScenario

KEEPER = "tfc-048"  # a card kept in hand, so the main phase always asks


def labels(ask: dict) -> dict[str, str]:
    return {o["id"]: o["label"] for o in ask["options"]}


def test_copies_in_play_are_told_apart_by_damage_and_alike_ones_are_numbered():
    """Lorcana 4.3.6.6: Mickey may challenge any exerted opposing character. Three exerted copies
    of Stitch, one damaged: the damaged one says so, the two undamaged ones are numbered."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    hurt = s.in_play("tfc-022", "p2", exerted=True, damage=1)
    first = s.in_play("tfc-022", "p2", exerted=True)
    second = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    ask = s.expect("p1", "choose_targets", options=[hurt, first, second])
    stitch = card_name("tfc-022")
    assert labels(ask) == {
        hurt: f"{stitch}（力竭，伤害 1）",
        first: f"{stitch}（力竭）（第 1 个）",
        second: f"{stitch}（力竭）（第 2 个）",
    }


def test_copies_in_hand_are_numbered():
    """Lorcana 4.3.3: any card in hand may be put into the inkwell (this one is inkable). Two copies
    in hand look alike in every public way, so their ink actions are numbered."""
    s = LorcanaScenario()
    one, two = s.hand("tfc-013"), s.hand("tfc-013")
    shown = labels(s.main())
    assert shown[f"ink:{one}"].endswith("（第 1 个）") and shown[f"ink:{two}"].endswith("（第 2 个）")
    assert len(set(shown.values())) == len(shown)


def test_underworld_copies_in_a_region_say_exhausted_and_damage_and_alike_assets_are_numbered():
    """隐秘世界 (G:打出 p2, G:横置 p5, digest T15): 警车追捕 lurks a character, then its cost is paid
    by exhausting assets. Two copies of a character in region 1, one exhausted, read differently;
    three alike ready assets are numbered."""
    s = UnderworldScenario()
    chase = s.hand("JC063", "p1")
    assets = s.assets(3, "JC063", "p1")
    fresh = s.character("JC014", "p2", 1)
    worn = s.character("JC014", "p2", 1, exhausted=True)
    s.agent("JC014", "p2", 3)  # so that both modes can be chosen
    s.assets(2, FILLER, "p2")
    s.to_action_step()
    s.act("p1", f"play:{chase}")
    s.expect("p1", "choose_option", answer=["0"])
    targets = labels(s.expect("p1", "choose_targets", answer=[fresh]))
    name = underworld_name("JC014")
    assert (targets[fresh], targets[worn]) == (f"{name}（地区1）", f"{name}（地区1）（已横置）")
    paid = labels(s.expect("p1", "choose_cards", answer=assets[:2]))
    assert [paid[a][-7:] for a in assets] == ["（第 1 个）", "（第 2 个）", "（第 3 个）"]
