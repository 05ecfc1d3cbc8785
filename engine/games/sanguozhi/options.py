"""Match options: what the rules leave open, each a named choice with the digest's recommended
ruling as its default (digest §12.2). `state["options"]` holds only what a match sets."""

OPTIONS: dict[str, dict] = {
    # 103.2: who starts game 1 ("any agreed method"): None draws a player at random; a match of
    # several games sets the player the previous game's loser chose.
    "first_player": {"default": None},
    # 103.2: in a match of several games, the player who decides who starts this game (the
    # previous game's loser; after a draw, who decided last time), asked at setup; engine/core/series.py
    # sets it. None: `first_player` or a random draw decides.
    "chooser": {"default": None, "players": True},
    # Digest §12.2 item 3 (115.3c vs 609.4): with no blocker declared the active player gets no
    # action right in the defence phase (False, 115.3c), or gets it anyway (True, 609.4).
    "defence_window_without_block": {"default": False, "choices": (False, True)},
    # 108.5c: a cost is paid only with the resources to pay it in full; the rules do not say
    # whether a 粮 cost may take 粮草 below 0 (105.1b keeps negative totals). True: a 粮 cost
    # needs that much 粮 (this engine's reading); False: it may be paid into a negative total.
    # Digest E1, §12.2 item 21: the speed icon of 先锋 (802.17) is lost; "normal" ([NORMAL]: the
    # active player's main process) or "fast" ([FAST]: whenever the player has the action right).
    "vanguard_speed": {"default": "normal", "choices": ("normal", "fast")},
    "provisions_cost_needs_provisions": {"default": True, "choices": (True, False)},
    # Digest §12.2 item 9 (410.3h vs 608.1c/609.1c): the 虎符 a 诸侯军 player discards to declare an
    # attack or a defence: "per_declaration", one for the whole declaration while any face-up
    # 诸侯军 General is on their field, whether or not it fights; or "per_general", one for each
    # 诸侯军 General declared (608.1c and 609.1c check each selected card), none for the others.
    "warlord_tally": {"default": "per_declaration", "choices": ("per_declaration", "per_general")},
    # Digest §12.2 item 4 (115.1b vs 609.4): flipping a General in the defence phase. 115.1b allows a
    # flip whenever the player has the action right and the chain is empty; 608.3 lists flipping
    # for the attack phase but 609.4 leaves it out of the defence phase's list. True: allowed
    # (115.1b); False: not in the defence phase (609.4's list read as complete).
    "defence_flip": {"default": True, "choices": (True, False)},
    # Digest §12.2 item 10 (410.3k: "拥有鲜卑军阵营旗帜的将领卡若在场区域，其控制者的粮草上限-2"):
    # "per_general", −2 for each face-up 鲜卑军 General (no cap is stated, unlike 孙权军's +3,
    # 410.3i); or "once", −2 while any is on the field (the sentence read as a condition).
    "xianbei_cap_cut": {"default": "per_general", "choices": ("per_general", "once")},
    # Digest §12.2 item 8 (502.2: a suit Treasure's effects work once its General's pieces of the
    # suit "超过其第一个数字"): "at_least", from n pieces on (the common design); "more_than", from
    # n + 1 on (超过 read literally).
    "suit_completion": {"default": "at_least", "choices": ("at_least", "more_than")},
    # Digest §12.2 item 13 (610.3b: only damage past lethal "才能" go to 粮草): "ask", the attacking
    # player chooses how much of a blocked attacker's excess goes to 粮草 (0 to all, default all);
    # "all", the whole excess goes, unasked.
    "trample_overflow": {"default": "ask", "choices": ("ask", "all")},
    # Digest §12.2 item 14 (503.9a vs 503.6): a Formation that dies goes face down after damaging
    # its members; False: it is not "broken", so no −3 粮; True: going face down costs the 破阵
    # −3 粮 as well.
    "formation_death_penalty": {"default": False, "choices": (False, True)},
    # Digest §12.2 item 1 (703.2b: a "当" trigger "在游戏中只会被触发一次"): "card", once per physical
    # card, its mark following it off the field and back as a use count does (808.3); "object",
    # once per card object: after a change of zone it is a new object and may trigger again.
    "once_trigger_scope": {"default": "card", "choices": ("card", "object")},
    # Digest §12.2 item 17 (610.3b with a damage replacement, 周泰 117.4e): lethal damage for a
    # blocker is reckoned "before_replacement", on the combat damage as assigned (升盾 and wards
    # only, the digest's reading); or "after_replacement", running the assign-step replacements
    # too (damage.lethal_assignment): a blocker whose replacement never marks lethal damage then
    # takes all of it, with no overflow.
    "lethal_assignment": {"default": "before_replacement", "choices": ("before_replacement", "after_replacement")},
}

# The other items of digest §12.2, followed without an option, each with why:
# item 2: rule effects are applied after each chain link (804.2: they "一直检查游戏"); leaving the
#   game waits for the action right. The text decides.
# item 5 (reset scope, 111.3b vs 602.1): only Generals and set Stratagems can be tapped in this
#   vocabulary, and set Stratagems untap in the cleanup before (613.2): both readings untap the same.
# item 6: 通用 matching (authority.py): a face value is of one kind, so "each kind, then the total"
#   is the only allocation; no other reading gives another result.
# item 7 (兵权 "数量" as cards or face values): every practice Authority has face value 1 and no step
#   counts 兵权, so both readings agree; an option is due when a pack prints a face value above 1.
# item 11: [ENTER]/[FLIP] skill targets are designated when the General is dispatched or flipped
#   (110.1d, abilities.py); the older sets' trigger-time targets (110.1e) are a property of a card,
#   not of a match, and the vocabulary has no field for it yet.
# item 12: HP ≤ 0 is "HP 0", destroyed (rule_effects.py). Reading negative HP as lethal damage
#   instead would let 生还 replace a death that recurs at once (0 damage ≥ HP < 0) without end.
# item 15: 仗枪 and 联破 groups are pairs (cooperation.py): "与…另 1 名…协同" names one other General.
# item 16: rule effects are applied between the first-strike and the regular damage pass (combat.py):
#   otherwise a General killed by 先发 would strike back, and 802.24b-c's first pass would mean nothing.
# item 18: a use limit counts per turn, and the count follows the card (808.3, abilities.py): the
#   vocabulary's field is ``per_turn`` and its texts say 每回合; a per-game limit would be a card's
#   field, not a match option.
# item 19: no Lord bonus while face down (stats.py): a face-down General has no stats to read or
#   change (112.2b) and cannot fight, so a bonus would change nothing.
# item 20 ("then" after a 粮 loss that cannot happen, 706.2a): a ``then`` step waits on the one
#   before (effects.py), but the vocabulary has no "粮 cannot decrease" effect, so it cannot arise.
# item 21 is the option vanguard_speed; items 1, 3, 4, 8, 9, 10, 13, 14 and 17 are options above.
# item 22: the owner may look at their face-down Generals (deploy.py): they placed them from their
#   own hand, so hiding them would test memory, not change what a player may do.
# item 23: only a Lord "put into the graveyard" loses the slot (202.4b says so; bounce and control
#   changes do not).
# item 24: the enemy who may draw 3 (202.4c) is the one who dealt the lethal damage (a death), or
#   whose effect last lowered its HP (HP 0, rule_effects.responsible): the text names both cases.
# item 25: a copy-limit symbol does not lift the name limit for other card numbers (deck.py). A deck
#   list is checked when it is saved (parse_deck), without a match's options; a match option could
#   only add problems (Game.deck_problems), not lift this one.
# item 26: Authority cards have no copy cap (deck.py): the rules give no number for another reading.
# item 27 (200.5b, added slots): no effect of the vocabulary adds slots.
# item 29: a standing Stratagem goes when "其所有目标" are illegal (804.5w); a Stratagem designates
#   one target in this vocabulary, so "all" and "some" agree.
# item 30: "选择" X and damage distribution are decided on resolution (705.2d says so).
# 2v2 (chapter 9, teams.py), with what the rules leave open:
# E24: four players in two teams (900.1), seated alternately (900.2): the match's seat order fixes
#   the teams, so whoever chose the seating (900.2a) chose them; no other player count.
# item 28 (a statement): the action right goes round all four players, teams alternating, and the phase or the
#   chain moves on only when all four have passed in succession (115.3i, 115.4).
# 900.3: the chain links and waiting triggers of a player who leaves go with them (MTG 800.4a);
#   the turn of a player who leaves goes on for the others without its draw, combat or discard;
#   one who concedes in the middle of a procedure (104.3a: at once) is not asked again, their
#   part of it takes the default answer; an attacker whose defending player left attacks no one.
# The rules let no player see another's hand (302) or face-down cards (112.2), teammates included.


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
