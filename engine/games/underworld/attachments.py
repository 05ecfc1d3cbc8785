"""Attachments (附属和结附, G:附属和结附 p4): which hosts may carry one, and when it falls off.

An attachment needs a host meeting its "结附于…" requirement when it is played, when it resolves
and for as long as it stays: one whose host left play, flipped (a new object), or no longer meets
the requirement is destroyed (digest §6.5, a state check). A character with "不能被装备结附"
(JC001, JC013) carries no 装备 (equipment) attachment (G:非 p3 names the subtype). There is no
limit to the attachments on one host.
"""

from functools import cache

from .abilities import Select
from .cards import AttachTo, CardDef
from .stats import definition, keywords, subtypes
from .targets import legal_targets, matches
from .zones import controller_of

EQUIPMENT = "装备"


def attach_rule(printed: CardDef, mode: int | None = None) -> AttachTo:
    """What the attachment attaches to: as printed, or as the option chosen when it was played says
    (JC082); without a known option (a card on a host already, or put into play), the one attaching
    to a character or a region."""
    if not printed.attach_modes:
        return printed.attach_to
    if mode is not None:
        return printed.attach_modes[mode].attach_to
    return next(m.attach_to for m in printed.attach_modes if m.attach_to.kind != "own_society")


def host_select(printed: CardDef, mode: int | None = None) -> Select:
    rule = attach_rule(printed, mode)
    return rule.select or _kind_only(rule.kind)


@cache
def _kind_only(kind: str) -> Select:
    """The selection of a plain "结附于…" rule, built once per kind: each state check asks it for
    every attachment in play. Shared: callers never edit it."""
    return Select(kind=kind)


def accepts(state: dict, printed: CardDef, host: str) -> bool:
    """Whether the host may carry this attachment apart from its requirement: no equipment on a
    "不能被装备结附" character; only the named subtypes on a "除装备与祝福外不受附属" one (JC081)."""
    if host.startswith("slot"):
        return True
    only = definition(state, host).accepts_only
    if only and not set(only) & set(printed.subtypes):
        return False
    return not (EQUIPMENT in printed.subtypes and "no_equipment" in keywords(state, host))


def attach_candidates(state: dict, printed: CardDef, player: str, mode: int | None = None) -> list[str]:
    """Legal hosts to attach to, as targets (屏障 applies: G:目标 p7)."""
    return [h for h in legal_targets(state, host_select(printed, mode), player, None, None) if accepts(state, printed, h)]


def host_discount(state: dict, printed: CardDef, host: str | None) -> int:
    """How much less the attachment costs on this host (LC09: "若结附的目标是僧侣角色")."""
    rule = printed.host_discount
    on_character = host is not None and not host.startswith(("slot", "society:"))
    return rule.amount if rule and on_character and rule.subtype in subtypes(state, host) else 0


def best_host_discount(state: dict, printed: CardDef, player: str) -> int:
    """The most a legal host takes off its cost: what deciding whether it can be played at all needs."""
    if printed.host_discount is None:
        return 0
    return max((host_discount(state, printed, h) for h in attach_candidates(state, printed, player)), default=0)


def attach_mode_usable(state: dict, printed: CardDef, player: str, mode: int) -> bool:
    """An option of JC082 he may choose: his own secret society, or a legal host."""
    return attach_rule(printed, mode).kind == "own_society" or bool(attach_candidates(state, printed, player, mode))


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
