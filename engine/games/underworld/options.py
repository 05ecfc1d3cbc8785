"""Match options: choices the rulebook leaves open, each with the digest's recommended default
(digest §12.1, ids A…). `state["options"]` holds only what a match sets; `option(state, name)`
reads it with the default.
"""

from engine.core.match_options import check_match_options

OPTIONS: dict[str, dict] = {
    # A2: the one ability icon every hidden agent has (blank in the source; JC023 and JC123 fit
    # influence, digest "Notes added after a second review").
    "hidden_agent_icon": {"default": "influence", "choices": ("influence", "investigation", "battle")},
    # A3: ready hidden agents take part in contests with that icon.
    "hidden_agents_contest": {"default": True, "choices": (True, False)},
    # A4: F:1.3.3 gives the first player priority in the draw step (G:抓牌步骤 says no fast actions).
    "draw_step_priority": {"default": True, "choices": (True, False)},
    # A5: the recovery step. F:4.2.1–4.2.3 (L1115–1119): discards (first player, then second), then
    # damage is removed and "this turn" effects end; G:恢复步骤 (L314) removes damage and ends the
    # effects first, then discards. "discard_first": the flow; "clear_first": the glossary.
    "recovery_order": {"default": "discard_first", "choices": ("discard_first", "clear_first")},
    # A6/A8: a region is won only when the stack is empty (F:赢取地区牌 1.2). "any_time" follows
    # the FAQ of JC095 唐·格鲁尼, where a region is won while a trigger waits on the stack.
    "region_win_timing": {"default": "empty_stack", "choices": ("empty_stack", "any_time")},
    # A7: a region won during its own contests: the remaining contests of that slot run on the
    # new region ("continue") or are skipped ("skip").
    "mid_contest_region_win": {"default": "continue", "choices": ("continue", "skip")},
    # A10: the opening hand without a secret society card (the 游戏指南 is not in our sources).
    "opening_hand": {"default": 7, "count": True},
    # A11: who holds the first-player token in turn 1; None draws a player at random.
    "first_player": {"default": None, "players": True},
    # A12: copies of one name in a deck (not in the rulebook; cards say when they have no limit).
    "copy_limit": {"default": 3, "count": True},
    # A14: once the owner of an action step passes with an empty stack, he may use only fast
    # actions for the rest of that step (G:行动阶段 "一旦让过，他的行动步骤就结束了").
    "pass_locks_standard_actions": {"default": True, "choices": (True, False)},
    # A15: 撤回 is "一个触发能力" (G:撤回 L114–116), and a trigger is optional unless 强制, yet it acts
    # inside the no-stack step F:赢取地区牌 1.2.1. True: each owner chooses which of his 撤回 cards
    # return to hand (default all); False: they all return, nobody is asked.
    "withdraw_optional": {"default": True, "choices": (True, False)},
    # A16: 灵体 prevents damage "当…被分配到伤害时" (G:灵体 L438), the wording of battle damage
    # (分配, F:战斗奖励 2.1); G:伤害 knows non-battle damage too. "all_damage": any damage;
    # "battle_only": battle damage alone.
    "spirit_scope": {"default": "all_damage", "choices": ("all_damage", "battle_only")},
    # A17: prestige counts characters that took part in any contest of that region this turn;
    # "ready_count" follows the reminder text of JC070 (more ready prestige characters there).
    "prestige_rule": {"default": "participated", "choices": ("participated", "ready_count")},
    # A18: G:杀伤X (L574–578) stacks 杀伤 on one character only; F:战斗奖励 (L1157–1159) adds "X" for
    # each participant with 杀伤 X. "sum": every participant's 杀伤 adds up; "max": only the largest.
    "carnage_stacking": {"default": "sum", "choices": ("sum", "max")},
    # A19: the influence reward "可以…放置" (G:势力对抗 L562, F:获得势力奖励 2.1 L1175) versus "必须获取"
    # (F:2.2 L1177). "must": the tokens are placed; "may": the winner may decline them all.
    "influence_reward": {"default": "must", "choices": ("must", "may")},
    # A21: only characters "带有图标且未横置" take part in a contest (G:调查对抗 L168, G:势力对抗
    # L560); a white icon works only while its controller holds the token (G:临时能力图标 L430) but
    # is still on the card (L432). False: a card whose only icon of that kind is an idle white one
    # does not take part (no 声望, 杀伤, 威名 or "won a contest" from it); True: it takes part with 0.
    "idle_white_icons_take_part": {"default": False, "choices": (False, True)},
    # A31: a character dies (死亡触发) whenever it goes from play to a graveyard (G:死亡 p8), e.g. a
    # seal whose host is gone (G:封印 p4); "destroyed_or_sacrificed" reads the 死亡触发 label alone.
    "death_scope": {"default": "any_move_to_graveyard", "choices": ("any_move_to_graveyard", "destroyed_or_sacrificed")},
    # A32: after a region is won "先手玩家获得行动权" (F:赢取地区牌 1.2.5, L1195), but in the second
    # player's action step he gets priority after everything that resolves (F:2.2.2, L991; G:行动权
    # L641). "first_player": the literal 1.2.5; "as_after_resolution": whoever would get it after a
    # resolution (the second player in his action step).
    "region_win_priority": {"default": "first_player", "choices": ("first_player", "as_after_resolution")},
    # "相邻地区" is never defined; the rulebook numbers the contested regions 地区1—地区2—地区3 in a
    # row (seed L187, L725, L843–895). "row": neighbours in that row (1–2, 2–3); "any_other": every
    # other contested region (adjacency.py).
    "adjacent_regions": {"default": "row", "choices": ("row", "any_other")},
    # A region won puts itself into the score area (F:赢取地区牌 step 2) before its 赢取触发 (step 5),
    # and a region leaving play returns the cards sealed on it to hand (G:封印 p4, seed L277), so a
    # win trigger reading them (DQWM004) would find nothing. "after_win_trigger": they stay with
    # the won region until its own win trigger has left the stack, then go to hand; "at_win": the
    # literal order, to hand at once.
    "sealed_on_won_region": {"default": "after_win_trigger", "choices": ("after_win_trigger", "at_win")},
    # A24: a paid reveal "进入堆叠" and on resolution is "放置于之前暗藏者所在的地区上" (G:暗藏者翻面 steps
    # 4–5, L56–58). True: the card leaves its region for the stack when the reveal is announced
    # (leaving play then, L60) and enters as a character on resolution. False: it waits face down
    # in its region, still a hidden agent that responses may target, and turns face up wherever it
    # is then (moving keeps the object, G:移动 L695); if it left play, was turned face up, changed
    # hands or may not turn face up (JC122) meanwhile, the reveal does nothing and its cost stays
    # paid, as for a target gone (G:目标 L488). Countered, it goes to the graveyard (A25).
    "reveal_moves_to_stack": {"default": True, "choices": (True, False)},
    # G:胜利和失败 p8: the points that win.
    "winning_score": {"default": 8, "count": True},
}

# The other ambiguities of digest §12.1 have no option: the rulebook decides them, or there is
# only a gap the engine must fill one way, or they are a matter of the interface or the card data.
# A1: icons missing from the seed text come from the card data (cards/underworld), not a rule.
# A9: an empty world library leaves the slot empty and its contests are skipped (contest.py).
# A13: the world library is every implemented region, shuffled (setup.py): a card-pool matter.
# A16 (the rest): domains are compared as totals, "魔法领域图标数量总和" (G:灵体 L438).
# A20: fewer cards than X: he looks at them all, then draws (and loses on an empty library).
# A22: the typos of the seed are read by context; the rule bodies agree.
# A23: no attachment of the card pool prints an icon; icons a card grants its host are the host's.
# A25: a countered card or reveal goes face up to its owner's graveyard (终止, XQ04's reminder).
# A26: lurking makes a new object (damage gone) that keeps its exhausted state (G:潜伏).
# A27: a hidden agent is a character card face down (G:暗藏者 L33, F:2.1.2c L983); the glossary's
#      "一张手牌" (L465) names no other card a reveal could turn into a character.
# A28: 置于 is not playing and needs no cost (G:置于 L815); loyalty is checked only when a card is
#      played or a hidden agent revealed (G:忠诚需求 L757).
# A29: no card places influence tokens on a character; they live on the region card (regions.py).
# A30: graveyards are public in arrival order, hand and library sizes public (an interface choice).
# A33: the still-legal targets are used; nothing happens only when none is left (stack.py).
# A34: two players only; teammates are never specified.
# A35: the privilege is offered only when the first player can pay 1 (an interface choice).
# A36: lethal damage is a state check after the damage event (checks.py).
# A37: each region's contest order comes from its card (contest.contest_kinds).
# A38: the hand limit is 7 (turn.HAND_LIMIT); no card of the pool changes it.
# A39: only affairs carry ⚡ in the card pool; no character or attachment is played fast.
# A40: a new asset enters ready and may be exhausted at once (nothing says otherwise).
# A41: "任意角色" (G:战斗对抗 L767) is narrowed by its own bullets (L769–771) and by F:战斗奖励 2.1
#      (L1155) and G:杀伤X (L576): enemy characters only.
# A42: hidden agents have no name, so unique and leader checks see face-up cards only.
# A43: the missing flowchart and turn summary are documentation; the detailed flow is complete.
# A44: the investigation reward's "抓一张牌" is a draw like any other.
# A45: hidden agents are exhausted and readied like other cards in play (turn.ready_everything).
# A46: each owner orders his own cards on his own library bottom ("由其拥有者决定", F:1.2.1); the
#      first player is asked first, which changes nothing.


def check_options(options: dict, players: list[str]) -> None:
    check_match_options(OPTIONS, options, players)


def option(state: dict, name: str):
    return state["options"].get(name, OPTIONS[name]["default"])
