// Arbiter's own definitions of the BSS03 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
import type { Ability, Target } from '../../../src/vocab.ts';

const oneFoe = (t: Omit<Target, 'side'> = {}): Target => ({
  side: 'opponent',
  what: 'spirit',
  count: 1,
  ...t,
});

const abilities: Record<string, Ability[]> = {
  // Imperial Black Dragon Darkwurm: Confront on its attacks; at LV3, during your attack step, your
  // Star Dragons and Dragonoids are 3000 BP stronger and have Confront. Written as one entry per
  // spirit type: exact, since no card of the pool is both a Star Dragon and a Dragonoid (such a card
  // would get the BP twice).
  'BSS03-010': [
    { kind: 'keyword', keyword: 'confront', during: 'whileAttacking' },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [
        { bp: 3000, to: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON' } },
        { grant: { keyword: 'confront' }, to: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON' } },
        { bp: 3000, to: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID' } },
        { grant: { keyword: 'confront' }, to: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID' } },
      ],
    },
  ],
  // Sabercaulus: from LV2, during your attack step, your spirits that have Confront get 2000 BP.
  'BSS03-013': [
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', keyword: 'confront' } }],
    },
  ],
  // Tripedal Bat: Curse on its attacks.
  'BSS03-020': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' }],
  // Underworld Snakeman Botis: Curse on its attacks at LV1-2; at LV2, when the opponent destroys it,
  // each refreshed opposing spirit sends one core back to its owner's reserve.
  'BSS03-023': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [2],
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', all: true, exhausted: false },
          to: 'reserve',
        },
      ],
    },
  ],
  // Shaznake: when destroyed, a card is drawn if another Serpent of yours is still on the field;
  // Curse on its attacks from LV2.
  'BSS03-024': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', spiritType: 'SERPENT', other: true }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Goral Snake: never blocks (LV1-2); Curse on its attacks at LV2.
  'BSS03-025': [
    { kind: 'constant', levels: [1, 2], apply: [{ cannot: 'block', to: { side: 'self' } }] },
    { kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' },
  ],
  // Skelesnake Skullpione: when the opponent destroys it, every opposing spirit with at most two cores
  // is exhausted; from LV2, during your attack step, an opposing summon refreshes it.
  'BSS03-027': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', all: true, maxCores: 2 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Wonderland Card Soldier Pentan: arriving, an Otherlander spirit card goes from your trash to the
  // top of your deck.
  'BSS03-035': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'toDeck',
          target: { side: 'own', zone: 'trash', what: 'spirit', spiritType: 'OTHERLANDER', count: 1 },
        },
      ],
    },
  ],
  // Mechaniffon: Armor against white and green.
  'BSS03-053': [{ kind: 'keyword', keyword: 'armor', colors: ['white', 'green'], levels: [1, 2] }],
  // Valkyrie Hildr: arriving, it bounces an opposing spirit to the hand; at LV3, when the opponent
  // destroys it, you may refresh one of your Androids.
  'BSS03-054': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'toHand', target: oneFoe() }] },
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [3],
      optional: true,
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'ANDROID', count: 1 } }],
    },
  ],
  // Autumn Princess Mapleum: when destroyed (LV1-2), a void core goes onto one of your Gale spirits.
  'BSS03-067': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'own', what: 'spirit', keyword: 'gale', count: 1 },
        },
      ],
    },
  ],
  // Totemowl: Gale 1 on its attacks at LV2.
  'BSS03-071': [{ kind: 'keyword', keyword: 'gale', value: 1, levels: [2], during: 'whileAttacking' }],
  // Wind Tiger Tiguard: Swift; Gale 1 on its attacks at LV2.
  'BSS03-075': [
    { kind: 'keyword', keyword: 'swift' },
    { kind: 'keyword', keyword: 'gale', value: 1, levels: [2], during: 'whileAttacking' },
  ],
  // Giant King Randolph: Crush +1; each attack destroys one opposing spirit of cost 3 or less per
  // level it has. The "per level" count is written as one trigger per level: the level cannot change
  // between the attack and the resolution, so this is exact.
  'BSS03-083': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1],
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3 }) }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3, count: 2 }) }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3, count: 3 }) }],
    },
  ],
  // Giant Platoon: plain Crush.
  'BSS03-086': [{ kind: 'keyword', keyword: 'crush' }],
  // Rock Golem: attacking with the soul core on it, a nexus card comes back from your trash to your hand.
  'BSS03-089': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [{ do: 'toHand', target: { side: 'own', zone: 'trash', what: 'nexus', count: 1 } }],
        },
      ],
    },
  ],
  // Brisingamen Necklace: placed, it may bounce an opposing spirit of cost 1 or less; at LV2, when the
  // opponent destroys it, an opposing spirit goes back to the hand.
  'BSS03-113': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'toHand', target: oneFoe({ maxCost: 1, upTo: true }) }],
    },
    { kind: 'trigger', on: 'destroyedByOpponent', levels: [2], effect: [{ do: 'toHand', target: oneFoe() }] },
  ],
  // Soul Crush: two cores off an opposing spirit that has no soul core, to its owner's reserve.
  'BSS03-123': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'removeCores', n: 2, target: oneFoe({ soulCore: false }), to: 'reserve' }],
    },
  ],
  // Gather Ingredients: in the main step a purple spirit card comes back from the trash to the hand;
  // in either window, any spirit is 2000 BP stronger.
  'BSS03-125': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'toHand', target: { side: 'own', zone: 'trash', what: 'spirit', color: 'purple', count: 1 } },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Strong Draw: in the main step, three cards in and two out; in either window, any spirit is 3000 BP
  // stronger.
  'BSS03-135': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 3 },
        { do: 'discard', n: 2, side: 'own', from: 'hand' },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Break Burst: in the main step, three cards off the top of the opposing deck; in either window, an
  // opposing spirit of cost 3 or less is destroyed.
  'BSS03-136': [
    { kind: 'magic', timing: ['main'], effect: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }] },
    { kind: 'magic', timing: ['main', 'flash'], effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3 }) }] },
  ],
};

export default abilities;
