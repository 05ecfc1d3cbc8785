"""Match options: choices the rulebook leaves open, each with the digest's recommended default
(digest §12.1, ids A…). `state["options"]` holds only what a match sets; `option(state, name)`
reads it with the default.
"""

OPTIONS: dict[str, dict] = {
    # A2: the one ability icon every hidden agent has (blank in the source; JC023 and JC123 fit
    # influence, digest "Notes added after a second review").
    "hidden_agent_icon": {"default": "influence", "choices": ("influence", "investigation", "battle")},
    # A3: ready hidden agents take part in contests with that icon.
    "hidden_agents_contest": {"default": True, "choices": (True, False)},
    # A4: F:1.3.3 gives the first player priority in the draw step (G:抓牌步骤 says no fast actions).
    "draw_step_priority": {"default": True, "choices": (True, False)},
    # A6/A8: a region is won only when the stack is empty (F:赢取地区牌 1.2). "any_time" follows
    # the FAQ of JC095 唐·格鲁尼, where a region is won while a trigger waits on the stack.
    "region_win_timing": {"default": "empty_stack", "choices": ("empty_stack", "any_time")},
    # A7: a region won during its own contests: the remaining contests of that slot run on the
    # new region ("continue") or are skipped ("skip").
    "mid_contest_region_win": {"default": "continue", "choices": ("continue", "skip")},
    # A10: the opening hand without a secret society card (the 游戏指南 is not in our sources).
    "opening_hand": {"default": 7},
    # A11: who holds the first-player token in turn 1; None draws a player at random.
    "first_player": {"default": None},
    # A12: copies of one name in a deck (not in the rulebook; cards say when they have no limit).
    "copy_limit": {"default": 3},
    # A14: once the owner of an action step passes with an empty stack, he may use only fast
    # actions for the rest of that step (G:行动阶段 "一旦让过，他的行动步骤就结束了").
    "pass_locks_standard_actions": {"default": True, "choices": (True, False)},
    # A17: prestige counts characters that took part in any contest of that region this turn;
    # "ready_count" follows the reminder text of JC070 (more ready prestige characters there).
    "prestige_rule": {"default": "participated", "choices": ("participated", "ready_count")},
    # A31: a character dies (死亡触发) whenever it goes from play to a graveyard (G:死亡 p8), e.g. a
    # seal whose host is gone (G:封印 p4); "destroyed_or_sacrificed" reads the 死亡触发 label alone.
    "death_scope": {"default": "any_move_to_graveyard", "choices": ("any_move_to_graveyard", "destroyed_or_sacrificed")},
    # G:胜利和失败 p8: the points that win.
    "winning_score": {"default": 8},
}


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
