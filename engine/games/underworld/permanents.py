"""Cards entering and leaving play (G:进场和离场 p5), destruction and sacrifice (G:消灭和牺牲 p10),
damage (G:伤害和战斗伤害 p8, G:造成伤害 p10), lurking (G:潜伏 p8) and revealing (G:现身 p9).

A card that changes zone is a new object (counters, damage and effects are gone). Leaving play
destroys the attachments on it (G:附属和结附 p4). Triggers of entering and dying are collected
here, where the rules event happens.
"""

from engine.core.context import Ctx
from engine.core.effects import SOURCE_LEAVES
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import FORM
from .options import option
from .stats import (
    condition_holds,
    continuous_sources,
    definition,
    domain_count,
    granted_abilities,
    has_flag,
    is_character,
    keywords,
    silenced,
    subtypes,
    text_blank,
)
from .triggers import (
    collect_card_triggers,
    collect_flow_triggers,
    collect_granted_triggers,
    collect_graveyard_triggers,
    collect_keyword_triggers,
    collect_marked_death_triggers,
    collect_named_entry_triggers,
    collect_region_entry_triggers,
)
from .zones import SLOTS, area_cards, area_zone, controller_of, is_hidden_agent, region_in, slot_of, zone


def set_controller(ctx: Ctx, card_id: str, controller: str) -> None:
    card = ctx.card(card_id)
    if controller == card["owner"]:
        card.pop("controller", None)
    else:
        card["controller"] = controller


def hide_from_opponents(ctx: Ctx, card_id: str) -> None:
    """A hidden agent: face down, seen by its controller only (G:暗藏者 p1)."""
    card = ctx.card(card_id)
    card["face_down"] = True
    card["visible_to"] = [controller_of(ctx.state, card_id)]


def enter_area(ctx: Ctx, card_id: str, slot: int, how: str, controller: str, *, face_down: bool = False,
               keep: tuple[str, ...] = ()) -> str:  # fmt: skip
    """Put a card into a contested area: played ("play"), revealed ("reveal"), put there by an
    effect ("put") or as a hidden agent ("dispatch", "put"). Enter triggers fire for face-up
    characters (进场触发 also on a reveal, 现身触发 only then; G:触发能力 p2)."""
    new_id = ctx.move(card_id, area_zone(slot), face_down=face_down, keep=keep, reason=how)
    set_controller(ctx, new_id, controller)
    if face_down:
        hide_from_opponents(ctx, new_id)
        return new_id
    if "slow" in keywords(ctx.state, new_id) and not ctx.card(new_id).get("exhausted"):
        ctx.card(new_id)["exhausted"] = True  # 迟缓: "该角色横置进场" (its reminder text, JZ49)
        ctx.emit("card_exhausted", card=new_id)
    events = ["enters", "enters_region"] + (["revealed"] if how == "reveal" else [])
    collect_card_triggers(ctx, new_id, events, slot)
    if is_character(ctx.state, new_id):
        collect_flow_triggers(ctx, "own_character_enters", of=controller, subtypes=definition(ctx.state, new_id).subtypes,
                              keywords=tuple(keywords(ctx.state, new_id)), subject=new_id, entering=new_id)  # fmt: skip
        collect_region_entry_triggers(ctx, new_id, slot, revealed=how == "reveal")
        collect_named_entry_triggers(ctx, new_id)
    collect_keyword_triggers(ctx, new_id, revealed=how == "reveal")
    return new_id


def attach_card(ctx: Ctx, card_id: str, host: str, slot: int, controller: str, reason: str) -> str:
    """结附: the attachment goes beside its host, a character or a region ("slot2"); its controller
    keeps it even on an opponent's card (G:附属和结附 p4). It enters play, so its 进场触发 fires
    (G:进场和离场 p5, XQ42)."""
    new_id = ctx.move(card_id, area_zone(slot), reason=reason)
    ctx.card(new_id)["attached_to"] = host
    set_controller(ctx, new_id, controller)
    collect_card_triggers(ctx, new_id, ["enters"], slot)
    if not host.startswith(("slot", "society:")) and any(
            a.static and a.static.flag == "controls_host" for a in definition(ctx.state, new_id).abilities):  # fmt: skip
        from .control import give_control  # control reads permanents

        # "你获得受此结附角色的控制权" (JC036): while it stays there, a lapse when it leaves play (its FAQ)
        give_control(ctx, host, controller, source=new_id, until=SOURCE_LEAVES)
    if not host.startswith("slot"):  # "当一个附属结附于本方角色上时" (BQ030, BQ041)
        collect_attached_triggers(ctx, new_id, host)
    return new_id


def attachments_on(state: dict, host: str) -> list[str]:
    return [c for s in SLOTS for c in area_cards(state, s) if state["cards"][c].get("attached_to") == host]


DESTRUCTIONS = ("destroyed", "sacrificed")


def collect_attached_triggers(ctx: Ctx, attachment: str, host: str) -> None:
    """"当一个附属结附于本方角色上时" (BQ030), "每当一个名为鲜血的附属结附于本地区的本方角色上时" (BQ041):
    for the host's controller, with the attachment's name and the host's region."""
    collect_flow_triggers(ctx, "own_character_attached", of=controller_of(ctx.state, host), name=definition(ctx.state, attachment).name,
                          event_slot=slot_of(ctx.state, host))  # fmt: skip


def leave_play(ctx: Ctx, card_id: str, to_zone: str, reason: str, *, position: int | None = None) -> str:
    """Move a card in play elsewhere. A face-up character put into a graveyard dies (G:死亡 p8;
    digest A31, option `death_scope`: every such move, or only a destruction or a sacrifice, as
    the 死亡触发 label says); the attachments on it are destroyed (回收: back to the hand)."""
    state = ctx.state
    was_character = is_character(state, card_id)
    slot = slot_of(state, card_id)
    controller = controller_of(state, card_id)
    attached = attachments_on(state, card_id)
    time_counters = state["cards"][card_id].get("counters", {}).get("time", 0)  # as it last was (JZ30)
    counters = [kind for kind, n in state["cards"][card_id].get("counters", {}).items() if n]
    last_counters = {kind: n for kind, n in state["cards"][card_id].get("counters", {}).items() if n and kind != "damage"}  # WM091
    dying_subtypes = list(subtypes(state, card_id)) if was_character else []  # as it last was (JC031)
    dying_keywords = tuple(keywords(state, card_id)) if was_character else ()  # "本方灵体角色死亡时" (JC105)
    returns = was_character and has_flag(state, card_id, "returns_when_dies")  # BQ071
    was_silenced = silenced(state, card_id)  # XQ01: its 死亡触发 cannot be used either
    was_blank = text_blank(state, card_id)  # JC101: nor one it had none of
    granted = [a for a, _ in granted_abilities(state, card_id)] if was_character else []  # as it last was (BQ111, BQ016)
    death_triggers = 1 + extra_death_triggers(state, controller, dying_subtypes) if was_character else 1
    attachments_before = {c: (controller_of(state, c), bool(state["cards"][c].get("exhausted"))) for c in attached}  # as they last were
    if state["cards"][card_id]["def"].endswith(FORM):  # JC028: out of play it is its printed card again
        state["cards"][card_id]["def"] = state["cards"][card_id]["def"].removesuffix(FORM)
    new_id = ctx.move(card_id, to_zone, position=position, reason=reason)
    destroyed = _host_left(ctx, attached, controller)
    dies = reason in DESTRUCTIONS or option(state, "death_scope") == "any_move_to_graveyard"
    if was_character and to_zone.endswith(".graveyard") and dies:
        for attachment, gone in destroyed.items():  # destroyed with its host, its trigger still resolves (LC09)
            holder, was_exhausted = attachments_before[attachment]
            collect_card_triggers(ctx, gone, ["host_dies"], slot, controller=holder, source_was_exhausted=was_exhausted, dying=new_id)
        for _ in range(death_triggers):  # JZ38: once more
            collect_card_triggers(ctx, new_id, ["dies"], slot, controller=controller, time_counters=time_counters,
                                  silenced_before=was_silenced, blank_before=was_blank, was=card_id)  # fmt: skip
            collect_granted_triggers(ctx, new_id, granted, "dies", slot, controller, silenced_before=was_silenced)
        collect_marked_death_triggers(ctx, new_id, counters, slot)
        collect_flow_triggers(ctx, "character_dies")
        collect_graveyard_triggers(ctx, "enemy_dies_from_graveyard", controller, slot)  # XG27
        collect_flow_triggers(ctx, "own_character_dies", of=controller, subtypes=tuple(dying_subtypes), keywords=dying_keywords,
                              dying_subtypes=dying_subtypes, dying=new_id, society_here=slot, dying_counters=last_counters)  # fmt: skip
        ctx.emit("character_died", card=new_id, owner=ctx.card(new_id)["owner"], definition=ctx.card(new_id)["def"])
        if returns and region_in(state, slot) is not None:
            return _back_into_play(ctx, new_id, slot)
    return new_id


def extra_death_triggers(state: dict, controller: str, dying_subtypes: list[str]) -> int:
    """"每当一个本方宿主角色死亡时，其死亡触发能力额外触发一次" (JZ38): how many more times the 死亡触发
    of a character of his with these subtypes trigger."""
    return sum(1 for source, owner, static in continuous_sources(state)
               if static.flag == "death_triggers_again" and owner == controller
               and condition_holds(state, static.condition, source, owner, dying_subtypes=tuple(dying_subtypes)))  # fmt: skip


def _back_into_play(ctx: Ctx, card_id: str, slot: int) -> str:
    """"将其移回场上，置于其之前所在的地区并横置" (BQ071): put into play, not played (G:置于 p11)."""
    new_id = enter_area(ctx, card_id, slot, "put", ctx.card(card_id)["owner"])
    if not ctx.card(new_id).get("exhausted"):
        ctx.card(new_id)["exhausted"] = True
        ctx.emit("card_exhausted", card=new_id)
    return new_id


def discard_cards(ctx: Ctx, player: str, cards: list[str], by: str) -> None:
    """弃牌 (G:弃牌 p8): hand cards go to their owner's graveyard; "当你从手牌弃掉X时" (手牌触发,
    XQ34, BQ054) triggers there, and "当对手的卡牌或能力令你弃掉X时" (XQ10) when `by`, the controller
    of what made him discard, is an opponent. Each other player's "每当敌方玩家弃牌时" abilities
    trigger once, with X = the count (JZ28, JC040)."""
    events = ["discarded"] + (["discarded_by_opponent"] if by != player else [])
    for card_id in cards:
        new_id = ctx.move(card_id, graveyard_of(ctx, card_id), reason="discard")
        collect_card_triggers(ctx, new_id, events, None, controller=player)
    ctx.emit("cards_discarded", player=player, count=len(cards))
    if cards:
        for other in ctx.opponents(player):
            collect_flow_triggers(ctx, "enemy_discards", of=other, x=len(cards))


def graveyard_of(ctx: Ctx, card_id: str) -> str:
    """Cards always go to their owner's graveyard (G:墓地 p7)."""
    return zone(ctx.card(card_id)["owner"], "graveyard")


def destroy(ctx: Ctx, card_id: str, by: str | None = None) -> str:
    """`by`: the player whose card or ability destroys it, when one does (JZ26)."""
    hidden, owner_side, slot = is_hidden_agent(ctx.state, card_id), controller_of(ctx.state, card_id), slot_of(ctx.state, card_id)
    new_id = leave_play(ctx, card_id, graveyard_of(ctx, card_id), "destroyed")
    if hidden and by is not None and by != owner_side:
        hidden_agent_exposed(ctx, new_id, owner_side, slot)
    return new_id


def hidden_agent_exposed(ctx: Ctx, card_id: str, controller: str, slot: int | None) -> None:
    """"当袖中毒物在暗藏者状态被敌方玩家检视或消灭时" (JZ26): its trigger, for the player who controlled the
    agent, with its region as 本地区 (the card may be in the graveyard by now)."""
    collect_card_triggers(ctx, card_id, ["hidden_seen_or_destroyed_by_enemy"], slot, controller=controller)


def sacrifice(ctx: Ctx, card_id: str) -> str:
    return leave_play(ctx, card_id, graveyard_of(ctx, card_id), "sacrificed")


def return_to_hand(ctx: Ctx, card_id: str) -> str:
    return leave_play(ctx, card_id, zone(ctx.card(card_id)["owner"], "hand"), "returned")


def lurk(ctx: Ctx, card_id: str, *, blink: bool = False) -> str:
    """潜伏: a character turns face down into a hidden agent. It leaves play (attachments
    destroyed, counters and damage gone: a new object, digest A26) but stays exhausted or ready.
    `blink`: it is turned face up again at once (闪烁), which some attachments answer (JZ07)."""
    slot = slot_of(ctx.state, card_id)
    controller = controller_of(ctx.state, card_id)
    attached = attachments_on(ctx.state, card_id)
    new_id = ctx.move(card_id, area_zone(slot), face_down=True, keep=("exhausted",), reason="lurk")
    set_controller(ctx, new_id, controller)
    hide_from_opponents(ctx, new_id)
    _host_left(ctx, attached, controller, blink=blink)
    collect_card_triggers(ctx, new_id, ["lurks"], slot, controller=controller)  # 潜伏触发 (JC054)
    return new_id


def _host_left(ctx: Ctx, attached: list[str], host_controller: str, *, blink: bool = False) -> dict[str, str]:
    """The attachments of a card that left play are destroyed; one with 回收 goes back to its
    owner's hand instead ("当受此结附的角色离场时，将该附属移回你的手中", BQ022), one its host's
    controller's society names is sealed on that society (MSBQ01), and on a blink one that answers
    it goes onto its controller's society ("当受此结附的角色闪烁时，将咒法古卷改为收藏", JZ07).
    Returns the destroyed ones: attachment in play -> its card in the graveyard."""
    from .sealing import seal, society_host

    destroyed = {}
    for attachment in attached:
        if blink and ctx.exists(attachment) and _answers_blink(ctx.state, attachment):
            owner = controller_of(ctx.state, attachment)
            collected = ctx.move(attachment, zone(owner, "society"), keep=("exhausted",), reason="collected")
            ctx.card(collected).update(attached_to=society_host(owner))
            set_controller(ctx, collected, owner)
            collect_card_triggers(ctx, collected, ["host_blinks"], None, controller=owner)
        elif ctx.exists(attachment) and "recover" in keywords(ctx.state, attachment):
            leave_play(ctx, attachment, zone(ctx.card(attachment)["owner"], "hand"), "recovered")
        elif ctx.exists(attachment) and _sealed_when_host_leaves(ctx.state, attachment, host_controller):
            seal(ctx, attachment, society_host(host_controller), host_controller)
        elif ctx.exists(attachment):
            destroyed[attachment] = leave_play(ctx, attachment, graveyard_of(ctx, attachment), "destroyed")
    return destroyed


def _answers_blink(state: dict, attachment: str) -> bool:
    return any(a.kind == "triggered" and a.trigger.event == "host_blinks" for a in definition(state, attachment).abilities)


def _sealed_when_host_leaves(state: dict, attachment: str, host_controller: str) -> bool:
    """"每当一个本方角色离场时，若有名为鲜血的附属结附于其上，将该附属封印在龙之欢宴上" (MSBQ01)."""
    name = definition(state, attachment).name
    return any(static.flag == "seal_named_attachments" and static.attachment_name == name and controller == host_controller
               for _, controller, static in continuous_sources(state))  # fmt: skip


def _domains_here(state: dict, slot: int, player: str) -> int:
    """Magic-domain icons of the face-up cards a player controls in a region (灵体, digest A16)."""
    return sum(len(definition(state, c).domains) for c in area_cards(state, slot)
               if not state["cards"][c].get("face_down") and controller_of(state, c) == player)  # fmt: skip


def _spirit_protects(state: dict, card_id: str, battle: bool) -> bool:
    """灵体 would prevent the damage (G:灵体 p6): fewer enemy magic-domain icons in its region."""
    if "spirit" not in keywords(state, card_id) or not (battle or option(state, "spirit_scope") == "all_damage"):  # digest A16
        return False
    slot = slot_of(state, card_id)
    own = controller_of(state, card_id)
    enemy = sum(_domains_here(state, slot, p) for p in state["seats"] if p != own)
    return enemy < _domains_here(state, slot, own)


def damage_taker(state: dict, card_id: str) -> str | None:
    """The card that may take, instead, the damage this character would take: "该伤害改为对庇佑圣灵造成"
    (JC077, a continuous `takes_damage_here` of a face-up card in its region)."""
    from .targets import matches  # targets reads stats too

    slot = slot_of(state, card_id)
    for source, controller, static in continuous_sources(state):
        if (static.flag == "takes_damage_here" and source != card_id and slot_of(state, source) == slot
                and matches(state, static.select, card_id, controller, source, slot)):  # fmt: skip
            return source
    return None


def _prevention(state: dict, card_id: str, key: str, uses: dict, battle: bool, unpreventable: bool) -> tuple[bool, tuple | None]:
    """(prevented, the 灵体 trigger still to decide): a resolved "防止伤害" effect always prevents;
    灵体 only if its controller uses it; nothing prevents damage that "不能被防止" (JC019)."""
    if unpreventable:
        return False, None
    if has_flag(state, card_id, "prevent_damage"):
        return True, None
    if _spirit_protects(state, card_id, battle):
        prompt = "underworld.prompt.use_spirit"
    elif not battle and _prevents_own_non_battle_damage(state, card_id):  # XQ06: one trigger to decide, as 灵体
        prompt = "underworld.prompt.prevent_own_damage"
    else:
        return False, None
    if key not in uses:
        return False, (key, controller_of(state, card_id), prompt, card_id)
    return uses[key], None


def _prevents_own_non_battle_damage(state: dict, card_id: str) -> bool:
    """"触发：防止入梦的费南迪尔将受到的所有非战斗伤害" (XQ06)."""
    return any(static.flag == "prevents_own_non_battle_damage" and source == card_id for source, _, static in continuous_sources(state))


def damage_route(state: dict, card_id: str, uses: dict, battle: bool, unpreventable: bool = False) -> tuple[list, tuple | None]:
    """How damage to the character goes (G:造成伤害 p10): its way, ("redirected", card) then
    ("taken", card) or ("prevented", card), and, while an optional trigger on the way is
    undecided, that trigger (key, player, prompt, card) with the way so far. The
    optional ones (G:触发能力 p2: a 触发 not marked 强制 is its controller's choice): 灵体 preventing
    it (G:灵体 p6) and "该伤害改为对庇佑圣灵造成" (JC077, whose own prevention then applies)."""
    prevented, pending = _prevention(state, card_id, f"spirit:{card_id}", uses, battle, unpreventable)
    if pending or prevented:
        return [("prevented", card_id)] * prevented, pending
    taker = damage_taker(state, card_id)
    if taker is None:
        return [("taken", card_id)], None
    key = f"redirect:{card_id}"
    if key not in uses:
        return [], (key, controller_of(state, taker), "underworld.prompt.take_damage_instead", card_id)
    if not uses[key]:
        return [("taken", card_id)], None
    prevented, pending = _prevention(state, taker, f"spirit:{card_id}>{taker}", uses, battle, unpreventable)
    return [("redirected", taker), ("prevented" if prevented else "taken", taker)], pending


def ask_damage_triggers(ctx: Ctx, frame: dict, store: dict, hits: dict[str, int], *, battle: bool = False,
                        unpreventable: bool = False) -> bool:  # fmt: skip
    """Before damage is dealt to `hits` (character: amount), ask about every optional trigger that
    would change it (damage_route), keeping the answers in `store["damage_uses"]` for deal_damage;
    False while one is asked."""
    from .text import card_label

    uses = store.setdefault("damage_uses", {})
    for card_id, amount in hits.items():
        while amount > 0 and ctx.exists(card_id) and is_character(ctx.state, card_id):
            _, pending = damage_route(ctx.state, card_id, uses, battle, unpreventable)
            if pending is None:
                break
            key, player, prompt, about = pending
            text = t(prompt, card=card_label(ctx.state, about, player), amount=amount,
                     taker=card_label(ctx.state, damage_taker(ctx.state, about) or about, player))  # fmt: skip
            options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
            choice = ctx.choose(frame, player, "yes_no", f"damage:{key}", make_ask(text, options, default=["yes"]), confirm=True)
            if choice is None:
                return False
            uses[key] = choice == ["yes"]
    return True


def deal_damage(ctx: Ctx, card_id: str, amount: int, uses: dict, *, battle: bool = False, unpreventable: bool = False) -> int:
    """Damage to a character; hidden agents take none (G:暗藏者 p1). Damage reduced to 0 was not
    dealt (G:造成伤害 p10). Its route (prevented, or taken by another card instead) follows the
    optional triggers its controllers decided (`uses`, from ask_damage_triggers). Lethal damage is
    a state check (checks.py)."""
    if amount <= 0 or not ctx.exists(card_id) or not is_character(ctx.state, card_id):
        return 0
    route, pending = damage_route(ctx.state, card_id, uses, battle, unpreventable)
    if pending is not None:
        raise ValueError(f"damage to {card_id}: {pending[0]} was not asked (ask_damage_triggers)")
    for what, on in route:
        if what == "prevented":
            ctx.emit("damage_prevented", card=on, amount=amount, **ctx.named(on))
            return 0
        if what == "redirected":
            ctx.emit("damage_redirected", card=card_id, to=on, amount=amount, **ctx.named(card_id), **ctx.named(on, "to_definition"))
    taker = route[-1][1]
    total = ctx.add_counter(taker, "damage", amount)
    ctx.emit("damage_dealt", card=taker, amount=amount, total=total, battle=battle, **ctx.named(taker))
    return amount


__all__ = ["enter_area", "leave_play", "destroy", "sacrifice", "return_to_hand", "lurk", "deal_damage", "domain_count"]
