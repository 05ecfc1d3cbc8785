"""Card models are read through CPython's plain attribute path (card_files.read_fields_directly):
pydantic's ``BaseModel.__getattr__`` is gone, which is safe only while no card model keeps private
attributes or extra fields, the two things it served."""

import pytest
from pydantic import BaseModel

import engine
from engine.core.registry import GAME_NAMES


def engine_models() -> list[type[BaseModel]]:
    """Every model defined outside pydantic once every game is loaded: the patch is process-wide,
    so a model of the bot or a test would be read through the same path."""
    for game_id in GAME_NAMES:
        engine.get_game(game_id)  # every game's modules imported: its models defined
    found, waiting = [], list(BaseModel.__subclasses__())
    while waiting:
        model = waiting.pop()
        waiting.extend(model.__subclasses__())
        if not model.__module__.startswith("pydantic"):
            found.append(model)
    return found


def test_every_game_has_card_models():
    modules = {model.__module__.split(".")[2] for model in engine_models() if model.__module__.startswith("engine.games.")}
    assert modules == set(GAME_NAMES)


@pytest.mark.parametrize("model", engine_models(), ids=lambda model: f"{model.__module__}.{model.__name__}")
def test_no_card_model_needs_the_getattr_hook(model):
    assert not model.__private_attributes__
    assert model.model_config.get("extra") != "allow"


def test_field_reads_take_the_plain_path():
    assert "__getattr__" not in BaseModel.__dict__
    card = next(iter(engine.get_game("lorcana").card_library.cards().values()))
    assert card.id in engine.get_game("lorcana").card_library.cards()
    with pytest.raises(AttributeError):
        card.no_such_field  # noqa: B018  (a missing field still raises)
