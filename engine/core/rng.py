"""Deterministic randomness stored in the state as (seed, counter).

Every draw derives a fresh ``random.Random`` from ``(seed, counter)`` and bumps the counter, so a
state restored from a snapshot continues with exactly the same numbers it would have produced.
"""

import hashlib
import random


def _generator(rng_state: dict) -> random.Random:
    material = f"{rng_state['seed']}:{rng_state['counter']}".encode()
    rng_state["counter"] += 1
    return random.Random(int.from_bytes(hashlib.blake2b(material, digest_size=8).digest(), "big"))


def new_rng(seed: int) -> dict:
    return {"seed": int(seed), "counter": 0}


def shuffle(rng_state: dict, items: list) -> None:
    """Shuffle ``items`` in place."""
    _generator(rng_state).shuffle(items)


def randint(rng_state: dict, low: int, high: int) -> int:
    """A number in [low, high], both inclusive."""
    return _generator(rng_state).randint(low, high)


def choice(rng_state: dict, items: list):
    return items[randint(rng_state, 0, len(items) - 1)]
