"""Combat (606-610): attackers, blockers, trample by default, counter damage."""

import pytest

from tests.games.sanguozhi.position import SanguozhiScenario


def attack_position(attacker: str, blocker: str | None = None, options: dict | None = None, **blocker_fields):
    """p1's main process with ``attacker`` as a Lieutenant (and p2's ``blocker``); both keep a card
    in hand so every window asks. ``options``: the match's options."""
    s = SanguozhiScenario(**(options or {}))
    a = s.general(attacker, "p1")
    b = s.general(blocker, "p2", **blocker_fields) if blocker else None
    for player in ("p1", "p2"):
        for kind in ("练习-A01", "练习-A02", "练习-A03", "练习-A04"):
            s.authority(player, kind, count=3)
    s.hand("p1", "练习-A02")
    s.hand("p2", "练习-A02")
    s.pass_window()  # main process
    return s, a, b


def attack_and_block(s: SanguozhiScenario, attacker: str, blocker: str) -> None:
    """p1 attacks with ``attacker`` alone, everyone passes the attack phase, p2 blocks with
    ``blocker``, everyone passes the defence phase."""
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[blocker])
    s.pass_window()


def test_an_unblocked_attacker_damages_provisions():
    """T74 (610.3a): 弩手队长 3/1/0 attacks, no block: p2 −3 粮; attacking does not tap (500.7b)."""
    s, a, _ = attack_position("练习-007")
    s.expect("p1", "choose_cards", [a], answer=[a])
    s.pass_window()  # attack phase (608.3)
    assert s.provisions("p2") == 27
    assert not s.card(a).get("tapped")


def test_a_blocked_attacker_tramples_over_lethal_damage():
    """T75 (610.3b, 610.3c): 上将军 5/5/2 blocked by 乡勇 1/2/0: 2 lethal to the blocker, up to 3
    overflow to 粮草 (p1 chooses), 1 counter damage back; the blocker dies."""
    s, a, b = attack_position("练习-019", "练习-002")
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    s.expect("p2", "choose_option", [b, "no_block"], answer=[b])
    s.pass_window()  # defence phase: a block was declared (115.3c)
    ask = s.expect("p1", "choose_option", ["3", "2", "1", "0"], answer=["3"])
    assert ask["default"] == ["3"]
    assert s.provisions("p2") == 27
    assert s.card(a)["counters"] == {"damage": 1}
    assert not s.cards("p2.field", "练习-002") and s.cards("p2.graveyard", "练习-002")


def test_with_option_all_the_whole_excess_tramples_unasked():
    """T75 with option trample_overflow "all" (digest §12.2 item 13, 610.3b read as "the excess
    goes to 粮草"): p1 is not asked; 2 lethal to 乡勇, all 3 beyond it to p2's 粮草."""
    s, a, b = attack_position("练习-019", "练习-002", options={"trample_overflow": "all"})
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    s.expect("p2", "choose_option", [b, "no_block"], answer=[b])
    s.pass_window()  # with "ask", the damage would wait for p1's answer here
    assert s.provisions("p2") == 27 and s.cards("p2.graveyard", "练习-002")


def test_lethal_counts_marked_damage_and_counter_damage_beyond_lethal_is_wasted():
    """T76, T77 (117.7-117.8, 610.3c, 117.10b): a 1/3/0 blocker with 1 damage needs only 2; a
    5-ATK blocker deals only the attacker's lethal."""
    s, a, b = attack_position("练习-016", "练习-019", counters={"damage": 4})  # 虎贲 4/4 vs 上将军 5/5 with 4 damage
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[b])
    s.pass_window()
    s.expect("p1", "choose_option", ["3", "2", "1", "0"], answer=["0"])  # lethal is 1: 3 could go over
    assert s.provisions("p2") == 30
    damaged = {e["definition"]: e["amount"] for e in s.events_of("general_damaged")}
    assert damaged == {"练习-019": 4, "练习-016": 4}  # 5 counter damage, 4 of it lethal


def test_tapped_generals_cannot_attack_but_can_block():
    """T78 (608.1a, 609.1a, 500.7b)."""
    s, a, b = attack_position("练习-007", "练习-002", tapped=True)
    tapped = s.general("练习-003", "p1", tapped=True)
    ask = s.expect("p1", "choose_cards")
    assert tapped not in [o["id"] for o in ask["options"]]
    s.answer_raw("p1", [a])
    s.pass_window()
    s.expect("p2", "choose_option", [b, "no_block"])


def test_no_attack_skips_defence_and_damage_and_no_block_gives_no_defence_window():
    """T79 (606.1, 115.3c): without a block the defence phase has no action right (option
    `defence_window_without_block` gives it anyway, 609.4)."""
    s, a, _ = attack_position("练习-007", "练习-002")
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    s.expect("p2", "choose_option", answer=["no_block"])
    assert s.provisions("p2") == 27  # straight to damage: no defence window
    s.pass_window()  # end phase


def test_two_attackers_have_their_damage_order_declared():
    """609.3: the active player orders the attackers' damage processing (an ordered ask)."""
    s, a, _ = attack_position("练习-007")
    second = s.general("练习-003", "p1")
    s.expect("p1", "choose_cards", answer=[a, second])
    s.pass_window()
    ask = s.expect("p1", "choose_cards", [a, second], answer=[second, a])
    assert ask["ordered"]
    assert s.provisions("p2") == 25


def test_a_lord_killed_in_combat_lets_the_attacker_draw_three():
    """804.5g-h (202.4b-c): p2's Lord blocks and dies to p1's attacker: p2 loses the Lord slot and
    p1, who dealt the lethal damage, may draw 3."""
    s, attacker, lord = attack_position("练习-019", "练习-002", slot="lord")
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[lord])
    s.pass_window()
    s.expect("p1", "choose_option", answer=["0"])
    hand = len(s.zone("p1.hand"))
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == hand + 3 and s.player("p2")["lord_slot"] is False


def test_an_attacker_whose_blocker_is_gone_stays_blocked_and_sends_all_over():
    """606.10d, 610.3b: the blocker dies to 暗箭伤人 in the defence phase; 弩手队长 (3 ATK) is still
    blocked and its 3 damage go to 粮草 as overflow."""
    s, a, b = attack_position("练习-007", "练习-003")  # 弓手 2/1/0 blocks
    arrow = s.hand("p1", "练习-102")
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[b])
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{arrow}"])
    s.pass_window()
    assert b not in s.state["cards"] and s.provisions("p2") == 27
    assert s.events_of("provisions_damaged")[-1]["source"] == a


@pytest.mark.parametrize(("allowed", "offered"), [(True, True), (False, False)])
def test_flipping_in_the_defence_phase_follows_the_option(allowed, offered):
    """Digest §12.2 item 4 (option defence_flip): p1 holds a 虎符 and a face-down 虎贲 whose
    requirement is met; flipping is offered in the attack phase (608.3, 115.1b) and, in the defence
    phase after p2's block, only with the option True (115.1b) and not with False (609.4's list)."""
    s, attacker, blocker = attack_position("练习-019", "练习-010", options={"defence_flip": allowed})
    hidden = s.general("练习-016", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A05")
    s.expect("p1", "choose_cards", answer=[attacker])
    assert f"flip:{hidden}" in [o["id"] for o in s.ask("p1")["options"]]
    s.pass_window()  # attack phase
    s.expect("p2", "choose_option", answer=[blocker])
    assert (f"flip:{hidden}" in [o["id"] for o in s.expect("p1", "choose_action")["options"]]) == offered
