"""Named options for the rules' ambiguities (digest §12.1, engine/games/underworld/options.py): each
test plays the default and the alternative and shows that the option changes the outcome. p1
holds the first-player token."""

from tests.games.underworld.position import UnderworldScenario


def test_a18_carnage_of_several_participants_sums_or_takes_the_largest():
    """A18 (G:杀伤X, F:战斗奖励 2.1). Two ⚔2 杀伤1 characters win the battle by 4 against a lone
    exhausted defender: "sum" assigns 4 + 1 + 1 damage, "max" 4 + 1."""
    for stacking, damage in (("sum", 6), ("max", 5)):
        s = UnderworldScenario(options={"carnage_stacking": stacking})
        s.character("JC016", "p1", 1)  # ⚔2, 杀伤1
        s.character("JC016", "p1", 1)
        target = s.character("JC059", "p2", 1, exhausted=True)  # takes no part
        s.to_contests()
        s.drive(lambda s: s.events_of("damage_dealt"))
        assert [(e["card"], e["amount"]) for e in s.events_of("damage_dealt")] == [(target, damage)]


def test_a19_the_influence_reward_must_or_may_be_taken():
    """A19 (G:势力对抗 vs F:获得势力奖励 2.2). p1 wins the influence contest of region 1 by 2: by
    default both tokens are placed, nobody is asked; with "may" p1 is asked and declines them."""
    for reward, tokens in (("must", 2), ("may", 0)):
        s = UnderworldScenario(options={"influence_reward": reward})
        s.character("JC075", "p1", 1)  # 🏰1
        s.character("JC075", "p1", 1)
        s.to_contests()
        s.drive(lambda s: s.request["key"].startswith("influence") or s.events_of("influence_placed"))
        if reward == "may":
            s.expect("p1", "yes_no", answer=["no"])
        s.drive(lambda s: s.events_of("contest_result") and s.events_of("contest_result")[-1]["slot"] == 2)
        assert s.tokens(1, "p1") == tokens and len(s.events_of("influence_placed")) == (tokens > 0)
        assert ("influence", "win", "p1", 2) in [(e["kind"], e["result"], e.get("player"), e.get("margin"))
                                                  for e in s.events_of("contest_result") if e["slot"] == 1]  # fmt: skip
