// BT02 (Onslaught of Dragon Souls): the project's own definitions of each card's printed abilities,
// in card number order. Cards not here yet play with their facts alone.
import type { VgAbility } from '../../src/abilities/ability.ts';
import type { UnitFilter } from '../../src/abilities/vocab.ts';
import {
  actCb1Power1000,
  actCb1RetireSearch,
  calledWhenRidden,
  droppedFromGcToSoul,
  droppedFromRcToHand,
  greatNatureBoostThenRetire,
  boostedByPower,
  mainPhaseSoulCharge2000,
  hitVanguardCb2Stand,
  placedCb2HoldRest,
  boost4000,
  hitsCb2Draw,
  interceptShield,
  placedRcPower2000,
  placedRcSb2Draw,
  sentinel,
} from './lib.ts';

const RP = 'Royal Paladin';
const KG = 'Kagero';
const OTT = 'Oracle Think Tank';
const NG = 'Nova Grappler';
const SB = 'Spike Brothers';
const GB = 'Granblue';
const BT = 'Bermuda Triangle';

/** [AUTO](VC/RC) during your main phase, an opponent's rear-guard put into the drop zone: +3000 until end of turn. */
const opponentDroppedPower3000: VgAbility = {
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'opponentRearGuardDropped', duringMain: true },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'turn' }],
};

/** [ACT](RC) [put this unit into your soul], with a vanguard of the clan: turn up to one damage card face up. */
const soulSelfCounterCharge = (clan: string): VgAbility => ({
  kind: 'act',
  zones: ['RC'],
  cost: { soulSelf: true },
  if: { vanguard: { clan } },
  effect: [{ do: 'counterCharge', n: 1, upTo: true }],
});

/** [ACT](RC) [put this unit into your soul], with a vanguard of the clan: draw up to one card. */
const soulSelfDraw = (clan: string): VgAbility => ({
  kind: 'act',
  zones: ['RC'],
  cost: { soulSelf: true },
  if: { vanguard: { clan } },
  effect: [{ do: 'draw', n: 1, upTo: true }],
});

/** [ACT](RC) [CB1 & put this unit into your soul], with a <Kagero> vanguard: retire up to one grade N opponent's rear-guard. */
const soulSelfRetireGrade = (grade: number): VgAbility => ({
  kind: 'act',
  zones: ['RC'],
  cost: { counterBlast: 1, soulSelf: true },
  if: { vanguard: { clan: KG } },
  effect: [
    {
      do: 'retire',
      target: {
        choose: {
          side: 'theirs',
          what: 'rearGuard',
          n: 1,
          upTo: true,
          filter: { gradeMin: grade, gradeMax: grade },
        },
      },
    },
  ],
});

/** [AUTO](RC) in your main phase, a card put into your soul, with a <Royal Paladin> vanguard: +3000 until end of turn. */
const soulPutPower3000: VgAbility = {
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'soulPut', duringMain: true },
  if: { vanguard: { clan: RP } },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'turn' }],
};

/** [AUTO](RC) an attack hits in the battle this unit boosted a unit of the clan: stand this unit. */
const boostedHitStand = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: ['RC'],
  when: { on: 'boostedHit', filter: { clan } },
  effect: [{ do: 'stand', target: 'self' }],
});

/** [AUTO](VC/RC) [SB1] when this unit attacks, with a vanguard of the clan: +3000 until end of that battle. */
const attackSb1Power3000 = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'attacks' },
  if: { vanguard: { clan } },
  cost: { soulBlast: 1 },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
});

const TK = 'Tachikaze';

/**
 * [ACT](Drop zone) [CB1 & retire one of your <Granblue> rear-guards (matching `retire`)], with a
 * <Granblue> vanguard: call this card from the drop zone to (RC).
 */
const dropCallRetiring = (retire: UnitFilter): VgAbility => ({
  kind: 'act',
  zones: ['drop'],
  cost: { counterBlast: 1, retireRearGuards: 1, retireFilter: retire },
  if: { vanguard: { clan: GB } },
  effect: [{ do: 'callSelf', must: true }],
});

export const BT02: Record<string, VgAbility[]> = {
  // Sky Diver: -2000 without another <Spike Brothers> unit; from (RC), put into the soul on its hit:
  // call up to one <Spike Brothers> from the hand.
  'BT02-001': [
    { kind: 'cont', zones: ['VC', 'RC'], if: { noOtherUnit: { clan: SB } }, gets: { power: -2000 } },
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'hits' },
      cost: { soulSelf: true },
      effect: [{ do: 'callFrom', from: 'hand', filter: { clan: SB }, upTo: true }],
    },
  ],
  // Spirit Exceed: [ACT](Drop zone) a "Samurai Spirit" and a "Knight Spirit" from (RC) into the soul,
  // with a grade 2 or greater vanguard: ride this card.
  'BT02-002': [
    {
      kind: 'act',
      zones: ['drop'],
      cost: { rcNamesToSoul: ['Samurai Spirit', 'Knight Spirit'] },
      if: { vanguard: { gradeMin: 2 } },
      effect: [{ do: 'rideSelf' }],
    },
  ],
  // Ruin Shade: the deck's top two cards to the drop zone when it attacks, with a <Granblue> vanguard:
  // +2000 for the battle.
  'BT02-003': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      if: { vanguard: { clan: GB } },
      cost: { mill: 2 },
      effect: [{ do: 'gain', target: 'self', power: 2000, until: 'battle' }],
    },
  ],
  // Soul Saver Dragon: +3000 when it attacks a vanguard from (VC); placed on (VC), Soul Blast 5: up to
  // three of your <Royal Paladin> rear-guards get +5000 until end of turn.
  'BT02-004': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'attacks', vanguard: true },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC'] },
      cost: { soulBlast: 5 },
      effect: [
        {
          do: 'gain',
          target: { choose: { side: 'mine', what: 'rearGuard', n: 3, upTo: true, filter: { clan: RP } } },
          power: 5000,
          until: 'turn',
        },
      ],
    },
  ],
  // Seal Dragon, Blockade: on (VC) in your turn, the opponent's units cannot intercept.
  'BT02-006': [
    { kind: 'cont', zones: ['VC'], if: { yourTurn: true }, gets: { opponentCannotIntercept: true } },
  ],
  // Scarlet Witch, CoCo: +3000 on (VC) in your turn with an empty soul; placed on (VC), Counter
  // Blast 2 with one card or none in the soul: draw up to two cards.
  'BT02-007': [
    { kind: 'cont', zones: ['VC'], if: { yourTurn: true, soulAtMost: 0 }, gets: { power: 3000 } },
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC'] },
      if: { soulAtMost: 1 },
      cost: { counterBlast: 2 },
      effect: [{ do: 'draw', n: 2, upTo: true }],
    },
  ],
  // Blazing Flare Dragon: +3000 when an opponent's rear-guard is dropped in your main phase; [ACT](VC)
  // Soul Blast 5: retire one of the opponent's rear-guards.
  'BT02-005': [
    opponentDroppedPower3000,
    {
      kind: 'act',
      zones: ['VC'],
      cost: { soulBlast: 5 },
      effect: [{ do: 'retire', target: { choose: { side: 'theirs', what: 'rearGuard', n: 1 } } }],
    },
  ],
  // Lion Heat: its hit on a vanguard, Counter Blast 2: stand one of your <Nova Grappler> rear-guards
  // (from (VC)), or one of grade 1 or less (from (RC)).
  'BT02-008': [hitVanguardCb2Stand('VC', { clan: NG }), hitVanguardCb2Stand('RC', { clan: NG, gradeMax: 1 })],
  // Cheer Girl, Marilyn, Gust Jinn, Twin Blader: sentinels of their clans (11.9).
  'BT02-010': sentinel(SB),
  'BT02-014': sentinel(GB),
  'BT02-019': sentinel(NG),
  // Young Pegasus Knight, Great Sage, Barron: +3000 for each card put into your soul in your main phase.
  'BT02-015': [soulPutPower3000],
  'BT02-028': [soulPutPower3000],
  // Blazing Core Dragon: [ACT](VC) Counter Blast 1 and an "Iron Tail Dragon" and a "Gattling Claw
  // Dragon" from (RC) into the soul: search for "Blazing Flare Dragon" and ride it.
  'BT02-031': [
    {
      kind: 'act',
      zones: ['VC'],
      cost: { counterBlast: 1, rcNamesToSoul: ['Iron Tail Dragon', 'Gattling Claw Dragon'] },
      effect: [{ do: 'search', filter: { name: 'Blazing Flare Dragon' }, to: 'ride' }],
    },
  ],
  // Chain-attack Sutherland: as Blazing Flare Dragon's first ability.
  'BT02-016': [opponentDroppedPower3000],
  // Silent Tom: in the battle it attacks, with an <Oracle Think Tank> vanguard, the opponent cannot
  // normal call grade 0 units to (GC).
  'BT02-017': [
    {
      kind: 'cont',
      zones: ['VC', 'RC'],
      if: { attacking: true, vanguard: { clan: OTT } },
      gets: { opponentNoGrade0Guardians: true },
    },
  ],
  // Magician Girl, Kirara: Counter Blast 2 on a hit, with a <Nova Grappler> vanguard: draw a card.
  'BT02-018': [hitsCb2Draw(NG)],
  // Top Idol, Flores: Soul Blast 2 on a hit: return one of your <Bermuda Triangle> rear-guards to the hand.
  'BT02-020': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      cost: { soulBlast: 2 },
      effect: [
        {
          do: 'returnToHand',
          target: { choose: { side: 'mine', what: 'rearGuard', n: 1, filter: { clan: BT } } },
        },
      ],
    },
  ],
  // Witch Doctor of the Abyss, Negromarl: placed on (VC) or (RC), Counter Blast 2 with a <Granblue>
  // vanguard: call a card from the drop zone.
  'BT02-012': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      if: { vanguard: { clan: GB } },
      cost: { counterBlast: 2 },
      effect: [{ do: 'callFrom', from: 'drop' }],
    },
  ],
  // Mecha Trainer: called from the soul when another <Spike Brothers> rides it; Counter Blast 1 and
  // retire it: search for a grade 1 or less <Spike Brothers> for the hand.
  'BT02-024': [calledWhenRidden(SB)[0]!, actCb1RetireSearch(SB)],
  // Gigantech Charger: placed on (VC) or (RC), the deck's top card is shown and called to (RC) if it
  // is a <Royal Paladin>; otherwise the deck is shuffled.
  'BT02-027': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      effect: [{ do: 'revealTopCall', filter: { clan: RP } }],
    },
  ],
  // High Dog Breeder, Akane: placed on (VC) or (RC), Counter Blast 2: search for a <Royal Paladin>
  // <High Beast> and call it to (RC).
  'BT02-029': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      cost: { counterBlast: 2 },
      effect: [{ do: 'search', filter: { clan: RP, race: 'High Beast' }, to: 'RC' }],
    },
  ],
  // Winged Dragon, Skyptero: back to the hand from the drop zone (Counter Blast 1, <Tachikaze> vanguard).
  'BT02-034': [droppedFromRcToHand(TK)],
  // Dragon Egg: called from the soul when another <Tachikaze> rides it, and as Skyptero.
  'BT02-035': [calledWhenRidden(TK)[0]!, droppedFromRcToHand(TK)],
  // Master Fraude: Soul Blast 3 on a hit with a <Megacolony> vanguard: draw a card; on (VC) boosted
  // by a <Megacolony>: +3000 for the battle.
  'BT02-038': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      if: { vanguard: { clan: 'Megacolony' } },
      cost: { soulBlast: 3 },
      effect: [{ do: 'draw', n: 1 }],
    },
    boostedByPower('Megacolony', 3000),
  ],
  // Evil Shade: boosting a <Granblue> vanguard, the deck's top two cards to the drop zone: +4000.
  'BT02-051': [
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'boosts', vanguard: true, filter: { clan: GB } },
      cost: { mill: 2 },
      effect: [{ do: 'gain', target: 'boosted', power: 4000, until: 'battle' }],
    },
  ],
  // Cannon Fire Dragon, Cannon Gear: placed on (VC) or (RC), retire one of your rear-guards; on (VC)
  // boosted by a <Tachikaze>: +2000 until end of turn.
  'BT02-070': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      effect: [{ do: 'retire', target: { choose: { side: 'mine', what: 'rearGuard', n: 1 } } }],
    },
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'boostedBy', filter: { clan: TK } },
      effect: [{ do: 'gain', target: 'self', power: 2000, until: 'turn' }],
    },
  ],
  // Chappie the Ghostie: placed on (GC), search the deck for a <Granblue> and put it into the drop zone.
  'BT02-026': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['GC'] },
      effect: [{ do: 'search', filter: { clan: GB }, to: 'drop' }],
    },
  ],
  // Scientist Monkey Rue (Counter Blast 2) and Intelli-mouse (rest it): one of your <Great Nature>
  // rear-guards gets +4000 and is retired as the end phase begins.
  'BT02-039': [
    { kind: 'act', zones: ['VC', 'RC'], cost: { counterBlast: 2 }, effect: [greatNatureBoostThenRetire] },
  ],
  'BT02-080': [
    { kind: 'act', zones: ['RC'], cost: { restSelf: true }, effect: [greatNatureBoostThenRetire] },
  ],
  // Lady Bomb: as BT01's Karma Queen.
  'BT02-076': [placedCb2HoldRest],
  // Megacolony Battler A: put into the drop zone from (GC), into the soul instead.
  'BT02-078': [droppedFromGcToSoul],
  // Dancing Cutlass, Luck Bird, Bermuda Triangle Cadet, Caravel: placed on (RC) with a vanguard of
  // their clan, Soul Blast 2: draw a card.
  'BT02-025': [placedRcSb2Draw(GB)],
  'BT02-033': [placedRcSb2Draw(OTT)],
  'BT02-037': [placedRcSb2Draw(BT)],
  // Pongal: Counter Blast 1 and into the soul, with a <Royal Paladin> vanguard: search for a card
  // named "Soul Saver Dragon" for the hand.
  'BT02-030': [
    {
      kind: 'act',
      zones: ['RC'],
      cost: { counterBlast: 1, soulSelf: true },
      if: { vanguard: { clan: RP } },
      effect: [{ do: 'search', filter: { name: 'Soul Saver Dragon' }, to: 'hand' }],
    },
  ],
  // Demonic Dragon Mage, Kimnara and Gattling Claw Dragon: retire up to one grade 1 (grade 0) rear-guard.
  'BT02-032': [soulSelfRetireGrade(1)],
  'BT02-064': [soulSelfRetireGrade(0)],
  // Spike Brothers Assault Squad, Cray Soldier: stand when the unit of their clan they boosted hits.
  'BT02-044': [boostedHitStand(SB)],
  'BT02-072': [boostedHitStand(NG)],
  // Silence Joker, Red Lightning: into the soul to turn up to one damage card face up.
  'BT02-048': [soulSelfCounterCharge(SB)],
  'BT02-074': [soulSelfCounterCharge(NG)],
  // Rough Seas Banshee, Psychic Bird: into the soul to draw up to one card.
  'BT02-055': [soulSelfDraw(GB)],
  'BT02-068': [soulSelfDraw(OTT)],
  // Margal: into the soul: up to one of your <Royal Paladin> units gets +3000 until end of turn.
  'BT02-059': [
    {
      kind: 'act',
      zones: ['RC'],
      cost: { soulSelf: true },
      effect: [
        {
          do: 'gain',
          target: { choose: { side: 'mine', what: 'unit', n: 1, upTo: true, filter: { clan: RP } } },
          power: 3000,
          until: 'turn',
        },
      ],
    },
  ],
  // Panzer Gale, Skeleton Swordsman, Knight of Truth, Gordon, Dragon Knight, Berger, Security
  // Guardian, NGM Prototype: +5000 shield when intercepting with a vanguard of their clan.
  'BT02-041': [interceptShield(SB)],
  'BT02-049': [interceptShield(GB)],
  'BT02-056': [interceptShield(RP)],
  'BT02-060': [interceptShield(KG)],
  'BT02-065': [interceptShield(OTT)],
  'BT02-071': [interceptShield(NG)],
  // Devil Summoner: as Gigantech Charger, for a grade 1 or 2 <Spike Brothers>.
  'BT02-042': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      effect: [{ do: 'revealTopCall', filter: { clan: SB, gradeMin: 1, gradeMax: 2 } }],
    },
  ],
  // Cyclone Blitz, One Who Gazes at the Truth: Soul Blast 1 when attacking with a vanguard of their
  // clan: +3000 for the battle.
  'BT02-043': [attackSb1Power3000(SB)],
  'BT02-066': [attackSb1Power3000(OTT)],
  // Soul Guiding Elf, Iron Tail Dragon: Counter Blast 1 for +1000 until end of turn.
  'BT02-057': [actCb1Power1000],
  'BT02-061': [actCb1Power1000],
  // Follower, Reas: boosting a unit named "Chain-attack Sutherland", +4000.
  'BT02-062': [boost4000({ name: 'Chain-attack Sutherland' })],
  // General Seifried: its drive check reveals a grade 3 <Spike Brothers>: it may be called to an
  // open (RC) from the trigger zone (7.6.1.2.5); boosted by a <Spike Brothers>: +3000 for the battle.
  'BT02-009': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'driveCheck', filter: { gradeMin: 3, gradeMax: 3, clan: SB } },
      effect: [{ do: 'callChecked' }],
    },
    boostedByPower(SB, 3000),
  ],
  // King of Demonic Seas, Basskirk: as Lohengrin's main-phase soul charge; [ACT](VC/RC) Soul Blast 8
  // and Counter Blast 5: call up to five <Granblue> from the drop zone to separate (RC).
  'BT02-011': [
    mainPhaseSoulCharge2000,
    {
      kind: 'act',
      zones: ['VC', 'RC'],
      cost: { soulBlast: 8, counterBlast: 5 },
      effect: [{ do: 'callFrom', from: 'drop', filter: { clan: GB }, n: 5, upTo: true }],
    },
  ],
  // Captain Nightmist: +3000 on (VC) in your turn with a "Captain Nightmist" in the drop zone; from
  // the drop zone, as Samurai Spirit, retiring a grade 1 or greater <Granblue> rear-guard.
  'BT02-013': [
    {
      kind: 'cont',
      zones: ['VC'],
      if: { yourTurn: true, dropHasName: 'Captain Nightmist' },
      gets: { power: 3000 },
    },
    dropCallRetiring({ clan: GB, gradeMin: 1 }),
  ],
  // Unite Attacker: the main-phase soul charge; on a hit, Soul Blast 8 and Counter Blast 5: call any
  // <Spike Brothers> among the deck's top five cards to separate (RC), then shuffle.
  'BT02-021': [
    mainPhaseSoulCharge2000,
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      cost: { soulBlast: 8, counterBlast: 5 },
      effect: [{ do: 'lookTopCall', n: 5, filter: { clan: SB } }],
    },
  ],
  // Dudley Dan: boosting a vanguard, Counter Blast 2 and a <Spike Brothers> from the hand into the
  // soul: search for up to one <Spike Brothers> and call it to an open (RC).
  'BT02-023': [
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'boosts', vanguard: true },
      cost: { counterBlast: 2, handToSoul: 1, handToSoulFilter: { clan: SB } },
      effect: [{ do: 'search', filter: { clan: SB }, to: 'RC', open: true }],
    },
  ],
  // Samurai Spirit: [ACT](Drop zone) Counter Blast 1 and retire a <Granblue> rear-guard, with a
  // <Granblue> vanguard: call this card to (RC).
  'BT02-050': [dropCallRetiring({ clan: GB })],
  // Chaos Dragon, Dinochaos: [ACT](Hand) retire two <Tachikaze> rear-guards, with a grade 2
  // vanguard: show this card and ride it.
  'BT02-069': [
    {
      kind: 'act',
      zones: ['hand'],
      cost: { retireRearGuards: 2, retireFilter: { clan: TK } },
      if: { vanguard: { gradeMin: 2, gradeMax: 2 } },
      effect: [{ do: 'rideSelf' }],
    },
  ],
  // Blazer Idols: placed on (RC), another <Bermuda Triangle> gets +2000 until end of turn.
  'BT02-075': [placedRcPower2000(BT)],
};
