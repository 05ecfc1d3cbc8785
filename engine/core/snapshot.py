"""Snapshots: the whole match state as JSON bytes, loadable without replaying anything."""

import orjson

from .errors import GameError

FORMAT = 1


def dump(state: dict) -> bytes:
    return orjson.dumps(state)


def load(data: bytes | str) -> dict:
    try:
        state = orjson.loads(data)
    except orjson.JSONDecodeError as error:
        raise GameError("snapshot.bad_format", detail=str(error)) from None
    if not isinstance(state, dict) or "format" not in state:
        raise GameError("snapshot.bad_format", detail="missing format")
    if type(state["format"]) is not int or state["format"] != FORMAT:
        raise GameError("snapshot.wrong_version", found=state["format"], expected=FORMAT)
    return state


def copy(state: dict) -> dict:
    """A deep copy; JSON round-trip through orjson is the fastest exact copy of plain data."""
    return orjson.loads(orjson.dumps(state))
