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
    # A6 (4.2.5): whether a main combatant's 翻 fires only when it was flipped at 4.2.4.
    "reveal_needs_flip": {"default": True, "choices": (True, False)},
    # A10 (4.0.4, 4.5.2 vs 1.1.4): mandatory turn-start/end effects must be used before "done".
    "windows_force_mandatory": {"default": True, "choices": (True, False)},
    # A11 (2.0.5): an optional effect declined when it triggered still counts as used this turn.
    "declined_counts_as_used": {"default": True, "choices": (True, False)},
    # A12 (1.3.3, 1.3.4, 4.4.4): losses are checked once after both players' settlement moves
    # ("after_step", so a 4-4 tie is a draw) or after each player's ("after_each_player").
    "settlement_loss_check": {"default": "after_step", "choices": ("after_step", "after_each_player")},
}


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
