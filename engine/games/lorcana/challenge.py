"""Challenging (4.3.6). The procedure keeps the challenge in `state["data"]["challenge"]` so
"in a challenge" effects and "banished in a challenge" triggers can see it until it ends.

Steps: choose an exerted opposing character or any opposing location, respecting Evasive (10.4)
and Bodyguard (10.2.3); exert the challenger (4.3.6.8); "in a challenge" effects start
(4.3.6.10, Challenger 10.3); triggers resolve (4.3.6.11); unless a participant has left
(4.3.6.22), both deal damage equal to their strength, never below 0 (4.3.6.12-4.3.6.15), a
location deals none (4.3.6.21); the check banishes, those triggers resolve (4.3.6.16), and the
challenge ends (4.3.6.17).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .bag import settle
from .cardinfo import definition
from .cards import card_db
from .damage import after_resist, put_dealt_damage
from .memo import remembered, unchanging
from .procs import PROCS
from .stats import flags, has_flag, has_keyword, printed_only, stat
from .teams import opponents
from .text import card_label
from .zones import in_play, zone_owner

END_OF_CHALLENGE = "end_of_challenge"  # duration of "in a challenge" effects (4.3.6.10-4.3.6.17)


def can_challenge_now(state: dict, card_id: str) -> bool:
    card = state["cards"][card_id]
    return (
        not card.get("exerted")
        and definition(state, card_id).type == "character"
        and (card.get("dry", False) or has_keyword(state, card_id, "rush"))  # 4.3.6.5, 10.7
        and not has_flag(state, card_id, "cannot_challenge")
    )


def legal_defenders(state: dict, attacker: str, player: str) -> list[str]:
    return remembered(state, ("defenders", attacker), _legal_defenders, state, attacker, player)


def _legal_defenders(state: dict, attacker: str, player: str) -> list[str]:
    facts = attacker_facts(state, attacker)
    found = []
    for opponent in opponents(state, player):
        candidates = [(c, kind) for c in in_play(state, opponent) if (kind := _target_kind(state, c, *facts))]
        # 10.2.3, per opponent: if one of that player's Bodyguard characters could be chosen, one
        # of them must be (their locations stay legal; other players' characters are not affected).
        guarded = any(kind == "bodyguard" for _, kind in candidates)
        found.extend(c for c, kind in candidates if not guarded or kind != "character")
    return found


def can_challenge_with(state: dict, player: str, facts: tuple[bool, int, bool]) -> bool:
    """Whether a character of the player that may challenge now, with these `attacker_facts`, has
    an opposing card to challenge (a Bodyguard only narrows the choice, it never empties it). The
    targets depend only on those facts: the menu asks once for all the player's characters alike."""
    return remembered(state, ("any_defender", player, facts), _any_defender_now, state, player, facts)


# What `_target_kind` reads of a card beyond its definition and whether it is exerted.
TARGET_KEYWORDS = frozenset({"evasive", "bodyguard"})
TARGET_FLAGS = frozenset({"cannot_be_challenged", "cannot_be_challenged_by_cost"})


def _any_defender_now(state: dict, player: str, facts: tuple[bool, int, bool]) -> bool:
    """`_any_defender`, read from the printed cards when it may be: inside `memo.unchanging`, while
    no effect or static ability could give or take any of TARGET_KEYWORDS or TARGET_FLAGS, every
    card has its printed keywords and none of the flags, so `_target_kind` comes down to the card
    type, Evasive (10.4) and whether it is exerted (4.3.6.6), read here without its calls."""
    if not printed_only(state, TARGET_KEYWORDS, TARGET_FLAGS):  # outside `memo.unchanging` too
        return _any_defender(state, player, facts)
    evasive_attacker, _, ready_ok = facts
    cards, db = state["cards"], card_db()
    for opponent in opponents(state, player):
        for target in in_play(state, opponent):
            card = cards[target]
            printed = db[card["def"]]
            if printed.type == "location" or (
                printed.type == "character"
                and (ready_ok or card.get("exerted"))
                and (evasive_attacker or "evasive" not in printed.printed_keywords)
            ):
                return True
    return False


def _any_defender(state: dict, player: str, facts: tuple[bool, int, bool]) -> bool:
    return any(_target_kind(state, target, *facts) for opponent in opponents(state, player) for target in in_play(state, opponent))


def attacker_facts(state: dict, attacker: str) -> tuple[bool, int, bool]:
    """What of the challenger decides its possible targets: Evasive, its cost, "can challenge ready"."""
    return (has_keyword(state, attacker, "evasive"), definition(state, attacker).cost,
            has_flag(state, attacker, "can_challenge_ready"))  # fmt: skip


def _target_kind(state: dict, card_id: str, evasive_attacker: bool, attacker_cost: int, ready_ok: bool) -> str | None:
    """"location", "bodyguard" or "character" if that challenger may choose the card, else None."""
    kind = definition(state, card_id).type
    # The printed facts first: they rule out most cards without working out static abilities.
    if kind != "location" and (kind != "character" or not (ready_ok or state["cards"][card_id].get("exerted"))):
        return None  # 4.3.6.6; card text beats it (1.2.1)
    if has_flag(state, card_id, "cannot_be_challenged"):  # card text beats the rules (1.2.1)
        return None
    if kind == "location":  # challengeable whatever its state (4.3.6.20)
        return "location"
    if not evasive_attacker and has_keyword(state, card_id, "evasive"):
        return None  # 10.4
    if has_flag(state, card_id, "cannot_be_challenged_by_cost") and any(
        f["flag"] == "cannot_be_challenged_by_cost" and attacker_cost <= f["max_cost"] for f in flags(state, card_id)
    ):
        return None  # e.g. "费用等于或小于 3 的角色不能挑战这个角色"
    return "bodyguard" if has_keyword(state, card_id, "bodyguard") else "character"


@PROCS.proc("challenge")
def challenge(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    player, attacker = frame["player"], frame["attacker"]
    if frame["step"] == 0:
        options = []
        if player in ctx.seats:  # else the challenger left with them: nothing of it to read
            with unchanging(state):
                options = [{"id": c, "label": card_label(state, c)} for c in legal_defenders(state, attacker, player)]
        if not options:
            # They conceded before choosing (3.2.1.2), or every card they could challenge left
            # with a player who left the game meanwhile (3.2.1.2, 1.10.2.3): with no character to
            # choose (4.3.6.6) there is no challenge; the challenger stays ready (4.3.6.8 never
            # came) and the player is back in the main phase (4.3.6.22).
            ctx.pop(frame)
            return
        ask = make_ask(t("lorcana.prompt.challenge_target", card=card_label(state, attacker)), options)
        choice = ctx.choose(frame, player, "choose_targets", "defender", ask)
        if choice is None:
            return
        defender = choice[0]
        state["cards"][attacker]["exerted"] = True  # 4.3.6.8
        state["data"]["challenge"] = {
            "attacker": attacker, "defender": defender, "player": player,
            # who they are, for "banished in a challenge" triggers after they have left (8.4.4)
            "attacker_def": state["cards"][attacker]["def"], "attacker_owner": player,
            "defender_def": state["cards"][defender]["def"], "defender_owner": zone_owner(state["cards"][defender]["zone"]),
            # where they are, for a location's "在此处的角色在挑战中驱逐…" (no one moves during a challenge)
            "attacker_at": state["cards"][attacker].get("at_location"), "defender_at": state["cards"][defender].get("at_location"),
        }  # fmt: skip
        ctx.emit("challenge_declared", card=attacker, target=defender, player=player)
        ctx.emit("character_challenged", card=defender, by=attacker)
        frame["step"] = 8
        settle(ctx)  # 4.3.6.11: triggers resolve before damage
        return
    current = state["data"]["challenge"]
    if frame["step"] == 8:
        frame["step"] = 10
        if not current.get("left"):
            challenge_damage(ctx, current)
            settle(ctx)  # 4.3.6.16
            return
    ctx.pop(frame)  # 4.3.6.17 / 4.3.6.22
    del state["data"]["challenge"]
    ended = [e for e in state["effects"] if e["until"] == END_OF_CHALLENGE]  # "in a challenge" effects end
    state["effects"] = [e for e in state["effects"] if e["until"] != END_OF_CHALLENGE]
    for effect in ended:
        ctx.emit("effect_ended", effect=effect["id"])
    ctx.emit("challenge_ended", card=current["attacker"], target=current["defender"])


def challenge_damage(ctx: Ctx, current: dict) -> None:
    """4.3.6.12-4.3.6.15: simultaneous damage equal to strength (at least 0); locations deal none."""
    state = ctx.state
    attacker, defender = current["attacker"], current["defender"]
    hits = []
    with unchanging(state):  # both amounts before either is dealt
        to_defender = max(0, stat(state, attacker, "strength"))
        to_attacker = 0
        if definition(state, defender).type == "character":
            to_attacker = max(0, stat(state, defender, "strength"))
        if not has_flag(state, defender, "no_challenge_damage"):
            hits.append((defender, after_resist(state, defender, to_defender), attacker))
        if not has_flag(state, attacker, "no_challenge_damage"):  # e.g. "takes no damage from the challenge"
            hits.append((attacker, after_resist(state, attacker, to_attacker), defender))
    for card_id, amount, source in hits:
        put_dealt_damage(ctx, card_id, amount, source, in_challenge=True)
