"""Rise of the Floodborn (set 2) cards with the trigger vocabulary of abilities.Trigger (damage
dealt and removed, readying) and the "this turn" record (this_turn.py): the printed ability, a
position, the answers, the resulting state."""

import pytest

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario, choose

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, no text
STEAMBOAT = "tfc-089"  # Mickey Mouse – Steamboat Pilot: 3/4, no text


def test_christopher_robin_gains_2_lore_when_readied_with_2_other_characters():
    """克里斯托夫·罗宾——冒险家 (rotf-002): \\我们都在一起\\ 每当你令这个角色就绪时，如果你在场上有 2 个或更多其他
    角色，则获得 2 点奇谈。An effect readying him (tfc-131) sets it off."""
    s = LorcanaScenario()
    s.ink(1)
    robin = s.in_play("rotf-002", exerted=True)
    s.in_play(MICKEY)
    s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-131')}")  # ready chosen character; he can't quest this turn
    s.expect("p1", "choose_targets", answer=[robin])
    assert s.lore("p1") == 2


@pytest.mark.parametrize(("others", "lore"), [(2, 2), (1, 0)])
def test_christopher_robin_readied_in_your_ready_step_gains_lore_with_2_other_characters(others, lore):
    """4.2.1.1: the active player readies their cards; the trigger resolves in the set step. The
    "if" is checked when the trigger would be added (7.4.4.1)."""
    s = LorcanaScenario()
    robin = s.in_play("rotf-002", exerted=True)
    for _ in range(others):
        s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer="end")
    s.main()
    assert s.lore("p1") == lore and not s.card(robin).get("exerted")


def test_rapunzel_gifted_artist_may_draw_when_you_remove_damage_from_your_character():
    """乐佩——天才艺术家 (rotf-019): <转形> 3%\\闪出了力量\\ 每当你从你的一个角色上移去 1 点或数点伤害时，你可以
    抽一张卡。Removing 0 removes nothing and sets off nothing."""
    s = LorcanaScenario()
    s.ink(2)
    rapunzel = s.in_play("rotf-019")
    hurt = s.in_play(MICKEY, damage=2)
    theirs = s.in_play(MICKEY, "p2", damage=2)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-028')}")  # remove up to 2 damage from chosen character
    choose(s, [rapunzel, hurt, theirs], [theirs])
    s.expect("p1", "choose_number", answer=["2"])
    assert len(s.zone("p1.hand")) == 1  # an opponent's character: not one of yours
    s.main(answer=f"play:{s.hand('tfc-028')}")
    choose(s, [rapunzel, hurt, theirs], [hurt])
    s.expect("p1", "choose_number", answer=["1"])
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.damage(hurt) == 1 and len(s.zone("p1.hand")) == 2


def test_last_stand_banishes_only_a_character_challenged_this_turn():
    """最终奋战 (rotf-029): 驱逐所选的本回合曾受到挑战的角色。"""
    s = LorcanaScenario()
    s.ink(2)
    attacker = s.in_play(MICKEY)
    challenged = s.in_play("tfc-005", "p2", exerted=True)  # Hades 6/7 survives the challenge
    s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{attacker}")
    s.expect("p1", "choose_targets", answer=[challenged])
    s.main(answer=f"play:{s.hand('rotf-029')}")  # the one character challenged this turn is chosen
    assert challenged not in s.zone("p2.play") and s.cards("p2.play", STEAMBOAT)


def test_last_stand_forgets_last_turns_challenges():
    s = LorcanaScenario()
    s.ink(2)
    challenged = s.in_play("tfc-005", "p2", exerted=True)
    attacker = s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{attacker}")
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer="end")
    s.main(answer=f"play:{s.hand('rotf-029')}")
    s.main()
    assert challenged in s.zone("p2.play")


def test_sleepys_flute_gains_1_lore_only_after_you_played_a_song_this_turn():
    """瞌睡虫的笛子 (rotf-034): \\无聊的歌\\ {E}～如果你本回合打出过歌曲，则获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(2)
    flute = s.in_play("rotf-034")
    s.hand(MICKEY)
    s.main(answer=f"activate:{flute}:0")
    assert s.lore("p1") == 0
    s.card(flute)["exerted"] = False
    s.main(answer=f"play:{s.hand('tfc-164')}")  # a song: top card of your deck into your inkwell
    s.main(answer=f"activate:{flute}:0")
    assert s.lore("p1") == 1


def test_beast_relentless_may_ready_when_an_opposing_character_is_dealt_damage():
    """野兽——百折不挠 (rotf-070): \\重振雄风\\ 每当一个对手的角色受到伤害时，你可以令这个角色就绪。"""
    s = LorcanaScenario()
    beast = s.in_play("rotf-070")
    target = s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{beast}")  # the one target is chosen; the damage to Beast is to his own
    s.expect("p1", "yes_no", answer=["yes"])
    assert target not in s.zone("p2.play") and s.damage(beast) == 3 and not s.card(beast).get("exerted")


def test_beast_relentless_ignores_damage_to_your_own_characters():
    s = LorcanaScenario()
    s.ink(1)
    beast = s.in_play("rotf-070", exerted=True)
    mine = s.in_play("tfc-005")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-197')}")
    choose(s, [beast, mine], [mine])
    s.main()
    assert s.card(beast)["exerted"]


def test_minnie_wide_eyed_diver_gets_2_lore_on_your_second_action_only():
    """米妮——吃惊的潜水员 (rotf-114): <转形> 2%<灵活>%\\深海冒险\\ 每当你打出一回合中的第二个行动时，这个角色
    本回合得 +2 {L}。"""
    s = LorcanaScenario()
    s.ink(3)
    minnie = s.in_play("rotf-114")
    s.hand(MICKEY)
    for _ in range(3):
        s.main(answer=f"play:{s.hand('urr-062')}")  # 登场 gives Minnie Rush: the one target
    assert stat(s.state, minnie, "lore") == 3  # +2 once: the third action is not the second


def test_grand_pabbie_gains_2_lore_when_you_remove_damage_from_your_character():
    """佩比爷爷——智慧老者 (rotf-148): \\古老的见解\\ 每当你从你的一个角色上移去 1 点或数点伤害时，获得 2 点奇谈。"""
    s = LorcanaScenario()
    s.ink(1)
    pabbie = s.in_play("rotf-148")
    hurt = s.in_play(MICKEY, damage=2)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-028')}")
    choose(s, [pabbie, hurt], [hurt])
    s.expect("p1", "choose_number", answer=["2"])
    assert s.lore("p1") == 2 and s.damage(hurt) == 0


def test_merlin_shapeshifter_gets_1_lore_when_another_character_of_yours_returns_to_hand():
    """梅林——变形巫师 (rotf-053): \\机智对决\\ 每当你的一个其他角色从场上移回你手上时，这个角色本回合得 +1 {L}。
    An opponent's character returned to its player's hand is not yours."""
    s = LorcanaScenario()
    s.ink(6)
    merlin = s.in_play("rotf-053")
    mine = s.in_play(MICKEY)
    theirs = s.in_play(MICKEY, "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-095')}")  # return chosen character to their player's hand
    choose(s, [merlin, mine, theirs], [theirs])
    assert stat(s.state, merlin, "lore") == 1
    s.main(answer=f"play:{s.hand('tfc-095')}")
    choose(s, [merlin, mine], [mine])
    assert stat(s.state, merlin, "lore") == 2


def test_weight_set_may_pay_1_to_draw_when_you_play_a_character_with_4_strength_or_more():
    """举重器械 (rotf-204): \\训练\\ 每当你打出一个 {S} 等于或大于 4 的角色时，你可以支付 1 {I} 来抽一张卡。"""
    s = LorcanaScenario()
    s.ink(9)
    s.in_play("rotf-204")
    s.hand("tfc-005")  # Hades, cost 8: stays in hand and keeps the main phase asking
    s.main(answer=f"play:{s.hand(MICKEY)}")  # 3 strength: no trigger
    assert s.main()["kind"] == "choose_action"
    s.main(answer=f"play:{s.hand('iti-104')}")  # Billy Bones: 6 strength
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2 and sum(not s.card(c)["exerted"] for c in s.zone("p1.inkwell")) == 0
