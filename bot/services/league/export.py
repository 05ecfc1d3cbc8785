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
from bot.services.league.standings import Standing, as_percent
from bot.storage.league import Event, Pairing

STANDINGS_COLUMNS = ("rank", "player", "points", "record", "omw", "gw", "ogw")
PAIRINGS_COLUMNS = ("round", "table", "player1", "player2", "result", "status")


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


def standings_csv(standings: Sequence[Standing], names: dict[str, str]) -> bytes:
    rows = [
        (s.rank, names.get(s.player, s.player), s.match_points, s.record, as_percent(s.opponents_match_win),
         as_percent(s.game_win), as_percent(s.opponents_game_win))
        for s in standings
    ]  # fmt: skip
    return _csv([t(f"league.column.{c}") for c in STANDINGS_COLUMNS], rows)


def pairings_csv(pairings: Sequence[Pairing], names: dict[str, str]) -> bytes:
    rows = [
        (p.round_number, p.table_number, names.get(p.player1_id, p.player1_id),
         names.get(p.player2_id, p.player2_id) if p.player2_id else t(f"league.kind.{p.kind}"),
         result_text(p), t(f"league.status.{p.status}"))
        for p in pairings
    ]  # fmt: skip
    return _csv([t(f"league.column.{c}") for c in PAIRINGS_COLUMNS], rows)


def event_json(event: Event, standings: Sequence[Standing], pairings: Sequence[Pairing], names: dict[str, str]) -> bytes:
    document = {
        "event": {
            "id": event.id, "name": event.name, "game": event.game, "kind": event.kind, "best_of": event.best_of,
            "format": event.format, "schedule": event.schedule, "status": event.status, "top_cut": event.top_cut,
        },
        "players": [{"id": user_id, "name": name} for user_id, name in names.items()],
        "standings": [
            {"rank": s.rank, "player": s.player, "match_points": s.match_points, "wins": s.wins, "losses": s.losses,
             "draws": s.draws, "omw": round(float(s.opponents_match_win), 4), "gw": round(float(s.game_win), 4),
             "ogw": round(float(s.opponents_game_win), 4)}
            for s in standings
        ],
        "pairings": [
            {"round": p.round_number, "table": p.table_number, "kind": p.kind, "player1": p.player1_id,
             "player2": p.player2_id, "wins1": p.wins1, "wins2": p.wins2, "draws": p.draws, "status": p.status,
             "source": p.source}
            for p in pairings
        ],
    }  # fmt: skip
    return orjson.dumps(document, option=orjson.OPT_INDENT_2)


def export_files(event: Event, standings: Sequence[Standing], pairings: Sequence[Pairing], names: dict[str, str]) -> dict[str, bytes]:
    """File name -> contents, for attachments."""
    stem = f"event-{event.id}"
    return {
        f"{stem}-standings.csv": standings_csv(standings, names),
        f"{stem}-pairings.csv": pairings_csv(pairings, names),
        f"{stem}.json": event_json(event, standings, pairings, names),
    }
