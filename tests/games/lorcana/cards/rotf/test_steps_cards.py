"""Set-2 card scenarios for the step/amount/filter vocabulary (filters with "A或B", amounts counted
from the game): the printed ability, a position, the answers, the resulting state."""

from engine.core.context import PUBLIC
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_grand_duke_strengthens_your_princes_princesses_kings_and_queens():
    """公爵——国王的参谋 (rotf-009): \\是，陛下\\ 你的王子、公主、君王和女王角色得 +1 {S}。"""
    s = LorcanaScenario()
    s.in_play("rotf-009")
    prince, queen, commoner = s.in_play("tfc-016"), s.in_play("tfc-035"), s.in_play("tfc-012")
    their_queen = s.in_play("tfc-035", "p2")
    assert (stat(s.state, prince, "strength"), stat(s.state, queen, "strength")) == (4, 3)
    assert stat(s.state, commoner, "strength") == 3 and stat(s.state, their_queen, "strength") == 2


def test_zero_to_hero_reduces_the_next_character_by_your_character_count():
    """无名变英雄 (rotf-032): 计算你在场上的角色数量。你本回合打出的下一个角色少支付该数量的 {I}。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("rotf-032")
    mickey = s.hand("tfc-012")  # cost 3
    s.hand("tfc-012")
    s.in_play("tfc-036"), s.in_play("tfc-036")
    s.in_play("tfc-036", "p2")  # an opponent's character does not count
    s.main(answer=f"play:{song}")  # 2 ink paid, 2 left
    s.main(answer=f"play:{mickey}")  # 3 - 2 = 1
    assert mickey not in s.zone("p1.hand") and ready_ink(s.state, "p1") == 1


def test_pack_tactics_gains_lore_per_damaged_opposing_character():
    """豹群战术 (rotf-100): 每有一个受伤的角色在对手场上，便获得1点奇谈。"""
    s = LorcanaScenario()
    s.ink(4)
    s.hand("tfc-012")
    action = s.hand("rotf-100")
    s.in_play("tfc-012", "p2", damage=1), s.in_play("tfc-012", "p2", damage=2), s.in_play("tfc-012", "p2")
    s.in_play("tfc-012", damage=1)  # yours: not counted
    s.main(answer=f"play:{action}")
    assert s.lore("p1") == 2


def test_donald_duck_not_again_gets_1_lore_per_damage_on_him():
    """唐老鸭——再遭重创！ (rotf-106): <灵活>%\\呸！\\ 这个角色上每有 1 点伤害，便得 +1 {L}。"""
    s = LorcanaScenario()
    donald = s.in_play("rotf-106", damage=3)
    assert stat(s.state, donald, "lore") == 4


def test_dinner_bell_draws_per_damage_then_banishes_that_character():
    """晚餐铃 (rotf-134): \\你知道会有什么下场\\ {E}，2 {I}～抽若干张卡，数量等同于所选的你的角色上的伤害数量，然后将他驱逐。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    bell = s.in_play("rotf-134")
    hurt, other = s.in_play("tfc-012", damage=2), s.in_play("tfc-012")
    s.in_play("tfc-012", "p2", damage=3)  # not yours
    s.main(answer=f"activate:{bell}:0")
    choose(s, [hurt, other], [hurt])
    assert len(s.zone("p1.hand")) == 3 and hurt not in s.state["cards"] and other in s.zone("p1.play")


def test_sword_in_the_stone_adds_1_strength_per_damage_on_the_chosen_character():
    """石中剑 (rotf-136): {E}，2 {I}～所选的角色上每有 1 点伤害，他本回合便得 +1 {S}。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    sword = s.in_play("rotf-136")
    hurt, other = s.in_play("tfc-012", damage=2), s.in_play("tfc-036", damage=1)
    s.main(answer=f"activate:{sword}:0")
    choose(s, [hurt, other], [hurt])
    assert (stat(s.state, hurt, "strength"), stat(s.state, other, "strength")) == (5, 2)


def test_strength_of_a_raging_fire_deals_damage_equal_to_your_character_count():
    """满腔热血像那野火压境 (rotf-201): 向所选的角色造成等同于你在场上角色数量的伤害。"""
    s = LorcanaScenario()
    s.ink(3)
    s.hand("tfc-012")
    song = s.hand("rotf-201")
    s.in_play("tfc-036"), s.in_play("tfc-036"), s.in_play("iti-032")  # a location is not a character
    target = s.in_play("urr-052", "p2")  # willpower 4
    s.main(answer=f"play:{song}")
    choose(s, [*s.zone("p1.play")[:2], target], [target])
    assert s.damage(target) == 2


def test_nothing_to_hide_reveals_each_opponents_hand_then_draws():
    """无处躲藏 (rotf-165): 每位对手各展示其手卡。抽一张卡。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(1)
    s.hand("tfc-012")
    action = s.hand("rotf-165")
    shown = [s.hand("tfc-012", "p2"), s.hand("tfc-036", "p3")]
    s.main(answer=f"play:{action}")
    assert all(s.card(c)["visible_to"] == PUBLIC for c in shown) and len(s.zone("p1.hand")) == 2


def test_basil_great_mouse_detective_draws_2_only_when_shifted():
    """巴索——妙妙探 (rotf-138): <转形> 5%\\机会永远都有\\ 当你打出这个角色时，如果你利用<转形>打出他，则你可以抽2张卡。"""
    s = LorcanaScenario()
    s.ink(6)
    basil = s.hand("rotf-138")
    s.hand("tfc-012")
    s.main(answer=f"play:{basil}")  # played for ink, not shifted: nothing asked
    assert len(s.zone("p1.hand")) == 1 and s.lore("p1") == 0


def test_judy_hopps_may_banish_an_item_whose_player_draws():
    """朱迪·霍普斯——乐观的警官 (rotf-152): \\别叫我小可爱\\ 当你打出这个角色时，你可以驱逐所选的物品。其玩家抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    s.hand("tfc-012")
    judy = s.hand("rotf-152")
    theirs = s.in_play("tfc-032", "p2")
    s.main(answer=f"play:{judy}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert theirs not in s.state["cards"] and len(s.zone("p2.hand")) == 1 and len(s.zone("p1.hand")) == 1


def test_lady_tremaine_overbearing_matriarch_taxes_only_opponents_ahead_of_you():
    """特曼妮夫人——专横的女家长 (rotf-111): \\你就免了\\ 当你打出这个角色时，每位奇谈比你多的对手各失去 1 点奇谈。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(2)
    s.hand("tfc-012")
    tremaine = s.hand("rotf-111")
    s.player("p1")["lore"], s.player("p2")["lore"], s.player("p3")["lore"] = 3, 4, 3
    s.main(answer=f"play:{tremaine}")
    assert (s.lore("p2"), s.lore("p3")) == (3, 3)


def test_lady_tremaine_imperious_queen_makes_each_opponent_banish_one_of_theirs():
    """特曼妮夫人——蛮横的皇后 (rotf-110): <转形> 4%\\终掌大权\\ 当你打出这个角色时，每位对手各选择并驱逐其一个角色。"""
    s = LorcanaScenario()
    s.ink(4)
    s.hand("tfc-012")
    queen = s.hand("rotf-110")
    s.in_play("rotf-111")
    keep, lose = s.in_play("tfc-012", "p2"), s.in_play("tfc-036", "p2")
    s.main(answer=f"shift:{queen}")
    s.expect("p2", "choose_targets", options=[keep, lose], answer=[lose])
    assert lose not in s.state["cards"] and keep in s.zone("p2.play")


def test_falling_down_the_rabbit_hole_each_player_inks_one_of_their_characters():
    """掉进兔子洞 (rotf-162): 每位玩家从自己的角色中各选择一个，将他们正面朝下并为力竭状态放进各自的奇墨池。"""
    s = LorcanaScenario()
    s.ink(4)
    s.hand("tfc-012")
    action = s.hand("rotf-162")
    mine, kept = s.in_play("tfc-012"), s.in_play("tfc-036")
    theirs = s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[mine, kept], answer=[mine])
    assert mine not in s.state["cards"] and theirs not in s.state["cards"] and kept in s.zone("p1.play")
    assert len(s.zone("p1.inkwell")) == 5 and len(s.zone("p2.inkwell")) == 1


def test_mufasa_betrayed_leader_may_play_a_revealed_character_exerted_for_free():
    """木法沙——惨遭背叛的领袖 (rotf-014): \\太阳会下沉\\ 当这个角色被驱逐时，你可以展示你卡组顶的那张卡。如果它是角色卡，则你可以
    免费打出该角色，且他进场时为力竭状态。否则，将它放回你的卡组顶。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    mufasa = s.in_play("rotf-014", damage=2)  # 3/3
    s.in_play("tfc-012", "p2", exerted=True)  # 3/3: both are banished
    top = s.on_top("tfc-040")
    s.main(answer=f"challenge:{mufasa}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[top], answer=[top])
    (elsa,) = s.cards("p1.play", "tfc-040")
    assert s.card(elsa)["exerted"] and s.zone("p1.inkwell") == []  # free (4.3.4.10)


def test_mulan_reflecting_puts_back_a_revealed_card_that_is_not_a_song():
    """木兰——真心 (rotf-016): <转形> 2%\\光宗耀祖\\ 每当这个角色探奇时，你可以展示你卡组顶的那张卡。如果它是歌曲卡，则你可以免费
    打出它。否则，将它放回你的卡组顶。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    mulan = s.in_play("rotf-016")
    top = s.on_top("tfc-040")
    s.main(answer=f"quest:{mulan}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.zone("p1.deck")[-1] == top and s.card(top)["visible_to"] == PUBLIC  # revealed, back on top


def test_mulan_reflecting_may_play_a_revealed_song_for_free():
    """木兰——真心 (rotf-016): a revealed song may be played for free (its effect resolves after hers, 7.1.6)."""
    s = LorcanaScenario()
    s.hand("tfc-012")
    mulan = s.in_play("rotf-016")
    s.on_top("rotf-201")  # 满腔热血像那野火压境: damage equal to your character count
    target = s.in_play("urr-052", "p2")
    s.main(answer=f"quest:{mulan}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", answer=[s.zone("p1.deck")[-1]])
    choose(s, [mulan, target], [target])
    assert s.damage(target) == 1 and defs(s, "p1.discard") == ["rotf-201"]


def test_gruesome_and_grim_plays_a_character_with_rush_that_is_banished_at_the_end_of_the_turn():
    """阴森的角落 (rotf-062): 免费打出一个费用等于或小于 4 的角色。他获得<速击>。在回合结束时，将他驱逐。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("rotf-062")
    mickey = s.hand("tfc-012")
    s.hand("tfc-036")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=[mickey, *s.cards("p1.hand", "tfc-036")], answer=[mickey])
    (played,) = s.cards("p1.play", "tfc-012")
    assert has_keyword(s.state, played, "rush") and s.zone("p1.inkwell") and len(s.cards("p1.play")) == 1
    s.main(answer="end")  # the delayed ability is the only item in the bag
    assert played not in s.state["cards"] and defs(s, "p1.discard") == ["rotf-062", "tfc-012"]


def test_madam_mim_rival_of_merlin_delayed_banish_misses_a_character_that_left_play():
    """蛮夫人——梅林的冤家 (rotf-048): <转形> 3%\\阴森的角落\\ {E}～免费打出一个费用等于或小于 4 的角色。他获得<速击>。在回合
    结束时，将他驱逐。 A card that left play is a new object (7.1.9.1): the delayed ability finds nothing."""
    s = LorcanaScenario()
    mim = s.in_play("rotf-048")
    mickey = s.hand("tfc-012")
    s.hand("iti-196")  # an action keeps the main phase asking
    s.main(answer=f"activate:{mim}:0")
    s.expect("p1", "choose_cards", options=[mickey], answer=[mickey])  # confirmed, though it must be played
    (played,) = s.cards("p1.play", "tfc-012")
    assert played != mickey and has_keyword(s.state, played, "rush")
    s.move(played, "p1.hand")
    s.main(answer="end")
    assert s.cards("p1.hand", "tfc-012") and s.zone("p1.discard") == [] and s.state["triggers"] == []


def test_yzma_scary_beyond_all_reason_shuffles_a_character_away_and_its_player_draws_2():
    """伊丝玛——恐怖到了极点 (rotf-060): <转形> 4%\\残酷的讽刺\\ 当你打出这个角色时，你可以将所选的另一个角色洗入其玩家的卡组。
    该玩家抽 2 张卡。"""
    s = LorcanaScenario()
    s.ink(6)
    yzma = s.hand("rotf-060")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-040", "p2")
    deck = len(s.zone("p2.deck"))
    s.main(answer=f"play:{yzma}")
    s.expect("p1", "yes_no", answer=["yes"])  # the only other character: no question
    assert theirs not in s.state["cards"] and s.zone("p2.play") == []
    assert len(s.zone("p2.hand")) == 2 and len(s.zone("p2.deck")) == deck + 1 - 2 and len(s.zone("p1.hand")) == 1


def test_ratigan_very_large_mouse_exerts_a_weak_opponent_and_readies_yours():
    """瑞根——超级大老鼠 (rotf-121): \\这是我的王国\\ 当你打出这个角色时，令所选的 {S} 等于或小于 3 的对手角色力竭。选择你的一个
    角色并令其就绪。他本回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(6)
    s.hand("tfc-012")
    ratigan = s.hand("rotf-121")
    weak = s.in_play("tfc-012", "p2")
    s.in_play("tfc-040", "p2")  # strength 4: not offered
    tired = s.in_play("tfc-012", exerted=True)
    s.main(answer=f"play:{ratigan}")  # one opponent fits: no question
    (new,) = s.cards("p1.play", "rotf-121")
    choose(s, [new, tired], [tired])
    assert s.card(weak)["exerted"] and not s.card(tired)["exerted"]
