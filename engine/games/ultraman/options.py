"""Match options: what the rules leave open, each a named choice with the digest's recommended
default (digest §10.1), so a card ruling (卡牌释义, 1.1.1a) can flip one without code changes.

`state["options"]` holds only what a match sets; `option(state, name)` reads it with the default.
"""

OPTIONS: dict[str, dict] = {
    # 1.2.2, 1.2.2a: who decides the first player. None: a randomly chosen player (game 1); a
    # match sets the previous game's loser (or, after a drawn game, the previous chooser).
    "chooser": {"default": None},
    # A2 (1.1.6): who orders a side's simultaneous effects. "turn_player": the rule's letter;
    # "owner": each player orders their own.
    "trigger_order": {"default": "turn_player", "choices": ("turn_player", "owner")},
    # A5 (2.0.5a, 4.3.2): whether revealing a support fires its 翻 effect.
    "support_reveal_fires_reveal": {"default": False, "choices": (False, True)},
    # A5 (2.0.5a, 5.5.2b): whether cards revealed from the deck by an effect fire their 翻 effects.
    "deck_reveal_fires_reveal": {"default": False, "choices": (False, True)},
    # A6 (4.2.5): whether a main combatant's 翻 fires only when it was flipped at 4.2.4.
    "reveal_needs_flip": {"default": True, "choices": (True, False)},
    # A8 (4.2.2 "玩家选择执行"): "战斗开始时" effects in a turn player's then an other player's
    # window ("both", like 4.0.4-4.0.5), or in the turn player's window only ("turn_player").
    "battle_start_players": {"default": "both", "choices": ("both", "turn_player")},
    # A9 (4.2.3): the battle is fought whenever both battlefields hold a character (False), or the
    # turn player may decline it (True).
    "battle_optional": {"default": False, "choices": (False, True)},
    # A10 (4.0.4, 4.5.2 vs 1.1.4): mandatory turn-start/end effects must be used before "done".
    "windows_force_mandatory": {"default": True, "choices": (True, False)},
    # A11 (2.0.5): an optional effect declined when it triggered still counts as used this turn.
    "declined_counts_as_used": {"default": True, "choices": (True, False)},
    # A12 (1.3.3, 1.3.4, 4.4.4): losses are checked once after both players' settlement moves
    # ("after_step", so a 4-4 tie is a draw) or after each player's ("after_each_player").
    "settlement_loss_check": {"default": "after_step", "choices": ("after_step", "after_each_player")},
    # A13 (1.1.2, 1.3.2b): a draw forbidden by "不能抽牌" is never attempted, so an empty deck does
    # not lose (True); False: "将要抽牌" with an empty deck loses even when the draw is forbidden.
    "prohibited_draw_spares_deck_out": {"default": True, "choices": (True, False)},
    # A14 (5.11.1, 4.4.4b-c): the loser's main combatant goes to damage (or, staying weakened, its
    # deck card does) before the loser's supports go to rest (True), or after them (False).
    "weakened_before_supports": {"default": True, "choices": (True, False)},
    # A16 (4.3.4, 2.0.5d): an extra support may join without a support of 4.3.2 (False), or only
    # beside one, as "额外" could mean (True).
    "extra_support_needs_support": {"default": False, "choices": (False, True)},
    # A17 (2.0.5e/f vs 4.4.3): 胜/败 effects of the main combatants only (False), or of the
    # supports too, in one batch with their main combatant's, ordered as 1.1.6 says (True).
    "support_win_lose_effects": {"default": False, "choices": (False, True)},
    # A20 (4.5.4 vs 3.6.3): in the end phase only the turn player discards down to the hand limit
    # ("turn_player"), or the turn player and then the other player ("both").
    "hand_limit_players": {"default": "turn_player", "choices": ("turn_player", "both")},
    # A20 (5.0.3 vs 3.6.3 "弃牌直至…等于手牌上限"): a card drawn by a "when discarded" effect of the
    # limit discard is kept (False), or the limit is checked again until it holds (True).
    "hand_limit_rechecks": {"default": False, "choices": (False, True)},
    # A26 (1.0.2a "准备 10 张牌"): a best-of-N sideboard holds exactly 10 cards (True) or up to 10
    # (False); set when the series is created (engine/core/series.new_series). Single games need none.
    "sideboard_exactly_ten": {"default": True, "choices": (True, False)},
}

# The other ambiguities of digest §10.1 have no option: the rules decide them, or there is only a
# gap the engine must fill, or a second reading would break another rule.
# A1: numbering slips in cross-references; the rule bodies are unambiguous.
# A3, A30: need the real card texts; tests model the cards (scenarios 27, 28).
# A4: 1.1.7 says affected cards' effects interrupt at once; the 1.1.6 example pools the rest.
# A7: an active face-down card would show itself through stats and effects, which 3.2.3 hides.
# A11: the remaining parts (per instance, zone changes) follow the 2.0.5 example.
# A12: the trigger timing part follows 1.3.4 (effects resolve after the step's check).
# A14: the empty-deck part: 5.11.1 needs a top card to send; the damage card is face up (3.3.3).
# A15: form change details all follow 5.10 and 3.2.1a.
# A16: the rest (from hand, face up, no count limit) follows the 4.3.4 example and 2.0.5d.
# A18: totals come from whatever is still in place; nothing else is possible.
# A19: only character cards exist (2.0.1); the owner arranges their own slots.
# A21: 5.9.1 makes 以上/以下/大于/小于 inclusive; "超过" only appears for the 上限 of 3.6.3.
# A22, A23: interface choices (blind picks of random discards, a public energy count).
# A24: damage cards are face up (3.3.3); entry order is kept anyway.
# A25: no other card type is defined.
# A27: the chooser picks who goes first, either player (option `chooser` for game 2+).
# A28: "this turn" effects end at 4.5.5, after the hand limit.
# A29: "其" can only be the opponent whose card made them win.


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
