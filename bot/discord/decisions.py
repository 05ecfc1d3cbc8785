"""Engine asks as Discord components: buttons, select menus, pages, multi-select and ordering.

Every component is a persistent ``DynamicItem`` whose custom id carries the match id, the request
id and what was picked, so a click works after a restart and a click on an old message is a stale
answer the engine rejects politely. Which layout an ask gets:

- one pick from at most 5 options: one button each;
- one pick from more: a select menu, 25 options per page with page buttons;
- several picks (min/max) from at most 25 options: one select menu with min/max values;
- several picks from more, or an ordering (any ask whose order matters is ``ordered``): a draft the
  player builds in steps, seeing the order so far (select to add, 重选, then 确认), kept per
  (match, request, user) in memory: losing it on restart only means picking again. Discord
  neither shows nor keeps the click order of a multi-select, so an ordering never reads it: the
  options picked in one step join the order as they stand in the list (the hint says so), and a
  player who wants another order picks one at a time. An ordering the list already gives is one
  step and 确认, not one step per slot.
A "不选" button answers with nothing when the ask allows it (min 0).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

import discord

from bot.discord.components import PersistentButton, PersistentSelect
from bot.messages import t
from bot.storage.drafts import DraftRepository

BUTTON_LIMIT = 5
PAGE_SIZE = 25
LABEL_LIMIT = 80  # Discord: button labels 80, select option labels 100


@dataclass
class Draft:
    """Picks so far for an ask answered in several steps (pages or ordering)."""

    picked: list[str] = field(default_factory=list)
    page: int = 0


async def draft_for(drafts: DraftRepository, match_id: str, request_id: str, user_id: int) -> Draft:
    """The user's picks so far for the request (none yet: an empty draft)."""
    return await existing_draft(drafts, match_id, request_id, user_id) or Draft()


async def existing_draft(drafts: DraftRepository, match_id: str, request_id: str, user_id: int) -> Draft | None:
    body = await drafts.load("decision", match_id, request_id, user_id)
    return Draft(**body) if body is not None else None


async def save_draft(drafts: DraftRepository, match_id: str, request_id: str, user_id: int, draft: Draft) -> None:
    await drafts.save("decision", match_id, request_id, user_id, asdict(draft))


async def drop_drafts(drafts: DraftRepository, match_id: str, still_asked: set[str]) -> None:
    """Forget the drafts of a match's requests that are no longer asked. A draft for a decision
    still waiting is kept: when two players decide at once (a setup) and the other one answers,
    dropping it left the panel showing picks that the next 确认 no longer had."""
    await drafts.drop("decision", match_id, keep=still_asked)


def carrier(*items: discord.ui.Item) -> discord.ui.View:
    """A view that only carries persistent ``DynamicItem`` components. It is stopped at once, so
    discord.py neither stores it nor arms a timeout for it (an ephemeral reply's view would get a
    15-minute timer): clicks reach the items through their custom ids, after restarts too."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


async def reply(interaction: discord.Interaction, text: str) -> None:
    """A polite ephemeral refusal that changes nothing."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def from_elsewhere(interaction: discord.Interaction, guild_id: str | None) -> bool:
    """Whether a component naming an object of ``guild_id`` (a match, series, event) was used in
    another server: a forged custom id must not reach it. A click in a DM (a player's private view,
    decisions and sideboard step are sent there) has no server and is checked by seat instead."""
    return interaction.guild_id is not None and str(interaction.guild_id) != guild_id


def _short(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


PLAYER_ID = re.compile(r"\bp([1-9])\b")


def with_names(ask: dict, names: dict[str, str]) -> dict:
    """The ask with engine player ids ("p1") in its prompt and labels replaced by display names."""

    def named(text: str) -> str:
        return PLAYER_ID.sub(lambda m: names.get(m.group(0), m.group(0)), text)

    options = [{**o, "label": named(o["label"])} for o in ask["options"]]
    return {**ask, "prompt": named(ask["prompt"]), "options": options}


def add_picks(ask: dict, draft: Draft, indices: list[int]) -> None:
    """Add the options at ``indices`` (one draft step) to ``draft``, in the order they stand in
    the ask's list whatever order Discord sent them in, up to the ask's maximum."""
    for index in sorted(set(indices)):
        if index < len(ask["options"]) and ask["options"][index]["id"] not in draft.picked:
            draft.picked.append(ask["options"][index]["id"])
    draft.picked = draft.picked[: ask["max"]]
    draft.page = 0


def needs_draft(ask: dict) -> bool:
    return ask["ordered"] or (ask["max"] > 1 and len(ask["options"]) > PAGE_SIZE)


def decision_text(ask: dict, draft: Draft | None) -> str:
    """The prompt with what the player must do, and the draft so far."""
    lines = [ask["prompt"]]
    if ask["ordered"]:
        lines.append(t("decision.order_hint", count=ask["max"]))
    elif ask["max"] > 1:
        lines.append(t("decision.multi_hint", low=ask["min"], high=ask["max"]))
    if draft is not None and draft.picked:
        labels = {o["id"]: o["label"] for o in ask["options"]}
        if ask["ordered"]:
            order = [t("decision.order_item", number=n, label=labels[i]) for n, i in enumerate(draft.picked, 1)]
            lines.append(t("decision.order_so_far", order="　".join(order)))
        else:
            lines.append(t("decision.picked", picked="、".join(labels[i] for i in draft.picked)))
    return "\n".join(lines)


def decision_view(match_id: str, ask: dict, draft: Draft | None = None, extras: tuple = ()) -> discord.ui.View:
    """The components for ``ask`` (a flat ask from ``engine.ask_for``), at the draft's page, and
    any ``extras`` after them."""
    view = discord.ui.View(timeout=None)  # built up, then stopped like carrier()
    request_id, options = ask["id"], ask["options"]
    if needs_draft(ask):
        draft = draft or Draft()
        remaining = [(i, o) for i, o in enumerate(options) if o["id"] not in draft.picked]
        if len(draft.picked) < ask["max"]:
            # As many of this page as still fit; an ordering takes them in list order (add_picks).
            most = ask["max"] - len(draft.picked)
            _add_select(view, match_id, request_id, remaining, draft.page, 1, most, "d")
        if draft.picked:
            view.add_item(DraftButton("reset", match_id, request_id))
        if ask["min"] <= len(draft.picked) <= ask["max"]:  # an ordered ask: min == max
            view.add_item(DraftButton("ok", match_id, request_id))
        _add_pages(view, match_id, request_id, len(remaining), draft.page)
    elif ask["max"] == 1 and len(options) <= BUTTON_LIMIT:
        for index, option in enumerate(options):
            view.add_item(OptionButton(match_id, request_id, index, label=_short(option["label"])))
    else:
        page = draft.page if draft else 0
        low, high = (1, 1) if ask["max"] == 1 else (max(ask["min"], 1), ask["max"])
        _add_select(view, match_id, request_id, list(enumerate(options)), page, low, high, "s")
        _add_pages(view, match_id, request_id, len(options), page)
    if ask["min"] == 0:
        view.add_item(NothingButton(match_id, request_id))
    for item in extras:
        view.add_item(item)
    view.stop()
    return view


def _add_select(view, match_id, request_id, indexed, page, low, high, kind) -> None:
    shown = indexed[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    if not shown:
        return
    select = discord.ui.Select(
        custom_id=OptionSelect.id_for(kind, match_id, request_id, page),
        placeholder=t("decision.placeholder"),
        min_values=min(low, len(shown)),
        max_values=min(high, len(shown)),
        options=[discord.SelectOption(label=_short(o["label"], 100), value=str(i)) for i, o in shown],
    )
    view.add_item(OptionSelect(select))


def _add_pages(view, match_id, request_id, count, page) -> None:
    pages = (count + PAGE_SIZE - 1) // PAGE_SIZE
    if pages <= 1:
        return
    if page > 0:
        view.add_item(PageButton(match_id, request_id, page - 1, label=t("decision.previous_page")))
    if page < pages - 1:
        view.add_item(PageButton(match_id, request_id, page + 1, label=t("decision.next_page", page=page + 2, pages=pages)))


# ---------------------------------------------------------------------- the persistent components
# Their callbacks go through the bot's ``tables`` object (bot/discord/tables.py), found from
# the interaction's client, so the components need no state of their own.


class OptionButton(PersistentButton, custom_id="tcg:a:{match_id:hex}:{request_id:word}:{index:int}"):
    style = discord.ButtonStyle.primary

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.pick_indices(interaction, self.match_id, self.request_id, [self.index])


class OptionSelect(PersistentSelect, custom_id="tcg:{kind:s|d}:{match_id:hex}:{request_id:word}:{page:int}"):
    """One pick, several picks ("s"), or the next pick of a draft ("d")."""

    async def callback(self, interaction: discord.Interaction) -> None:
        values = [int(v) for v in (interaction.data or {}).get("values", []) if str(v).isdigit()]
        tables = interaction.client.tables
        if self.kind == "d":
            await tables.add_to_draft(interaction, self.match_id, self.request_id, values)
        else:
            await tables.pick_indices(interaction, self.match_id, self.request_id, values)


class PageButton(PersistentButton, custom_id="tcg:p:{match_id:hex}:{request_id:word}:{page:int}"):
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.turn_page(interaction, self.match_id, self.request_id, self.page)


class DraftButton(PersistentButton, custom_id="tcg:{op:ok|reset}:{match_id:hex}:{request_id:word}"):
    label_key = "decision.{op}"

    def button_style(self) -> discord.ButtonStyle:
        return discord.ButtonStyle.success if self.op == "ok" else discord.ButtonStyle.secondary

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.finish_draft(interaction, self.match_id, self.request_id, self.op)


class NothingButton(PersistentButton, custom_id="tcg:none:{match_id:hex}:{request_id:word}"):
    label_key = "decision.nothing"

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.tables.pick_indices(interaction, self.match_id, self.request_id, [])


DYNAMIC_ITEMS = (OptionButton, OptionSelect, PageButton, DraftButton, NothingButton)
