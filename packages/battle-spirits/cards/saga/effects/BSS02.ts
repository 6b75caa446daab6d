// Arbiter's own definitions of the BSS02 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). Among the missing pieces:
// triggers on one of your spirits destroying an opposing one in battle, "your opponent selects",
// summoning from the trash, spending the soul core on the summoning cost, constant effects that depend
// on life, the trash or the opposing field, nexuses that destroy themselves as a cost, cores moved
// between field cards, tokens whose cores come from their controller, filters on level or on
// "no effects listed", and Immortal limited to the attack steps (Corpse Giant Gigasha, Cyclowinder:
// the engine does not yet honour a period on Immortal in the trash).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Dragno Commander: at LV2, during your turn, your other Dragonoids are 2000 BP stronger.
  'BSS02-002': [
    {
      kind: 'constant',
      levels: [2],
      during: 'yourTurn',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID', other: true } }],
    },
  ],
  // Photon Dragon: each attack burns away an opposing spirit of 2000 BP or less.
  'BSS02-007': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 2000 } }],
    },
  ],
  // Lavabeast Volrus: forces blocks when it attacks, from LV2.
  'BSS02-013': [{ kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' }],
  // Primal Bird Phoeneryx: pulls cores from your other cards in a flash window.
  'BSS02-018': [{ kind: 'keyword', keyword: 'awaken' }],
  // Viperola: arriving, it knocks one core off an opposing nexus back to its owner's reserve.
  'BSS02-032': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'nexus', count: 1 }, to: 'reserve' },
      ],
    },
  ],
  // Elefogg: Curse on its attacks.
  'BSS02-037': [{ kind: 'keyword', keyword: 'curse', during: 'whileAttacking' }],
  // Ursus Polaris: at LV2 its block makes every soul-core spirit of yours 3000 BP stronger this turn.
  'BSS02-047': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [
        {
          do: 'bp',
          amount: 3000,
          target: { side: 'own', what: 'spirit', all: true, soulCore: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Jet Wyvern: purple and white opposing effects cannot pick it.
  'BSS02-051': [{ kind: 'keyword', keyword: 'armor', colors: ['purple', 'white'] }],
  // Sunk Shain: each block adds a void core to it.
  'BSS02-052': [
    {
      kind: 'trigger',
      on: 'blocks',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Mace Angel: Luster while it attacks.
  'BSS02-061': [{ kind: 'keyword', keyword: 'luster', during: 'whileAttacking' }],
  // Light Emperor Lumiere: arriving, one spirit of yours is Blessed for the turn; at LV3 it is
  // Blessed itself while attacking.
  'BSS02-063': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'blessed' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    { kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' },
  ],
  // Arcana Beast Queen: arriving, one opposing spirit is 2000 BP weaker this turn.
  'BSS02-066': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'bp', amount: -2000, target: { side: 'opponent', what: 'spirit', count: 1 }, until: 'turn' },
      ],
    },
  ],
  // Princess Hachikazuki: Luster while it attacks at LV3.
  'BSS02-074': [{ kind: 'keyword', keyword: 'luster', levels: [3], during: 'whileAttacking' }],
  // Shryke: Swift; arriving, it weakens an exhausted opposing spirit by 2000 BP this turn.
  'BSS02-079': [
    { kind: 'keyword', keyword: 'swift' },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'bp',
          amount: -2000,
          target: { side: 'opponent', what: 'spirit', count: 1, exhausted: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Onmyoji Kingfisher: Swift.
  'BSS02-081': [{ kind: 'keyword', keyword: 'swift' }],
  // Emerantman: when the opponent destroys it, a new core from the void goes to your reserve.
  'BSS02-084': [
    { kind: 'trigger', on: 'destroyedByOpponent', effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
  ],
  // Worker Antman: at LV2, an attack while it holds the soul core adds a core from the void to the
  // reserve.
  'BSS02-086': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [{ do: 'gainCore', n: 1, to: 'reserve' }],
        },
      ],
    },
  ],
  // Emerald Pincer: arriving, it exhausts one opposing spirit.
  'BSS02-089': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Heavenscloak Butterfly: arriving, a core from the void goes onto one spirit of yours.
  'BSS02-090': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
  // Loyal Retainer Ezowolf: Gale 1 on its attacks.
  'BSS02-095': [{ kind: 'keyword', keyword: 'gale', value: 1, during: 'whileAttacking' }],
  // Fanglord Tree Rafflesio: Gale 2 on its attacks; at LV3, when its attack takes a life, it also
  // exhausts an opposing spirit (the ability is only active while it attacks).
  'BSS02-098': [
    { kind: 'keyword', keyword: 'gale', value: 2, during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [3],
      during: 'whileAttacking',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // Hungertree: when the opponent destroys it, the opponent throws away a card of their choice.
  'BSS02-099': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }],
    },
  ],
  // Trident Flare: three small opposing spirits (2000 BP or less) are destroyed.
  'BSS02-117': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 3, maxBp: 2000 } }],
    },
  ],
  // Lightning Aura: in the main step one spirit of yours forces blocks this turn; as a flash, any
  // spirit is 2000 BP stronger.
  'BSS02-118': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'confront' },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Crystal Crack: in the main step, mill two then draw one; as a flash, any spirit gets 2000 BP.
  'BSS02-123': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'discard', n: 2, side: 'own', from: 'deckTop' },
        { do: 'draw', n: 1 },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Iceberg: in the main step one spirit of yours gets Armor against red, purple and green this turn;
  // as a flash, any spirit gets 2000 BP.
  'BSS02-125': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'grant',
          keyword: { keyword: 'armor', colors: ['red', 'purple', 'green'] },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
};

export default abilities;
