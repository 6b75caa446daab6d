// BT01 (Descent of the King of Knights): the project's own definitions of each card's printed
// abilities, in card number order. Cards not here yet play with their facts alone.
import type { VgAbility } from '../../src/abilities/ability.ts';
import {
  actCb1RetireSearch,
  actRestDiscardDraw,
  attackSb1ThenToDeck,
  boost4000,
  calledWhenRidden,
  droppedFromGcToSoul,
  hitsCb2Draw,
  hitsRetireAll,
  mainPhaseSoulCharge2000,
  placedCb2HoldRest,
  placedRcCounterCharge,
  sentinel,
  boostedByPower,
} from './lib.ts';
import { TD01 } from './TD01.ts';
import { TD02 } from './TD02.ts';
import { TD03 } from './TD03.ts';
import { TD04 } from './TD04.ts';

/** A reprint's abilities: the same printed abilities (and facts) as its trial deck printing. */
const as = (set: Record<string, VgAbility[]>, id: string): VgAbility[] => {
  const abs = set[id];
  if (!abs) throw new Error(`BT01: no definition of ${id} to reprint`);
  return abs;
};

const RP = 'Royal Paladin';
const NG = 'Nova Grappler';
const KG = 'Kagero';

export const BT01: Record<string, VgAbility[]> = {
  // King of Knights, Alfred: on (VC) it cannot be boosted; in your turn +2000 for each <Royal
  // Paladin> rear-guard; [ACT] Counter Blast 3: search for a grade 2 or less <Royal Paladin> to call.
  'BT01-001': [
    { kind: 'cont', zones: ['VC'], gets: { cannotBeBoosted: true } },
    {
      kind: 'cont',
      zones: ['VC'],
      if: { yourTurn: true },
      gets: { powerPerRearGuard: { amount: 2000, filter: { clan: RP } } },
    },
    {
      kind: 'act',
      zones: ['VC', 'RC'],
      cost: { counterBlast: 3 },
      effect: [{ do: 'search', filter: { clan: RP, gradeMax: 2 }, to: 'RC' }],
    },
  ],
  // Barcgal: called from the soul when another <Royal Paladin> rides it; [ACT](RC) rest it: search
  // for a card named "Future Knight, Llew" or "Flogal" and call it.
  'BT01-003': [
    calledWhenRidden(RP)[0]!,
    {
      kind: 'act',
      zones: ['RC'],
      cost: { restSelf: true },
      effect: [{ do: 'search', filter: { anyName: ['Future Knight, Llew', 'Flogal'] }, to: 'RC' }],
    },
  ],
  // Embodiment of Victory, Aleph: [ACT](VC/RC) Counter Blast 4: +3000 power and +1 critical until end
  // of turn; [ACT](VC) drop a "Dragon Knight, Aleph", an "Embodiment of Armor, Bahr" and an
  // "Embodiment of Spear, Tahr" from the soul: every damage card face up.
  'BT01-005': [
    {
      kind: 'act',
      zones: ['VC', 'RC'],
      cost: { counterBlast: 4 },
      effect: [{ do: 'gain', target: 'self', power: 3000, critical: 1, until: 'turn' }],
    },
    {
      kind: 'act',
      zones: ['VC'],
      cost: { soulNames: ['Dragon Knight, Aleph', 'Embodiment of Armor, Bahr', 'Embodiment of Spear, Tahr'] },
      effect: [{ do: 'counterCharge', n: 'all' }],
    },
  ],
  // CEO Amaterasu: on (VC) in your turn, +4000 with four or more cards in hand; [AUTO](VC) as your
  // main phase begins: Soul Charge 1, then look at the deck's top card and leave it or put it at the
  // bottom; [AUTO](VC/RC) Soul Blast 8 & Counter Blast 5 on a hit: draw up to five cards.
  'BT01-006': [
    { kind: 'cont', zones: ['VC'], if: { yourTurn: true, handAtLeast: 4 }, gets: { power: 4000 } },
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'mainPhase' },
      effect: [{ do: 'soulCharge', n: 1 }, { do: 'lookTop' }],
    },
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      cost: { soulBlast: 8, counterBlast: 5 },
      effect: [{ do: 'draw', n: 5, upTo: true }],
    },
  ],
  // Battle Sister, Cocoa: placed on (VC) or (RC) with an <Oracle Think Tank> vanguard, look at the
  // deck's top card and leave it or put it at the bottom.
  'BT01-007': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['VC', 'RC'] },
      if: { vanguard: { clan: 'Oracle Think Tank' } },
      effect: [{ do: 'lookTop' }],
    },
  ],
  // Asura Kaiser: -2000 without another <Nova Grappler> unit; [AUTO](VC) its drive check reveals a
  // grade 3 <Nova Grappler>: stand one of your rear-guards.
  'BT01-008': [
    { kind: 'cont', zones: ['VC', 'RC'], if: { noOtherUnit: { clan: NG } }, gets: { power: -2000 } },
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'driveCheck', filter: { gradeMin: 3, gradeMax: 3, clan: NG } },
      effect: [{ do: 'stand', target: { choose: { side: 'mine', what: 'rearGuard', n: 1 } } }],
    },
  ],
  // Demon Slaying Knight, Lohengrin: as your main phase begins, Soul Charge 1 and +2000; [AUTO](VC/RC)
  // Soul Blast 8 & Counter Blast 5 on a hit: retire every opponent's rear-guard.
  'BT01-009': [mainPhaseSoulCharge2000, hitsRetireAll],
  // Future Knight, Llew: [ACT](RC) Counter Blast 1 and a "Future Knight, Llew", a "Barcgal" and a
  // "Flogal" from (RC) into the soul, with a grade 1 vanguard: search for "Blaster Blade" and ride it.
  'BT01-012': [
    {
      kind: 'act',
      zones: ['RC'],
      cost: { counterBlast: 1, rcNamesToSoul: ['Future Knight, Llew', 'Barcgal', 'Flogal'] },
      if: { vanguard: { gradeMin: 1, gradeMax: 1 } },
      effect: [{ do: 'search', filter: { name: 'Blaster Blade' }, to: 'ride' }],
    },
  ],
  // Vortex Dragon: as your main phase begins, Soul Charge 1 and +2000; [ACT](VC/RC) Soul Blast 8 &
  // Counter Blast 5: retire up to three of the opponent's rear-guards.
  'BT01-013': [
    mainPhaseSoulCharge2000,
    {
      kind: 'act',
      zones: ['VC', 'RC'],
      cost: { soulBlast: 8, counterBlast: 5 },
      effect: [{ do: 'retire', target: { choose: { side: 'theirs', what: 'rearGuard', n: 3, upTo: true } } }],
    },
  ],
  // Dragon Knight, Aleph: [ACT](VC) Counter Blast 1 and an "Embodiment of Armor, Bahr" and an
  // "Embodiment of Spear, Tahr" from (RC) into the soul: search for "Embodiment of Victory, Aleph" and ride it.
  'BT01-014': [
    {
      kind: 'act',
      zones: ['VC'],
      cost: { counterBlast: 1, rcNamesToSoul: ['Embodiment of Armor, Bahr', 'Embodiment of Spear, Tahr'] },
      effect: [{ do: 'search', filter: { name: 'Embodiment of Victory, Aleph' }, to: 'ride' }],
    },
  ],
  // Flash Shield, Iseult, Wyvern Guard, Barri, Battle Sister, Chocolat: sentinels of their clans (11.9).
  'BT01-011': sentinel(RP),
  'BT01-015': sentinel(KG),
  'BT01-019': sentinel('Oracle Think Tank'),
  // Lizard Soldier, Conroe: called from the soul when another <Kagero> rides it; [ACT](RC) Counter
  // Blast 1 and retire it: search for a grade 1 or less <Kagero> for the hand.
  'BT01-016': [calledWhenRidden(KG)[0]!, actCb1RetireSearch(KG)],
  // Maiden of Libra: Counter Blast 2 on a hit, with an <Oracle Think Tank> vanguard: draw a card.
  'BT01-017': [hitsCb2Draw('Oracle Think Tank')],
  // Battle Sister, Mocha: when it attacks with four or more cards in hand, +3000 for the battle.
  'BT01-018': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'attacks' },
      if: { handAtLeast: 4 },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
  ],
  // Tyrant, Deathrex: +5000 when it attacks from (VC); its hit from (VC) retires one of your own
  // rear-guards (chosen, not optional).
  'BT01-033': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'attacks' },
      effect: [{ do: 'gain', target: 'self', power: 5000, until: 'battle' }],
    },
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'hits' },
      effect: [{ do: 'retire', target: { choose: { side: 'mine', what: 'rearGuard', n: 1 } } }],
    },
  ],
  // Assault Dragon, Blightops: put into the drop zone from (RC), Counter Blast 1: search for a card
  // named "Ironclad Dragon, Shieldon" for the hand.
  'BT01-034': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'dropped', from: 'RC' },
      cost: { counterBlast: 1 },
      effect: [{ do: 'search', filter: { name: 'Ironclad Dragon, Shieldon' }, to: 'hand' }],
    },
  ],
  // Stealth Dragon, Voidmaster: +3000 attacking from (VC) with the larger hand; Counter Blast 1 on a
  // hit with the smaller hand: the opponent discards a card of their choice.
  'BT01-035': [
    {
      kind: 'auto',
      zones: ['VC'],
      when: { on: 'attacks' },
      if: { hand: 'more' },
      effect: [{ do: 'gain', target: 'self', power: 3000, until: 'battle' }],
    },
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      if: { hand: 'less' },
      cost: { counterBlast: 1 },
      effect: [{ do: 'opponentDiscards', n: 1 }],
    },
  ],
  // Demon Eater: as Lohengrin (BT01-009), for <Dark Irregulars>.
  'BT01-036': [mainPhaseSoulCharge2000, hitsRetireAll],
  // Lake Maiden, Lien: rest it and discard a card to draw a card.
  'BT01-043': [actRestDiscardDraw],
  // Hungry Dumpty and Clay-doll Mechanic: placed on (RC) with a <Nova Grappler> vanguard, one damage
  // card turns face up.
  'BT01-059': [placedRcCounterCharge(NG)],
  'BT01-062': [placedRcCounterCharge(NG)],
  // Stealth Beast, Chigasumi: Randolf's ability (TD01-007: +3000 when it attacks with the larger hand).
  'BT01-068': as(TD01, 'TD01-007'),
  // Stealth Dragon, Dreadmaster: Counter Blast 1 when the <Nubatama> it boosted hits, with the
  // smaller hand: the opponent discards a card of their choice.
  'BT01-069': [
    {
      kind: 'auto',
      zones: ['RC'],
      when: { on: 'boostedHit', filter: { clan: 'Nubatama' } },
      if: { hand: 'less' },
      cost: { counterBlast: 1 },
      effect: [{ do: 'opponentDiscards', n: 1 }],
    },
  ],
  // Stealth Beast, Hagakure: placed on (GC), Counter Blast 1, with a <Nubatama> vanguard and the
  // smaller hand: the opponent discards a card of their choice.
  'BT01-070': [
    {
      kind: 'auto',
      zones: [],
      when: { on: 'placed', circles: ['GC'] },
      if: { vanguard: { clan: 'Nubatama' }, hand: 'less' },
      cost: { counterBlast: 1 },
      effect: [{ do: 'opponentDiscards', n: 1 }],
    },
  ],
  // Blue Dust: its hit, with a <Dark Irregulars> vanguard: you may Soul Charge 1.
  'BT01-071': [
    {
      kind: 'auto',
      zones: ['VC', 'RC'],
      when: { on: 'hits' },
      if: { vanguard: { clan: 'Dark Irregulars' } },
      effect: [{ do: 'soulCharge', n: 1, may: true }],
    },
  ],
  // Nightmare Baby: boosting a unit named "Blue Dust", +4000.
  'BT01-072': [boost4000({ name: 'Blue Dust' })],
  // Rock the Wall, Redshoe, Milly: put into the drop zone from (GC), into the soul instead.
  'BT01-073': [droppedFromGcToSoul],
  'BT01-076': [droppedFromGcToSoul],
  // Guiding Zombie: called from the soul when another <Granblue> rides it; [ACT](RC) into the soul:
  // the deck's top three cards go to the drop zone.
  'BT01-078': [
    calledWhenRidden('Granblue')[0]!,
    { kind: 'act', zones: ['RC'], cost: { soulSelf: true }, effect: [{ do: 'mill', n: 3 }] },
  ],
  // Juggernaut Maximum: -2000 without another <Spike Brothers> unit; from (RC), Soul Blast 1 as it
  // attacks: +5000, and back into the deck as the battle's close step begins.
  'BT01-020': [
    {
      kind: 'cont',
      zones: ['VC', 'RC'],
      if: { noOtherUnit: { clan: 'Spike Brothers' } },
      gets: { power: -2000 },
    },
    attackSb1ThenToDeck,
  ],
  // Highspeed, Brakki: as Juggernaut Maximum's second ability.
  'BT01-074': [attackSb1ThenToDeck],
  // Monster Frank: [ACT](Drop zone) Counter Blast 3, with a grade 2 vanguard: ride this card.
  'BT01-037': [
    {
      kind: 'act',
      zones: ['drop'],
      cost: { counterBlast: 3 },
      if: { vanguard: { gradeMin: 2, gradeMax: 2 } },
      effect: [{ do: 'rideSelf' }],
    },
  ],
  // Hell Spider: +3000 on (VC) in your turn while all the opponent's units are at rest; placed on (VC)
  // or (RC), Counter Blast 2: an opponent's rear-guard does not stand in their next stand phase.
  'BT01-039': [
    { kind: 'cont', zones: ['VC'], if: { yourTurn: true, opponentAllRested: true }, gets: { power: 3000 } },
    placedCb2HoldRest,
  ],
  // Karma Queen: as Hell Spider's second ability.
  'BT01-079': [placedCb2HoldRest],
  // Reprints whose printed abilities are the trial deck printing's (the same text in the data).
  'BT01-002': as(TD01, 'TD01-005'), // Blaster Blade
  // TD02-001's data text lost "another"; its definition (noOtherUnit) reads it as BT01-004 prints it.
  'BT01-004': as(TD02, 'TD02-001'), // Dragonic Overlord
  'BT01-010': as(TD01, 'TD01-003'), // Solitary Knight, Gancelot
  'BT01-023': as(TD02, 'TD02-006'), // Wyvern Strike, Tejas
  'BT01-025': as(TD04, 'TD04-001'), // Oracle Guardian, Apollon
  'BT01-027': as(TD04, 'TD04-015'), // Lozenge Magus (the data's texts differ only in reminders)
  'BT01-028': as(TD03, 'TD03-003'), // Mr. Invincible
  'BT01-031': as(TD03, 'TD03-010'), // Queen of Heart (reminders)
  'BT01-032': as(TD03, 'TD03-015'), // Battleraizer (reminders)
  'BT01-041': as(TD01, 'TD01-007'), // Covenant Knight, Randolf
  // Brutal Jack: Restraint (11.5); [ACT] Counter Blast 1: no Restraint until end of turn; on (VC)
  // boosted by a <Nova Grappler>: +5000 for the battle.
  'BT01-029': [
    { kind: 'cont', zones: ['VC', 'RC'], gets: { restraint: true } },
    { kind: 'act', zones: ['VC', 'RC'], cost: { counterBlast: 1 }, effect: [{ do: 'loseRestraint' }] },
    boostedByPower('Nova Grappler', 5000),
  ],
  'BT01-044': as(TD01, 'TD01-009'), // Wingal
  'BT01-049': as(TD02, 'TD02-008'), // Dragon Monk, Gojo
  'BT01-050': as(TD02, 'TD02-011'), // Wyvern Strike, Jarran
  'BT01-055': as(TD04, 'TD04-009'), // Weather Girl, Milk (reminders; "four or greater")
  'BT01-061': as(TD03, 'TD03-009'), // Screamin' and Dancin' Announcer, Shout
};
