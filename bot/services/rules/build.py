"""Re-derive the shipped rules data from the seed documents.

    python -m bot.services.rules.build [--seeds DIR] [--check]

writes ``data/<game>.json`` and ``data/mtg_rulings.json`` from ``../shared/seeds`` (relative to the
repository root); ``--check`` writes nothing and fails if the committed files differ.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

from bot.messages import t

from .parser import SEED_NUMBERS, parse_mtg_rulings, parse_rule_book, seed_path
from .service import DATA_DIR, MTG_RULINGS_FILE

DEFAULT_SEEDS = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"


def _dump(value: object) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_INDENT_2) + b"\n"


def derive(seeds_dir: Path) -> dict[str, bytes]:
    """File name in ``data/`` -> its content, derived from the seeds."""
    files = {
        f"{game}.json": _dump(parse_rule_book(game, seed_path(seeds_dir, game)).to_dict()) for game in SEED_NUMBERS
    }
    rulings = parse_mtg_rulings(seed_path(seeds_dir, "mtg"))
    files[MTG_RULINGS_FILE] = _dump([card.to_dict() for card in rulings])
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.services.rules.build", description="从规则文档重新生成规则数据。")
    parser.add_argument("--seeds", type=Path, default=DEFAULT_SEEDS, help="规则文档目录（默认 ../shared/seeds）")
    parser.add_argument("--check", action="store_true", help="只检查已提交的数据是否与文档一致，不写文件")
    args = parser.parse_args(argv)
    if not args.seeds.is_dir():
        print(t("rules.build_no_seeds", path=args.seeds), file=sys.stderr)
        return 2
    files = derive(args.seeds)
    stale = [name for name, content in files.items() if _read(DATA_DIR / name) != content]
    if args.check:
        print(t("rules.build_stale", files="、".join(stale)) if stale else t("rules.build_up_to_date"))
        return 1 if stale else 0
    for name in stale:
        (DATA_DIR / name).write_bytes(files[name])
    print(t("rules.build_written", count=len(stale), path=DATA_DIR))
    return 0


def _read(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


if __name__ == "__main__":
    sys.exit(main())
