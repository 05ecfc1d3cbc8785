"""Amethyst card scenarios of 第三章 (iti-035 to iti-068): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs

# No implemented card is a hyena yet: a vanilla one for 拉飞奇.
HYENA = CardDef(
    id="tst-301", name="鬣狗", subtitle="测试", name_en="Hyena", subtitle_en="Test", type="character", ink="emerald",
    cost=2, inkable=True, strength=4, willpower=4, lore=1, rarity="common", classifications=["故事源形", "鬣狗"],
)  # fmt: skip


def test_chernabogs_followers_may_banish_themselves_to_draw():
    """切尔诺伯格的信奉者——邪恶生灵 (iti-036): \\不息恶灵\\ 每当这个角色探奇时，你可以将其驱逐来抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    follower = s.in_play("iti-036")
    s.main(answer=f"quest:{follower}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.lore("p1") == 1 and s.cards("p1.discard", "iti-036") and len(s.zone("p1.hand")) == 2


def test_chernabogs_followers_declined_stay():
    s = LorcanaScenario()
    s.hand("tfc-012")
    follower = s.in_play("iti-036")
    s.main(answer=f"quest:{follower}")
    s.expect("p1", "yes_no", answer=["no"])
    assert follower in s.zone("p1.play") and len(s.zone("p1.hand")) == 1


def test_diablo_faithful_pet_looks_at_the_top_card_when_you_play_maleficent():
    """迪艾瓦——忠诚的宠物 (iti-037): \\寻找奥罗拉\\ 每当你打出一个名称为黑巫婆的角色时，你可以查看你卡组顶的
    那张卡。将其置于你的卡组顶或卡组底。"""
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("iti-037")
    maleficent = s.hand("tfc-048")  # 黑巫婆——静待良机, cost 1
    s.hand("tfc-012")
    top = s.on_top("tfc-040")
    s.main(answer=f"play:{maleficent}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", options=["top", "bottom"], answer=["bottom"])
    assert top not in s.zone("p1.deck") and defs(s, "p1.deck")[0] == "tfc-040"


def test_hydros_exerts_a_chosen_character():
    """海卓斯——冰霜泰坦巨魔 (iti-039): \\暴风雪\\ {E}～令所选的角色力竭。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    hydros = s.in_play("iti-039")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"activate:{hydros}:0")
    choose(s, [hydros, theirs], [theirs])
    assert s.card(theirs)["exerted"] and s.card(hydros)["exerted"]


def test_jafar_lamp_thief_puts_one_on_top_and_one_on_the_bottom():
    """贾方——窃灯贼 (iti-041): \\现在我才是你的主人\\ 当你打出这个角色时，查看你卡组顶的 2 张卡。将一张置于你
    的卡组顶，另一张置于卡组底。"""
    s = LorcanaScenario()
    s.ink(3)
    jafar = s.hand("iti-041")
    second = s.on_top("tfc-040")
    first = s.on_top("tfc-089")
    s.main(answer=f"play:{jafar}")
    s.expect("p1", "choose_cards", options=[first, second], answer=[second])
    assert defs(s, "p1.deck")[-1] == "tfc-040" and defs(s, "p1.deck")[0] == "tfc-089"


def test_magic_broom_dancing_duster_exerts_and_holds_an_opponent_with_a_sorcerer_in_play():
    """奇妙扫帚——曼舞除尘具 (iti-044): \\强力清洁\\ 当你打出这个角色时，如果你在场上有巫师角色，则你可以令
    所选的对手角色力竭。他在其下一个回合的开始时不能就绪。"""
    s = LorcanaScenario()
    s.ink(6)
    broom = s.hand("iti-044")
    s.hand("tfc-012")
    s.in_play("tfc-037")  # 费利西尔, sorcerer
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{broom}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(theirs)["exerted"]
    s.main(answer="end")
    assert s.card(theirs)["exerted"]  # not readied at the start of p2's turn


def test_magic_broom_dancing_duster_needs_a_sorcerer():
    s = LorcanaScenario()
    s.ink(6)
    broom = s.hand("iti-044")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{broom}")
    s.main()
    assert not s.card(theirs)["exerted"]


def test_rafiki_takes_no_damage_challenging_a_hyena(monkeypatch):
    """拉飞奇——神秘的斗士 (iti-054): <善战> +3%\\远古技艺\\ 每当他挑战一个鬣狗角色时，这个角色不会在该次挑战
    中受到伤害。"""
    monkeypatch.setitem(card_db(), HYENA.id, HYENA)
    s = LorcanaScenario()
    s.hand("tfc-012")
    rafiki = s.in_play("iti-054")
    hyena = s.in_play(HYENA.id, "p2", exerted=True)  # 4/4
    s.main(answer=f"challenge:{rafiki}")
    assert s.damage(rafiki) == 0 and s.damage(hyena) == 3 and rafiki in s.zone("p1.play")


def test_rafiki_is_hurt_challenging_others():
    s = LorcanaScenario()
    s.hand("tfc-012")
    rafiki = s.in_play("iti-054")
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{rafiki}")
    assert s.cards("p1.discard", "iti-054")


def test_ursula_sea_witch_keeps_a_chosen_opponent_from_readying():
    """乌苏拉——海巫婆 (iti-059): \\来不及了\\ 每当这个角色探奇时，所选的对手角色在其下一个回合的开始时不能
    就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    ursula = s.in_play("iti-059")
    theirs = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"quest:{ursula}")
    s.main(answer="end")
    assert s.card(theirs)["exerted"]


def test_bestow_a_gift_moves_1_damage_to_an_opposing_character():
    """送上祝福 (iti-060): 将 1 个伤害指示物从所选的角色移到所选的对手角色上。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("iti-060")
    hurt = s.in_play("tfc-017", damage=2)
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    assert s.damage(hurt) == 1 and s.damage(theirs) == 1


def test_last_ditch_effort_exerts_an_opponent_and_gives_challenger_2():
    """最后一搏 (iti-062): 令所选的对手角色力竭。然后令所选的你的角色本回合获得<善战> +2。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("iti-062")
    s.hand("tfc-012")
    mine = s.in_play("tfc-089")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{action}")
    assert s.card(theirs)["exerted"] and has_keyword(s.state, mine, "challenger")
    s.main(answer=f"challenge:{mine}")
    assert theirs not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-012"]
    assert stat(s.state, mine, "strength") == 3


def test_mama_odie_voice_of_wisdom_may_move_up_to_2_damage_to_an_opponent():
    """乌迪嬷嬷——智慧之声 (iti-052): \\听嬷嬷跟你说吧\\ 每当这个角色探奇时，你可以将至多 2 个伤害指示物从所选的角色
    移到所选的对手角色上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    odie = s.in_play("iti-052")
    hurt = s.in_play("tfc-017", damage=3)
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"quest:{odie}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 2


def test_jafar_striking_illusionist_gains_1_lore_per_card_drawn_on_your_turn_while_exerted():
    """贾方——瞩目幻术师 (iti-042): <转形> 5%<灵活>%\\强大莫测\\ 在你的回合中，只要这个角色为力竭状态，每当你抽一张卡
    时，获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    s.in_play("iti-042", exerted=True)
    s.main(answer=f"play:{s.hand('iti-096')}")  # 想让婆家相中: draw 2, then discard 1
    s.expect("p1", "choose_cards", answer=[s.zone("p1.hand")[0]])
    ask = s.expect("p1", "choose_option")  # two triggers, one per card drawn
    s.expect("p1", "choose_option", answer=[ask["options"][0]["id"]])
    assert s.lore("p1") == 2


def test_jafar_striking_illusionist_does_nothing_while_ready():
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    s.in_play("iti-042")
    s.main(answer=f"play:{s.hand('iti-096')}")
    s.expect("p1", "choose_cards", answer=[s.zone("p1.hand")[0]])
    assert s.lore("p1") == 0


def test_maleficent_mistress_of_all_evil_may_move_damage_whenever_you_draw_on_your_turn():
    """黑巫婆——万恶女神 (iti-051): \\黑暗禁识\\ 每当这个角色探奇时，你可以抽一张卡。%\\占卜术\\ 在你的回合中，每当你抽
    一张卡时，你可以将 1 个伤害指示物从所选的角色移到所选的对手角色上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    maleficent = s.in_play("iti-051")
    hurt = s.in_play("tfc-017", damage=2)
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"quest:{maleficent}")
    s.expect("p1", "yes_no", answer=["yes"])  # draw
    s.expect("p1", "yes_no", answer=["yes"])  # move a damage counter
    assert len(s.zone("p1.hand")) == 2 and s.damage(hurt) == 1 and s.damage(theirs) == 1


def test_stratos_gains_lore_per_titan_of_yours():
    """斯特拉托斯——龙卷泰坦巨魔 (iti-055): <灵活>%\\旋风\\ {E}～获得等同于你在场上泰坦角色数量的奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    stratos = s.in_play("iti-055")
    s.in_play("iti-039")  # 海卓斯, titan
    s.in_play("iti-039", "p2")  # not yours
    s.main(answer=f"activate:{stratos}:0")
    assert s.lore("p1") == 2


def test_the_lamp_draws_2_with_jafar_and_returns_a_character_with_genie():
    """神灯 (iti-064): \\善或恶\\ 驱逐这个物品～如果你在场上有名称为贾方的角色，抽 2 张卡。如果你在场上有名称为精灵的
    角色，将所选的费用等于或小于 4 的角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    lamp = s.in_play("iti-064")
    s.in_play("iti-041")  # 贾方
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{lamp}:0")
    assert len(s.zone("p1.hand")) == 3 and theirs in s.zone("p2.play")  # no Genie: nothing returns


def test_the_lamp_with_genie_only_returns_a_character():
    s = LorcanaScenario()
    s.hand("tfc-012")
    lamp = s.in_play("iti-064")
    genie = s.in_play("iti-141")  # 精灵, cost 2
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{lamp}:0")
    choose(s, [genie, theirs], [theirs])
    assert len(s.zone("p1.hand")) == 1 and defs(s, "p2.hand") == ["tfc-089"]


def test_genie_supportive_friend_may_shuffle_himself_into_the_deck_to_draw_3():
    """精灵——助力的好友 (iti-038): \\三个愿望\\ 每当这个角色探奇时，你可以将这张卡洗入你的卡组来抽 3 张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    genie = s.in_play("iti-038")
    s.main(answer=f"quest:{genie}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.lore("p1") == 1 and len(s.zone("p1.hand")) == 4 and not s.cards("p1.play", "iti-038")


def test_pua_may_shuffle_itself_into_the_deck_when_banished():
    """胖胖——圆腰伙伴 (iti-053): \\永远相伴\\ 当这个角色被驱逐时，你可以将这张卡洗入你的卡组。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-053", exerted=True)  # 2/2
    before = len(s.zone("p1.deck"))
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.cards("p1.discard", "iti-053") and len(s.zone("p1.deck")) == before + 1
    assert "iti-053" in defs(s, "p1.deck")
