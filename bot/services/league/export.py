"""Exports of an event: standings and pairings (with results) as CSV, everything as JSON.

CSV headers are Chinese (catalog text) and the files start with a byte-order mark, so spreadsheet
programs open them as UTF-8. JSON keys are English for scripts; percentages are exact decimals
rounded to 4 places. Deck lists are never exported.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

import orjson

from bot.messages import t
from bot.services.league.service import Placing
from bot.services.league.standings import as_percent
from bot.storage.league import Event, Pairing, Round

STANDINGS_COLUMNS = ("rank", "player", "stage", "points", "record", "omw", "gw", "ogw", "dropped")
PAIRINGS_COLUMNS = ("round", "stage", "table", "player1", "player2", "result", "status")


def round_stages(rounds: Sequence[Round]) -> dict[int, str]:
    """Round number -> its stage for exports: 'swiss', or 'top_cut_<n>' for the n-th top-cut round."""
    stages, cut = {}, 0
    for round_ in sorted(rounds, key=lambda r: r.number):
        if round_.stage == "top_cut":
            cut += 1
        stages[round_.number] = "swiss" if round_.stage == "swiss" else f"top_cut_{cut}"
    return stages


def _stage_text(stage: str) -> str:
    if stage == "swiss":
        return t("league.stage.swiss")
    return t("league.top_cut_round", number=stage.removeprefix("top_cut_"))


def _dropped_text(placing: Placing) -> str:
    return "" if placing.dropped_after is None else t("league.dropped_after", round=placing.dropped_after)


def result_text(pairing: Pairing) -> str:
    if pairing.kind == "bye":
        return t("league.result_bye")
    if pairing.wins1 is None:
        return ""
    return f"{pairing.wins1}-{pairing.wins2}-{pairing.draws or 0}"


def _csv(header: Sequence[str], rows: Sequence[Sequence[object]]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def standings_csv(placings: Sequence[Placing], names: dict[str, str]) -> bytes:
    rows = [
        (p.place, names.get(s.player, s.player), t(f"league.place.{p.stage}"), s.match_points, s.record,
         as_percent(s.opponents_match_win), as_percent(s.game_win), as_percent(s.opponents_game_win), _dropped_text(p))
        for p in placings
        for s in (p.standing,)
    ]  # fmt: skip
    return _csv([t(f"league.column.{c}") for c in STANDINGS_COLUMNS], rows)


def pairings_csv(pairings: Sequence[Pairing], stages: dict[int, str], names: dict[str, str]) -> bytes:
    rows = [
        (p.round_number, _stage_text(stages[p.round_number]), p.table_number, names.get(p.player1_id, p.player1_id),
         names.get(p.player2_id, p.player2_id) if p.player2_id else t(f"league.kind.{p.kind}"),
         result_text(p), t(f"league.status.{p.status}"))
        for p in pairings
    ]  # fmt: skip
    return _csv([t(f"league.column.{c}") for c in PAIRINGS_COLUMNS], rows)


def event_json(event: Event, placings: Sequence[Placing], pairings: Sequence[Pairing], stages: dict[int, str],
               names: dict[str, str]) -> bytes:  # fmt: skip
    champion = next((p.standing.player for p in placings if p.stage == "champion"), None)
    document = {
        "event": {
            "id": event.id, "name": event.name, "game": event.game, "kind": event.kind, "best_of": event.best_of,
            "format": event.format, "schedule": event.schedule, "status": event.status, "top_cut": event.top_cut,
            "champion": champion,
        },
        "players": [{"id": user_id, "name": name} for user_id, name in names.items()],
        "standings": [
            {"rank": p.place, "player": s.player, "stage": p.stage, "swiss_rank": s.rank, "match_points": s.match_points,
             "wins": s.wins, "losses": s.losses, "draws": s.draws, "omw": round(float(s.opponents_match_win), 4),
             "gw": round(float(s.game_win), 4), "ogw": round(float(s.opponents_game_win), 4),
             "dropped": p.dropped_after is not None, "dropped_after_round": p.dropped_after}
            for p in placings
            for s in (p.standing,)
        ],
        "pairings": [
            {"round": p.round_number, "stage": stages[p.round_number], "table": p.table_number, "kind": p.kind,
             "player1": p.player1_id, "player2": p.player2_id, "wins1": p.wins1, "wins2": p.wins2, "draws": p.draws,
             "status": p.status, "source": p.source}
            for p in pairings
        ],
    }  # fmt: skip
    return orjson.dumps(document, option=orjson.OPT_INDENT_2)


def export_files(event: Event, placings: Sequence[Placing], pairings: Sequence[Pairing], rounds: Sequence[Round],
                 names: dict[str, str]) -> dict[str, bytes]:  # fmt: skip
    """File name -> contents, for attachments."""
    stem, stages = f"event-{event.id}", round_stages(rounds)
    return {
        f"{stem}-standings.csv": standings_csv(placings, names),
        f"{stem}-pairings.csv": pairings_csv(pairings, stages, names),
        f"{stem}.json": event_json(event, placings, pairings, stages, names),
    }
