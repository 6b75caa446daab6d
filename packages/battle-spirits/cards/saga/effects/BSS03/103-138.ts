// BSS03, cards BSS03-103 to BSS03-138: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS03.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { oneFoe } from '../shared/helpers.ts';

export const BSS03_103_138: Record<string, Ability[]> = {
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
  // Soul Crush: two cores off an opposing spirit that has no soul core, to its owner's reserve.
  'BSS03-123': [
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'removeCores', n: 2, target: oneFoe({ soulCore: false }), to: 'reserve' }],
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
  // Eternal Shield: for the turn, your opponent's effects discard at most one card of your deck at a time.
  'BSS03-130': [
    {
      kind: 'magic',
      timing: ['flash'],
      effect: [{ do: 'rule', apply: { deckDiscardCap: 1, from: 'opponent' }, until: 'turn' }],
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
};
