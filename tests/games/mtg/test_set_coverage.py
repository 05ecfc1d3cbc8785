"""`tcg cards stats mtg`: each set's cards counted against the set's own list (the Scryfall export
for FIN, the release notes for FIC and FCA), the missing ones named."""

import json
from types import SimpleNamespace

from bot.cli import main
from engine.games.mtg import set_coverage
from engine.games.mtg.cards import LIBRARY
from engine.games.mtg.set_coverage import coverage, fin_id, set_lists


def test_collector_numbers_name_our_ids():
    assert fin_id("2") == "fin-002"
    assert fin_id("99b") == "fin-099b"  # Ragnarok, the melded back face of Fang and Vanille
    assert fin_id("563") == "fin-563"


def test_a_set_counts_its_whole_list_and_names_what_is_missing():
    melded = SimpleNamespace(id="fin-099b")
    cards = {
        "fin-001": SimpleNamespace(id="fin-001"),
        "fin-099": SimpleNamespace(id="fin-099", melded=melded),
        "fin-003": SimpleNamespace(id="fin-003", implemented=False),
        "fin-900": SimpleNamespace(id="fin-900"),  # ours, but not in the list: not counted
    }
    listed = [("fin-001", "A"), ("fin-002", "B"), ("fin-003", "C"), ("fin-099", "D"), ("fin-099b", "E")]
    [row] = coverage(cards, [{"set": "FIN", "source": "list.json", "cards": listed}])
    assert (row["total"], row["implemented"]) == (5, 3)
    assert row["missing"] == [("fin-002", "B"), ("fin-003", "C")]


def test_absent_lists_are_reported_not_counted(tmp_path):
    rows = set_lists(tmp_path / "none.json", tmp_path / "none-either.json")
    assert [row["set"] for row in rows] == ["FIN", "FIC", "FCA"]
    assert all("absent" in row for row in rows)
    assert coverage(LIBRARY.cards(), rows) == rows


def test_real_lists_match_our_files(scryfall, release_notes):
    rows = {row["set"]: row for row in coverage(LIBRARY.cards(), set_lists())}
    assert rows["FIN"]["total"] == len(scryfall) == 312
    ours = set(LIBRARY.cards())
    for card_id, _ in rows["FIN"]["missing"]:
        assert card_id not in ours
    notes_ids = {c["id"].lower() for c in release_notes.values()}
    for code in ("FIC", "FCA"):
        row = rows[code]
        assert row["total"] == sum(1 for i in notes_ids if i.startswith(code.lower()))
        assert row["implemented"] == sum(1 for i in ours if i.startswith(code.lower()))


def test_stats_command_prints_the_sets(monkeypatch, tmp_path, capsys):
    listed = [{"collector_number": "1", "name": "Summon: Bahamut"}, {"collector_number": "999", "name": "Unlisted Card"}]  # 999: no card of ours
    (tmp_path / "fin.json").write_text(json.dumps(listed), encoding="utf-8")
    monkeypatch.setattr(set_coverage, "SCRYFALL_FIN", tmp_path / "fin.json")
    monkeypatch.setattr(set_coverage, "SEED_CARDS", tmp_path / "absent.json")
    assert main(["cards", "stats", "mtg"]) == 0
    out = capsys.readouterr().out
    assert "FIN：卡表（fin.json）所列 2 张，已实现 1 张。" in out
    assert "未实现：fin-999 Unlisted Card" in out
    assert f"FIC：找不到卡表 {tmp_path / 'absent.json'}" in out
