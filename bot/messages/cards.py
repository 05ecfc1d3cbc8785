"""Messages of the card-pack command (/卡牌包)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "cmd.packs": "卡牌包",
    "cmd.packs.desc": "社区卡牌包（机器人管理员）",
    "cmd.packs.reload": "重新加载",
    "cmd.packs.reload.desc": "重新读取所有游戏的社区卡牌包并更新查卡索引",
    "packs.owner_only": "只有机器人的管理员（应用所有者）才能重新加载卡牌包：卡牌包对所有服务器生效。",
    "packs.reloaded": "已重新加载卡牌包（目录 {path}）。",
    "packs.ok": "{game}：没有问题。",
    "packs.problems": "{game}：有 {count} 个问题，出问题的卡牌未加载：",
}
