"""Team play (engine/games/lorcana/teams.py): teammates are not opponents (1.4.2), a team takes
its turn together (simultaneous turns, 1.10.3, digest scenario 70), its triggers are one set in
the bag that the team orders (1.10.3.2), and a team wins together (option "team_win", digest
§12.25: the document does not cover team play, 1.10.1). Two teams of two: p1 and p3 against p2
and p4, seated p1, p2, p3, p4."""

import pytest

import engine
from engine.core.errors import GameError
from engine.games.lorcana.cards import CardDef, Keyword, card_db
from engine.games.lorcana.zones import zone
from tests.games.lorcana.checked_games import play_checked
from tests.games.lorcana.made_up import TOWER
from tests.games.lorcana.position import LorcanaScenario, concede, option_ids

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking
PLAYERS = ("p1", "p2", "p3", "p4")
TEAMS = [["p1", "p3"], ["p2", "p4"]]


# <合唱> 6（任意数量你或你队友的角色都可以 {E} 来免费演唱这首歌曲，但他们的费用总和须等于或大于 6。）抽 2 张卡。
CHORUS = CardDef(id="tst-620", name="合唱曲", name_en="Chorus", type="action", song=True, ink="amber", cost=7, inkable=False,
                 rarity="common", keywords=[Keyword(id="sing_together", value=6)], effects=[{"step": "draw", "count": 2}])  # fmt: skip


@pytest.fixture(autouse=True)
def made_up(monkeypatch):
    for card in (TOWER, CHORUS):
        monkeypatch.setitem(card_db(), card.id, card)


def teams(**options) -> LorcanaScenario:
    s = LorcanaScenario(players=PLAYERS, options={"teams": TEAMS, **options})
    for player in PLAYERS:
        s.hand(KEEPER, player)
    return s


def started(s: LorcanaScenario) -> list[str]:
    return [e["player"] for e in s.events_of("turn_started")]


def end_team_turn(s: LorcanaScenario, *members: str) -> None:
    for player in members:
        s.main(player, answer="end")


@pytest.mark.parametrize(
    "bad",
    [[["p1", "p3"], ["p2"]], [["p1", "p2", "p3", "p4"]], [["p1", "p3"], ["p2", "p4"], []], [["p1", "p1"], ["p2", "p4"]],
     "p1p3", [["p1", 3], ["p2", "p4"]]],
)  # fmt: skip
def test_teams_must_split_every_player_into_two_teams_or_more(bad):
    decks = {p: ["tfc-012"] * 60 for p in PLAYERS}
    with pytest.raises(GameError) as raised:
        engine.start("lorcana", list(PLAYERS), decks, 1, {"teams": bad})
    assert raised.value.code == "lorcana.options.bad_teams" and "队伍" in raised.value.message


def test_scenario_70_a_team_turn_its_triggers_are_one_set_and_its_actions_one_at_a_time():
    """1.10.3: p1 and p3 take their turn together. Both ready and both draw (not on the game's
    first turn, 4.2.3.2, which is the whole first team's); in the set step both gain their Clock
    Tower's lore (4.2.2.2), then both towers' "at the start of your turn" triggers go into the
    bag as one team set: p1, for the team, orders them all, p3's first (1.10.3.2). In the main
    phase p1 and p3 take turn actions in the order they decide, each finished before the next;
    the turn ends when both have ended their part, and then it is p2's and p4's."""
    s = teams()
    towers = {p: s.in_play(TOWER.id, p) for p in ("p1", "p3")}
    ask = s.main()
    assert "hand_over:p3" in option_ids(ask) and ask["options"][-1]["label"].startswith("我的回合动作已完成")
    s.main(answer="end")
    s.main("p3", answer="end")
    assert started(s) == ["p1", "p2"]
    assert len(s.zone(zone("p1", "hand"))) == 1 and len(s.zone(zone("p3", "hand"))) == 1  # no first-turn draw
    assert len(s.zone(zone("p2", "hand"))) == 2 and len(s.zone(zone("p4", "hand"))) == 2
    end_team_turn(s, "p2", "p4")
    assert [(e["player"], e["amount"]) for e in s.events_of("lore_changed")] == [("p1", 1), ("p3", 1)]  # 4.2.2.2
    bag = s.expect("p1", "choose_option")
    assert {s.state["triggers"][i]["controller"] for i in range(2)} == {"p1", "p3"}
    p3_item = next(item["id"] for item in s.state["triggers"] if item["source"] == towers["p3"])
    assert p3_item in option_ids(bag) and len(bag["options"]) == 2
    s.answer_raw("p1", [p3_item])
    assert [(e["player"], e["amount"]) for e in s.events_of("lore_changed")][2:] == [("p3", 1), ("p1", 1)]
    assert len(s.zone(zone("p1", "hand"))) == 2 and len(s.zone(zone("p3", "hand"))) == 2  # both drew
    mickey = s.in_play("tfc-012", "p3")
    s.main(answer="hand_over:p3")  # the team decides the order (1.10.3.1)
    s.main("p3", answer=f"quest:{mickey}")
    assert s.lore("p3") == 4  # 2 from the towers, 2 from Mickey
    s.main("p3", answer="end")
    ask = s.main()  # back to p1, the only one who has not ended
    assert not any(o.startswith("hand_over") for o in option_ids(ask))
    s.main(answer="end")
    assert started(s) == ["p1", "p2", "p1", "p2"]


def test_teammates_are_not_opponents():
    """1.4.2: p1 cannot challenge p3's exerted character, only p2's; "each opponent" (Sudden
    Chill) is p2 and p4 only."""
    s = teams()
    sven = s.in_play("tfc-055")
    mate = s.in_play("tfc-089", "p3", exerted=True)
    target = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{sven}")  # p2's is the only legal target, chosen without asking
    assert target not in s.state["cards"] and s.cards("p2.discard", "tfc-089") and s.damage(mate) == 0
    s.ink(2)
    chill = s.hand("tfc-098")
    s.main(answer=f"play:{chill}")  # p2 and p4 each discard their only card, without being asked
    s.main()
    assert s.cards("p2.discard", KEEPER) and s.cards("p4.discard", KEEPER)
    assert s.cards("p3.hand", KEEPER) and not s.cards("p3.discard")


def test_teammates_characters_may_sing_together():
    """10.10.1: "exert any number of your or your teammates' characters": p1's cost-3 character
    and p3's cost-4 character sing a Sing Together 6 song; an opponent's may not join."""
    s = teams()
    chorus = s.hand(CHORUS.id)
    mine = s.in_play("tfc-089")  # cost 3
    mate = s.in_play("tfc-040", "p3")  # cost 4
    s.in_play("tfc-040", "p2")
    s.main(answer=f"sing_together:{chorus}")
    s.expect("p1", "choose_targets", options=[mine, mate], answer=[mate])  # then p1's joins: the only one left
    assert s.card(mine)["exerted"] and s.card(mate)["exerted"]
    assert len(s.zone(zone("p1", "hand"))) == 3  # the keeper and the two cards drawn


def test_a_teammate_who_concedes_while_the_choir_is_chosen_takes_their_singers_away():
    """10.10.1 with 3.2.1.2: p1 picks p3's cost-4 character first; p3 concedes before p1 picks
    the next. p3's characters leave, so the choice starts again among p1's own (3 + 4 still
    reach 6), and the song is sung by them."""
    s = teams()
    chorus = s.hand(CHORUS.id)
    mine = [s.in_play("tfc-089"), s.in_play("tfc-040")]  # cost 3 and 4
    mate = s.in_play("tfc-040", "p3")
    s.main(answer=f"sing_together:{chorus}")
    s.expect("p1", "choose_targets", options=[*mine, mate], answer=[mate])
    s.expect("p1", "choose_targets", options=mine)
    concede(s, "p3")
    s.expect("p1", "choose_targets", options=mine, answer=[mine[0]])
    assert all(s.card(c)["exerted"] for c in mine)
    assert s.cards("p1.discard", CHORUS.id) and s.main()


def test_a_teammate_who_concedes_with_the_singers_needed_leaves_the_song_in_hand():
    """10.10.1 with 3.2.1.2: p1's cost-3 character and p3's cost-4 one reach 6 only together;
    p3 concedes while p1 chooses. The choir can no longer reach 6, nothing was paid: the song
    stays in p1's hand, the character stays ready, and p1 is back at the main-phase menu."""
    s = teams()
    chorus = s.hand(CHORUS.id)
    mine = s.in_play("tfc-089")  # cost 3
    mates = [s.in_play("tfc-040", "p3"), s.in_play("tfc-089", "p3")]  # cost 4 and 3
    s.main(answer=f"sing_together:{chorus}")
    s.expect("p1", "choose_targets", options=[mine, *mates])
    concede(s, "p3")
    ask = s.main()
    assert chorus in s.zone(zone("p1", "hand")) and not s.card(mine).get("exerted")
    assert f"sing_together:{chorus}" not in option_ids(ask) and s.events_of("song_sung") == []


@pytest.mark.parametrize("team_win", ["member", "total"])
def test_a_team_wins_together(team_win):
    """Option "team_win" (digest §12.25). "member": a team wins when one of its members reaches
    20 lore; "total": when its members' lore adds up to 20. p3 at 12 quests for 2 while p1 has 6:
    14 alone is not a win, 20 together is."""
    s = teams(team_win=team_win)
    s.set_player("p1", lore=6)
    s.set_player("p3", lore=12)
    mickey = s.in_play("tfc-012", "p3")  # lore 2
    s.main(answer="hand_over:p3")
    s.main("p3", answer=f"quest:{mickey}")
    if team_win == "total":
        assert s.expect_game_over(["p1", "p3"])["reason"] == "lorcana.result.lore"
        return
    s.main("p3")
    assert s.result is None and s.lore("p3") == 14
    s.set_player("p3", lore=20)
    s.main("p3", answer="end")
    s.main(answer="end")  # the end of the turn checks the game state (1.9.2)
    s.expect_game_over(["p1", "p3"])


def test_a_team_plays_on_while_a_member_is_left_and_the_last_team_wins():
    """A member who concedes or draws from an empty deck leaves (3.2.1.2, 1.10.2.3); their team
    plays on with the other. p1 concedes during the team's turn: p3 goes on with it. Then p2
    draws from an empty deck; p4 still plays for their team; when p4 leaves too, p1 and p3's team
    is the last one left and wins (3.2.1.3) – p1 left the game, so the winner is p3."""
    s = teams()
    s.main()
    concede(s, "p1")
    assert s.result is None
    s.main("p3", answer="end")
    assert started(s) == ["p1", "p2"]
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    end_team_turn(s, "p2", "p4")
    s.main("p3", answer="end")
    assert [e["player"] for e in s.events_of("player_lost")] == ["p1", "p2"]
    assert s.state["seats"] == ["p3", "p4"]
    s.empty(zone("p4", "deck"), zone("p4", "discard"))
    s.main("p4", answer="end")
    s.main("p3", answer="end")
    assert s.expect_game_over(["p3"])["reason"] == "lorcana.result.deck_out"


def test_a_two_against_two_game_is_played_to_the_end():
    """Random legal answers until a team wins; the winners are one team."""
    state = play_checked(7, list(PLAYERS), {"teams": TEAMS}, concede_chance=0)
    winners = set(state["result"]["winners"])
    assert winners and any(winners <= set(team) for team in TEAMS)


@pytest.mark.parametrize("team_win", ["member", "total"])
def test_random_team_games_with_concessions_keep_the_engine_contract(team_win):
    for seed in range(40):
        state = play_checked(seed, list(PLAYERS), {"teams": TEAMS, "team_win": team_win}, concede_chance=0.02)
        winners = set(state["result"]["winners"])
        assert any(winners <= set(team) for team in TEAMS)
