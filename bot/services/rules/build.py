"""Re-derive the shipped rules data from the seed documents.

    python -m bot.services.rules.build [--seeds DIR] [--check]

writes ``data/<game>.json`` and ``data/mtg_rulings.json`` from ``../shared/seeds`` (relative to the
repository root); ``--check`` writes nothing and fails if the committed files differ.

A few MTG cards print their rulings as plain paragraphs right after their rules text, with no bullet
and no power/toughness line between (Haste Magic, Nature's Claim…): layout alone cannot tell the
two apart, so those cards take their rulings from the MTG digest's extraction of the same notes
(``../shared/games/mtg/seed-cards.json``), which separated them by hand.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import orjson

from bot.messages import t

from .cards import compact_name
from .model import CardRulings
from .parser import SEED_NUMBERS, parse_mtg_rulings, parse_rule_book, seed_path
from .service import DATA_DIR, MTG_RULINGS_FILE

DEFAULT_SEEDS = Path(__file__).resolve().parents[3].parent / "shared" / "seeds"
MTG_SEED_CARDS = DEFAULT_SEEDS.parent / "games" / "mtg" / "seed-cards.json"


def _dump(value: object) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_INDENT_2) + b"\n"


def derive(seeds_dir: Path, seed_cards: Path = MTG_SEED_CARDS) -> dict[str, bytes]:
    """File name in ``data/`` -> its content, derived from the seeds (and, for the MTG rulings the
    layout hides, the digest's ``seed_cards``)."""
    files = {
        f"{game}.json": _dump(parse_rule_book(game, seed_path(seeds_dir, game)).to_dict()) for game in SEED_NUMBERS
    }
    rulings = parse_mtg_rulings(seed_path(seeds_dir, "mtg"))
    extracted = json.loads(seed_cards.read_text(encoding="utf-8"))["cards"] if seed_cards.exists() else []
    files[MTG_RULINGS_FILE] = _dump([card.to_dict() for card in with_unbulleted_rulings(rulings, extracted)])
    return files


def with_unbulleted_rulings(parsed: list[CardRulings], extracted: list[dict]) -> list[CardRulings]:
    """``parsed`` corrected by the digest's extraction (see the module docstring): a ruling the
    extraction gives to another card leaves the card whose section it was glued to, and every card
    with rulings the parser could not see is added after the parsed ones (under its Chinese name
    alone when the notes print no English one)."""
    owners: dict[str, set[str]] = {}
    for card in extracted:
        for ruling in card.get("rulings_zh") or []:
            owners.setdefault(compact_name(ruling), set()).add(card["name_zh"])
    by_name = {name: card for card in extracted for name in (card.get("name_en"), card["name_zh"]) if name}
    for record in parsed:
        own = by_name.get(record.name_en) or by_name.get(record.name_zh)
        if own is not None:
            record.rulings = [r for r in record.rulings if owners.get(compact_name(r), {own["name_zh"]}) & {own["name_zh"]}]
    known = {name for card in parsed for name in (card.name_en, card.name_zh, *card.other_names)}
    added = [
        CardRulings(card.get("name_en") or card["name_zh"], card["name_zh"],
                    [card["flavor_name_zh"]] if card.get("flavor_name_zh") else [], list(card["rulings_zh"]))
        for card in extracted
        if card.get("rulings_zh") and card.get("name_en") not in known and card["name_zh"] not in known
    ]  # fmt: skip
    return [record for record in parsed if record.rulings] + added


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
