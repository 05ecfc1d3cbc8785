"""The Ultraman heuristic's battle model on hand-built views (issue 24): a 胜 effect that wins
the game (R1.3.2d) and the deck race that beating the enemy's last card without damage starts
(R5.8.1, R1.3.2b-c)."""

from tests.engine.ai.test_game_heuristics import ask, decide, ultraman_counts, ultraman_view

SUPPORT = ask("support:p1", ["s", "none"])


def battle(mine, theirs, powers, **counts):
    """p1's main ``m`` (``mine``) fights p2's face-up ``e`` (``theirs``), p1 holding the support
    ``s`` (练习-001, support power 2000)."""
    view = ultraman_view({"s": ("p1", "练习-001"), "m": ("p1", mine), "e": ("p2", theirs)},
                         stats={card: {"power": power, "support_power": 1000} for card, power in zip("me", powers, strict=True)})
    view |= {"turn": {"active": "p1", "battle": {"main": {"p1": "m", "p2": "e"}}}}
    return ultraman_counts(view, p2_hand=3, **counts)


def test_ultraman_supports_a_main_whose_victory_wins_the_game():
    """练习-027's 胜：如对方伤害区有4张以上，你获得胜利 (R1.3.2d): against 练习-022, whose defeat
    deals no damage (R5.8.1), 5000 against 3000 is worth a support only because the win is the
    game; the enemy keeps another card, so the battles go on either way."""
    assert decide("ultraman", battle("练习-027", "练习-022", (5000, 3000), p2_damage=4, p2_battlefield=2), SUPPORT) == ["s"]
    assert decide("ultraman", battle("练习-027", "练习-022", (5000, 3000), p2_damage=3, p2_battlefield=2), SUPPORT) == ["none"]


def test_ultraman_does_not_beat_the_last_enemy_card_into_a_race_it_would_lose():
    """Beating 练习-022, the enemy's last battlefield card, sends it to the rest zone (R5.8.1): no
    battles are left (digest A9) and the deck race decides (R1.3.2b-c). With 10 deck cards against
    20 the agent would lose that race, so 3000 against 3000 gets no support (a loss costs one
    damage card, the race the game); with 20 against 10 it wins the race and supports."""
    counts = {"p1_battlefield": 3, "p2_battlefield": 1, "p2_damage": 4}
    losing = battle("练习-009", "练习-022", (3000, 3000), p1_deck=10, p2_deck=20, **counts)
    winning = battle("练习-009", "练习-022", (3000, 3000), p1_deck=20, p2_deck=10, **counts)
    assert decide("ultraman", losing, SUPPORT) == ["none"]
    assert decide("ultraman", winning, SUPPORT) == ["s"]


def test_ultraman_behind_in_the_deck_race_attacks_a_card_that_makes_the_enemy_draw():
    """The enemy's battlefield and damage no longer reach five damage (R1.3.2a), so the deck race
    decides (R1.3.2b-c), and it turns on the cards each side takes besides its turn-start draw and
    energy. Behind (10 deck cards against 20), the agent attacks 练习-013, whose defeat makes the
    enemy draw (当此牌被移入伤害区时，抽1张牌), over the weaker 练习-014; ahead, the weaker one."""
    view = ultraman_view({"e": ("p2", "练习-013"), "f": ("p2", "练习-014")},
                         stats={"e": {"power": 5000, "support_power": 1000}, "f": {"power": 4000, "support_power": 1000}})
    counts = {"p1_battlefield": 3, "p2_battlefield": 2, "p2_damage": 2, "p2_hand": 3}
    target = ask("enemy_main", ["e", "f"])
    assert decide("ultraman", ultraman_counts(view, p1_deck=10, p2_deck=20, **counts), target) == ["e"]
    assert decide("ultraman", ultraman_counts(view, p1_deck=20, p2_deck=10, **counts), target) == ["f"]


def test_ultraman_keeps_the_best_support_in_hand_at_setup():
    """Setup puts five of the drawn cards on the battlefield (R1.2.3). 练习-001 has the most power
    (5000) but also the most support power (2000), so it stays in hand for a support (R4.3.2),
    where a win also brings it to the battlefield (R4.4.4a); 练习-022 (3000) is placed instead."""
    cards = {"a": "练习-001", "b": "练习-014", "c": "练习-009", "d": "练习-003", "e": "练习-021", "f": "练习-022"}
    view = ultraman_view({card_id: ("p1", definition) for card_id, definition in cards.items()})
    placed = decide("ultraman", view, ask("battlefield", list(cards), minimum=5, maximum=5))
    assert sorted(placed) == ["b", "c", "d", "e", "f"]
