"""The committed rules data is exactly what the parser derives from ../shared/seeds."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.services.rules.build import DATA_DIR, derive, main

SEEDS = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"
needs_seeds = pytest.mark.skipif(
    not SEEDS.is_dir(), reason="../shared/seeds (the rules documents) is absent; the shipped data is used as is"
)


@needs_seeds
def test_committed_data_equals_a_fresh_derivation():
    derived = derive(SEEDS)
    assert sorted(derived) == sorted(p.name for p in DATA_DIR.glob("*.json"))
    for name, content in derived.items():
        assert (DATA_DIR / name).read_bytes() == content, f"{name} is stale: run python -m bot.services.rules.build"


@needs_seeds
def test_check_mode_reports_up_to_date_and_writes_nothing(capsys):
    before = {p.name: p.stat().st_mtime_ns for p in DATA_DIR.glob("*.json")}
    assert main(["--seeds", str(SEEDS), "--check"]) == 0
    assert capsys.readouterr().out.strip() == "规则数据与规则文档一致。"
    assert {p.name: p.stat().st_mtime_ns for p in DATA_DIR.glob("*.json")} == before


def test_missing_seeds_directory_is_a_clear_error(tmp_path, capsys):
    assert main(["--seeds", str(tmp_path / "nowhere"), "--check"]) == 2
    assert f"找不到规则文档目录 {tmp_path / 'nowhere'}" in capsys.readouterr().err
