"""Attachments (附属和结附, G:附属和结附 p4): which hosts may carry one, and when it falls off.

An attachment needs a host meeting its "结附于…" requirement when it is played, when it resolves
and for as long as it stays: one whose host left play, flipped (a new object), or no longer meets
the requirement is destroyed (digest §6.5, a state check). A character with "不能被装备结附"
(JC001, JC013) carries no 装备 (equipment) attachment (G:非 p3 names the subtype). There is no
limit to the attachments on one host.
"""

from .abilities import Select
from .cards import CardDef
from .stats import definition, keywords
from .targets import legal_targets, matches
from .zones import controller_of

EQUIPMENT = "装备"


def host_select(printed: CardDef) -> Select:
    return printed.attach_to.select or Select(kind=printed.attach_to.kind)


def accepts(state: dict, printed: CardDef, host: str) -> bool:
    """Whether the host may carry this attachment apart from its requirement: no equipment on a
    "不能被装备结附" character; only the named subtypes on a "除装备与祝福外不受附属" one (JC081)."""
    if host.startswith("slot"):
        return True
    only = definition(state, host).accepts_only
    if only and not set(only) & set(printed.subtypes):
        return False
    return not (EQUIPMENT in printed.subtypes and "no_equipment" in keywords(state, host))


def attach_candidates(state: dict, printed: CardDef, player: str) -> list[str]:
    """Legal hosts to attach to, as targets (屏障 applies: G:目标 p7)."""
    return [h for h in legal_targets(state, host_select(printed), player, None, None) if accepts(state, printed, h)]


def host_lost(state: dict, card_id: str) -> bool:
    """An attachment on a character that left play or no longer meets the requirement (regions
    and secret societies stay)."""
    host = state["cards"][card_id].get("attached_to")
    if host is None or host.startswith(("slot", "society:")):
        return False
    if host not in state["cards"]:
        return True
    printed = definition(state, card_id)
    return not (matches(state, host_select(printed), host, controller_of(state, card_id), None, None) and accepts(state, printed, host))
