"""The panel's 让过直到… buttons: a standing pass order for one match (engine/core/stops.py
PASS_ORDERS), given while answering a priority request with 让过, and cancelled from the panel
while it stands. Like every component, a persistent ``DynamicItem`` whose custom id says it all."""

from __future__ import annotations

import discord

from bot.discord.components import PersistentButton

NO_REQUEST = "none"  # the cancel button belongs to no request


class PassOrderButton(PersistentButton, custom_id="tcg:until:{match_id:hex}:{request_id:word}:{order:my_turn|stack|off}"):
    label_key = "table.pass_order_{order}"

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.danger if self.order == "off" else discord.ButtonStyle.secondary

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.give_pass_order(interaction, self.match_id, self.request_id, self.order)


def order_buttons(match_id: str, request_id: str) -> list[PassOrderButton]:
    """Beside a priority request's options: pass now and keep passing until …"""
    return [PassOrderButton(match_id, request_id, order) for order in ("my_turn", "stack")]


def cancel_button(match_id: str) -> PassOrderButton:
    return PassOrderButton(match_id, NO_REQUEST, "off")
