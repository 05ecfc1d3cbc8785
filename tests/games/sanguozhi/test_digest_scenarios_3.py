"""Digest §11 scenarios the pack vocabulary can express that no test cited yet: a change of 0 粮
(T11, its no-change half), alternative requirements (T15, its first half), a designation
that finds no target (T38, its second half) and an equip condition read without the Treasure's
own bonus (T43, with the practice 兵书 for 墨子). The others of that list need vocabulary the packs
do not have yet (the report of this round lists what each one lacks)."""

from engine.games.sanguozhi.stats import intelligence
from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_digest_scenarios_2 import action_ids
from tests.games.sanguozhi.test_treasures import equip


def test_T11_a_gain_at_the_cap_is_no_change():
    """T11 (116.9, 116.8a): p1 at 30 of 30 casts 开仓放粮 (+3): the gain stops at the cap, a change
    of 0 is no change, so no 粮 change is announced (nothing could trigger on it)."""
    s = SanguozhiScenario()
    card = s.hand("p1", "练习-104")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.provisions("p1") == 30 and s.cards("p1.graveyard", "练习-104")
    assert not s.events_of("provisions_changed")


def test_T15_either_alternative_of_a_requirement_allows_the_dispatch():
    """T15 (412.4c, 412.5a): 军司马 "2步 1弓 1通用 / 2谋 2通用": 2 谋 and 2 骑 meet the second
    alternative (it is offered face up); 1 谋 and 3 骑 meet neither (only face down, 412.6c)."""
    for kinds, face_up in ((("练习-A04", "练习-A04", "练习-A03", "练习-A03"), True), (("练习-A04", "练习-A03", "练习-A03", "练习-A03"), False)):
        s = SanguozhiScenario()
        for kind in kinds:
            s.authority("p1", kind)
        officer = s.hand("p1", "练习-017")
        ids = action_ids(s)
        assert (f"dispatch:{officer}:lord" in ids) == face_up
        assert f"conceal:{officer}:lord" in ids


def test_T38_a_designation_without_a_legal_target_cannot_be_cast():
    """T38 (110.3, 110.1): 火攻 designates 1 enemy General: with none on p2's field it is not
    offered; with 乡勇 there it is, and 乡勇 is its target."""
    s = SanguozhiScenario()
    fire = s.hand("p1", "练习-101")
    s.hand("p1", "练习-A01")
    assert f"cast:{fire}" not in action_ids(s)
    s = SanguozhiScenario()
    yeoman = s.general("练习-002", "p2")
    fire = s.hand("p1", "练习-101")
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fire}"])
    assert s.state["stack"][0]["targets"] == [yeoman]


def test_T43_an_equip_condition_is_read_without_the_treasures_own_bonus():
    """T43 (418.4, 502.5a, 804.5y): 兵书 (智≥3 军师, +1 智) is not offered to 书吏 (INT 2), whom
    its own +1 would bring to 3; 参军 (INT 3) as Strategist takes it, and it replaces the 饰品
    忠义旗 he wore (502.5a); it stays, its condition still read without its own +1 (3 ≥ 3)."""
    s = stocked()
    s.general("练习-005", "p1", slot="strategist")
    book = s.hand("p1", "练习-203")
    assert f"equip:{book}" not in action_ids(s)
    s = stocked()
    adviser = s.general("练习-009", "p1", slot="strategist")
    s.put("练习-206", "p1.field", slot="treasure", equipped_to=adviser)
    book = s.hand("p1", "练习-203")
    equip(s, book, adviser)
    s.expect("p1", "choose_action")
    assert s.cards("p1.graveyard", "练习-206") and s.cards("p1.field", "练习-203") and intelligence(s.state, adviser) == 4
