"""Into the Inklands (set 3) cards with the trigger vocabulary of abilities.Trigger (moving to a
location, damage dealt, discarding, the inkwell, a location's "在此处" events) and the "this turn"
record (this_turn.py): the printed ability, a position, the answers, the resulting state."""

from engine.games.lorcana.stats import stat
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario, choose

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, no text
STEAMBOAT = "tfc-089"  # Mickey Mouse – Steamboat Pilot: 3/4, no text


def test_cubby_gets_3_strength_this_turn_whenever_he_moves_to_a_location():
    """库比——走失的大力小孩 (iti-069): \\熊娃\\ 每当这个角色移至一处地点时，他本回合得 +3 {S}。 (4.3.7.5)"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand(MICKEY)
    place = s.in_play("iti-204")  # The Bayou: move cost 1
    cubby = s.in_play("iti-069")
    s.main(answer=f"move:{cubby}:{place}")
    assert stat(s.state, cubby, "strength") == 6
    s.main(answer="end")
    s.main("p2", answer="end")
    assert stat(s.state, cubby, "strength") == 3  # "this turn" ended (4.4.1.3)


def test_hydra_deals_the_same_amount_it_was_dealt_to_a_chosen_opposing_character():
    """海德拉——致命的大蛇 (iti-108): \\小心牙齿\\ 每当这个角色受到伤害时，向所选的对手角色造成等量伤害。
    The amount is the damage dealt (9.1), after Resist (10.6)."""
    s = LorcanaScenario()
    exile = s.in_play("iti-202")  # Maui's Place of Exile: characters here gain Resist +1
    hydra = s.in_play("iti-108", exerted=True, at=exile)
    attacker = s.in_play(STEAMBOAT, "p2")  # 3 strength, so 2 is dealt; Hydra's 6 banishes him
    other = s.in_play("tfc-005", "p2")  # Hades: 7 willpower
    s.hand(MICKEY)
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p2", "choose_targets", answer=[hydra])
    # the only opposing character left is chosen (the challenger was banished first, 1.9.1)
    assert s.damage(hydra) == 2 and s.damage(other) == 2


def test_shenzi_gets_3_strength_and_may_draw_when_she_challenges_while_at_a_location():
    """绅子——鬣狗群领袖 (iti-085): \\我来搞定这个\\ 只要这个角色在地点内，她便得 +3 {S}。
    %\\急什么？\\ 只要这个角色在地点内，每当她挑战另一个角色时，你可以抽一张卡。"""
    s = LorcanaScenario()
    place = s.in_play("iti-204")
    shenzi = s.in_play("iti-085", at=place)
    elsewhere = s.in_play("iti-085")
    assert (stat(s.state, shenzi, "strength"), stat(s.state, elsewhere, "strength")) == (3, 0)
    target = s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{shenzi}")  # the only target is chosen
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2 and s.damage(target) == 3
    s.main(answer=f"challenge:{elsewhere}")  # not at a location: no trigger
    s.main()
    assert len(s.zone("p1.hand")) == 2


def test_airfoil_draws_only_after_2_actions_this_turn():
    """飞行板 (iti-097): \\我要先走一步\\ {E}～如果你本回合打出过 2 个或更多行动，则抽一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    airfoil = s.in_play("iti-097")
    s.hand(MICKEY)
    s.in_play(STEAMBOAT)
    s.main(answer=f"play:{s.hand('urr-062')}")  # 登场: one action (its one target is chosen)
    s.main(answer=f"activate:{airfoil}:0")
    assert len(s.zone("p1.hand")) == 1  # one action is not two: no card
    s.card(airfoil)["exerted"] = False
    s.main(answer=f"play:{s.hand('urr-062')}")
    s.main(answer=f"activate:{airfoil}:0")
    assert len(s.zone("p1.hand")) == 2


def test_kuzcos_palace_banishes_the_challenger_of_a_character_banished_here():
    """库斯德的宫殿——国王的家 (iti-102): \\城墙\\ 每当一个角色在此处受到挑战并被驱逐时，驱逐发起挑战的角色。
    The banished character is looked back at where it was (8.4.4)."""
    s = LorcanaScenario()
    palace = s.in_play("iti-102", "p2")
    here = s.in_play(MICKEY, "p2", exerted=True, at=palace)
    attacker = s.in_play("iti-104")  # 6/5: banishes Mickey, takes 3
    s.hand(MICKEY)
    s.main(answer=f"challenge:{attacker}")
    s.expect("p1", "choose_targets", answer=[here])
    assert here not in s.zone("p2.play") and attacker not in s.zone("p1.play")


def test_kuzcos_palace_does_not_trigger_for_a_challenger_banished_or_a_character_elsewhere():
    s = LorcanaScenario()
    s.in_play("iti-102", "p2")
    elsewhere = s.in_play(MICKEY, "p2", exerted=True)
    attacker = s.in_play("iti-104")
    s.hand(MICKEY)
    s.main(answer=f"challenge:{attacker}")
    s.expect("p1", "choose_targets", answer=[elsewhere])
    assert elsewhere not in s.zone("p2.play") and attacker in s.zone("p1.play")


def test_gramma_tala_gains_1_lore_for_each_card_put_into_your_inkwell():
    """塔拉祖母——大海之灵 (iti-143): <转形> 5%\\你是谁你知道吗？\\ 每当一张卡被放进你的奇墨池时，获得 1 点奇谈。
    Inking (4.3.3) and effects alike, one trigger per card (8.5.2); the opponent's inkwell is not yours."""
    s = LorcanaScenario()
    s.in_play("iti-143")
    s.ink(2)
    card = s.hand(MICKEY)
    s.hand(STEAMBOAT)
    s.main(answer=f"ink:{card}")
    assert s.lore("p1") == 1
    s.main(answer=f"play:{s.hand('tfc-164')}")  # a song: the top card of your deck into your inkwell
    assert s.lore("p1") == 2
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"ink:{s.cards('p2.hand')[0]}")
    assert s.lore("p1") == 2


def test_tinker_bell_may_put_your_banished_item_into_your_inkwell_exerted():
    """小叮当——聪明过人的仙子 (iti-157): \\我能用这个\\ 每当你的一个物品被驱逐时，你可以将那张卡正面朝下，并为
    力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.in_play("iti-157")
    s.in_play("rotf-034")  # an item of yours
    s.ink(2, "p2")
    s.hand(MICKEY)
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"play:{s.hand('tfc-196', 'p2')}")  # banish chosen item: the only one
    s.expect("p1", "yes_no", answer=["yes"])
    (inked,) = [c for c in s.zone(zone("p1", "inkwell"))]
    assert s.card(inked)["def"] == "rotf-034" and s.card(inked)["exerted"] and s.card(inked).get("face_down")
    assert not s.zone("p1.discard")


def test_motunui_may_put_a_character_banished_here_into_your_inkwell():
    """莫图鲁尼——海岛天堂 (iti-170): \\重获新生\\ 每当一个角色在此处被驱逐时，你可以将那张卡正面朝下，并为力竭
    状态放进你的奇墨池。The character is looked back at where it was (8.4.4)."""
    s = LorcanaScenario()
    ink = s.ink(1)
    motunui = s.in_play("iti-170")
    here = s.in_play(MICKEY, at=motunui, damage=2)
    elsewhere = s.in_play(MICKEY, damage=2)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-197')}")  # 2 damage to chosen character
    choose(s, [here, elsewhere], [here])
    s.expect("p1", "yes_no", answer=["yes"])
    (inked,) = set(s.zone(zone("p1", "inkwell"))) - set(ink)
    assert s.card(inked)["def"] == MICKEY and s.card(inked)["exerted"] and s.card(inked).get("face_down")
    assert not s.cards("p1.discard", MICKEY)


def test_motunui_does_not_trigger_for_a_character_banished_elsewhere():
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("iti-170")
    elsewhere = s.in_play(MICKEY, damage=2)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-197')}")
    s.main()
    assert s.cards("p1.discard", MICKEY) and len(s.zone(zone("p1", "inkwell"))) == 1
    assert elsewhere not in s.zone("p1.play")


def test_sheriff_of_nottingham_may_deal_1_damage_for_each_card_you_discard():
    """侍卫长——腐败官员 (iti-191): \\交税就是很疼\\ 每当你弃置一张卡时，你可以向所选的对手角色造成 1 点伤害。
    Discarding: from your hand into your discard (glossary 弃置), once per card (7.4.1)."""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("iti-191")
    target = s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-199')}")  # draw 2, then choose and discard 2
    s.expect("p1", "choose_cards", answer=s.cards("p1.hand")[:2])
    for _ in range(2):  # two triggers of one source: the bag asks which first (8.7.4)
        ask = s.ask("p1")
        if ask["kind"] == "choose_option":
            s.expect("p1", "choose_option", answer=[ask["options"][0]["id"]])
        s.expect("p1", "yes_no", answer=["yes"])  # the one opposing character is chosen
    assert s.damage(target) == 2


def test_thaddeus_may_deal_1_damage_when_he_quests_while_at_a_location():
    """赛迪厄斯·克兰——金属领袖 (iti-194): \\我的牙齿更锋利\\ 每当这个角色在地点内探奇时，你可以向所选的角色
    造成 1 点伤害。"""
    s = LorcanaScenario()
    place = s.in_play("iti-204")
    klang = s.in_play("iti-194", at=place)
    target = s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.main(answer=f"quest:{klang}")
    ask = s.ask("p1")
    if ask["kind"] == "choose_option":  # The Bayou's trigger too: Klang's first
        s.expect("p1", "choose_option", answer=[o["id"] for o in ask["options"] if "赛迪厄斯" in o["label"]])
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=[target])
    assert s.damage(target) == 1


def test_thaddeus_not_at_a_location_does_not_trigger():
    s = LorcanaScenario()
    klang = s.in_play("iti-194")
    s.hand(MICKEY)
    s.main(answer=f"quest:{klang}")
    s.main()
    assert s.lore("p1") == 2


def test_the_bayou_lets_you_draw_then_discard_whenever_a_character_quests_here():
    """河湾——神秘的沼泽 (iti-204): \\给我指路\\ 每当一个角色在此处探奇时，你可以抽一张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    bayou = s.in_play("iti-204")
    here = s.in_play(MICKEY, at=bayou)
    elsewhere = s.in_play(MICKEY)
    kept = s.hand(STEAMBOAT)
    s.on_top(MICKEY)
    s.main(answer=f"quest:{elsewhere}")
    s.main(answer=f"quest:{here}")
    s.expect("p1", "yes_no", answer=["yes"])
    drawn = [c for c in s.zone("p1.hand") if c != kept]
    s.expect("p1", "choose_cards", answer=drawn)
    assert s.zone("p1.hand") == [kept] and len(s.zone("p1.discard")) == 1


def test_heihei_makes_each_opponent_lose_1_lore_once_per_turn_when_he_moves():
    """憨憨——意外的探险鸡 (iti-107): \\四处乱走\\ 每回合一次，当这个角色移至一处地点时，每位对手各失去 1 点奇谈。
    The second move in a turn sets off nothing; the next turn it triggers again."""
    s = LorcanaScenario()
    s.ink(3)
    bayou = s.in_play("iti-204")
    motunui = s.in_play("iti-170")
    heihei = s.in_play("iti-107")
    s.set_player("p2", lore=5)
    s.hand(MICKEY)
    s.main(answer=f"move:{heihei}:{bayou}")
    s.main(answer=f"move:{heihei}:{motunui}")
    assert s.lore("p2") == 4
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer="end")
    s.main(answer=f"move:{heihei}:{bayou}")
    assert s.lore("p2") == 3


def test_moana_born_leader_readies_the_other_characters_at_her_location_when_she_quests_there():
    """莫阿娜——天生领袖 (iti-116): <转形> 3%\\欢迎登船\\ 每当这个角色在地点内探奇时，令所有其他在该处的角色就绪。
    他们本回合不能再探奇。"""
    s = LorcanaScenario()
    bayou = s.in_play("iti-204")
    motunui = s.in_play("iti-170")
    moana = s.in_play("iti-116", at=bayou)
    with_her = s.in_play(MICKEY, exerted=True, at=bayou)
    other_place = s.in_play(MICKEY, exerted=True, at=motunui)
    s.hand(MICKEY)
    s.main(answer=f"quest:{moana}")
    ask = s.ask("p1")
    if ask["kind"] == "choose_option":  # The Bayou's trigger too: Moana's first
        s.expect("p1", "choose_option", answer=[o["id"] for o in ask["options"] if "莫阿娜" in o["label"]])
    s.expect("p1", "yes_no", answer=["no"])  # The Bayou's draw
    options = [o["id"] for o in s.main()["options"]]
    assert not s.card(with_her)["exerted"] and s.card(other_place)["exerted"]
    assert f"quest:{with_her}" not in options  # can't quest again this turn


def test_gustav_enters_exerted_stays_exerted_and_may_ready_when_another_of_yours_banishes_in_a_challenge():
    """巨人古斯塔夫——王国的威胁 (iti-173): \\五花大绑\\ 这个角色进场时为力竭状态且在你的回合开始时不能就绪。
    %\\挣脱\\ 在你的回合中，每当你的一个其他角色在挑战中驱逐另一个角色时，你可以令这个角色就绪。"""
    s = LorcanaScenario()
    s.ink(3)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('iti-173')}")
    (gustav,) = s.cards("p1.play", "iti-173")
    assert s.card(gustav)["exerted"]
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.in_play(MICKEY, "p2", exerted=True)
    s.main("p2", answer="end")
    assert s.card(gustav)["exerted"]  # not readied in the ready step (4.2.1.1)
    hades = s.in_play("tfc-005")
    s.main(answer=f"challenge:{hades}")  # the one exerted opposing character is chosen and banished
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(gustav)["exerted"]


def test_gustav_banishing_in_a_challenge_himself_does_not_ready_anything():
    s = LorcanaScenario()
    gustav = s.in_play("iti-173")
    s.in_play(MICKEY, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{gustav}")
    s.main()
    assert s.card(gustav)["exerted"] and not s.cards("p2.play")
