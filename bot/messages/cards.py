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
    "cmd.packs.check": "检查",
    "cmd.packs.check.desc": "检查一个卡牌文件（.toml），私下回复问题或牌面预览（服务器管理员）",
    "cmd.packs.check.game": "卡牌所属的游戏",
    "cmd.packs.check.file": "卡牌文件（.toml，格式见 cards/README.md）",
    "packs.admin_only": "只有服务器管理员（管理服务器权限）才能检查卡牌文件。",
    "packs.check_bad_file": "请附上一个 .toml 卡牌文件（不超过 {limit} KB）。",
    "packs.check_problems": "{game}：这个文件有 {count} 个问题，修改后再检查：",
    "packs.check_ok": "{game}：没有问题，共 {count} 张卡牌。玩家看到的牌面如下（尚未加载，需机器人管理员放入卡包并重新加载）：",
}
