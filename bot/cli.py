"""The `tcg` command: run the bot, play in the terminal, fuzz and replay the engine, look up rules,
manage the database. Later subcommands (`lookup`, `bench`) join here under those names."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from collections import Counter
from pathlib import Path

import engine
from engine.ai import LEVELS, make_agent
from engine.core.registry import GAME_NAMES, get_game
from engine.core.stops import DEFAULT_STOP_MODE, STOP_MODES
from engine.fuzz import DECK_KINDS, fuzz

from .messages import t


def _command_run(args: argparse.Namespace) -> int:
    from .config import load_config
    from .discord.client import run_bot  # imported here: offline commands never load discord.py

    return run_bot(load_config())


def _load_decks(game, paths: list[str], players: list[str], seed: int) -> dict[str, list[str]]:
    if not paths:
        return game.random_decks(random.Random(seed), players)
    if len(paths) not in (1, len(players)):
        raise SystemExit(t("play.deck_count", game=game.name, count=len(players), given=len(paths)))
    decks = {}
    for index, player in enumerate(players):
        path = Path(paths[min(index, len(paths) - 1)])
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise SystemExit(t("play.deck_unreadable", path=path, error=error.strerror)) from None
        decks[player] = game.parse_deck(text)
    return decks


def _command_play(args: argparse.Namespace) -> int:
    from .terminal import TerminalMatch

    game = get_game(args.game)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    players = ["p1", "p2"]
    decks = _load_decks(game, args.deck, players, seed)
    humans = players if args.vs == "human" else ["p1"]
    level = args.vs.removeprefix("ai:") if args.vs.startswith("ai:") else "random"
    agent = make_agent(level, game.id, seed) if level in LEVELS else None
    match = TerminalMatch(game.id, decks, humans, seed, stops=args.stops, agent=agent, level=level)
    try:
        match.run()
    except (EOFError, KeyboardInterrupt):
        print(t("play.input_closed"), file=sys.stderr)
        return 1
    return 0


def _match_option(text: str) -> tuple[str, object]:
    """"NAME=VALUE" of `--option`; VALUE is read as JSON (true, 3, null), else kept as text."""
    name, equals, value = text.partition("=")
    if not name or not equals:
        raise argparse.ArgumentTypeError(t("fuzz.bad_option", text=text))
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


def _command_fuzz(args: argparse.Namespace) -> int:
    game = get_game(args.game)  # a clear error before starting
    deck_lists = None
    if args.pack is not None:  # a community card pack: its cards join the game, its decks are the presets
        problems = game.load_card_pack(args.pack)
        if problems:
            print("\n".join(problems))
            print(t("cards.pack_failed", count=len(problems)))
            return 1
        deck_lists = [path.read_text(encoding="utf-8") for path in sorted((args.pack / "decks").glob("*.txt"))]
    options = dict(args.option)
    if options:  # the game refuses a wrong option in Chinese before any game is played
        seats = [f"p{i + 1}" for i in range(args.players)]
        engine.start(game, seats, game.random_decks_for(random.Random(args.seed), seats, options), args.seed, options)
    report = fuzz(args.game, args.games, args.seed, players=args.players, max_decisions=args.max_decisions, jobs=args.jobs,
                  options=options or None, decks=args.decks, deck_lists=deck_lists, ai=args.ai)  # fmt: skip
    for failure in report.failures:
        print(t("fuzz.failure", index=failure.game_index, seed=failure.seed))
        print(failure.error)
        record = {
            "game": args.game,
            "players": failure.players,
            "decks": failure.decks,
            "seed": failure.seed,
            "options": options or None,
            "answers": failure.answers,
        }
        print(json.dumps(record, ensure_ascii=False))
    print(_never_played_line(report))
    print(report.summary())
    return 1 if report.failures else 0


NEVER_PLAYED_SHOWN = 40  # card ids listed at most; the count is always whole


def _never_played_line(report) -> str:
    """The implemented cards no fuzzed game played: the count, and the first ids."""
    never = report.never_played
    cards = "、".join(never[:NEVER_PLAYED_SHOWN]) or t("fuzz.none")
    if len(never) > NEVER_PLAYED_SHOWN:
        cards += t("fuzz.and_more", count=len(never) - NEVER_PLAYED_SHOWN)
    return t("fuzz.never_played", count=len(never), total=len(report.cards), cards=cards)


def _command_replay(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        game_id, players, decks = record["game"], record["players"], record["decks"]
        seed, options, answers = record["seed"], record.get("options"), record["answers"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(t("replay.bad_file", path=path, error=error), file=sys.stderr)
        return 2
    state, _, _ = engine.start(game_id, players, decks, seed, options)
    for index, answer in enumerate(answers):
        try:
            engine.advance_in_place(state, answer)
        except Exception as error:  # show where the recorded game breaks, then the traceback
            print(t("replay.failed", index=index, error=error), file=sys.stderr)
            raise
    result = state["result"]
    outcome = json.dumps(result, ensure_ascii=False) if result else t("replay.in_progress")
    print(t("replay.done", answers=len(answers), version=state["version"], result=outcome))
    return 0


def _command_db(args: argparse.Namespace) -> int:
    from .config import database_target, load_config
    from .storage.database import DatabaseUnavailable, connect
    from .storage.dialect import redacted
    from .storage.migrations import MigrationError, migrate

    async def run() -> tuple[int, int]:
        connection = await connect(path)
        try:
            return await migrate(connection)
        finally:
            await connection.close()

    path = database_target(args.database) if args.database else load_config().database_path
    try:
        old, new = asyncio.run(run())
    except (MigrationError, DatabaseUnavailable) as error:
        print(t("cli.error", message=error), file=sys.stderr)
        return 1
    if old == new:
        print(t("db.up_to_date", path=redacted(path), version=new))
    else:
        print(t("db.migrated", path=redacted(path), old=old, new=new))
    return 0


def _command_db_copy(args: argparse.Namespace) -> int:
    """Copy a SQLite database into an empty PostgreSQL one, then check counts and active matches."""
    from .config import database_target
    from .services.matches import MatchService
    from .storage.database import DatabaseUnavailable, connect, connect_sqlite
    from .storage.db_copy import CopyError, copy_database
    from .storage.dialect import is_postgres_url, redacted
    from .storage.migrations import MigrationError

    async def run() -> tuple[int, int, int, list[str]]:
        source = await connect_sqlite(path)
        try:
            target = await connect(args.target)
            try:
                counts = await copy_database(source, target)
                service = MatchService(target)
                active = await service.repo.active_matches()
                broken = [m.id for m in active if not await _replays_to_its_snapshot(service, m.id)]
                return sum(c.target for c in counts), len(counts), len(active), broken
            finally:
                await target.close()
        finally:
            await source.close()

    path = database_target(args.source)
    if not is_postgres_url(args.target):
        print(t("cli.error", message=t("db.copy_target_not_postgres", target=args.target)), file=sys.stderr)
        return 1
    if not isinstance(path, Path) or not path.is_file():
        print(t("cli.error", message=t("db.copy_source_missing", path=args.source)), file=sys.stderr)
        return 1
    try:
        rows, tables, active, broken = asyncio.run(run())
    except (CopyError, MigrationError, DatabaseUnavailable) as error:
        print(t("cli.error", message=error), file=sys.stderr)
        return 1
    print(t("db.copied", source=path, target=redacted(args.target), tables=tables, rows=rows))
    for match_id in broken:
        print(t("cli.error", message=t("db.copy_replay_mismatch", match_id=match_id)), file=sys.stderr)
    if broken:
        return 1
    print(t("db.copy_replayed", count=active))
    return 0


async def _replays_to_its_snapshot(service, match_id: str) -> bool:
    try:
        return await service.replay_check(match_id)
    except Exception:  # a log the engine cannot even replay is a failed check, not a crash
        return False


def _command_check_ratings(args: argparse.Namespace) -> int:
    """Exit 1 and list every stored rating that differs from a recomputation of the results."""
    from .config import database_target, load_config
    from .services.league.ratings import RatingService
    from .storage.database import connect

    async def run():
        connection = await connect(path)
        try:
            service = RatingService(connection)
            if args.rebuild:
                await service.rebuild_all()
            return await service.check(), len(await service.repo.boards())
        finally:
            await connection.close()

    path = database_target(args.database) if args.database else load_config().database_path
    mismatches, boards = asyncio.run(run())
    for m in mismatches:
        stored = "-" if m.stored is None else f"{m.stored.rating:.2f}±{m.stored.deviation:.2f}/{m.stored.games}"
        expected = "-" if m.expected is None else f"{m.expected.rating:.2f}±{m.expected.deviation:.2f}/{m.expected.games}"
        print(t("ratings.check_mismatch", guild=m.guild_id, game=m.game, user=m.user_id, stored=stored,
                expected=expected), file=sys.stderr)  # fmt: skip
    if mismatches:
        return 1
    print(t("ratings.check_ok", boards=boards))
    return 0


def _command_cards(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    if args.cards_command == "stats":
        total, implemented = game.card_counts()
        print(t("cards.stats", game=game.name, total=total, implemented=implemented))
        _print_set_coverage(game.set_coverage())
        _print_card_classes(game.card_classes())
        return 0
    if args.cards_command == "check" and args.path:
        return _check_card_pack(game, Path(args.path))
    if args.cards_command == "preview":
        return _preview_pack_card(game, Path(args.pack), args.card, Path(args.out))
    if args.cards_command == "check":
        problems = game.check_card_files()
        for problem in problems:
            print(problem)
        total, _ = game.card_counts() if not problems else (0, 0)
        print(t("cards.check_failed", count=len(problems)) if problems else t("cards.check_ok", game=game.name, count=total))
        return 1 if problems else 0
    return _import_catalog(args, game)


def _print_set_coverage(rows: list[dict] | None) -> None:
    """`tcg cards stats`: each printed set's implemented share, and its cards still missing."""
    for row in rows or ():
        if "absent" in row:
            print(t("cards.set_absent", set=row["set"], path=row["absent"]))
            continue
        print(t("cards.set_coverage", set=row["set"], total=row["total"], implemented=row["implemented"], source=row["source"]))
        if row["missing"]:
            print(t("cards.set_missing", cards="、".join(f"{card_id} {name}" for card_id, name in row["missing"])))


def _print_card_classes(rows: tuple | None) -> None:
    """`tcg cards stats`: the game's printed cards by status, and the blocked ones by the undefined
    term that blocks them (a card blocked by two terms counts under each)."""
    if not rows:
        return
    statuses = Counter(row.status for row in rows)
    print(t("cards.classes", total=len(rows), implemented=statuses["implemented"], playable=statuses["playable"],
            blocked=statuses["blocked"], rule=statuses["rule"]))  # fmt: skip
    for term, count in Counter(term for row in rows for term in row.terms).most_common():
        print(t("cards.blocked_term", term=term, count=count))


def _check_card_pack(game, path: Path) -> int:
    """`tcg cards check GAME PATH`: every problem of a community card pack, with file and line."""
    problems = game.check_card_pack(path)
    for problem in problems:
        print(problem)
    for warning in game.card_pack_warnings(game.read_card_pack(path)[0]):
        print(warning)  # the card still loads: a warning does not fail the check
    print(t("cards.pack_failed", count=len(problems)) if problems else t("cards.pack_ok", game=game.name, path=path))
    return 1 if problems else 0


def _preview_pack_card(game, pack: Path, card_id: str, out: Path) -> int:
    """`tcg cards preview GAME PACK CARD --out card.png`: the card face players will see, drawn
    from the pack, and its Chinese text printed; a pack with problems is refused like at load."""
    from .render.card_face import draw_card_face
    from .render.registry import renderer_for
    from .render.shapes import png_bytes

    problems = game.load_card_pack(pack)
    try:
        if problems:
            print("\n".join(problems))
            print(t("cards.pack_failed", count=len(problems)))
            return 1
        try:
            face = renderer_for(game.id).card_face(card_id)
        except KeyError:
            print(t("render.unknown_card", card=card_id), file=sys.stderr)
            return 1
        rendered = draw_card_face(face)
        out.write_bytes(png_bytes(rendered.image))
        print("\n".join(part for part in (face.name, face.type_line, face.text, face.footer) if part))
        for box in rendered.overflow:
            print(t("cards.preview_overflow", box=box))
        print(t("cards.preview_written", path=out))
        return 0
    finally:
        game.reload_cards(None)  # the pack was for this preview only


def _import_catalog(args: argparse.Namespace, game) -> int:
    from .config import database_target, load_config
    from .storage.catalog import CatalogRepository, read_companions
    from .storage.database import connect
    from .storage.dialect import redacted
    from .storage.migrations import migrate

    path = Path(args.file)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(t("cards.import_unreadable", path=path, error=error), file=sys.stderr)
        return 2
    try:
        companions = read_companions(game, path)
    except (OSError, ValueError) as error:
        print(t("cards.import_unreadable", path=path.parent, error=error), file=sys.stderr)
        return 2
    records = game.read_catalog(data, companions)

    async def store() -> tuple[int, int]:
        connection = await connect(database)
        try:
            await migrate(connection)
            repository = CatalogRepository(connection)
            await repository.replace_game(game.id, records)
            return await repository.count(game.id)
        finally:
            await connection.close()

    database = database_target(args.database) if args.database else load_config().database_path
    total, implemented = asyncio.run(store())
    print(t("cards.imported", game=game.name, count=total, implemented=implemented, path=redacted(database)))
    return 0


def _command_rule(args: argparse.Namespace) -> int:
    from .services.rules import RulesError, RulesService
    from .services.rules.presentation import format_answer, format_card_rulings

    service = RulesService.load()
    query = " ".join(args.query)
    try:
        print(format_answer(service.lookup(args.game, query)))
    except RulesError as error:
        cards = service.mtg_rulings(query, limit=1) if args.game == "mtg" else []
        if not cards:  # for MTG a card name gets the card's rulings from the release notes
            print(error.message, file=sys.stderr)
            return 1
        print(format_card_rulings(cards[0]))
    return 0


def _command_render(args: argparse.Namespace) -> int:
    from .render import RenderError, render_board, render_card
    from .render.sample import random_state

    try:
        if args.command == "render-card":
            image = render_card(args.game, args.card)
        else:
            state = random_state(args.game, args.seed, args.turns, args.players)
            if args.viewer is not None and args.viewer not in state["seats"]:
                raise RenderError("render.cli.bad_viewer", viewer=args.viewer, players="、".join(state["seats"]))
            image = render_board(args.game, engine.view(state, args.viewer))
    except RenderError as error:
        print(t("cli.error", message=error.message), file=sys.stderr)
        return 2
    Path(args.out).write_bytes(image)
    print(t("render.cli.saved", path=args.out, size=len(image)))
    return 0


def _command_lookup(args: argparse.Namespace) -> int:
    """The /查卡 search in the terminal: the best card in full, then the other close matches."""
    from .config import database_target, load_config
    from .services.lookup import Filters, close_matches, load_records
    from .services.lookup.index import CardIndex
    from .storage.database import connect
    from .storage.migrations import migrate

    async def records():
        connection = await connect(database)
        try:
            await migrate(connection)
            return await load_records(connection)
        finally:
            await connection.close()

    database = database_target(args.database) if args.database else load_config().database_path
    if args.game:
        get_game(args.game)  # a clear error for an unknown game
    matches = CardIndex(asyncio.run(records())).search(args.query, filters=Filters(game=args.game), limit=10)
    if not matches:
        print(t("lookup.not_found", query=args.query), file=sys.stderr)
        return 1
    card = matches[0].record
    print(card.full_name + (f" / {card.full_name_en}" if card.full_name_en else ""))
    print(t("lookup.embed.playable") if card.implemented else t("lookup.embed.not_playable"))
    for label, value in card.facts:
        print(f"{label}：{value}")
    if len(card.printings) > 1:
        print(f"{t('lookup.embed.printings')}：{'、'.join(card.printings)}")
    for label, text in ((t("lookup.embed.text"), card.text), (t("lookup.embed.printed_text"), card.printed_text)):
        if text:
            print(f"{label}：\n{text}")
    if not card.text and not card.printed_text:
        print(f"{t('lookup.embed.text')}：{t('lookup.embed.no_text')}")
    print(t("lookup.embed.footer", game=card.game_name, id=card.id))
    others = close_matches(matches)[1:]
    if others:
        print(t("lookup.cli.also"))
        for match in others:
            print(t("lookup.cli.also_line", name=match.record.full_name, game=match.record.game_name, id=match.record.id))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tcg", description=t("cli.help.description"))
    commands = parser.add_subparsers(dest="command", required=True, metavar=t("cli.help.commands"))
    game_help = t("cli.help.game", games="、".join(GAME_NAMES))
    database_help = t("cli.help.database")

    run = commands.add_parser("run", help=t("cli.help.run"))
    run.set_defaults(handler=_command_run)

    play = commands.add_parser("play", help=t("cli.help.play"))
    play.add_argument("game", help=game_help)
    play.add_argument("--deck", action="append", default=[], help=t("cli.help.play.deck"))
    play.add_argument("--vs", choices=["random", "human", *(f"ai:{level}" for level in LEVELS)], default="random",
                      help=t("play.vs_help"))
    play.add_argument("--seed", type=int, help=t("cli.help.seed"))
    play.add_argument("--stops", choices=STOP_MODES, default=DEFAULT_STOP_MODE, help=t("play.stops_help"))
    play.set_defaults(handler=_command_play)

    fuzz = commands.add_parser("fuzz", help=t("cli.help.fuzz"))
    fuzz.add_argument("game")
    fuzz.add_argument("--games", type=int, default=100)
    fuzz.add_argument("--seed", type=int, default=1)
    fuzz.add_argument("--players", type=int, default=2)
    fuzz.add_argument("--max-decisions", type=int, default=20_000)
    fuzz.add_argument("--jobs", type=int, default=1, help=t("cli.help.fuzz.jobs"))
    fuzz.add_argument("--ai", action="store_true", help=t("cli.help.fuzz.ai"))
    fuzz.add_argument("--decks", choices=DECK_KINDS, default="both",
                      help=t("cli.help.fuzz.decks"))
    fuzz.add_argument("--option", type=_match_option, action="append", default=[], metavar="NAME=VALUE",
                      help=t("cli.help.fuzz.option"))
    fuzz.add_argument("--pack", type=Path, default=None,
                      help=t("cli.help.fuzz.pack"))
    fuzz.set_defaults(handler=_command_fuzz)

    replay = commands.add_parser("replay", help=t("cli.help.replay"))
    replay.add_argument("file", help=t("cli.help.replay.file"))
    replay.set_defaults(handler=_command_replay)

    cards = commands.add_parser("cards", help=t("cli.help.cards"))
    cards_commands = cards.add_subparsers(dest="cards_command", required=True, metavar=t("cli.help.operations"))
    for name in ("stats", "check"):
        sub = cards_commands.add_parser(name, help=t(f"cli.help.cards.{name}"))
        sub.add_argument("game")
        if name == "check":
            sub.add_argument("path", nargs="?", help=t("cli.help.cards.check.path"))
        sub.set_defaults(handler=_command_cards)
    preview = cards_commands.add_parser("preview", help=t("cli.help.cards.preview"))
    preview.add_argument("game")
    preview.add_argument("pack", help=t("cli.help.cards.preview.pack"))
    preview.add_argument("card", help=t("cli.help.card_id"))
    preview.add_argument("--out", default="card.png", help=t("cli.help.cards.preview.out"))
    preview.set_defaults(handler=_command_cards)
    importer = cards_commands.add_parser("import", help=t("cli.help.cards.import"))
    importer.add_argument("game")
    importer.add_argument("file")
    importer.add_argument("--database", help=database_help)
    importer.set_defaults(handler=_command_cards)

    rule = commands.add_parser("rule", help=t("cli.help.rule"))
    rule.add_argument("game", help=game_help)
    rule.add_argument("query", nargs="+", help=t("cli.help.rule.query"))
    rule.set_defaults(handler=_command_rule)

    render = commands.add_parser("render", help=t("cli.help.render"))
    render.add_argument("game")
    render.add_argument("--seed", type=int, default=1)
    render.add_argument("--turns", type=int, default=10, help=t("cli.help.render.turns"))
    render.add_argument("--players", type=int, default=2)
    render.add_argument("--viewer", help=t("cli.help.render.viewer"))
    render.add_argument("--out", required=True, help=t("cli.help.png_out"))
    render.set_defaults(handler=_command_render)

    render_card = commands.add_parser("render-card", help=t("cli.help.render_card"))
    render_card.add_argument("game")
    render_card.add_argument("card", help=t("cli.help.render_card.card"))
    render_card.add_argument("--out", required=True, help=t("cli.help.png_out"))
    render_card.set_defaults(handler=_command_render)

    lookup = commands.add_parser("lookup", help=t("lookup.cli.help"))
    lookup.add_argument("query", help=t("lookup.cli.query"))
    lookup.add_argument("--game", help=t("lookup.option.game"))
    lookup.add_argument("--database", help=t("lookup.cli.database"))
    lookup.set_defaults(handler=_command_lookup)

    db = commands.add_parser("db", help=t("cli.help.db"))
    db_commands = db.add_subparsers(dest="db_command", required=True, metavar=t("cli.help.operations"))
    migrate = db_commands.add_parser("migrate", help=t("cli.help.db.migrate"))
    migrate.add_argument("--database", help=database_help)
    migrate.set_defaults(handler=_command_db)
    copy = db_commands.add_parser("copy", help=t("cli.help.db.copy"))
    copy.add_argument("source", help=t("cli.help.db.copy.source"))
    copy.add_argument("target", help=t("cli.help.db.copy.target"))
    copy.set_defaults(handler=_command_db_copy)
    check_ratings = db_commands.add_parser("check-ratings", help=t("cli.help.db.check_ratings"))
    check_ratings.add_argument("--database", help=database_help)
    check_ratings.add_argument("--rebuild", action="store_true", help=t("cli.help.db.check_ratings.rebuild"))
    check_ratings.set_defaults(handler=_command_check_ratings)
    return parser


def main(argv: list[str] | None = None) -> int:
    from .config import ConfigError

    args = build_parser().parse_args(argv)
    try:
        return args.handler(args)
    except engine.GameError as error:
        print(t("cli.error", message=error.message), file=sys.stderr)
        return 2
    except ConfigError as error:
        print(t("cli.error", message=error), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
