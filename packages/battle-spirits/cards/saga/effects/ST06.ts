// Arbiter's own definitions of the ST06 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Left out for now:
// Rammer Golem (a trigger on one of your nexuses being exhausted), Battlebeast Bulltopdog (a trigger
// on Crush discarding a spirit card).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Flood Stream: a burst when you lose life, treating a spirit as its highest level for the turn
  // (then its flash part if paid); its flash part destroys opposing spirits whose costs add up to 5
  // or less.
  'ST06-014': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'any', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', total: { what: 'cost', max: 5 } } },
      ],
    },
  ],
  // Fort Golem: costs 4 in the hand while you control a nexus; at LV2 its attack may exhaust one of
  // your nexuses to destroy an opposing spirit costing 3 or less.
  'ST06-005': [
    {
      kind: 'constant',
      inHand: true,
      if: { count: { side: 'own', what: 'nexus' }, atLeast: 1 },
      apply: [{ costIs: 4 }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxCost: 3 } }],
    },
  ],
  // Conquest Myo-oh Nirvana: Crush +2; from LV2 it also has Raid once a turn.
  'ST06-001': [
    { kind: 'keyword', keyword: 'crush', value: 2 },
    { kind: 'keyword', keyword: 'raid', value: 1, levels: [2, 3] },
  ],
  // Retainer Myo-oh Rudra: plain Crush (as many cards as its level).
  'ST06-003': [{ kind: 'keyword', keyword: 'crush' }],
  // Island Bearer Francis: Crush +1; from LV2 it also raids once a turn, but only while the opposing
  // trash holds ten cards or more (checked as the attack triggers Raid).
  'ST06-002': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'keyword',
      keyword: 'raid',
      value: 1,
      levels: [2, 3],
      if: { amount: { player: 'opponent', what: 'trash' }, atLeast: 10 },
    },
  ],
  // Giant Captain Jason: Crush +1.
  'ST06-004': [{ kind: 'keyword', keyword: 'crush', value: 1 }],
  // Bronze Golem: when it is destroyed, one of your nexuses gets a core from the void.
  'ST06-006': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'nexus', count: 1 } }],
    },
  ],
  // Ancient Colosseum: your spirits with Crush are 1000 BP stronger; at LV2, each opposing spirit
  // summoned that carries an arrival effect mills four cards off the opposing deck.
  'ST06-012': [
    {
      kind: 'constant',
      levels: [1, 2],
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', keyword: 'crush' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2],
      filter: { side: 'opponent', what: 'spirit', hasTrigger: 'summoned' },
      effect: [{ do: 'discard', n: 4, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Honorable Duel: in your attack step, a battle won by a soul-core spirit of yours mills three
  // opposing cards; at LV2 your end step opens by refreshing one of your Golems or War Gods.
  'ST06-013': [
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2],
      effect: [
        {
          do: 'refresh',
          target: { side: 'own', what: 'spirit', spiritTypes: ['GOLEM', 'WAR GOD'], count: 1 },
        },
      ],
    },
  ],
  // Blitz: a burst when the opponent destroys your spirit, milling five off the opposing deck (then
  // its flash part if paid); its flash part gives a spirit 2000 BP for the turn.
  'ST06-015': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'discard', n: 5, side: 'opponent', from: 'deckTop' }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
  // Blessed Cores: in the main step, two of your nexuses get a core each from the void; or, in the
  // main step or a flash window, a spirit gets 3000 BP for the turn.
  'ST06-016': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'nexus', count: 2 } }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
  // Rammer Golem: in either attack step, each time one of your blue nexuses becomes exhausted, an
  // opposing spirit costing 4 or less is destroyed.
  'ST06-008': [
    {
      kind: 'trigger',
      on: 'exhausted',
      levels: [1, 2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'nexus', color: 'blue' },
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', maxCost: 4, count: 1 } }],
    },
  ],
  // Battlebeast Bulltopdog: in your attack step, when your Crush discards a spirit card, one of your
  // spirits gets a core from the void.
  'ST06-011': [
    {
      kind: 'trigger',
      on: 'crushDiscards',
      levels: [1, 2],
      during: 'yourAttackStep',
      cards: { side: 'any', what: 'spirit' },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
};

export default abilities;
