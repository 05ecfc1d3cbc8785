"""The panel's 让过直到… buttons: a standing pass order for one match (engine/core/stops.py
PASS_ORDERS), given while answering a priority request with 让过, and cancelled from the panel
while it stands. Like every component, a persistent ``DynamicItem`` whose custom id says it all."""

from __future__ import annotations

import re

import discord

from bot.discord.decisions import ID
from bot.messages import t

NO_REQUEST = "none"  # the cancel button belongs to no request


class PassOrderButton(discord.ui.DynamicItem[discord.ui.Button], template=rf"tcg:until:{ID}:(?P<order>my_turn|stack|off)"):
    def __init__(self, match_id: str, request_id: str, order: str) -> None:
        style = discord.ButtonStyle.danger if order == "off" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(label=t(f"table.pass_order_{order}"), style=style, custom_id=f"tcg:until:{match_id}:{request_id}:{order}")
        )
        self.match_id, self.request_id, self.order = match_id, request_id, order

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]):
        return cls(match["match"], match["request"], match["order"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.give_pass_order(interaction, self.match_id, self.request_id, self.order)


def order_buttons(match_id: str, request_id: str) -> list[PassOrderButton]:
    """Beside a priority request's options: pass now and keep passing until …"""
    return [PassOrderButton(match_id, request_id, order) for order in ("my_turn", "stack")]


def cancel_button(match_id: str) -> PassOrderButton:
    return PassOrderButton(match_id, NO_REQUEST, "off")
