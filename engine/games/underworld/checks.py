"""State checks, repeated until nothing happens, before anyone gets priority (digest §6.12):
losing by drawing from an empty library, winning by points, cancelling opposing influence,
destroying characters with lethal damage, attachments without a host, returning sealed cards whose
host left, ending effects whose source left, 领袖, 独有 and 道途 conflicts, announcing new triggers on the
stack, and winning regions.
"""

from engine.core.context import PUBLIC, Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .attachments import host_lost
from .cards import CardDef
from .control import source_gone_effects_end
from .options import option
from .permanents import destroy, hidden_agent_exposed, sacrifice
from .procs import PROCS
from .regions import cancel_tokens, region_to_win, score
from .sealing import return_unhosted
from .stack import unannounced_trigger
from .stats import (
    characters_in,
    checked_clean,
    continuous_sources,
    defence,
    definition,
    facts_key,
    fixed_fact,
    has_keyword,
    is_character,
    keep_fixed_for,
    keep_last_read_for,
    kept_read_problems,
    mark_checked_clean,
    per_definition,
    printed_keyword_ids,
    sources_fixed,
    unchanged_since_clean_check,
    watched_cards,
)
from .text import card_label
from .zones import SLOTS, area_cards, controller_of, is_hidden_agent, slot_of, zone


def game_state_check(ctx: Ctx) -> bool:
    state = ctx.state
    # The first pass of checks after a priority pass that handed priority on (its count of passes
    # not reset by a resolution) reads the state the passer's menu read. When that menu read the
    # state a pass of checks had just found nothing to do in, nothing happened since but the pass:
    # this pass would find nothing either (stats.unchanged_since_clean_check). Otherwise it takes
    # over what that menu kept (stats.keep_fixed_over_pass) if it may.
    frames = state["frames"]
    below = frames[-2] if len(frames) > 1 else None
    handed_on = below is not None and frames[-1].get("passes") == 1 and below.get("passes", 0) > 0
    if handed_on and unchanged_since_clean_check(state, below):
        return False
    # Nor when what the checks read is what a pass of checks found nothing to do in, the last
    # facts read (a step that began, a target chosen since): the priority procedure below takes
    # over those facts.
    key = facts_key(state)
    if checked_clean(state, key):
        if below is not None:
            keep_last_read_for(state, below)
        return False
    decked = [p for p in ctx.seats if ctx.player(p).get("drew_from_empty")]
    if decked:  # G:胜利和失败 p8; both at once: a drawn game (F:1.3.1)
        ctx.end_game([p for p in ctx.seats if p not in decked], "underworld.end.decked", players="、".join(decked))
        return True
    scores = {p: score(state, p) for p in ctx.seats}
    best = max(scores.values())
    leaders = [p for p, s in scores.items() if s == best]
    if best >= option(state, "winning_score") and len(leaders) == 1:  # equal scores play on (G:胜利和失败)
        ctx.end_game(leaders, "underworld.end.score", score=best)
        return True
    if any(cancel_tokens(ctx, slot) for slot in SLOTS):
        return True
    # The checks below change nothing unless they act (and return), so they read one unchanging
    # state: its characters' modifiers are worked out once for all of them. After a pass, nothing
    # above acted, as nothing did before the passer's menu.
    with sources_fixed(state, resume=below if handed_on else None, key=key):
        lowered = defence_lowered(state)
        lethal = [c for s in SLOTS for c in characters_in(state, s) if is_lethal(state, c, ctx.counter(c, "damage"), lowered)]
        orphans = [c for s in SLOTS for c in area_cards(state, s) if host_lost(state, c)]
        conflicts = {player: leader_conflict(state, player) or one_of_a_kind_conflict(state, player) for player in ctx.seats}
        unseen = unseen_watched_cards(ctx)
        if below is not None:  # for the priority procedure below, should this pass find nothing
            keep_fixed_for(state, below)
    if lethal:  # G:伤害和战斗伤害 p8: destroyed together
        for card_id in lethal:
            destroy(ctx, card_id)
        return True
    if orphans:
        for card_id in orphans:
            destroy(ctx, card_id)
        return True
    if return_unhosted(ctx) or source_gone_effects_end(ctx) or look_at_watched_cards(ctx, unseen):
        return True
    for player in ctx.seats:
        conflict = conflicts[player]
        if conflict:
            ctx.push("keep_one", player=player, cards=conflict)
            return True
    pending = unannounced_trigger(state)
    if pending is not None:
        ctx.push("announce_trigger", object=pending["id"])
        return True
    won = region_to_win(state)
    if won is not None:
        ctx.push("win_region", slot=won[0], winner=won[1])
        return True
    mark_checked_clean(state, key)
    return False


def unseen_watched_cards(ctx: Ctx) -> list[tuple[str, str]]:
    """(player, card) for each card he may look at at any time and has not seen yet."""
    return [(p, c) for p in ctx.seats for c in watched_cards(ctx.state, p)
            if ctx.card(c)["visible_to"] != PUBLIC and p not in ctx.card(c)["visible_to"]]  # a shown card is seen


def look_at_watched_cards(ctx: Ctx, unseen: list[tuple[str, str]]) -> bool:
    """"你可以随时检视本地区的任一暗藏者" (JC057), "…你的牌库顶牌" (LC01): looking costs nothing,
    so he sees each such card as soon as he may (G:检视 p5: he alone). `unseen` was read with the
    other checks of the same unchanged state (`game_state_check`)."""
    for player, card_id in unseen:
        ctx.reveal(card_id, to=[player])
        if is_hidden_agent(ctx.state, card_id) and controller_of(ctx.state, card_id) != player:  # JZ26
            hidden_agent_exposed(ctx, card_id, controller_of(ctx.state, card_id), slot_of(ctx.state, card_id))
    return bool(unseen)


def is_lethal(state: dict, card_id: str, damage: int, lowered: set[str] | None) -> bool:
    """G:伤害和战斗伤害 p8: damage at least its defence, or a defence of 0 or less. `lowered`:
    `defence_lowered`. Its defence is its printed one plus its counters plus what its modifiers add
    (`stats.defence`): when none of them may take any away, that sum is a floor, and a floor above 0
    and above its damage settles it without working out its modifiers (each state check asks it of
    every character, most of them unhurt)."""
    if lowered is not None and card_id not in lowered:
        floor = (definition(state, card_id).defence or 0) + state["cards"][card_id].get("counters", {}).get("defence", 0)
        if floor > 0 and damage < floor:
            return False
    left = defence(state, card_id)
    return left <= 0 or damage >= left


def defence_lowered(state: dict) -> set[str] | None:
    """The cards whose modifiers may leave a defence below the printed one plus counters: those of
    a resolved effect taking defence away or setting the printed defence (XQ07); None (any card) if
    a continuous ability in play takes defence away (`stats._modifiers_now`: the other modifiers add
    none)."""
    if any(static.defence < 0 for _, _, static in continuous_sources(state)):
        return None
    return {c for e in state["effects"] if e["cards"] and ("printed_defence" in e["modifier"] or e["modifier"].get("defence", 0) < 0)
            for c in e["cards"]}  # fmt: skip


def face_up_in_play(state: dict, player: str) -> list[str]:
    """His face-up cards in play: his society and what is attached to it, and his face-up cards in
    the regions (characters and attachments). Hidden agents have no name (digest A42); assets are
    no longer the cards they were (G:资产 p10, digest T12). Read once per player inside
    `sources_fixed` (both conflict checks ask): callers never edit it."""
    return fixed_fact(state, _face_up_in_play_now, player)


def _face_up_in_play_now(state: dict, player: str) -> list[str]:
    return state["zones"][zone(player, "society")]["cards"] + [
        c for s in SLOTS for c in area_cards(state, s) if controller_of(state, c) == player and not state["cards"][c].get("face_down")]


def leader_conflict(state: dict, player: str) -> list[str]:
    """Two 领袖 characters (G:领袖 p6), or two face-up unique cards of one name, characters or
    attachments (G:独有卡牌 p3: "一位玩家不能同时控制两个同名的独有卡牌在场"), under one player's control."""
    marked = conflict_cards(state, player)
    # Without a grant of 领袖 anywhere, only a card printed with it may have it (`has_keyword`):
    # fewer than two such cards settle it without working out anyone's modifiers.
    if leader_granted(state) or sum(1 for _, printed in marked if "leader" in printed_keyword_ids(printed)) > 1:
        leaders = [c for c in face_up_in_play(state, player) if is_character(state, c) and has_keyword(state, c, "leader")]
        if len(leaders) > 1:
            return leaders
    by_name: dict[str, list[str]] = {}
    for card_id, printed in marked:
        if printed.unique:
            by_name.setdefault(printed.name, []).append(card_id)
    return next((cards for cards in by_name.values() if len(cards) > 1), [])


def conflict_cards(state: dict, player: str) -> list[tuple[str, CardDef]]:
    """(card, its definition) of each of `face_up_in_play` printed with 领袖, unique or one of a
    kind (`conflict_marked`), in order: the cards the conflict checks read, most of his cards none
    of them. Read once per player inside `sources_fixed`: callers never edit it."""
    return fixed_fact(state, _conflict_cards_now, player)


def _conflict_cards_now(state: dict, player: str) -> list[tuple[str, CardDef]]:
    return [(c, printed) for c in face_up_in_play(state, player) if conflict_marked(printed := definition(state, c))]


@per_definition
def conflict_marked(printed: CardDef) -> bool:
    return "leader" in printed_keyword_ids(printed) or printed.unique or bool(printed.one_per_player)


def leader_granted(state: dict) -> bool:
    """Whether a continuous ability in play or a resolved effect gives some card 领袖 (the keywords
    of `stats._modifiers_now`)."""
    return (any(k.id == "leader" for _, _, static in continuous_sources(state) for k in static.keywords)
            or any(k["id"] == "leader" for e in state["effects"] for k in e["modifier"].get("keywords", ())))  # fmt: skip


def one_of_a_kind_conflict(state: dict, player: str) -> list[str]:
    """"你只能操控至多一个道途" (JC034, XQ13): two face-up cards of that subtype, each saying so,
    under one player's control. Settled as two unique cards of one name are (G:独有卡牌 p3): he
    keeps one and sacrifices the other."""
    by_subtype: dict[str, list[str]] = {}
    for card_id, printed in conflict_cards(state, player):
        limited = printed.one_per_player
        if limited:
            by_subtype.setdefault(limited, []).append(card_id)
    return next((cards for cards in by_subtype.values() if len(cards) > 1), [])


def kept_conflict_problems(state: dict) -> list[str]:
    """The fuzzer's check (`cache_problems`) of the facts the conflict checks read once per block
    (`face_up_in_play`, `conflict_cards`), as `stats.kept_fact_problems` checks the others: each
    player's conflicts read in a block that takes over what the last block of an equal `facts_key`
    read equal those of a block that takes over nothing."""
    return kept_read_problems(state, [(f, p) for f in (leader_conflict, one_of_a_kind_conflict) for p in state["seats"]])


@PROCS.proc("keep_one")
def keep_one(ctx: Ctx, frame: dict) -> None:
    """He chooses one of them and sacrifices it (a death, not a destruction)."""
    player = frame["player"]
    cards = [c for c in frame["cards"] if ctx.exists(c)]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    choice = ctx.choose(frame, player, "choose_cards", "keep_one", make_ask(t("underworld.prompt.sacrifice_conflict"), options), confirm=True)
    if choice is None:
        return
    ctx.pop(frame)
    sacrifice(ctx, choice[0])
