"""Damage redirection (CR 614.1b, "instead"): "All damage that would be dealt to you and other
permanents you control is dealt to this creature instead" (Ancient Adamantoise, static
``takes_your_damage``).

Each such effect applies at most once to a damage event (CR 614.5), but after one has moved the
damage onto its creature, another of the same player's may move it on again (that creature is an
"other permanent" for it). The affected player orders them (CR 616.1), so the damage ends on the
creature whose effect they apply last: with two, damage to the player or another permanent goes
to the one they choose, and damage to either stays where it is (the other's effect moves it, the
first one's then moves it back). The player is asked only when the orders end on different
creatures (the release notes: they choose which one is dealt it, all of it).
"""

from __future__ import annotations

from .objects import definition, on_battlefield
from .zones import controller_of, permanents

CHOICES = "damage_recipient_choices"  # 616.1 choices of a damage recipient still to be made


def recipients(state: dict, target: dict) -> list[dict]:
    """The objects the damage that would be dealt to ``target`` (``{"player": …}`` or
    ``{"card": …}``) can end up dealt to, in battlefield order; ``[target]`` when no redirection
    applies. Every order of the effects is followed (a player controls a handful at most)."""
    if "card" in target and not on_battlefield(state, target["card"]):
        return [target]
    player = target["player"] if "player" in target else controller_of(state, target["card"])
    effects = [c for c in permanents(state, player) if any(a.kind == "static" and a.takes_your_damage for a in definition(state, c).abilities)]
    found: list[dict] = []

    def follow(current: dict, unused: list[str]) -> None:
        applicable = [c for c in unused if current.get("card") != c]  # "other permanents you control"
        if not applicable and current not in found:
            found.append(current)
        for chosen in applicable:
            follow({"card": chosen}, [c for c in unused if c != chosen])

    follow(target, effects)
    order = {c: i for i, c in enumerate(effects)}
    return sorted(found, key=lambda r: order.get(r.get("card"), -1))


def ask_later(state: dict, source: dict, target: dict, options: list[dict], amount: int, combat: bool) -> None:
    """Remember a choice of recipient for the affected player (the controller of what the damage
    would have been dealt to, CR 616.1), made before anyone gets priority again
    (``replacement_choice.py``): the damage is dealt as it is made."""
    player = target["player"] if "player" in target else controller_of(state, target["card"])
    choice = {"player": player, "source": source, "options": options, "amount": amount, "combat": combat}
    state["data"].setdefault(CHOICES, []).append(choice)
