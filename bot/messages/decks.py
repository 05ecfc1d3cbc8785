"""Messages of the deck commands (/卡组) and deck choices for matches."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "deck.bad_name": "卡组名称不能为空，且最多 {limit} 个字。",
    "deck.too_long": "卡组列表太长（最多 {limit} 个字符）。",
    "deck.empty": "卡组列表是空的。请每行写一张卡，例如“{example}”。",
    "deck.not_found": "找不到名为“{name}”的卡组。用 /卡组 列表 查看你保存的卡组。",
    "deck.choice_mine": "我的卡组：{name}",
    "deck.choice_preset": "预组：{name}",
    "deck.saved": "已保存卡组“{name}”（{game}，{count} 张）。",
    "deck.replaced": "已更新卡组“{name}”（{game}，{count} 张）。",
    "deck.invalid": "卡组“{name}”没有保存，请修改以下问题后重新导入：\n{problems}",
    "deck.deleted": "已删除卡组“{name}”（{game}）。",
    "deck.none": "你还没有保存任何卡组。用 /卡组 导入 粘贴卡组列表。",
    "deck.list_title": "你的卡组",
    "deck.list_line": "• {game}：{name}（更新于 {updated}）",
    "deck.view_title": "{name}（{game}）",
    "deck.modal_title": "导入卡组：{game}",
    "deck.modal_name": "卡组名称",
    "deck.modal_list": "卡组列表（每行“数量 卡名”）",
    "deck.modal_list_placeholder": "{examples}\n……",
    # Command names and descriptions (Discord shows these; zh-CN is the only locale we ship).
    "cmd.deck": "卡组",
    "cmd.deck.desc": "管理你的卡组",
    "cmd.deck.import": "导入",
    "cmd.deck.import.desc": "粘贴卡组列表并保存（会检查卡组是否合法）",
    "cmd.deck.list": "列表",
    "cmd.deck.list.desc": "列出你保存的卡组",
    "cmd.deck.view": "查看",
    "cmd.deck.view.desc": "查看你的一副卡组（仅你可见）",
    "cmd.deck.delete": "删除",
    "cmd.deck.delete.desc": "删除你的一副卡组",
    "cmd.option.game": "游戏",
    "cmd.option.game.desc": "哪个游戏",
    "cmd.option.deck_name": "名称",
    "cmd.option.deck_name.desc": "卡组名称",
}
