"""A player's (or a spectator's) view of a match as Chinese text lines, and the match log.

Shared by the terminal (`tcg play`) and the Discord bot: both read only ``engine.view`` and
``engine.events_for`` for the viewer, so they hide exactly the same things.
"""

from __future__ import annotations

from itertools import groupby

from bot.messages import t
from engine.core.narration import narrate


def board_lines(game, view: dict, names: dict[str, str]) -> list[str]:
    """Public player data, then every non-empty zone: counts for hidden zones, names otherwise."""
    lines = []
    summary = game.player_summary(view, names)
    if summary:
        lines.append(summary)
    for name, zone in view["zones"].items():
        if not zone["count"]:
            continue
        label = game.zone_label(name, names)
        if zone["show"] == "hidden":
            lines.append(t("play.zone_count", zone=label, count=zone["count"]))
            continue
        cards = [t("play.face_down") if card.get("hidden") else game.card_name(card["def"]) for card in zone["cards"]]
        lines.append(t("play.zone_cards", zone=label, cards="、".join(cards) or t("play.empty")))
    return lines


def log_lines(game, events: list[dict], names: dict[str, str]) -> list[str]:
    """Narration of events already redacted for the reader (``engine.events_for``); events the
    game says together (``Game.narration_group``) are one line, and a line said several times in a
    row (drawing 7 hidden cards) is said once with its count."""
    said = [(event, line) for event, line in ((event, narrate(game, event, names)) for event in events) if line]
    lines = []
    for group, run in groupby(said, key=lambda pair: game.narration_group(pair[0])):
        run = list(run)
        if group is None or len(run) == 1:
            lines += [line for _, line in run]
        else:
            lines.append(game.narrate_group([event for event, _ in run], names))
    folded = []
    for line, repeats in groupby(lines):
        count = len(list(repeats))
        folded.append(line if count == 1 else t("log.repeated", line=line, count=count))
    return folded
