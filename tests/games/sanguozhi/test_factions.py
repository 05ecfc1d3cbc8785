"""Faction effects (410.3, 804.5j): every faction of 410.3 has a practice card."""

from engine.games.sanguozhi.cards import PLAYABLE_FACTIONS
from engine.games.sanguozhi.stats import marked_damage
from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_combat import attack_position


def test_every_playable_faction_is_covered_here():
    covered = {"黄巾军", "十常侍", "汉军", "袁绍军", "曹操军", "乌丸军", "诸侯军", "孙权军", "刘备军", "鲜卑军", "董卓军", "吕布军", "南蛮军"}  # 汉军 has no effect (410.3d)
    assert covered == PLAYABLE_FACTIONS


def test_cao_cao_generals_tax_the_enemy_who_designates_them():
    """T37 (410.3f): p1 designates p2's 曹操军 骑兵校尉 with 火攻: p1 −1 粮 when casting."""
    s = SanguozhiScenario()
    target = s.general("练习-008", "p2")  # 曹操军, INT 1
    s.authority("p2", "练习-A03", count=2)
    fire = s.hand("p1", "练习-101")
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fire}"])
    assert s.provisions("p1") == 29 and s.state["stack"][0]["targets"] == [target]


def test_sun_quan_generals_raise_the_hand_limit_up_to_three():
    """T09 (410.3i, 614.1): one 孙权军 General: limit 8; four of them: limit 10."""
    s = SanguozhiScenario()
    s.general("练习-011", "p1")  # 偏将, 孙权军, 2通用
    s.authority("p1", count=2)
    for _ in range(9):
        s.hand("p1", "练习-A02")
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()
    assert s.expect("p1", "choose_cards")["min"] == 1
    s = SanguozhiScenario()
    for definition in ("练习-010", "练习-011", "练习-015", "练习-022"):
        s.general(definition, "p1", face_down=True, visible_to=["p1"])  # face down: no faction (112.2)
    for _ in range(11):
        s.hand("p1", "练习-A02")
    s.pass_window()
    s.pass_window()
    assert s.expect("p1", "choose_cards")["min"] == 4


def test_liu_bei_generals_give_one_provision_when_they_leave_the_field():
    """410.3j: a 刘备军 General that dies gives its controller +1 粮."""
    s = SanguozhiScenario()
    s.set_player("p2", provisions=20)
    s.general("练习-006", "p2", counters={"damage": 2})  # 枪兵队长 2/2, 刘备军
    s.authority("p2", count=2)
    s.hand("p1", "练习-A01")
    s.settle()
    assert s.cards("p2.graveyard", "练习-006") and s.provisions("p2") == 21


def test_lu_bu_generals_overflow_one_more():
    """T87 (410.3n): 陷阵死士 5/2/0 (吕布军) blocked by 乡勇 1/2/0 sends 3 over, +1."""
    s, a, b = attack_position("练习-024", "练习-002")
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[b])
    s.pass_window()
    s.expect("p1", "choose_option", answer=["3"])
    assert s.provisions("p2") == 26


def test_yellow_turban_generals_gain_the_combat_damage_they_deal_to_provisions():
    """T87 (410.3b): 黄巾力士 2/2/0 unblocked: p2 −2 粮 and p1, at 20, +2."""
    s, a, _ = attack_position("练习-071")
    s.set_player("p1", provisions=20)
    s.expect("p1", "choose_cards", [a], answer=[a])
    s.pass_window()
    assert s.provisions("p2") == 28 and s.provisions("p1") == 22


def test_yuan_shao_cavalry_cannot_be_blocked_by_only_sword_and_shield_or_no_troop_type():
    """T80 (410.3e): 袁军铁骑 (袁绍军 骑兵) attacks: p2's 乡勇 (刀盾兵 only) and 新兵 (no troop type)
    may not block it; 都尉 (刀盾兵 and 枪兵) and 枪兵队长 (枪兵) may."""
    s, a, sword = attack_position("练习-072", "练习-002")
    recruit, both, spear = (s.general(d, "p2") for d in ("练习-001", "练习-015", "练习-006"))
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    ask = s.expect("p2", "choose_option", exact=False)
    assert {o["id"] for o in ask["options"]} == {both, spear, "no_block"} and sword != recruit


def test_dong_zhuo_generals_cost_each_enemy_one_provision_when_they_enter_face_up():
    """410.3m: 西凉悍卒 dispatched face up: p2 −1 粮 once it enters; one dispatched face down shows
    no faction (112.2) and costs nothing; in 2v2 both enemy players lose 1, the teammate nothing."""
    s = stocked()
    rider = s.hand("p1", "练习-073")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{rider}:lieutenant"])
    s.pass_window()
    assert s.cards("p1.field", "练习-073") and s.provisions("p2") == 29 and s.provisions("p1") == 30
    s = stocked()
    rider = s.hand("p1", "练习-073")
    s.expect("p1", "choose_action", exact=False, answer=[f"conceal:{rider}:lieutenant"])
    s.pass_window()
    assert s.provisions("p2") == 30
    s = SanguozhiScenario(players=("p1", "p2", "p3", "p4"))  # 2v2: p1 and p3 against p2 and p4 (900.2)
    s.authority("p1", "练习-A03", count=2)
    s.hand("p1", "练习-A02")
    rider = s.hand("p1", "练习-073")
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{rider}:lieutenant"])
    s.pass_window()
    assert [s.provisions(p) for p in ("p1", "p2", "p3", "p4")] == [30, 29, 30, 29]  # each enemy player


def test_nanman_generals_mill_two_when_two_of_them_damage_an_enemys_provisions():
    """T87 (410.3p, V1.2.1): 蛮王亲兵 unblocked while p1 has 2 南蛮军 Generals: p2 −2 粮 and the top
    2 cards of p2's deck go to the graveyard; with 1 南蛮军 General, nothing is milled."""
    for archers, milled in ((1, 2), (0, 0)):
        s, a, _ = attack_position("练习-074")
        for _ in range(archers):
            s.general("练习-075", "p1")
        top, size = [s.card(c)["def"] for c in reversed(s.zone("p2.deck"))][:2], len(s.zone("p2.deck"))  # the top card first
        s.expect("p1", "choose_cards", answer=[a])
        s.pass_window()
        assert s.provisions("p2") == 28
        assert [s.card(c)["def"] for c in s.zone("p2.graveyard")] == top[:milled] and len(s.zone("p2.deck")) == size - milled


def test_wuhuan_generals_survive_dying_while_three_of_them_are_on_the_field():
    """T73 (410.3g): three 乌丸军 Generals; the two with lethal damage survive (damage removed,
    生还), judged together (804.3); with only two 乌丸军 on the field, the one dying dies."""
    s = SanguozhiScenario()
    s.authority("p1", "练习-A02", count=3)
    s.authority("p1", "练习-A03", count=3)
    rider, archer = s.general("练习-080", "p1", counters={"damage": 2}), s.general("练习-081", "p1", counters={"damage": 2})
    s.general("练习-082", "p1")
    s.hand("p1", "练习-A01")
    s.settle()
    assert s.cards("p1.field", "练习-080") and s.cards("p1.field", "练习-081")
    assert marked_damage(s.state, rider) == 0 and marked_damage(s.state, archer) == 0
    assert len(s.events_of("general_survived")) == 2
    s = SanguozhiScenario()
    s.authority("p1", "练习-A02", count=3)
    s.authority("p1", "练习-A03", count=3)
    s.general("练习-080", "p1", counters={"damage": 2})
    s.general("练习-081", "p1")
    s.hand("p1", "练习-A01")
    s.settle()
    assert s.cards("p1.graveyard", "练习-080") and not s.events_of("general_survived")


def test_a_ten_attendants_general_put_into_the_graveyard_lets_its_owner_search_another():
    """410.3c: 中常侍 dies; p1 may take a 十常侍 General from the deck (only 小黄门 is offered, not
    another General), revealed; the deck is shuffled. A 十常侍 General returned to hand searches
    nothing."""
    s = SanguozhiScenario()
    s.authority("p1", "练习-A04", count=2)
    s.general("练习-083", "p1", counters={"damage": 2})
    eunuch = s.put("练习-084", "p1.deck")
    s.hand("p1", "练习-A01")
    s.settle()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [eunuch] and "十常侍" in ask["prompt"]
    s.answer_raw("p1", [eunuch])
    assert s.cards("p1.graveyard", "练习-083") and s.cards("p1.hand", "练习-084")
    assert s.events_of("deck_searched")[-1]["found"]


def test_xianbei_generals_lower_the_provisions_cap_by_two_each():
    """410.3k, 116.8a: 鲜卑游骑 on p1's field: cap 28, and p1's 30 粮 fall to 28 (a loss); with
    鲜卑射雕手 too, 26 (−2 each, digest ambiguity 10, option xianbei_cap_cut's default); a gain stops at the cap; when they leave,
    the cap is 30 again but the 粮草 lost stay lost (116.8b). Views show the current cap."""
    from engine.core.view import build_view
    from engine.games.sanguozhi.actions import provisions_cap

    s = SanguozhiScenario()
    s.authority("p1", "练习-A02", count=2)
    s.authority("p1", "练习-A03", count=2)
    s.hand("p1", "练习-A01")
    rider = s.general("练习-085", "p1")
    s.settle()
    assert provisions_cap(s.state, "p1") == 28 and s.provisions("p1") == 28
    assert s.events_of("provisions_changed")[-1]["reason"] == "cap"
    archer = s.general("练习-086", "p1")
    s.settle()
    assert provisions_cap(s.state, "p1") == 26 and s.provisions("p1") == 26
    assert build_view(s.game, s.state, "p2")["caps"] == {"p1": 26, "p2": 30}
    s.move(archer, "p1.hand")
    s.move(rider, "p1.hand")
    s.settle()
    assert provisions_cap(s.state, "p1") == 30 and s.provisions("p1") == 26


def test_xianbei_generals_lower_the_cap_once_with_option_once():
    """Option xianbei_cap_cut "once" (digest §12.2 item 10, 410.3k read as a condition): 鲜卑游骑
    and 鲜卑射雕手 together lower p1's cap by 2 only, to 28; p1's 粮草 fall to 28."""
    from engine.games.sanguozhi.actions import provisions_cap

    s = SanguozhiScenario(xianbei_cap_cut="once")
    s.authority("p1", "练习-A02", count=2)
    s.authority("p1", "练习-A03", count=2)
    s.general("练习-085", "p1")
    s.general("练习-086", "p1")
    s.settle()
    assert provisions_cap(s.state, "p1") == 28 and s.provisions("p1") == 28


def warlord_position(tally_for: str | None):
    """p1's 诸侯联军 (诸侯军) and p2's 盾卫 at p1's main process, Authority enough for both; the player
    ``tally_for`` also holds a 虎符 (练习-A05)."""
    s = SanguozhiScenario()
    warlord, shield = s.general("练习-087", "p1"), s.general("练习-010", "p2")
    for player in ("p1", "p2"):
        s.authority(player, "练习-A01", count=3)
        s.hand(player, "练习-A02")
    tally = s.hand(tally_for, "练习-A05") if tally_for else None
    s.pass_window()  # main process
    return s, warlord, shield, tally


def test_a_warlord_general_attacks_only_for_a_tiger_tally_discarded_once():
    """410.3h, 608.1c: with 诸侯联军 on the field p1 cannot attack without a 虎符 in hand (no attack
    is asked); with one, declaring the attack discards it (to the graveyard, shown)."""
    s, warlord, _, _ = warlord_position(None)
    assert s.request["key"] != "attackers" and not s.events_of("attack_declared")
    s, warlord, _, tally = warlord_position("p1")
    s.expect("p1", "choose_cards", [warlord], answer=[warlord])
    assert s.cards("p1.graveyard", "练习-A05") and not s.cards("p1.hand", "练习-A05")
    assert s.events_of("attack_declared")[-1]["cards"] == [warlord]


def test_a_warlord_general_defends_only_for_a_tiger_tally():
    """410.3h, 609.1c: p2's 诸侯联军 faces p1's 盾卫: without a 虎符 p2 may only not block; with one,
    blocking discards it."""
    for tally_for in (None, "p2"):
        s = SanguozhiScenario()
        shield, warlord = s.general("练习-010", "p1"), s.general("练习-087", "p2")
        for player in ("p1", "p2"):
            s.authority(player, "练习-A01", count=3)
            s.hand(player, "练习-A02")
        if tally_for:
            s.hand("p2", "练习-A05")
        s.pass_window()
        s.expect("p1", "choose_cards", answer=[shield])
        s.pass_window()
        if not tally_for:  # "no_block" is the only answer: the engine gives it (no question)
            assert s.events_of("blocks_declared")[-1]["blocks"] == {}
            continue
        s.expect("p2", "choose_option", [warlord, "no_block"], answer=[warlord])
        assert s.cards("p2.graveyard", "练习-A05") and s.events_of("blocks_declared")[-1]["blocks"] == {shield: warlord}


def two_attackers(tallies: int, granted_warlord: bool = False, **options):
    """p1's 诸侯联军 (诸侯军) and 弩手队长 (诸侯军 too until the end of the turn with
    ``granted_warlord``: layer 3, 709.1c) at p1's main process, p1 holding ``tallies`` 虎符."""
    s = SanguozhiScenario(**options)
    boosts = [{"factions": ["诸侯军"]}] if granted_warlord else []
    warlord, archer = s.general("练习-087", "p1"), s.general("练习-007", "p1", boosts=boosts)
    s.general("练习-010", "p2")
    for player in ("p1", "p2"):
        for kind in ("练习-A01", "练习-A02", "练习-A03", "练习-A04"):
            s.authority(player, kind, count=3)
        s.hand(player, "练习-A02")
    for _ in range(tallies):
        s.hand("p1", "练习-A05")
    s.pass_window()  # main process
    return s, warlord, archer


def test_one_tiger_tally_pays_for_the_whole_attack_whoever_attacks():
    """410.3h, digest ambiguity 9 (default "per_declaration"): with 诸侯联军 on the field, an attack
    by 弩手队长 alone costs 1 虎符 too; attacking with both costs only that one."""
    s, warlord, archer = two_attackers(2)
    s.expect("p1", "choose_cards", [warlord, archer], answer=[archer])
    assert len(s.cards("p1.hand", "练习-A05")) == 1 and s.events_of("attack_declared")[-1]["cards"] == [archer]
    s, warlord, archer = two_attackers(2)
    s.expect("p1", "choose_cards", answer=[warlord, archer])
    assert len(s.cards("p1.hand", "练习-A05")) == 1 and len(s.cards("p1.graveyard", "练习-A05")) == 1


def test_per_general_reading_a_tiger_tally_for_each_warlord_declared():
    """Option warlord_tally "per_general" (608.1c checks each selected card): without a 虎符 only
    弩手队长 is offered, and attacks for free; a second 诸侯军 attacker needs a second 虎符: declaring
    both with one is taken back and asked again (608.1), declaring 诸侯联军 alone discards it."""
    s, warlord, archer = two_attackers(0, warlord_tally="per_general")
    s.expect("p1", "choose_cards", [archer], answer=[archer])
    assert s.events_of("attack_declared")[-1]["cards"] == [archer] and not s.cards("p1.graveyard", "练习-A05")
    s, warlord, archer = two_attackers(1, granted_warlord=True, warlord_tally="per_general")
    s.expect("p1", "choose_cards", [warlord, archer], answer=[warlord, archer])
    assert s.events_of("attack_taken_back")[-1]["tallies"] == 2 and s.cards("p1.hand", "练习-A05")
    s.expect("p1", "choose_cards", [warlord, archer], answer=[warlord])
    assert s.cards("p1.graveyard", "练习-A05") and s.events_of("attack_declared")[-1]["cards"] == [warlord]


def test_per_general_reading_a_block_by_another_general_is_free():
    """Option warlord_tally "per_general" (609.1c): p2, with 诸侯联军 and 盾卫 and no 虎符, may block
    with 盾卫 (no discard) but not with 诸侯联军; by default (one 虎符 per declaration) neither."""
    for reading, offered in (("per_general", True), ("per_declaration", False)):
        s = SanguozhiScenario(warlord_tally=reading)
        archer = s.general("练习-007", "p1")
        warlord, shield = s.general("练习-087", "p2"), s.general("练习-010", "p2")
        for player in ("p1", "p2"):
            for kind in ("练习-A01", "练习-A02", "练习-A03", "练习-A04"):
                s.authority(player, kind, count=3)
            s.hand(player, "练习-A02")
        s.pass_window()
        s.expect("p1", "choose_cards", answer=[archer])
        s.pass_window()
        if offered:
            s.expect("p2", "choose_option", [shield, "no_block"], answer=[shield])
            assert s.events_of("blocks_declared")[-1]["blocks"] == {archer: shield}
        else:
            assert s.events_of("blocks_declared")[-1]["blocks"] == {}
        assert warlord in s.zone("p2.field")
