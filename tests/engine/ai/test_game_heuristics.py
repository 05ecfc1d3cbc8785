"""The heuristic agent's rules for Ultraman, 三国智, MTG and 隐秘世界 on hand-built views
(issue 24): each rule picks the answer the visible numbers favour."""

from engine.ai import HeuristicAgent
from engine.core.messages import t


def ask(key, option_ids, kind="choose_cards", minimum=1, maximum=1, default=None):
    return {"kind": kind, "key": key, "prompt": key, "options": [{"id": i, "label": i} for i in option_ids],
            "min": minimum, "max": maximum, "ordered": False, "default": default or option_ids[:minimum]}


def decide(game, view, question):
    return HeuristicAgent(game, seed=1).decide(view, question)


# ---------------------------------------------------------------- Ultraman
def ultraman_view(cards, stats=None):
    """p1's view: ``cards`` (id -> (owner, definition or None when face down to p1))."""
    zone_cards = [{"id": i, "owner": owner, **({"def": d} if d else {"face_down": True, "hidden": True})}
                  for i, (owner, d) in cards.items()]
    return {"viewer": "p1", "seats": ["p1", "p2"], "stats": stats or {},
            "zones": {"all": {"owner": None, "show": "public", "count": len(zone_cards), "cards": zone_cards}}}


def test_ultraman_fights_with_its_strongest_against_the_weakest_it_sees():
    view = ultraman_view({"a": ("p1", "练习-022"), "b": ("p1", "练习-019"), "x": ("p2", None), "y": ("p2", "练习-009")},
                         stats={"y": {"power": 3000, "support_power": 1000}})
    assert decide("ultraman", view, ask("own_main", ["a", "b"])) == ["b"]  # 6000 over 3000 (R4.2)
    assert decide("ultraman", view, ask("enemy_main", ["x", "y"])) == ["y"]  # 3000 under the average unseen


def test_ultraman_supports_with_the_most_support_power():
    view = ultraman_view({"a": ("p1", "练习-009"), "b": ("p1", "练习-001")})
    assert decide("ultraman", view, ask("support:p1", ["a", "b", "none"])) == ["b"]  # 2000 support power (R4.3)



def ultraman_counts(view, **counts):
    """``view`` with zone counts, e.g. ``p1_hand=3`` (cards unlisted, as hidden zones are)."""
    zones = {name.replace("_", "."): {"owner": None, "show": "hidden", "count": n, "cards": []} for name, n in counts.items()}
    return view | {"zones": view["zones"] | zones}


def test_ultraman_does_not_target_a_card_whose_defeat_deals_no_damage():
    """练习-022 goes to the rest zone instead of the damage zone (R5.8.1): beating it brings no
    damage (R1.3.2a), so a slightly stronger card that would take the damage is the target."""
    view = ultraman_view({"y": ("p2", "练习-022"), "z": ("p2", "练习-003")},
                         stats={"y": {"power": 3000, "support_power": 1000}, "z": {"power": 4000, "support_power": 1000}})
    assert decide("ultraman", view, ask("enemy_main", ["y", "z"])) == ["z"]


def test_ultraman_adds_energy_by_choice_only_while_it_is_short_and_the_deck_race_is_not_on():
    """练习-011's optional energy takes the top deck card (R5.3.1): with energy enough, or with
    the enemy battlefield empty (no battles, digest A9: the game goes to who decks out last,
    R1.3.2c), the agent keeps its deck."""
    view = ultraman_view({"a": ("p1", "练习-011")}, stats={"a": {"power": 4000, "support_power": 2000}})
    window = ask("window", ["a:0", "done"], kind="choose_option")
    short = ultraman_counts(view, p1_battlefield=3, p2_battlefield=3, p2_damage=2, p1_energy=1)
    assert decide("ultraman", short, window) == ["a:0"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=3, p2_damage=2, p1_energy=5), window) == ["done"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=0, p2_damage=4, p1_energy=1), window) == ["done"]
    # 3 battlefield cards and 1 damage: beating them all leaves 4 damage, short of the 5 that lose
    # (R1.3.2a): the game will go to the deck race, so the deck is kept.
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=3, p2_damage=1, p1_energy=1), window) == ["done"]


def test_ultraman_declines_an_optional_draw_with_a_full_hand_but_takes_other_effects():
    """练习-007's 败：你可以抽1张牌 (R1.1.4): not with five cards in hand; 练习-026's placement
    from hand is always taken. The prompt quotes the effect's text."""
    view = ultraman_view({})
    draw = ask("may", ["yes", "no"], kind="yes_no") | {"prompt": "练习卡：要使用效果「败：你可以抽1张牌。」吗？"}
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=5, p1_hand=2), draw) == ["yes"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=5, p1_hand=6), draw) == ["no"]
    place = draw | {"prompt": "练习卡：要使用效果「胜：你可以将手牌1张角色牌放置到配置区。」吗？"}
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=5, p1_hand=6), place) == ["yes"]


def test_ultraman_stays_weakened_only_to_keep_a_character_on_the_battlefield():
    """R5.11.1: staying costs the top deck card; worth it only when the defeated card is the last
    one on the battlefield, and never in the deck race (R1.3.2b-c: the enemy's 5 battlefield cards
    and damage can reach five damage, its 3 and 1 cannot)."""
    weakened = ask("weakened", ["yes", "no"], kind="yes_no")
    view = ultraman_view({})
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p2_battlefield=5), weakened) == ["no"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=1, p2_battlefield=5), weakened) == ["yes"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=1, p2_battlefield=3, p2_damage=1), weakened) == ["no"]
    # Its last card gone, no battles follow (digest A9): with the longer deck the agent wins that
    # race (R1.3.2b), so it lets the card go and keeps its deck.
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=1, p2_battlefield=5, p1_deck=20, p2_deck=10), weakened) == ["no"]


def test_ultraman_supports_when_the_expected_result_pays_for_the_card():
    """The mains are revealed before the supports (R4.2.4, R4.3.2); the enemy's support is unseen
    (a card of the game's pool) and a tie loses for both (R4.4.2). 5000 against 4000 is supported
    when the enemy holds cards, not when its hand is empty (nothing to support with); 6000 against
    4000 wins alone but for the strongest supports, and 3000 against 6000 loses even with 2000
    more: no card spent. With 4 damage of its own a tie would be the agent's fifth (R1.3.2a)."""
    view = ultraman_view({"s": ("p1", "练习-001"), "m": ("p1", None), "e": ("p2", None)})
    support = ask("support:p1", ["s", "none"])

    def battle(mine, theirs, **counts):
        stats = {"m": {"power": mine, "support_power": 1000}, "e": {"power": theirs, "support_power": 1000}}
        seen = view | {"stats": stats, "turn": {"active": "p1", "battle": {"main": {"p1": "m", "p2": "e"}}}}
        return ultraman_counts(seen, **counts)

    assert decide("ultraman", battle(5000, 4000, p2_hand=3), support) == ["s"]
    assert decide("ultraman", battle(5000, 4000, p2_hand=0), support) == ["none"]
    assert decide("ultraman", battle(6000, 4000, p2_hand=3), support) == ["none"]
    assert decide("ultraman", battle(3000, 6000, p2_hand=3), support) == ["none"]
    assert decide("ultraman", battle(6000, 4000, p2_hand=3, p1_damage=4), support) == ["s"]


def test_ultraman_supports_against_a_committed_support_it_cannot_see():
    """The turn player's support is set aside before the other decides (R4.3.2): the agent sees
    that the enemy committed one, not which, and 5000 against 4000 needs help then."""
    view = ultraman_view({"s": ("p1", "练习-001"), "m": ("p1", None), "e": ("p2", None), "x": ("p2", None)},
                         stats={"m": {"power": 5000, "support_power": 1000}, "e": {"power": 4000, "support_power": 1000}})
    support = ask("support:p1", ["s", "none"])
    committed = {"main": {"p1": "m", "p2": "e"}, "support": {"p2": "x"}}
    declined = {"main": {"p1": "m", "p2": "e"}, "support": {}}
    assert decide("ultraman", view | {"turn": {"active": "p2", "battle": committed}}, support) == ["s"]
    assert decide("ultraman", view | {"turn": {"active": "p2", "battle": declined}}, support) == ["none"]


def test_ultraman_attacks_the_card_it_expects_to_beat_counting_defense_effects():
    """练习-004 shows 3000 but its 防 adds 2000 when attacked (R4.2.6): against the agent's 4000
    an unseen card (the game's average) is the better target."""
    view = ultraman_view({"a": ("p1", "练习-014"), "y": ("p2", "练习-004"), "x": ("p2", None)},
                         stats={"a": {"power": 4000, "support_power": 1000}, "y": {"power": 3000, "support_power": 2000}})
    assert decide("ultraman", view, ask("enemy_main", ["x", "y"])) == ["x"]


def test_ultraman_keeps_its_deck_when_two_mains_are_equal():
    """练习-002's 翻 draws a card when it is revealed as the main combatant (R4.2.5): a deck card
    that a later deck race (R1.3.2b) may need, so the equal 练习-006 attacks."""
    view = ultraman_view({"a": ("p1", "练习-002"), "b": ("p1", "练习-006")})
    for card in view["zones"]["all"]["cards"]:
        card["face_down"] = True
    view = ultraman_counts(view, p1_battlefield=5, p2_battlefield=5)
    assert decide("ultraman", view, ask("own_main", ["a", "b"])) == ["b"]


def test_ultraman_adds_an_extra_support_only_when_not_ahead():
    """The extra-support exchange ends on two passes in a row (R4.3.4): ahead 5000 to 3000 + 1000
    the agent passes (the enemy may answer, and so may it); level at 4000 it adds 练习-015."""
    view = ultraman_view({"x": ("p1", "练习-015"), "m": ("p1", None), "e": ("p2", None), "t": ("p2", "练习-022")})
    extra = ask("extra", ["x", "none"])

    def battle(mine):
        stats = {"m": {"power": mine, "support_power": 1000}, "e": {"power": 3000, "support_power": 1000}}
        fight = {"main": {"p1": "m", "p2": "e"}, "support": {"p2": "t"}, "extra": {"p1": [], "p2": []}}
        return view | {"stats": stats, "turn": {"active": "p1", "battle": fight}}

    assert decide("ultraman", battle(5000), extra) == ["none"]
    assert decide("ultraman", battle(4000), extra) == ["x"]


# Deck race (R1.3.2b-c): the enemy's 3 battlefield cards and 1 damage cannot reach five damage.
RACE = {"p2_battlefield": 3, "p2_damage": 1}
BATTLES = {"p2_battlefield": 5, "p2_damage": 0}


def test_ultraman_keeps_from_the_race_characters_whose_effects_take_from_the_deck():
    """In the deck race, 练习-005 (支：抽1张牌, R4.3.3) is not the support and a face-down
    练习-002 (翻：抽1张牌, R4.2.4-R4.2.5) not the main combatant; with battles that can still
    bring five damage they are, for their power."""
    view = ultraman_view({"s": ("p1", "练习-005"), "t": ("p1", "练习-009"), "m": ("p1", "练习-002"), "n": ("p1", "练习-009")})
    view["zones"]["all"]["cards"][2]["face_down"] = True
    support, main = ask("support:p1", ["s", "t", "none"]), ask("own_main", ["m", "n"])
    battles, race = ultraman_counts(view, p1_battlefield=3, **BATTLES), ultraman_counts(view, p1_battlefield=3, **RACE)
    assert decide("ultraman", battles, support) == ["s"] and decide("ultraman", race, support) == ["t"]
    assert decide("ultraman", battles, main) == ["m"] and decide("ultraman", race, main) == ["n"]


def test_ultraman_keeps_three_cards_in_hand_in_the_race_under_a_turn_start_draw():
    """练习-017 face up on the battlefield draws at a turn start with 2 cards or fewer in hand
    (R4.0.4-R4.0.5): in the race the agent does not support from a hand of 3."""
    view = ultraman_view({"r": ("p1", "练习-017"), "s": ("p1", "练习-001")}, stats={"r": {"power": 4000, "support_power": 2000}})
    view["zones"]["all"]["cards"][0]["zone"] = "p1.battlefield"
    support = ask("support:p1", ["s", "none"])
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p1_hand=3, **RACE), support) == ["none"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p1_hand=4, **RACE), support) == ["s"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, p1_hand=3, **BATTLES), support) == ["s"]


def test_ultraman_does_not_spare_the_enemy_a_draw_in_the_race():
    """练习-023's 下一个回合对方不能抽牌 keeps a card in the enemy's deck (R1.1.2): a turn more
    for it in the race (R1.3.2b)."""
    seal = ask("may", ["yes", "no"], kind="yes_no") | {"prompt": "练习卡：要使用效果「攻：【使用1张能量牌】下一个回合对方不能抽牌。」吗？"}
    view = ultraman_view({})
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, **BATTLES), seal) == ["yes"]
    assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, **RACE), seal) == ["no"]


def test_ultraman_does_not_start_a_deck_race_it_would_lose():
    """Taking the enemy's main combatant away without damage (练习-025, digest A18) or beating
    练习-022 (R5.8.1) leaves 4 cards to reach five damage: the race (R1.3.2b-c) is on, and with 10
    deck cards against 20 the agent would lose it. With 20 against 10 it would win it."""
    swap = ask("may", ["yes", "no"], kind="yes_no") | {"prompt": "练习卡：要使用效果「防：【使用2张能量牌】将对方主战角色替换为对方的支援角色。」吗？"}
    view = ultraman_view({"y": ("p2", "练习-022"), "z": ("p2", "练习-019")},
                         stats={"y": {"power": 3000, "support_power": 1000}, "z": {"power": 6000, "support_power": 1000}})
    target = ask("enemy_main", ["y", "z"])
    losing = ultraman_counts(view, p1_battlefield=3, p2_battlefield=3, p2_damage=2, p1_deck=10, p2_deck=20)
    winning = ultraman_counts(view, p1_battlefield=3, p2_battlefield=3, p2_damage=2, p1_deck=20, p2_deck=10)
    assert decide("ultraman", losing, swap) == ["no"] and decide("ultraman", winning, swap) == ["yes"]
    assert decide("ultraman", losing, target) == ["z"] and decide("ultraman", winning, target) == ["y"]


def test_ultraman_does_not_discard_a_card_that_draws_when_discarded_in_the_race():
    """练习-012 draws when discarded (R5.0.3): in the race the other card of equal support power goes."""
    view = ultraman_view({"a": ("p1", "练习-012"), "b": ("p1", "练习-001")})
    for options in (["a", "b"], ["b", "a"]):
        assert decide("ultraman", ultraman_counts(view, p1_battlefield=3, **RACE), ask("hand_limit", options)) == ["b"]


def test_ultraman_discards_to_the_hand_limit_the_least_support_power():
    view = ultraman_view({"a": ("p1", "练习-009"), "b": ("p1", "练习-001")})
    assert decide("ultraman", view, ask("hand_limit", ["a", "b"])) == ["a"]  # R4.5.4: 1000 support power goes

# ---------------------------------------------------------------- 三国智
def sanguozhi_view(stats, provisions=30, slots=None):
    """p1's view of face-up Generals (ids starting with "m" are p1's), Lieutenants unless ``slots``
    names another slot."""
    cards = [{"id": i, "owner": "p1" if i.startswith("m") else "p2", "zone": "x.field", "slot": (slots or {}).get(i, "lieutenant")}
             for i in stats]
    return {"viewer": "p1", "seats": ["p1", "p2"], "stats": stats,
            "players": {"p1": {"provisions": provisions}, "p2": {"provisions": 30}},
            "zones": {"field": {"owner": None, "show": "public", "count": len(cards), "cards": cards}}}


def general(attack, health, damage=0):
    return {"attack": attack, "health": health, "damage": damage}


def test_sanguozhi_blocks_with_a_general_that_survives_and_takes_the_damage_otherwise():
    view = sanguozhi_view({"e": general(3, 3), "m_big": general(1, 5), "m_small": general(1, 2)})
    assert decide("sanguozhi", view, ask("block:e", ["m_big", "m_small", "no_block"], kind="choose_option")) == ["m_big"]
    view = sanguozhi_view({"e": general(3, 3), "m_small": general(1, 2)})
    assert decide("sanguozhi", view, ask("block:e", ["m_small", "no_block"], kind="choose_option")) == ["no_block"]


def test_sanguozhi_chump_blocks_an_attack_that_would_take_the_last_provisions():
    view = sanguozhi_view({"e": general(3, 3), "m_small": general(1, 2)}, provisions=3)
    assert decide("sanguozhi", view, ask("block:e", ["m_small", "no_block"], kind="choose_option")) == ["m_small"]


def test_sanguozhi_chump_blocks_when_the_attacks_together_take_the_last_provisions():
    """104.3b: 3 + 3 take 5 粮草 though neither attack alone does; the 1/2 chump-blocks the
    first. Attacked by one 3/3 only, it keeps out of the way."""
    view = sanguozhi_view({"e1": general(3, 3), "e2": general(3, 3), "m_small": general(1, 2)}, provisions=5)
    question = ask("block:e1", ["m_small", "no_block"], kind="choose_option")
    assert decide("sanguozhi", view | {"combat": {"attackers": {"e1": "p1", "e2": "p1"}}}, question) == ["m_small"]
    assert decide("sanguozhi", view | {"combat": {"attackers": {"e1": "p1"}}}, question) == ["no_block"]


def test_sanguozhi_attacks_with_everyone_when_it_wins_the_race():
    """Three 2/2s against one 4/7: the 4/7 blocks and kills one, the other two take 4 a turn, 6
    粮草 in 2 turns, while its 4 a turn needs 5 for the agent's 20. At 4 粮草 the enemy wins the
    race, and no 2/2 attacks into the 4/7."""
    stats = {"m_a": general(2, 2), "m_b": general(2, 2), "m_c": general(2, 2), "wall": general(4, 7)}
    question = ask("attackers", ["m_a", "m_b", "m_c"], minimum=0, maximum=3)
    view = sanguozhi_view(stats, provisions=20)
    view["players"]["p2"]["provisions"] = 6
    assert sorted(decide("sanguozhi", view, question)) == ["m_a", "m_b", "m_c"]
    view["players"]["p1"]["provisions"] = 4
    assert decide("sanguozhi", view, question) == []


def test_sanguozhi_does_not_chump_block_with_its_strategist():
    """202.5a: a Strategist that dies costs 5 粮. At 3 粮 against a 4/4, the Strategist's chump
    block loses the game all the same; the Lieutenant's keeps it. With 30 粮 and no Lieutenant, a
    Strategist that would kill the attacker but die in the trade does not block: 5 粮 and a
    General for 4 粮 of damage."""
    stats = {"e": general(4, 4), "m_strategist": general(2, 2), "m_lieutenant": general(2, 2)}
    question = ask("block:e", ["m_strategist", "m_lieutenant", "no_block"], kind="choose_option")
    for seed in range(5):  # the two blockers look alike but for the slot: no tie left to chance
        view = sanguozhi_view(stats, provisions=3, slots={"m_strategist": "strategist"})
        assert HeuristicAgent("sanguozhi", seed=seed).decide(view, question) == ["m_lieutenant"]
    view = sanguozhi_view({"e": general(4, 4), "m_strategist": general(4, 2)}, slots={"m_strategist": "strategist"})
    assert decide("sanguozhi", view, ask("block:e", ["m_strategist", "no_block"], kind="choose_option")) == ["no_block"]


def test_sanguozhi_places_authority_before_anything_else_and_never_conscripts_for_fun():
    view = sanguozhi_view({})
    options = ["pass", "conscript", "set:c1", "authority:c2"]
    assert decide("sanguozhi", view, ask("action", options, kind="choose_action")) == ["authority:c2"]
    assert decide("sanguozhi", view, ask("action", ["pass", "conscript"], kind="choose_action")) == ["pass"]



def sanguozhi_own_cards(hand, field=(), face_down=()):
    """p1's view of its own cards by definition: ``hand`` (ids h0, h1...), face-up Lieutenants
    ``field`` (f0...) and face-down Lieutenants ``face_down`` (d0...; None: not known)."""
    view = sanguozhi_view({})
    cards = [{"id": f"h{n}", "owner": "p1", "zone": "p1.hand", "def": d} for n, d in enumerate(hand)]
    cards += [{"id": f"f{n}", "owner": "p1", "zone": "p1.field", "slot": "lieutenant", "def": d} for n, d in enumerate(field)]
    cards += [{"id": f"d{n}", "owner": "p1", "zone": "p1.field", "slot": "lieutenant", "face_down": True} | ({"def": d} if d else {})
              for n, d in enumerate(face_down)]  # fmt: skip
    return view | {"zones": view["zones"] | {"mine": {"owner": "p1", "show": "owner", "count": len(cards), "cards": cards}}}


def test_sanguozhi_conceals_a_general_only_with_a_spare_tiger_tally_to_flip_it():
    """A face-down General cannot fight (112.3a) and is flipped only by discarding a 虎符 (500.1f):
    without a spare one in hand, concealing it just fills a General slot, so the agent passes."""
    def view_with(hand, face_down):
        return sanguozhi_own_cards(hand, face_down=[None] * face_down)

    question = ask("action", ["pass", "conceal:h0:lieutenant"], kind="choose_action")
    assert decide("sanguozhi", view_with(["练习-001"], 0), question) == ["pass"]
    assert decide("sanguozhi", view_with(["练习-001", "练习-A05"], 0), question) == ["conceal:h0:lieutenant"]
    assert decide("sanguozhi", view_with(["练习-001", "练习-A05"], 1), question) == ["pass"]  # the tally is spoken for


def test_sanguozhi_does_not_leave_a_warlord_general_on_the_field_without_a_tiger_tally_in_hand():
    """410.3h: with a face-up 诸侯军 General on its field, a player declares no attack and no block
    without discarding a 虎符 from hand. The agent places its last 虎符 as Authority only when no
    诸侯军 General is on the field or another 虎符 stays in hand (a basic Authority goes first), and
    dispatches the first 诸侯军 General face up only with a 虎符 in hand."""
    view_with = sanguozhi_own_cards
    # 牙将 (练习-097) and 诸侯联军 (练习-087) are 诸侯军, 屯粮主将 (练习-066) is not; 练习-A05/A06 are 虎符
    question = ask("action", ["pass", "authority:h0"], kind="choose_action")
    assert decide("sanguozhi", view_with(["练习-A05"], ["练习-097"]), question) == ["pass"]
    assert decide("sanguozhi", view_with(["练习-A05"], ["练习-066"]), question) == ["authority:h0"]
    assert decide("sanguozhi", view_with(["练习-A05", "练习-A06"], ["练习-097"]), question) == ["authority:h0"]
    question = ask("action", ["pass", "authority:h0", "authority:h1"], kind="choose_action")
    assert decide("sanguozhi", view_with(["练习-A05", "练习-A01"], ["练习-097"]), question) == ["authority:h1"]

    question = ask("action", ["pass", "dispatch:h0:lieutenant"], kind="choose_action")
    assert decide("sanguozhi", view_with(["练习-087"], ["练习-066"]), question) == ["pass"]
    assert decide("sanguozhi", view_with(["练习-087", "练习-A05"], ["练习-066"]), question) == ["dispatch:h0:lieutenant"]
    assert decide("sanguozhi", view_with(["练习-087"], ["练习-097"]), question) == ["dispatch:h0:lieutenant"]  # already held
    assert decide("sanguozhi", view_with(["练习-066"], ["练习-066"]), question) == ["dispatch:h0:lieutenant"]

def test_sanguozhi_does_not_spend_its_last_tiger_tally_on_a_flip_into_the_warlord_lock():
    """410.3h, 500.1f: a flip discards a 虎符. Flipping a face-down 诸侯军 General (诸侯联军,
    练习-087) with the only 虎符 in hand, or any General while 牙将 (练习-097) is face up, leaves no
    虎符 to attack or block with; with a second 虎符, or with no 诸侯军 General at all, it flips."""
    question = ask("action", ["pass", "flip:d0"], kind="choose_action")
    assert decide("sanguozhi", sanguozhi_own_cards(["练习-A05"], face_down=["练习-087"]), question) == ["pass"]
    assert decide("sanguozhi", sanguozhi_own_cards(["练习-A05"], ["练习-097"], ["练习-066"]), question) == ["pass"]
    assert decide("sanguozhi", sanguozhi_own_cards(["练习-A05", "练习-A06"], face_down=["练习-087"]), question) == ["flip:d0"]
    assert decide("sanguozhi", sanguozhi_own_cards(["练习-A05"], ["练习-066"], ["练习-066"]), question) == ["flip:d0"]


def test_sanguozhi_does_not_draw_its_deck_down_to_a_deck_out():
    """104.3c, 118.4: drawing from an empty deck loses. 传令兵 (练习-040) discards 1 to draw 2:
    used with 30 cards in the deck, not with 11 (9 would be left)."""
    def view_with(deck):
        view = sanguozhi_own_cards(["练习-001"], ["练习-040"])
        return view | {"zones": view["zones"] | {"p1.deck": {"owner": "p1", "show": "hidden", "count": deck, "cards": []}}}

    question = ask("action", ["pass", "ability:f0:0"], kind="choose_action")
    assert decide("sanguozhi", view_with(30), question) == ["ability:f0:0"]
    assert decide("sanguozhi", view_with(11), question) == ["pass"]


def test_sanguozhi_pays_provisions_for_a_boost_only_while_the_general_fights():
    """108.5: 先登死士 (练习-041) pays 1 粮 for +1/+1 until the end of the turn: not in the main
    process, and when it attacks (the view's combat)."""
    view = sanguozhi_own_cards([], ["练习-041"])
    question = ask("action", ["pass", "ability:f0:0"], kind="choose_action")
    assert decide("sanguozhi", view, question) == ["pass"]
    assert decide("sanguozhi", view | {"combat": {"attackers": {"f0": "p2"}, "blocks": {}}}, question) == ["ability:f0:0"]


def option(option_id, **fields):
    return {"id": option_id, "label": option_id, **fields}


def test_sanguozhi_blocks_with_a_spear_wall_pair_that_kills_the_attacker():
    """仗枪 (802.19b): the pair deals 2 + 2 to a 3/3; neither 2/2 alone kills or survives it."""
    view = sanguozhi_view({"e": general(3, 3), "m_a": general(2, 2), "m_b": general(2, 2)})
    question = ask("block:e", ["m_a", "m_b", "m_a+m_b", "no_block"], kind="choose_option")
    assert decide("sanguozhi", view, question) == ["m_a+m_b"]


def test_sanguozhi_attacks_together_when_the_pair_beats_the_toughest_blocker():
    """联破 (802.20b): 2 + 2 kills the 1/4 wall that each attacker alone cannot."""
    view = sanguozhi_view({"m_a": general(2, 2), "m_b": general(2, 2), "wall": general(1, 4)})
    assert decide("sanguozhi", view, ask("pair:m_a", ["alone", "m_b"], kind="choose_option")) == ["m_b"]
    view = sanguozhi_view({"m_a": general(1, 2), "m_b": general(1, 2), "wall": general(1, 4)})
    assert decide("sanguozhi", view, ask("pair:m_a", ["alone", "m_b"], kind="choose_option")) == ["alone"]


def test_sanguozhi_splits_damage_so_that_no_general_dies():
    """807.4c: 4 damage between a 3/3 and a 1/3: 2 and 2 kill no one, 3 and 1 kill the first."""
    view = sanguozhi_view({"m_a": general(3, 3), "m_b": general(1, 3)})
    question = {**ask("attack:e", [], kind="choose_option"), "options": [
        option("3", amounts={"m_a": 3, "m_b": 1}), option("2", amounts={"m_a": 2, "m_b": 2}),
        option("1", amounts={"m_a": 1, "m_b": 3})]}  # fmt: skip
    assert decide("sanguozhi", view, question) == ["2"]
    view = sanguozhi_view({"m_a": general(3, 2), "m_b": general(1, 2)})  # one dies: the weaker one
    question["options"] = [option("2", amounts={"m_a": 2, "m_b": 1}), option("1", amounts={"m_a": 1, "m_b": 2})]
    assert decide("sanguozhi", view, question) == ["1"]


def test_sanguozhi_guards_only_when_the_guard_saves_a_general():
    """守护 (802.26b): 3 damage would kill the 2/2; the 1/5 guard takes it. Against 1 damage nobody
    dies, so the damage is not redirected."""
    view = sanguozhi_view({"m_lord": general(2, 2), "m_guard": general(1, 5)})
    question = {**ask("guard:0", [], kind="choose_option"), "options": [
        option("m_guard", card="m_guard", amount=3), option("no_guard", card="m_lord", amount=3)]}  # fmt: skip
    assert decide("sanguozhi", view, question) == ["m_guard"]
    question["options"] = [option("m_guard", card="m_guard", amount=1), option("no_guard", card="m_lord", amount=1)]
    assert decide("sanguozhi", view, question) == ["no_guard"]


def test_sanguozhi_orders_replacements_to_lose_the_least():
    """712.2: 事与愿违 (−X) before 事半功倍 (+2X) makes a gain −X, not −2X; 712.1e: a replacement
    before 升盾, so the shield lowers the replaced damage."""
    view = sanguozhi_view({})
    view["zones"]["field"]["cards"] += [{"id": "s_double", "owner": "p1", "zone": "p1.field", "slot": "stratagem", "def": "练习-125"},
                                        {"id": "s_loss", "owner": "p2", "zone": "p2.field", "slot": "stratagem", "def": "练习-126"}]
    question = ask("provisions_replacement:0", ["s_double", "s_loss"], kind="choose_option")
    assert decide("sanguozhi", view, question) == ["s_loss"]
    assert decide("sanguozhi", view, ask("order:0:0", ["shield", "replace:0"], kind="choose_option")) == ["replace:0"]


def test_sanguozhi_uses_vanguard_after_the_dispatch_and_places_it_as_the_lord():
    """先锋 (802.17) costs a 虎符: the free dispatch first, then 先锋 before Stratagems; placed where
    the role adds most (202.4a)."""
    view = sanguozhi_view({})
    options = ["pass", "cast:c1", "vanguard:c2", "dispatch:c3:lieutenant:up"]
    assert decide("sanguozhi", view, ask("action", options, kind="choose_action")) == ["dispatch:c3:lieutenant:up"]
    assert decide("sanguozhi", view, ask("action", options[:3], kind="choose_action")) == ["vanguard:c2"]
    question = ask("place", ["lieutenant:up", "lord:up", "strategist:up"], kind="choose_option")
    assert decide("sanguozhi", view, question) == ["lord:up"]


# ---------------------------------------------------------------- MTG
def mtg_view(creatures, life=20):
    permanents = {i: {"controller": "p1" if i.startswith("m") else "p2", "tapped": False,
                      "power": p, "toughness": t, "damage": 0} for i, (p, t) in creatures.items()}
    return {"viewer": "p1", "seats": ["p1", "p2"], "permanents": permanents,
            "players": {"p1": {"life": life}, "p2": {"life": 20}}, "zones": {}}


def test_mtg_does_not_attack_into_a_blocker_that_kills_and_survives():
    view = mtg_view({"m_bear": (2, 2), "m_giant": (5, 5), "wall": (3, 4)})
    choice = decide("mtg", view, ask("attackers", ["m_bear", "m_giant"], minimum=0, maximum=2, default=[]))
    assert choice == ["m_giant"]


def test_mtg_attacks_over_a_blocker_that_cannot_block_a_flyer_and_fears_deathtouch():
    """A flyer passes a ground creature that would kill it (702.9b); a 5/5 does not attack into an
    untapped 1/1 with deathtouch (702.2b); a first striker kills its blocker before it strikes (702.7b)."""
    view = mtg_view({"m_bird": (2, 2), "wall": (3, 4)})
    view["permanents"]["m_bird"]["keywords"] = ["flying"]
    assert decide("mtg", view, ask("attackers", ["m_bird"], minimum=0, maximum=1, default=[])) == ["m_bird"]
    view = mtg_view({"m_giant": (5, 5), "snake": (1, 1)})
    view["permanents"]["snake"]["keywords"] = ["deathtouch"]
    assert decide("mtg", view, ask("attackers", ["m_giant"], minimum=0, maximum=1, default=[])) == []
    view = mtg_view({"m_duelist": (3, 2), "ogre": (3, 3)})
    view["permanents"]["m_duelist"]["keywords"] = ["first_strike"]
    assert decide("mtg", view, ask("attackers", ["m_duelist"], minimum=0, maximum=1, default=[])) == ["m_duelist"]


def test_mtg_does_not_block_a_menace_attacker_alone():
    """702.110b: a lone blocker of a menace attacker is refused (the engine asks again)."""
    view = mtg_view({"m_wall": (0, 4), "a_brute": (2, 2)})
    view["permanents"]["a_brute"]["keywords"] = ["menace"]
    assert decide("mtg", view, ask("blockers:p1:0", ["m_wall>a_brute"], minimum=0, maximum=1, default=[])) == []


def test_mtg_blocks_to_survive_once_per_blocker():
    view = mtg_view({"m_wall": (0, 4), "a_bear": (2, 2), "a_ogre": (3, 3)})
    options = ["m_wall>a_bear", "m_wall>a_ogre"]
    assert decide("mtg", view, ask("blockers:0", options, minimum=0, maximum=1, default=[])) in (
        ["m_wall>a_bear"], ["m_wall>a_ogre"])
    view = mtg_view({"m_elf": (1, 1), "a_ogre": (3, 3)})
    assert decide("mtg", view, ask("blockers:0", ["m_elf>a_ogre"], minimum=0, maximum=1, default=[])) == []


def test_mtg_aims_a_targeted_spell_at_the_opponent():
    view = mtg_view({"m_bear": (2, 2), "bear": (2, 2), "ogre": (3, 3)})
    view["stack"] = [{"id": "s1", "kind": "spell", "controller": "p1", "def": "fin-032", "targets": []}]  # Slash of Light: damage
    assert decide("mtg", view, ask("target:s1:0", ["m_bear", "bear", "ogre"], kind="choose_targets")) == ["ogre"]  # the strongest
    assert decide("mtg", view, ask("target:s1:0", ["player:p1", "player:p2"], kind="choose_targets")) == ["player:p2"]


def test_mtg_aims_a_spell_that_helps_its_target_at_its_own_strongest_creature():
    """You're Not Alone ("target creature gets +2/+2") goes on one's own creature, not the opponent's."""
    view = mtg_view({"m_bear": (2, 2), "m_ogre": (3, 3), "bear": (2, 2)})
    view["stack"] = [{"id": "s1", "kind": "spell", "controller": "p1", "def": "fin-044", "targets": []}]
    assert decide("mtg", view, ask("target:s1:0", ["m_bear", "m_ogre", "bear"], kind="choose_targets")) == ["m_ogre"]


def test_mtg_holds_its_mana_in_its_upkeep_and_crews_at_the_beginning_of_combat():
    """CR 117, 307.1: the main phase is where the mana buys most; Crew (702.122) taps creatures that
    could attack, so only as combat begins, when the Vehicle can attack."""
    view = mtg_view({"m_bear": (2, 2)})
    view["zones"] = {"battlefield": {"cards": [{"id": "m_ship", "def": "fin-064"}]}}  # The Prima Vista: Crew 2
    options = ["pass", "cast:c1", "activate:m_ship:1"]
    view["turn"] = {"active": "p1", "step": "upkeep"}
    assert decide("mtg", view, ask("priority", options, kind="choose_action")) == ["pass"]
    view["turn"] = {"active": "p1", "step": "main1"}
    assert decide("mtg", view, ask("priority", options, kind="choose_action")) == ["cast:c1"]
    view["turn"] = {"active": "p1", "step": "begin_combat"}
    assert decide("mtg", view, ask("priority", options, kind="choose_action")) == ["activate:m_ship:1"]


def test_mtg_never_taps_mana_by_hand_or_backs_out_of_a_payment():
    view = mtg_view({})
    assert decide("mtg", view, ask("priority", ["mana:c1:-1", "pass"], kind="choose_action")) == ["pass"]
    assert decide("mtg", view, ask("pay:s1:0", ["mana:c1:-1", "auto", "cancel"], kind="choose_action")) == ["auto"]


# ---------------------------------------------------------------- 隐秘世界
def underworld_view(area2, influence2):
    regions = {s: {"cap": 4, "influence": {}} for s in "13"} | {"2": {"cap": 4, "influence": influence2}}
    return {"viewer": "p1", "seats": ["p1", "p2"], "characters": {}, "hidden_agent_icon": "influence",
            "regions": regions, "zones": {"area1": {"cards": []}, "area2": {"cards": area2}, "area3": {"cards": []}}}


def test_underworld_sends_a_character_where_it_wins_contests_or_denies_a_region_near_its_cap():
    agents = [{"id": f"e{n}", "owner": "p2", "face_down": True, "hidden": True} for n in range(2)]
    slots = ["slot2", "slot1"]
    # Two hidden agents (two influence icons) in region 2: one more character loses that contest.
    assert decide("underworld", underworld_view(agents, {}), ask("region", slots, kind="choose_targets")) == ["slot1"]
    # The opponent's 3 tokens of 4 there: contesting region 2 comes first.
    view = underworld_view(agents, {"p2": 3})
    assert decide("underworld", view, ask("region", slots, kind="choose_targets")) == ["slot2"]


def test_underworld_dispatches_a_hidden_agent_before_paying_for_a_card():
    """A Secret Dispatch costs 1 for an influence icon (5.2c): once the assets are built, it
    comes before playing a 3-cost character."""
    hand = [{"id": "h1", "owner": "p1", "def": "WM014"}]  # a character, cost 3
    view = underworld_view([], {}) | {"zones": {"p1.hand": {"cards": hand}, "p1.assets": {"count": 6, "cards": []}}}
    options = ["play:h1", "dispatch:h1", "pass"]
    assert decide("underworld", view, ask("priority", options, kind="choose_action")) == ["dispatch:h1"]


def test_underworld_places_a_character_by_its_own_icons():
    """7.3: a Secret Dispatch's hidden agent (one influence icon, 7.2) goes where influence is
    won; 沙地特种兵 (BQ054, one battle icon, named in the prompt) where its battle is won. Region 1
    holds an enemy character with a battle icon, region 2 an enemy hidden agent."""
    fighter = {"id": "b", "owner": "p2"}
    view = underworld_view([{"id": "e", "owner": "p2", "face_down": True, "hidden": True}], {})
    view["zones"] |= {"area1": {"cards": [fighter]}, "p1.hand": {"cards": [{"id": "h", "owner": "p1", "def": "BQ054"}]}}
    view["characters"] = {"b": {"active": {"investigation": 0, "battle": 1, "influence": 0}, "defence": 2}}
    slots = ["slot1", "slot2"]
    dispatch = ask("region", slots, kind="choose_targets") | {"prompt": t("underworld.prompt.dispatch_region")}
    assert decide("underworld", view, dispatch) == ["slot1"]
    play = dispatch | {"prompt": t("underworld.prompt.region", card="沙地特种兵")}
    assert decide("underworld", view, play) == ["slot2"]


def test_underworld_values_influence_by_the_region_score():
    """A token is worth the region's score over its cap (7.4): 华盛顿 D．C． (4 of 4) over 墨尔本
    (2 of 3) for a hidden agent that wins influence in either."""
    view = underworld_view([], {})
    view["regions"]["1"] |= {"definition": "DQBQ02", "cap": 3}
    view["regions"]["2"] |= {"definition": "DQBQ10", "cap": 4}
    dispatch = ask("region", ["slot1", "slot2"], kind="choose_targets") | {"prompt": t("underworld.prompt.dispatch_region")}
    assert decide("underworld", view, dispatch) == ["slot2"]


def test_sanguozhi_attacks_with_everyone_when_the_unblocked_take_the_last_provisions():
    """606.3: one 5/5 blocks one of three 2/2 attackers; the other two deal 4 to an enemy with 3
    provisions (104.3b). With 30 provisions, no 2/2 attacks into the 5/5 that kills it and survives."""
    stats = {"m_a": general(2, 2), "m_b": general(2, 2), "m_c": general(2, 2), "e": general(5, 5)}
    question = ask("attackers", ["m_a", "m_b", "m_c"], minimum=0, maximum=3)
    view = sanguozhi_view(stats)
    view["players"]["p2"]["provisions"] = 3
    assert sorted(decide("sanguozhi", view, question)) == ["m_a", "m_b", "m_c"]
    assert decide("sanguozhi", sanguozhi_view(stats), question) == []


def test_mtg_attacks_with_everyone_when_the_unblocked_deal_the_last_life():
    """509.1a: the 3/4 wall blocks one of three 2/2s; the other two deal 4 to an opponent at 4 life
    (104.3a). At 20 life the bears stay home rather than die to the wall."""
    view = mtg_view({"m_a": (2, 2), "m_b": (2, 2), "m_c": (2, 2), "wall": (3, 4)})
    question = ask("attackers", ["m_a", "m_b", "m_c"], minimum=0, maximum=3, default=[])
    assert decide("mtg", view, question) == []
    view["players"]["p2"]["life"] = 4
    assert sorted(decide("mtg", view, question)) == ["m_a", "m_b", "m_c"]


def test_underworld_keeps_a_contender_ready_until_the_contests():
    """7.3 counts ready characters only: 前线士官 (CQ16, a battle icon) in region 1 does not
    exhaust for its ability (cost ⟳) before the contests; in the end step it may."""
    view = underworld_view([], {})
    view["zones"]["area1"] = {"cards": [{"id": "s", "owner": "p1", "def": "CQ16"}]}
    view["characters"] = {"s": {"active": {"investigation": 0, "battle": 1, "influence": 0}, "defence": 2}}
    question = ask("priority", ["pass", "activate:s:1"], kind="choose_action")
    assert decide("underworld", view | {"turn": {"step": "action_first"}}, question) == ["pass"]
    assert decide("underworld", view | {"turn": {"step": "end"}}, question) == ["activate:s:1"]


def test_underworld_does_not_exhaust_its_senator_before_the_contests_but_readies_it():
    """州议员贝伦·希恩斯 (XQ22, investigation and influence in region 1): "pay 1: exhaust or ready
    it" offers a ready card only the exhaust (its FAQ), which 7.3 would cost it the contests; an
    exhausted one it readies for them."""
    view = underworld_view([], {})
    view["zones"]["area1"] = {"cards": [{"id": "s", "owner": "p1", "def": "XQ22"}]}
    view["characters"] = {"s": {"active": {"investigation": 1, "battle": 0, "influence": 1}, "defence": 2}}
    question = ask("priority", ["pass", "activate:s:1"], kind="choose_action")
    assert decide("underworld", view | {"turn": {"step": "prepare"}}, question) == ["pass"]
    view["zones"]["area1"]["cards"][0]["exhausted"] = True
    assert decide("underworld", view | {"turn": {"step": "prepare"}}, question) == ["activate:s:1"]


def test_underworld_does_not_lurk_a_character_that_wins_more_than_a_hidden_agent():
    """S．P．T董事局 (JC024: two investigation, two influence) facing one investigation and one
    influence in region 2: turned face down (its "pay 2: lurk", G:潜伏 p8) before the contests it
    holds one influence icon (7.2) and loses investigation; after them it may."""
    view = underworld_view([{"id": "d", "owner": "p1", "def": "JC024"}, {"id": "e", "owner": "p2", "def": "JC111"}], {})
    view["characters"] = {"d": {"active": {"investigation": 2, "battle": 0, "influence": 2}, "defence": 3},
                          "e": {"active": {"investigation": 1, "battle": 0, "influence": 1}, "defence": 1}}
    question = ask("priority", ["pass", "activate:d:1"], kind="choose_action")
    assert decide("underworld", view | {"turn": {"step": "prepare"}}, question) == ["pass"]
    assert decide("underworld", view | {"turn": {"step": "end"}}, question) == ["activate:d:1"]


def test_underworld_lets_an_ability_resolve_before_activating_it_again():
    """G:堆叠 p3: 混沌蝴蝶's "pay 1: look at a library's top card" (JC111) already waiting on the
    stack shows that card; a second activation would pay again to see the same one."""
    view = underworld_view([{"id": "b", "owner": "p1", "def": "JC111"}], {}) | {"turn": {"step": "end"}}
    question = ask("priority", ["pass", "activate:b:0"], kind="choose_action")
    assert decide("underworld", view, question) == ["activate:b:0"]
    waiting = {"kind": "ability", "controller": "p1", "source": "b", "definition": "JC111", "ability": "0"}
    assert decide("underworld", view | {"stack": [waiting]}, question) == ["pass"]


def test_underworld_establishes_its_cheapest_card():
    """An asset keeps only its faction and magic-domain icons and pays 1 whatever the card was
    (G:资产): the card given up is the cheapest, 停战协议 (JC118, cost 2) before 丧钟回响 (JC050, cost 5)."""
    hand = [{"id": "h1", "owner": "p1", "def": "JC050"}, {"id": "h2", "owner": "p1", "def": "JC118"}]
    view = underworld_view([], {}) | {"zones": {"p1.hand": {"cards": hand}, "p1.assets": {"count": 2, "cards": []}}}
    options = ["establish:h1", "establish:h2", "pass"]
    assert decide("underworld", view, ask("priority", options, kind="choose_action")) == ["establish:h2"]


def test_underworld_establishes_a_dead_card_past_the_assets_it_wants():
    """5.2a Establish is once a turn and costs nothing: with 6 assets, a card the engine does not
    offer to play or dispatch (丧钟回响, JC050: loyalty or cost out of reach) becomes an asset
    rather than wait in hand for the hand limit (4.4); a card it can play stays in hand."""
    hand = [{"id": "h1", "owner": "p1", "def": "JC001"}, {"id": "h2", "owner": "p1", "def": "JC050"}]
    view = underworld_view([], {}) | {"zones": {"p1.hand": {"cards": hand}, "p1.assets": {"count": 6, "cards": []}}}
    options = ["establish:h1", "establish:h2", "play:h1", "pass"]
    assert decide("underworld", view, ask("priority", options, kind="choose_action")) == ["establish:h2"]
    options = ["establish:h1", "establish:h2", "play:h1", "play:h2", "pass"]
    assert decide("underworld", view, ask("priority", options, kind="choose_action")) == ["play:h2"]


def test_underworld_contests_the_region_that_would_win_the_opponent_the_game():
    """A hidden agent (one influence icon, 7.2) ties an enemy hidden agent in 华盛顿 D．C. (score 4,
    cap 4), keeping its token from the opponent (7.4), or wins 墨尔本 (score 2, cap 3) alone. The
    free token first; but an opponent at 4 points wins the game with 华盛顿's 4 (8, G:胜利和失败)."""
    enemy = [{"id": "e", "owner": "p2", "face_down": True, "hidden": True}]
    view = underworld_view(enemy, {})
    view["regions"]["1"] |= {"definition": "DQBQ02", "cap": 3}
    view["regions"]["2"] |= {"definition": "DQBQ10", "cap": 4}
    dispatch = ask("region", ["slot1", "slot2"], kind="choose_targets") | {"prompt": t("underworld.prompt.dispatch_region")}
    assert decide("underworld", view | {"scores": {"p1": 0, "p2": 0}}, dispatch) == ["slot1"]
    assert decide("underworld", view | {"scores": {"p1": 0, "p2": 4}}, dispatch) == ["slot2"]


def test_underworld_attaches_a_boon_to_its_own_character_and_a_bane_to_the_enemy():
    """6.5: 柯尔特巨蟒左轮 (JC116) gives its host a battle icon, so it goes on the agent's own
    character; 琥珀囚笼 (WM096) bars its host from contests, so it goes on the enemy's."""
    view = underworld_view([{"id": "e", "owner": "p2"}], {})
    view["zones"]["area1"] = {"cards": [{"id": "m", "owner": "p1"}]}
    for card_id, name, host in (("JC116", "柯尔特巨蟒左轮", "m"), ("WM096", "琥珀囚笼", "e")):
        view["zones"]["p1.hand"] = {"cards": [{"id": "h", "owner": "p1", "def": card_id}]}
        question = ask("attach", ["e", "m"], kind="choose_targets") | {"prompt": t("underworld.prompt.attach", card=name)}
        assert decide("underworld", view, question) == [host]


def test_underworld_counts_a_tie_nearly_a_win_while_it_holds_the_first_player_token():
    """7.3.1: the first player may pay 1 to win a tie by 1, once a turn. A hidden agent ties the
    enemy's in region 1 or wins 墨尔本 (score 2, cap 3) alone: the tie while the agent holds the
    token and its privilege, 墨尔本 otherwise."""
    view = underworld_view([], {})
    view["zones"]["area1"] = {"cards": [{"id": "e", "owner": "p2", "face_down": True, "hidden": True}]}
    view["regions"]["2"] |= {"definition": "DQBQ02", "cap": 3}
    dispatch = ask("region", ["slot1", "slot2"], kind="choose_targets") | {"prompt": t("underworld.prompt.dispatch_region")}
    assert decide("underworld", view | {"first_player": "p1", "turn": {"privilege_used": False}}, dispatch) == ["slot1"]
    assert decide("underworld", view | {"first_player": "p1", "turn": {"privilege_used": True}}, dispatch) == ["slot2"]
    assert decide("underworld", view | {"first_player": "p2"}, dispatch) == ["slot2"]


def test_underworld_reveals_a_hidden_agent_only_when_its_character_keeps_the_contest():
    """G:暗藏者翻面, 7.2: the agent's hidden agent holds region 2's influence alone; revealed,
    沙地特种兵 (BQ054: one battle icon) would give that contest up, 猎头顾问 (BQ104: one influence
    icon) keeps it."""
    for definition, answer in (("BQ054", "pass"), ("BQ104", "reveal:m")):
        view = underworld_view([{"id": "m", "owner": "p1", "face_down": True, "def": definition}], {})
        question = ask("priority", ["reveal:m", "pass"], kind="choose_action")
        assert decide("underworld", view | {"turn": {"step": "action_first"}}, question) == [answer]


def test_underworld_keeps_its_characters_out_of_the_assets():
    """7.2: only characters contest regions. 停战协议 (JC118, an affair, cost 2) is established
    before 通灵猫头鹰 (JC001, a character, cost 1); with the character alone in hand, the turn's
    Secret Dispatch (5.2c) comes first."""
    owl, truce = {"id": "h1", "owner": "p1", "def": "JC001"}, {"id": "h2", "owner": "p1", "def": "JC118"}
    view = underworld_view([], {}) | {"zones": {"p1.hand": {"cards": [owl, truce]}, "p1.assets": {"count": 2, "cards": []}}}
    options = ["establish:h1", "establish:h2", "dispatch:h1", "pass"]
    assert decide("underworld", view, ask("priority", options, kind="choose_action")) == ["establish:h2"]
    view["zones"]["p1.hand"]["cards"] = [owl]
    options = ["establish:h1", "dispatch:h1", "pass"]
    assert decide("underworld", view, ask("priority", options, kind="choose_action")) == ["dispatch:h1"]


def underworld_dispatch_view(own_agents, tokens1):
    """Region 1 holds ``own_agents`` of the agent's hidden agents and its ``tokens1`` influence
    tokens; region 2 (华盛顿 D．C．, score 4, cap 4) an enemy hidden agent."""
    view = underworld_view([{"id": "e", "owner": "p2", "face_down": True, "hidden": True}], {})
    view["zones"]["area1"] = {"cards": [{"id": f"m{n}", "owner": "p1", "face_down": True} for n in range(own_agents)]}
    view["regions"]["2"] |= {"definition": "DQBQ10"}
    view["regions"]["1"]["influence"] = {"p1": tokens1}
    return view


def test_underworld_sends_no_influence_past_the_cap_it_already_reaches():
    """7.6: tokens past a region's cap win nothing more. The agent (6 points) has three hidden
    agents in 墨尔本 (score 2, cap 3), which its next influence contest wins with 3 tokens: a fourth
    hidden agent ties the enemy's in 华盛顿 D．C． instead, keeping its token (7.4)."""
    view = underworld_dispatch_view(3, 0)
    view["regions"]["1"] |= {"definition": "DQBQ02", "cap": 3}
    dispatch = ask("region", ["slot1", "slot2"], kind="choose_targets") | {"prompt": t("underworld.prompt.dispatch_region")}
    assert decide("underworld", view | {"scores": {"p1": 6, "p2": 0}}, dispatch) == ["slot2"]


def test_underworld_adds_nothing_to_a_region_its_icons_already_win():
    """7.6: the agent's 3 tokens of 4 in region 1 and its hidden agent there win the region at the
    next influence contest, when every card there goes to its library bottom: a second hidden
    agent ties the enemy's in 华盛顿 D．C． instead of being drawn to region 1's tokens."""
    view = underworld_dispatch_view(1, 3)
    dispatch = ask("region", ["slot1", "slot2"], kind="choose_targets") | {"prompt": t("underworld.prompt.dispatch_region")}
    assert decide("underworld", view, dispatch) == ["slot2"]
