"""Watching a match without playing it: the status message's 观战 button (the public board and
status, ephemerally, refreshed on each click) and replays of finished matches (``/对战 回放`` and
the game-over summary's 查看回放: scene by scene with ◀ ▶, the board image at each turn).

Both show spectator forms only (engine.view(state, None)), so anyone in the server may use them;
a match of another server is "not found"."""

from __future__ import annotations

import asyncio
import io

import discord

import engine
from bot.discord.components import PersistentButton
from bot.discord.decisions import carrier, reply
from bot.messages import t
from bot.render import RenderError, render_board
from bot.services.board_text import log_lines
from bot.services.replays import Scene, replay_scenes
from bot.storage.repositories import Match

MESSAGE_LIMIT = 2000


class SpectateButton(PersistentButton, custom_id="tcg:watch:{match_id:hex}"):
    label_key = "watch.button"

    async def callback(self, interaction: discord.Interaction) -> None:
        await spectate(interaction, self.match_id)


class ReplayButton(PersistentButton, custom_id="tcg:replay:{match_id:hex}:{scene:int}:{step:open|prev|next}"):
    label_key = "replay.{step}"

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.primary if self.step == "open" else discord.ButtonStyle.secondary

    async def callback(self, interaction: discord.Interaction) -> None:
        await show_replay(interaction, self.match_id, self.scene, edit=self.step != "open")


DYNAMIC_ITEMS = (SpectateButton, ReplayButton)


async def _match_of_this_server(interaction: discord.Interaction, match_id: str) -> Match | None:
    """The match if it belongs to the server the click comes from; otherwise a refusal is sent."""
    match = await interaction.client.match_service.get(match_id)
    if match is None or match.guild_id != str(interaction.guild_id):
        await reply(interaction, t("match.unknown", match_id=match_id))
        return None
    return match


async def _board(match: Match, view: dict, names: dict[str, str]) -> list[discord.File]:
    try:
        data = await asyncio.to_thread(render_board, match.game, view, names)
    except RenderError:
        return []
    return [discord.File(io.BytesIO(data), filename="board.png")]


async def spectate(interaction: discord.Interaction, match_id: str) -> None:
    """The public board and status, ephemerally; the button under it shows them anew."""
    match = await _match_of_this_server(interaction, match_id)
    if match is None:
        return
    tables = interaction.client.tables
    names = await tables.names(match)
    files = await _board(match, await tables.matches.view(match.id, None), names)
    content = f"{await tables.status_text(match)}\n{t('watch.hint')}"
    view = carrier(SpectateButton(match.id))
    if interaction.message is not None and interaction.message.flags.ephemeral:
        await interaction.response.edit_message(content=content, attachments=files, view=view)
    else:
        await interaction.response.send_message(content, files=files, view=view, ephemeral=True)


async def show_replay(interaction: discord.Interaction, match_id: str, index: int, edit: bool) -> None:
    """Scene ``index`` of a finished match's replay: a new ephemeral message, or (``edit``, from
    its ◀ ▶) the same message turned to that scene."""
    match = await _match_of_this_server(interaction, match_id)
    if match is None:
        return
    if match.status != "finished":
        await reply(interaction, t("replay.not_finished"))
        return
    tables = interaction.client.tables
    scenes = await replay_scenes(tables.matches, match.id)
    index = max(0, min(index, len(scenes) - 1))
    names = await tables.names(match)
    content = scene_text(match, scenes, index, names)
    files = await _board(match, scenes[index].view, names)
    view = carrier(
        ReplayButton(match.id, index - 1 if index else 0, "prev", disabled=index == 0),
        ReplayButton(match.id, index + 1, "next", disabled=index == len(scenes) - 1),
    )
    if edit:
        await interaction.response.edit_message(content=content, attachments=files, view=view)
    else:
        await interaction.response.send_message(content, files=files, view=view, ephemeral=True)


def scene_text(match: Match, scenes: list[Scene], index: int, names: dict[str, str]) -> str:
    game = engine.get_game(match.game)
    scene = scenes[index]
    if index == len(scenes) - 1:
        where = t("replay.scene_stopped" if scene.stopped_early else "replay.scene_end")
    elif scene.turn is None:
        where = t("replay.scene_setup")
    else:
        where = t("replay.scene_turn", number=scene.turn, player=names.get(scene.active, scene.active))
    header = t("replay.title", game=game.name, players="、".join(names.values()), scene=where, index=index + 1, count=len(scenes))
    lines = log_lines(game, scene.events, names)
    body, shown = [], len(header)
    for count, line in enumerate(lines):
        if shown + len(line) + 60 > MESSAGE_LIMIT:
            body.append(t("replay.more", count=len(lines) - count))
            break
        body.append(line)
        shown += len(line) + 1
    return "\n".join([header, *body])
