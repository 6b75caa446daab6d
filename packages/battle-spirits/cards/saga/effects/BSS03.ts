// Arbiter's own definitions of the BSS03 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here; the others are left
// out entirely (a partial definition would count the card as implemented). The missing pieces are
// listed, card by card, in the gap report of this set.
import type { Ability, Directive, Target } from '../../../src/vocab.ts';
import { ANTMAN } from './shared/tokens.ts';
import { oneFoe } from './shared/helpers.ts';

const starOrDragonoid: Target = { side: 'own', what: 'spirit', spiritTypes: ['STAR DRAGON', 'DRAGONOID'] };

/** A card of yours on the field with this name (the Sanctuary nexuses). */
const named = (name: string, what: Target['what'] = 'nexus', zone?: Target['zone']): Target => ({
  side: 'own',
  what,
  name,
  count: 1,
  ...(zone ? { zone } : {}),
});

/** Three cards off the top of the opposing deck when you control at least `n` nexuses. */
const millPerNexus = (n: number): Directive => ({
  do: 'if',
  cond: { count: { side: 'own', what: 'nexus' }, atLeast: n },
  then: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
});

/** One card drawn while the hand holds two or fewer. */
const handBelowThree: Directive = {
  do: 'if',
  cond: { amount: { player: 'own', what: 'hand' }, atMost: 2 },
  then: [{ do: 'draw', n: 1 }],
};

const abilities: Record<string, Ability[]> = {
  // Water Dragon King Levia: in your attack step, when an attacking spirit of yours with Awaken takes
  // the opponent's life, an opposing nexus of cost 3 or 4 is destroyed. From LV2, attacking, your red
  // spirits are 1000 BP stronger this turn.
  'BSS03-002': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'awaken' },
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', minCost: 3, maxCost: 4 }) }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'bp',
          amount: 1000,
          target: { side: 'own', what: 'spirit', color: 'red', all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Blue Lizardman Pilgrim: each attack looks at the top three of your deck; a Ruby Sanctuary among
  // them is shown and taken into the hand, the others go under the deck in your order. Confront on its
  // attacks at LV3.
  'BSS03-004': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [{ do: 'reveal', n: 3, view: true, pick: named('Ruby Sanctuary'), rest: 'bottom' }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [3], during: 'whileAttacking' },
  ],
  // Blaze Lion Coalmane: attacking, it is 2000 BP stronger this turn per spirit you control (counted as
  // the effect resolves, itself included). From LV2, as your end step starts, you draw up to a hand of
  // three. Written as three one-card draws, each only while the hand holds two or fewer: the same cards
  // are drawn as with one draw of the difference.
  'BSS03-006': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        {
          do: 'bp',
          amount: 2000,
          per: { count: { side: 'own', what: 'spirit' } },
          target: { side: 'self' },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2, 3],
      effect: [handBelowThree, handBelowThree, handBelowThree],
    },
  ],
  // Imperial Black Dragon Darkwurm: Confront on its attacks; at LV3, during your attack step, your
  // Star Dragons and Dragonoids (either type, once for a card with both) are 3000 BP stronger and have
  // Confront.
  'BSS03-010': [
    { kind: 'keyword', keyword: 'confront', during: 'whileAttacking' },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [
        { bp: 3000, to: starOrDragonoid },
        { grant: { keyword: 'confront' }, to: starOrDragonoid },
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
  // Vampire Duke Vladiego: Curse on its attacks. From LV2, in your attack step, when an attacking
  // Nightling of yours (itself included) takes the opponent's life, one core of an opposing spirit
  // goes to its owner's reserve.
  'BSS03-018': [
    { kind: 'keyword', keyword: 'curse', during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'NIGHTLING' },
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Lampgaur: attacking, you may throw away a red card from your hand to make all your spirits 2000 BP
  // stronger this turn; Confront on its attacks at LV2.
  'BSS03-007': [
    {
      kind: 'trigger',
      on: 'attacks',
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'card', color: 'red' } }],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [2], during: 'whileAttacking' },
  ],
  // Costume Artist: attacking, you may destroy another spirit of yours to draw one card; Curse on its
  // attacks from LV2.
  'BSS03-019': [
    {
      kind: 'trigger',
      on: 'attacks',
      optional: true,
      cost: [{ pay: 'destroy', target: { side: 'own', what: 'spirit', other: true } }],
      effect: [{ do: 'draw', n: 1 }],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Eagle Rider Jilhouette: when the opponent destroys it, an opposing spirit is 3000 BP weaker this
  // turn. From LV2, attacking, it shows one card off your deck per LV1 spirit you control (counted as
  // it resolves), takes one Birdfolk spirit card among them and trashes the rest.
  'BSS03-044': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'bp', amount: -3000, target: oneFoe(), until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'reveal',
          n: { count: { side: 'own', what: 'spirit', maxLevel: 1 } },
          pick: { side: 'own', what: 'spirit', spiritType: 'BIRDFOLK', count: 1 },
          rest: 'trash',
        },
      ],
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
  // Bokruga: whenever you place a blue nexus, it counts as LV3 for the rest of the turn.
  'BSS03-099': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      filter: { side: 'own', what: 'nexus', color: 'blue' },
      effect: [{ do: 'setLevel', level: 3, target: { side: 'self' }, until: 'turn' }],
    },
  ],
  // Palace of the Serpentine Cult: placed, a spirit card with Curse or Bloodcurse goes from your trash to
  // the top of your deck. At LV2, during either attack step, each Serpent of yours destroyed sends a
  // core from the opponent's reserve to their trash.
  'BSS03-109': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'toDeck',
          target: { side: 'own', zone: 'trash', what: 'spirit', keywords: ['curse', 'bloodcurse'], count: 1 },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'eitherAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SERPENT' },
      effect: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'reserve', to: 'trash' }],
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
  // Eternal Pilgrim: destroyed, it mills three of your own cards, then an Amethyst Sanctuary comes back
  // from your trash to your hand. Curse on its attacks at LV3.
  'BSS03-028': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        { do: 'toHand', target: named('Amethyst Sanctuary', 'nexus', 'trash') },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [3], during: 'whileAttacking' },
  ],
  // Dark Knight Bors: Immortal during either attack step, answering the destruction of a cost-7 spirit
  // of yours. The printed condition is the single cost 7 (the data lists the costs that qualify).
  'BSS03-030': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 7, maxCost: 7 },
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
  // Judgment Angel Flagellum: Luster on its attacks. From LV2, during your attack step, each magic of
  // cost 5 or more you use makes every opposing spirit 2000 BP weaker this turn, once that magic has
  // resolved.
  'BSS03-041': [
    { kind: 'keyword', keyword: 'luster', during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'magic', minCost: 5 },
      effect: [
        { do: 'bp', amount: -2000, target: { side: 'opponent', what: 'spirit', all: true }, until: 'turn' },
      ],
    },
  ],
  // Rapier Angel: from LV2, attacking, you may pay two cores off it (to the trash) to make it 3000 BP
  // stronger and give it Luster for the turn.
  'BSS03-042': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 2 }],
      effect: [
        { do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' },
        { do: 'grant', keyword: { keyword: 'luster' }, target: { side: 'self' }, until: 'turn' },
      ],
    },
  ],
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
  // Totemowl: Gale 1 on its attacks at LV2.
  'BSS03-071': [{ kind: 'keyword', keyword: 'gale', value: 1, levels: [2], during: 'whileAttacking' }],
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
  // Steaming Mountains: placed, it destroys an opposing spirit of 1000 BP or less; at LV2, during your
  // attack step, your Ancient Dragons and Dragonoids (either type, once for a card with both) are 2000
  // BP stronger.
  'BSS03-107': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'destroy', target: oneFoe({ maxBp: 1000 }) }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [
        { bp: 2000, to: { side: 'own', what: 'spirit', spiritTypes: ['ANCIENT DRAGON', 'DRAGONOID'] } },
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
  // Rock Pillar Aquapolis: during your attack step your attacking spirits with Crush are 2000 BP
  // stronger; at LV2, in that step, whenever the opponent loses life they mill three cards.
  'BSS03-119': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', keyword: 'crush', battle: 'attacking' } }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2],
      during: 'yourAttackStep',
      effect: [{ do: 'discard', n: 3, side: 'opponent', from: 'deckTop' }],
    },
  ],
  // Power Boost: a spirit is 2000 BP stronger this turn, or 5000 if the soul core helped pay for this
  // magic (one selection either way: only one branch runs).
  'BSS03-121': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'if',
          cond: { not: { soulPaid: 'self' } },
          then: [
            { do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' },
          ],
        },
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            { do: 'bp', amount: 5000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' },
          ],
        },
      ],
    },
  ],
  // Rapid Rule (main step only): for the turn, your spirits of cost 2 or less cannot be blocked by
  // spirits of cost 5 or more (the spirits are fixed as it resolves, 8-8-1-4).
  'BSS03-128': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', minCost: 5 } },
          target: { side: 'own', what: 'spirit', maxCost: 2, all: true },
          until: 'turn',
        },
      ],
    },
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
  // Magical Light: in the main step, four cards off the top of your deck are shown, one magic card
  // among them goes to the hand and the rest to the trash; in either window, any spirit is 2000 BP
  // stronger.
  'BSS03-127': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'reveal', n: 4, pick: { side: 'own', what: 'magic', count: 1 }, rest: 'trash' }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
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
  // Ruby Sanctuary: at LV2, in your attack step, a card each time an effect of a spirit of yours
  // costing 5 or more destroys an opposing spirit.
  'BSS03-106': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'opponent', what: 'spirit' },
      cause: 'effect',
      source: { side: 'own', what: 'spirit', minCost: 5 },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Radiant Pyramid Triad: placed, you look at the top card of your deck and leave it there. At LV2,
  // in your attack step, a card each time the opponent's effect takes all the cores off a spirit of
  // yours.
  'BSS03-111': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'reveal', n: 1, view: true, rest: 'top' }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      by: 'opponent',
      cause: 'noCores',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Emerald Sanctuary: at LV2, in either attack step, each time an effect of yours exhausts an opposing
  // spirit, one of your spirits gains 2000 BP for the turn.
  'BSS03-114': [
    {
      kind: 'trigger',
      on: 'exhausted',
      levels: [2],
      during: 'eitherAttackStep',
      filter: { side: 'opponent', what: 'spirit' },
      by: 'you',
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Counter Curse: while a Curse spirit of yours is blocking, pick the opposing attacker: it is
  // destroyed as the battle ends.
  'BSS03-124': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', battle: 'blocking', keyword: 'curse' }, atLeast: 1 },
          then: [
            { do: 'select', target: oneFoe({ battle: 'attacking' }) },
            {
              do: 'delayed',
              on: 'battleEnd',
              until: 'battle',
              once: true,
              effect: [{ do: 'destroy', target: { side: 'chosen' } }],
            },
          ],
        },
      ],
    },
  ],
  // Provocation: pick an opposing spirit; as this turn's end step starts, it goes back to its owner's
  // hand if it is refreshed then.
  'BSS03-131': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: oneFoe() },
        {
          do: 'delayed',
          on: 'turnEnd',
          until: 'turn',
          once: true,
          effect: [
            {
              do: 'if',
              cond: { count: { side: 'chosen', exhausted: false }, atLeast: 1 },
              then: [{ do: 'toHand', target: { side: 'chosen' } }],
            },
          ],
        },
      ],
    },
  ],
  // Forest Charge: for this battle, a Bladebeast of yours that destroys an opposing spirit by BP
  // refreshes.
  'BSS03-134': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'delayed',
          on: 'spiritDestroysInBattle',
          filter: { side: 'own', what: 'spirit', spiritType: 'BLADEBEAST' },
          until: 'battle',
          effect: [{ do: 'refresh', target: { side: 'subject' } }],
        },
      ],
    },
  ],
  // Ten Millennia Turtle Genbu: as your attack step starts, another Fabled Beast of yours cannot be
  // blocked this turn by spirits that have any ability. From LV2, in your attack step, when the opponent
  // destroys a Fabled Beast of yours (by effect or in battle), one of your Fabled Beasts refreshes.
  'BSS03-039': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [1, 2, 3],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'any', what: 'spirit', noAbilities: false } },
          target: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST', other: true, count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST' },
      by: 'opponent',
      effect: [
        { do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST', count: 1 } },
      ],
    },
  ],
  // Standard-Bearer Mary Flamme: destroyed by the opponent, you look at your top card and leave it on
  // top or put it at the bottom, then draw a card.
  'BSS03-045': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'reveal',
          n: 1,
          view: true,
          pick: { side: 'any', what: 'card', count: 1, upTo: true },
          pickTo: 'bottom',
          rest: 'top',
        },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  // Amethyst Sanctuary: at LV2, in either attack step, whenever spirits (either side's) are destroyed
  // you look at your top card and may discard it; otherwise it stays on top.
  'BSS03-108': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'eitherAttackStep',
      filter: { side: 'any', what: 'spirit' },
      effect: [
        {
          do: 'reveal',
          n: 1,
          view: true,
          pick: { side: 'any', what: 'card', count: 1, upTo: true },
          pickTo: 'trash',
          rest: 'top',
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
  // Dimensional Rift: in the main step you may summon, free, a white spirit card from your hand that has
  // a "when blocks" effect; its own When Summoned effects stay silent. In either window, any spirit is
  // 2000 BP stronger this turn.
  'BSS03-129': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        {
          do: 'summon',
          target: {
            side: 'own',
            zone: 'hand',
            what: 'spirit',
            color: 'white',
            hasTrigger: 'blocks',
            count: 1,
            upTo: true,
          },
          free: true,
          noWhenSummoned: true,
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
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
  // Muscle Charge (flash): the War Gods you control as it resolves count as their highest level this turn.
  'BSS03-138': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [
        {
          do: 'setLevel',
          level: 'highest',
          target: { side: 'own', what: 'spirit', spiritType: 'WAR GOD', all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Battleaxe Apollodinos: Awaken. From LV2, attacking with the soul core on it, every opposing spirit
  // whose BP equals its own (as the effect resolves) is destroyed, with no selection.
  'BSS03-003': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [
            {
              do: 'destroy',
              target: {
                side: 'opponent',
                what: 'spirit',
                all: true,
                than: [{ what: 'bp', op: 'eq', amount: { of: 'self', what: 'bp' } }],
              },
            },
          ],
        },
      ],
    },
  ],
  // Wonderland Pumpty Dumpty: arriving, it shows your top card: it goes to the hand if it costs the same
  // as a spirit you control, else to the trash. From LV2, destroyed, you draw a card.
  'BSS03-034': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'any', what: 'card', all: true, costOfOwnSpirit: true },
          rest: 'trash',
        },
      ],
    },
    { kind: 'trigger', on: 'destroyed', levels: [2, 3], effect: [{ do: 'draw', n: 1 }] },
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
  // Enchained Arena: destroyed, it gives you a core from the void in your reserve. At LV2, in the
  // opponent's attack step, their spirits of cost 5 or less must pay a core to attack.
  'BSS03-118': [
    { kind: 'trigger', on: 'destroyed', levels: [1, 2], effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] },
    {
      kind: 'constant',
      levels: [2],
      during: 'opponentAttackStep',
      apply: [{ attackTax: 'core', to: { side: 'opponent', what: 'spirit', maxCost: 5 } }],
    },
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
  // Ancient Guardian Trident Dragon: Awaken. From LV2, as your attack step starts, two cores per Ruby
  // Sanctuary you control come from your trash onto it (regular cores only; written as two moves of one
  // per Sanctuary). At LV3, attacking, it destroys any number of opposing spirits whose BP adds up to
  // 6000 or less.
  'BSS03-001': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [2, 3],
      effect: [
        {
          do: 'placeCores',
          n: { count: { side: 'own', what: 'nexus', name: 'Ruby Sanctuary' } },
          from: 'trash',
          regularOnly: true,
          target: { side: 'self' },
        },
        {
          do: 'placeCores',
          n: { count: { side: 'own', what: 'nexus', name: 'Ruby Sanctuary' } },
          from: 'trash',
          regularOnly: true,
          target: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', total: { what: 'bp', max: 6000 } } },
      ],
    },
  ],
  // Dino-King Megalo Saur: while you pay for a Terrasaur or Dragonoid spirit from your hand, its red
  // symbol counts as two. Confront on its attacks from LV2.
  'BSS03-012': [
    {
      kind: 'constant',
      apply: [
        {
          doubleSymbols: true,
          fromHand: true,
          for: { side: 'own', what: 'spirit', spiritTypes: ['TERRASAUR', 'DRAGONOID'] },
          to: { side: 'self' },
        },
      ],
    },
    { kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Chameleowhip: it cannot block; at LV2, in the opponent's attack step, while it is exhausted
  // opposing spirits with less BP than it cannot reduce your life.
  'BSS03-014': [
    { kind: 'constant', levels: [1, 2], apply: [{ cannot: 'block', to: { side: 'self' } }] },
    {
      kind: 'constant',
      levels: [2],
      during: 'opponentAttackStep',
      if: { self: { side: 'self', exhausted: true } },
      apply: [
        {
          noLifeDamage: 'own',
          to: {
            side: 'opponent',
            what: 'spirit',
            than: [{ what: 'bp', op: 'lt', amount: { of: 'self', what: 'bp' } }],
          },
        },
      ],
    },
  ],
  // Viper Dragon Hsuan Falung: destroyed by the opponent, it makes them pick one of their refreshed
  // spirits and lose three of its cores to their reserve; Curse on its attacks; from LV2, in your attack
  // step, a Serpent of yours that attacks may be sent at an exhausted opposing spirit.
  'BSS03-022': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'removeCores',
          n: 3,
          target: oneFoe({ exhausted: false, chooser: 'opponent' }),
          to: 'reserve',
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SERPENT' },
      optional: true,
      effect: [{ do: 'attackSpirit', attacker: 'subject', target: oneFoe({ exhausted: true }) }],
    },
  ],
  // Topaz Sanctuary: at LV2, at the start of the opponent's end step, a random card of their hand is
  // revealed.
  'BSS03-110': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: false,
      levels: [2],
      effect: [{ do: 'revealRandom', side: 'opponent' }],
    },
  ],
  // Diamond Sanctuary: at LV2 the opponent's magic cannot select it.
  'BSS03-112': [
    {
      kind: 'constant',
      levels: [2],
      apply: [
        { protect: 'select', from: 'opponent', source: { side: 'any', what: 'magic' }, to: { side: 'self' } },
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
  // Sleepless Guardian Frost Tiger: in the opponent's attack step it may block attackers without a
  // soul core while exhausted; blocking, it gains 1000 BP. At LV2, as your attack step starts, one of
  // your spirits with a When Blocks effect per Diamond Sanctuary of yours cannot be blocked this turn
  // by opposing spirits costing 6 or less.
  'BSS03-049': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentAttackStep',
      apply: [
        {
          blockExhausted: true,
          against: { side: 'opponent', what: 'spirit', soulCore: false },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2],
      effect: [{ do: 'bp', amount: 1000, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [2],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', maxCost: 6 } },
          target: {
            side: 'own',
            what: 'spirit',
            hasTrigger: 'blocks',
            countBy: { count: { side: 'own', what: 'nexus', name: 'Diamond Sanctuary' } },
          },
          until: 'turn',
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
  // Wonderland Cheshire Cat: summoned, the first yellow magic card you then use from your hand this
  // turn is 1 cheaper.
  'BSS03-036': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'rule',
          apply: { costDelta: -1, to: { side: 'own', what: 'magic', color: 'yellow' } },
          until: 'turn',
          once: true,
        },
      ],
    },
  ],
  // Eternal Shield: for the turn, your opponent's effects discard at most one card of your deck at a time.
  'BSS03-130': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'rule', apply: { deckDiscardCap: 1, from: 'opponent' }, until: 'turn' }],
    },
  ],
  // Discontinue: milled from your deck by your opponent's effect, it goes from the trash to your hand;
  // used, one spirit gets 2000 BP for the turn.
  'BSS03-126': [
    {
      kind: 'trigger',
      on: 'discarded',
      by: 'opponent',
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash', what: 'magic' } }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Magic Wrench: as a burst your blue spirits get 2000 BP, then its main effect may be paid for; the
  // main effect mills four of the opponent's deck and, per magic card among them, a void core goes onto
  // a spirit of yours (chosen each time).
  'BSS03-137': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [
        {
          do: 'bp',
          amount: 2000,
          target: { side: 'own', what: 'spirit', color: 'blue', all: true },
          until: 'turn',
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'discard', n: 4, side: 'opponent', from: 'deckTop' },
        {
          do: 'repeat',
          n: { count: { side: 'chosen', zone: 'trash', what: 'magic' } },
          effect: [
            { do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'spirit', count: 1 } },
          ],
        },
      ],
    },
  ],
  // Sheriff Eagle: when it blocks, no spirit on either side is destroyed in this battle. Armor
  // White/Green at LV2.
  'BSS03-050': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2],
      effect: [
        {
          do: 'apply',
          effect: { protect: 'battle' },
          target: { side: 'any', what: 'spirit', all: true },
          until: 'battle',
        },
      ],
    },
    { kind: 'keyword', keyword: 'armor', colors: ['white', 'green'], levels: [2] },
  ],
  // Double Heart: a spirit with a soul core has two red symbols (instead of its own) for the turn.
  'BSS03-122': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        {
          do: 'setSymbols',
          symbols: [['red'], ['red']],
          target: { side: 'any', what: 'spirit', soulCore: true, count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Empress Guardian Red Queen: -2000 BP for an opposing spirit; from LV2, in your main step, an
  // Otherlander of yours being summoned may have one of its "When Summoned" effects used once more,
  // for a Topaz Sanctuary exhausted.
  'BSS03-033': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'bp', amount: -2000, target: oneFoe(), until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2, 3],
      during: 'yourMainStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'OTHERLANDER' },
      optional: true,
      cost: [{ pay: 'exhaust', target: named('Topaz Sanctuary') }],
      effect: [{ do: 'whenSummonedAgain', target: { side: 'subject' } }],
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
  // Hurricane Highlands: in your main step, a Gale spirit of yours summoned gets as many void cores
  // as its Gale number (LV1 and LV2); at LV2, in the opponent's attack step, each time a Gale spirit
  // of yours wins a battle, the opponent exhausts one of their refreshed spirits.
  'BSS03-115': [
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [1, 2],
      during: 'yourMainStep',
      filter: { side: 'own', what: 'spirit', keyword: 'gale' },
      effect: [
        {
          do: 'placeCores',
          n: { of: 'subject', keywordValue: 'gale' },
          from: 'void',
          target: { side: 'subject' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'gale' },
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', exhausted: false, count: 1, chooser: 'opponent' },
        },
      ],
    },
  ],
  // Ritual Fire: the burst gives a spirit of yours, and your spirits sharing a spirit type with it,
  // 2000 BP for the turn; the main effect destroys up to two opposing spirits of 4000 BP or less.
  'BSS03-120': [
    {
      kind: 'burst',
      on: 'lifeLost',
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 1 } },
        { do: 'bp', amount: 2000, target: { side: 'chosen' }, until: 'turn' },
        {
          do: 'bp',
          amount: 2000,
          target: { side: 'own', what: 'spirit', sharesTypeWith: 'chosen', all: true },
          until: 'turn',
        },
      ],
      thenMain: true,
    },
    {
      kind: 'magic',
      timing: ['main'],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', maxBp: 4000, count: 2, upTo: true } },
      ],
    },
  ],
  // Whirlwind: for the turn, you pick the spirits your Gale effects exhaust; the other effect is
  // 2000 BP for a spirit.
  'BSS03-133': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'rule', apply: { galeChooser: true }, until: 'turn' }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', what: 'spirit', count: 1 }, until: 'turn' }],
    },
  ],
  // Impulsive Pilgrim: in the opponent's attack step, when they destroy a spirit of yours (this one
  // included), the top two of your deck are revealed and a Topaz Sanctuary among them is placed free;
  // the rest go under the deck. Blessed on its attacks at LV3.
  'BSS03-038': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit' },
      by: 'opponent',
      effect: [{ do: 'reveal', n: 2, pick: named('Topaz Sanctuary'), pickTo: 'field', rest: 'bottom' }],
    },
    { kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' },
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
  // Whirlpool Strait: as a burst (one of your spirits destroyed by the opponent) it places itself free.
  // At LV2, as the opponent's attack step starts, one of your spirits gains 2000 BP this turn per nexus
  // you control then.
  'BSS03-116': [
    { kind: 'burst', on: 'opponentDestroysYourSpirit', effect: [{ do: 'deployThis' }] },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [2],
      effect: [
        {
          do: 'bp',
          amount: 2000,
          per: { count: { side: 'own', what: 'nexus' } },
          target: { side: 'own', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
    },
  ],
  // Plant Trap: as a burst (after the opponent's When Summoned effect) the opponent exhausts two of
  // their refreshed spirits, then its flash effect may be paid for. Main or flash: one spirit of cost 5
  // or more is refreshed if green, exhausted otherwise.
  'BSS03-132': [
    {
      kind: 'burst',
      on: 'opponentWhenSummoned',
      thenFlash: true,
      effect: [
        {
          do: 'exhaust',
          target: { side: 'opponent', what: 'spirit', exhausted: false, count: 2, chooser: 'opponent' },
        },
      ],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [
        { do: 'select', target: { side: 'any', what: 'spirit', minCost: 5, count: 1 } },
        {
          do: 'if',
          cond: { count: { side: 'chosen', what: 'spirit', color: 'green' }, atLeast: 1 },
          then: [{ do: 'refresh', target: { side: 'chosen', what: 'spirit' } }],
        },
        {
          do: 'if',
          cond: { count: { side: 'chosen', what: 'spirit', color: 'green' }, atMost: 0 },
          then: [{ do: 'exhaust', target: { side: 'chosen', what: 'spirit' } }],
        },
      ],
    },
  ],

  // Ancient Castle Guardian Nocturna: Curse while attacking; destroyed, it takes a core off two
  // opposing spirits and gains a void core in the reserve per spirit that emptied; from LV2 its
  // attack may exhaust an Amethyst Sanctuary to summon a Curse spirit card from the trash (paid for).
  'BSS03-017': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', count: 2 },
          to: 'reserve',
        },
        { do: 'gainCore', n: { destroyedByThis: 'opponent' }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus', name: 'Amethyst Sanctuary' } }],
      effect: [
        { do: 'summon', target: { side: 'own', what: 'spirit', zone: 'trash', keyword: 'curse', count: 1 } },
      ],
    },
  ],
  // Fantastical Monk Sanzor: no one draws through magic cards' effects; from LV2, in your opponent's
  // turn, they summon at most one spirit costing 4 or less.
  'BSS03-103': [
    { kind: 'constant', levels: [1, 2, 3], apply: [{ noDrawBy: 'magic' }] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentTurn',
      apply: [{ summonLimit: 1, to: { side: 'opponent', what: 'spirit', maxCost: 4 } }],
    },
  ],
  // Seabed Lighthouse: in either attack step your opponent cannot use magic cards from the hand unless
  // one of their colours is on a symbol of their own field; at LV2 your LV3 spirits are 2000 BP stronger.
  'BSS03-117': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'eitherAttackStep',
      apply: [{ cannotUse: { side: 'opponent', what: 'magic' }, exceptFieldColor: true }],
    },
    {
      kind: 'constant',
      levels: [2],
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', minLevel: 3, maxLevel: 3 } }],
    },
  ],
};

export default abilities;
