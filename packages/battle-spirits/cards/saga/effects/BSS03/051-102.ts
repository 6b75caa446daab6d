// BSS03, cards BSS03-051 to BSS03-102: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS03.ts joins the set's parts.
import type { Ability, Directive } from '../../../../src/vocab.ts';
import { ANTMAN } from '../shared/tokens.ts';
import { oneFoe } from '../shared/helpers.ts';
import { named } from './helpers.ts';

/** Three cards off the top of the opposing deck when you control at least `n` nexuses. */
const millPerNexus = (n: number): Directive => ({
  do: 'if',
  cond: { count: { side: 'own', what: 'nexus' }, atLeast: n },
  then: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
});

export const BSS03_051_102: Record<string, Ability[]> = {
  // Divemech Capybot: blocking, it lets one of your spirits with Armor block while exhausted for the
  // rest of the turn; Armor against blue at LV2.
  'BSS03-051': [
    {
      kind: 'trigger',
      on: 'blocks',
      effect: [
        {
          do: 'apply',
          effect: { blockExhausted: true },
          target: { side: 'own', what: 'spirit', keyword: 'armor', count: 1 },
          until: 'turn',
        },
      ],
    },
    { kind: 'keyword', keyword: 'armor', colors: ['blue'], levels: [2] },
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
  // Pilgrim Synthetic Sage: destroyed by the opponent, it looks at your top five and places a Diamond
  // Sanctuary among them free; the rest go under the deck. Armor against red at LV2.
  'BSS03-055': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        { do: 'reveal', n: 5, view: true, pick: named('Diamond Sanctuary'), pickTo: 'field', rest: 'bottom' },
      ],
    },
    { kind: 'keyword', keyword: 'armor', colors: ['red'], levels: [2] },
  ],
  // Shield Soldier Baldr: Armor against red and purple. Blocking, if the opponent has drawn a card by
  // their own effect this turn, an opposing spirit goes back to its owner's hand.
  'BSS03-056': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'purple'], levels: [1, 2] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2],
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'opponent', what: 'effectDraws' }, atLeast: 1 },
          then: [{ do: 'toHand', target: oneFoe() }],
        },
      ],
    },
  ],
  // Snowcapped Peak Goddess Skadi: while you control a spirit carrying a soul core, the opponent's
  // effects cannot select your spirits that carry none. Armor against white from LV2. At LV3, as the
  // opponent's end step starts, all their exhausted spirits go back to their hand.
  'BSS03-061': [
    {
      kind: 'constant',
      if: { count: { side: 'own', what: 'spirit', soulCore: true }, atLeast: 1 },
      apply: [{ protect: 'select', from: 'opponent', to: { side: 'own', what: 'spirit', soulCore: false } }],
    },
    { kind: 'keyword', keyword: 'armor', colors: ['white'], levels: [2, 3] },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: false,
      levels: [3],
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', exhausted: true, all: true } }],
    },
  ],
  // Radiant Dragon Palace Breidablik: each block brings a core from the void to your reserve. From
  // LV2 it may send one of your nexuses under your deck for a card; at LV3 it may pay your soul core
  // to refresh another spirit of yours.
  'BSS03-064': [
    { kind: 'trigger', on: 'blocks', effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      optional: true,
      effect: [
        { do: 'select', target: { side: 'own', what: 'nexus', count: 1 } },
        {
          do: 'if',
          cond: { count: { side: 'chosen', what: 'nexus' }, atLeast: 1 },
          then: [
            { do: 'toDeck', target: { side: 'chosen', what: 'nexus' }, bottom: true },
            { do: 'draw', n: 1 },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [3],
      optional: true,
      cost: [{ pay: 'soulCore' }],
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', other: true, count: 1 } }],
    },
  ],
  // Forest Guardian Alraune: arriving, a void core onto one of your Emerald Sanctuaries and one onto
  // itself. From LV2, attacking or blocking, it exhausts either two opposing spirits of cost 3 or less
  // or one of cost 6 or less (your choice).
  'BSS03-065': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'placeCores', n: 1, from: 'void', target: named('Emerald Sanctuary') },
        { do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2, 3],
      effect: [
        {
          do: 'oneOf',
          options: [
            [{ do: 'exhaust', target: oneFoe({ maxCost: 3, count: 2 }) }],
            [{ do: 'exhaust', target: oneFoe({ maxCost: 6 }) }],
          ],
        },
      ],
    },
  ],
  // Tempting Etrium: Gale 1 on its attacks. At LV2, while it attacks, summoning a spirit with the soul
  // core among the cores paid refreshes it (the soul-core test is the trigger's condition, on the
  // summoned spirit).
  'BSS03-066': [
    { kind: 'keyword', keyword: 'gale', value: 1, during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2],
      during: 'whileAttacking',
      if: { soulPaid: 'subject' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
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
  // Heavenly Emperor Fenghuang: Gale 3 while attacking. From LV2, in your attack step, when an attack by
  // a Voidlord of yours takes the opponent's life, you may pick one exhausted opposing spirit and send it
  // back to its owner's hand; if it went, this spirit refreshes. At LV3, its own attack taking life also
  // moves one of the opponent's life cores to their reserve.
  'BSS03-069': [
    { kind: 'keyword', keyword: 'gale', value: 3, during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      levels: [2, 3],
      filter: { side: 'own', what: 'spirit', spiritType: 'VOIDLORD' },
      optional: true,
      effect: [
        { do: 'select', target: oneFoe({ exhausted: true, upTo: true }) },
        {
          do: 'if',
          cond: { amount: { count: { side: 'chosen' } }, atLeast: 1 },
          then: [
            { do: 'toHand', target: { side: 'chosen' } },
            {
              do: 'if',
              cond: { amount: { count: { side: 'chosen' } }, atMost: 0 },
              then: [{ do: 'refresh', target: { side: 'self' } }],
            },
          ],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [3],
      during: 'whileAttacking',
      filter: { side: 'self' },
      effect: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'reserve' }],
    },
  ],
  // Swamurai: in the hand, it has Swift while you control a spirit with Gale.
  'BSS03-070': [
    {
      kind: 'constant',
      inHand: true,
      if: { count: { side: 'own', what: 'spirit', keyword: 'gale' }, atLeast: 1 },
      apply: [{ grant: { keyword: 'swift' }, to: { side: 'self' } }],
    },
  ],
  // Totemowl: Gale 1 on its attacks at LV2.
  'BSS03-071': [{ kind: 'keyword', keyword: 'gale', value: 1, levels: [2], during: 'whileAttacking' }],
  // Black Huntsman Schatten Yaeger: Gale 2 while attacking. From LV2, in your attack step, it refreshes
  // when another Gale spirit of yours (not one of this name) takes the opponent's life. At LV3 it also
  // refreshes each time the opponent draws by an effect of theirs.
  'BSS03-073': [
    { kind: 'keyword', keyword: 'gale', value: 2, during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'gale', notName: 'Black Huntsman Schatten Yaeger' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'draws',
      levels: [3],
      who: 'opponent',
      by: 'opponent',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Archduke Kingtaurus: arriving, three of your Carapite, Greatbeetle or Insectoid spirits get a void
  // core each; from LV2, each attack summons an Antman Token.
  'BSS03-074': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: {
            side: 'own',
            what: 'spirit',
            spiritTypes: ['CARAPITE', 'GREATBEETLE', 'INSECTOID'],
            count: 3,
          },
        },
      ],
    },
    { kind: 'trigger', on: 'attacks', levels: [2, 3], effect: [{ do: 'token', token: ANTMAN, n: 1 }] },
  ],
  // Wind Tiger Tiguard: Swift; Gale 1 on its attacks at LV2.
  'BSS03-075': [
    { kind: 'keyword', keyword: 'swift' },
    { kind: 'keyword', keyword: 'gale', value: 1, levels: [2], during: 'whileAttacking' },
  ],
  // Radiant Rainbow Wing Jewelbug Sigma: in your attack step, when an attacking spirit of yours with
  // Gale takes the opponent's life, a void core goes onto this spirit. At LV2, attacking, it exhausts an
  // opposing spirit.
  'BSS03-077': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'gale' },
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
    { kind: 'trigger', on: 'attacks', levels: [2], effect: [{ do: 'exhaust', target: oneFoe() }] },
  ],
  // Ant Pilgrim: arriving, it looks at the top three of your deck; an Emerald Sanctuary among them is
  // shown and taken into the hand, the others go under the deck in your order. Gale 1 on its attacks
  // at LV3.
  'BSS03-078': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'reveal', n: 3, view: true, pick: named('Emerald Sanctuary'), rest: 'bottom' }],
    },
    { kind: 'keyword', keyword: 'gale', value: 1, levels: [3], during: 'whileAttacking' },
  ],
  // Truth God Mandala: arriving with the soul core among its summoning cost, three cards off the
  // opposing deck per nexus you control, twelve at most (four steps on the nexus count, which milling
  // cannot change). At LV2, attacking, you may throw away a spirit card with Crush from your hand to
  // mill six.
  'BSS03-081': [
    {
      kind: 'trigger',
      on: 'summoned',
      if: { soulPaid: 'self' },
      effect: [millPerNexus(1), millPerNexus(2), millPerNexus(3), millPerNexus(4)],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'spirit', keyword: 'crush' } }],
      effect: [{ do: 'discard', n: 6, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Weapon Collector Godfrey: arriving, you may throw away a nexus card from your hand to draw one.
  // From LV2, in the opponent's attack step, a flash action exhausts one of your nexuses to refresh it.
  'BSS03-082': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2, 3],
      during: 'opponentAttackStep',
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
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
  // Warhammer Gordon: Crush +1. From LV2, in the opponent's attack step, their spirits of cost 3 or
  // less must pay a core to attack.
  'BSS03-084': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentAttackStep',
      apply: [{ attackTax: 'core', to: { side: 'opponent', what: 'spirit', maxCost: 3 } }],
    },
  ],
  // Iron Hammer Oswald: plain Crush; from LV2, 1000 BP for the turn for each spirit card its Crush
  // discarded.
  'BSS03-085': [
    { kind: 'keyword', keyword: 'crush' },
    {
      kind: 'trigger',
      on: 'crushDiscards',
      levels: [2, 3],
      during: 'whileAttacking',
      filter: { side: 'self' },
      cards: { side: 'any', what: 'spirit' },
      effect: [
        {
          do: 'bp',
          amount: 1000,
          per: { eventCards: { side: 'any', what: 'spirit' } },
          target: { side: 'self' },
          until: 'turn',
        },
      ],
    },
  ],
  // Giant Platoon: plain Crush.
  'BSS03-086': [{ kind: 'keyword', keyword: 'crush' }],
  // Dragolem: Crush +1. From LV2, in your attack step, with a soul core on one of your nexuses: a
  // blocked spirit of yours with Crush is at its highest level for the turn, then its Crush activates.
  'BSS03-088': [
    { kind: 'keyword', keyword: 'crush', value: 1 },
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'crush' },
      if: { count: { side: 'own', what: 'nexus', soulCore: true }, atLeast: 1 },
      effect: [
        { do: 'setLevel', level: 'highest', target: { side: 'subject' }, until: 'turn' },
        { do: 'crush', target: { side: 'subject' } },
      ],
    },
  ],
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
  // Block Golem: plain Crush (the data's keyword entry has no value); from LV2, while a nexus of yours
  // holds the soul core, it may block attackers costing 5 or less while exhausted, as often as it likes.
  'BSS03-090': [
    { kind: 'keyword', keyword: 'crush', levels: [1, 2, 3] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentAttackStep',
      if: { count: { side: 'own', what: 'nexus', soulCore: true }, atLeast: 1 },
      apply: [
        {
          blockExhausted: true,
          against: { side: 'opponent', what: 'spirit', maxCost: 5 },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // Iron Golem: at LV2 the opponent's magic cannot select your soul-core spirits and nexuses.
  'BSS03-091': [
    {
      kind: 'constant',
      levels: [2],
      apply: [
        {
          protect: 'select',
          from: 'opponent',
          source: { side: 'any', what: 'magic' },
          to: { side: 'own', what: 'spiritOrNexus', soulCore: true },
        },
      ],
    },
  ],
  // Mermaid Princess Lirica: arriving, a nexus may come from the hand for free. At LV2, as either
  // attack step starts, up to two of your nexuses may be exhausted to count as their highest level
  // for the turn, but only while Lirica stays on your field (8-8-1-3-2).
  'BSS03-092': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      optional: true,
      effect: [{ do: 'summon', target: { side: 'own', zone: 'hand', what: 'nexus', count: 1 }, free: true }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      levels: [2],
      optional: true,
      effect: [
        { do: 'select', target: { side: 'own', what: 'nexus', count: 2, upTo: true } },
        { do: 'exhaust', target: { side: 'chosen', what: 'nexus' } },
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'chosen', what: 'nexus' },
          until: 'turn',
          whileYouControl: true,
        },
      ],
    },
  ],
  // Ocean Knight Allegro: from LV2, attacking with ten or more cards in the opposing trash, it destroys
  // the opposing spirit that costs the most. At LV3, when its attack takes life, you may exhaust a
  // nexus of yours to refresh one of your Seafae.
  'BSS03-093': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { amount: { player: 'opponent', what: 'trash' }, atLeast: 10 },
          then: [{ do: 'destroy', target: oneFoe({ most: 'cost' }) }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [3],
      during: 'whileAttacking',
      filter: { side: 'self' },
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'SEAFAE', count: 1 } }],
    },
  ],
  // Sea Lancer Subito: as either attack step starts, you may exhaust one of your nexuses to have it
  // count as LV3 for the turn. At LV3, its attacks destroy one opposing spirit costing 3 or less; when
  // one was destroyed, the top three cards of the opposing deck go to the trash.
  'BSS03-094': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus' } }],
      effect: [{ do: 'setLevel', level: 3, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        { do: 'select', target: oneFoe({ maxCost: 3 }) },
        {
          do: 'if',
          cond: { amount: { count: { side: 'chosen' } }, atLeast: 1 },
          then: [
            { do: 'destroy', target: { side: 'chosen' } },
            {
              do: 'if',
              cond: { amount: { count: { side: 'chosen' } }, atMost: 0 },
              then: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
            },
          ],
        },
      ],
    },
  ],
  // Deep Sea Fanatic: arriving, it shows your top four; one nexus among them may go back on top, the
  // others go under the deck in your order.
  'BSS03-096': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'reveal',
          n: 4,
          pick: { side: 'any', what: 'nexus', count: 1, upTo: true },
          pickTo: 'top',
          rest: 'bottom',
        },
      ],
    },
  ],
  // Cthulou Shark: summoning it also destroys a blue nexus of yours. Arriving, it destroys every spirit
  // without a soul core on it (itself too, without one). At LV3, when its attack destroys a spirit in
  // battle, a nexus card comes from your trash onto the field free.
  'BSS03-097': [
    {
      kind: 'constant',
      apply: [{ summonCost: [{ pay: 'destroy', target: { side: 'own', what: 'nexus', color: 'blue' } }] }],
    },
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', soulCore: false, all: true } }],
    },
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [3],
      during: 'whileAttacking',
      effect: [{ do: 'summon', target: { side: 'own', zone: 'trash', what: 'nexus', count: 1 }, free: true }],
    },
  ],
  // Sea Emperor Courant Marin: arriving, it destroys an opposing spirit of cost 3 or less. From LV2, in
  // the opponent's turn, your spirits without any effect count as their highest level.
  'BSS03-098': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'destroy', target: oneFoe({ maxCost: 3 }) }] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentTurn',
      apply: [{ level: 'highest', to: { side: 'own', what: 'spirit', noAbilities: true } }],
    },
  ],
  // Bokruga: whenever you place a blue nexus, it counts as LV3 for the rest of the turn.
  'BSS03-099': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      filter: { side: 'own', what: 'nexus', color: 'blue' },
      effect: [{ do: 'setLevel', level: 3, target: { side: 'self' }, until: 'turn' }],
    },
  ],
};
