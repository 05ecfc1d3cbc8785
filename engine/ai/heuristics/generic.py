"""Rules any game's decisions share, used where a game's module gives no score.

The engine's default answer is a legal, usually sensible answer, so it is the baseline; the rules
below only move away from it where the option ids say clearly what is better.
"""

from __future__ import annotations

# First words of option ids, as the games name them, and how much an agent likes them. Doing
# something beats passing; paying by hand (tapping one mana source) or backing out is worse than
# letting the engine pay.
ACTION_WORDS = {
    "pass": 0.0,
    "end": 0.0,
    "cancel": -10.0,
    "mana": -2.0,
    "auto": 3.0,
    "pay": 4.0,
    "keep": 1.0,
    "mulligan": -1.0,
}
DOING_SOMETHING = 1.0
# Answers that do nothing: passing, ending the turn, declining, closing an Ultraman effect window
# (R4.0.4, R4.5.2: "done" ends it; held against the agent, it would use effects it declined).
STOPPING = frozenset({"pass", "end", "no", "none", "no_block", "no_kick", "done"})


def prefer_the_default(ask: dict) -> dict[str, float]:
    default = set(ask.get("default") or ())
    return {o["id"]: 0.5 if o["id"] in default else 0.0 for o in ask["options"]}


def act_rather_than_pass(ask: dict) -> dict[str, float]:
    return {o["id"]: ACTION_WORDS.get(o["id"].split(":")[0], DOING_SOMETHING) for o in ask["options"]}


def accept_optional_effects(ask: dict) -> dict[str, float]:
    """"You may ...": the card was put in the deck for its effect."""
    return {o["id"]: 1.0 if o["id"] == "yes" else 0.0 for o in ask["options"]}


def keep_the_hand(ask: dict) -> dict[str, float]:
    """A mulligan: keep (no card put back, "keep" over "mulligan")."""
    return {o["id"]: ACTION_WORDS.get(o["id"], -1.0) for o in ask["options"]}


def largest_number(ask: dict) -> dict[str, float]:
    """For a game's rules where more is better (damage removed, damage trampling over): numeric
    option ids by their value."""
    return {o["id"]: float(o["id"]) if o["id"].isdigit() else 0.0 for o in ask["options"]}


def unblocked_damage(powers: list[int], blockers: int) -> int:
    """Combat where each blocker stops one attacker: the damage that gets through at the least,
    when the blockers stop the strongest attackers."""
    ordered = sorted(powers)
    return sum(ordered[: max(0, len(ordered) - blockers)])


def go_first(view: dict, ask: dict) -> dict[str, float]:
    return {o["id"]: 1.0 if o["id"] == view["viewer"] else 0.0 for o in ask["options"]}


def score_options(view: dict, ask: dict) -> dict[str, float]:
    kind, key = ask["kind"], ask.get("key", "")
    if kind == "choose_action":
        return act_rather_than_pass(ask)
    if kind == "yes_no":
        return accept_optional_effects(ask)
    if kind == "mulligan" or key.startswith(("redraw", "redeploy")):
        return keep_the_hand(ask)
    if key == "first_player":
        return go_first(view, ask)
    return prefer_the_default(ask)
