"""Each game's ``engine_version`` moves whenever what its snapshots hold or its rules change.

The bot stores a snapshot of every live match and loads it after a restart; a match saved by
another engine version is played again from its answer log instead (bot/services/matches.py,
``_upgraded``), because today's code may read keys the old snapshot lacks. So a change that
plays or stores a fixed game differently must bump the version: this guard plays one fixed game
per engine and compares a hash of its snapshots with the one recorded for the current version.
"""

import hashlib
import json
from pathlib import Path

import pytest

import engine
from engine.ai import RandomAgent
from engine.core import snapshot
from engine.core.registry import GAME_NAMES

RECORD = Path(__file__).with_name("engine_versions.json")
DECISIONS = 200  # enough to reach combat, abilities and the second turns of every game


def fingerprint(game_id: str) -> str:
    """A hash of every snapshot of a fixed game between the first two preset decks."""
    game = engine.get_game(game_id)
    players = [f"p{n}" for n in range(1, game.min_players + 1)]
    lists = [text for _, text in sorted(game.preset_decks().items())]
    decks = {p: game.parse_deck(lists[i % len(lists)]) for i, p in enumerate(players)}
    state, _, _ = engine.start(game_id, players, decks, 11, {})
    agent, digest = RandomAgent(11), hashlib.sha256()
    for _ in range(DECISIONS):
        digest.update(snapshot.dump(state))
        request = state["request"]
        if request is None or state["result"] is not None:
            break
        player = request["pending"][0]
        choice = agent.choose(engine.ask_for(request, player))
        engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})
    return digest.hexdigest()[:16]


@pytest.mark.parametrize("game_id", sorted(json.loads(RECORD.read_text("utf-8"))))
def test_a_changed_game_has_a_new_engine_version(game_id):
    recorded = json.loads(RECORD.read_text("utf-8"))[game_id]
    version, now = engine.get_game(game_id).engine_version, fingerprint(game_id)
    assert (version, now) == (recorded["engine_version"], recorded["fingerprint"]), (
        f"{game_id} plays or stores a fixed game differently (fingerprint {now}): bump engine_version in its "
        f"game.py so live matches are rebuilt from their answer logs, and record both in {RECORD.name}"
    )


def test_every_game_is_recorded():
    assert sorted(json.loads(RECORD.read_text("utf-8"))) == sorted(GAME_NAMES)
