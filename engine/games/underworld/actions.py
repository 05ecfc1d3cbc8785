"""What a player may do while holding priority (G:行动权 p9): the standard actions (G:标准行动 p1:
establish an asset, play a card, secret dispatch, activate a 行动 ability — only in your own
action step with an empty stack) and the fast ones (G:快速行动 p6: ⚡ cards and abilities, paid
reveals of your hidden agents — whenever you hold priority), and the procedures that announce
them: choices, then costs, then the stack.
"""

import orjson

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import Ability, Cost, Mode, Select
from .announce import can_choose_all, choose_mode, choose_targets
from .attachments import attach_candidates, attach_mode_usable, attach_rule, best_host_discount, host_discount
from .cards import CardDef, ability_by_id, card
from .costs import available, choose_x, choose_x_over, exhaust, loyalty_met, pay, play_cost, use_reduction
from .options import option
from .permanents import discard_cards, leave_play, sacrifice
from .procs import PROCS
from .sealing import seal, seal_host, society_host
from .society import add_society_counters, society_counters
from .stats import (
    ability_marks,
    condition_holds,
    continuous_sources,
    definition,
    flip_locked,
    granted_abilities,
    is_character,
    keywords,
    marked_cards,
    may_enter,
    per_definition,
    player_flag,
    restricted,
    silenced,
    subtypes,
    text_blank,
)
from .targets import agents_revealed_in_place, candidates
from .text import card_label, card_name, region_label
from .triggers import collect_flow_triggers, collect_targeted_triggers
from .zones import SEALED, SLOTS, STACK, area_cards, controller_of, is_hidden_agent, region_in, slot_of, zone

MODE_TEXT_LIMIT = 40


# ---------------------------------------------------------------------------- timing
def in_action_phase(state: dict) -> bool:
    return state["turn"].get("step") in ("action_first", "action_second")


def standard_allowed(state: dict, player: str) -> bool:
    """Your own action step, priority, an empty stack (G:标准行动 p1); and not after passing in it
    (digest A14)."""
    turn = state["turn"]
    return (in_action_phase(state) and turn["step_owner"] == player and not state["stack"]
            and not (turn.get("passed_empty") and option(state, "pass_locks_standard_actions")))  # fmt: skip


def regions_open(state: dict) -> list[int]:
    return [s for s in SLOTS if region_in(state, s)]


def play_regions(state: dict, printed: CardDef) -> list[int]:
    """Where a character card may be played face up ("只能打出在城市地区", JZ45)."""
    wanted = printed.play_region_subtype
    return [s for s in regions_open(state)
            if (wanted is None or wanted in definition(state, region_in(state, s)).subtypes) and may_enter(state, s, printed)]  # fmt: skip


# ---------------------------------------------------------------------------- legality
def can_pay(state: dict, player: str, amount: int) -> bool:
    return available(state, player) >= amount


def own_characters(state: dict, player: str) -> list[str]:
    return [c for s in SLOTS for c in area_cards(state, s) if is_character(state, c) and controller_of(state, c) == player]


def sacrificeable(state: dict, player: str, cost: Cost, source: str, here: int | None) -> list[str]:
    """The own characters a "牺牲一个…角色" cost may take (JC094: "本地区的另一个角色")."""
    if not isinstance(cost.sacrifice, Select):
        return own_characters(state, player)
    return [c for c in candidates(state, cost.sacrifice, player, source, here) if c in own_characters(state, player)]


def cost_reducers(state: dict, player: str, printed: CardDef, card_id: str) -> list[str]:
    """The cards an extra cost may use, 1 less to pay each: ready own characters to exhaust (LC08)
    or other hand cards to reveal (JC081, its FAQ: not itself)."""
    if printed.discount_by_exhausting is not None:
        return [c for c in candidates(state, printed.discount_by_exhausting, player, None, None)
                if is_character(state, c) and controller_of(state, c) == player and not state["cards"][c].get("exhausted")]  # fmt: skip
    if printed.discount_by_revealing is not None:
        return [c for c in state["zones"][zone(player, "hand")]["cards"]
                if c != card_id and printed.discount_by_revealing.allows(definition(state, c))]  # fmt: skip
    return []


def played_fast(state: dict, player: str, printed: CardDef) -> bool:
    """"你可以在【快速】行动的时机打出装备和武器附属" (BQ023)."""
    if printed.basic_type != "attachment":
        return False
    allowed = {s for _, controller, static in continuous_sources(state) if controller == player for s in static.fast_attachments}
    return bool(allowed) and not allowed.isdisjoint(printed.subtypes)  # most menus: no such ability, no subtypes read


def sacrificeable_assets(state: dict, player: str, cost: int) -> list[str]:
    """The own assets a "牺牲一个资产" extra cost may take: those leaving enough to pay the rest."""
    assets = state["zones"][zone(player, "assets")]["cards"]
    return [c for c in assets if available(state, player) - (0 if state["cards"][c].get("exhausted") else 1) >= cost]


def card_playable(state: dict, player: str, card_id: str, standard: bool) -> bool:
    """`standard`: whether he may take standard actions now (`standard_allowed`), read once per menu."""
    printed = definition(state, card_id)
    if printed.basic_type == "affair" and printed.speed == "fast":
        if printed.action_phase_only and not in_action_phase(state):
            return False
    elif not standard and not played_fast(state, player, printed):
        return False
    if printed.basic_type in ("region", "society") or printed.no_face_up_play or not loyalty_met(state, player, printed):
        return False
    if printed.basic_type == "affair" and affairs_forbidden(state):
        return False
    if (printed.basic_type == "character" and state["cards"][card_id]["zone"] == zone(player, "hand")
            and player_flag(state, player, "no_characters_from_hand")):  # fmt: skip
        return False  # "你不能从手牌中正面打出角色牌" (JZ52): a secret dispatch is no play face up
    if printed.basic_type == "character" and ("covert" in {k.id for k in printed.keywords} or not play_regions(state, printed)):
        return False  # 隐匿: only by secret dispatch (G:隐匿 p10)
    if printed.extra_cost == "sacrifice_character" and not own_characters(state, player):
        return False
    if printed.extra_cost == "shuffle_sealed_named" and not sealed_named_on_society(state, player, printed.extra_cost_name):
        return False
    if printed.extra_cost == "sacrifice_asset" and not sacrificeable_assets(state, player, play_cost(state, player, printed)):
        return False
    paying_itself = state["cards"][card_id]["zone"] == zone(player, "assets") and not state["cards"][card_id].get("exhausted")  # WM086
    if not can_pay(state, player, play_cost(state, player, printed) - len(cost_reducers(state, player, printed, card_id))
                   - best_host_discount(state, printed, player) + paying_itself):  # fmt: skip
        return False
    return has_place_and_targets(state, printed, player)


def has_place_and_targets(state: dict, printed: CardDef, player: str) -> bool:
    """A legal host (or, JC082, an option he may attach by) and legal targets, of one of its modes
    if it has them."""
    if printed.attach_modes:
        if not any(attach_mode_usable(state, printed, player, m) for m in range(len(printed.attach_modes))):
            return False
    elif printed.attach_to and printed.attach_to.kind != "own_society" and not attach_candidates(state, printed, player):
        return False
    if printed.modes:
        return any(can_choose_all(state, m.targets, player, None, None) for m in printed.modes)
    return can_choose_all(state, printed.targets, player, None, None)


def sealed_named_on_society(state: dict, player: str, name: str | None) -> list[str]:
    """The cards of that name sealed on his secret society (BQ033's extra cost)."""
    return [c for c in state["zones"][SEALED]["cards"]
            if state["cards"][c]["sealed_under"] == f"society:{player}" and definition(state, c).name == name]  # fmt: skip


def free_playable(state: dict, player: str, card_id: str) -> bool:
    """A card he may play "视作其具有【快速】且不需要支付其费用（但仍需满足忠诚需求）" (JC119): any timing, no
    cost, no extra cost, but its loyalty, where it may go and its targets as for any play."""
    printed = definition(state, card_id)
    if printed.basic_type not in ("character", "affair", "attachment") or printed.no_face_up_play or not loyalty_met(state, player, printed):
        return False
    if printed.basic_type == "character" and ("covert" in {k.id for k in printed.keywords} or not play_regions(state, printed)):
        return False  # 隐匿: only by secret dispatch (G:隐匿 p10)
    if printed.action_phase_only and not in_action_phase(state):
        return False
    return has_place_and_targets(state, printed, player)


def affairs_forbidden(state: dict) -> bool:
    """"只要州议员贝伦·希恩斯未横置，双方玩家就不能打出事务牌" (XQ22): whoever controls the source."""
    return any(static.flag == "no_affairs" and condition_holds(state, static.condition, source, controller)
               for source, controller, static in continuous_sources(state))  # fmt: skip


def dispatch_forbidden(state: dict, player: str) -> bool:
    """"对手就不能进行秘密派遣行动" (JC068): a "can't" beats every "can" (G:否定效果优先 p4)."""
    return any(static.flag == "opponents_cannot_dispatch" and controller != player
               and condition_holds(state, static.condition, source, controller)
               for source, controller, static in continuous_sources(state))  # fmt: skip


def dispatch_slots(state: dict, player: str) -> dict[int, int]:
    """The regions he can afford to dispatch to, with the cost of each: 1 (G:秘密派遣 p7), plus 1
    for each working "向其所结附的地区进行秘密派遣所需的费用额外增加1" on that region (XQ25)."""
    costs = {slot: 1 for slot in regions_open(state)}
    for source, controller, static in continuous_sources(state):
        host = state["cards"][source].get("attached_to", "")
        if static.flag == "dispatch_costs_one_more" and host in (f"slot{s}" for s in costs) and condition_holds(state, static.condition, source, controller):
            costs[int(host[4:])] += 1
    return {slot: cost for slot, cost in costs.items() if can_pay(state, player, cost)}


def dispatchable(state: dict, player: str, card_id: str) -> bool:
    """秘密派遣: a character card without 公开, once per turn, for 1 (G:秘密派遣 p7, digest A27)."""
    printed = definition(state, card_id)
    return printed.basic_type == "character" and printed.keyword("overt") is None


def ability_usable(state: dict, player: str, card_id: str, index: int | str, ability: Ability) -> bool:
    if silenced(state, card_id) or ability.play_while_sealed or ability.play_from_graveyard or ability.play_from_assets:  # XQ01; plays
        return False
    if ability.while_hidden != is_hidden_agent(state, card_id):  # "暗藏者行动" only then, the others never then
        return False
    if controller_of(state, card_id) != player and not ability.any_player:  # another player's card (XQ22)
        return False
    if str(index).isdigit() and text_blank(state, card_id):  # JC101: its printed ones only; granted ones stay
        return False
    if ability.from_hand != (state["cards"][card_id]["zone"] == zone(player, "hand")):  # "手牌行动" (JC110) only there
        return False
    if ability.from_graveyard != (state["cards"][card_id]["zone"] == zone(player, "graveyard")):  # "墓地行动" (XQ35)
        return False
    if not condition_holds(state, ability.only_if, card_id, player):
        return False
    if ability.kind == "action" and (not standard_allowed(state, player) or restricted(state, card_id, "cannot_activate_actions")):
        return False
    if ability.once_per_turn and f"{card_id}:{index}" in state["turn"]["used"]:
        return False
    if ability.twice_per_turn and state["turn"]["used"].count(f"{card_id}:{index}") >= 2:
        return False
    if ability.once_per_game and f"{card_id}:{index}" in state["data"].get("used_once_per_game", []):
        return False
    if ability.action_phase_only and not in_action_phase(state):
        return False
    cost = ability.cost
    here = slot_of(state, card_id)
    if cost:
        if cost.exhaust and state["cards"][card_id].get("exhausted"):
            return False
        if cost.sacrifice is not None and not sacrificeable(state, player, cost, card_id, here):
            return False
        if cost.remove_counter and not cost.remove_counter_x and removable_counters(state, player, card_id, cost) < cost.remove_counter_count:
            return False
        if len(state["zones"][zone(player, "hand")]["cards"]) < cost.discard:
            return False
        if cost.remove_society_counter and not society_counters(state, player, cost.remove_society_counter):  # MSWM04
            return False
        if any(len(pool) < count for pool, count, _ in card_costs(state, player, card_id, cost)):
            return False
        if not can_pay(state, player, cost.pay):
            return False
    if ability.modes:
        return any(mode_usable(state, mode, player, card_id, here) for mode in ability.modes)
    return can_choose_all(state, ability.targets, player, card_id, here)


def mode_usable(state: dict, mode: Mode, player: str, source: str, here: int | None) -> bool:
    """An option of "选择一项" with legal targets, while its condition holds (XQ22)."""
    return condition_holds(state, mode.only_if, source, player) and can_choose_all(state, mode.targets, player, source, here)


def card_costs(state: dict, player: str, source: str, cost: Cost) -> list[tuple[list[str], int, str]]:
    """(the cards to choose among, how many, the kind) of each cost that takes chosen cards:
    ready own characters to exhaust (MSJC12), graveyard cards to seal on the source (MSJC16),
    cards sealed under the source to put at the library bottom (MSJC10)."""
    found = []
    if cost.exhaust_own is not None:
        ready = [c for c in candidates(state, cost.exhaust_own, player, source, slot_of(state, source))
                 if controller_of(state, c) == player and not state["cards"][c].get("exhausted")]  # fmt: skip
        found.append((ready, cost.exhaust_own_count, "exhaust_own"))
    if cost.seal_from_graveyard:
        found.append((list(state["zones"][zone(player, "graveyard")]["cards"]), cost.seal_from_graveyard, "seal_from_graveyard"))
    if cost.sealed_to_library_bottom:
        found.append((sealed_under_source(state, source), cost.sealed_to_library_bottom, "sealed_to_library_bottom"))
    if cost.shuffle_sealed_named:
        found.append((sealed_named_on_society(state, player, cost.shuffle_sealed_named), 1, "shuffle_sealed_named"))
    if cost.seal_graveyard_character_on_society:  # "另一张角色牌" (XQ35): not the source itself
        dead = [c for c in state["zones"][zone(player, "graveyard")]["cards"]
                if c != source and definition(state, c).basic_type == "character"
                and cost.seal_graveyard_named in (None, definition(state, c).name)]  # fmt: skip
        found.append((dead, cost.seal_graveyard_character_on_society, "seal_graveyard_character_on_society"))
    return found


def sealed_under_source(state: dict, source: str) -> list[str]:
    """The cards sealed under a card, or under a secret society (sealed "on" it, G:封印 p4)."""
    hosts = {source, seal_host(state, source)}
    return [c for c in state["zones"][SEALED]["cards"] if state["cards"][c]["sealed_under"] in hosts]



def pay_card_costs(ctx: Ctx, frame: dict, player: str, source: str, cost: Cost) -> bool:
    """Choose and pay each cost of chosen cards (card_costs). True once paid; False while waiting."""
    for pool, count, kind in card_costs(ctx.state, player, source, cost):
        if kind in frame.setdefault("card_costs_paid", []):
            continue
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in pool]
        ask = make_ask(t(f"underworld.prompt.{kind}_cost", count=count), options, minimum=count, maximum=count)
        choice = ctx.choose(frame, player, "choose_cards", kind, ask)
        if choice is None:
            return False
        for card_id in choice:
            if kind == "exhaust_own":
                exhaust(ctx, card_id)
                frame.setdefault("exhausted_for_cost", []).append(card_id)  # MSWM03
            elif kind == "seal_from_graveyard":
                seal(ctx, card_id, seal_host(ctx.state, source), player)
            elif kind == "seal_graveyard_character_on_society":
                seal(ctx, card_id, society_host(player), player)
            elif kind == "shuffle_sealed_named":  # BQ070: into its owner's library, then shuffled
                owner = ctx.card(card_id)["owner"]
                ctx.move(card_id, zone(owner, "library"), reason="cost")
                ctx.shuffle(zone(owner, "library"))
            else:
                ctx.move(card_id, zone(ctx.card(card_id)["owner"], "library"), position=0, reason="cost")
        frame["card_costs_paid"].append(kind)
    return True


def counter_holders(state: dict, player: str, kind: str) -> list[str]:
    cards = [c for s in SLOTS for c in area_cards(state, s)] + state["zones"][zone(player, "society")]["cards"]
    return [c for c in cards if controller_of(state, c) == player and state["cards"][c].get("counters", {}).get(kind)]


def counters_to_remove(state: dict, player: str, source: str, cost: Cost) -> list[str]:
    """The cards a "remove a counter" cost may take it from: any of yours, or the source (WM034)."""
    holders = counter_holders(state, player, cost.remove_counter)
    if cost.remove_counter_from_self:
        return [source] if source in holders else []
    return holders


def removable_counters(state: dict, player: str, source: str, cost: Cost) -> int:
    """How many counters of the cost's kind it may remove in all (JC055's X; XQ32 needs four)."""
    return sum(state["cards"][c]["counters"][cost.remove_counter] for c in counters_to_remove(state, player, source, cost))


def revealable(state: dict, player: str, card_id: str) -> bool:
    """A paid reveal: loyalty checked first, then the cost (G:暗藏者翻面 p1)."""
    printed = definition(state, card_id)
    return (not printed.no_face_up_play and loyalty_met(state, player, printed)
            and can_pay(state, player, play_cost(state, player, printed, reveal=True))
            and not flip_locked(state, card_id))  # fmt: skip


def playable_outside_hand(state: dict, player: str) -> list[str]:
    """The cards he owns that say he may play them as if from his hand: sealed ones (JZ63), those
    in his graveyard (墓地行动, JC085; 【死】 characters while a card of his allows it, JZ52) and
    those in his asset zone (WM086)."""
    if sealed_characters_playable(state, player):
        sealed = [c for c in state["zones"][SEALED]["cards"] if state["cards"][c]["owner"] == player
                  and ("play_while_sealed" in ability_marks(definition(state, c)) or sealed_character_playable(state, player, c))]  # fmt: skip
    else:  # most menus: only the marked cards, read once per zone
        sealed = [c for c, marks in marked_cards(state, SEALED) if "play_while_sealed" in marks and state["cards"][c]["owner"] == player]
    assets = [c for c, marks in marked_cards(state, zone(player, "assets"))  # WM086, while its condition holds
              if "play_from_assets" in marks
              and any(a.play_from_assets and condition_holds(state, a.only_if, c, player) for a in definition(state, c).abilities)]  # fmt: skip
    if player_flag(state, player, "death_characters_from_graveyard"):  # JZ52
        buried = [c for c in state["zones"][zone(player, "graveyard")]["cards"]
                  if "play_from_graveyard" in ability_marks(definition(state, c))
                  or (definition(state, c).basic_type == "character" and "death" in definition(state, c).domains)]  # fmt: skip
    else:
        buried = [c for c, marks in marked_cards(state, zone(player, "graveyard")) if "play_from_graveyard" in marks]
    return sealed + buried + assets


def sealed_characters_playable(state: dict, player: str) -> bool:
    """BQ100's rule works for him now and he has not used it this turn."""
    return player_flag(state, player, "play_sealed_characters") and f"sealed_character:{player}" not in state["turn"]["used"]


def sealed_character_playable(state: dict, player: str, card_id: str) -> bool:
    """BQ100, once a turn: a character card he owns sealed under a character, an attachment or his
    own secret society, while `sealed_characters_playable`."""
    host = state["cards"][card_id]["sealed_under"]
    on_card = host in state["cards"] and (is_character(state, host) or definition(state, host).basic_type == "attachment")
    return definition(state, card_id).basic_type == "character" and (on_card or host == f"society:{player}")


def activatable_cards(state: dict, player: str) -> list[str]:
    """His face-up cards in play, his hidden agents (for their "暗藏者行动", JC041) and the cards in
    his hand with a "手牌行动" (JC110: no other ability is used from there, and a card in hand is
    granted none)."""
    cards = [c for s in SLOTS for c in area_cards(state, s)] + state["zones"][zone(player, "society")]["cards"]
    in_play = [c for c in cards if controller_of(state, c) == player
               and (not state["cards"][c].get("face_down") or is_hidden_agent(state, c))]  # fmt: skip
    buried = [c for c, marks in marked_cards(state, zone(player, "graveyard")) if "from_graveyard" in marks]
    theirs = [c for c in cards if controller_of(state, c) != player and not state["cards"][c].get("face_down")
              and "any_player" in ability_marks(definition(state, c))]  # "双方玩家都能够发动此能力" (XQ22)
    hand = [c for c, marks in marked_cards(state, zone(player, "hand")) if "from_hand" in marks]
    return in_play + hand + buried + theirs


# ---------------------------------------------------------------------------- the menu
# The ability kinds a menu offers: 行动 abilities are standard actions (G:标准行动 p1), ⚡ ones fast
# actions (G:快速行动 p6); outside his standard timing only the fast ones can be usable.
MENU_KINDS = {True: ("action", "fast"), False: ("fast",)}


@per_definition
def _menu_abilities(printed: CardDef) -> tuple[tuple[tuple[int, Ability], ...], tuple[tuple[int, Ability], ...]]:
    """(its printed fast abilities, its printed action and fast abilities), each with its index."""
    listed = tuple(enumerate(printed.abilities))
    return tuple((i, a) for i, a in listed if a.kind in MENU_KINDS[False]), tuple((i, a) for i, a in listed if a.kind in MENU_KINDS[True])


def menu_abilities(printed: CardDef, standard: bool) -> tuple[tuple[int, Ability], ...]:
    """The printed abilities a menu may offer now: most menus are asked outside his standard timing,
    and most cards have no fast ability (every menu looks at each of his cards in play)."""
    return _menu_abilities(printed)[standard]


def responses_barred(state: dict) -> bool:
    """A card that "不能被响应" (JZ55) waits on the stack: every player may only pass until it has
    resolved (G:响应 p10)."""
    return any((o["kind"] == "card" and definition(state, o["card"]).cannot_be_responded)
               or (o["kind"] == "ability" and ability_by_id(o["definition"], o["ability"]).cannot_be_responded)  # WM094
               for o in state["stack"])  # fmt: skip


def menu_turn_key(state: dict, player: str) -> tuple:
    """What of the turn his menu reads (`priority_actions` and what it calls: the reads of
    `state["turn"]` in this module and costs.py; the first player and removed influence are in
    `stats.facts_key`): whether it is an action step, whether he may take standard actions, the
    abilities used this turn (once a turn, BQ100), who established or dispatched, the cards played
    (first-play discounts, JC026). Not the step itself: a menu outside the action phase reads it only
    as `in_action_phase`, so the contest steps and the steps of one player's turn share one menu."""
    turn = state["turn"]
    return (player, in_action_phase(state), standard_allowed(state, player), tuple(turn["used"]),
            tuple(turn["established"]), tuple(turn["dispatched"]), orjson.dumps(turn.get("played", [])))  # fmt: skip


def priority_actions(ctx: Ctx, player: str) -> list[dict]:
    state = ctx.state
    if responses_barred(state):
        return []
    turn = state["turn"]
    options = []
    hand = ctx.zone(zone(player, "hand"))
    standard = standard_allowed(state, player)
    if standard and player not in turn["established"]:
        options += [{"id": f"establish:{c}", "label": t("underworld.option.establish", card=card_label(state, c, player))} for c in hand]
    for card_id in hand + playable_outside_hand(state, player):
        if card_playable(state, player, card_id, standard):
            cost = play_cost(state, player, definition(state, card_id))
            options.append({"id": f"play:{card_id}", "label": t("underworld.option.play", card=card_label(state, card_id, player), cost=cost)})
    if (standard and player not in turn["dispatched"] and can_pay(state, player, 1) and dispatch_slots(state, player)
            and not dispatch_forbidden(state, player)):  # fmt: skip
        for card_id in hand:
            if dispatchable(state, player, card_id):
                options.append({"id": f"dispatch:{card_id}", "label": t("underworld.option.dispatch", card=card_label(state, card_id, player))})
    for card_id in activatable_cards(state, player):
        for index, ability in menu_abilities(definition(state, card_id), standard):
            if ability_usable(state, player, card_id, index, ability):
                options.append({"id": f"activate:{card_id}:{index}",
                                "label": t("underworld.option.activate", card=card_label(state, card_id, player), number=index + 1)})  # fmt: skip
        offered = set()
        for ability_id, granter in granted_abilities(state, card_id):
            if ability_id in offered:  # the same ability from two granters (two spears on one host): alike, one option
                continue
            ability = ability_by_id(state["cards"][card_id]["def"], ability_id)
            if ability.kind in MENU_KINDS[standard] and ability_usable(state, player, card_id, ability_id, ability):
                offered.add(ability_id)
                options.append({"id": f"activate:{card_id}:{ability_id}",
                                "label": t("underworld.option.activate_granted", card=card_label(state, card_id, player),
                                           source=card_label(state, granter, player))})  # fmt: skip
    being_revealed = agents_revealed_in_place(state)
    for slot in SLOTS:
        for card_id in area_cards(state, slot):
            if (is_hidden_agent(state, card_id) and controller_of(state, card_id) == player and card_id not in being_revealed
                    and revealable(state, player, card_id)):  # fmt: skip
                cost = play_cost(state, player, definition(state, card_id), reveal=True)
                options.append({"id": f"reveal:{card_id}", "label": t("underworld.option.reveal", card=card_label(state, card_id, player), cost=cost)})
    return options


def take_priority_action(ctx: Ctx, player: str, option_id: str) -> None:
    verb, _, rest = option_id.partition(":")
    if verb == "establish":
        establish(ctx, player, rest)
    elif verb == "play":
        ctx.push("announce_play", player=player, card=rest)
    elif verb == "dispatch":
        ctx.state["turn"]["dispatched"].append(player)
        ctx.push("announce_dispatch", player=player, card=rest)
    elif verb == "activate":
        card_id, index = rest.split(":")
        ctx.push("announce_ability", player=player, source=card_id, index=index, here=slot_of(ctx.state, card_id),
                 definition=ctx.card(card_id)["def"])  # fmt: skip
    elif verb == "reveal":
        ctx.push("announce_reveal", player=player, card=rest)


def establish(ctx: Ctx, player: str, card_id: str) -> None:
    """建立资产: a hand card goes face up into the asset zone at once, ready (digest A40); no stack,
    no response (G:建立资产 p5, F:2.1.2b)."""
    ctx.state["turn"]["established"].append(player)
    new_id = ctx.move(card_id, zone(player, "assets"), reason="establish")
    ctx.emit("asset_established", player=player, card=new_id, definition=ctx.card(new_id)["def"])


def put_on_stack(ctx: Ctx, obj: dict) -> dict:
    obj["id"] = ctx.new_id("stack")
    ctx.state["stack"].append(obj)
    ctx.emit("stack_added", object=obj["id"], kind=obj["kind"], controller=obj["controller"], card=obj.get("card") or obj.get("source"))
    return obj


# ---------------------------------------------------------------------------- play a card (G:打出 p2)
def _mode_labels(modes: list[Mode]) -> list[str]:
    from .card_text import steps_text

    return [steps_text(mode.effects, mode.targets)[:MODE_TEXT_LIMIT] for mode in modes]


@PROCS.proc("announce_play")
def announce_play(ctx: Ctx, frame: dict) -> None:
    player, card_id = frame["player"], frame["card"]
    state = ctx.state
    printed = definition(state, card_id)
    title = printed.name
    if printed.basic_type == "character" and "slot" not in frame:
        options = [{"id": f"slot{s}", "label": region_label(state, s)} for s in play_regions(state, printed)]
        choice = ctx.choose(frame, player, "choose_targets", "region", make_ask(t("underworld.prompt.region", card=title), options))
        if choice is None:
            return
        frame["slot"] = int(choice[0][4:])
        frame["region"] = region_in(state, frame["slot"])
    if printed.attach_modes and "attach_mode" not in frame and not _choose_attach_mode(ctx, frame, player, printed):
        return
    rule = attach_rule(printed, frame.get("attach_mode"))
    if rule and rule.kind != "own_society" and "host" not in frame:
        hosts = attach_candidates(state, printed, player, frame.get("attach_mode"))
        if printed.host_discount:  # LC09: only a host it can be paid for on
            hosts = [h for h in hosts if can_pay(state, player, play_cost(state, player, printed) - host_discount(state, printed, h))]
        options = [{"id": o, "label": _target_label(state, o, player)} for o in hosts]
        choice = ctx.choose(frame, player, "choose_targets", "attach", make_ask(t("underworld.prompt.attach", card=title), options))
        if choice is None:
            return
        frame["host"] = choice[0]
        frame["host_region"] = region_in(state, int(choice[0][4:])) if choice[0].startswith("slot") else None
    specs = printed.targets
    if printed.mode_count > 1 and not _choose_modes(ctx, frame, player, printed):
        return
    if printed.modes and printed.mode_count == 1 and not printed.each_player_modes:  # WM084: chosen on resolution
        usable = [can_choose_all(state, m.targets, player, None, None) for m in printed.modes]
        mode = choose_mode(ctx, frame, player, _mode_labels(printed.modes), usable, title)
        if mode is None:
            return
        specs = printed.modes[mode].targets
    if specs and choose_targets(ctx, frame, specs, player, None, None, title) is None:
        return
    if printed.extra_cost in ("sacrifice_character", "sacrifice_asset") and not frame.get("extra_paid"):
        assets = sacrificeable_assets(state, player, play_cost(state, player, printed)) if printed.extra_cost == "sacrifice_asset" else None
        sacrificed = pay_sacrifice(ctx, frame, player, "extra", assets, "asset" if assets is not None else "character")
        if not sacrificed:
            return
        if assets is not None:  # "X为你所牺牲的资产的印刷费用" (XQ50): its effect's X, not a cost
            frame["sacrificed_x"] = card(sacrificed).printed_cost
        frame["extra_paid"] = True
    if printed.extra_cost == "shuffle_sealed_named" and not frame.get("extra_paid"):  # BQ033: one such card, any of them
        sealed = sealed_named_on_society(state, player, printed.extra_cost_name)[0]
        owner = ctx.card(sealed)["owner"]
        ctx.move(sealed, zone(owner, "library"), reason="extra_cost")
        ctx.shuffle(zone(owner, "library"))
        frame["extra_paid"] = True
    if printed.extra_cost_exhaust is not None and not frame.get("free") and not pay_optional_exhaust(ctx, frame, player, printed.extra_cost_exhaust):
        return
    if not _reduce_by_extra_cost(ctx, frame, player, card_id, printed):
        return
    if not choose_x(ctx, frame, player, printed):
        return
    free = frame.get("free")  # "不需要支付其费用" (JC119, steps.play_sealed): no cost, no discount used up
    cost = play_cost(state, player, printed, frame.get("x", 0)) - frame.get("extra_reduction", 0) - host_discount(state, printed, frame.get("host"))
    if not free and not pay(ctx, frame, player, max(0, cost), "cost", playing=card_id):
        return
    if not free:
        use_reduction(ctx, player, printed)
    ctx.pop(frame)
    if state["cards"][card_id]["zone"] == SEALED and not free and not any(a.play_while_sealed for a in printed.abilities):
        state["turn"]["used"].append(f"sealed_character:{player}")  # BQ100's once a turn
    kinds = subtypes(state, card_id)  # as it was in his hand or elsewhere (XQ15)
    on_stack = ctx.move(card_id, STACK, reason="play")
    ctx.emit("card_played", player=player, card=on_stack, definition=printed.id)
    state["turn"].setdefault("played", []).append([player, printed.id])  # for first-play discounts (JC026)
    collect_flow_triggers(ctx, "you_play", of=player, subtypes=kinds)  # "当你打出一张法术牌时" (XG01)
    put_on_stack(ctx, {"kind": "card", "controller": player, "card": on_stack, "slot": frame.get("slot"),
                       "region": frame.get("region"), "host": frame.get("host"), "host_region": frame.get("host_region"),
                       "mode": frame.get("mode"), "modes": frame.get("modes"), "targets": frame.get("chosen", {}),
                       "x": frame.get("x", frame.get("sacrificed_x")), "extra_paid": frame.get("extra_paid"),
                       "attach_mode": frame.get("attach_mode")})  # fmt: skip
    collect_targeted_triggers(ctx, on_stack, player, frame.get("chosen", {}))  # "成为敌方卡牌的目标时" (WM058)


def _choose_modes(ctx: Ctx, frame: dict, player: str, printed: CardDef) -> bool:
    """"选择两项，你可以重复选择同一项" (CQ28, G:选择一项 p10): each option and then its targets, before
    paying; an option chosen twice has its targets twice. True once all are chosen (`frame["modes"]`)."""
    labels = _mode_labels(printed.modes)
    picked = frame.setdefault("modes", [])
    while len(picked) < printed.mode_count:
        usable = [can_choose_all(ctx.state, m.targets, player, None, None) and (printed.mode_repeat or i not in picked)
                  for i, m in enumerate(printed.modes)]  # fmt: skip
        mode = choose_mode(ctx, frame, player, labels, usable, printed.name, key=f"mode{len(picked)}")
        if mode is None:
            return False
        specs = printed.modes[mode].targets
        if specs and choose_targets(ctx, frame, specs, player, None, None, printed.name, prefix=f"{len(picked)}:") is None:
            return False
        picked.append(mode)
    return True


def _choose_attach_mode(ctx: Ctx, frame: dict, player: str, printed: CardDef) -> bool:
    """"选择一项：·借阅：结附于目标角色 …·收藏：结附于本方秘社 …" (JC082): the option first, as it says
    what the card attaches to. True once chosen."""
    from .card_text import attach_to_text

    labels = [f"{m.name}：结附于{attach_to_text(m.attach_to)}" for m in printed.attach_modes]
    usable = [attach_mode_usable(ctx.state, printed, player, m) for m in range(len(labels))]
    options = [{"id": str(i), "label": label} for i, label in enumerate(labels) if usable[i]]
    choice = ctx.choose(frame, player, "choose_option", "attach_mode", make_ask(t("underworld.prompt.mode", card=printed.name), options))
    if choice is None:
        return False
    frame["attach_mode"] = int(choice[0])
    ctx.emit("mode_chosen", player=player, mode=frame["attach_mode"])
    return True


def _reduce_by_extra_cost(ctx: Ctx, frame: dict, player: str, card_id: str, printed: CardDef) -> bool:
    """"额外费用：横置任意数量的本方僧侣" (LC08) / "展示任意数量的手牌" (JC081), each "所需的费用就减少1":
    as many as he likes, at most the cost, and enough that he can pay the rest (G:额外费用 p3).
    True once done."""
    if "extra_reduction" in frame:
        return True
    cost = play_cost(ctx.state, player, printed)
    usable = cost_reducers(ctx.state, player, printed, card_id)
    chosen: list[str] = []
    if min(cost, len(usable)):
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in usable]
        prompt = "underworld.prompt.reveal_cost" if printed.discount_by_revealing else "underworld.prompt.exhaust_cost"
        ask = make_ask(t(prompt, card=printed.name), options, minimum=max(0, cost - available(ctx.state, player)), maximum=min(cost, len(usable)))
        chosen = ctx.choose(frame, player, "choose_cards", "extra_cost", ask)
        if chosen is None:
            return False
    if printed.discount_by_revealing and chosen:  # 展示 (G:展示 p11): shown once to everyone, as reveal_hand does
        ctx.emit("hand_revealed", player=player, definitions=[ctx.card(c)["def"] for c in chosen])
    for chosen_id in chosen if printed.discount_by_exhausting else ():
        exhaust(ctx, chosen_id)
    frame["extra_reduction"] = len(chosen)
    return True


def _target_label(state: dict, object_id: str, reader: str) -> str:
    from .text import object_label

    return object_label(state, object_id, reader)


def pay_sacrifice(ctx: Ctx, frame: dict, player: str, key: str, allowed: list[str] | None = None,
                  kind: str = "character") -> str | None:  # fmt: skip
    """Sacrifice one of your own characters (or of `allowed`) as a cost: during payment, no
    response (G:额外费用 p3, G:消灭和牺牲 p10: only your own). Returns the sacrificed card's
    definition once paid, None while waiting."""
    allowed = own_characters(ctx.state, player) if allowed is None else allowed
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in allowed]
    prompt = t("underworld.prompt.sacrifice_asset_cost" if kind == "asset" else "underworld.prompt.sacrifice_cost")
    choice = ctx.choose(frame, player, "choose_cards", f"sacrifice:{key}", make_ask(prompt, options))
    if choice is None:
        return None
    printed = ctx.card(choice[0])["def"]
    frame["sacrificed_subtypes"] = list(subtypes(ctx.state, choice[0]))  # as it last was (JZ57)
    sacrifice(ctx, choice[0])
    return printed


def pay_optional_exhaust(ctx: Ctx, frame: dict, player: str, select: Select) -> bool:
    """"额外费用：你可以横置一个本方法师角色" (CQ03): paid with the rest of the cost, or not at all
    (G:额外费用 p3). True once answered; False while waiting."""
    if "extra_answered" in frame:
        return True
    ready = [c for c in candidates(ctx.state, select, player, None, None) if not ctx.card(c).get("exhausted")]
    if ready:
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in ready]
        ask = make_ask(t("underworld.prompt.extra_cost_exhaust"), options, minimum=0, maximum=1, default=[])
        choice = ctx.choose(frame, player, "choose_cards", "extra_exhaust", ask, confirm=True)
        if choice is None:
            return False
        if choice:
            exhaust(ctx, choice[0])
            frame["extra_paid"] = True
    frame["extra_answered"] = True
    return True


def remove_counters_cost(ctx: Ctx, frame: dict, player: str, source: str, cost: Cost) -> bool:
    """Remove one counter from one of your cards, or X of them (JC055: X chosen first, from 0 to
    all you have), one at a time from cards you choose. True once paid; False while waiting."""
    state = ctx.state
    if cost.remove_counter_x and "x" not in frame:
        total = removable_counters(state, player, source, cost)
        options = [{"id": str(n), "label": str(n)} for n in range(total + 1)]
        ask = make_ask(t("underworld.prompt.remove_counters_x"), options, default=["0"])
        choice = ctx.choose(frame, player, "choose_option", "counter_x", ask)
        if choice is None:
            return False
        frame["x"] = int(choice[0])
    count = frame["x"] if cost.remove_counter_x else cost.remove_counter_count
    while frame.get("counters_removed", 0) < count:
        holders = counters_to_remove(state, player, source, cost)
        options = [{"id": c, "label": card_label(state, c, player)} for c in holders]
        choice = ctx.choose(frame, player, "choose_cards", f"counter:{frame.get('counters_removed', 0)}",
                            make_ask(t("underworld.prompt.remove_counter"), options))  # fmt: skip
        if choice is None:
            return False
        ctx.add_counter(choice[0], cost.remove_counter, -1)
        frame["counters_removed"] = frame.get("counters_removed", 0) + 1
    return True


# ---------------------------------------------------------------------------- secret dispatch (G:秘密派遣 p7)
@PROCS.proc("announce_dispatch")
def announce_dispatch(ctx: Ctx, frame: dict) -> None:
    """Pay 1 (more on a region that says so) and put a character card face down on the stack
    toward a region; the opponent learns only the region (F:2.1.2c)."""
    player, card_id = frame["player"], frame["card"]
    state = ctx.state
    if "slot" not in frame:
        costs = dispatch_slots(state, player)
        options = [{"id": f"slot{s}", "label": region_label(state, s)} for s in costs]
        choice = ctx.choose(frame, player, "choose_targets", "region", make_ask(t("underworld.prompt.dispatch_region"), options))
        if choice is None:
            return
        frame["slot"] = int(choice[0][4:])
        frame["cost"] = costs[frame["slot"]]
    if not pay(ctx, frame, player, frame["cost"], "dispatch"):
        return
    ctx.pop(frame)
    on_stack = ctx.move(card_id, STACK, face_down=True, reason="dispatch")
    ctx.card(on_stack)["visible_to"] = [player]
    ctx.emit("dispatched", player=player, slot=frame["slot"])
    put_on_stack(ctx, {"kind": "dispatch", "controller": player, "card": on_stack, "slot": frame["slot"]})


# ---------------------------------------------------------------------------- paid reveal (G:暗藏者翻面 p1)
@PROCS.proc("announce_reveal")
def announce_reveal(ctx: Ctx, frame: dict) -> None:
    """Show the face (G:暗藏者翻面 step 2, L50), pay its cost, and put it on the stack. By default the
    card leaves its region now for the public stack zone, keeping its exhausted state; with option
    `reveal_moves_to_stack` False it waits there face down, still a hidden agent, and is shown to
    both players where it is: the same disclosure (digest A24)."""
    player = frame["player"]
    if "on_stack" not in frame:
        slot = slot_of(ctx.state, frame["card"])
        frame["locks"] = ctx.card(frame["card"]).get("counters", {}).get("lock", 0)  # before leaving its region (WM094)
        on_stack = frame["card"]
        if option(ctx.state, "reveal_moves_to_stack"):
            on_stack = ctx.move(frame["card"], STACK, keep=("exhausted",), reason="reveal")
        else:
            ctx.reveal(on_stack, to=list(ctx.seats))
        frame.update(on_stack=on_stack, slot=slot)
        ctx.emit("reveal_announced", player=player, card=on_stack, definition=ctx.card(on_stack)["def"], slot=slot)
    printed = definition(ctx.state, frame["on_stack"])
    if not choose_x(ctx, frame, player, printed):
        return
    if not pay(ctx, frame, player, play_cost(ctx.state, player, printed, frame.get("x", 0), reveal=True), "reveal"):
        return
    use_reduction(ctx, player, printed, reveal=True)
    ctx.pop(frame)
    put_on_stack(ctx, {"kind": "reveal", "controller": player, "card": frame["on_stack"], "slot": frame["slot"]})
    collect_flow_triggers(ctx, "agent_reveals", targeting=frame["on_stack"], locks=frame["locks"])  # WM094


# ---------------------------------------------------------------------------- activate (G:发动 p4)
@PROCS.proc("announce_ability")
def announce_ability(ctx: Ctx, frame: dict) -> None:
    player, source, index = frame["player"], frame["source"], frame["index"]
    state = ctx.state
    printed = card(frame["definition"])  # the source may be sacrificed as a cost
    ability = ability_by_id(frame["definition"], str(index))
    specs = ability.targets
    if ability.modes:  # "选择一项" (G:选择一项 p10): chosen when announced, then that mode's targets (MSJC10)
        usable = [mode_usable(state, m, player, source, frame["here"]) for m in ability.modes]
        mode = choose_mode(ctx, frame, player, _mode_labels(ability.modes), usable, printed.name)
        if mode is None:
            return
        specs = ability.modes[mode].targets
    if specs and choose_targets(ctx, frame, specs, player, source, frame["here"], printed.name) is None:
        return
    cost = ability.cost
    if cost:
        if cost.sacrifice is not None and not frame.get("sacrificed"):
            if not pay_sacrifice(ctx, frame, player, "ability", sacrificeable(state, player, cost, source, frame["here"])):
                return
            frame["sacrificed"] = True
        if cost.remove_counter and not remove_counters_cost(ctx, frame, player, source, cost):
            return
        if cost.discard and not frame.get("discarded"):
            options = [{"id": c, "label": card_label(state, c, player)} for c in ctx.zone(zone(player, "hand"))]
            ask = make_ask(t("underworld.prompt.discard_cost", count=cost.discard), options, minimum=cost.discard, maximum=cost.discard)
            choice = ctx.choose(frame, player, "choose_cards", "discard", ask)
            if choice is None:
                return
            frame["discarded_subtypes"] = sorted({s for c in choice for s in subtypes(state, c)})  # MSWM03
            discard_cards(ctx, player, choice, by=player)
            frame["discarded"] = True
        if not pay_card_costs(ctx, frame, player, source, cost):
            return
        if cost.pay_x and not choose_x_over(ctx, frame, player, cost.pay, printed):
            return
        if not pay(ctx, frame, player, cost.pay + frame.get("x", 0) * cost.pay_x, "ability"):
            return
    ctx.pop(frame)
    if ability.once_per_turn or ability.twice_per_turn:
        state["turn"]["used"].append(f"{source}:{index}")
    if ability.once_per_game:
        state["data"].setdefault("used_once_per_game", []).append(f"{source}:{index}")
    definition_id = frame["definition"]
    source_host = state["cards"][source].get("attached_to") if ctx.exists(source) else None  # before a sacrifice (JZ11)
    source_counters = {k: n for k, n in state["cards"][source].get("counters", {}).items() if n and k != "damage"} if ctx.exists(source) else {}
    if cost and cost.exhaust and ctx.exists(source):
        exhaust(ctx, source)
    if cost and cost.remove_society_counter:  # MSWM04
        add_society_counters(ctx, player, cost.remove_society_counter, -1)
    sacrificed_self = None
    if cost and cost.sacrifice_self and ctx.exists(source):
        sacrificed_self = sacrifice(ctx, source)  # where it went, for "将鲜血奴仆移回场上" (JC028)
    if cost and cost.to_score_area and ctx.exists(source):  # leaving play, not dying (XQ32)
        leave_play(ctx, source, zone(player, "score"), "scored")
    if ctx.exists(source) and (is_hidden_agent(state, source) or ability.from_hand):  # 暗藏者行动, 手牌行动: shown
        ctx.reveal(source, to=list(ctx.seats))
    ctx.emit("ability_activated", player=player, card=source, definition=definition_id, ability=index)
    obj = {"kind": "ability", "controller": player, "source": source, "definition": definition_id, "ability": str(index),
           "here": frame["here"], "targets": frame.get("chosen", {}), "source_host": source_host, "x": frame.get("x"),
           "source_counters": source_counters, "sacrificed_self": sacrificed_self,
           "mode": frame.get("mode"), "sacrificed_subtypes": frame.get("sacrificed_subtypes", []),
           "discarded_subtypes": frame.get("discarded_subtypes", []), "exhausted_for_cost": frame.get("exhausted_for_cost", [])}  # fmt: skip
    if all(step.step == "gain_cost" for step in ability.effects):
        ctx.push("effects", object=obj)  # cost abilities use no stack (G:响应 p10)
        return
    put_on_stack(ctx, obj)


__all__ = ["priority_actions", "take_priority_action", "card_name", "keywords", "candidates"]
