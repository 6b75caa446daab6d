// BT02 (Onslaught of Dragon Souls): the project's own definitions of each card's printed abilities,
// in card number order. Cards not here yet play with their facts alone.
import type { VgAbility } from '../../src/abilities/ability.ts';
import {
  actCb1Power1000,
  boost4000,
  hitsCb2Draw,
  interceptShield,
  placedRcPower2000,
  placedRcSb2Draw,
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

/** [AUTO](VC/RC) [SB1] when this unit attacks, with a vanguard of the clan: +3000 until end of that battle. */
const attackSb1Power3000 = (clan: string): VgAbility => ({
  kind: 'auto',
  zones: ['VC', 'RC'],
  when: { on: 'attacks' },
  if: { vanguard: { clan } },
  cost: { soulBlast: 1 },
  effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
});

export const BT02: Record<string, VgAbility[]> = {
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
  'BT02-008': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'hits', target: 'vanguard' },
      cost: { counterBlast: 2 },
      effect: [
        { do: 'stand', target: { choose: { side: 'mine', what: 'rearGuard', n: 1, filter: { clan: NG } } } },
      ],
    },
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'hits', target: 'vanguard' },
      cost: { counterBlast: 2 },
      effect: [
        {
          do: 'stand',
          target: { choose: { side: 'mine', what: 'rearGuard', n: 1, filter: { clan: NG, gradeMax: 1 } } },
        },
      ],
    },
  ],
  // Chain-attack Sutherland: as Blazing Flare Dragon's first ability.
  'BT02-016': [opponentDroppedPower3000],
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
  // Dancing Cutlass, Luck Bird, Bermuda Triangle Cadet, Caravel: placed on (RC) with a vanguard of
  // their clan, Soul Blast 2: draw a card.
  'BT02-025': [placedRcSb2Draw(GB)],
  'BT02-033': [placedRcSb2Draw(OTT)],
  'BT02-037': [placedRcSb2Draw(BT)],
  // Panzer Gale, Skeleton Swordsman, Knight of Truth, Gordon, Dragon Knight, Berger, Security
  // Guardian, NGM Prototype: +5000 shield when intercepting with a vanguard of their clan.
  'BT02-041': [interceptShield(SB)],
  'BT02-049': [interceptShield(GB)],
  'BT02-056': [interceptShield(RP)],
  'BT02-060': [interceptShield(KG)],
  'BT02-065': [interceptShield(OTT)],
  'BT02-071': [interceptShield(NG)],
  // Cyclone Blitz, One Who Gazes at the Truth: Soul Blast 1 when attacking with a vanguard of their
  // clan: +3000 for the battle.
  'BT02-043': [attackSb1Power3000(SB)],
  'BT02-066': [attackSb1Power3000(OTT)],
  // Soul Guiding Elf, Iron Tail Dragon: Counter Blast 1 for +1000 until end of turn.
  'BT02-057': [actCb1Power1000],
  'BT02-061': [actCb1Power1000],
  // Follower, Reas: boosting a unit named "Chain-attack Sutherland", +4000.
  'BT02-062': [boost4000({ name: 'Chain-attack Sutherland' })],
  // Blazer Idols: placed on (RC), another <Bermuda Triangle> gets +2000 until end of turn.
  'BT02-075': [placedRcPower2000(BT)],
};
