"""The `tcg` command, driven in-process against the fixture game."""

import argparse
import asyncio
import json
import re

import pytest

from bot.cli import build_parser, main
from bot.messages import MESSAGES
from engine.core.registry import register, unregister
from tests.engine.fixture import GAME

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def fixture_game():
    register(GAME)
    yield
    unregister(GAME.id)


def test_fuzz_prints_summary_as_last_line(capsys):
    """`tcg fuzz` ends with exactly `fuzz GAME: N games, E errors, R games/s` and exits 0."""
    assert main(["fuzz", "fixture", "--games", "3", "--seed", "5"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("fuzz fixture: 3 games, 0 errors, ") and last.endswith(" games/s")


def test_fuzz_names_the_cards_never_played_before_the_summary(capsys, monkeypatch):
    """The line before the summary counts the implemented cards no game played and names them."""
    assert main(["fuzz", "fixture", "--games", "3", "--seed", "5"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-2] == "从未打出的已实现卡牌：0 / 11 张：无"
    monkeypatch.setattr(type(GAME), "played_card", lambda self, event: None)
    assert main(["fuzz", "fixture", "--games", "3", "--seed", "5", "--decks", "random"]) == 0
    never = capsys.readouterr().out.strip().splitlines()[-2]
    assert never == "从未打出的已实现卡牌：11 / 11 张：banner、bolt、cancel、grunt、healer、insight、ogre、rally、scout、shieldbearer、warden"
    monkeypatch.setattr("bot.cli.NEVER_PLAYED_SHOWN", 3)  # a long list is cut, the count stays whole
    assert main(["fuzz", "fixture", "--games", "1", "--decks", "random"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-2] == "从未打出的已实现卡牌：11 / 11 张：banner、bolt、cancel 等（另有 8 张）"


def test_fuzz_refuses_preset_decks_for_a_game_without_any(capsys):
    assert main(["fuzz", "fixture", "--games", "1", "--decks", "preset"]) == 2
    assert "没有预组卡组" in capsys.readouterr().err


def test_fuzz_reports_failures_with_a_replayable_record(capsys, monkeypatch, tmp_path):
    """A failing game prints its seed and answers; `tcg replay` reproduces it; exit code is 1."""
    monkeypatch.setattr(type(GAME), "invariants", lambda self, state: ["broken"] if state["version"] > 3 else [])
    assert main(["fuzz", "fixture", "--games", "1"]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("fuzz fixture: 1 games, 1 errors")
    record = json.loads(next(line for line in out if line.startswith("{")))
    assert record["game"] == "fixture" and len(record["answers"]) == 4
    path = tmp_path / "failure.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "重放完成：4 个回答" in capsys.readouterr().out


def test_replay_rejects_a_malformed_file(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "格式不正确" in capsys.readouterr().err


def test_unknown_and_unavailable_games_get_a_chinese_error(capsys):
    assert main(["fuzz", "chess", "--games", "1"]) == 2
    assert "未知的游戏：chess" in capsys.readouterr().err


def test_play_against_the_random_agent_to_the_end(monkeypatch, capsys):
    """`tcg play` runs a full match with Chinese prompts; the human always picks option 1."""
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert main(["play", "fixture", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "对局结束：" in out
    assert "请输入" not in out or "选项编号" in out


def test_play_reads_deck_files_and_lists_every_problem(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("10 步兵\n5 龙\nabc\n", encoding="utf-8")
    assert main(["play", "fixture", "--deck", str(deck), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "第 2 行“5 龙”无法识别" in err and "第 3 行“abc”无法识别" in err and "正好 20 张" in err


def test_play_ends_cleanly_when_input_closes(monkeypatch, capsys):
    def closed(prompt=""):
        raise EOFError

    monkeypatch.setattr("builtins.input", closed)
    assert main(["play", "fixture", "--seed", "3"]) == 1
    assert "输入已结束" in capsys.readouterr().err


def test_db_migrate_creates_and_reports_versions(tmp_path, capsys):
    database = tmp_path / "tcg.sqlite3"
    assert main(["db", "migrate", "--database", str(database)]) == 0
    assert "版本 0 → " in capsys.readouterr().out
    assert main(["db", "migrate", "--database", str(database)]) == 0
    assert "已是最新版本" in capsys.readouterr().out


def test_db_migrate_on_postgresql_never_prints_the_password(postgres_server, capsys):
    url = asyncio.run(postgres_server.new_schema()).replace("postgresql://postgres@", "postgresql://postgres:s3cret@")
    assert main(["db", "migrate", "--database", url]) == 0  # the throwaway server trusts every login
    out = capsys.readouterr().out
    assert "→" in out and "postgres:***@" in out and "s3cret" not in out


def test_an_unreachable_postgresql_server_is_a_clear_error(tmp_path, capsys):
    url = f"postgresql://tcg:s3cret@/tcg?host={tmp_path}"  # no server listens there
    assert main(["db", "migrate", "--database", url]) == 1
    err = capsys.readouterr().err
    assert "无法连接数据库" in err and "tcg:***@" in err and "s3cret" not in err


def test_db_check_ratings_exits_non_zero_on_a_stored_rating_that_differs_from_its_history(tmp_path, capsys):
    import asyncio

    from bot.services.league.ratings import RatingService
    from bot.storage.database import connect

    database = tmp_path / "tcg.sqlite3"
    assert main(["db", "migrate", "--database", str(database)]) == 0

    async def rate_then(sql: str | None) -> None:
        connection = await connect(database)
        if sql is None:
            await RatingService(connection).rate("match:1", "900", "lorcana", "11", "22", 1.0)
        else:
            await connection.execute(sql)
            await connection.commit()
        await connection.close()

    asyncio.run(rate_then(None))
    capsys.readouterr()
    assert main(["db", "check-ratings", "--database", str(database)]) == 0
    assert "一致" in capsys.readouterr().out
    asyncio.run(rate_then("UPDATE ratings SET games = 5 WHERE user_id = '22'"))
    assert main(["db", "check-ratings", "--database", str(database)]) == 1
    err = capsys.readouterr().err
    assert "不一致" in err and "differs" in err and "22" in err
    assert main(["db", "check-ratings", "--rebuild", "--database", str(database)]) == 0  # recomputed and stored


def test_enter_takes_the_default_the_prompt_names(monkeypatch, capsys):
    """An empty answer takes the request's default, which the hint names ("直接回车＝…")."""
    hints = []
    monkeypatch.setattr("builtins.input", lambda prompt="": hints.append(prompt) or "")
    assert main(["play", "fixture", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "对局结束：" in out and "至少要选" not in out  # no empty answer was refused
    assert any("直接回车＝" in hint for hint in hints)


def test_fuzz_plays_every_game_with_the_options_given(capsys, monkeypatch):
    """`--option NAME=VALUE` (VALUE read as JSON, else as text) reaches every fuzzed game and its
    replay, so a rule's alternative reading is fuzzed too."""
    from engine import fuzz as fuzzing

    seen = []
    play_one = fuzzing.play_one
    monkeypatch.setattr(fuzzing, "play_one", lambda *args: seen.append(args[5]) or play_one(*args))  # its options
    assert main(["fuzz", "underworld", "--games", "2", "--option", "influence_reward=may", "--option", "withdraw_optional=false"]) == 0
    assert seen == [{"influence_reward": "may", "withdraw_optional": False}] * 2
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("fuzz underworld: 2 games, 0 errors")


def test_fuzz_refuses_a_wrong_option_in_chinese_before_playing(capsys):
    assert main(["fuzz", "underworld", "--games", "1", "--option", "influence_rewards=may"]) == 2
    assert "未知的对局选项：influence_rewards" in capsys.readouterr().err
    assert main(["fuzz", "underworld", "--games", "1", "--option", "withdraw_optional=1"]) == 2
    assert "不能取值 1" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["fuzz", "underworld", "--option", "influence_reward"])
    assert "名称=取值" in capsys.readouterr().err


def _parser_texts(parser: argparse.ArgumentParser):
    """Every help, description and metavar text in a parser and its subcommands."""
    yield parser.description
    for action in parser._actions:
        yield action.help
        if isinstance(action, argparse._SubParsersAction):
            yield action.metavar
            for choice in action._choices_actions:
                yield choice.help
            for subparser in action.choices.values():
                yield from _parser_texts(subparser)


def test_every_help_text_comes_from_the_catalog():
    """Operators read the help in Chinese: each text is a catalog message (filled), never inline."""
    filled = [re.compile(re.sub(r"\\\{\w+\\\}", ".+", re.escape(template))) for template in MESSAGES.values()]
    texts = [text for text in _parser_texts(build_parser()) if text and text != argparse.SUPPRESS]
    inline = [text for text in texts if CJK.search(text) and not any(p.fullmatch(text) for p in filled)]
    assert len(texts) > 30
    assert inline == []
