// Arbiter's own definitions of the ST05 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Left out for now:
// Gale Phoenix (a trigger on destroying an opposing spirit in battle), Branboar (a refresh when only
// the opposing spirit loses the battle), Grun (its first ability is not known from the card data),
// Sacred Tree Stump City (the first attack of each turn), Savage Power (summoning from the hand by an effect) and Multiple Cores (a burst on the
// opponent resolving a When Summoned effect).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Emerald Greatbird Aldeed: arriving, it turns one opposing spirit sideways; at LV2 each of its
  // attacks brings a new core from the void to the reserve.
  'ST05-002': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'exhaust', target: { side: 'opponent', count: 1 } }] },
    { kind: 'trigger', on: 'attacks', levels: [2], effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
  ],
  // Viscount Minoba: Swift.
  'ST05-004': [{ kind: 'keyword', keyword: 'swift' }],
  // Leafwolf: Swift.
  'ST05-006': [{ kind: 'keyword', keyword: 'swift' }],
  // Matangole: arriving, its controller may exhaust it to get an extra core from the void onto it.
  'ST05-011': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [{ pay: 'exhaustSelf' }],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // Airborne Crag: in any attack step, a spirit of yours that arrives is 2000 BP stronger for the
  // turn; at LV2, your spirit holding the soul core is refreshed when your end step starts.
  'ST05-013': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      during: 'eitherAttackStep',
      effect: [{ do: 'bp', amount: 2000, target: { side: 'subject' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2],
      effect: [{ do: 'refresh', target: { side: 'own', all: true, soulCore: true } }],
    },
  ],
  // Needle Shot: exhausts one opposing spirit, in the main step or a flash window.
  'ST05-015': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'exhaust', target: { side: 'opponent', count: 1 } }],
    },
  ],
  // Rooster Zodiac Emperor Gale Phoenix: in either attack step, when it or a Swift spirit of yours
  // wins a battle, an opposing spirit is exhausted; from LV2 its attack exhausts one too. The printed
  // "this spirit or a Swift spirit" is split in two so it fires once: the first trigger only while
  // the Phoenix itself lacks Swift, the second for any Swift spirit of yours (the Phoenix included).
  'ST05-001': [
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [1, 2, 3],
      during: 'eitherAttackStep',
      if: { not: { self: { side: 'self', keyword: 'swift' } } },
      effect: [{ do: 'exhaust', target: { side: 'opponent', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [1, 2, 3],
      during: 'eitherAttackStep',
      filter: { side: 'own', keyword: 'swift' },
      effect: [{ do: 'exhaust', target: { side: 'opponent', count: 1 } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'exhaust', target: { side: 'opponent', count: 1 } }],
    },
  ],
  // Explosive Charger Branboar: in your attack step it grows 2000 BP for the turn whenever a spirit
  // of yours is summoned; at LV2 it stands up again after beating (and surviving) a spirit in its
  // own battle. "Only the opponent's spirit destroyed": in a tie this spirit is in the trash, so
  // refreshing it does nothing whether or not the battle-win trigger fires then.
  'ST05-005': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      during: 'yourAttackStep',
      effect: [{ do: 'bp', amount: 2000, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2],
      during: 'whileAttackingOrBlocking',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Multiple Cores: the burst exhausts an opposing spirit; the main effect puts a void core on one of
  // your spirits.
  'ST05-016': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
  // Caprihorn: at the start of the opponent's attack step, while it holds the soul core, one core of
  // your trash goes back to your reserve.
  'ST05-010': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [1, 2],
      if: { self: { side: 'self', soulCore: true } },
      effect: [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' }],
    },
  ],
  // Sacred Tree Stump City: in your attack step, the turn's first attacker gains 1000 BP for each of
  // your green spirits while it attacks. At LV2, in the opponent's attack step, you draw a card when
  // they reduce your life.
  'ST05-012': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      // Only while the battle of the turn's first attack lasts (ruling): one attack declared so far.
      if: { amount: { player: 'own', what: 'attacksThisTurn' }, atMost: 1 },
      apply: [
        {
          bp: 1000,
          per: { count: { side: 'own', what: 'spirit', color: 'green' } },
          to: { side: 'own', what: 'spirit', battle: 'attacking' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'lifeLost',
      levels: [2],
      during: 'opponentAttackStep',
      by: 'opponent',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Savage Power: as a burst (a spirit of yours destroyed by the opponent) you may summon a green
  // spirit card from your hand, its cost and cores from your reserve only; then its flash effect may be
  // paid for. Main or flash: one spirit gains 2000 BP this turn.
  'ST05-014': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      thenFlash: true,
      effect: [
        {
          do: 'summon',
          target: { side: 'own', zone: 'hand', what: 'spirit', color: 'green', count: 1, upTo: true },
          fromReserve: true,
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
};

export default abilities;
