"""Persistent components declared by their custom id (bot/discord/components.py): every component
the bot registers is declared that way, and the ids written by the hand-made classes before it,
still on old messages in live matches, are claimed by the same class with the same values."""

from __future__ import annotations

import pytest

from bot.discord.components import PersistentButton, PersistentSelect
from tests.bot.match_driver import challenge_member, newest_decision, request_of, wait_idle, wait_until
from tests.bot.test_control_panel import next_mover

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

# Ids as the classes wrote them before the base class, by the class that must claim them.
OLD_IDS = {
    "OptionButton": ["tcg:a:9f3c:r12:4"],
    "OptionSelect": ["tcg:s:9f3c:r12:0", "tcg:d:9f3c:r12:1"],
    "PageButton": ["tcg:p:9f3c:r12:2"],
    "DraftButton": ["tcg:ok:9f3c:r12", "tcg:reset:9f3c:r12"],
    "NothingButton": ["tcg:none:9f3c:r12"],
    "PassOrderButton": ["tcg:until:9f3c:r12:my_turn", "tcg:until:9f3c:r12:stack", "tcg:until:9f3c:none:off"],
    "HandButton": ["tcg:hand:9f3c"],
    "SpectateButton": ["tcg:watch:9f3c"],
    "ReplayButton": ["tcg:replay:9f3c:0:open", "tcg:replay:9f3c:7:prev", "tcg:replay:9f3c:9:next"],
    "RematchButton": ["tcg:again:9f3c"],
    "SideboardSelect": ["tcg:sbout:a1b2:1:0", "tcg:sbin:a1b2:2:0"],
    "SideboardButton": ["tcg:sb:a1b2:1:ok", "tcg:sb:a1b2:1:keep", "tcg:sb:a1b2:1:reset", "tcg:sb:a1b2:1:page"],
    "ResignButton": ["tcg:resign:9f3c:game", "tcg:resign:9f3c:series"],
    "ChallengeButton": ["tcg:ch:9f3c:accept", "tcg:ch:9f3c:decline"],
    "ChallengeDeckSelect": ["tcg:chdeck:9f3c", "tcg:chdeck:9f3c:1234567890"],  # the first: before it named the message
    "DrawButton": ["tcg:draw:9f3c:2"],
    "EventButton": ["lg:ev:5:reg", "lg:ev:5:chk", "lg:ev:5:deck", "lg:ev:5:drop"],
    "ReportButton": ["lg:rp:17:2:1:0"],
    "ConfirmButton": ["lg:cf:17:ok", "lg:cf:17:no"],
    "PlayButton": ["lg:play:17"],
    "CardChoice": ["lookup:choose"],
    "CardFace": ["lookup:face:0:lorcana:1-12", "lookup:face:1:underworld:a:b"],
    "SearchPage": ["lookup:page:2:lorcana:3:角色:琥珀:米奇", "lookup:page:0::::: a:b", "lookup:page:1:underworld::::"],
    "RuleJumpSelect": ["rules:jump:lorcana"],
}


@pytest.fixture
def registered(companion_bot) -> dict[str, type]:
    """Every persistent component class the running bot routes clicks to, by name."""
    return {item.__name__: item for item in companion_bot._connection._view_store._dynamic_items.values()}


def test_every_registered_component_is_declared_by_its_custom_id(registered):
    assert set(registered) == set(OLD_IDS)  # a new component gets its old-id row here
    assert all(issubclass(item, PersistentButton | PersistentSelect) for item in registered.values())


@pytest.mark.parametrize("name", sorted(OLD_IDS))
def test_an_old_custom_id_is_claimed_by_its_class_alone_and_written_again_the_same(registered, name):
    for custom_id in OLD_IDS[name]:
        claimants = [other for other, item in registered.items() if item.__discord_ui_compiled_template__.fullmatch(custom_id)]
        assert claimants == [name], custom_id
        item = registered[name]
        values = item._parsed(item.__discord_ui_compiled_template__.fullmatch(custom_id))
        assert item.id_for(**values) == custom_id


async def test_a_button_rebuilt_from_an_old_id_has_its_typed_values(registered):
    rebuilt = await registered["ReportButton"].from_custom_id(None, _Clicked("2 : 1"), _match(registered["ReportButton"], "lg:rp:17:2:1:0"))
    assert (rebuilt.pairing_id, rebuilt.own, rebuilt.theirs, rebuilt.draws) == (17, 2, 1, 0)
    assert rebuilt.item.label == "2 : 1" and rebuilt.item.custom_id == "lg:rp:17:2:1:0"
    face = await registered["CardFace"].from_custom_id(None, _Clicked("x"), _match(registered["CardFace"], "lookup:face:1:lorcana:1-12"))
    assert (face.drawn, face.key) == (True, "lorcana:1-12")
    page = await registered["SearchPage"].from_custom_id(None, _Clicked("▶"), _match(registered["SearchPage"], "lookup:page:2:lorcana:3:角色::米奇:x"))
    assert (page.page, page.query, page.filters.game, page.filters.cost, page.filters.type, page.filters.colour) == (
        2, "米奇:x", "lorcana", 3, "角色", None)  # fmt: skip


class _Clicked:
    def __init__(self, label: str) -> None:
        self.label = label


def _match(item: type, custom_id: str):
    return item.__discord_ui_compiled_template__.fullmatch(custom_id)


async def test_a_decision_button_written_by_hand_in_the_old_form_answers_and_an_old_request_is_stale(fake_discord, companion_bot):
    """A click on a live match's button with an id in the form of before: the current request is
    answered; an earlier request is refused as stale and changes nothing."""
    match_id = await challenge_member(fake_discord, "alice", "bob")
    user, ask = await next_mover(companion_bot, match_id)
    await wait_until(lambda: request_of(newest_decision(fake_discord, user)) == ask["id"])
    panel = newest_decision(fake_discord, user)
    clicked = await fake_discord.click(f"tcg:a:{match_id}:{ask['id']}:0", user=user, message_id=int(panel["id"]))
    await fake_discord.response_to(clicked)
    await wait_idle(companion_bot)
    assert (await companion_bot.match_service.repo.answers(match_id))[-1].request_id == ask["id"]
    answers = len(await companion_bot.match_service.repo.answers(match_id))
    stale = await fake_discord.click(f"tcg:a:{match_id}:{ask['id']}:0", user=user)  # an old message, since edited
    reply = await fake_discord.response_to(stale)
    assert "已经过期" in reply.json["data"]["content"]
    assert len(await companion_bot.match_service.repo.answers(match_id)) == answers
