"""What players are told when something goes wrong on the bot's side: an interaction that failed
unexpectedly, and a match whose table (thread) could not be opened."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "interaction.failed": "出了点问题，这次操作没有完成（错误已记录）。请稍后再试；如果一再出现，请告诉服务器管理员。",
    "table.open_forbidden": (
        "我没有在 {channel} 创建讨论串的权限（需要“创建公开讨论串”和“在讨论串中发送消息”），对战没有开始，也不计成绩。"
        "请管理员开放权限，或换一个频道发起。"
    ),
    "table.open_failed": "对局讨论串没能开设（Discord 错误 {code}），对战没有开始，也不计成绩。请稍后再试。",
    "table.open_failed_public": "{players}：{reason}",
}
