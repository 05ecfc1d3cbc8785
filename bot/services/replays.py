"""A finished match as scenes to step through: the setup, then one scene per turn (the public board
when the turn began and the public log of the turn), then the end. Rebuilt from the seed, the decks
and the answer log (events are not stored), in spectator form only: a replay shows what anyone
watching the thread could see.

A match played by an older engine version (``engine_version``) may not replay by today's rules:
the replay then stops at the first answer they refuse, and its last scene says so."""

from __future__ import annotations

from dataclasses import dataclass, field

import orjson

import engine
from bot.services.matches import MatchError, MatchService


@dataclass
class Scene:
    turn: int | None  # None: the setup before the first turn
    active: str | None  # whose turn
    view: dict | None = None  # the spectator view when the scene began (after its first answer)
    events: list[dict] = field(default_factory=list)  # spectator events of the scene
    stopped_early: bool = False  # the end scene of a replay today's rules could not finish


async def replay_scenes(service: MatchService, match_id: str) -> list[Scene]:
    match = await service.repo.get_match(match_id)
    if match is None:
        raise MatchError("match.unknown", match_id=match_id)
    stored = orjson.loads(match.options_json)
    state, events, _ = engine.start(match.game, stored["players"], stored["decks"], match.seed, stored["options"])
    scenes = [Scene(turn=None, active=None)]
    _add(scenes, state, events)
    stopped_early = False
    for answer in await service.repo.answers(match_id):
        try:
            events, _ = engine.advance_in_place(state, orjson.loads(answer.answer_json))
        except engine.AnswerError:
            stopped_early = True
            break
        _add(scenes, state, events)
    end = Scene(turn=scenes[-1].turn, active=None, view=engine.view(state, None), stopped_early=stopped_early)
    return [*scenes, end]


def _add(scenes: list[Scene], state: dict, events: list[dict]) -> None:
    for event in engine.events_for(events, None):
        if event["type"] == "turn_started":
            scenes.append(Scene(turn=event["number"], active=event["player"]))
        scenes[-1].events.append(event)
    if scenes[-1].view is None:
        scenes[-1].view = engine.view(state, None)
