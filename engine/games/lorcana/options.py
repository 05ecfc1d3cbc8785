"""Match options: choices the rules leave open, each with the digest's recommended default.

`state["options"]` holds only what a match sets; `option(state, name)` reads it with the default.
"""

OPTIONS: dict[str, dict] = {
    # 3.1.2: in game 2+ of a best-of-N the previous game's loser chooses who goes first;
    # None means a randomly chosen player chooses.
    "chooser": {"default": None},
    # Digest §12.7: two players reaching 20 lore in one check. "turn_order": the first in turn
    # order wins (required actions happen in turn order, 1.9.2.1); "shared": they all win.
    "simultaneous_win": {"default": "turn_order", "choices": ("turn_order", "shared")},
    # Digest §12.27: the inked card is revealed to verify its inkwell symbol (4.3.3.1), though
    # the inkwell itself is hidden even from its owner (8.5.3). True keeps the inked card's
    # identity out of the log.
    "hide_inked_cards": {"default": False, "choices": (False, True)},
}


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
