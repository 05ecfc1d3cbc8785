"""Combat keywords (802.11, 802.12, 802.14, 802.15, 802.18) as triggered effects (703.3)."""

from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.test_combat import attack_position


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
