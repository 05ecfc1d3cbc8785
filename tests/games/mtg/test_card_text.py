"""Chinese card text generated from the vocabulary: one card per step type and ability kind, and
the release notes' printed text kept with the cards that have it."""

from typing import get_args

import pytest

from engine.games.mtg import job_select, spell_copies, ward
from engine.games.mtg.abilities import Step
from engine.games.mtg.card_text import card_text
from engine.games.mtg.cards import card_db
from engine.games.mtg.game import MtgGame

EXPECTED = {
    "fin-116": "消灭目标生物。你获得2点生命。",  # destroy, gain_life
    # keywords as long as equipped, during your turn; equip abilities targeting it cost less
    "fin-552": "在你的回合中，只要此生物佩带武具，它便具有连击与不灭异能。\n你起动之以此生物为目标的佩带异能减少{2}来起动。",
    "fin-212": "飞行\n此咒语不能被反击。\n你具有反每位对手保护。",  # protection from each of your opponents (CR 702.16)
    # enters tapped unless it is one of your first three turns; a mana ability that costs life
    "fin-289": "本盘游戏中，除非当前是你的第一、第二或第三回合，否则此地须横置进场。\n{T}：加{C}。\n{T}，支付1点生命：加{W}或{U}或{B}或{R}或{G}。",
    "fin-269": "{T}：加{C}{C}。\n{2}，{T}，支付1点生命：横置目标非地永久物。",  # a mana ability adding two mana
    # affinity for Birds (CR 702.41a) and each_deals_damage (CR 120.3)
    "fin-175": "你每操控一个鸟，此咒语便减少{1}来施放。\n当此生物进场时，每个由你操控的其他鸟各向目标由对手操控的生物造成伤害，其数量等同于前者的力量。",
    "fin-157": "目标由你操控的生物对任意另一个目标造成X点伤害。（X为前者的力量）它对其本身造成X点伤害。",  # damage
    "fin-176": "目标生物得+3/+3且获得践踏异能直到回合结束。",  # pump with a keyword
    "fin-103": "当此生物进场时，每位对手各弃一张牌。",  # discard; enters trigger
    "fin-118": "当此生物进场时，磨三张牌。你获得3点生命。",  # mill
    "fin-012": "{1}{W}，{T}：横置目标非结界生物。",  # tap; activated ability
    "fin-177": "践踏\n在你的结束步骤开始时，如果此生物不是于本回合进入战场，将此生物移回其拥有者手上。",  # return_to_hand
    "fin-230": "威慑\n每当另一个由你操控的生物或神器死去时，在此生物上放置一个+1/+1指示物。",  # add_counters; dies
    "fin-187": "只要你操控七个或更多地，此生物得+2/+2。",  # static with a condition
    "fin-188": "{T}：加{G}。",  # mana ability
    # mana with a spending restriction (CR 106.6; the notes print Cargo Ship's and the Emperor's)
    # additional combat phase and end step (CR 500.8), "if it's the first … of the turn"; exile and return
    "fin-258": "佩带此武具的生物具有连击异能。\n每当佩带此武具的生物攻击时，若当前是本回合的首个战斗阶段，重置该生物。在此阶段后，额外多出一个战斗阶段。\n佩带{3}",
    "fin-086": "在你的结束步骤开始时，放逐目标由你操控的生物，然后将它在其拥有者的操控下移回战场。然后若当前是本回合的首个结束步骤，则在此步骤后额外多出一个结束步骤。",
    "fin-253": "佩带此武具的生物之基础力量和防御力为X/X，X为你的总生命。\n佩带{5}",  # layer 7b from a static ability
    "fin-196": "由你操控的其他永久物具有「{T}：加{W}或{U}或{B}或{R}或{G}。」",  # a granted mana ability (layer 6)
    # X mana in any combination of colours, only during your turn and once each turn
    "fin-248": "{0}：加X点法术力，且为{U}和/或{R}的任意组合，X为此生物的力量。只能于你的回合中起动，且每回合限一次。\n每当你施放非生物咒语时，在此生物上放置一个+1/+1指示物。此生物对每位对手造成1点伤害。",
    # a coin flip (CR 705) and "if you win the flip"; a sacrifice cost of two permanents
    "fin-279": "{T}：加{C}。\n{2}，{T}：掷一枚硬币。如果你猜对，则派出一个珍宝衍生物。\n{3}，{T}，牺牲两个神器：抓一张牌。",
    # "whenever a [Vehicle crewed by ~ this turn] attacks" (a subject), if the first combat phase
    "fin-213": "延势\n由你操控的载具得+1/+1，且具有警戒与延势异能。\n每当一个本回合中由此生物搭载的载具攻击时，若当前是本回合的首个战斗阶段，你可以支付{1}{R}{G}。如果你如此作，则在此阶段后，额外多出一个战斗阶段。",
    "fin-138": "在你的回合中，此生物具有飞行异能。\n{T}：加{R}。此法术力只能用来施放武具咒语或起动佩带异能。",
    "fin-306": "（{T}：加{G}。）",  # basic land type (CR 305.6)
    "fin-142": "每当你攻击时，目标进行攻击且佩带武具的生物获得威慑异能直到回合结束。",  # you_attack; filter states
    "fin-048": "目标牌手抓两张牌。在至多一个目标由你操控的生物上放置一个+1/+1指示物。",  # draw; up to one target
    "fin-061": "目标由你操控的生物得+1/+1且获得辟邪异能直到回合结束。重置它。",  # untap; hexproof
    "fin-181": "践踏\n当此生物进场时，选择一项～\n• 消灭目标神器或结界。\n• 抓一张牌。",  # modes (700.2)
    "fin-044": "目标生物得+2/+2直到回合结束。如果你操控三个或更多生物，则改为：它得+4/+4直到回合结束。",
    # exile, exile_if_dies (a replacement effect, CR 614.1a) in modes
    "fin-164": "选择一项～\n• 陨石撞击（Suplex）对目标生物造成3点伤害。如果本回合中它将死去，则改为将它放逐。\n• 放逐目标神器。",
    # enters tapped with a counter (CR 614.1c–d); a keyword static during your turn (layer 6)
    "fin-122": "此生物须横置进场，且上面有一个晕眩指示物。\n在你的回合中，此生物具有先攻与死触异能。",
    # tiered modes with their names and costs (CR 702.183); double (CR 701.9b)
    "fin-207": "分级（选择一项额外费用。）\n• 倒挂金钩～{0}～目标生物得+2/+2直到回合结束。\n• 陨石强击～{2}～将目标生物的力量与防御力加倍直到回合结束。"
    "\n• 最终天堂～{6}{G}～将目标生物的力量与防御力加两倍直到回合结束。",
    # a tier without a Chinese name in the notes keeps its English one
    "fin-165": "分级（选择一项额外费用。）\n• Thunder～{0}～Thunder Magic对目标生物造成2点伤害。\n• Thundara～{3}～Thunder Magic对目标生物造成4点伤害。"
    "\n• Thundaga～{5}{R}～Thunder Magic对目标生物造成8点伤害。",
    # set_base (layer 7b) and grant (layer 6) of a triggered ability with return_to_battlefield
    "fin-126": "分级（选择一项额外费用。）"
    + "".join(f"\n• {name}～{cost}～目标由你操控的生物获得「当此生物死去时，将它在其拥有者的操控下横置移回战场」直到回合结束。"
              f"直到回合结束，它的基础力量与防御力为{pt}/2。" for name, cost, pt in (("加利亚野兽", "{0}", 3), ("死亡巨人", "{1}", 5), ("地狱面具人", "{3}", 7))),
    # a characteristic-defining ability (CR 604.3, layer 7a)
    "fin-033": "警戒\n斯诺·维里耶的力量等同于你操控的生物的数量。",
    # a kicker cost (CR 702.33) and steps that depend on it
    "fin-124": "增幅～牺牲一个神器或生物。\n目标生物得-2/-2直到回合结束。如果此咒语已增幅，则改为：它得-6/-6直到回合结束。",
    # enters tapped (CR 614.1d) and a mana ability with a choice of two kinds (CR 106.1)
    "fin-273": "此地须横置进场。\n{T}：加{U}或{R}。",
    # enters with a counter (CR 614.1c); sacrifice as a cost; the source's counters and Equipment
    "fin-045": "此生物进场时上面有一个+1/+1指示物。\n{1}，牺牲扎克斯·菲尔：目标由你操控的生物获得不灭异能直到回合结束。"
    "将扎克斯·菲尔上的指示物放置在它上。将一个原本扎克斯·菲尔上贴附的武具贴附在它上。",
    # "one or more ... die" (CR 603.2c) and "only once each turn"
    "fin-021": "延势\n每当一个或数个由你操控的其他生物或神器死去时，抓一张牌。此异能每回合只会触发一次。",
    # a reduction that asks about the targets (CR 601.2f after 601.2c)
    "fin-019": "如果此咒语指定已横置的生物为目标，则它减少{2}来施放。\n消灭目标非地永久物。",
    # a cost reduction (CR 601.2f) and a prevention effect (CR 615.1a)
    "fin-183": "延势\n你坟墓场中每有一张永久物牌，此咒语便减少{1}来施放。\n防止将对钻石神兵造成的所有战斗伤害。",
    # tokens (CR 111.4) and a token copy (CR 707.2)
    "fin-049": "飞行\n当此生物进场时，派出一个1/1无色英雄衍生生物。",
    "fin-067": "派出一个衍生物，此衍生物为目标神器或生物或地之复制品。",
    # flash; attach (CR 701.3a); equipped creature (CR 301.5); equip (CR 702.6a)
    "fin-134": "闪现\n当此武具进场时，将此武具贴附于目标由你操控的生物上。它获得先攻异能直到回合结束。\n佩带此武具的生物得+1/+0。\n佩带{1}",
    # gain control (layer 2), attach_equipment, a delayed trigger (CR 603.7) that unattaches
    "fin-167": "直到回合结束，获得目标生物的操控权。重置它。它获得敏捷异能直到回合结束。"
    "你可以将一个由你操控的武具贴附于它上。如果你如此作，则在下一个结束步骤开始时，卸除它。",
    # beginning of combat with an intervening "if" (CR 603.4); a reflexive trigger (CR 603.12)
    "fin-040": "当此生物进场时，抓一张牌。\n在你回合的战斗开始时，若你操控一个或更多武具，你可以支付{1}。"
    "当你如此作时，将目标由你操控的武具贴附于目标由你操控的生物上。",
    # counters on each permanent that matches; a power filter
    "fin-014": "派出四个1/1无色英雄衍生生物。在每个由你操控的生物上各放置一个+1/+1指示物。",
    "fin-009": "选择一项～\n• 派出一个2/2白色骑士衍生生物。\n• 目标生物得+0/+4直到回合结束。\n• 消灭目标力量等于或大于4的生物。\n• 你获得4点生命。",
    # "whenever an opponent gains control of a permanent from you"
    "fin-251": "当此生物进场时，直到回合结束，获得目标由对手操控的生物的操控权。重置它。它获得系命、敏捷异能直到回合结束。"
    "\n每当任一对手获得一个由你操控的永久物之操控权时，派出一个珍宝衍生物。",
    # a token with a cast trigger (CR 601.2i)
    "fin-145": "当此生物进场时，派出一个0/1黑色法术师衍生生物，且具有「每当你施放非生物咒语时，此衍生物对每位对手造成1点伤害」。",
    # a sacrifice the target player chooses (CR 701.21a)
    "fin-093": "目标对手依其选择牺牲一个生物。派出一个0/1黑色法术师衍生生物，且具有「每当你施放非生物咒语时，此衍生物对每位对手造成1点伤害」。",
    # a Saga's reminder and chapter abilities (CR 714.2c); pump_each (CR 611.2c)
    "fin-035": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\nI, II, III, IV — 由你操控的其他生物得+1/+0直到回合结束。",
    # landfall (CR 207.2c); doubling power only (CR 701.9a)
    "fin-206": "践踏\n每当由你操控的地进场时，将此生物的力量加倍直到回合结束。",
    # flashback (CR 702.34) and steps only when cast from a graveyard; discard_hand; damage to each other creature
    "fin-146": "目标由你操控的生物对每个其他生物造成X点伤害。（X为前者的力量）如果此咒语是从坟墓场中施放，则弃掉你的手牌。"
    "如果此咒语是从坟墓场中施放，则抓四张牌。\n返照{5}{R}{R}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    # lose_life and sacrifice (each opponent's choice)
    "fin-120": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\n威慑\nI, II, III — 抓一张牌。你失去1点生命。"
    "\nIV — 每位对手各牺牲一个生物。每位对手各失去3点生命。",
    # loot and add_mana (a chapter that adds mana is not a mana ability)
    "fin-163": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\nI, II — 你可以弃一张牌。若你如此作，则抓一张牌。\nIII, IV — 加{R}。",
    # a count of cards in your graveyard; pump_each of a subtype
    "fin-161": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）"
    "\nI — 此生物对目标由对手操控的生物造成X点伤害。（X为你坟墓场中非生物非地牌的数量，于结算时决定）\nII, III — 由你操控的法术师得+1/+0直到回合结束。",
    # draw_then_discard, optional ("you may draw a card. If you do, …")
    "fin-069": "飞行\n每当另一个由你操控的神器进场时，你可以抓一张牌。若你如此作，则弃一张牌。",
    # a target opponent loses life; a dies trigger of this creature or another
    "fin-088": "每当由你操控的生物或神器死去时，目标对手失去1点生命。你获得1点生命。",
    # damage to each creature
    "fin-136": "分级（选择一项额外费用。）\n• Fire～{0}～Fire Magic对每个生物造成1点伤害。\n• Fira～{2}～Fire Magic对每个生物造成2点伤害。"
    "\n• Firaga～{5}～Fire Magic对每个生物造成3点伤害。",
    # surveil; a flashback instant
    "fin-050": "刺探1。抓一张牌。\n返照{3}{U}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    # "whenever this creature attacks" (CR 508.3a)
    "fin-246": "每当由你操控的神器进场时，在此生物上放置一个+1/+1指示物。\n每当此生物攻击时，横置目标由对手操控的生物。",
    # a transforming double-faced card (CR 712) and its back face, a Saga
    "fin-104": "威慑\n每当此生物对任一牌手造成战斗伤害时，你可以放逐此生物，然后将它在其拥有者的操控下移回战场且已转化。"
    "\n// 背面：布拉斯卡的究极召唤（Braska's Final Aeon）\n（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）"
    "\n威慑\nI, II — 每位对手各弃一张牌。抓一张牌。\nIII — 每位对手各牺牲两个生物。",
    # transform (the same object turns over) with an intervening "if" on a count (CR 603.4)
    "fin-220": "当此生物进场时，你获得3点生命。\n在你的结束步骤开始时，若你坟墓场中永久物牌的数量为六或更多，转化此生物。"
    "\n// 背面：万物归无新生艾克斯迪司（Neo Exdeath, Dimension's End）\n践踏\n万物归无新生艾克斯迪司的力量等同于你坟墓场中永久物牌的数量。",
    # "whenever you cast a noncreature spell" (CR 601.2i)
    "fin-214": "飞行，死触\n每当你施放非生物咒语时，此生物对每位对手造成2点伤害。",
    # a negative count ("-X/-X, where X is …")
    "fin-217": "飞行\n当此生物进场时，目标由对手操控的生物得-X/-X直到回合结束。（X为你坟墓场中永久物牌的数量，于结算时决定）",
    # a spell that returns itself transformed with a counter; reveal_top_to_hand; add_mana twice
    "fin-185": "刺探2。你获得2点生命。如果此咒语是从坟墓场中施放，则放逐它，然后将它在其拥有者的操控下移回战场且已转化，且上面有一个终命指示物。"
    "\n返照{3}{G}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）\n// 背面：召唤: 幻兽马丁（Summon: Esper Maduin）"
    "\n（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\nI — 展示你的牌库顶牌。如果该牌是永久物牌，则将它置于你手上。"
    "\nII — 加{G}{G}。\nIII — 由你操控的其他生物得+2/+2且获得践踏异能直到回合结束。",
    # remove lore counters for +1/+1 counters; flash (CR 702.8a)
    "fin-222": "系命\n每当此生物攻击时，你可以从任意数量由你操控的传纪上各移去一个学问指示物。每以此法移去一个学问指示物，便在此生物上放置一个+1/+1指示物。",
    "fin-259": "闪现\n当此永久物进场时，抓一张牌。\n{2}，{T}，牺牲Instant Ramen：你获得3点生命。",
    # landcycling: a discard cost, search_to_hand (CR 702.29)
    "fin-173": "践踏\n当此生物进场时，你获得3点生命。\n{2}，弃掉此牌：从你的牌库中搜寻一张树林牌，展示该牌，将它置于你手上，然后洗牌。",
    # look at the top cards: one may go to the hand, the rest to the bottom in any order
    "fin-182": "检视你牌库顶的三张牌。你可以展示其中一张神器或生物或地牌并将它置于你手上。将其余的牌以任意顺序置于你的牌库底。",
    # a search onto the battlefield tapped; landfall with a target
    "fin-224": "当此生物进场时，从你的牌库中搜寻一张地牌，将它横置放进战场，然后洗牌。\n每当由你操控的地进场时，目标另一个由你操控的生物得+2/+2且获得践踏异能直到回合结束。",
    # targets in your graveyard (CR 115.1); put_onto_battlefield with counters
    "fin-098": "将你坟墓场中的目标生物牌移回战场，且上面有两个+1/+1指示物。",
    "fin-100": "将你坟墓场中的至多一张目标生物牌移回其拥有者手上。将你坟墓场中的至多一张目标生物牌移回其拥有者手上。",
    # tap_each; "whenever a creature you control deals combat damage to a player"
    "fin-556": "当此生物进场时，横置由对手操控的生物。\n每当由你操控的生物对任一牌手造成战斗伤害时，抓一张牌。",
    # "at the beginning of your upkeep" (CR 503.1a); reveal the top card, lose life equal to its mana value
    "fin-094": "在你的维持开始时，展示你的牌库顶牌，并将该牌置于你手上。你失去等同于其法术力值的生命。",
    # an additional land each turn (CR 305.2a); a chosen permanent you control returned to hand
    "fin-170": "你在自己的每个回合中可以额外使用一个地。\n此生物得+X/+0。（X为你操控的地的数量）\n在你的结束步骤开始时，将一个由你操控的地移回其拥有者手上。",
    # return_all_from_graveyard; a count of lands in X
    "fin-204": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\n延势，践踏\nI — 磨五张牌。\nII — 将所有地牌从你的坟墓场横置移回战场。"
    "\nIII — 目标另一个由你操控的生物得+X/+X且获得践踏异能直到回合结束。（X为你操控的地的数量，于结算时决定）",
    # "if at least N mana was spent to cast it" (CR 601.2h, 603.4)
    "fin-148": "敏捷\n每当你施放非生物咒语时，若施放它时支付过至少四点法术力，则派出一个珍宝衍生物。",
    # exile_top_of_library; destroy_attached; damage to a target's controller; a target in any graveyard
    "fin-106": "当此生物进场时，每位对手各弃一张牌。每位对手各失去2点生命。每位对手各放逐其牌库顶的三张牌。"
    "\n{2}，弃掉此牌：从你的牌库中搜寻一张沼泽牌，展示该牌，将它置于你手上，然后洗牌。",
    "fin-144": "制裁之光（Light of Judgment）对目标生物造成6点伤害。消灭至多一个贴附在它上的武具。",
    "fin-559": "制裁之雷（Judgment Bolt）对目标生物造成5点伤害。制裁之雷（Judgment Bolt）对它的操控者造成X点伤害。"
    "（X为你操控的武具的数量，于结算时决定）",
    "fin-263": "当此生物死去时，派出一个珍宝衍生物。\n{2}，{T}：放逐目标坟墓场中的一张牌。",
    # keeps_damage (CR 514.2), takes_your_damage (CR 614.1b); exile_from_graveyard in a dies ability
    "fin-172": "警戒\n守护{3}\n此生物上的伤害于清除步骤中不会移除。\n所有将对你和由你操控的其他永久物造成的伤害改为对此生物造成之。"
    "\n当此生物死去时，将它放逐。派出十个横置的珍宝衍生物。",
    # "whenever you gain life" (CR 119.9); damage to the defending player (CR 506.2)
    "fin-026": "警戒，系命\n每当你获得生命时，在每个由你操控的僧侣上各放置一个+1/+1指示物。",
    "fin-129": "延势\n每当此生物攻击时，此生物对防御牌手造成X点伤害。（X为你操控的佩带武具的生物的数量，于结算时决定）",
    # keyword counters (CR 122.1b); named legendary tokens; "if you don't control …"
    "fin-238": "每当此生物攻击时，若你未操控名为Darkstar的生物，派出一个名为Darkstar的传奇2/2白色与黑色狗衍生生物。",
    # cant_be_blocked; counts of counters on the source and of creatures that died this turn;
    # "whenever equipped creature attacks"; "each player sacrifices" a (non)token
    "fin-071": "每当你施放非生物咒语时，若施放它时支付过至少四点法术力，则在此生物上放置一个+1/+1指示物。此生物本回合不能被阻挡。",
    "fin-257": "每当你获得生命时，在此武具上放置一个充电指示物。\n佩带此武具的生物得+X/+X。（X为其上的充电指示物的数量）\n佩带{3}",
    "fin-557": "消灭目标由对手操控的生物。抓X张牌。（X为本回合中死去的生物的数量，于结算时决定）",
    "fin-563": "每当佩带此武具的生物攻击时，消灭目标由对手操控的生物。\n佩带此武具的生物得+7/+7。\n佩带{7}",
    "fin-102": "当此生物进场时，选择一项～\n• 每位牌手各依其选择牺牲一个衍生生物。\n• 每位牌手各依其选择牺牲一个非衍生生物。"
    "\n• 每位牌手各依其选择牺牲一个结界。",
    # each opponent mills the life you gained this turn; "whenever you scry or surveil"; a dead
    # creature's counters (CR 608.2h) on each legendary creature
    "fin-226": "系命\n在你的结束步骤开始时，每位对手各磨X张牌。（X为你本回合中获得过的生命数量，于结算时决定）",
    "fin-062": "每当你占卜或刺探时，抓一张牌。",
    "fin-004": "系命\n每当你获得生命时，在此生物上放置一个+1/+1指示物。\n当此生物死去时，在每个由你操控的传奇生物上各放置X个+1/+1指示物。"
    "（X为其上的+1/+1指示物的数量，于结算时决定）",
    # "you may pay N life" / "you may sacrifice …", then "if you do"
    "fin-558": "在你的维持开始时，你可以支付1点生命。如果你如此作，则抓一张牌。如果你如此作，则在此生物上放置一个+1/+1指示物。",
    "fin-107": "当此生物进场时，你失去1点生命。派出一个珍宝衍生物。\n每当此生物攻击时，你可以牺牲另一个生物或神器。如果你如此作，则刺探2。",
    # a revealed hand and a discard the caster chooses; damaged creatures; cards from a single graveyard
    "fin-111": "选择一项～\n• 生物得-1/-1直到回合结束。\n• 目标牌手展示其手牌。你从中选择一张神器或生物牌。该牌手弃掉该牌。",
    "fin-112": "当此生物进场时，选择一项～\n• 消灭目标本回合中受过伤害的生物。"
    "\n• 放逐至多一张目标坟墓场中的牌。放逐至多一张目标坟墓场中的牌（与前者在同一个坟墓场中）。",
    # the mana spent on the triggering spell as an amount and a step condition; sacrifice_it
    "fin-244": "每当你施放非生物咒语时，派出一个1/1无色英雄衍生生物。如果施放该咒语时支付过四点或更多法术力，则抓两张牌。"
    "如果施放该咒语时支付过八点或更多法术力，则将此生物牺牲。如果施放该咒语时支付过八点或更多法术力，则此生物对每位对手造成X点伤害。"
    "（X为施放该咒语时所支付的法术力数量）",
    # attacking despite defender; a granted dies ability with the creature's last known power
    "fin-097": "守军，威慑\n只要其上的指示物的数量为一或更多，此生物可以如同不具有守军异能一般地进行攻击。\n{5}{B}：在此生物上放置两个+1/+1指示物。",
    "fin-186": "目标生物得+1/+0直到回合结束。它获得「当此生物死去时，在至多一个目标生物上放置X个+1/+1指示物。（X为此生物的力量）」直到回合结束。",
    # filters with alternatives and keywords; an optional search; doubling counters
    "fin-171": "消灭目标神器或结界或具有飞行异能的生物。\n{2}，弃掉此牌：抓一张牌。",
    "fin-274": "{T}：加{C}。\n{1}，{T}：加{W}或{U}或{B}或{R}或{G}。\n{2}，弃掉此牌：抓一张牌。",  # a mana ability that costs mana
    "fin-276": "此地须横置进场。于其进场时，选择一种颜色。\n{T}：加一点所选颜色的法术力。",  # as it enters, choose a color
    # as long as the equipped creature is attacking; triggering an additional time
    "fin-264": "只要佩带此武具的生物正进行攻击，它便具有先攻异能且若能被阻挡，则须如此作。\n"
    "佩带此武具的生物具有「如果此生物的触发式异能因生物死去而触发，则该异能额外触发一次。」\n佩带{2}",
    # "you may attach … If you do, …"; a block requirement (CR 509.1c)
    "fin-562": "当此武具进场时，你可以将此武具贴附于目标由你操控的生物上。如果你如此作，则它获得先攻异能直到回合结束。"
    "如果你如此作，则它本回合若能被阻挡，则须如此作。\n佩带此武具的生物得+2/+1。\n佩带{2}",
    "fin-199": "当此生物进场时，你可以从你的牌库中搜寻一张鸟或基本地牌，展示该牌，将它置于你手上，然后洗牌。"
    "\n每当此生物攻击时，在目标生物上放置一个+1/+1指示物。将它上的+1/+1指示物数量加倍。",
    # "then if …" (not "instead"); a graveyard card's power; "its controller may search"
    "fin-225": "每当由你操控的神器进场时，刺探1。\n在你的结束步骤开始时，若你操控四个或更多神器，将你坟墓场中的目标生物牌移回其拥有者手上。"
    "然后若你操控八个或更多神器，则每位对手各失去X点生命。（X为前者的力量）",
    "fin-155": "敏捷\n当此生物进场时，消灭目标地。它的操控者可以从其牌库中搜寻一张基本地牌，将它横置放进战场，然后洗牌。",
    # a sum of counts; library and/or graveyard with a mana value limit; exile until it leaves (CR 610.3)
    "fin-032": "光之一闪（Slash of Light）对目标生物造成X点伤害。（X为你操控的生物的数量与你操控的武具的数量之和，于结算时决定）",
    "fin-015": "飞行\n当此生物进场时，从你的牌库和/或坟墓场中搜寻一张法术力值为2或更少的神器牌，展示该牌，将它置于你手上。"
    "如果你以此法搜寻了你的牌库，则洗牌。",
    "fin-041": "当此永久物进场时，放逐目标由对手操控的非地永久物，直到此永久物离开战场为止。\n{T}：加{W}。",
    # an anthem for "artifact creatures and Heroes"; a card a deck may hold any number of (CR 100.2a)
    "fin-216": "由你操控的神器生物或英雄得+X/+X。（X为你操控的神器师的数量与你坟墓场中神器师的数量之和）\n{W}{U}，弃掉此牌：抓一张牌。"
    "\n名称为历时神器师西德的牌，在套牌中的数量不受限制。",
    # take_from_milled; "if you put a Town card into your hand this way"
    "fin-209": "当此生物进场时，磨四张牌。你可以将其中一张地牌置于你手上。如果你以此法将一张市镇牌置于你手上，则你获得2点生命。",
    # a land from the top cards onto the battlefield; "if a creature card was exiled this way"
    "fin-227": "当此生物进场时，检视你牌库顶的六张牌。你可以将其中一张地牌横置放进战场。将其余的牌以随机顺序置于你的牌库底。"
    "\n{1}{G}{U}，{T}：放逐目标坟墓场中的一张牌。如果以此法放逐的是生物牌，则派出一个食品衍生物。",
    # the triggering permanent ("it", "that creature's power"); attacks alone; an optional transform
    "fin-243": "每当一个由你操控的生物单独攻击时，该生物获得连击异能直到回合结束。"
    "\n每当此生物对任一牌手造成战斗伤害时，将你坟墓场中的目标法术力值为3或更少的永久物牌移回战场。",
    "fin-125": "每当由对手操控的生物死去时，在此生物上放置X个+1/+1指示物。（X为该生物的力量）\n每当此生物攻击时，你可以转化此生物。"
    "\n// 背面：Galian Beast\n践踏，系命\n当此生物死去时，将它在其拥有者的操控下横置移回战场。",
    "fin-201": "当此永久物进场时，派出一个2/2绿色鸟衍生生物，且具有「每当由你操控的地进场时，此衍生物得+1/+0直到回合结束」。"
    "\n在你的第一个行动阶段开始时，若你操控四个或更多鸟，转化此永久物。\n// 背面：Black Chocobo"
    "\n当此永久物转化为Black Chocobo时，从你的牌库中搜寻一张地牌，将它横置放进战场，然后洗牌。\n每当由你操控的地进场时，由你操控的鸟得+1/+0直到回合结束。",
    # Job select (CR 702.182); an Equipment adding a subtype (layer 4) and granting an ability (layer 6)
    "fin-042": "职业选择\n佩带此武具的生物得+1/+1，具有「每当此生物攻击时，你获得1点生命」，且额外具有僧侣此类别。\n佩带{3}",
    "fin-023": "职业选择\n佩带此武具的生物得+2X/+2X，且额外具有神器师此类别。（X为你操控的神器的数量）\n佩带{4}",
    # the first legendary creature spell each turn costs less; an optional transform; a legendary filter
    "fin-240": "你每回合中施放的第一个传奇生物咒语减少{2}来施放。\n在你回合的战斗开始时，若你操控两个或更多其他传奇生物，你可以转化此生物。"
    "\n// 背面：化晶莎拉（Crystallized Serah）\n你每回合中施放的第一个传奇生物咒语减少{2}来施放。\n由你操控的传奇生物得+2/+2。",
    # two granted triggers, one on the third card drawn each turn
    "fin-046": "职业选择\n佩带此武具的生物具有「每当你施放非生物咒语时，在此生物上放置一个+1/+1指示物」与"
    "「每当你抓每回合中你的第三张牌时，在此生物上放置一个+1/+1指示物」，且额外具有法术师此类别。\n佩带{2}",
    # "that player" (dealt combat damage) loses life equal to the discarded card's mana value
    "fin-108": "职业选择\n佩带此武具的生物得+1/+1，具有「每当此生物对任一牌手造成战斗伤害时，抓一张牌，然后弃一张牌。"
    "该牌手失去X点生命。（X为所弃之牌的法术力值）」，且额外具有忍者此类别。\n佩带{2}",
    # put a creature card from hand onto the battlefield, attacking if an enchantment card (CR 508.4)
    "fin-205": "职业选择\n佩带此武具的生物具有「每当此生物攻击时，你可以将一张生物牌从你手上放进战场。"
    "如果该牌是结界牌，则它横置且进行攻击地进战场」，且额外具有祭师此类别。\n佩带{3}",
    # an Equipment giving ward (CR 702.21)
    "fin-028": "职业选择\n佩带此武具的生物得+2/+1，具有守护{1}异能，且额外具有骑士此类别。\n佩带{4}",
    # an equip cost in life, once each turn (CR 119.4, 602.5b)
    "fin-095": "职业选择\n佩带此武具的生物得+3/+0，且额外具有骑士此类别。\n佩带～支付3点生命。此异能每回合只能起动一次。",
    # spells that cost less (CR 601.2f); replacement effects (CR 614.1a); a copy token sacrificed later
    "fin-085": "你施放的蓝色咒语减少{1}来施放。\n如果某对手将磨一张或数张牌，则改为该牌手磨该数量加四的牌。"
    "\n{4}{U}{U}，{T}：每位对手各磨X张牌。（X为你的手牌数量，于结算时决定）",
    "fin-135": "你施放的红色咒语减少{1}来施放。\n由你操控的生物具有敏捷异能。"
    "\n{4}{R}{R}，{T}：派出一个衍生物，此衍生物为目标由你操控的生物之复制品。在下一个结束步骤开始时，将它牺牲。",
    "fin-184": "你施放的绿色咒语减少{1}来施放。\n如果将在某个由你操控的生物上放置一个或数个+1/+1指示物，则改为在该生物上放置该数量两倍的+1/+1指示物。"
    "\n{4}{G}{G}，{T}：将两个+1/+1指示物分配给一个或两个目标由你操控的生物。",
    # copies of the next instant or sorcery spell (CR 707.10), also from a mana ability with an exile cost
    "fin-053": "{T}，放逐以太药：加{U}。本回合中，当你下一次施放瞬间或法术咒语时，将其复制。你可以为该复制品选择新的目标。",
    # an activated ability with an exile cost and modes (CR 602.2b, 700.2); put onto the battlefield tapped
    "fin-029": "{1}{W}，{T}，放逐不死鸟之尾：选择一项～\n• 将你坟墓场中的目标法术力值为4或更少的生物牌横置移回战场。\n• 放逐目标骷髅妖、精怪、灵俑。",
    # shuffle cards from the graveyard into the library, then an amount counting them
    "fin-256": "此永久物须横置进场。\n{5}，{T}，放逐Elixir：将所有非地牌从你的坟墓场洗入你的牌库。你获得X点生命。（X为以此法洗入你牌库的牌数）",
    # "Sacrifice another creature or artifact" as an activation cost
    "fin-087": "飞行，死触\n{3}，牺牲另一个生物或神器：抓一张牌。",
    # an indefinite grant to the source itself, and "that player loses the game"
    "fin-121": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\nI — 消灭目标由对手操控的生物。"
    "\nII — 此生物获得「每当此生物对任一牌手造成战斗伤害时，该牌手输掉这盘游戏」。\nIII — 抓两张牌。每位牌手各失去2点生命。",
    # deaths counted by controller; a back face with a sacrifice cost that taps itself
    "fin-119": "当此永久物进场时，消灭至多一个目标生物。\n在你的结束步骤开始时，若本回合中在对手的操控下死去的生物的数量为一或更多，"
    "派出一个珍宝衍生物。然后若你操控三个或更多珍宝，则转化此永久物。\n// 背面：最终悬赏亚兹马特（Yiazmat, Ultimate Mark）"
    "\n{1}{B}，牺牲另一个生物或神器：此生物获得不灭异能直到回合结束。横置此生物。",
    # a blocking restriction; an ability activated from the graveyard that returns the card
    "fin-268": "此生物只能被三个或更多生物阻挡。\n{8}：将此牌从你的坟墓场横置移回战场，且上面有一个终命指示物。",
    # returned from the graveyard transformed; "put it on the bottom of its owner's library"
    "fin-221": "每当你施放非生物咒语时，刺探1。\n{3}{B}{B}{R}{R}：将此牌从你的坟墓场移回战场且转化。你只能于法术时机起动此异能。"
    "\n// 背面：Chaos, the Endless\n飞行\n当此生物死去时，将它置于其拥有者的牌库底。",
    # a type-adding effect (layer 4); a dies trigger limited to your turn; "X is its own power"
    "fin-228": "在你回合的战斗开始时，在至多一个目标另一个生物上放置X个+1/+1指示物。（X为此生物的力量）它额外具有突变体此类别。"
    "\n每当一个由你操控的突变体于你的回合中死去时，抓X张牌。（X为该生物的力量）",
    # counter target spell unless its controller pays {X}, exiled instead; a spell that can't be countered
    "fin-080": "反击目标咒语，除非其操控者支付{X}。如果该咒语以此法被反击，则将它放逐，而不是置入其拥有者的坟墓场。",
    "fin-079": "刺探2。反击目标咒语，除非其操控者支付{X}。（X为你坟墓场中牌的数量，于结算时决定）",
    "fin-052": "此咒语不能被反击。\n将目标非地永久物移回其拥有者手上。抓一张牌。",
    "fin-162": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\nI — 刺探1。"
    "\nII — 本回合中，当你下一次施放瞬间或法术咒语时，将其复制。你可以为该复制品选择新的目标。"
    "\nIII — 本回合中，当你下一次施放瞬间或法术咒语时，将其复制两次。你可以为每个复制品选择新的目标。",
    # Vehicles: crew (CR 702.122a) and "becomes an artifact creature" (layer 4)
    "fin-024": "当此载具进场时，派出一个1/1无色英雄衍生生物。"
    "\n搭载1（横置任意数量由你操控且力量总和等于或大于1的生物：此载具成为神器生物直到回合结束。）",
    "fin-110": "践踏\n牺牲另一个神器或生物：在此载具上放置一个+1/+1指示物。此载具成为精怪神器生物直到回合结束。",
    # Auras: enchant (CR 702.5a), "enchanted creature" (CR 303.4b)
    "fin-074": "结附于生物\n当此灵气进场时，横置所结附的生物。\n所结附的生物于其操控者的重置步骤中不能重置。"
    "\n当所结附的生物受到伤害时，将此灵气牺牲。",
    # "without paying its mana cost" (CR 118.9) from the hand, up to "that damage"; The Darkness Crystal (616.1)
    "fin-255": "佩带此武具的生物得+3/+2。\n每当佩带此武具的生物对任一牌手造成战斗伤害时，抓一张牌。"
    "你可以从你手上施放一个法术力值等于或小于该伤害数量的咒语，且不需支付其法术力费用。\n佩带{2}",
    "fin-096": "你施放的黑色咒语减少{1}来施放。\n如果某个由对手操控且非衍生物的生物将死去，则改为将它放逐且你获得2点生命。"
    "\n{4}{B}{B}，{T}：将目标以暗之水晶放逐的生物横置移回战场，且上面有两个+1/+1指示物。",
    "fin-267": "敏捷\n每当此载具攻击时，从你的牌库顶开始展示牌，直到展示出一张地为止。将该牌横置放进战场，然后将其余的牌以随机顺序置于你的牌库底。"
    "\n搭载1（横置任意数量由你操控且力量总和等于或大于1的生物：此载具成为神器生物直到回合结束。）",
    "fin-073": "当此永久物进场时，抓三张牌，然后弃两张牌。\n在你的结束步骤开始时，若你坟墓场中牌的数量为八或更多，转化此永久物。"
    "\n// 背面：魔法幻卡（Magicked Card）\n飞行\n搭载1（横置任意数量由你操控且力量总和等于或大于1的生物：此载具成为神器生物直到回合结束。）",
    "fin-166": "在你的维持开始时，每位牌手各放逐其牌库顶牌。直到回合结束，你可以使用以此法放逐且由你拥有的牌，"
    "以及每张以此法放逐且法术力值比该牌小的其他牌，且不需支付其法术力费用。",
    # Hideaway (CR 702.75a) and "you may play the exiled card" as the first, conditional step
    "fin-275": "当此地进场时，检视你牌库顶的四张牌。将其中一张牌面朝下放逐，然后将其余的牌以随机顺序置于你的牌库底。\n{T}：加{C}。"
    "\n{2}，{T}：若你操控四个或更多传奇生物，则你可以使用以此地放逐的牌，且不需支付其法术力费用。",
    "fin-140": "目标生物得+3/+1且获得敏捷异能直到回合结束。放逐你的牌库顶牌。直到你的下一个结束步骤，你可以使用该牌。",
    "fin-020": "从你的牌库中搜寻一张载具牌，展示该牌，将它置于你手上，然后洗牌。如果此咒语是从坟墓场中施放，则从你的牌库中搜寻一张载具牌，"
    "将它放进战场，然后洗牌。\n返照{4}{W}{W}{W}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    # "This ability costs {1} less to activate for each Town you control" (CR 602.2b, 601.2f)
    "fin-065": "{1}，{T}：抓一张牌，然后弃一张牌。\n{7}，{T}，牺牲Qiqirn Merchant：抓三张牌。你每操控一个市镇，此异能便减少{1}来起动。",
    "fin-197": "每当由你操控的地进场时，在目标由你操控的生物上放置一个+1/+1指示物。\n{5}{G}{G}：此永久物成为7/7野兽生物，且仍具有原本类别。",
    "fin-060": "飞行\n你可以随时检视你的牌库顶牌。\n只要此载具本回合中攻击过，你便可以使用你的牌库顶牌。"
    "\n搭载1（横置任意数量由你操控且力量总和等于或大于1的生物：此载具成为神器生物直到回合结束。）",
    # a permanent into its owner's library (on top or at the bottom as they choose, or shuffled in)
    "fin-056": "分级（选择一项额外费用。）\n• Blizzard～{0}～将目标生物移回其拥有者手上。"
    "\n• Blizzara～{2}～目标生物的拥有者将它置于其牌库顶或牌库底。\n• Blizzaga～{5}{U}～目标生物的拥有者将它洗入其牌库。",
    "fin-266": "飞行\n{T}：你可以将一张地牌从你手上放进战场。\n{3}：直到回合结束，此生物的基础力量成为X。（X为你操控的市镇的数量，于结算时决定）",
    "fin-249": "由你操控的地都未横置地进场。\n在你回合的战斗开始时，若你操控五个或更多市镇，派出一个2/2五色元素衍生生物。"
    "\n{3}{W}{U}{B}{R}{G}：由你操控的其他生物得+X/+X直到回合结束。（X为你操控的市镇的数量，于结算时决定）",
    "fin-005": "选择一项～\n• 乘电梯～派出三个1/1无色英雄衍生生物。\n• 走59层楼梯～横置至多一个目标生物。横置至多一个目标生物。"
    "横置至多一个目标生物。选择其中一个。在它上放置一个晕眩指示物。",
    "fin-038": "消灭所有神器或生物。结束本回合。",
    "fin-143": "作为施放此咒语的额外费用，弃一张牌。\n抓两张牌。\n返照{3}{R}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    "fin-034": "系命\n{2}，{T}：目标对手获得目标另一个由你操控的永久物的操控权。如果你如此作，则抓一张牌。",
    "fin-128": "不灭\n当此生物进场时，每位牌手各依其选择牺牲一半由其操控的非神生物，小数点后舍去。\n每当任一牌手牺牲另一个生物时，在此生物上放置一个+1/+1指示物。",
    "fin-254": "{T}：加{W}或{U}或{B}或{R}或{G}。\n{T}，牺牲水斗球：抓两张牌。只能于本回合中被传奇生物造成过战斗伤害的对手数量为一或更多时起动。",  # "activate only if" (CR 602.5b)
    "fin-232": "在你的结束步骤开始时，派出一个横置的0/1黑色法术师衍生生物，且具有「每当你施放非生物咒语时，此衍生物对每位对手造成1点伤害」。然后若你操控四个或更多法术师，则转化此生物。\n// 背面：逆命幻化库加（Trance Kuja, Fate Defied）\n如果某个由你操控的法术师将对任一永久物或牌手造成伤害，则改为它造成两倍的伤害。",  # damage doubled (CR 614.1a)
    "fin-233": "先攻，践踏，系命\n每当此生物对任一牌手造成战斗伤害时，直到你的下一个回合，如果某来源将对该牌手或由其操控的永久物造成伤害，则改为它造成两倍的伤害。",
    "fin-554": "警戒\n在你回合的战斗开始时，你可以将任意数量由你操控的武具贴附于目标由你操控的生物上。",
    "fin-250": "在你的回合中，此生物具有践踏与系命与守护{2}异能。\n在你的回合中，由你操控的结界生物具有践踏与系命与守护{2}异能。\n在你的结束步骤开始时，将你坟墓场中的至多一张目标结界牌移回战场，且上面有一个终命指示物。",
    "fin-058": "当此生物进场时，将至多一个目标另一个非地永久物移回其拥有者手上。\n{3}{U}{U}，{T}：放逐此生物，然后将它在其拥有者的操控下移回战场"
    "且已转化。你只能于法术时机起动此异能。\n// 背面：Shiva, Warden of Ice\n（于此传纪进场时及于你抓牌步骤后，加一个学问指"
    "示物。）\nI, II — 目标生物本回合不能被阻挡。\nIII — 横置由对手操控的地。放逐Shiva, Warden of Ice，然后将它"
    "移回战场（移回时为正面朝上）。",  # a back face returns front face up
    "fin-013": "佩带此武具的生物得+1/+1。\n{5}{W}{W}：放逐此武具，然后将它在其拥有者的操控下移回战场且已转化。你只能于法术时机起动此异能。\n佩带{1}\n// 背面：Summon: Alexander\n（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\n飞行\nI, II — 防止本回合中将对由你操控的生物造成的所有伤害。\nIII — 横置由对手操控的生物。",  # prevention for the turn (CR 615.1a)
    "fin-031": "在你的维持开始时，检视你牌库顶的一张牌。你可以展示其中一张神器或生物牌并将它置于你手上。如果你如此作，则派出一个食品衍生物。如果你如此作，则转化此永久物。\n// 背面：野炊营地（Cooking Campsite）\n{T}：加{W}。\n{3}，{T}，牺牲一个神器：在每个由你操控的生物上各放置一个+1/+1指示物。你只能于法术时机起动此异能。",
    "fin-195": "从你的牌库中搜寻至多两张名称各不相同的地基本牌或市镇牌，将它们横置放进战场，然后洗牌。",
    "fin-117": "此生物须横置进场。\n每当你施放非生物咒语时，你可以支付{B}。如果你如此作，则将此牌从你的坟墓场移回你手上。",  # an ability that works from the graveyard (CR 113.6k)
    "fin-208": "每当你施放每回合中你的第一个人类生物咒语时，该生物进场时上面额外有X个+1/+1指示物。（X为你操控的狗、狼的数量，于结算时决定）\n{T}：加{W}或{U}或{B}或{R}或{G}。",  # enters with additional counters (CR 614.1c)
    # token copies with exceptions (CR 707.9b), of a card exiled from a graveyard ("chosen"), of the
    # permanent whose entering triggered ("subject"); a delayed trigger at the next upkeep
    "fin-089": "由你操控的恶魔具有威慑与系命与敏捷异能。\n在你回合的战斗开始时，放逐至多一张目标坟墓场中的生物。派出一个衍生物，此衍生物为该牌之复制品，但它是5/5黑色恶魔。",
    "fin-137": "由你操控的佩带武具的生物具有敏捷异能。\n每当由你操控的非衍生武具进场时，派出一个衍生物，此衍生物为它之复制品，"
    "但它具有「此武具的佩带异能减少{2}来起动」。在下一个维持开始时，将它牺牲。",
    "fin-242": "飞行\n每当此生物进场或攻击时，随机从你的坟墓场放逐一张神器或生物或结界或地牌，然后派出一个已横置且为该牌之复制品的衍生物。如果所放逐的牌是地"
    "牌，则重复此流程。",
    "fin-560": "威慑\n每当此生物对任一牌手造成战斗伤害时，放逐你的牌库顶牌。于你操控治安官雷光的时段内，你可以使用该牌。",  # "for as long as you control"
    # playing Birds and lands from the top; triggers by a land or Bird entering trigger once more
    "fin-210": "你可以随时检视你的牌库顶牌。\n你可以从你的牌库顶使用地或鸟牌。\n如果你操控之永久物的触发式异能因由你操控的地或鸟进战场而触发，则该异能额外触发一次。",
    # a permission to cast from the graveyard with life as an additional cost (CR 119.4, 601.2h)
    "fin-235": "系命\n你可以从你的坟墓场施放神器咒语，但在其他费用以外，还须额外支付3点生命。如果你以此法施放咒语，则该神器进场时上面有一个终命指示物。",
    # a replacement adding a token to each token-creating event (CR 614.1a)
    "fin-194": "如果将在你的操控下派出一个或数个衍生物，则改为派出该些衍生物加上一个1/1绿色蛙衍生生物。\n{2}，牺牲一个蛙：在此生物上放置一个+1/+1指示物。",
    # "{X}: … target card with mana value X" (the cost follows the target, CR 601.2f)
    "fin-239": "每当由你操控的地进场时，你可以弃一张牌。若你如此作，则抓一张牌。\n{X}，{T}：将你坟墓场中的目标传纪牌移回战场，且上面有一个终命指示物。"
    "它获得敏捷异能直到回合结束。（X为该目标牌的法术力值）你只能于法术时机起动此异能。",
    # a graveyard target "or exiled card with flashback you own"; add_mana said by a spell
    "fin-159": "将你坟墓场中的目标瞬间或法术牌或由你拥有且具有返照异能的一张放逐牌移回其拥有者手上。加{R}。"
    "\n返照{4}{R}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    # shuffle then mill; milled creature cards put onto the battlefield, "they"/"those creatures"
    "fin-150": "将你的牌库洗牌，然后磨四张牌。将以此法磨出的每张生物牌放进战场。它们获得敏捷异能直到回合结束。在下一个结束步骤开始时，将它们移回其拥有者手上。"
    "\n返照{6}{R}{R}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    # cast a target card as the ability resolves, paying with mana of any type (CR 608.2g)
    "fin-066": "当此生物进场时，你可以施放目标坟墓场中的一张瞬间或法术。你可以用任意类别的法术力来施放该咒语。如果该咒语将进入坟墓场，则改为将它放逐。",
    # the damaged player's top card exiled, playable this turn with mana of any type "if you do"
    "fin-113": "威慑\n每当此生物对任一牌手造成战斗伤害时，放逐该牌手的牌库顶一张牌。你可以牺牲另一个生物或神器。如果你如此作，则本回合中，你可以使用该放逐牌。你可以用任意类别的法术力来施放该咒语。",
    # abilities of a creature and of the Equipment attached to it trigger an additional time
    "fin-010": "当此生物进场时，从你的牌库中搜寻一张武具牌，展示该牌，将它置于你手上，然后洗牌。"
    "\n只要米德加佣兵克劳德佩带武具，如果米德加佣兵克劳德或贴附于其上之武具的异能触发，则该异能额外触发一次。",
    # a delayed trigger on the next creature spell this turn; a condition on the greatest power
    "fin-203": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\nI — 从你的牌库中搜寻一张基本地牌，将它横置放进战场，然后洗牌。"
    "\nII — 当你于本回合中下一次施放生物咒语时，该生物进场时上面额外有一个+1/+1指示物。\nIII — 若你操控力量最大或力量并列最大的生物，则抓一张牌。",
    # a card playable in the turns a lore counter is put on the Saga; the next creature spell gains haste
    "fin-160": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\nI — 放逐你的牌库顶牌。在你于此传纪上放置学问指示物的任一回合中，你可以使用该牌。"
    "\nII, III — 当你于本回合中下一次施放生物咒语时，该生物获得敏捷异能直到回合结束。",
    # "you may cast it. If you don't, …"; "whenever you cast a spell you don't own"
    "fin-168": "每当一个或数个由你操控的斥候、海盗、浪客对任一牌手造成战斗伤害时，放逐该牌手的牌库顶一张牌。你可以施放该牌。如果你未如此作，则派出一个珍宝衍生物。"
    "\n每当你施放你不拥有的咒语时，在每个由你操控的斥候、海盗、浪客上各放置一个+1/+1指示物。",
    # "you may discard your hand, then draw …" (devotion, CR 700.5); a fight (CR 701.14)
    "fin-133": "当此生物进场时，你可以弃掉你的手牌。如果你如此作，则抓X张牌。（X为你的红色献力，于结算时决定）"
    "\n{4}{R}{R}，{T}：放逐此生物，然后将它在其拥有者的操控下移回战场且已转化。你只能于法术时机起动此异能。"
    "\n// 背面：火之召唤兽伊弗利特（Ifrit, Warden of Inferno）\n（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。）"
    "\nI — 此生物与至多一个目标另一个生物互斗。\nII, III — 加{R}{R}{R}{R}。然后若其上的学问指示物的数量为三或更多，则放逐火之召唤兽伊弗利特，然后将它移回战场（移回时为正面朝上）。",
    # an adventurer card: its Adventure after the card's own text (CR 715.2)
    "fin-284": "此地须横置进场。\n{T}：加{U}。\n// 历险：Overture {4}{U}{U}"
    "\n目标对手磨其牌库中一半数量的牌，小数舍去。（然后放逐此牌。你稍后可以从放逐区中使用此地。）",
    # beginning and end of combat on your turn; the most combat damage a player was dealt this turn;
    # "attach it to a creature you control" (chosen, not targeted)
    "fin-158": "在你回合的战斗开始时，目标由你操控的生物得+2/+0直到回合结束。\n在你回合的战斗结束时，若本回合中单一牌手所受战斗伤害的最大总数"
    "为六或更多，转化此永久物。将此永久物贴附于一个由你操控的生物上。\n// 背面：World Champion, Celestial Weapon"
    "\n佩带此武具的生物得+2/+0，且具有连击异能。\n佩带{3}",
    # "whenever [this creature] deals damage" (once per damage event), "that much", half the starting life total
    "fin-091": "死触\n每当此生物造成伤害时，你失去等量点生命。然后若你的总生命等于或小于你起始总生命的一半，则重置此生物。"
    "然后若你的总生命等于或小于你起始总生命的一半，则转化此生物。\n// 背面：复耀圣骑士塞西尔（Cecil, Redeemed Paladin）"
    "\n系命\n每当此生物攻击时，其他进行攻击的生物获得不灭异能直到回合结束。",
    # a cast trigger once each turn; "until your next turn"; "if it's legendary" said of a target
    "fin-039": "每当你施放传奇咒语时，抓一张牌。此异能每回合只会触发一次。\n{7}，{T}：放逐目标非地永久物。转化此生物。你只能于法术时机起动此异能。"
    "\n// 背面：母水晶海德林（Hydaelyn, the Mothercrystal）\n不灭\n在你回合的战斗开始时，在目标另一个由你操控的生物上放置一个+1/+1指示物。"
    "直到你的下一个回合，它获得不灭异能。如果它是传奇生物，则抓一张牌。",
    # a nonlegendary filter; "it gains haste" with no duration; up to three lore counters; "your next end step"
    "fin-245": "当此生物进场时，磨五张牌。你可以将其中一张结界牌置于你手上。\n{4}{R}{G}，{T}：放逐此生物，然后将它在其拥有者的操控下移回战场且已"
    "转化。你只能于法术时机起动此异能。\n// 背面：幻兽蒂娜（Esper Terra）\n（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。）\n"
    "飞行\nI, II, III — 派出一个衍生物，此衍生物为目标由你操控的非传奇结界之复制品。它获得敏捷异能。若它是传纪，则在它上放置至多三个"
    "学问指示物。在你的下一个结束步骤开始时，将它牺牲。\nIV — 加{W}{W}、{U}{U}、{B}{B}、{R}{R}和{G}{G}。放逐幻"
    "兽蒂娜，然后将它移回战场（移回时为正面朝上）。",
    # each player discards; a card for each card type discarded; "whenever an opponent loses life during your turn"
    "fin-231": "每当此生物进场或攻击时，每位牌手各弃一张牌。抓X张牌。（X为以此法弃掉的牌中牌张类别的数量）\n{8}：每位对手各牺牲一个永久物。转化此生物。"
    "你只能于法术时机起动此异能。\n// 背面：毁灭主宰凯夫卡（Kefka, Ruler of Ruin）\n飞行\n每当任一对手于你的回合中失去生命"
    "时，抓X张牌。（X为该对手失去的生命数量）",
    # a cost of mana and cards exiled from the graveyard; an extra turn (CR 500.7)
    "fin-247": "每当此生物进场或攻击时，刺探2。\n在你的结束步骤开始时，你可以支付{4}{U}{U}{B}{B}并从你的坟墓场中放逐八张牌。如果你如此作，则"
    "转化此生物。\n// 背面：Ultimecia, Omnipotent\n威慑\n当此永久物转化为Ultimecia, Omnipotent时，在"
    "此回合后，你额外进行一个回合。",
    # discard up to two, then draw that many; any number of target cards with a total mana value
    "fin-229": "当此生物进场时，弃至多两张牌，然后抓等量的牌。\n{3}{R}{W}，{T}：放逐此生物，然后将它在其拥有者的操控下移回战场且已转化。你只能于法术时机起动此异能。"
    "\n// 背面：火之召唤兽不死鸟（Phoenix, Warden of Fire）\n（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。）\n飞行，系命"
    "\nI, II — 此生物对每位对手造成2点伤害。\nIII — 将任意数量的你坟墓场中的目标生物牌（其法术力值总和须等于或小于6）移回战场。"
    "放逐火之召唤兽不死鸟，然后将它移回战场（移回时为正面朝上）。",
    # a chosen creature and its linked leaves-the-battlefield ability; an opponent chosen as it transforms; winning the game
    "fin-127": "当此生物进场时，选择一个由对手操控的生物。除此生物与所选生物之外的生物得-2/-2直到回合结束。\n当所选生物离开战场时，转化此生物。"
    "\n// 背面：Shinryu, Transcendent Rival\n飞行\n于此生物转化为Shinryu, Transcendent Rival时，选择一位对手。\n当所选牌手输掉这盘游戏时，你赢得这盘游戏。",
    # the fourth resolution this turn; an emblem as it transforms (CR 114); sacrifice any number, draw that many
    "fin-115": "每当此生物进场或攻击时，你可以牺牲另一个生物。如果你如此作，则抓一张牌。\n每当另一个生物死去时，目标对手失去1点生命。你获得1点生命。如果这"
    "是此异能在本回合第四次的结算，则转化此生物。\n// 背面：孤翼天使萨菲罗斯（Sephiroth, One-Winged Angel）\n飞行\n"
    "于此生物转化为孤翼天使萨菲罗斯时，你获得具有以下异能的徽记：「每当生物死去时，目标对手失去1点生命。你获得1点生命。」\n每当此生物攻击时，你"
    "可以牺牲任意数量的其他生物。如果你如此作，则抓X张牌。（X为以此法牺牲的永久物数量）",
    # an upkeep transform with fourteen cards in the graveyard; playing cards from the graveyard; a graveyard replaced by exile
    "fin-218": "警戒\n每当此生物进场或攻击时，抓一张牌，然后弃一张牌。\n在你的维持开始时，若你坟墓场中牌的数量为14或更多，你可以转化此生物。\n// 背面："
    "古老魔法师哈迪斯（Hades, Sorcerer of Eld）\n警戒\n于你的回合中，你可以从你的坟墓场使用牌。\n如果某牌或衍生物将从任何区"
    "域进入你的坟墓场，则改为将它放逐。",
    # "you may sacrifice this land. When you do, …" (a reflexive trigger, "another" card)
    "fin-277": "{T}：加{C}。\n{5}，{T}：磨两张牌。你可以牺牲此地。当你如此作时，将你坟墓场中的目标另一个永久物牌移回其拥有者手上。",
    # a target for each opponent, "each of those"; "nonbasic"
    "fin-236": "当此生物进场时，对每位对手而言，横置至多一个目标由该对手操控的非地永久物。在它们上放置X个晕眩指示物。"
    "（X为你操控的非基本地的数量，于结算时决定）你获得X点生命。（X为你操控的非基本地的数量，于结算时决定）",
    # return each creature that matches; "until end of turn, whenever a [subject] attacks"
    "fin-077": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\nI — 将每个非海怪非海兽非人鱼非章鱼非海蛇生物"
    "移回其拥有者手上。\nII, III — 直到回合结束，每当一个海怪、海兽、人鱼、章鱼、海蛇攻击时，抓一张牌。\n守护{2}",
    # "choose one or more"; a fight between two targets; a lore counter removed
    "fin-180": "选择一项或多项～\n• 目标由你操控的生物与目标由对手操控的生物互斗。\n• 从目标由你操控的传纪上移去一个学问指示物。"
    "\n• 在目标由你操控的传纪上放置一个学问指示物。",
    # revealed cards divided in turns with a chosen opponent; flashback
    "fin-063": "展示你牌库顶的五张牌。你将其中一张置于你手上。然后选择一位对手。该对手将其中一张置于你的牌库底。你将其中一张置于你手上。"
    "该对手将其中一张置于你的牌库底。将剩下的牌置于你手上。\n返照{7}{U}{U}（你可以从你坟墓场中施放此牌，并支付其返照费用，然后将它放逐。）",
    # "when you lose control of that Equipment this turn, if it's attached to a creature you control"
    "fin-075": "直到回合结束，获得目标武具的操控权。将它贴附于目标由你操控的生物上。本回合中，当你失去它的操控权时，"
    "若它贴附在由你操控的生物上，则卸除它。",
    # "whenever one or more Birds you control attack", "that many", lands put onto the battlefield tapped
    "fin-215": "每当一个或数个由你操控的鸟攻击时，检视你牌库顶的等量张牌。你可以将其中一张置于你手上。"
    "然后将其中任意数量的地牌横置放进战场，其余则置入你的坟墓场。\n每当由你操控的地进场时，此生物得+1/+0直到回合结束。",
    # any number put onto the battlefield; a reflexive trigger choosing one of them
    "fin-139": "每当此生物进场或攻击时，检视你牌库顶的六张牌。你可以将其中任意数量的武具牌放进战场。将其余的牌以随机顺序置于你的牌库底。"
    "当你如此作时，你可以选择其中一个。将它贴附于一个由你操控的武士上。",
    # a required additional cost with a choice; an ability on the stack as a target
    "fin-059": "牺牲一个传奇生物或支付{2}，以作为施放此咒语的额外费用。\n反击目标起动式异能、触发式异能或非生物咒语。",
    # {X}{X} in an activated ability's cost; an ability you control as a target, copied
    "fin-054": "{X}{X}，{T}：将目标由你操控的起动式或触发式异能复制X次。你可以为复制品选择新的目标。此异能不能被复制。X不能为0。",
    # meld (CR 701.42a): "if you both own and control"; a permanent card returned from the graveyard, not targeted
    "fin-211": "当此生物进场时，磨两张牌。将一张永久物牌从你的坟墓场移回你手上。\n在你的第一个行动阶段开始时，若你同时拥有并操控此生物和一个名称为无畏路希牙的生物，"
               "你可以支付{3}{B}{G}。如果你如此作，则放逐它们，然后将它们融合为神圣救赎诸神黄昏。",
    # cards leaving your graveyard, once each turn; a meld card's reminder and the combined face (CR 712.4)
    "fin-099": "每当一张或数张牌离开你的坟墓场时，抓一张牌。你失去1点生命。此异能每回合只会触发一次。\n（与愉悦路希班尼拉融合。）\n"
               "// 融合后：神圣救赎诸神黄昏（Ragnarok, Divine Deliverance）\n警戒，威慑，践踏，延势，敏捷\n"
               "当此生物死去时，消灭目标永久物。将你坟墓场中的目标非传奇永久物牌移回战场。",
    # an effect lasting while a counter stays (CR 611.2b, layers 4 and 6); a triggered mana ability (CR 605.1b)
    "fin-002": "飞行\n每当此生物攻击时，在目标地上放置一个枯萎指示物。只要它上有枯萎指示物，它便失去所有地类别与异能，且具有「{T}：加{C}。」"
               "\n每当你横置一个地以产生{C}时，额外加{C}。",
    # commander ninjutsu (CR 702.49d); each opponent loses life equal to the revealed card's mana value
    "fca-208": "指挥官忍术{U}{B}\n每当由你操控的忍者对任一牌手造成战斗伤害时，展示你的牌库顶牌，并将该牌置于你手上。每位对手各失去等同于该牌法术力值的生命。",
    # gain control for as long as you control the source (CR 611.2b); attach an Equipment to itself
    "fic-270": "忍术{1}{R}\n当此生物进场时，于你操控此生物的时段内，获得目标非生物神器之操控权。你可以将一个由你操控的武具贴附于此生物上。",
    # partner with: the target player searches (CR 702.124j); the second spell each turn costs less
    "fic-220": "先攻\n当此生物进场时，目标牌手可以从其牌库中搜寻一张名为Alphinaud Leveilleur的牌，展示该牌，将它置于其手上，然后洗牌。\n你每回合中施放的第二个咒语减少{2}来施放。",
    "fca-161": "闪现\n当此生物进场时，将目标咒语或永久物移回其拥有者手上。",  # target spell or permanent
    # can't be blocked by greater power (CR 509.1b); "if a land card was milled this way"; one spell from among the milled cards
    "fic-292": "此生物不能被力量比它大的生物阻挡。\n每当此生物攻击时，每位牌手各磨一张牌。若以此法磨掉一张地牌，则派出一个珍宝衍生物。直到回合结束，你可以从这些牌之中施放一个咒语。",
    # "you may cast that card" (not play); dash (CR 702.109a)
    "fca-192": "每当此生物对任一牌手造成战斗伤害时，派出一个珍宝衍生物。放逐该牌手的牌库顶一张牌。直到回合结束，你可以施放该牌。\n"
               "掩袭{1}{R}（你可以支付此咒语的掩袭费用来施放它。如果你如此作，则它获得敏捷异能，且在下个结束步骤开始时便需从战场移回其拥有者手上。）",
    # a graveyard exile cost (CR 602.2b), the cost's cards split by an opponent; the monarch (CR 724)
    "fic-224": "当此永久物进场时，刺探1。\n{3}{W}，{T}，从你的坟墓场放逐两张生物牌，牺牲命运之币：任一对手从所放逐的牌中选择一张。"
               "你将该牌置于你的牌库底，另一张则横置移回战场。你成为君主。",
    # discard_then_draw any number plus one; one-or-more enters from a graveyard
    "fic-212": "当此生物进场时，弃任意数量的牌，然后抓该数量加一的牌。\n每当一个或数个由你操控的其他从坟墓场进场或从坟墓场施放的生物进场时，在每个由你操控的生物上各放置一个+1/+1指示物。",
    # attach to itself; draw for equipped attackers, then if its power is 7 or more
    "fic-213": "敏捷\n当此生物进场时，将至多一个目标由你操控的武具贴附于此生物上。\n每当此生物攻击时，抓X张牌。（X为你操控的进行攻击且佩带武具的生物的数量，于结算时决定）然后若此生物的力量为七或更多，则派出两个珍宝衍生物。",
    # pay life equal to the spell's mana value, once each turn
    "fic-214": "系命\n每当你施放非生物咒语时，你可以支付X点生命。（X为该咒语的法术力值）每回合只能如此作一次。如果你如此作，则派出一个1/1无色英雄衍生生物。如果你如此作，则在它上放置X个+1/+1指示物。（X为该咒语的法术力值）",
    # Trance; pay {2} for a reflexive return of power 3 or less
    "fic-215": "在你回合的战斗开始时，磨两张牌。此生物获得飞行异能直到回合结束。\n每当此生物对任一牌手造成战斗伤害时，你可以支付{2}。当你如此作时，将你坟墓场中的目标力量等于或小于3的生物牌横置移回战场。",
    # move_counter, may (once each turn), proliferate
    "fic-216": "在你回合的战斗开始时，你可以将一个指示物从目标由你操控的生物移到目标由你操控的生物上。\n每当一个或数个由你操控的其上有指示物的生物对任一牌手造成战斗伤害时，你可以选择如此作。每回合只能如此作一次。如果你如此作，则抓一张牌。如果你如此作，则增殖。",
    # melee; untap_each and an additional combat phase
    "fic-217": "每当此生物攻击时，此生物得+X/+X直到回合结束。（X为本次战斗中受你攻击的对手数量，于结算时决定）\n每当一个或数个由你操控的力量等于或大于7的生物对任一牌手造成战斗伤害时，重置所有由你操控的生物。然后若当前是本回合的首个战斗阶段，则在此阶段后，额外多出一个战斗阶段。",
    # each end step, a player's life lost this turn; mana value 3 or greater
    "fic-218": "警戒\n在每个结束步骤开始时，若本回合中单一牌手失去过的生命的最大总数为四或更多，抓一张牌。\n每当你施放法术力值等于或大于3的非生物咒语时，此生物对每位对手造成2点伤害。你获得2点生命。",
    # a mana ability's delayed trigger; a dying permanent's counters
    "fic-219": "{T}：加{W}或{U}或{B}或{R}或{G}。当你于本回合中下一次施放生物咒语时，该生物进场时上面额外有两个+1/+1指示物。\n每当另一个由你操控的其上有指示物的永久物死去时，你可以在目标生物上放置等量个+1/+1指示物。",
    # scry (CR 701.22a); a token with keywords; attacking with one or more Birds
    "fic-244": "每当你施放非生物咒语时，派出一个1/1蓝色，具飞行与警戒异能的鸟衍生生物。\n每当一个或数个由你操控的鸟攻击时，占卜2。",
    "fca-180": "选择两项～\n• 反击目标咒语。\n• 将目标永久物移回其拥有者手上。\n• 横置由对手操控的生物。\n• 抓一张牌。",  # choose two (CR 700.2)
    # a spell's sacrifice cost (CR 601.2h); a search for any card, unrevealed
    "fca-184": "牺牲一个生物，以作为施放此咒语的额外费用。\n从你的牌库中搜寻一张牌，将该牌置于你手上，然后洗牌。",
    "fca-179": "抓三张牌。将两张牌从你手上以任意顺序置于你的牌库顶。",  # put_back_from_hand
    # protection from Humans; a -1/-1 counter; a discard cost on an activated ability (CR 602.2b)
    "fca-165": "反人类保护\n牺牲另一个生物，支付1点生命：在至多一个目标生物上放置一个-1/-1指示物。抓一张牌。\n{B}{B}，弃一张牌：增殖。",
    # a counted anthem for legends; "from your hand"; exile until, cast it free, the rest on the bottom
    "fca-170": "由你操控的传奇生物得+X/+X。（X为你操控的传奇生物的数量）\n每当你从你手上施放传奇咒语时，从你牌库顶开始放逐牌，直到放逐一张法术力值比它小的传奇非地牌为止。你可以施放它，且不需支付其法术力费用。将其余的牌以随机顺序置于你牌库底。",
    # any creature hitting your opponents, its controller pays and draws; discard X; play lands and spells exiled this way
    "fca-185": "每当一个生物向你的任一对手造成战斗伤害时，其操控者可以支付1点生命。若其如此作，则其抓一张牌。\n{4}{B}{B}，弃X张牌：放逐目标对手牌库顶的X张牌。你可以从以此法放逐的牌之中使用地和施放咒语，且不需支付其法术力费用。",
    # a triggered mana ability adding a type produced; one non-Human creature card onto the battlefield
    "fca-203": "每当你横置一个非地永久物以产生法术力时，加一点该永久物已产生的类别之法术力。\n{5}{G}{U}：检视你牌库顶的五张牌。你可以将其中一张非人类生物牌放进战场。将其余的牌以随机顺序置于你的牌库底。",
    # a target opponent exiles from their library until; a creature spell cast this way gains haste and an ability
    "fic-264": "{2}{R}，{T}：目标对手从其牌库顶开始放逐牌，直到放逐一张瞬间或法术或生物牌为止。你可以施放它，且不需支付其法术力费用。"
    "若你以此法施放生物咒语，则它获得敏捷与「在每个结束步骤开始时，将此生物牺牲」。你只能于法术时机起动此异能。",
    # each opponent who lost life this turn sacrifices one with the greatest power
    "fic-295": "每当你施放非生物咒语时，此生物对每位对手造成1点伤害。你获得1点生命。\n{4}，{T}，牺牲帕帕力莫·托托力莫：每位本回合中失去过生命的对手各牺牲一个生物，且须为由其操控之生物中力量最大者。",
    "fca-211": "{T}：加{C}。\n{T}，牺牲指挥信标：将你的指挥官从统帅区置于你手上。",  # commander_to_hand (CR 408)
    "fca-206": "拍档\n{4}：占卜1。展示你的牌库顶牌。如果它是地牌，则将之横置放进战场。若否，则抓一张牌。",  # reveal_top_land_or_draw
    # at the beginning of each end step; if a card left your graveyard this turn
    "fic-260": "每当此生物攻击时，在此生物上放置一个+1/+1指示物。\n在每个结束步骤开始时，若本回合中离开你坟墓场的牌的数量为一或更多，此生物对每位对手造成X点伤害。（X为此生物的力量）",
    # noncreature spells cost less; keywords as long as you cast two noncreature spells this turn
    "fic-293": "每当你施放非生物咒语时，此生物得+1/+1直到回合结束。\n你施放的非生物咒语减少{1}来施放。\n只要你本回合中施放过的非生物咒语的数量为两或更多，此生物具有连击异能。",
    # opponents who control more creatures than you
    "fic-230": "在你回合的战斗开始时，目标由你操控的生物得+X/+0直到回合结束。（X为你操控的士兵的数量，于结算时决定）\n在你的结束步骤开始时，派出X个1/1白色士兵衍生生物。（X为操控之生物比你多的对手数量，于结算时决定）",
    "fic-296": "警戒，践踏\n由你操控的其他有饰装的生物具有警戒与践踏异能。\n当此生物进场时，将你坟墓场中的目标灵气、武具牌移回其拥有者手上。",  # modified (CR 700.9)
    # an optional search for a creature card with mana value 1 or less; opponents_cant_cast
    "fca-158": "当此生物进场时，你可以从你的牌库中搜寻一张法术力值为1或更少的生物牌，展示该牌，将它置于你手上，然后洗牌。\n牺牲亿欧护林队长：所有对手本回合都不能施放非生物咒语。",
    # "target opponent may draw"; an opponent drawing outside their turn, once each turn
    "fic-239": "当此生物进场时，抓一张牌。目标对手可以抓一张牌。\n每当任一对手抓一张牌时，若当前不是该牌手的回合，派出一个横置的珍宝衍生物。此异能每回合只会触发一次。",
    "fca-182": "每当任一对手施放咒语时，除非该牌手支付{1}，否则你可以抓一张牌。",  # unless that player pays
    # not a creature unless devotion to red reaches five (layer 4, CR 700.5)
    "fca-167": "不灭\n除非你的红色献力为五或更多，否则此永久物不是生物。\n每当另一个由你操控的生物进场时，此生物对每位对手造成2点伤害。\n{2}{R}：由你操控的生物得+1/+0直到回合结束。",
    # a creature card put into a graveyard from anywhere but the battlefield, or leaving yours; each player mills
    "fca-164": "每当另一个生物死去时，此生物对每位对手造成1点伤害。\n每当一张生物牌从战场以外的任何区域进入坟墓场时，此生物对每位对手造成1点伤害。\n每当一张生物牌离开你的坟墓场时，此生物对每位对手造成1点伤害。\n{1}{B}：每位牌手各磨一张牌。",
    # untap_each; an attack trigger once each turn; search for an Equipment onto the battlefield
    "fca-166": "当此生物进场时，你可以从你的牌库中搜寻一张武具牌，将它放进战场，然后洗牌。\n每当此生物攻击时，重置此生物。重置所有由你操控的武士。在此阶段后，额外多出一个战斗阶段。此异能每回合只会触发一次。",
    "fca-157": "警戒\n华辉护教军艾德琳的力量等同于你操控的生物的数量。\n每当你攻击时，对每位对手而言，你派出一个1/1白色人类衍生生物，其为横置且正向该牌手进行攻击。",  # tokens attacking each opponent
    "fca-207": "拍档\n每当你施放每回合中你的第一个咒语时，此生物对随机选择的一位对手造成X点伤害。（X为该咒语的法术力值）",  # a random opponent
    # reveal until a creature card, to the hand; "when you reveal a creature card this way" (CR 603.12)
    "fic-280": "从你的牌库顶开始展示牌，直到展示出一张生物为止。将该牌置于你手上，其余则以随机顺序置于你的牌库底。当你如此作时，在目标由你操控的生物上放置X个+1/+1指示物。（X为该牌的法术力值）",
    "fca-183": "闪现\n由你拥有且不在战场上的生物牌具有闪现异能。\n对手只可以于其能施放法术的时机下施放咒语。",  # Teferi
    "fca-195": "死触\n每当由你操控的具有死触异能的生物对任一牌手造成战斗伤害时，该牌手得到两个中毒指示物。",  # poison (CR 122.1f)
    # an opponent attacking with two or more creatures at you; their second spell each turn
    "fca-177": "系命\n每当任一对手以生物攻击时，若其中有两个或更多生物攻击你，抓一张牌。\n每当任一对手施放每回合中其第二个咒语时，抓一张牌。",
    "fic-255": "死触\n每当此生物对任一牌手造成战斗伤害时，你可以牺牲另一个非地永久物。如果你如此作，则抓两张牌。如果你如此作，则每位对手各失去X点生命。（X为该永久物的法术力值）",  # the sacrificed permanent's mana value
    # each of your postcombat main phases; pay X life (a count), then draw X
    "fca-171": "系命，拍档\n在你的每个战斗后的行动阶段开始时，你可以支付X点生命。（X为本回合中受过战斗伤害的对手数量，于结算时决定）如果你如此作，则抓X张牌。（X为本回合中受过战斗伤害的对手数量，于结算时决定）",
    # monstrosity (CR 701.37); the counters among your creatures
    "fic-273": "在你回合的战斗开始时，在目标另一个由你操控的生物上放置X个+1/+1指示物。（X为此生物的力量）\n{3}{G}{G}：蛮化X。（X为由你操控的生物上的指示物总数量，于结算时决定）",
    # an artifact spell from your graveyard once during each of your turns; the greatest mana value
    "fic-285": "仅于你的每个回合中且限一次，你可以从你的坟墓场中施放神器咒语。如果你以此法施放咒语，则该神器须横置进场。\n每当此生物攻击时，此生物得+X/+0直到回合结束。（X为由你操控的神器中的最大法术力值，于结算时决定）",
    # spells from your graveyard cost less; "one or more opponents lose life"; cast once each turn
    "fic-286": "你从你坟墓场中施放的咒语减少{2}来施放。\n每当一位或数位对手失去生命时，你可以施放你坟墓场中的目标瞬间或法术牌。如果该咒语将进入坟墓场，则改为将它放逐。每回合只能如此作一次。",
    # a target with the mana value of the spell that triggered the ability
    "fic-291": "系命\n每当你施放非生物咒语时，你可以选择如此作。每回合只能如此作一次。如果你如此作，则将你坟墓场中的目标法术力值等同于该咒语之法术力值的生物牌移回其拥有者手上。",
    # exile a card from each graveyard; mana for each lore counter; cast a card exiled with it
    "fic-265": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\n飞行，敏捷\nI — 从每个坟墓场各放逐一张瞬间或法术牌。\nII, III, IV — 其上的学问指示物的数量每有一个，便加{R}。你可以施放一张以此生物放逐的牌。你可以用任意类别的法术力来施放该咒语。",
    # exile at random from each opponent's graveyard; cast any number of them free, owners lose life
    "fic-289": "在你的回合中，此生物具有不灭异能。\n在你的结束步骤开始时，从每位对手的坟墓场中各随机放逐一张牌。你可以从以此法放逐的牌之中施放任意数量的咒语，且不需支付其法术力费用。然后对每个你以此法施放的咒语而言，其拥有者各失去若干生命，其数量等同于该咒语的法术力值。",
    "fca-205": "于你的每个回合中，你可以从你的坟墓场中使用一个地，且可以从该处施放永久物咒语，但每种永久物类别限一个。",  # Muldrotha
    # a graveyard permission for cards put there this turn, not from the battlefield; pay and discard
    "fic-283": "仅于你的每个回合中且限一次，你可以从你的坟墓场中施放本回合自战场以外的任何区域进入坟墓场的生物咒语。\n每当你攻击时，你可以支付{1}并弃一张牌。如果你如此作，则抓一张牌。",
    # a creature adventurer; "you may cast it from your graveyard as an Adventure until the end of your next turn"
    "fic-288": "由你操控的衍生生物得+1/+1。\n当此生物死去时，直到你下一个回合的回合结束，你可以从你的坟墓场中将它作为历险施放。\n// 历险：死而复绅（Gentleman's Rise） {2}{B}\n派出一个2/2黑色灵俑衍生生物。（然后放逐此牌。之后你还可以从放逐区施放该生物。）",
    # a target in the defending player's graveyard; cast a copy of the card exiled for {3} (CR 707.12)
    "fic-243": "职业选择\n佩带此武具的生物得+0/+2，具有「每当此生物攻击时，放逐防御牌手的坟墓场中至多一张目标瞬间或法术牌。若你如此作，则将它复制。你可以施放该复制品，但须支付{3}，而不支付其法术力费用」，且额外具有法术师此类别。\n佩带{2}",
    # overload (CR 702.96); exile each from your graveyard; copies cast free; "exile [this spell]"
    "fca-190": "放逐你坟墓场中的目标瞬间或法术牌。对每张以此法放逐的牌而言，将其复制，你可以施放该复制品，且不需支付其法术力费用。放逐此咒语。\n超载{5}{R}{R}（你可以支付此咒语的超载费用来施放它。若你如此作，则将其叙述中的「目标」更改为「每张」。）",
    # exile each opponent's graveyard; when you do, a copy that is an artifact only (CR 205.3d)
    "fic-250": "放逐每位对手的坟墓场。当你如此作时，派出一个衍生物，此衍生物为目标以幻兽凝石放逐的生物之复制品，但它是神器，且失去所有其他牌张类别。",
    "fic-297": "每当此生物攻击时，在目标生物上放置至多一个细胞指示物。直到回合结束，每个由你操控的有饰装的生物的基础力量与防御力均为7/5。\n{3}，牺牲一个有饰装的生物：将此牌从你的坟墓场横置移回战场。",  # set_base_each
    "fca-172": "每当一个由你操控的非人类生物攻击时，检视你牌库顶的六张牌。你可以将其中一张人类牌放进战场，其为横置且正进行攻击。将其余的牌以随机顺序置于你的牌库底。它们获得不灭异能直到回合结束。",  # onto the battlefield attacking
    "fca-168": "你在自己的每个回合中可以额外使用两个地。",  # two additional lands (CR 305.2a)
    # "whenever you play a land or cast a spell from exile"; look and exile face down; play the cards exiled with it for {2} less
    "fic-300": "每当你从放逐区使用地或施放咒语时，你获得2点生命。\n{T}：检视你牌库顶的一张牌。你可以将它牌面朝下地放逐。\n{T}：直到回合结束，你可以使用以此生物放逐的牌。你以此法施放的咒语减少{2}来施放。",
    # foretell (CR 702.143), "if this spell was cast from exile", a permanent of each opponent's chosen and destroyed
    "fic-267": "究极魔法: 陨石（Ultimate Magic: Meteor）对每个生物造成7点伤害。如果此咒语是从放逐区施放，则对每位对手而言，选择一个由该牌手操控的神器或地。消灭所选永久物。\n预示{5}{R}（在你的回合中，你可以支付{2}并从你手上牌面朝下地放逐此牌。过了该回合后，便可利用其预示费用来施放之。）",
    "fca-173": "此生物须横置进场。\n践踏\n此生物于其操控者的重置步骤中不能重置。\n每当你施放神器或传奇或传纪咒语时，重置此生物。",  # historic
    # boast (CR 702.142a); a target player's search, the card put on top after the shuffle
    # "each opponent may sacrifice …", "each opponent who doesn't loses …"
    "fic-253": "每当你施放瞬间法术咒语时，刺探1。\n在你的结束步骤开始时，每位对手各可以依其选择牺牲一个非衍生生物。每位未如此作的对手各失去2X点生命。（X为你坟墓场中瞬间或法术的数量，于结算时决定）",
    # "isn't a creature" read from the graveyard's size; a mill cost; "target player adds one mana of any color"
    "fic-302": "飞行，践踏，敏捷\n除非你坟墓场中牌的数量为八或更多，否则此永久物不是生物。\n{T}，磨一张牌：目标牌手加一点任意颜色的单色法术力。",
    # a copy until end of turn; "attacks this turn if able"
    "fic-261": "在你回合的战斗开始时，你可以选择如此作。如果你如此作，则使此生物成为目标另一个由你操控的生物的复制品直到回合结束，但其名称仍是神秘模仿师格格。"
    "如果你如此作，则此生物得+2/+0且获得敏捷异能直到回合结束。如果你如此作，则它得+2/+0且获得敏捷异能直到回合结束。"
    "如果你如此作，则此生物本回合若能攻击，则须攻击。如果你如此作，则它本回合若能攻击，则须攻击。",
    # "whenever you cast a noncreature spell this turn" (a delayed trigger, CR 603.7b)
    "fic-235": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\n飞行，系命\nI — 派出两个1/2白色，具系命异能的莫古力衍生生物。"
    "\nII, III — 本回合中，每当你施放非生物咒语时，选择一个由你操控的衍生非传纪永久物。派出一个衍生物，此衍生物为该牌之复制品。"
    "\nIV — 在每个由你操控的其他莫古力上各放置两个+1/+1指示物。",
    # "can't attack you unless their controller pays {2} for each" (CR 508.1g); "the number of opponents who control …"
    "fic-237": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\n警戒\nI — 放逐目标由对手操控的神器或结界或已横置的生物。"
    "\nII, III — 直到你的下一个回合，对每个生物而言，除非其操控者为其支付{2}，否则它不能攻击你。"
    "\nIV — 派出X个珍宝衍生物。（X为操控力量等于或大于4的生物之对手的数量，于结算时决定）",
    "fca-187": "死触\n炫威～{1}{B}：目标牌手从其牌库中搜寻一张牌，然后洗牌，并将该牌置于其上。（只能于此生物攻击过的回合中起动，且每回合仅限一次。）",
    # counters put this turn (CR 122.6), "whenever you put counters", "that player controls", "attacking you"
    "fic-232": "飞行\n在每个结束步骤开始时，若本回合中你曾在其上放置指示物的生物的数量为一或更多，派出一个线索衍生物。",
    "fic-248": "每当你在一个生物上放置一个或数个指示物时，直到回合结束，该生物不能被由对手操控的生物阻挡。"
    "\n{1}，{T}：将一个指示物从目标由对手操控的生物移到目标由你操控的生物上。你只能于法术时机起动此异能。",
    "fic-301": "延势，践踏\n每当此生物对任一牌手造成战斗伤害时，消灭至多一个目标由该牌手操控的神器。在此生物上放置一个+1/+1指示物。"
    "\n在你的结束步骤开始时，若本回合中曾在此生物上放置指示物的牌手数量为一或更多，在每个由你操控的其他生物上各放置一个+1/+1指示物。",
    "fic-246": "每当任一对手攻击你时，在目标正向你进行攻击的生物上放置一个晕眩指示物。\n{3}{U}：增殖。",
    # prevent damage into counters (CR 615.1a), proliferate X times, random modes (CR 603.3c), Auron's filters
    "fic-228": "闪现\n当此生物进场时，如果本回合中目标由你操控的生物将受到伤害，则防止该伤害并在其上放置等量的+1/+1指示物。",
    "fic-278": "每个其他由你操控的非衍生生物进场时上面额外有一个+1/+1指示物。\n{1}，{T}：增殖X次。（X为你操控的于本回合进场的非衍生生物的数量，于结算时决定）",
    "fic-268": "践踏\n在你回合的战斗开始时，随机选择一项～\n• 由你操控的其他生物得+3/+0且获得践踏异能直到回合结束。\n• 弃掉你的手牌。抓四张牌。\n• 此生物对任意一个目标造成5点伤害。",
    "fic-221": "警戒\n每当此生物攻击时，在此生物上放置一个+1/+1指示物。当你如此作时，放逐目标由防御牌手操控的力量小于此生物的力量的生物，直到此生物离开战场为止。",
    # as it enters, remove counters for twice as many (CR 614.12a); a dies ability shuffles the card into its library
    "fic-299": "于此生物进场时，从任意数量的神器或生物或结界上移去所有指示物。此生物进场时上面有X个+1/+1指示物，X为以此法移去之指示物数量的两倍。\n飞行，践踏\n当此生物死去时，将无终灾厄辛上的指示物放置在目标由你操控的生物上。然后将此牌洗入其拥有者的牌库。",
    "fic-287": "每当你施放非生物咒语时，在此生物上放置一个+1/+1指示物。此生物获得飞行异能直到回合结束。\n在你的每个战斗后的行动阶段开始时，抓X张牌。（X为本回合中受过此生物或龙之战斗伤害的对手数量，于结算时决定）你失去X点生命。（X为本回合中受过此生物或龙之战斗伤害的对手数量，于结算时决定）",  # opponents dealt combat damage by it or a Dragon
    "fic-269": "威慑\n每当一个或数个由你操控的生物对任一牌手造成战斗伤害时，在此生物上放置一个+1/+1指示物。\n每当此生物对任一牌手造成战斗伤害时，若此生物的力量为七或更多，则此生物对每位其他对手造成该伤害数量点伤害。",  # damage to each other opponent
    "fic-298": "当此生物进场时，派出一个名为黑杰克号的传奇3/3无色，具飞行与搭载2的载具衍生神器。\n每当由你操控的载具对任一牌手造成战斗伤害时，掷一枚硬币。\n每当你猜对一次掷硬币时，派出两个横置的珍宝衍生物。",  # a legendary Vehicle token; winning a coin flip
    "fca-210": "{T}：加{C}。在此永久物上放置一个得分指示物。\n每当一个生物对你造成战斗伤害时，从此永久物上移去一个得分指示物。\n每当由你操控的生物对任一牌手造成战斗伤害时，在此永久物上放置一个得分指示物。然后若其上的得分指示物的数量为十或更多，则该牌手输掉这盘游戏。然后若其上的得分指示物的数量为十或更多，则从此永久物上移去所有得分指示物。",  # a mana ability's counter; combat damage to you; remove all counters
    "fic-303": "佩带此武具的生物之基础力量与防御力为7/7，且不能被力量等于或小于2的生物阻挡。\n佩带传奇生物{3}\n佩带{7}",  # base 7/7; can't be blocked by power 2 or less; equip legendary creature
    "fic-222": "当此永久物进场时，派出X个1/1无色英雄衍生生物。\n每当你以四个或更多生物攻击时，占卜2。抓一张牌。\n每当你以八个或更多生物攻击时，它们得+4/+4直到回合结束。",  # X remembered for its enters ability; attacking with N or more creatures
    "fic-254": "威慑\n由你操控的杀手具有威慑异能。\n每当你以一个或数个传奇生物攻击时，你可以支付{2}{B}。如果你如此作，则将此牌从你的坟墓场横置移回战场且正进行攻击。",  # a graveyard card's attack trigger; returned tapped and attacking
    "fca-191": "每当一个战士攻击时，你可以选择如此作。如果你如此作，则其操控者派出一个1/1白色战士衍生生物，其为横置且正进行攻击。\n{W}{U}{B}{R}{G}：重置所有进行攻击的生物。进行攻击的生物获得践踏、系命、敏捷异能直到回合结束。在此阶段后，额外多出一个战斗阶段。只能于战斗中起动。",  # a Warrior token tapped and attacking; activate only during combat
    "fic-234": "在你回合的战斗开始时，选择一项。如果你操控指挥官，则你可以改为两项都选～\n• 派出一个1/1白色士兵衍生生物。\n• 在至多两个由你操控的士兵上各放置一个+1/+1指示物。",  # choose both while you control a commander; counters on up to two
    "fca-174": "选择一项。如果你操控指挥官，则你可以改为两项都选～\n• 由你操控的生物获得飞行、警戒、连击异能直到回合结束。\n• 由你操控的生物获得系命、不灭、反五色保护异能直到回合结束。",  # protection from each colour; choose both with a commander
    "fic-226": "职业选择\n佩带此武具的生物得+2/+2，具有系命异能与「由你操控的其他指挥官得+2/+2，且具有系命异能」，且额外具有演员此类别。\n佩带{3}",  # an Equipment granting a static ability; commanders
    "fca-200": "每当另一个由你操控的非衍生法术师进场时，若仪法大师因娜拉在统帅区中或战场上，你可以支付{1}。如果你如此作，则派出一个衍生物，此衍生物为它之复制品。如果你如此作，则它获得敏捷异能。如果你如此作，则在下一个结束步骤开始时，放逐它。\n横置五个由你操控且未横置的法术师：目标牌手失去7点生命。",  # eminence from the command zone; tapping five Wizards as a cost
    "fic-247": "闪现\n结附于由对手操控的生物\n当此灵气进场时，将所结附的生物移出战斗。抓X张牌。（X为所结附生物之操控者操控的已横置的生物的数量，于结算时决定）\n所结附的生物失去所有异能，且不能进行攻击或阻挡。",  # loses all abilities, can't attack or block; remove from combat
    "fic-251": "结附于生物\n所结附的生物是基础力量与防御力为4/2的黑色龙，具有飞行与死触异能，且已煽惑。\n当此灵气从战场进入坟墓场时，将它移回其拥有者手上。",  # a black Dragon 4/2, goaded; back to the hand from the graveyard
    "fic-266": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到III后牺牲之。）\n践踏，敏捷\nI — 此生物对至多一个目标生物造成3点伤害。此生物对至多一个目标生物造成3点伤害。\nII — 至多一个目标生物本回合不能进行阻挡。至多一个目标生物本回合不能进行阻挡。至多一个目标生物本回合不能进行阻挡。\nIII — 弃一张牌。抓两张牌。当你如此作时，此生物对每位对手造成X点伤害。（X为所弃之牌的法术力值）",  # cant_block; discard "you", then "when you discard a card this way"
    "fic-249": "（于此传纪进场时及于你抓牌步骤后，加一个学问指示物。到IV后牺牲之。）\n飞行\nI — 每位对手各选择一个生物，且须是由其操控的生物中法术力值最大者。将这些生物移回其拥有者手上。\nII, III, IV — 横置至多一个目标生物。在它上放置一个晕眩指示物。",  # return_opponents_greatest
    "fic-258": "威慑\n第柒区贫民窟的雪崩的力量等同于由对手操控的神器的数量。\n每当任一对手起动由其操控之神器的异能时，此生物对该牌手造成1点伤害。",  # an opponent activating an artifact's ability; damage to that player
    "fic-274": "你于你的回合中起动的首个以由你操控之生物为目标的起动式异能减少{2}来起动。\n每当由你操控的一个或数个生物成为起动式异能的目标时，抓一张牌。此异能每回合只会触发一次。",  # the first ability targeting your creature costs less; becoming targets
    "fic-225": "连击\n你坟墓场中每有一张生物牌，此咒语便减少{1}来施放。\n每当一张或数张生物牌离开你的坟墓场时，在此生物上放置一个+1/+1指示物。",  # cost less for each creature card in your graveyard; one or more leave it
    "fic-294": "系命\n在你的结束步骤开始时，每位牌手各可以弃一张牌。每位以此法弃牌的牌手各抓一张牌。如果以此法弃掉一张生物牌，则派出一个1/2白色，具系命异能的莫古力衍生生物。如果以此法弃掉一张非生物永久物牌，则在每个由你操控的莫古力上各放置一个+1/+1指示物。",  # each player may discard, those who did draw; if a creature card was discarded
    "fca-193": "在你的每个行动阶段开始时，若你本回合中未以此异能加过法术力，你可以加X点任意颜色的单色法术力。（X为由目标牌手操控的海岛数量，于结算时决定）",  # each of your main phases; add X mana of any one colour; target player's Islands
    "fca-197": "飞行，警戒，死触，系命\n当此生物进场时，展示你牌库顶的十张牌。对每种牌张类别而言，你可以将一张为该类别的牌从所展示牌之中置于你手上。将其余的牌以随机顺序置于你牌库底。",  # reveal_top_one_of_each_type
    "fca-169": "践踏\n如果你横置某永久物以产生法术力，则改为它产生三倍的该类法术力。",  # triples_tapped_mana
    "fca-186": "系命\n对任一费用中的每个{B}而言，你可以支付2点生命，而不支付该法术力。\n每当你施放黑色咒语时，在此生物上放置一个+1/+1指示物。",  # black_mana_for_life
    "fca-160": "当此生物进场时，派出一个0/0无色组构体衍生生物，且具有「此衍生物得+X/+X。（X为你操控的神器的数量）」。\n横置一个由你操控且未横置的神器：加{U}。\n{5}：将你的牌库洗牌，然后放逐你牌库顶的一张牌。直到回合结束，你可以使用该牌且不需支付其法术力费用。",  # a mana ability tapping an artifact; shuffle_first; free play
    "fic-290": "警戒\n在你回合的战斗开始时，在此生物上放置一个+1/+1指示物。横置目标由对手操控的生物。你可以选择如此作。如果你如此作，则使此生物成为它的复制品，但其名称仍是英勇护卫基马利，且具有警戒与此异能。",  # become_copy (CR 707.2, 707.9b)
    "fic-238": "在你的结束步骤开始时，你可以选择如此作。如果你如此作，则放逐目标坟墓场中的一张生物。如果你如此作，则派出一个1/1白色，具飞行异能的精怪衍生生物。如果所放逐的是法术力值等于或大于4的牌，则如果你如此作，则在它上放置一个+1/+1指示物。",  # if_exiled
}


@pytest.mark.parametrize(("card_id", "text"), EXPECTED.items())
def test_generated_text(card_id, text):
    assert card_text(card_db()[card_id]) == text


def test_every_step_type_is_used_by_a_card_whose_text_is_checked():
    """Every effect step type of the vocabulary has a card in EXPECTED (and a rules test of it)."""
    faces = [face for card_id in EXPECTED for face in (card_db()[card_id], card_db()[card_id].back, card_db()[card_id].adventure, card_db()[card_id].melded) if face]  # CR 712, 715
    bodies = [body for face in faces for a in face.abilities for body in [a, *a.modes]]
    steps = [step for body in bodies for step in body.effects]
    steps += [inner for step in steps if step.step == "grant" for inner in step.ability.effects]  # granted abilities
    steps += [inner for face in faces for a in face.abilities for granted in a.grants for inner in granted.effects]  # by Equipment
    steps += [inner for step in steps if step.step in ("delayed_trigger", "reflexive_trigger") for inner in step.effects]
    steps += job_select.ABILITY.effects + spell_copies.ABILITY.effects + ward.ABILITY.effects  # abilities the rules write
    used = {step.step for step in steps}
    every = {name for member in get_args(get_args(Step)[0]) for name in get_args(member.model_fields["step"].annotation)}  # tap_each, untap_each
    assert every == used


def test_printed_text_from_the_release_notes_matches_them(release_notes):
    for card in card_db().values():
        noted = release_notes.get(card.name)
        expected = "\n".join(noted["text_zh"]) if noted and card.text_zh is not None else None
        assert card.text_zh == expected, card.id


def test_lookup_records_have_the_facts_and_both_texts():
    records = {r["id"]: r for r in MtgGame().lookup_records([])}
    assert len(records) == len(card_db())
    ochu = records["fin-189"]
    assert ochu["name"] == "大脉冲食腐兽" and ochu["name_en"] == "Gran Pulse Ochu" and ochu["colour_label"] == "绿"
    assert ochu["printed_text"].startswith("死触") and ochu["text"].startswith("死触")
    assert ("力量/防御力", "1/1") in ochu["facts"]
    assert records["fin-260"]["colour_label"] == "无色"


def test_the_scryfall_export_is_read_and_every_card_can_be_looked_up(scryfall):
    records = MtgGame().read_catalog(list(scryfall.values()))
    assert len(records) == len(scryfall)
    by_id = {r["id"]: r for r in records}
    assert by_id["fin-116"]["name"] == "萨菲罗斯的干预" and by_id["fin-116"]["implemented"]
    assert by_id["fin-116"]["printed_text"] == "Destroy target creature. You gain 2 life."
    lookup = MtgGame().lookup_records(records)
    ours_only = [c for c in card_db() if not c.startswith("fin-")]  # FIC cards: looked up from our files
    combined_faces = [c.melded.id for c in card_db().values() if c.melded]  # a meld pair's own entry ("99b", CR 712.4)
    assert combined_faces == ["fin-099b"] and by_id["fin-099b"]["implemented"] and by_id["fin-099b"]["name"] == "神圣救赎诸神黄昏"
    assert len(lookup) == len(scryfall) + len(ours_only) and sum(r["implemented"] for r in lookup) == len(card_db()) + len(combined_faces)
    coeurl = next(r for r in lookup if r["id"] == "fin-012")
    assert coeurl["printed_text"].startswith("{1}{W}, {T}: Tap target") and coeurl["text"].startswith("{1}{W}，{T}")


def test_a_file_that_is_not_scryfall_json_is_refused_in_chinese():
    from engine.core.errors import GameError

    for data in ({"cards": []}, [], [{"name": "x"}], "text"):
        with pytest.raises(GameError) as caught:
            MtgGame().read_catalog(data)
        assert "Scryfall" in caught.value.message
