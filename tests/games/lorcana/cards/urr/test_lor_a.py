"""Set-4 cards written by helper lor-a: granted abilities, statics and step conditions."""

from engine.games.lorcana.stats import keyword_value
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_flotsam_returns_to_hand_when_banished_in_a_challenge():
    """胡善——乌苏拉的“宝贝” (urr-043): \\迅速逃脱\\ 当这个角色在挑战中（包括发起和受到挑战）被驱逐时，将这张卡移回你手上。"""
    s = LorcanaScenario()
    flotsam = s.in_play("urr-043")  # 4 ¤ / 2 ⛉
    s.in_play("tfc-005", "p2", exerted=True)  # 哈迪斯, 6 ¤
    s.main(answer=f"challenge:{flotsam}")
    assert defs(s, "p1.hand") == ["urr-043"] and defs(s, "p1.discard") == []


def test_flotsam_gives_jetsam_the_same_return_to_hand_looked_back_at_when_banished():
    """胡善 (urr-043): \\朋比为奸\\ 你名称为贾善的角色获得“当这个角色在挑战中（包括发起和受到挑战）被驱逐时，将这张卡移回
    你手上。” Jetsam, challenged and banished, had the ability as it left play (8.4.4); another character
    of yours does not have it."""
    s = LorcanaScenario()
    s.in_play("urr-043")
    jetsam = s.in_play("urr-046", exerted=True)  # 贾善——乌苏拉的“宝贝”, 4 ⛉
    mickey = s.in_play("tfc-012", exerted=True)
    hades = s.in_play("tfc-005", "p2")
    s.hand("tfc-012")
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{hades}")
    choose(s, [jetsam, mickey], [jetsam], player="p2")
    assert defs(s, "p1.hand") == ["tfc-012", "urr-046"] and defs(s, "p1.discard") == []


def test_bruno_madrigal_gives_the_chosen_character_a_may_return_to_hand_this_turn():
    """布鲁诺·马利加——走出暗阁 (urr-038): \\预言里的主角是你\\ 当你打出这个角色时，所选的角色本回合获得“当这个角色在挑战中被
    驱逐时，你可以将这张卡移回你手上”。 The ability is the chosen character's for this turn (7.6.3)."""
    s = LorcanaScenario()
    s.ink(5)
    bruno = s.hand("urr-038")
    mickey = s.in_play("tfc-012")  # 3 ⛉
    s.in_play("tfc-005", "p2", exerted=True)
    s.main(answer=f"play:{bruno}")
    bruno = s.zone("p1.play")[-1]
    choose(s, [mickey, bruno] + s.zone("p2.play"), [mickey])
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert defs(s, "p1.hand") == ["tfc-012"] and defs(s, "p1.discard") == []


def test_bruno_madrigal_grant_ends_with_the_turn():
    """"本回合": next turn the character no longer has the ability, and is banished as usual."""
    s = LorcanaScenario()
    s.ink(5)
    bruno = s.hand("urr-038")
    mickey = s.in_play("tfc-012")
    hades = s.in_play("tfc-005", "p2")
    s.main(answer=f"play:{bruno}")
    choose(s, [mickey, s.zone("p1.play")[-1], hades], [mickey])
    s.main(answer=f"quest:{mickey}")  # nothing else to do: the turn ends
    s.main("p2", answer=f"challenge:{hades}")  # the exerted Mickey is the one choice
    assert defs(s, "p1.discard") == ["tfc-012"] and defs(s, "p1.hand") == []


def _pepa_exerts(s: LorcanaScenario, options: list[str], target: str) -> None:
    """p1 plays Pepa and exerts ``target``; with nothing else to do, p1's turn ends."""
    s.ink(5)
    pepa = s.hand("urr-053")
    s.main(answer=f"play:{pepa}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, options, [target])


def test_pepa_madrigal_keeps_the_exerted_character_exerted_in_its_next_ready_step():
    """佩帕·马利加——变天人 (urr-053): \\暴雨要来到\\ 当你打出这个角色时，你可以令所选的对手角色力竭。除非那个角色在地点内，
    否则他在其下一个回合的开始时不能就绪。"""
    s = LorcanaScenario()
    mickey, other = s.in_play("tfc-012", "p2"), s.in_play("tfc-012", "p2", exerted=True)
    s.hand("tfc-012", "p2")
    _pepa_exerts(s, [mickey, other], mickey)
    s.main("p2")
    assert s.card(mickey)["exerted"] and not s.card(other)["exerted"]


def test_pepa_madrigal_lets_a_character_at_a_location_ready():
    """"除非那个角色在地点内": checked in the ready step (4.2.1.1); a character moved to a location readies."""
    s = LorcanaScenario()
    place = s.in_play("iti-066", "p2")
    mickey, other = s.in_play("tfc-012", "p2", at=place), s.in_play("tfc-012", "p2")
    s.hand("tfc-012", "p2")
    _pepa_exerts(s, [mickey, other], mickey)
    s.main("p2")
    assert not s.card(mickey)["exerted"]


def test_aurora_lore_guardian_keeps_your_items_from_being_chosen_by_opponents():
    """奥罗拉——奇谈守护人 (urr-140): \\维护人\\ 对手不能为奇能或卡牌效果选择你的物品。 Ward on the items (10.12.1):
    the opponent's 打破 (banish a chosen item) has only its own item to choose; p1 can still choose theirs."""
    s = LorcanaScenario()
    s.in_play("urr-140")
    mine = s.in_play("tfc-032")
    theirs = s.in_play("tfc-033", "p2")
    s.ink(2, "p2")
    smash = s.hand("tfc-196", "p2")
    s.hand("tfc-012", "p2")
    s.main(answer="end")
    s.main("p2", answer=f"play:{smash}")  # its own item is the one choice
    assert defs(s, "p2.discard") == ["tfc-033", "tfc-196"] and mine in s.zone("p1.play") and theirs not in s.state["cards"]


def test_aurora_lore_guardian_exerts_an_item_to_put_the_top_card_on_the_bottom():
    """奥罗拉 (urr-140): \\皇家宝库\\ ⟳ 你的一个物品～查看你卡组顶的那张卡并将其置于你的卡组顶或卡组底。 The cost is one
    of your ready items (7.5.3.2); Aurora herself stays ready."""
    s = LorcanaScenario()
    aurora = s.in_play("urr-140")
    s.in_play("tfc-032", exerted=True)  # exerted: cannot pay
    assert f"activate:{aurora}:1" not in option_ids(s.main())
    lantern = s.in_play("tfc-033")
    s.on_top("iti-201")  # not in the filler deck
    s.main(answer=f"activate:{aurora}:1")  # the one ready item is the cost
    s.expect("p1", "choose_option", options=["top", "bottom"], answer=["bottom"])
    assert s.card(lantern)["exerted"] and not s.card(aurora).get("exerted")
    assert s.card(s.zone("p1.deck")[0])["def"] == "iti-201"


def test_one_last_hope_gives_resist_and_lets_a_hero_challenge_ready_characters():
    """唯一的希望 (urr-197): 所选的角色获得抵抗 +2 直到你的下一个回合开始。如果所选的是主角角色，则他本回合还可以挑战
    就绪状态的角色。 The "if" is about the chosen character (7.1.9)."""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("urr-197")
    ariel = s.in_play("tfc-001")  # 爱丽儿, 主角
    s.in_play("tfc-012", "p2")  # ready
    s.main(answer=f"play:{song}")
    choose(s, s.zone("p1.play") + s.zone("p2.play"), [ariel])
    assert keyword_value(s.state, ariel, "resist") == 2 and f"challenge:{ariel}" in option_ids(s.main())


def test_one_last_hope_on_a_character_who_is_not_a_hero_gives_only_resist():
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("urr-197")
    owl = s.in_play("tfc-036")  # 阿基米德, not a 主角
    s.in_play("tfc-012", "p2")
    s.hand("tfc-012")
    s.main(answer=f"play:{song}")
    choose(s, s.zone("p1.play") + s.zone("p2.play"), [owl])
    assert keyword_value(s.state, owl, "resist") == 2 and f"challenge:{owl}" not in option_ids(s.main())
