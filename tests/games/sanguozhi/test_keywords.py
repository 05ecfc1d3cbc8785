"""Combat keywords (802.11, 802.12, 802.14, 802.15, 802.18) as triggered effects (703.3), and the
static talents 神算, 升盾, 骁勇 and 强弓 (802.17, 802.21, 802.23, 802.25)."""

from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import SanguozhiScenario
from tests.games.sanguozhi.test_combat import attack_and_block, attack_position
from tests.games.sanguozhi.test_steps import cast


def test_fire_arrow_hits_provisions_when_it_attacks_and_plunder_gains_as_much():
    """T86 (802.11, 802.15): 火箭手 (火矢 1) attacks: 1 combat damage to p2's 粮草 before blocks;
    劫粮骑 (掠夺) unblocked for 2: p1 +2 粮 (from 28: the cap stops nothing)."""
    s, archer, _ = attack_position("练习-025")
    raider = s.general("练习-028", "p1")
    s.set_player("p1", provisions=20)
    s.expect("p1", "choose_cards", answer=[archer, raider])
    assert s.provisions("p2") == 29  # 火矢 resolved before the action right (703.3, 115.5)
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[archer, raider])  # p2 has no blocker; damage order (609.3)
    assert s.provisions("p2") == 26 and s.provisions("p1") == 22


def test_valor_only_when_attacking_alone_until_the_end_of_the_turn():
    """T85 (802.12, 614.2): 骁骑 3/2 attacking alone is 4/3 this turn, 3/2 after it."""
    s, rider, _ = attack_position("练习-026")
    s.expect("p1", "choose_cards", answer=[rider])
    assert (attack(s.state, rider), health(s.state, rider)) == (4, 3)
    s.pass_window()
    assert s.provisions("p2") == 26
    s.pass_window()  # end phase
    assert (attack(s.state, rider), health(s.state, rider)) == (3, 2)


def test_guard_boosts_a_blocker_before_damage():
    """T85 (802.14): 守城校尉 1/3 (镇守 2) blocks 上将军 5/5: it is 3/5, takes lethal 5 and deals 3."""
    s, attacker, guard = attack_position("练习-019", "练习-027")
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[guard])
    assert (attack(s.state, guard), health(s.state, guard)) == (3, 5)
    s.pass_window()
    assert s.cards("p2.graveyard", "练习-027") and s.card(attacker)["counters"] == {"damage": 3}


def test_last_stand_needs_an_empty_hand():
    """T85 (802.18): 破釜将军 (背水 2) fighting with an empty hand is +2/+2; with a card, nothing."""
    s, general, _ = attack_position("练习-029")
    s.expect("p1", "choose_cards", answer=[general])
    assert attack(s.state, general) == 2  # p1 still holds a card
    s, general, _ = attack_position("练习-029")
    s.empty("p1.hand", "p1.deck")
    s.expect("p1", "choose_cards", answer=[general])
    assert attack(s.state, general) == 4


def test_a_players_simultaneous_triggers_are_ordered_by_that_player():
    """703.3c: 火箭手 (火矢 1) and 破釜将军 (背水 2, empty hand) attack together: p1 orders the two
    triggers; both resolve before the attack phase's action right."""
    s, archer, _ = attack_position("练习-025")
    veteran = s.general("练习-029", "p1")
    s.empty("p1.hand", "p1.deck")
    s.expect("p1", "choose_cards", answer=[archer, veteran])
    ask = s.expect("p1", "order_triggers")
    assert ask["ordered"] and len(ask["options"]) == 2
    s.answer_raw("p1", [ask["options"][1]["id"], ask["options"][0]["id"]])
    assert s.provisions("p2") == 29 and attack(s.state, veteran) == 4
    assert [e["keyword"] for e in s.events_of("keyword_triggered")] == [ask["options"][1]["label"].split("：")[1], ask["options"][0]["label"].split("：")[1]]


def test_divine_calculation_raises_the_intelligence_condition():
    """802.17, 416.5: 火攻 (INT condition 3) cannot designate an INT-4 enemy; with 神算谋主 on
    p1's field the condition is 4 and it can."""
    for sage, castable in ((False, False), (True, True)):
        s = SanguozhiScenario()
        s.general("练习-043", "p2")  # 军师祭酒: an INT-4 target
        s.authority("p2", "练习-A04", count=2)
        if sage:
            s.general("练习-034", "p1", slot="strategist")
            s.authority("p1", "练习-A04", count=2)
        card = s.hand("p1", "练习-101")
        s.hand("p2", "练习-A02")
        ask = s.expect("p1", "choose_action")
        assert (f"cast:{card}" in str(ask)) == castable


def test_raised_shield_lowers_enemy_damage_and_the_lethal_to_assign():
    """802.25, 610.3b: 盾甲兵 2/3 (升盾 1) blocks 上将军 5/5: lethal to assign is 4, so 1 may
    overflow; it receives 3 and dies. 火攻's 2 damage becomes 1."""
    s, attacker, shield = attack_position("练习-019", "练习-035")
    attack_and_block(s, attacker, shield)
    s.expect("p1", "choose_option", ["1", "0"], answer=["1"])
    assert s.provisions("p2") == 29 and s.cards("p2.graveyard", "练习-035")
    assert [e["amount"] for e in s.events_of("general_damaged") if e["definition"] == "练习-035"] == [3]

    s, shield = cast("练习-101", enemy="练习-035")  # 火攻: 2 combat damage
    assert s.card(shield)["counters"] == {"damage": 1}


def test_bravery_must_be_blocked_when_a_blocker_can():
    """T82 (802.21, 609.1d): 虎卫 attacks; p2's only General must block it (不防守 is not offered,
    so the block is declared without asking)."""
    s, attacker, blocker = attack_position("练习-036", "练习-010")
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    assert s.events_of("blocks_declared")[0]["blocks"] == {attacker: blocker}


def test_strong_bow_can_be_blocked_only_by_strong_bow():
    """T81 (802.23b): 神射手 attacks; p2's 盾卫 may not block it, p2's 长弓手 (强弓) may."""
    s, attacker, plain = attack_position("练习-037", "练习-010")
    archer = s.general("练习-045", "p2")
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    ask = s.expect("p2", "choose_option", [archer, "no_block"])
    assert plain not in str(ask)


def test_sweeping_spear_hits_a_general_not_blocking_it():
    """802.13: 荡寇校尉 (荡枪 1) blocked by 盾卫: p1 may deal 1 combat damage to p2's other
    General, not to the blocker."""
    s, attacker, blocker = attack_position("练习-048", "练习-010")
    other = s.general("练习-002", "p2")
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    s.expect("p2", "choose_option", answer=[blocker])
    s.expect("p1", "choose_cards", [other], answer=[other])
    assert s.card(other)["counters"] == {"damage": 1}


def test_scouting_reveals_what_the_enemy_draws_in_the_draw_phase():
    """802.5: with p2's 细作 on the field, p1's next draw-phase card is shown to p2."""
    s, _, _ = attack_position("练习-001", "练习-049")
    s.pass_window()  # main
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # p1's end phase
    s.pass_window()  # p2's start phase
    s.pass_window()  # p2's main
    s.expect("p2", "choose_cards", answer=[])
    s.pass_window()  # p2's end phase
    s.pass_window()  # p1's start phase; then p1 draws
    drawn = s.zone("p1.hand")[-1]
    assert s.card(drawn)["visible_to"] == "all"


def test_first_strike_kills_a_blocker_before_it_strikes_back():
    """T84 (802.24b-c): 先登骁将 3/1 (先发) blocked by 骑兵校尉 2/3: it deals 3 first, the blocker
    dies and leaves combat, so nothing comes back and the attacker lives."""
    s, attacker, blocker = attack_position("练习-050", "练习-008")
    attack_and_block(s, attacker, blocker)
    assert s.cards("p2.graveyard", "练习-008") and s.cards("p1.field", "练习-050")
    assert not s.card(attacker).get("counters")


def test_when_both_have_first_strike_both_strike_in_the_first_pass():
    """802.24b: 先登骁将 3/1 and 快刀手 2/2 (both 先发) deal their damage together: both die."""
    s, attacker, blocker = attack_position("练习-050", "练习-051")
    attack_and_block(s, attacker, blocker)
    s.expect("p1", "choose_option", answer=["0"])  # 1 over lethal: no overflow
    assert s.cards("p2.graveyard", "练习-051") and s.cards("p1.graveyard", "练习-050")


def test_tigers_gaze_attacks_a_general_that_must_block_it():
    """T83 (802.22b, 609.1d): 虎视将军 (total 3) may target p2's 乡勇 (total 1), not 上将军
    (total 5); 乡勇 then blocks it without p2 being asked, and dies."""
    s, attacker, weak = attack_position("练习-053", "练习-002")
    s.general("练习-019", "p2")
    s.expect("p1", "choose_cards", answer=[attacker])
    s.expect("p1", "choose_option", ["player", weak], answer=[weak])
    s.pass_window()  # attack phase
    assert s.events_of("blocks_declared")[0]["blocks"] == {attacker: weak}
    s.pass_window()  # defence phase
    s.expect("p1", "choose_option", answer=["0"])
    assert s.cards("p2.graveyard", "练习-002") and s.provisions("p2") == 30


def test_a_keyword_under_a_growth_symbol_exists_only_while_the_authority_reaches_it():
    """T68 (105.11a, 108.7b, 丹杨火攻队): 丹杨火攻兵 has "[成长 4] 火矢 1": with 3 兵权 it attacks
    without 火矢 (p2 only takes its 2); with a fourth, 火矢 deals 1 first."""
    from engine.games.sanguozhi.cards import card_db
    from engine.games.sanguozhi.stats import keyword_level
    from engine.games.sanguozhi.text import card_text

    assert card_text(card_db()["练习-078"]) == "[成长 4] 火矢 1"
    for count, fire in ((3, 0), (4, 1)):
        s = SanguozhiScenario()
        archer = s.general("练习-078", "p1")
        s.authority("p1", "练习-A02", count=count)
        s.hand("p1", "练习-A02")
        s.hand("p2", "练习-A02")
        s.pass_window()  # main process
        assert keyword_level(s.state, archer, "火矢") == (1 if fire else None)
        s.expect("p1", "choose_cards", answer=[archer])
        assert s.provisions("p2") == 30 - fire
        s.pass_window()
        assert s.provisions("p2") == 28 - fire


def test_a_keyword_ability_under_a_growth_symbol_of_one_kind_triggers_only_when_it_is_met():
    """105.11a ("数字+兵种名称"): 募兵校尉 has "[成长 3步] 援军": entering with 3 步 兵权 it may
    search a 虎符 (802.7b); with 2 步 and plenty of others it triggers nothing."""
    for infantry, searched in ((3, True), (2, False)):
        s = SanguozhiScenario()
        s.authority("p1", "练习-A01", count=infantry)
        s.authority("p1", "练习-A03", count=3)
        s.put("练习-A06", "p1.deck")
        recruiter = s.hand("p1", "练习-079")
        s.hand("p1", "练习-A02")
        s.hand("p2", "练习-A02")
        s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{recruiter}:lieutenant"])
        s.expect("p2", "choose_action", answer=["pass"])
        s.expect("p1", "choose_action", answer=["pass"])
        if searched:
            s.expect("p1", "choose_cards", exact=False, answer=[])
        assert s.cards("p1.field", "练习-079") and bool(s.events_of("deck_searched")) == searched
