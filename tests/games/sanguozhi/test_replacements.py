"""Replacement effects (改为, 710) in the damage pipeline (117.4) and their order (712.1):
digest scenario T89 (周泰) with a practice card that also has 升盾."""

from tests.games.sanguozhi.position import SanguozhiScenario, stocked


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


def three_unblocked_attackers(cuts: list[str]) -> dict[str, int]:
    """新兵 (1), 长枪手 (2) and 弩手队长 (3) attack p2, whose Lord 屯粮主将 lowers enemy combat
    damage to p2's 粮草 by 3; p2 does not block and answers ``cuts`` for the sources in order."""
    s = stocked()
    attackers = [s.general(d, "p1") for d in ("练习-001", "练习-062", "练习-007")]
    s.general("练习-066", "p2", slot="lord")
    s.settle()
    s.pass_window()
    s.expect("p1", "choose_cards", answer=attackers)
    s.pass_window()
    for _ in attackers:
        s.expect("p2", "choose_option", answer=["no_block"])
    s.expect("p1", "choose_cards", answer=attackers)  # damage order (609.3)
    for cut in cuts:
        s.expect("p2", "choose_option", answer=[cut])
    assert s.provisions("p2") == 27  # 6 damage, 3 of it taken off however it is split
    return {s.card(e["source"])["def"]: e["amount"] for e in s.events_of("provisions_damaged")}


def test_T88_the_reductions_controller_splits_it_among_the_sources():
    """117.4f (T88, 曹仁): −1 from each of the three, or all −3 from the 3-ATK attacker."""
    assert three_unblocked_attackers(["1", "1"]) == {"练习-062": 1, "练习-007": 2}  # the last cut (1) is forced
    assert three_unblocked_attackers(["0", "0"]) == {"练习-001": 1, "练习-062": 2}  # all 3 off 弩手队长
    assert three_unblocked_attackers(["1", "2"]) == {"练习-007": 3}


def gain_three(first: str | None) -> int:
    """712.2 example: p1 has 事半功倍 (own +X becomes +2X) and, unless ``first`` is None, p2 has
    事与愿违 (an enemy's +X becomes −X); p1 casts 开仓放粮 (+3) and, as the affected player,
    chooses which applies first. Returns p1's 粮 (20 before)."""
    s = SanguozhiScenario()
    s.set_player("p1", provisions=20)
    s.put("练习-125", "p1.field", slot="stratagem")
    if first is not None:
        s.put("练习-126", "p2.field", slot="stratagem")
    card = s.hand("p1", "练习-104")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    if first is not None:
        s.expect("p1", "choose_option", ["练习卡·事半功倍", "练习卡·事与愿违"], answer=[first])
    return s.provisions("p1")


def test_712_2_doubling_first_then_the_loss_applies_to_the_doubled_gain():
    """T70 (712.2), 712.1e: +3 becomes +6, which is still a gain: −6."""
    assert gain_three("练习卡·事半功倍") == 14


def test_712_2_the_loss_first_leaves_nothing_for_the_doubling():
    """T70 (712.2): +3 becomes −3, no longer a gain, so 事半功倍 no longer applies."""
    assert gain_three("练习卡·事与愿违") == 17


def test_a_single_gain_replacement_applies_without_a_question():
    """710: with only 事半功倍, +3 is +6 at once."""
    assert gain_three(None) == 26


def test_T71_the_same_replacement_twice_applies_twice_unasked():
    """T71 (710.4, 712.2): two 事半功倍 on p1's field (each: own +X becomes +2X); 开仓放粮's +3 is
    doubled by each once: +12, with no question (the order cannot matter)."""
    s = SanguozhiScenario()
    s.set_player("p1", provisions=10)
    s.put("练习-125", "p1.field", slot="stratagem")
    s.put("练习-125", "p1.field", slot="stratagem")
    card = s.hand("p1", "练习-104")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.provisions("p1") == 22


def two_enemies_turn_gains_into_losses(doubling: bool) -> SanguozhiScenario:
    """2v2 (p1 and p3 against p2 and p4): p2 and p4 each have 事与愿违 (an enemy's +X becomes −X),
    p1 has 事半功倍 when ``doubling``; p1 (20 粮) casts 开仓放粮 (+3), and everyone else passes."""
    s = SanguozhiScenario(players=("p1", "p2", "p3", "p4"))
    s.set_player("p1", provisions=20)
    if doubling:
        s.put("练习-125", "p1.field", slot="stratagem")
    for enemy in ("p2", "p4"):
        s.put("练习-126", f"{enemy}.field", slot="stratagem")
    card = s.hand("p1", "练习-104")
    for player in ("p2", "p3", "p4"):
        s.hand(player, "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    for player in ("p2", "p3", "p4"):
        s.expect(player, "choose_action", answer=["pass"])
    return s


def test_two_same_losses_from_two_enemies_apply_once_unasked():
    """712.1e, 712.2: +3 becomes −3 by either 事与愿违, which is no longer a gain for the other:
    p1 loses 3, not asked which comes first (both do the same)."""
    assert two_enemies_turn_gains_into_losses(doubling=False).provisions("p1") == 17


def test_the_order_question_offers_each_outcome_once():
    """712.2: with 事半功倍 and two 事与愿违, p1 chooses between the two outcomes only (one option
    labelled 事与愿违, not two under one label); doubling first: +6, then −6."""
    s = two_enemies_turn_gains_into_losses(doubling=True)
    s.expect("p1", "choose_option", ["练习卡·事半功倍", "练习卡·事与愿违"], answer=["练习卡·事半功倍"])
    assert s.provisions("p1") == 14


def attack_weakened(block: bool):
    """上将军 5/5 attacks p2, who has 坚阵都尉 (敌方将领造成的战斗伤害 −1) as Strategist and 乡勇
    1/2, blocking with it when ``block``."""
    s = stocked()
    general = s.general("练习-019", "p1")
    s.general("练习-069", "p2", slot="strategist")
    yeoman = s.general("练习-002", "p2")
    s.settle()
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[general])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[yeoman if block else "no_block"])
    return s


def test_the_deal_step_weakens_enemy_combat_damage_before_it_is_assigned():
    """117.4a, 610.2: 上将军 deals 4: unblocked, p2 loses 4; blocked by 乡勇, 2 are lethal and only
    2 may overflow."""
    assert attack_weakened(block=False).provisions("p2") == 26
    s = attack_weakened(block=True)
    s.pass_window()
    s.expect("p1", "choose_option", ["2", "1", "0"], answer=["2"])
    assert s.provisions("p2") == 28


def test_lethal_for_a_blocker_is_reckoned_before_or_after_its_replacement_by_option():
    """Digest §12.2 item 17 (option lethal_assignment, 610.3b): 上将军 at 7 ATK blocked by 铁壁校尉
    (HP 4, 升盾 1, combat damage becomes 1 permanent damage): "before_replacement", lethal is 4 + 1
    and p1 may send 2 over to 粮草; "after_replacement", no amount ever marks 4, so all 7 go to the
    blocker and nothing is asked."""
    for lethal, overflow in (("before_replacement", True), ("after_replacement", False)):
        s = stocked(lethal_assignment=lethal)
        general, wall = s.general("练习-019", "p1"), s.general("练习-065", "p2")
        s.ctx().card(general)["boosts"] = [{"attack": 2, "health": 0}]
        s.settle()
        s.pass_window()
        s.expect("p1", "choose_cards", answer=[general])
        s.pass_window()
        s.expect("p2", "choose_option", answer=[wall])
        s.pass_window()
        if overflow:
            s.expect("p1", "choose_option", ["2", "1", "0"], answer=["2"])
        s.expect("p2", "choose_option", answer=["升盾 1"])
        assert s.provisions("p2") == (28 if overflow else 30) and s.card(wall)["counters"] == {"permanent": 1}
