"""Messages of best-of-N matches (bot/services/series.py, bot/discord/series_tables.py)."""

from __future__ import annotations

# Every game that plays best-of-N shows these, so they cite no one game's rule numbers.
MESSAGES: dict[str, str] = {
    # The 局制 option of /对战 发起.
    "cmd.option.series": "局制",
    "cmd.option.series.desc": "单局、三局两胜或五局三胜（奥特曼、洛卡纳、三国智）；默认三国智三局两胜，其余单局",
    "series.best_of_1": "单局",
    "series.best_of_3": "三局两胜",
    "series.best_of_5": "五局三胜",
    "challenge.game_best_of": "{game}（{best_of}）",
    # Refusals (bot/services/series.py).
    "series.not_supported": "{game} 不支持多局赛制，只能打单局。",
    "series.bad_best_of": "局制只能是单局、三局两胜或五局三胜。",
    "series.lists_invalid": "这副卡组不能用于多局赛制：\n{problems}",
    "series.step_over": "这次备牌调整已经结束了（你已完成，或下一局已经开始）。",
    "series.over": "这场多局赛制比赛已经结束了。",
    # The thread and the pinned status message.
    "series.score": "{first} {wins1} : {wins2} {second}",
    "series.score_with_draws": "{first} {wins1} : {wins2} {second}（平局 {draws} 局）",
    "series.status_line": "**{label}** · 第 {number} 局 · 比分 {score}",
    "series.game_won": "第 {number} 局结束：{winners} 获胜。比分 {score}",
    "series.game_drawn": "第 {number} 局结束：平局。比分 {score}",
    "series.won": "🏆 {winner} 赢得了这场{label}比赛！最终比分 {score}。套牌恢复为登记时的列表。",
    "series.conceded": "{player} 认输了整场比赛，{winner} 获胜。最终比分 {score}。套牌恢复为登记时的列表。",
    "series.sideboarding": "下一局开始前，双方可以在私信里调整备牌；{when}仍未完成的视为不换。",
    "series.sideboard_your_turn": "{user}，请在私信里调整备牌（完成或不换）。",
    "series.sideboard_your_turn_blocked": "{user}，请点状态消息上的“我的手牌”调整备牌（完成或不换）。",
    "series.sideboard_done": "{player} 已完成备牌调整。",
    "series.sideboard_timed_out": "⏰ {users} 超时未调整备牌，视为不换。",
    "series.next_game_loser": "第 {number} 局开始！由上一局输掉的 {chooser} 决定先后。",
    "series.next_game_draw": "第 {number} 局开始！上一局平局，仍由 {chooser} 决定先后。",
    # The sideboard step (each player's own DM, or the ephemeral 我的手牌 reply).
    "series.sideboard_title": "**第 {number} 局前的备牌调整**（只有你能看到）",
    "series.sideboard_hint": "在下面选要换出的套牌卡和要换入的备牌，一换一、数量相同，然后点“完成”；不想换就点“不换”。",
    "series.sideboard_hint_free": "在下面选要换出的套牌卡和要换入的备牌，数量可以不同，但换过之后套牌和备牌仍须合法，然后点“完成”；不想换就点“不换”。",
    "series.sideboard_deck": "套牌（{count} 张）：{cards}",
    "series.sideboard_side": "备牌（{count} 张）：{cards}",
    "series.sideboard_out": "换出：{cards}",
    "series.sideboard_in": "换入：{cards}",
    "series.card_count": "{card}×{count}",
    "series.pick_out": "选择要换出的套牌卡……",
    "series.pick_in": "选择要换入的备牌……",
    "series.confirm": "完成",
    "series.keep": "不换",
    "series.reset": "重选",
    "series.swapped": "已完成备牌调整：换出 {out}；换入 {into}。下一局将使用调整后的套牌。",
    "series.kept": "已确认：这次不换备牌。",
    # Conceding during a series (/对战 认输).
    "series.resign_choice": "这是一场{label}比赛。你要认输的是这一局，还是整场比赛？",
    "series.resign_game": "只认输这一局",
    "series.resign_series": "认输整场比赛",
    "series.resigned_series": "你已认输整场比赛。",
}
