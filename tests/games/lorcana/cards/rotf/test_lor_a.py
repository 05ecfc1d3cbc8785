"""Set-2 cards written by helper lor-a: a song with a strength filter, granted abilities,
replacement effects and costs paid inside an effect."""

from engine.games.lorcana.banish import banish
from engine.games.lorcana.stats import granted_abilities, has_keyword
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_worlds_greatest_criminal_mind_banishes_only_a_character_with_5_strength_or_more():
    """最伟大的犯罪天才 (rotf-031): 驱逐所选的 ¤ 等于或大于 5 的角色。 Strength as it is now, modifiers
    included (7.8.1.1): a 3 ¤ character is not a choice."""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("rotf-031")
    strong = s.in_play("tfc-005", "p2")  # 哈迪斯——奥林匹斯山之王, 6 ¤
    weak, mine = s.in_play("tfc-012", "p2"), s.in_play("tfc-050")  # 3 ¤; 棉花糖, 5 ¤
    s.main(answer=f"play:{song}")
    choose(s, [strong, mine], [strong])
    assert defs(s, "p2.discard") == ["tfc-005"] and s.zone("p2.play") == [weak]


def test_cogsworth_gives_your_reckless_characters_an_activated_ability_while_he_is_in_play():
    """葛士华——会说话的钟 (rotf-143): \\等等\\ 你具鲁莽的角色获得“⟳～获得 1 点奇谈。” A granted ability is
    the character's own while the static applies (7.6.1) and ends when Cogsworth leaves (7.6.4)."""
    s = LorcanaScenario()
    cogsworth = s.in_play("rotf-143")
    gaston = s.in_play("tfc-110")  # 加斯顿——傲慢的猎人, <鲁莽>
    mickey = s.in_play("tfc-012")  # no <鲁莽>: not given it
    foe = s.in_play("tfc-110", "p2")  # not yours: not given it
    ask = s.main()
    menu = option_ids(ask)
    granted = f"activate:{gaston}:rotf-143/0"
    assert "⟳～你获得 1 点奇谈。" in next(o["label"] for o in ask["options"] if o["id"] == granted)  # unnamed: its text
    assert granted in menu and not [o for o in menu if o.startswith((f"activate:{mickey}", f"activate:{foe}", f"activate:{cogsworth}"))]
    s.main(answer=granted)
    assert s.lore("p1") == 1 and s.card(gaston)["exerted"]
    assert granted not in option_ids(s.main())  # ⟳ paid: it cannot be used again


def test_cogsworth_leaving_play_takes_the_granted_ability_away():
    """7.6.4: the static's effect ends the moment its source leaves play."""
    s = LorcanaScenario()
    cogsworth = s.in_play("rotf-143")
    gaston = s.in_play("tfc-110")
    assert f"activate:{gaston}:rotf-143/0" in option_ids(s.main())
    banish(s.ctx(), cogsworth)
    s.hand("tfc-012")
    assert not [o for o in option_ids(s.main()) if o.startswith("activate:")]


def test_fairy_godmother_gives_your_characters_challenger_and_a_return_to_hand_when_banished_in_a_challenge():
    """仙女教母——神秘兵器匠 (rotf-041): \\别想马车了，来把剑吧\\ 每当这个角色探奇时，你的角色本回合获得善战 +3 与
    “当这个角色在挑战中被驱逐时，将这张卡移回你手上。” The banished character looks back at the ability it had
    (8.4.4); a character played after the quest does not get it (7.6.3)."""
    s = LorcanaScenario()
    s.ink(3)
    godmother = s.in_play("rotf-041")
    mickey = s.in_play("tfc-012")  # 3 ¤ / 3 ⛉
    late = s.hand("tfc-012")
    hades = s.in_play("tfc-005", "p2", exerted=True)  # 6 ¤ / 7 ⛉
    s.main(answer=f"quest:{godmother}")
    s.main(answer=f"play:{late}")
    late = s.zone("p1.play")[-1]
    assert granted_abilities(s.state, late) == [] and not has_keyword(s.state, late, "challenger")
    assert [key for key, _ in granted_abilities(s.state, mickey)] == ["rotf-041/0"]
    s.main(answer=f"challenge:{mickey}")  # the one exerted opposing character is chosen
    assert s.damage(hades) == 6  # 3 ¤ + <善战> +3
    assert defs(s, "p1.hand") == ["tfc-012"] and defs(s, "p1.discard") == []  # back to hand, not banished


def test_beast_selfless_protector_takes_the_damage_dealt_to_your_other_characters_as_counters():
    """野兽——无私的护卫 (rotf-172): \\保护他人\\ 如果你的一个其他角色将受到伤害，则改为在这个角色上放置等量的伤害
    指示物。 A replacement (7.7.2): Mickey is dealt nothing, so he survives a 6 ¤ challenger; the damage
    he deals back is dealt as usual."""
    s = LorcanaScenario()
    beast = s.in_play("rotf-172")  # 8 ⛉
    mickey = s.in_play("tfc-012", exerted=True)  # 3 ⛉
    hades = s.in_play("tfc-005", "p2")
    s.hand("tfc-012", "p2")
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{hades}")  # the exerted Mickey is the one choice
    assert s.damage(mickey) == 0 and s.damage(beast) == 6 and s.damage(hades) == 3
    assert not [e for e in s.events if e["type"] == "damage_dealt" and e["card"] in (mickey, beast)]


def test_teeth_and_ambitions_damages_your_character_to_damage_another():
    """理想更高 (rotf-130): 向所选的你的角色造成 2 点伤害来向所选的另一个角色造成 2 点伤害。 "[A]来[B]" (7.1.2.2):
    A is a cost; "另一个" is any character but the one just chosen (7.1.5)."""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("rotf-130")
    mickey, friend = s.in_play("tfc-012"), s.in_play("tfc-036")
    hades = s.in_play("tfc-005", "p2")
    s.main(answer=f"play:{song}")
    choose(s, [mickey, friend], [mickey])
    choose(s, [friend, hades], [hades])
    assert s.damage(mickey) == 2 and s.damage(hades) == 2 and s.damage(friend) == 0


def test_teeth_and_ambitions_does_nothing_without_a_character_of_yours():
    """A cost that cannot be paid stops the effect (7.1.2.2)."""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("rotf-130")
    hades = s.in_play("tfc-005", "p2")
    s.hand("tfc-012")
    s.main(answer=f"play:{song}")
    s.main()
    assert s.damage(hades) == 0 and defs(s, "p1.discard") == ["rotf-130"]


def test_lucifer_cunning_cat_each_opponent_discards_one_action_instead_of_two_cards():
    """鲁斯佛——狡猾的猫咪 (rotf-085): \\捕鼠器\\ 当你打出这个角色时，每位对手各选择并弃置 2 张卡或 1 张行动卡。 The
    opponent chooses the way (1.6.2), and then which action."""
    s = LorcanaScenario()
    s.ink(5)
    lucifer = s.hand("rotf-085")
    s.hand("tfc-164", "p2")  # 抢先一步, an action
    kept = [s.hand("tfc-012", "p2"), s.hand("tfc-036", "p2")]
    s.main(answer=f"play:{lucifer}")
    s.expect("p2", "choose_option", options=["cards", "one"], answer=["one"])  # the one action goes
    s.main("p2")  # p1 had nothing left to do: p2's turn (after drawing)
    assert defs(s, "p2.discard") == ["tfc-164"] and s.zone("p2.hand")[:2] == kept


def test_lucifer_cunning_cat_without_an_action_two_cards_are_discarded():
    """With no action in hand only "2 张卡" can be done (1.2.3); the opponent is still asked, so no one
    learns what the hand lacks."""
    s = LorcanaScenario()
    s.ink(5)
    lucifer = s.hand("rotf-085")
    cards = [s.hand("tfc-012", "p2"), s.hand("tfc-036", "p2"), s.hand("tfc-036", "p2")]
    s.main(answer=f"play:{lucifer}")
    s.expect("p2", "choose_option", options=["cards"], answer=["cards"])
    s.expect("p2", "choose_cards", options=cards, answer=cards[:2])
    s.main("p2")  # p1 had nothing left to do: p2's turn (after drawing)
    assert cards[2] in s.zone("p2.hand") and defs(s, "p2.discard") == ["tfc-012", "tfc-036"]
