"""What players are told when something goes wrong on the bot's side: an interaction that failed
unexpectedly, and a match whose table (thread) could not be opened."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "interaction.failed": "出了点问题，这次操作没有完成（错误已记录）。请稍后再试；如果一再出现，请告诉服务器管理员。",
}
