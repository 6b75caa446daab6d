// BSS02, cards BSS02-001 to BSS02-058: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS02.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';

export const BSS02_001_058: Record<string, Ability[]> = {
  // Dragno King: arriving, it destroys an opposing spirit of 6000 BP or less; from LV2, in your attack
  // step, each battle won by a soul-core spirit of yours destroys another such spirit; at LV3 it is
  // 3000 BP stronger while attacking.
  'BSS02-001': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 6000 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 6000 } }],
    },
    { kind: 'constant', levels: [3], during: 'whileAttacking', apply: [{ bp: 3000, to: { side: 'self' } }] },
  ],
  // Dragno Commander: at LV2, during your turn, your other Dragonoids are 2000 BP stronger.
  'BSS02-002': [
    {
      kind: 'constant',
      levels: [2],
      during: 'yourTurn',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', spiritType: 'DRAGONOID', other: true } }],
    },
  ],
  // Dragno Bomber: Confront on its attacks while your life is down to three or less.
  'BSS02-003': [
    {
      kind: 'keyword',
      keyword: 'confront',
      during: 'whileAttacking',
      if: { amount: { player: 'own', what: 'life' }, atMost: 3 },
    },
  ],
  // Ten Sword Saint Starblade Dragon: Awaken; from LV2, on your turn, each draw by an effect of yours
  // burns an opposing spirit of 3000 BP or less; at LV3, while it attacks, reducing the opponent's life
  // while you are at three life or fewer draws two cards.
  'BSS02-005': [
    { kind: 'keyword', keyword: 'awaken' },
    {
      kind: 'trigger',
      on: 'draws',
      by: 'you',
      levels: [2, 3],
      during: 'yourTurn',
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'spirit', count: 1, maxBp: 3000 } }],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [3],
      during: 'whileAttacking',
      if: { amount: { player: 'own', what: 'life' }, atMost: 3 },
      effect: [{ do: 'draw', n: 2 }],
    },
  ],
  // Meteor Emperor Siegwurm: Awaken; from LV2 its attack draws a card if it holds the soul core; at
  // LV3 it confronts while a Siegwurm spirit card lies in your trash.
  'BSS02-006': [
    { kind: 'keyword', keyword: 'awaken' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'if', cond: { self: { side: 'self', soulCore: true } }, then: [{ do: 'draw', n: 1 }] }],
    },
    {
      kind: 'keyword',
      keyword: 'confront',
      levels: [3],
      during: 'whileAttacking',
      if: { count: { side: 'own', what: 'spirit', zone: 'trash', name: 'Siegwurm' }, atLeast: 1 },
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
  // Dragoon Commander Diraidalos: on your turn, when a spirit or magic of yours costing 7 or more
  // destroys an opposing spirit, it is treated as LV3 for the turn; at LV3, in your attack step, its red
  // symbol counts as two (damage and payment).
  'BSS02-009': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2, 3],
      during: 'yourTurn',
      filter: { side: 'opponent', what: 'spirit' },
      source: { side: 'own', what: 'spiritOrMagic', minCost: 7 },
      effect: [{ do: 'setLevel', level: 3, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [
        { symbols: 1, to: { side: 'self' } },
        { doubleSymbols: true, to: { side: 'self' } },
      ],
    },
  ],
  // Armorsaur Edmontsaurd: at LV2, in your attack step, a battle won by a soul-core spirit of yours
  // draws a card.
  'BSS02-010': [
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', soulCore: true },
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // King Vulture: summoned, the opponent picks one of their nexuses costing 3 or 6 and destroys it. It
  // attacks with Confront while the opponent controls a spirit with a When Summoned effect.
  'BSS02-012': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'destroy',
          target: { side: 'opponent', what: 'nexus', count: 1, costIn: [3, 6], chooser: 'opponent' },
        },
      ],
    },
    {
      kind: 'keyword',
      keyword: 'confront',
      levels: [1, 2],
      during: 'whileAttacking',
      if: { count: { side: 'opponent', what: 'spirit', hasTrigger: 'summoned' }, atLeast: 1 },
    },
  ],
  // Lavabeast Volrus: forces blocks when it attacks, from LV2.
  'BSS02-013': [{ kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' }],
  // Rage Dragon Emperor Ira: arriving, ten spirits of 4000 BP or less on either side are destroyed;
  // Awaken from LV2; at LV3, on your turn, destroying an opposing spirit takes an opposing nexus too.
  'BSS02-016': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', count: 10, maxBp: 4000 } }],
    },
    { kind: 'keyword', keyword: 'awaken', levels: [2, 3] },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [3],
      during: 'yourTurn',
      filter: { side: 'opponent', what: 'spirit' },
      source: { side: 'self' },
      effect: [{ do: 'destroy', target: { side: 'opponent', what: 'nexus', count: 1 } }],
    },
  ],
  // Primal Bird Phoeneryx: pulls cores from your other cards in a flash window.
  'BSS02-018': [{ kind: 'keyword', keyword: 'awaken' }],
  // Void Ogre Emperor Avaritia: arriving, it brings a Voidlord or Undead spirit card back from your
  // trash for free, without that spirit's When Summoned effects; Curse on its attacks from LV2; at LV3
  // its attack makes the opponent pick one of their spirits, which sends three cores to their reserve.
  'BSS02-020': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'summon',
          target: {
            side: 'own',
            what: 'spirit',
            zone: 'trash',
            spiritTypes: ['VOIDLORD', 'UNDEAD'],
            count: 1,
          },
          free: true,
          noWhenSummoned: true,
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        {
          do: 'removeCores',
          n: 3,
          target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
          to: 'reserve',
        },
      ],
    },
  ],
  // Floating Grave White Whale: attacking, it mills three cards and strips all but one core from an
  // opposing spirit per spirit card milled. From LV2, in your attack step, each time one of your
  // attacking spirits reduces the opponent's life, an opposing spirit loses a core to its reserve.
  'BSS02-022': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [1, 2, 3],
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        {
          do: 'removeCores',
          n: 'allButOne',
          target: {
            side: 'opponent',
            what: 'spirit',
            countBy: { count: { side: 'chosen', zone: 'trash', what: 'spirit' } },
          },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
  ],
  // Corpse Giant Gigasha: in either attack step it comes back from the trash for your destroyed spirits
  // costing 6 to 10; from LV2 its attack stops a one-core opposing spirit blocking in this battle.
  'BSS02-023': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 6, maxCost: 10 },
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'cannot',
          action: 'block',
          target: { side: 'opponent', what: 'spirit', count: 1, minCores: 1, maxCores: 1 },
          until: 'battle',
        },
      ],
    },
  ],
  // Gravedigger Skeleton: arriving, you may summon a spirit card of cost 2 or less from your trash,
  // paying its cost; it enters exhausted.
  'BSS02-024': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'summon',
          target: { side: 'own', what: 'spirit', zone: 'trash', maxCost: 2, count: 1, upTo: true },
          exhausted: true,
        },
      ],
    },
  ],
  // Imperial Knight God Avalo Paladion: destroyed, it takes seven cores off an opposing spirit; at LV3,
  // at the start of either end step, two cards if one of your spirits was destroyed this turn (a spirit
  // emptied by its own cost payment does not count: official ruling).
  'BSS02-027': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'removeCores', n: 7, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      levels: [3],
      if: { amount: { player: 'own', what: 'destroyedThisTurn' }, atLeast: 1 },
      effect: [{ do: 'draw', n: 2 }],
    },
  ],
  // Dark Knight Lamorak: destroyed, it takes one core off a foe to its owner's reserve. From LV2, in your
  // turn, the first of your purple spirits destroyed each turn goes from the trash back to the hand
  // (rulings: one destroyed paying a cost counts; of several destroyed together you pick one; their
  // When Destroyed effects still happen).
  'BSS02-028': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'yourTurn',
      filter: { side: 'own', what: 'spirit', color: 'purple' },
      firstEachTurn: true,
      allSubjects: true,
      effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash', count: 1 } }],
    },
  ],
  // Divine Saturn Dragon Chronos-Boros: destroyed by the opponent, the opponent picks one of their
  // spirits to lose three cores to their reserve; summoned at LV2 or more with the soul core among the
  // cost paid, the opponent picks one of their spirits to lose a core (never the soul core) to the void.
  'BSS02-031': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'removeCores',
          n: 3,
          target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            {
              do: 'removeCores',
              n: 1,
              target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
              to: 'void',
            },
          ],
        },
      ],
    },
  ],
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
  // Diviner Dragonaga: summoned with the soul core among the cost paid, you look at your top two
  // cards, trash any of them and put the others back on top in the order you like.
  'BSS02-033': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            {
              do: 'reveal',
              n: 2,
              view: true,
              pick: { side: 'any', what: 'card', count: 2, upTo: true },
              pickTo: 'trash',
              rest: 'top',
            },
          ],
        },
      ],
    },
  ],
  // Cyclowinder: in either attack step it comes back from the trash for your destroyed spirits costing
  // 1 to 4.
  'BSS02-034': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 1, maxCost: 4 },
    },
  ],
  // Ripper Princess Azalea: Curse on its attacks. Summoned from the hand (not from the trash: ruling
  // on this card), it mills your top card and stays exhausted unless that card was a spirit card.
  'BSS02-035': [
    { kind: 'keyword', keyword: 'curse', during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'summoned',
      fromHand: true,
      effect: [
        { do: 'discard', n: 1, side: 'own', from: 'deckTop' },
        {
          do: 'if',
          cond: { count: { side: 'chosen', zone: 'trash', what: 'spirit' }, atMost: 0 },
          then: [{ do: 'exhaust', target: { side: 'self' } }],
        },
      ],
    },
  ],
  // Elefogg: Curse on its attacks.
  'BSS02-037': [{ kind: 'keyword', keyword: 'curse', during: 'whileAttacking' }],
  // Winged Godmech Grand Woden: in your opponent's turn their magic from the hand also costs a discard;
  // from LV2, in your turn, it refreshes when they use magic from the hand; at LV3 it gains 4000 BP for
  // the turn whenever a spirit of yours is refreshed (itself in the refresh step too, official ruling).
  'BSS02-040': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'opponentTurn',
      apply: [
        { extraCost: [{ pay: 'discard', n: 1 }], to: { side: 'opponent', what: 'magic', zone: 'hand' } },
      ],
    },
    {
      kind: 'trigger',
      on: 'magicUsed',
      filter: { side: 'opponent', what: 'magic' },
      fromHand: true,
      levels: [2, 3],
      during: 'yourTurn',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'refreshed',
      filter: { side: 'own', what: 'spirit' },
      levels: [3],
      effect: [{ do: 'bp', amount: 4000, target: { side: 'self' }, until: 'turn' }],
    },
  ],
  // Thunder Godmech Donar: Armor against red and yellow at LV1-2. At LV2, attacking or blocking, it may
  // take every core off one of your tokens (emptied, the token goes) for two cards.
  'BSS02-041': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'yellow'], levels: [1, 2] },
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [2],
      optional: true,
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', token: true, count: 1 } },
        {
          do: 'if',
          cond: { count: { side: 'chosen', what: 'spirit' }, atLeast: 1 },
          then: [
            { do: 'removeCores', n: 'all', target: { side: 'chosen', what: 'spirit' }, to: 'self' },
            { do: 'draw', n: 2 },
          ],
        },
      ],
    },
  ],
  // Merged Mechlord Mammoth Aegis: arriving, a draw if your hand is the smaller one and a void core to
  // your life if your life is the lower; at LV2, on the opponent's turn, being exhausted sends an
  // opposing spirit costing 5 or less back to its owner's hand.
  'BSS02-044': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: {
            compare: [
              { player: 'own', what: 'hand' },
              { player: 'opponent', what: 'hand' },
            ],
            op: 'lt',
          },
          then: [{ do: 'draw', n: 1 }],
        },
        {
          do: 'if',
          cond: {
            compare: [
              { player: 'own', what: 'life' },
              { player: 'opponent', what: 'life' },
            ],
            op: 'lt',
          },
          then: [{ do: 'gainCore', n: 1, to: 'life' }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'exhausted',
      levels: [2],
      during: 'opponentTurn',
      filter: { side: 'self' },
      effect: [{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1, maxCost: 5 } }],
    },
  ],
  // Blizzaster Eagle: Armor against purple, green and yellow; at LV2 its block keeps it safe from the
  // opponent's destroy effects for the battle.
  'BSS02-045': [
    { kind: 'keyword', keyword: 'armor', colors: ['purple', 'green', 'yellow'] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [
        {
          do: 'apply',
          effect: { protect: 'destroy', from: 'opponent' },
          target: { side: 'self' },
          until: 'battle',
        },
      ],
    },
  ],
  // Lion Machine God Superbia: arriving, it gets three regular cores from your trash at the end of the
  // turn; from LV2, an opposing spirit going back to its owner's hand lets you pay two of its cores to
  // refresh it; at LV3, losing life in the opponent's attack step refreshes it.
  'BSS02-046': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'delayed',
          on: 'turnEnd',
          until: 'turn',
          once: true,
          effect: [{ do: 'placeCores', n: 3, from: 'trash', regularOnly: true, target: { side: 'self' } }],
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'returned',
      returnedTo: 'hand',
      filter: { side: 'opponent', what: 'spirit' },
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 2 }],
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'lifeLost',
      levels: [3],
      during: 'opponentAttackStep',
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
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
  // Polar Ice Dragon Glaceus: with a soul core on it, the effects of opposing spirits can neither
  // select it nor take its cores; at LV2, spirits costing 3 or less cannot block its attacks.
  'BSS02-050': [
    {
      kind: 'constant',
      levels: [1, 2],
      if: { self: { side: 'self', soulCore: true } },
      apply: [
        {
          protect: 'select',
          from: 'opponent',
          source: { side: 'any', what: 'spirit' },
          to: { side: 'self' },
        },
        {
          protect: 'removeCores',
          from: 'opponent',
          source: { side: 'any', what: 'spirit' },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'whileAttacking',
      apply: [{ noBlockBy: { side: 'opponent', what: 'spirit', maxCost: 3 }, to: { side: 'self' } }],
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
  // Ice Goddess Frig: while it is on the field, every card either player draws outside their own draw
  // step costs them a core; short of cores, they draw only the cards they could pay for.
  'BSS02-054': [{ kind: 'constant', levels: [1, 2], apply: [{ drawCost: 1 }] }],
  // Heavenly Gate Guardian Clavis: when summoned, pick one of your spirits; every yellow magic card in
  // your trash of that spirit's cost returns to your hand. At LV3, when it is blocked, the blocker is
  // at LV1 for the battle.
  'BSS02-058': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'select', target: { side: 'own', what: 'spirit', count: 1 } },
        {
          do: 'toHand',
          target: {
            side: 'own',
            zone: 'trash',
            what: 'magic',
            color: 'yellow',
            all: true,
            than: [{ what: 'cost', op: 'eq', amount: { of: 'chosen', what: 'cost' } }],
          },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'blocked',
      levels: [3],
      during: 'whileAttacking',
      effect: [
        {
          do: 'setLevel',
          level: 1,
          // The blocker is not selected: Armor does not stop it (11-5-1).
          target: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true },
          until: 'battle',
        },
      ],
    },
  ],
};
