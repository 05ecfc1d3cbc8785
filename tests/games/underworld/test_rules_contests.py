"""Contests and regions (digest §7; scenarios T30–T38, T41–T45 and ambiguities A2/A3, A17, A18)."""

from engine.games.underworld.zones import zone
from tests.games.underworld.position import UnderworldScenario


def results(s: UnderworldScenario, slot: int, kind: str | None = None) -> list[tuple]:
    return [(e["kind"], e["result"], e.get("player"), e.get("margin")) for e in s.events_of("contest_result")
            if e["slot"] == slot and kind in (None, e["kind"])]  # fmt: skip


def after_contests(s: UnderworldScenario) -> bool:
    return s.step in ("end", "recovery")


def test_t30_investigation_reward_look_arrange_then_draw():
    """F:调查奖励 2.1–2.5: margin 3: look at the top 3, any of them back on top in any order, the
    rest to the bottom, then draw 1; no stack; the opponent learns only the counts."""
    s = UnderworldScenario()
    s.character("JC058", "p1", 1)  # 👁1 ⚔1 🏰1
    s.character("JC058", "p1", 1)
    s.character("JC104", "p1", 1)  # a white 👁: p1 holds the token, so it counts
    s.to_contests()
    tops = [s.on_top(d, "p1") for d in ("JC014", "JC015", "JC016")]
    s.pass_priority(2)
    ask = s.expect("p1", "choose_cards", options=tops)
    assert (ask["min"], ask["max"]) == (0, 3)
    s.answer_raw("p1", [tops[0], tops[2]])
    s.expect("p1", "choose_cards", answer=[tops[2], tops[0]])  # the order of the top two
    assert s.card(s.zone(zone("p1", "hand"))[-1])["def"] == "JC016"  # drew the card put on top first
    library = [s.card(c)["def"] for c in s.zone(zone("p1", "library"))]
    assert library[-1] == "JC014" and library[0] == "JC015"
    arranged = s.events_of("library_arranged")[0]
    assert (arranged["top"], arranged["bottom"]) == (2, 1)
    assert results(s, 1, "investigation") == [("investigation", "win", "p1", 3)]
    assert not s.state["stack"]


def test_t31_investigation_reward_from_an_empty_library_loses():
    s = UnderworldScenario()
    s.character("JC072", "p1", 1)
    s.to_contests()
    s.empty(zone("p1", "library"), zone("p1", "graveyard"))
    s.drive(lambda s: False)
    s.expect_game_over(["p2"])


def test_t32_t33_exhausted_characters_sit_out_and_battle_damage_with_carnage():
    """Battle: an exhausted ⚔2 is ignored (G:横置 p5); margin 3 plus 杀伤1 = 4 damage the winner
    must assign among enemy characters there (not hidden agents), dealt at once (F:战斗奖励)."""
    s = UnderworldScenario()
    s.character("JC086", "p1", 1, exhausted=True)  # ⚔2, exhausted
    s.character("JC016", "p1", 1)  # ⚔2, 杀伤1
    s.character("JC096", "p1", 1)  # ⚔2
    weak = s.character("JC084", "p2", 1)  # ⚔1, defence 1 (+1 from 安全保卫部门)
    tough = s.character("JC059", "p2", 1, exhausted=True)  # defence 2, takes no part
    s.agent("JC016", "p2", 1)
    s.to_contests()
    s.drive(lambda s: s.request["key"].startswith("battle"))
    assert results(s, 1, "battle") == [("battle", "win", "p1", 3)]
    ask = s.expect("p1", "choose_targets")
    assert sorted(o["id"] for o in ask["options"]) == sorted([weak, tough])
    for target in (weak, tough, weak, weak):
        s.expect("p1", "choose_targets", answer=[target])
    assert {(e["card"], e["amount"]) for e in s.events_of("damage_dealt")} == {(weak, 3), (tough, 1)}
    assert not s.state["stack"]
    s.drive(lambda s: s.priority_player() is not None)
    assert weak not in s.state["cards"] and s.counter_of(tough) == 1


def test_t34_renown_after_a_battle_won_without_enemies():
    """G:威名 p9: one influence token even with no enemy character there (毒血诅咒 gives 威名)."""
    s = UnderworldScenario()
    host = s.character("JC096", "p1", 3)  # defence 2 (毒血诅咒 takes 1)
    s.put("JC089", "area3", owner="p1", attached_to=host)
    s.agent("JC014", "p2", 3)
    s.to_contests()
    s.drive(lambda s: s.request["key"] == "use" and "威名" in s.ask("p1").get("prompt", ""))
    s.expect("p1", "yes_no", answer=["yes"])
    s.drive(lambda s: s.events_of("influence_placed"))
    assert s.events_of("influence_placed")[0]["slot"] == 3


def test_t35_the_privilege_is_once_per_turn():
    """先手标志特权 (G:先手标志特权 p9, F:3.2.1.2b): a 1–1 tie; the first player pays 1 to win by 1;
    it is not offered again this turn; no stack."""
    s = UnderworldScenario()
    for slot in (1, 2):
        s.character("JC075", "p1", slot)  # 🏰1
        s.character("JC071", "p2", slot)  # 🏰1
    s.assets(2, "JC014", "p1")
    s.to_contests()
    s.drive(lambda s: s.request["key"].startswith("privilege"))
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", answer=[s.zone(zone("p1", "assets"))[0]])
    assert s.events_of("privilege_used") and s.tokens(1, "p1") == 1 and not s.state["stack"]
    s.drive(after_contests)
    assert results(s, 2, "influence") == [("influence", "tie", None, None)]


def test_t36_nothing_happens_at_zero_to_zero():
    s = UnderworldScenario()
    s.assets(2, "JC014", "p1")
    s.to_contests()
    s.drive(after_contests)
    assert {r[1] for slot in (1, 2, 3) for r in results(s, slot)} == {"none"}
    assert not s.events_of("privilege_used")


def test_t37_influence_tokens_cancel_one_for_one():
    s = UnderworldScenario()
    s.influence(1, "p2", 1)
    for _ in range(3):
        s.character("JC075", "p1", 1)  # 🏰1
    s.character("JC071", "p2", 1)  # 🏰1
    s.to_contests()
    s.drive(after_contests)
    assert results(s, 1, "influence") == [("influence", "win", "p1", 2)]
    assert (s.tokens(1, "p1"), s.tokens(1, "p2")) == (1, 0)


def test_t38_winning_a_region():
    """F:赢取地区牌 1.2.1–1.2.5: cards there to their owners' library bottoms (撤回 to hand), the
    region to the score area, a new region in the same slot, the first player gets priority."""
    s = UnderworldScenario()
    s.set_region("DQJC113", 2)  # 切尔诺贝利: cap 3, 2 points
    s.influence(2, "p1", 2)
    elite = s.character("JC016", "p1", 2)  # 撤回
    s.character("JC075", "p1", 2)
    agent = s.agent("JC088", "p2", 2)
    s.to_contests()
    s.drive(lambda s: s.events_of("region_won") and s.priority_player())
    assert s.card(s.zone(zone("p1", "score"))[0])["def"] == "DQJC113"
    assert s.region(2) is not None and s.card(s.region(2))["def"] != "DQJC113"
    assert "JC016" in [s.card(c)["def"] for c in s.zone(zone("p1", "hand"))] and elite not in s.state["cards"]
    assert s.card(s.zone(zone("p2", "library"))[0])["def"] == "JC088" and agent not in s.state["cards"]
    assert s.area(2) == []
    assert s.priority_player() == "p1"


def test_t42_white_icons_count_only_for_the_token_holder():
    """G:临时能力图标 p6: p2's white 🏰 does not count while p1 holds the token; counting the icons
    on the card includes it."""
    s = UnderworldScenario()
    newborn = s.character("JC029", "p2", 1)  # white ⚔ and white 🏰 only
    s.character("JC071", "p1", 1)  # black 🏰1
    s.to_contests()
    facts = s.view("p1")["characters"][newborn]
    assert facts["active"] == {"investigation": 0, "battle": 0, "influence": 0}
    assert facts["white_icons"] == {"battle": 1, "influence": 1}
    s.drive(after_contests)
    assert results(s, 1, "influence") == [("influence", "win", "p1", 1)]


def test_t43_hidden_agents_contest_with_one_influence_icon():
    """Digest A2/A3: two ready hidden agents give 🏰2; nothing in investigation or battle."""
    s = UnderworldScenario()
    s.agent("JC014", "p2", 3)
    s.agent("JC014", "p2", 3)
    s.character("JC071", "p1", 3)  # 🏰1
    s.to_contests()
    s.drive(after_contests)
    assert results(s, 3) == [("investigation", "none", None, None), ("battle", "none", None, None),
                             ("influence", "win", "p2", 1)]  # fmt: skip
    assert s.tokens(3, "p2") == 1


def test_t44_spirit_prevents_damage_when_the_enemy_has_fewer_domain_icons():
    """G:灵体 p6 (digest A16): S's side shows more domain icons there, so the damage is prevented."""
    s = UnderworldScenario()
    fairy = s.character("JC022", "p2", 1, exhausted=True)  # 灵体, star domain
    s.character("JC016", "p1", 1)  # ⚔2, no domain
    s.to_contests()
    s.drive(after_contests)
    assert s.events_of("damage_prevented") and fairy in s.state["cards"] and s.counter_of(fairy) == 0


def test_t41_prestige_goes_to_the_side_with_more_prestige_characters():
    """G:声望 p8 (digest A17): p2 (holding the token this time) had two prestige characters take
    part, p1 one: only p2 may place one, though p2 lost the influence contest."""
    s = UnderworldScenario(options={"first_player": "p2"})
    s.set_region("DQJC107", 1)  # cap 4
    s.character("JC067", "p1", 1)  # 领袖 声望, 🏰3, and a second influence contest here (JC067)
    s.character("JC076", "p2", 1)  # 声望, white 👁👁: they count for the token holder
    s.character("JC076", "p2", 1)
    s.hand("JC014", "p1")
    s.hand("JC014", "p2")
    s.pass_until("contest_start")
    s.drive(lambda s: s.request["key"] == "use" and "声望" in s.ask(s.request["pending"][0]).get("prompt", ""))
    assert s.request["pending"] == ["p2"]
    s.answer_raw("p2", ["yes"])
    s.drive(lambda s: [e for e in s.events_of("influence_placed") if e["player"] == "p2"])
    assert results(s, 1, "influence") == [("influence", "win", "p1", 3)] * 2
    assert results(s, 1, "investigation") == [("investigation", "win", "p2", 4)]


def test_t45_a_region_won_mid_contest_the_slot_goes_on_with_the_new_region():
    """Digest A7/A8 (`mid_contest_region_win` "continue"): 威名 after the battle brings p1 to the
    cap; the region is won when priority would be given with an empty stack, and the influence
    contest of that slot runs on the new region (0–0, it did not happen)."""
    s = UnderworldScenario()
    s.set_region("DQJC113", 1)  # cap 3
    s.influence(1, "p1", 2)
    host = s.character("JC096", "p1", 1)
    s.put("JC089", "area1", owner="p1", attached_to=host)  # 威名
    s.to_contests()
    s.drive(lambda s: s.request["key"] == "use" and "威名" in s.ask("p1").get("prompt", ""))
    s.answer_raw("p1", ["yes"])
    s.drive(lambda s: len(results(s, 1)) == 3)
    assert s.events_of("region_won")[0]["slot"] == 1
    assert results(s, 1, "influence") == [("influence", "none", None, None)]
    assert s.card(s.region(1))["def"] != "DQJC113"
