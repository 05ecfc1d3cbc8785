"""Words drawn on board and card images."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Errors.
    "render.no_renderer": "游戏“{game}”还没有图片渲染。",
    "render.unknown_card": "找不到卡牌“{card}”。",
    "render.cli.bad_viewer": "没有玩家“{viewer}”；这局的玩家是 {players}。",
    "render.cli.saved": "已保存 {path}（{size} 字节）",
    # Card faces (lookup).
    "render.card.inkable": "可入墨",
    "render.card.not_inkable": "不可入墨",
    "render.card.practice": "练习卡",
    "render.card.not_implemented": "效果尚未实现，仅供查询",
    "render.stat.strength": "力量",
    "render.stat.willpower": "意志",
    "render.stat.lore": "奇谈",
    "render.stat.move_cost": "移动费用",
    # Boards.
    "render.board.title": "{game} · 第 {turn} 回合",
    "render.board.setup": "{game} · 开局",
    "render.board.turn_of": "{player} 的回合",
    "render.board.waiting": "等待 {players}：{what}",
    "render.board.result_win": "对局结束：{winners} 获胜",
    "render.board.result_draw": "对局结束：平局",
    "render.board.player_n": "玩家{number}",
    "render.board.lore": "奇谈",
    "render.board.lore_goal": "/ {goal}",
    "render.board.ink": "奇墨 {ready}/{total}",
    "render.board.hand": "手卡 {count}",
    "render.board.deck": "卡组 {count}",
    "render.board.discard": "弃置 {count}",
    "render.board.discard_top": "弃置堆顶：{card}",
    "render.board.characters": "角色",
    "render.board.locations": "地点",
    "render.board.items": "物品",
    "render.board.empty_play": "场上没有卡",
    "render.board.your_hand": "你的手卡（{count}）",
    "render.board.resolving": "正在结算：{card}",
    "render.board.exerted": "力竭",
    "render.board.more": "另 {count} 张",
    "render.board.you": "（你）",
    "render.board.hidden_card": "背面朝下的卡",
    # What the match waits for, by request kind.
    "render.waiting.choose_action": "选择行动",
    "render.waiting.choose_targets": "选择目标",
    "render.waiting.choose_cards": "选择卡牌",
    "render.waiting.choose_option": "做出选择",
    "render.waiting.yes_no": "做出选择",
    "render.waiting.order_triggers": "排列触发顺序",
    "render.waiting.mulligan": "调度手卡",
    "render.waiting.other": "做出选择",
}
