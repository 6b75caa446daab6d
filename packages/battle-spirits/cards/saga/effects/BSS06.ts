// Arbiter's own definitions of the BSS06 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
import type { Ability, Directive } from '../../../src/vocab.ts';
import { ANTMAN } from './shared/tokens.ts';
import { anySpiritBp, ascendOnType, oneFoe } from './shared/helpers.ts';
import { linkCost, linkedGains } from './BSS06/helpers.ts';
import { BSS06_011_061 } from './BSS06/011-061.ts';
import { BSS06_073_113 } from './BSS06/073-113.ts';

/** A spirit card with Link of cost `max` or less, summoned from your hand without paying its cost. */
const linkFromHand = (max: number): Directive => ({
  do: 'summon',
  target: { side: 'own', what: 'spirit', zone: 'hand', keyword: 'link', maxCost: max, count: 1 },
  free: true,
});

const abilities: Record<string, Ability[]> = {
  ...BSS06_011_061,
  ...BSS06_073_113,
  // Absolute Divinity Amaterasu Dragon: Ascend on a Skybinder (the data names the type twice); arriving
  // with ten symbols or more on your field, every opposing spirit is destroyed; Astral from LV2.
  'BSS06-001': [
    ascendOnType('SKYBINDER'),
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { amount: { symbolsOf: 'own' }, atLeast: 10 },
          then: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', all: true } }],
        },
      ],
    },
    { kind: 'keyword', keyword: 'astral', levels: [2, 3] },
  ],
  // Warlord Liu Wan: Link (cost 4 or more); linking, a card and an opposing spirit of 4000 BP or less
  // destroyed.
  'BSS06-003': [
    linkCost(4),
    {
      kind: 'trigger',
      on: 'links',
      levels: [1],
      effect: [
        { do: 'draw', n: 1 },
        { do: 'destroy', target: oneFoe({ maxBp: 4000 }) },
      ],
    },
  ],
  // Spirit Mount Black Beauty: Astral; from LV2, when its own attack takes life, an opposing nexus goes.
  'BSS06-005': [
    { kind: 'keyword', keyword: 'astral', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus' }) }],
    },
  ],
  // Musket Dog Dasher: Awaken.
  'BSS06-006': [{ kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] }],
  // Euparlance: Confront on its attacks at LV2.
  'BSS06-007': [{ kind: 'keyword', keyword: 'confront', levels: [2], during: 'whileAttacking' }],
  // Tricerasoldier: in your attack step it counts as LV3 while the opponent keeps 4 or more life.
  'BSS06-008': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'yourAttackStep',
      if: { amount: { player: 'opponent', what: 'life' }, atLeast: 4 },
      apply: [{ level: 3, to: { side: 'self' } }],
    },
  ],
  // Solar Winds Dragon: arriving, a spirit card with Link comes back from your trash to your hand.
  'BSS06-009': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        { do: 'toHand', target: { side: 'own', what: 'spirit', zone: 'trash', keyword: 'link', count: 1 } },
      ],
    },
  ],
  // Warrior Dragon Rindo: Awaken; from LV2, attacking, it destroys an opposing spirit of 4000 BP or
  // less; Chain (green): a void core onto itself; Chain (blue): two cards drawn, then two discarded.
  'BSS06-010': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'destroy', target: oneFoe({ maxBp: 4000 }) },
        {
          do: 'chain',
          color: 'green',
          effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
        },
        {
          do: 'chain',
          color: 'blue',
          effect: [
            { do: 'draw', n: 2 },
            { do: 'discard', n: 2, side: 'own', from: 'hand' },
          ],
        },
      ],
    },
  ],
  // Arbor Dragonoid Century Dragron: Agile, Awaken; from LV2, when its own attack takes life, you draw
  // up to a hand of four.
  'BSS06-012': [
    { kind: 'keyword', keyword: 'agile' },
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'draw', n: { player: 'own', what: 'hand', shortOf: 4 } }],
    },
  ],
  // Samurai Dragron: Agile; attacking, a void core onto another Dragonoid or Leaf Kindred of yours.
  'BSS06-013': [
    { kind: 'keyword', keyword: 'agile' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: {
            side: 'own',
            what: 'spirit',
            spiritTypes: ['DRAGONOID', 'LEAF KINDRED'],
            other: true,
            count: 1,
          },
        },
      ],
    },
  ],
  // Punchbeast Kingaroo: Agile.
  'BSS06-014': [{ kind: 'keyword', keyword: 'agile' }],
  // Dread Conjuration Garan: arriving, an opposing spirit keeps one core (the rest to the reserve);
  // Link (cost 3 or more), and the spirit it is linked to has Curse.
  'BSS06-017': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1],
      effect: [{ do: 'removeCores', n: 'allButOne', target: oneFoe(), to: 'reserve' }],
    },
    linkCost(3),
    linkedGains({ keyword: 'curse' }),
  ],
  // Secret Surveyor Murasaki: costs 3 from the hand while the opponent controls a Skybinder; at LV2, in
  // either attack step, your Surveyors with two cores or more have Astral.
  'BSS06-018': [
    {
      kind: 'constant',
      inHand: true,
      if: { count: { side: 'opponent', what: 'spirit', spiritType: 'SKYBINDER' }, atLeast: 1 },
      apply: [{ costIs: 3 }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          grant: { keyword: 'astral' },
          to: { side: 'own', what: 'spirit', spiritType: 'SURVEYOR', minCores: 2 },
        },
      ],
    },
  ],
  // Illusionist Simon: arriving, four cards off the top of your deck, and a card drawn if a white one
  // is among them; destroyed at LV2, you may summon a Link spirit card of cost 4 or less from your
  // trash free.
  'BSS06-021': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        { do: 'discard', n: 4, side: 'own', from: 'deckTop' },
        {
          do: 'if',
          cond: { count: { side: 'chosen', zone: 'trash', what: 'card', color: 'white' }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2],
      optional: true,
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'trash', keyword: 'link', maxCost: 4, count: 1 },
          free: true,
        },
      ],
    },
  ],
  // Dark Mountain Ascetic Kurama: Curse on its attacks.
  'BSS06-022': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' }],
  // Conjured Crane: arriving at LV1 or LV2, a card.
  'BSS06-023': [{ kind: 'trigger', on: 'summoned', levels: [1, 2], effect: [{ do: 'draw', n: 1 }] }],
  // Armored Conjuration: Immortal in either attack step for a spirit of yours of cost 0 to 2 (the data
  // lists the costs 0, 1 and 2).
  'BSS06-024': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', maxCost: 2 },
    },
  ],
  // Conjured Puppet Empty Karma: attacking, a core off one opposing spirit to its owner's reserve;
  // Astral at LV2.
  'BSS06-025': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
    { kind: 'keyword', keyword: 'astral', levels: [2] },
  ],
  // Onmyoji Abe-no-Covenant: arriving, three cards off the top of your deck, then a Link spirit card
  // in your trash is selected and you may summon it free; from LV2, while it attacks, a card for each
  // spirit destroyed.
  'BSS06-026': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        { do: 'select', target: { side: 'own', what: 'spirit', zone: 'trash', keyword: 'link', count: 1 } },
        { do: 'summon', target: { side: 'chosen', zone: 'trash', count: 1, upTo: true }, free: true },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'whileAttacking',
      filter: { side: 'any', what: 'spirit' },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Talisman Technician Maitreya: arriving, a card; Chain (white): an opposing spirit with two cores or
  // fewer goes back to its owner's hand.
  'BSS06-027': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        { do: 'draw', n: 1 },
        { do: 'chain', color: 'white', effect: [{ do: 'toHand', target: oneFoe({ maxCores: 2 }) }] },
      ],
    },
  ],
  // Canis Commander Cu Sith: Blessed on its attacks; from LV2, in your attack step, your spirits with
  // Blessed cannot be blocked by opposing LV2 or LV3 spirits.
  'BSS06-033': [
    { kind: 'keyword', keyword: 'blessed', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      apply: [
        {
          noBlockBy: { side: 'opponent', what: 'spirit', minLevel: 2 },
          to: { side: 'own', what: 'spirit', keyword: 'blessed' },
        },
      ],
    },
  ],
  // Goldfish Gargoyle: arriving, one opposing spirit counts as LV1 for the turn.
  'BSS06-035': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'setLevel', level: 1, target: oneFoe(), until: 'turn' }],
    },
  ],
  // Racer Pentan: arriving, two spirit cards of cost 2 from your trash are summoned free; Link (cost 4
  // or more), and the spirit it is linked to has Luster.
  'BSS06-036': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'trash', minCost: 2, maxCost: 2, count: 2 },
          free: true,
        },
      ],
    },
    linkCost(4),
    linkedGains({ keyword: 'luster' }),
  ],
  // Cape Pentan: Luster on its attacks from LV2.
  'BSS06-037': [{ kind: 'keyword', keyword: 'luster', levels: [2, 3], during: 'whileAttacking' }],
  // Poet Pentan: Blessed on its attacks.
  'BSS06-038': [{ kind: 'keyword', keyword: 'blessed', levels: [1, 2, 3], during: 'whileAttacking' }],
  // Watermelonman Smash: arriving with the soul core among the cores paid for it, a magic card comes
  // back from your trash to your hand.
  'BSS06-039': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'toHand', target: { side: 'own', what: 'magic', zone: 'trash', count: 1 } }],
        },
      ],
    },
  ],
  // Wrestler Golem & Misaki: arriving, five cards off the top of your deck, and a card with Cooking in
  // its name among them to your hand; from LV2, attacking, one of your token spirits is selected and an
  // opposing spirit with no more BP than that token is destroyed.
  'BSS06-040': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        { do: 'discard', n: 5, side: 'own', from: 'deckTop' },
        { do: 'toHand', target: { side: 'chosen', zone: 'trash', what: 'card', name: 'Cooking', count: 1 } },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', token: true, count: 1 } },
        {
          do: 'if',
          cond: { count: { side: 'chosen' }, atLeast: 1 },
          then: [
            {
              do: 'destroy',
              target: oneFoe({ than: [{ what: 'bp', op: 'le', amount: { of: 'chosen', what: 'bp' } }] }),
            },
          ],
        },
      ],
    },
  ],
  // Pomelo: summoned from the hand, only the symbols of your Wanderfae and Supsprite spirits reduce its
  // cost.
  'BSS06-043': [
    {
      kind: 'constant',
      inHand: true,
      apply: [{ paySymbolsOnly: { side: 'own', what: 'spirit', spiritTypes: ['WANDERFAE', 'SUPSPRITE'] } }],
    },
  ],
  // Virtual Diva Calista: in your attack step your Ice Princess spirits may link whatever the attacker
  // costs.
  'BSS06-045': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ linkIgnoresCost: true, to: { side: 'own', what: 'spirit', spiritType: 'ICE PRINCESS' } }],
    },
  ],
  // Yakmobile: arriving, an opposing spirit of 5000 BP or less back to its owner's hand; Link (cost 4
  // or more), and the spirit it is linked to has Armor (white).
  'BSS06-049': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1],
      effect: [{ do: 'toHand', target: oneFoe({ maxBp: 5000 }) }],
    },
    linkCost(4),
    linkedGains({ keyword: 'armor', colors: ['white'] }),
  ],
  // Dark Bison: destroyed, you may summon a Link spirit card of cost 4 or less from your hand free.
  'BSS06-050': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      optional: true,
      effect: [linkFromHand(4)],
    },
  ],
  // Mecharmor Sword Saint Minotaur: the same, up to cost 5.
  'BSS06-051': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2],
      optional: true,
      effect: [linkFromHand(5)],
    },
  ],
  // Three Block Savant: Armor against purple and white; at LV2 also against red and blue.
  'BSS06-052': [
    { kind: 'keyword', keyword: 'armor', colors: ['purple', 'white'], levels: [1, 2] },
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'blue'], levels: [2] },
  ],
  // Dark Goddess Nemain: in your attack step it cannot attack while you control no spirit with Link;
  // Armor against purple and white at LV2.
  'BSS06-057': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      if: { count: { side: 'own', what: 'spirit', keyword: 'link' }, atMost: 0 },
      apply: [{ cannot: 'attack', to: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'armor', colors: ['purple', 'white'], levels: [2] },
  ],
  // Bladeemperor Bug Grand Stag: Swift; from LV2, attacking, it gains 3000 BP for the turn; Chain (red):
  // a card; Chain (white): the opponent's magic cannot select it in this battle.
  'BSS06-062': [
    { kind: 'keyword', keyword: 'swift' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        { do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' },
        { do: 'chain', color: 'red', effect: [{ do: 'draw', n: 1 }] },
        {
          do: 'chain',
          color: 'white',
          effect: [
            {
              do: 'apply',
              effect: { protect: 'select', from: 'opponent', source: { side: 'any', what: 'magic' } },
              target: { side: 'self' },
              until: 'battle',
            },
          ],
        },
      ],
    },
  ],
  // Slim Redstag: Swift.
  'BSS06-063': [{ kind: 'keyword', keyword: 'swift' }],
  // Tamamush: arriving at LV1 or LV2, a void core goes to your trash.
  'BSS06-064': [
    { kind: 'trigger', on: 'summoned', levels: [1, 2], effect: [{ do: 'gainCore', n: 1, to: 'trash' }] },
  ],
  // Lancehawk Spineed Hayato: arriving on a soul core paid, you may discard your whole hand; if you
  // did, you draw as many cards as your opponent holds. Link (cost 4 or more), and the spirit it is
  // linked to has Gale 1.
  'BSS06-065': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1],
      if: { soulPaid: 'self' },
      optional: true,
      effect: [
        { do: 'discard', from: 'hand', side: 'own', n: { player: 'own', what: 'hand' } },
        {
          do: 'if',
          cond: { amount: { discardedByThis: 'own' }, atLeast: 1 },
          then: [{ do: 'draw', n: { player: 'opponent', what: 'hand' } }],
        },
      ],
    },
    linkCost(4),
    linkedGains({ keyword: 'gale', value: 1 }),
  ],
  // Heavenly Footless-fowl: arriving at LV1 or LV2, a void core onto itself; Gale 2 attacking at LV2.
  'BSS06-066': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    { kind: 'keyword', keyword: 'gale', value: 2, levels: [2], during: 'whileAttacking' },
  ],
  // Summoning Ninja Lotusmaru: Agile; arriving, an Antman Token.
  'BSS06-068': [
    { kind: 'keyword', keyword: 'agile' },
    { kind: 'trigger', on: 'summoned', levels: [1, 2, 3], effect: [{ do: 'token', token: ANTMAN, n: 1 }] },
  ],
  // Tanugreen: Agile and Swift.
  'BSS06-071': [
    { kind: 'keyword', keyword: 'agile' },
    { kind: 'keyword', keyword: 'swift' },
  ],
  // Raging Beast Sharkape: Ascend on a Skybinder, Astral; from LV2, blocked while attacking, seven cards
  // off the top of the opposing deck.
  'BSS06-072': [
    ascendOnType('SKYBINDER'),
    { kind: 'keyword', keyword: 'astral', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'blocked',
      levels: [2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'discard', n: 7, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Mi-Gyo: costs 3 from the hand while you have no spirit on the field.
  'BSS06-075': [
    {
      kind: 'constant',
      inHand: true,
      if: { count: { side: 'own', what: 'spirit' }, atMost: 0 },
      apply: [{ costIs: 3 }],
    },
  ],
  // Cypress Golem: Raid once a turn on its attacks at LV3.
  'BSS06-078': [{ kind: 'keyword', keyword: 'raid', value: 1, levels: [3] }],
  // Nation Guardian Astra: Crush +5.
  'BSS06-080': [{ kind: 'keyword', keyword: 'crush', value: 5, levels: [1, 2, 3] }],
  // Beastman Swordmaster Growl: arriving, you may place a nexus card from your trash free.
  'BSS06-081': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      optional: true,
      effect: [{ do: 'summon', target: { side: 'own', zone: 'trash', what: 'nexus', count: 1 }, free: true }],
    },
  ],
  // Giant Birdman Jatayu: arriving without a token spirit of yours on the field, it exhausts itself.
  'BSS06-084': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', token: true }, atMost: 0 },
          then: [{ do: 'exhaust', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Ghost Metropolis: placed, a core off an opposing spirit to its owner's reserve; at LV2, a card each
  // time one of your Nightlings is destroyed by an effect.
  'BSS06-089': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      filter: { side: 'own', what: 'spirit', spiritType: 'NIGHTLING' },
      cause: 'effect',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Three Card Technique: two cards drawn, four off the top of your deck, and a spirit card with Link
  // among those four to your hand; in either window, a spirit gains 3000 BP for the turn.
  'BSS06-099': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 2 },
        { do: 'discard', n: 4, side: 'own', from: 'deckTop' },
        {
          do: 'toHand',
          target: { side: 'chosen', zone: 'trash', what: 'spirit', keyword: 'link', count: 1 },
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Agarwood Essence: costs 5 from the hand while the opponent controls three spirits or more; you
  // discard as many cards as you like, then as many opposing spirits as you discarded each lose a
  // core to the trash; Chain (white): one of your spirits with Link is refreshed.
  'BSS06-104': [
    {
      kind: 'constant',
      inHand: true,
      if: { count: { side: 'opponent', what: 'spirit' }, atLeast: 3 },
      apply: [{ costIs: 5 }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'discard', n: 'any', side: 'own', from: 'hand' },
        {
          do: 'removeCores',
          n: 1,
          target: oneFoe({ countBy: { discardedByThis: 'own' } }),
          to: 'trash',
        },
        {
          do: 'chain',
          color: 'white',
          effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', keyword: 'link', count: 1 } }],
        },
      ],
    },
  ],
  // Grasped by the Surging Seas: a card drawn, then one discarded, and an opposing nexus costing more
  // than the discarded card destroyed; in either window, a spirit gains 3000 BP for the turn.
  'BSS06-115': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'draw', n: 1 },
        { do: 'discard', n: 1, side: 'own', from: 'hand', chooseDiscarded: true },
        {
          do: 'destroy',
          target: oneFoe({
            what: 'nexus',
            than: [{ what: 'cost', op: 'gt', amount: { of: 'chosen', what: 'cost' } }],
          }),
        },
      ],
    },
    anySpiritBp(3000),
  ],
  // Sacred Wings: a spirit gains 2000 BP for the turn, and Astral too if it is a Wanderfae.
  'BSS06-105': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'any', what: 'spirit', count: 1 } },
        { do: 'bp', amount: 2000, target: { side: 'chosen' }, until: 'turn' },
        {
          do: 'if',
          cond: { count: { side: 'chosen', spiritType: 'WANDERFAE' }, atLeast: 1 },
          then: [{ do: 'grant', keyword: { keyword: 'astral' }, target: { side: 'chosen' }, until: 'turn' }],
        },
      ],
    },
  ],
  // Life Charge: one of your spirits of cost 3 or more is selected; you may destroy it, and if you do,
  // three void cores go to your reserve.
  'BSS06-112': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', minCost: 3, count: 1 } },
        { do: 'destroy', target: { side: 'chosen', count: 1, upTo: true } },
        {
          do: 'if',
          cond: { compare: [{ destroyedByThis: 'own' }, 1], op: 'ge' },
          then: [{ do: 'gainCore', n: 3, to: 'reserve' }],
        },
      ],
    },
  ],
};

export default abilities;
