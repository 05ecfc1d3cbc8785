"""2v2 teams (chapter 9): seating and turn order (900.2), teams and sides (102.3, 102.6-102.8),
private hands (302, 112.2), 粮草 per player (103.3), combat against two enemies (901), leaving a
game that goes on (900.3) and winning as a team (104.2c, 104.3d)."""

import pytest

import engine
from engine.ai.heuristics.sanguozhi import score_options
from engine.core.errors import GameError
from engine.core.triggers import add_trigger
from engine.games.sanguozhi.cards import Target
from engine.games.sanguozhi.rule_effects import general_put_into_graveyard
from engine.games.sanguozhi.stats import attack
from engine.games.sanguozhi.stratagems import legal_target, legal_targets
from engine.games.sanguozhi.text import general_label, target_label
from tests.games.sanguozhi.position import DECK, SanguozhiScenario
from tests.scenario import Scenario

TEAM = ("p1", "p2", "p3", "p4")
AUTHORITY = ("练习-A01", "练习-A02", "练习-A03", "练习-A04")


def team_position() -> SanguozhiScenario:
    """p1's main process of turn 1 in a 2v2 (p1 and p3 against p2 and p4): every player has 3
    Authority of each kind (any practice General's requirement is met) and a spare card in hand,
    so that every action right asks."""
    s = SanguozhiScenario(players=TEAM)
    for player in TEAM:
        for kind in AUTHORITY:
            s.authority(player, kind, count=3)
        s.hand(player, "练习-A02")
    return s


def play_until_main(s: SanguozhiScenario, player: str) -> None:
    """Every player takes the default (pass, no attack, no redraw) until ``player``'s next main
    process."""
    number = s.state["turn"]["number"]
    while True:
        s.ask(player)  # the position asked again after any edit
        turn = s.state["turn"]
        if turn["number"] > number and turn["active"] == player and turn["phase"] == "main":
            return
        holder = s.request["pending"][0]
        s.answer_raw(holder, s.ask(holder)["default"])


def hidden_from(s: SanguozhiScenario, card_id: str, viewer: str | None) -> bool:
    card = next(c for zone in s.view(viewer)["zones"].values() for c in zone["cards"] if c["id"] == card_id)
    return card.get("hidden", False) and "def" not in card


def test_four_players_are_two_teams_of_alternate_seats_and_three_cannot_play():
    """900.1, 900.2, 102.3: four players in two teams, each player's neighbours enemies; 100.1b:
    an even number split in two, so three players get a Chinese error."""
    s = team_position()
    assert s.state["data"]["teams"] == [["p1", "p3"], ["p2", "p4"]]
    with pytest.raises(GameError) as error:
        engine.start("sanguozhi", ["p1", "p2", "p3"], {p: list(DECK) for p in ("p1", "p2", "p3")}, 1, None)
    assert error.value.code == "sanguozhi.bad_players" and "2v2" in error.value.message


def test_each_player_has_their_own_provisions():
    """103.3: every player starts with 30 粮 of 30; 粮草 is not pooled by team."""
    s = team_position()
    assert {p: (s.player(p)["provisions"], s.player(p)["cap"]) for p in TEAM} == dict.fromkeys(TEAM, (30, 30))


def test_turns_go_clockwise_and_only_the_starting_player_skips_the_first_draw():
    """900.2: turns go round from the starting player; 103.5a: only the starting player skips the
    draw phase of their first turn (the position emptied every hand)."""
    s = SanguozhiScenario(players=TEAM)
    assert len(s.zone("p1.hand")) == 0
    for player in ("p2", "p3", "p4"):
        play_until_main(s, player)
        assert len(s.zone(f"{player}.hand")) == 1
    play_until_main(s, "p1")
    assert len(s.zone("p1.hand")) == 1
    assert [e["player"] for e in s.events_of("turn_started")] == ["p1", "p2", "p3", "p4", "p1"]


def test_teammates_see_neither_hand_nor_face_down_generals():
    """302, 112.2: a hand and a face-down General are their owner's alone; the rules let no
    teammate see them (only the owner is named in the views)."""
    s = team_position()
    secret = s.hand("p1", "练习-019")
    hidden = s.general("练习-002", "p1", face_down=True, visible_to=["p1"])
    for viewer in ("p2", "p3", "p4", None):
        assert hidden_from(s, secret, viewer) and hidden_from(s, hidden, viewer)
    assert not hidden_from(s, secret, "p1") and not hidden_from(s, hidden, "p1")


def test_enemy_own_and_team_sides_across_teams():
    """102.6-102.8, 106.4: 敌方 is both players of the other team, 己方 the controller alone and
    我方 the controller's team; the intelligence condition is checked only against enemies (416.2)."""
    s = team_position()
    generals = {p: s.general(card, p) for p, card in zip(TEAM, ("练习-019", "练习-009", "练习-004", "练习-008"), strict=True)}  # INT 2, 3, 1, 1
    state = s.state

    def targets(side: str, kind: str = "general") -> list[str]:
        return legal_targets(state, "p1", Target(kind=kind, side=side))

    assert targets("enemy") == [generals["p2"], generals["p4"]]
    assert targets("own") == [generals["p1"]]
    assert targets("team") == [generals["p1"], generals["p3"]]
    assert targets("any") == [generals[p] for p in TEAM]
    assert targets("enemy", "player") == ["p2", "p4"] and targets("team", "player") == ["p1", "p3"]
    spec = Target(kind="general", side="any")
    assert legal_target(state, "p1", spec, generals["p3"], condition=0)  # a teammate's INT is no bar
    assert not legal_target(state, "p1", spec, generals["p2"], condition=0)
    assert "队友" in general_label(state, generals["p3"], "p1") and "敌方" in general_label(state, generals["p4"], "p1")
    assert [target_label(state, p, "p1") for p in TEAM] == ["己方（1号位）", "敌方（2号位）", "队友（3号位）", "敌方（4号位）"]


def test_only_an_enemy_draws_three_for_a_lord():
    """202.4c, 804.5h: the enemy who put the Lord into the graveyard may draw 3; a teammate is not
    an enemy (102.8)."""
    s = team_position()
    ctx = s.ctx()
    general_put_into_graveyard(ctx, "p1", {"slot": "lord", "damaged_by": "p3"})
    assert not [f for f in s.state["frames"] if f["proc"] == "lord_bounty"]
    general_put_into_graveyard(ctx, "p3", {"slot": "lord", "damaged_by": "p4"})
    assert [f["player"] for f in s.state["frames"] if f["proc"] == "lord_bounty"] == ["p4"]


def test_attackers_split_between_both_enemies_who_block_and_take_damage_in_turn_order():
    """T110, 901.1: each attacker attacks either enemy; 901.2: the defending players block one after
    the other in turn order, the teammate is not asked; 901.3: the combats are reckoned defender
    by defender in turn order, within one damage calculation phase."""
    s = team_position()
    archer = s.general("练习-007", "p1")  # 3/1/0
    general = s.general("练习-019", "p1")  # 5/5/2
    p2_guard = s.general("练习-002", "p2")  # 1/2/0
    p4_guard = s.general("练习-011", "p4")  # 2/2/1 (804.5m: no two same-name Generals on the fields)
    s.general("练习-001", "p3")
    s.pass_window()  # main process
    s.expect("p1", "choose_cards", answer=[general, archer])
    s.expect("p1", "choose_option", ["敌方（2号位）", "敌方（4号位）"], answer=["p4"])  # 上将军's target
    s.expect("p1", "choose_option", ["p2", "p4"], answer=["p2"])  # 弩手队长's
    declared = s.events_of("attack_declared")[-1]
    assert declared["defenders"] == {general: "p4", archer: "p2"}
    line = s.game.narrate(declared, {"p1": "甲", "p2": "乙", "p4": "丁"})
    assert line == "甲发动进攻：练习卡·上将军 进攻 丁，练习卡·弩手队长 进攻 乙。"
    s.pass_window()  # attack phase: all four players pass in succession (digest §12.2 item 28)
    s.expect("p2", "choose_option", [p2_guard, "no_block"], answer=["no_block"])
    s.expect("p4", "choose_option", [p4_guard, "no_block"], answer=[p4_guard])
    assert [(e["player"], e["blocks"]) for e in s.events_of("blocks_declared")] == [("p2", {}), ("p4", {general: p4_guard})]
    s.expect("p1", "choose_cards", answer=[general, archer])  # 609.3: damage order
    s.pass_window()  # defence phase
    s.expect("p1", "choose_option", ["3", "2", "1", "0"], answer=["3"])  # 上将军 tramples over 乡勇
    assert [(e["player"], e["amount"]) for e in s.events_of("provisions_damaged")] == [("p2", 3), ("p4", 3)]
    assert (s.provisions("p2"), s.provisions("p3"), s.provisions("p4")) == (27, 30, 27)
    assert s.cards("p4.graveyard", "练习-011") and s.cards("p2.field", "练习-002")


def test_a_player_who_leaves_takes_their_cards_and_the_game_goes_on():
    """T110, 104.3b, 900.3: at 粮草 0 a player leaves at the next grant of the action right and the game
    goes on; their own cards are removed from the game, hidden ones staying hidden (900.3a), and a
    General another player owns returns to its owner's hand (900.3b). Play passes them by (900.2)."""
    s = team_position()
    face_up = s.general("练习-002", "p2")
    face_down = s.general("练习-007", "p2", face_down=True, visible_to=["p2"])
    borrowed = s.general("练习-019", "p2", owner="p1", controller="p2")  # p1's General p2 controls (805)
    s.set_player("p2", provisions=0)
    s.settle()
    assert s.result is None and s.state["seats"] == ["p1", "p3", "p4"]
    assert [e["player"] for e in s.events_of("player_left")] == ["p2"]
    assert not s.zone("p2.field") and not s.zone("p2.hand") and not s.zone("p2.deck")
    removed = s.zone("p2.removed")
    assert face_up not in s.state["cards"] and face_down not in s.state["cards"]
    public = [c for c in removed if not hidden_from(s, c, "p1")]  # the face-up field: 乡勇 and 12 Authority
    assert len(public) == 13 and [s.card(c)["def"] for c in public].count("练习-002") == 1
    for viewer in ("p3", "p4", None):  # the hand, deck and face-down General leave unseen
        assert [c for c in removed if not hidden_from(s, c, viewer)] == public
    assert s.cards("p1.hand", "练习-019") and borrowed not in s.state["cards"]
    assert s.game.player_summary(s.view("p1"), {"p2": "乙"}).splitlines()[1] == "乙：已退出游戏"
    play_until_main(s, "p3")
    assert [e["player"] for e in s.events_of("turn_started")] == ["p1", "p3"]


def test_a_team_wins_together_with_a_member_who_left():
    """T110, 104.2a, 104.2c: once only one team is left it wins, its members who left included; 104.3d:
    the other team's players lose."""
    s = team_position()
    s.set_player("p3", provisions=0)
    s.settle()
    assert s.result is None and "p3" not in s.state["seats"]
    s.set_player("p2", provisions=-2)
    s.set_player("p4", provisions=0)
    s.settle()
    s.expect_game_over(["p1", "p3"])


def test_the_last_players_leaving_together_is_a_draw():
    """104.4a: all the players still in the game lose at once: a draw."""
    s = team_position()
    s.set_player("p1", provisions=0)
    s.settle()
    for player in ("p2", "p3", "p4"):
        s.set_player(player, provisions=0)
    s.settle()
    s.expect_game_over([])


def test_the_heuristic_attacks_the_enemy_with_fewer_provisions():
    """901.1: the AI answers the new question, which enemy an attacker attacks."""
    s = team_position()
    archer = s.general("练习-007", "p1")
    s.set_player("p4", provisions=5)
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[archer])
    ask = s.expect("p1", "choose_option", ["p2", "p4"])
    scores = score_options(s.view("p1"), ask)
    assert scores["p4"] > scores["p2"]


def concede(s: SanguozhiScenario, player: str) -> None:
    s.ask(player)  # the position asked again after any edit
    s.state, events, _ = engine.advance(s.state, {"action": "concede", "player": player})
    s.events.extend(events)


def test_a_defender_who_concedes_while_asked_to_block_leaves_at_once_and_play_goes_on():
    """104.3a: a player may concede at any time and leaves at once; in 2v2 the game goes on
    (900.3): the attacker attacking them attacks no one, the other defender still blocks."""
    s = team_position()
    archer = s.general("练习-007", "p1")  # 3/1/0
    general = s.general("练习-019", "p1")  # 5/5/2
    s.general("练习-002", "p2")
    p4_guard = s.general("练习-011", "p4")
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[archer, general])
    s.expect("p1", "choose_option", answer=["p2"])
    s.expect("p1", "choose_option", answer=["p4"])
    s.pass_window()
    s.expect("p2", "choose_option", exact=False, answer=["no_block"])
    s.expect("p4", "choose_option", [p4_guard, "no_block"])
    concede(s, "p2")
    assert s.result is None and s.state["seats"] == ["p1", "p3", "p4"]
    s.expect("p4", "choose_option", [p4_guard, "no_block"], answer=["no_block"])
    assert not s.zone("p2.field")  # gone at the state check before the defence phase's action right
    s.pass_window()
    assert [(e["player"], e["amount"]) for e in s.events_of("provisions_damaged")] == [("p4", 5)]
    concede(s, "p4")
    s.expect_game_over(["p1", "p3"])


def test_a_growth_symbol_with_our_side_counts_the_whole_teams_authority():
    """105.11b: [成长 我方 8] (练习-070) counts the 兵权 of the controller's team, not the enemies':
    4 of p1's and 4 of p3's make 8, so p1's other 枪兵 General gets +1 ATK; when p3 leaves the
    game their Authority goes (900.3a) and so does the effect."""
    s = SanguozhiScenario(players=TEAM)
    s.hand("p1", "练习-A02")  # p1's main process keeps asking
    s.authority("p1", count=4)
    mates = s.authority("p3", count=4)
    s.authority("p2", count=8)
    s.general("练习-070", "p1")
    spearman = s.general("练习-011", "p1")  # 偏将 2/2/1, 枪兵
    assert attack(s.state, spearman) == 3
    s.move(mates[0], "p3.graveyard")
    assert attack(s.state, spearman) == 2  # 7: the enemies' 8 do not count
    s.authority("p3")
    assert attack(s.state, spearman) == 3
    s.set_player("p3", provisions=0)
    s.settle()
    assert "p3" not in s.state["seats"] and attack(s.state, spearman) == 2


def test_when_the_last_of_two_players_concedes_the_other_team_wins_with_its_member_who_left():
    """104.3a, 104.2c: p3 and p2 concede, one of each team; when p4 concedes too, p1 wins with p3."""
    s = team_position()
    for player in ("p3", "p2", "p4"):
        concede(s, player)
    s.expect_game_over(["p1", "p3"])


def test_a_departed_players_card_on_another_field_is_removed_once_it_leaves_that_field():
    """900.3a: a General p2 owns on p1's field (a defector, 805) stays there when p2 leaves; once it
    leaves the field it is removed from the game instead of going to p2's graveyard."""
    s = team_position()
    defector = s.general("练习-002", "p1", owner="p2", controller="p1")
    s.set_player("p2", provisions=0)
    s.settle()
    assert "p2" not in s.state["seats"] and s.card(defector)["zone"] == "p1.field"
    removed = len(s.zone("p2.removed"))
    s.move(defector, "p2.graveyard", reason="died")  # as a General that dies goes to its owner's graveyard
    s.settle()
    assert not s.zone("p2.graveyard") and len(s.zone("p2.removed")) == removed + 1
    assert s.card(s.zone("p2.removed")[-1])["def"] == "练习-002"


def test_a_trigger_of_a_player_who_left_is_dropped():
    """900.3: nothing a departed player controls stays waiting (digest: their triggers go with
    them), so play goes on."""
    s = team_position()
    general = s.general("练习-002", "p1")
    s.set_player("p2", provisions=0)
    s.settle()
    add_trigger(s.ctx(), "p2", general, "刚勇")
    s.settle()
    assert s.state["triggers"] == []
    s.expect("p1", "choose_action")


def test_the_action_right_goes_round_all_four_players_before_the_phase_ends():
    """115.3i, 115.4, digest §12.2 item 28: the action right passes clockwise, teams alternating,
    and the main process ends only when all four players have passed in succession."""
    s = team_position()
    for player in TEAM:
        assert s.state["turn"]["phase"] == "main"
        s.expect(player, "choose_action", answer=["pass"])
    assert s.state["turn"]["phase"] == "end"  # no General to attack with: the combat process is skipped (606.1)


def test_an_attacker_who_concedes_while_choosing_whom_to_attack_leaves_and_the_turn_goes_on():
    """104.3a, 900.3: the active player concedes mid-declaration (a fuzz game): their attackers
    leave with them, nobody takes damage and play goes on to the next player still in the game."""
    s = team_position()
    archer = s.general("练习-007", "p1")
    s.pass_window()
    s.expect("p1", "choose_cards", answer=[archer])
    s.expect("p1", "choose_option", ["p2", "p4"])
    concede(s, "p1")
    play_until_main(s, "p2")
    assert archer not in s.state["cards"] and not s.events_of("provisions_damaged")
    assert [e["player"] for e in s.events_of("turn_started")] == ["p1", "p2"]


def test_when_the_starting_player_concedes_during_the_redraws_the_next_player_takes_the_first_turn():
    """104.3a, 900.3, 103.5a: in 2v2 p1, the starting player, concedes while the others still
    redraw; the game's first turn (the one without a draw) goes to the next player still in it, p2."""
    s = Scenario("sanguozhi", list(TEAM), {p: list(DECK) for p in TEAM}, 1, {"first_player": "p1"})
    s.expect("p1", "choose_cards", exact=False)
    concede(s, "p1")
    for player in ("p2", "p3", "p4"):
        s.expect(player, "choose_cards", answer=[])
    [started] = s.events_of("turn_started")
    assert started["player"] == "p2" and started["number"] == 1 and s.state["turn"]["first_player"] == "p2"
