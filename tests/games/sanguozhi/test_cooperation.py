"""Cooperative combat (807): 联破 attacking pairs (802.20) and 仗枪 blocking pairs (802.19),
digest scenarios T90-T93 with practice cards of the same stats."""

from engine.ai import HeuristicAgent
from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import stocked


def to_combat(s) -> None:
    s.settle()
    s.pass_window()  # main process


def attack_alone(attacker: str, *blockers: str):
    """p1's ``attacker`` attacks alone into p2's ``blockers``; the attack window passes."""
    s = stocked()
    attacking = s.general(attacker, "p1")
    blocking = [s.general(b, "p2") for b in blockers]
    to_combat(s)
    s.expect("p1", "choose_cards", answer=[attacking])
    s.pass_window()
    return s, attacking, blocking


def test_T90_a_spear_wall_pair_blocks_together_and_the_defender_splits_the_damage():
    """807.4c (T90): 弩手队长 3/1/0 attacks; 长枪手 2/3/0 and 枪阵卒 2/2/1 (仗枪) block together;
    p2 splits the 3 damage, none past lethal: 3/0, 2/1 or 1/2; their 4 counter damage kills the
    attacker (1 lethal, the rest is lost, 807.4d)."""
    s, _, (pike, wall) = attack_alone("练习-007", "练习-062", "练习-063")
    pair = f"{pike}+{wall}"
    s.expect("p2", "choose_option", [pike, wall, pair, "no_block"], answer=[pair])
    s.pass_window()
    ask = s.expect("p2", "choose_option", ["3", "2", "1"], answer=["1"])  # 1 to 长枪手, 2 to 枪阵卒
    assert "长枪手" in ask["options"][0]["label"]
    assert s.cards("p2.graveyard", "练习-063") and s.cards("p2.field", "练习-062")
    assert s.cards("p1.graveyard", "练习-007") and s.provisions("p2") == 30
    damaged = {e["definition"]: e["amount"] for e in s.events_of("general_damaged")}
    assert damaged == {"练习-062": 1, "练习-063": 2, "练习-007": 1}


def test_T93_a_shielded_guard_in_a_spear_wall_pair_survives_all_the_damage():
    """807.4 example 2 (T93), 802.25, 802.14, 610.3b: 弩手队长 3/1/0 (for 难楼) attacks; 枪阵卒
    2/2 (仗枪), given 升盾 1 and 镇守 1 this turn (for 曹洪), blocks with 长枪手 (仗枪): 镇守 makes
    it 3/3, and with 升盾 lethal to it is 4, so all 3 damage may go to it: it receives 2 and
    survives."""
    s = stocked()
    attacker = s.general("练习-007", "p1")
    pike = s.general("练习-062", "p2")
    guard = s.general("练习-063", "p2", boosts=[{"keywords": [{"name": "升盾", "level": 1}, {"name": "镇守", "level": 1}]}])
    to_combat(s)
    s.expect("p1", "choose_cards", answer=[attacker])
    s.pass_window()
    s.expect("p2", "choose_option", exact=False, answer=[f"{pike}+{guard}"])
    s.pass_window()
    s.expect("p2", "choose_option", ["3", "2", "1", "0"], answer=["0"])  # 0 to 长枪手, 3 to 枪阵卒
    assert s.cards("p2.field", "练习-063") and s.card(guard)["counters"] == {"damage": 2}
    assert (attack(s.state, guard), health(s.state, guard)) == (3, 3)


def test_each_split_option_names_its_amounts_and_the_ai_splits_so_no_blocker_dies():
    """807.4c (T90's position): the options name the amount per blocker, so the heuristic agent,
    reading only p2's view and ask, gives 2 to 长枪手 2/3 and 1 to 枪阵卒 2/2: no one dies."""
    s, _, (pike, wall) = attack_alone("练习-007", "练习-062", "练习-063")
    s.expect("p2", "choose_option", exact=False, answer=[f"{pike}+{wall}"])
    s.pass_window()
    ask = s.expect("p2", "choose_option", ["3", "2", "1"])
    assert [o["amounts"] for o in ask["options"]] == [{pike: 3, wall: 0}, {pike: 2, wall: 1}, {pike: 1, wall: 2}]
    assert HeuristicAgent("sanguozhi").decide(s.view("p2"), ask) == ["2"]


def test_T91_a_joint_attack_sends_the_rest_over_lethal_to_provisions_from_a_declared_source():
    """807.4a-c (T91): 劫营骑将 (联破, 掠夺) and 破阵步将 (联破) attack together into 长枪手 2/3/0:
    4 damage, 3 lethal, 1 overflow whose source p2 names; from 劫营骑将 its 掠夺 gains p1 1 粮.
    p1 splits the 2 counter damage between its attackers."""
    s = stocked()
    raider, footman = s.general("练习-060", "p1"), s.general("练习-061", "p1")
    pike = s.general("练习-062", "p2")
    s.set_player("p1", provisions=20)
    to_combat(s)
    s.expect("p1", "choose_cards", answer=[raider, footman])
    s.expect("p1", "choose_option", ["alone", footman], answer=[footman])
    assert s.events_of("attack_declared")[-1]["partners"] == {raider: footman, footman: raider}
    s.pass_window()
    s.expect("p2", "choose_option", [pike, "no_block"], answer=[pike])  # one question for the pair
    s.expect("p1", "choose_cards", answer=[raider, footman])  # damage order (609.3)
    s.pass_window()
    s.expect("p2", "choose_option", ["1", "0"], answer=["1"])  # the overflow point comes from 劫营骑将
    s.expect("p1", "choose_option", ["2", "1", "0"], answer=["0"])  # all 2 counter damage to 破阵步将
    assert s.provisions("p2") == 29 and s.provisions("p1") == 21  # 掠夺 (802.15b)
    assert s.cards("p2.graveyard", "练习-062") and s.cards("p1.graveyard", "练习-061") and s.cards("p1.field", "练习-060")


def test_T92_group_against_group():
    """807.4 (T92): 劫营骑将 + 破阵步将 attack, 长枪手 + 枪阵卒 block them: p2 splits the 4 attack
    damage, p1 the 4 counter damage; nothing is left over for 粮草 (5 lethal on the blockers)."""
    s = stocked()
    raider, footman = s.general("练习-060", "p1"), s.general("练习-061", "p1")
    pike, wall = s.general("练习-062", "p2"), s.general("练习-063", "p2")
    to_combat(s)
    s.expect("p1", "choose_cards", answer=[raider, footman])
    s.expect("p1", "choose_option", answer=[footman])
    s.pass_window()
    s.expect("p2", "choose_option", exact=False, answer=[f"{pike}+{wall}"])
    s.expect("p1", "choose_cards", answer=[raider, footman])
    s.pass_window()
    s.expect("p2", "choose_option", ["3", "2"], answer=["2"])  # 4 over 长枪手 (lethal 3) and 枪阵卒 (lethal 2)
    s.expect("p1", "choose_option", ["3", "2"], answer=["3"])  # 4 over 劫营骑将 (lethal 3) and 破阵步将 (lethal 2)
    assert s.provisions("p2") == 30
    assert s.cards("p2.graveyard", "练习-063") and s.cards("p2.field", "练习-062")
    assert s.cards("p1.graveyard", "练习-060") and s.cards("p1.field", "练习-061")


def test_a_lone_joint_attacker_and_generals_without_spear_wall_fight_as_before():
    """802.19b-802.20b: a 联破 General with no 联破 partner attacks alone (no pairing question);
    two blockers without 仗枪 are offered no pair."""
    s, _, (shield, yeoman) = attack_alone("练习-060", "练习-010", "练习-002")
    s.expect("p2", "choose_option", [shield, yeoman, "no_block"], answer=["no_block"])
    assert s.provisions("p2") == 28


def test_every_view_shows_the_attack_and_defence_groups_as_they_are_declared():
    """The combat under way in every player's view (what the board draws): nothing before the
    attack is declared; then each attacker's defending player and 联破 partner (608.1b, 807.2);
    the 仗枪 pair blocking both attackers once p2 has declared (609.1, 807.3); nothing after."""
    s = stocked()
    raider, footman = s.general("练习-060", "p1"), s.general("练习-061", "p1")
    pike, wall = s.general("练习-062", "p2"), s.general("练习-063", "p2")
    to_combat(s)
    s.expect("p1", "choose_cards", answer=[raider, footman])
    assert s.view(None)["combat"] is None  # still choosing (608.1g)
    s.expect("p1", "choose_option", answer=[footman])
    declared = {"attackers": {raider: "p2", footman: "p2"}, "gaze": {}, "partners": {raider: footman, footman: raider}, "blocks": {}}
    assert s.view(None)["combat"] == s.view("p2")["combat"] == declared
    s.pass_window()
    s.expect("p2", "choose_option", exact=False, answer=[f"{pike}+{wall}"])
    assert s.view("p1")["combat"]["blocks"] == {raider: [pike, wall], footman: [pike, wall]}
    s.expect("p1", "choose_cards", answer=[raider, footman])
    s.pass_window()
    s.expect("p2", "choose_option", answer=["2"])
    s.expect("p1", "choose_option", answer=["3"])
    assert s.view(None)["combat"] is None
